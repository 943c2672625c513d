//! Chess960 starting positions: Scharnagl numbers 0-959 and the rule
//! text's deck-of-cards deal (docs/RULINGS.md, src/ui/rules/chess960.rs).

use super::error::ParseError;
use super::men::Kind;
use super::position::Position;
use super::rules::Rules;
use crate::engine::random::Random;

/// The standard back rank, a to h.
pub const STANDARD_BACK_RANK: [Kind; 8] = [
    Kind::Rook,
    Kind::Knight,
    Kind::Bishop,
    Kind::Queen,
    Kind::King,
    Kind::Bishop,
    Kind::Knight,
    Kind::Rook,
];

/// The Scharnagl number of the standard setup.
pub const STANDARD_NUMBER: u16 = 518;

/// Where the two knights go among the five squares left after bishops and
/// queen, for the knight digit 0..10 of the Scharnagl number.
const KNIGHT_PLACES: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// The back rank (files a-h) of Chess960 position `number` (0..960);
/// `None` for other numbers.
pub fn back_rank(number: u16) -> Option<[Kind; 8]> {
    if number >= 960 {
        return None;
    }
    let mut rank: [Option<Kind>; 8] = [None; 8];
    let n = number as usize;
    rank[(n % 4) * 2 + 1] = Some(Kind::Bishop);
    rank[((n / 4) % 4) * 2] = Some(Kind::Bishop);
    let queen = (n / 16) % 6;
    place_nth_empty(&mut rank, queen, Kind::Queen);
    let (first, second) = KNIGHT_PLACES[n / 96];
    // Place the later knight first so the earlier index still counts the same squares.
    place_nth_empty(&mut rank, second, Kind::Knight);
    place_nth_empty(&mut rank, first, Kind::Knight);
    for kind in [Kind::Rook, Kind::King, Kind::Rook] {
        place_nth_empty(&mut rank, 0, kind);
    }
    let mut out = [Kind::Pawn; 8];
    for (slot, kind) in out.iter_mut().zip(rank) {
        *slot = kind?;
    }
    Some(out)
}

fn place_nth_empty(rank: &mut [Option<Kind>; 8], nth: usize, kind: Kind) {
    if let Some(slot) = rank.iter_mut().filter(|slot| slot.is_none()).nth(nth) {
        *slot = Some(kind);
    }
}

/// The Scharnagl number of a back rank, or `None` when it breaks the
/// Chess960 constraints.
pub fn number_of(back_rank_kinds: &[Kind; 8]) -> Option<u16> {
    let files = |kind: Kind| (0..8).filter(move |&file| back_rank_kinds[file] == kind);
    let light = files(Kind::Bishop).find(|file| file % 2 == 1)?;
    let dark = files(Kind::Bishop).find(|file| file % 2 == 0)?;
    // Index of `file` among the files not holding one of `skip`.
    let index_among = |file: usize, skip: &[Kind]| {
        (0..file)
            .filter(|&f| !skip.contains(&back_rank_kinds[f]))
            .count()
    };
    let queen = index_among(files(Kind::Queen).next()?, &[Kind::Bishop]);
    let mut knights = files(Kind::Knight);
    let first = index_among(knights.next()?, &[Kind::Bishop, Kind::Queen]);
    let second = index_among(knights.next()?, &[Kind::Bishop, Kind::Queen]);
    let knight = KNIGHT_PLACES
        .iter()
        .position(|&place| place == (first, second))?;
    let number = (((knight * 6 + queen) * 4 + dark / 2) * 4 + light / 2) as u16;
    (back_rank(number).as_ref() == Some(back_rank_kinds)).then_some(number)
}

/// The starting position of Chess960 number `number`, under Chess960 rules.
pub fn position(number: u16) -> Result<Position, ParseError> {
    let rank = back_rank(number).ok_or_else(|| {
        ParseError::new(format!(
            "Chess960 positions are numbered 0 to 959, not {number}"
        ))
    })?;
    Ok(Position::from_back_rank(&rank, Rules::CHESS960))
}

/// A uniformly random Chess960 number, drawn from `random`.
pub fn random_number(random: &mut Random) -> u16 {
    random.below(960) as u16
}

/// A playing card of the rule text's deal, suits ignored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Card {
    Ace,
    Two,
    Three,
    Four,
    Five,
    Six,
    Seven,
    Eight,
    Ten,
    Queen,
}

