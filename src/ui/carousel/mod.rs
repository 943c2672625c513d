//! Carousel chess on the shared table (`crate::games::carousel`): 3 to 9
//! people, one seat each in the order they sit round the table. The cards
//! are dealt by the device; before the first move the device goes round
//! once so each person looks at their own card (the shell's first looks),
//! and anyone may look again later behind a hand-off. The seat to move
//! sees the colour it moves at the bottom of the board.
//!
//! - [`panel`]: the turn, the die, the viewer's own card, the final table,
//!   the score sheet and the moves, from the view of the screen that is up.
//! - [`words`]: what the table says, plain Rust.
//!
//! A running game's share link carries no card: it holds the game's public
//! record ([`TableGame::public_share`]), read back with the cards dealt anew
//! ([`TableGame::import`]).

pub mod panel;
pub mod words;

use std::fmt;

use leptos::prelude::*;
use serde::de::{Deserialize, Deserializer, IgnoredAny, MapAccess, Visitor};

use crate::engine::men::Army;
use crate::engine::random::Random;
use crate::games::carousel::Carousel;
use crate::games::carousel::cards::{MAX_PLAYERS, MIN_PLAYERS};
use crate::games::carousel::record::SharedGame;
use crate::games::carousel::{Event, view::TableView};
use crate::games::pass_table::Sitting;
use crate::games::{Game, RuleError, Seat};
use crate::ui::board::{Board, Rotation};
use crate::ui::catalogue::GameId;
use crate::ui::shell::{BoardContext, PanelContext, SeatPreset, TableGame, Unplayed, store};

/// The people the setup screen starts with.
const USUAL_TABLE: usize = 5;

/// Where the table a seat sees has Black at the bottom: in its own view,
/// while it moves for Black.
pub fn turned_for(view: &TableView, seat: Option<Seat>) -> Rotation {
    if seat.is_some() && view.to_act == seat && view.colour == Army::Black {
        Rotation::Deg180
    } else {
        Rotation::Deg0
    }
}

impl TableGame for Carousel {
    const ID: GameId = GameId::Carousel;
    type Settings = ();

    fn secret_words() -> &'static str {
        "card"
    }

    fn seat_labels() -> Vec<String> {
        words::seat_labels()
    }

    fn seats_follow_players() -> bool {
        true
    }

    fn people() -> (usize, usize) {
        (MIN_PLAYERS, MAX_PLAYERS)
    }

    fn usual_people() -> usize {
        USUAL_TABLE
    }

    fn presets(people: usize) -> Vec<SeatPreset> {
        if (MIN_PLAYERS..=MAX_PLAYERS).contains(&people) {
            vec![SeatPreset {
                name: "One seat each, in the order you sit".to_string(),
                holders: (0..people).collect(),
            }]
        } else {
            Vec::new()
        }
    }

    fn start(settings: &()) -> Result<Carousel, RuleError> {
        let names = (1..=USUAL_TABLE).map(|n| format!("Player {n}")).collect();
        Self::start_seated(settings, &Sitting::one_each(names))
    }

    /// The players are the people, by seat; the device deals the cards,
    /// draws the first player and rolls the die.
    fn start_seated(_: &(), sitting: &Sitting) -> Result<Carousel, RuleError> {
        let names: Vec<String> = sitting
            .holders
            .iter()
            .map(|&person| sitting.people.get(person).cloned().unwrap_or_default())
            .collect();
        Carousel::with_entropy(&names)
    }

    fn options_form(_: RwSignal<()>) -> AnyView {
        view! {
            <p class="small">"This device deals the cards, draws who moves first and, at an even table, rolls the die each round."</p>
        }
        .into_any()
    }

    fn panel(context: PanelContext<Carousel>) -> AnyView {
        view! { <panel::CarouselPanel context /> }.into_any()
    }

    /// Upright; the seat moving for Black sees Black at the bottom
    /// (drawn by [`TableGame::board`]).
    fn rotation(_: Option<Seat>) -> Rotation {
        Rotation::Deg0
    }

    fn notice(event: &Event, names: &[String]) -> Option<String> {
        Some(words::notice(event, names))
    }

    /// "Ann played e4 for White, scoring 1 point."
    fn notices_tell_moves() -> bool {
        true
    }

    /// Who held which card, and the card left out.
    fn secrets_told(view: &TableView, names: &[String]) -> Vec<String> {
        let Some(reveal) = &view.reveal else {
            return Vec::new();
        };
        let mut told: Vec<String> = reveal
            .cards
            .iter()
            .enumerate()
            .map(|(seat, card)| {
                let name = names.get(seat).map_or("?", String::as_str);
                format!("{name} held the {} card.", words::card_name(*card))
            })
            .collect();
        if let Some(card) = reveal.left_out {
            told.push(format!("The {} card was left out.", words::card_name(card)));
        }
        told
    }

    /// The board, turned for the seat moving for Black.
    fn board(context: BoardContext<Carousel>) -> AnyView {
        let BoardContext {
            board,
            index,
            seat,
            view,
            enabled,
            on_choice,
            on_refused,
            ..
        } = context;
        let rotation = Signal::derive(move || {
            view.with(|v| v.as_ref().map_or(Rotation::Deg0, |v| turned_for(v, seat)))
        });
        view! { <Board view=board index rotation enabled on_choice on_refused /> }.into_any()
    }

    /// The public record of a running game that [`TableGame::public_share`]
    /// writes (names, first player, die rolls and moves), with the cards
    /// dealt anew.
    fn import(text: &str) -> Option<Result<Unplayed<Carousel>, RuleError>> {
        let keys: RecordKeys = serde_json::from_str(text.trim()).ok()?;
        if !(keys.players && keys.moves) {
            return None;
        }
        let game = serde_json::from_str::<SharedGame>(text.trim())
            .map_err(|error| {
                RuleError::new(format!(
                    "this link does not hold a Carousel game: {}",
                    store::damage(&error)
                ))
            })
            .and_then(|shared| {
                let random = Random::from_entropy()
                    .map_err(|error| RuleError::new(format!("no randomness available: {error}")))?;
                Carousel::from_shared(&shared, random)
            });
        Some(game.map(|game| (game, Vec::new())))
    }

    /// The players the public record names, one seat each.
    fn import_sitting(game: &Carousel) -> Sitting {
        Sitting::one_each(game.players().to_vec())
    }

    /// The public record while the game runs: names, first player, die
    /// rolls and moves, no card.
    fn public_share(game: &Carousel) -> Option<String> {
        game.outcome()
            .is_none()
            .then(|| serde_json::to_string(&game.share()).ok())
            .flatten()
    }
}

