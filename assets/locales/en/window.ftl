# The window's texts added for the finished product: files, dialogs,
# the status line.

## Typing a file's path when the system shows no file dialog

prompt-folder = Names without a folder are in { $folder }.

## Replacing a file

overwrite-title = Replace the file?
overwrite-body = { $name } already exists in { $folder }. Replacing it loses what it holds now.
overwrite-confirm = Replace it

## The status line

status-saved = Saved { $name } in { $folder }.
status-exported = Exported { $name } (PDN) to { $folder }.

## Ending a game by a player's word

resign-title = Resign the game?
resign-body = { $name } resigns and loses the game. A resignation cannot be taken back.
resign-confirm = Resign
draw-title = Agree to a draw?
draw-body = Both players agree that the game is drawn. It ends at once.
draw-confirm = Agree to a draw
