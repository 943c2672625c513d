//! The chess engine's evaluation weights, fitted to the results of its
//! own games by [`super::tuning`]: 490445 positions, 200 steps of step size 1.
//! Written by `parlour tune`: edit the fitting, not this table.

use super::evaluation::{Score, Weights};

/// The weights the chess engine evaluates with, by [`super::evaluation::term`].
#[rustfmt::skip]
pub static TUNED: Weights = Weights([
    // Material: pawn, knight, bishop, rook, queen, king.
    Score(63, 85), Score(343, 299), Score(370, 338), Score(485, 531), Score(973, 991), Score(0, 0),
    // Squares of the pawn, a1 to h8.
    Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7),
    Score(14, 10), Score(0, -10), Score(-13, 38), Score(-12, 16), Score(4, -5), Score(20, 7), Score(27, 0), Score(-9, 5),
    Score(16, 9), Score(1, -5), Score(-11, 6), Score(-14, 5), Score(0, -2), Score(1, 10), Score(14, 3), Score(-8, 19),
    Score(12, 25), Score(-5, 19), Score(-5, 0), Score(24, 2), Score(22, 3), Score(-5, 2), Score(-4, 14), Score(-9, 14),
    Score(3, 31), Score(16, 26), Score(-1, 10), Score(16, -8), Score(17, 5), Score(25, 8), Score(13, 9), Score(20, 13),
    Score(18, 37), Score(14, 39), Score(12, 35), Score(20, 32), Score(12, 23), Score(28, 38), Score(20, 20), Score(27, 31),
    Score(20, 32), Score(20, 35), Score(18, 33), Score(24, 37), Score(20, 35), Score(23, 38), Score(20, 35), Score(20, 16),
    Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42),
    // Squares of the knight, a1 to h8.
    Score(-22, -18), Score(-11, -20), Score(-8, -6), Score(-10, -4), Score(-8, -6), Score(-4, -2), Score(-19, -17), Score(-22, -18),
    Score(-14, -14), Score(-6, -4), Score(6, -1), Score(6, -1), Score(6, 5), Score(0, -8), Score(-12, -6), Score(-10, -12),
    Score(-19, -2), Score(12, 2), Score(-2, 3), Score(23, 16), Score(22, 24), Score(5, 5), Score(9, -1), Score(-6, -14),
    Score(14, 4), Score(10, 6), Score(15, 14), Score(35, 22), Score(33, 19), Score(28, 4), Score(14, 6), Score(1, 4),
    Score(2, 0), Score(0, 6), Score(14, 10), Score(30, 16), Score(20, 7), Score(29, 14), Score(14, 19), Score(10, 4),
    Score(-6, -6), Score(8, 2), Score(12, 11), Score(26, 14), Score(20, 16), Score(10, 10), Score(7, -1), Score(-6, -8),
    Score(-16, -12), Score(-6, -3), Score(-2, -2), Score(8, 6), Score(10, 8), Score(2, -2), Score(-4, -4), Score(-14, -12),
    Score(-24, -18), Score(-14, -12), Score(-6, -7), Score(2, 2), Score(2, 2), Score(-6, -10), Score(-14, -12), Score(-22, -18),
    // Squares of the bishop, a1 to h8.
    Score(-18, -16), Score(-12, -10), Score(-17, -1), Score(-2, -2), Score(-6, -8), Score(-16, -3), Score(-12, -9), Score(-18, -14),
    Score(-8, -10), Score(7, -9), Score(4, 2), Score(-21, -6), Score(9, 11), Score(16, -4), Score(14, -3), Score(-6, -14),
    Score(-15, 0), Score(12, -3), Score(11, 7), Score(9, -4), Score(0, 1), Score(15, 10), Score(19, -1), Score(-5, 4),
    Score(-1, 2), Score(10, 11), Score(6, 6), Score(18, 6), Score(17, 11), Score(4, 7), Score(6, 6), Score(6, 2),
    Score(2, -1), Score(-2, 7), Score(3, 5), Score(23, 5), Score(9, 3), Score(12, 12), Score(14, 7), Score(5, 3),
    Score(-3, -4), Score(2, 4), Score(10, 12), Score(10, 9), Score(11, 6), Score(10, 12), Score(8, 3), Score(4, -2),
    Score(-6, -6), Score(-4, -1), Score(-2, 2), Score(6, 8), Score(10, 10), Score(-1, 0), Score(-4, -4), Score(-6, -4),
    Score(-10, -12), Score(-6, -4), Score(-2, -4), Score(2, 4), Score(2, 6), Score(-2, -4), Score(-6, -8), Score(-12, -10),
    // Squares of the rook, a1 to h8.
    Score(5, -9), Score(-8, -3), Score(17, -5), Score(25, 2), Score(23, 2), Score(14, -7), Score(-16, 3), Score(-3, -19),
    Score(-6, -1), Score(0, -1), Score(2, -3), Score(4, -3), Score(-2, -3), Score(-3, -2), Score(-6, -8), Score(-25, 0),
    Score(-4, 6), Score(-2, -4), Score(-6, -2), Score(4, 4), Score(0, 1), Score(5, 4), Score(-6, -7), Score(-1, 2),
    Score(-6, 5), Score(0, 2), Score(-4, 1), Score(-4, -4), Score(6, 3), Score(4, 2), Score(-4, 0), Score(-4, -2),
    Score(5, 14), Score(2, 0), Score(9, 9), Score(8, 10), Score(6, 4), Score(5, 4), Score(2, 2), Score(4, 3),
    Score(6, 12), Score(4, 0), Score(6, 2), Score(12, 8), Score(6, 2), Score(4, -6), Score(0, 0), Score(6, 0),
    Score(24, 19), Score(19, 11), Score(24, 15), Score(27, 18), Score(30, 16), Score(24, 9), Score(18, 8), Score(16, 11),
    Score(4, 6), Score(0, 2), Score(4, -2), Score(4, -2), Score(4, 0), Score(4, -3), Score(0, 2), Score(-2, 0),
    // Squares of the queen, a1 to h8.
    Score(-14, -15), Score(-4, -8), Score(0, -4), Score(12, -8), Score(-8, -4), Score(-1, -4), Score(-5, -8), Score(-6, -12),
    Score(-8, -8), Score(-8, -4), Score(13, -2), Score(25, 2), Score(-1, 1), Score(-7, -4), Score(2, -4), Score(-6, -8),
    Score(-5, -4), Score(-1, 0), Score(0, 4), Score(2, 8), Score(-7, 6), Score(-4, 4), Score(3, 0), Score(-4, -4),
    Score(-3, 0), Score(1, 4), Score(14, 12), Score(0, 10), Score(-2, 12), Score(8, 8), Score(12, 10), Score(4, 0),
    Score(2, 2), Score(-5, 4), Score(4, 8), Score(4, 12), Score(8, 18), Score(4, 8), Score(5, 8), Score(2, 2),
    Score(-8, -6), Score(0, 0), Score(4, 4), Score(4, 8), Score(5, 8), Score(3, 4), Score(2, 2), Score(4, -2),
    Score(-10, -10), Score(-5, -5), Score(0, 0), Score(2, 4), Score(2, 4), Score(0, 0), Score(1, -4), Score(-2, -6),
    Score(-6, -12), Score(-4, -8), Score(-2, -4), Score(0, 0), Score(0, 0), Score(-2, -4), Score(-4, -8), Score(-4, -12),
    // Squares of the king, a1 to h8.
    Score(16, -28), Score(32, -20), Score(14, -7), Score(-18, -10), Score(8, -21), Score(-17, -20), Score(51, -19), Score(27, -25),
    Score(0, -20), Score(1, 1), Score(-15, 2), Score(-33, -2), Score(-28, 16), Score(-18, 19), Score(-1, -1), Score(13, -10),
    Score(-40, -8), Score(-38, 4), Score(-40, 8), Score(-43, 11), Score(-40, 18), Score(-37, 12), Score(-32, 14), Score(-36, -1),
    Score(-60, 2), Score(-60, 10), Score(-60, 11), Score(-65, 10), Score(-64, 10), Score(-60, 17), Score(-60, 9), Score(-57, 13),
    Score(-80, 2), Score(-80, 17), Score(-80, 17), Score(-80, 18), Score(-86, 11), Score(-80, 11), Score(-80, 19), Score(-80, 2),
    Score(-100, -8), Score(-100, 8), Score(-100, 12), Score(-100, 9), Score(-100, 12), Score(-100, 15), Score(-100, 6), Score(-100, -9),
    Score(-120, -20), Score(-120, -9), Score(-120, 0), Score(-120, 10), Score(-120, 10), Score(-120, 0), Score(-120, -4), Score(-120, -20),
    Score(-140, -30), Score(-140, -20), Score(-140, -10), Score(-140, 0), Score(-140, 0), Score(-140, -10), Score(-140, -20), Score(-140, -30),
    // Bishop pair, doubled pawn, isolated pawn.
    Score(42, 45), Score(9, -8), Score(-6, -15),
    // Passed pawn by rank.
    Score(0, 0), Score(10, 23), Score(8, 33), Score(-3, 40), Score(45, 60), Score(43, 102), Score(76, 123), Score(0, 0),
    // Rook on an open file, on a half-open file.
    Score(54, -8), Score(19, 16),
    // Mobility by kind (knight, bishop, rook, queen) and count of squares.
    Score(-32, -10), Score(-15, -11), Score(-12, -2), Score(-5, -2), Score(5, 11), Score(9, 12), Score(10, 10), Score(25, 6), Score(21, -9),
    Score(-25, -49), Score(-20, -42), Score(-13, -33), Score(-6, -23), Score(-2, -15), Score(-2, -2), Score(5, 5), Score(1, 11), Score(7, 17), Score(10, 28), Score(17, 31), Score(18, 40), Score(24, 44), Score(27, 52),
    Score(-35, -15), Score(-26, -3), Score(-20, -4), Score(-8, -10), Score(-10, -6), Score(3, -6), Score(2, 1), Score(6, 6), Score(8, 8), Score(13, 10), Score(17, 12), Score(26, 6), Score(31, 13), Score(35, 12), Score(38, -19),
    Score(-66, 120), Score(-57, 110), Score(-53, 100), Score(-54, 88), Score(-47, 77), Score(-50, 69), Score(-42, 57), Score(-34, 47), Score(-22, 39), Score(-22, 30), Score(-12, 22), Score(-3, 11), Score(0, 0), Score(7, -7), Score(13, -20), Score(16, -27), Score(27, -37), Score(30, -48), Score(36, -58), Score(41, -70), Score(48, -80), Score(54, -91), Score(60, -100), Score(66, -114), Score(72, -120), Score(78, -133), Score(84, -140), Score(90, -150),
    // Pawn shield.
    Score(14, -17),
    // Supported pawn by rank.
    Score(0, 0), Score(8, 9), Score(15, 6), Score(16, 6), Score(19, 16), Score(5, 20), Score(4, 8), Score(0, 0),
    // Blocked passed pawn; a man an enemy pawn attacks, by kind.
    Score(-3, -15),
    Score(0, 0), Score(-28, -7), Score(-21, -7), Score(-5, -4), Score(-6, 0), Score(0, 0),
    // Knight, bishop on an outpost.
    Score(27, 9), Score(19, 19),
    // A man an enemy knight or bishop attacks, by kind; a queen an enemy rook attacks.
    Score(0, 0), Score(0, 0), Score(0, 0), Score(-27, -19), Score(-33, -25), Score(0, 0),
    Score(-30, -20),
    // A man attacked and not guarded, by kind.
    Score(0, 0), Score(-23, -20), Score(-27, -21), Score(-25, -18), Score(-22, -21), Score(0, 0),
    // A passed pawn's enemy king, own king: distance times ranks beyond the third.
    Score(-8, 19), Score(6, -11),
    // King danger by units of attack on the squares round the king.
    Score(0, 0), Score(1, 0), Score(4, 1), Score(9, 2), Score(20, 2), Score(26, 9), Score(37, -1), Score(48, 14),
    Score(58, -2), Score(78, 20), Score(97, 18), Score(118, 21), Score(140, 35), Score(159, 19), Score(194, 47), Score(222, 53),
    Score(253, 61), Score(286, 72), Score(320, 76), Score(360, 90), Score(400, 100), Score(441, 108), Score(484, 121), Score(497, 122),
    // Safe checks by knight, bishop, rook, queen.
    Score(12, 1), Score(8, 11), Score(13, 6), Score(17, -7),
    // Backward pawn, own pawn on a bishop's colour, open file at the king.
    Score(-1, -1), Score(0, -8), Score(-10, -6),
]);
