## The rules of both games written for people (Help > Rules). Each section is a
## message; the app reads them in the order src/gui/rules_page/text.rs lists
## them. Inside a section (the format is described there):
##
##   ## Title                 the section's title, its first line
##   A paragraph; a blank line ends it.
##   - A list item, continued on lines indented by two more spaces.
##   > A note, every line with >.
##   @figure WorkedExample     a diagram the app paints; its caption follows
##   @option lone_piece        a rule option (by its name in RULES.md), what it
##   + KingWins (default): …   decides, and its values, one `+` line each
##
## Inline: **bold**, *italics*, `notation`. A line may not start with `*`, `.`
## or `[` (Fluent reads it otherwise): start it with another word. Labels of
## the New game dialog are quoted from app.ftl ({ opt-first }), so they always
## match. RULES.md is the authority on the rules.

## The rules window: its title, the line before the contents, and the mark of
## an option's default value.

rules-page-title = Zasady
rules-page-contents = Spis treści:
# Shown when pointing at a rule option's name. $key: its name in RULES.md.
rules-page-option-key = W zapisanych partiach i w wierszu poleceń: { $key }
rules-page-default = domyślnie

## akidada

rules-akidada-title = Jak grać w Akidadę

rules-akidada-the-game =
    ## O grze

    Akidada to gra Jorubów w układanie pionków w linii, opisana przez H. J. R. Murraya (*A
    History of Board-Games Other Than Chess*, 1951, pod hasłem Achi/Ati). Grają dwie osoby,
    białymi i czarnymi; każda ma sześć pionków. Gracze na zmianę stawiają pionki na planszy,
    a potem je przesuwają, starając się ułożyć **trzy w linii**: każda ułożona linia pozwala
    zdjąć z planszy jeden pionek przeciwnika.

    Zasady są tu takie, jak w **opisie gry**, na podstawie którego powstała ta aplikacja.
    Tam, gdzie opis gry różni się od innych źródeł, domyślnie obowiązuje opis gry, a zasada
    z innych źródeł jest opcją do wybrania w oknie **{ new-game }**.

rules-akidada-the-board =
    ## Plansza

    Dwa kwadraty, jeden w drugim, ze środkami boków połączonymi odcinkami: 16 punktów i 20
    odcinków, po których przesuwa się pionki. Punktu na środku planszy nie ma. Punkty nazywa
    się jak pola szachownicy: kolumny od a do e od lewej do prawej, rzędy od 1 do 5 od dołu
    do góry. Gracz grający białymi siedzi na dole.

    @figure AkidadaBoard
    16 punktów i ich nazwy. Wyróżniono 8 linii po trzy punkty. Cztery krótkie łączniki
    (przerywane) mają tylko po dwa punkty i nigdy nie są liniami.

    - Kwadrat zewnętrzny: a1, c1, e1, e3, e5, c5, a5, a3. Kwadrat wewnętrzny: b2, c2, d2,
      d3, d4, c4, b4, b3.
    - Sąsiednie punkty leżą obok siebie na boku kwadratu albo na dwóch końcach łącznika:
      c1–c2, e3–d3, c5–c4 i a3–b3. Narożnik ma 2 sąsiadów, środek boku – 3.
    - Linie po trzy punkty to cztery boki każdego kwadratu, razem 8 linii.

rules-akidada-the-start =
    ## Początek gry

    - Na początku plansza jest pusta, a każdy gracz ma sześć pionków w ręce.
    - Pierwszego gracza wyznacza losowanie (opcja **{ opt-first }**). Aplikacja losuje na początku partii
      i zapisuje wynik razem z grą.
    - Przez całą grę gracze wykonują ruchy na przemian, po jednym.

rules-akidada-placing-then-sliding =
    ## Stawianie, potem przesuwanie

    - **Stawianie.** Dopóki masz pionki w ręce, twój ruch polega na postawieniu jednego z
      nich na dowolnym wolnym punkcie.
    - **Przesuwanie.** Gdy w ręce nie masz już pionków, twój ruch polega na przesunięciu
      jednego ze swoich pionków wzdłuż odcinka na sąsiedni wolny punkt. Pionki nigdy nie
      przeskakują.
    - Ruchy są naprzemienne, więc pionki w ręce kończą się obu graczom razem; od tej chwili
      każdy ruch jest przesunięciem.

