//! The static evaluation of an 8x8 position: material and piece-square
//! terms tapered between middlegame and endgame by the material left, plus
//! pawn structure, mobility, rooks on open files and king safety.

use crate::engine::attacks;
use crate::engine::men::{Army, Kind};
use crate::engine::{Bitboard, Position, Square};

/// A middlegame and an endgame value, blended by the game phase.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Score(i32, i32);

impl std::ops::AddAssign for Score {
    fn add_assign(&mut self, other: Score) {
        self.0 += other.0;
        self.1 += other.1;
    }
}

impl std::ops::SubAssign for Score {
    fn sub_assign(&mut self, other: Score) {
        self.0 -= other.0;
        self.1 -= other.1;
    }
}

impl std::ops::Mul<i32> for Score {
    type Output = Score;
    fn mul(self, factor: i32) -> Score {
        Score(self.0 * factor, self.1 * factor)
    }
}

/// Material of each kind (pawn, knight, bishop, rook, queen, king).
const MATERIAL: [Score; 6] = [
    Score(100, 125),
    Score(320, 300),
    Score(335, 320),
    Score(480, 530),
    Score(960, 990),
    Score(0, 0),
];

/// How much each kind counts toward the middlegame (24 at the start).
const PHASE: [i32; 6] = [0, 1, 1, 2, 4, 0];
const FULL_PHASE: i32 = 24;

const BISHOP_PAIR: Score = Score(30, 50);
const DOUBLED_PAWN: Score = Score(-10, -20);
const ISOLATED_PAWN: Score = Score(-12, -15);
const PASSED_PAWN: [Score; 8] = [
    Score(0, 0),
    Score(5, 10),
    Score(8, 18),
    Score(15, 35),
    Score(28, 60),
    Score(45, 95),
    Score(70, 140),
    Score(0, 0),
];
const ROOK_OPEN_FILE: Score = Score(25, 10);
const ROOK_HALF_OPEN_FILE: Score = Score(12, 6);
/// Per square a man attacks beyond the usual number, by kind.
const MOBILITY: [Score; 6] = [
    Score(0, 0),
    Score(4, 4),
    Score(5, 5),
    Score(2, 4),
    Score(1, 2),
    Score(0, 0),
];
const USUAL_MOBILITY: [i32; 6] = [0, 4, 6, 6, 12, 0];
/// Units of danger a man adds by attacking the squares round a king.
const KING_ATTACK_UNITS: [i32; 6] = [0, 2, 2, 3, 5, 0];
const PAWN_SHIELD: i32 = 12;
const TEMPO: i32 = 12;

/// Piece-square values for White (Black reads them mirrored), by kind then
/// square, built by rule at compile time: centralisation for the pieces,
/// advancement for pawns, shelter for the king in the middlegame and the
/// centre for him in the endgame.
static SQUARE_VALUES: [[Score; 64]; 6] = square_values();

const fn square_values() -> [[Score; 64]; 6] {
    let mut table = [[Score(0, 0); 64]; 6];
    let mut index = 0;
    while index < 64 {
        let file = (index % 8) as i32;
        let rank = (index / 8) as i32;
        let file_centre = if file < 4 { file } else { 7 - file };
        let rank_centre = if rank < 4 { rank } else { 7 - rank };
        let centre = file_centre + rank_centre;
        let central_file = file == 3 || file == 4;
        table[0][index] = Score(
            (rank - 1) * 4
                + if central_file && (rank == 3 || rank == 4) {
                    12
                } else {
                    0
                }
                - if central_file && rank == 1 { 6 } else { 0 },
            (rank - 1) * 7,
        );
        table[1][index] = Score(8 * centre - 22, 6 * centre - 18);
        table[2][index] = Score(
            4 * centre - 10 + if rank == 0 { -6 } else { 0 },
            4 * centre - 12,
        );
        table[3][index] = Score(
            if rank == 6 { 20 } else { 0 } + if file_centre >= 2 { 4 } else { 0 },
            if rank == 6 { 15 } else { 0 },
        );
        table[4][index] = Score(2 * centre - 6, 4 * centre - 12);
        let shelter = if rank == 0 {
            match file {
                0 | 7 => 20,
                1 | 6 => 30,
                2 => 10,
                5 => 5,
                _ => -5,
            }
        } else if rank == 1 {
            if file_centre <= 1 { 0 } else { -15 }
        } else {
            -20 * rank
        };
        table[5][index] = Score(shelter, 10 * centre - 30);
        index += 1;
    }
    table
}

