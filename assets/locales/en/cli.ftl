## The command line's own words (src/cli): `akidada help`, its errors and its
## notes on standard error. What goes to standard output as data (moves, counts,
## values, JSON, PDN, the engine protocol) is not here: it stays the same in
## every language.
##
## Stays literal in every language: the program's name, command names (perft,
## puzzles generate), option names (--movetime), the placeholders of the usage
## lines (GAME, POS, MS, N, FILE, ...), option values (KingWins, level:8) and
## the JSON examples (given as variables).
##
## The help: a cli-help-* message is a section of `akidada help` as it is
## printed; a command's section is printed two columns in from the file's
## text (its usage at the left, its text four columns in, examples six). Fluent
## reads a line that starts with [, * or . as syntax, and drops the indent of a
## line that starts with a variable: such a line starts with a \ where its text
## starts (\[--level L], \{ $json }), and the program drops the \. The manual
## page is rendered from the English help.

cli-help-head =
    akidada - Akidada (the Yoruba alignment game) and Dama (Turkish draughts)

    Without a command, akidada opens the desktop app: play a friend or the computer,
    learn the rules, analyse and review games. With a command it runs headless: the
    data on standard output, one item a line; timings, notes and errors on standard
    error.

    USAGE
      akidada                        open the window
      akidada FILE                   open the window with a saved game (a .ron file;
                                     a file named like a command: write ./perft)
      akidada --install-desktop      add a launcher and the saved-game file type for
                                     this user (Linux), so a double-click opens them
      akidada --version              show the version
      akidada help                   show this text (also --help, -h)
      akidada help COMMAND           show one command's help (also akidada COMMAND
                                     --help, -h)

    GAME is akidada or dama. POS is a position string; the side to move is its first
    letter. Without --fen the standard start is used, White to move.

    { $rule_options }

    POSITION STRINGS
      Akidada  <side>:W<points>:B<points>:H<white in hand>,<black in hand>, for
               example W:W:B:H6,6 (the start) or B:Wa1,c1,c2:Bb2,e5:H3,4
      Dama     <side>:W<squares>:B<squares>, a king prefixed with K, for example
               W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1

    COMMANDS
cli-help-lab =
    LAB TOOLS
      The research tools that made the engine and its data (this build has the lab
      feature; the Debian package does not):
cli-help-tail =
    EXIT STATUS
      0 on success, 1 when a file is bad or an install fails, 2 on a usage error
      (the error says what was expected).

# The rule options, in the help and in each command's own help that takes them.
cli-help-rule-options =
    RULE OPTIONS
      Commands that play by the rules take the rule options of RULES.md as flags,
      the name with dashes and the value as in saved games (any case):
        Akidada  --removal Any|NotFromLines  --double-line One|Two  --no-progress N
        Dama     --non-max-capture Loses|Forbidden  --lone-piece KingWins|Draw
                 --no-progress N
      Left out, an option has its default: the first value named, and 50 for
      --no-progress.

cli-help-perft =
    perft GAME DEPTH [--fen POS] [rule options]
        Counts the move paths of each length from 1 to DEPTH (at most 20) and prints
        one line `<depth> <count>` per depth. Time and nodes per second go to stderr.
        Counted by the movement rules alone, as usual for perft: the rules that
        end a game (two pieces left, a lone piece against a king, repetition, no
        progress) are not applied.
          akidada perft akidada 5
          akidada perft dama 6
          akidada perft akidada 4 --fen "B:Wa1,c1,c2:Bb2,e5:H3,4"
# $json: an example line of JSON.
cli-help-moves =
    moves GAME [--fen POS] [--json | --values] [rule options]
        Lists the legal moves, one per line, in notation (Akidada: c1, c1-c2,
        c1-c2xb2; Dama: d3-d4, b8xb5xg5). They are listed even when the rules
        say the game is over there (a note on stderr says so).
        With --values (Akidada), each move and its exact value from the mover's
        view, best first: `c1-c2 win 17` (see `solve`).
        With --json, one object per line:
          \{ $json }
        Dama: `captured` in jump order; `promotes` when a man ends on its last rank.
        Akidada: `from` is null for a placement; `captured` holds the removed
        point(s); `promotes` is always false.
          akidada moves dama --fen "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1" --json
# $json, $json2: an example object of JSON, in two lines.
cli-help-captures =
    captures dama [--fen POS] [--json] [rule options]
        Lists every complete capture sequence, maximal or not, as
        `<route> <count> <legal|non-maximal>`, most captures first, e.g.
          b8xb5xg5xg1xa1xa4xf4 6 legal
          b8xb5xe5xe1xa1xa4 5 non-maximal
        Routes that make the same move (same start, end and captured set) are one
        move: it is shown once, with the first route found, and ` (N routes)` is
        appended when N > 1 routes make it. By the game's description (the default
        rules) a non-maximal capture loses the game. With --json, one object per line:
          \{ $json }
           \{ $json2 }
          akidada captures dama --fen "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1"
