//! Saves outlive updates: real saves of every table game, written by
//! `store::encode` in save format 1 and frozen in `tests/data/saves/`
//! (never rewritten by a test), still open through `store::decode` on the
//! same position, the same seat to act and the same outcome; and the
//! seeded generator the games replay their deals and dice from still
//! draws the same numbers.
//!
//! Each `<name>.save` has a `<name>.expect` beside it: what the table
//! showed when the save was written (see [`described`]).

use crate::saves_support::{SAVES, described, open_frozen};
use parlour::engine::random::Random;
use parlour::games::carousel::cards::Deal;
use parlour::games::{Game, Viewer};

#[test]
fn every_frozen_save_opens_on_the_same_table() {
    let mut games = std::collections::BTreeSet::new();
    let (mut running, mut over) = (0, 0);
    for save in SAVES {
        let text = save.text();
        let expected = save.expected();
        let shown =
            open_frozen(save.game, &text).unwrap_or_else(|error| panic!("{}: {error}", save.name));
        assert_eq!(shown, expected, "{}", save.name);
        games.insert(save.game);
        if expected.contains("\noutcome: None\n") {
            running += 1;
        } else {
            over += 1;
        }
    }
    // Every game is there, in progress and finished.
    assert_eq!(games.len(), 7, "{games:?}");
    assert!(running >= 7 && over >= 7, "{running} running, {over} over");
}

#[test]
fn a_frozen_chess_save_still_names_its_position() {
    use parlour::games::standard::Standard;
    use parlour::ui::shell::store;
    let save = SAVES
        .iter()
        .find(|save| save.name == "chess960-running")
        .unwrap();
    let table = store::decode::<Standard>(&save.text(), 0.0).unwrap();
    let view = table.game().view(Viewer::Public);
    assert!(view.variant.starts_with("Chess960 #"), "{}", view.variant);
    assert!(
        save.expected().contains(&format!("fen: {}", view.fen)),
        "{}",
        view.fen
    );
    assert_eq!(
        described(&table, |game| Some(game.position().fen())),
        save.expected()
    );
}

#[test]
fn the_seeded_generator_draws_what_it_drew_when_the_saves_were_made() {
    // SplitMix64's published first outputs for seed 0.
    let mut zero = Random::seeded(0);
    let first: Vec<u64> = (0..3).map(|_| zero.next_u64()).collect();
    assert_eq!(
        first,
        [
            0xe220_a839_7b1d_cdaf,
            0x6e78_9e6a_a1b9_65f4,
            0x06c4_5d18_8009_454f
        ]
    );
    let mut seeded = Random::seeded(0x5eed);
    let more: Vec<u64> = (0..3).map(|_| seeded.next_u64()).collect();
    assert_eq!(more, PINNED_5EED);
    // What the games draw with: bounded numbers and shuffles.
    let mut dice = Random::seeded(7);
    let rolls: Vec<u64> = (0..12).map(|_| dice.below(6)).collect();
    assert_eq!(rolls, PINNED_DICE);
    let mut cards = Random::seeded(11);
    let mut order: Vec<u8> = (0..10).collect();
    cards.shuffle(&mut order);
    assert_eq!(order, PINNED_SHUFFLE);
    // Carousel's deal for a seed.
    let deal = Deal::shuffled(5, &mut Random::seeded(3));
    let names: Vec<&str> = deal.cards.iter().map(|card| card.name()).collect();
    assert_eq!(names, PINNED_DEAL);
}

/// `Random::seeded(0x5eed)`'s first three outputs.
const PINNED_5EED: [u64; 3] = [
    716_632_666_546_416_052,
    6_139_096_880_363_046_005,
    6_727_192_872_932_819_891,
];
/// `Random::seeded(7)`: twelve rolls `below(6)`.
const PINNED_DICE: [u64; 12] = [3, 0, 0, 3, 4, 3, 4, 0, 5, 5, 1, 4];
/// `Random::seeded(11)` shuffling 0 to 9.
const PINNED_SHUFFLE: [u8; 10] = [1, 9, 8, 6, 7, 2, 0, 5, 4, 3];
/// Carousel's cards for five players from `Random::seeded(3)`.
const PINNED_DEAL: [&str; 5] = ["black", "draw", "white", "white", "black"];
