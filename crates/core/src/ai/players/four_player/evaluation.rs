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
//! Each form is the one its player was measured with; one form for both
//! would change how both play.

use crate::ai::players::value::{WIN, man_value};
use crate::engine::cross::CrossPosition;
use crate::engine::men::{Army, Kind};
use crate::games::Seat;
use crate::games::four_player::{self, FourPlayer, Standing};

/// Each army's men on the cross: material in centipawns and whether its
/// king is still there, by army (which is by seat: [`four_player::seat_of`]).
struct Men {
    material: [i32; four_player::SEATS],
    kings: [bool; four_player::SEATS],
}

/// Counts each army's men on `position`.
fn count_men(position: &CrossPosition) -> Men {
    let mut men = Men {
        material: [0; four_player::SEATS],
        kings: [false; four_player::SEATS],
    };
    for (_, man) in position.men() {
        let seat = four_player::seat_of(man.army);
        men.material[seat] += man_value(man.kind);
        men.kings[seat] |= man.kind == Kind::King;
    }
    men
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
    let Men { material, kings } = count_men(position);
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
        }
    }
    total - enemy_material / enemies.max(1)
}
