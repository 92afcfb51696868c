## The window's words: menus, dialogs, the side panel; the helpers that pick among them are in src/app/text/mod.rs.

language-name = Polski

app-title = Akidada i Dama
game = Gra
new-game = Nowa gra
new-game-ellipsis = Nowa gra…
new-game-learn = Nie znasz tych gier? Kurs uczy obu od pierwszego ruchu, w krótkich poziomach.
new-game-learn-button = Naucz się grać
undo = Cofnij
redo = Ponów
resign = Poddaj się
offer-draw = Remis za zgodą
quit = Zakończ
view = Widok
flip-board = Obróć planszę
settings = Ustawienia
language = Język
theme = Motyw
theme-system = Jak w systemie
theme-light = Jasny
theme-dark = Ciemny
animation = Animacja
anim-off = Wyłączona
anim-slow = Wolna
anim-normal = Normalna
anim-fast = Szybka
sounds = Dźwięki
akidada = Akidada
dama = Dama (warcaby tureckie)
akidada-blurb = Gra Jorubów w układanie linii: trzy pionki w linii zdejmują pionek przeciwnika.
dama-blurb = Pionki chodzą prosto, damki daleko, obowiązuje bicie największej liczby pionków.
white = Białe
black = Czarne
white-player = Gracz białymi
black-player = Gracz czarnymi
default-white-name = Gracz 1
default-black-name = Gracz 2
the-lot = Losowanie
human = Człowiek
rule-options = Zasady
defaults = Przywróć domyślne
# The clocks: the time control of a new game, and the clocks beside the
# players. The presets (3+2, 5+3 ...) are written as numbers in every
# language: minutes for the game, then seconds added a move.
time-control = Zegar
time-none = Bez zegara
time-custom = Własne
time-minutes = Minuty na partię
time-increment = Sekundy za posunięcie
time-control-blurb = Każdy gracz ma podane minuty na całą partię, a po każdym jego posunięciu do jego zegara dodaje się podane sekundy. Zegar rusza z pierwszym posunięciem (ono nie jest liczone); potem chodzi tylko graczowi, który jest na posunięciu, a gracz, któremu skończy się czas, przegrywa.
clock-column = Zegar
# The accessible name of a player's clock; the time follows it.
clock-of = { $side ->
        [white] Zegar białych
       *[black] Zegar czarnych
    }
opt-first = Kto zaczyna
opt-first-help = Według opisu gry decyduje losowanie; w turniejach zaczynają białe.
first-lot = Losowanie
first-white = Białe
first-black = Czarne
opt-removal = Zbijanie
opt-removal-help = Który pionek przeciwnika można zdjąć po ułożeniu linii.
removal-any = Dowolny pionek (opis gry)
removal-not-from-lines = Nie z linii, jeśli się da
opt-double-line = Dwie linie naraz
opt-double-line-help = Ile pionków zdejmuje ruch, który zamyka dwie linie.
double-one = Jeden pionek
double-two = Dwa pionki
opt-no-progress = Remis bez postępu
opt-no-progress-help-akidada = Liczba ruchów każdej strony bez zbicia, po której jest remis (0 = nigdy).
opt-no-progress-help-dama = Liczba ruchów każdej strony bez bicia i bez ruchu pionkiem, po której jest remis (0 = nigdy).
opt-non-max = Bicie mniej niż maksimum
opt-non-max-help = Według opisu gry: kto tak zagra, przegrywa. Według federacji (TÜDAF) taki ruch jest niedozwolony.
non-max-loses = Przegrywa partię (opis gry)
non-max-forbidden = Jest niedozwolone (TÜDAF)
opt-lone-piece = Samotny pionek przeciw damce
opt-lone-piece-help = Według opisu gry: kto zredukuje przeciwnika do jednego pionka, mając damkę, wygrywa. Według federacji (TÜDAF) po jednym pionku to remis.
lone-king-wins = Wygrywa damka (opis gry)
lone-draw = Po jednym pionku to remis (TÜDAF)
start = Rozpocznij
cancel = Anuluj
close = Zamknij
play = Graj
drawing-lots = Losowanie…
to-move = na ruchu
on-board = Na planszy
in-hand = W ręce
player-row = { $player }: na planszy { $board }
player-row-hand = { $player }: na planszy { $board }, w ręce { $hand }
moves = Ruchy
# The side panel's tabs, when panels fold into it in a small window.
side-tab-overview = Przegląd
side-tab-moves = Lista ruchów
side-tab-teaching = Nauka
side-tab-analysis = Ocena
no-moves-yet = Jeszcze nie było ruchu.
game-over = Koniec gry
draw = Remis
must-capture = Bicie jest obowiązkowe
choose-removal = Linia! Wybierz pionek przeciwnika do zdjęcia.
choose-route = Tu kończy się kilka dróg bicia. Wybierz jedną:
losing-title = Ten ruch przegrywa partię
losing-confirm = Zagraj i przegraj
losing-keep = Wybierz inny ruch
refused-title = Ruch niedozwolony
ok = OK
placing = stawianie
sliding = przesuwanie
last-move = Ostatni ruch
# A player's name with their colour, as the headlines and the lot line write it.
# $name: the name; $side: their colour ("White"); $bracketed: "yes" when the name
# itself ends in round brackets (the colour goes in square ones then).
player-with-side = { $bracketed ->
        [yes] { $name } [{ $side }]
       *[no] { $name } ({ $side })
    }
