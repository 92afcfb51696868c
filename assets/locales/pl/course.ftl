# Kurs: tekst i podpowiedź każdego poziomu, nazwa każdego etapu i powód,
# dla którego ruch nie został przyjęty.

## Słowa nauczyciela z pliku poziomu, pokazywane bez zmian.
course-teachers-words = { $text }
course-hint-marked = Spójrz na zaznaczone pola: tam stoi pionek, którym trzeba zagrać.

## Czego wymaga poziom, w swoim limicie ruchów.
course-goal-win = Wygraj partię w { $moves ->
    [one] jednym ruchu
   *[other] { $moves } ruchach
}.
course-goal-capture-all = Zbij wszystkie pionki przeciwnika w { $moves ->
    [one] jednym ruchu
   *[other] { $moves } ruchach
}.
course-goal-crown = Zrób damkę w { $moves ->
    [one] jednym ruchu
   *[other] { $moves } ruchach
}.
course-goal-reach = Doprowadź pionek na { $square } w { $moves ->
    [one] jednym ruchu
   *[other] { $moves } ruchach
}.
course-goal-capture-at-once = Zbij { $count ->
    [one] pionek
    [few] { $count } pionki jednym ruchem
   *[other] { $count } pionków jednym ruchem
} w { $moves ->
    [one] jednym ruchu
   *[other] { $moves } ruchach
}.
course-goal-hold-on = Nie przegraj przez { $moves ->
    [one] jeden ruch
    [few] { $moves } ruchy
   *[other] { $moves } ruchów
}.
course-goal-make-line = Ułóż linię trzech pionków w { $moves ->
    [one] jednym ruchu
   *[other] { $moves } ruchach
}.
course-goal-block-lines = Nie pozwól przeciwnikowi ułożyć linii przez { $moves ->
    [one] jeden ruch
    [few] { $moves } ruchy
   *[other] { $moves } ruchów
}.

## Dlaczego ruch nie został przyjęty.
course-wrong-over = Ten poziom jest już skończony: zacznij go od nowa albo przejdź do następnego.
course-wrong-unreadable = To nie jest ruch: { $why }
course-wrong-rules = { $why }
course-wrong-no-piece = Na { $at } nie ma żadnego pionka.
course-wrong-not-yours = Pionek na { $at } należy do przeciwnika.
course-wrong-diagonal = Pionki chodzą wzdłuż rzędów i kolumn, nigdy po skosie: z { $from } na { $to } to skos.
course-wrong-backwards = Pionek nigdy nie cofa się: chodzi tylko do przodu albo w bok.
course-wrong-one-step = Pionek idzie o jedno pole naraz; tylko damka przelatuje dalej.
course-wrong-blocked = Między { $from } a { $to } stoi pionek: damka nie przechodzi nad pionkami, jeśli ich nie bije.
course-wrong-turn-back = Damka podczas bicia nigdy nie zawraca o 180 stopni.
course-wrong-own-piece = Nie wolno przeskakiwać własnych pionków.
course-wrong-nothing = Między { $from } a { $to } nie ma pionka przeciwnika do zbicia.
course-wrong-jumped-twice = Zbity pionek znika od razu: nie można go przeskoczyć drugi raz.
course-wrong-two-at-once = Jeden skok bije tylko jeden pionek: między { $from } a { $to } stoją dwa.
course-wrong-short-jump = Pionek bije, przeskakując sąsiedni pionek na pole tuż za nim.
course-wrong-taken = Pole { $at } jest zajęte: pionek staje tylko na wolnym polu.
course-wrong-must-capture = Z { $square } można tu zbić { $count ->
    [one] pionek
    [few] { $count } pionki
   *[other] { $count } pionków
}, a bicie jest obowiązkowe{ $rule ->
    [loses] : kto nie bije, przegrywa partię.
   *[other] .
}
course-wrong-not-largest = Z { $square } można tu zbić { $count ->
    [one] jeden pionek
    [few] { $count } pionki
   *[other] { $count } pionków
}: obowiązkowe jest największe bicie{ $rule ->
    [loses] , a mniejsze przegrywa partię.
   *[other] , a mniejsze jest niedozwolone.
}
course-wrong-taken-point = Punkt { $at } jest zajęty: postaw pionek na wolnym punkcie.
course-wrong-must-slide = Wszystkie twoje pionki są już na planszy: teraz przesuń jeden na sąsiedni punkt.
course-wrong-must-place = Masz jeszcze pionki w ręce: postaw jeden na wolnym punkcie.
course-wrong-not-joined = { $from } i { $to } nie łączy żaden odcinek: pionek przesuwa się tylko wzdłuż odcinka na sąsiedni punkt.
course-wrong-no-line = { $step } nie zamyka linii trzech, więc niczego nie zdejmuje.
course-wrong-name-removal = { $step } zamyka linię: wybierz pionek przeciwnika do zdjęcia.
course-wrong-not-enemy = Na { $at } nie ma pionka przeciwnika do zdjęcia.
course-wrong-protected = Ten pionek stoi we własnej linii: według tych zasad można go zdjąć tylko wtedy, gdy wszystkie pionki przeciwnika stoją w liniach.
course-wrong-ends-game = Ten ruch kończy partię, a cel nie jest osiągnięty.
course-wrong-last-move = Ten ruch nie osiąga celu, a to twój ostatni ruch.
course-wrong-refuted = Nie ten: odpowiedź { $reply } cię zatrzymuje i celu nie da się osiągnąć w { $moves ->
    [one] pozostałym ruchu
   *[other] pozostałych { $moves } ruchach
}.
course-wrong-cannot-meet = Po tym ruchu celu nie da się osiągnąć w { $moves ->
    [one] pozostałym ruchu
   *[other] pozostałych { $moves } ruchach
}.