/// The three piles of the deal, each in shuffled order, top card first:
/// A,3,5,7 (dark-squared bishop), 2,4,6,8 (light-squared bishop) and
/// 8,8,10,10,10,Q (the other men, left to right).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piles {
    pub dark: [Card; 4],
    pub light: [Card; 4],
    pub others: [Card; 6],
}

impl Piles {
    /// The piles unshuffled.
    pub const ORDERED: Piles = Piles {
        dark: [Card::Ace, Card::Three, Card::Five, Card::Seven],
        light: [Card::Two, Card::Four, Card::Six, Card::Eight],
        others: [
            Card::Eight,
            Card::Eight,
            Card::Ten,
            Card::Ten,
            Card::Ten,
            Card::Queen,
        ],
    };

    /// Each pile shuffled by `random`.
    pub fn shuffled(random: &mut Random) -> Piles {
        let mut piles = Piles::ORDERED;
        random.shuffle(&mut piles.dark);
        random.shuffle(&mut piles.light);
        random.shuffle(&mut piles.others);
        piles
    }

    /// The back rank the deal gives: the top cards of the first two piles
    /// name the bishops' files (ace = a .. 8 = h), then the third pile's
    /// cards fill the empty squares left to right: 8 a knight, queen a queen,
    /// 10 a rook, the king, a rook. Errors when a pile holds other cards.
    pub fn back_rank(&self) -> Result<[Kind; 8], ParseError> {
        let mut out = [Kind::Pawn; 8];
        for turned in self.turned()? {
            out[turned.file] = turned.kind;
        }
        Ok(out)
    }

    /// The eight cards as they are turned, in order, with the square each
    /// one fills: the two bishops' cards, then the third pile's six.
    pub fn turned(&self) -> Result<[Turned; 8], ParseError> {
        let mut sorted = *self;
        for (pile, ordered, name) in [
            (&mut sorted.dark[..], &Piles::ORDERED.dark[..], "first"),
            (&mut sorted.light[..], &Piles::ORDERED.light[..], "second"),
            (&mut sorted.others[..], &Piles::ORDERED.others[..], "third"),
        ] {
            pile.sort_by_key(|card| *card as u8);
            if pile != ordered {
                return Err(ParseError::new(format!(
                    "the {name} pile holds the wrong cards"
                )));
            }
        }
        let mut filled = [false; 8];
        let mut out = Vec::with_capacity(8);
        for card in [self.dark[0], self.light[0]] {
            let file = card_file(card);
            filled[file] = true;
            out.push(Turned {
                card,
                file,
                kind: Kind::Bishop,
            });
        }
        let mut tens = 0;
        for card in self.others {
            let kind = match card {
                Card::Eight => Kind::Knight,
                Card::Queen => Kind::Queen,
                _ => {
                    tens += 1;
                    if tens == 2 { Kind::King } else { Kind::Rook }
                }
            };
            let file = (0..8)
                .find(|&file| !filled[file])
                .ok_or_else(|| ParseError::new("the deal ran out of squares"))?;
            filled[file] = true;
            out.push(Turned { card, file, kind });
        }
        out.try_into()
            .map_err(|_| ParseError::new("the deal turned the wrong number of cards"))
    }
}

/// A card turned in the deal and the square it fills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turned {
    /// The card.
    pub card: Card,
    /// The file (0 = a) of the back-rank square it fills.
    pub file: usize,
    /// The man placed there.
    pub kind: Kind,
}

impl Card {
    /// How the card is written on its face: "A", "2" .. "8", "10", "Q".
    pub fn face(self) -> &'static str {
        match self {
            Card::Ace => "A",
            Card::Two => "2",
            Card::Three => "3",
            Card::Four => "4",
            Card::Five => "5",
            Card::Six => "6",
            Card::Seven => "7",
            Card::Eight => "8",
            Card::Ten => "10",
            Card::Queen => "Q",
        }
    }
}

