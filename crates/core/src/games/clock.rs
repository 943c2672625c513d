//! The table's clocks, one kind for every game: a game says how many clocks
//! it is played with, which clock runs while each seat is to act, and how
//! much time each clock has in all ([`ClockPlan`], from
//! [`super::Game::clock_plan`]); the table keeps the time used
//! ([`TableClock`]), fed with the device's milliseconds so it tests
//! natively, and plays [`super::Game::out_of_time`] for a seat whose clock
//! runs out.
//!
//! No clock runs before a game's first move: its plan names no clock for
//! any seat until then (as White's first move in chess), so the first
//! player may settle in, and set-up steps before it cost nobody time. The
//! table may pause the clocks ([`TableClock::pause`]): the running clock is
//! charged up to the pause and nothing after, until it resumes
//! ([`TableClock::resume`]).

use serde::{Deserialize, Serialize};

use super::{Game, Seat};

/// Why a flag before the first move is refused: no clock runs yet.
pub const NO_CLOCK_YET: &str = "no clock runs before the first move: time cannot run out yet";

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
    /// out runs no clock. Empty before the game's first move (see the
    /// module notes).
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
    /// Paused by the table: no clock runs until it resumes. Saves from
    /// before pausing have none.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    paused: bool,
}

impl TableClock {
    /// A stopped clock with no time used.
    pub fn new() -> TableClock {
        TableClock::default()
    }