## Polecenie `course check` dla poziomu, w którym przeciwnik gra według scenariusza.
cli-course-proven-scripted = dowiedziony przeciw każdej obronie, ruchy: { $moves }; zgodnie z odpowiedziami ze scenariusza: { $solution }

## Etapy.
course-stage-dama-men = Jak chodzi pionek
course-stage-dama-capturing = Bicie
course-stage-dama-compulsory = Bicie jest obowiązkowe
course-stage-dama-largest = Największe bicie
course-stage-dama-crowning = Przemiana w damkę
course-stage-dama-kings = Latająca damka
course-stage-dama-lone-piece = Damka przeciw samotnemu pionkowi
course-stage-dama-shots = Kombinacje: oddaj jeden, zbij więcej
course-stage-dama-endings = Końcówki
course-stage-akidada-lines = Stawianie i układanie linii
course-stage-akidada-removal = Który pionek zdjąć
course-stage-akidada-blocking = Blokowanie linii
course-stage-akidada-moving = Faza przesuwania
course-stage-akidada-winning = Jak wygrywać

## Poziomy: tekst każdego poziomu, potem jego podpowiedź (pomysł, nigdy ruch).

course-dama-men-forward = Pionek idzie o jedno pole do przodu, wzdłuż kolumny. Przeprowadź pionek z c3 na c5.
course-dama-men-forward-hint = Prosto w górę kolumny c, jedno pole na ruch.
course-dama-men-sideways = Pionek może też pójść o jedno pole w bok, w lewo lub w prawo. Przeprowadź go z a3 na d3.
course-dama-men-sideways-hint = Zostań w trzecim rzędzie i idź w prawo.
course-dama-men-corner = Ruchy do przodu i w bok można dowolnie łączyć. Przeprowadź pionek z b2 na e4.
course-dama-men-corner-hint = Dwa pola w górę i trzy w prawo, w dowolnej kolejności.
course-dama-men-no-way-back = Pionek nigdy się nie cofa i nigdy nie chodzi po skosie. Dojdź z d5 na a6: najpierw trzeba pójść w górę.
course-dama-men-no-way-back-hint = Nie da się wrócić w dół: wejdź do szóstego rzędu, potem idź w bok.
course-dama-men-two = Za każdym razem sam wybierasz, którym pionkiem grasz. Doprowadź pionek na h4.
course-dama-men-two-hint = Najbliżej jest pionek, który już stoi w kolumnie h.
course-dama-men-black-forward = Teraz grasz czarnymi. Dla czarnego pionka do przodu znaczy w stronę pierwszego rzędu: numery rzędów maleją. Plansza jest odwrócona, więc twoje pionki są na dole, tak jak białe, gdy grasz białymi. Przeprowadź pionek z f6 na f4.
course-dama-men-black-forward-hint = Dla czarnych do przodu to coraz niższe numery rzędów: f6, f5, f4.
course-dama-men-black-no-way-back = Czarny pionek też nigdy się nie cofa, a cofanie się dla czarnych to ruch w stronę ósmego rzędu. Dojdź z d4 na a3: najpierw trzeba pójść do przodu.
course-dama-men-black-no-way-back-hint = Ruch na d5 byłby cofnięciem się. Idź do przodu do trzeciego rzędu, potem w bok do kolumny a.
course-dama-capture-forward = Pionek bije, przeskakując pionek przeciwnika stojący tuż przed nim na wolne pole za nim. Zbij czarny pionek.
course-dama-capture-forward-hint = Czarny pionek stoi tuż przed twoim, a pole za nim jest wolne.
course-dama-capture-sideways = Pionek bije także w bok, nigdy do tyłu. Zbij czarny pionek.
course-dama-capture-sideways-hint = Spójrz obok swojego pionka.
course-dama-capture-two = Po biciu ten sam pionek bije dalej, jeśli może, w tym samym ruchu. Zbij dwa naraz.
course-dama-capture-two-hint = Po pierwszym skoku przed pionkiem czeka następny czarny.
course-dama-capture-turning = Między dwoma skokami pionek może skręcić w bok. Zbij dwa naraz.
course-dama-capture-turning-hint = Najpierw skocz do przodu, potem spójrz w bok.
course-dama-capture-three = Trzy skoki w jednym ruchu: do przodu, potem w bok i znowu w bok.
course-dama-capture-three-hint = Idź za czarnymi pionkami: obok każdego pola lądowania stoi następny.
course-dama-capture-everything = Zbij wszystkie czarne pionki.
course-dama-capture-everything-hint = Jeden ruch może zbić wszystkie trzy.
course-dama-capture-black-down = Czarny pionek bije do przodu, w stronę pierwszego rzędu, i w bok; nigdy do tyłu, w stronę ósmego. Zbij dwa białe pionki jednym ruchem.
course-dama-capture-black-down-hint = Biały pionek na e7 stoi za tobą i nie można go zbić. Przeskocz ten przed tobą, potem spójrz w bok.
course-dama-compulsory-take = Bicie jest obowiązkowe: kto może bić, musi bić. Bij teraz.
course-dama-compulsory-take-hint = Który twój pionek ma obok siebie pionek przeciwnika?
course-dama-compulsory-give-one = Przeciwnik też musi bić. Oddaj pionek: bicie, które czarne muszą wykonać, stawia ich pionek tam, gdzie zbijesz dwa.
course-dama-compulsory-give-one-hint = Stań obok czarnego pionka tak, by musiał wskoczyć między twoje.
course-dama-compulsory-take-three = Ten sam pomysł z jeszcze jednym czarnym pionkiem: oddaj jeden, zbij trzy.
course-dama-compulsory-take-three-hint = Po wymuszonym biciu czarnych twój pionek z e3 bije w bok, a potem w górę kolumny c.
course-dama-largest-more = Wolno wykonać tylko bicie, które zbija najwięcej pionków. Znajdź największe bicie.
course-dama-largest-more-hint = Jeden pionek zbija jeden, drugi dwa.
course-dama-largest-sideways-start = Największe bicie może zacząć się w bok. Znajdź je: zbija trzy.
course-dama-largest-sideways-start-hint = Pionek z kolumny a ma czarne pionki po prawej.
course-dama-largest-men-count = Pionki i damki liczą się tak samo: trzy pionki to więcej niż dwie damki. Zbij najwięcej.
course-dama-largest-men-count-hint = Licz zbijane sztuki, nie ich rodzaj: damka zbija dwie damki, pionek trzy pionki.
course-dama-largest-federation = Według zasad federacji mniejsze bicie jest po prostu niedozwolone. Zbij trzy.
course-dama-largest-federation-hint = Po pierwszym skoku skręć w lewo, nie w prawo.
course-dama-largest-free-choice = Gdy dwa bicia zbijają tyle samo, wybierasz dowolne. Zbij dwa.
course-dama-largest-free-choice-hint = Najpierw skocz do przodu; potem każda strona jest dobra.
course-dama-crown-step = Pionek, który dojdzie do ostatniego rzędu, zostaje damką. Zrób damkę.
course-dama-crown-step-hint = Idź dalej do przodu, aż do ósmego rzędu.
course-dama-crown-race = Wyścig do ostatniego rzędu, zanim czarny pionek zdąży cokolwiek zrobić.
course-dama-crown-race-hint = Każdy krok w bok to strata czasu: idź prosto w górę.
course-dama-crown-by-capture = Bicie, które kończy się w ostatnim rzędzie, też daje damkę.
course-dama-crown-by-capture-hint = I tak musisz bić.
course-dama-crown-mid-capture = Pionek, który w trakcie bicia dojdzie do ostatniego rzędu, bije dalej jako pionek, a damką zostaje dopiero po zakończeniu ruchu. Zbij trzy.
course-dama-crown-mid-capture-hint = W ósmym rzędzie pionek wciąż może bić w bok.
course-dama-crown-around = Czarny pionek zagradza drogę i mógłby cię zbić. Obejdź go i zrób damkę.
course-dama-crown-around-hint = Nie stawaj tuż obok czarnego pionka, gdzie może cię przeskoczyć.
course-dama-king-flies = Damka przesuwa się o dowolną liczbę wolnych pól wzdłuż rzędu lub kolumny, do przodu i do tyłu. Leć na h1.
course-dama-king-flies-hint = Cały pierwszy rząd jest wolny.
course-dama-king-from-afar = Damka bije z daleka: przeskakuje jeden pionek przeciwnika w dowolnej odległości i staje na dowolnym wolnym polu za nim.
course-dama-king-from-afar-hint = Kolumna a jest wolna aż do czarnego pionka.
course-dama-king-turns = Między biciami damka może skręcić w lewo lub w prawo. Zbij dwa.
course-dama-king-turns-hint = Wybierz pole lądowania, z którego widać następny czarny pionek.
course-dama-king-no-turning-back = Damka podczas bicia nigdy nie zawraca o 180 stopni. Zbij dwa.
course-dama-king-no-turning-back-hint = W górę kolumny d, potem w bok: powrót w dół jest niedozwolony.
course-dama-king-lifted-at-once = Zbite pionki znikają od razu: przez ich pola można przejść ponownie w tym samym ruchu. Zbij cztery.
course-dama-king-lifted-at-once-hint = Ostatni skok przechodzi przez pole, na którym stał pierwszy czarny pionek.
course-dama-worked-example = Przykład z opisu gry: zbicie pięciu przegrywa partię, bo można zbić sześć. Zbij sześć.
course-dama-worked-example-hint = Po b6 i d5 sięgnij po g2, zanim zbijesz resztę.
course-dama-lone-piece-wins = Według opisu gry zostawienie przeciwnikowi jednego pionka przeciw twojej damce od razu wygrywa. Wygraj.
course-dama-lone-piece-wins-hint = Jedno bicie zostawia jeden czarny pionek.
course-dama-lone-piece-two-kings = Dwie damki przeciw jednej: według opisu gry wygrywa każdy ruch, bo czarne mają samotny pionek.
course-dama-lone-piece-two-kings-hint = Wystarczy dowolny ruch którąkolwiek damką.
course-dama-lone-piece-set-up = Postaw damkę tam, skąd atakuje oba czarne pionki: wtedy jedno bicie wygrywa.
course-dama-lone-piece-set-up-hint = Stań damką w rzędzie czarnych pionków.
course-dama-lone-piece-federation = Według zasad federacji samotny pionek gra dalej: zbij oba czarne pionki.
course-dama-lone-piece-federation-hint = Po pierwszym biciu skręć w stronę drugiego pionka.
course-dama-shot-give-one-take-three = Kombinacja: oddaj jeden pionek, a bicie, które czarne muszą wykonać, pozwoli ci zbić trzy.
course-dama-shot-give-one-take-three-hint = Zrób krok do przodu obok czarnego pionka przed tobą.
course-dama-shot-mirror = Ta sama kombinacja po drugiej stronie planszy. Oddaj jeden, zbij trzy.
course-dama-shot-mirror-hint = Podstaw pionek tam, gdzie czarny pionek z f5 musi go zbić.
course-dama-shot-take-four = Oddaj jeden, zbij cztery.
course-dama-shot-take-four-hint = Po wymuszonym biciu twój pionek z e3 bije w lewo, dwa razy w górę, potem w prawo.
course-dama-shot-to-the-crown = Oddaj jeden pionek, a twoje bicie skończy się w ostatnim rzędzie: damka.
course-dama-shot-to-the-crown-hint = Podstaw pionek z d4.
course-dama-shot-turn-sideways = Oddaj jeden, zbij trzy: tym razem ostatni skok idzie w bok.
course-dama-shot-turn-sideways-hint = Podstaw pionek z d4, potem idź za czarnymi pionkami.
course-dama-shot-black-to-the-first-rank = Kombinacja czarnych: czarne zostają damką w pierwszym rzędzie. Oddaj dwa pionki, a bicie, które białe muszą wykonać, otworzy twojemu biciu drogę do pierwszego rzędu.
course-dama-shot-black-to-the-first-rank-hint = Podstaw pionek obok białego pionka z d4: białe muszą wtedy zbić oba pionki z kolumny f i zostawiają wolne pole f3.
course-dama-ending-race = Wyścig do damki: twój pionek ma bliżej do ostatniego rzędu. Bądź pierwszy.
course-dama-ending-race-hint = Prosto w górę, bez objazdów.
course-dama-ending-race-then-win = Zrób damkę pierwszy: damka przeciw samotnemu pionkowi wygrywa.
course-dama-ending-race-then-win-hint = Pionek z b6 ma do przemiany dwa kroki.
course-dama-ending-men-against-king = Trzy pionki przeciw damce: zrób damkę, nie tracąc pionka.
course-dama-ending-men-against-king-hint = Czarna damka nie zatrzyma wszystkich trzech.
course-dama-ending-two-kings-federation = Dwie damki przeciw jednej według zasad federacji: samotną damkę trzeba złapać. Zamknij ją w rogu.
course-dama-ending-two-kings-federation-hint = Zamknij pierwszy rząd: czarnej damce zostanie tylko kolumna a.
course-dama-ending-two-kings-trap = Znowu dwie damki przeciw jednej: odcinaj damce drogi jedną po drugiej.
course-dama-ending-two-kings-trap-hint = Najpierw odbierz jej pierwszy rząd.
course-akidada-line-outer = Trzy twoje pionki w linii trzech punktów zdejmują jeden pionek przeciwnika. Postaw pionek tak, by ułożyć linię.
course-akidada-line-outer-hint = Dwa twoje pionki stoją już na dolnej linii.
course-akidada-line-inner = Wewnętrzny kwadrat też ma linie. Ułóż jedną.
course-akidada-line-inner-hint = Spójrz na dolny bok wewnętrznego kwadratu.
course-akidada-line-two-ways = Ułóż linię w dwóch ruchach: zagroź dwiema liniami naraz, a czarne zablokują tylko jedną.
course-akidada-line-two-ways-hint = Róg leży na dwóch liniach.
course-akidada-block-one = Czarne grożą ułożeniem linii. Postaw pionek tam, gdzie by się zamknęła.
course-akidada-block-one-hint = Czarne mają dwa pionki na dolnym boku wewnętrznego kwadratu.
course-akidada-block-then-line = Możesz teraz ułożyć linię: linia, która zdejmie właściwy pionek, zatrzyma też linię czarnych.
course-akidada-block-then-line-hint = Zamknij swoją linię na dolnym boku.
course-akidada-line-black-block-and-line = Białe stawiały pierwsze i grożą linią. Jeden punkt blokuje ją i jednocześnie zamyka twoją linię. Postaw tam pionek.
course-akidada-line-black-block-and-line-hint = Białe na a1 i c1 oraz twoje pionki na e3 i e5 czekają na ten sam róg.
course-akidada-remove-the-threat = Twoja linia blokuje jedną linię czarnych; z drugiej zdejmij pionek.
course-akidada-remove-the-threat-hint = Róg zamyka twoją linię i od razu blokuje jedną z linii czarnych.
course-akidada-remove-the-slider = W następnym ruchu czarne wsuną pionek do linii. Ułóż swoją linię i zdejmij pionek z tamtej.
course-akidada-remove-the-slider-hint = Linia czarnych do rozbicia leży na wewnętrznym kwadracie.
course-akidada-remove-to-two = Czarne mają trzy pionki: komu zostaną dwa, ten przegrywa. Ułóż linię.
course-akidada-remove-to-two-hint = Przesuń pionek wzdłuż prawego boku.
course-akidada-remove-protected = Tu pionki w pełnej linii są chronione: zdejmij pionek, który w niej nie stoi.
course-akidada-remove-protected-hint = Czarne pionki na wewnętrznym kwadracie stoją w linii.
course-akidada-block-outer = Czarne grożą dolną linią. Zablokuj ją.
course-akidada-block-outer-hint = Gdzie stanąłby trzeci czarny pionek?
course-akidada-block-corner = Jeden wolny róg zamyka naraz dwie linie czarnych. Zajmij go.
course-akidada-block-corner-hint = Szukaj punktu, który leży na obu liniach czarnych.
course-akidada-block-the-fork = Czarne zaraz zagrożą dwiema liniami naraz. Zajmij ten punkt pierwszy.
course-akidada-block-the-fork-hint = Który róg leży na obu liniach czarnych pionków?
course-akidada-block-stay = Twój pionek na d2 blokuje linię czarnych. Zostaw go tam i ruszaj innymi.
course-akidada-block-stay-hint = Przesuń pionek daleko od d2.
course-akidada-block-black-second = Grając czarnymi, stawiasz drugi, o jeden pionek za białymi: odpowiadaj na każdą groźbę, gdy się pojawi. Nie pozwól białym ułożyć linii przez dwa ruchy.
course-akidada-block-black-second-hint = Białym na a1 i c1 brakuje jednego punktu. Potem patrz, gdzie następny biały pionek tworzy nową parę.
course-akidada-slide-into-line = Nie masz pionków w ręce: ruch to przesunięcie pionka wzdłuż odcinka na sąsiedni wolny punkt. Wsuń pionek do linii.
course-akidada-slide-into-line-hint = Jedno przesunięcie zamyka dolną linię.
course-akidada-slide-connector = Krótkie odcinki między kwadratami służą do przesuwania, nie są liniami trzech. Przesuń pionek jednym z nich i ułóż linię.
course-akidada-slide-connector-hint = Krótki odcinek prowadzi z zewnętrznego kwadratu na środek twojej wewnętrznej linii.
course-akidada-slide-out-and-back = Linia otwarta i zamknięta ponownie liczy się znowu. Wysuń pionek z linii i wsuń go z powrotem.
course-akidada-slide-out-and-back-hint = Wyjdź na punkt, do którego czarne nie dojdą.
course-akidada-slide-shut-in = Kto musi przesunąć pionek, a nie może, przegrywa. Zamknij czarne pionki.
course-akidada-slide-shut-in-hint = Jeden czarny pionek ma jeszcze wolnego sąsiada.
course-akidada-win-fork = Zagroź dwiema liniami naraz: czarne zablokują jedną, ty zamkniesz drugą.
course-akidada-win-fork-hint = Róg między dwoma twoimi pionkami.
course-akidada-win-fork-to-two = Czarne mają trzy pionki i muszą przesuwać: zagroź linią, której nie zablokują, i zamknij ją.
course-akidada-win-fork-to-two-hint = Zagroź linią tam, dokąd żaden czarny pionek nie zdąży.
course-akidada-win-running-line = Otwieraj i zamykaj swoją linię raz za razem: za każdym razem znika pionek, a z dwoma czarne przegrywają.
course-akidada-win-running-line-hint = Wysuń pionek tam, dokąd czarne nie pójdą, i wróć.
course-akidada-win-shut-in = Nie zostaw czarnym żadnego przesunięcia: kto nie może wykonać ruchu, przegrywa.
course-akidada-win-shut-in-hint = Zamykaj po kolei punkty obok czarnych pionków.
course-akidada-win-every-move-frees = Czarne pionki nie mogą się ruszyć, ale to twój ruch, a każdy twój ruch jakiś uwalnia. Wybierz ten, po którym zamkniesz go znowu.
course-akidada-win-every-move-frees-hint = Uwolnij czarny pionek, którego jedyne wyjście możesz za nim zamknąć.