cli-help-solve =
    solve akidada [--fen POS] [--build | --stats] [rule options]
        Akidada is solved: every position's exact value is in a table, built on
        first use (a few seconds) and kept in the cache directory
        (AKIDADA_CACHE_DIR, else ~/.cache/akidada), one per --removal and
        --double-line. Prints the value of POS (the start without --fen) from the
        side to move, alone on the first line: `win N`, `loss N` or `draw`, N in
        plies (RULES.md section 3); repetition and no-progress draws ignored.
        Details on stderr: the result within the no-progress rule (a cursed win
        or blessed loss is a table value the rule turns into a draw), the plies
        to the next removal, the best moves.
        --build   build the table and no-progress layer ahead of time and print
                  their files' paths
        --stats   print `positions`, `wins`, `draws`, `losses` (every position with
                  a side to move), `distinct` (up to symmetry and colours),
                  `longest_win`, `longest_win_from_start` (positions reachable from
                  the start), `start` (its value), `cursed_wins` and
                  `blessed_losses` (under --no-progress), one `name value` a line
          akidada solve akidada
          akidada solve akidada --fen "W:Wa1,c1,c2:Bb2,e5,d4:H3,3" --removal NotFromLines
    solve dama --fen POS [rule options]
        The exact value of a Dama position with up to 4 pieces (5 once `tables
        build --pieces 5` has made those), from the endgame tables (built first
        if need be): one line, `win N`, `loss N` or `draw`, N
        in plies, from the side to move. The position is taken as set up, so the
        lone-piece rule judges its moves, not the position itself. Every move
        with its value, and whether the no-progress count spoils the win, go to
        stderr.
          akidada solve dama --fen "W:Wc1,a2:Bc7,f8"
          akidada solve dama --fen "W:WKc2,Kc3,Ke3:BKh3" --lone-piece draw
cli-help-check =
    check FILE.ron | FILE.pdn
        Reads the saved game and replays every move through the rules. Prints
        `<game>: <n> moves, <result>`, or the error (with the line and column, or
        the move number and why) and exits with status 1. A PDN file: one line
        `game <n> (<players>): ...` per game, the error of each bad game, and
        exit status 1 if any is bad.
          akidada check game.ron
          akidada check games.pdn
cli-help-bestmove =
    bestmove dama [--fen POS] [--movetime MS | --depth N | --nodes N]
                 \[--level L] [rule options]
        Prints the engine's move (`(none)` when there is no legal move). The
        search's progress goes to stderr. Default: 1000 ms at full strength;
        --level 1 (beginner) to 8 (full strength).
          akidada bestmove dama --fen "W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1" --depth 6
cli-help-analyse =
    analyse dama [--fen POS] [--multipv K] [--movetime MS | --depth N]
                 \[rule options]
        Prints the K best moves (default 3), one line each:
        `<rank> <score> <line>`, the score `cp N` (hundredths of a man, from the
        side to move) or a proven `win N` / `loss N` (plies). Default 2000 ms.
          akidada analyse dama --multipv 5 --movetime 3000
cli-help-match =
    match [--first P] [--second P] [--games N] [--seed S] [--opening-plies N]
              \[--first-weights FILE] [--second-weights FILE]
              \[--first-tables N] [--second-tables N]
              \[--first-engine PATH] [--second-engine PATH] [--record FILE]
              \[--starts FILE] [rule options]
        Self-play: two configurations play N games (default 40, even) from random
        openings of 4 plies (--opening-plies), each opening with both colours.
        A player P is level:L (1 to 8), depth:N, nodes:N or movetime:MS
        (defaults: level:8 against level:7). Each game goes to stderr; the result,
        from the first player's view, to stdout with the Elo difference and its
        95 % error bar, and the wins each player threw away (five of its moves
        in a row judged +2 men or more, and no win; also by the pieces on the
        board). --record FILE writes one JSON line a game: its moves, each
        move's score, the result. Weights files as src/ai/eval/weights.txt.
        --first-engine PATH (--second-engine) plays another build of akidada
        (PATH engine, through the engine protocol, one thread) in that seat.
        --starts FILE plays from its positions (one position string a line, #
        a comment) instead of random openings, each with both colours.
        --first-tables N (--second-tables): that player reads endgame tables of
        at most N pieces (0: none; default: the largest in the cache).
          akidada match --first level:4 --second level:3 --games 40
