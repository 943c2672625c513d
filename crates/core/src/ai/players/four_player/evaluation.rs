//! What Four Player material is worth to a seat: each army's men counted
//! once on the cross ([`material`]), valued two ways for two uses.
//!
//! - [`table_value`] judges a whole table for the game search and the
//!   greedy player: standings count (a protectorate, an army out), and
//!   its own men weigh as much as all its enemies' together, so that one
//!   capture, of any enemy, counts in full for a greedy player.
//! - [`board_value`] judges a bare board inside the cross search, where
//!   no standing exists (an army without its king stops moving): its own
//!   men against the average of its enemies' still with a king.
//!
//! - [`placed_value`] judges a bare board for the computer's cross
//!   search: [`board_value`] with the men's placement added (pawns
//!   toward a queen, pieces toward the middle and toward kings) and each
//!   enemy king taken counted as an enemy fewer.
//!
//! Each form is the one its player was measured with; one form for all
//! would change how each plays (the paranoid baseline keeps the bare
//! board value).

use crate::ai::players::value::{WIN, man_value};
use crate::engine::cross::{CrossPosition, CrossSquare, Edge};
use crate::engine::men::{Army, Kind};
use crate::games::Seat;
use crate::games::four_player::{self, FourPlayer, Standing};

/// Each army's men on the cross: material in centipawns, their
/// placement ([`placement`], and [`KING_NEARNESS`] for pieces near
/// another army's king) and whether its king is still there, by army
/// (which is by seat: [`four_player::seat_of`]).
struct Men {
    material: [i32; four_player::SEATS],
    placed: [i32; four_player::SEATS],
    kings: [bool; four_player::SEATS],
}

/// Counts each army's men on `position`.
fn count_men(position: &CrossPosition) -> Men {
    let mut men = Men {
        material: [0; four_player::SEATS],
        placed: [0; four_player::SEATS],
        kings: [false; four_player::SEATS],
    };
    let rules = position.rules();
    let kings = Army::ALL.map(|army| position.king_square(army));
    for (square, man) in position.men() {
        let seat = four_player::seat_of(man.army);
        men.material[seat] += man_value(man.kind);
        men.placed[seat] += placement(square, man.kind, rules.pawns[man.army as usize].promotion);
        if !matches!(man.kind, Kind::Pawn | Kind::King) {
            let nearest = Army::ALL
                .into_iter()
                .filter(|&army| army != man.army)
                .filter_map(|army| kings[army as usize])
                .map(|king| distance(square, king))
                .min();
            men.placed[seat] += nearest.map_or(0, |steps| KING_NEARNESS * (6 - steps).max(0));
        }
        men.kings[seat] |= man.kind == Kind::King;
    }
    men
}

/// What a knight, bishop, rook or queen gains for each king step nearer
/// than 6 to another army's king: men near a king are what takes it.
const KING_NEARNESS: i32 = 4;

/// King steps between two squares.
fn distance(from: CrossSquare, to: CrossSquare) -> i32 {
    let files = (i32::from(from.file()) - i32::from(to.file())).abs();
    let ranks = (i32::from(from.rank()) - i32::from(to.rank())).abs();
    files.max(ranks)
}

/// What a man's square adds to its worth, in centipawns: a pawn 5 for
/// each step it has made toward `promotion` (its last three steps 20
/// each), so that pushing toward a queen is worth a move when nothing
/// else is; a knight, bishop or queen 4 for each step nearer the middle
/// of the board than the edge, where it reaches more squares.
fn placement(square: CrossSquare, kind: Kind, promotion: Edge) -> i32 {
    let (file, rank) = (i32::from(square.file()), i32::from(square.rank()));
    match kind {
        Kind::Pawn => {
            // Steps left to the far edge: 12 from the start.
            let left = match promotion {
                Edge::North => 13 - rank,
                Edge::East => 13 - file,
                Edge::South => rank,
                Edge::West => file,
            };
            let made = 12 - left;
            5 * made + 15 * (made - 9).max(0)
        }
        Kind::Knight | Kind::Bishop | Kind::Queen => 4 * (6 - off_middle(square)),
        Kind::Rook | Kind::King => 0,
    }
}

/// Each seat's material on the cross, in centipawns.
pub fn material(game: &FourPlayer) -> [i32; four_player::SEATS] {
    count_men(game.position()).material
}

/// How `game` looks for `seat`: its own men against its enemies', and a
/// share of its allies'.
pub fn table_value(game: &FourPlayer, seat: Seat) -> i32 {
    let material = material(game);
    let standing_value = |seat: Seat| match game.standing(seat) {
        Standing::Playing => 0,
        Standing::Kingless | Standing::Protectorate => -2_000,
        Standing::Out => -WIN / 2,
    };
    let own = material[seat] + standing_value(seat);
    let mut enemies = 0;
    let mut enemy_total = 0;
    let mut allies = 0;
    for other in (0..four_player::SEATS).filter(|&other| other != seat) {
        if game.standing(other) == Standing::Out {
            continue;
        }
        let value = material[other] + standing_value(other);
        if game.are_allied(seat, other) {
            allies += value / 4;
        } else {
            enemies += 1;
            enemy_total += value;
        }
    }
    // Its own men weigh as much as all its enemies' together, so a
    // capture counts in full.
    own * enemies.max(1) + allies - enemy_total
}

/// How `position` looks for `root`, allied with `allies`: its own
/// material, a quarter of its allies', less the average of its enemies'
/// that still have their kings.
pub fn board_value(position: &CrossPosition, root: Army, allies: &[Army]) -> i32 {
    let Men {
        material, kings, ..
    } = count_men(position);
    weigh(&material, &kings, root, allies, 0)
}

