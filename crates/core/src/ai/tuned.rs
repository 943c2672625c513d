//! The chess engine's evaluation weights, fitted to the results of its
//! own games by [`super::tuning`]: 490445 positions, 300 steps of step size 1.
//! Written by `parlour tune`: edit the fitting, not this table.

use super::evaluation::{Score, Weights};

/// The weights the chess engine evaluates with, by [`super::evaluation::term`].
#[rustfmt::skip]
pub static TUNED: Weights = Weights([
    // Material: pawn, knight, bishop, rook, queen, king.
    Score(65, 88), Score(342, 301), Score(365, 334), Score(481, 535), Score(971, 992), Score(0, 0),
    // Squares of the pawn, a1 to h8.
    Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7),
    Score(12, 10), Score(-1, -10), Score(-12, 39), Score(-13, 14), Score(2, -5), Score(21, 4), Score(24, 1), Score(-10, 4),
    Score(15, 8), Score(2, -5), Score(-12, 4), Score(-15, 5), Score(1, -6), Score(1, 10), Score(15, 5), Score(-6, 19),
    Score(13, 27), Score(-6, 17), Score(-5, 0), Score(24, 1), Score(23, 5), Score(-3, 4), Score(-5, 16), Score(-5, 14),
    Score(2, 29), Score(18, 26), Score(2, 10), Score(15, -7), Score(17, 6), Score(25, 12), Score(14, 11), Score(21, 19),
    Score(18, 37), Score(15, 39), Score(12, 34), Score(19, 31), Score(12, 24), Score(26, 36), Score(18, 19), Score(27, 31),
    Score(20, 33), Score(20, 35), Score(18, 33), Score(24, 36), Score(20, 34), Score(22, 36), Score(20, 35), Score(20, 20),
    Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42),
    // Squares of the knight, a1 to h8.
    Score(-22, -18), Score(-11, -19), Score(-8, -6), Score(-8, -3), Score(-6, -5), Score(-5, -3), Score(-20, -15), Score(-22, -18),
    Score(-14, -14), Score(-6, -5), Score(6, 0), Score(9, 0), Score(5, 6), Score(0, -7), Score(-11, -7), Score(-10, -12),
    Score(-17, -3), Score(10, 2), Score(-2, 3), Score(23, 16), Score(21, 22), Score(5, 6), Score(9, 0), Score(-4, -12),
    Score(14, 4), Score(10, 5), Score(17, 15), Score(33, 20), Score(32, 19), Score(27, 6), Score(13, 6), Score(2, 3),
    Score(2, 0), Score(1, 6), Score(14, 10), Score(30, 17), Score(19, 7), Score(28, 14), Score(16, 18), Score(9, 4),
    Score(-6, -6), Score(8, 2), Score(11, 10), Score(25, 13), Score(20, 16), Score(10, 9), Score(6, 0), Score(-6, -8),
    Score(-16, -12), Score(-6, -3), Score(-2, -2), Score(8, 6), Score(10, 8), Score(2, -2), Score(-4, -4), Score(-14, -12),
    Score(-24, -18), Score(-14, -12), Score(-6, -7), Score(2, 2), Score(2, 2), Score(-6, -9), Score(-14, -12), Score(-22, -18),
    // Squares of the bishop, a1 to h8.
    Score(-18, -15), Score(-12, -10), Score(-15, -1), Score(-2, -2), Score(-6, -7), Score(-18, -3), Score(-12, -9), Score(-18, -14),
    Score(-6, -9), Score(4, -9), Score(4, 2), Score(-19, -6), Score(10, 10), Score(15, -3), Score(13, -4), Score(-6, -13),
    Score(-11, 0), Score(12, -2), Score(7, 5), Score(10, -1), Score(-1, 0), Score(12, 8), Score(18, -1), Score(-5, 3),
    Score(-1, 2), Score(11, 12), Score(8, 6), Score(17, 7), Score(16, 12), Score(6, 7), Score(5, 5), Score(5, 2),
    Score(2, -1), Score(-1, 7), Score(4, 5), Score(21, 6), Score(9, 3), Score(12, 12), Score(13, 7), Score(4, 2),
    Score(-3, -4), Score(3, 4), Score(9, 11), Score(10, 10), Score(11, 6), Score(10, 11), Score(7, 3), Score(2, -2),
    Score(-6, -6), Score(-4, -1), Score(-1, 2), Score(6, 7), Score(9, 9), Score(0, 0), Score(-4, -4), Score(-6, -4),
    Score(-10, -12), Score(-6, -5), Score(-2, -4), Score(2, 4), Score(2, 5), Score(-2, -4), Score(-6, -8), Score(-11, -10),
    // Squares of the rook, a1 to h8.
    Score(5, -8), Score(-9, -3), Score(16, -4), Score(24, 4), Score(23, 3), Score(14, -5), Score(-16, 3), Score(-3, -17),
    Score(-4, -1), Score(0, -1), Score(2, -2), Score(4, -2), Score(-2, -3), Score(-4, -2), Score(-5, -7), Score(-23, -1),
    Score(-6, 4), Score(-3, -4), Score(-4, -1), Score(4, 4), Score(1, 1), Score(4, 3), Score(-4, -5), Score(0, 2),
    Score(-4, 4), Score(0, 2), Score(-3, 0), Score(-2, -3), Score(6, 3), Score(4, 2), Score(-3, 0), Score(-3, -2),
    Score(4, 12), Score(1, 0), Score(8, 7), Score(7, 8), Score(6, 3), Score(5, 3), Score(2, 2), Score(3, 3),
    Score(5, 10), Score(3, 0), Score(6, 1), Score(11, 7), Score(6, 2), Score(4, -5), Score(0, 0), Score(5, 0),
    Score(24, 20), Score(18, 11), Score(24, 14), Score(26, 17), Score(29, 16), Score(24, 10), Score(18, 9), Score(17, 12),
    Score(3, 5), Score(0, 2), Score(4, -2), Score(4, -2), Score(4, 0), Score(4, -2), Score(0, 2), Score(-2, 0),
    // Squares of the queen, a1 to h8.
    Score(-12, -14), Score(-3, -8), Score(0, -4), Score(11, -7), Score(-7, -3), Score(-1, -4), Score(-5, -8), Score(-6, -12),
    Score(-7, -8), Score(-7, -4), Score(11, -2), Score(24, 3), Score(-1, 1), Score(-5, -3), Score(2, -4), Score(-6, -8),
    Score(-4, -4), Score(-1, 0), Score(0, 4), Score(1, 8), Score(-7, 6), Score(-4, 4), Score(2, 0), Score(-4, -4),
    Score(-4, 0), Score(2, 4), Score(12, 11), Score(2, 10), Score(-1, 12), Score(6, 8), Score(10, 9), Score(4, 0),
    Score(2, 2), Score(-5, 4), Score(4, 8), Score(4, 12), Score(8, 17), Score(4, 8), Score(5, 7), Score(4, 2),
    Score(-8, -6), Score(0, 0), Score(3, 4), Score(4, 8), Score(5, 8), Score(3, 4), Score(2, 2), Score(3, -2),
    Score(-9, -10), Score(-5, -5), Score(0, 0), Score(2, 4), Score(2, 4), Score(0, 0), Score(1, -4), Score(-2, -6),
    Score(-6, -12), Score(-4, -8), Score(-2, -4), Score(0, 0), Score(0, 0), Score(-2, -4), Score(-4, -8), Score(-4, -12),
    // Squares of the king, a1 to h8.
    Score(16, -28), Score(31, -20), Score(13, -7), Score(-18, -10), Score(7, -19), Score(-15, -21), Score(51, -18), Score(27, -25),
    Score(0, -20), Score(1, 0), Score(-15, 2), Score(-32, -1), Score(-27, 14), Score(-18, 16), Score(0, 0), Score(12, -9),
    Score(-40, -8), Score(-38, 4), Score(-40, 8), Score(-43, 11), Score(-40, 17), Score(-37, 12), Score(-33, 12), Score(-36, -1),
    Score(-60, 2), Score(-60, 11), Score(-60, 13), Score(-65, 12), Score(-64, 11), Score(-60, 16), Score(-60, 9), Score(-57, 11),
    Score(-80, 2), Score(-80, 17), Score(-80, 18), Score(-80, 20), Score(-85, 13), Score(-80, 12), Score(-80, 18), Score(-80, 2),
    Score(-100, -8), Score(-100, 8), Score(-100, 12), Score(-100, 11), Score(-100, 13), Score(-100, 14), Score(-100, 5), Score(-100, -9),
    Score(-120, -20), Score(-120, -9), Score(-120, 0), Score(-120, 10), Score(-120, 10), Score(-120, 0), Score(-120, -5), Score(-120, -20),
    Score(-140, -30), Score(-140, -20), Score(-140, -10), Score(-140, 0), Score(-140, 0), Score(-140, -10), Score(-140, -20), Score(-140, -30),
    // Bishop pair, doubled pawn, isolated pawn.
    Score(42, 46), Score(7, -12), Score(-6, -15),
    // Passed pawn by rank.
    Score(0, 0), Score(11, 21), Score(8, 32), Score(-1, 38), Score(42, 61), Score(45, 102), Score(75, 124), Score(0, 0),
    // Rook on an open file, on a half-open file.
    Score(52, -5), Score(21, 18),
    // Mobility by kind (knight, bishop, rook, queen) and count of squares.
    Score(-31, -8), Score(-16, -8), Score(-13, -2), Score(-6, -1), Score(4, 9), Score(9, 10), Score(12, 8), Score(24, 6), Score(23, -7),
    Score(-25, -49), Score(-21, -42), Score(-15, -33), Score(-7, -24), Score(-3, -16), Score(-3, -4), Score(4, 4), Score(1, 10), Score(7, 17), Score(10, 27), Score(17, 32), Score(19, 40), Score(24, 45), Score(27, 53),
    Score(-34, -12), Score(-26, -4), Score(-21, -4), Score(-9, -7), Score(-10, -5), Score(1, -5), Score(1, 0), Score(5, 5), Score(8, 6), Score(14, 9), Score(18, 11), Score(26, 6), Score(31, 11), Score(35, 11), Score(38, -13),
    Score(-69, 120), Score(-60, 110), Score(-55, 100), Score(-55, 89), Score(-47, 78), Score(-49, 69), Score(-41, 58), Score(-33, 48), Score(-22, 39), Score(-21, 30), Score(-11, 22), Score(-3, 11), Score(0, 0), Score(7, -8), Score(13, -20), Score(17, -28), Score(26, -38), Score(30, -49), Score(36, -59), Score(41, -70), Score(48, -80), Score(54, -91), Score(60, -100), Score(66, -113), Score(72, -120), Score(78, -132), Score(84, -140), Score(90, -150),
    // Pawn shield.
    Score(17, -13),
    // Supported pawn by rank.
    Score(0, 0), Score(9, 10), Score(15, 7), Score(16, 5), Score(19, 15), Score(3, 16), Score(3, 6), Score(0, 0),
    // Blocked passed pawn; a man an enemy pawn attacks, by kind.
    Score(-3, -15),
    Score(0, 0), Score(-24, -6), Score(-18, -6), Score(-4, -3), Score(-5, 0), Score(0, 0),
    // Knight, bishop on an outpost.
    Score(25, 9), Score(16, 17),
    // A man an enemy knight or bishop attacks, by kind; a queen an enemy rook attacks.
    Score(0, 0), Score(0, 0), Score(0, 0), Score(-26, -19), Score(-33, -25), Score(0, 0),
    Score(-30, -20),
    // A man attacked and not guarded, by kind.
    Score(0, 0), Score(-23, -19), Score(-26, -20), Score(-25, -18), Score(-24, -22), Score(0, 0),
    // A passed pawn's enemy king, own king: distance times ranks beyond the third.
    Score(-9, 19), Score(7, -12),
    // King danger by units of attack on the squares round the king.
    Score(0, 0), Score(1, 0), Score(4, 1), Score(9, 2), Score(19, 3), Score(25, 8), Score(37, 3), Score(49, 13),
    Score(60, 3), Score(79, 20), Score(98, 20), Score(119, 24), Score(141, 35), Score(162, 26), Score(195, 48), Score(223, 54),
    Score(254, 62), Score(287, 72), Score(322, 78), Score(361, 90), Score(400, 100), Score(441, 109), Score(484, 121), Score(498, 123),
    // Safe checks by knight, bishop, rook, queen.
    Score(9, 0), Score(7, 8), Score(10, 7), Score(15, -6),
]);