cli-help-engine =
    engine
        Runs the engine protocol on stdin/stdout (the grammar of UCI): uci,
        isready, ucinewgame, setoption name N value V (the options `uci` lists:
        the engine's own and every rule option: first, non_max_capture,
        lone_piece, no_progress), position startpos|fen POS [moves M ...],
        go movetime MS | depth N | nodes N | wtime MS btime MS [winc MS binc MS]
        | infinite, stop, quit. Scores are `score cp N` or, when proven, `score win N` / `score loss
        N`. A bad line gets `info string error: ...` and the engine goes on.
        From 8 pieces down, the search uses the Dama endgame tables in the cache
        if `akidada tables build` has made them (said in an `info string`). They
        are read on a thread of their own from the first position given; until
        they are read, a search on the clock goes without them and one without
        a clock waits for them.
        `setoption name Game value akidada` plays Akidada from the solved table
        (rule options: first, removal, double_line, no_progress); every score is
        exact, and Level 1 to 5 sets how often it errs.
          printf 'position startpos moves c3-c4\ngo depth 8\n' | akidada engine
cli-help-convert =
    convert IN OUT [--game N]
        Converts games between saved games (.ron) and PDN (.pdn), each file's
        kind told by its extension; every game is replayed through the rules on
        the way. A PDN file of several games gives one saved game with --game N
        (from 1); to PDN, all its games are written, or game N alone. Prints one
        line per game written; a bad game is reported (exit status 1) and nothing
        is written. Akidada games have no PDN: PDN is for draughts.
          akidada convert game.ron game.pdn
          akidada convert games.pdn game.ron --game 3
cli-help-review =
    review GAME [--movetime MS | --nodes N] [--game N] [--json] [--no-save]
        Judges every move of a game (a saved game, .ron, or PDN), as Game >
        Review the game does in the window: each move's class (best, good,
        inaccuracy ?!, mistake ?, blunder ??), the better move where one was
        missed, and each player's accuracy. Dama positions are searched for
        N nodes each (default 400000, the window's) or MS milliseconds; Akidada
        and endgames of up to 4 pieces (5 with the five-piece tables) are judged
        exactly by their tables.
        A saved game gets the review written into it (the window then shows
        it), unless --no-save; a PDN file is only read (--game N picks one of
        several). --json prints one JSON object instead of the text.
          akidada review assets/examples/dama-win.ron --nodes 100000
cli-help-host =
    host GAME [--port N] [--code C] [--engine LEVEL] [--movetime MS] [--save FILE]
    \     [--name NAME] [--colour white|black|lot] [--clock M+S] [--bind ADDR] [--wait S]
    \     [--lesson] [--no-router] [rule options]
    host --resume FILE [--port N] [--code C] [--engine LEVEL] [--save FILE] ...
        Hosts a game over the network for a friend who runs `akidada join`. Prints `code C`, the
        code made for this game (or the one given: 4 to 64 letters or digits),
        `port N` (default 47147; 0 for any free port) and `address ADDR:PORT`
        for each address of this machine, then waits. Pairing runs SPAKE2 over
        the code and the game an encrypted, authenticated channel (Noise); a
        wrong code is refused, and after 10 wrong codes the game takes no more.
        The host plays --colour (by lot if not given), keeps the clocks
        (--clock 5+3: minutes for the game, seconds added a move) and the
        rules (the rule options as flags). With --engine LEVEL the engine plays
        this side (Dama 1 to 8, Akidada 1 to 5; --movetime MS a move, default
        1000); without it, type a move a line on standard input, or draw,
        resign, takeback, accept, decline, quit.
        Standard output: `start GAME SIDE white NAME black NAME`, `move N SIDE
        MOVE` (with both clocks' milliseconds left when there are clocks),
        `takeback N`, `result ...`. If the connection drops, the game waits
        --wait S seconds (default 300) for the joiner, clocks stopped. --save
        FILE saves the game at the end, finished or not (with `network` and
        both names); --resume FILE hosts such an unfinished game again.
        --lesson makes the game a lesson: both players' apps then allow hints,
        analysis and teaching mode while it goes on (a teacher playing a pupil).
        Listening on every address (no --bind), the host asks the router to
        forward the port while the game lasts (PCP, NAT-PMP or UPnP, for at
        most 3 seconds), prints `router METHOD ADDR:PORT`, `router none` or
        `router failed`, and gives the router's public address as the first
        `address`; the mapping is removed at the end. --no-router asks no router.
          akidada host dama --clock 5+3 --engine 4 --save game.ron
cli-help-join =
    join ADDR:PORT --code C [--engine LEVEL] [--movetime MS] [--save FILE] [--name NAME]
    \     [--wait S]
        Joins a game hosted with `akidada host`, with the
        address, port and code the host gave. The game, its rules, clocks and
        colours are the host's. Moves, standard output and --save are as for
        host; if the connection drops, join connects again for --wait S
        seconds (default 300) and the game goes on where it was.
          akidada join 192.168.1.20:47147 --code 1234-5678 --save game.ron
cli-help-tables =
    tables build [--pieces N] [--lone-piece KingWins|Draw] [--force]
    tables stats [--pieces N] [--lone-piece KingWins|Draw]
        The Dama endgame tables: the exact value (`win 9`, `loss 4`, `draw`, in
        plies) of every position with up to N pieces (2 to 5, default 4; five
        pieces take about an hour on two cores, 8.4 to 9.4 GB of memory while
        building and 1.3 to 1.8 GB on disk for each reading), under
        both readings of the lone-piece rule, or the one given. They are kept in
        the cache directory ($AKIDADA_CACHE_DIR, else ~/.cache/akidada); a file
        that is missing or damaged is built again (progress on stderr).
        `build` prints `<reading> <bytes> <how>` per reading (tables already
        there are kept unless --force). `stats` prints one line per signature
        (KMvK: king and man, to move, against a king):
          <reading> <signature> <positions> <wins> <draws> <losses> <captures>
          <longest win> <longest loss> <longest distance to zeroing>
          akidada tables build
          akidada tables stats --pieces 3 --lone-piece Draw
# $json, $json2: an example object of JSON, in two lines.
cli-help-puzzles =
    puzzles export --json [--game GAME] [--theme THEME]
        Prints the shipped puzzles, one JSON object a line:
          \{ $json }
           \{ $json2 }
        `solution` is the line in RULES.md notation, the solver's moves first and
        every other; `kind` is akidada, endgame or middlegame; `goal` is win,
        draw or material. THEME: shot, breakthrough, crowning, king_endgame,
        lone_piece, opposition, akidada_line, double_threat, blocking,
        removal_choice.
    puzzles show ID
        Prints one puzzle the same way (e.g. `akidada puzzles show m0001`).
    puzzles check [--kind KIND] [--sample N] [--seed N] [--nodes N] [--dir DIR]
        Re-proves the shipped puzzles (or those in DIR): Akidada and Dama endings
        by the tables (read from the cache, built there the first time), Dama
        middlegames by deep search (each solver move the search's best and at
        least 1.5 men better than the second, or the only proven win; the line
        ends a man up or won). --sample N checks N of each kind chosen by --seed;
        --seed also moves the search's evaluation by up to 4% (0: the engine's
        own). Prints `<id> ok` or `<id> FAILED <why>`; exit status 1 if any fail.
          akidada puzzles export --json --game dama --theme shot
          akidada puzzles show m0002
          akidada puzzles check --sample 5 --seed 1
cli-help-course =
    course export --json
        Prints the course's levels, one JSON object a line:
          \{ $json }
        `goal` is what the learner is to do; `stars` the most of the learner's
        moves for three, two and one star, and `limit` the last of them;
        `replies` is `best` when the opponent answers with its best defence,
        `scripted` when the level gives its replies; `solution` a line that
        meets the goal within the limit, the learner's moves first and the
        opponent's (the best defence's, or the scripted ones) between them.
    course check [FILE]
        Proves every level of the course, or of a level file (RON, one level or
        a list): its goal is met within the three-star limit against every
        defence and, for a level with scripted replies, along them (each legal
        in its turn). One line a level; exit status 1 if any cannot be done.
        A level whose position no game reaches (a man behind its own side's start
        ranks) is proven all the same, with a warning on stderr.
          akidada course check
          akidada course check my-levels.ron