/// The evaluation in centipawns from the side to move's view.
pub fn evaluate(position: &Position) -> i32 {
    let mut score = Score(0, 0);
    let mut phase = 0;
    for kind in Kind::ALL {
        phase += PHASE[kind as usize] * position.kind(kind).count() as i32;
    }
    let white = army_score(position, Army::White);
    let black = army_score(position, Army::Black);
    score += white.score;
    score -= black.score;
    let phase = phase.min(FULL_PHASE);
    let mut blended = (score.0 * phase + score.1 * (FULL_PHASE - phase)) / FULL_PHASE;
    let leader = if blended > 0 { &white } else { &black };
    if leader.pawns == 0 && leader.pieces_material <= MATERIAL[Kind::Bishop as usize].1 {
        blended /= 8;
    }
    let own = if position.turn() == Army::White {
        blended
    } else {
        -blended
    };
    own + TEMPO
}

/// The evaluation in centipawns from `army`'s view, whoever is to move.
pub fn for_army(position: &Position, army: Army) -> i32 {
    let score = evaluate(position);
    if position.turn() == army {
        score
    } else {
        -score
    }
}

/// One army's share of the evaluation.
struct ArmyScore {
    score: Score,
    pawns: u32,
    /// Endgame material of knights, bishops, rooks and queens.
    pieces_material: i32,
}

fn army_score(position: &Position, army: Army) -> ArmyScore {
    let white = army == Army::White;
    let enemy = if white { Army::Black } else { Army::White };
    let own = position.army(army);
    let occupied = position.occupied();
    let own_pawns = position.men(army, Kind::Pawn);
    let enemy_pawns = position.men(enemy, Kind::Pawn);
    let enemy_pawn_attacks = pawn_attacks(enemy_pawns, !white);
    let enemy_king = position.king_square(enemy);
    let king_zone = enemy_king.map_or(Bitboard::EMPTY, |king| attacks::king(king).with(king));
    let mut score = Score(0, 0);
    let mut pieces_material = 0;
    let mut attack_units = 0;
    let mut attackers = 0;
    for kind in Kind::ALL {
        for square in position.men(army, kind) {
            let relative = if white { square } else { square.flip_rank() };
            score += MATERIAL[kind as usize];
            score += SQUARE_VALUES[kind as usize][relative.index()];
            let reach = match kind {
                Kind::Knight => attacks::knight(square),
                Kind::Bishop => attacks::bishop(square, occupied),
                Kind::Rook => attacks::rook(square, occupied),
                Kind::Queen => attacks::queen(square, occupied),
                Kind::Pawn | Kind::King => continue,
            };
            pieces_material += MATERIAL[kind as usize].1;
            let mobility = (reach & !own & !enemy_pawn_attacks).count() as i32;
            score += MOBILITY[kind as usize] * (mobility - USUAL_MOBILITY[kind as usize]);
            if (reach & king_zone).any() {
                attackers += 1;
                attack_units +=
                    KING_ATTACK_UNITS[kind as usize] * (reach & king_zone).count() as i32;
            }
            if kind == Kind::Rook {
                let file = Bitboard::file(square.file());
                if (file & own_pawns).is_empty() {
                    score += if (file & enemy_pawns).is_empty() {
                        ROOK_OPEN_FILE
                    } else {
                        ROOK_HALF_OPEN_FILE
                    };
                }
            }
        }
    }
    if position.men(army, Kind::Bishop).more_than_one() {
        score += BISHOP_PAIR;
    }
    if attackers >= 2 {
        let danger = (attack_units * attack_units).min(500);
        score += Score(danger, danger / 4);
    }
    score += pawn_structure(own_pawns, enemy_pawns, white);
    if let Some(king) = position.king_square(army) {
        score += Score(PAWN_SHIELD * shield(king, own_pawns, white), 0);
    }
    ArmyScore {
        score,
        pawns: own_pawns.count(),
        pieces_material,
    }
}

