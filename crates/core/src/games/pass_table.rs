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
//!
//! A seat may be held by a computer at a [`Level`]: while it is to act the
//! device shows [`Screen::Computer`], the UI asks it for its action
//! ([`PassTable::computer_to_act`]) and plays the answer
//! ([`PassTable::act_for_computer`]), which is dropped when the table moved
//! on meanwhile. Hand-offs come up only between people.

use serde::{Deserialize, Serialize};

use super::board_view::BoardView;
use super::clock::{ClockPlan, TableClock};
use super::level::Level;
use super::{Game, Outcome, RuleError, Seat, Viewer};

/// Why nothing may be played while the clocks are paused.
pub const PAUSED: &str = "The clocks are paused: resume to play";

/// Index of a person at the table, counted from 0.
pub type Person = usize;

/// Who sits at the table: the players' names and the player holding each
/// seat; a player is a person or a computer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sitting {
    /// Each player's name.
    pub people: Vec<String>,
    /// The player holding each seat, by seat.
    pub holders: Vec<Person>,
    /// The level of each player who is a computer, by player (`None` or
    /// missing: a person). Saves from before computer seats have none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub computers: Vec<Option<Level>>,
}

impl Sitting {
    /// One person per seat, with the given names.
    pub fn one_each(names: Vec<String>) -> Sitting {
        let holders = (0..names.len()).collect();
        Sitting {
            people: names,
            holders,
            computers: Vec::new(),
        }
    }

    /// The level of `player` when a computer plays there.
    pub fn computer(&self, player: Person) -> Option<Level> {
        self.computers.get(player).copied().flatten()
    }

    /// The level of the computer holding `seat`, if one does.
    pub fn seat_computer(&self, seat: Seat) -> Option<Level> {
        self.holders
            .get(seat)
            .and_then(|&player| self.computer(player))
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
        if self.computers.len() > self.people.len() {
            return Err(RuleError::new("a computer sits where nobody is named"));
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
    /// The computer holding `seat` is to act.
    Computer { seat: Seat },
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
    /// turn).
    Private {
        seat: Seat,
        acting: bool,
        view: G::View,
        boards: Vec<BoardView>,
    },
    /// A computer is to act at `seat`. `watcher`: the seat of the person
    /// whose view stays up meanwhile, at a table without hand-offs (else
    /// the public view is up).
    Computer {
        seat: Seat,
        watcher: Option<Seat>,
        view: G::View,
        boards: Vec<BoardView>,
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
    /// No Hint button for the people at the table (a serious game).
    #[serde(default, skip_serializing_if = "is_false")]
    pub no_hints: bool,
}

fn is_false(value: &bool) -> bool {
    !*value
}

/// A game at a table where one device is passed round.
#[derive(Clone, Debug)]
pub struct PassTable<G: Game> {
    start: G,
    game: G,
    actions: Vec<(Seat, G::Action)>,
    sitting: Sitting,
    open_table: bool,
    no_hints: bool,
    screen: Screen,
    clock: TableClock,
    last_events: Vec<G::Event>,
    /// The person who last had their own view up.
    last_person: Option<Person>,
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
                no_hints: false,
            },
            now,
        )
    }

