//! COIN chess (by Evan Burchard): four roles share one chess set. Each
//! colour has a Noble, who commands the king and the queen and, while he has
//! military control, everything else, and a Peasant, who moves pawns and
//! unpaired military men when his Noble cedes him the move. The game ends
//! when a king is captured; Nobles score for the capture, Peasants for the
//! pawns still on the board. The rules as played here are on the game's
//! rules page (`crate::ui::rules`, COIN chess); in short:
//!
//! - [`seats`]: seat 0 White Noble, 1 White Peasant, 2 Black Noble, 3 Black
//!   Peasant. White and Black alternate turns of one move each; the Noble
//!   acts first and either moves or cedes to his Peasant.
//! - [`legality`]: the Noble's options a) to f) (a move is classified by
//!   the man it moves), which of them need military control, and what the
//!   Peasant may move. Kings may be captured; castling may end in check
//!   but not cross an attacked square.
//! - [`military`]: pairing of rooks, bishops and knights, and the Nobles'
//!   military control.
//! - [`ending`] and [`scores`]: king capture, no legal move, repetition,
//!   fifty moves, running out of time, and what each role scores.
//! - [`options`]: the game's options: a clock, and the rule text's
//!   balance options: [`queen`], who may move a queen (the standard rule,
//!   the Noble with military control, or one of the text's four
//!   variants, [`Options::queen`]), and [`kind_rule`], one military kind
//!   controlled as if unpaired or shared ([`Options::kind_rule`]).
//! - [`clock`]: an optional clock per role.
//!
//! [`action`] and [`notation`] read and write actions, [`game`] plays them
//! behind the [`crate::games::Game`] trait, [`view`] is what the table
//! shows, [`record`] saves, exports and imports games.

pub mod action;
pub mod clock;
pub mod ending;
pub mod game;
pub mod kind_rule;
pub mod legality;
mod lesson;
pub mod military;
pub mod notation;
pub mod options;
pub mod queen;
pub mod record;
pub mod scores;
pub mod seats;
pub mod view;

pub use action::Action;
pub use clock::ClockOptions;
pub use ending::Ending;
pub use game::{CoinChess, Event, LoggedMove};
pub use kind_rule::{KindControl, KindRule};
pub use legality::NobleOption;
pub use military::{MilitaryControl, Pairing};
pub use options::Options;
pub use queen::QueenRule;
pub use record::{SavedGame, SavedStart};
pub use scores::ScoreRow;
pub use seats::{Role, SEATS};
pub use view::{CoinView, MilitaryView, OptionView, PawnTally, PlayerView};

#[cfg(test)]
mod tests;