/// Doubled, isolated and passed pawns.
fn pawn_structure(own: Bitboard, enemy: Bitboard, white: bool) -> Score {
    let mut score = Score(0, 0);
    for file in 0..8u8 {
        let on_file = (own & Bitboard::file(file)).count() as i32;
        if on_file > 1 {
            score += DOUBLED_PAWN * (on_file - 1);
        }
        if on_file > 0 && (own & adjacent_files(file)).is_empty() {
            score += ISOLATED_PAWN * on_file;
        }
    }
    for pawn in own {
        let ahead = front_span(pawn, white);
        let blockers = ahead | neighbour_span(pawn, ahead);
        if (blockers & enemy).is_empty() && (Bitboard::file(pawn.file()) & ahead & own).is_empty() {
            let rank = if white { pawn.rank() } else { 7 - pawn.rank() };
            score += PASSED_PAWN[rank as usize];
        }
    }
    score
}

/// Own pawns on the king's file and the two beside it, one or two ranks in
/// front of him (at most 3 count).
fn shield(king: Square, pawns: Bitboard, white: bool) -> i32 {
    let files = adjacent_files(king.file()) | Bitboard::file(king.file());
    let mut front = Bitboard::EMPTY;
    for step in [1i8, 2] {
        let rank = king.rank() as i8 + if white { step } else { -step };
        if (0..8).contains(&rank) {
            front |= Bitboard::rank(rank as u8);
        }
    }
    ((files & front & pawns).count() as i32).min(3)
}

fn adjacent_files(file: u8) -> Bitboard {
    let mut files = Bitboard::EMPTY;
    if file > 0 {
        files |= Bitboard::file(file - 1);
    }
    if file < 7 {
        files |= Bitboard::file(file + 1);
    }
    files
}

/// The squares in front of a pawn on its own file.
fn front_span(pawn: Square, white: bool) -> Bitboard {
    let file = Bitboard::file(pawn.file());
    let rank = pawn.rank() as u32;
    let ahead = if white {
        Bitboard((!0u64).checked_shl(8 * (rank + 1)).unwrap_or(0))
    } else {
        Bitboard((1u64 << (8 * rank)) - 1)
    };
    file & ahead
}

/// The squares beside `ahead` on the neighbouring files.
fn neighbour_span(pawn: Square, ahead: Bitboard) -> Bitboard {
    let mut span = Bitboard::EMPTY;
    if pawn.file() > 0 {
        span |= Bitboard(ahead.0 >> 1);
    }
    if pawn.file() < 7 {
        span |= Bitboard(ahead.0 << 1);
    }
    span
}

/// Every square the pawns attack.
fn pawn_attacks(pawns: Bitboard, white: bool) -> Bitboard {
    let not_a = !Bitboard::file(0).0;
    let not_h = !Bitboard::file(7).0;
    let p = pawns.0;
    Bitboard(if white {
        ((p & not_a) << 7) | ((p & not_h) << 9)
    } else {
        ((p & not_a) >> 9) | ((p & not_h) >> 7)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    fn eval(fen: &str) -> i32 {
        evaluate(&Position::from_fen(fen, Rules::STANDARD).unwrap())
    }

    #[test]
    fn the_start_is_level_and_mirrored_positions_score_alike() {
        let start = eval("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assert_eq!(start, TEMPO);
        let white = eval("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
        let black = eval("rnbqkb1r/pppp1ppp/5n2/4p3/4P3/2N5/PPPP1PPP/R1BQKBNR b KQkq - 2 3");
        assert_eq!(white, black);
    }

    #[test]
    fn material_and_passed_pawns_count() {
        // White is a knight up.
        assert!(
            eval("4k3/8/8/8/8/8/3N4/4K3 w - - 0 1") < 100,
            "a lone knight cannot win"
        );
        assert!(eval("4k3/pppp4/8/8/8/8/PPPP4/2N1K3 w - - 0 1") > 250);
        // A far-advanced passed pawn is worth much more than one at home.
        let advanced = eval("4k3/8/1P6/8/8/8/8/4K3 w - - 0 1");
        let home = eval("4k3/8/8/8/8/8/1P6/4K3 w - - 0 1");
        assert!(advanced > home + 80, "{advanced} vs {home}");
    }

    #[test]
    fn pawn_attack_sets_do_not_wrap_round_the_board() {
        let a2 = Bitboard::from_square(Square::parse("a2").unwrap());
        assert_eq!(
            pawn_attacks(a2, true),
            Bitboard::from_square(Square::parse("b3").unwrap())
        );
        let h7 = Bitboard::from_square(Square::parse("h7").unwrap());
        assert_eq!(
            pawn_attacks(h7, false),
            Bitboard::from_square(Square::parse("g6").unwrap())
        );
    }
}
