## The rules' own messages (src/games): a set-up position's problems, what a
## reader expected where a position string or a move went wrong, why a move
## cannot be made, rule options and values that cannot be read. The window and
## the command line say them alike.
##
## Sides are given as $side = "white" or "black". Variables are never given a
## suffix (vowel harmony would need the word): "{ $at } karesinde".

## A problem of a set-up position (games::Problem), as a sentence.

problem-man-on-last-rank = { $square } karesindeki { $side ->
        [white] beyaz
       *[black] siyah
    } taş dama olmalı: oraya varan bir taş dama olurdu.
problem-too-many-dama-pieces = { $side ->
        [white] Beyazın
       *[black] Siyahın
    } tahtada { $count } taşı var: bir tarafın en çok 16 taşı olabilir.
# $count: board and hand together; $board: on the board; $hand: in hand.
problem-too-many-akidada-pieces = { $side ->
        [white] Beyazın
       *[black] Siyahın
    } { $count } taşı var ({ $board } tahtada, { $hand } elde): bir tarafın tahtada ve elde toplam en çok 6 taşı olabilir.
problem-man-on-first-rank = { $square } karesindeki { $side ->
        [white] beyaz
       *[black] siyah
    } taş oraya hiçbir zaman gelemezdi: taşlar yalnızca ileri ve yana gider.
# $white, $black: the pieces in hand; $side: the side to move.
problem-uneven-hands = Elde: Beyaz { $white }, Siyah { $black }; sıra { $side ->
        [white] Beyazda
       *[black] Siyahta
    }. Bu bir oyunda olamaz: oyuncular sırayla taş koyar, bu yüzden sırası gelen oyuncunun elinde rakibi kadar ya da ondan bir fazla taş bulunur.
problem-no-pieces = { $side ->
        [white] Sıra Beyazda ama hiç taşı yok: oyun zaten bitmiş, Siyah kazandı.
       *[black] Sıra Siyahta ama hiç taşı yok: oyun zaten bitmiş, Beyaz kazandı.
    }
problem-no-legal-move = { $side ->
        [white] Sıra Beyazda ama yapabileceği hamle yok: oyun zaten bitmiş, Siyah kazandı.
       *[black] Sıra Siyahta ama yapabileceği hamle yok: oyun zaten bitmiş, Beyaz kazandı.
    }
# $count: the pieces left, board and hand together.
problem-few-pieces = { $side ->
        [white] Beyazın
       *[black] Siyahın
    } { $count ->
        [0] hiç taşı yok
        [1] yalnızca bir taşı var
        [2] yalnızca iki taşı var
       *[other] yalnızca { $count } taşı var
    } (tahtada ve elde toplam): oyun zaten bitmiş, { $side ->
        [white] Siyah
       *[black] Beyaz
    } kazandı.
# $reason: a reason-* message (app.ftl); $side: the winner.
problem-over-win = Oyun zaten bitmiş ({ $reason }): { $side ->
        [white] Beyaz
       *[black] Siyah
    } kazandı.
problem-over-draw = Oyun zaten bitmiş ({ $reason }): berabere.
# Every problem of a position, each a sentence ($problems: the sentences).
position-problems = { $problems }

## What a reader expected where a position string or a move went wrong
## (games::Expected).

expected-side-to-move = W ya da B (sıra kimde)
expected-colon = taş listesinden önce “:”
expected-list-side = W ya da B (hangi tarafın taşları geliyor)
expected-list-once = her tarafın listesi yalnızca bir kez
expected-both-lists = iki taş listesi de, :W… ve :B…
expected-white-list = “:W” ve Beyazın noktaları
expected-black-list = “:B” ve Siyahın noktaları
expected-square-comma = kareler arasında “,”
expected-square = a1'den h8'e bir kare (dama Kd5 diye yazılır)
expected-square-not-repeated = daha önce verilmemiş bir kare
expected-point-comma = noktalar arasında “,”
expected-point = tahtanın bir noktası, örneğin c1
expected-point-not-repeated = daha önce verilmemiş bir nokta
expected-hands = “:H” ve eldeki taşlar, örneğin :H6,6
expected-hand-comma = iki elin sayıları arasında “,”
expected-hand-count = 0 ile 6 arasında eldeki taş sayısı
expected-end = metnin sonu
expected-start-square = bir başlangıç karesi, örneğin d3
expected-separator = hamle için “-” ya da alma için “x”
expected-same-separator = hamle boyunca aynı işaret (“-” ya da “x”)
expected-single-destination = “-” işaretinden sonra tek bir hedef kare
expected-destination-square = bir kare, örneğin d4
expected-separator-and-destination = “-” ya da “x” ve bir hedef kare
expected-removal = “x” ve kaldırılan taşın noktası
expected-different-removal = ikinci kaldırma için başka bir nokta

