//! The optional team clock and its talking coins.
//!
//! Each team has one clock, running while either of its players is to
//! move. Both teams start with [`ClockOptions::minutes`]. Partners may
//! talk about a move freely without a clock; with one, talking costs a
//! coin, and the coins lie in three piles beside the board, as the rules
//! suggest: the centre (a handful, [`HANDFUL`], at the start) and one pile
//! for each team.
//!
//! - The team to move pays a coin before talking ([`Coins::pay`]), either
//!   from its own pile back to the centre or from the centre to the
//!   opponents' pile, as it chooses when both hold a coin
//!   ([`Coins::payments`]). It may then talk as much as it likes until it
//!   moves.
//! - A team whose time runs out cashes its pile ([`Coins::cash`]): each
//!   coin adds [`ClockOptions::coin_minutes`] to its time, and the pile
//!   goes back to the centre. A team may cash on its turn at any time, but
//!   it gains nothing by it: the table cashes for it when its flag falls.
//!
//! The coins are part of the game (saved and replayed with it); the time
//! used is the table's, kept by a [`crate::games::clock::TableClock`]
//! following the game's [`crate::games::Game::clock_plan`] (one clock per
//! team), which says whose time is out: the table then plays
//! [`crate::games::Game::out_of_time`], which is [`super::Action::Cash`]
//! while that team's pile holds a coin and [`super::Action::OutOfTime`]
//! (the game lost) once it is empty.

use serde::{Deserialize, Serialize};

use super::seats::team_name;
use crate::engine::men::Army;

/// The coins in the centre when a game starts.
pub const HANDFUL: u32 = 20;

/// The two amounts the table agrees on before a game with a clock.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClockOptions {
    /// Time each team starts with, in minutes.
    pub minutes: u32,
    /// Time each coin of its pile adds to a team's clock when the team
    /// cashes it, in minutes.
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

/// Where the coin a team paid to talk went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Payment {
    /// From the team's own pile back to the centre.
    PileToCentre,
    /// From the centre to the opponents' pile.
    CentreToOpponents,
}

/// The three piles of coins, what each team has cashed, and whether the
/// team to move has paid for the move it is about to make.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Coins {
    /// Coins in the centre.
    centre: u32,
    /// White's pile and Black's.
    piles: [u32; 2],
    /// Coins White and Black have cashed so far.
    cashed: [u32; 2],
    /// Whether the team to move may talk without paying again.
    talking: bool,
}

impl Default for Coins {
    /// A handful of coins in the centre, no pile, nothing cashed.
    fn default() -> Coins {
        Coins {
            centre: HANDFUL,
            piles: [0; 2],
            cashed: [0; 2],
            talking: false,
        }
    }
}

impl Coins {
    /// The coins in the centre.
    pub fn centre(&self) -> u32 {
        self.centre
    }

    /// The coins in `army`'s team's pile.
    pub fn pile(&self, army: Army) -> u32 {
        self.piles[team_index(army)]
    }

    /// The coins `army`'s team has cashed so far.
    pub fn cashed(&self, army: Army) -> u32 {
        self.cashed[team_index(army)]
    }

    /// Whether the team to move has paid and may talk until it moves.
    pub fn talking(&self) -> bool {
        self.talking
    }

    /// Why `army`'s team, to move, may not pay a coin now, if it may not:
    /// it paid already, or it has no pile and the centre is empty.
    pub fn cannot_pay(&self, army: Army) -> Option<String> {
        if self.talking {
            Some("your team has paid already: talk as much as you like until you move".into())
        } else if self.pile(army) == 0 && self.centre == 0 {
            Some(format!(
                "{} has no coin in its pile and the centre is empty: no coin to pay with",
                team_name(army)
            ))
        } else {
            None
        }
    }

    /// The ways `army`'s team, to move, may pay a coin to talk now, its
    /// own pile first: from its pile to the centre when the pile holds a
    /// coin, from the centre to the opponents' pile when the centre does
    /// (never none: a team that may pay has one of the two); or why it may
    /// not pay ([`Coins::cannot_pay`]).
    pub fn payments(&self, army: Army) -> Result<Vec<Payment>, String> {
        if let Some(reason) = self.cannot_pay(army) {
            return Err(reason);
        }
        let from_pile = (self.pile(army) > 0).then_some(Payment::PileToCentre);
        let from_centre = (self.centre > 0).then_some(Payment::CentreToOpponents);
        Ok(from_pile.into_iter().chain(from_centre).collect())
    }

