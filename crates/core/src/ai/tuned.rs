//! The chess engine's evaluation weights, fitted to its own games and
//! their searches by [`super::tuning`]: 1854859 positions, 250 steps of step size 1, 0.25 of each target the result.
//! Written by `parlour tune`: edit the fitting, not this table.

use super::evaluation::{Score, Weights};

/// The weights the chess engine evaluates with, by [`super::evaluation::term`].
#[rustfmt::skip]
pub static TUNED: Weights = Weights([
    // Material: pawn, knight, bishop, rook, queen, king.
    Score(-56, 75), Score(329, 221), Score(374, 264), Score(540, 458), Score(1029, 950), Score(0, 0),
    // Squares of the pawn, a1 to h8.
    Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7),
    Score(-6, 13), Score(0, 22), Score(-8, 26), Score(1, 8), Score(6, 19), Score(25, 30), Score(30, 10), Score(-5, 13),
    Score(-6, 4), Score(-9, 7), Score(-10, 10), Score(-6, 10), Score(-1, 26), Score(-9, 12), Score(18, -3), Score(-9, 0),
    Score(-6, 14), Score(-19, 11), Score(-5, 2), Score(11, -6), Score(14, -4), Score(7, 1), Score(0, 8), Score(-20, 4),
    Score(-3, 20), Score(-2, 7), Score(-2, 13), Score(10, -4), Score(19, 15), Score(10, 6), Score(1, 10), Score(-1, 15),
    Score(29, 17), Score(-13, 35), Score(11, 37), Score(11, 38), Score(21, 37), Score(26, 31), Score(8, 31), Score(36, 1),
    Score(27, 2), Score(23, 39), Score(29, 46), Score(34, 39), Score(28, 49), Score(28, 60), Score(9, 35), Score(33, -22),
    Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42),
    // Squares of the knight, a1 to h8.
    Score(-26, -24), Score(-21, -39), Score(-11, -18), Score(-21, -11), Score(-13, -6), Score(-20, -19), Score(-21, -27), Score(-36, -23),
    Score(-24, -8), Score(-19, -4), Score(-16, -7), Score(-4, -1), Score(-4, -13), Score(-3, -15), Score(-22, 5), Score(-6, -11),
    Score(-25, -1), Score(9, -13), Score(-6, 0), Score(9, 17), Score(4, 15), Score(8, -4), Score(16, -12), Score(-10, -12),
    Score(-2, -1), Score(-5, 5), Score(24, 20), Score(18, 18), Score(28, 18), Score(39, 6), Score(34, 0), Score(12, 11),
    Score(18, -4), Score(10, 2), Score(15, 18), Score(36, 19), Score(33, 25), Score(50, 10), Score(21, 5), Score(31, 7),
    Score(0, 3), Score(3, -7), Score(30, 20), Score(47, 22), Score(33, 19), Score(12, 15), Score(35, 3), Score(-6, -10),
    Score(-10, -6), Score(-2, 2), Score(4, 7), Score(9, 14), Score(18, 17), Score(21, 6), Score(-7, -10), Score(-20, -10),
    Score(-51, -30), Score(-14, -6), Score(-14, -15), Score(-2, 3), Score(4, 7), Score(-10, -15), Score(-14, -9), Score(-34, -29),
    // Squares of the bishop, a1 to h8.
    Score(-12, -20), Score(-8, -8), Score(-13, -12), Score(0, -3), Score(0, -14), Score(-27, -16), Score(-15, -13), Score(-14, -17),
    Score(-6, -9), Score(7, -19), Score(13, -18), Score(-7, -10), Score(-1, -13), Score(17, -6), Score(4, -12), Score(-10, -18),
    Score(-6, -5), Score(28, 1), Score(4, 5), Score(5, 4), Score(-2, 9), Score(8, -6), Score(12, 4), Score(-6, -2),
    Score(-4, -4), Score(3, 1), Score(14, 10), Score(31, 14), Score(29, 6), Score(4, 15), Score(7, -1), Score(10, -11),
    Score(-15, -7), Score(10, 0), Score(3, 10), Score(48, -5), Score(23, 16), Score(28, 4), Score(11, 5), Score(0, 1),
    Score(-12, -2), Score(4, 12), Score(0, 6), Score(-3, 19), Score(17, 5), Score(12, 4), Score(12, -1), Score(18, -3),
    Score(-8, -1), Score(-12, 13), Score(-19, 6), Score(1, 12), Score(2, 15), Score(-5, 4), Score(-14, -6), Score(-21, -5),
    Score(6, 0), Score(-6, 10), Score(-4, -1), Score(-2, 12), Score(0, 7), Score(-3, 6), Score(-6, -5), Score(-20, -12),
    // Squares of the rook, a1 to h8.
    Score(3, -23), Score(9, -25), Score(10, -18), Score(11, -19), Score(13, -30), Score(14, -21), Score(-27, 7), Score(-4, -33),
    Score(-18, -19), Score(-1, -13), Score(6, -7), Score(-9, -12), Score(0, -10), Score(-3, -19), Score(-4, -14), Score(-47, -7),
    Score(-24, -1), Score(-4, -5), Score(-9, -3), Score(-20, -10), Score(-23, -12), Score(-4, -7), Score(-18, -13), Score(-16, -7),
    Score(-4, 8), Score(-2, 9), Score(-3, 4), Score(-18, 9), Score(2, 3), Score(6, -2), Score(-13, 8), Score(-8, -5),
    Score(15, 17), Score(16, 12), Score(22, 11), Score(24, 5), Score(19, 2), Score(18, 13), Score(0, 14), Score(5, 6),
    Score(7, 18), Score(22, 13), Score(16, 14), Score(36, 6), Score(17, 3), Score(18, 8), Score(7, 6), Score(20, 12),
    Score(17, 15), Score(20, 24), Score(35, 14), Score(35, 7), Score(41, 2), Score(37, 3), Score(19, 7), Score(6, 9),
    Score(18, 19), Score(10, 17), Score(14, 16), Score(10, 10), Score(10, 8), Score(4, 4), Score(1, 11), Score(-2, 19),
    // Squares of the queen, a1 to h8.
    Score(-6, -21), Score(-12, -20), Score(-14, -24), Score(1, -50), Score(-19, -15), Score(-18, -22), Score(-9, -15), Score(-10, -14),
    Score(-21, -14), Score(-11, -8), Score(10, -34), Score(2, -12), Score(9, -18), Score(5, -21), Score(-10, -23), Score(-13, -16),
    Score(-22, -15), Score(-3, -3), Score(-4, 8), Score(6, 2), Score(0, 4), Score(8, 3), Score(1, -4), Score(-10, -14),
    Score(-10, -2), Score(-8, 11), Score(2, 22), Score(-7, 24), Score(1, 25), Score(15, 13), Score(16, 13), Score(-8, -4),
    Score(-13, -7), Score(2, 13), Score(12, 19), Score(9, 25), Score(13, 31), Score(11, 21), Score(15, 19), Score(7, 8),
    Score(-1, -9), Score(2, 4), Score(17, 10), Score(13, 17), Score(18, 22), Score(20, 16), Score(21, 6), Score(18, 1),
    Score(-18, -4), Score(-9, -4), Score(9, 15), Score(7, 15), Score(6, 11), Score(9, 11), Score(11, 1), Score(10, -3),
    Score(-3, -11), Score(-4, -7), Score(6, 4), Score(3, 6), Score(10, 8), Score(2, 2), Score(0, -10), Score(-3, -13),
    // Squares of the king, a1 to h8.
    Score(-10, -15), Score(47, -23), Score(19, -16), Score(-54, -14), Score(-9, -37), Score(-29, -8), Score(39, -30), Score(19, -46),
    Score(-7, -15), Score(-5, -3), Score(-11, -4), Score(-48, 2), Score(-44, 7), Score(-30, 1), Score(0, -9), Score(17, -36),
    Score(-42, -6), Score(-30, -2), Score(-36, 8), Score(-42, 9), Score(-39, 6), Score(-37, 3), Score(-14, -3), Score(-35, -15),
    Score(-58, -5), Score(-54, 9), Score(-56, 16), Score(-66, 19), Score(-64, 21), Score(-54, 15), Score(-44, 5), Score(-60, -5),
    Score(-79, -8), Score(-76, 15), Score(-79, 25), Score(-82, 22), Score(-87, 22), Score(-79, 23), Score(-71, 16), Score(-82, -4),
    Score(-99, -7), Score(-92, 19), Score(-97, 28), Score(-95, 30), Score(-95, 26), Score(-97, 30), Score(-93, 14), Score(-100, -2),
    Score(-119, -21), Score(-113, 20), Score(-112, 26), Score(-117, 12), Score(-117, 14), Score(-116, 15), Score(-116, 21), Score(-124, -33),
    Score(-145, -58), Score(-140, -17), Score(-140, -8), Score(-139, 4), Score(-139, 3), Score(-139, -1), Score(-139, -9), Score(-146, -65),
    // Bishop pair, doubled pawn, isolated pawn.
    Score(22, 71), Score(4, -19), Score(-11, -8),
    // Passed pawn by rank.
    Score(0, 0), Score(-17, 14), Score(-19, 27), Score(-18, 43), Score(24, 50), Score(58, 78), Score(124, 109), Score(0, 0),
    // Rook on an open file, on a half-open file.
    Score(48, -5), Score(20, 16),
    // Mobility by kind (knight, bishop, rook, queen) and count of squares.
    Score(-30, -58), Score(-14, -43), Score(-6, -15), Score(-3, -3), Score(1, 7), Score(3, 17), Score(8, 15), Score(16, 7), Score(18, -2),
    Score(-23, -59), Score(-10, -37), Score(-5, -16), Score(-1, 0), Score(3, 6), Score(6, 10), Score(5, 14), Score(6, 16), Score(9, 16), Score(7, 10), Score(15, 8), Score(6, 6), Score(21, 15), Score(8, 1),
    Score(-26, -54), Score(-12, -36), Score(-6, -31), Score(-2, -17), Score(0, -10), Score(2, -1), Score(4, 5), Score(5, 5), Score(9, 10), Score(11, 12), Score(14, 9), Score(23, 11), Score(18, 17), Score(21, 16), Score(73, -10),
    Score(-48, 118), Score(-44, 104), Score(-41, 78), Score(-39, 62), Score(-38, 53), Score(-35, 37), Score(-33, 40), Score(-30, 34), Score(-25, 28), Score(-22, 27), Score(-19, 25), Score(-16, 20), Score(-9, 12), Score(-9, 13), Score(-2, -1), Score(7, -9), Score(18, -15), Score(30, -27), Score(37, -44), Score(48, -56), Score(63, -68), Score(62, -104), Score(68, -96), Score(65, -132), Score(71, -123), Score(76, -146), Score(84, -140), Score(90, -152),
    // Pawn shield.
    Score(11, -10),
    // Supported pawn by rank.
    Score(0, 0), Score(3, 0), Score(12, 12), Score(10, 14), Score(15, 23), Score(21, 52), Score(25, 65), Score(0, 0),
    // Blocked passed pawn; a man an enemy pawn attacks, by kind.
    Score(-9, -4),
    Score(0, 0), Score(-50, -30), Score(-46, -32), Score(-35, -21), Score(-43, -3), Score(0, 0),
    // Knight, bishop on an outpost.
    Score(23, 4), Score(15, 8),
    // A man an enemy knight or bishop attacks, by kind; a queen an enemy rook attacks.
    Score(0, 0), Score(0, 0), Score(0, 0), Score(-48, -13), Score(-37, -22), Score(0, 0),
    Score(-41, -24),
    // A man attacked and not guarded, by kind.
    Score(-16, -41), Score(-16, -29), Score(-20, -30), Score(-6, -20), Score(-3, 6), Score(0, 0),
    // A passed pawn's enemy king, own king: distance times ranks beyond the third.
    Score(-1, 16), Score(-1, -8),
    // King danger by units of attack on the squares round the king.
    Score(0, 0), Score(1, 0), Score(4, 1), Score(9, 2), Score(25, -18), Score(28, 7), Score(47, -35), Score(20, 3),
    Score(52, -34), Score(40, 18), Score(84, -25), Score(87, -36), Score(79, 6), Score(127, -60), Score(140, -2), Score(187, 0),
    Score(208, -12), Score(228, 37), Score(263, 3), Score(317, 65), Score(393, 93), Score(411, 74), Score(464, 106), Score(446, 80),
    // Safe checks by knight, bishop, rook, queen.
    Score(34, 1), Score(7, 17), Score(59, -1), Score(19, 27),
    // Backward pawn, own pawn on a bishop's colour, open file at the king,
    // knight or bishop behind a pawn.
    Score(-3, -5), Score(-3, -8), Score(-17, -5), Score(4, 18),
    // Enemy pawn storming the king from the third, fourth, fifth rank.
    Score(-21, 7), Score(1, -7), Score(-2, -5),
    // Passed pawn free to advance, by rank.
    Score(0, 0), Score(-4, 3), Score(-12, 9), Score(-3, 5), Score(-2, 13), Score(19, 34), Score(24, 75), Score(0, 0),
    // An enemy man a safe pawn push would attack.
    Score(16, 14),
    // Weak square round the enemy king.
    Score(1, 4),
    // Own rook, enemy rook behind a passed pawn.
    Score(28, 7), Score(-10, -32),
    // Passed pawn with a safe path to the last rank, by rank.
    Score(0, 0), Score(-8, 16), Score(-7, 14), Score(-13, 18), Score(-1, 25), Score(4, 25), Score(9, 16), Score(0, 0),
    // King's distance from his nearest pawn, nearest enemy pawn; king on a
    // pawnless flank; square both attack that no enemy pawn does.
    Score(-4, -6), Score(-5, -11), Score(-6, -31), Score(4, -1),
    // Knights, bishops, rooks, queens times own pawns.
    Score(13, 39), Score(11, 35), Score(0, 52), Score(77, 45),
    // A knight, bishop: king steps from its own king; space times pieces.
    Score(-4, 0), Score(-3, -1), Score(0, 0),
    // Enemy king's flank attacked; knight, slider could attack the queen; long diagonal bishop;
    // a man pinned to his king; a queen with a slider behind one man.
    Score(0, 1), Score(6, 2), Score(7, -1), Score(13, 9), Score(-17, -9), Score(-17, -13),
    // Complexity: passed pawns, pawns, outflanking, both flanks, infiltration,
    // pawn ending, almost unwinnable, every position.
    Score(0, 7), Score(0, 4), Score(0, 4), Score(0, 44), Score(0, 11), Score(0, 77), Score(0, -8), Score(0, -67),
    // Endgame scale in 64ths (base, per count): opposite bishops alone (per passed
    // pawn), opposite bishops with other pieces (per man), any other (per pawn).
    Score(18, 4), Score(22, 3), Score(36, 7),
]);