rules-akidada-lines-and-removals =
    ## Linie i zdejmowanie pionków

    Jeśli postawienie albo przesunięcie pionka zamyka linię trzech twoich pionków, a
    postawiony lub przesunięty pionek jest jednym z tych trzech, zdejmujesz z planszy jeden
    pionek przeciwnika. Zdjęcie jest częścią tego samego ruchu.

    @figure AkidadaLine
    Białe stawiają pionek na e1 i zamykają linię a1–c1–e1, więc mogą zdjąć z planszy dowolny
    czarny pionek: każdy z nich jest obwiedziony kółkiem. Tu białe zdejmują c2; ruch
    zapisuje się `e1xc2`.

    - Wolno zdjąć **dowolny** pionek przeciwnika, także stojący w jego własnej linii (zasada
      z opisu gry; opcja **{ opt-removal }**).
    - Ruch, który zamyka naraz dwie linie, też zdejmuje tylko jeden pionek (opcja **{ opt-double-line }**).
    - Liczy się tylko zamknięcie linii: pionki, które po prostu stoją w linii, niczego nie
      dają. Jeśli wysuniesz pionek z linii, a później wsuniesz go z powrotem, powstaje nowa
      linia.
    - Jeśli przeciwnik nie ma na planszy żadnego pionka (wszystkie ma jeszcze w ręce),
      niczego się nie zdejmuje.
    - Zdjęty pionek wypada z gry; nie wraca do ręki.

    > W wielu grach z rodziny młynka, na przykład w samym młynku, pionki stojące w linii są
    > chronione. Opis gry mówi o *dowolnym* pionku, więc tak jest domyślnie; ochronę włącza
    > opcja **{ removal-not-from-lines }**.

rules-akidada-the-end-of-the-game =
    ## Koniec gry

    - Gracz, któremu zostały **dwa pionki** (na planszy i w ręce razem), od razu przegrywa.
    - Gracz, który musi przesunąć pionek, a **nie ma żadnego ruchu** (wszystkie jego pionki
      są zablokowane), przegrywa.
    - **Remis**, gdy ta sama pozycja (pionki na planszy, pionki w ręce i gracz na ruchu)
      powtórzy się po raz trzeci.
    - **Remis** po 50 ruchach każdej ze stron (razem 100) w fazie przesuwania bez zdjęcia
      pionka (opcja **{ opt-no-progress }**).
    - **Remis** za zgodą graczy ({ game } > { offer-draw }).

rules-akidada-notation =
    ## Notacja

    - Postawienie zapisuje się nazwą punktu: `c1`.
    - Przesunięcie zapisuje się skąd i dokąd: `c1-c2`.
    - Zdjęcie dopisuje się po `x`: `c1xb2`, `c1-c2xb2`. Przy opcji dwóch zdjęć za dwie
      linie: `c1xb2xd4`.
    - Pozycję zapisuje się jako stronę na ruchu, punkty białych, punkty czarnych i pionki w
      ręce. `W:W:B:H6,6` to początek gry z białymi na ruchu; w `B:Wa1,c1,c2:Bb2,e5:H3,4`
      ruch mają czarne, białe stoją na a1, c1 i c2, czarne na b2 i e5, a w ręce są trzy
      białe i cztery czarne pionki.

rules-akidada-rule-options =
    ## Opcje zasad

    Wybiera się je w oknie **{ new-game }** i zapisuje razem z każdą partią. Nowa gra zaczyna
    się z wartościami domyślnymi.

    @option first
    Kto wykonuje pierwszy ruch.
    + Lot (default): Zaczynającego wybiera się losowo na początku partii (opis gry); wynik
      zapisuje się razem z grą.
    + White: Zawsze zaczynają białe.
    + Black: Zawsze zaczynają czarne.

    @option removal
    Które pionki przeciwnika wolno zdjąć po ułożeniu linii.
    + Any (default): Dowolny pionek przeciwnika na planszy.
    + NotFromLines: Pionek stojący w zamkniętej linii wolno zdjąć tylko wtedy, gdy wszystkie
      pionki przeciwnika stoją w liniach (jak w młynku).

    @option double_line
    Ile pionków zdejmuje ruch, który zamyka naraz dwie linie.
    + One (default): Jeden pionek.
    + Two: Dwa pionki, po jednym za każdą linię.

    @option no_progress
    Po ilu ruchach każdej ze stron w fazie przesuwania bez zdjęcia pionka gra kończy się
    remisem. Można ustawić dowolną liczbę od 0 do 500.
    + 50 (default): 50 ruchów każdej ze stron (razem 100).
    + 0: Nigdy: zasada jest wyłączona.

