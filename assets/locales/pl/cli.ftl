## The command line's own words (src/cli): `akidada help`, its errors and its
## notes on standard error. What goes to standard output as data (moves, counts,
## values, JSON, PDN, the engine protocol) is not here: it stays the same in
## every language.
##
## Stays literal in every language: the program's name, command names (perft,
## puzzles generate), option names (--movetime), the placeholders of the usage
## lines (GAME, POS, MS, N, FILE, ...), option values (KingWins, level:8) and
## the JSON examples (given as variables).
##
## The help: a cli-help-* message is a section of `akidada help` as it is
## printed; a command's section is printed two columns in from the file's
## text (its usage at the left, its text four columns in, examples six). Fluent
## reads a line that starts with [, * or . as syntax, and drops the indent of a
## line that starts with a variable: such a line starts with a \ where its text
## starts (\[--level L], \{ $json }), and the program drops the \. The manual
## page is rendered from the English help.
##
## Terms: a man or piece "pionek", a king "damka", a capture "bicie", a ply
## "półruch", the game's description "opis gry", a puzzle
## "zadanie", the cache "pamięć podręczna", an exit status "kod wyjścia".

cli-help-head =
    akidada - Akidada (gra Jorubów w układanie linii) i Dama (warcaby tureckie)

    Bez polecenia akidada otwiera aplikację w oknie: gra z drugą osobą albo
    z komputerem, nauka zasad, analiza i ocena partii. Z poleceniem działa bez
    okna: dane idą na standardowe wyjście, po jednej pozycji w wierszu; czasy,
    uwagi i błędy na standardowe wyjście błędów.

    UŻYCIE
      akidada                        otwiera okno
      akidada FILE                   otwiera okno z zapisaną partią (plik .ron;
                                     plik nazwany jak polecenie: napisz ./perft)
      akidada --install-desktop      dodaje dla tego użytkownika (Linux) skrót
                                     do programu i typ pliku zapisanych partii,
                                     by otwierał je dwuklik
      akidada --version              pokazuje wersję
      akidada help                   pokazuje ten tekst (także --help, -h)
      akidada help POLECENIE         pokazuje opis jednego polecenia (także akidada
                                     POLECENIE --help, -h)

    GAME to akidada albo dama. POS to zapis pozycji; jego pierwsza litera mówi,
    kto jest na ruchu. Bez --fen gra się od zwykłej pozycji początkowej, a
    zaczynają białe.

    { $rule_options }

    ZAPIS POZYCJI
      Akidada  <strona>:W<punkty>:B<punkty>:H<białe w ręce>,<czarne w ręce>, na
               przykład W:W:B:H6,6 (początek) albo B:Wa1,c1,c2:Bb2,e5:H3,4
      Dama     <strona>:W<pola>:B<pola>, damka poprzedzona literą K, na przykład
               W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1

    POLECENIA
cli-help-lab =
    NARZĘDZIA LABORATORIUM
      Narzędzia badawcze, którymi powstały silnik i jego dane (ta wersja ma funkcję
      lab; pakiet Debiana jej nie ma):
cli-help-tail =
    KOD WYJŚCIA
      0 po powodzeniu, 1 przy złym pliku albo nieudanej instalacji, 2 przy błędzie
      użycia (komunikat mówi, czego oczekiwano).

# The rule options, in the help and in each command's own help that takes them.
cli-help-rule-options =
    OPCJE ZASAD
      Polecenia, które grają według zasad, przyjmują opcje zasad z RULES.md jako
      flagi: nazwa z myślnikami, wartość jak w zapisanych partiach (wielkość
      liter nie ma znaczenia):
        Akidada  --removal Any|NotFromLines  --double-line One|Two  --no-progress N
        Dama     --non-max-capture Loses|Forbidden  --lone-piece KingWins|Draw
                 --no-progress N
      Pominięta opcja ma wartość domyślną: pierwszą z wymienionych, a 50 dla
      --no-progress.

cli-help-perft =
    perft GAME DEPTH [--fen POS] [opcje zasad]
        Liczy ścieżki ruchów każdej długości od 1 do DEPTH (najwyżej 20) i dla
        każdej głębokości wypisuje wiersz `<głębokość> <liczba>`. Czas i liczba
        węzłów na sekundę idą na stderr. Liczy według samych zasad ruchu, jak
        zwykle w perft: zasady kończące partię (dwa pionki, samotny pionek przeciw
        damce, powtórzenie, brak postępu) nie są stosowane.
          akidada perft akidada 5
          akidada perft dama 6
          akidada perft akidada 4 --fen "B:Wa1,c1,c2:Bb2,e5:H3,4"
# $json: an example line of JSON.
cli-help-moves =
    moves GAME [--fen POS] [--json | --values] [opcje zasad]
        Wypisuje dozwolone ruchy, po jednym w wierszu, w notacji (Akidada: c1,
        c1-c2, c1-c2xb2; Dama: d3-d4, b8xb5xg5). Wypisuje je także wtedy, gdy
        według zasad partia jest w tej pozycji skończona (mówi o tym uwaga na
        stderr).
        Z --values (Akidada) każdy ruch z jego dokładną wartością z punktu
        widzenia wykonującego ruch, od najlepszego: `c1-c2 win 17` (zob. `solve`).
        Z --json jeden obiekt w wierszu:
          \{ $json }
        Dama: `captured` w kolejności bicia; `promotes`, gdy pionek kończy ruch
        na ostatnim rzędzie. Akidada: `from` to null przy stawianiu pionka;
        `captured` to zdjęte punkty; `promotes` zawsze false.
          akidada moves dama --fen "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1" --json
# $json, $json2: an example object of JSON, in two lines.
cli-help-captures =
    captures dama [--fen POS] [--json] [opcje zasad]
        Wypisuje każdą pełną sekwencję bicia, maksymalną lub nie, jako
        `<droga> <liczba> <legal|non-maximal>`, od największej liczby bić, np.
          b8xb5xg5xg1xa1xa4xf4 6 legal
          b8xb5xe5xe1xa1xa4 5 non-maximal
        Drogi, które dają ten sam ruch (ten sam początek, koniec i zbite pionki),
        to jeden ruch: jest pokazany raz, z pierwszą znalezioną drogą, a gdy daje
        go N > 1 dróg, z dopiskiem ` (N routes)`. Według zasady z opisu gry bicie
        mniej niż maksymalnej liczby pionków przegrywa partię. Z --json jeden
        obiekt w wierszu:
          \{ $json }
           \{ $json2 }
          akidada captures dama --fen "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1"