cli-help-puzzles-generate =
    puzzles generate [--seed N] [--akidada N] [--endgame N] [--middlegame N]
                     \[--drill N] [--threads N] [--out DIR]
        Mines puzzles from self-play games between varied levels (deterministic
        from --seed, whatever the threads) and writes them with the drill's
        positions to DIR (default assets/puzzles), the command in each file's
        first line; what each check removed goes to stderr. Long: hours.
          akidada puzzles generate --seed 1 --threads 2

# $command: the words that start the tool, e.g. "match" or "puzzles generate".
cli-lab-only = { $command } is one of the lab's tools, which this build leaves out: build with `cargo build --release --features lab` (see the README)
## Every usage error ends with this line.
cli-run-help = Run `akidada help` for usage.
cli-cannot-write-output = cannot write the output: { $error }
# $names: the command names, joined by commas, then the last one.
cli-command-names = { $names } or help
# `akidada help` given more than one word. $found: the second, quoted.
cli-help-one-command = help takes the name of one command, found more: { $found }
# `akidada help COMMAND` naming no command. $command: what was given, quoted;
# $commands: a cli-command-names message.
cli-help-no-such-command = no command { $command } to help with: expected { $commands }
# $found: the argument, quoted.
cli-saved-game-alone = expected a saved game's path alone, found more after it: { $found }
# $commands: a cli-command-names message.
cli-unknown-option = unknown option { $option }: expected a command ({ $commands })
cli-unknown-command = unknown command { $command }: expected { $commands }, or the path of a saved game (no such file)
# $note: a note of the engine or the system, in English.
cli-note = note: { $note }

