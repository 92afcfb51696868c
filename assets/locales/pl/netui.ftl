## Playing over the network in the window: Game > Play over the network.

net-play-menu = Graj przez sieć
net-host-ellipsis = Utwórz grę…
net-join-ellipsis = Dołącz…
net-request-takeback = Poproś o cofnięcie ruchu
net-leave-game = Opuść grę sieciową
net-host-title = Utwórz grę przez sieć
net-your-name = Twoje imię
net-you-play = Grasz
net-colour-lot = Losowo
net-lesson = Lekcja: pozwól na podpowiedzi i analizę
net-lesson-help = Obaj gracze mogą w trakcie partii używać podpowiedzi, analizy i trybu nauki, jak gdy nauczyciel gra z uczniem. W przeciwnym razie komputer nie pomaga żadnemu z graczy aż do końca partii.
net-continue-game = Kontynuuj partię z planszy
net-host = Utwórz
net-waiting-title = Czekanie na przeciwnika
net-waiting-body = Podaj znajomemu jeden z adresów poniżej i kod. Znajomy wybiera Gra › Graj przez sieć › Dołącz… i je wpisuje.
net-addresses = Adresy tego komputera
net-code = Kod
net-copy = Skopiuj adres i kod
net-copied-text = Adres { $address }, kod { $code }
net-join-title = Dołącz do gry przez sieć
net-join-address = Adres gospodarza
net-join = Dołącz
net-connecting = Łączenie…
net-bad-address = „{ $found }” nie jest adresem: wpisz adres i port gospodarza, np. 192.168.1.20:47147
net-no-code = Wpisz kod, który podał ci znajomy.
net-join-failed = Nie udało się dołączyć: { $reason }.
net-host-failed = Nie udało się utworzyć gry: { $reason }.
net-status-started = Partia się zaczyna: grasz { $side ->
        [white] białymi
       *[black] czarnymi
    } przeciwko { $name }.
net-status-lesson = To lekcja: podpowiedzi i analiza są dozwolone.
net-lesson-on = Lekcja: podpowiedzi i analiza są dozwolone obu graczom.
net-help-off = Wyłączone w trakcie partii przez sieć: gospodarz nie uczynił jej lekcją.
net-status-reconnecting = Połączenie zostało przerwane ({ $reason }): ponowne łączenie, zostało { $seconds } s. Zegary są zatrzymane.
net-status-waiting-back = Połączenie zostało przerwane ({ $reason }): czekam na powrót gracza { $name }, zostało { $seconds } s. Zegary są zatrzymane.
net-status-resumed = { $name } wraca: partia toczy się dalej.
net-status-gave-up = { $name } nie wrócił(a). Partia została zachowana w grach w toku: utwórz ją ponownie, aby grać dalej.
net-status-peer-left = { $name } opuścił(a) grę. Partia została zachowana w grach w toku.
net-status-broken = Gra sieciowa się zakończyła: { $reason }. Partia została zachowana w grach w toku.
net-status-turned = Odrzucono połączenie: { $reason }.
net-status-draw-sent = Zaproponowałeś remis: { $name } musi odpowiedzieć.
net-status-draw-declined = { $name } odrzucił(a) remis.
net-status-takeback-sent = Poprosiłeś o cofnięcie ruchu: { $name } musi odpowiedzieć.
net-status-takeback-declined = { $name } nie zgodził(a) się na cofnięcie ruchu.
net-status-refused = Nie wykonano: { $reason }.
net-status-left = Opuściłeś grę sieciową.
net-draw-title = Propozycja remisu
net-draw-body = { $name } proponuje remis.
net-accept = Przyjmij
net-decline = Odrzuć
net-takeback-title = Cofnąć ruch?
net-takeback-body = { $name } prosi o cofnięcie swojego ostatniego ruchu.
net-leave-title = Opuścić grę sieciową?
net-leave-body = Partia z { $name } jeszcze trwa. Jeśli ją opuścisz, zostanie zachowana w grach w toku i później możesz utworzyć ją ponownie, aby grać dalej.
net-leave-confirm = Opuść grę
