//! Four Player Chess as one seat could picture it: its own alliance and
//! invitations kept, the other players' alliances guessed from the public
//! facts (a kingless player or a protectorate must have allies), the
//! generator of protectorate losses redrawn, and the record cut to what
//! the seat has seen.

use std::collections::BTreeSet;

use super::action::Action;
use super::diplomacy::MAX_ALLIANCE;
use super::{FourPlayer, SEATS, Standing};
use crate::engine::random::Random;
use crate::games::determinize::Determinize;
use crate::games::{Seat, Viewer};

/// One in this many samples allies two other players with nothing public
/// to say they are.
const SECRET_ALLIANCE_ODDS: u64 = 3;

impl Determinize for FourPlayer {
    fn determinize(&self, seat: Seat, random: &mut Random) -> FourPlayer {
        let mut sample = self.clone();
        sample.seed = random.next_u64();
        sample.random = Random::seeded(random.next_u64());
        // Whether another seat has invited someone this turn is its secret.
        sample.proposed_this_turn &= self.turn == seat;
        let viewer = Viewer::Seat(seat);
        sample.log.retain(|entry| entry.audience.admits(viewer));
        sample.history.retain(|(actor, action)| {
            *actor == seat
                || !matches!(
                    action,
                    Action::Propose(_) | Action::Accept(_) | Action::Decline(_) | Action::Leave
                )
        });
        let mut diplomacy = self.diplomacy.known_to(seat);
        let own: BTreeSet<Seat> = diplomacy.alliance_of(seat).cloned().unwrap_or_default();
        let others: Vec<Seat> = (0..SEATS)
            .filter(|&other| {
                other != seat && !own.contains(&other) && self.standing[other] != Standing::Out
            })
            .collect();
        let playing: Vec<Seat> = others
            .iter()
            .copied()
            .filter(|&other| self.standing[other] == Standing::Playing)
            .collect();
        // Everyone without a king who is still in must have an ally with one.
        let mut members: BTreeSet<Seat> = others
            .iter()
            .copied()
            .filter(|&other| self.standing[other] != Standing::Playing)
            .collect();
        if !members.is_empty() {
            if !playing.is_empty() && members.len() < MAX_ALLIANCE {
                members.insert(playing[random.below(playing.len() as u64) as usize]);
            }
        } else if playing.len() >= 2 && random.below(SECRET_ALLIANCE_ODDS) == 0 {
            let first = random.below(playing.len() as u64) as usize;
            let second =
                (first + 1 + random.below(playing.len() as u64 - 1) as usize) % playing.len();
            members = BTreeSet::from([playing[first], playing[second]]);
        }
        let kinged: Vec<Seat> = members
            .iter()
            .copied()
            .filter(|&member| self.standing[member] == Standing::Playing)
            .collect();
        for &member in &members {
            if self.standing[member] == Standing::Protectorate && !kinged.is_empty() {
                let ally = kinged[random.below(kinged.len() as u64) as usize];
                diplomacy.set_loyalty(member, Some(ally));
            }
        }
        diplomacy.add_alliance(members);
        sample.diplomacy = diplomacy;
        sample
    }
}