## Reading a command's arguments (src/cli/args.rs). $command: the command
## ("perft", "puzzles show"); $flag: an option as given; $option, $argument,
## $value, $game: what was given, quoted.

# $accepted: a cli-flags-* message.
cli-unknown-flag = { $command }: unknown option { $option }: expected { $accepted }
cli-unknown-flag-or-rule = { $command }: unknown option { $option }: expected { $accepted } or a rule option
cli-flags-none = no options
# $rest: every option but the last, joined by commas; $last: the last.
cli-flags-list = { $rest } and { $last }
cli-flag-takes-no-value = { $command }: { $flag } takes no value
cli-flag-twice = { $command }: { $flag } is given twice
cli-fen-needs-value = { $command }: --fen needs a position string after it, e.g. --fen "W:W:B:H6,6" or --fen "W:WKb8:Bb6,d5"
# $what: what the value is (a placeholder of the usage: MS, N, VALUE).
cli-flag-needs-value = { $command }: { $flag } needs a value after it: { $flag } { $what }
cli-not-a-number = { $command }: { $flag } { $value }: expected a whole number from { $min } to { $max }
cli-expected-game = { $command }: expected a game after `{ $command }`: akidada or dama
cli-unknown-game = { $command }: unknown game { $game }: expected akidada or dama
cli-unexpected-argument = { $command }: unexpected argument { $argument }
# $error: why the option cannot be read; $game: "akidada" or "dama"; $options:
# the game's rule options as flags.
cli-bad-rule-option =
    { $command }: { $error }
    (the rule options of { $game ->
        [akidada] Akidada
       *[dama] Dama
    } are { $options })
# $game: "akidada" or "dama"; $text: the position string, quoted. The rules it
# breaks follow, one a line.
cli-position-invalid = the { $game ->
        [akidada] Akidada
       *[dama] Dama
    } position string { $text } gives a position the rules do not allow:
# $error: where reading failed and what was expected. The string follows with
# a caret under the failing character.
cli-position-syntax = not a valid { $game ->
        [akidada] Akidada
       *[dama] Dama
    } position string: { $error }
# $form: a cli-position-form-* message.
cli-position-form = Form of { $game ->
        [akidada] an Akidada
       *[dama] a Dama
    } position string: { $form }
cli-position-form-akidada = <side>:W<points>:B<points>:H<white in hand>,<black in hand>, e.g. W:W:B:H6,6 or B:Wa1,c1,c2:Bb2,e5:H3,4
cli-position-form-dama = <side>:W<squares>:B<squares>, kings prefixed with K, e.g. W:WKb8:Bb6,d5,e4,a3,g2,Kb1,Kh1

## perft, moves, captures (src/cli/rules.rs). $max: the deepest depth.

cli-perft-expected-depth = perft: expected a depth after the game, a whole number from 1 to { $max }
cli-perft-depth-zero = perft: depth 0 counts nothing: expected a depth from 1 to { $max }
cli-perft-too-deep = perft: depth { $depth } is too deep: expected a depth from 1 to { $max }
# $word: what was given, quoted.
cli-perft-not-a-depth = perft: { $word } is not a depth: expected a whole number from 1 to { $max }
# $game: "akidada" or "dama"; $seconds, $rate: numbers already written.
cli-perft-timing = perft { $game } depth { $depth }: { $nodes } nodes in { $seconds } s ({ $rate } M nodes/s)
cli-moves-values = moves: --values goes with `moves akidada` (Akidada is solved), without --json
# $outcome: an outcome-* message (app.ftl).
cli-game-over-note = note: by the rules the game is over in this position ({ $outcome }); the moves are listed all the same
cli-captures-dama-only =
    captures: only Dama has capture sequences: expected `captures dama`
    (for Akidada, `moves akidada` shows each removal)
cli-captures-none = no capture in this position
# $moves: the capture moves; $routes: the routes that make them; $legal: the
# moves that capture the maximum, $maximum pieces.
cli-captures-summary = { $moves } capture move(s) from { $routes } route(s); { $legal } legal, capturing { $maximum }

## check and --install-desktop (src/cli/check.rs).

cli-check-expects = check expects one saved game's path: akidada check FILE.ron (or FILE.pdn)
cli-install-no-arguments = --install-desktop takes no arguments, found { $found }
cli-install-not-linux = --install-desktop is for Linux desktops (freedesktop.org launchers)
cli-install-no-home = the system names no home folder (HOME): nowhere to install
cli-install-no-exe = cannot find this program's own path: { $error }
cli-install-wrote = wrote { $path }
cli-install-failed = could not install under { $folder }: { $error }

## convert, and the games of a PDN file (src/cli/convert.rs, review.rs).
## $path: a file as given; $count: the games in it; $number: a game, from 1.

