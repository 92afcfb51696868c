## The rules of both games written for people (Help > Rules). Each section is a
## message; the app reads them in the order src/gui/rules_page/text.rs lists
## them. Inside a section (the format is described there):
##
##   ## Title                 the section's title, its first line
##   A paragraph; a blank line ends it.
##   - A list item, continued on lines indented by two more spaces.
##   > A note, every line with >.
##   @figure WorkedExample     a diagram the app paints; its caption follows
##   @option lone_piece        a rule option (by its name in RULES.md), what it
##   + KingWins (default): …   decides, and its values, one `+` line each
##
## Inline: **bold**, *italics*, `notation`. A line may not start with `*`, `.`
## or `[` (Fluent reads it otherwise): start it with another word. Labels of
## the New game dialog are quoted from app.ftl ({ opt-first }), so they always
## match. RULES.md is the authority on the rules.

## The rules window: its title, the line before the contents, and the mark of
## an option's default value.

rules-page-title = Rules
rules-page-contents = Contents:
# Shown when pointing at a rule option's name. $key: its name in RULES.md.
rules-page-option-key = In saved games and on the command line: { $key }
rules-page-default = default

## akidada

rules-akidada-title = How to play Akidada

rules-akidada-the-game =
    ## The game

    Akidada is the Yoruba alignment game recorded by H. J. R. Murray (*A History of
    Board-Games Other Than Chess*, 1951, under Achi/Ati). Two players, White and Black, have
    six pieces each. They take turns to put their pieces on the board and then to slide
    them, trying to make **lines of three**: every line lets its maker take one enemy piece
    off the board.

    The rules here follow **the game's description**, the text this app was built from.
    Where it differs from other rulebooks, its rule is the default and the other one is a
    rule option you can choose under **{ new-game }**.

rules-akidada-the-board =
    ## The board

    Two squares, one inside the other, with the midpoints of their sides joined: 16 points
    and 20 lines to move along. There is no centre point. Points are named like the squares
    of a chessboard: files a to e from left to right, ranks 1 to 5 from bottom to top. White
    sits at the bottom.

    @figure AkidadaBoard
    The 16 points and their names. The 8 lines of three are highlighted. The four short
    connectors (dashed) are only two points long and are never lines.

    - Outer square: a1, c1, e1, e3, e5, c5, a5, a3. Inner square: b2, c2, d2, d3, d4, c4,
      b4, b3.
    - Neighbouring points lie next to each other on a square, or at the two ends of a
      connector: c1–c2, e3–d3, c5–c4 and a3–b3. A corner has 2 neighbours, the middle of a
      side has 3.
    - The lines of three are the four sides of each square: 8 lines in all.

rules-akidada-the-start =
    ## The start

    - The board starts empty; each player has six pieces in hand.
    - The first player is drawn by lot (option **{ opt-first }**). The app draws the lot when the game
      starts and saves the result with the game.
    - The players move in turn, one move each, for the whole game.

rules-akidada-placing-then-sliding =
    ## Placing, then sliding

    - **Placing.** While you have pieces in hand, your move is to put one of them on any
      empty point.
    - **Sliding.** When you have none left in hand, your move is to slide one of your pieces
      along a line to a neighbouring empty point. Pieces never jump.
    - Turns alternate, so both hands run out together; from then on every move is a slide.

rules-akidada-lines-and-removals =
    ## Lines and removals

    A placement or a slide that completes a line of three of your own pieces, the moved
    piece being one of the three, lets you remove one enemy piece from the board. The
    removal is part of the same move.

    @figure AkidadaLine
    White places a piece on e1 and completes the line a1–c1–e1, so White may remove any
    black piece on the board: each is ringed. Here White removes c2; the move is written
    `e1xc2`.

    - You may remove **any** enemy piece, even one standing in a line of its own (the game's
      description; option **{ opt-removal }**).
    - A move that completes two lines at once still removes one piece (option **{ opt-double-line }**).
    - Only completing a line counts: pieces that merely stand in a line do nothing. Slide a
      piece out of a line and back in later, and it counts as a new line.
    - If your opponent has no piece on the board (all still in hand), nothing is removed.
    - A removed piece is out of the game; it does not go back to the hand.

    > Many games of the mill family, Nine Men's Morris for one, protect pieces standing in a
    > line. The game's description says *any* piece, so that is the default; the protection
    > is the option **{ removal-not-from-lines }**.

rules-akidada-the-end-of-the-game =
    ## The end of the game

    - A player left with **two pieces**, on the board and in hand together, loses at once.
    - A player who must slide and has **no legal slide** (all their pieces are blocked)
      loses.
    - **Draw** when the same position (the pieces on the board, the pieces in hand and the
      player to move) occurs for the third time.
    - **Draw** after 50 moves by each side (100 in all) in the sliding phase without a
      removal (option **{ opt-no-progress }**).
    - **Draw** by agreement of the players ({ game } > { offer-draw }).

