## Playing over the network (src/net): why a connection failed or ended, and
## why a move or an answer could not be sent. A message is a clause; the
## window gives it a capital letter when it stands alone.

# $error: the system's own words.
net-error-io = połączenie się nie udało: { $error }
net-error-closed = druga strona zamknęła połączenie
net-error-timed-out = druga strona nic nie przysłała na czas
net-error-stalled = druga strona zaczęła wiadomość i jej nie dokończyła
net-error-oversized = druga strona przysłała wiadomość dłuższą, niż wolno
net-error-not-akidada = po drugiej stronie nie ma gry Akidada
net-error-handshake = nie udało się nawiązać bezpiecznego połączenia
net-error-wrong-code = kod jest błędny
net-error-busy = gospodarz prowadzi już inną partię
net-error-no-more-tries = gospodarz nie przyjmuje już kodów do tej partii: zbyt wiele było błędnych
net-error-crowded = gospodarz otwiera już tyle połączeń naraz, ile przyjmuje: spróbuj za chwilę
net-error-pairing = ktoś inny właśnie sparował się z gospodarzem
net-error-unknown-game = gospodarz nie ma tej partii: sparował się z innym programem albo uruchomiono go od nowa
# $tries: how many wrong codes were tried.
net-error-code-spent = wypróbowano błędne kody ({ $tries }), więc ten kod nie jest już przyjmowany: zacznij gościć partię od nowa z nowym kodem
net-error-silent = połączenie, które nic nie przysłało, zostało zamknięte, by zrobić miejsce innemu
# $kind: the kind of message sent instead.
net-error-no-hello = dołączający sparował się, a potem zamiast powitania przysłał wiadomość { $kind }: to połączenie zostało zamknięte
net-error-bad-takeback = druga strona poprosiła o cofnięcie ruchu, którego nie może cofnąć
net-error-clock-without-control = gospodarz przysłał czasy zegarów w partii bez zegarów
net-error-flag-without-clock = gospodarz ogłosił koniec czasu w partii bez zegarów
# $side: whose time; $time, $most: seconds.
net-error-time-beyond = gospodarz dał { $side ->
        [white] białym
       *[black] czarnym
    } { $time } s, więcej, niż może dać tempo tej partii ({ $most } s)
# $side: whose clock; $apart, $slack: seconds.
net-error-clock-disagrees = zegar gospodarza dla { $side ->
        [white] białych
       *[black] czarnych
    } różni się od rachuby tej strony o { $apart } s, więcej niż dozwolone { $slack } s
net-error-tampered = wiadomość została po drodze zmieniona
# $error: what is wrong with it, in the parser's words.
net-error-bad-message = druga strona przysłała nieczytelną wiadomość: { $error }
net-error-flood = druga strona przysłała zbyt wiele wiadomości
net-error-out-of-turn = druga strona przysłała wiadomość, na którą teraz nie ma miejsca
# $reason: why the move is not legal.
net-error-illegal-move = druga strona zagrała niedozwolony ruch: { $reason }
# $reason: why the game does not replay.
net-error-bad-game = partii gospodarza nie da się rozegrać: { $reason }
net-error-broken = druga strona zakończyła partię: znalazła błąd w tym, co przysłała ta strona
net-error-mismatch = partie obu stron się różnią, więc nie mogą grać dalej razem
net-error-replaced = druga strona wróciła nowym połączeniem: poprzednie ucichło
net-game-over = partia jest skończona
net-not-connected = partia nie jest teraz połączona
net-not-your-turn = to nie twój ruch
net-nothing-to-answer = nie ma na co odpowiadać
net-nothing-to-take-back = nie ma twojego ruchu do cofnięcia

## Hosting from home: the router asked to forward the game's port (src/net/portmap).

net-router-asking = Proszę router o otwarcie portu gry…
# $address: the router's public address and port; $method: UPnP, NAT-PMP or PCP.
net-router-mapped = Router przekazuje { $address } do tego komputera ({ $method }) do końca partii: znajomy z innej sieci wpisuje ten adres.
# $port: the game's port on this machine.
net-router-none = Żaden router nie odpowiedział. Znajomy w tej samej sieci może użyć jednego z adresów tego komputera. Dla znajomego spoza niej przekieruj w ustawieniach routera port TCP { $port } na ten komputer i podaj mu publiczny adres routera albo grajcie w tej samej sieci.
# $reason: why, in words; $port: the game's port on this machine.
net-router-failed = Router nie otworzył portu gry: { $reason }. Znajomy w tej samej sieci może użyć jednego z adresów tego komputera. Dla znajomego spoza niej przekieruj w ustawieniach routera port TCP { $port } na ten komputer albo grajcie w tej samej sieci.
# $address: the router's public address and port; $reason: why.
net-router-lost = Router nie odnowił { $address }: { $reason }. Prośba zostanie ponowiona; do tego czasu znajomy spoza sieci może nie móc się połączyć.
# $error: the system's own words.
net-router-error-io = { $error }
net-router-error-silent = router przestał odpowiadać
# $error: what is wrong with it.
net-router-error-malformed = odpowiedź routera jest nieczytelna ({ $error })
# $error: the router's code and words.
net-router-error-refused = router odmówił ({ $error })
net-router-error-no-service = router w tej sieci nie przekierowuje portów
net-router-error-no-public = router sam nie ma publicznego adresu (może stać za innym routerem, jak przy NAT operatora)