# $player: the player who moved first, with their colour (player-with-side).
first-by-lot = Z losowania zaczyna { $player }
player-kind = Gracz
first-move = Pozycja początkowa
previous-move = Poprzedni ruch
next-move = Następny ruch
last-move-button = Ostatni ruch
autoplay = Odtwarzaj
stop-autoplay = Zatrzymaj
autoplay-speed = Szybkość odtwarzania
open-ellipsis = Otwórz…
open-recent = Ostatnio otwierane
save = Zapisz
save-as-ellipsis = Zapisz jako…
open-title = Otwórz zapisaną partię
save-as-title = Zapisz partię
open-button = Otwórz
save-button = Zapisz
open-failed = Nie udało się otworzyć partii
save-failed = Nie udało się zapisać partii
no-file-dialog = Ten system nie wyświetla okna wyboru plików (brak portalu pulpitu i programu zenity). Wpisz ścieżkę pliku:
file-path = Ścieżka pliku
resume-title = Wznowić ostatnią partię?
resume-yes = Wznów
resume-no = Zacznij nową partię
mark-compulsory = obowiązkowe
mark-loses = przegrywa partię
mark-not-allowed = niedozwolone
lesson = Lekcja
restart-lesson = Od początku
close-lesson = Zamknij lekcję
teaching-mode = Tryb nauki
no-capture = Nie ma żadnego bicia: wolno wykonać dowolny ruch pionkiem lub damką.
teaching-game-over = Partia jest skończona: tu nie ma już ruchu do wyboru. Wróć do wcześniejszego ruchu (strzałka w lewo albo ruch na liście), aby zobaczyć, jakie były możliwości.
point-at-variant = Wskaż wariant, aby zobaczyć go na planszy; kliknij, aby pozostał narysowany.
may-remove = Pionki, które możesz zdjąć
lines-you-can-make = Linie do ułożenia teraz
lines-threatened = Linie, którymi grozi przeciwnik
none-yet = brak
learn = Nauka
lessons = Lekcje
help = Pomoc
rules-menu = Zasady
truncate-title = Grać od tego miejsca?
truncate-confirm = Graj od tego miejsca

## Why a game ended (games::EndReason), as a clause.

reason-two-pieces-left = przegranemu zostały tylko dwa pionki
reason-no-legal-move = przegrany nie ma żadnego ruchu
reason-king-versus-lone-piece = samotny pionek przeciw damce
reason-one-piece-each = po jednym pionku
reason-non-maximal-capture = przegrany nie zbił maksymalnej liczby pionków
reason-repetition = ta sama pozycja po raz trzeci
reason-no-progress = brak postępu
reason-agreement = za zgodą graczy
reason-resignation = przegrany się poddał
reason-time-forfeit = przegranemu skończył się czas

## How a game ended (games::Outcome): who won and why, or a draw and why.
## $side: "white" or "black", the winner; $reason: a reason-* message.

outcome-win = wygrywają { $side ->
        [white] białe
       *[black] czarne
    }, { $reason }
outcome-draw = { draw }, { $reason }

## The game-over headline. $player: the winner, with their colour (player-with-side).

outcome-headline-win = Wygrywa { $player }

# $player: the player the lot chose, with their colour (player-with-side).
lot-result = Losowanie: zaczyna { $player }

## The losing-move dialog. $move: the move in notation; $captured and $maximum:
## numbers of pieces.

losing-explanation-no-capture = { $move } niczego nie bije, a obowiązkowe jest bicie { $maximum } { $maximum ->
        [one] pionek
        [few] pionki
        [many] pionków
       *[other] pionka
    }. Według zasad tej gry (z opisu gry) gracz, który nie zbije maksymalnej liczby pionków, od razu przegrywa partię.
losing-explanation = { $move } bije { $captured } { $captured ->
        [one] pionek
        [few] pionki
        [many] pionków
       *[other] pionka
    }, a można zbić { $maximum }. Według zasad tej gry (z opisu gry) gracz, który nie zbije maksymalnej liczby pionków, od razu przegrywa partię.

## A non-maximal move refused (the option "is not allowed").

refused-explanation-no-capture = { $move } jest niedozwolony: bicie jest obowiązkowe, a największe bije { $maximum }.
refused-explanation = { $move } jest niedozwolony: bije { $captured }, a trzeba zbić maksimum, czyli { $maximum }.

## Playing at an earlier point of the game. $count: the later moves removed.
truncate-explanation = Oglądasz wcześniejszy moment partii. Zagranie tu { $move } usunie na zawsze { $count } { $count ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchu
    } po nim.

## The heading of a group of capture variants in teaching mode: "6 pieces: compulsory".
## $mark: "compulsory", "loses" or "not-allowed".
variant-group = { $count } { $count ->
        [one] pionek
        [few] pionki
        [many] pionków
       *[other] pionka
    }: { $mark ->
        [loses] { mark-loses }
        [not-allowed] { mark-not-allowed }
       *[compulsory] { mark-compulsory }
    }

## Why a shorter capture is not a legal move.

shorter-reason-loses = Bije { $count }, a można zbić { $maximum }: według opisu gry kto tak zagra, przegrywa.
shorter-reason-forbidden = Bije { $count }, a można zbić { $maximum }: dozwolone jest tylko największe bicie.

## The side panel's line when a capture is compulsory.
must-capture-pieces = Bicie jest obowiązkowe: { $count } { $count ->
        [one] pionek
        [few] pionki
        [many] pionków
       *[other] pionka
    }