cli-help-solve =
    solve akidada [--fen POS] [--build | --stats] [opcje zasad]
        Akidada jest rozwiązana: dokładna wartość każdej pozycji jest w tablicy,
        budowanej przy pierwszym użyciu (kilka sekund) i przechowywanej w katalogu
        pamięci podręcznej (AKIDADA_CACHE_DIR, inaczej ~/.cache/akidada), osobnej
        dla każdej wartości --removal i --double-line. Wypisuje wartość POS (bez
        --fen pozycji początkowej) z punktu widzenia strony na ruchu, samą
        w pierwszym wierszu: `win N`, `loss N` albo `draw`, N w półruchach
        (RULES.md, rozdział 3); remisy przez powtórzenie i brak postępu pominięte.
        Szczegóły na stderr: wynik w ramach zasady braku postępu („przeklęta”
        wygrana lub „błogosławiona” przegrana to wartość z tablicy, którą zasada
        zamienia w remis), półruchy do najbliższego zdjęcia pionka, najlepsze
        ruchy.
        --build   buduje z góry tablicę i warstwę braku postępu i wypisuje ścieżki
                  ich plików
        --stats   wypisuje `positions`, `wins`, `draws`, `losses` (każda pozycja
                  z daną stroną na ruchu), `distinct` (z dokładnością do symetrii
                  i kolorów), `longest_win`, `longest_win_from_start` (pozycje
                  osiągalne z początku), `start` (jego wartość), `cursed_wins`
                  i `blessed_losses` (przy --no-progress), po jednej parze
                  `nazwa wartość` w wierszu
          akidada solve akidada
          akidada solve akidada --fen "W:Wa1,c1,c2:Bb2,e5,d4:H3,3" --removal NotFromLines
    solve dama --fen POS [opcje zasad]
        Dokładna wartość pozycji Damy z najwyżej 4 pionkami (5, gdy `tables
        build --pieces 5` je zbuduje), z tablic końcówek
        (najpierw zbudowanych, jeśli trzeba): jeden wiersz, `win N`, `loss N`
        albo `draw`, N w półruchach, z punktu widzenia strony na ruchu. Pozycja
        jest brana tak, jak ją ustawiono, więc zasada samotnego pionka ocenia jej
        ruchy, a nie samą pozycję. Każdy ruch z wartością i to, czy licznik braku
        postępu psuje wygraną, idą na stderr.
          akidada solve dama --fen "W:Wc1,a2:Bc7,f8"
          akidada solve dama --fen "W:WKc2,Kc3,Ke3:BKh3" --lone-piece draw
cli-help-check =
    check FILE.ron | FILE.pdn
        Czyta zapisaną partię i odtwarza każdy ruch według zasad. Wypisuje
        `<gra>: <n> moves, <wynik>` albo błąd (z wierszem i kolumną albo z numerem
        ruchu i powodem) i kończy się z kodem 1. Plik PDN: jeden wiersz
        `game <n> (<gracze>): ...` na partię, błąd każdej złej partii i kod
        wyjścia 1, jeśli któraś jest zła.
          akidada check game.ron
          akidada check games.pdn
cli-help-bestmove =
    bestmove dama [--fen POS] [--movetime MS | --depth N | --nodes N]
                 \[--level L] [opcje zasad]
        Wypisuje ruch silnika (`(none)`, gdy nie ma dozwolonego ruchu). Postęp
        szukania idzie na stderr. Domyślnie: 1000 ms z pełną siłą; --level od 1
        (początkujący) do 8 (pełna siła).
          akidada bestmove dama --fen "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1" --depth 6
cli-help-analyse =
    analyse dama [--fen POS] [--multipv K] [--movetime MS | --depth N]
                 \[opcje zasad]
        Wypisuje K najlepszych ruchów (domyślnie 3), po jednym w wierszu:
        `<miejsce> <ocena> <wariant>`, ocena to `cp N` (setne części pionka,
        z punktu widzenia strony na ruchu) albo udowodnione `win N` / `loss N`
        (półruchy). Domyślnie 2000 ms.
          akidada analyse dama --multipv 5 --movetime 3000
cli-help-match =
    match [--first P] [--second P] [--games N] [--seed S] [--opening-plies N]
              \[--first-weights FILE] [--second-weights FILE]
              \[--first-tables N] [--second-tables N]
              \[--first-engine PATH] [--second-engine PATH] [--record FILE]
              \[--starts FILE] [opcje zasad]
        Gra silnika z samym sobą: dwie konfiguracje grają N partii (domyślnie 40,
        parzyście) z losowych otwarć po 4 półruchy (--opening-plies), każde
        otwarcie raz białymi, raz czarnymi. Gracz P to level:L (od 1 do 8),
        depth:N, nodes:N albo movetime:MS (domyślnie level:8 przeciw level:7).
        Każda partia idzie na stderr; wynik z punktu widzenia pierwszego gracza
        na stdout, z różnicą Elo i jej 95-procentowym przedziałem błędu, oraz
        wygrane, które każdy gracz zmarnował (pięć jego ruchów z rzędu oceniał na
        +2 piony lub więcej i nie wygrał; także według bierek na planszy).
        --record FILE zapisuje jedną linię JSON na partię: ruchy, ocenę każdego
        ruchu, wynik. Pliki wag jak src/ai/eval/weights.txt.
        --first-engine PATH (--second-engine): na miejscu tego gracza gra inna
        wersja akidada (PATH engine, przez protokół silnika, jeden wątek).
        --starts FILE: gra z pozycji z pliku (jeden zapis pozycji w linii, #
        zaczyna komentarz) zamiast z losowych otwarć, każdą obu kolorami.
        --first-tables N (--second-tables): ten gracz czyta tablice końcówek
        najwyżej N bierek (0: żadnych; domyślnie największe w pamięci podręcznej).
          akidada match --first level:4 --second level:3 --games 40
