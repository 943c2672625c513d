//! Crowded House: two teams of two share one chess set, each player moving
//! the men of their colour on one half of the board. The rules as played
//! here are on the game's rules page (`crate::ui::rules`, Crowded House);
//! in short:
//!
//! - [`seats`]: seat 0 king-side White, 1 king-side Black, 2 queen-side
//!   White, 3 queen-side Black, moving in that order. Files e-h are the
//!   king side, a-d the queen side.
//! - [`legality`]: you move a man of your colour that starts or ends on
//!   your half; a move is legal only if the next player could not then
//!   capture your king (under the next player's half rule), so a king may
//!   stand attacked by the player who is not next. Castling also needs
//!   the next player unable to capture the king on the squares it passes;
//!   it belongs to whoever's half holds the king's start or end square.
//!   En passant is the next player's, at once.
//! - [`ending`]: no legal move is checkmate when the next player could
//!   capture the king (that team wins), else stalemate; repetition (same
//!   seat to move), fifty moves and insufficient material draw.
//! - [`clock`]: an optional clock per team; a team pays a coin to talk
//!   about its move (from its own pile to the centre, else from the centre
//!   to the opponents' pile), and a team out of time cashes its pile for
//!   minutes.
//!
//! [`action`] and [`notation`] read and write actions, [`game`] plays them
//! behind the [`crate::games::Game`] trait, [`view`] is what the table
//! shows, [`record`] saves, exports and imports games.

pub mod action;
pub mod clock;
pub mod ending;
pub mod game;
pub mod legality;
mod lesson;
pub mod notation;
pub mod record;
pub mod seats;
pub mod view;

pub use action::Action;
pub use clock::{ClockOptions, Coins, HANDFUL, Payment};
pub use ending::Ending;
pub use game::{CrowdedHouse, Event, LoggedMove, Options};
pub use record::{SavedGame, SavedStart};
pub use seats::{Half, SEATS};
pub use view::{ClockView, CrowdedView, PlayerView, TalkChoice, TeamTime};

#[cfg(test)]
mod tests;
