//! Bad input, the same way for every game: the frozen real saves of
//! `tests/data/saves/` damaged thousands of ways (numbers out of range,
//! arrays cut, keys dropped, strings swapped, actions shuffled, text cut
//! short), and random text given to every game's `parse_action`. Opening
//! a damaged save returns a message or a legal game, never a panic; a
//! legal game is one whose seat to act has something to do, whose every
//! legal action applies, whose views build and whose save opens again.
//! Seeded; `--nocapture` shows what each game made of the damage.

use std::collections::BTreeMap;
use std::fmt::Debug;
use std::panic::{AssertUnwindSafe, catch_unwind};

use crate::saves_support::{ForGame, SAVES, for_game};
use parlour::engine::random::Random;
use parlour::games::Viewer;
use parlour::ui::shell::TableGame;
use parlour::ui::shell::store;
use serde_json::Value;

/// Damaged copies of each frozen save.
const CASES_PER_SAVE: usize = 150;

/// Random texts given to each game's `parse_action`, at each frozen save.
const TEXTS_PER_SAVE: usize = 400;

/// What opening the damaged saves of one game did.
#[derive(Debug, Default)]
struct Tally {
    refused: usize,
    opened: usize,
}

/// Every place in a JSON value, as the keys and indices that lead there.
fn places(value: &Value, at: &mut Vec<Vec<PathStep>>, path: &mut Vec<PathStep>) {
    at.push(path.clone());
    match value {
        Value::Array(items) => {
            for (index, item) in items.iter().enumerate() {
                path.push(PathStep::Index(index));
                places(item, at, path);
                path.pop();
            }
        }
        Value::Object(map) => {
            for (key, item) in map {
                path.push(PathStep::Key(key.clone()));
                places(item, at, path);
                path.pop();
            }
        }
        _ => {}
    }
}

#[derive(Clone, Debug)]
enum PathStep {
    Index(usize),
    Key(String),
}

fn at_mut<'a>(value: &'a mut Value, path: &[PathStep]) -> Option<&'a mut Value> {
    path.iter().try_fold(value, |value, step| match step {
        PathStep::Index(index) => value.get_mut(*index),
        PathStep::Key(key) => value.get_mut(key.as_str()),
    })
}

/// Every string in a value, to swap one for another.
fn strings(value: &Value, found: &mut Vec<String>) {
    match value {
        Value::String(text) => found.push(text.clone()),
        Value::Array(items) => items.iter().for_each(|item| strings(item, found)),
        Value::Object(map) => map.values().for_each(|item| strings(item, found)),
        _ => {}
    }
}

/// Odd text: Unicode of every width, direction and shape, and words
/// every game knows.
const ODD: &[&str] = &[
    "",
    " ",
    "é",
    "\u{301}",
    "𝕏",
    "\u{202e}e2e4",
    "\u{200b}",
    "١٢",
    "ｅ２ｅ４",
    "🏳️‍🌈",
    "\0",
    "\u{feff}draw",
    "e2e4\u{301}",
    "Ⅻ",
    "ß",
    "İ",
    "99999999999999999999",
    "-1",
    "3:",
    ":",
    "@",
    "N@",
    "9:N@z9",
    "0:e2e4",
    "1:e2e4",
    "e2e4",
    "e7e8q",
    "O-O-O",
    "draw",
    "decline",
    "accept",
    "resign",
    "time",
    "pass",
    "done",
    "help",
    "guess 9 Q",
    "guess 0 king",
    "mark 8 queen o",
    "mark 255 king x",
    "uncloak 300",
    "arrange RNBQKBNR",
    "arrange 960",
    "arrange random",
    "propose red",
    "propose",
    "accept blue",
    "leave",
    "cash",
    "P@e4",
    "K@a1",
];

/// A number far from any a save holds.
fn odd_number(random: &mut Random) -> Value {
    match random.below(8) {
        0 => Value::from(-1),
        1 => Value::from(u64::MAX),
        2 => Value::from(i64::MIN),
        3 => Value::from(0),
        4 => Value::from(1.5),
        5 => Value::from(random.below(20)),
        6 => Value::from(u32::MAX),
        _ => Value::from(1e300),
    }
}