## dama

rules-dama-title = Jak grać w damę (warcaby tureckie)

rules-dama-the-game =
    ## O grze

    Dama, czyli warcaby tureckie, to odmiana warcabów, w której pionki chodzą wzdłuż rzędów
    i kolumn, nigdy na ukos, a w grze są wszystkie pola planszy. Każdy gracz ma 16 pionków.
    Pionek, który dojdzie do ostatniego rzędu, zostaje damką i porusza się na dowolną
    odległość. Bicie jest obowiązkowe i trzeba zbić jak najwięcej pionków.

    Zasady są tu takie, jak w **opisie gry**, na podstawie którego powstała ta aplikacja.
    Tam, gdzie opis gry różni się od zasad Tureckiej Federacji Warcabowej (**TÜDAF**, dalej
    po prostu: federacja), domyślnie obowiązuje opis gry, a zasada federacji jest opcją do
    wybrania w oknie **{ new-game }**.

rules-dama-board-and-start =
    ## Plansza i ustawienie początkowe

    - Plansza 8×8; w grze są wszystkie 64 pola, od a1 do h8. Pole a1 leży w lewym dolnym
      rogu, po stronie białych.
    - 16 białych pionków stoi w rzędach 2 i 3, 16 czarnych w rzędach 6 i 7. Rzędy 1 i 8 są
      na początku puste.
    - Pierwszego gracza wyznacza losowanie (opis gry; opcja **{ opt-first }**). W turniejach zaczynają
      białe.

    @figure DamaStart
    Ustawienie początkowe.

rules-dama-moves =
    ## Ruchy

    - **Pionek** przesuwa się o jedno pole do przodu albo w bok, na wolne pole. Nigdy nie
      cofa się i nigdy nie chodzi na ukos.
    - **Damka** przesuwa się o dowolną liczbę wolnych pól wzdłuż swojego rzędu albo kolumny:
      do przodu, do tyłu albo w bok.
    - Pionek, który dojdzie do ostatniego rzędu (białe do rzędu 8, czarne do rzędu 1),
      zostaje damką.

    @figure DamaMoves
    Biały pionek na b3 może pójść na b4, a3 albo c3, ale nigdy do tyłu, na b2. Biała damka
    na e6 porusza się po wolnych polach swojego rzędu i kolumny; w dół zatrzymuje ją na e3
    własny pionek stojący na e2.

    > Zdanie opisu gry o ruchu pionków jest niejasne („pionowo, lub poziomo do przodu lub do
    > tyłu”). Aplikacja przyjmuje zasadę warcabów tureckich: pionek idzie do przodu albo w
    > bok, nigdy do tyłu.

rules-dama-captures =
    ## Bicie

    - Pionek bije **krótkim skokiem**: przeskakuje pionek przeciwnika stojący tuż obok, do
      przodu albo w bok, na wolne pole bezpośrednio za nim.
    - Damka bije **długim skokiem**: wzdłuż rzędu albo kolumny, przez dowolną liczbę wolnych
      pól, przez dokładnie jeden pionek przeciwnika, na dowolne wolne pole za nim (aż do
      następnego pionka albo krawędzi planszy).
    - Po zbiciu ten sam pionek bije dalej, jeśli może – wszystko w jednym ruchu.
    - Między kolejnymi biciami damka może skręcić w lewo albo w prawo (opis gry),
      ale **nigdy nie zawraca** o 180 stopni.
    - Zbite pionki zdejmuje się **od razu**, w chwili przeskoczenia: nie blokują dalszej
      części ruchu, a ich pola można przejść ponownie. Damka może w jednym ruchu kilka razy
      przejść przez to samo wolne pole, także przez pole, z którego wyruszyła.

    @figure DamaManCapture
    Biały pionek z d4 przeskakuje d5 do przodu na d6, a potem e6 w bok na f6: to jeden ruch,
    `d4xd6xf6`. Czarny pionek na d3, za jego plecami, jest bezpieczny, bo pionek nie bije do
    tyłu.

    @figure DamaNo180
    Biała damka z d4 bije d6 i staje na d7 albo d8. Nie może zawrócić w dół kolumny d, żeby
    zbić jeszcze d2: byłby to zwrot o 180 stopni. Zbicie samego d2 (ruchem na d1) też jest
    dozwolone; każde z tych bić zdejmuje jeden pionek.

