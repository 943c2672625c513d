//! The scores at the end of a game.
//!
//! - The colour that captured the king: its Noble scores
//!   [`NOBLE_CAPTURE`] and its Peasant [`PEASANT_CAPTURE`]; the Noble
//!   [`CLEAN_BONUS`] more if none of his colour's pawns was ever captured.
//! - Each unpromoted pawn of a colour still on the board scores 1 for that
//!   colour's Peasant, however the game ended. A promoted pawn is no pawn
//!   any more: it scores nothing, and its capture is no pawn's capture.
//! - A role who ran out of time scores nothing.
//!
//! The highest score wins; equal highest scores share the win.

use serde::{Deserialize, Serialize};

use super::ending::Ending;
use super::seats::{Role, SEATS, army_of, peasant, role_of, seat_name, side};
use crate::engine::Position;
use crate::engine::men::{Army, Kind};
use crate::games::Seat;

/// What the capturing Noble scores.
pub const NOBLE_CAPTURE: i64 = 6;
/// What the capturing colour's Peasant scores.
pub const PEASANT_CAPTURE: i64 = 2;
/// What the capturing Noble scores more when none of his colour's pawns
/// was ever captured.
pub const CLEAN_BONUS: i64 = 4;

/// One role's score and where it comes from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreRow {
    pub seat: Seat,
    /// Pawn points (Peasants only): the colour's pawns on the board.
    pub pawns: i64,
    /// Points for the king's capture.
    pub capture: i64,
    /// The capturing Noble's bonus for losing no pawn.
    pub bonus: i64,
    /// Whether the role ran out of time and so scores nothing.
    pub forfeited: bool,
    /// The score.
    pub total: i64,
}

/// The points `army`'s Peasant has for pawns now: its pawns on the board.
pub fn pawn_points(position: &Position, army: Army) -> i64 {
    i64::from(position.men(army, Kind::Pawn).count())
}

/// Every role's score for a game that ended with `ending` in `position`,
/// `pawns_lost` counting the captured pawns of White and Black.
pub fn score_sheet(position: &Position, ending: Ending, pawns_lost: [u32; 2]) -> Vec<ScoreRow> {
    let pawns = [
        pawn_points(position, Army::White),
        pawn_points(position, Army::Black),
    ];
    sheet_for_pawns(pawns, ending, pawns_lost)
}

/// Every role's score for a game that ended with `ending` while White and
/// Black had `pawns` on the board, `pawns_lost` counting their captured
/// pawns (what a computer weighs for endings yet to come).
pub fn sheet_for_pawns(pawns: [i64; 2], ending: Ending, pawns_lost: [u32; 2]) -> Vec<ScoreRow> {
    let capturer = ending.capturer();
    (0..SEATS)
        .map(|seat| {
            let army = army_of(seat);
            let role = role_of(seat);
            let pawns = if seat == peasant(army) {
                pawns[side(army)]
            } else {
                0
            };
            let (capture, bonus) = match (capturer == Some(army), role) {
                (false, _) => (0, 0),
                (true, Role::Peasant) => (PEASANT_CAPTURE, 0),
                (true, Role::Noble) => (
                    NOBLE_CAPTURE,
                    if pawns_lost[side(army)] == 0 {
                        CLEAN_BONUS
                    } else {
                        0
                    },
                ),
            };
            let forfeited = ending.forfeit() == Some(seat);
            ScoreRow {
                seat,
                pawns,
                capture,
                bonus,
                forfeited,
                total: if forfeited {
                    0
                } else {
                    pawns + capture + bonus
                },
            }
        })
        .collect()
}

/// The seats with the highest score.
pub fn winners(sheet: &[ScoreRow]) -> Vec<Seat> {
    let best = sheet.iter().map(|row| row.total).max().unwrap_or(0);
    sheet
        .iter()
        .filter(|row| row.total == best)
        .map(|row| row.seat)
        .collect()
}

/// Why the winners win, in words: the highest score decides, so each
/// winner's score, part by part ("the White Noble has 10: 6 for the
/// king's capture, 4 for losing no pawn").
pub fn why(sheet: &[ScoreRow]) -> String {
    let best = winners(sheet);
    let lines: Vec<String> = sheet
        .iter()
        .filter(|row| best.contains(&row.seat))
        .map(|row| {
            let parts: Vec<String> = [
                (row.capture, "for the king's capture"),
                (row.bonus, "for losing no pawn"),
                (row.pawns, "for pawns on the board"),
            ]
            .into_iter()
            .filter(|(points, _)| *points != 0)
            .map(|(points, what)| format!("{points} {what}"))
            .collect();
            let who = format!("the {} has {}", seat_name(row.seat), row.total);
            if parts.is_empty() {
                who
            } else {
                format!("{who}: {}", parts.join(", "))
            }
        })
        .collect();
    format!("The highest score wins: {}.", lines.join("; "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coin::legality::RULES;
    use crate::games::coin::seats::{BLACK_NOBLE, WHITE_NOBLE};

    fn totals(sheet: &[ScoreRow]) -> Vec<i64> {
        sheet.iter().map(|row| row.total).collect()
    }

    #[test]
    fn a_clean_capture_gives_noble_and_peasant_ten_each() {
        // The rule text's Fool's mate: Black takes the king having lost no pawn.
        let board = Position::from_fen(
            "rnb1kbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBq1BNR w kq - 0 4",
            RULES,
        )
        .unwrap();
        let ending = Ending::KingCaptured {
            by: Army::Black,
            seat: BLACK_NOBLE,
        };
        let sheet = score_sheet(&board, ending, [0, 0]);
        assert_eq!(totals(&sheet), [0, 8, 10, 10]);
        assert_eq!(sheet[2].bonus, CLEAN_BONUS);
        assert_eq!(winners(&sheet), [2, 3]);
        assert_eq!(
            why(&sheet),
            "The highest score wins: the Black Noble has 10: 6 for the king's capture, 4 for \
             losing no pawn; the Black Peasant has 10: 2 for the king's capture, 8 for pawns on \
             the board."
        );
        // Had Black lost a pawn, the Noble would miss the bonus.
        let sheet = score_sheet(&board, ending, [0, 1]);
        assert_eq!(totals(&sheet), [0, 8, 6, 10]);
        assert_eq!(winners(&sheet), [3]);
    }

    #[test]
    fn without_a_capture_only_pawns_count_and_a_flag_forfeits() {
        let board = Position::from_fen("4k3/pp6/8/8/8/8/PPP5/4K3 w - - 0 1", RULES).unwrap();
        let sheet = score_sheet(&board, Ending::Repetition, [5, 6]);
        assert_eq!(totals(&sheet), [0, 3, 0, 2]);
        assert_eq!(winners(&sheet), [1]);
        let flag = Ending::OutOfTime { seat: 1 };
        let sheet = score_sheet(&board, flag, [5, 6]);
        assert_eq!(totals(&sheet), [0, 0, 6, 4]);
        assert!(sheet[1].forfeited && sheet[1].pawns == 3);
        let flag = Ending::OutOfTime { seat: BLACK_NOBLE };
        let sheet = score_sheet(&board, flag, [0, 6]);
        assert_eq!(totals(&sheet), [10, 5, 0, 2]);
        assert_eq!(sheet[WHITE_NOBLE].bonus, CLEAN_BONUS);
    }
}