/// One random change somewhere in `value`.
fn damage(value: &mut Value, random: &mut Random) {
    let mut all = Vec::new();
    places(value, &mut all, &mut Vec::new());
    let mut texts = Vec::new();
    strings(value, &mut texts);
    let path = &all[random.below(all.len() as u64) as usize];
    let Some(place) = at_mut(value, path) else {
        return;
    };
    let kind = random.below(10);
    match place {
        Value::Number(_) if kind < 7 => *place = odd_number(random),
        Value::String(text) if kind < 4 && !texts.is_empty() => {
            *text = texts[random.below(texts.len() as u64) as usize].clone();
        }
        Value::String(text) if kind < 6 => {
            *text = ODD[random.below(ODD.len() as u64) as usize].to_string();
        }
        Value::String(text) if kind < 8 => {
            let cut = random.below(text.len() as u64 + 1) as usize;
            let cut = (0..=cut)
                .rev()
                .find(|&at| text.is_char_boundary(at))
                .unwrap_or(0);
            text.truncate(cut);
        }
        Value::Array(items) if !items.is_empty() && kind < 8 => {
            let index = random.below(items.len() as u64) as usize;
            match kind % 4 {
                0 => items.truncate(index),
                1 => {
                    items.remove(index);
                }
                2 => {
                    let copy = items[index].clone();
                    items.insert(random.below(items.len() as u64) as usize, copy);
                }
                _ => {
                    let other = random.below(items.len() as u64) as usize;
                    items.swap(index, other);
                }
            }
        }
        Value::Object(map) if !map.is_empty() && kind < 7 => {
            let keys: Vec<String> = map.keys().cloned().collect();
            map.remove(&keys[random.below(keys.len() as u64) as usize]);
        }
        Value::Bool(flag) if kind < 7 => *flag = !*flag,
        _ => {
            *place = match random.below(5) {
                0 => Value::Null,
                1 => Value::from(ODD[random.below(ODD.len() as u64) as usize]),
                2 => Value::Array(Vec::new()),
                3 => Value::Object(Default::default()),
                _ => odd_number(random),
            }
        }
    }
}

/// A damaged copy of a save text: one to three changes to its JSON, or
/// (one time in ten) the text cut short.
fn damaged(text: &str, random: &mut Random) -> String {
    if random.below(10) == 0 {
        let cut = random.below(text.len() as u64) as usize;
        let cut = (0..=cut)
            .rev()
            .find(|&at| text.is_char_boundary(at))
            .unwrap_or(0);
        return text[..cut].to_string();
    }
    let mut value: Value = serde_json::from_str(text).expect("a frozen save is JSON");
    for _ in 0..=random.below(3) {
        damage(&mut value, random);
    }
    value.to_string()
}

/// Checks that a game opened from a damaged save is a legal one.
fn check_legal<G: TableGame + Debug>(game: &G, text: &str) {
    let seats = game.seat_count();
    assert!(seats > 0, "{text}");
    assert_eq!(game.to_act().is_none(), game.outcome().is_some(), "{text}");
    for viewer in std::iter::once(Viewer::Public).chain((0..seats).map(Viewer::Seat)) {
        game.view(viewer);
        game.boards(viewer);
    }
    if let Some(seat) = game.to_act() {
        assert!(seat < seats, "{text}");
        let legal = game.legal_actions(seat);
        assert!(!legal.is_empty(), "nothing to do: {text}");
        for action in &legal {
            game.clone()
                .apply(seat, action)
                .unwrap_or_else(|error| panic!("legal {action:?} refused: {error}\n{text}"));
        }
    }
}

/// Opens damaged copies of one save of game `G`.
struct Damage<'a> {
    text: &'a str,
    random: &'a mut Random,
    tally: &'a mut Tally,
}