cli-help-engine =
    engine
        Obsługuje protokół silnika na stdin/stdout (składnia UCI): uci, isready,
        ucinewgame, setoption name N value V (opcje, które wypisuje `uci`: własne
        opcje silnika i każda opcja zasad: first, non_max_capture, lone_piece,
        no_progress), position startpos|fen POS [moves M ...],
        go movetime MS | depth N | nodes N | wtime MS btime MS [winc MS binc MS]
        | infinite, stop, quit. Oceny to `score cp N` albo, gdy są udowodnione,
        `score win N` / `score loss N`. Na błędny wiersz odpowiada
        `info string error: ...` i działa dalej. Od 8 pionków w dół przeszukiwanie
        korzysta z tablic końcówek Damy z pamięci podręcznej, jeśli zbudowało je
        `akidada tables build` (mówi o tym w `info string`). Czyta je w osobnym
        wątku od pierwszej podanej pozycji; zanim je przeczyta, przeszukiwanie
        z zegarem obywa się bez nich, a bez zegara na nie czeka.
        `setoption name Game value akidada` gra w Akidadę z rozwiązanej tablicy
        (opcje zasad: first, removal, double_line, no_progress); każda ocena jest
        dokładna, a Level od 1 do 5 ustala, jak często silnik się myli.
          printf 'position startpos moves c3-c4\ngo depth 8\n' | akidada engine
cli-help-convert =
    convert IN OUT [--game N]
        Przekształca partie między zapisanymi partiami (.ron) a PDN (.pdn);
        rodzaj pliku wynika z rozszerzenia, a każda partia jest po drodze
        odtwarzana według zasad. Z pliku PDN z kilkoma partiami --game N (od 1)
        daje jedną zapisaną partię; do PDN zapisywane są wszystkie partie albo
        tylko partia N. Wypisuje jeden wiersz na zapisaną partię; zła partia jest
        zgłaszana (kod wyjścia 1) i nic nie jest zapisywane. Partie Akidady nie
        mają PDN: PDN jest dla warcabów.
          akidada convert game.ron game.pdn
          akidada convert games.pdn game.ron --game 3
cli-help-review =
    review GAME [--movetime MS | --nodes N] [--game N] [--json] [--no-save]
        Ocenia każdy ruch partii (zapisanej, .ron, albo PDN), jak robi to w oknie
        Gra > Przeanalizuj partię: klasę każdego ruchu (najlepszy, dobry,
        niedokładność ?!, błąd ?, poważny błąd ??), lepszy ruch tam, gdzie go
        przeoczono, i dokładność każdego gracza. Pozycje Damy są przeszukiwane
        po N węzłów (domyślnie 400000, jak w oknie) albo przez MS milisekund;
        Akidada i końcówki do 4 pionków (5 z tablicami pięciopionkowymi) są
        oceniane dokładnie z tablic. Ocena
        zostaje dopisana do zapisanej partii (okno ją potem pokazuje), chyba że
        podano --no-save; plik PDN jest tylko czytany (--game N wybiera jedną
        z kilku partii). --json wypisuje zamiast tekstu jeden obiekt JSON.
          akidada review assets/examples/dama-win.ron --nodes 100000
cli-help-host =
    host GAME [--port N] [--code C] [--engine LEVEL] [--movetime MS] [--save FILE]
    \     [--name NAME] [--colour white|black|lot] [--clock M+S] [--bind ADDR] [--wait S]
    \     [--lesson] [--no-router] [opcje zasad]
    host --resume FILE [--port N] [--code C] [--engine LEVEL] [--save FILE] ...
        Prowadzi partię przez sieć dla przyjaciela, który uruchamia `akidada
        join`. Wypisuje `code C`,
        kod utworzony dla tej partii (albo podany: od 4 do 64 liter lub cyfr),
        `port N` (domyślnie 47147; 0 dla dowolnego wolnego portu) i `address
        ADDR:PORT` dla każdego adresu tego komputera, po czym czeka. Parowanie
        to SPAKE2 nad kodem, a partia idzie szyfrowanym, uwierzytelnionym kanałem
        (Noise); błędny kod jest odrzucany, a po 10 błędnych kodach partia nie
        przyjmuje już żadnych. Gospodarz gra kolorem --colour (losowanym, gdy
        go nie podano), prowadzi zegary (--clock 5+3: minuty na partię, sekundy
        dodawane po ruchu) i ustala zasady (opcje zasad jako flagi). Z --engine
        LEVEL tą stroną gra silnik (Dama od 1 do 8, Akidada od 1 do 5;
        --movetime MS na ruch, domyślnie 1000); bez niego wpisuj na wejściu
        standardowym ruch w wierszu albo draw, resign, takeback, accept,
        decline, quit.
        Wyjście standardowe: `start GAME SIDE white NAME black NAME`, `move N
        SIDE MOVE` (z milisekundami pozostałymi na obu zegarach, gdy są zegary),
        `takeback N`, `result ...`. Gdy połączenie zostanie zerwane, partia
        czeka --wait S sekund (domyślnie 300) na dołączającego, a zegary stoją.
        --save FILE zapisuje partię na końcu, skończoną lub nie (z `network` i
        oboma imionami); --resume FILE ponownie udostępnia taką nieskończoną
        partię.
        --lesson czyni partię lekcją: aplikacje obu graczy pozwalają wtedy w jej
        trakcie na podpowiedzi, analizę i tryb nauki (nauczyciel gra z uczniem).
        Nasłuchując na wszystkich adresach (bez --bind), prosi router o
        przekierowanie portu na czas partii (PCP, NAT-PMP lub UPnP, najwyżej
        3 sekundy), wypisuje `router METODA ADRES:PORT`, `router none` albo
        `router failed` i podaje publiczny adres routera jako pierwszy
        `address`; na końcu przekierowanie jest usuwane. --no-router nie pyta
        routera.
          akidada host dama --clock 5+3 --engine 4 --save game.ron