    /// At `now`, charges the running clock the time since it started (and
    /// credits the increment when the turn passed to another seat), then
    /// starts the clock of the seat to act in `game` (none once it is over,
    /// before its first move, while paused, or when the game has no
    /// clock). Call it after every action.
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
            .filter(|&seat| !self.paused && plan.clock_of_seat.get(seat).is_some())
            .map(|seat| (seat, now));
    }

    /// Starts the clock of the seat to act at `now` without charging the
    /// stretch that ran before (a saved game opened again: the time the
    /// device spent closed is nobody's; a takeback). A paused clock stays
    /// paused.
    pub fn reopen<G: Game>(&mut self, game: &G, now: f64) {
        self.running = None;
        self.follow(game, now);
    }

    /// Pauses the clocks at `now`: the running clock is charged up to now,
    /// and none runs until [`TableClock::resume`].
    pub fn pause<G: Game>(&mut self, game: &G, now: f64) {
        self.pause_plan(game.clock_plan().as_ref(), game.to_act(), now);
    }

    /// Ends a pause at `now`: the clock of the seat to act starts again,
    /// charged nothing for the pause.
    pub fn resume<G: Game>(&mut self, game: &G, now: f64) {
        self.resume_plan(game.clock_plan().as_ref(), game.to_act(), now);
    }

    /// [`TableClock::pause`] for a plan and the seat to act.
    fn pause_plan(&mut self, plan: Option<&ClockPlan>, to_act: Option<Seat>, now: f64) {
        self.paused = true;
        self.follow_plan(plan, to_act, now);
    }

    /// [`TableClock::resume`] for a plan and the seat to act.
    fn resume_plan(&mut self, plan: Option<&ClockPlan>, to_act: Option<Seat>, now: f64) {
        self.paused = false;
        self.running = None;
        self.follow_plan(plan, to_act, now);
    }

    /// Whether the table has paused the clocks.
    pub fn paused(&self) -> bool {
        self.paused
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
        self.flag_plan(&game.clock_plan()?, game.to_act(), now)
    }

    /// [`TableClock::flag`] for a plan and the seat to act.
    fn flag_plan(&self, plan: &ClockPlan, to_act: Option<Seat>, now: f64) -> Option<Seat> {
        let seat = to_act?;
        let (running, _) = self.running?;
        let clock = *plan.clock_of_seat.get(seat)?;
        (running == seat && self.left_ms(plan, clock, now) <= 0.0).then_some(seat)
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

    #[test]
    fn no_clock_runs_before_the_first_move_and_the_first_move_is_free() {
        let full = plan();
        let before = ClockPlan {
            clock_of_seat: Vec::new(),
            ..full.clone()
        };
        let mut clock = TableClock::new();
        clock.follow_plan(Some(&before), Some(0), 0.0);
        assert_eq!(clock.running_clock(&before), None);
        assert_eq!(clock.left_ms(&before, 0, 30_000.0), 60_000.0, "full time");
        assert_eq!(clock.flag_plan(&before, Some(0), 1e9), None);
        // The first move made: the next seat's clock runs, the first
        // mover is charged nothing and earns no increment.
        clock.follow_plan(Some(&full), Some(1), 40_000.0);
        assert_eq!(clock.running_clock(&full), Some(1));
        assert_eq!(clock.left_ms(&full, 0, 45_000.0), 60_000.0);
        assert_eq!(clock.left_ms(&full, 1, 45_000.0), 55_000.0);
    }

    #[test]
    fn a_pause_charges_up_to_the_pause_and_nothing_after() {
        let plan = plan();
        let mut clock = TableClock::new();
        clock.follow_plan(Some(&plan), Some(1), 0.0);
        clock.pause_plan(Some(&plan), Some(1), 7_000.0);
        assert!(clock.paused());
        assert_eq!(clock.running_clock(&plan), None);
        for now in [7_000.0, 50_000.0, 1e9] {
            assert_eq!(clock.left_ms(&plan, 1, now), 53_000.0, "at {now}");
        }
        assert_eq!(clock.left_ms(&plan, 0, 1e9), 60_000.0);
        assert_eq!(clock.flag_plan(&plan, Some(1), 1e12), None);
        // Following the game while paused (a save's checkpoint) starts
        // nothing.
        clock.follow_plan(Some(&plan), Some(1), 80_000.0);
        assert_eq!(clock.running_clock(&plan), None);
        assert_eq!(clock.left_ms(&plan, 1, 90_000.0), 53_000.0);
    }

    #[test]
    fn a_resume_runs_the_clock_of_the_seat_to_act_charging_nothing_for_the_pause() {
        let plan = plan();
        let mut clock = TableClock::new();
        clock.follow_plan(Some(&plan), Some(1), 0.0);
        clock.pause_plan(Some(&plan), Some(1), 7_000.0);
        clock.resume_plan(Some(&plan), Some(1), 100_000.0);
        assert!(!clock.paused());
        assert_eq!(clock.running_clock(&plan), Some(1));
        assert_eq!(clock.left_ms(&plan, 1, 100_000.0), 53_000.0);
        assert_eq!(clock.left_ms(&plan, 1, 110_000.0), 43_000.0);
        assert_eq!(clock.flag_plan(&plan, Some(1), 152_999.0), None);
        assert_eq!(clock.flag_plan(&plan, Some(1), 153_000.0), Some(1));
        // The turn passes: the increment is earned as usual.
        clock.follow_plan(Some(&plan), Some(2), 110_000.0);
        assert_eq!(clock.left_ms(&plan, 1, 110_000.0), 45_000.0);
        assert_eq!(clock.running_clock(&plan), Some(0));
    }

    #[test]
    fn a_paused_clock_reads_back_paused_and_an_older_clock_reads_as_running() {
        let plan = plan();
        let mut clock = TableClock::new();
        clock.follow_plan(Some(&plan), Some(0), 0.0);
        let running = serde_json::to_string(&clock).unwrap();
        assert!(!running.contains("paused"), "written as before: {running}");
        clock.pause_plan(Some(&plan), Some(0), 4_000.0);
        let text = serde_json::to_string(&clock).unwrap();
        let back: TableClock = serde_json::from_str(&text).unwrap();
        assert_eq!(back, clock);
        assert!(back.paused());
        assert_eq!(back.left_ms(&plan, 0, 1e9), 56_000.0);
        let older: TableClock =
            serde_json::from_str(r#"{"used_ms":[1000.0,0.0],"running":[1,5000.0]}"#).unwrap();
        assert!(!older.paused());
        assert_eq!(older.left_ms(&plan, 1, 6_000.0), 59_000.0);
    }
}
