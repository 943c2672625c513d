//! The chess engine's evaluation weights, fitted to the results of its
//! own games by [`super::tuning`]: 1230821 positions, 300 steps of step size 1.
//! Written by `parlour tune`: edit the fitting, not this table.

use super::evaluation::{Score, Weights};

/// The weights the chess engine evaluates with, by [`super::evaluation::term`].
#[rustfmt::skip]
pub static TUNED: Weights = Weights([
    // Material: pawn, knight, bishop, rook, queen, king.
    Score(78, 77), Score(368, 262), Score(399, 305), Score(528, 498), Score(1020, 984), Score(0, 0),
    // Squares of the pawn, a1 to h8.
    Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7),
    Score(14, 16), Score(8, -3), Score(-6, 25), Score(-11, 34), Score(-5, 1), Score(16, 23), Score(35, 7), Score(-4, 9),
    Score(2, 14), Score(-1, -1), Score(-2, 2), Score(-15, -5), Score(-7, 14), Score(-2, 15), Score(15, -1), Score(-8, 17),
    Score(12, 10), Score(-7, 19), Score(2, -9), Score(15, -3), Score(12, 6), Score(-4, 3), Score(-6, 11), Score(-15, 5),
    Score(-6, 27), Score(10, 21), Score(-1, -2), Score(15, 0), Score(13, 1), Score(22, 7), Score(6, 13), Score(21, 1),
    Score(27, 37), Score(2, 38), Score(18, 42), Score(17, 43), Score(22, 18), Score(35, 49), Score(44, 16), Score(39, 24),
    Score(23, 15), Score(22, 43), Score(21, 36), Score(27, 43), Score(20, 41), Score(28, 55), Score(19, 36), Score(23, -25),
    Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42),
    // Squares of the knight, a1 to h8.
    Score(-21, -20), Score(-17, -29), Score(-7, -15), Score(-17, -9), Score(-20, -7), Score(1, -2), Score(-14, -26), Score(-23, -19),
    Score(-12, -10), Score(-10, -2), Score(2, -5), Score(6, -14), Score(13, -19), Score(-6, -6), Score(-21, 0), Score(-6, -8),
    Score(-24, 2), Score(13, -11), Score(-2, -9), Score(5, 19), Score(22, 37), Score(10, 3), Score(10, -6), Score(-15, -27),
    Score(5, 13), Score(4, 12), Score(13, 10), Score(35, 23), Score(30, 20), Score(33, -4), Score(31, 12), Score(4, 15),
    Score(4, 3), Score(-5, 9), Score(26, 13), Score(31, 23), Score(23, 23), Score(45, 11), Score(7, 8), Score(22, 9),
    Score(0, -1), Score(6, -6), Score(23, 17), Score(46, 26), Score(25, 11), Score(17, 17), Score(5, 4), Score(-6, -11),
    Score(-19, -8), Score(-1, -4), Score(3, 2), Score(6, 9), Score(11, 10), Score(7, -2), Score(-6, -10), Score(-16, -14),
    Score(-35, -19), Score(-14, -11), Score(-8, -10), Score(-3, -5), Score(5, 7), Score(-7, -16), Score(-14, -13), Score(-28, -25),
    // Squares of the bishop, a1 to h8.
    Score(-24, -22), Score(-11, -11), Score(-24, 3), Score(1, -6), Score(0, -18), Score(-17, -5), Score(-11, -11), Score(-16, -13),
    Score(-21, -17), Score(1, -10), Score(10, -3), Score(-14, -6), Score(11, 16), Score(20, -21), Score(21, -7), Score(-13, -20),
    Score(-23, 1), Score(22, -16), Score(1, 9), Score(3, -4), Score(-9, 7), Score(32, 10), Score(12, -12), Score(-8, 7),
    Score(-3, -6), Score(3, 7), Score(11, 10), Score(29, 7), Score(32, 5), Score(-7, 16), Score(9, 9), Score(20, 0),
    Score(-2, -6), Score(-1, 3), Score(-2, 11), Score(43, 1), Score(15, 2), Score(18, 7), Score(12, 8), Score(13, 8),
    Score(1, 3), Score(-4, 10), Score(16, 12), Score(6, 11), Score(10, -2), Score(10, 17), Score(11, 2), Score(20, -4),
    Score(-4, -4), Score(-6, 6), Score(-15, -2), Score(6, 8), Score(12, 13), Score(-2, 1), Score(-12, -5), Score(-14, -3),
    Score(-2, -4), Score(-5, 3), Score(-2, 2), Score(0, 3), Score(1, 9), Score(-2, -3), Score(-7, -10), Score(-20, -11),
    // Squares of the rook, a1 to h8.
    Score(14, -16), Score(0, 1), Score(17, -5), Score(28, -14), Score(27, -12), Score(24, -19), Score(-23, 4), Score(-4, -22),
    Score(-12, -2), Score(1, -5), Score(-7, 0), Score(7, -9), Score(-12, -3), Score(5, -13), Score(-16, -16), Score(-36, 9),
    Score(1, 6), Score(1, -9), Score(-16, -3), Score(-2, -4), Score(-11, 0), Score(6, 3), Score(-17, -23), Score(-5, -1),
    Score(-11, 17), Score(-6, -2), Score(-11, 4), Score(-14, -1), Score(3, 4), Score(0, -4), Score(-11, 3), Score(-15, 1),
    Score(11, 13), Score(4, 4), Score(17, 15), Score(15, 11), Score(9, 4), Score(5, 6), Score(-4, -1), Score(6, 2),
    Score(21, 16), Score(16, 3), Score(10, 15), Score(26, 13), Score(8, 5), Score(5, -12), Score(2, -1), Score(15, 6),
    Score(27, 19), Score(27, 15), Score(32, 20), Score(39, 19), Score(38, 12), Score(30, 4), Score(19, 2), Score(14, 12),
    Score(13, 14), Score(4, 10), Score(8, 5), Score(9, 6), Score(2, -4), Score(1, -7), Score(-3, 0), Score(-5, 5),
    // Squares of the queen, a1 to h8.
    Score(-22, -17), Score(-11, -11), Score(-2, -9), Score(9, -28), Score(-15, -10), Score(-4, -11), Score(-3, -9), Score(-7, -13),
    Score(-14, -7), Score(-10, -4), Score(15, -23), Score(22, -10), Score(4, -7), Score(-10, -14), Score(-3, -10), Score(-5, -9),
    Score(-25, -11), Score(-5, 6), Score(-2, 8), Score(-2, 7), Score(-4, 6), Score(10, 10), Score(19, -3), Score(-2, -6),
    Score(2, 1), Score(-8, 5), Score(7, 21), Score(-14, 12), Score(-5, 20), Score(14, 5), Score(27, 14), Score(4, -5),
    Score(4, -1), Score(-8, 5), Score(6, 12), Score(-2, 16), Score(15, 31), Score(12, 12), Score(7, 15), Score(1, 5),
    Score(-8, -7), Score(4, 3), Score(12, 4), Score(3, 10), Score(11, 13), Score(13, 10), Score(8, 3), Score(15, 2),
    Score(-18, -10), Score(-5, -6), Score(7, 7), Score(2, 8), Score(6, 9), Score(5, 5), Score(10, -3), Score(4, -3),
    Score(-3, -11), Score(-2, -6), Score(-4, -5), Score(-1, -1), Score(1, 0), Score(1, -2), Score(0, -7), Score(-6, -14),
    // Squares of the king, a1 to h8.
    Score(4, -20), Score(36, -18), Score(28, -6), Score(-25, -12), Score(6, -30), Score(-35, -12), Score(40, -19), Score(8, -39),
    Score(-5, -15), Score(13, 10), Score(-19, 4), Score(-39, -3), Score(-31, 16), Score(-25, 11), Score(2, -1), Score(17, -21),
    Score(-38, 2), Score(-33, 5), Score(-36, 12), Score(-41, 15), Score(-34, 14), Score(-33, 12), Score(-25, 10), Score(-37, -3),
    Score(-58, 0), Score(-55, 11), Score(-60, 10), Score(-69, 8), Score(-64, 14), Score(-59, 17), Score(-53, 16), Score(-56, 5),
    Score(-80, -4), Score(-78, 14), Score(-80, 13), Score(-83, 11), Score(-89, 10), Score(-79, 13), Score(-76, 25), Score(-82, -6),
    Score(-100, -13), Score(-98, 7), Score(-99, 17), Score(-102, 0), Score(-98, 11), Score(-99, 25), Score(-98, 12), Score(-99, -4),
    Score(-118, -18), Score(-118, -3), Score(-118, 5), Score(-118, 11), Score(-120, 10), Score(-119, 2), Score(-118, 8), Score(-120, -24),
    Score(-141, -36), Score(-140, -20), Score(-140, -9), Score(-140, 0), Score(-140, 0), Score(-140, -8), Score(-140, -18), Score(-142, -42),
    // Bishop pair, doubled pawn, isolated pawn.
    Score(47, 28), Score(6, -4), Score(-5, -16),
    // Passed pawn by rank.
    Score(0, 0), Score(0, 31), Score(13, 34), Score(-5, 49), Score(39, 56), Score(43, 83), Score(93, 108), Score(0, 0),
    // Rook on an open file, on a half-open file.
    Score(67, -20), Score(25, 11),
    // Mobility by kind (knight, bishop, rook, queen) and count of squares.
    Score(-30, -35), Score(-12, -40), Score(-7, -8), Score(-3, -1), Score(4, 13), Score(13, 18), Score(15, 16), Score(34, 5), Score(18, -4),
    Score(-27, -52), Score(-12, -46), Score(-7, -27), Score(-1, -17), Score(3, -5), Score(3, 11), Score(12, 8), Score(8, 10), Score(8, 21), Score(10, 21), Score(24, 18), Score(9, 31), Score(22, 24), Score(19, 34),
    Score(-38, -40), Score(-18, -14), Score(-15, -12), Score(-2, -15), Score(-6, -6), Score(0, 0), Score(0, 4), Score(4, 13), Score(10, 12), Score(20, 12), Score(15, 12), Score(28, 12), Score(26, 12), Score(34, 12), Score(66, -33),
    Score(-53, 120), Score(-48, 108), Score(-45, 93), Score(-47, 79), Score(-46, 62), Score(-46, 58), Score(-39, 51), Score(-30, 42), Score(-23, 38), Score(-24, 31), Score(-16, 28), Score(-5, 15), Score(-2, 10), Score(-1, 7), Score(13, -12), Score(10, -16), Score(31, -26), Score(34, -38), Score(36, -53), Score(43, -66), Score(55, -75), Score(54, -103), Score(65, -97), Score(63, -129), Score(72, -121), Score(76, -143), Score(84, -140), Score(90, -152),
    // Pawn shield.
    Score(11, -17),
    // Supported pawn by rank.
    Score(0, 0), Score(5, 3), Score(13, 7), Score(18, 8), Score(22, 21), Score(29, 37), Score(14, 30), Score(0, 0),
    // Blocked passed pawn; a man an enemy pawn attacks, by kind.
    Score(9, -19),
    Score(0, 0), Score(-49, -10), Score(-47, -21), Score(-22, -12), Score(-26, -1), Score(0, 0),
    // Knight, bishop on an outpost.
    Score(27, 14), Score(32, 14),
    // A man an enemy knight or bishop attacks, by kind; a queen an enemy rook attacks.
    Score(0, 0), Score(0, 0), Score(0, 0), Score(-42, -16), Score(-39, -23), Score(0, 0),
    Score(-35, -22),
    // A man attacked and not guarded, by kind.
    Score(0, 0), Score(-23, -25), Score(-23, -24), Score(-15, -18), Score(-9, -4), Score(0, 0),
    // A passed pawn's enemy king, own king: distance times ranks beyond the third.
    Score(-5, 17), Score(3, -9),
    // King danger by units of attack on the squares round the king.
    Score(0, 0), Score(1, 0), Score(4, 1), Score(9, 2), Score(28, -9), Score(31, 8), Score(39, -41), Score(33, 6),
    Score(61, -37), Score(66, 23), Score(88, -10), Score(106, -17), Score(117, 27), Score(138, -46), Score(178, 32), Score(208, 32),
    Score(237, 34), Score(270, 63), Score(298, 45), Score(347, 86), Score(398, 98), Score(431, 96), Score(479, 117), Score(483, 109),
    // Safe checks by knight, bishop, rook, queen.
    Score(41, -4), Score(8, 13), Score(53, -9), Score(29, -28),
    // Backward pawn, own pawn on a bishop's colour, open file at the king,
    // knight or bishop behind a pawn.
    Score(-8, -1), Score(-3, -9), Score(-24, -6), Score(4, 17),
]);
