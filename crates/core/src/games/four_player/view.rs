//! What one viewer may see: the public table, plus a seat's own secrets
//! (its allies, invitations, loyalty) and nothing of anybody else's.

use serde::{Deserialize, Serialize};

use crate::engine::cross::CrossSquare;
use crate::engine::men::{Army, Man};
use crate::games::board_view::{BoardView, ManView, MoveOption};
use crate::games::{Seat, Viewer};

use super::action::Action;
use super::events::Event;
use super::{FourPlayer, SEATS, Standing, army_of};

/// One move of the move list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveEntry {
    /// The army that moved.
    pub army: Army,
    /// The move in cross notation (`Ng1-h3`, `m7xl8=Q`).
    pub text: String,
    /// The man it took.
    pub captured: Option<Man>,
}

/// A seat as everybody sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub army: Army,
    pub standing: Standing,
    /// Men this seat has taken.
    pub captured: Vec<Man>,
}

/// A seat's own secrets, in its view only.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OwnView {
    pub army: Army,
    /// Its allies (empty when alone).
    pub allies: Vec<Army>,
    /// The ally a protectorate is loyal to.
    pub loyal_to: Option<Army>,
    /// Invitations waiting for its answer.
    pub invitations: Vec<Army>,
    /// Its own invitations still waiting for an answer.
    pub invited: Vec<Army>,
    /// At its turn: the armies attacking its king ("your king is attacked").
    pub king_attacked_by: Vec<Army>,
    /// What it may do now (moves, answers, invitations, leaving, a
    /// kingless seat's choice): written in command-line words
    /// (`propose red`) in its serde form.
    #[serde(with = "super::action::as_words")]
    pub actions: Vec<Action>,
}

/// The table as one viewer sees it (the board comes separately, from
/// `boards`). Keys avoid the headless driver's own (`turn`, `boards`,
/// `result`, `error`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableView {
    /// The army to act, while the game goes on.
    pub army_to_act: Option<Army>,
    pub seats: Vec<SeatView>,
    pub moves: Vec<MoveEntry>,
    /// What happened, as far as this viewer may know.
    pub events: Vec<Event>,
    /// The viewer's own secrets; absent in the public view.
    pub own: Option<OwnView>,
    pub protectorate_loss_percent: u8,
}

impl FourPlayer {
    /// The table as `viewer` may see it.
    pub(super) fn table_view(&self, viewer: Viewer) -> TableView {
        TableView {
            army_to_act: self.outcome.is_none().then(|| army_of(self.turn)),
            seats: (0..SEATS)
                .map(|seat| SeatView {
                    army: army_of(seat),
                    standing: self.standing[seat],
                    captured: self.captured[seat].clone(),
                })
                .collect(),
            moves: self.moves.clone(),
            events: self
                .log
                .iter()
                .filter(|entry| entry.audience.admits(viewer))
                .map(|entry| entry.event.clone())
                .collect(),
            own: match viewer {
                Viewer::Seat(seat) if seat < SEATS => Some(self.own_view(seat)),
                _ => None,
            },
            protectorate_loss_percent: self.options.protectorate_loss_percent,
        }
    }

    fn own_view(&self, seat: Seat) -> OwnView {
        let armies = |seats: Vec<Seat>| seats.into_iter().map(army_of).collect();
        let at_turn = self.outcome.is_none() && self.turn == seat;
        OwnView {
            army: army_of(seat),
            allies: armies(self.diplomacy.allies(seat)),
            loyal_to: self.diplomacy.loyal_to(seat).map(army_of),
            invitations: armies(self.diplomacy.invitations_to(seat)),
            invited: armies(self.diplomacy.invitations_from(seat)),
            king_attacked_by: if at_turn {
                self.position.king_attackers(army_of(seat))
            } else {
                Vec::new()
            },
            actions: self.actions_of(seat),
        }
    }

    /// The cross as `viewer` may see it: legal moves only for the seat to
    /// act once it may move, and the attacked king of the seat to act.
    pub(super) fn board_view(&self, viewer: Viewer) -> BoardView {
        let holes = (0..14u8)
            .flat_map(|rank| (0..14u8).map(move |file| (file, rank)))
            .filter(|&(file, rank)| CrossSquare::new(file, rank).is_none())
            .map(|(file, rank)| format!("{}{}", (b'a' + file) as char, rank + 1))
            .collect();
        let men = self
            .position
            .men()
            .map(|(square, man)| ManView::plain(square.to_string(), man.army, man.kind))
            .collect();
        let to_act = army_of(self.turn);
        let checks = match self.position.king_square(to_act) {
            Some(king)
                if self.outcome.is_none() && !self.position.king_attackers(to_act).is_empty() =>
            {
                vec![king.to_string()]
            }
            _ => Vec::new(),
        };
        BoardView {
            files: 14,
            ranks: 14,
            holes,
            men,
            last_move: self
                .last_move
                .map(|(from, to)| (from.to_string(), to.to_string())),
            checks,
            moves: self.move_options(viewer),
            drops: Vec::new(),
        }
    }

    fn move_options(&self, viewer: Viewer) -> Vec<MoveOption> {
        if viewer != Viewer::Seat(self.turn) {
            return Vec::new();
        }
        MoveOption::grouped(self.actions_of(self.turn).into_iter().filter_map(|action| {
            let Action::Move(step) = action else {
                return None;
            };
            Some((step.from.to_string(), step.to.to_string(), step.promotion))
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;
    use crate::games::four_player::Options;

    #[test]
    fn a_seat_is_told_its_actions_typed_and_its_view_writes_them_as_words() {
        let mut game = FourPlayer::new(Options::default(), 9).unwrap();
        for (seat, text) in [(0, "f2f3"), (1, "propose red"), (1, "b7c7"), (2, "f13f12")] {
            let action = game.parse_action(seat, text).unwrap();
            game.apply(seat, &action).unwrap();
        }
        let red = game.view(Viewer::Seat(3));
        let own = red.own.clone().unwrap();
        // An invitation waits: Red answers it (or invites) before moving.
        assert_eq!(
            own.actions,
            [
                Action::Accept(Army::Blue),
                Action::Decline(Army::Blue),
                Action::Propose(Army::White),
                Action::Propose(Army::Blue),
                Action::Propose(Army::Black),
            ]
        );
        assert_eq!(own.actions, game.legal_actions(3));
        assert!(
            game.view(Viewer::Seat(0)).own.unwrap().actions.is_empty(),
            "not White's turn"
        );
        let json = serde_json::to_value(&red).unwrap();
        assert_eq!(
            json["own"]["actions"],
            serde_json::json!([
                "accept blue",
                "decline blue",
                "propose white",
                "propose blue",
                "propose black"
            ])
        );
        let read: TableView = serde_json::from_value(json).unwrap();
        assert_eq!(read, red);
        let mut damaged = serde_json::to_value(&red).unwrap();
        damaged["own"]["actions"][0] = "accept green".into();
        assert!(serde_json::from_value::<TableView>(damaged).is_err());
    }
}
