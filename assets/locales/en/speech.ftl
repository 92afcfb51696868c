# What a screen reader says as the game goes on: each move in words, whose
# turn it is and what they must do, the result. $side is White or Black;
# $from, $to and $taken are squares or points ("c3"), $taken a list of them.

say-and = and
say-dama-move = { $side } moves from { $from } to { $to }.
say-dama-capture = { $side } captures { $count ->
        [one] one piece
       *[other] { $count } pieces
    }, { $taken }, moving from { $from } to { $to }.
say-crowned = The man on { $to } is crowned king.
say-akidada-place = { $side } places a piece on { $to }.
say-akidada-slide = { $side } moves from { $from } to { $to }.
say-akidada-line = { $side } makes a line and removes the piece on { $taken }.
say-turn = { $side } to move.
say-turn-capture = { $side } to move: a capture of { $count ->
        [one] one piece
       *[other] { $count } pieces
    } is compulsory, from { $from }.
say-turn-remove = { $side } made a line: remove a { $enemy ->
        [white] white
       *[other] black
    } piece, from { $points }.
say-turn-place = { $side } to place a piece; { $count } in hand.
say-turn-slide = { $side } to move a piece along a line.
say-new-game = A new game of { $game }.
say-taken-back = Taken back: { $moves }.

## Marks of the board's squares and points: where the last move went
spot-last-move-from = the last move left here
spot-last-move-to = the last move came here
