//! The chess engine's evaluation weights, fitted to the results of its
//! own games by [`super::tuning`]: 945907 positions, 300 steps of step size 1.
//! Written by `parlour tune`: edit the fitting, not this table.

use super::evaluation::{Score, Weights};

/// The weights the chess engine evaluates with, by [`super::evaluation::term`].
#[rustfmt::skip]
pub static TUNED: Weights = Weights([
    // Material: pawn, knight, bishop, rook, queen, king.
    Score(87, 76), Score(383, 258), Score(410, 297), Score(565, 481), Score(1036, 977), Score(0, 0),
    // Squares of the pawn, a1 to h8.
    Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7),
    Score(-2, 24), Score(9, 11), Score(-6, 20), Score(-6, 31), Score(1, 10), Score(14, 33), Score(39, 5), Score(1, 16),
    Score(0, 9), Score(-11, 9), Score(6, 4), Score(-12, 3), Score(-5, 15), Score(-9, 23), Score(23, -7), Score(-4, 1),
    Score(-4, 13), Score(-11, 16), Score(10, -5), Score(18, 2), Score(12, -4), Score(3, 7), Score(-11, -1), Score(-3, 4),
    Score(5, 18), Score(19, 23), Score(14, 5), Score(16, 6), Score(10, 12), Score(8, 6), Score(7, 3), Score(4, 10),
    Score(27, 15), Score(-3, 42), Score(14, 39), Score(24, 52), Score(23, 24), Score(31, 30), Score(32, 18), Score(43, 18),
    Score(24, 6), Score(23, 41), Score(23, 39), Score(27, 38), Score(20, 39), Score(29, 59), Score(17, 35), Score(23, -31),
    Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42),
    // Squares of the knight, a1 to h8.
    Score(-23, -23), Score(-25, -31), Score(-11, -17), Score(-20, -9), Score(-17, -8), Score(-9, -16), Score(-17, -23), Score(-25, -20),
    Score(-21, -8), Score(-13, -7), Score(-8, -3), Score(13, -14), Score(15, -6), Score(-5, -15), Score(-22, 0), Score(-2, -6),
    Score(-37, 4), Score(14, -16), Score(-1, 1), Score(14, 20), Score(10, 24), Score(21, -4), Score(12, -8), Score(-9, -19),
    Score(-6, 4), Score(3, 12), Score(25, 16), Score(29, 20), Score(24, 22), Score(39, 0), Score(36, 7), Score(19, 12),
    Score(16, 7), Score(-6, 0), Score(20, 19), Score(33, 24), Score(32, 24), Score(57, 20), Score(18, 6), Score(14, 4),
    Score(2, 4), Score(2, -5), Score(23, 18), Score(49, 27), Score(31, 20), Score(17, 17), Score(14, 3), Score(-11, -13),
    Score(-15, -7), Score(-2, -4), Score(1, 2), Score(8, 13), Score(13, 13), Score(13, 3), Score(-8, -12), Score(-17, -11),
    Score(-40, -24), Score(-14, -10), Score(-10, -12), Score(-3, -5), Score(4, 5), Score(-8, -15), Score(-14, -13), Score(-30, -25),
    // Squares of the bishop, a1 to h8.
    Score(-19, -19), Score(-13, -10), Score(-19, 8), Score(1, -8), Score(-3, -15), Score(-17, -12), Score(-11, -12), Score(-15, -15),
    Score(-23, -15), Score(7, -11), Score(10, -17), Score(-1, -11), Score(24, 0), Score(23, -17), Score(27, 0), Score(-9, -21),
    Score(-28, -1), Score(29, -14), Score(-2, 11), Score(11, -1), Score(-4, 7), Score(29, 12), Score(17, -6), Score(-14, 8),
    Score(-11, -12), Score(7, 5), Score(12, 13), Score(39, 7), Score(31, 7), Score(-6, 14), Score(2, 6), Score(9, -4),
    Score(-7, -5), Score(7, 2), Score(-6, -1), Score(47, 2), Score(13, 6), Score(15, 0), Score(9, 9), Score(7, 11),
    Score(-4, -2), Score(-1, 8), Score(15, 13), Score(-3, 14), Score(13, 3), Score(11, 12), Score(10, 0), Score(17, -3),
    Score(-7, -2), Score(-4, 15), Score(-20, -3), Score(4, 12), Score(12, 16), Score(0, 6), Score(-11, -3), Score(-18, -6),
    Score(0, -1), Score(-6, 3), Score(-4, -2), Score(0, 5), Score(0, 9), Score(-1, 2), Score(-7, -8), Score(-21, -12),
    // Squares of the rook, a1 to h8.
    Score(7, -30), Score(1, -18), Score(10, -11), Score(19, -18), Score(23, -26), Score(19, -23), Score(-33, 2), Score(4, -17),
    Score(-19, 1), Score(2, -11), Score(-8, -1), Score(3, -10), Score(-8, -2), Score(-1, -20), Score(-8, -13), Score(-39, 0),
    Score(-10, 4), Score(5, -9), Score(-16, -5), Score(-12, -9), Score(-15, -8), Score(4, -5), Score(-22, -25), Score(-14, -4),
    Score(0, 8), Score(0, 2), Score(-9, 0), Score(-14, 2), Score(6, 7), Score(6, -4), Score(-13, 7), Score(-14, 0),
    Score(15, 17), Score(9, 11), Score(18, 11), Score(21, 10), Score(13, 1), Score(9, 9), Score(-2, 8), Score(4, 3),
    Score(23, 21), Score(22, 14), Score(11, 15), Score(30, 10), Score(11, 4), Score(11, -2), Score(5, 5), Score(19, 9),
    Score(31, 22), Score(25, 19), Score(41, 22), Score(38, 12), Score(40, 8), Score(36, 10), Score(22, 9), Score(15, 17),
    Score(13, 13), Score(7, 14), Score(12, 11), Score(10, 9), Score(5, 2), Score(2, -5), Score(-3, 1), Score(-3, 12),
    // Squares of the queen, a1 to h8.
    Score(-16, -18), Score(-10, -13), Score(-12, -15), Score(5, -37), Score(-17, -12), Score(-8, -14), Score(-7, -12), Score(-7, -13),
    Score(-15, -8), Score(-7, -3), Score(11, -25), Score(10, -8), Score(13, -10), Score(-9, -16), Score(-4, -14), Score(-8, -12),
    Score(-27, -12), Score(11, 2), Score(-6, 8), Score(6, 6), Score(1, 7), Score(4, 6), Score(9, -3), Score(1, -7),
    Score(3, 3), Score(-12, 5), Score(5, 24), Score(-11, 17), Score(2, 23), Score(11, 9), Score(24, 14), Score(-4, -5),
    Score(0, -3), Score(2, 7), Score(7, 12), Score(1, 17), Score(12, 32), Score(17, 17), Score(11, 14), Score(5, 6),
    Score(-3, -7), Score(4, 3), Score(11, 5), Score(6, 13), Score(14, 16), Score(14, 11), Score(11, 4), Score(19, 2),
    Score(-21, -8), Score(-5, -4), Score(8, 10), Score(3, 10), Score(6, 9), Score(4, 6), Score(12, -1), Score(6, -3),
    Score(-4, -12), Score(-4, -8), Score(-3, -5), Score(-1, 0), Score(3, 1), Score(1, -1), Score(-2, -9), Score(-4, -14),
    // Squares of the king, a1 to h8.
    Score(-5, -17), Score(37, -16), Score(27, -10), Score(-41, -22), Score(-2, -37), Score(-30, -15), Score(41, -24), Score(17, -43),
    Score(-9, -18), Score(1, 9), Score(-13, 1), Score(-38, -3), Score(-35, 12), Score(-21, 6), Score(2, 10), Score(15, -19),
    Score(-37, 3), Score(-34, 0), Score(-37, 10), Score(-43, 9), Score(-33, 12), Score(-36, 19), Score(-21, 13), Score(-34, 4),
    Score(-58, 2), Score(-54, 14), Score(-58, 19), Score(-66, 17), Score(-62, 23), Score(-56, 22), Score(-47, 23), Score(-56, 9),
    Score(-80, -5), Score(-78, 13), Score(-79, 20), Score(-82, 15), Score(-88, 14), Score(-77, 21), Score(-74, 15), Score(-81, -4),
    Score(-100, -12), Score(-96, 12), Score(-99, 18), Score(-101, 5), Score(-99, 4), Score(-98, 26), Score(-97, 10), Score(-100, -6),
    Score(-119, -21), Score(-117, 3), Score(-117, 11), Score(-119, 5), Score(-120, 3), Score(-119, 1), Score(-118, 9), Score(-122, -33),
    Score(-143, -47), Score(-140, -20), Score(-140, -10), Score(-139, 2), Score(-140, -2), Score(-140, -7), Score(-140, -17), Score(-144, -51),
    // Bishop pair, doubled pawn, isolated pawn.
    Score(45, 48), Score(-8, -3), Score(-5, -16),
    // Passed pawn by rank.
    Score(0, 0), Score(-11, 27), Score(6, 39), Score(-16, 51), Score(38, 47), Score(53, 65), Score(96, 89), Score(0, 0),
    // Rook on an open file, on a half-open file.
    Score(68, -27), Score(27, 7),
    // Mobility by kind (knight, bishop, rook, queen) and count of squares.
    Score(-30, -40), Score(-10, -38), Score(-2, -10), Score(4, -5), Score(9, 11), Score(12, 20), Score(14, 22), Score(30, 3), Score(19, -3),
    Score(-34, -50), Score(-13, -42), Score(-5, -20), Score(1, -7), Score(6, -2), Score(11, 13), Score(10, 11), Score(14, 7), Score(15, 17), Score(11, 11), Score(21, 12), Score(7, 21), Score(22, 23), Score(16, 27),
    Score(-30, -44), Score(-14, -8), Score(-13, -19), Score(-1, -14), Score(-4, -5), Score(-2, -2), Score(1, 5), Score(3, 9), Score(14, 10), Score(14, 8), Score(17, 8), Score(32, 5), Score(31, 13), Score(33, 15), Score(78, -30),
    Score(-46, 120), Score(-48, 106), Score(-44, 90), Score(-44, 75), Score(-41, 62), Score(-39, 54), Score(-37, 51), Score(-32, 40), Score(-22, 36), Score(-22, 31), Score(-14, 29), Score(-8, 17), Score(-4, 13), Score(-3, 9), Score(8, -11), Score(6, -18), Score(28, -25), Score(35, -36), Score(37, -52), Score(45, -63), Score(58, -73), Score(55, -106), Score(66, -96), Score(63, -131), Score(72, -121), Score(76, -144), Score(84, -140), Score(90, -152),
    // Pawn shield.
    Score(18, -16),
    // Supported pawn by rank.
    Score(0, 0), Score(5, 0), Score(14, 7), Score(15, 7), Score(17, 18), Score(30, 47), Score(18, 46), Score(0, 0),
    // Blocked passed pawn; a man an enemy pawn attacks, by kind.
    Score(5, -20),
    Score(0, 0), Score(-49, -15), Score(-48, -23), Score(-21, -12), Score(-33, -2), Score(0, 0),
    // Knight, bishop on an outpost.
    Score(27, 17), Score(29, 13),
    // A man an enemy knight or bishop attacks, by kind; a queen an enemy rook attacks.
    Score(0, 0), Score(0, 0), Score(0, 0), Score(-47, -16), Score(-42, -23), Score(0, 0),
    Score(-39, -23),
    // A man attacked and not guarded, by kind.
    Score(0, 0), Score(-23, -28), Score(-21, -24), Score(-10, -20), Score(-9, -2), Score(0, 0),
    // A passed pawn's enemy king, own king: distance times ranks beyond the third.
    Score(-4, 16), Score(3, -8),
    // King danger by units of attack on the squares round the king.
    Score(0, 0), Score(1, 0), Score(4, 1), Score(9, 2), Score(26, -14), Score(32, 7), Score(45, -39), Score(34, 1),
    Score(67, -42), Score(61, 22), Score(86, -17), Score(102, -28), Score(108, 20), Score(137, -57), Score(170, 24), Score(203, 23),
    Score(230, 21), Score(262, 58), Score(293, 36), Score(343, 83), Score(397, 97), Score(427, 91), Score(476, 115), Score(475, 102),
    // Safe checks by knight, bishop, rook, queen.
    Score(45, 0), Score(13, 10), Score(71, -12), Score(28, -10),
    // Backward pawn, own pawn on a bishop's colour, open file at the king,
    // knight or bishop behind a pawn.
    Score(-6, 1), Score(-4, -11), Score(-19, -5), Score(3, 18),
    // Enemy pawn storming the king from the third, fourth, fifth rank.
    Score(-18, 20), Score(-13, 6), Score(-4, 3),
    // Passed pawn free to advance, by rank.
    Score(0, 0), Score(0, 3), Score(-11, 3), Score(-7, 4), Score(-2, 13), Score(6, 23), Score(8, 30), Score(0, 0),
    // An enemy man a safe pawn push would attack.
    Score(13, 10),
]);
