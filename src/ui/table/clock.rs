//! A two-sided chess clock with a Fischer increment. Plain Rust driven by
//! timestamps in milliseconds, so it tests natively; the page feeds it the
//! browser's clock.
//!
//! The clock of the side to move runs from White's first move on (the first
//! move is not timed, as on lichess). Each move adds the increment to the
//! mover. Time while the page is closed is not counted: a reopened game's
//! clock resumes from what was left when it was saved.

use serde::{Deserialize, Serialize};

/// Which side's time is running, and since when.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
struct Running {
    seat: usize,
    since_ms: f64,
}

/// A chess clock for seats 0 (White) and 1 (Black).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Clock {
    /// The time each side starts with, in milliseconds.
    pub base_ms: i64,
    /// The time added after each of a side's moves, in milliseconds.
    pub increment_ms: i64,
    remaining_ms: [i64; 2],
    running: Option<Running>,
}

impl Clock {
    /// A stopped clock: `minutes` each, plus `increment_seconds` a move.
    pub fn new(minutes: u32, increment_seconds: u32) -> Clock {
        let base_ms = i64::from(minutes) * 60_000;
        Clock {
            base_ms,
            increment_ms: i64::from(increment_seconds) * 1000,
            remaining_ms: [base_ms; 2],
            running: None,
        }
    }

    /// The time control as people write it, e.g. "5+3".
    pub fn label(&self) -> String {
        format!("{}+{}", self.base_ms / 60_000, self.increment_ms / 1000)
    }

    /// The time `seat` has left at `now_ms` (negative once its flag fell).
    pub fn remaining(&self, seat: usize, now_ms: f64) -> i64 {
        let elapsed = match self.running {
            Some(running) if running.seat == seat => (now_ms - running.since_ms).max(0.0) as i64,
            _ => 0,
        };
        self.remaining_ms[seat] - elapsed
    }

    /// The seat whose time is running, if any.
    pub fn running_seat(&self) -> Option<usize> {
        self.running.map(|r| r.seat)
    }

    /// `mover` has just moved at `now_ms`: their time stops, the increment
    /// is added, and the other side's time starts.
    pub fn moved(&mut self, mover: usize, now_ms: f64) {
        self.remaining_ms[mover] = self.remaining(mover, now_ms) + self.increment_ms;
        self.running = Some(Running {
            seat: 1 - mover,
            since_ms: now_ms,
        });
    }

    /// Stops the clock at `now_ms`, keeping what each side has left.
    pub fn stop(&mut self, now_ms: f64) {
        if let Some(seat) = self.running_seat() {
            self.remaining_ms[seat] = self.remaining(seat, now_ms).max(0);
            self.running = None;
        }
    }

    /// Restarts the running side's time from `now_ms` (after a reload),
    /// without charging the time in between.
    pub fn resume(&mut self, now_ms: f64) {
        if let Some(running) = &mut self.running {
            running.since_ms = now_ms;
        }
    }

    /// The seat whose time has run out at `now_ms`, if any.
    pub fn flag(&self, now_ms: f64) -> Option<usize> {
        let seat = self.running_seat()?;
        (self.remaining(seat, now_ms) <= 0).then_some(seat)
    }

    /// Sets both sides' remaining time and the side to move's start, as a
    /// replay or takeback leaves them: `to_move` runs from `now_ms` when
    /// `running`.
    pub fn reset_to(&mut self, remaining_ms: [i64; 2], to_move: usize, running: bool, now_ms: f64) {
        self.remaining_ms = remaining_ms;
        self.running = running.then_some(Running {
            seat: to_move,
            since_ms: now_ms,
        });
    }

    /// Both sides' remaining time at `now_ms`.
    pub fn snapshot(&self, now_ms: f64) -> [i64; 2] {
        [self.remaining(0, now_ms), self.remaining(1, now_ms)]
    }
}

/// A clock face: "m:ss", with tenths under ten seconds ("9.4"), never
/// below zero.
pub fn format_time(ms: i64) -> String {
    let ms = ms.max(0);
    if ms < 10_000 {
        format!("0:0{}.{}", ms / 1000, (ms % 1000) / 100)
    } else {
        let seconds = (ms + 999) / 1000;
        format!("{}:{:02}", seconds / 60, seconds % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_side_to_move_runs_and_the_mover_gains_the_increment() {
        let mut clock = Clock::new(3, 2);
        assert_eq!(clock.label(), "3+2");
        assert_eq!(
            clock.remaining(0, 5000.0),
            180_000,
            "nothing runs before the first move"
        );
        clock.moved(0, 1000.0);
        assert_eq!(clock.remaining(0, 9000.0), 182_000);
        assert_eq!(clock.remaining(1, 9000.0), 172_000);
        clock.moved(1, 11_000.0);
        assert_eq!(clock.remaining(1, 11_000.0), 172_000);
        assert_eq!(clock.remaining(0, 14_000.0), 179_000);
        assert_eq!(clock.running_seat(), Some(0));
    }

    #[test]
    fn a_flag_falls_only_for_the_running_side_at_zero() {
        let mut clock = Clock::new(1, 0);
        clock.moved(0, 0.0);
        assert_eq!(clock.flag(59_999.0), None);
        assert_eq!(clock.flag(60_000.0), Some(1));
        clock.stop(61_000.0);
        assert_eq!(clock.remaining(1, 99_000.0), 0);
        assert_eq!(clock.flag(99_000.0), None, "a stopped clock never flags");
    }

    #[test]
    fn resuming_after_a_reload_does_not_charge_the_time_away() {
        let mut clock = Clock::new(5, 0);
        clock.moved(0, 0.0);
        let mut reopened: Clock =
            serde_json::from_str(&serde_json::to_string(&clock).unwrap()).unwrap();
        reopened.resume(1_000_000.0);
        assert_eq!(reopened.remaining(1, 1_010_000.0), 290_000);
    }

    #[test]
    fn faces_show_minutes_and_seconds_then_tenths() {
        assert_eq!(format_time(300_000), "5:00");
        assert_eq!(format_time(61_001), "1:02");
        assert_eq!(format_time(10_000), "0:10");
        assert_eq!(format_time(9_450), "0:09.4");
        assert_eq!(format_time(-5), "0:00.0");
    }
}