/// Which of the keys of a public record a JSON object names, read without
/// keeping the rest of it: a text is taken for a public record only when
/// it is an object naming both `players` and `moves`.
struct RecordKeys {
    players: bool,
    moves: bool,
}

impl<'de> Deserialize<'de> for RecordKeys {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<RecordKeys, D::Error> {
        /// Reads an object's keys, skipping their values.
        struct Keys;

        impl<'de> Visitor<'de> for Keys {
            type Value = RecordKeys;

            fn expecting(&self, formatter: &mut fmt::Formatter) -> fmt::Result {
                formatter.write_str("an object")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<RecordKeys, A::Error> {
                let mut keys = RecordKeys {
                    players: false,
                    moves: false,
                };
                while let Some(key) = map.next_key::<String>()? {
                    keys.players |= key == "players";
                    keys.moves |= key == "moves";
                    map.next_value::<IgnoredAny>()?;
                }
                Ok(keys)
            }
        }

        deserializer.deserialize_map(Keys)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::carousel::Card;
    use crate::games::carousel::record::SavedGame;
    use crate::games::pass_table::{PassTable, Screen, Shown};
    use crate::games::{Game, Viewer};
    use crate::ui::shell::store;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|name| name.to_string()).collect()
    }

    fn seated(list: &[&str]) -> PassTable<Carousel> {
        let sitting = Sitting::one_each(names(list));
        let game = Carousel::new(&names(list), Random::seeded(8)).unwrap();
        PassTable::new(game, sitting, false, 0.0).unwrap()
    }

    /// Everyone looks once, then the first move is played.
    fn dealt(list: &[&str]) -> PassTable<Carousel> {
        let mut table = seated(list);
        while table.first_looks() {
            table.reveal();
            table.hide();
        }
        table
    }

    fn play(table: &mut PassTable<Carousel>, text: &str) -> Vec<Event> {
        if let Screen::HandOff { .. } = table.screen() {
            table.reveal();
        }
        let seat = table.game().to_act().unwrap();
        let action = table.game().parse_action(seat, text).unwrap();
        table.act(&action, 0.0).unwrap()
    }