    /// Opens a record: replays its actions, refusing the first one the game
    /// refuses. The clock starts again at `now` (a paused one stays
    /// paused).
    pub fn from_record(record: TableRecord<G>, now: f64) -> Result<PassTable<G>, RuleError> {
        let TableRecord {
            start,
            actions,
            sitting,
            open_table,
            mut clock,
            no_hints,
        } = record;
        sitting.check(start.seat_count())?;
        let mut game = start.clone();
        for (index, (seat, action)) in actions.iter().enumerate() {
            game.apply(*seat, action).map_err(|error| {
                RuleError::new(format!("action {} cannot be replayed: {error}", index + 1))
            })?;
        }
        clock.reopen(&game, now);
        let mut table = PassTable {
            start,
            game,
            actions,
            sitting,
            open_table,
            no_hints,
            screen: Screen::Over,
            clock,
            last_events: Vec::new(),
            last_person: None,
            first_look: None,
        };
        let looks = table.hands_off() && table.game.deals_secrets() && table.actions.is_empty();
        match table.person_from(0) {
            Some(first) if looks && table.game.to_act().is_some() => {
                table.first_look = Some(first);
                table.show(Screen::HandOff {
                    person: first,
                    peek: true,
                });
            }
            _ => table.show(table.screen_for_next(None)),
        }
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
            no_hints: self.no_hints,
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

    /// Whether each person's view is kept from the others, so that one may
    /// be hidden and looked at out of turn: in a game with secrets, at a
    /// table that is not open, until the game is over.
    pub fn views_kept_apart(&self) -> bool {
        self.game.has_secrets() && !self.open_table && self.screen != Screen::Over
    }

    /// Whether the people at the table may ask the computer for a hint.
    pub fn hints(&self) -> bool {
        !self.no_hints
    }

    /// The same table with hints on or off.
    pub fn with_hints(mut self, on: bool) -> PassTable<G> {
        self.no_hints = !on;
        self
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

    /// Whether hand-off screens come up between people: in a game with
    /// secrets, unless the table is open or only one person sits at it
    /// (with computers, who see nothing on the screen).
    fn hands_off(&self) -> bool {
        let people = (0..self.sitting.people.len())
            .filter(|&person| self.sitting.computer(person).is_none())
            .count();
        self.game.has_secrets() && !self.open_table && people > 1
    }

    /// The screen for whoever acts next, after `previous` held the device.
    fn screen_for_next(&self, previous: Option<Person>) -> Screen {
        let Some(seat) = self.game.to_act() else {
            return Screen::Over;
        };
        let person = self.sitting.holders[seat];
        if self.sitting.computer(person).is_some() {
            Screen::Computer { seat }
        } else if self.hands_off() && previous != Some(person) {
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
                self.show(Screen::Private { seat, peek });
            }
        }
    }

    /// Puts `screen` up, noting whose own view it is.
    fn show(&mut self, screen: Screen) {
        if let Screen::Private { seat, .. } = screen {
            self.last_person = self.sitting.holders.get(seat).copied();
        }
        self.screen = screen;
    }

    /// The person who held the device when the table moved on: nobody when
    /// a hand-off or a peek was up.
    fn holding(&self) -> Option<Person> {
        match self.screen {
            Screen::Private { peek: false, .. } | Screen::Computer { .. } => self.last_person,
            _ => None,
        }
    }

    /// The seat whose view stays up while a computer acts at a table
    /// without hand-offs: the last person's, else the first person's.
    fn watcher(&self) -> Option<Seat> {
        let person_seat = |person: Person| self.sitting.holders.iter().position(|&p| p == person);
        self.last_person.and_then(person_seat).or_else(|| {
            (0..self.sitting.holders.len()).find(|&seat| self.sitting.seat_computer(seat).is_none())
        })
    }

    /// The seat a person sees the table from when the game looks the same
    /// to every seat (see [`PassTable::watcher`]).
    pub fn person_seat(&self) -> Option<Seat> {
        self.watcher()
    }

    /// The computer to act now, when one is: its seat and level. None
    /// acts while the clocks are paused.
    pub fn computer_to_act(&self) -> Option<(Seat, Level)> {
        if self.clock.paused() {
            return None;
        }
        let seat = self.game.to_act()?;
        Some((seat, self.sitting.seat_computer(seat)?))
    }

    /// Whether the computer holding `seat`, asked when `asked_at` actions
    /// had been played, is still the one the table waits for (no takeback,
    /// flag or hand-over since, and the clocks not paused).
    pub fn awaits_computer(&self, seat: Seat, asked_at: usize) -> bool {
        self.actions.len() == asked_at && self.computer_to_act().map(|(s, _)| s) == Some(seat)
    }

    /// Plays the action the computer holding `seat` chose when `asked_at`
    /// actions had been played. Refused (changing nothing) when the table
    /// has moved on since (see [`PassTable::awaits_computer`]) or when the
    /// game refuses the action.
    pub fn act_for_computer(
        &mut self,
        seat: Seat,
        asked_at: usize,
        action: &G::Action,
        now: f64,
    ) -> Result<Vec<G::Event>, RuleError> {
        if !self.awaits_computer(seat, asked_at) {
            return Err(RuleError::new(
                "the table has moved on since the computer was asked",
            ));
        }
        let events = self.game.apply(seat, action)?;
        self.record_action(seat, action.clone(), events.clone(), now);
        Ok(events)
    }

    /// The player holding `seat` when a computer does (else why not).
    fn computer_player(&self, seat: Seat) -> Result<Person, RuleError> {
        let player = *self
            .sitting
            .holders
            .get(seat)
            .ok_or_else(|| RuleError::new("there is no such seat"))?;
        match self.sitting.computer(player) {
            Some(_) => Ok(player),
            None => Err(RuleError::new("a person holds that seat already")),
        }
    }

    /// Hands the computer holding `seat` over to a person called `name`
    /// (made unique at the table): that player's seats are played by a
    /// person from now on, behind hand-offs like anyone else's. When the
    /// computer was to act, the device goes to that person.
    pub fn hand_to_person(&mut self, seat: Seat, name: &str) -> Result<(), RuleError> {
        let player = self.computer_player(seat)?;
        let name = name.trim();
        let name = if name.is_empty() { "Player" } else { name };
        let taken = |candidate: &str| {
            self.sitting
                .people
                .iter()
                .enumerate()
                .any(|(other, known)| other != player && known.trim() == candidate)
        };
        let unique = (1..)
            .map(|number| match number {
                1 => name.to_string(),
                _ => format!("{name} {number}"),
            })
            .find(|candidate| !taken(candidate))
            .unwrap_or_else(|| name.to_string());
        self.sitting.people[player] = unique;
        self.sitting.computers[player] = None;
        if let Screen::Computer { .. } = self.screen {
            self.show(self.screen_for_next(None));
        }
        Ok(())
    }

    /// The computer holding `seat` plays at `level` from now on.
    pub fn set_computer_level(&mut self, seat: Seat, level: Level) -> Result<(), RuleError> {
        let player = self.computer_player(seat)?;
        self.sitting.computers[player] = Some(level);
        Ok(())
    }

    /// The first person, from `person` on, who is no computer.
    fn person_from(&self, person: Person) -> Option<Person> {
        (person..self.sitting.people.len()).find(|&p| self.sitting.computer(p).is_none())
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
        if let Some(due) = self.first_look {
            let looked = matches!(self.screen, Screen::Private { seat, peek: true }
                if self.sitting.holders.get(seat) == Some(&due));
            let next = if looked {
                self.person_from(due + 1)
            } else {
                Some(due)
            };
            if let Some(next) = next {
                self.first_look = Some(next);
                self.show(Screen::HandOff {
                    person: next,
                    peek: true,
                });
                return;
            }
            self.first_look = None;
            self.show(self.screen_for_next(Some(due)));
            return;
        }
        self.show(self.screen_for_next(None));
    }

    /// `person` asks to look at their own view out of turn (their card,
    /// their alliance): a hand-off to them comes up. Only at a table with
    /// hand-offs, while the game runs.
    pub fn peek(&mut self, person: Person) -> Result<(), RuleError> {
        if !self.hands_off() || self.game.to_act().is_none() {
            return Err(RuleError::new("every view is on the table already"));
        }
        if person >= self.sitting.people.len() || self.sitting.computer(person).is_some() {
            return Err(RuleError::new("nobody sits there"));
        }
        self.screen = Screen::HandOff { person, peek: true };
        Ok(())
    }

    /// Plays `action` for the seat whose view is up, at `now`. A refusal
    /// changes nothing; nobody acts while the clocks are paused.
    pub fn act(&mut self, action: &G::Action, now: f64) -> Result<Vec<G::Event>, RuleError> {
        if self.clock.paused() {
            return Err(RuleError::new(PAUSED));
        }
        let seat = match self.screen {
            Screen::Private { seat, peek: false } if self.game.to_act() == Some(seat) => seat,
            _ => return Err(RuleError::new("it is not this seat's turn")),
        };
        let events = self.game.apply(seat, action)?;
        self.record_action(seat, action.clone(), events.clone(), now);
        Ok(events)
    }

    fn record_action(&mut self, seat: Seat, action: G::Action, events: Vec<G::Event>, now: f64) {
        let holding = self.holding();
        self.actions.push((seat, action));
        self.clock.follow(&self.game, now);
        self.last_events = events;
        self.show(self.screen_for_next(holding));
    }

    /// The clocks as they stand, when the game has any.
    pub fn clock_plan(&self) -> Option<ClockPlan> {
        self.game.clock_plan()
    }

    /// The table's clock.
    pub fn clock(&self) -> &TableClock {
        &self.clock
    }

    /// Whether the clocks may be paused now: the game has clocks and is
    /// not over.
    pub fn can_pause(&self) -> bool {
        self.game.clock_plan().is_some() && self.game.to_act().is_some()
    }

    /// Whether the table has paused the clocks.
    pub fn paused(&self) -> bool {
        self.clock.paused()
    }

    /// Pauses the clocks at `now` (see [`TableClock::pause`]): until
    /// [`PassTable::resume`], nobody acts, not even a computer.
    pub fn pause(&mut self, now: f64) -> Result<(), RuleError> {
        if self.game.clock_plan().is_none() {
            return Err(RuleError::new("this game is played without clocks"));
        }
        if self.game.to_act().is_none() {
            return Err(RuleError::new("the game is over"));
        }
        self.clock.pause(&self.game, now);
        Ok(())
    }

    /// Ends a pause at `now`: the clock of the seat to act runs again,
    /// charged nothing for the pause.
    pub fn resume(&mut self, now: f64) {
        self.clock.resume(&self.game, now);
    }

    /// Plays the flag of the seat to act if its clock has run out at `now`;
    /// returns what happened, if anything.
    pub fn check_flag(&mut self, now: f64) -> Option<Vec<G::Event>> {
        let seat = self.clock.flag(&self.game, now)?;
        let action = self.game.out_of_time(seat)?;
        let events = self.game.apply(seat, &action).ok()?;
        self.record_action(seat, action, events.clone(), now);
        Some(events)
    }

    /// Charges the running clock the time used so far at `now` and goes on
    /// from there (before saving a turn in progress: opening a save does
    /// not charge the stretch that was running).
    pub fn checkpoint_clock(&mut self, now: f64) {
        self.clock.follow(&self.game, now);
    }

    /// Whether the last action may be taken back now: where the game
    /// allows it, once a person has acted.
    pub fn can_take_back(&self) -> bool {
        self.game.allows_takeback()
            && self
                .actions
                .iter()
                .any(|(seat, _)| self.sitting.seat_computer(*seat).is_none())
    }

    /// Takes the last action back by replaying the game without it, and
    /// the computers' actions before it, so that a person is to act again
    /// (against a computer, its reply goes with the person's move).
    pub fn take_back(&mut self, now: f64) -> Result<(), RuleError> {
        if !self.can_take_back() {
            return Err(RuleError::new("nothing can be taken back here"));
        }
        // The seat to act after the first `kept` actions is the seat of
        // the action played next.
        let mut kept = self.actions.len() - 1;
        while kept > 0 && self.sitting.seat_computer(self.actions[kept].0).is_some() {
            kept -= 1;
        }
        let mut game = self.start.clone();
        for (seat, action) in &self.actions[..kept] {
            game.apply(*seat, action)?;
        }
        self.game = game;
        self.actions.truncate(kept);
        self.clock.reopen(&self.game, now);
        self.last_events.clear();
        self.show(self.screen_for_next(None));
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
            },
            Screen::Computer { seat } => {
                let watcher = if self.hands_off() {
                    None
                } else {
                    self.watcher()
                };
                let viewer = watcher.map_or(Viewer::Public, Viewer::Seat);
                Shown::Computer {
                    seat,
                    watcher,
                    view: self.game.view(viewer),
                    boards: self.game.boards(viewer),
                }
            }
            Screen::Over => Shown::Over {
                outcome: self.game.outcome().unwrap_or_else(|| Outcome {
                    winners: Vec::new(),
                    scores: None,
                    reason: "The game has stopped.".to_string(),
                    why: None,
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
    use crate::engine::random::Random;
    use crate::games::carousel::Carousel;
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
            computers: Vec::new(),
        };
        assert!(two_roles_each.check(4).is_ok());
        assert!(two_roles_each.check(3).is_err(), "wrong number of seats");
        let idle = Sitting {
            people: names(&["Ann", "Bo", "Cy"]),
            holders: vec![0, 0, 1, 1],
            computers: Vec::new(),
        };
        assert_eq!(idle.check(4).unwrap_err().0, "Cy holds no seat");
        let twins = Sitting::one_each(names(&["Ann", "Ann "]));
        assert!(twins.check(2).unwrap_err().0.contains("two players"));
        let blank = Sitting::one_each(names(&["Ann", " "]));
        assert_eq!(blank.check(2).unwrap_err().0, "player 2 has no name");
        let stranger = Sitting {
            people: names(&["Ann"]),
            holders: vec![0, 1],
            computers: Vec::new(),
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
    fn a_refusal_changes_nothing() {
        let mut table = four_player(false);
        table.reveal();
        let wrong = table.game().parse_action(0, "f2f3").unwrap();
        table.act(&wrong, 0.0).unwrap();
        table.reveal();
        // Blue tries White's move.
        let before = serde_json::to_string(&table.record()).unwrap();
        let error = table.act(&wrong, 0.0).unwrap_err();
        assert!(
            error.0.contains("f2"),
            "the reason names the square: {error}"
        );
        assert_eq!(serde_json::to_string(&table.record()).unwrap(), before);
        let Shown::Private { acting, .. } = table.shown() else {
            panic!("Blue's view")
        };
        assert!(acting, "Blue still has the move");
    }

    #[test]
    fn a_dealt_secret_is_looked_at_by_each_person_in_turn_before_play() {
        use crate::engine::random::Random;
        use crate::games::carousel::Carousel;
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
    fn a_table_without_hints_keeps_them_off_in_its_record() {
        let table = four_player(false);
        assert!(table.hints());
        let text = serde_json::to_string(&table.record()).unwrap();
        assert!(
            !text.contains("no_hints"),
            "a table with hints saves as before"
        );
        let table = table.with_hints(false);
        let record: TableRecord<FourPlayer> =
            serde_json::from_str(&serde_json::to_string(&table.record()).unwrap()).unwrap();
        assert!(!PassTable::from_record(record, 0.0).unwrap().hints());
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
    fn views_are_kept_apart_only_while_a_game_with_secrets_runs_at_a_closed_table() {
        assert!(four_player(false).views_kept_apart());
        assert!(!four_player(true).views_kept_apart());
        let sitting = Sitting::one_each(names(&["Ann", "Bo", "Cy", "Di"]));
        assert!(!coin(sitting, None).views_kept_apart(), "no secrets");
        // Carousel's three players play the fool's mate: the game is over,
        // and nobody hides a view or peeks any more.
        let people = names(&["Ann", "Bo", "Cy"]);
        let game = Carousel::new(&people, Random::seeded(3)).unwrap();
        let mut table = PassTable::new(game, Sitting::one_each(people), false, 0.0).unwrap();
        assert!(table.views_kept_apart());
        for text in ["f2f3", "e7e5", "g2g4", "d8h4"] {
            // Each person first looks at their card.
            while table.first_looks() {
                table.reveal();
                table.hide();
            }
            act_text(&mut table, text);
        }
        assert_eq!(table.screen(), Screen::Over);
        assert!(!table.views_kept_apart());
        assert!(table.peek(0).is_err());
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
            computers: Vec::new(),
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
            computers: Vec::new(),
        };
        let mut table = coin(sitting, Some(ClockOptions { minutes: 1 }));
        act_at(&mut table, "e2e4", 5_000.0);
        act_at(&mut table, "e7e5", 8_000.0);
        let cede = table.game().parse_action(0, "cede").unwrap();
        table.act(&cede, 13_000.0).unwrap();
        let plan = table.clock_plan().unwrap();
        assert_eq!(table.clock().left_ms(&plan, 2, 20_000.0), 57_000.0);
        assert_eq!(table.clock().left_ms(&plan, 0, 20_000.0), 55_000.0);
        assert_eq!(table.clock().left_ms(&plan, 1, 20_000.0), 53_000.0);
        assert_eq!(table.check_flag(72_999.0), None);
        let events = table
            .check_flag(73_000.0)
            .expect("the Peasant's flag falls");
        assert!(!events.is_empty());
        assert_eq!(table.screen(), Screen::Over);
        let Shown::Over { outcome, .. } = table.shown() else {
            panic!("the end")
        };
        assert!(outcome.winners.contains(&2), "{outcome:?}");
        assert_eq!(table.action_count(), 4, "the flag is in the record");
    }

    /// Plays `text` for the seat whose view is up, at `now`.
    fn act_at<G: Game>(table: &mut PassTable<G>, text: &str, now: f64) {
        let Screen::Private { seat, .. } = table.screen() else {
            panic!("no seat's view is up")
        };
        let action = table.game().parse_action(seat, text).unwrap();
        table.act(&action, now).unwrap();
    }

    #[test]
    fn no_clock_runs_before_the_first_move_even_through_a_save() {
        let sitting = Sitting::one_each(names(&["Ann", "Bo", "Cy", "Di"]));
        let mut table = coin(sitting, Some(ClockOptions { minutes: 1 }));
        let plan = table.clock_plan().unwrap();
        table.checkpoint_clock(30_000.0);
        assert_eq!(table.clock().left_ms(&plan, 0, 30_000.0), 60_000.0);
        act_at(&mut table, "cede", 40_000.0);
        let reopened = PassTable::from_record(table.record(), 90_000.0).unwrap();
        assert_eq!(reopened.clock().running_clock(&plan), None);
        assert_eq!(reopened.clock().left_ms(&plan, 1, 99_000.0), 60_000.0);
        act_at(&mut table, "e2e4", 50_000.0);
        let plan = table.clock_plan().unwrap();
        assert_eq!(table.clock().running_clock(&plan), Some(2), "Black's Noble");
        assert_eq!(table.clock().left_ms(&plan, 1, 60_000.0), 60_000.0);
        assert_eq!(table.clock().left_ms(&plan, 2, 60_000.0), 50_000.0);
    }

    #[test]
    fn a_paused_table_charges_nothing_refuses_every_action_and_stays_paused_through_a_save() {
        let sitting = Sitting::one_each(names(&["Ann", "Bo", "Cy", "Di"]));
        let mut table = coin(sitting, Some(ClockOptions { minutes: 1 }));
        act_at(&mut table, "e2e4", 0.0);
        assert!(table.can_pause());
        table.pause(10_000.0).unwrap();
        assert!(table.paused());
        let plan = table.clock_plan().unwrap();
        assert_eq!(table.clock().left_ms(&plan, 2, 500_000.0), 50_000.0);
        assert_eq!(table.check_flag(500_000.0), None, "no flag while paused");
        let e5 = table.game().parse_action(2, "e7e5").unwrap();
        assert_eq!(table.act(&e5, 500_000.0).unwrap_err().0, PAUSED);
        assert_eq!(table.action_count(), 1, "nothing played");
        let reopened = PassTable::from_record(table.record(), 900_000.0).unwrap();
        assert!(reopened.paused(), "a reload keeps the pause");
        assert_eq!(reopened.clock().left_ms(&plan, 2, 990_000.0), 50_000.0);
        let mut table = reopened;
        table.resume(1_000_000.0);
        assert!(!table.paused());
        assert_eq!(table.clock().left_ms(&plan, 2, 1_004_000.0), 46_000.0);
        table.act(&e5, 1_005_000.0).unwrap();
        assert_eq!(table.clock().left_ms(&plan, 2, 1_100_000.0), 45_000.0);
    }

    #[test]
    fn only_a_game_with_clocks_that_is_not_over_may_be_paused() {
        let sitting = Sitting::one_each(names(&["Ann", "Bo", "Cy", "Di"]));
        let mut untimed = coin(sitting.clone(), None);
        assert!(!untimed.can_pause());
        assert!(untimed.pause(0.0).is_err());
        assert!(!untimed.paused());
        let mut timed = coin(sitting, Some(ClockOptions { minutes: 1 }));
        act_at(&mut timed, "e2e4", 0.0);
        timed
            .check_flag(60_000.0)
            .expect("Black's Noble's flag falls");
        assert!(!timed.can_pause());
        assert_eq!(timed.pause(61_000.0).unwrap_err().0, "the game is over");
    }

    #[test]
    fn a_computer_does_not_act_while_the_clocks_are_paused() {
        let game = Standard::new().with_clock(Some(crate::games::standard::ChessClock {
            minutes: 5,
            increment_seconds: 0,
        }));
        let sitting = Sitting {
            people: names(&["Ann", "Computer (Club)"]),
            holders: vec![0, 1],
            computers: vec![None, Some(Level::Club)],
        };
        let mut table = PassTable::new(game, sitting, false, 0.0).unwrap();
        act_at(&mut table, "e2e4", 1_000.0);
        assert_eq!(table.computer_to_act(), Some((1, Level::Club)));
        table.pause(2_000.0).unwrap();
        assert_eq!(table.computer_to_act(), None);
        assert!(!table.awaits_computer(1, 1));
        let e5 = chess_move(&table, "e7e5");
        assert!(table.act_for_computer(1, 1, &e5, 3_000.0).is_err());
        table.resume(9_000.0);
        assert_eq!(table.computer_to_act(), Some((1, Level::Club)));
        table.act_for_computer(1, 1, &e5, 10_000.0).unwrap();
        let plan = table.clock_plan().unwrap();
        assert_eq!(table.clock().left_ms(&plan, 1, 10_000.0), 298_000.0);
    }

    #[test]
    fn a_takeback_while_paused_stays_paused() {
        let sitting = Sitting::one_each(names(&["Ann", "Bo", "Cy", "Di"]));
        let mut table = coin(sitting, Some(ClockOptions { minutes: 1 }));
        act_at(&mut table, "e2e4", 0.0);
        act_at(&mut table, "e7e5", 5_000.0);
        table.pause(7_000.0).unwrap();
        table.take_back(8_000.0).unwrap();
        assert!(table.paused());
        let plan = table.clock_plan().unwrap();
        assert_eq!(table.clock().running_clock(&plan), None);
        assert_eq!(table.clock().left_ms(&plan, 2, 90_000.0), 55_000.0);
    }

    use crate::games::standard::{Standard, StandardAction};

    fn against_computer(person_seat: Seat) -> PassTable<Standard> {
        let mut people = names(&["Ann", "Computer (Club)"]);
        let mut computers = vec![None, Some(Level::Club)];
        let mut holders = vec![0, 1];
        if person_seat == 1 {
            people.reverse();
            computers.reverse();
            holders = vec![0, 1];
        }
        let sitting = Sitting {
            people,
            holders,
            computers,
        };
        PassTable::new(Standard::new(), sitting, false, 0.0).unwrap()
    }

    fn chess_move(table: &PassTable<Standard>, text: &str) -> StandardAction {
        let seat = table.game().to_act().unwrap();
        table.game().parse_action(seat, text).unwrap()
    }

    #[test]
    fn one_person_among_computers_gets_no_hand_off_and_watches_from_their_seat() {
        let game = FourPlayer::new(FourOptions::default(), 2).unwrap();
        let sitting = Sitting {
            people: names(&["Ann", "C1", "C2", "C3"]),
            holders: vec![0, 1, 2, 3],
            computers: vec![
                None,
                Some(Level::Beginner),
                Some(Level::Club),
                Some(Level::Full),
            ],
        };
        let mut table = PassTable::new(game, sitting, false, 0.0).unwrap();
        assert_eq!(
            table.screen(),
            Screen::Private {
                seat: 0,
                peek: false
            },
            "no hand-off: nobody else looks at the screen"
        );
        act_text(&mut table, "f2f3");
        assert_eq!(table.screen(), Screen::Computer { seat: 1 });
        let Shown::Computer { watcher, .. } = table.shown() else {
            panic!("a computer is to act")
        };
        assert_eq!(watcher, Some(0), "Ann's own view stays up");
        assert!(table.peek(0).is_err(), "her view is up already");
        for (seat, text) in [(1, "b7c7"), (2, "f13f12"), (3, "m7l7")] {
            let action = table.game().parse_action(seat, text).unwrap();
            let count = table.action_count();
            table.act_for_computer(seat, count, &action, 0.0).unwrap();
        }
        assert_eq!(
            table.screen(),
            Screen::Private {
                seat: 0,
                peek: false
            }
        );
    }

    #[test]
    fn a_computer_seat_is_asked_and_a_stale_answer_is_dropped() {
        let mut table = against_computer(1);
        assert_eq!(table.screen(), Screen::Computer { seat: 0 });
        assert_eq!(table.computer_to_act(), Some((0, Level::Club)));
        let Shown::Computer {
            watcher, boards, ..
        } = table.shown()
        else {
            panic!("the computer thinks")
        };
        assert_eq!(watcher, Some(1), "Ann's view stays up, Black below");
        assert!(boards[0].moves.is_empty(), "nothing to move meanwhile");
        let e4 = chess_move(&table, "e2e4");
        assert!(
            table.act(&e4, 0.0).is_err(),
            "nobody but the computer moves"
        );
        assert!(
            table.act_for_computer(0, 1, &e4, 0.0).is_err(),
            "asked at another time"
        );
        assert!(
            table.act_for_computer(1, 0, &e4, 0.0).is_err(),
            "not its seat"
        );
        table.act_for_computer(0, 0, &e4, 0.0).unwrap();
        assert_eq!(
            table.screen(),
            Screen::Private {
                seat: 1,
                peek: false
            }
        );
        assert_eq!(table.computer_to_act(), None);
        assert!(table.peek(1).is_err() && table.peek(0).is_err());
    }

    #[test]
    fn a_computer_seat_is_handed_to_a_person_who_then_gets_the_device() {
        let game = FourPlayer::new(FourOptions::default(), 2).unwrap();
        let sitting = Sitting {
            people: names(&["Ann", "Bo", "Computer (Club)"]),
            holders: vec![0, 2, 1, 2],
            computers: vec![None, None, Some(Level::Club)],
        };
        let mut table = PassTable::new(game, sitting, false, 0.0).unwrap();
        act_text(&mut table, "f2f3");
        assert_eq!(table.screen(), Screen::Computer { seat: 1 });
        assert!(table.awaits_computer(1, 1));
        assert!(table.hand_to_person(0, "Cy").is_err(), "Ann is no computer");
        assert!(table.hand_to_person(9, "Cy").is_err(), "no such seat");
        assert!(table.set_computer_level(2, Level::Beginner).is_err());

        table.set_computer_level(1, Level::Beginner).unwrap();
        assert_eq!(table.computer_to_act(), Some((1, Level::Beginner)));
        assert_eq!(table.sitting().seat_computer(3), Some(Level::Beginner));
        assert!(
            table.awaits_computer(1, 1),
            "the same seat is still awaited"
        );

        table.hand_to_person(1, " Ann ").unwrap();
        assert_eq!(table.holder_name(1), "Ann 2", "names stay apart");
        assert_eq!(table.holder_name(3), "Ann 2", "all that player's seats");
        assert_eq!(table.computer_to_act(), None);
        assert!(!table.awaits_computer(1, 1), "a late answer is dropped");
        assert_eq!(
            table.screen(),
            Screen::HandOff {
                person: 2,
                peek: false
            },
            "the new person takes the device behind a hand-off"
        );
        assert!(table.record().sitting.check(4).is_ok());
        act_text(&mut table, "b7c7");
        assert_eq!(table.action_count(), 2);
        let saved = PassTable::from_record(table.record(), 0.0).unwrap();
        assert_eq!(saved.sitting().seat_computer(1), None, "the save keeps it");
    }

    #[test]
    fn against_a_computer_a_takeback_takes_its_reply_back_too() {
        let mut table = against_computer(0);
        assert_eq!(
            table.screen(),
            Screen::Private {
                seat: 0,
                peek: false
            }
        );
        assert!(!table.can_take_back(), "nothing played yet");
        let e4 = chess_move(&table, "e2e4");
        table.act(&e4, 0.0).unwrap();
        assert_eq!(table.screen(), Screen::Computer { seat: 1 });
        let e5 = chess_move(&table, "e7e5");
        table.act_for_computer(1, 1, &e5, 0.0).unwrap();
        table.take_back(0.0).unwrap();
        assert_eq!(table.action_count(), 0, "Ann's move and the reply");
        assert_eq!(
            table.screen(),
            Screen::Private {
                seat: 0,
                peek: false
            }
        );
        // Taken back while it thinks: only Ann's move goes, and the answer
        // to the old question is dropped.
        table.act(&e4, 0.0).unwrap();
        table.take_back(0.0).unwrap();
        assert_eq!(table.action_count(), 0);
        assert!(table.act_for_computer(1, 1, &e5, 0.0).is_err());
    }

    #[test]
    fn a_computer_that_moves_first_cannot_be_taken_back_alone() {
        let mut table = against_computer(1);
        let e4 = chess_move(&table, "e2e4");
        table.act_for_computer(0, 0, &e4, 0.0).unwrap();
        assert!(!table.can_take_back(), "only the computer has moved");
        let e5 = chess_move(&table, "e7e5");
        table.act(&e5, 0.0).unwrap();
        table.take_back(0.0).unwrap();
        assert_eq!(table.action_count(), 1, "the computer's first move stays");
        assert_eq!(
            table.screen(),
            Screen::Private {
                seat: 1,
                peek: false
            }
        );
    }

    #[test]
    fn hand_offs_come_up_only_between_people() {
        let game = FourPlayer::new(FourOptions::default(), 2).unwrap();
        let play_computer = |table: &mut PassTable<FourPlayer>, expected: Option<Seat>| {
            let (seat, _) = table.computer_to_act().expect("a computer is to act");
            let Shown::Computer { watcher, .. } = table.shown() else {
                panic!("the computer's screen")
            };
            assert_eq!(watcher, expected, "whose view stays up");
            let action = table.game().parse_action(seat, "b7c7").unwrap();
            let count = table.action_count();
            table.act_for_computer(seat, count, &action, 0.0).unwrap();
        };
        // Ann and a computer each hold two seats: Ann alone looks at the
        // screen, so no hand-off ever, and her view stays up meanwhile.
        let sitting = Sitting {
            people: names(&["Ann", "Computer (Club)"]),
            holders: vec![0, 1, 0, 1],
            computers: vec![None, Some(Level::Club)],
        };
        let mut table = PassTable::new(game.clone(), sitting, false, 0.0).unwrap();
        assert_eq!(
            table.screen(),
            Screen::Private {
                seat: 0,
                peek: false
            }
        );
        act_text(&mut table, "f2f3");
        play_computer(&mut table, Some(0));
        assert_eq!(
            table.screen(),
            Screen::Private {
                seat: 2,
                peek: false
            }
        );
        // Ann and Bo with a computer between them: a hand-off after it.
        let sitting = Sitting {
            people: names(&["Ann", "Computer (Club)", "Bo"]),
            holders: vec![0, 1, 2, 1],
            computers: vec![None, Some(Level::Club), None],
        };
        let mut table = PassTable::new(game, sitting, false, 0.0).unwrap();
        act_text(&mut table, "f2f3");
        play_computer(&mut table, None);
        assert_eq!(
            table.screen(),
            Screen::HandOff {
                person: 2,
                peek: false
            }
        );
        assert!(table.peek(1).is_err(), "a computer has no view to peek at");
    }

    #[test]
    fn a_sitting_saved_before_computer_seats_opens_as_people_only() {
        let old = r#"{"people":["Ann","Bo"],"holders":[0,1]}"#;
        let sitting: Sitting = serde_json::from_str(old).unwrap();
        assert_eq!(sitting, Sitting::one_each(names(&["Ann", "Bo"])));
        assert_eq!(sitting.seat_computer(1), None);
        assert_eq!(
            serde_json::to_string(&sitting).unwrap(),
            old,
            "people only: written as before"
        );
        let mut with_computer = sitting.clone();
        with_computer.computers = vec![None, Some(Level::Expert)];
        let text = serde_json::to_string(&with_computer).unwrap();
        let back: Sitting = serde_json::from_str(&text).unwrap();
        assert_eq!(back.seat_computer(1), Some(Level::Expert));
        with_computer.computers.push(None);
        assert!(with_computer.check(2).is_err());
    }

    #[test]
    fn a_turn_in_progress_keeps_its_time_through_a_save() {
        let sitting = Sitting::one_each(names(&["Ann", "Bo", "Cy", "Di"]));
        let mut table = coin(sitting, Some(ClockOptions { minutes: 1 }));
        act_at(&mut table, "e2e4", 0.0);
        let plan = table.clock_plan().unwrap();
        // Reopened without a checkpoint, the running stretch is nobody's.
        let plain = PassTable::from_record(table.record(), 100_000.0).unwrap();
        assert_eq!(plain.clock().left_ms(&plan, 2, 100_000.0), 60_000.0);
        table.checkpoint_clock(12_000.0);
        assert_eq!(table.clock().left_ms(&plan, 2, 12_000.0), 48_000.0);
        let reopened = PassTable::from_record(table.record(), 100_000.0).unwrap();
        assert_eq!(reopened.clock().left_ms(&plan, 2, 100_000.0), 48_000.0);
        assert_eq!(reopened.clock().left_ms(&plan, 2, 103_000.0), 45_000.0);
        assert_eq!(reopened.clock().running_clock(&plan), Some(2));
    }
}
