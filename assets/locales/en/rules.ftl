## The rules' own messages (src/games): a set-up position's problems, what a
## reader expected where a position string or a move went wrong, why a move
## cannot be made, rule options and values that cannot be read. The window and
## the command line say them alike.
##
## Sides are given as $side = "white" or "black".

## A problem of a set-up position (games::Problem), as a sentence.

problem-man-on-last-rank = A { $side ->
        [white] white
       *[black] black
    } man on { $square } must be a king: a man there would have been crowned.
problem-too-many-dama-pieces = { $side ->
        [white] White
       *[black] Black
    } has { $count } pieces on the board: at most 16 a side.
# $count: board and hand together; $board: on the board; $hand: in hand.
problem-too-many-akidada-pieces = { $side ->
        [white] White
       *[black] Black
    } has { $count } pieces ({ $board } on the board, { $hand } in hand): at most 6 a side, board and hand together.
problem-man-on-first-rank = A { $side ->
        [white] white
       *[black] black
    } man on { $square } could never have got there: men move only forward and sideways.
# $white, $black: the pieces in hand; $side: the side to move.
problem-uneven-hands = In hand: White { $white }, Black { $black }, { $side ->
        [white] White
       *[black] Black
    } to move. This cannot arise in a game: the players place in turn, so the player to move holds as many pieces in hand as the opponent, or one more.
problem-no-pieces = { $side ->
        [white] White is to move but has no pieces: the game is already over, Black wins.
       *[black] Black is to move but has no pieces: the game is already over, White wins.
    }
problem-no-legal-move = { $side ->
        [white] White is to move but has no legal move: the game is already over, Black wins.
       *[black] Black is to move but has no legal move: the game is already over, White wins.
    }
# $count: the pieces left, board and hand together.
problem-few-pieces = { $side ->
        [white] White
       *[black] Black
    } { $count ->
        [0] has no pieces
        [1] has only one piece
        [2] has only two pieces
       *[other] has only { $count } { $count ->
            [one] piece
           *[other] pieces
        }
    }, board and hand together: the game is already over, { $side ->
        [white] Black
       *[black] White
    } wins.
# $reason: a reason-* message (app.ftl); $side: the winner.
problem-over-win = The game is already over ({ $reason }): { $side ->
        [white] White
       *[black] Black
    } wins.
problem-over-draw = The game is already over ({ $reason }): draw.
# Every problem of a position, each a sentence ($problems: the sentences).
position-problems = { $problems }

## What a reader expected where a position string or a move went wrong
## (games::Expected).

expected-side-to-move = W or B (the side to move)
expected-colon = ':' before a list of pieces
expected-list-side = W or B (whose pieces follow)
expected-list-once = each side's list only once
expected-both-lists = both lists of pieces, :W... and :B...
expected-white-list = ':W' and White's points
expected-black-list = ':B' and Black's points
expected-square-comma = ',' between squares
expected-square = a square from a1 to h8, a king written Kd5
expected-square-not-repeated = a square not given before
expected-point-comma = ',' between points
expected-point = a point of the board such as c1
expected-point-not-repeated = a point not given before
expected-hands = ':H' and the pieces in hand, such as :H6,6
expected-hand-comma = ',' between the two hands
expected-hand-count = a number of pieces in hand from 0 to 6
expected-end = the end of the text
expected-start-square = a start square such as d3
expected-separator = '-' for a move or 'x' for a capture
expected-same-separator = the same separator throughout ('-' or 'x')
expected-single-destination = a single destination after '-'
expected-destination-square = a square such as d4
expected-separator-and-destination = '-' or 'x' and a destination square
expected-removal = 'x' and the point of the piece removed
expected-different-removal = a different point for the second removal

## A position string or move that could not be read (games::ParseError).
## $column: the character, from 1; $expected: an expected-* message; $found:
## the text found there.

parse-error-found = at character { $column }: expected { $expected }, found “{ $found }”
parse-error-at-end = at character { $column }: expected { $expected }, found the end

## Why a move cannot be made on this board (games::Illegal). $at, $from, $to:
## squares or points; $step: an Akidada placement or slide; $move: a move.

illegal-not-empty = { $at } is not empty
illegal-no-piece = there is no piece on { $at }
# $side: the side to move.
illegal-opponents-piece = { $at } holds a { $side ->
        [white] black piece, and it is White's move
       *[black] white piece, and it is Black's move
    }
illegal-not-straight = { $from } to { $to } is not along a rank or a file
illegal-man-backward = a man cannot move backward ({ $from } to { $to })
illegal-man-one-step = a man moves one square at a time ({ $from } to { $to })
illegal-path-blocked = the way from { $from } to { $to } is blocked
illegal-turn-back = a capture may not turn back by 180 degrees ({ $from } to { $to })
illegal-own-piece-jumped = a piece of your own stands between { $from } and { $to }
illegal-nothing-to-capture = nothing to capture between { $from } and { $to }
illegal-several-in-one-jump = a jump captures one piece, but there are { $count } between { $from } and { $to }
illegal-man-short-jump = a man captures by a short jump over the next square ({ $from } to { $to })
illegal-must-slide = { $side ->
        [white] White
       *[black] Black
    } has no pieces in hand and must slide a piece
illegal-must-place = { $side ->
        [white] White
       *[black] Black
    } still has pieces in hand and must place one
illegal-not-own-piece = there is no { $side ->
        [white] white
       *[black] black
    } piece on { $at }
illegal-not-joined = { $from } and { $to } are not joined by a line
illegal-no-line = { $step } makes no line: nothing may be removed
illegal-nothing-to-remove = { $step } makes a line, but { $opponent ->
        [white] White
       *[black] Black
    } has no piece on the board to remove
illegal-name-removal = { $step } makes a line: name the { $opponent ->
        [white] white
       *[black] black
    } piece to remove (e.g. { $step }x..)
# $earns: the removals the lines made earn; $asked: the removals written.
illegal-removal-count = { $step } earns { $earns } { $earns ->
        [one] removal
       *[other] removals
    }, not { $asked }
illegal-no-enemy-piece = there is no { $opponent ->
        [white] white
       *[black] black
    } piece on { $at } to remove
illegal-protected-by-line = that piece stands in a line and may not be removed while others stand outside lines
illegal-not-legal = { $move } is not legal
illegal-legal-not-losing = { $move } is a legal move, not a losing one

## Why a move given in notation cannot be played (games::MoveError).

# $error: a parse-error-* message.
move-not-a-move = not a move: { $error }
move-capture-compulsory = a capture is compulsory: { $maximum } { $maximum ->
        [one] piece
       *[other] pieces
    } can be captured
move-non-maximal = captures { $captured }, but { $maximum } is the maximum

## Rule options set by name (games::options::OptionError). Names and values are
## those of RULES.md and the saved games.

# $known: the options' names, joined by commas.
option-unknown-name = unknown rule option '{ $name }': expected one of { $known }
# $count: how many values the option has; $expected: all but the last, joined
# by commas; $last: the last.
option-bad-value = rule option { $name } cannot be '{ $value }': expected { $count ->
        [one] { $last }
       *[other] { $expected } or { $last }
    }
option-bad-number = rule option { $name } cannot be '{ $value }': expected a whole number from 0 to { $max }

## An exact value that could not be read (games::value::ValueError).
value-error = '{ $text }' is not a value: expected "win N", "loss N" or "draw"
