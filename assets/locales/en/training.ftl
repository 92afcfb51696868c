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
training-progress-kept = The old file is kept as { $path }.
training-progress-not-saved = Your training progress could not be saved to { $path }: { $error }
training-ok = OK
