## The window's words: menus, dialogs, the side panel; the helpers that pick among them are in src/app/text/mod.rs.

language-name = English

app-title = Akidada & Dama
game = Game
new-game = New game
new-game-ellipsis = New game…
new-game-learn = New to these games? The course teaches both from the first move, in short levels.
new-game-learn-button = Learn to play
undo = Undo
redo = Redo
resign = Resign
offer-draw = Draw by agreement
quit = Quit
view = View
flip-board = Flip board
settings = Settings
language = Language
theme = Theme
theme-system = As the system
theme-light = Light
theme-dark = Dark
animation = Animation
anim-off = Off
anim-slow = Slow
anim-normal = Normal
anim-fast = Fast
sounds = Sounds
akidada = Akidada
dama = Dama (Turkish draughts)
akidada-blurb = Yoruba alignment game: three in a line removes an enemy piece.
dama-blurb = Orthogonal men, flying kings, the largest capture is compulsory.
white = White
black = Black
white-player = White player
black-player = Black player
default-white-name = Player 1
default-black-name = Player 2
the-lot = The lot
human = Human
rule-options = Rules
defaults = Restore defaults
# The clocks: the time control of a new game, and the clocks beside the
# players. The presets (3+2, 5+3 ...) are written as numbers in every
# language: minutes for the game, then seconds added a move.
time-control = Clocks
time-none = No clocks
time-custom = Custom
time-minutes = Minutes for the game
time-increment = Seconds added a move
time-control-blurb = Each player has the minutes for the whole game, and the seconds are added to a player's clock after each of their moves. The clocks start with the first move (it is not timed); then only the player to move's clock runs, and a player whose time runs out loses.
clock-column = Clock
# The accessible name of a player's clock; the time follows it.
clock-of = { $side ->
        [white] White's clock
       *[black] Black's clock
    }
opt-first = Who moves first
opt-first-help = The game's description draws lots; tournaments let White start.
first-lot = Draw lots
first-white = White
first-black = Black
opt-removal = Removal
opt-removal-help = Which enemy piece a line may remove.
removal-any = Any piece (game description)
removal-not-from-lines = Not from a line, if possible
opt-double-line = Two lines at once
opt-double-line-help = How many pieces a move that closes two lines removes.
double-one = One piece
double-two = Two pieces
opt-no-progress = No-progress draw
opt-no-progress-help-akidada = Moves by each side without a removal before a draw (0 = never).
opt-no-progress-help-dama = Moves by each side with no capture and no man moving before a draw (0 = never).
opt-non-max = Capturing less than the maximum
opt-non-max-help = By the game's description the player who does it loses; by the Turkish federation's rules (TÜDAF) the move is refused.
non-max-loses = Loses the game (game description)
non-max-forbidden = Is not allowed (TÜDAF)
opt-lone-piece = Lone piece against a king
opt-lone-piece-help = By the game's description, reducing the opponent to one piece against a king wins; by the Turkish federation's rules (TÜDAF), one piece each is a draw.
lone-king-wins = The king wins (game description)
lone-draw = One piece each is a draw (TÜDAF)
start = Start
cancel = Cancel
close = Close
play = Play
drawing-lots = Drawing lots…
to-move = to move
on-board = On the board
in-hand = In hand
# A player's row of the score panel as a screen reader reads it ($player
# is "Player 1 (White)"); the clock may follow it.
player-row = { $player }: { $board } on the board
player-row-hand = { $player }: { $board } on the board, { $hand } in hand
moves = Moves
# The side panel's tabs, when panels fold into it in a small window.
side-tab-overview = Overview
side-tab-moves = Move list
side-tab-teaching = Teaching
side-tab-analysis = Evaluation
no-moves-yet = No moves yet.
game-over = Game over
draw = Draw
must-capture = Capture is compulsory
choose-removal = Line! Choose an enemy piece to remove.
choose-route = Several routes end here. Pick one:
losing-title = This move loses the game
losing-confirm = Play it and lose
losing-keep = Choose another move
refused-title = Move not allowed
ok = OK
placing = placing
sliding = sliding
last-move = Last move
# A player's name with their colour, as the headlines and the lot line write it.
# $name: the name; $side: their colour ("White"); $bracketed: "yes" when the name
# itself ends in round brackets (the colour goes in square ones then).
player-with-side = { $bracketed ->
        [yes] { $name } [{ $side }]
       *[no] { $name } ({ $side })
    }
