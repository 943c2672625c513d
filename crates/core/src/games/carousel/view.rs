//! What one viewer may see of the table, for the UI: the public facts
//! (names, turn, round, die, score sheet, moves), the viewer's own card for
//! a seat's private reveal screen, and every card once the game is over.

use serde::{Deserialize, Serialize};

use super::cards::Card;
use super::ending::Ending;
use super::game::{Carousel, LoggedMove};
use super::scores::SeatScore;
use crate::engine::men::Army;
use crate::games::{Seat, Viewer};

/// The table as one viewer may see it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableView {
    pub players: Vec<String>,
    /// The seat to move, until the game is over.
    pub to_act: Option<Seat>,
    /// The colour to move on the board.
    pub colour: Army,
    pub first: Seat,
    pub round: u32,
    /// Whether the table rolls a die each round (even tables).
    pub uses_die: bool,
    /// The seat the die picked to sit this round out.
    pub sitting_out: Option<Seat>,
    /// The public score sheet, by seat.
    pub scores: Vec<SeatScore>,
    /// Each seat's total so far.
    pub totals: Vec<i64>,
    pub moves: Vec<LoggedMove>,
    /// The viewer's own card: only in a seat's own view.
    pub own_card: Option<Card>,
    /// Every seat's card, only for [`Viewer::Everything`] (a finished
    /// game's replay).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cards: Option<Vec<Card>>,
    /// Every card, the scores and the winners, once the game is over.
    pub reveal: Option<Reveal>,
}

/// The final table: shown to all once the game is over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reveal {
    pub ending: Ending,
    pub reason: String,
    pub cards: Vec<Card>,
    pub left_out: Option<Card>,
    pub totals: Vec<i64>,
    pub winners: Vec<Seat>,
}

impl Carousel {
    /// The table as `viewer` may see it.
    pub(super) fn table_view(&self, viewer: Viewer) -> TableView {
        let reveal = self.ending().map(|ending| {
            let deal = &self.deal;
            Reveal {
                ending,
                reason: ending.describe(|seat| self.players()[seat].clone()),
                cards: deal.cards.clone(),
                left_out: deal.left_out,
                totals: self.score_sheet().totals(),
                winners: self.score_sheet().leaders(),
            }
        });
        TableView {
            players: self.players().to_vec(),
            to_act: crate::games::Game::to_act(self),
            colour: self.colour_to_move(),
            first: self.first(),
            round: self.round(),
            uses_die: self.turns.uses_die(),
            sitting_out: self.sitting_out(),
            scores: self.score_sheet().seats().to_vec(),
            totals: self.score_sheet().totals(),
            moves: self.moves().to_vec(),
            own_card: self.card_for(viewer),
            cards: (viewer == Viewer::Everything).then(|| self.deal.cards.clone()),
            reveal,
        }
    }
}
