//! The chess engine's evaluation weights, fitted to the results of its
//! own games by [`super::tuning`]: 336710 positions, 300 steps of step size 1.
//! Written by `parlour tune`: edit the fitting, not this table.

use super::evaluation::{Score, Weights};

/// The weights the chess engine evaluates with, by [`super::evaluation::term`].
#[rustfmt::skip]
pub static TUNED: Weights = Weights([
    // Material: pawn, knight, bishop, rook, queen, king.
    Score(77, 90), Score(335, 289), Score(341, 317), Score(479, 542), Score(971, 1003), Score(0, 0),
    // Squares of the pawn, a1 to h8.
    Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7),
    Score(-2, 12), Score(-4, -4), Score(-3, 24), Score(-12, 0), Score(-20, -5), Score(15, -2), Score(18, -1), Score(-5, -2),
    Score(9, 7), Score(7, 19), Score(-2, 5), Score(-11, -4), Score(-7, -15), Score(5, 10), Score(8, 8), Score(-11, -1),
    Score(2, 21), Score(7, 15), Score(11, 12), Score(19, 2), Score(25, 8), Score(10, 11), Score(-3, 13), Score(-5, 9),
    Score(13, 20), Score(17, 22), Score(15, 21), Score(17, 15), Score(32, 9), Score(13, 13), Score(8, 15), Score(28, 35),
    Score(22, 36), Score(19, 41), Score(14, 31), Score(16, 26), Score(10, 24), Score(18, 26), Score(16, 22), Score(20, 30),
    Score(20, 37), Score(22, 39), Score(20, 37), Score(22, 33), Score(20, 31), Score(20, 32), Score(20, 35), Score(20, 31),
    Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42),
    // Squares of the knight, a1 to h8.
    Score(-22, -18), Score(-15, -16), Score(-6, -6), Score(-4, 0), Score(0, -2), Score(-8, -6), Score(-17, -12), Score(-22, -18),
    Score(-14, -14), Score(-6, -8), Score(8, 0), Score(16, 4), Score(11, 4), Score(4, -2), Score(-8, -8), Score(-8, -12),
    Score(-6, -8), Score(-2, 0), Score(6, 9), Score(21, 14), Score(18, 16), Score(8, 12), Score(8, 1), Score(1, -6),
    Score(9, 2), Score(8, 2), Score(15, 12), Score(24, 14), Score(24, 14), Score(23, 12), Score(12, 6), Score(7, 2),
    Score(4, 2), Score(8, 6), Score(16, 10), Score(27, 18), Score(14, 8), Score(22, 14), Score(15, 10), Score(4, 2),
    Score(-6, -6), Score(6, 2), Score(6, 5), Score(19, 10), Score(18, 12), Score(10, 6), Score(4, 2), Score(-6, -6),
    Score(-16, -12), Score(-6, -5), Score(-2, -2), Score(10, 6), Score(10, 8), Score(2, 0), Score(-4, -6), Score(-14, -12),
    Score(-22, -18), Score(-14, -12), Score(-6, -6), Score(2, 2), Score(2, 0), Score(-6, -6), Score(-14, -12), Score(-22, -18),
    // Squares of the bishop, a1 to h8.
    Score(-16, -12), Score(-12, -10), Score(-11, -4), Score(-2, 0), Score(-6, -4), Score(-15, -3), Score(-12, -8), Score(-16, -12),
    Score(-4, -8), Score(-6, -12), Score(2, 2), Score(5, 3), Score(11, 7), Score(6, -2), Score(18, 0), Score(-6, -10),
    Score(1, -2), Score(8, 0), Score(0, 7), Score(11, 11), Score(4, 6), Score(2, 4), Score(8, -1), Score(-2, -2),
    Score(0, 2), Score(10, 10), Score(12, 4), Score(16, 12), Score(14, 15), Score(-2, 6), Score(4, 4), Score(6, 2),
    Score(2, -2), Score(5, 7), Score(9, 5), Score(16, 9), Score(9, 6), Score(10, 8), Score(1, 4), Score(2, 0),
    Score(-3, -6), Score(4, 2), Score(6, 6), Score(10, 10), Score(12, 8), Score(8, 4), Score(2, 0), Score(-4, -4),
    Score(-6, -8), Score(-2, -4), Score(2, 0), Score(6, 4), Score(6, 4), Score(3, 0), Score(-4, -4), Score(-6, -6),
    Score(-10, -12), Score(-6, -8), Score(-2, -4), Score(2, 2), Score(2, 0), Score(-2, -6), Score(-6, -8), Score(-8, -10),
    // Squares of the rook, a1 to h8.
    Score(2, -2), Score(-10, -3), Score(6, -7), Score(9, -2), Score(19, 6), Score(17, -1), Score(-12, 1), Score(-7, -2),
    Score(5, 0), Score(2, 2), Score(4, 0), Score(0, -2), Score(-2, -6), Score(-3, -2), Score(-2, 0), Score(-11, -1),
    Score(-8, 0), Score(-6, -4), Score(2, 0), Score(0, 0), Score(4, 1), Score(2, 0), Score(2, 0), Score(-1, 0),
    Score(9, 4), Score(0, 2), Score(4, 0), Score(6, 0), Score(4, 0), Score(4, 2), Score(0, 0), Score(7, 2),
    Score(3, 5), Score(-2, -2), Score(2, 1), Score(4, 2), Score(6, 2), Score(5, 0), Score(2, 2), Score(-2, 3),
    Score(2, 4), Score(0, 2), Score(6, 2), Score(6, 4), Score(6, 2), Score(4, -2), Score(0, 0), Score(2, 0),
    Score(22, 18), Score(18, 12), Score(24, 13), Score(23, 14), Score(26, 16), Score(24, 13), Score(20, 13), Score(18, 15),
    Score(2, 2), Score(0, 2), Score(4, -2), Score(4, 0), Score(4, 0), Score(4, 0), Score(0, 0), Score(-2, 0),
    // Squares of the queen, a1 to h8.
    Score(-6, -12), Score(-2, -8), Score(0, -4), Score(9, -2), Score(-6, 0), Score(-1, -4), Score(-4, -8), Score(-6, -12),
    Score(-6, -8), Score(-6, -4), Score(7, -2), Score(18, 8), Score(15, 5), Score(4, 0), Score(-2, -4), Score(-6, -8),
    Score(-3, -4), Score(-1, 0), Score(-6, 4), Score(-3, 6), Score(-3, 8), Score(-3, 4), Score(-3, 0), Score(-4, -4),
    Score(-3, 0), Score(4, 4), Score(4, 8), Score(8, 12), Score(2, 12), Score(2, 8), Score(4, 6), Score(2, 0),
    Score(2, 2), Score(-2, 4), Score(6, 8), Score(4, 12), Score(8, 14), Score(4, 8), Score(2, 4), Score(4, 2),
    Score(-6, -4), Score(0, 0), Score(0, 4), Score(4, 8), Score(4, 8), Score(2, 4), Score(0, 0), Score(0, -4),
    Score(-4, -8), Score(-2, -4), Score(0, 0), Score(2, 4), Score(2, 4), Score(0, 0), Score(-2, -4), Score(-4, -8),
    Score(-6, -12), Score(-4, -8), Score(-2, -4), Score(0, 0), Score(0, 0), Score(-2, -4), Score(-4, -8), Score(-4, -12),
    // Squares of the king, a1 to h8.
    Score(16, -33), Score(28, -18), Score(16, -5), Score(-10, -4), Score(4, -6), Score(-8, -18), Score(39, -25), Score(18, -33),
    Score(0, -18), Score(3, -4), Score(-13, 0), Score(-22, 9), Score(-20, 10), Score(-16, 4), Score(4, 1), Score(2, -18),
    Score(-40, -10), Score(-38, 2), Score(-40, 8), Score(-40, 21), Score(-40, 16), Score(-38, 10), Score(-36, 8), Score(-38, -5),
    Score(-60, 0), Score(-60, 12), Score(-60, 16), Score(-62, 20), Score(-62, 20), Score(-60, 16), Score(-60, 11), Score(-60, 2),
    Score(-80, 2), Score(-80, 14), Score(-80, 19), Score(-80, 26), Score(-82, 20), Score(-80, 20), Score(-80, 12), Score(-80, 0),
    Score(-100, -8), Score(-100, 6), Score(-100, 12), Score(-100, 18), Score(-100, 18), Score(-100, 11), Score(-100, 2), Score(-100, -10),
    Score(-120, -20), Score(-120, -10), Score(-120, 0), Score(-120, 10), Score(-120, 10), Score(-120, 0), Score(-120, -8), Score(-120, -20),
    Score(-140, -30), Score(-140, -20), Score(-140, -10), Score(-140, 0), Score(-140, 0), Score(-140, -10), Score(-140, -20), Score(-140, -30),
    // Bishop pair, doubled pawn, isolated pawn.
    Score(36, 56), Score(0, -18), Score(-9, -11),
    // Passed pawn by rank.
    Score(0, 0), Score(7, 8), Score(7, 23), Score(12, 36), Score(32, 57), Score(44, 95), Score(74, 135), Score(0, 0),
    // Rook on an open file, on a half-open file.
    Score(38, 8), Score(24, 15),
    // Mobility by kind.
    Score(0, 0), Score(4, 2), Score(5, 3), Score(5, 3), Score(2, 0), Score(0, 0),
    // Pawn shield.
    Score(16, -7),
    // Supported pawn by rank.
    Score(0, 0), Score(3, 6), Score(5, 3), Score(5, -5), Score(9, 8), Score(1, 5), Score(0, 0), Score(0, 0),
    // Blocked passed pawn; a man an enemy pawn attacks, by kind.
    Score(-1, -10),
    Score(0, 0), Score(-12, -3), Score(-6, -1), Score(0, 0), Score(-2, 0), Score(0, 0),
    // Knight, bishop on an outpost.
    Score(5, -1), Score(4, 7),
    // A man an enemy knight or bishop attacks, by kind; a queen an enemy rook attacks.
    Score(0, 0), Score(0, 0), Score(0, 0), Score(-25, -20), Score(-35, -25), Score(0, 0),
    Score(-30, -20),
    // A man attacked and not guarded, by kind.
    Score(0, 0), Score(-20, -15), Score(-20, -15), Score(-25, -20), Score(-30, -25), Score(0, 0),
    // A passed pawn's enemy king, own king: distance times ranks beyond the third.
    Score(0, 5), Score(0, -2),
]);
