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
course-wrong-must-capture = Pionek z { $square } może tu zbić { $count ->
    [one] pionek
    [few] { $count } pionki
   *[other] { $count } pionków
}, a bicie jest obowiązkowe{ $rule ->
    [loses] : kto nie bije, przegrywa partię.
   *[other] .
}
course-wrong-not-largest = Pionek z { $square } zbija tu { $count ->
    [one] jeden
    [few] { $count }
   *[other] { $count }
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
