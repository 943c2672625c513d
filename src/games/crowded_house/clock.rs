//! The optional team clock and its talking coins.
//!
//! Each team has one clock, running while either of its players is to
//! move. Both teams start with [`ClockOptions::minutes`]. Partners may
//! talk about a move freely without a clock; with one, the team to move
//! pays a coin first ([`Coins::pay`]), which adds
//! [`ClockOptions::coin_minutes`] to the other team's time, and may then
//! talk as much as it likes until it moves.
//!
//! The coins are part of the game (saved and replayed with it); the time
//! used is the table's, kept by a [`TeamClock`] fed with the device's
//! milliseconds, so it tests natively. The table asks the clock whose time
//! is out and plays [`super::Action::OutOfTime`] for that team.

use serde::{Deserialize, Serialize};

use super::seats::{army_of, opponent};
use crate::engine::men::Army;
use crate::games::{Game, Seat};

use super::game::CrowdedHouse;

/// The two amounts the table agrees on before a game with a clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockOptions {
    /// Time each team starts with, in minutes.
    pub minutes: u32,
    /// Time one talking coin adds to the opponents' clock, in minutes.
    pub coin_minutes: u32,
}

impl Default for ClockOptions {
    /// Thirty minutes a team and two minutes a coin, as in the rules'
    /// example.
    fn default() -> ClockOptions {
        ClockOptions {
            minutes: 30,
            coin_minutes: 2,
        }
    }
}

/// Index of a team in per-team arrays: White 0, Black 1.
pub(super) fn team_index(army: Army) -> usize {
    usize::from(army != Army::White)
}

/// The coins paid so far, and whether the team to move has paid for the
/// move it is about to make.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Coins {
    /// Coins paid by White and by Black.
    paid: [u32; 2],
    /// Whether the team to move may talk without paying again.
    talking: bool,
}

impl Coins {
    /// The coins `army`'s team has paid.
    pub fn paid_by(&self, army: Army) -> u32 {
        self.paid[team_index(army)]
    }

    /// Whether the team to move has paid and may talk until it moves.
    pub fn talking(&self) -> bool {
        self.talking
    }

    /// `army`'s team, to move, pays a coin; refused when it already did
    /// for this move.
    pub(super) fn pay(&mut self, army: Army) -> Result<(), String> {
        if self.talking {
            return Err(
                "your team has paid already: talk as much as you like until you move".into(),
            );
        }
        self.paid[team_index(army)] += 1;
        self.talking = true;
        Ok(())
    }

    /// A move was made: the next team must pay to talk about its move.
    pub(super) fn moved(&mut self) {
        self.talking = false;
    }
}

impl ClockOptions {
    /// The time `army`'s team has in all, in milliseconds: its start plus
    /// what the opponents' coins added.
    pub fn allowance_ms(&self, coins: &Coins, army: Army) -> u64 {
        let minutes = u64::from(self.minutes)
            + u64::from(self.coin_minutes) * u64::from(coins.paid_by(opponent(army)));
        minutes * 60_000
    }
}

/// The table's team clock: the time each team has used, and which team's
/// time runs since when. Milliseconds come from the caller.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TeamClock {
    /// Milliseconds used by White and Black, not counting the running
    /// stretch.
    used_ms: [f64; 2],
    /// The team whose time runs, and since when.
    running: Option<(Army, f64)>,
}

impl TeamClock {
    /// A stopped clock with no time used.
    pub fn new() -> TeamClock {
        TeamClock::default()
    }

    /// At `now`, charges the running team the time since it started and
    /// starts the clock of the team to act in `game` (none once it is
    /// over). Call it after every action and when play starts.
    pub fn follow(&mut self, game: &CrowdedHouse, now: f64) {
        if let Some((army, since)) = self.running.take() {
            self.used_ms[team_index(army)] += (now - since).max(0.0);
        }
        self.running = game.to_act().map(|seat| (army_of(seat), now));
    }

    /// The team whose time runs.
    pub fn running(&self) -> Option<Army> {
        self.running.map(|(army, _)| army)
    }

    /// Milliseconds `army`'s team has left at `now` (never below zero);
    /// `None` when the game has no clock.
    pub fn left_ms(&self, game: &CrowdedHouse, army: Army, now: f64) -> Option<f64> {
        let allowance = game.allowance_ms(army)? as f64;
        let mut used = self.used_ms[team_index(army)];
        if let Some((running, since)) = self.running
            && running == army
        {
            used += (now - since).max(0.0);
        }
        Some((allowance - used).max(0.0))
    }

    /// The seat to act, if its team's time has run out at `now`: the table
    /// then plays `game.out_of_time(seat)`.
    pub fn flag(&self, game: &CrowdedHouse, now: f64) -> Option<Seat> {
        let seat = game.to_act()?;
        let army = army_of(seat);
        (self.running() == Some(army) && self.left_ms(game, army, now)? <= 0.0).then_some(seat)
    }
}
