//! The secret cards: who plays for White, who for Black, who for the Draw.
//!
//! A table of N players (3 to 9) uses floor(N/2) White cards, floor(N/2)
//! Black cards and one Draw card. With an odd N that is exactly one card
//! each; with an even N it is N+1 cards, and the one left over after the deal
//! stays out unseen by everybody, so the Draw card itself may be out of play
//! (a drawn game then gives its 100 points to nobody).

use serde::{Deserialize, Serialize};

use crate::engine::men::Army;
use crate::engine::random::Random;

/// Fewest players at a Carousel table.
pub const MIN_PLAYERS: usize = 3;
/// Most players at a Carousel table.
pub const MAX_PLAYERS: usize = 9;

/// A secret card: the side a player wants to win.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Card {
    White,
    Black,
    Draw,
}

impl Card {
    /// The lowercase name, as used in the DOM and the command line.
    pub fn name(self) -> &'static str {
        match self {
            Card::White => "white",
            Card::Black => "black",
            Card::Draw => "draw",
        }
    }

    /// The card that wins with a checkmate by `army`.
    pub fn of_army(army: Army) -> Option<Card> {
        match army {
            Army::White => Some(Card::White),
            Army::Black => Some(Card::Black),
            Army::Blue | Army::Red => None,
        }
    }
}

/// The cards for a table of `players`: floor(N/2) White, floor(N/2) Black,
/// one Draw, in that order.
pub fn deck(players: usize) -> Vec<Card> {
    let half = players / 2;
    let mut cards = vec![Card::White; half];
    cards.extend(vec![Card::Black; half]);
    cards.push(Card::Draw);
    cards
}

/// The cards as dealt: one per seat, and the card left out (even tables).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Deal {
    /// The card of each seat, by seat index.
    pub cards: Vec<Card>,
    /// The card nobody holds (even tables only); nobody ever sees it
    /// during play.
    pub left_out: Option<Card>,
}

impl Deal {
    /// Shuffles the deck for `players` and deals one card to each seat.
    pub fn shuffled(players: usize, random: &mut Random) -> Deal {
        let mut cards = deck(players);
        random.shuffle(&mut cards);
        let left_out = (cards.len() > players).then(|| cards.remove(players));
        Deal { cards, left_out }
    }

    /// The seats holding `card`.
    pub fn holders(&self, card: Card) -> Vec<usize> {
        (0..self.cards.len())
            .filter(|&seat| self.cards[seat] == card)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn count(cards: &[Card], card: Card) -> usize {
        cards.iter().filter(|&&c| c == card).count()
    }

    #[test]
    fn the_deck_has_half_white_half_black_and_one_draw() {
        for players in MIN_PLAYERS..=MAX_PLAYERS {
            let cards = deck(players);
            assert_eq!(count(&cards, Card::White), players / 2);
            assert_eq!(count(&cards, Card::Black), players / 2);
            assert_eq!(count(&cards, Card::Draw), 1);
            let expected = if players % 2 == 1 {
                players
            } else {
                players + 1
            };
            assert_eq!(cards.len(), expected, "{players} players");
        }
    }

    #[test]
    fn an_odd_table_deals_every_card() {
        let mut random = Random::seeded(5);
        let deal = Deal::shuffled(5, &mut random);
        assert_eq!(deal.cards.len(), 5);
        assert_eq!(deal.left_out, None);
        assert_eq!(deal.holders(Card::Draw).len(), 1);
        assert_eq!(deal.holders(Card::White).len(), 2);
        assert_eq!(deal.holders(Card::Black).len(), 2);
    }

    #[test]
    fn an_even_table_leaves_one_card_out() {
        let mut random = Random::seeded(11);
        for _ in 0..50 {
            let deal = Deal::shuffled(6, &mut random);
            assert_eq!(deal.cards.len(), 6);
            let left_out = deal.left_out.expect("one card stays out");
            let mut all = deal.cards.clone();
            all.push(left_out);
            assert_eq!(count(&all, Card::White), 3);
            assert_eq!(count(&all, Card::Black), 3);
            assert_eq!(count(&all, Card::Draw), 1);
        }
    }

    #[test]
    fn every_seat_can_get_the_draw_card_and_it_can_stay_out() {
        let mut random = Random::seeded(3);
        let mut draw_seats = [0u32; 4];
        let mut draw_out = 0;
        for _ in 0..1000 {
            let deal = Deal::shuffled(4, &mut random);
            match deal.holders(Card::Draw).first() {
                Some(&seat) => draw_seats[seat] += 1,
                None => draw_out += 1,
            }
        }
        // Five cards, each place equally likely: about 200 each.
        assert!(
            draw_seats.iter().all(|&n| (140..260).contains(&n)),
            "{draw_seats:?}"
        );
        assert!((140..260).contains(&draw_out), "{draw_out}");
    }
}