rules-dama-maximum-capture =
    ## Bicie maksymalne

    - Bicie jest **obowiązkowe**: kto może bić, musi bić.
    - Dozwolone jest tylko bicie, które zdejmuje **największą możliwą liczbę** pionków
      przeciwnika. Pionki i damki liczą się tak samo: trzy pionki to więcej niż dwie damki.
    - Jeśli kilka bić zdejmuje tyle samo pionków, gracz wybiera dowolne z nich.
    - Dwie drogi bicia, które zaczynają się i kończą na tych samych polach i zbijają te same
      pionki, zostawiają tę samą pozycję, więc są jednym ruchem.

    > **Zasada z opisu gry:** gracz, który wykona ruch niezbijający maksymalnej liczby
    > pionków – także zwykły ruch, gdy było bicie – **od razu przegrywa partię**. Aplikacja
    > pozwala zagrać taki ruch dopiero po wyraźnym ostrzeżeniu, że przegrywa. Według zasad
    > federacji taki ruch jest po prostu niedozwolony: to opcja **{ non-max-forbidden }**.

rules-dama-crowning-during-a-capture =
    ## Promocja w trakcie bicia

    - Pionek, który w trakcie bicia dojdzie do ostatniego rzędu, bije dalej **jako pionek**,
      jeśli może (w ostatnim rzędzie nadal może bić w bok).
    - Damką zostaje dopiero wtedy, gdy ruch kończy się w ostatnim rzędzie.
    - Pionek, który dojdzie do ostatniego rzędu zwykłym ruchem, zostaje damką, a jego ruch
      na tym się kończy.
    - Opis gry nic o tym nie mówi; aplikacja stosuje zasadę federacji.

    @figure DamaPromotion
    Biały pionek z c6 przeskakuje c7 i ląduje na c8. Bije dalej jako pionek, a pionek nie
    sięgnie e8, więc ruch `c6xc8` tu się kończy i dopiero wtedy pionek zostaje damką. Damka
    zbiłaby jeszcze e8.

rules-dama-the-worked-example =
    ## Przykład z opisu gry

    Opis gry objaśnia zasady na tej pozycji. Białe mają damkę na b8. Czarne mają pionki na
    b6, d5, e4, a3 i g2 oraz damki na b1 i h1 (czarny pionek w rzędzie 1 byłby już damką).
    Ruch mają białe: `W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1`.

    @figure WorkedExample
    Po lewej wariant A: 5 pionków, to nie maksimum, więc białe przegrywają. Po prawej
    wariant B: 6 pionków, ruch kończy się na f4, g4 albo h4. Liczby to kolejność lądowań i
    zbijanych pionków.

    - **Wariant A**, `b8xb5xe5xe1xa1xa4`, zbija 5 pionków (b6, d5, e4, b1, a3) i zostawia g2
      i h1. To nie jest bicie maksymalne: według zasady z opisu gry białe, grając tak,
      przegrywają partię.
    - **Wariant B**, `b8xb5xg5xg1xa1xa4xf4` (albo z końcem na `g4` lub `h4`), zbija 6
      pionków i zostawia tylko h1.
    - Sześć pionków zbija też druga droga: `b8xb4xg4xg1xa1xa5xe5` (albo z końcem na `f5`,
      `g5` lub `h5`).
    - Białe mają tu więc dokładnie 7 dozwolonych ruchów i każdy zbija 6 pionków.

    > Opis gry nazywa pionek zbity w pierwszym rzędzie „B2”. Damka jadąca z e1 na a1 może
    > jednak bić tylko na b1, c1 albo d1, a b1 daje dokładnie taki wynik, jaki podaje opis
    > gry, więc aplikacja czyta to jako b1.