cli-help-join =
    join ADDR:PORT --code C [--engine LEVEL] [--movetime MS] [--save FILE] [--name NAME]
    \     [--wait S]
        Dołącza do partii prowadzonej przez `akidada host`, z
        adresem, portem i kodem od gospodarza. Partia, jej zasady, zegary i
        kolory są gospodarza. Ruchy, wyjście standardowe i --save jak przy
        host; gdy połączenie zostanie zerwane, join łączy się ponownie przez
        --wait S sekund (domyślnie 300), a partia toczy się dalej od miejsca,
        w którym stanęła.
          akidada join 192.168.1.20:47147 --code 1234-5678 --save game.ron
cli-help-tables =
    tables build [--pieces N] [--lone-piece KingWins|Draw] [--force]
    tables stats [--pieces N] [--lone-piece KingWins|Draw]
        Tablice końcówek Damy: dokładna wartość (`win 9`, `loss 4`, `draw`,
        w półruchach) każdej pozycji z najwyżej N pionkami (od 2 do 5, domyślnie
        4; pięć pionków to około godziny na dwóch rdzeniach, od 8,4 do 9,4 GB
        pamięci przy budowie i od 1,3 do 1,8 GB na dysku dla każdego wariantu), w obu wariantach zasady samotnego pionka albo w podanym. Są
        przechowywane w katalogu pamięci podręcznej ($AKIDADA_CACHE_DIR, inaczej
        ~/.cache/akidada); brakujący lub uszkodzony plik jest budowany od nowa
        (postęp na stderr). `build` wypisuje `<wariant> <bajty> <jak>` dla
        każdego wariantu (tablice, które już są, zostają, chyba że podano
        --force). `stats` wypisuje jeden wiersz na sygnaturę (KMvK: damka
        i pionek, na ruchu, przeciw damce):
          <wariant> <sygnatura> <pozycje> <wygrane> <remisy> <przegrane>
          <bicia> <najdłuższa wygrana> <najdłuższa przegrana>
          <najdłuższa droga do wyzerowania licznika>
          akidada tables build
          akidada tables stats --pieces 3 --lone-piece Draw
# $json, $json2: an example object of JSON, in two lines.
cli-help-puzzles =
    puzzles export --json [--game GAME] [--theme THEME]
        Wypisuje zadania dołączone do programu, jeden obiekt JSON w wierszu:
          \{ $json }
           \{ $json2 }
        `solution` to wariant w notacji RULES.md: zaczyna go ruch
        rozwiązującego, a potem co drugi ruch jest jego; `kind` to akidada,
        endgame albo middlegame; `goal` to win, draw albo material. THEME: shot,
        breakthrough, crowning, king_endgame, lone_piece, opposition,
        akidada_line, double_threat, blocking, removal_choice.
    puzzles show ID
        Wypisuje jedno zadanie w ten sam sposób (np. `akidada puzzles show m0001`).
    puzzles check [--kind KIND] [--sample N] [--seed N] [--nodes N] [--dir DIR]
        Dowodzi na nowo zadań dołączonych do programu (albo tych z DIR): końcówek
        Akidady i Damy z tablic (czytanych z pamięci podręcznej, budowanych tam
        za pierwszym razem), zadań ze środka gry Damy głębokim przeszukiwaniem
        (każdy ruch rozwiązującego najlepszy według przeszukiwania i co najmniej
        o 1,5 pionka lepszy od drugiego albo jedyna udowodniona wygrana; wariant
        kończy się pionkiem przewagi albo wygraną). --sample N sprawdza N zadań
        każdego rodzaju, wybranych według --seed; --seed zmienia też ocenę
        przeszukiwania najwyżej o 4% (0: własna ocena silnika). Wypisuje
        `<id> ok` albo `<id> FAILED <powód>`; kod wyjścia 1, jeśli któreś nie
        przejdzie.
          akidada puzzles export --json --game dama --theme shot
          akidada puzzles show m0002
          akidada puzzles check --sample 5 --seed 1
cli-help-course =
    course export --json
        Wypisuje poziomy kursu, po jednym obiekcie JSON w wierszu:
          \{ $json }
        `goal` to zadanie ucznia; `stars` to największe liczby ruchów ucznia
        na trzy, dwie i jedną gwiazdkę, a `limit` ostatnia z nich; `replies`
        to `best`, gdy przeciwnik odpowiada najlepszą obroną, a `scripted`, gdy
        poziom podaje jego odpowiedzi; `solution` to linia, która spełnia
        zadanie w limicie: najpierw ruch ucznia, między jego ruchami odpowiedzi
        przeciwnika (najlepsza obrona albo te z poziomu).
    course check [PLIK]
        Dowodzi każdego poziomu kursu albo pliku z poziomami (RON, jeden poziom
        lub lista): zadanie da się spełnić w limicie trzech gwiazdek przy każdej
        obronie, a w poziomie z podanymi odpowiedziami także wzdłuż nich (każda
        dozwolona w swojej kolejce). Jeden wiersz na poziom; kod wyjścia 1,
        jeśli któregoś się nie da.
        Poziom z pozycją, do której nie dochodzi żadna partia (pionek za
        początkowymi rzędami swojej strony) też jest dowodzony, z ostrzeżeniem
        na stderr.
          akidada course check
          akidada course check my-levels.ron
cli-help-puzzles-generate =
    puzzles generate [--seed N] [--akidada N] [--endgame N] [--middlegame N]
                     \[--drill N] [--threads N] [--out DIR]
        Wydobywa zadania z partii, które silnik gra sam ze sobą na różnych
        poziomach (powtarzalnie z ziarna, bez względu na liczbę wątków),
        i zapisuje je razem z pozycjami treningu bić w DIR (domyślnie
        assets/puzzles), z poleceniem w pierwszym wierszu każdego pliku; co
        usunęło każde sprawdzenie, idzie na stderr. Trwa długo: godziny.
          akidada puzzles generate --seed 1 --threads 2

