## PDN files and the clipboard (helpers in src/app/text/pdn.rs).

pdn-import-pdn = Import PDN…
pdn-export-pdn = Export PDN…
pdn-copy-position = Copy position
pdn-paste-position = Paste position or PDN…
pdn-copy-pdn = Copy game as PDN
pdn-paste-title = Paste
pdn-paste-help = Paste a position string or a game in PDN here (Ctrl+V), then press Open. Ctrl+V over the board does the same.
pdn-pick-title = Games in the file
pdn-pick-help = Choose a game to open. Games that could not be read say why.
pdn-not-understood = Not a position string or a PDN game
pdn-pdn-is-for-dama = PDN is for draughts: an Akidada game is saved as a .ron file.
pdn-import-failed = Could not import
pdn-export-failed = Could not export

## Why a PDN file, or a game in it, cannot be read, or a game cannot be written
## as PDN (record::pdn::PdnError). A message is a clause; the window gives it a
## capital letter when it stands alone.

pdn-no-games = no game found: not a PDN file
# $problem: a pdn-syntax-* message.
pdn-syntax = line { $line }, column { $column }: { $problem }
# $value: the tag's value; $problem: a pdn-game-type-* message.
pdn-game-type = GameType "{ $value }": { $problem }
# $name, $value: the tag; $problem: a pdn-tag-* message.
pdn-tag = tag { $name } "{ $value }": { $problem }
# $tag, $moves: results as PDN writes them (2-0, 0-2, 1-1, *).
pdn-results-differ = the Result tag says { $tag }, but the moves end with { $moves }
pdn-both-lose = the result 0-0 (both lost) is not an end the rules give
# $score: the result as written; $stated: "white-wins", "black-wins", "draw",
# "unknown" or "both-lose"; $replayed: an outcome-* message (app.ftl).
pdn-result-mismatch = the result is { $score } ({ $stated ->
        [white-wins] White wins
        [black-wins] Black wins
        [draw] a draw
        [both-lose] both lose
       *[unknown] not stated
    }), but the moves give { $replayed }
# $number: the PDN move number; $side: who made the move (White's moves are
# written "7.", Black's "7..."); $fault: why it cannot be played.
pdn-illegal-move = line { $line }, column { $column }, move { $number }{ $side ->
        [white] .
       *[black] ...
    } { $move }: { $fault }
pdn-move-after-end = line { $line }, column { $column }, move { $number }{ $side ->
        [white] .
       *[black] ...
    } { $move }: the game was already over ({ $outcome })
# $game: "akidada" or "dama".
pdn-not-draughts = a game of { $game ->
        [akidada] { akidada }
       *[dama] { dama }
    } cannot be written as PDN, which is for draughts: keep it as a saved game (.ron)

## What is wrong in PDN text (record::pdn::Syntax).

pdn-syntax-unclosed-comment = a comment opened with {"{"} is never closed with {"}"}
pdn-syntax-unclosed-tag = a tag is not closed: expected [Name "value"] on one line
pdn-syntax-tag-name = expected a tag name after [
pdn-syntax-tag-value = expected the tag's value in double quotes
pdn-syntax-unclosed-variation = a variation opened with ( is never closed with )
pdn-syntax-unmatched-variation-end = ) closes no variation
pdn-syntax-numeric-squares = "{ $word }" names squares by number, as other draughts games do; Turkish draughts names them a1 to h8 (e.g. c3-c4)
pdn-syntax-bad-annotation = "{ $text }" is not an annotation: expected $ and a number, or !, ?, !!, ??, !?, ?!
pdn-syntax-unexpected-character = unexpected character "{ $character }"

## Why a GameType is refused (record::pdn::GameTypeProblem).

# $number: the game type; the common ones are named.
pdn-game-type-other-game = game type { $number }{ $number ->
        [20] {" "}(international draughts)
        [21] {" "}(English draughts, checkers)
        [22] {" "}(Italian draughts)
        [23] {" "}(American pool checkers)
        [24] {" "}(Spanish draughts)
        [25] {" "}(Russian draughts)
        [26] {" "}(Brazilian draughts)
        [27] {" "}(Canadian draughts)
        [28] {" "}(Portuguese draughts)
        [29] {" "}(Czech draughts)
        [31] {" "}(Thai draughts)
        [40] {" "}(Frisian draughts)
        [41] {" "}(Spantsiretti)
       *[other] {""}
    } is not Turkish draughts, game type 30: this program reads Turkish draughts only
pdn-game-type-form = expected a game type such as 30 or 30,W,8,8,A0,0 (Turkish draughts)
pdn-game-type-start-colour = the side that starts is "{ $colour }": in Turkish draughts White starts (W)
pdn-game-type-board = the board is { $width } by { $height }: Turkish draughts is played on 8 by 8
pdn-game-type-notation = the square notation is "{ $notation }": this program reads algebraic squares, a1 at White's lower left (A0)
pdn-game-type-inverted = the board is inverted ("{ $value }"): this program reads the board as White sees it (0)

## Why the value of a tag cannot be used (record::pdn::TagProblem).

# $error: an option-* message (rules.ftl).
pdn-tag-rule-option = { $error }
pdn-tag-rule-option-form = "{ $entry }" is not a rule option: expected name=value, e.g. lone_piece=Draw
pdn-tag-not-number = expected a whole number from 0 to { $max }
pdn-tag-set-up-flag = expected 0 or 1
pdn-tag-no-fen = the game is set up (1) but no FEN tag gives the position
pdn-tag-fen-without-set-up = the game is not set up (0) but the FEN tag gives another position than the start
pdn-tag-not-result = expected 2-0, 0-2, 1-1, 1-0, 0-1, 1/2-1/2 or *
pdn-tag-repeated = the tag is given twice, also as "{ $other }"
