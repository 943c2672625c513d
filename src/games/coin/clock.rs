//! The optional clock: one per role.
//!
//! COIN's rule text has no clock; Parlour offers one as an option (off by
//! default). Each role starts with [`ClockOptions::minutes`], and a role's
//! time runs while it is to act: the Noble's while he chooses, the
//! Peasant's after a cede. A role whose time runs out ends the game (see
//! [`super::ending`]: that colour's king counts as captured, and the role
//! scores nothing).
//!
//! The game only knows the options; the time used is the table's, kept by
//! a [`RoleClock`] fed with the device's milliseconds, so it tests
//! natively. The table asks the clock whose time is out and plays
//! [`super::Action::OutOfTime`] for that role.

use serde::{Deserialize, Serialize};

use super::game::CoinChess;
use super::seats::SEATS;
use crate::games::{Game, RuleError, Seat};

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

/// The table's clocks: the time each role has used, and whose time runs
/// since when. Milliseconds come from the caller.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RoleClock {
    /// Milliseconds used by each seat, not counting the running stretch.
    used_ms: [f64; SEATS],
    /// The seat whose time runs, and since when.
    running: Option<(Seat, f64)>,
}

impl RoleClock {
    /// Stopped clocks with no time used.
    pub fn new() -> RoleClock {
        RoleClock::default()
    }

    /// At `now`, charges the running role the time since it started and
    /// starts the clock of the role to act in `game` (none once the game is
    /// over). Call it after every action and when play starts.
    pub fn follow(&mut self, game: &CoinChess, now: f64) {
        if let Some((seat, since)) = self.running.take() {
            self.used_ms[seat] += (now - since).max(0.0);
        }
        self.running = game.to_act().map(|seat| (seat, now));
    }

    /// The role whose time runs.
    pub fn running(&self) -> Option<Seat> {
        self.running.map(|(seat, _)| seat)
    }

    /// Milliseconds `seat` has left at `now` (never below zero); `None`
    /// when the game has no clock.
    pub fn left_ms(&self, game: &CoinChess, seat: Seat, now: f64) -> Option<f64> {
        let allowance = game.options().clock?.allowance_ms() as f64;
        let mut used = self.used_ms.get(seat).copied().unwrap_or(0.0);
        if let Some((running, since)) = self.running
            && running == seat
        {
            used += (now - since).max(0.0);
        }
        Some((allowance - used).max(0.0))
    }

    /// The role to act, if its time has run out at `now`: the table then
    /// plays `game.out_of_time(seat)`.
    pub fn flag(&self, game: &CoinChess, now: f64) -> Option<Seat> {
        let seat = game.to_act()?;
        (self.running() == Some(seat) && self.left_ms(game, seat, now)? <= 0.0).then_some(seat)
    }
}
