//! A Carousel table as one seat could picture it: its own card kept, the
//! other cards (and, at an even table, the one left out) dealt again at
//! random, and the die's future rolls redrawn.

use super::cards::Deal;
use super::game::Carousel;
use crate::engine::random::Random;
use crate::games::Seat;
use crate::games::determinize::Determinize;

impl Determinize for Carousel {
    fn determinize(&self, seat: Seat, random: &mut Random) -> Carousel {
        let mut sample = self.clone();
        sample.random = Random::seeded(random.next_u64());
        if self.ending.is_some() || seat >= self.deal.cards.len() {
            // The cards are shown at the end; a seat not at the table
            // knows none.
            return sample;
        }
        // The cards `seat` does not hold, in a fixed order, so that the
        // sample depends only on how many of each there are.
        let mut hidden: Vec<_> = self
            .deal
            .cards
            .iter()
            .enumerate()
            .filter(|&(other, _)| other != seat)
            .map(|(_, &card)| card)
            .chain(self.deal.left_out)
            .collect();
        hidden.sort_by_key(|card| card.name());
        random.shuffle(&mut hidden);
        let mut redealt = hidden.into_iter();
        let cards = (0..self.deal.cards.len())
            .map(|other| {
                if other == seat {
                    self.deal.cards[seat]
                } else {
                    redealt.next().unwrap_or(self.deal.cards[seat])
                }
            })
            .collect();
        sample.deal = Deal {
            cards,
            left_out: redealt.next(),
        };
        sample
    }
}
