## Saved games (src/record): why a file could not be read, replayed or written,
## and the offer to resume the autosaved game. A message is a clause; the window
## gives it a capital letter when it stands alone. $line and $column: the place
## in the file; $move: a move as written; sides are $side = "white" or "black".

record-io-read = could not read { $path }: { $message }
record-io-write = could not write { $path }: { $message }
# $message: RON's own description of what is wrong.
record-not-ron = line { $line }, column { $column }: not a saved game (not RON): { $message }
record-wrong-type = line { $line }, column { $column }: { $message }
# $expected: the fields allowed there, joined by commas.
record-unknown-field = line { $line }, column { $column }: unknown field "{ $field }" (the fields here are { $expected })
record-missing-field = line { $line }, column { $column }: the field "{ $field }" is missing
# $expected: the names allowed there, joined by commas.
record-unknown-name = line { $line }, column { $column }: "{ $found }" is not one of { $expected }
record-duplicate-field = line { $line }, column { $column }: the field "{ $field }" is given twice
record-unknown-version = format version { $found } is not known: this program reads format { $supported }
record-bad-rule-option = the rule option { $option } is { $value }, but it can be at most { $max }
# $error: why the position string gives no position.
record-bad-position = the start position "{ $text }" is not valid: { $error }
# $number: the move, from 1; $fault: why it cannot be played.
record-illegal-move = move { $number }, { $move }: { $fault }
# $outcome: an outcome-* message (app.ftl).
record-move-after-end = move { $number }, { $move }: the game was already over ({ $outcome })
# $recorded, $replayed: outcome-* messages.
record-result-mismatch = the recorded result is { $recorded }, but the moves give { $replayed }
record-result-not-over = the recorded result is { $recorded }, but after the moves the game is not over
record-result-missing = the record gives no result, but the moves end the game: { $replayed }
record-result-disagrees = the recorded result disagrees with the moves
record-comment-out-of-range = a comment is attached to move { $number }, but the game has { $moves } { $moves ->
        [one] move
       *[other] moves
    }
# $inconsistency: an inconsistency-* message.
record-inconsistent = the record contradicts itself: { $inconsistency }
record-bad-level = the computer playing { $side ->
        [white] White
       *[black] Black
    } is at level { $level }, but its levels go from 1 to { $max }
record-bad-review-length = the review has { $entries } entries, but the game has { $positions } positions
# $at: the entry, from 0.
record-bad-review-entry = the review's entry { $at } is not an evaluation such as "cp 35", "win 7" or "draw"
record-bad-clock = the clock gives more move times ({ $marks }) than the game has moves ({ $moves })
# $side: whose clock; $time, $most: milliseconds.
record-impossible-clock = the clock gives { $side ->
        [white] White
       *[black] Black
    } { $time } ms, more than the game's time control could have given ({ $most } ms)

## Fields of a record that contradict each other (record::Inconsistency). The
## field names (first, lot_seed) are the file's; $option is the rule option
## first: "lot", "white" or "black"; $seed: the lot's seed.

inconsistency-first-not-to-move = first is { $first ->
        [white] White
       *[black] Black
    }, but in the start position { $side ->
        [white] White
       *[black] Black
    } is to move
inconsistency-first-against-option = first is { $first ->
        [white] White
       *[black] Black
    }, but the rule option first is { $option ->
        [lot] Lot
        [white] White
       *[black] Black
    }
inconsistency-seed-without-lot = lot_seed is { $seed }, but no lot was drawn: the rule option first is { $option ->
        [lot] Lot
        [white] White
       *[black] Black
    }
# $drawn: the side that lot_seed draws; $first: the side the record says.
inconsistency-seed-draws-other = lot_seed { $seed } draws { $drawn ->
        [white] White
       *[black] Black
    } to move first, but first is { $first ->
        [white] White
       *[black] Black
    }

## Why a recorded move cannot be played, beyond the rules' own reasons
## (record::MoveFault).

# $count: how many moves; $candidates: the moves, joined by commas.
move-fault-ambiguous = ambiguous: it names { $count } moves: { $candidates }
# $captured: the squares, joined by commas; $count: how many.
move-fault-no-capture-taking = no capture from { $from } takes the { $count ->
        [one] piece on { $captured }
       *[other] pieces on { $captured } in this order
    }
move-fault-no-capture-taking-ending-on = no capture from { $from } takes the { $count ->
        [one] piece on { $captured }
       *[other] pieces on { $captured } in this order
    } and ends on { $to }
move-fault-no-capture-ending-on = no capture from { $from } ends on { $to }

## The question on starting after the app was closed with a game unfinished.
## $game: "akidada" or "dama"; $white, $black: the players' names; $moves: the
## moves played; $date: when the game was saved.

resume-summary = An unfinished game was saved when the app last closed: { $game ->
        [akidada] { akidada }
       *[dama] { dama }
    }, { $white } against { $black }, { $moves } { $moves ->
        [one] move
       *[other] moves
    } played.
resume-summary-dated = An unfinished game was saved when the app last closed: { $game ->
        [akidada] { akidada }
       *[dama] { dama }
    }, { $white } against { $black }, { $moves } { $moves ->
        [one] move
       *[other] moves
    } played, { $date }.