rules-dama-the-end-of-the-game =
    ## Koniec gry

    - Gracz, który nie może wykonać ruchu, bo nie ma już pionków albo wszystkie są
      zablokowane, **przegrywa**.
    - **Damka przeciw samotnemu pionkowi (zasada z opisu gry):** jeśli po twoim ruchu
      przeciwnikowi został jeden pionek (albo jedna damka), a ty masz co najmniej jedną
      damkę, wygrywasz. Zasada ocenia ruchy: pozycji dopiero co ustawionej (w edytorze albo na
      początku zapisanej partii) nie rozstrzyga, zanim nie padnie w niej ruch.
    - **Remis**, gdy ta sama pozycja (pionki i damki na planszy oraz gracz na ruchu)
      powtórzy się po raz trzeci.
    - **Remis** po 50 ruchach każdej ze stron (razem 100), w których nie było ani bicia, ani
      ruchu pionkiem (opcja **{ opt-no-progress }**).
    - **Remis** za zgodą graczy ({ game } > { offer-draw }).

    > Opis gry mówi: „Wygrywa również ten, kto zredukuje siły przeciwnika do jednego pionka
    > – króla”. Aplikacja czyta to jako damkę przeciw samotnemu pionkowi. Według zasad
    > federacji, gdy każdej stronie został jeden pionek, jest remis: to opcja **{ lone-draw }**.

rules-dama-notation =
    ## Notacja

    - Zwykły ruch zapisuje się skąd i dokąd: `d3-d4`.
    - Bicie zapisuje się jako pole startowe, a po nim każde pole lądowania, połączone
      znakiem `x`: `b8xb5xg5xg1xa1xa4xf4`. Pole lądowania to miejsce, w którym bijący pionek
      zatrzymał się przed kolejnym skokiem (dla damki: pole, na którym skręciła), więc droga
      bicia jest zawsze jednoznaczna.
    - Pozycję zapisuje się w stylu PDN: strona na ruchu, pola białych, pola czarnych, a
      przed każdą damką litera `K`: `W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1`.
    - Pliki partii PDN mają nagłówek `[GameType "30"]` (warcaby tureckie) i tę samą notację
      pól i ruchów; wyniki to `2-0`, `0-2` i `1-1`.

rules-dama-rule-options =
    ## Opcje zasad

    Wybiera się je w oknie **{ new-game }** i zapisuje razem z każdą partią. Nowa gra zaczyna
    się z wartościami domyślnymi.

    @option first
    Kto wykonuje pierwszy ruch.
    + Lot (default): Zaczynającego wybiera się losowo na początku partii (opis gry); wynik
      zapisuje się razem z grą.
    + White: Zawsze zaczynają białe, jak w turniejach.
    + Black: Zawsze zaczynają czarne.

    @option non_max_capture
    Co się dzieje z ruchem, który nie zbija maksymalnej liczby pionków (także ze zwykłym
    ruchem, gdy jest bicie).
    + Loses (default): Ruch można wykonać, ale gracz, który go wykona, od razu przegrywa
      partię. Aplikacja najpierw ostrzega.
    + Forbidden: Ruch jest odrzucany (zasady federacji).

    @option lone_piece
    Co się dzieje, gdy graczowi zostaje jeden pionek.
    + KingWins (default): Jeśli po ruchu gracza przeciwnikowi został jeden pionek, a gracz
      ma co najmniej jedną damkę, gracz wygrywa.
    + Draw: Gdy po ruchu każdej stronie został jeden pionek, jest remis (zasady federacji).
      Samotny pionek przeciw damce gra dalej.

    @option no_progress
    Po ilu ruchach każdej ze stron bez bicia i bez ruchu pionkiem gra kończy się remisem.
    Można ustawić dowolną liczbę od 0 do 500.
    + 50 (default): 50 ruchów każdej ze stron (razem 100).
    + 0: Nigdy: zasada jest wyłączona.