    #[test]
    fn three_to_nine_people_one_seat_each_labelled_by_seat() {
        assert_eq!(Carousel::people(), (3, 9));
        assert_eq!(Carousel::usual_people(), 5);
        assert_eq!(Carousel::seat_labels().len(), 9);
        assert_eq!(Carousel::seat_labels()[2], "Seat 3");
        assert!(Carousel::presets(2).is_empty());
        assert!(Carousel::presets(10).is_empty());
        for people in 3..=9 {
            let presets = Carousel::presets(people);
            assert_eq!(presets.len(), 1);
            assert_eq!(presets[0].holders, (0..people).collect::<Vec<_>>());
        }
        let sitting = Sitting::one_each(names(&["Ann", "Bo", "Cy", "Di"]));
        let game = Carousel::start_seated(&(), &sitting).unwrap();
        assert_eq!(game.players(), ["Ann", "Bo", "Cy", "Di"]);
        assert!(game.has_secrets() && game.deals_secrets());
        assert_eq!(Carousel::start(&()).unwrap().seat_count(), USUAL_TABLE);
    }

    #[test]
    fn each_person_looks_at_their_own_card_before_the_first_move() {
        let mut table = seated(&["Ann", "Bo", "Cy"]);
        for person in 0..3 {
            assert_eq!(table.screen(), Screen::HandOff { person, peek: true });
            let Shown::HandOff { view, .. } = table.shown() else {
                panic!("a hand-off")
            };
            assert_eq!(view.own_card, None, "no card under a hand-off");
            let mover = table.game().to_act().unwrap();
            let first_move = table.game().parse_action(mover, "e2e4").unwrap();
            assert!(
                table.act(&first_move, 0.0).is_err(),
                "no move before the looks"
            );
            table.reveal();
            let Shown::Private {
                seat, acting, view, ..
            } = table.shown()
            else {
                panic!("a look")
            };
            assert_eq!((seat, acting), (person, false));
            assert_eq!(
                view.own_card,
                table.game().view(Viewer::Seat(person)).own_card
            );
            table.hide();
        }
        assert!(!table.first_looks());
        let mover = table.game().to_act().unwrap();
        let expected = if mover == 2 {
            Screen::Private {
                seat: 2,
                peek: false,
            }
        } else {
            Screen::HandOff {
                person: mover,
                peek: false,
            }
        };
        assert_eq!(
            table.screen(),
            expected,
            "the last to look keeps the device if first to move"
        );
    }

    #[test]
    fn the_board_turns_for_the_seat_moving_black_only() {
        let mut table = dealt(&["Ann", "Bo", "Cy"]);
        let view = table.game().view(Viewer::Public);
        let white = view.to_act;
        assert_eq!(turned_for(&view, white), Rotation::Deg0);
        play(&mut table, "e2e4");
        let black = table.game().to_act();
        let view = table.game().view(Viewer::Public);
        assert_eq!(turned_for(&view, black), Rotation::Deg180);
        assert_eq!(
            turned_for(&view, None),
            Rotation::Deg0,
            "the public view is upright"
        );
        let other = (0..3).find(|&s| Some(s) != black);
        assert_eq!(
            turned_for(&view, other),
            Rotation::Deg0,
            "a look out of turn is upright"
        );
    }

    /// A game with the given cards (left out: none, an odd table), its
    /// first player and generator fixed.
    fn with_cards(cards: [Card; 3]) -> Carousel {
        Carousel::try_from(SavedGame {
            players: names(&["Ann", "Bo", "Cy"]),
            cards: cards.to_vec(),
            left_out: None,
            first: 1,
            dice: Vec::new(),
            moves: Vec::new(),
            random: Random::seeded(3),
        })
        .unwrap()
    }

    #[test]
    fn notices_are_the_same_whatever_the_cards() {
        let people = names(&["Ann", "Bo", "Cy"]);
        let mut notices = Vec::new();
        for cards in [
            [Card::White, Card::Black, Card::Draw],
            [Card::Draw, Card::White, Card::Black],
        ] {
            let mut game = with_cards(cards);
            let mut said = Vec::new();
            for text in ["f2f3", "e7e5", "g2g4", "d8h4"] {
                let seat = game.to_act().unwrap();
                let action = game.parse_action(seat, text).unwrap();
                let events = game.apply(seat, &action).unwrap();
                said.extend(events.iter().filter_map(|e| Carousel::notice(e, &people)));
            }
            notices.push(said);
        }
        assert_eq!(notices[0], notices[1]);
        assert_eq!(notices[0][0], "Bo played f3 for White.");
        let end = notices[0].last().unwrap();
        assert!(
            end.starts_with("Black wins by checkmate, mated by Bo"),
            "{end}"
        );
        for notice in &notices[0] {
            assert!(!notice.contains("Draw"), "{notice}");
        }
    }

