//! The table's clocks, one kind for every game: a game says how many clocks
//! it is played with, which clock runs while each seat is to act, and how
//! much time each clock has in all ([`ClockPlan`], from
//! [`super::Game::clock_plan`]); the table keeps the time used
//! ([`TableClock`]), fed with the device's milliseconds so it tests
//! natively, and plays [`super::Game::out_of_time`] for a seat whose clock
//! runs out.

use serde::{Deserialize, Serialize};

use super::{Game, Seat};

/// The clocks of a game as its options and state say now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockPlan {
    /// Each clock's name, as the table shows it ("White Noble", "White team").
    pub names: Vec<String>,
    /// Each clock's time in all so far, in milliseconds: its start plus
    /// whatever the game has added (Crowded House's talking coins).
    pub allowance_ms: Vec<u64>,
    /// Added to a clock each time its seat's turn ends (a Fischer increment).
    pub increment_ms: u64,
    /// Which clock runs while each seat is to act, by seat; a seat left
    /// out runs no clock (as White's first move in chess).
    pub clock_of_seat: Vec<usize>,
}

/// The time each clock has used, and which clock runs since when.
/// Milliseconds come from the caller.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TableClock {
    /// Milliseconds used by each clock, not counting the running stretch
    /// (less the increments earned).
    used_ms: Vec<f64>,
    /// The seat whose clock runs, and since when.
    running: Option<(Seat, f64)>,
}

impl TableClock {
    /// A stopped clock with no time used.
    pub fn new() -> TableClock {
        TableClock::default()
    }

    /// At `now`, charges the running clock the time since it started (and
    /// credits the increment when the turn passed to another seat), then
    /// starts the clock of the seat to act in `game` (none once it is over
    /// or when the game has no clock). Call it after every action and when
    /// play starts or resumes.
    pub fn follow<G: Game>(&mut self, game: &G, now: f64) {
        self.follow_plan(game.clock_plan().as_ref(), game.to_act(), now);
    }

    /// [`TableClock::follow`] for a plan and the seat to act next.
    fn follow_plan(&mut self, plan: Option<&ClockPlan>, next: Option<Seat>, now: f64) {
        let Some(plan) = plan else {
            self.running = None;
            return;
        };
        self.used_ms.resize(plan.names.len(), 0.0);
        if let Some((seat, since)) = self.running.take()
            && let Some(&clock) = plan.clock_of_seat.get(seat)
        {
            self.used_ms[clock] += (now - since).max(0.0);
            if next != Some(seat) {
                self.used_ms[clock] -= plan.increment_ms as f64;
            }
        }
        self.running = next
            .filter(|&seat| plan.clock_of_seat.get(seat).is_some())
            .map(|seat| (seat, now));
    }

    /// Starts the clock of the seat to act at `now` without charging the
    /// stretch that ran before (a saved game opened again: the time the
    /// device spent closed is nobody's).
    pub fn resume<G: Game>(&mut self, game: &G, now: f64) {
        self.running = None;
        self.follow(game, now);
    }

    /// The clock that runs now, by its index in the plan.
    pub fn running_clock(&self, plan: &ClockPlan) -> Option<usize> {
        let (seat, _) = self.running?;
        plan.clock_of_seat.get(seat).copied()
    }

    /// Milliseconds clock `clock` has left at `now`, never below zero.
    pub fn left_ms(&self, plan: &ClockPlan, clock: usize, now: f64) -> f64 {
        let allowance = plan.allowance_ms.get(clock).copied().unwrap_or(0) as f64;
        let mut used = self.used_ms.get(clock).copied().unwrap_or(0.0);
        if let Some((seat, since)) = self.running
            && plan.clock_of_seat.get(seat) == Some(&clock)
        {
            used += (now - since).max(0.0);
        }
        (allowance - used).max(0.0)
    }

    /// The seat to act, if its clock has run out at `now`: the table then
    /// plays `game.out_of_time(seat)`.
    pub fn flag<G: Game>(&self, game: &G, now: f64) -> Option<Seat> {
        let plan = game.clock_plan()?;
        let seat = game.to_act()?;
        let (running, _) = self.running?;
        let clock = *plan.clock_of_seat.get(seat)?;
        (running == seat && self.left_ms(&plan, clock, now) <= 0.0).then_some(seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan() -> ClockPlan {
        ClockPlan {
            names: vec!["White".into(), "Black".into()],
            allowance_ms: vec![60_000, 60_000],
            increment_ms: 2_000,
            clock_of_seat: vec![0, 1, 0, 1],
        }
    }

    #[test]
    fn a_seat_earns_the_increment_when_its_turn_passes_not_while_it_keeps_it() {
        let plan = plan();
        let mut clock = TableClock::new();
        clock.follow_plan(Some(&plan), Some(0), 0.0);
        clock.follow_plan(Some(&plan), Some(0), 5_000.0);
        assert_eq!(
            clock.left_ms(&plan, 0, 5_000.0),
            55_000.0,
            "same seat: no increment"
        );
        clock.follow_plan(Some(&plan), Some(1), 10_000.0);
        assert_eq!(clock.left_ms(&plan, 0, 10_000.0), 52_000.0);
        assert_eq!(clock.running_clock(&plan), Some(1));
        clock.follow_plan(Some(&plan), Some(2), 15_000.0);
        assert_eq!(clock.running_clock(&plan), Some(0), "seat 2 shares clock 0");
        assert_eq!(clock.left_ms(&plan, 1, 15_000.0), 57_000.0);
        assert_eq!(clock.left_ms(&plan, 0, 20_000.0), 47_000.0);
    }

    #[test]
    fn a_seat_without_a_clock_runs_none_and_earns_no_increment() {
        let mut plan = plan();
        plan.clock_of_seat.clear();
        let mut clock = TableClock::new();
        clock.follow_plan(Some(&plan), Some(0), 0.0);
        assert_eq!(clock.running_clock(&plan), None);
        plan.clock_of_seat = vec![0, 1];
        clock.follow_plan(Some(&plan), Some(1), 9_000.0);
        assert_eq!(
            clock.left_ms(&plan, 0, 9_000.0),
            60_000.0,
            "nothing charged"
        );
        assert_eq!(clock.running_clock(&plan), Some(1));
    }

    #[test]
    fn time_left_never_goes_below_zero_and_no_plan_stops_the_clock() {
        let plan = plan();
        let mut clock = TableClock::new();
        clock.follow_plan(Some(&plan), Some(1), 0.0);
        assert_eq!(clock.left_ms(&plan, 1, 1e9), 0.0);
        clock.follow_plan(None, Some(1), 10.0);
        assert_eq!(clock.running_clock(&plan), None);
    }
}
