//! The chess engine's evaluation weights, fitted to the results of its
//! own games by [`super::tuning`]: 976698 positions, 250 steps of step size 1.
//! Written by `parlour tune`: edit the fitting, not this table.

use super::evaluation::{Score, Weights};

/// The weights the chess engine evaluates with, by [`super::evaluation::term`].
#[rustfmt::skip]
pub static TUNED: Weights = Weights([
    // Material: pawn, knight, bishop, rook, queen, king.
    Score(-47, 64), Score(343, 202), Score(391, 261), Score(560, 430), Score(1030, 948), Score(0, 0),
    // Squares of the pawn, a1 to h8.
    Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7), Score(-4, -7),
    Score(-7, 12), Score(0, 20), Score(-11, 24), Score(2, 5), Score(3, 10), Score(25, 32), Score(26, 8), Score(-12, 14),
    Score(-5, 3), Score(-7, 4), Score(-11, 11), Score(-4, 10), Score(-1, 27), Score(-11, 12), Score(9, -3), Score(-12, 1),
    Score(-6, 13), Score(-17, 17), Score(-6, 5), Score(14, -2), Score(16, -7), Score(9, 2), Score(3, 12), Score(-22, 2),
    Score(-5, 22), Score(-3, 5), Score(-3, 8), Score(11, 1), Score(27, 20), Score(11, 7), Score(4, 10), Score(1, 16),
    Score(34, 18), Score(-9, 37), Score(9, 38), Score(12, 48), Score(24, 37), Score(31, 28), Score(11, 23), Score(37, -1),
    Score(27, -1), Score(21, 37), Score(30, 46), Score(32, 40), Score(24, 44), Score(30, 61), Score(11, 33), Score(30, -30),
    Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42), Score(24, 42),
    // Squares of the knight, a1 to h8.
    Score(-24, -23), Score(-26, -38), Score(-10, -18), Score(-19, -10), Score(-16, -9), Score(-19, -16), Score(-21, -28), Score(-32, -23),
    Score(-27, -7), Score(-20, -6), Score(-16, -7), Score(-1, -2), Score(-4, -12), Score(0, -17), Score(-21, 5), Score(3, -6),
    Score(-31, 2), Score(12, -17), Score(-3, -1), Score(13, 18), Score(5, 13), Score(13, -4), Score(16, -15), Score(-9, -13),
    Score(-9, -1), Score(-6, 5), Score(25, 25), Score(17, 16), Score(34, 16), Score(46, 6), Score(35, -3), Score(8, 9),
    Score(22, -3), Score(12, 0), Score(13, 19), Score(33, 20), Score(43, 24), Score(53, 13), Score(27, 6), Score(24, 8),
    Score(0, 2), Score(2, -6), Score(29, 23), Score(45, 21), Score(30, 22), Score(10, 15), Score(32, 4), Score(-9, -12),
    Score(-10, -5), Score(-4, -2), Score(0, 4), Score(8, 15), Score(17, 16), Score(19, 6), Score(-7, -12), Score(-21, -10),
    Score(-47, -29), Score(-14, -8), Score(-12, -15), Score(-4, -2), Score(4, 5), Score(-10, -15), Score(-14, -11), Score(-32, -28),
    // Squares of the bishop, a1 to h8.
    Score(-15, -21), Score(-10, -10), Score(-16, -12), Score(5, -3), Score(-2, -14), Score(-22, -19), Score(-15, -13), Score(-12, -16),
    Score(-13, -11), Score(11, -20), Score(15, -16), Score(-3, -14), Score(0, -18), Score(22, -10), Score(9, -7), Score(-11, -19),
    Score(-16, -9), Score(35, -1), Score(11, 12), Score(7, 8), Score(-1, 4), Score(16, -1), Score(12, 4), Score(-7, 3),
    Score(-7, -6), Score(3, 0), Score(15, 7), Score(36, 12), Score(29, 5), Score(-3, 15), Score(3, -3), Score(9, -7),
    Score(-16, -7), Score(9, -2), Score(-4, 8), Score(48, -7), Score(19, 19), Score(26, 4), Score(11, 8), Score(-3, 2),
    Score(-9, -4), Score(5, 15), Score(3, 8), Score(-2, 24), Score(16, 5), Score(12, 8), Score(9, -3), Score(17, -2),
    Score(-6, 0), Score(-9, 15), Score(-21, 1), Score(1, 13), Score(5, 17), Score(-4, 5), Score(-13, -4), Score(-21, -7),
    Score(6, 0), Score(-6, 8), Score(-4, -3), Score(-2, 10), Score(0, 7), Score(-1, 6), Score(-6, -7), Score(-20, -12),
    // Squares of the rook, a1 to h8.
    Score(5, -27), Score(8, -21), Score(14, -16), Score(15, -18), Score(17, -37), Score(21, -18), Score(-36, 10), Score(-9, -25),
    Score(-20, -14), Score(1, -12), Score(9, 0), Score(-7, -14), Score(-4, -3), Score(-1, -20), Score(-2, -12), Score(-45, -5),
    Score(-29, -7), Score(5, -6), Score(-8, -5), Score(-19, -14), Score(-24, -15), Score(1, -8), Score(-18, -17), Score(-15, -5),
    Score(0, 8), Score(-3, 6), Score(-4, -3), Score(-21, 3), Score(6, 6), Score(7, -2), Score(-14, 8), Score(-10, -8),
    Score(19, 21), Score(11, 10), Score(26, 13), Score(25, 7), Score(19, 1), Score(17, 16), Score(0, 15), Score(6, 9),
    Score(11, 14), Score(20, 9), Score(15, 9), Score(36, 3), Score(12, 0), Score(17, 4), Score(5, 4), Score(16, 13),
    Score(21, 15), Score(23, 26), Score(37, 17), Score(37, 9), Score(40, 1), Score(36, 1), Score(20, 5), Score(7, 9),
    Score(17, 20), Score(9, 16), Score(14, 18), Score(10, 10), Score(8, 6), Score(3, 0), Score(-1, 6), Score(-2, 18),
    // Squares of the queen, a1 to h8.
    Score(-7, -20), Score(-13, -18), Score(-14, -23), Score(2, -46), Score(-21, -13), Score(-16, -20), Score(-9, -14), Score(-11, -14),
    Score(-19, -12), Score(-10, -6), Score(12, -29), Score(4, -11), Score(11, -13), Score(-5, -20), Score(-11, -21), Score(-12, -15),
    Score(-20, -15), Score(0, -2), Score(-6, 9), Score(13, 3), Score(0, 4), Score(10, 3), Score(-3, -3), Score(-8, -12),
    Score(-8, -2), Score(-7, 11), Score(8, 24), Score(-9, 22), Score(4, 23), Score(18, 13), Score(24, 15), Score(-9, -6),
    Score(-14, -6), Score(9, 12), Score(13, 17), Score(8, 22), Score(12, 30), Score(9, 19), Score(13, 17), Score(7, 9),
    Score(-3, -10), Score(4, 5), Score(17, 9), Score(11, 14), Score(17, 20), Score(18, 14), Score(16, 4), Score(18, 1),
    Score(-20, -6), Score(-5, -4), Score(9, 15), Score(6, 14), Score(4, 9), Score(6, 9), Score(11, 0), Score(9, -3),
    Score(-4, -12), Score(-5, -9), Score(2, 0), Score(1, 3), Score(7, 4), Score(2, 0), Score(-2, -10), Score(-3, -15),
    // Squares of the king, a1 to h8.
    Score(-7, -9), Score(49, -20), Score(16, -13), Score(-48, -16), Score(0, -41), Score(-31, -7), Score(44, -30), Score(16, -41),
    Score(-9, -13), Score(-4, -1), Score(-9, 0), Score(-52, 1), Score(-37, 11), Score(-34, 4), Score(-2, -3), Score(18, -33),
    Score(-41, -3), Score(-32, -2), Score(-37, 13), Score(-42, 9), Score(-34, 8), Score(-36, 9), Score(-17, 4), Score(-32, -5),
    Score(-58, -3), Score(-53, 13), Score(-56, 20), Score(-66, 20), Score(-64, 20), Score(-55, 18), Score(-44, 11), Score(-59, 0),
    Score(-79, -7), Score(-77, 11), Score(-79, 23), Score(-82, 22), Score(-89, 15), Score(-78, 24), Score(-70, 18), Score(-80, 1),
    Score(-99, -9), Score(-94, 14), Score(-98, 23), Score(-97, 22), Score(-97, 17), Score(-97, 28), Score(-95, 3), Score(-100, -2),
    Score(-119, -23), Score(-115, 14), Score(-114, 22), Score(-119, 5), Score(-119, 7), Score(-118, 10), Score(-116, 18), Score(-124, -35),
    Score(-145, -56), Score(-140, -19), Score(-140, -10), Score(-139, 2), Score(-139, 1), Score(-139, -3), Score(-139, -11), Score(-146, -63),
    // Bishop pair, doubled pawn, isolated pawn.
    Score(31, 62), Score(7, -19), Score(-10, -8),
    // Passed pawn by rank.
    Score(0, 0), Score(-16, 18), Score(-16, 32), Score(-26, 46), Score(21, 45), Score(58, 66), Score(118, 92), Score(0, 0),
    // Rook on an open file, on a half-open file.
    Score(62, -13), Score(27, 19),
    // Mobility by kind (knight, bishop, rook, queen) and count of squares.
    Score(-33, -55), Score(-12, -43), Score(-4, -15), Score(0, -8), Score(3, 2), Score(4, 20), Score(12, 14), Score(22, 3), Score(16, -14),
    Score(-28, -56), Score(-9, -39), Score(-5, -19), Score(-1, -2), Score(6, 5), Score(9, 10), Score(6, 13), Score(10, 13), Score(13, 20), Score(8, 10), Score(18, 6), Score(6, 6), Score(22, 17), Score(8, 3),
    Score(-30, -52), Score(-13, -33), Score(-7, -36), Score(-3, -19), Score(-1, -11), Score(1, -7), Score(2, 4), Score(2, 3), Score(11, 13), Score(11, 10), Score(15, 6), Score(34, 6), Score(25, 18), Score(25, 14), Score(84, -15),
    Score(-44, 119), Score(-47, 106), Score(-43, 82), Score(-39, 68), Score(-40, 60), Score(-38, 42), Score(-34, 47), Score(-31, 40), Score(-24, 31), Score(-23, 25), Score(-20, 26), Score(-15, 19), Score(-7, 11), Score(-8, 10), Score(1, -5), Score(9, -12), Score(24, -19), Score(34, -31), Score(38, -49), Score(48, -60), Score(61, -72), Score(58, -108), Score(68, -96), Score(63, -134), Score(71, -123), Score(76, -146), Score(84, -140), Score(90, -152),
    // Pawn shield.
    Score(14, -13),
    // Supported pawn by rank.
    Score(0, 0), Score(3, 0), Score(12, 14), Score(11, 13), Score(13, 25), Score(20, 55), Score(23, 60), Score(0, 0),
    // Blocked passed pawn; a man an enemy pawn attacks, by kind.
    Score(-11, -4),
    Score(0, 0), Score(-54, -24), Score(-50, -28), Score(-28, -18), Score(-40, -3), Score(0, 0),
    // Knight, bishop on an outpost.
    Score(28, 10), Score(10, 11),
    // A man an enemy knight or bishop attacks, by kind; a queen an enemy rook attacks.
    Score(0, 0), Score(0, 0), Score(0, 0), Score(-52, -14), Score(-38, -22), Score(0, 0),
    Score(-40, -24),
    // A man attacked and not guarded, by kind.
    Score(-17, -42), Score(-18, -27), Score(-23, -28), Score(-12, -23), Score(-4, 3), Score(0, 0),
    // A passed pawn's enemy king, own king: distance times ranks beyond the third.
    Score(-2, 16), Score(-1, -7),
    // King danger by units of attack on the squares round the king.
    Score(0, 0), Score(1, 0), Score(4, 1), Score(9, 2), Score(21, -22), Score(35, 10), Score(53, -40), Score(25, -2),
    Score(59, -41), Score(50, 21), Score(86, -22), Score(92, -41), Score(88, 11), Score(131, -72), Score(153, 6), Score(195, 11),
    Score(218, 0), Score(244, 48), Score(278, 17), Score(332, 76), Score(395, 95), Score(419, 82), Score(469, 110), Score(459, 90),
    // Safe checks by knight, bishop, rook, queen.
    Score(38, -3), Score(6, 8), Score(69, -9), Score(25, 9),
    // Backward pawn, own pawn on a bishop's colour, open file at the king,
    // knight or bishop behind a pawn.
    Score(-4, -6), Score(-4, -5), Score(-15, -4), Score(3, 23),
    // Enemy pawn storming the king from the third, fourth, fifth rank.
    Score(-21, 15), Score(3, -3), Score(0, -7),
    // Passed pawn free to advance, by rank.
    Score(0, 0), Score(-3, 4), Score(-17, 10), Score(-7, 8), Score(-2, 14), Score(20, 42), Score(19, 62), Score(0, 0),
    // An enemy man a safe pawn push would attack.
    Score(18, 18),
    // Weak square round the enemy king.
    Score(3, 4),
    // Own rook, enemy rook behind a passed pawn.
    Score(30, 7), Score(-10, -30),
    // Passed pawn with a safe path to the last rank, by rank.
    Score(0, 0), Score(-6, 13), Score(-6, 16), Score(-10, 19), Score(1, 28), Score(4, 25), Score(6, 8), Score(0, 0),
    // King's distance from his nearest pawn, nearest enemy pawn; king on a
    // pawnless flank; square both attack that no enemy pawn does.
    Score(-2, -6), Score(-8, -9), Score(-8, -24), Score(4, -4),
    // Knights, bishops, rooks, queens times own pawns.
    Score(14, 39), Score(11, 30), Score(1, 54), Score(69, 47),
    // A knight, bishop: king steps from its own king; space times pieces.
    Score(-3, -2), Score(-3, -1), Score(0, 0),
    // Enemy king's flank attacked; knight, slider could attack the queen; long diagonal bishop;
    // a man pinned to his king; a queen with a slider behind one man.
    Score(0, 1), Score(4, 5), Score(5, 1), Score(12, 4), Score(-22, -9), Score(-18, -9),
    // Complexity: passed pawns, pawns, outflanking, both flanks, infiltration,
    // pawn ending, almost unwinnable, every position.
    Score(0, 8), Score(0, 5), Score(0, 5), Score(0, 44), Score(0, 5), Score(0, 59), Score(0, -35), Score(0, -67),
    // Endgame scale in 64ths (base, per count): opposite bishops alone (per passed
    // pawn), opposite bishops with other pieces (per man), any other (per pawn).
    Score(18, 4), Score(22, 3), Score(36, 7),
]);
