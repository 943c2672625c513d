//! One device passed round a table, for every game: who holds which seats,
//! which screen is up (a hand-off to the next person, one seat's own view,
//! a private peek, the finished game), what that screen may show, the
//! clock, takeback and the record a save or an export keeps.
//!
//! Plain Rust, natively tested; the UI's shell draws only
//! [`PassTable::shown`], so what is not in it is not in the DOM.
//!
//! Hand-off screens come up only in a game with secrets
//! ([`Game::has_secrets`]), only between different people (a person holding
//! several seats, as in COIN chess, keeps the device), and not at an open
//! table, where nobody minds seeing the next player's view. A game that
//! deals its secrets ([`Game::deals_secrets`]) starts with the first looks:
//! the device goes round once, each person peeking at their own view,
//! before the first action.

use serde::{Deserialize, Serialize};

use super::board_view::BoardView;
use super::clock::{ClockPlan, TableClock};
use super::{Game, Outcome, RuleError, Seat, Viewer};

/// Index of a person at the table, counted from 0.
pub type Person = usize;

/// Who sits at the table: the people's names and the person holding each
/// seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sitting {
    /// Each person's name.
    pub people: Vec<String>,
    /// The person holding each seat, by seat.
    pub holders: Vec<Person>,
}

impl Sitting {
    /// One person per seat, with the given names.
    pub fn one_each(names: Vec<String>) -> Sitting {
        let holders = (0..names.len()).collect();
        Sitting {
            people: names,
            holders,
        }
    }

    /// Refuses a sitting that does not fit a table of `seats` seats: a seat
    /// held by nobody or by someone unnamed, a person holding no seat, a
    /// blank or repeated name.
    pub fn check(&self, seats: usize) -> Result<(), RuleError> {
        if self.holders.len() != seats {
            return Err(RuleError::new(format!(
                "this game has {seats} seats, not {}",
                self.holders.len()
            )));
        }
        if let Some(&person) = self.holders.iter().find(|&&p| p >= self.people.len()) {
            return Err(RuleError::new(format!(
                "a seat is held by player {} of {}",
                person + 1,
                self.people.len()
            )));
        }
        for (person, name) in self.people.iter().enumerate() {
            if name.trim().is_empty() {
                return Err(RuleError::new(format!("player {} has no name", person + 1)));
            }
            if self.people[..person]
                .iter()
                .any(|other| other.trim() == name.trim())
            {
                return Err(RuleError::new(format!(
                    "two players are called \u{201c}{}\u{201d}: give each a name of their own",
                    name.trim()
                )));
            }
            if !self.holders.contains(&person) {
                return Err(RuleError::new(format!("{} holds no seat", name.trim())));
            }
        }
        Ok(())
    }
}

/// The screen that is up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Screen {
    /// Waiting for `person` to take the device and reveal their view; a
    /// `peek` is a look at their own view out of turn.
    HandOff { person: Person, peek: bool },
    /// `seat`'s own view; it may act when this is no peek.
    Private { seat: Seat, peek: bool },
    /// The game is over: the public view.
    Over,
}

/// What the screen that is up may show, taken from the game's views only.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(bound = "")]
pub enum Shown<G: Game> {
    /// Public information and the person to take the device.
    HandOff {
        person: Person,
        name: String,
        peek: bool,
        view: G::View,
        boards: Vec<BoardView>,
    },
    /// One seat's own view. `acting`: the seat may act now (no peek, its
    /// turn). `refusal`: why its last attempt was refused.
    Private {
        seat: Seat,
        acting: bool,
        view: G::View,
        boards: Vec<BoardView>,
        refusal: Option<String>,
    },
    /// The finished game, publicly.
    Over {
        outcome: Outcome,
        view: G::View,
        boards: Vec<BoardView>,
    },
}

/// What a save, an export or a share link keeps of a table: the game as it
/// started, every action since, who sits where. Opening one replays the
/// actions, so a damaged record is refused rather than half-believed.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct TableRecord<G: Game> {
    /// The game before the first action.
    pub start: G,
    /// Every action, by seat, in order.
    pub actions: Vec<(Seat, G::Action)>,
    /// Who sits where.
    pub sitting: Sitting,
    /// No hand-off screens (see [`PassTable`]).
    #[serde(default)]
    pub open_table: bool,
    /// The clocks' time used.
    #[serde(default)]
    pub clock: TableClock,
}