# $command: the words that start the tool, e.g. "match" or "puzzles generate".
cli-lab-only = { $command } to jedno z narzędzi laboratorium, których ta wersja nie zawiera: zbuduj ją poleceniem `cargo build --release --features lab` (zob. README)
## Every usage error ends with this line.
cli-run-help = Uruchom `akidada help`, aby zobaczyć opis użycia.
cli-cannot-write-output = nie można zapisać wyjścia: { $error }
# $names: the command names, joined by commas, then the last one.
cli-command-names = { $names } lub help
# `akidada help` given more than one word. $found: the second, quoted.
cli-help-one-command = help przyjmuje nazwę jednego polecenia, a dostało więcej: { $found }
# `akidada help COMMAND` naming no command. $command: what was given, quoted;
# $commands: a cli-command-names message.
cli-help-no-such-command = nie ma polecenia { $command }: oczekiwano { $commands }
# $found: the argument, quoted.
cli-saved-game-alone = oczekiwano samej ścieżki zapisanej partii, a po niej jest jeszcze: { $found }
# $commands: a cli-command-names message.
cli-unknown-option = nieznana opcja { $option }: oczekiwano polecenia ({ $commands })
cli-unknown-command = nieznane polecenie { $command }: oczekiwano polecenia ({ $commands }) albo ścieżki zapisanej partii (nie ma takiego pliku)
# $note: a note of the engine or the system, in English.
cli-note = uwaga: { $note }

## Reading a command's arguments (src/cli/args.rs). $command: the command
## ("perft", "puzzles show"); $flag: an option as given; $option, $argument,
## $value, $game: what was given, quoted.

# $accepted: a cli-flags-* message.
cli-unknown-flag = { $command }: nieznana opcja { $option }; opcje polecenia: { $accepted }
cli-unknown-flag-or-rule = { $command }: nieznana opcja { $option }; opcje polecenia: { $accepted }, a także opcje zasad
cli-flags-none = brak
# $rest: every option but the last, joined by commas; $last: the last.
cli-flags-list = { $rest } i { $last }
cli-flag-takes-no-value = { $command }: { $flag } nie przyjmuje wartości
cli-flag-twice = { $command }: { $flag } podano dwa razy
cli-fen-needs-value = { $command }: po --fen musi być zapis pozycji, np. --fen "W:W:B:H6,6" albo --fen "W:WKb8:Bb6,d5"
# $what: what the value is (a placeholder of the usage: MS, N, VALUE).
cli-flag-needs-value = { $command }: po { $flag } musi być wartość: { $flag } { $what }
cli-not-a-number = { $command }: { $flag } { $value }: oczekiwano liczby całkowitej od { $min } do { $max }
cli-expected-game = { $command }: po `{ $command }` oczekiwano gry: akidada albo dama
cli-unknown-game = { $command }: nieznana gra { $game }: oczekiwano akidada albo dama
cli-unexpected-argument = { $command }: nieoczekiwany argument { $argument }
# $error: why the option cannot be read; $game: "akidada" or "dama"; $options:
# the game's rule options as flags.
cli-bad-rule-option =
    { $command }: { $error }
    (opcje zasad gry { $game ->
        [akidada] Akidada
       *[dama] Dama
    } to { $options })
# $game: "akidada" or "dama"; $text: the position string, quoted. The rules it
# breaks follow, one a line.
cli-position-invalid = zapis pozycji gry { $game ->
        [akidada] Akidada
       *[dama] Dama
    } { $text } opisuje pozycję, na którą nie pozwalają zasady:
# $error: where reading failed and what was expected. The string follows with
# a caret under the failing character.
cli-position-syntax = nieprawidłowy zapis pozycji gry { $game ->
        [akidada] Akidada
       *[dama] Dama
    }: { $error }
# $form: a cli-position-form-* message.
cli-position-form = Postać zapisu pozycji gry { $game ->
        [akidada] Akidada
       *[dama] Dama
    }: { $form }
cli-position-form-akidada = <strona>:W<punkty>:B<punkty>:H<białe w ręce>,<czarne w ręce>, np. W:W:B:H6,6 albo B:Wa1,c1,c2:Bb2,e5:H3,4
cli-position-form-dama = <strona>:W<pola>:B<pola>, damki poprzedzone literą K, np. W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1

## perft, moves, captures (src/cli/rules.rs). $max: the deepest depth.

cli-perft-expected-depth = perft: po grze oczekiwano głębokości, liczby całkowitej od 1 do { $max }
cli-perft-depth-zero = perft: głębokość 0 niczego nie liczy: oczekiwano głębokości od 1 do { $max }
cli-perft-too-deep = perft: głębokość { $depth } jest za duża: oczekiwano głębokości od 1 do { $max }
# $word: what was given, quoted.
cli-perft-not-a-depth = perft: { $word } nie jest głębokością: oczekiwano liczby całkowitej od 1 do { $max }
# $game: "akidada" or "dama"; $seconds, $rate: numbers already written.
cli-perft-timing = perft { $game }, głębokość { $depth }: węzły: { $nodes }, czas: { $seconds } s ({ $rate } mln węzłów/s)
cli-moves-values = moves: --values działa tylko z `moves akidada` (Akidada jest rozwiązana) i bez --json
# $outcome: an outcome-* message (app.ftl).
cli-game-over-note = uwaga: według zasad partia jest w tej pozycji skończona ({ $outcome }); ruchy są wypisane mimo to
cli-captures-dama-only =
    captures: sekwencje bicia ma tylko Dama: oczekiwano `captures dama`
    (w Akidadzie każde zdjęcie pionka pokazuje `moves akidada`)
cli-captures-none = w tej pozycji nie ma bicia
# $moves: the capture moves; $routes: the routes that make them; $legal: the
# moves that capture the maximum, $maximum pieces.
cli-captures-summary = { $moves } { $moves ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchu
    } z biciem z { $routes } { $routes ->
        [one] drogi
       *[other] dróg
    }; { $legal } { $legal ->
        [one] dozwolony
        [few] dozwolone
        [many] dozwolonych
       *[other] dozwolonego
    } (bicie maksymalne: { $maximum })

## check and --install-desktop (src/cli/check.rs).

cli-check-expects = check oczekuje ścieżki jednej zapisanej partii: akidada check FILE.ron (albo FILE.pdn)
cli-install-no-arguments = --install-desktop nie przyjmuje argumentów, a podano { $found }
cli-install-not-linux = --install-desktop jest dla pulpitów Linuksa (skróty do programów według freedesktop.org)
cli-install-no-home = system nie podaje katalogu domowego (HOME): nie ma gdzie instalować
cli-install-no-exe = nie można ustalić ścieżki tego programu: { $error }
cli-install-wrote = zapisano { $path }
cli-install-failed = nie udało się zainstalować w { $folder }: { $error }

