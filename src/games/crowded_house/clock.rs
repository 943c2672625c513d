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
//! used is the table's, kept by a [`crate::games::clock::TableClock`]
//! following the game's [`crate::games::Game::clock_plan`] (one clock per
//! team), which says whose time is out: the table then plays
//! [`super::Action::OutOfTime`] for that team.

use serde::{Deserialize, Serialize};

use super::seats::opponent;
use crate::engine::men::Army;

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
pub fn team_index(army: Army) -> usize {
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