/// A game at a table where one device is passed round.
#[derive(Clone, Debug)]
pub struct PassTable<G: Game> {
    start: G,
    game: G,
    actions: Vec<(Seat, G::Action)>,
    sitting: Sitting,
    open_table: bool,
    screen: Screen,
    clock: TableClock,
    refusal: Option<String>,
    last_events: Vec<G::Event>,
    /// During the first looks, the person whose look is due.
    first_look: Option<Person>,
}

impl<G: Game> PassTable<G> {
    /// Sits `sitting` at `game` (not yet played), the clocks starting at
    /// `now`.
    pub fn new(
        game: G,
        sitting: Sitting,
        open_table: bool,
        now: f64,
    ) -> Result<PassTable<G>, RuleError> {
        PassTable::from_record(
            TableRecord {
                start: game,
                actions: Vec::new(),
                sitting,
                open_table,
                clock: TableClock::new(),
            },
            now,
        )
    }

    /// Opens a record: replays its actions, refusing the first one the game
    /// refuses. The clock resumes at `now`.
    pub fn from_record(record: TableRecord<G>, now: f64) -> Result<PassTable<G>, RuleError> {
        let TableRecord {
            start,
            actions,
            sitting,
            open_table,
            mut clock,
        } = record;
        sitting.check(start.seat_count())?;
        let mut game = start.clone();
        for (index, (seat, action)) in actions.iter().enumerate() {
            game.apply(*seat, action).map_err(|error| {
                RuleError::new(format!("action {} cannot be replayed: {error}", index + 1))
            })?;
        }
        clock.resume(&game, now);
        let mut table = PassTable {
            start,
            game,
            actions,
            sitting,
            open_table,
            screen: Screen::Over,
            clock,
            refusal: None,
            last_events: Vec::new(),
            first_look: None,
        };
        let looks = table.hands_off() && table.game.deals_secrets() && table.actions.is_empty();
        table.screen = if looks && table.game.to_act().is_some() {
            table.first_look = Some(0);
            Screen::HandOff {
                person: 0,
                peek: true,
            }
        } else {
            table.screen_for_next(None)
        };
        Ok(table)
    }

