## Wpisywanie ścieżki pliku, gdy system nie pokazuje okna wyboru plików

prompt-folder = Nazwy bez folderu oznaczają pliki w folderze { $folder }.

## Zastępowanie pliku

overwrite-title = Zastąpić plik?
overwrite-body = Plik { $name } już istnieje w folderze { $folder }. Zastąpienie go usunie jego obecną zawartość.
overwrite-confirm = Zastąp

## Pasek stanu

status-saved = Zapisano { $name } w folderze { $folder }.
status-downloaded = Plik { $name } jest w pobranych plikach przeglądarki.
status-exported = Wyeksportowano { $name } (PDN) do folderu { $folder }.

## Koniec partii na życzenie gracza

resign-title = Poddać partię?
resign-body = { $name } poddaje się i przegrywa partię. Poddania nie można cofnąć.
resign-confirm = Poddaj się
draw-title = Zgodzić się na remis?
draw-body = Obaj gracze zgadzają się na remis. Partia kończy się od razu.
draw-confirm = Zgoda na remis

## Gry w toku: nieskończona partia zachowana, gdy jej miejsce zajęła inna

games-in-progress = Gry w toku
in-progress-empty = Brak gier w toku
# $game: "akidada" lub "dama"; $white, $black: imiona graczy; $moves: liczba
# rozegranych ruchów.
in-progress-entry = { $game ->
        [akidada] { akidada }
       *[dama] { dama }
    }: { $white } przeciw { $black }, rozegrane ruchy: { $moves }
in-progress-discard = Usuń
in-progress-discard-tip = Usuń tę grę w toku na zawsze
discard-title = Usunąć tę grę w toku?
# $game: gra tak, jak ją wymienia menu Gra › Gry w toku.
discard-body = { $game }. Zostanie usunięta na zawsze i nie da się jej przywrócić.
in-progress-gone = Ta gra została w międzyczasie wznowiona lub usunięta w innym oknie.
status-kept-in-progress = Rozgrywana partia jest zachowana w menu Gra › Gry w toku.
status-no-autosave = Otwartych jest zbyt wiele okien: to okno nie zapisuje partii po każdym ruchu.

## Zamykanie z niezapisanymi zmianami

quit-title = Zapisać zmiany?
quit-body = Plik { $name } ma niezapisane zmiany. Zamknięcie bez zapisywania je utraci.
quit-save = Zapisz i zamknij
quit-discard = Zamknij bez zapisywania