cli-convert-unknown-kind = convert: cannot tell the kind of { $path }: expected a name ending in .ron (a saved game) or .pdn
cli-convert-expects = convert expects two paths: akidada convert IN OUT (e.g. game.ron game.pdn)
# $command: convert or review.
cli-game-of-pdn-only = { $command }: --game chooses a game of a PDN file; a saved game holds one
cli-convert-game-number = convert: --game expects a game number from 1, found { $found }
cli-game-not-in-file = { $command }: { $path } holds { $count } { $count ->
        [one] game
       *[other] games
    }: --game { $number } is not one of them
cli-convert-choose-game = convert: { $path } holds { $count } games and a saved game holds one: choose it with --game N (akidada check { $path } lists them)
# $players: " (White - Black)", the players' names, or nothing.
cli-bad-game-in-file = { $path }: game { $number }{ $players }: { $error }
# $bad: the games that cannot be read, of $count.
cli-bad-games-in-file = { $path }: { $bad } of { $count } { $count ->
        [one] game
       *[other] games
    } cannot be read

## solve (src/cli/solve.rs and, for Dama, endgame.rs). $rule: the no-progress
## rule's moves a side; $value: a value as the output writes it (win 17).

cli-solve-dama-tables = solve dama: the endgame tables are built and counted with `akidada tables build` and `akidada tables stats`
cli-solve-build-or-stats = solve: --build and --stats are two different things: give one
cli-solve-fen-alone = solve: --fen goes with the plain value of a position, not with --build or --stats
cli-solve-solving = solving Akidada under these options (first use: a few seconds)...
cli-solve-layer-working = working out the no-progress layer...
# $origin: where the table came from (read from a file, built), in English.
cli-solve-table = table: { $origin }
cli-solve-layer = no-progress layer: { $origin }
# $seconds: a number already written.
cli-solve-ready = ready in { $seconds } s
cli-solve-over = the game is over here: { $outcome }
cli-solve-rule-off = the no-progress rule is off
cli-solve-cursed-win = cursed win: the no-progress rule ({ $rule } moves a side) makes it a draw
cli-solve-blessed-loss = blessed loss: the no-progress rule ({ $rule } moves a side) saves a draw
# $result: "win", "draw" or "loss".
cli-solve-within-rule = within the no-progress rule ({ $rule } moves a side): { $result ->
        [win] win
        [loss] loss
       *[draw] draw
    }
cli-solve-plies-to-removal = plies to the next removal under best play: { $plies }
# $moves: the best moves, joined by spaces.
cli-solve-best-moves = best move(s): { $moves } ({ $value })
cli-solve-distinct = distinct: { $wins } wins, { $draws } draws, { $losses } losses; cursed wins { $cursed }, blessed losses { $blessed }
cli-solve-longest-removal = longest distance to the next removal in the movement phase: { $plies } plies
# $position: a position string.
cli-solve-longest-win = a longest win: { $position }
cli-solve-longest-reachable = a longest win reachable from the start: { $position } ({ $distinct } distinct positions reachable: { $wins } wins, { $draws } draws, { $losses } losses; { $cursed } cursed wins, { $blessed } blessed losses)
cli-solve-counted = counted in { $seconds } s
# $move: a move in notation.
cli-solve-move-drawn = note: { $move } ({ $value }) is a draw under the no-progress rule
cli-solve-dama-needs-fen = solve dama: expected a position with --fen, with at most { $max } pieces, e.g. --fen "W:WKd4,e4:BKa8"
cli-solve-dama-too-many = solve dama: the position has { $pieces } pieces: the endgame tables cover positions with at most { $max } (men and kings of both sides)
# $pieces: 5; $reading: KingWins or Draw.
cli-solve-dama-not-built = solve dama: the { $reading } tables of { $pieces } pieces are not built: `akidada tables build --pieces { $pieces } --lone-piece { $reading }` makes them (most of an hour, up to 1.8 GB)
cli-solve-dama-not-in-tables = solve dama: the position is not in the tables
# $side: "white" or "black", to move; $value: a cli-value-* message; $reading:
# the lone-piece rule as the option writes it.
cli-solve-dama-value = { $side ->
        [white] White
       *[black] Black
    } to move: { $value } (lone_piece { $reading }, perfect play, repetition and no progress ignored)
cli-solve-dama-lone-note = note: reached by a move, this position would be over ({ $outcome }); set up, it is played on and the rule judges its moves
# $plies: a cli-plies message, to the next capture or man's move; $count: the
# plies counted so far, of $limit.
cli-solve-dama-spoiled = no progress: { $plies } to the next capture or man's move; the count ({ $count } of { $limit } plies) spoils it: a draw under the rule
cli-solve-dama-not-spoiled = no progress: { $plies } to the next capture or man's move; the count ({ $count } of { $limit } plies) does not spoil it
cli-solve-dama-caution = caution: with a limit this short, a later stretch without progress may run out too; the answer above is for the next one
# An exact value in words. $side: "white" or "black", to move; $plies: a
# cli-plies message.
cli-value-win = { $side ->
        [white] White
       *[black] Black
    } wins in { $plies }
