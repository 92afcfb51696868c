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

## Stages.
course-stage-dama-men = How a man moves
course-stage-dama-capturing = Capturing
course-stage-dama-compulsory = Capturing is compulsory
course-stage-dama-largest = The largest capture
course-stage-dama-crowning = Crowning
course-stage-dama-kings = The flying king
course-stage-dama-lone-piece = A king against a lone piece
course-stage-dama-shots = Shots: give one, take more
course-stage-dama-endings = Endings
course-stage-akidada-lines = Placing and making a line
course-stage-akidada-removal = Which piece to remove
course-stage-akidada-blocking = Blocking a line
course-stage-akidada-moving = The moving phase
course-stage-akidada-winning = Winning technique

## Levels: each level's text, then its hint (the idea, never the move).

course-dama-men-forward = A man steps one square forward, along its file. Walk the man from c3 to c5.
course-dama-men-forward-hint = Straight up the c-file, one square a move.
course-dama-men-sideways = A man may also step one square sideways, left or right. Bring it from a3 to d3.
course-dama-men-sideways-hint = Stay on the third rank and step to the right.
course-dama-men-corner = Forward and sideways can be mixed as you like. Bring the man from b2 to e4.
course-dama-men-corner-hint = Two squares up and three to the right, in any order.
course-dama-men-no-way-back = A man never moves backwards, and never diagonally. Reach a6 from d5: the way goes up first.
course-dama-men-no-way-back-hint = You cannot come back down: go up to the sixth rank, then sideways.
course-dama-men-two = You choose which man to move each time. Bring a man to h4.
course-dama-men-two-hint = The man already on the h-file is closest.
course-dama-men-black-forward = Now you play Black. Forward for a black man is towards rank 1: the rank numbers count down as it goes. The board is turned so that your men are at the bottom, as White's are when you play White. Walk the man from f6 to f4.
course-dama-men-black-forward-hint = Forward for Black counts the ranks down: f6, f5, f4.
course-dama-men-black-no-way-back = A black man never goes back either, and back for Black is towards rank 8. Reach a3 from d4: the way goes forward first.
course-dama-men-black-no-way-back-hint = d5 would be a step back. Go forward to the third rank, then sideways to the a-file.
course-dama-capture-forward = A man captures by jumping over an enemy piece right in front of it onto the empty square behind. Capture the black man.
course-dama-capture-forward-hint = The black man stands just in front of yours, and the square behind it is empty.
course-dama-capture-sideways = A man captures sideways too, never backwards. Capture the black man.
course-dama-capture-sideways-hint = Look to the side of your man.
course-dama-capture-two = After a capture the same man goes on capturing if it can, in the same move. Take two at once.
course-dama-capture-two-hint = After the first jump, another black man waits in front.
course-dama-capture-turning = Between two jumps a man may turn sideways. Take two at once.
course-dama-capture-turning-hint = Jump forward first, then look to the side.
course-dama-capture-three = Three jumps in one move: forward, then sideways, then sideways again.
course-dama-capture-three-hint = Follow the black men: each landing square has the next one beside it.
course-dama-capture-everything = Capture every black piece.
course-dama-capture-everything-hint = One move can take all three.
course-dama-capture-black-down = A black man captures forward, towards rank 1, and sideways; never back towards rank 8. Take two white men in one move.
course-dama-capture-black-down-hint = The white man on e7 is behind you and cannot be taken. Jump the one in front, then look to the side.
course-dama-compulsory-take = Capturing is compulsory: when you can capture, you must. Capture now.
course-dama-compulsory-take-hint = Which of your men has an enemy piece next to it?
course-dama-compulsory-give-one = Your opponent must capture too. Offer a man: the capture Black must make puts its piece where you take two.
course-dama-compulsory-give-one-hint = Step next to a black man so that it must jump into your lines.
course-dama-compulsory-take-three = The same idea with one more black man: give one, take three.
course-dama-compulsory-take-three-hint = After Black's forced capture, your man on e3 jumps sideways and then up the c-file.
course-dama-largest-more = Only a capture that takes the most pieces may be played. Find the largest capture.
course-dama-largest-more-hint = One man takes one, the other takes two.
course-dama-largest-sideways-start = The largest capture can start sideways. Find it: it takes three.
course-dama-largest-sideways-start-hint = The man on the a-file has black men to its right.
course-dama-largest-men-count = Men and kings count alike: three men are more than two kings. Take the most.
course-dama-largest-men-count-hint = Count the pieces each capture takes, not their kind: the king takes two kings, a man three men.
course-dama-largest-federation = Under the federation's rule a smaller capture is simply refused. Take three.
course-dama-largest-federation-hint = After the first jump, turn left, not right.
course-dama-largest-free-choice = When two captures take the same number, you choose freely. Take two.
course-dama-largest-free-choice-hint = Jump forward first; then either side will do.
course-dama-crown-step = A man that reaches the far rank becomes a king. Crown your man.
course-dama-crown-step-hint = Keep going forward to the eighth rank.
course-dama-crown-race = Race to the far rank before the black man can do anything.
course-dama-crown-race-hint = Every sideways step loses time: go straight up.
course-dama-crown-by-capture = A capture that ends on the far rank crowns too.
course-dama-crown-by-capture-hint = Capturing is compulsory anyway.
course-dama-crown-mid-capture = A man that reaches the far rank in the middle of a capture goes on capturing as a man, and becomes a king only when the move ends. Take three.
course-dama-crown-mid-capture-hint = On the eighth rank the man can still jump sideways.
course-dama-crown-around = The black man blocks the way and would capture you. Go round it and crown.
course-dama-crown-around-hint = Never step right next to the black man where it can jump you.
course-dama-king-flies = A king slides any number of empty squares along its rank or file, forwards and backwards. Fly to h1.
course-dama-king-flies-hint = The whole first rank is empty.
course-dama-king-from-afar = A king captures from afar: it jumps one enemy piece at any distance and lands on any empty square beyond.
course-dama-king-from-afar-hint = The a-file is empty up to the black man.
course-dama-king-turns = Between captures a king may turn left or right. Take two.
course-dama-king-turns-hint = Choose the landing square from which the next black man is in sight.
course-dama-king-no-turning-back = A king never turns back by 180 degrees in a capture. Take two.
course-dama-king-no-turning-back-hint = Up the d-file, then turn to the side: going back down is not allowed.
course-dama-king-lifted-at-once = Captured pieces are lifted at once: their squares can be crossed again in the same move. Take four.
course-dama-king-lifted-at-once-hint = The last jump passes the square where the first black man stood.
course-dama-worked-example = The example of the game's description: taking five loses the game, as six can be taken. Take six.
course-dama-worked-example-hint = After b6 and d5, go for g2 before the rest.
course-dama-lone-piece-wins = By the game's description, leaving your opponent a single piece against your king wins at once. Win.
course-dama-lone-piece-wins-hint = One capture leaves one black piece.
course-dama-lone-piece-two-kings = Two kings against one: by the game's description, any move wins, as Black has a lone piece.
course-dama-lone-piece-two-kings-hint = Any move of either king will do.
course-dama-lone-piece-set-up = Bring your king where it attacks both black men: one capture then wins.
course-dama-lone-piece-set-up-hint = Put your king on the rank of the black men.
course-dama-lone-piece-federation = Under the federation's rule a lone piece plays on: capture both black men.
course-dama-lone-piece-federation-hint = After the first capture, turn towards the other man.
course-dama-shot-give-one-take-three = A shot: give one man, and the capture Black must make lets you take three.
course-dama-shot-give-one-take-three-hint = Step forward next to the black man in front.
course-dama-shot-mirror = The same shot on the other side of the board. Give one, take three.
course-dama-shot-mirror-hint = Offer a man where the black man on f5 must take it.
course-dama-shot-take-four = Give one, take four.
course-dama-shot-take-four-hint = After the forced capture, your man on e3 jumps left, up twice, then right.
course-dama-shot-to-the-crown = Give one man, and your capture ends on the far rank: a king.
course-dama-shot-to-the-crown-hint = Offer the man on d4.
course-dama-shot-turn-sideways = Give one, take three: this time the last jump goes sideways.
course-dama-shot-turn-sideways-hint = Offer the man on d4, then follow the black men.
course-dama-shot-black-to-the-first-rank = A shot for Black: Black crowns on rank 1. Give two men, and the capture White must make opens the way for yours to end on the first rank.
course-dama-shot-black-to-the-first-rank-hint = Offer a man next to the white man on d4: White must then take the two men on the f-file, and leaves f3 empty.
course-dama-ending-race = A race to crown: your man is closer to its far rank. Crown first.
course-dama-ending-race-hint = Straight up, no detours.
course-dama-ending-race-then-win = Crown first: a king against a lone piece wins.
course-dama-ending-race-then-win-hint = The man on b6 is two steps from crowning.
course-dama-ending-men-against-king = Three men against a king: crown one without losing it.
course-dama-ending-men-against-king-hint = The black king cannot stop all three.
course-dama-ending-two-kings-federation = Two kings against one, under the federation's rule: the lone king must be caught. Trap it in the corner.
course-dama-ending-two-kings-federation-hint = Close the first rank: the black king then has only the a-file.
course-dama-ending-two-kings-trap = Two kings against one again: close the king's ways one by one.
course-dama-ending-two-kings-trap-hint = Take the first rank from it first.
course-akidada-line-outer = Three of your pieces in a line of three remove one enemy piece. Place a piece to make a line.
course-akidada-line-outer-hint = Two of your pieces already stand on the bottom line.
course-akidada-line-inner = The inner square has lines too. Make one.
course-akidada-line-inner-hint = Look at the bottom side of the inner square.
course-akidada-line-two-ways = Make a line in two moves: threaten two lines at once, and Black can block only one.
course-akidada-line-two-ways-hint = A corner lies on two lines.
course-akidada-block-one = Black threatens a line. Put your piece where it would close.
course-akidada-block-one-hint = Black has two pieces on the inner square's bottom side.
course-akidada-block-then-line = You can make a line now: a line that removes the right piece stops Black's as well.
course-akidada-block-then-line-hint = Close your line on the bottom side.
course-akidada-line-black-block-and-line = White placed first and threatens a line. One point blocks it and closes your own line at the same time. Place there.
course-akidada-line-black-block-and-line-hint = White's a1 and c1 and your e3 and e5 all wait for the same corner.
course-akidada-remove-the-threat = Your line blocks one black line; remove a piece of the other.
course-akidada-remove-the-threat-hint = The corner closes your line and blocks a black one at once.
course-akidada-remove-the-slider = Black will slide into a line next move. Make your line and remove a piece of that line.
course-akidada-remove-the-slider-hint = The black line to break is on the inner square.
course-akidada-remove-to-two = Black has three pieces: a player left with two loses. Make a line.
course-akidada-remove-to-two-hint = Slide along the right side.
course-akidada-remove-protected = Here pieces in a complete line are protected: remove a piece that is not.
course-akidada-remove-protected-hint = The black pieces on the inner square stand in a line.
course-akidada-block-outer = Black threatens the bottom line. Block it.
course-akidada-block-outer-hint = Where would the third black piece go?
course-akidada-block-corner = One empty corner closes two black lines at once. Take it.
course-akidada-block-corner-hint = Look for the point on both black lines.
course-akidada-block-the-fork = Black is about to threaten two lines at once. Take the point first.
course-akidada-block-the-fork-hint = Which corner lies on both lines of the black pieces?
course-akidada-block-stay = Your piece on d2 blocks a black line. Keep it there and move others.
course-akidada-block-stay-hint = Move a piece far from d2.
course-akidada-block-black-second = Playing Black you place second, a piece behind White: answer each threat as it comes. Let White make no line for two moves.
course-akidada-block-black-second-hint = White's a1 and c1 need one more point. After that, look where White's next piece makes a new pair.
course-akidada-slide-into-line = No pieces in hand: a move slides a piece along a line to the next empty point. Slide into a line.
course-akidada-slide-into-line-hint = One slide closes the bottom line.
course-akidada-slide-connector = The short lines between the squares are for sliding, not lines of three. Slide along one to make a line.
course-akidada-slide-connector-hint = A short line leads from the outer square into the middle of your inner line.
course-akidada-slide-out-and-back = A line opened and closed again counts again. Slide out of your line and back.
course-akidada-slide-out-and-back-hint = Leave by a point Black cannot reach.
course-akidada-slide-shut-in = A player who must slide and cannot, loses. Shut in the black pieces.
course-akidada-slide-shut-in-hint = One black piece still has a free neighbour.
course-akidada-win-fork = Threaten two lines at once: Black blocks one, you close the other.
course-akidada-win-fork-hint = A corner between two of your pieces.
course-akidada-win-fork-to-two = Black has three pieces and must slide: threaten a line it cannot block, and close it.
course-akidada-win-fork-to-two-hint = Threaten a line where no black piece can get in time.
course-akidada-win-running-line = Open and close your line again and again: each time a piece goes, and with two left Black loses.
course-akidada-win-running-line-hint = Slide out where Black cannot follow, and back.
course-akidada-win-shut-in = Leave the black pieces no slide at all: a player who cannot move loses.
course-akidada-win-shut-in-hint = Close the points next to the black pieces one by one.
course-akidada-win-every-move-frees = The black pieces cannot move, but it is your turn, and every move of yours frees one. Choose the move after which you can shut it in again.
course-akidada-win-every-move-frees-hint = Free a black piece whose only way out you can close behind it.
