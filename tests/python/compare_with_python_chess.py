"""Replays games recorded by tests/engine_python.rs with python-chess and
checks, position by position, the legal moves (UCI), the SAN of every move,
the FEN and the game-over verdicts. Usage: compare_with_python_chess.py FILE
(one JSON game per line). Prints a summary; exits 1 on the first mismatches,
2 if python-chess is missing."""

import json
import sys

try:
    import chess
except ImportError:
    print("python-chess is not installed: pip install chess==1.11.2", file=sys.stderr)
    sys.exit(2)


def verdicts(board):
    return {
        "checkmate": board.is_checkmate(),
        "stalemate": board.is_stalemate(),
        "insufficient": board.is_insufficient_material(),
        "fifty": board.is_fifty_moves(),
        "repetition": board.is_repetition(3),
    }


def main(path):
    errors = []
    positions = 0
    totals = {key: 0 for key in ["checkmate", "stalemate", "insufficient", "fifty", "repetition"]}
    with open(path) as handle:
        for number, line in enumerate(handle):
            game = json.loads(line)
            board = chess.Board(game["start"], chess960=game["chess960"])
            for ply, record in enumerate(game["positions"]):
                if ply > 0:
                    board.push_uci(game["moves"][ply - 1])
                positions += 1
                where = f"game {number} ply {ply} ({board.fen()})"
                if board.fen() != record["fen"]:
                    errors.append(f"{where}: FEN {record['fen']!r} != python-chess {board.fen()!r}")
                theirs = {board.uci(move): board.san(move) for move in board.legal_moves}
                ours = record["moves"]
                if set(theirs) != set(ours):
                    missing = sorted(set(theirs) - set(ours))
                    extra = sorted(set(ours) - set(theirs))
                    errors.append(f"{where}: moves missing {missing}, extra {extra}")
                else:
                    for uci, san in ours.items():
                        if theirs[uci] != san:
                            errors.append(f"{where}: SAN of {uci} is {san!r}, python-chess says {theirs[uci]!r}")
                expected = verdicts(board)
                for key, value in expected.items():
                    totals[key] += value
                    if record[key] != value:
                        errors.append(f"{where}: {key} is {record[key]}, python-chess says {value}")
                if len(errors) > 20:
                    break
            if len(errors) > 20:
                break
    print(f"compared {positions} positions; verdicts seen: {totals}")
    for error in errors[:20]:
        print(error)
    sys.exit(1 if errors else 0)


if __name__ == "__main__":
    main(sys.argv[1])
