//! The optional clock: one per role.
//!
//! COIN's rule text has no clock; Parlour offers one as an option (off by
//! default). Each role starts with [`ClockOptions::minutes`], and a role's
//! time runs while it is to act: the Noble's while he chooses, the
//! Peasant's after a cede. A role whose time runs out ends the game (see
//! [`super::ending`]: that colour's king counts as captured, and the role
//! scores nothing).
//!
//! The game only knows the options and says so in its
//! [`crate::games::Game::clock_plan`]; the time used is the table's, kept
//! by a [`crate::games::clock::TableClock`], which says whose time is out:
//! the table then plays [`super::Action::OutOfTime`] for that role.

use serde::{Deserialize, Serialize};

use crate::games::RuleError;

/// Most minutes a role's clock may start with (ten hours).
pub const MAX_CLOCK_MINUTES: u32 = 600;

/// What the table agrees on before a game with a clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockOptions {
    /// Time each role starts with, in minutes.
    pub minutes: u32,
}

impl Default for ClockOptions {
    /// Fifteen minutes a role.
    fn default() -> ClockOptions {
        ClockOptions { minutes: 15 }
    }
}

impl ClockOptions {
    /// Refuses a clock of no time or of more than ten hours.
    pub fn check(self) -> Result<(), RuleError> {
        if (1..=MAX_CLOCK_MINUTES).contains(&self.minutes) {
            Ok(())
        } else {
            Err(RuleError::new(format!(
                "a role's clock starts with 1 to {MAX_CLOCK_MINUTES} minutes, not {}",
                self.minutes
            )))
        }
    }

    /// The time each role has in all, in milliseconds.
    pub fn allowance_ms(self) -> u64 {
        u64::from(self.minutes) * 60_000
    }
}
