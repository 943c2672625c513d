//! The chess engine's evaluation weights, fitted to the results of its
//! own games by [`super::tuning`]: 1834173 positions, 250 steps of step size 1.
//! Written by `parlour tune`: edit the fitting, not this table.

use super::evaluation::{Score, Weights};

/// The weights the chess engine evaluates with, by [`super::evaluation::term`].
#[rustfmt::skip]
pub static TUNED: Weights = Weights([
    // Material: pawn, knight, bishop, rook, queen, king.
    Score(-10, 52), Score(367, 209), Score(408, 255), Score(571, 400), Score(1032, 952), Score(0, 0),
    // Squares of the pawn, a1 to h8.
    Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7),
    Score(-9, 18), Score(2, 13), Score(-10, 26), Score(-10, 23), Score(-3, 10), Score(14, 29), Score(35, 6), Score(-8, 6),
    Score(-3, 4), Score(-14, 11), Score(0, 7), Score(-16, 9), Score(-6, 20), Score(-16, 22), Score(17, -7), Score(-11, -5),
    Score(-8, 17), Score(-20, 17), Score(9, -8), Score(14, 4), Score(14, -6), Score(4, 7), Score(-12, 1), Score(-10, 2),
    Score(7, 17), Score(15, 24), Score(10, 6), Score(22, 6), Score(17, 20), Score(6, 7), Score(7, 5), Score(1, 12),
    Score(30, 17), Score(-5, 45), Score(11, 33), Score(21, 46), Score(24, 28), Score(33, 29), Score(29, 22), Score(40, 10),
    Score(27, 4), Score(24, 39), Score(24, 40), Score(27, 34), Score(20, 36), Score(30, 63), Score(14, 30), Score(25, -35),
    Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42),
    // Squares of the knight, a1 to h8.
    Score(-25, -24), Score(-34, -34), Score(-11, -17), Score(-25, -11), Score(-14, -8), Score(-13, -19), Score(-18, -27), Score(-25, -20),
    Score(-22, -5), Score(-13, -7), Score(-13, -6), Score(9, -6), Score(13, -3), Score(-1, -20), Score(-26, -2), Score(-2, -7),
    Score(-35, 2), Score(9, -16), Score(-4, 2), Score(18, 18), Score(6, 15), Score(23, -4), Score(17, -9), Score(-10, -15),
    Score(-13, -5), Score(0, 12), Score(31, 23), Score(21, 16), Score(25, 26), Score(46, 6), Score(41, 4), Score(17, 5),
    Score(24, 9), Score(1, -4), Score(13, 14), Score(36, 23), Score(38, 19), Score(57, 12), Score(22, 5), Score(16, 2),
    Score(1, 2), Score(0, -4), Score(23, 18), Score(48, 23), Score(34, 24), Score(16, 21), Score(22, 3), Score(-14, -14),
    Score(-14, -7), Score(-3, -5), Score(-1, 2), Score(9, 14), Score(14, 11), Score(15, 6), Score(-8, -13), Score(-17, -8),
    Score(-45, -27), Score(-14, -9), Score(-12, -15), Score(-4, -5), Score(3, 3), Score(-9, -15), Score(-14, -12), Score(-32, -26),
    // Squares of the bishop, a1 to h8.
    Score(-17, -18), Score(-15, -10), Score(-20, 2), Score(4, -8), Score(-7, -14), Score(-19, -17), Score(-11, -11), Score(-14, -18),
    Score(-21, -12), Score(5, -16), Score(18, -21), Score(2, -14), Score(19, -6), Score(27, -15), Score(25, -5), Score(-9, -22),
    Score(-29, -6), Score(28, -13), Score(0, 9), Score(12, 3), Score(-1, 8), Score(30, 7), Score(20, 0), Score(-12, 7),
    Score(-13, -14), Score(6, -1), Score(14, 16), Score(40, 4), Score(30, 2), Score(-2, 18), Score(-2, 2), Score(3, -6),
    Score(-10, -5), Score(11, 4), Score(-2, -2), Score(50, 0), Score(17, 12), Score(16, -3), Score(12, 10), Score(0, 5),
    Score(-6, -5), Score(0, 7), Score(13, 12), Score(0, 21), Score(14, 5), Score(12, 11), Score(6, -2), Score(16, 0),
    Score(-8, -1), Score(-4, 18), Score(-23, -1), Score(2, 12), Score(10, 17), Score(-1, 6), Score(-13, -4), Score(-21, -8),
    Score(2, 0), Score(-7, 4), Score(-5, -4), Score(-1, 6), Score(0, 7), Score(-1, 4), Score(-7, -7), Score(-21, -12),
    // Squares of the rook, a1 to h8.
    Score(8, -34), Score(4, -26), Score(9, -14), Score(21, -23), Score(23, -35), Score(22, -25), Score(-38, 1), Score(-4, -20),
    Score(-26, -8), Score(4, -14), Score(-8, -1), Score(1, -11), Score(-8, -2), Score(-4, -19), Score(-5, -11), Score(-47, -1),
    Score(-14, 4), Score(9, -12), Score(-14, -7), Score(-17, -12), Score(-20, -11), Score(2, -9), Score(-26, -25), Score(-21, -2),
    Score(2, 3), Score(-1, 3), Score(-5, -3), Score(-16, -1), Score(6, 8), Score(6, -3), Score(-15, 6), Score(-14, -3),
    Score(15, 14), Score(9, 10), Score(19, 9), Score(23, 5), Score(16, -5), Score(10, 6), Score(1, 9), Score(4, 7),
    Score(25, 19), Score(24, 15), Score(14, 12), Score(32, 3), Score(14, 2), Score(14, 3), Score(6, 4), Score(20, 9),
    Score(34, 20), Score(22, 19), Score(43, 16), Score(39, 9), Score(40, 4), Score(38, 9), Score(23, 10), Score(13, 17),
    Score(14, 18), Score(8, 16), Score(14, 14), Score(10, 10), Score(8, 6), Score(3, 0), Score(-2, 4), Score(0, 19),
    // Squares of the queen, a1 to h8.
    Score(-11, -19), Score(-13, -17), Score(-12, -19), Score(5, -44), Score(-19, -14), Score(-14, -18), Score(-10, -14), Score(-7, -13),
    Score(-17, -9), Score(-5, -3), Score(8, -29), Score(10, -8), Score(12, -8), Score(-9, -18), Score(-5, -18), Score(-9, -14),
    Score(-27, -14), Score(9, -3), Score(-5, 8), Score(9, 3), Score(4, 7), Score(8, 6), Score(2, -3), Score(2, -8),
    Score(0, 3), Score(-15, 7), Score(5, 25), Score(-10, 20), Score(2, 22), Score(10, 11), Score(25, 15), Score(-3, -5),
    Score(-3, -5), Score(9, 8), Score(7, 12), Score(3, 19), Score(11, 32), Score(13, 19), Score(12, 14), Score(11, 7),
    Score(-3, -8), Score(4, 3), Score(12, 7), Score(8, 15), Score(15, 19), Score(15, 13), Score(11, 4), Score(19, 1),
    Score(-22, -8), Score(-7, -3), Score(9, 13), Score(4, 12), Score(5, 9), Score(6, 7), Score(11, -1), Score(7, -3),
    Score(-6, -14), Score(-5, -9), Score(-2, -4), Score(1, 2), Score(3, 1), Score(1, -1), Score(-3, -10), Score(-4, -15),
    // Squares of the king, a1 to h8.
    Score(-9, -9), Score(42, -13), Score(31, -9), Score(-47, -20), Score(2, -35), Score(-28, -11), Score(36, -23), Score(11, -45),
    Score(-11, -19), Score(-4, 7), Score(-15, 2), Score(-34, 1), Score(-37, 9), Score(-17, 4), Score(2, 9), Score(13, -17),
    Score(-38, 0), Score(-34, 0), Score(-37, 8), Score(-45, 8), Score(-33, 7), Score(-38, 15), Score(-18, 4), Score(-35, 1),
    Score(-58, 1), Score(-53, 15), Score(-57, 20), Score(-65, 20), Score(-63, 19), Score(-56, 16), Score(-45, 15), Score(-57, 7),
    Score(-79, -5), Score(-78, 12), Score(-79, 22), Score(-82, 20), Score(-88, 19), Score(-78, 22), Score(-72, 12), Score(-80, 0),
    Score(-100, -11), Score(-95, 12), Score(-99, 17), Score(-100, 12), Score(-99, 9), Score(-98, 24), Score(-96, 6), Score(-100, -2),
    Score(-119, -22), Score(-116, 7), Score(-116, 15), Score(-119, 3), Score(-120, 3), Score(-119, 3), Score(-117, 12), Score(-123, -34),
    Score(-144, -52), Score(-140, -20), Score(-140, -11), Score(-139, 2), Score(-140, -2), Score(-140, -5), Score(-140, -15), Score(-145, -59),
    // Bishop pair, doubled pawn, isolated pawn.
    Score(32, 64), Score(-12, -5), Score(-6, -13),
    // Passed pawn by rank.
    Score(0, 0), Score(-20, 23), Score(-9, 35), Score(-29, 51), Score(30, 42), Score(57, 52), Score(102, 74), Score(0, 0),
    // Rook on an open file, on a half-open file.
    Score(76, -25), Score(30, 5),
    // Mobility by kind (knight, bishop, rook, queen) and count of squares.
    Score(-27, -47), Score(-9, -45), Score(-3, -16), Score(3, -9), Score(7, 4), Score(9, 14), Score(11, 16), Score(20, 1), Score(20, -7),
    Score(-32, -51), Score(-14, -44), Score(-7, -16), Score(0, -4), Score(6, -2), Score(9, 10), Score(11, 12), Score(17, 7), Score(16, 15), Score(13, 4), Score(22, 8), Score(5, 10), Score(22, 19), Score(12, 12),
    Score(-28, -50), Score(-16, -18), Score(-11, -26), Score(-3, -20), Score(-5, -6), Score(-2, -7), Score(0, -1), Score(3, 0), Score(11, 5), Score(15, 3), Score(18, 0), Score(34, -1), Score(33, 8), Score(31, 14), Score(86, -31),
    Score(-42, 120), Score(-47, 105), Score(-40, 88), Score(-40, 73), Score(-40, 62), Score(-38, 48), Score(-35, 48), Score(-31, 37), Score(-24, 33), Score(-26, 29), Score(-18, 28), Score(-12, 17), Score(-8, 11), Score(-5, 10), Score(6, -10), Score(5, -17), Score(27, -24), Score(33, -35), Score(39, -51), Score(45, -63), Score(59, -73), Score(56, -108), Score(67, -96), Score(63, -133), Score(72, -122), Score(76, -145), Score(84, -140), Score(90, -152),
    // Pawn shield.
    Score(18, -19),
    // Supported pawn by rank.
    Score(0, 0), Score(3, -1), Score(12, 11), Score(15, 10), Score(15, 19), Score(30, 57), Score(22, 59), Score(0, 0),
    // Blocked passed pawn; a man an enemy pawn attacks, by kind.
    Score(0, -12),
    Score(0, 0), Score(-51, -18), Score(-51, -25), Score(-22, -14), Score(-37, -3), Score(0, 0),
    // Knight, bishop on an outpost.
    Score(35, 13), Score(22, 14),
    // A man an enemy knight or bishop attacks, by kind; a queen an enemy rook attacks.
    Score(0, 0), Score(0, 0), Score(0, 0), Score(-52, -15), Score(-41, -23), Score(0, 0),
    Score(-42, -25),
    // A man attacked and not guarded, by kind.
    Score(-15, -31), Score(-26, -30), Score(-22, -26), Score(-8, -23), Score(-9, -1), Score(0, 0),
    // A passed pawn's enemy king, own king: distance times ranks beyond the third.
    Score(0, 14), Score(0, -6),
    // King danger by units of attack on the squares round the king.
    Score(0, 0), Score(1, 0), Score(4, 1), Score(9, 2), Score(25, -16), Score(34, 5), Score(53, -40), Score(31, -4),
    Score(66, -45), Score(55, 21), Score(86, -23), Score(97, -39), Score(99, 14), Score(137, -68), Score(163, 15), Score(199, 16),
    Score(224, 8), Score(254, 53), Score(288, 27), Score(339, 80), Score(397, 96), Score(424, 87), Score(473, 113), Score(468, 96),
    // Safe checks by knight, bishop, rook, queen.
    Score(46, -4), Score(12, 3), Score(85, -22), Score(28, -9),
    // Backward pawn, own pawn on a bishop's colour, open file at the king,
    // knight or bishop behind a pawn.
    Score(-4, -1), Score(-2, -10), Score(-16, -2), Score(3, 19),
    // Enemy pawn storming the king from the third, fourth, fifth rank.
    Score(-32, 21), Score(-15, 1), Score(-2, 0),
    // Passed pawn free to advance, by rank.
    Score(0, 0), Score(-3, 3), Score(-17, 6), Score(-15, 4), Score(-9, 11), Score(8, 37), Score(14, 52), Score(0, 0),
    // An enemy man a safe pawn push would attack.
    Score(17, 15),
    // Weak square round the enemy king.
    Score(9, -3),
    // Own rook, enemy rook behind a passed pawn.
    Score(14, 4), Score(-9, -21),
    // Passed pawn with a safe path to the last rank, by rank.
    Score(0, 0), Score(-2, 10), Score(-3, 10), Score(-7, 13), Score(-1, 20), Score(1, 17), Score(3, 6), Score(0, 0),
    // King's distance from his nearest pawn, nearest enemy pawn; king on a
    // pawnless flank; square both attack that no enemy pawn does.
    Score(5, -16), Score(-6, 1), Score(-5, -20), Score(2, -5),
    // Knights, bishops, rooks, queens times own pawns.
    Score(11, 28), Score(10, 23), Score(6, 49), Score(50, 38),
]);
