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
status-downloaded = { $name } is in your browser's downloads.
status-exported = Exported { $name } (PDN) to { $folder }.

## Ending a game by a player's word

resign-title = Resign the game?
resign-body = { $name } resigns and loses the game. A resignation cannot be taken back.
resign-confirm = Resign
draw-title = Agree to a draw?
draw-body = Both players agree that the game is drawn. It ends at once.
draw-confirm = Agree to a draw

## Games in progress: an unfinished game kept when another took its place

games-in-progress = Games in progress
in-progress-empty = No game in progress
# $game: "akidada" or "dama"; $white, $black: the players' names; $moves: the
# moves played.
in-progress-entry = { $game ->
        [akidada] { akidada }
       *[dama] { dama }
    }: { $white } against { $black }, { $moves } { $moves ->
        [one] move
       *[other] moves
    }
in-progress-discard = Delete
in-progress-discard-tip = Delete this game in progress for good
discard-title = Delete this game in progress?
# $game: the game, as Game › Games in progress lists it.
discard-body = { $game }. It is deleted for good: it cannot be brought back.
in-progress-gone = This game was resumed or deleted in another window meanwhile.
status-kept-in-progress = The game you were playing is kept in Game › Games in progress.
status-no-autosave = Too many windows are open: this one does not save its game after every move.

## Closing with changes not saved

quit-title = Save the changes?
quit-body = { $name } has changes that are not saved. Closing without saving loses them.
quit-save = Save and close
quit-discard = Close without saving
