# Playing by keyboard and screen reader: the board's name and the names of
# its squares and points, the move box beside the board, and what is
# announced after each move.

## The board and its squares and points, as a screen reader reads them

board-name = Board: { $game }. Arrow keys move over it; Enter or Space plays there.
spot-name = { $spot }, { $content }
spot-empty = empty
spot-white-man = white man
spot-black-man = black man
spot-white-king = white king
spot-black-king = black king
spot-white-piece = white piece
spot-black-piece = black piece
spot-capture-must-start = a capture must start here
spot-selected = selected
spot-move-ends-here = a move can end here
spot-removable = can be removed

## The move box: a move typed in notation

move-box-label = Type a move
move-box-hint = for example { $example }, then Enter
move-box-play = Play
move-box-refused = { $move } cannot be played: { $why }
move-box-ambiguous = { $move } can be made by more than one route; type the whole route: { $routes }
move-box-nothing = Type a move first, for example { $example }.
move-box-not-now = No move can be typed now: { $why }

## The move box under a trainer's board: why it takes no move now

move-box-puzzle-over = The puzzle is over: go on with “Next puzzle”.
move-box-round-over = No round is under way: begin one with “Start a round”.
move-box-judging = The move tried is still being judged: wait for the answer.
move-box-settled = This mistake is settled: “Try again”, or go on with “Next mistake”.
move-box-no-board = There is no position to play on here.

## Announced after each move (a screen reader reads it out)

announce-move = { $side } played { $move }.
announce-start = { $side } to move.