cli-value-lost = { $side ->
        [white] White
       *[black] Black
    } has lost
cli-value-loss = { $side ->
        [white] White
       *[black] Black
    } loses in { $plies }
cli-value-draw = a draw
cli-plies = { $count ->
        [one] { $count } ply
       *[other] { $count } plies
    }

## The endgame tables (src/cli/endgame.rs). $reading: the lone-piece rule as
## the option writes it (KingWins, Draw); $pieces: the most pieces the tables
## cover; $origin: where they came from, in English.

cli-tables-expected-action = tables: expected `tables build` or `tables stats`
# $action: what was given, quoted.
cli-tables-unknown-action = tables: unknown action { $action }: expected build or stats
cli-tables-force = tables stats: --force goes with `tables build`
cli-tables-no-cache = tables build: no cache directory to keep the tables in: set AKIDADA_CACHE_DIR or HOME
cli-tables-origin = { $reading } tables ({ $pieces } pieces): { $origin }
cli-tables-origin-time = { $reading } tables ({ $pieces } pieces): { $origin }, { $seconds } s
cli-tables-done = done in { $seconds } s
# $signature: the material being built (KMvK); $percent: how far, 0 to 100.
cli-tables-building = building { $reading } tables: { $signature } ({ $percent }%)

## bestmove, analyse (src/cli/engine.rs) and match (src/cli/matches.rs).

cli-engine-dama-only = { $command }: the engine plays dama only so far (expected: { $command } dama)
cli-engine-one-limit = { $command }: give one of --movetime, --depth and --nodes, not several
# $side: "white" or "black", to move.
cli-engine-no-move = note: { $side ->
        [white] White
       *[black] Black
    } has no legal move: the game is lost
# $path: the file as given, quoted; $error: why, from the system.
cli-match-cannot-read = match: { $flag } { $path }: cannot read it: { $error }
# $error: why the weights cannot be read, in English.
cli-match-bad-weights = match: { $flag } { $path }: { $error }
# $error: why the player cannot be read, in English.
cli-match-bad-player = match: { $flag }: { $error }
cli-match-odd-games = match: --games { $games }: expected an even number (each opening is played twice)
# $first, $second: the players as given (level:8); $plies: random plies of each opening.
cli-match-start = match: { $first } against { $second }, { $games } games, openings of { $plies } random plies
# $number: the game, from 1; $white: "first" or "second", the player with
# White; $outcome: the score (2-0) and how the game ended; $score: the match so
# far, as the output writes it.
cli-match-game = game { $number } ({ $white ->
        [first] first
       *[second] second
    } white): { $outcome }; so far { $score }
cli-match-stopped = draw (stopped after { $plies } plies)
# $path: the record file as given, quoted; $error: why, from the system.
cli-match-cannot-write = match: --record { $path }: cannot write it: { $error }
# $error: what went wrong with another build's engine process, in English.
cli-match-engine-failed = match: stopped: { $error }
# $path: the --starts file as given, quoted; $line: the line, from 1. The
# position's own error follows on the next lines.
cli-match-bad-start = match: --starts { $path }, line { $line }:
cli-match-no-starts = match: --starts { $path }: no positions in it
# $first, $second: games in which that player judged itself +2 men or more at
# five of its moves in a row and did not win; $first_pieces, $second_pieces:
# the same by the pieces on the board.
cli-match-thrown-away = wins thrown away (+2 men or more at five moves in a row, and no win): first { $first }, second { $second }; by the pieces on the board: first { $first_pieces }, second { $second_pieces }

## review (src/cli/review.rs).

cli-review-expects = review expects the path of a game: akidada review GAME.ron
cli-review-one-limit = review: give --movetime or --nodes, not both
cli-review-choose-game = review: { $path } holds { $count } games: choose one with --game N (akidada check { $path } lists them)
cli-review-no-moves = { $path }: the game has no moves to review
cli-review-progress = reviewing: { $done } of { $all } positions
cli-review-done = reviewed { $moves } moves in { $seconds } s
cli-review-not-saved = { $path }: the review could not be saved: { $error }
cli-review-saved = the review was saved in { $path }
# A move's class, after the move: $class is best, good, inaccuracy, mistake or
# blunder.
cli-review-class = { $class ->
        [best] best
        [good] good
        [inaccuracy] inaccuracy
        [mistake] mistake
       *[blunder] blunder
    }