## convert, and the games of a PDN file (src/cli/convert.rs, review.rs).
## $path: a file as given; $count: the games in it; $number: a game, from 1.

cli-convert-unknown-kind = convert: nie można rozpoznać rodzaju pliku { $path }: oczekiwano nazwy zakończonej na .ron (zapisana partia) albo .pdn
cli-convert-expects = convert oczekuje dwóch ścieżek: akidada convert IN OUT (np. game.ron game.pdn)
# $command: convert or review.
cli-game-of-pdn-only = { $command }: --game wybiera partię z pliku PDN; zapisana partia zawiera tylko jedną
cli-convert-game-number = convert: --game oczekuje numeru partii od 1, a podano { $found }
cli-game-not-in-file = { $command }: { $path } zawiera { $count } { $count ->
        [one] partię
        [few] partie
       *[other] partii
    }: --game { $number } wskazuje partię, której tam nie ma
cli-convert-choose-game = convert: { $path } zawiera { $count } { $count ->
        [one] partię
        [few] partie
       *[other] partii
    }, a zapisana partia mieści tylko jedną: wybierz ją przez --game N (listę pokazuje akidada check { $path })
# $players: " (White - Black)", the players' names, or nothing.
cli-bad-game-in-file = { $path }: partia { $number }{ $players }: { $error }
# $bad: the games that cannot be read, of $count.
cli-bad-games-in-file = { $path }: nie można odczytać { $bad } z { $count } { $count ->
       *[other] partii
    }

## solve (src/cli/solve.rs and, for Dama, endgame.rs). $rule: the no-progress
## rule's moves a side; $value: a value as the output writes it (win 17).

cli-solve-dama-tables = solve dama: tablice końcówek buduje i liczy `akidada tables build` i `akidada tables stats`
cli-solve-build-or-stats = solve: --build i --stats to dwie różne rzeczy: podaj jedną
cli-solve-fen-alone = solve: --fen służy do wartości jednej pozycji, nie łączy się z --build ani --stats
cli-solve-solving = rozwiązywanie Akidady przy tych opcjach (za pierwszym razem: kilka sekund)...
cli-solve-layer-working = obliczanie warstwy braku postępu...
# $origin: where the table came from (read from a file, built), in English.
cli-solve-table = tablica: { $origin }
cli-solve-layer = warstwa braku postępu: { $origin }
# $seconds: a number already written.
cli-solve-ready = gotowe w { $seconds } s
cli-solve-over = partia jest tu skończona: { $outcome }
cli-solve-rule-off = zasada braku postępu jest wyłączona
cli-solve-cursed-win = „przeklęta” wygrana: zasada braku postępu ({ $rule } { $rule ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchu
    } każdej strony) zamienia ją w remis
cli-solve-blessed-loss = „błogosławiona” przegrana: zasada braku postępu ({ $rule } { $rule ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchu
    } każdej strony) ratuje remis
# $result: "win", "draw" or "loss".
cli-solve-within-rule = w ramach zasady braku postępu ({ $rule } { $rule ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchu
    } każdej strony): { $result ->
        [win] wygrana
        [loss] przegrana
       *[draw] remis
    }
cli-solve-plies-to-removal = półruchy do najbliższego zdjęcia pionka przy najlepszej grze: { $plies }
# $moves: the best moves, joined by spaces.
cli-solve-best-moves = najlepsze ruchy: { $moves } ({ $value })
cli-solve-distinct = różne pozycje: wygrane { $wins }, remisy { $draws }, przegrane { $losses }; „przeklęte” wygrane { $cursed }, „błogosławione” przegrane { $blessed }
cli-solve-longest-removal = najdłuższa odległość do najbliższego zdjęcia pionka w fazie przesuwania: { $plies } { $plies ->
        [one] półruch
        [few] półruchy
        [many] półruchów
       *[other] półruchu
    }
# $position: a position string.
cli-solve-longest-win = jedna z najdłuższych wygranych: { $position }
cli-solve-longest-reachable = jedna z najdłuższych wygranych osiągalnych z początku: { $position } (różne pozycje osiągalne: { $distinct }; wygrane { $wins }, remisy { $draws }, przegrane { $losses }; „przeklęte” wygrane { $cursed }, „błogosławione” przegrane { $blessed })
cli-solve-counted = policzono w { $seconds } s
# $move: a move in notation.
cli-solve-move-drawn = uwaga: { $move } ({ $value }) to remis według zasady braku postępu
cli-solve-dama-needs-fen = solve dama: oczekiwano pozycji podanej przez --fen, z najwyżej { $max } pionkami, np. --fen "W:WKd4,e4:BKa8"
cli-solve-dama-too-many = solve dama: pozycja ma { $pieces } { $pieces ->
        [one] pionek
        [few] pionki
        [many] pionków
       *[other] pionka
    }: tablice końcówek obejmują pozycje z najwyżej { $max } pionkami (pionki i damki obu stron)
# $pieces: 5; $reading: KingWins or Draw.
cli-solve-dama-not-built = solve dama: tablice { $reading } dla { $pieces } pionków nie są zbudowane: zbuduje je `akidada tables build --pieces { $pieces } --lone-piece { $reading }` (prawie godzina, do 1,8 GB)
cli-solve-dama-not-in-tables = solve dama: tej pozycji nie ma w tablicach
# $side: "white" or "black", to move; $value: a cli-value-* message; $reading:
# the lone-piece rule as the option writes it.
cli-solve-dama-value = na ruchu { $side ->
        [white] białe
       *[black] czarne
    }: { $value } (lone_piece { $reading }, najlepsza gra, bez powtórzeń i bez zasady braku postępu)
