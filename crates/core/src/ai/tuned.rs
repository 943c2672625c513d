//! The chess engine's evaluation weights, fitted to the results of its
//! own games by [`super::tuning`]: 256819 positions, 300 steps of step size 1.
//! Written by `parlour tune`: edit the fitting, not this table.

use super::evaluation::{Score, Weights};

/// The weights the chess engine evaluates with, by [`super::evaluation::term`].
#[rustfmt::skip]
pub static TUNED: Weights = Weights([
    // Material: pawn, knight, bishop, rook, queen, king.
    Score(68, 90), Score(339, 297), Score(362, 337), Score(476, 537), Score(969, 992), Score(0, 0),
    // Squares of the pawn, a1 to h8.
    Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7),
    Score(8, 10), Score(-1, -9), Score(-6, 40), Score(-15, 11), Score(-2, -5), Score(23, -2), Score(19, 0), Score(-13, 1),
    Score(14, 8), Score(4, -3), Score(-14, 1), Score(-17, 5), Score(5, -11), Score(-1, 9), Score(17, 8), Score(-3, 18),
    Score(16, 30), Score(-6, 15), Score(-5, 0), Score(23, 0), Score(22, 7), Score(-2, 6), Score(-6, 18), Score(1, 15),
    Score(1, 26), Score(20, 26), Score(6, 11), Score(13, -6), Score(17, 8), Score(25, 16), Score(15, 13), Score(23, 28),
    Score(18, 36), Score(15, 39), Score(12, 33), Score(18, 30), Score(12, 25), Score(24, 34), Score(16, 18), Score(26, 31),
    Score(20, 34), Score(20, 35), Score(18, 33), Score(24, 35), Score(20, 33), Score(21, 34), Score(20, 35), Score(20, 24),
    Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42),
    // Squares of the knight, a1 to h8.
    Score(-22, -18), Score(-9, -18), Score(-8, -6), Score(-6, -2), Score(-4, -4), Score(-6, -4), Score(-21, -13), Score(-22, -18),
    Score(-14, -14), Score(-6, -6), Score(6, 0), Score(13, 1), Score(3, 6), Score(-1, -6), Score(-10, -8), Score(-10, -12),
    Score(-14, -4), Score(7, 2), Score(-2, 3), Score(23, 16), Score(20, 20), Score(5, 7), Score(9, 1), Score(-2, -10),
    Score(13, 4), Score(10, 4), Score(18, 15), Score(31, 17), Score(30, 18), Score(26, 8), Score(12, 6), Score(3, 2),
    Score(2, 0), Score(2, 6), Score(14, 10), Score(30, 18), Score(17, 6), Score(27, 14), Score(17, 16), Score(8, 4),
    Score(-6, -6), Score(8, 2), Score(10, 9), Score(24, 12), Score(20, 16), Score(10, 8), Score(5, 1), Score(-6, -8),
    Score(-16, -12), Score(-6, -3), Score(-2, -2), Score(8, 6), Score(10, 8), Score(2, -2), Score(-4, -4), Score(-14, -12),
    Score(-24, -18), Score(-14, -12), Score(-6, -7), Score(2, 2), Score(2, 2), Score(-6, -8), Score(-14, -12), Score(-22, -18),
    // Squares of the bishop, a1 to h8.
    Score(-18, -14), Score(-12, -10), Score(-9, 0), Score(-2, -1), Score(-6, -6), Score(-23, -3), Score(-12, -9), Score(-18, -14),
    Score(-4, -8), Score(-2, -10), Score(4, 2), Score(-16, -4), Score(12, 10), Score(14, -2), Score(10, -6), Score(-6, -12),
    Score(-6, 0), Score(12, -1), Score(3, 3), Score(11, 3), Score(-3, 0), Score(9, 6), Score(17, -1), Score(-4, 2),
    Score(0, 2), Score(12, 13), Score(11, 6), Score(16, 8), Score(15, 13), Score(8, 7), Score(4, 4), Score(4, 2),
    Score(2, -1), Score(1, 8), Score(5, 5), Score(20, 7), Score(9, 4), Score(12, 12), Score(11, 7), Score(3, 2),
    Score(-3, -4), Score(4, 4), Score(8, 9), Score(10, 11), Score(11, 6), Score(10, 9), Score(6, 3), Score(0, -2),
    Score(-6, -6), Score(-4, -2), Score(0, 2), Score(6, 6), Score(8, 8), Score(1, 0), Score(-4, -4), Score(-6, -4),
    Score(-10, -12), Score(-6, -6), Score(-2, -4), Score(2, 4), Score(2, 4), Score(-2, -4), Score(-6, -8), Score(-10, -10),
    // Squares of the rook, a1 to h8.
    Score(4, -7), Score(-10, -3), Score(14, -4), Score(23, 6), Score(23, 4), Score(15, -3), Score(-17, 3), Score(-4, -14),
    Score(0, 0), Score(0, 0), Score(2, -2), Score(4, -1), Score(-2, -4), Score(-5, -2), Score(-4, -6), Score(-21, -2),
    Score(-8, 2), Score(-4, -4), Score(-2, 0), Score(4, 4), Score(2, 1), Score(4, 2), Score(-2, -3), Score(1, 2),
    Score(-2, 3), Score(0, 2), Score(-2, -1), Score(0, -2), Score(6, 2), Score(4, 2), Score(-2, 0), Score(-2, -2),
    Score(3, 9), Score(0, 0), Score(6, 5), Score(6, 6), Score(6, 2), Score(5, 2), Score(2, 2), Score(2, 3),
    Score(4, 8), Score(2, 0), Score(6, 0), Score(10, 6), Score(6, 2), Score(4, -4), Score(0, 0), Score(4, 0),
    Score(24, 20), Score(18, 11), Score(24, 13), Score(25, 16), Score(28, 16), Score(24, 11), Score(18, 11), Score(18, 13),
    Score(2, 4), Score(0, 2), Score(4, -2), Score(4, -2), Score(4, 0), Score(4, -1), Score(0, 2), Score(-2, 0),
    // Squares of the queen, a1 to h8.
    Score(-10, -13), Score(-2, -8), Score(0, -4), Score(9, -6), Score(-6, -2), Score(-1, -4), Score(-5, -8), Score(-6, -12),
    Score(-6, -8), Score(-6, -4), Score(8, -2), Score(22, 4), Score(-1, 1), Score(-2, -2), Score(2, -4), Score(-6, -8),
    Score(-3, -4), Score(-1, 0), Score(0, 4), Score(0, 8), Score(-7, 6), Score(-4, 4), Score(1, 0), Score(-4, -4),
    Score(-5, 0), Score(3, 4), Score(10, 10), Score(4, 10), Score(0, 12), Score(4, 8), Score(8, 8), Score(4, 0),
    Score(2, 2), Score(-4, 4), Score(4, 8), Score(4, 12), Score(8, 16), Score(4, 8), Score(4, 6), Score(6, 2),
    Score(-8, -6), Score(0, 0), Score(2, 4), Score(4, 8), Score(5, 8), Score(2, 4), Score(2, 2), Score(2, -2),
    Score(-8, -10), Score(-4, -5), Score(0, 0), Score(2, 4), Score(2, 4), Score(0, 0), Score(0, -4), Score(-2, -6),
    Score(-6, -12), Score(-4, -8), Score(-2, -4), Score(0, 0), Score(0, 0), Score(-2, -4), Score(-4, -8), Score(-4, -12),
    // Squares of the king, a1 to h8.
    Score(16, -29), Score(29, -20), Score(12, -7), Score(-17, -10), Score(5, -16), Score(-11, -21), Score(52, -17), Score(26, -27),
    Score(0, -20), Score(0, -2), Score(-14, 2), Score(-30, 1), Score(-26, 12), Score(-18, 13), Score(2, 1), Score(10, -10),
    Score(-40, -8), Score(-38, 4), Score(-40, 8), Score(-42, 12), Score(-40, 16), Score(-37, 12), Score(-34, 10), Score(-36, -2),
    Score(-60, 2), Score(-60, 12), Score(-60, 15), Score(-64, 14), Score(-64, 13), Score(-60, 16), Score(-60, 9), Score(-58, 9),
    Score(-80, 2), Score(-80, 17), Score(-80, 19), Score(-80, 22), Score(-84, 15), Score(-80, 14), Score(-80, 16), Score(-80, 2),
    Score(-100, -8), Score(-100, 8), Score(-100, 12), Score(-100, 13), Score(-100, 14), Score(-100, 13), Score(-100, 4), Score(-100, -10),
    Score(-120, -20), Score(-120, -10), Score(-120, 0), Score(-120, 10), Score(-120, 10), Score(-120, 0), Score(-120, -6), Score(-120, -20),
    Score(-140, -30), Score(-140, -20), Score(-140, -10), Score(-140, 0), Score(-140, 0), Score(-140, -10), Score(-140, -20), Score(-140, -30),
    // Bishop pair, doubled pawn, isolated pawn.
    Score(42, 50), Score(7, -15), Score(-6, -13),
    // Passed pawn by rank.
    Score(0, 0), Score(12, 17), Score(8, 30), Score(1, 35), Score(39, 63), Score(46, 102), Score(74, 125), Score(0, 0),
    // Rook on an open file, on a half-open file.
    Score(48, 0), Score(24, 20),
    // Mobility by kind (knight, bishop, rook, queen) and count of squares.
    Score(-30, -6), Score(-17, -5), Score(-15, -2), Score(-5, -1), Score(1, 5), Score(9, 7), Score(14, 5), Score(23, 5), Score(25, -4),
    Score(-24, -49), Score(-21, -41), Score(-17, -33), Score(-9, -24), Score(-4, -15), Score(-3, -5), Score(4, 4), Score(2, 10), Score(8, 17), Score(11, 26), Score(17, 32), Score(19, 40), Score(24, 46), Score(27, 54),
    Score(-33, -9), Score(-25, -4), Score(-20, -4), Score(-10, -4), Score(-9, -4), Score(-2, -4), Score(-2, -2), Score(4, 4), Score(7, 3), Score(14, 7), Score(19, 9), Score(25, 5), Score(31, 9), Score(35, 10), Score(39, -4),
    Score(-72, 120), Score(-63, 110), Score(-57, 100), Score(-57, 89), Score(-46, 79), Score(-47, 69), Score(-39, 59), Score(-32, 49), Score(-23, 39), Score(-19, 30), Score(-10, 22), Score(-3, 11), Score(0, 0), Score(7, -9), Score(13, -20), Score(18, -29), Score(25, -39), Score(30, -50), Score(36, -60), Score(41, -70), Score(48, -80), Score(54, -91), Score(60, -100), Score(66, -112), Score(72, -120), Score(78, -131), Score(84, -140), Score(90, -150),
    // Pawn shield.
    Score(16, -14),
    // Supported pawn by rank.
    Score(0, 0), Score(10, 7), Score(14, 9), Score(15, 4), Score(19, 15), Score(1, 11), Score(2, 4), Score(0, 0),
    // Blocked passed pawn; a man an enemy pawn attacks, by kind.
    Score(-3, -14),
    Score(0, 0), Score(-20, -5), Score(-14, -5), Score(-3, -2), Score(-4, 0), Score(0, 0),
    // Knight, bishop on an outpost.
    Score(22, 7), Score(13, 16),
    // A man an enemy knight or bishop attacks, by kind; a queen an enemy rook attacks.
    Score(0, 0), Score(0, 0), Score(0, 0), Score(-25, -19), Score(-33, -25), Score(0, 0),
    Score(-30, -20),
    // A man attacked and not guarded, by kind.
    Score(0, 0), Score(-22, -18), Score(-24, -19), Score(-25, -19), Score(-26, -23), Score(0, 0),
    // A passed pawn's enemy king, own king: distance times ranks beyond the third.
    Score(-8, 18), Score(6, -11),
    // King danger by units of attack on the squares round the king.
    Score(0, 0), Score(1, 0), Score(4, 1), Score(9, 2), Score(18, 4), Score(24, 7), Score(37, 7), Score(49, 12),
    Score(62, 8), Score(80, 20), Score(99, 22), Score(120, 27), Score(142, 35), Score(165, 33), Score(196, 49), Score(224, 55),
    Score(255, 63), Score(288, 72), Score(323, 80), Score(361, 90), Score(400, 100), Score(441, 110), Score(484, 121), Score(499, 124),
    // Safe checks by knight, bishop, rook, queen.
    Score(5, -2), Score(5, 5), Score(6, 5), Score(9, -7),
]);
