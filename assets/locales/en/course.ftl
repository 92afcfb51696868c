# The course: every level's text and hint, every stage's name, and why a
# move is refused.

## Words a teacher wrote in a level file, shown as they are.
course-teachers-words = { $text }
course-hint-marked = Look at the marked squares: the piece to play is there.

## What a level asks, within its limit.
course-goal-win = Win the game within { $moves ->
    [one] one move
   *[other] { $moves } moves
}.
course-goal-capture-all = Capture every enemy piece within { $moves ->
    [one] one move
   *[other] { $moves } moves
}.
course-goal-crown = Crown a man within { $moves ->
    [one] one move
   *[other] { $moves } moves
}.
course-goal-reach = Bring a piece to { $square } within { $moves ->
    [one] one move
   *[other] { $moves } moves
}.
course-goal-capture-at-once = Capture { $count ->
    [one] a piece
   *[other] { $count } pieces in one move
} within { $moves ->
    [one] one move
   *[other] { $moves } moves
}.
course-goal-hold-on = Do not lose for { $moves ->
    [one] one move
   *[other] { $moves } moves
}.
course-goal-make-line = Make a line of three within { $moves ->
    [one] one move
   *[other] { $moves } moves
}.
course-goal-block-lines = Let your opponent make no line for { $moves ->
    [one] one move
   *[other] { $moves } moves
}.

## Why a move is refused.
course-wrong-over = This level is over: start it again or go on to the next.
course-wrong-unreadable = That is not a move: { $why }
course-wrong-rules = { $why }
course-wrong-no-piece = There is no piece on { $at }.
course-wrong-not-yours = The piece on { $at } is your opponent's.
course-wrong-diagonal = Pieces move along ranks and files, never diagonally: { $from } to { $to } is a diagonal.
course-wrong-backwards = A man never moves backwards: only forwards or sideways.
course-wrong-one-step = A man steps one square at a time; only a king flies.
course-wrong-blocked = A piece stands between { $from } and { $to }: a king does not pass over pieces without capturing.
course-wrong-turn-back = A king never turns back by 180 degrees in a capture.
course-wrong-own-piece = A piece never jumps over a piece of its own side.
course-wrong-nothing = There is no enemy piece to capture between { $from } and { $to }.
course-wrong-jumped-twice = A captured piece is lifted at once: it cannot be jumped a second time.
course-wrong-two-at-once = A jump captures one piece only: there are two between { $from } and { $to }.
course-wrong-short-jump = A man captures by jumping the piece right next to it, onto the square just behind.
course-wrong-taken = { $at } is taken: a piece moves only onto an empty square.
course-wrong-must-capture = { $square } can capture { $count ->
    [one] a piece
   *[other] { $count } pieces
} here, and capturing is compulsory{ $rule ->
    [loses] : a player who does not capture loses the game.
   *[other] .
}
course-wrong-not-largest = { $square } captures { $count ->
    [one] one
   *[other] { $count }
} here: the largest capture is compulsory{ $rule ->
    [loses] , and a smaller one loses the game.
   *[other] , and a smaller one is not allowed.
}
course-wrong-taken-point = { $at } is taken: place your piece on an empty point.
course-wrong-must-slide = All your pieces are on the board: now you slide one to a neighbouring point.
course-wrong-must-place = You still have pieces in hand: place one on an empty point.
course-wrong-not-joined = { $from } and { $to } are not joined by a line: a piece slides only along a line to the next point.
course-wrong-no-line = { $step } makes no line of three, so it removes nothing.
course-wrong-name-removal = { $step } makes a line: choose an enemy piece to remove.
course-wrong-not-enemy = There is no enemy piece on { $at } to remove.
course-wrong-protected = That piece stands in a line of its own: by these rules it may be taken only when every enemy piece stands in a line.
course-wrong-ends-game = That move ends the game without meeting the goal.
course-wrong-last-move = That move does not meet the goal, and it is your last one.
course-wrong-refuted = Not this one: the answer { $reply } stops you, and the goal cannot be met in the { $moves ->
    [one] move
   *[other] { $moves } moves
} left.
course-wrong-cannot-meet = After that move the goal cannot be met in the { $moves ->
    [one] move
   *[other] { $moves } moves
} left.

## The command line's `course check` of a level whose opponent follows a
## script. $moves: the fewest of the learner's moves against every defence;
## $solution: the line along the scripted replies, in notation.
cli-course-proven-scripted = proven in { $moves } { $moves ->
        [one] move
       *[other] moves
    } against every defence; along the scripted replies: { $solution }