cli-solve-dama-lone-note = uwaga: osiągnięta ruchem, ta pozycja kończyłaby partię ({ $outcome }); ustawiona, jest grana dalej, a zasada ocenia jej ruchy
# $plies: a cli-plies message, to the next capture or man's move; $count: the
# plies counted so far, of $limit.
cli-solve-dama-spoiled = brak postępu: { $plies } do najbliższego bicia albo ruchu pionkiem; licznik ({ $count } z { $limit } półruchów) zmienia wynik: według zasady to remis
cli-solve-dama-not-spoiled = brak postępu: { $plies } do najbliższego bicia albo ruchu pionkiem; licznik ({ $count } z { $limit } półruchów) nie zmienia wyniku
cli-solve-dama-caution = uwaga: przy tak krótkim limicie także późniejszy odcinek bez postępu może przekroczyć limit; odpowiedź powyżej dotyczy najbliższego
# An exact value in words. $side: "white" or "black", to move; $plies: a
# cli-plies message.
cli-value-win = { $side ->
        [white] białe
       *[black] czarne
    } wygrywają, do końca { $plies }
cli-value-lost = { $side ->
        [white] białe
       *[black] czarne
    } już przegrały
cli-value-loss = { $side ->
        [white] białe
       *[black] czarne
    } przegrywają, do końca { $plies }
cli-value-draw = remis
cli-plies = { $count ->
        [one] { $count } półruch
        [few] { $count } półruchy
        [many] { $count } półruchów
       *[other] { $count } półruchu
    }

## The endgame tables (src/cli/endgame.rs). $reading: the lone-piece rule as
## the option writes it (KingWins, Draw); $pieces: the most pieces the tables
## cover; $origin: where they came from, in English.

cli-tables-expected-action = tables: oczekiwano `tables build` albo `tables stats`
# $action: what was given, quoted.
cli-tables-unknown-action = tables: nieznana czynność { $action }: oczekiwano build albo stats
cli-tables-force = tables stats: --force działa tylko z `tables build`
cli-tables-no-cache = tables build: brak katalogu pamięci podręcznej na tablice: ustaw AKIDADA_CACHE_DIR albo HOME
cli-tables-origin = tablice { $reading } (do { $pieces } { $pieces ->
        [one] pionka
       *[other] pionków
    }): { $origin }
cli-tables-origin-time = tablice { $reading } (do { $pieces } { $pieces ->
        [one] pionka
       *[other] pionków
    }): { $origin }, { $seconds } s
cli-tables-done = gotowe w { $seconds } s
# $signature: the material being built (KMvK); $percent: how far, 0 to 100.
cli-tables-building = budowanie tablic { $reading }: { $signature } ({ $percent }%)

## bestmove, analyse (src/cli/engine.rs) and match (src/cli/matches.rs).

cli-engine-dama-only = { $command }: silnik gra na razie tylko w damę (oczekiwano: { $command } dama)
cli-engine-one-limit = { $command }: podaj jedno z --movetime, --depth i --nodes, nie kilka
# $side: "white" or "black", to move.
cli-engine-no-move = uwaga: { $side ->
        [white] białe
       *[black] czarne
    } nie mają żadnego ruchu: partia jest przegrana
# $path: the file as given, quoted; $error: why, from the system.
cli-match-cannot-read = match: { $flag } { $path }: nie można odczytać pliku: { $error }
# $error: why the weights cannot be read, in English.
cli-match-bad-weights = match: { $flag } { $path }: { $error }
# $error: why the player cannot be read, in English.
cli-match-bad-player = match: { $flag }: { $error }
cli-match-odd-games = match: --games { $games }: oczekiwano liczby parzystej (każde otwarcie jest grane dwa razy)
# $first, $second: the players as given (level:8); $plies: random plies of each opening.
cli-match-start = match: { $first } przeciw { $second }, { $games } { $games ->
        [one] partia
        [few] partie
       *[other] partii
    }, otwarcia z { $plies } { $plies ->
        [one] losowego półruchu
       *[other] losowych półruchów
    }
# $number: the game, from 1; $white: "first" or "second", the player with
# White; $outcome: the score (2-0) and how the game ended; $score: the match so
# far, as the output writes it.
cli-match-game = partia { $number } (białymi gra { $white ->
        [first] pierwszy
       *[second] drugi
    }): { $outcome }; dotąd { $score }
cli-match-stopped = remis (przerwana po { $plies } { $plies ->
        [one] półruchu
       *[other] półruchach
    })
# $path: the record file as given, quoted; $error: why, from the system.
cli-match-cannot-write = match: --record { $path }: nie można zapisać pliku: { $error }
# $error: what went wrong with another build's engine process, in English.
cli-match-engine-failed = match: przerwano: { $error }
# $path: the --starts file as given, quoted; $line: the line, from 1. The
# position's own error follows on the next lines.
cli-match-bad-start = match: --starts { $path }, linia { $line }:
cli-match-no-starts = match: --starts { $path }: plik nie zawiera żadnej pozycji
# $first, $second: games in which that player judged itself +2 men or more at
# five of its moves in a row and did not win; $first_pieces, $second_pieces:
# the same by the pieces on the board.
cli-match-thrown-away = zmarnowane wygrane (+2 piony lub więcej przez pięć ruchów z rzędu i brak wygranej): pierwszy { $first }, drugi { $second }; według bierek na planszy: pierwszy { $first_pieces }, drugi { $second_pieces }

## review (src/cli/review.rs).

cli-review-expects = review oczekuje ścieżki partii: akidada review GAME.ron
cli-review-one-limit = review: podaj --movetime albo --nodes, nie oba
cli-review-choose-game = review: { $path } zawiera { $count } { $count ->
        [one] partię
        [few] partie
       *[other] partii
    }: wybierz jedną przez --game N (listę pokazuje akidada check { $path })
cli-review-no-moves = { $path }: partia nie ma ruchów do oceny
cli-review-progress = ocena: { $done } z { $all } pozycji
cli-review-done = oceniono { $moves } { $moves ->
        [one] ruch
        [few] ruchy
        [many] ruchów
       *[other] ruchu
    } w { $seconds } s
cli-review-not-saved = { $path }: nie udało się zapisać oceny: { $error }
cli-review-saved = ocenę zapisano w { $path }
# A move's class, after the move: $class is best, good, inaccuracy, mistake or
# blunder.
cli-review-class = { $class ->
        [best] najlepszy
        [good] dobry
        [inaccuracy] niedokładność
        [mistake] błąd
       *[blunder] poważny błąd
    }
