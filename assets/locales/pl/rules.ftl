## The rules' own messages (src/games): a set-up position's problems, what a
## reader expected where a position string or a move went wrong, why a move
## cannot be made, rule options and values that cannot be read. The window and
## the command line say them alike.
##
## Sides are given as $side = "white" or "black".

## A problem of a set-up position (games::Problem), as a sentence.

problem-man-on-last-rank = { $side ->
        [white] Biały
       *[black] Czarny
    } pionek na { $square } musi być damką: pionek, który dojdzie do ostatniego rzędu, staje się damką.
problem-too-many-dama-pieces = { $side ->
        [white] Białe
       *[black] Czarne
    } mają { $count } { $count ->
        [one] pionek
        [few] pionki
        [many] pionków
       *[other] pionka
    } na planszy: najwyżej 16 na stronę.
# $count: board and hand together; $board: on the board; $hand: in hand.
problem-too-many-akidada-pieces = { $side ->
        [white] Białe
       *[black] Czarne
    } mają { $count } { $count ->
        [one] pionek
        [few] pionki
        [many] pionków
       *[other] pionka
    } ({ $board } na planszy, { $hand } w ręce): najwyżej 6 na stronę, razem na planszy i w ręce.
problem-man-on-first-rank = { $side ->
        [white] Biały
       *[black] Czarny
    } pionek na { $square } nie mógł się tam znaleźć w partii: pionki chodzą tylko do przodu i w bok.
# $white, $black: the pieces in hand; $side: the side to move.
problem-uneven-hands = W ręce: białe { $white }, czarne { $black }, ruch { $side ->
        [white] białych
       *[black] czarnych
    }. Tak nie może być w partii: gracze stawiają na zmianę, więc gracz na ruchu ma w ręce tyle pionków co przeciwnik albo o jeden więcej.
problem-no-pieces = { $side ->
        [white] Białe są na ruchu, ale nie mają żadnego pionka: partia jest już skończona, wygrywają czarne.
       *[black] Czarne są na ruchu, ale nie mają żadnego pionka: partia jest już skończona, wygrywają białe.
    }
problem-no-legal-move = { $side ->
        [white] Białe są na ruchu, ale nie mają żadnego możliwego ruchu: partia jest już skończona, wygrywają czarne.
       *[black] Czarne są na ruchu, ale nie mają żadnego możliwego ruchu: partia jest już skończona, wygrywają białe.
    }
# $count: the pieces left, board and hand together.
problem-few-pieces = { $side ->
        [white] Białe
       *[black] Czarne
    } { $count ->
        [0] nie mają żadnego pionka
        [1] mają tylko jeden pionek
        [2] mają tylko dwa pionki
       *[other] mają tylko { $count } { $count ->
            [one] pionek
            [few] pionki
            [many] pionków
           *[other] pionka
        }
    } (razem na planszy i w ręce): partia jest już skończona, wygrywają { $side ->
        [white] czarne
       *[black] białe
    }.
# $reason: a reason-* message (app.ftl); $side: the winner.
problem-over-win = Partia jest już skończona ({ $reason }): wygrywają { $side ->
        [white] białe
       *[black] czarne
    }.
problem-over-draw = Partia jest już skończona ({ $reason }): remis.
# Every problem of a position, each a sentence ($problems: the sentences).
position-problems = { $problems }

## What a reader expected where a position string or a move went wrong
## (games::Expected).

expected-side-to-move = W lub B (kto ma ruch)
expected-colon = „:” przed listą pionków
expected-list-side = W lub B (czyje pionki są dalej)
expected-list-once = listy każdej strony tylko raz
expected-both-lists = obu list pionków, :W… i :B…
expected-white-list = „:W” i punktów białych
expected-black-list = „:B” i punktów czarnych
expected-square-comma = „,” między polami
expected-square = pola od a1 do h8 (damka zapisana jako Kd5)
expected-square-not-repeated = pola, którego jeszcze nie podano
expected-point-comma = „,” między punktami
expected-point = punktu planszy, np. c1
expected-point-not-repeated = punktu, którego jeszcze nie podano
expected-hands = „:H” i liczby pionków w ręce, np. :H6,6
expected-hand-comma = „,” między liczbami pionków w ręce
expected-hand-count = liczby pionków w ręce od 0 do 6
expected-end = końca tekstu
expected-start-square = pola startowego, np. d3
expected-separator = „-” dla ruchu albo „x” dla bicia
expected-same-separator = tego samego znaku w całym ruchu („-” albo „x”)
expected-single-destination = jednego pola docelowego po „-”
expected-destination-square = pola, np. d4
expected-separator-and-destination = „-” albo „x” i pola docelowego
expected-removal = „x” i punktu zdejmowanego pionka
expected-different-removal = innego punktu dla drugiego zdjęcia