# $move: the better move in notation.
cli-review-better = better: { $move }
# $name: the player; $side: "white" or "black"; $accuracy: a
# cli-review-accuracy or cli-review-no-moves-played message; the counts of
# each class.
cli-review-player = { $name } ({ $side ->
        [white] White
       *[black] Black
    }): { $accuracy }, { $inaccuracies } { $inaccuracies ->
        [one] inaccuracy
       *[other] inaccuracies
    }, { $mistakes } { $mistakes ->
        [one] mistake
       *[other] mistakes
    }, { $blunders } { $blunders ->
        [one] blunder
       *[other] blunders
    }
# $percent: a number already written.
cli-review-accuracy = accuracy { $percent }%
cli-review-no-moves-played = no moves

## puzzles (src/cli/puzzles/).

cli-puzzles-actions = puzzles: expected `puzzles export`, `show`, `check` or `generate`
# $action, $theme, $kind, $id: what was given, quoted.
cli-puzzles-unknown-action = puzzles: unknown action { $action }: expected export, show, check or generate
cli-puzzles-export-json = puzzles export: give --json (the only form so far)
cli-puzzles-show-id = puzzles show: expected a puzzle's id, e.g. `puzzles show m0001`
cli-puzzles-no-such-id = puzzles show: no puzzle has the id { $id }
cli-puzzles-unknown-theme = puzzles: unknown theme { $theme }: expected shot, breakthrough, crowning, king_endgame, lone_piece, opposition, akidada_line, double_threat, blocking or removal_choice
cli-puzzles-unknown-kind = puzzles check: unknown kind { $kind }: expected akidada, endgame or middlegame
# $error: what is wrong, in English.
cli-puzzles-damaged = puzzles: the puzzle files are damaged: { $error }
cli-puzzles-cannot-read = puzzles: cannot read { $path }: { $error }
cli-puzzles-cannot-write = puzzles generate: cannot write { $path }: { $error }
cli-puzzles-no-cache = puzzles: no cache directory for the tables: set AKIDADA_CACHE_DIR or HOME (they are built in memory)
# $count: the puzzles checked; $kinds: how many of each kind (12 akidada, 30
# endgame); $seed, $nodes: the search's.
cli-puzzles-checked = checked { $count } ({ $kinds }), { $failed } failed, in { $seconds } s (search seed { $seed }, { $nodes } nodes)
cli-puzzles-internal-error = puzzles generate: the run stopped on an internal error
# The binary opened without a subcommand. $error: why the window failed.
cli-window-failed = could not open the window: { $error }
cli-no-window = this build has no window (built without the `gui` feature); run `akidada help` for the command line

## course

cli-course-actions = course: expected `course export` or `course check`
# $action: what was given, quoted.
cli-course-unknown-action = course: unknown action { $action }: expected export or check
cli-course-export-json = course export: give --json (the only form so far)
# $error: what is wrong, in English.
cli-course-damaged = course: the course's files are damaged: { $error }
cli-course-cannot-read = course check: cannot read { $path }: { $error }
# $moves: the fewest of the learner's moves; $solution: the line, in notation.
cli-course-proven = proven in { $moves } { $moves ->
        [one] move
       *[other] moves
    }: { $solution }
# A level's position that no game reaches. $problem: why, as the position editor says it.
cli-course-warning = warning: { $problem }

## host and join (src/cli/net.rs). $name: the other player's name; $side:
## "white" or "black"; $reason: why, worded by the network's own messages.
cli-net-hosting = hosting { $game } on port { $port } with the code { $code }: waiting for your friend
cli-net-joining = joining { $addr }
cli-net-join-expects = join expects the host's address and the code: akidada join ADDR:PORT --code C
# $found: what was given, quoted.
cli-net-bad-address = expected an address and a port, like 192.168.1.20:47147, found { $found }
cli-net-code-length = the code must have 4 to 64 letters or digits, found { $found }
cli-net-code-character = the code may hold only letters, digits, dashes and spaces, found { $found }
cli-net-bad-colour = --colour expects white, black or lot, found { $found }
cli-net-bad-clock = --clock expects minutes and seconds added a move, like 5+3, found { $found }
cli-net-resume-over = { $path }: the game is over: there is nothing to resume
cli-net-started = the game begins: you play { $side ->
        [white] White
       *[black] Black
    } against { $name }
cli-net-lesson = the host made this game a lesson: hints and analysis are allowed
cli-net-refused = not done: { $reason }
cli-net-draw-offered = { $name } offers a draw: type accept or decline
cli-net-draw-declined = { $name } declined the draw
cli-net-takeback-asked = { $name } asks to take back a move: type accept or decline
cli-net-takeback-declined = { $name } declined the takeback
cli-net-dropped = the connection dropped ({ $reason }): the clocks are stopped while it comes back
cli-net-resumed = { $name } is back: the game goes on
cli-net-turned = a connection was turned away: { $reason }
cli-net-peer-left = the other player left the game
cli-net-gave-up = the other player did not come back in time
cli-net-saved = the game is saved in { $path }
cli-net-not-saved = the game could not be saved in { $path }: { $error }