## A position string or move that could not be read (games::ParseError).
## $column: the character, from 1; $expected: an expected-* message; $found:
## the text found there.

parse-error-found = { $column }. karakter: { $expected } bekleniyordu, “{ $found }” bulundu
parse-error-at-end = { $column }. karakter: { $expected } bekleniyordu, metin bitti

## Why a move cannot be made on this board (games::Illegal). $at, $from, $to:
## squares or points; $step: an Akidada placement or slide; $move: a move.

illegal-not-empty = { $at } boş değil
illegal-no-piece = { $at } karesinde taş yok
# $side: the side to move.
illegal-opponents-piece = { $at } karesinde { $side ->
        [white] siyah bir taş var, oysa sıra Beyazda
       *[black] beyaz bir taş var, oysa sıra Siyahta
    }
illegal-not-straight = { $from } ile { $to } aynı yatay ya da dikey sırada değil
illegal-man-backward = taş geri gidemez ({ $from }–{ $to })
illegal-man-one-step = taş bir seferde bir kare gider ({ $from }–{ $to })
illegal-path-blocked = { $from } ile { $to } arasındaki yol kapalı
illegal-turn-back = alma sırasında 180 derece geri dönülemez ({ $from }–{ $to })
illegal-own-piece-jumped = { $from } ile { $to } arasında kendi taşınız var
illegal-nothing-to-capture = { $from } ile { $to } arasında alınacak taş yok
illegal-several-in-one-jump = bir atlama tek taş alır, oysa { $from } ile { $to } arasında { $count } taş var
illegal-man-short-jump = taş, bitişik karedeki taşın üzerinden kısa atlamayla alır ({ $from }–{ $to })
illegal-must-slide = { $side ->
        [white] Beyazın
       *[black] Siyahın
    } elinde taş kalmadı, bir taşını kaydırmalı
illegal-must-place = { $side ->
        [white] Beyazın
       *[black] Siyahın
    } elinde hâlâ taş var, birini yerleştirmeli
illegal-not-own-piece = { $at } noktasında { $side ->
        [white] beyaz
       *[black] siyah
    } taş yok
illegal-not-joined = { $from } ile { $to } bir çizgiyle bağlı değil
illegal-no-line = { $step } sıra kurmuyor: hiçbir taş kaldırılamaz
illegal-nothing-to-remove = { $step } sıra kuruyor, ama { $opponent ->
        [white] Beyazın
       *[black] Siyahın
    } tahtada kaldırılacak taşı yok
illegal-name-removal = { $step } sıra kuruyor: kaldırılacak { $opponent ->
        [white] beyaz
       *[black] siyah
    } taşı belirtin (örneğin { $step }x..)
# $earns: the removals the lines made earn; $asked: the removals written.
illegal-removal-count = { $step } { $earns } taş kaldırma hakkı veriyor, { $asked } değil
illegal-no-enemy-piece = { $at } noktasında kaldırılacak { $opponent ->
        [white] beyaz
       *[black] siyah
    } taş yok
illegal-protected-by-line = bu taş bir sırada duruyor; başka taşlar sıraların dışındayken kaldırılamaz
illegal-not-legal = { $move } kurallara uygun bir hamle değil
illegal-legal-not-losing = { $move } kurallara uygun bir hamle, kaybettiren bir hamle değil

## Why a move given in notation cannot be played (games::MoveError).

# $error: a parse-error-* message.
move-not-a-move = bu bir hamle değil ({ $error })
move-capture-compulsory = taş almak zorunlu: { $maximum } taş alınabilir
move-non-maximal = { $captured } taş alıyor, oysa en çok { $maximum } taş alınabilir

## Rule options set by name (games::options::OptionError). Names and values are
## those of RULES.md and the saved games.

# $known: the options' names, joined by commas.
option-unknown-name = bilinmeyen kural seçeneği “{ $name }”: şunlardan biri bekleniyordu: { $known }
# $count: how many values the option has; $expected: all but the last, joined
# by commas; $last: the last.
option-bad-value = { $name } kural seçeneği “{ $value }” olamaz: { $count ->
        [one] { $last }
       *[other] { $expected } ya da { $last }
    } bekleniyordu
option-bad-number = { $name } kural seçeneği “{ $value }” olamaz: 0 ile { $max } arasında bir tam sayı bekleniyordu

## An exact value that could not be read (games::value::ValueError).
value-error = “{ $text }” bir değer değil: “win N”, “loss N” ya da “draw” bekleniyordu
