## The position editor (helpers in src/app/text/editor.rs). A position's problems
## and the errors of a position string are the rules' own: rules.ftl.

editor-title = Position editor
editor-open-editor = Set up a position…
editor-pieces = Pieces
editor-white-man = White man
editor-black-man = Black man
editor-white-king = White king
editor-black-king = Black king
editor-white-piece = White piece
editor-black-piece = Black piece
editor-eraser = Eraser
editor-help-dama = Click a square to put the piece there; click it again, or right-click, to take it away. Drag a piece to move it.
editor-help-akidada = Click a point to put the piece there; click it again, or right-click, to take it away. Drag a piece to move it.
editor-side-to-move = Side to move
editor-white-to-move = White to move
editor-black-to-move = Black to move
editor-in-hand = Pieces in hand
editor-white-in-hand = White in hand
editor-black-in-hand = Black in hand
editor-board = Board
editor-clear = Clear the board
editor-standard-start = Standard start
editor-position-string = Position string
editor-apply = Apply
editor-rules-help = The rules of the game played from this position.
editor-play-from-here = Play from here
editor-save-as-game = Save as a game…
editor-ready = The position is ready to play.
editor-fix-first = Correct the errors listed under the board first.
editor-error-mark = Error
editor-warning-mark = Warning

# A side's pieces on the board, and how many of them are kings: "12 (3 kings)".
editor-pieces-with-kings = { $count } ({ $kings } { $kings ->
        [one] king
       *[other] kings
    })

## Save as a level
editor-save-as-level = Save as a level…
editor-level-heading = A level of the course
editor-level-goal = Goal
editor-level-goal-win = Win the game
editor-level-goal-capture-all = Capture every enemy piece
editor-level-goal-crown = Crown a man
editor-level-goal-reach = Bring a piece to a square
editor-level-goal-capture-at-once = Capture several pieces in one move
editor-level-goal-hold-on = Do not lose within the limit
editor-level-goal-make-line = Make a line
editor-level-goal-block-lines = Let the opponent make no line within the limit
editor-level-square = Square
editor-level-count = Pieces in one move
editor-level-stars = Most moves for three, two and one star
editor-level-stars-for = { $stars ->
    [one] One star
   *[other] { $stars } stars
}
editor-level-name = Name
editor-level-stage-name = Stage name (levels saved under one name make one stage)
editor-level-text = Text for the learner
editor-level-hint = Hint
editor-level-prove = Prove
editor-level-proving = Proving…
editor-level-proven = Proven: done in { $moves ->
    [one] one move
   *[other] { $moves } moves
} against every defence ({ $line }).
editor-level-not-a-level = Not a level yet: { $why }
editor-level-save = Save the level…
editor-level-prove-first = Prove the level as it stands first.
editor-level-close = Close the level form
editor-level-save-title = Save the level
editor-level-saved = Level saved: { $name } in { $folder }
editor-level-not-saved = The level could not be saved: { $error }