impl ForGame for Damage<'_> {
    type Output = ();

    fn run<G: TableGame + Debug>(self, _fen: fn(&G) -> Option<String>) {
        for _ in 0..CASES_PER_SAVE {
            let text = damaged(self.text, self.random);
            let opened = catch_unwind(AssertUnwindSafe(|| store::decode::<G>(&text, 0.0)))
                .unwrap_or_else(|_| panic!("decode panicked on\n{text}"));
            match opened {
                Err(message) => {
                    assert!(!message.trim().is_empty(), "{text}");
                    self.tally.refused += 1;
                }
                Ok(table) => {
                    check_legal(table.game(), &text);
                    table.shown();
                    let again = store::encode(&table, 0.0);
                    let reopened = store::decode::<G>(&again, 0.0)
                        .unwrap_or_else(|error| panic!("{error}: a save of it\n{again}"));
                    assert_eq!(store::encode(&reopened, 0.0), again, "opened from\n{text}");
                    self.tally.opened += 1;
                }
            }
        }
    }
}

#[test]
fn damaged_saves_of_every_game_are_refused_or_open_legal_games() {
    let started = std::time::Instant::now();
    let mut random = Random::seeded(0xda3a_9ed5);
    let mut tallies: BTreeMap<&str, Tally> = BTreeMap::new();
    for save in SAVES {
        let text = save.text();
        let tally = tallies.entry(save.game).or_default();
        for_game(
            save.game,
            Damage {
                text: &text,
                random: &mut random,
                tally,
            },
        );
    }
    let total: usize = tallies.values().map(|t| t.refused + t.opened).sum();
    println!("damaged saves, by game (refused with a message / opened legal):");
    for (game, tally) in &tallies {
        println!("  {game:<18} {:>5} / {:>5}", tally.refused, tally.opened);
    }
    println!("  {total} cases in {:.1?}", started.elapsed());
    assert_eq!(total, SAVES.len() * CASES_PER_SAVE);
    // The damage is real: most of it is refused.
    for (game, tally) in &tallies {
        assert!(tally.refused > tally.opened, "{game}: {tally:?}");
    }
}

/// Gives random text to `parse_action` at one save's table.
struct Parse<'a> {
    text: &'a str,
    random: &'a mut Random,
    read: &'a mut usize,
}

/// A random text: odd pieces and random characters run together.
fn random_text(random: &mut Random) -> String {
    let mut text = String::new();
    for _ in 0..=random.below(3) {
        if random.below(2) == 0 {
            text.push_str(ODD[random.below(ODD.len() as u64) as usize]);
        } else {
            for _ in 0..random.below(6) {
                let code = match random.below(4) {
                    0 => random.below(0x80),
                    1 => random.below(0x800),
                    2 => random.below(0x1_0000),
                    _ => random.below(0x11_0000),
                };
                text.extend(char::from_u32(code as u32));
            }
        }
        if random.below(3) == 0 {
            text.push(if random.below(2) == 0 { ' ' } else { ':' });
        }
    }
    text
}

impl ForGame for Parse<'_> {
    type Output = ();

    fn run<G: TableGame + Debug>(self, _fen: fn(&G) -> Option<String>) {
        let table = store::decode::<G>(self.text, 0.0).expect("a frozen save opens");
        let game = table.game();
        for _ in 0..TEXTS_PER_SAVE {
            let text = random_text(self.random);
            let seat = game
                .to_act()
                .filter(|_| self.random.below(4) != 0)
                .unwrap_or(self.random.below(game.seat_count() as u64) as usize);
            let parsed = catch_unwind(AssertUnwindSafe(|| game.parse_action(seat, &text)))
                .unwrap_or_else(|_| panic!("parse_action panicked on {text:?}"));
            if let Ok(action) = parsed {
                *self.read += 1;
                let applied = catch_unwind(AssertUnwindSafe(|| game.clone().apply(seat, &action)));
                assert!(applied.is_ok(), "{action:?} from {text:?} panicked");
            }
        }
    }
}

#[test]
fn random_text_is_read_as_an_action_or_refused_by_every_game() {
    let mut random = Random::seeded(0x7e47);
    let mut read = 0;
    for save in SAVES {
        for_game(
            save.game,
            Parse {
                text: &save.text(),
                random: &mut random,
                read: &mut read,
            },
        );
    }
    println!(
        "{} random texts, {read} read as actions",
        SAVES.len() * TEXTS_PER_SAVE
    );
    // Some of the odd pieces are actions somewhere.
    assert!(read > 0);
}