/// What an enemy's king taken is worth in [`placed_value`]: an enemy
/// fewer to beat. (In [`board_value`] the enemy only leaves the average,
/// which a king taken from the weakest enemy even lowers.)
const KING_TAKEN: i32 = 1_000;

/// [`board_value`] with each army's men worth their placement too
/// ([`placement`]), and each enemy king taken worth [`KING_TAKEN`].
pub fn placed_value(position: &CrossPosition, root: Army, allies: &[Army]) -> i32 {
    let Men {
        material,
        placed,
        kings,
    } = count_men(position);
    let worth: [i32; four_player::SEATS] =
        std::array::from_fn(|seat| material[seat] + placed[seat]);
    weigh(&worth, &kings, root, allies, KING_TAKEN) + hunt(position, &material, root, allies)
}

/// The most material (a king and a minor piece) an enemy may hold for
/// [`hunt`] to drive its king.
const HUNTED: i32 = 300;

/// What driving the kings of nearly bare enemies is worth to `root`:
/// 10 for each step such a king stands from the middle of the board, 3
/// for each step `root`'s king is nearer it than 13. A bare king is taken
/// only once it is cornered, and the winner's king helps corner it.
fn hunt(
    position: &CrossPosition,
    material: &[i32; four_player::SEATS],
    root: Army,
    allies: &[Army],
) -> i32 {
    let Some(own_king) = position.king_square(root) else {
        return 0;
    };
    Army::ALL
        .into_iter()
        .filter(|&army| army != root && !allies.contains(&army))
        .filter(|&army| material[four_player::seat_of(army)] <= HUNTED)
        .filter_map(|army| position.king_square(army))
        .map(|king| 10 * off_middle(king) + 3 * (13 - distance(own_king, king)).max(0))
        .sum()
}

/// King steps from the four middle squares of the board: 0 to 6.
fn off_middle(square: CrossSquare) -> i32 {
    let (file, rank) = (i32::from(square.file()), i32::from(square.rank()));
    (2 * file - 13).abs().max((2 * rank - 13).abs()) / 2
}

/// `root`'s worth, a quarter of its allies', less the average worth of its
/// enemies with kings, plus `king_taken` for each enemy without one; a
/// loss when `root` has no king.
fn weigh(
    material: &[i32; four_player::SEATS],
    kings: &[bool; four_player::SEATS],
    root: Army,
    allies: &[Army],
    king_taken: i32,
) -> i32 {
    let own = four_player::seat_of(root);
    if !kings[own] {
        return -WIN / 2 + material[own];
    }
    let mut total = material[own];
    let (mut enemies, mut enemy_material) = (0, 0);
    for army in Army::ALL.into_iter().filter(|&army| army != root) {
        let index = four_player::seat_of(army);
        if allies.contains(&army) {
            total += material[index] / 4;
        } else if kings[index] {
            enemies += 1;
            enemy_material += material[index];
        } else {
            total += king_taken;
        }
    }
    total - enemy_material / enemies.max(1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::cross::CrossRules;
    use crate::engine::men::Man;

    /// A cross with `men` as (square, army, kind).
    fn cross(men: &[(&str, Army, Kind)]) -> CrossPosition {
        let mut position = CrossPosition::empty(CrossRules::FOUR_PLAYER);
        for &(square, army, kind) in men {
            position.set_man(
                CrossSquare::parse(square).unwrap(),
                Some(Man { army, kind }),
            );
        }
        position
    }

    /// Lone Blue, Black and Red kings, White's king on h1 and `white`.
    fn white_with(white: (&str, Kind), black_king: &str) -> i32 {
        let position = cross(&[
            ("h1", Army::White, Kind::King),
            (white.0, Army::White, white.1),
            ("a5", Army::Blue, Kind::King),
            (black_king, Army::Black, Kind::King),
            ("n5", Army::Red, Kind::King),
        ]);
        placed_value(&position, Army::White, &[])
    }

    #[test]
    fn a_pawn_gains_with_each_step_toward_a_queen() {
        let steps: Vec<i32> = ["h2", "h5", "h11", "h13"]
            .iter()
            .map(|&square| white_with((square, Kind::Pawn), "h14"))
            .collect();
        assert!(steps.windows(2).all(|pair| pair[0] < pair[1]), "{steps:?}");
        // The bare board value sees none of it.
        let bare = |square| {
            let position = cross(&[
                ("h1", Army::White, Kind::King),
                (square, Army::White, Kind::Pawn),
            ]);
            board_value(&position, Army::White, &[])
        };
        assert_eq!(bare("h2"), bare("h13"));
    }

    #[test]
    fn a_bare_king_is_worth_driving_to_the_edge() {
        // White's rook stays put; Black's lone king in the middle, then
        // on the edge.
        let middle = white_with(("e4", Kind::Rook), "g8");
        let edge = white_with(("e4", Kind::Rook), "g14");
        assert!(edge > middle, "{edge} <= {middle}");
    }

    #[test]
    fn a_king_taken_counts_as_an_enemy_fewer() {
        let all_there = cross(&[
            ("h1", Army::White, Kind::King),
            ("a5", Army::Blue, Kind::King),
            ("a9", Army::Blue, Kind::Rook),
            ("h14", Army::Black, Kind::King),
            ("n5", Army::Red, Kind::King),
        ]);
        let mut blue_king_taken = all_there.clone();
        blue_king_taken.set_man(CrossSquare::parse("a5").unwrap(), None);
        // As bare material, Blue's rook leaving the enemies' average with
        // its king is all the change.
        assert!(
            placed_value(&blue_king_taken, Army::White, &[])
                >= placed_value(&all_there, Army::White, &[]) + KING_TAKEN
        );
    }
}
