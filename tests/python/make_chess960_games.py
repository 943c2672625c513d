#!/usr/bin/env python3
"""Writes tests/data/chess960-games.pgn: four Chess960 games played by a
seeded random mover that castles whenever it can (queen side first in odd games, king side in even ones) and
prefers captures, with a comment every ten moves, so the PGN round-trip test
meets Shredder castling, both castling sides, comments and results.

The file is checked in; run this only to change it."""

import random
from pathlib import Path

import chess
import chess.pgn

NUMBERS = [0, 271, 518, 959]


def pick(board, rng, queenside_first):
    moves = list(board.legal_moves)
    castles = [m for m in moves if board.is_castling(m)]
    if castles:
        return sorted(castles, key=lambda m: board.is_queenside_castling(m) != queenside_first)[0]
    if board.ply() < 24:
        home = 0 if board.turn == chess.WHITE else 7
        developing = [
            m
            for m in moves
            if chess.square_rank(m.from_square) == home
            and board.piece_type_at(m.from_square) not in (chess.KING, chess.ROOK)
        ]
        if developing:
            return rng.choice(developing)
    mates = [m for m in moves if board.gives_check(m) and board.is_capture(m)]
    captures = [m for m in moves if board.is_capture(m)]
    return rng.choice(mates or (captures if rng.random() < 0.7 and captures else moves))


def play(number, rng, queenside_first):
    board = chess.Board.from_chess960_pos(number)
    game = chess.pgn.Game()
    game.setup(board)
    game.headers["Event"] = f"Parlour test game, Chess960 position {number}"
    game.headers["White"] = "Random mover"
    game.headers["Black"] = "Random mover"
    node = game
    while not board.is_game_over(claim_draw=True) and board.ply() < 160:
        move = pick(board, rng, queenside_first)
        node = node.add_variation(move)
        board.push(move)
        if board.ply() % 20 == 0:
            node.comment = f"after move {board.ply() // 2}"
    game.headers["Result"] = board.result(claim_draw=True)
    return game


def main():
    rng = random.Random(960)
    games = [play(number, rng, index % 2 == 1) for index, number in enumerate(NUMBERS)]
    out = Path(__file__).resolve().parent.parent / "data" / "chess960-games.pgn"
    out.write_text("\n\n".join(str(game) for game in games) + "\n")
    print(out)


if __name__ == "__main__":
    main()
