## Wpisywanie ścieżki pliku, gdy system nie pokazuje okna wyboru plików

prompt-folder = Nazwy bez folderu oznaczają pliki w folderze { $folder }.

## Zastępowanie pliku

overwrite-title = Zastąpić plik?
overwrite-body = Plik { $name } już istnieje w folderze { $folder }. Zastąpienie go usunie jego obecną zawartość.
overwrite-confirm = Zastąp

## Pasek stanu

status-saved = Zapisano { $name } w folderze { $folder }.
status-exported = Wyeksportowano { $name } (PDN) do folderu { $folder }.

## Koniec partii na życzenie gracza

resign-title = Poddać partię?
resign-body = { $name } poddaje się i przegrywa partię. Poddania nie można cofnąć.
resign-confirm = Poddaj się
draw-title = Zgodzić się na remis?
draw-body = Obaj gracze zgadzają się na remis. Partia kończy się od razu.
draw-confirm = Zgoda na remis