    #[test]
    fn a_capture_and_a_new_round_are_announced_with_the_die() {
        let captured = Event::Moved {
            seat: 0,
            colour: Army::White,
            uci: "e4d5".into(),
            san: "exd5".into(),
            points: 1,
        };
        assert_eq!(
            words::notice(&captured, &names(&["Ann", "Bo", "Cy", "Di"])),
            "Ann played exd5 for White, scoring 1 point."
        );
        assert_eq!(
            words::notice(&captured, &[]),
            "Seat 1 played exd5 for White, scoring 1 point.",
            "a seat nobody is named for keeps its label"
        );
        let round = Event::RoundStarted {
            round: 2,
            sitting_out: Some(3),
        };
        assert_eq!(
            words::notice(&round, &names(&["Ann", "Bo", "Cy", "Di"])),
            "Round 2 begins: the die picks Di to sit it out."
        );
    }

    #[test]
    fn a_table_saved_and_opened_is_the_same_table() {
        let mut table = dealt(&["Ann", "Bo", "Cy", "Di"]);
        for text in ["e2e4", "e7e5", "g1f3"] {
            play(&mut table, text);
        }
        let text = store::encode(&table, 1.0);
        let header = store::header(&text).unwrap();
        assert_eq!(header.game, "carousel");
        assert_eq!(header.players, ["Ann", "Bo", "Cy", "Di"]);
        let opened: PassTable<Carousel> = store::decode(&text, 2.0).unwrap();
        assert_eq!(opened.action_count(), 3);
        assert!(!opened.first_looks(), "a game under way goes on");
        for seat in 0..4 {
            assert_eq!(
                opened.game().view(Viewer::Seat(seat)),
                table.game().view(Viewer::Seat(seat))
            );
        }
        assert_eq!(
            opened.game().dice(),
            table.game().dice(),
            "the same die rolls"
        );
    }

    #[test]
    fn a_running_games_public_link_holds_no_card_and_opens_with_a_new_deal() {
        let mut table = dealt(&["Ann", "Bo", "Cy", "Di", "Ed"]);
        for text in ["e2e4", "e7e5"] {
            play(&mut table, text);
        }
        let game = table.game().clone();
        let link = Carousel::public_share(&game).unwrap();
        for card in ["\"white\"", "\"black\"", "\"draw\"", "random"] {
            assert!(!link.contains(card), "{card} in {link}");
        }
        let shared: PassTable<Carousel> = store::decode(&link, 0.0).unwrap();
        assert_eq!(shared.game().fen(), game.fen());
        assert_eq!(shared.game().to_act(), game.to_act());
        assert!(shared.first_looks(), "the new deal is looked at");
        assert!(
            store::decode::<Carousel>(r#"{"players":[],"moves":[]}"#, 0.0)
                .unwrap_err()
                .contains("cannot be opened")
        );
        assert!(Carousel::import("hello").is_none(), "not a public record");
        assert!(Carousel::import(r#"{"header":{}}"#).is_none());
        assert!(
            Carousel::import(r#"["players","moves"]"#).is_none(),
            "not an object"
        );
        let error = store::decode::<Carousel>(r#"{"players":["Ann"],"moves":7}"#, 0.0).unwrap_err();
        assert!(error.contains("invalid type: integer `7`"), "{error}");
        assert!(!error.contains(" at line "), "{error}");
        assert_eq!(shared.sitting().people, game.players());
    }

    #[test]
    fn a_finished_game_is_shared_whole_not_dealt_anew() {
        let mut table = dealt(&["Ann", "Bo", "Cy"]);
        for text in ["f2f3", "e7e5", "g2g4", "d8h4"] {
            play(&mut table, text);
        }
        assert_eq!(table.screen(), Screen::Over);
        assert_eq!(Carousel::public_share(table.game()), None);
        let opened: PassTable<Carousel> = store::decode(&store::encode(&table, 0.0), 0.0).unwrap();
        assert_eq!(opened.screen(), Screen::Over);
        let Shown::Over { view, .. } = opened.shown() else {
            panic!("the end")
        };
        let reveal = view.reveal.expect("every card on the final table");
        assert_eq!(
            reveal.cards,
            table.game().view(Viewer::Seat(0)).reveal.unwrap().cards
        );
    }
}
