## The trainer: Learn > Puzzles, the capture drill, learning from your
## mistakes after a review.

training-puzzles = Puzzles
training-drill = Capture drill
training-back = Back to the game
training-learn-mistakes = Learn from { $side ->
    [white] White's
   *[black] Black's
} mistakes

## The chooser
training-game-akidada = Akidada
training-game-dama = Dama
training-game = Game
training-theme = Theme
training-theme-any = Any
training-order = Order
training-order-rated = Rated: near your rating
training-order-by-theme = By theme: easiest first
training-next-puzzle = Next puzzle

## Themes
training-theme-shot = Shot
training-theme-breakthrough = Breakthrough
training-theme-crowning = Crowning
training-theme-king-endgame = King endgame
training-theme-lone-piece = Lone piece
training-theme-opposition = Opposition
training-theme-akidada-line = Line
training-theme-double-threat = Double threat
training-theme-blocking = Blocking
training-theme-removal-choice = Choice of removal

## The task
training-task-win = { $side ->
    [white] White
   *[black] Black
} to move and win
training-task-draw = { $side ->
    [white] White
   *[black] Black
} to move: hold the draw
training-task-material = { $side ->
    [white] White
   *[black] Black
} to move: win material
training-puzzle-info = Puzzle { $id }, rated { $rating }

## Moves
training-hint = Hint
training-hint-piece = The piece to move is marked.
training-hint-line = Place a piece on the line marked.
training-right = Right!
training-wrong = { $move } is not the move.
training-reason-not-maximal = It captures { $captured ->
    [0] nothing
    [one] one piece
   *[other] { $captured } pieces
}, but { $maximum } can be taken: the largest capture is compulsory.
training-reason-not-maximal-loses = It captures { $captured ->
    [0] nothing
    [one] one piece
   *[other] { $captured } pieces
}, but { $maximum } can be taken: under these rules a shorter capture loses the game.
training-reason-lets-shot = It lets the opponent capture { $count } pieces at once.
training-reason-lets-line = It lets the opponent make a line at once.
training-reason-loses-win = It throws the win away: no other move wins.
training-reason-loses = It loses: only the solution holds the draw.
training-reason-misses-gain = Another move wins far more.
training-retry = Try again
training-show-solution = Show the solution
training-solved = Solved!
training-solved-with-hint = Solved, with a hint.
training-solved-after-wrong = Solved, after a wrong move.
training-solution = The solution: { $moves }
## Why the solution's end is won (or held), as the puzzle's proof says it.
## $result: who won and why (an outcome-win or outcome-draw message).
training-end-over = At the end: { $result }.
training-end-akidada = { $goal ->
    [draw] The solved game's table proves the end a draw.
   *[win] The solved game's table proves the end won for { $side ->
        [white] White
       *[black] Black
    }.
}
training-end-tables = { $goal ->
    [draw] The endgame tables prove the end a draw.
   *[win] The endgame tables prove the end won for { $side ->
        [white] White
       *[black] Black
    }.
}
# $gain: material won since the start, counted in men (a king 2.5).
training-end-material = At the end { $side ->
    [white] White has
   *[black] Black has
} { $gain } more in material than at the start (a man counts 1, a king 2.5).
training-end-search = Deep search proves the end won for { $side ->
    [white] White
   *[black] Black
}.
training-rating-change = Your rating: { $rating } ({ $delta })
training-rating = Your rating: { $rating }
training-streak = Streak: { $count ->
    [one] one puzzle
   *[other] { $count } puzzles
} (best { $best })
training-no-puzzle = No puzzle is left for this choice.

## The capture drill
training-drill-intro = Play the largest capture in each position, as fast as you can. A shorter capture ends the round.
training-start-round = Start a round
training-time-left = Time left: { $time }
training-score = Score: { $score }
training-best = Best: { $score ->
    [0] none yet
   *[other] { $score } in { $time }
}
training-capture-maximum = Capture { $maximum } pieces.
training-drill-short = You took { $captured ->
    [one] one piece
   *[other] { $captured } pieces
}; { $maximum } could be taken. Your route is drawn in red, the largest in green.
training-drill-time-up = Time is up.
training-drill-all-done = Every position answered!
training-drill-result = { $score ->
    [one] One position
   *[other] { $score } positions
} in { $time }.
training-drill-new-best = A new best!

