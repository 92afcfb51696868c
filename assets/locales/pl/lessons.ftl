## The lessons (Learn > Lessons): each lesson's title and text, by the lesson's
## id (its file in assets/lessons/, which holds the position). A text may go on
## over several lines: they are joined by spaces. A line may not start with `*`,
## `.` or `[`.

lesson-dama-worked-example-title = Przykład z opisu gry: tylko największe bicie
lesson-dama-worked-example-text =
    To przykład z opisu gry, dokładnie taki jak na rysunku. Biała damka z b8 może bić na
    wiele sposobów. Wariant A, b8xb5xe5xe1xa1xa4, zbija pięć pionków (b6, d5, e4, b1,
    a3) i zostawia g2 i h1. Wariant B, b8xb5xg5xg1xa1xa4 i dalej na f4, g4 lub h4, zbija
    sześć i zostawia tylko damkę na h1; droga przez b4, g4, g1, a1 i a5 też zbija sześć.
    Bicie jest obowiązkowe i wolno wybrać tylko bicie największe, więc dozwolonych
    ruchów jest dokładnie siedem. Według opisu gry kto zbije mniej, od razu przegrywa:
    wybór wariantu A przegrywa partię. Po biciu sześciu pionków czarnym zostaje jeden
    pionek przeciw damce i wygrywają białe: zasada ocenia ruch, który zostawia samotny
    pionek, więc pozycja z rysunku, z samotną białą damką, nie jest przegrana, zanim
    białe wykonają ruch. Tryb nauki pokazuje wszystkie warianty; wskaż jeden, aby
    zobaczyć go na planszy.

lesson-dama-compulsory-capture-title = Bicie jest obowiązkowe
lesson-dama-compulsory-capture-text =
    Bicie jest obowiązkowe. Biały pionek z d3 może przeskoczyć czarnego pionka na d4 i
    stanąć na d5, więc białe muszą bić: d3xd5. Pionek bije do przodu lub w bok, nigdy do
    tyłu, przeskakując sąsiedni pionek przeciwnika na wolne pole tuż za nim. Każdy inny
    ruch, na przykład a2-a3, nie bije maksymalnej liczby pionków: według opisu gry
    gracz, który go wykona, przegrywa partię, a program pyta, zanim go zagra.

lesson-dama-promotion-during-capture-title = Przemiana dopiero na końcu ruchu
lesson-dama-promotion-during-capture-text =
    Pionek, który podczas bicia dojdzie do ostatniego rzędu, bije dalej jak pionek,
    jeśli może, a w damkę zmienia się dopiero wtedy, gdy na tym rzędzie zakończy ruch.
    Tu biały pionek z c6 zbija c7 i staje na c8. Damka z c8 mogłaby polecieć wzdłuż
    rzędu i zbić także f8, ale w trakcie ruchu to wciąż pionek: f8 nie stoi obok, więc
    ruch kończy się na c8 i dopiero wtedy pionek zostaje damką. Pionek na ostatnim
    rzędzie wciąż może bić w bok, przeskakując sąsiedni pionek.

lesson-dama-no-turning-back-title = Bez zawracania
lesson-dama-no-turning-back-text =
    Damka może zmienić kierunek między dwoma biciami, ale nigdy nie może zawrócić o 180
    stopni. Biała damka z e4 może zbić e6 (stając na e7 lub e8) albo e2 (stając na e1).
    Po zbiciu e6 nie wolno jej wrócić prosto w dół linii e, by zbić jeszcze e2: byłby to
    zwrot o 180 stopni. Największe bicie to więc jeden pionek, a białe mają trzy
    dozwolone ruchy: e4xe7, e4xe8 i e4xe1.

lesson-dama-lifted-at-once-title = Zbite pionki znikają od razu
lesson-dama-lifted-at-once-text =
    Zbite pionki znikają od razu, w chwili przeskoczenia: nie zagradzają dalszej drogi,
    a ich pola wolno przekraczać ponownie. Biała damka z b4 zbija c4, potem h6, potem f7
    i schodzi linią c przez pole, na którym stał c4, by zbić c2 i stanąć na c1:
    b4xh4xh7xc7xc1, cztery pionki. Gdyby c4 stał na planszy do końca ruchu, damka nie
    mogłaby przez niego przejść i zbiłaby tylko trzy.

lesson-dama-king-versus-lone-piece-title = Damka przeciw samotnemu pionkowi
lesson-dama-king-versus-lone-piece-text =
    Zasada z opisu gry: kto zredukuje przeciwnika do jednego pionka, mając damkę,
    wygrywa. Biała damka z d1 musi zbić d4, bo bicie jest obowiązkowe. Potem czarnym
    zostaje tylko pionek na h8 przeciw białej damce: białe od razu wygrywają. Z opcją
    „po jednym pionku to remis” (zasada federacji TÜDAF) gra toczyłaby się tu dalej, a
    remis byłby dopiero wtedy, gdy obu stronom zostanie po jednym pionku.

lesson-akidada-line-and-removal-title = Ułóż linię, zdejmij pionek
lesson-akidada-line-and-removal-text =
    Trzy pionki jednego koloru wzdłuż boku jednego z kwadratów tworzą linię, a linia
    pozwala w tym samym ruchu zdjąć z planszy jeden pionek przeciwnika. Białe mają a1 i
    c1: postawienie pionka na e1 zamyka linię a1-c1-e1. Kliknij e1, a potem czarny
    pionek, który chcesz zdjąć. Liniami są tylko boki kwadratów: cztery krótkie łączniki
    między kwadratami nigdy nimi nie są.

lesson-akidada-removing-from-a-line-title = Pionki w linii nie są chronione
lesson-akidada-removing-from-a-line-text =
    Według opisu gry linia pozwala zdjąć dowolny pionek przeciwnika: pionki stojące w
    linii nie są chronione. Czarne mają linię b2-c2-d2. Białe zamykają linię a1-c1-e1,
    stawiając pionek na e1, i mogą zdjąć b2, c2 lub d2 z linii czarnych albo e5. Z opcją
    „nie z linii, jeśli się da”, jak w wielu grach młynkowych, można by tu zdjąć tylko
    e5, bo czarne mają pionek poza linią.

lesson-akidada-blocking-title = Zablokowany gracz przegrywa
lesson-akidada-blocking-text =
    Gdy wszystkie pionki są już na planszy, ruch polega na przesunięciu pionka wzdłuż
    linii na sąsiedni wolny punkt. Gracz, który nie może przesunąć żadnego pionka,
    przegrywa. Czarne pionki na a5 i e3 są już zamknięte; ruszyć się może tylko c5, na
    c4. Białe przesuwają d4-c4 i czarne, choć mają ruch, nie mogą się ruszyć: wygrywają
    białe.

lesson-akidada-two-pieces-title = Dwa pionki to przegrana
lesson-akidada-two-pieces-text =
    Gracz, któremu zostały dwa pionki, licząc te na planszy i w ręce, od razu przegrywa.
    Czarne mają trzy. Białe przesuwają e3-e1, zamykają linię a1-c1-e1 i zdejmują dowolny
    czarny pionek: czarnym zostają dwa i wygrywają białe.