# $move: the better move in notation.
cli-review-better = lepszy: { $move }
# $name: the player; $side: "white" or "black"; $accuracy: a
# cli-review-accuracy or cli-review-no-moves-played message; the counts of
# each class.
cli-review-player = { $name } ({ $side ->
        [white] białe
       *[black] czarne
    }): { $accuracy }, { $inaccuracies } { $inaccuracies ->
        [one] niedokładność
       *[other] niedokładności
    }, { $mistakes } { $mistakes ->
        [one] błąd
        [few] błędy
        [many] błędów
       *[other] błędu
    }, { $blunders } { $blunders ->
        [one] poważny błąd
        [few] poważne błędy
        [many] poważnych błędów
       *[other] poważnego błędu
    }
# $percent: a number already written.
cli-review-accuracy = dokładność { $percent }%
cli-review-no-moves-played = brak ruchów

## puzzles (src/cli/puzzles/).

cli-puzzles-actions = puzzles: oczekiwano `puzzles export`, `show`, `check` albo `generate`
# $action, $theme, $kind, $id: what was given, quoted.
cli-puzzles-unknown-action = puzzles: nieznana czynność { $action }: oczekiwano export, show, check albo generate
cli-puzzles-export-json = puzzles export: podaj --json (na razie jedyna postać)
cli-puzzles-show-id = puzzles show: oczekiwano identyfikatora zadania, np. `puzzles show m0001`
cli-puzzles-no-such-id = puzzles show: żadne zadanie nie ma identyfikatora { $id }
cli-puzzles-unknown-theme = puzzles: nieznany motyw { $theme }: oczekiwano shot, breakthrough, crowning, king_endgame, lone_piece, opposition, akidada_line, double_threat, blocking albo removal_choice
cli-puzzles-unknown-kind = puzzles check: nieznany rodzaj { $kind }: oczekiwano akidada, endgame albo middlegame
# $error: what is wrong, in English.
cli-puzzles-damaged = puzzles: pliki zadań są uszkodzone: { $error }
cli-puzzles-cannot-read = puzzles: nie można odczytać { $path }: { $error }
cli-puzzles-cannot-write = puzzles generate: nie można zapisać { $path }: { $error }
cli-puzzles-no-cache = puzzles: brak katalogu pamięci podręcznej na tablice: ustaw AKIDADA_CACHE_DIR albo HOME (zostaną zbudowane w pamięci)
# $count: the puzzles checked; $kinds: how many of each kind (12 akidada, 30
# endgame); $seed, $nodes: the search's.
cli-puzzles-checked = sprawdzono: { $count } ({ $kinds }), nie przeszło: { $failed }, czas: { $seconds } s (ziarno przeszukiwania { $seed }, węzły: { $nodes })
cli-puzzles-internal-error = puzzles generate: przebieg przerwał błąd wewnętrzny
# The binary opened without a subcommand. $error: why the window failed.
cli-window-failed = nie udało się otworzyć okna: { $error }
cli-no-window = ta wersja nie ma okna (zbudowana bez funkcji `gui`); uruchom `akidada help`, aby poznać wiersz poleceń

## course

cli-course-actions = course: oczekiwano `course export` albo `course check`
# $action: to, co podano, w cudzysłowie.
cli-course-unknown-action = course: nieznane polecenie { $action }: oczekiwano export albo check
cli-course-export-json = course export: podaj --json (na razie jedyna postać)
# $error: co jest nie tak, po angielsku.
cli-course-damaged = course: pliki kursu są uszkodzone: { $error }
cli-course-cannot-read = course check: nie można odczytać { $path }: { $error }
# $moves: najmniejsza liczba ruchów ucznia; $solution: linia w notacji.
cli-course-proven = dowiedziony, ruchy: { $moves }: { $solution }
# A level's position that no game reaches. $problem: why, as the position editor says it.
cli-course-warning = uwaga: { $problem }

## host and join (src/cli/net.rs). $name: the other player's name; $side:
## "white" or "black"; $reason: why, worded by the network's own messages.
cli-net-hosting = prowadzę partię { $game } na porcie { $port } z kodem { $code }: czekam na przyjaciela
cli-net-joining = dołączam do { $addr }
cli-net-join-expects = join oczekuje adresu gospodarza i kodu: akidada join ADDR:PORT --code C
# $found: what was given, quoted.
cli-net-bad-address = oczekiwano adresu i portu, np. 192.168.1.20:47147, a jest { $found }
cli-net-code-length = kod musi mieć od 4 do 64 liter lub cyfr, a jest { $found }
cli-net-code-character = kod może zawierać tylko litery, cyfry, myślniki i spacje, a jest { $found }
cli-net-bad-colour = --colour oczekuje white, black albo lot, a jest { $found }
cli-net-bad-clock = --clock oczekuje minut i sekund dodawanych po ruchu, np. 5+3, a jest { $found }
cli-net-resume-over = { $path }: partia jest skończona: nie ma czego wznawiać
cli-net-started = partia się zaczyna: grasz { $side ->
        [white] białymi
       *[black] czarnymi
    } przeciw { $name }
cli-net-lesson = gospodarz uczynił tę partię lekcją: podpowiedzi i analiza są dozwolone
cli-net-refused = nie wykonano: { $reason }
cli-net-draw-offered = { $name } proponuje remis: wpisz accept albo decline
cli-net-draw-declined = { $name } odrzuca remis
cli-net-takeback-asked = { $name } prosi o cofnięcie ruchu: wpisz accept albo decline
cli-net-takeback-declined = { $name } nie zgadza się na cofnięcie ruchu
cli-net-dropped = połączenie zostało zerwane ({ $reason }): zegary stoją, dopóki nie wróci
cli-net-resumed = { $name } wrócił(a): partia toczy się dalej
cli-net-turned = odrzucono połączenie: { $reason }
cli-net-peer-left = drugi gracz opuścił partię
cli-net-gave-up = drugi gracz nie wrócił na czas
cli-net-saved = partia jest zapisana w { $path }
cli-net-not-saved = nie udało się zapisać partii w { $path }: { $error }