## Learning from mistakes
training-mistake-count = Mistake { $n } of { $count }
training-find-better = Find a better move for { $side ->
    [white] White
   *[black] Black
}.
training-played = In the game: { $move }, { $class ->
    [mistake] a mistake
   *[blunder] a blunder
}.
training-found = Found: { $move } is as good as the best.
training-not-found = { $move } is no better.
training-better-was = Better was { $better }: { $line }
training-judging = Judging { $move }…
training-show-better = Show the better move
training-next-mistake = Next mistake
training-mistakes-done = That was the last: { $found } found of { $count }.
training-no-mistakes = { $side ->
    [white] White
   *[black] Black
} made no mistake or blunder in this game.

## Choosing among routes that end on one square
training-pick-route = Which route?

## The progress file
training-progress-reset = Your training progress could not be read and starts afresh.
training-progress-replaced = Your training progress file could not be read; this window's progress was saved in its place.
training-progress-kept = The old file is kept as { $path }.
training-progress-not-saved = Your training progress could not be saved to { $path }: { $error }
training-ok = OK

## The course
training-course = Course
training-course-heading = Learn to play
training-course-intro = Short levels, each with a goal and a few moves. A level opens when the one before it is done.
training-course-map = Back to the map
training-course-continue = Go on with the course
training-course-stars-total = Stars: { $stars } of { $total }
training-course-file = A teacher's levels: { $name }
training-course-level-tile = Level { $number }: { $stars ->
    [0] not done yet
    [one] 1 star
   *[other] { $stars } stars
}
training-course-level-locked = Level { $number }: opens when the level before it is done
training-course-level-of = Level { $number } of { $count }
training-course-goal-win = Goal: win the game.
training-course-goal-capture-all = Goal: capture every enemy piece.
training-course-goal-crown = Goal: crown a man.
training-course-goal-reach = Goal: bring a piece to { $square }.
training-course-goal-capture-at-once = Goal: capture { $count ->
    [one] a piece
   *[other] { $count } pieces
} in one move.
training-course-goal-hold-on = Goal: do not lose within { $moves ->
    [one] one move
   *[other] { $moves } moves
}.
training-course-goal-make-line = Goal: make a line.
training-course-goal-block-lines = Goal: let your opponent make no line within { $moves ->
    [one] one move
   *[other] { $moves } moves
}.
training-course-moves = Moves: { $used } played, { $left } left
training-course-thresholds = Three stars in { $three }, two in { $two }, one in { $one } moves.
training-course-in-reach = Stars still to earn: { $stars }
training-course-next = Next level
training-course-played = Played. Your opponent answers.
training-course-wrong = { $move } is not played.
training-course-met = Done in { $moves ->
    [one] one move
   *[other] { $moves } moves
}: { $stars ->
    [one] one star
   *[other] { $stars } stars
}.
training-course-best = Your best here: { $stars ->
    [one] one star
   *[other] { $stars } stars
}.
training-course-more-stars = Fewer moves earn more stars: try again, or go on.
training-course-out-of-moves = The moves are used up and the goal is not met. Try again.
training-course-hint-squares = The squares to look at are marked.
training-course-stars-label = { $stars ->
    [0] no stars
    [one] 1 star of 3
   *[other] { $stars } stars of 3
}

## A teacher's levels
training-level-refused = These levels cannot be played
training-level-none = The file holds no level.
training-level-unreadable = The level file cannot be read: line { $line }, column { $column }: { $what }
training-level-error = { $id }: { $why }
training-level-error-position = the position does not read: { $why }
training-level-error-goal = the goal is not one of this game's, or names no square.
training-level-error-stars = the star limits must rise: three stars take the fewest moves.
training-level-error-not-within = some defence stops the goal within { $moves ->
    [one] one move
   *[other] { $moves } moves
} (the three-star limit).
training-level-error-met-already = the goal is met before the first move.
training-level-error-over-already = the game is over before the first move.
training-level-error-cannot-play = the learner cannot play from this position.
training-level-error-script = the scripted reply number { $number } cannot be played along any line that meets the goal within the limit.
training-level-error-script-too-long = the goal is met before every scripted reply is played.
training-level-proving = Proving the levels: { $done } of { $total } done
training-level-cancel = Cancel
