# Pomoc > Skróty klawiszowe i Pomoc > O programie.

shortcuts-menu = Skróty klawiszowe
shortcuts-title = Skróty klawiszowe
shortcuts-board = Na planszy
shortcuts-board-keys = Kliknij pionek, a potem pole, na które idzie, albo go przeciągnij. Esc przerywa rozpoczęty ruch. Z klawiatury: przejdź klawiszem Tab na planszę, przesuwaj kursor strzałkami i naciśnij Enter lub spację tam, gdzie byś kliknął; albo wpisz ruch pod planszą (c3-c4, a3, e1xb4) i naciśnij Enter.
about-menu = O programie
about-title = O programie Akidada i Dama
about-summary = Dwie tradycyjne gry planszowe: Akidada, jorubska gra w układanie trójek, i Dama, warcaby tureckie.
about-version = Wersja: { $version }
about-licence = Licencja: MIT. Biblioteki, z których program jest zbudowany, wraz z ich licencjami wymienia plik copyright pakietu.
about-sources-heading = Zasady
about-source-akidada = Akidada: według opisu H. J. R. Murraya, A History of Board-Games Other Than Chess (1951), s. 42–43, pod hasłem Achi/Ati.
about-source-dama = Dama: opis gry, tekst, dla którego powstał ten program, a tam, gdzie opis milczy, zasady federacji tureckiej (TÜDAF); gdzie się różnią, zasada federacji jest opcją (Pomoc > Zasady mówi, jak odczytano każdą regułę).
interface-size = Rozmiar interfejsu
interface-larger = Większy
interface-smaller = Mniejszy
interface-default = Domyślny rozmiar
interface-percent = { $size } %
interface-too-large = Przy rozmiarze { $size } % interfejs nie mieści się w tym oknie.
interface-use-size = Ustaw { $size } %
interface-window-too-small = To okno jest za małe na interfejs, nawet przy rozmiarze { $size } %: powiększ je.
