//! Cloak and Dagger Chess: pawns play as usual, but every other man hides
//! as a numbered checker; players work out which enemy checker is which
//! and go for the king. The rules as played here are on the game's rules
//! page (`crate::ui::rules`, Cloak and Dagger Chess); in short:
//!
//! - [`seats`]: seat 0 White, seat 1 Black. Each arranges their back rank
//!   in secret under the Chess960 constraints ([`Arrangement`]); the men
//!   show as checkers 1 to 8 from a to h.
//! - [`game`]: a turn is an optional bonus move owed for the opponent's
//!   wrong guess, at most one guess, the move, a bonus move after a right
//!   guess, then uncloaking checkers for good ([`Phase`]). A bonus move is a
//!   pawn move or a captured pawn dropped on the player's second rank.
//! - [`legality`]: a cloaked king may step into, stay in and castle out of
//!   check; an uncloaked king follows the rules of check. Chess960
//!   castling.
//! - [`checkers`]: who stands where and who may know what he is; a
//!   captured, uncloaked or rightly guessed checker is known to both.
//! - [`deduction`]: each player's private grid, and the help that marks
//!   what is certain from what both have seen.
//! - [`ending`]: capturing a king or checkmating an uncloaked one wins;
//!   stalemate, repetition of the visible position, fifty moves and (with
//!   everything known) insufficient material draw.
//!
//! [`action`] reads and writes actions, [`notation`] writes the move list
//! without giving secrets away, [`view`] is what one viewer may see, and
//! [`record`] saves, exports and imports games; `sample` draws the
//! opponent's arrangement from what a seat has seen.

pub mod action;
pub mod checkers;
pub mod deduction;
pub mod ending;
pub mod game;
pub mod legality;
mod lesson;
pub mod notation;
pub mod record;
mod sample;
pub mod seats;
pub mod view;

pub use action::Action;
pub use checkers::{Checker, Checkers};
pub use deduction::{Clues, Grid, KINDS, Mark};
pub use ending::Ending;
pub use game::{CloakDagger, Event, Guess, Options, Phase};
pub use notation::{Mover, Ply};
pub use record::SavedGame;
pub use seats::{Arrangement, SEATS};
pub use view::{CheckerView, CloakView, MoveLine, PlayerView};

#[cfg(test)]
mod tests;
