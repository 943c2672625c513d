//! The chess engine's evaluation weights, fitted to its own games and
//! their searches by [`super::tuning`]: 878161 positions, 250 steps of step size 1, 0.25 of each target the result.
//! Written by `parlour tune`: edit the fitting, not this table.

use super::evaluation::{Score, Weights};

/// The weights the chess engine evaluates with, by [`super::evaluation::term`].
#[rustfmt::skip]
pub static TUNED: Weights = Weights([
    // Material: pawn, knight, bishop, rook, queen, king.
    Score(-55, 71), Score(337, 214), Score(381, 261), Score(551, 443), Score(1030, 948), Score(0, 0),
    // Squares of the pawn, a1 to h8.
    Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7),
    Score(-7, 13), Score(0, 21), Score(-9, 25), Score(0, 8), Score(7, 17), Score(23, 29), Score(30, 9), Score(-7, 13),
    Score(-6, 4), Score(-9, 8), Score(-11, 11), Score(-6, 10), Score(-1, 26), Score(-10, 12), Score(16, -2), Score(-11, 0),
    Score(-6, 14), Score(-20, 12), Score(-5, 3), Score(12, -5), Score(15, -4), Score(6, 1), Score(-1, 8), Score(-21, 4),
    Score(-3, 19), Score(-1, 5), Score(-1, 13), Score(12, -3), Score(20, 16), Score(10, 7), Score(1, 9), Score(-1, 15),
    Score(31, 17), Score(-12, 36), Score(11, 38), Score(12, 41), Score(22, 37), Score(28, 31), Score(11, 29), Score(37, 0),
    Score(27, 2), Score(23, 39), Score(29, 46), Score(33, 39), Score(26, 47), Score(29, 61), Score(10, 34), Score(32, -25),
    Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42),
    // Squares of the knight, a1 to h8.
    Score(-25, -24), Score(-22, -38), Score(-11, -18), Score(-21, -11), Score(-14, -7), Score(-19, -18), Score(-20, -27), Score(-34, -23),
    Score(-24, -7), Score(-19, -5), Score(-15, -7), Score(-3, -1), Score(-4, -13), Score(-2, -16), Score(-22, 4), Score(-4, -9),
    Score(-26, 0), Score(10, -15), Score(-6, 0), Score(10, 18), Score(5, 15), Score(10, -4), Score(17, -12), Score(-9, -12),
    Score(-4, -1), Score(-5, 5), Score(25, 20), Score(20, 18), Score(30, 18), Score(41, 5), Score(35, 0), Score(12, 10),
    Score(19, -3), Score(10, 1), Score(15, 18), Score(36, 20), Score(35, 24), Score(51, 11), Score(22, 5), Score(28, 7),
    Score(0, 3), Score(2, -7), Score(29, 21), Score(47, 22), Score(32, 20), Score(12, 16), Score(33, 3), Score(-8, -11),
    Score(-11, -6), Score(-3, 0), Score(2, 6), Score(9, 14), Score(17, 16), Score(20, 6), Score(-7, -11), Score(-20, -10),
    Score(-49, -29), Score(-14, -7), Score(-13, -15), Score(-3, 1), Score(4, 6), Score(-10, -15), Score(-14, -10), Score(-33, -28),
    // Squares of the bishop, a1 to h8.
    Score(-13, -20), Score(-9, -9), Score(-14, -11), Score(2, -3), Score(-1, -14), Score(-26, -17), Score(-15, -13), Score(-14, -17),
    Score(-9, -10), Score(7, -18), Score(14, -18), Score(-6, -11), Score(1, -15), Score(19, -7), Score(6, -10), Score(-10, -19),
    Score(-9, -6), Score(29, 0), Score(5, 7), Score(5, 4), Score(-1, 8), Score(10, -5), Score(13, 4), Score(-7, 0),
    Score(-6, -5), Score(3, 0), Score(14, 10), Score(33, 12), Score(30, 5), Score(3, 16), Score(6, -1), Score(9, -10),
    Score(-15, -7), Score(11, 0), Score(1, 9), Score(49, -5), Score(21, 16), Score(27, 3), Score(11, 5), Score(0, 2),
    Score(-11, -3), Score(4, 12), Score(2, 7), Score(-3, 20), Score(16, 5), Score(12, 6), Score(11, -1), Score(18, -2),
    Score(-7, -1), Score(-10, 15), Score(-20, 4), Score(1, 12), Score(4, 16), Score(-4, 4), Score(-14, -5), Score(-21, -6),
    Score(6, 0), Score(-6, 9), Score(-4, -2), Score(-2, 11), Score(0, 7), Score(-2, 6), Score(-6, -6), Score(-20, -12),
    // Squares of the rook, a1 to h8.
    Score(4, -23), Score(10, -25), Score(10, -18), Score(12, -19), Score(15, -31), Score(16, -21), Score(-28, 8), Score(-4, -31),
    Score(-18, -18), Score(0, -13), Score(6, -5), Score(-7, -12), Score(-1, -7), Score(-3, -20), Score(-3, -13), Score(-49, -6),
    Score(-24, -2), Score(-1, -6), Score(-8, -3), Score(-19, -11), Score(-23, -13), Score(-2, -7), Score(-19, -15), Score(-16, -6),
    Score(-3, 8), Score(-2, 8), Score(-3, 2), Score(-18, 7), Score(3, 4), Score(7, -2), Score(-13, 8), Score(-9, -6),
    Score(16, 18), Score(15, 12), Score(23, 11), Score(25, 6), Score(19, 1), Score(17, 13), Score(0, 14), Score(5, 7),
    Score(9, 16), Score(22, 12), Score(16, 13), Score(36, 5), Score(15, 2), Score(17, 6), Score(6, 5), Score(20, 13),
    Score(19, 15), Score(21, 24), Score(36, 14), Score(35, 7), Score(41, 2), Score(37, 2), Score(20, 6), Score(6, 9),
    Score(18, 20), Score(10, 17), Score(14, 17), Score(10, 10), Score(9, 7), Score(3, 2), Score(0, 9), Score(-2, 19),
    // Squares of the queen, a1 to h8.
    Score(-6, -20), Score(-12, -19), Score(-14, -23), Score(2, -48), Score(-19, -14), Score(-17, -21), Score(-9, -14), Score(-10, -14),
    Score(-20, -13), Score(-10, -7), Score(12, -32), Score(2, -11), Score(10, -16), Score(3, -20), Score(-10, -22), Score(-13, -16),
    Score(-23, -15), Score(-3, -3), Score(-4, 8), Score(7, 2), Score(0, 4), Score(10, 3), Score(1, -3), Score(-9, -13),
    Score(-9, -2), Score(-8, 11), Score(3, 23), Score(-8, 23), Score(1, 24), Score(16, 13), Score(18, 14), Score(-8, -5),
    Score(-13, -7), Score(5, 12), Score(12, 18), Score(9, 24), Score(13, 31), Score(11, 20), Score(14, 18), Score(7, 8),
    Score(-1, -9), Score(3, 4), Score(17, 10), Score(12, 16), Score(17, 21), Score(19, 15), Score(19, 5), Score(18, 1),
    Score(-19, -5), Score(-8, -4), Score(9, 15), Score(6, 14), Score(5, 10), Score(8, 10), Score(11, 1), Score(9, -3),
    Score(-4, -12), Score(-4, -8), Score(4, 2), Score(2, 5), Score(8, 6), Score(2, 1), Score(-1, -10), Score(-3, -14),
    // Squares of the king, a1 to h8.
    Score(-9, -13), Score(49, -20), Score(20, -15), Score(-53, -16), Score(-7, -39), Score(-29, -7), Score(40, -29), Score(18, -44),
    Score(-8, -14), Score(-5, -2), Score(-10, -2), Score(-48, 2), Score(-42, 8), Score(-30, 3), Score(0, -6), Score(17, -34),
    Score(-41, -4), Score(-31, -2), Score(-36, 9), Score(-42, 10), Score(-37, 7), Score(-37, 6), Score(-15, 0), Score(-34, -11),
    Score(-58, -4), Score(-54, 11), Score(-56, 17), Score(-66, 20), Score(-64, 21), Score(-54, 17), Score(-45, 6), Score(-59, -2),
    Score(-79, -7), Score(-76, 14), Score(-79, 24), Score(-82, 22), Score(-88, 20), Score(-79, 23), Score(-71, 16), Score(-81, -2),
    Score(-99, -8), Score(-93, 17), Score(-97, 26), Score(-96, 27), Score(-96, 22), Score(-97, 29), Score(-94, 9), Score(-100, -3),
    Score(-119, -22), Score(-114, 17), Score(-113, 24), Score(-118, 9), Score(-118, 11), Score(-117, 12), Score(-116, 19), Score(-124, -34),
    Score(-145, -57), Score(-140, -18), Score(-140, -9), Score(-139, 3), Score(-139, 2), Score(-139, -2), Score(-139, -10), Score(-146, -64),
    // Bishop pair, doubled pawn, isolated pawn.
    Score(24, 68), Score(4, -19), Score(-11, -8),
    // Passed pawn by rank.
    Score(0, 0), Score(-18, 16), Score(-20, 27), Score(-21, 43), Score(23, 47), Score(57, 73), Score(122, 103), Score(0, 0),
    // Rook on an open file, on a half-open file.
    Score(51, -7), Score(21, 16),
    // Mobility by kind (knight, bishop, rook, queen) and count of squares.
    Score(-30, -56), Score(-13, -44), Score(-5, -15), Score(-2, -4), Score(2, 6), Score(4, 17), Score(9, 13), Score(18, 5), Score(18, -6),
    Score(-24, -58), Score(-9, -39), Score(-5, -16), Score(0, 0), Score(3, 6), Score(7, 9), Score(6, 13), Score(7, 16), Score(10, 16), Score(7, 9), Score(17, 7), Score(6, 5), Score(22, 16), Score(8, 2),
    Score(-27, -53), Score(-12, -34), Score(-6, -33), Score(-2, -18), Score(-1, -11), Score(2, -2), Score(4, 3), Score(5, 5), Score(8, 10), Score(11, 11), Score(15, 8), Score(27, 9), Score(21, 16), Score(23, 15), Score(78, -14),
    Score(-48, 119), Score(-45, 105), Score(-42, 80), Score(-40, 65), Score(-38, 56), Score(-36, 39), Score(-33, 43), Score(-31, 36), Score(-25, 29), Score(-21, 27), Score(-19, 26), Score(-15, 20), Score(-8, 11), Score(-8, 12), Score(-1, -3), Score(8, -11), Score(21, -17), Score(32, -29), Score(38, -46), Score(48, -58), Score(62, -70), Score(60, -106), Score(68, -96), Score(64, -133), Score(71, -123), Score(76, -146), Score(84, -140), Score(90, -152),
    // Pawn shield.
    Score(12, -11),
    // Supported pawn by rank.
    Score(0, 0), Score(3, 1), Score(12, 12), Score(10, 14), Score(14, 24), Score(21, 52), Score(24, 63), Score(0, 0),
    // Blocked passed pawn; a man an enemy pawn attacks, by kind.
    Score(-8, -4),
    Score(0, 0), Score(-51, -27), Score(-48, -30), Score(-32, -20), Score(-42, -3), Score(0, 0),
    // Knight, bishop on an outpost.
    Score(25, 5), Score(15, 10),
    // A man an enemy knight or bishop attacks, by kind; a queen an enemy rook attacks.
    Score(0, 0), Score(0, 0), Score(0, 0), Score(-49, -13), Score(-38, -22), Score(0, 0),
    Score(-41, -24),
    // A man attacked and not guarded, by kind.
    Score(-16, -41), Score(-17, -29), Score(-21, -30), Score(-7, -21), Score(-4, 4), Score(0, 0),
    // A passed pawn's enemy king, own king: distance times ranks beyond the third.
    Score(-1, 16), Score(-1, -8),
    // King danger by units of attack on the squares round the king.
    Score(0, 0), Score(1, 0), Score(4, 1), Score(9, 2), Score(25, -19), Score(31, 8), Score(49, -38), Score(22, 1),
    Score(55, -38), Score(43, 19), Score(85, -24), Score(89, -38), Score(84, 8), Score(130, -64), Score(146, 2), Score(191, 5),
    Score(213, -6), Score(236, 42), Score(270, 10), Score(324, 70), Score(394, 94), Score(415, 78), Score(467, 108), Score(453, 85),
    // Safe checks by knight, bishop, rook, queen.
    Score(36, 0), Score(7, 14), Score(65, -4), Score(22, 20),
    // Backward pawn, own pawn on a bishop's colour, open file at the king,
    // knight or bishop behind a pawn.
    Score(-3, -5), Score(-3, -8), Score(-16, -6), Score(4, 19),
    // Enemy pawn storming the king from the third, fourth, fifth rank.
    Score(-24, 8), Score(0, -6), Score(-3, -5),
    // Passed pawn free to advance, by rank.
    Score(0, 0), Score(-5, 3), Score(-15, 10), Score(-5, 5), Score(-3, 14), Score(18, 36), Score(22, 70), Score(0, 0),
    // An enemy man a safe pawn push would attack.
    Score(16, 15),
    // Weak square round the enemy king.
    Score(1, 4),
    // Own rook, enemy rook behind a passed pawn.
    Score(29, 7), Score(-10, -31),
    // Passed pawn with a safe path to the last rank, by rank.
    Score(0, 0), Score(-7, 15), Score(-6, 15), Score(-11, 18), Score(0, 26), Score(4, 24), Score(8, 14), Score(0, 0),
    // King's distance from his nearest pawn, nearest enemy pawn; king on a
    // pawnless flank; square both attack that no enemy pawn does.
    Score(-4, -7), Score(-6, -12), Score(-7, -29), Score(4, -2),
    // Knights, bishops, rooks, queens times own pawns.
    Score(13, 40), Score(11, 35), Score(1, 53), Score(76, 47),
    // A knight, bishop: king steps from its own king; space times pieces.
    Score(-4, -1), Score(-3, -1), Score(0, 0),
    // Enemy king's flank attacked; knight, slider could attack the queen; long diagonal bishop;
    // a man pinned to his king; a queen with a slider behind one man.
    Score(0, 1), Score(6, 3), Score(7, 0), Score(13, 7), Score(-18, -8), Score(-18, -11),
    // Complexity: passed pawns, pawns, outflanking, both flanks, infiltration,
    // pawn ending, almost unwinnable, every position.
    Score(0, 9), Score(0, 4), Score(0, 4), Score(0, 43), Score(0, 8), Score(0, 71), Score(0, -17), Score(0, -71),
    // Endgame scale in 64ths (base, per count): opposite bishops alone (per passed
    // pawn), opposite bishops with other pieces (per man), any other (per pawn).
    Score(18, 4), Score(22, 3), Score(36, 7),
]);