    /// What a save or an export keeps.
    pub fn record(&self) -> TableRecord<G> {
        TableRecord {
            start: self.start.clone(),
            actions: self.actions.clone(),
            sitting: self.sitting.clone(),
            open_table: self.open_table,
            clock: self.clock.clone(),
        }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// Who sits where.
    pub fn sitting(&self) -> &Sitting {
        &self.sitting
    }

    /// The name of the person holding `seat`.
    pub fn holder_name(&self, seat: Seat) -> &str {
        self.sitting
            .holders
            .get(seat)
            .and_then(|&person| self.sitting.people.get(person))
            .map_or("", String::as_str)
    }

    /// Whether hand-off screens are skipped.
    pub fn open_table(&self) -> bool {
        self.open_table
    }

    /// The screen that is up.
    pub fn screen(&self) -> Screen {
        self.screen
    }

    /// How many actions have been played.
    pub fn action_count(&self) -> usize {
        self.actions.len()
    }

    /// What the last action made happen (empty after a takeback or on
    /// opening a save).
    pub fn last_events(&self) -> &[G::Event] {
        &self.last_events
    }

    /// Whether hand-off screens come up between people.
    fn hands_off(&self) -> bool {
        self.game.has_secrets() && !self.open_table
    }

    /// The screen for whoever acts next, after `previous` held the device.
    fn screen_for_next(&self, previous: Option<Person>) -> Screen {
        let Some(seat) = self.game.to_act() else {
            return Screen::Over;
        };
        let person = self.sitting.holders[seat];
        if self.hands_off() && previous != Some(person) {
            Screen::HandOff {
                person,
                peek: false,
            }
        } else {
            Screen::Private { seat, peek: false }
        }
    }

    /// The person on the hand-off screen reveals their view.
    pub fn reveal(&mut self) {
        if let Screen::HandOff { person, peek } = self.screen {
            let seat = if peek {
                self.sitting.holders.iter().position(|&p| p == person)
            } else {
                self.game.to_act()
            };
            if let Some(seat) = seat {
                self.screen = Screen::Private { seat, peek };
            }
        }
    }

    /// Whether the first looks are still going round (see the module
    /// notes): no action until everyone has looked.
    pub fn first_looks(&self) -> bool {
        self.first_look.is_some()
    }

    /// Puts the view away: a peek ends, and the person to act gets the
    /// device back behind a hand-off (at a table with hand-offs). During
    /// the first looks, a person who has looked passes the device on to
    /// the next, the last to the person to act.
    pub fn hide(&mut self) {
        self.refusal = None;
        if let Some(due) = self.first_look {
            let looked = matches!(self.screen, Screen::Private { seat, peek: true }
                if self.sitting.holders.get(seat) == Some(&due));
            let next = if looked { due + 1 } else { due };
            if next < self.sitting.people.len() {
                self.first_look = Some(next);
                self.screen = Screen::HandOff {
                    person: next,
                    peek: true,
                };
                return;
            }
            self.first_look = None;
            self.screen = self.screen_for_next(Some(due));
            return;
        }
        self.screen = self.screen_for_next(None);
    }

    /// `person` asks to look at their own view out of turn (their card,
    /// their alliance): a hand-off to them comes up. Only at a table with
    /// hand-offs, while the game runs.
    pub fn peek(&mut self, person: Person) -> Result<(), RuleError> {
        if !self.hands_off() || self.game.to_act().is_none() {
            return Err(RuleError::new("every view is on the table already"));
        }
        if person >= self.sitting.people.len() {
            return Err(RuleError::new("nobody sits there"));
        }
        self.refusal = None;
        self.screen = Screen::HandOff { person, peek: true };
        Ok(())
    }

    /// Plays `action` for the seat whose view is up, at `now`. A refusal
    /// changes nothing but the reason shown beside the board.
    pub fn act(&mut self, action: &G::Action, now: f64) -> Result<Vec<G::Event>, RuleError> {
        let seat = match self.screen {
            Screen::Private { seat, peek: false } if self.game.to_act() == Some(seat) => seat,
            _ => return Err(RuleError::new("it is not this seat's turn")),
        };
        match self.game.apply(seat, action) {
            Ok(events) => {
                self.record_action(seat, action.clone(), events.clone(), now);
                Ok(events)
            }
            Err(error) => {
                self.refusal = Some(error.0.clone());
                Err(error)
            }
        }
    }

    /// Shows why something the seat whose view is up tried is no action
    /// (a gesture the game refused before it became one).
    pub fn refuse(&mut self, error: RuleError) {
        if let Screen::Private { .. } = self.screen {
            self.refusal = Some(error.0);
        }
    }

    fn record_action(&mut self, seat: Seat, action: G::Action, events: Vec<G::Event>, now: f64) {
        self.actions.push((seat, action));
        self.clock.follow(&self.game, now);
        self.refusal = None;
        self.last_events = events;
        self.screen = self.screen_for_next(Some(self.sitting.holders[seat]));
    }

    /// The clocks as they stand, when the game has any.
    pub fn clock_plan(&self) -> Option<ClockPlan> {
        self.game.clock_plan()
    }

    /// The table's clock.
    pub fn clock(&self) -> &TableClock {
        &self.clock
    }

    /// Plays the flag of the seat to act if its clock has run out at `now`;
    /// returns what happened, if anything.
    pub fn check_flag(&mut self, now: f64) -> Option<Vec<G::Event>> {
        let seat = self.clock.flag(&self.game, now)?;
        let action = self.game.out_of_time(seat)?;
        let events = self.game.apply(seat, &action).ok()?;
        let previous = match self.screen {
            Screen::Private { seat, .. } => Some(self.sitting.holders[seat]),
            _ => None,
        };
        self.actions.push((seat, action));
        self.clock.follow(&self.game, now);
        self.last_events = events.clone();
        self.screen = self.screen_for_next(previous);
        Some(events)
    }

    /// Whether the last action may be taken back now.
    pub fn can_take_back(&self) -> bool {
        self.game.allows_takeback() && !self.actions.is_empty()
    }

    /// Takes the last action back by replaying the game without it.
    pub fn take_back(&mut self, now: f64) -> Result<(), RuleError> {
        if !self.can_take_back() {
            return Err(RuleError::new("nothing can be taken back here"));
        }
        let mut game = self.start.clone();
        let kept = &self.actions[..self.actions.len() - 1];
        for (seat, action) in kept {
            game.apply(*seat, action)?;
        }
        self.game = game;
        self.actions.pop();
        self.clock.resume(&self.game, now);
        self.refusal = None;
        self.last_events.clear();
        self.screen = self.screen_for_next(None);
        Ok(())
    }

    /// Everything the screen that is up may show.
    pub fn shown(&self) -> Shown<G> {
        match self.screen {
            Screen::HandOff { person, peek } => Shown::HandOff {
                person,
                name: self.sitting.people[person].clone(),
                peek,
                view: self.game.view(Viewer::Public),
                boards: self.game.boards(Viewer::Public),
            },
            Screen::Private { seat, peek } => Shown::Private {
                seat,
                acting: !peek && self.game.to_act() == Some(seat),
                view: self.game.view(Viewer::Seat(seat)),
                boards: self.game.boards(Viewer::Seat(seat)),
                refusal: self.refusal.clone(),
            },
            Screen::Over => Shown::Over {
                outcome: self.game.outcome().unwrap_or_else(|| Outcome {
                    winners: Vec::new(),
                    scores: None,
                    reason: "The game has stopped.".to_string(),
                }),
                view: self.game.view(Viewer::Public),
                boards: self.game.boards(Viewer::Public),
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coin::{ClockOptions, CoinChess, Options as CoinOptions};
    use crate::games::four_player::{FourPlayer, Options as FourOptions};

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|name| name.to_string()).collect()
    }

    fn act_text<G: Game>(table: &mut PassTable<G>, text: &str) -> Vec<G::Event> {
        if let Screen::HandOff { .. } = table.screen() {
            table.reveal();
        }
        let Screen::Private { seat, .. } = table.screen() else {
            panic!("no seat's view is up")
        };
        let action = table.game().parse_action(seat, text).unwrap();
        table.act(&action, 0.0).unwrap()
    }

    #[test]
    fn a_sitting_must_fit_the_table() {
        let two_roles_each = Sitting {
            people: names(&["Ann", "Bo"]),
            holders: vec![0, 0, 1, 1],
        };
        assert!(two_roles_each.check(4).is_ok());
        assert!(two_roles_each.check(3).is_err(), "wrong number of seats");
        let idle = Sitting {
            people: names(&["Ann", "Bo", "Cy"]),
            holders: vec![0, 0, 1, 1],
        };
        assert_eq!(idle.check(4).unwrap_err().0, "Cy holds no seat");
        let twins = Sitting::one_each(names(&["Ann", "Ann "]));
        assert!(twins.check(2).unwrap_err().0.contains("two players"));
        let blank = Sitting::one_each(names(&["Ann", " "]));
        assert_eq!(blank.check(2).unwrap_err().0, "player 2 has no name");
        let stranger = Sitting {
            people: names(&["Ann"]),
            holders: vec![0, 1],
        };
        assert!(stranger.check(2).is_err());
    }

    fn four_player(open: bool) -> PassTable<FourPlayer> {
        let game = FourPlayer::new(FourOptions::default(), 2).unwrap();
        let sitting = Sitting::one_each(names(&["Ann", "Bo", "Cy", "Di"]));
        PassTable::new(game, sitting, open, 0.0).unwrap()
    }

    #[test]
    fn a_game_with_secrets_hands_off_between_people_and_acts_only_after_reveal() {
        let mut table = four_player(false);
        assert_eq!(
            table.screen(),
            Screen::HandOff {
                person: 0,
                peek: false
            }
        );
        let step = table.game().parse_action(0, "f2f3").unwrap();
        assert!(table.act(&step, 0.0).is_err(), "nothing under a hand-off");
        assert_eq!(table.action_count(), 0);
        table.reveal();
        assert_eq!(
            table.screen(),
            Screen::Private {
                seat: 0,
                peek: false
            }
        );
        table.act(&step, 0.0).unwrap();
        assert_eq!(
            table.screen(),
            Screen::HandOff {
                person: 1,
                peek: false
            }
        );
        let Shown::HandOff { name, .. } = table.shown() else {
            panic!("a hand-off")
        };
        assert_eq!(name, "Bo");
    }

    #[test]
    fn a_refusal_changes_nothing_and_is_shown_to_that_seat_only() {
        let mut table = four_player(false);
        table.reveal();
        let wrong = table.game().parse_action(0, "f2f3").unwrap();
        table.act(&wrong, 0.0).unwrap();
        table.reveal();
        // Blue tries White's move.
        let before = serde_json::to_string(&table.record()).unwrap();
        assert!(table.act(&wrong, 0.0).is_err());
        assert_eq!(serde_json::to_string(&table.record()).unwrap(), before);
        let Shown::Private { refusal, .. } = table.shown() else {
            panic!("Blue's view")
        };
        assert!(refusal.is_some(), "the reason is beside the board");
        table.hide();
        let Shown::HandOff { .. } = table.shown() else {
            panic!("hidden again")
        };
        table.reveal();
        let Shown::Private { refusal, .. } = table.shown() else {
            panic!("Blue's view")
        };
        assert_eq!(refusal, None, "a refusal does not outlive its screen");
    }

    #[test]
    fn a_dealt_secret_is_looked_at_by_each_person_in_turn_before_play() {
        use crate::games::carousel::Carousel;
        use crate::games::random::Random;
        let people = names(&["Ann", "Bo", "Cy"]);
        let game = Carousel::new(&people, Random::seeded(4)).unwrap();
        let mut table =
            PassTable::new(game.clone(), Sitting::one_each(people), false, 0.0).unwrap();
        assert!(table.first_looks());
        assert_eq!(
            table.screen(),
            Screen::HandOff {
                person: 0,
                peek: true
            }
        );
        table.hide();
        assert_eq!(
            table.screen(),
            Screen::HandOff {
                person: 0,
                peek: true
            },
            "no skipping a look"
        );
        // Cy asks first: her look counts for nobody else's.
        table.peek(2).unwrap();
        table.reveal();
        table.hide();
        assert_eq!(
            table.screen(),
            Screen::HandOff {
                person: 0,
                peek: true
            }
        );
        for person in 0..3 {
            table.reveal();
            let Shown::Private { seat, acting, .. } = table.shown() else {
                panic!("a look")
            };
            assert_eq!((seat, acting), (person, false));
            table.hide();
        }
        assert!(!table.first_looks());
        assert!(matches!(
            table.screen(),
            Screen::HandOff { peek: false, .. } | Screen::Private { peek: false, .. }
        ));
        let mover = table.game().to_act().unwrap();
        let first = table.game().parse_action(mover, "e2e4").unwrap();
        if let Screen::HandOff { .. } = table.screen() {
            table.reveal();
        }
        table.act(&first, 0.0).unwrap();
        // A game under way opens without the looks; an open table has none.
        let reopened = PassTable::from_record(table.record(), 0.0).unwrap();
        assert!(!reopened.first_looks());
        let open =
            PassTable::new(game, Sitting::one_each(names(&["A", "B", "C"])), true, 0.0).unwrap();
        assert!(!open.first_looks());
    }

    #[test]
    fn an_open_table_skips_hand_offs_and_peeks() {
        let mut table = four_player(true);
        assert_eq!(
            table.screen(),
            Screen::Private {
                seat: 0,
                peek: false
            }
        );
        act_text(&mut table, "f2f3");
        assert_eq!(
            table.screen(),
            Screen::Private {
                seat: 1,
                peek: false
            }
        );
        assert!(table.peek(2).is_err());
    }

    #[test]
    fn a_peek_shows_a_persons_own_view_read_only_then_the_turn_resumes() {
        let mut table = four_player(false);
        table.peek(2).unwrap();
        assert_eq!(
            table.screen(),
            Screen::HandOff {
                person: 2,
                peek: true
            }
        );
        table.reveal();
        let Shown::Private { seat, acting, .. } = table.shown() else {
            panic!("Cy's own view")
        };
        assert_eq!((seat, acting), (2, false));
        let step = table.game().parse_action(0, "f2f3").unwrap();
        assert!(table.act(&step, 0.0).is_err(), "no move during a peek");
        table.hide();
        assert_eq!(
            table.screen(),
            Screen::HandOff {
                person: 0,
                peek: false
            }
        );
    }

    fn coin(sitting: Sitting, clock: Option<ClockOptions>) -> PassTable<CoinChess> {
        let game = CoinChess::new(CoinOptions {
            clock,
            ..CoinOptions::default()
        })
        .unwrap();
        PassTable::new(game, sitting, false, 0.0).unwrap()
    }

    #[test]
    fn a_person_holding_several_seats_keeps_the_device_and_no_secret_means_no_hand_off() {
        let sitting = Sitting {
            people: names(&["Ann", "Bo"]),
            holders: vec![0, 0, 1, 1],
        };
        let mut table = coin(sitting, None);
        assert_eq!(
            table.screen(),
            Screen::Private {
                seat: 0,
                peek: false
            }
        );
        act_text(&mut table, "cede");
        assert_eq!(
            table.screen(),
            Screen::Private {
                seat: 1,
                peek: false
            }
        );
        act_text(&mut table, "e2e4");
        assert_eq!(
            table.screen(),
            Screen::Private {
                seat: 2,
                peek: false
            }
        );
        assert_eq!(table.holder_name(2), "Bo");
    }

    #[test]
    fn a_record_replays_to_the_same_table_and_a_damaged_one_is_refused() {
        let mut table = four_player(false);
        for text in ["f2f3", "b7c7", "f13f12", "m7l7"] {
            act_text(&mut table, text);
        }
        let text = serde_json::to_string(&table.record()).unwrap();
        let record: TableRecord<FourPlayer> = serde_json::from_str(&text).unwrap();
        let opened = PassTable::from_record(record, 0.0).unwrap();
        assert_eq!(
            serde_json::to_string(opened.game()).unwrap(),
            serde_json::to_string(table.game()).unwrap()
        );
        assert_eq!(opened.screen(), table.screen());
        let mut damaged: TableRecord<FourPlayer> = serde_json::from_str(&text).unwrap();
        damaged.actions.swap(0, 1);
        let error = PassTable::from_record(damaged, 0.0).unwrap_err();
        assert!(
            error.0.starts_with("action 1 cannot be replayed"),
            "{error}"
        );
    }

    #[test]
    fn takeback_replays_without_the_last_action_where_the_game_allows_it() {
        let sitting = Sitting::one_each(names(&["Ann", "Bo", "Cy", "Di"]));
        let mut table = coin(sitting, None);
        assert!(!table.can_take_back());
        act_text(&mut table, "cede");
        act_text(&mut table, "e2e4");
        assert!(table.can_take_back());
        let mut four = four_player(false);
        act_text(&mut four, "f2f3");
        assert!(!four.can_take_back(), "no takeback where secrets are kept");
        assert!(four.take_back(0.0).is_err());
        table.take_back(0.0).unwrap();
        assert_eq!(table.action_count(), 1);
        assert_eq!(table.game().to_act(), Some(1), "the Peasant moves again");
        assert_eq!(
            table.screen(),
            Screen::Private {
                seat: 1,
                peek: false
            }
        );
    }

    #[test]
    fn the_clock_runs_for_the_seat_to_act_and_a_flag_ends_the_game() {
        let sitting = Sitting {
            people: names(&["Ann", "Bo"]),
            holders: vec![0, 0, 1, 1],
        };
        let mut table = coin(sitting, Some(ClockOptions { minutes: 1 }));
        let cede = table.game().parse_action(0, "cede").unwrap();
        table.act(&cede, 5_000.0).unwrap();
        let plan = table.clock_plan().unwrap();
        assert_eq!(table.clock().left_ms(&plan, 0, 9_000.0), 55_000.0);
        assert_eq!(table.clock().left_ms(&plan, 1, 9_000.0), 56_000.0);
        assert_eq!(table.check_flag(64_999.0), None);
        let events = table
            .check_flag(65_000.0)
            .expect("the Peasant's flag falls");
        assert!(!events.is_empty());
        assert_eq!(table.screen(), Screen::Over);
        let Shown::Over { outcome, .. } = table.shown() else {
            panic!("the end")
        };
        assert!(outcome.winners.contains(&2), "{outcome:?}");
        assert_eq!(table.action_count(), 2, "the flag is in the record");
    }
}
