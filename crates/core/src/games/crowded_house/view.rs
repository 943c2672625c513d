//! What the table shows besides the board. Crowded House has no secrets:
//! every viewer sees the same view.

use serde::{Deserialize, Serialize};

use super::action::Action;
use super::clock::{ClockOptions, Payment};
use super::ending::Ending;
use super::game::{CrowdedHouse, LoggedMove};
use super::seats::{Half, SEATS, army_of, half_of, next_seat, role};
use crate::engine::men::Army;
use crate::games::{Game, Seat, Viewer};

/// The table as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CrowdedView {
    /// The position now, as FEN (its side to move is the colour, not the
    /// seat: see `to_act`).
    pub fen: String,
    /// The four seats, in turn order.
    pub players: Vec<PlayerView>,
    /// The seat to act, until the game is over.
    pub to_act: Option<Seat>,
    /// The team (colour) to act.
    pub team: Option<Army>,
    /// The player after the one to act: the only one whose captures count
    /// when judging the move.
    pub next: Option<Seat>,
    /// Whether the seat to act is in check (the next player could capture
    /// its king now).
    pub check: bool,
    /// The moves so far.
    pub moves: Vec<LoggedMove>,
    /// The team clocks' amounts and the talking coins, with a clock.
    pub clock: Option<ClockView>,
    /// How the game ended, once it has.
    pub ending: Option<Ending>,
}

/// One seat: who moves what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    /// "king-side White", "queen-side Black", ...
    pub role: String,
    /// The colour, and so the team.
    pub army: Army,
    /// The half whose moves the seat makes.
    pub half: Half,
}

/// The clock as the game knows it: the amounts, the coins and the time
/// each team has in all (the time used is the table's clock's).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockView {
    /// The options agreed on.
    pub options: ClockOptions,
    /// The coins in the centre.
    pub centre: u32,
    /// White's and Black's piles, cashed coins and allowance.
    pub teams: Vec<TeamTime>,
    /// Whether the team to act has paid and may talk until it moves.
    pub talking: bool,
    /// Whether the team to act may pay a coin to talk now: each way it may
    /// pay (its own pile first) with the action that pays so, or why it
    /// may not (it has paid already, no coin is left to pay with, or the
    /// game is over).
    pub may_talk: Result<Vec<TalkChoice>, String>,
}

/// One way the team to act may pay its coin to talk, and the action that
/// pays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TalkChoice {
    /// Where the coin goes.
    pub payment: Payment,
    /// The action to play for it.
    pub action: Action,
}

/// One team's coins and time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamTime {
    pub army: Army,
    /// The coins in this team's pile (the other team's talk put them
    /// there), to cash when its time runs out.
    pub pile: u32,
    /// The coins this team has cashed so far.
    pub cashed: u32,
    /// The team's start plus its cashed coins, in milliseconds.
    pub allowance_ms: u64,
}

impl CrowdedHouse {
    /// The table as `viewer` sees it (the same for every viewer).
    pub(super) fn table_view(&self, _viewer: Viewer) -> CrowdedView {
        let to_act = self.to_act();
        CrowdedView {
            fen: self.position().fen(),
            players: (0..SEATS)
                .map(|seat| PlayerView {
                    seat,
                    role: role(seat),
                    army: army_of(seat),
                    half: half_of(seat),
                })
                .collect(),
            to_act,
            team: to_act.map(army_of),
            next: to_act.map(next_seat),
            check: self.in_check(),
            moves: self.moves().to_vec(),
            clock: self.options().clock.map(|options| ClockView {
                options,
                centre: self.coins().centre(),
                teams: [Army::White, Army::Black]
                    .into_iter()
                    .map(|army| TeamTime {
                        army,
                        pile: self.coins().pile(army),
                        cashed: self.coins().cashed(army),
                        allowance_ms: options.allowance_ms(self.coins(), army),
                    })
                    .collect(),
                talking: self.coins().talking(),
                may_talk: match to_act {
                    Some(seat) => self.talk_choices(army_of(seat)),
                    None => Err("the game is over".to_string()),
                },
            }),
            ending: self.ending(),
        }
    }

    /// The ways `army`'s team, to act, may pay to talk, each with the
    /// action that pays so: `talk` pays the first way (its own pile when
    /// it holds a coin), `talk-centre` from the centre although it does.
    fn talk_choices(&self, army: Army) -> Result<Vec<TalkChoice>, String> {
        let payments = self.coins().payments(army)?;
        let usual = payments[0];
        Ok(payments
            .into_iter()
            .map(|payment| TalkChoice {
                payment,
                action: if payment == usual {
                    Action::Talk
                } else {
                    Action::TalkFromCentre
                },
            })
            .collect())
    }
}
