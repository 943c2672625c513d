//! The chess engine's evaluation weights, fitted to the results of its
//! own games by [`super::tuning`]: 896360 positions, 300 steps of step size 1.
//! Written by `parlour tune`: edit the fitting, not this table.

use super::evaluation::{Score, Weights};

/// The weights the chess engine evaluates with, by [`super::evaluation::term`].
#[rustfmt::skip]
pub static TUNED: Weights = Weights([
    // Material: pawn, knight, bishop, rook, queen, king.
    Score(70, 79), Score(355, 276), Score(385, 316), Score(508, 511), Score(1001, 991), Score(0, 0),
    // Squares of the pawn, a1 to h8.
    Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7),
    Score(18, 13), Score(2, -10), Score(-5, 31), Score(-9, 27), Score(1, -3), Score(16, 19), Score(35, 4), Score(-4, 9),
    Score(6, 13), Score(0, -6), Score(-3, 5), Score(-12, -4), Score(-6, 11), Score(-5, 15), Score(13, 3), Score(-8, 18),
    Score(12, 16), Score(-7, 19), Score(1, -5), Score(17, -1), Score(16, 8), Score(-4, 2), Score(-6, 12), Score(-13, 7),
    Score(-4, 27), Score(12, 24), Score(-2, 2), Score(18, -6), Score(10, 1), Score(17, 5), Score(11, 9), Score(25, 1),
    Score(19, 40), Score(6, 38), Score(12, 40), Score(19, 38), Score(16, 19), Score(34, 45), Score(37, 21), Score(36, 29),
    Score(21, 23), Score(20, 40), Score(19, 33), Score(26, 40), Score(20, 39), Score(27, 52), Score(20, 36), Score(21, -9),
    Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42),
    // Squares of the knight, a1 to h8.
    Score(-21, -19), Score(-14, -27), Score(-9, -12), Score(-15, -7), Score(-15, -6), Score(0, -1), Score(-15, -25), Score(-23, -19),
    Score(-13, -12), Score(-8, -2), Score(2, -5), Score(6, -7), Score(11, -9), Score(-1, -8), Score(-19, -3), Score(-9, -9),
    Score(-30, 3), Score(15, -3), Score(-1, -4), Score(10, 15), Score(22, 32), Score(9, 4), Score(14, -2), Score(-12, -22),
    Score(9, 9), Score(7, 11), Score(12, 9), Score(34, 26), Score(29, 20), Score(33, -3), Score(24, 9), Score(2, 13),
    Score(3, 1), Score(-5, 6), Score(22, 14), Score(33, 17), Score(22, 15), Score(40, 12), Score(10, 18), Score(19, 6),
    Score(-2, -3), Score(6, -3), Score(18, 13), Score(37, 22), Score(22, 11), Score(13, 15), Score(7, 1), Score(-7, -10),
    Score(-17, -10), Score(-4, -4), Score(1, 1), Score(7, 9), Score(11, 8), Score(4, -2), Score(-5, -8), Score(-15, -13),
    Score(-28, -18), Score(-14, -12), Score(-7, -9), Score(-1, -3), Score(4, 5), Score(-7, -14), Score(-14, -12), Score(-25, -21),
    // Squares of the bishop, a1 to h8.
    Score(-21, -20), Score(-12, -12), Score(-20, 3), Score(0, -4), Score(-4, -14), Score(-20, -4), Score(-12, -10), Score(-16, -14),
    Score(-18, -16), Score(3, -9), Score(6, 0), Score(-19, -7), Score(8, 15), Score(23, -14), Score(19, -6), Score(-10, -18),
    Score(-23, 2), Score(18, -12), Score(6, 9), Score(1, -8), Score(-5, 4), Score(29, 11), Score(12, -9), Score(-5, 6),
    Score(-2, -2), Score(6, 6), Score(7, 11), Score(27, 5), Score(26, 8), Score(-3, 10), Score(8, 9), Score(15, 2),
    Score(1, -3), Score(-3, 3), Score(-1, 7), Score(34, 2), Score(14, -1), Score(14, 9), Score(15, 3), Score(11, 6),
    Score(0, 1), Score(-1, 8), Score(13, 13), Score(8, 9), Score(11, 3), Score(11, 18), Score(11, 3), Score(14, -3),
    Score(-5, -5), Score(-5, 2), Score(-8, 0), Score(6, 9), Score(12, 13), Score(-2, 1), Score(-8, -4), Score(-11, -4),
    Score(-5, -7), Score(-5, 1), Score(-2, 0), Score(1, 3), Score(1, 8), Score(-2, -4), Score(-7, -9), Score(-17, -11),
    // Squares of the rook, a1 to h8.
    Score(12, -14), Score(-7, 0), Score(15, -5), Score(26, -10), Score(22, -8), Score(21, -18), Score(-20, 4), Score(-4, -21),
    Score(-12, -3), Score(-1, -3), Score(-4, -2), Score(6, -8), Score(-8, -3), Score(4, -7), Score(-11, -14), Score(-34, 7),
    Score(6, 10), Score(3, -5), Score(-14, -3), Score(0, -3), Score(-8, -1), Score(7, 4), Score(-15, -19), Score(-5, 0),
    Score(-10, 14), Score(-4, 0), Score(-9, 4), Score(-12, -4), Score(5, 4), Score(3, -2), Score(-10, 1), Score(-8, 0),
    Score(9, 16), Score(3, 1), Score(14, 13), Score(14, 14), Score(10, 7), Score(6, 7), Score(-3, 0), Score(8, 3),
    Score(17, 18), Score(11, 1), Score(8, 9), Score(21, 11), Score(7, 4), Score(4, -11), Score(1, -2), Score(13, 5),
    Score(26, 18), Score(24, 16), Score(28, 19), Score(35, 22), Score(35, 13), Score(28, 6), Score(18, 3), Score(14, 10),
    Score(9, 11), Score(1, 6), Score(5, 1), Score(7, 4), Score(3, -3), Score(2, -6), Score(-2, 0), Score(-4, 1),
    // Squares of the queen, a1 to h8.
    Score(-20, -17), Score(-6, -9), Score(-1, -7), Score(12, -19), Score(-11, -7), Score(-1, -7), Score(-4, -8), Score(-6, -12),
    Score(-11, -7), Score(-11, -5), Score(14, -10), Score(24, -6), Score(3, -3), Score(-9, -9), Score(0, -7), Score(-5, -8),
    Score(-19, -8), Score(-4, 4), Score(-2, 6), Score(3, 8), Score(-6, 6), Score(7, 8), Score(13, -2), Score(-4, -5),
    Score(1, 0), Score(-4, 4), Score(15, 19), Score(-11, 11), Score(-2, 17), Score(13, 6), Score(21, 12), Score(2, -3),
    Score(3, 0), Score(-6, 4), Score(4, 10), Score(1, 14), Score(13, 26), Score(9, 10), Score(4, 11), Score(-4, 3),
    Score(-7, -6), Score(2, 2), Score(10, 4), Score(3, 8), Score(9, 11), Score(8, 7), Score(4, 2), Score(10, 0),
    Score(-16, -11), Score(-7, -6), Score(4, 4), Score(2, 6), Score(4, 7), Score(3, 3), Score(7, -3), Score(1, -4),
    Score(-5, -12), Score(-3, -7), Score(-3, -5), Score(-1, -1), Score(0, 0), Score(0, -3), Score(-2, -8), Score(-5, -13),
    // Squares of the king, a1 to h8.
    Score(10, -25), Score(37, -20), Score(24, -5), Score(-20, -7), Score(7, -25), Score(-30, -15), Score(43, -20), Score(14, -35),
    Score(-2, -18), Score(7, 6), Score(-17, 3), Score(-39, -5), Score(-31, 20), Score(-22, 16), Score(3, 0), Score(17, -18),
    Score(-39, -1), Score(-36, 3), Score(-38, 10), Score(-43, 12), Score(-37, 17), Score(-34, 11), Score(-28, 13), Score(-37, -4),
    Score(-59, 1), Score(-57, 10), Score(-60, 8), Score(-67, 9), Score(-64, 13), Score(-59, 18), Score(-55, 14), Score(-56, 10),
    Score(-80, -2), Score(-79, 17), Score(-80, 13), Score(-82, 11), Score(-88, 8), Score(-80, 10), Score(-78, 24), Score(-81, -3),
    Score(-100, -10), Score(-99, 9), Score(-99, 16), Score(-101, 2), Score(-99, 10), Score(-99, 21), Score(-99, 9), Score(-99, -6),
    Score(-119, -18), Score(-119, -7), Score(-119, 4), Score(-119, 11), Score(-120, 9), Score(-119, 2), Score(-119, 3), Score(-120, -23),
    Score(-140, -32), Score(-140, -20), Score(-140, -9), Score(-140, 0), Score(-140, 0), Score(-140, -9), Score(-140, -19), Score(-141, -36),
    // Bishop pair, doubled pawn, isolated pawn.
    Score(46, 28), Score(9, -3), Score(-7, -17),
    // Passed pawn by rank.
    Score(0, 0), Score(5, 31), Score(13, 35), Score(-5, 49), Score(45, 58), Score(42, 88), Score(85, 117), Score(0, 0),
    // Rook on an open file, on a half-open file.
    Score(67, -17), Score(23, 12),
    // Mobility by kind (knight, bishop, rook, queen) and count of squares.
    Score(-32, -24), Score(-12, -31), Score(-8, -4), Score(-5, -1), Score(5, 12), Score(12, 15), Score(11, 15), Score(31, 5), Score(17, -8),
    Score(-28, -51), Score(-15, -44), Score(-11, -29), Score(-3, -18), Score(2, -9), Score(2, 6), Score(10, 7), Score(6, 9), Score(7, 18), Score(8, 22), Score(21, 24), Score(12, 33), Score(22, 32), Score(23, 42),
    Score(-39, -31), Score(-21, -9), Score(-16, -10), Score(-3, -16), Score(-7, -5), Score(-1, -2), Score(-2, 3), Score(6, 11), Score(10, 11), Score(17, 13), Score(15, 14), Score(29, 9), Score(28, 13), Score(35, 12), Score(53, -30),
    Score(-57, 120), Score(-49, 109), Score(-45, 96), Score(-51, 82), Score(-49, 68), Score(-49, 63), Score(-42, 53), Score(-34, 44), Score(-24, 40), Score(-24, 31), Score(-14, 26), Score(-4, 13), Score(0, 6), Score(4, 1), Score(13, -16), Score(13, -20), Score(30, -30), Score(33, -42), Score(37, -54), Score(42, -68), Score(52, -77), Score(54, -97), Score(63, -98), Score(64, -123), Score(72, -121), Score(77, -139), Score(84, -140), Score(90, -151),
    // Pawn shield.
    Score(12, -18),
    // Supported pawn by rank.
    Score(0, 0), Score(6, 6), Score(13, 6), Score(18, 7), Score(24, 18), Score(21, 33), Score(10, 23), Score(0, 0),
    // Blocked passed pawn; a man an enemy pawn attacks, by kind.
    Score(5, -18),
    Score(0, 0), Score(-44, -9), Score(-38, -15), Score(-15, -9), Score(-17, 0), Score(0, 0),
    // Knight, bishop on an outpost.
    Score(25, 11), Score(30, 15),
    // A man an enemy knight or bishop attacks, by kind; a queen an enemy rook attacks.
    Score(0, 0), Score(0, 0), Score(0, 0), Score(-36, -16), Score(-37, -24), Score(0, 0),
    Score(-33, -21),
    // A man attacked and not guarded, by kind.
    Score(0, 0), Score(-22, -24), Score(-25, -24), Score(-20, -18), Score(-14, -11), Score(0, 0),
    // A passed pawn's enemy king, own king: distance times ranks beyond the third.
    Score(-5, 18), Score(4, -10),
    // King danger by units of attack on the squares round the king.
    Score(0, 0), Score(1, 0), Score(4, 1), Score(9, 2), Score(26, -5), Score(29, 9), Score(37, -28), Score(37, 10),
    Score(58, -28), Score(70, 21), Score(91, 1), Score(109, -2), Score(126, 30), Score(144, -25), Score(185, 39), Score(214, 41),
    Score(244, 47), Score(278, 68), Score(307, 58), Score(353, 88), Score(399, 99), Score(436, 101), Score(482, 119), Score(490, 115),
    // Safe checks by knight, bishop, rook, queen.
    Score(33, 0), Score(8, 15), Score(38, -3), Score(25, -23),
    // Backward pawn, own pawn on a bishop's colour, open file at the king,
    // knight or bishop behind a pawn.
    Score(-5, 1), Score(-2, -8), Score(-20, -7), Score(4, 14),
]);