# $player: the player who moved first, with their colour (player-with-side).
first-by-lot = { $player } moved first, by lot
player-kind = Player
first-move = First position
previous-move = Previous move
next-move = Next move
last-move-button = Last move
autoplay = Autoplay
stop-autoplay = Stop
autoplay-speed = Autoplay speed
open-ellipsis = Open…
open-recent = Open recent
save = Save
save-as-ellipsis = Save as…
open-title = Open a saved game
save-as-title = Save the game
open-button = Open
save-button = Save
open-failed = The game could not be opened
save-failed = The game could not be saved
no-file-dialog = This system shows no file dialog (no desktop portal and no zenity). Type the file's path instead:
file-path = File path
resume-title = Resume the last game?
resume-yes = Resume
resume-no = Start a new game
mark-compulsory = compulsory
mark-loses = loses the game
mark-not-allowed = not allowed
lesson = Lesson
restart-lesson = Start again
close-lesson = Close the lesson
teaching-mode = Teaching mode
no-capture = No capture is possible: any move a man or king can make is allowed.
teaching-game-over = The game is over: there is no move to choose here. Go back to an earlier move (Left arrow, or a move in the list) to see the choices there.
point-at-variant = Point at a variant to see it on the board; click to keep it drawn.
may-remove = Pieces you may remove
lines-you-can-make = Lines to make now
lines-threatened = Lines threatened next
none-yet = none
learn = Learn
lessons = Lessons
help = Help
rules-menu = Rules
truncate-title = Play from here?
truncate-confirm = Play from here

## Why a game ended (games::EndReason), as a clause.

reason-two-pieces-left = the loser has only two pieces left
reason-no-legal-move = the loser has no legal move
reason-king-versus-lone-piece = a lone piece against a king
reason-one-piece-each = one piece each
reason-non-maximal-capture = the loser did not capture the maximum
reason-repetition = the same position for the third time
reason-no-progress = no progress
reason-agreement = by agreement
reason-resignation = the loser resigned
reason-time-forfeit = the loser's time ran out

## How a game ended (games::Outcome): who won and why, or a draw and why.
## $side: "white" or "black", the winner; $reason: a reason-* message.

outcome-win = { $side ->
        [white] { white }
       *[black] { black }
    } wins, { $reason }
outcome-draw = { draw }, { $reason }

## The game-over headline. $player: the winner, with their colour (player-with-side).

outcome-headline-win = { $player } wins

# $player: the player the lot chose, with their colour (player-with-side).
lot-result = The lot: { $player } moves first

## The losing-move dialog. $move: the move in notation; $captured and $maximum:
## numbers of pieces.

losing-explanation-no-capture = { $move } captures nothing, but a capture of { $maximum } is compulsory. Under the rules of this game (the rule of the game's description), the player who does not capture the maximum loses the game at once.
losing-explanation = { $move } captures { $captured }, but { $maximum } is the maximum. Under the rules of this game (the rule of the game's description), the player who does not capture the maximum loses the game at once.

## A non-maximal move refused (the option "is not allowed").

refused-explanation-no-capture = { $move } is not allowed: a capture is compulsory, and the largest captures { $maximum }.
refused-explanation = { $move } is not allowed: it captures { $captured }, but you must capture the maximum, { $maximum }.

## Playing at an earlier point of the game. $count: the later moves removed.
truncate-explanation = You are looking at an earlier point of the game. Playing { $move } here removes the { $count } { $count ->
        [one] move
       *[other] moves
    } after it, for good.

## The heading of a group of capture variants in teaching mode: "6 pieces: compulsory".
## $mark: "compulsory", "loses" or "not-allowed".
variant-group = { $count } { $count ->
        [one] piece
       *[other] pieces
    }: { $mark ->
        [loses] { mark-loses }
        [not-allowed] { mark-not-allowed }
       *[compulsory] { mark-compulsory }
    }

## Why a shorter capture is not a legal move.

shorter-reason-loses = Captures { $count }, but { $maximum } can be captured: under the rule of the game's description the player who plays it loses.
shorter-reason-forbidden = Captures { $count }, but { $maximum } can be captured: only the largest capture is allowed.

## The side panel's line when a capture is compulsory.
must-capture-pieces = Capture is compulsory: { $count } { $count ->
        [one] piece
       *[other] pieces
    }
