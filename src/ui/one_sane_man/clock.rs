//! The players' clocks: one per seat, each starting at twice the chosen
//! time control (a player plays two games at once), only the clock of the
//! seat to act running. Plain Rust over milliseconds handed in by the
//! caller, so it tests natively.

use serde::{Deserialize, Serialize};

use crate::games::Seat;

/// Every seat's clock.
#[derive(Clone, Debug, PartialEq)]
pub struct Clocks {
    /// Milliseconds left per seat, not counting the running stretch.
    left: Vec<f64>,
    /// The seat whose clock runs, and since when (milliseconds).
    running: Option<(Seat, f64)>,
}

impl Clocks {
    /// Clocks for `seats` players, each at `start_seconds`, none running.
    pub fn new(seats: usize, start_seconds: u64) -> Clocks {
        Clocks {
            left: vec![start_seconds as f64 * 1000.0; seats],
            running: None,
        }
    }

    /// At `now`, stops the running clock (charging it the time since it
    /// started) and starts `seat`'s, or none.
    pub fn hand_to(&mut self, seat: Option<Seat>, now: f64) {
        if let Some((running, since)) = self.running.take()
            && let Some(left) = self.left.get_mut(running)
        {
            *left = (*left - (now - since).max(0.0)).max(0.0);
        }
        self.running = seat.filter(|&s| s < self.left.len()).map(|s| (s, now));
    }

    /// The seat whose clock runs.
    pub fn running(&self) -> Option<Seat> {
        self.running.map(|(seat, _)| seat)
    }

    /// Milliseconds `seat` has left at `now`.
    pub fn left(&self, seat: Seat, now: f64) -> f64 {
        let stored = self.left.get(seat).copied().unwrap_or(0.0);
        match self.running {
            Some((running, since)) if running == seat => (stored - (now - since).max(0.0)).max(0.0),
            _ => stored,
        }
    }

    /// The seat whose time has run out at `now`, if any (only a running
    /// clock can run out).
    pub fn out_of_time(&self, now: f64) -> Option<Seat> {
        self.running().filter(|&seat| self.left(seat, now) <= 0.0)
    }
}

/// The clocks as kept on the device, so a reload goes on with the time
/// each player had: the export text of the game they belong to, and each
/// seat's milliseconds left. Time does not run while the page is closed.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedClocks {
    pub game: String,
    pub left: Vec<f64>,
}

impl Clocks {
    /// What to keep of the clocks at `now`, for the game exported as `game`.
    pub fn saved(&self, game: String, now: f64) -> SavedClocks {
        SavedClocks {
            game,
            left: (0..self.left.len())
                .map(|seat| self.left(seat, now))
                .collect(),
        }
    }

    /// The kept clocks, if they belong to the game exported as `game` with
    /// `seats` players; none running.
    pub fn resumed(saved: &SavedClocks, game: &str, seats: usize) -> Option<Clocks> {
        (saved.game == game && saved.left.len() == seats).then(|| Clocks {
            left: saved.left.iter().map(|left| left.max(0.0)).collect(),
            running: None,
        })
    }
}

/// A clock's face: `m:ss`, or `h:mm:ss` from an hour, rounding up so a
/// clock shows 0:00 only when it has run out.
pub fn face(milliseconds: f64) -> String {
    let seconds = (milliseconds / 1000.0).ceil().max(0.0) as u64;
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_clock_starts_at_the_time_given_and_none_runs() {
        let clocks = Clocks::new(3, 1800);
        assert_eq!(clocks.running(), None);
        for seat in 0..3 {
            assert_eq!(clocks.left(seat, 99_000.0), 1_800_000.0);
        }
        assert_eq!(clocks.out_of_time(1e12), None);
    }

    #[test]
    fn only_the_running_clock_loses_time_and_keeps_what_it_lost() {
        let mut clocks = Clocks::new(3, 60);
        clocks.hand_to(Some(1), 1_000.0);
        assert_eq!(clocks.left(1, 11_000.0), 50_000.0);
        assert_eq!(clocks.left(0, 11_000.0), 60_000.0);
        clocks.hand_to(Some(2), 21_000.0);
        assert_eq!(clocks.left(1, 99_000.0), 40_000.0, "stopped at 40 s");
        assert_eq!(clocks.left(2, 26_000.0), 55_000.0);
        // Back to seat 1: it goes on from where it stopped.
        clocks.hand_to(Some(1), 30_000.0);
        assert_eq!(clocks.left(2, 99_000.0), 51_000.0);
        assert_eq!(clocks.left(1, 35_000.0), 35_000.0);
        clocks.hand_to(None, 40_000.0);
        assert_eq!(clocks.running(), None);
        assert_eq!(clocks.left(1, 1e9), 30_000.0);
    }

    #[test]
    fn a_clock_runs_out_at_zero_and_never_goes_below() {
        let mut clocks = Clocks::new(3, 10);
        clocks.hand_to(Some(0), 0.0);
        assert_eq!(clocks.out_of_time(9_999.0), None);
        assert_eq!(clocks.out_of_time(10_000.0), Some(0));
        assert_eq!(clocks.left(0, 50_000.0), 0.0);
        clocks.hand_to(Some(1), 50_000.0);
        assert_eq!(clocks.left(0, 55_000.0), 0.0);
        assert_eq!(
            clocks.out_of_time(55_000.0),
            None,
            "a stopped clock does not flag"
        );
        // A seat that is not at the table has no clock to run.
        clocks.hand_to(Some(7), 60_000.0);
        assert_eq!(clocks.running(), None);
    }

    #[test]
    fn kept_clocks_resume_only_for_their_own_game() {
        let mut clocks = Clocks::new(3, 60);
        clocks.hand_to(Some(1), 0.0);
        let kept = clocks.saved("game text".into(), 15_000.0);
        assert_eq!(kept.left, [60_000.0, 45_000.0, 60_000.0]);
        let mut resumed = Clocks::resumed(&kept, "game text", 3).unwrap();
        assert_eq!(resumed.running(), None);
        resumed.hand_to(Some(1), 500_000.0);
        assert_eq!(resumed.left(1, 510_000.0), 35_000.0);
        assert_eq!(Clocks::resumed(&kept, "another game", 3), None);
        assert_eq!(Clocks::resumed(&kept, "game text", 4), None);
    }

    #[test]
    fn faces_show_minutes_and_seconds_rounded_up() {
        assert_eq!(face(1_800_000.0), "30:00");
        assert_eq!(face(7_200_000.0), "2:00:00");
        assert_eq!(face(59_001.0), "1:00");
        assert_eq!(face(59_000.0), "0:59");
        assert_eq!(face(1.0), "0:01");
        assert_eq!(face(0.0), "0:00");
        assert_eq!(face(-5.0), "0:00");
    }
}
