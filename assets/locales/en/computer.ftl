## The computer player, hints, analysis and game review (helpers in src/app/text/thinking.rs).

computer-computer = Computer
# The name a computer player gets when none was typed. $level: the level's
# name ("Club"); the side follows in brackets, so none here.
computer-player-name = { $level } computer
computer-level = Level
computer-thinking = Thinking…
computer-pause = Pause the computer
computer-resume = Let the computer play
computer-paused = The computer is paused.
computer-may-resign = The computer may resign a hopeless game
computer-hint = Hint
computer-hint-help = Show the best move (H)
computer-analysis = Analysis
computer-analysis-help = Show the analysis panel
computer-analysis-title = Analysis
computer-depth = depth
computer-per-second = positions/s
computer-lines = Best lines
computer-solving = Solving Akidada for these rules (first time only)…
computer-loading-tables = Building the endgame tables (first time only)…
computer-exact = exact
computer-review = Review the game
computer-review-help = Judge every move of the game
computer-reviewing = Reviewing the game…
computer-review-title = Game review
computer-accuracy = Accuracy
computer-graph-name = Evaluation graph
computer-start-position = start
computer-draw-declined = The computer declines the draw: it stands better.
computer-draw-accepted = The computer accepts the draw.
computer-draw-offer-title = Draw offer
computer-teaching-scores = Engine's judgement
computer-best-move = Best move
computer-better = Better was
computer-not-available = not available

## A level's name. $game: "akidada" or "dama"; $level: 1 (weakest) to 5 (Akidada)
## or 8 (Dama).
computer-level-name = { $game ->
        [akidada] { $level ->
            [1] Beginner
            [2] Casual
            [3] Club
            [4] Strong
           *[5] Perfect
        }
       *[dama] { $level ->
            [1] Beginner
            [2] Novice
            [3] Casual
            [4] Club
            [5] Strong club
            [6] Expert
            [7] Master
           *[8] Full strength
        }
    }

## An exact value in words. $plies: moves to the end under best play.

computer-value-win = win in { $plies }
computer-value-loss = loss in { $plies }
# The same in the few letters of a badge on an Akidada point: W(in) or L(oss)
# and the moves to the end, = for a draw.
computer-badge-win = W{ $plies }
computer-badge-loss = L{ $plies }
computer-badge-draw = =
# What a badge means, shown when it is pointed at. $value: the value in words.
computer-badge-tooltip = { $value } with best play on both sides
# The side to move has already lost (loss 0).
computer-value-lost = lost
computer-value-draw = draw
# Beside a table win the no-progress rule turns into a draw.
computer-cursed-note = a draw under the no-progress rule

# Playing an analysis line through on the board, a move at a time; the game
# itself does not change. $shown: the line's moves on the board; $moves: all.
computer-line-play-through = Play the line through on the board
computer-line-back = One move back
computer-line-forward = One move on
computer-line-at = { $shown } of { $moves }
computer-line-stop = Back to the game
# Beside a marked move in the reviewed move list. $move: the better move.
computer-review-better = better { $move }

## A move class of the game review, after a count ("3 mistakes").

computer-class-best = { $count ->
        [one] best move
       *[other] best moves
    }
computer-class-good = { $count ->
        [one] good move
       *[other] good moves
    }
computer-class-inaccuracy = { $count ->
        [one] inaccuracy
       *[other] inaccuracies
    }
computer-class-mistake = { $count ->
        [one] mistake
       *[other] mistakes
    }
computer-class-blunder = { $count ->
        [one] blunder
       *[other] blunders
    }