rules-akidada-notation =
    ## Notation

    - A placement is written as its point: `c1`.
    - A slide is written from and to: `c1-c2`.
    - A removal is added after `x`: `c1xb2`, `c1-c2xb2`. With the option of two removals for
      two lines: `c1xb2xd4`.
    - A position is written as the player to move, White's points, Black's points and the
      pieces in hand. `W:W:B:H6,6` is the start with White to move;
      `B:Wa1,c1,c2:Bb2,e5:H3,4` has Black to move, White on a1, c1 and c2, Black on b2 and
      e5, three white and four black pieces in hand.

rules-akidada-rule-options =
    ## Rule options

    You choose them under **{ new-game }**; they are saved with each game. A new game starts
    with the defaults.

    @option first
    Who makes the first move.
    + Lot (default): Chosen at random when the game starts (the game's description); the
      result is saved with the game.
    + White: White always starts.
    + Black: Black always starts.

    @option removal
    Which enemy pieces a line may remove.
    + Any (default): Any enemy piece on the board.
    + NotFromLines: A piece standing in a complete line may be removed only when every enemy
      piece stands in a line (as in Nine Men's Morris).

    @option double_line
    How many pieces a move that completes two lines at once removes.
    + One (default): One piece.
    + Two: Two pieces, one for each line.

    @option no_progress
    After how many moves by each side in the sliding phase without a removal the game is
    drawn. Any number from 0 to 500 may be set.
    + 50 (default): 50 moves by each side (100 in all).
    + 0: Never: the rule is off.

## dama

rules-dama-title = How to play Dama (Turkish draughts)

rules-dama-the-game =
    ## The game

    Dama, or Turkish draughts, is a form of draughts in which pieces move along ranks and
    files, never diagonally, and every square of the board is used. Each player has 16 men.
    A man that reaches the far rank becomes a king, which moves any distance. Capturing is
    compulsory, and you must capture as many pieces as you can.

    The rules here follow **the game's description**, the text this app was built from.
    Where it differs from the rules of the Turkish Draughts Federation (**TÜDAF**, below
    simply the federation), the description's rule is the default and the federation's
    is a rule option you can choose under **{ new-game }**.

rules-dama-board-and-start =
    ## Board and start

    - An 8×8 board with all 64 squares in play, named a1 to h8; a1 is in the bottom left
      corner, on White's side.
    - White's 16 men stand on ranks 2 and 3, Black's on ranks 6 and 7. Ranks 1 and 8 start
      empty.
    - The first player is drawn by lot (the game's description; option **{ opt-first }**). In
      tournaments White starts.

    @figure DamaStart
    The start.

rules-dama-moves =
    ## Moves

    - A **man** steps one square forward or sideways onto an empty square. It never moves
      backward and never diagonally.
    - A **king** slides any number of empty squares along its rank or file: forward,
      backward or sideways.
    - A man that reaches the far rank (rank 8 for White, rank 1 for Black) becomes a king.

    @figure DamaMoves
    The white man on b3 may step to b4, a3 or c3, but never backward to b2. The white king
    on e6 slides over the empty squares of its rank and file; going down, its own man on e2
    stops it on e3.

    > The sentence of the game's description on how men move is garbled (“vertically, or
    > horizontally forward or backward”). The app follows Turkish draughts: a man moves
    > forward or sideways, never backward.

rules-dama-captures =
    ## Captures

    - A man captures by a **short jump**: over an enemy piece right next to it, forward or
      sideways, onto the empty square just behind it.
    - A king captures by a **long jump**: along a rank or file, over any number of empty
      squares, over exactly one enemy piece, onto any empty square beyond it (up to the next
      piece or the edge).
    - After a capture the same piece goes on capturing if it can, all in one move.
    - Between two captures a king may turn left or right (the game's description), but it
      may **never turn back** by 180 degrees.
    - Captured pieces are **lifted at once**, as they are jumped: they do not block the rest
      of the move, and their squares may be crossed again. A king may cross the same empty
      square more than once in a move, even the square it started from.

    @figure DamaManCapture
    The white man on d4 jumps d5 forward to d6, then e6 sideways to f6: one move,
    `d4xd6xf6`. The black man on d3 behind it is safe, since men never capture backward.

    @figure DamaNo180
    The white king on d4 captures d6 and stops on d7 or d8. It may not turn back down the
    d-file to take d2 as well: that would be a 180-degree turn. Capturing d2 alone (to d1)
    is also a legal move; each takes one piece.

rules-dama-maximum-capture =
    ## Maximum capture

    - Capturing is **compulsory**: if you can capture, you must.
    - Only a capture that takes the **largest possible number** of pieces is a legal move.
      Men and kings count alike: three men are more than two kings.
    - If several captures take that many pieces, you choose any of them.
    - Two capture routes that start and end on the same squares and take the same pieces
      leave the same position, so they are one move.

    > **The game's description:** a player who makes a move that does not capture the
    > maximum, including a plain move when a capture was possible, **loses the game at
    > once**. The app lets you play such a move only after warning you plainly that it
    > loses. In the federation's rules such a move is simply not allowed: that is the option
    > **{ non-max-forbidden }**.

rules-dama-crowning-during-a-capture =
    ## Crowning during a capture

    - A man that reaches the far rank in the middle of a capture goes on capturing **as a
      man** if it can (on the far rank it can still capture sideways).
    - It is crowned only if the move ends on the far rank.
    - A man that reaches the far rank by a plain step becomes a king, and its move ends
      there.
    - The game's description says nothing about this; the app follows the federation.

    @figure DamaPromotion
    The white man on c6 jumps c7 and lands on c8. It goes on as a man, and a man cannot
    reach e8, so the move `c6xc8` ends there and only then is the man crowned. A king would
    have taken e8 too.

rules-dama-the-worked-example =
    ## The description's worked example

    The game's description explains the rules with this position. White has a king on b8.
    Black has men on b6, d5, e4, a3 and g2, and kings on b1 and h1 (a black man on rank 1
    would have been crowned). White to move: `W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1`.

    @figure WorkedExample
    Left, variant A: 5 pieces, not the maximum, so White loses. Right, variant B: 6 pieces,
    the move ends on f4, g4 or h4. The numbers give the order of the landings and of the
    pieces taken.

    - **Variant A**, `b8xb5xe5xe1xa1xa4`, captures 5 pieces (b6, d5, e4, b1, a3) and leaves
      g2 and h1. It is not a maximum capture: by the game's description White loses the game
      by playing it.
    - **Variant B**, `b8xb5xg5xg1xa1xa4xf4` (or ending on `g4` or `h4`), captures 6 pieces
      and leaves only h1.
    - A second route also captures 6: `b8xb4xg4xg1xa1xa5xe5` (or ending on `f5`, `g5` or
      `h5`).
    - So White has exactly 7 legal moves here, each capturing 6 pieces.

    > The game's description calls the piece taken on the first rank “B2”. But a king
    > sliding from e1 to a1 can only capture on b1, c1 or d1, and b1 gives exactly the result
    > the description gives, so the app reads it as b1.

rules-dama-the-end-of-the-game =
    ## The end of the game

    - A player who cannot move, having no pieces left or all of them blocked, **loses**.
    - **King against a lone piece (the game's description):** if after your move your
      opponent has a single piece left and you have at least one king, you win. The rule
      judges moves: a position just set up (in the editor, or the start of a saved game) is
      not decided by it before a move is made there.
    - **Draw** when the same position (the pieces and the player to move) occurs for the
      third time.
    - **Draw** after 50 moves by each side (100 in all) with no capture and no man moving
      (option **{ opt-no-progress }**).
    - **Draw** by agreement of the players ({ game } > { offer-draw }).

    > The game's description says: “whoever reduces the opponent's forces to one piece, a
    > king, also wins”. The app reads this as a king against a lone piece. Under the
    > federation's rules one piece against one piece is a draw instead: that is the option
    > **{ lone-draw }**.

rules-dama-notation =
    ## Notation

    - A plain move is written from and to: `d3-d4`.
    - A capture is written as the start square and then every landing square, joined by `x`:
      `b8xb5xg5xg1xa1xa4xf4`. A landing square is where the capturing piece stopped before
      its next jump (for a king, the square it turned on), so the route is never ambiguous.
    - A position is written in the style of PDN: the player to move, White's squares,
      Black's squares, with a `K` before each king: `W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1`.
    - PDN game files use `[GameType "30"]` (Turkish draughts) with the same square and move
      notation; the results are `2-0`, `0-2` and `1-1`.

rules-dama-rule-options =
    ## Rule options

    You choose them under **{ new-game }**; they are saved with each game. A new game starts
    with the defaults.

    @option first
    Who makes the first move.
    + Lot (default): Chosen at random when the game starts (the game's description); the
      result is saved with the game.
    + White: White always starts, as in tournaments.
    + Black: Black always starts.

    @option non_max_capture
    What happens to a move that does not capture the maximum (including a plain move when a
    capture is possible).
    + Loses (default): The move may be played, and the player who plays it loses the game at
      once. The app warns first.
    + Forbidden: The move is refused (the federation).

    @option lone_piece
    What happens when a player has a single piece left.
    + KingWins (default): If after a move the opponent has one piece left and the player who
      moved has at least one king, that player wins.
    + Draw: When a move leaves each side one piece, the game is drawn (the federation). A
      lone piece against a king plays on.

    @option no_progress
    After how many moves by each side with no capture and no man moving the game is drawn.
    Any number from 0 to 500 may be set.
    + 50 (default): 50 moves by each side (100 in all).
    + 0: Never: the rule is off.