## A position string or move that could not be read (games::ParseError).
## $column: the character, from 1; $expected: an expected-* message; $found:
## the text found there.

parse-error-found = znak { $column }: oczekiwano { $expected }, a jest „{ $found }”
parse-error-at-end = znak { $column }: oczekiwano { $expected }, a tekst się kończy

## Why a move cannot be made on this board (games::Illegal). $at, $from, $to:
## squares or points; $step: an Akidada placement or slide; $move: a move.

illegal-not-empty = na { $at } już stoi pionek
illegal-no-piece = na { $at } nie ma pionka
# $side: the side to move.
illegal-opponents-piece = na { $at } stoi pionek { $side ->
        [white] czarnych, a ruch mają białe
       *[black] białych, a ruch mają czarne
    }
illegal-not-straight = z { $from } na { $to } nie prowadzi ani rząd, ani kolumna
illegal-man-backward = pionek nie może się cofać ({ $from }–{ $to })
illegal-man-one-step = pionek idzie tylko o jedno pole ({ $from }–{ $to })
illegal-path-blocked = droga z { $from } na { $to } jest zagrodzona
illegal-turn-back = bicie nie może zawrócić o 180 stopni ({ $from }–{ $to })
illegal-own-piece-jumped = między { $from } a { $to } stoi własny pionek
illegal-nothing-to-capture = między { $from } a { $to } nie ma czego zbić
illegal-several-in-one-jump = jeden skok bije jeden pionek, a między { $from } a { $to } jest ich { $count }
illegal-man-short-jump = pionek bije krótkim skokiem przez sąsiednie pole ({ $from }–{ $to })
illegal-must-slide = { $side ->
        [white] Białe
       *[black] Czarne
    } nie mają już pionków w ręce i muszą przesunąć pionek
illegal-must-place = { $side ->
        [white] Białe
       *[black] Czarne
    } mają jeszcze pionki w ręce i muszą jeden postawić
illegal-not-own-piece = na { $at } nie ma pionka { $side ->
        [white] białych
       *[black] czarnych
    }
illegal-not-joined = { $from } i { $to } nie są połączone linią
illegal-no-line = { $step } nie tworzy linii: nie wolno niczego zdejmować
illegal-nothing-to-remove = { $step } tworzy linię, ale { $opponent ->
        [white] białe
       *[black] czarne
    } nie mają na planszy pionka do zdjęcia
illegal-name-removal = { $step } tworzy linię: wskaż pionek { $opponent ->
        [white] białych
       *[black] czarnych
    } do zdjęcia (np. { $step }x..)
# $earns: the removals the lines made earn; $asked: the removals written.
illegal-removal-count = { $step } pozwala zdjąć pionków: { $earns }, a nie { $asked }
illegal-no-enemy-piece = na { $at } nie ma pionka { $opponent ->
        [white] białych
       *[black] czarnych
    } do zdjęcia
illegal-protected-by-line = ten pionek stoi w linii i nie wolno go zdjąć, póki inne stoją poza liniami
illegal-not-legal = { $move } nie jest dozwolonym ruchem
illegal-legal-not-losing = { $move } jest ruchem dozwolonym, a nie przegrywającym

## Why a move given in notation cannot be played (games::MoveError).

# $error: a parse-error-* message.
move-not-a-move = to nie jest ruch ({ $error })
move-capture-compulsory = bicie jest obowiązkowe (można zbić { $maximum })
move-non-maximal = bije { $captured }, a maksimum to { $maximum }

## Rule options set by name (games::options::OptionError). Names and values are
## those of RULES.md and the saved games.

# $known: the options' names, joined by commas.
option-unknown-name = nieznana opcja zasad „{ $name }”: oczekiwano jednej z: { $known }
# $count: how many values the option has; $expected: all but the last, joined
# by commas; $last: the last.
option-bad-value = opcja zasad { $name } nie może mieć wartości „{ $value }”: oczekiwano { $count ->
        [one] { $last }
       *[other] { $expected } albo { $last }
    }
option-bad-number = opcja zasad { $name } nie może mieć wartości „{ $value }”: oczekiwano liczby całkowitej od 0 do { $max }

## An exact value that could not be read (games::value::ValueError).
value-error = „{ $text }” nie jest wartością: oczekiwano „win N”, „loss N” albo „draw”
