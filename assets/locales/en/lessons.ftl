## The lessons (Learn > Lessons): each lesson's title and text, by the lesson's
## id (its file in assets/lessons/, which holds the position). A text may go on
## over several lines: they are joined by spaces. A line may not start with `*`,
## `.` or `[`.

lesson-dama-worked-example-title = The description's worked example: only the largest capture
lesson-dama-worked-example-text =
    This is the worked example of the game's description, exactly as drawn. The white
    king on b8 can capture in many ways. Variant A, b8xb5xe5xe1xa1xa4, takes five pieces
    (b6, d5, e4, b1, a3) and leaves g2 and h1. Variant B, b8xb5xg5xg1xa1xa4 and then f4,
    g4 or h4, takes six and leaves only the king on h1; the route through b4, g4, g1, a1
    and a5 also takes six. Capturing is compulsory and only the largest capture is
    allowed, so the legal moves are exactly these seven. By the game's description a
    player who captures fewer loses at once: choosing variant A loses the game. After a
    six-piece capture Black has a single piece left against a king, and White wins: the
    rule judges the move that leaves the lone piece, so the position as drawn, with
    White's lone king, is not lost before White moves. Teaching mode lists every
    variant; point at one to see it drawn.

lesson-dama-compulsory-capture-title = Capturing is compulsory
lesson-dama-compulsory-capture-text =
    Capturing is compulsory. The white man on d3 can jump the black man on d4 and land
    on d5, so White must capture: d3xd5. A man captures forward or sideways, never
    backward, by jumping an enemy piece right next to it onto the empty square just
    behind. Any other move here, such as a2-a3, does not capture the maximum: by the
    game's description the player who makes it loses the game, and the app asks before
    playing it.

lesson-dama-promotion-during-capture-title = Crowned when the move ends
lesson-dama-promotion-during-capture-text =
    A man that reaches the far rank while capturing goes on capturing as a man, if it
    can, and is crowned only when its move ends there. Here the white man on c6 captures
    c7 and lands on c8. A king on c8 could fly along the rank and capture f8 as well,
    but during the move the piece is still a man: f8 is not next to it, so the move ends
    on c8, and only then does the man become a king. A man on the far rank can still
    capture sideways, over a piece right next to it.

lesson-dama-no-turning-back-title = No turning back
lesson-dama-no-turning-back-text =
    A king may change direction between two captures, but never turn back by 180
    degrees. The white king on e4 can capture e6 (landing on e7 or e8) or e2 (landing on
    e1). After taking e6 it may not come straight back down the e-file to take e2 as
    well: that would be a turn of 180 degrees. So the largest capture here is one piece,
    and White has three legal moves: e4xe7, e4xe8 and e4xe1.

lesson-dama-lifted-at-once-title = Captured pieces are lifted at once
lesson-dama-lifted-at-once-text =
    Captured pieces are lifted at once, as they are jumped: they do not block the rest
    of the move, and their squares may be crossed again. The white king on b4 captures
    c4, then h6, then f7, and comes down the c-file over the square where c4 stood, to
    capture c2 and land on c1: b4xh4xh7xc7xc1, four pieces. If c4 stayed on the board
    until the end of the move, the king could not pass it and would capture only three.

lesson-dama-king-versus-lone-piece-title = A king against a lone piece
lesson-dama-king-versus-lone-piece-text =
    The game's description: whoever reduces the opponent to a single piece, while having
    a king, wins. The white king on d1 must capture d4, since capturing is compulsory.
    After that Black has only the man on h8 left, against White's king: White wins at
    once. With the option 'one piece each is a draw' (the rule of the Turkish
    federation, TÜDAF) the game would go on here, and would be drawn only when each side
    has a single piece.

lesson-akidada-line-and-removal-title = Make a line, remove a piece
lesson-akidada-line-and-removal-text =
    Three pieces of one colour along a side of either square make a line, and a line
    lets you remove one enemy piece from the board, in the same move. White has a1 and
    c1: placing a piece on e1 completes the line a1-c1-e1. Click e1, then click the
    black piece to remove. Only the sides of the squares are lines: the four short
    connectors between the squares never are.

lesson-akidada-removing-from-a-line-title = Pieces in a line are not protected
lesson-akidada-removing-from-a-line-text =
    By the game's description a line removes any enemy piece: pieces standing in a line
    are not protected. Black has the line b2-c2-d2. White completes a1-c1-e1 by placing
    on e1 and may take b2, c2 or d2 out of Black's line, or e5. With the option 'not
    from a line, if possible', as in many mill games, only e5 could be taken here, since
    Black has a piece outside a line.

lesson-akidada-blocking-title = A blocked player loses
lesson-akidada-blocking-text =
    Once all the pieces are on the board, a move slides a piece along a line to a
    neighbouring empty point. A player who cannot slide any piece loses. Black's pieces
    on a5 and e3 are already shut in; only c5 can still move, to c4. White slides d4-c4,
    and Black, to move, has no move left: White wins.

lesson-akidada-two-pieces-title = Two pieces left lose
lesson-akidada-two-pieces-text =
    A player left with two pieces, on the board and in hand together, loses at once.
    Black has three. White slides e3-e1, completing the line a1-c1-e1, and removes any
    black piece: Black is down to two and White wins.
