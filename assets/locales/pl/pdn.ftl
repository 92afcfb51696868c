## PDN files and the clipboard (helpers in src/app/text/pdn.rs).

pdn-import-pdn = Importuj PDN…
pdn-export-pdn = Eksportuj PDN…
pdn-copy-position = Kopiuj pozycję
pdn-paste-position = Wklej pozycję lub PDN…
pdn-copy-pdn = Kopiuj partię jako PDN
pdn-paste-title = Wklej
pdn-paste-help = Wklej tu zapis pozycji albo partię w formacie PDN (Ctrl+V) i naciśnij Otwórz. Ctrl+V nad planszą działa tak samo.
pdn-pick-title = Partie w pliku
pdn-pick-help = Wybierz partię do otwarcia. Przy partiach, których nie da się odczytać, podano powód.
pdn-not-understood = To nie jest zapis pozycji ani partia PDN
pdn-pdn-is-for-dama = PDN służy do warcabów: partię Akidady zapisuje się jako plik .ron.
pdn-import-failed = Nie można zaimportować
pdn-export-failed = Nie można wyeksportować

## Why a PDN file, or a game in it, cannot be read, or a game cannot be written
## as PDN (record::pdn::PdnError). A message is a clause; the window gives it a
## capital letter when it stands alone.

pdn-no-games = nie znaleziono żadnej partii: to nie jest plik PDN
# $problem: a pdn-syntax-* message.
pdn-syntax = wiersz { $line }, kolumna { $column }: { $problem }
# $value: the tag's value; $problem: a pdn-game-type-* message.
pdn-game-type = GameType „{ $value }”: { $problem }
# $name, $value: the tag; $problem: a pdn-tag-* message.
pdn-tag = znacznik { $name } „{ $value }”: { $problem }
# $tag, $moves: results as PDN writes them (2-0, 0-2, 1-1, *).
pdn-results-differ = znacznik Result podaje { $tag }, a ruchy kończą się wynikiem { $moves }
pdn-both-lose = wynik 0-0 (przegrali obaj) nie jest zakończeniem przewidzianym przez zasady
# $score: the result as written; $stated: "white-wins", "black-wins", "draw",
# "unknown" or "both-lose"; $replayed: an outcome-* message (app.ftl).
pdn-result-mismatch = wynik to { $score } ({ $stated ->
        [white-wins] wygrywają białe
        [black-wins] wygrywają czarne
        [draw] remis
        [both-lose] przegrali obaj
       *[unknown] nie podano
    }), a z ruchów wynika: { $replayed }
# $number: the PDN move number; $side: who made the move (White's moves are
# written "7.", Black's "7..."); $fault: why it cannot be played.
pdn-illegal-move = wiersz { $line }, kolumna { $column }, ruch { $number }{ $side ->
        [white] .
       *[black] ...
    } { $move }: { $fault }
pdn-move-after-end = wiersz { $line }, kolumna { $column }, ruch { $number }{ $side ->
        [white] .
       *[black] ...
    } { $move }: partia była już skończona ({ $outcome })
# $game: "akidada" or "dama".
pdn-not-draughts = partii gry { $game ->
        [akidada] { akidada }
       *[dama] { dama }
    } nie można zapisać w formacie PDN, który służy do warcabów: zapisz ją jako partię (.ron)

## What is wrong in PDN text (record::pdn::Syntax).

pdn-syntax-unclosed-comment = komentarz otwarty znakiem {"{"} nie jest zamknięty znakiem {"}"}
pdn-syntax-unclosed-tag = znacznik nie jest zamknięty: oczekiwano [Nazwa "wartość"] w jednym wierszu
pdn-syntax-tag-name = oczekiwano nazwy znacznika po [
pdn-syntax-tag-value = oczekiwano wartości znacznika w cudzysłowie
pdn-syntax-unclosed-variation = wariant otwarty znakiem ( nie jest zamknięty znakiem )
pdn-syntax-unmatched-variation-end = ) nie zamyka żadnego wariantu
pdn-syntax-numeric-squares = „{ $word }” numeruje pola, jak inne odmiany warcabów; warcaby tureckie nazywają pola od a1 do h8 (np. c3-c4)
pdn-syntax-bad-annotation = „{ $text }” nie jest adnotacją: oczekiwano $ i liczby albo !, ?, !!, ??, !?, ?!
pdn-syntax-unexpected-character = nieoczekiwany znak „{ $character }”

## Why a GameType is refused (record::pdn::GameTypeProblem).

# $number: the game type; the common ones are named.
pdn-game-type-other-game = typ gry { $number }{ $number ->
        [20] {" "}(warcaby międzynarodowe)
        [21] {" "}(warcaby angielskie, checkers)
        [22] {" "}(warcaby włoskie)
        [23] {" "}(amerykańskie pool checkers)
        [24] {" "}(warcaby hiszpańskie)
        [25] {" "}(warcaby rosyjskie)
        [26] {" "}(warcaby brazylijskie)
        [27] {" "}(warcaby kanadyjskie)
        [28] {" "}(warcaby portugalskie)
        [29] {" "}(warcaby czeskie)
        [31] {" "}(warcaby tajskie)
        [40] {" "}(warcaby fryzyjskie)
        [41] {" "}(spantsiretti)
       *[other] {""}
    } to nie warcaby tureckie (typ 30): ten program czyta tylko warcaby tureckie
pdn-game-type-form = oczekiwano typu gry, np. 30 albo 30,W,8,8,A0,0 (warcaby tureckie)
pdn-game-type-start-colour = zaczynać ma „{ $colour }”: w warcabach tureckich zaczynają białe (W)
pdn-game-type-board = plansza ma { $width } na { $height }: w warcaby tureckie gra się na planszy 8 na 8
pdn-game-type-notation = zapis pól to „{ $notation }”: ten program czyta pola algebraicznie, a1 w lewym dolnym rogu białych (A0)
pdn-game-type-inverted = plansza jest odwrócona („{ $value }”): ten program czyta planszę tak, jak widzą ją białe (0)

## Why the value of a tag cannot be used (record::pdn::TagProblem).

# $error: an option-* message (rules.ftl).
pdn-tag-rule-option = błędna opcja zasad ({ $error })
pdn-tag-rule-option-form = „{ $entry }” nie jest opcją zasad: oczekiwano nazwa=wartość, np. lone_piece=Draw
pdn-tag-not-number = oczekiwano liczby całkowitej od 0 do { $max }
pdn-tag-set-up-flag = oczekiwano 0 albo 1
pdn-tag-no-fen = partia jest ustawiona (1), ale brak znacznika FEN z pozycją
pdn-tag-fen-without-set-up = partia nie jest ustawiona (0), ale znacznik FEN podaje inną pozycję niż początkowa
pdn-tag-not-result = oczekiwano 2-0, 0-2, 1-1, 1-0, 0-1, 1/2-1/2 albo *
pdn-tag-repeated = znacznik podano dwa razy, także jako „{ $other }”
