//! The chess engine's evaluation weights, fitted to the results of its
//! own games by [`super::tuning`]: 256818 positions, 300 steps of step size 1.
//! Written by `parlour tune`: edit the fitting, not this table.

use super::evaluation::{Score, Weights};

/// The weights the chess engine evaluates with, by [`super::evaluation::term`].
#[rustfmt::skip]
pub static TUNED: Weights = Weights([
    // Material: pawn, knight, bishop, rook, queen, king.
    Score(72, 91), Score(336, 294), Score(356, 332), Score(477, 538), Score(970, 997), Score(0, 0),
    // Squares of the pawn, a1 to h8.
    Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7),
    Score(3, 11), Score(-2, -6), Score(-4, 34), Score(-14, 6), Score(-9, -5), Score(22, -2), Score(18, 0), Score(-12, -1),
    Score(12, 8), Score(5, 6), Score(-9, 2), Score(-15, 1), Score(1, -12), Score(0, 9), Score(14, 8), Score(-4, 11),
    Score(11, 27), Score(-1, 15), Score(1, 4), Score(22, 1), Score(23, 7), Score(2, 8), Score(-5, 16), Score(-1, 13),
    Score(6, 23), Score(19, 25), Score(10, 16), Score(14, 3), Score(23, 8), Score(20, 15), Score(12, 14), Score(25, 30),
    Score(20, 36), Score(17, 40), Score(13, 32), Score(17, 28), Score(11, 25), Score(21, 30), Score(16, 20), Score(23, 31),
    Score(20, 35), Score(21, 37), Score(19, 35), Score(23, 34), Score(20, 32), Score(20, 33), Score(20, 35), Score(20, 27),
    Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42),
    // Squares of the knight, a1 to h8.
    Score(-22, -18), Score(-12, -17), Score(-7, -6), Score(-5, -1), Score(-2, -3), Score(-7, -5), Score(-20, -13), Score(-22, -18),
    Score(-14, -14), Score(-6, -7), Score(7, 0), Score(14, 2), Score(6, 5), Score(1, -4), Score(-9, -8), Score(-9, -12),
    Score(-11, -6), Score(3, 1), Score(1, 6), Score(22, 15), Score(19, 18), Score(6, 9), Score(9, 1), Score(-1, -8),
    Score(11, 3), Score(9, 3), Score(17, 14), Score(28, 16), Score(27, 16), Score(25, 10), Score(12, 6), Score(5, 2),
    Score(3, 1), Score(5, 6), Score(15, 10), Score(29, 18), Score(16, 7), Score(25, 14), Score(16, 13), Score(6, 3),
    Score(-6, -6), Score(7, 2), Score(8, 7), Score(22, 11), Score(19, 14), Score(10, 7), Score(5, 2), Score(-6, -7),
    Score(-16, -12), Score(-6, -4), Score(-2, -2), Score(9, 6), Score(10, 8), Score(2, -1), Score(-4, -5), Score(-14, -12),
    Score(-23, -18), Score(-14, -12), Score(-6, -6), Score(2, 2), Score(2, 1), Score(-6, -7), Score(-14, -12), Score(-22, -18),
    // Squares of the bishop, a1 to h8.
    Score(-17, -13), Score(-12, -10), Score(-9, -2), Score(-2, 0), Score(-6, -5), Score(-20, -3), Score(-12, -9), Score(-17, -13),
    Score(-4, -8), Score(-3, -11), Score(3, 2), Score(-8, -1), Score(12, 9), Score(10, -2), Score(14, -3), Score(-6, -11),
    Score(-3, -1), Score(10, 0), Score(2, 5), Score(11, 7), Score(0, 3), Score(6, 5), Score(13, -1), Score(-3, 0),
    Score(0, 2), Score(11, 12), Score(12, 5), Score(16, 10), Score(15, 14), Score(4, 7), Score(4, 4), Score(5, 2),
    Score(2, -1), Score(3, 8), Score(7, 5), Score(18, 8), Score(9, 5), Score(11, 10), Score(7, 6), Score(3, 1),
    Score(-3, -5), Score(4, 3), Score(7, 8), Score(10, 11), Score(12, 7), Score(9, 7), Score(4, 2), Score(-2, -3),
    Score(-6, -7), Score(-3, -3), Score(1, 1), Score(6, 5), Score(7, 6), Score(2, 0), Score(-4, -4), Score(-6, -5),
    Score(-10, -12), Score(-6, -7), Score(-2, -4), Score(2, 3), Score(2, 2), Score(-2, -5), Score(-6, -8), Score(-9, -10),
    // Squares of the rook, a1 to h8.
    Score(3, -5), Score(-10, -3), Score(11, -5), Score(17, 3), Score(22, 5), Score(16, -2), Score(-15, 2), Score(-6, -9),
    Score(2, 0), Score(1, 1), Score(3, -1), Score(2, -2), Score(-2, -5), Score(-4, -2), Score(-3, -3), Score(-17, -2),
    Score(-8, 1), Score(-5, -4), Score(0, 0), Score(2, 2), Score(3, 1), Score(3, 1), Score(0, -2), Score(0, 1),
    Score(3, 3), Score(0, 2), Score(1, -1), Score(3, -1), Score(5, 1), Score(4, 2), Score(-1, 0), Score(2, 0),
    Score(3, 7), Score(-1, -1), Score(4, 3), Score(5, 4), Score(6, 2), Score(5, 1), Score(2, 2), Score(0, 3),
    Score(3, 6), Score(1, 1), Score(6, 1), Score(8, 5), Score(6, 2), Score(4, -3), Score(0, 0), Score(3, 0),
    Score(23, 19), Score(18, 11), Score(24, 13), Score(24, 15), Score(27, 16), Score(24, 12), Score(19, 12), Score(18, 14),
    Score(2, 3), Score(0, 2), Score(4, -2), Score(4, -1), Score(4, 0), Score(4, -1), Score(0, 1), Score(-2, 0),
    // Squares of the queen, a1 to h8.
    Score(-8, -13), Score(-2, -8), Score(0, -4), Score(9, -4), Score(-6, -1), Score(-1, -4), Score(-5, -8), Score(-6, -12),
    Score(-6, -8), Score(-6, -4), Score(8, -2), Score(21, 6), Score(5, 3), Score(1, -1), Score(0, -4), Score(-6, -8),
    Score(-3, -4), Score(-1, 0), Score(-3, 4), Score(-2, 7), Score(-5, 7), Score(-3, 4), Score(-1, 0), Score(-4, -4),
    Score(-4, 0), Score(3, 4), Score(7, 9), Score(6, 11), Score(1, 12), Score(3, 8), Score(6, 7), Score(3, 0),
    Score(2, 2), Score(-3, 4), Score(5, 8), Score(4, 12), Score(8, 15), Score(4, 8), Score(3, 5), Score(5, 2),
    Score(-7, -5), Score(0, 0), Score(1, 4), Score(4, 8), Score(5, 8), Score(2, 4), Score(1, 1), Score(1, -3),
    Score(-6, -9), Score(-3, -5), Score(0, 0), Score(2, 4), Score(2, 4), Score(0, 0), Score(-1, -4), Score(-3, -7),
    Score(-6, -12), Score(-4, -8), Score(-2, -4), Score(0, 0), Score(0, 0), Score(-2, -4), Score(-4, -8), Score(-4, -12),
    // Squares of the king, a1 to h8.
    Score(16, -31), Score(28, -19), Score(14, -6), Score(-14, -7), Score(4, -12), Score(-10, -20), Score(48, -20), Score(22, -30),
    Score(0, -19), Score(1, -3), Score(-14, 1), Score(-26, 5), Score(-23, 11), Score(-17, 9), Score(3, 1), Score(6, -14),
    Score(-40, -9), Score(-38, 3), Score(-40, 8), Score(-41, 16), Score(-40, 16), Score(-37, 11), Score(-35, 9), Score(-37, -3),
    Score(-60, 1), Score(-60, 12), Score(-60, 16), Score(-63, 17), Score(-63, 16), Score(-60, 16), Score(-60, 10), Score(-59, 6),
    Score(-80, 2), Score(-80, 16), Score(-80, 19), Score(-80, 24), Score(-83, 17), Score(-80, 17), Score(-80, 14), Score(-80, 1),
    Score(-100, -8), Score(-100, 7), Score(-100, 12), Score(-100, 15), Score(-100, 16), Score(-100, 12), Score(-100, 3), Score(-100, -10),
    Score(-120, -20), Score(-120, -10), Score(-120, 0), Score(-120, 10), Score(-120, 10), Score(-120, 0), Score(-120, -7), Score(-120, -20),
    Score(-140, -30), Score(-140, -20), Score(-140, -10), Score(-140, 0), Score(-140, 0), Score(-140, -10), Score(-140, -20), Score(-140, -30),
    // Bishop pair, doubled pawn, isolated pawn.
    Score(41, 54), Score(4, -16), Score(-7, -13),
    // Passed pawn by rank.
    Score(0, 0), Score(10, 13), Score(8, 27), Score(6, 35), Score(36, 61), Score(45, 99), Score(74, 129), Score(0, 0),
    // Rook on an open file, on a half-open file.
    Score(44, 3), Score(24, 18),
    // Mobility by kind.
    Score(0, 0), Score(7, 1), Score(4, 8), Score(5, 1), Score(6, -10), Score(0, 0),
    // Pawn shield.
    Score(18, -12),
    // Supported pawn by rank.
    Score(0, 0), Score(9, 7), Score(13, 7), Score(12, 1), Score(14, 12), Score(1, 8), Score(1, 2), Score(0, 0),
    // Blocked passed pawn; a man an enemy pawn attacks, by kind.
    Score(-2, -13),
    Score(0, 0), Score(-16, -4), Score(-10, -3), Score(-2, -1), Score(-3, 0), Score(0, 0),
    // Knight, bishop on an outpost.
    Score(15, 4), Score(9, 13),
    // A man an enemy knight or bishop attacks, by kind; a queen an enemy rook attacks.
    Score(0, 0), Score(0, 0), Score(0, 0), Score(-25, -20), Score(-34, -25), Score(0, 0),
    Score(-30, -20),
    // A man attacked and not guarded, by kind.
    Score(0, 0), Score(-21, -17), Score(-22, -17), Score(-25, -20), Score(-28, -24), Score(0, 0),
    // A passed pawn's enemy king, own king: distance times ranks beyond the third.
    Score(-6, 17), Score(5, -11),
]);