    /// `army`'s team, to move, pays a coin the way `payment` says; refused
    /// when it may not pay at all or not that way.
    pub(super) fn pay(&mut self, army: Army, payment: Payment) -> Result<(), String> {
        if !self.payments(army)?.contains(&payment) {
            return Err(match payment {
                Payment::PileToCentre => format!("{} has no coin in its pile", team_name(army)),
                Payment::CentreToOpponents => "the centre has no coin left".to_string(),
            });
        }
        self.talking = true;
        let own = team_index(army);
        match payment {
            Payment::PileToCentre => {
                self.piles[own] -= 1;
                self.centre += 1;
            }
            Payment::CentreToOpponents => {
                self.centre -= 1;
                self.piles[team_index(army.opponent())] += 1;
            }
        }
        Ok(())
    }

    /// `army`'s team cashes its pile, which goes back to the centre;
    /// returns how many coins it cashed. Refused for an empty pile.
    pub(super) fn cash(&mut self, army: Army) -> Result<u32, String> {
        let own = team_index(army);
        let coins = self.piles[own];
        if coins == 0 {
            return Err(format!(
                "{} has no coin in its pile to cash",
                team_name(army)
            ));
        }
        self.piles[own] = 0;
        self.cashed[own] += coins;
        self.centre += coins;
        Ok(coins)
    }

    /// A move was made: the next team must pay to talk about its move.
    pub(super) fn moved(&mut self) {
        self.talking = false;
    }
}

impl ClockOptions {
    /// The time `army`'s team has in all, in milliseconds: its start plus
    /// the coins it has cashed.
    pub fn allowance_ms(&self, coins: &Coins, army: Army) -> u64 {
        let minutes =
            u64::from(self.minutes) + u64::from(self.coin_minutes) * u64::from(coins.cashed(army));
        minutes * 60_000
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_team_pays_from_its_pile_or_the_centre_and_cashing_empties_it() {
        let mut coins = Coins::default();
        assert_eq!(
            coins.payments(Army::White),
            Ok(vec![Payment::CentreToOpponents])
        );
        assert!(
            coins.pay(Army::White, Payment::PileToCentre).is_err(),
            "no pile yet"
        );
        coins.pay(Army::White, Payment::CentreToOpponents).unwrap();
        assert_eq!((coins.centre(), coins.pile(Army::Black)), (HANDFUL - 1, 1));
        assert!(
            coins.pay(Army::White, Payment::CentreToOpponents).is_err(),
            "once per move"
        );
        coins.moved();
        // Black holds a coin and the centre too: Black chooses.
        assert_eq!(
            coins.payments(Army::Black),
            Ok(vec![Payment::PileToCentre, Payment::CentreToOpponents])
        );
        coins.pay(Army::Black, Payment::PileToCentre).unwrap();
        assert_eq!((coins.centre(), coins.pile(Army::Black)), (HANDFUL, 0));
        coins.moved();
        coins.pay(Army::White, Payment::CentreToOpponents).unwrap();
        coins.moved();
        coins.pay(Army::Black, Payment::CentreToOpponents).unwrap();
        coins.moved();
        assert_eq!((coins.pile(Army::White), coins.pile(Army::Black)), (1, 1));
        coins.pay(Army::White, Payment::CentreToOpponents).unwrap();
        assert_eq!(coins.pile(Army::Black), 2);
        assert_eq!(coins.cash(Army::Black), Ok(2));
        assert_eq!(coins.cashed(Army::Black), 2);
        assert_eq!((coins.centre(), coins.pile(Army::Black)), (HANDFUL - 1, 0));
        assert!(coins.cash(Army::Black).is_err(), "an empty pile");
        let options = ClockOptions::default();
        assert_eq!(options.allowance_ms(&coins, Army::Black), 34 * 60_000);
        assert_eq!(options.allowance_ms(&coins, Army::White), 30 * 60_000);
    }

    #[test]
    fn with_no_pile_and_an_empty_centre_a_team_cannot_pay() {
        let mut coins = Coins::default();
        for _ in 0..HANDFUL {
            coins.pay(Army::White, Payment::CentreToOpponents).unwrap();
            coins.moved();
        }
        assert_eq!(coins.pile(Army::Black), HANDFUL);
        assert!(
            coins
                .cannot_pay(Army::White)
                .unwrap()
                .contains("the centre is empty")
        );
        assert_eq!(
            coins.payments(Army::White).unwrap_err(),
            coins.cannot_pay(Army::White).unwrap(),
            "the payments say the same reason"
        );
        assert_eq!(coins.payments(Army::Black), Ok(vec![Payment::PileToCentre]));
        assert_eq!(
            coins.pay(Army::Black, Payment::CentreToOpponents),
            Err("the centre has no coin left".to_string())
        );
        coins.pay(Army::Black, Payment::PileToCentre).unwrap();
    }
}
