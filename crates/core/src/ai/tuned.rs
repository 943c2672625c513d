//! The chess engine's evaluation weights, fitted to its own games and
//! their searches by [`super::tuning`]: 722824 positions, 250 steps of step size 1, 0.3 of each target the result.
//! Written by `parlour tune`: edit the fitting, not this table.

use super::evaluation::{Score, Weights};

/// The weights the chess engine evaluates with, by [`super::evaluation::term`].
#[rustfmt::skip]
pub static TUNED: Weights = Weights([
    // Material: pawn, knight, bishop, rook, queen, king.
    Score(-69, 75), Score(313, 234), Score(358, 267), Score(517, 471), Score(1025, 938), Score(0, 0),
    // Squares of the pawn, a1 to h8.
    Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7),
    Score(-3, 8), Score(-6, 19), Score(-3, 24), Score(-1, 11), Score(3, 22), Score(19, 24), Score(30, 8), Score(-9, 5),
    Score(-5, 2), Score(-13, 2), Score(-4, 2), Score(-8, 9), Score(-5, 17), Score(0, 15), Score(14, 2), Score(-13, 5),
    Score(-3, 9), Score(-19, 8), Score(1, 3), Score(5, -1), Score(12, 4), Score(4, 5), Score(-5, 12), Score(-16, 4),
    Score(8, 17), Score(3, 7), Score(0, 14), Score(10, 3), Score(8, 6), Score(18, 11), Score(-1, 18), Score(-6, 15),
    Score(32, 21), Score(-11, 32), Score(5, 32), Score(11, 38), Score(25, 36), Score(24, 32), Score(9, 36), Score(25, 1),
    Score(30, 6), Score(22, 36), Score(29, 46), Score(35, 38), Score(31, 53), Score(30, 64), Score(9, 37), Score(32, -23),
    Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42),
    // Squares of the knight, a1 to h8.
    Score(-28, -25), Score(-23, -41), Score(-11, -19), Score(-21, -10), Score(-12, -8), Score(-16, -18), Score(-18, -24), Score(-37, -24),
    Score(-26, -10), Score(-22, -6), Score(-20, -4), Score(-8, -2), Score(-3, -9), Score(-10, -14), Score(-22, 1), Score(-17, -14),
    Score(-22, 1), Score(8, -11), Score(-5, -2), Score(5, 16), Score(2, 16), Score(5, -6), Score(11, -11), Score(-14, -10),
    Score(5, 1), Score(-4, 5), Score(22, 20), Score(23, 19), Score(34, 19), Score(37, 9), Score(28, 1), Score(9, 10),
    Score(19, -4), Score(15, 3), Score(21, 21), Score(43, 20), Score(30, 29), Score(53, 5), Score(20, 6), Score(36, 8),
    Score(-2, 1), Score(0, -8), Score(28, 22), Score(46, 20), Score(34, 20), Score(21, 18), Score(30, 6), Score(-4, -8),
    Score(-10, -9), Score(-3, 2), Score(5, 8), Score(10, 14), Score(18, 15), Score(21, 6), Score(-7, -11), Score(-20, -11),
    Score(-52, -31), Score(-14, -6), Score(-14, -13), Score(-2, 2), Score(5, 8), Score(-10, -15), Score(-14, -9), Score(-36, -29),
    // Squares of the bishop, a1 to h8.
    Score(-12, -21), Score(-7, -7), Score(-11, -16), Score(-5, -4), Score(0, -14), Score(-26, -14), Score(-12, -12), Score(-14, -17),
    Score(-4, -6), Score(3, -23), Score(21, -14), Score(-3, -8), Score(0, -11), Score(5, -11), Score(-3, -21), Score(-11, -21),
    Score(-2, -5), Score(22, -1), Score(-2, 2), Score(7, 5), Score(-7, 12), Score(2, -7), Score(15, 3), Score(-5, -4),
    Score(-10, -7), Score(4, 2), Score(10, 15), Score(30, 9), Score(35, 9), Score(8, 17), Score(7, 0), Score(6, -12),
    Score(-12, -4), Score(11, -1), Score(8, 11), Score(45, 6), Score(26, 14), Score(29, 5), Score(12, 10), Score(-2, 1),
    Score(-10, 0), Score(2, 9), Score(1, 8), Score(1, 19), Score(21, 7), Score(11, 2), Score(16, -1), Score(14, -2),
    Score(-9, -1), Score(-14, 10), Score(-17, 6), Score(0, 12), Score(2, 14), Score(-4, 5), Score(-17, -7), Score(-23, -5),
    Score(5, -1), Score(-6, 10), Score(-3, 1), Score(-3, 13), Score(-1, 5), Score(-4, 4), Score(-6, -3), Score(-20, -11),
    // Squares of the rook, a1 to h8.
    Score(-1, -21), Score(7, -23), Score(6, -18), Score(10, -21), Score(15, -28), Score(18, -21), Score(-25, 3), Score(-8, -32),
    Score(-18, -19), Score(-7, -18), Score(1, -11), Score(-4, -15), Score(6, -13), Score(3, -19), Score(-3, -16), Score(-50, -5),
    Score(-21, -1), Score(-7, -3), Score(-10, 3), Score(-20, -9), Score(-19, -11), Score(-6, -9), Score(-16, -11), Score(-25, -8),
    Score(-10, 6), Score(-4, 8), Score(-5, 4), Score(-17, 8), Score(-1, 4), Score(7, 0), Score(-10, 9), Score(-8, -6),
    Score(9, 18), Score(17, 13), Score(22, 8), Score(25, 6), Score(23, 2), Score(18, 13), Score(2, 14), Score(7, 8),
    Score(7, 18), Score(20, 14), Score(15, 13), Score(35, 3), Score(20, 5), Score(18, 12), Score(10, 9), Score(14, 10),
    Score(13, 20), Score(19, 24), Score(35, 11), Score(35, 9), Score(41, 1), Score(39, 6), Score(20, 10), Score(7, 9),
    Score(16, 21), Score(11, 19), Score(11, 13), Score(11, 10), Score(10, 7), Score(6, 9), Score(1, 13), Score(-4, 16),
    // Squares of the queen, a1 to h8.
    Score(-9, -25), Score(-14, -23), Score(-10, -26), Score(6, -57), Score(-12, -17), Score(-20, -25), Score(-10, -16), Score(-11, -15),
    Score(-18, -15), Score(-9, -10), Score(9, -35), Score(4, -14), Score(13, -19), Score(9, -23), Score(-5, -24), Score(-16, -16),
    Score(-21, -14), Score(-7, -1), Score(-8, 8), Score(7, 4), Score(3, 5), Score(7, 6), Score(1, -4), Score(-7, -13),
    Score(-13, -2), Score(-9, 11), Score(-6, 18), Score(-4, 28), Score(1, 27), Score(13, 13), Score(13, 13), Score(-7, -4),
    Score(-11, -5), Score(0, 14), Score(10, 19), Score(5, 27), Score(15, 33), Score(15, 23), Score(14, 20), Score(7, 6),
    Score(-4, -10), Score(3, 5), Score(18, 11), Score(14, 18), Score(19, 22), Score(24, 18), Score(23, 7), Score(17, 0),
    Score(-21, -5), Score(-11, -5), Score(9, 15), Score(8, 16), Score(7, 13), Score(9, 12), Score(10, 1), Score(4, -5),
    Score(-5, -11), Score(-7, -8), Score(5, 4), Score(4, 7), Score(9, 7), Score(2, 2), Score(1, -10), Score(-8, -15),
    // Squares of the king, a1 to h8.
    Score(-14, -16), Score(45, -29), Score(17, -22), Score(-50, -12), Score(-4, -35), Score(-31, -10), Score(33, -29), Score(21, -48),
    Score(-7, -17), Score(-4, 1), Score(-11, -2), Score(-43, 6), Score(-40, 8), Score(-28, 4), Score(4, -12), Score(19, -38),
    Score(-41, -6), Score(-30, -2), Score(-35, 9), Score(-45, 6), Score(-42, 4), Score(-38, 0), Score(-20, -10), Score(-38, -21),
    Score(-58, -6), Score(-56, 7), Score(-56, 15), Score(-66, 19), Score(-65, 21), Score(-54, 17), Score(-42, 4), Score(-62, -10),
    Score(-78, -7), Score(-75, 17), Score(-81, 23), Score(-83, 20), Score(-88, 25), Score(-79, 26), Score(-71, 19), Score(-82, -6),
    Score(-99, -7), Score(-91, 21), Score(-97, 29), Score(-96, 28), Score(-95, 31), Score(-98, 31), Score(-91, 20), Score(-100, -3),
    Score(-119, -21), Score(-113, 19), Score(-111, 27), Score(-116, 16), Score(-116, 19), Score(-115, 20), Score(-115, 24), Score(-124, -32),
    Score(-146, -61), Score(-140, -18), Score(-139, -6), Score(-139, 6), Score(-138, 6), Score(-139, 0), Score(-139, -7), Score(-147, -72),
    // Bishop pair, doubled pawn, isolated pawn.
    Score(20, 70), Score(-6, -18), Score(-7, -5),
    // Passed pawn by rank.
    Score(0, 0), Score(-20, 9), Score(-20, 21), Score(-12, 36), Score(26, 46), Score(55, 87), Score(130, 118), Score(0, 0),
    // Rook on an open file, on a half-open file.
    Score(45, 1), Score(18, 13),
    // Mobility by kind (knight, bishop, rook, queen) and count of squares.
    Score(-36, -60), Score(-15, -44), Score(-8, -13), Score(-4, 2), Score(1, 10), Score(4, 20), Score(9, 18), Score(12, 10), Score(13, -4),
    Score(-28, -64), Score(-16, -40), Score(-7, -23), Score(-1, -8), Score(4, 7), Score(4, 16), Score(7, 17), Score(5, 24), Score(9, 20), Score(8, 15), Score(13, 13), Score(7, 7), Score(20, 13), Score(6, -1),
    Score(-29, -60), Score(-13, -37), Score(-9, -32), Score(-2, -19), Score(0, -11), Score(1, 0), Score(6, 6), Score(8, 7), Score(10, 11), Score(12, 12), Score(13, 14), Score(19, 15), Score(14, 22), Score(19, 22), Score(64, -10),
    Score(-47, 117), Score(-49, 101), Score(-44, 76), Score(-41, 58), Score(-39, 47), Score(-37, 33), Score(-32, 36), Score(-30, 31), Score(-25, 26), Score(-23, 26), Score(-19, 26), Score(-16, 22), Score(-10, 14), Score(-6, 16), Score(0, 3), Score(6, -5), Score(18, -12), Score(31, -25), Score(37, -43), Score(49, -55), Score(63, -68), Score(63, -105), Score(69, -96), Score(66, -133), Score(71, -124), Score(76, -147), Score(84, -140), Score(90, -153),
    // Pawn shield.
    Score(10, -12),
    // Supported pawn by rank.
    Score(0, 0), Score(3, -3), Score(10, 5), Score(10, 12), Score(16, 22), Score(23, 50), Score(26, 64), Score(0, 0),
    // Blocked passed pawn; a man an enemy pawn attacks, by kind.
    Score(-9, -5),
    Score(0, 0), Score(-49, -31), Score(-49, -37), Score(-39, -25), Score(-45, -3), Score(0, 0),
    // Knight, bishop on an outpost.
    Score(22, 6), Score(19, 7),
    // A man an enemy knight or bishop attacks, by kind; a queen an enemy rook attacks.
    Score(0, 0), Score(0, 0), Score(0, 0), Score(-46, -15), Score(-37, -22), Score(0, 0),
    Score(-42, -26),
    // A man attacked and not guarded, by kind.
    Score(-13, -38), Score(-14, -31), Score(-21, -32), Score(-3, -20), Score(-4, 8), Score(0, 0),
    // A passed pawn's enemy king, own king: distance times ranks beyond the third.
    Score(-1, 14), Score(-1, -8),
    // King danger by units of attack on the squares round the king.
    Score(0, 0), Score(1, 0), Score(4, 1), Score(9, 2), Score(21, -17), Score(34, 11), Score(48, -31), Score(14, 8),
    Score(50, -30), Score(39, 19), Score(86, -27), Score(85, -37), Score(71, 3), Score(120, -63), Score(130, -7), Score(182, -6),
    Score(202, -19), Score(220, 32), Score(254, -5), Score(308, 60), Score(392, 92), Score(405, 69), Score(460, 103), Score(436, 74),
    // Safe checks by knight, bishop, rook, queen.
    Score(36, 4), Score(7, 22), Score(55, 1), Score(23, 21),
    // Backward pawn, own pawn on a bishop's colour, open file at the king,
    // knight or bishop behind a pawn.
    Score(-4, -6), Score(-3, -8), Score(-19, -4), Score(5, 21),
    // Enemy pawn storming the king from the third, fourth, fifth rank.
    Score(-19, 1), Score(2, -19), Score(-2, -7),
    // Passed pawn free to advance, by rank.
    Score(0, 0), Score(-7, -1), Score(-11, 8), Score(-2, 6), Score(-2, 18), Score(20, 38), Score(26, 83), Score(0, 0),
    // An enemy man a safe pawn push would attack.
    Score(18, 16),
    // Weak square round the enemy king.
    Score(2, 5),
    // Own rook, enemy rook behind a passed pawn.
    Score(31, 11), Score(-10, -36),
    // Passed pawn with a safe path to the last rank, by rank.
    Score(0, 0), Score(-8, 20), Score(-9, 19), Score(-15, 25), Score(-2, 36), Score(4, 35), Score(10, 17), Score(0, 0),
    // King's distance from his nearest pawn, nearest enemy pawn; king on a
    // pawnless flank; square both attack that no enemy pawn does.
    Score(-3, -10), Score(-4, -16), Score(-5, -42), Score(5, -2),
    // Knights, bishops, rooks, queens times own pawns.
    Score(15, 39), Score(12, 36), Score(-1, 51), Score(85, 37),
    // A knight, bishop: king steps from its own king; space times pieces.
    Score(-4, -3), Score(-5, -2), Score(1, 0),
    // Enemy king's flank attacked; knight, slider could attack the queen; long diagonal bishop;
    // a man pinned to his king; a queen with a slider behind one man.
    Score(1, 0), Score(7, -2), Score(11, 1), Score(20, 8), Score(-23, -11), Score(-22, -16),
    // Complexity: passed pawns, pawns, outflanking, both flanks, infiltration,
    // pawn ending, almost unwinnable, every position.
    Score(0, 11), Score(0, 6), Score(0, 4), Score(0, 54), Score(0, -6), Score(0, 102), Score(0, -7), Score(0, -101),
    // Endgame scale in 64ths (base, per count): opposite bishops alone (per passed
    // pawn), opposite bishops with other pieces (per man), any other (per pawn).
    Score(18, 4), Score(22, 3), Score(36, 7),
]);
