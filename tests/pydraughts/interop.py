"""The pydraughts side of tests/engine/pdn_pydraughts.rs (Turkish draughts).

  interop.py write SEED COUNT OUT   random legal games, written by pydraughts' PDNWriter
  interop.py read IN                games read by pydraughts' PDNReader and replayed
                                    on its board: one JSON line per game

pydraughts' kings may pass over pieces (a known fault), so its games stop at the
first crowning: up to then both programs agree on every move.
"""

import json
import random
import sys

from draughts import WHITE, Board, Move
from draughts.PDN import PDNReader, PDNWriter

MAX_PLIES = 120


def kings(fen):
    """The number of kings in a position string."""
    return sum(part.startswith("K") for part in fen.replace(":", ",").split(",")[1:])


def crowns(board, move):
    """Whether the move makes a king."""
    before = kings(board.fen)
    board.push(move)
    after = kings(board.fen)
    board.pop()
    return after > before


def random_game(rng):
    """A random game from the start: until the first crowning, the end, or MAX_PLIES."""
    board = Board("turkish")
    result = "*"
    while len(board.move_stack) < MAX_PLIES:
        moves = board.legal_moves()
        if not moves:
            # The side to move has no move and loses.
            result = "0-2" if board.turn == WHITE else "2-0"
            break
        before = kings(board.fen)
        move = rng.choice(moves)
        # Crowning ends the game: choose another move most of the time, for
        # longer games.
        if crowns(board, move) and rng.random() < 0.75:
            others = [m for m in moves if not crowns(board, m)]
            if others:
                move = rng.choice(others)
        board.push(move)
        if kings(board.fen) > before:
            break
    return board, result


def write(seed, count, path):
    rng = random.Random(seed)
    text = ""
    for number in range(1, count + 1):
        board, result = random_game(rng)
        tags = {
            "Event": f"pydraughts random game {number}",
            "White": "pydraughts",
            "Black": "pydraughts",
            # Not a tag either program reads: where pydraughts' board ended.
            "PydraughtsFinal": board.fen,
        }
        text += PDNWriter(filename=None, board=board, tags=tags, game_ending=result).pdn_text
    with open(path, "w", encoding="utf8") as out:
        out.write(text)


def read(path):
    for number, game in enumerate(PDNReader(filename=path).games, start=1):
        board = Board("turkish", game.tags.get("FEN", "startpos"))
        line = {"game": number, "moves": 0, "fen": board.fen, "result": game.game_ending, "error": None}
        try:
            for text in game.moves:
                board.push(Move(board, pdn_move=text))
                line["moves"] += 1
            line["fen"] = board.fen
        except Exception as error:  # the move it could not read, and why
            line["error"] = f"move {line['moves'] + 1}: {type(error).__name__}: {error}"
        print(json.dumps(line))


if __name__ == "__main__":
    if sys.argv[1:2] == ["write"] and len(sys.argv) == 5:
        write(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
    elif sys.argv[1:2] == ["read"] and len(sys.argv) == 3:
        read(sys.argv[2])
    else:
        sys.exit(__doc__)