/// The file (0 = a) a bishop card names: ace = a, 2 = b, .. 8 = h.
fn card_file(card: Card) -> usize {
    match card {
        Card::Ace => 0,
        Card::Two => 1,
        Card::Three => 2,
        Card::Four => 3,
        Card::Five => 4,
        Card::Six => 5,
        Card::Seven => 6,
        _ => 7,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn permutations(cards: &[Card]) -> Vec<Vec<Card>> {
        if cards.len() <= 1 {
            return vec![cards.to_vec()];
        }
        let mut out = Vec::new();
        for i in 0..cards.len() {
            let mut rest = cards.to_vec();
            let first = rest.remove(i);
            for mut tail in permutations(&rest) {
                tail.insert(0, first);
                out.push(tail);
            }
        }
        out
    }

    #[test]
    fn numbers_give_all_960_distinct_valid_ranks() {
        assert_eq!(back_rank(STANDARD_NUMBER), Some(STANDARD_BACK_RANK));
        let mut seen = std::collections::HashSet::new();
        for n in 0..960 {
            let rank = back_rank(n).unwrap();
            let files = |kind| (0..8).filter(move |&f| rank[f] == kind);
            let bishops: Vec<_> = files(Kind::Bishop).collect();
            let rooks: Vec<_> = files(Kind::Rook).collect();
            let king: Vec<_> = files(Kind::King).collect();
            assert_eq!(bishops.len(), 2);
            assert_ne!(
                bishops[0] % 2,
                bishops[1] % 2,
                "bishops on opposite colours"
            );
            assert!(
                rooks[0] < king[0] && king[0] < rooks[1],
                "king between rooks"
            );
            assert_eq!(files(Kind::Knight).count(), 2);
            assert_eq!(files(Kind::Queen).count(), 1);
            assert!(seen.insert(rank));
            assert_eq!(number_of(&rank), Some(n));
        }
        assert_eq!(back_rank(960), None);
        // Number 0 is BBQNNRKR in Scharnagl's table.
        let zero = back_rank(0).unwrap().map(|kind| kind.letter());
        assert_eq!(zero.iter().collect::<String>(), "BBQNNRKR");
    }

    /// Every order of the three piles is equally likely; enumerating them
    /// all (4 x 4 x 720) must give each of the 960 positions equally often.
    #[test]
    fn deck_deal_is_uniform_over_all_960_positions() {
        let mut counts = std::collections::HashMap::new();
        let others = permutations(&Piles::ORDERED.others);
        for dark in permutations(&Piles::ORDERED.dark) {
            for light in permutations(&Piles::ORDERED.light) {
                for rest in &others {
                    let piles = Piles {
                        dark: dark.clone().try_into().unwrap(),
                        light: light.clone().try_into().unwrap(),
                        others: rest.clone().try_into().unwrap(),
                    };
                    let number =
                        number_of(&piles.back_rank().unwrap()).expect("deal gives a Chess960 rank");
                    *counts.entry(number).or_insert(0u32) += 1;
                }
            }
        }
        assert_eq!(counts.len(), 960);
        let expected = 24 * 24 * 720 / 960;
        assert!(counts.values().all(|&count| count == expected));
    }

    #[test]
    fn seed_example_deal() {
        // Ace and 6, then 8, 10, Q, 10, 8, 10: B on a1 and f1.
        let piles = Piles {
            dark: [Card::Ace, Card::Three, Card::Five, Card::Seven],
            light: [Card::Six, Card::Two, Card::Four, Card::Eight],
            others: [
                Card::Eight,
                Card::Ten,
                Card::Queen,
                Card::Ten,
                Card::Eight,
                Card::Ten,
            ],
        };
        let rank: String = piles
            .back_rank()
            .unwrap()
            .iter()
            .map(|k| k.letter())
            .collect();
        assert_eq!(rank, "BNRQKBNR");
        // The cards are turned in order, each filling the leftmost empty square.
        let turned: Vec<(&str, usize, char)> = piles
            .turned()
            .unwrap()
            .iter()
            .map(|t| (t.card.face(), t.file, t.kind.letter()))
            .collect();
        assert_eq!(
            turned,
            [
                ("A", 0, 'B'),
                ("6", 5, 'B'),
                ("8", 1, 'N'),
                ("10", 2, 'R'),
                ("Q", 3, 'Q'),
                ("10", 4, 'K'),
                ("8", 6, 'N'),
                ("10", 7, 'R')
            ]
        );
        let mut bad = piles;
        bad.others[0] = Card::Queen;
        assert!(bad.back_rank().is_err());
        for seed in 0..20 {
            let shuffled = Piles::shuffled(&mut Random::seeded(seed));
            assert!(number_of(&shuffled.back_rank().unwrap()).is_some());
            assert_eq!(shuffled, Piles::shuffled(&mut Random::seeded(seed)));
        }
    }

    #[test]
    fn random_numbers_are_positions_and_reach_both_ends() {
        let mut random = Random::seeded(3);
        let numbers: Vec<u16> = (0..20_000).map(|_| random_number(&mut random)).collect();
        assert!(numbers.iter().all(|&number| number < 960));
        assert!(numbers.contains(&0) && numbers.contains(&959));
    }
}
