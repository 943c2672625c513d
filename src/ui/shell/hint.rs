//! The Hint button of the person to act: the strongest computer is asked,
//! from what that person's seat may know ([`TableGame::hint`]), what it
//! would do; its move or drop is marked on the board (an arrow, a ring)
//! and told in one line ("Hint: white knight g1 to f3, check."), an
//! action off the board in the game's own words. A hint holds for the
//! turn it was asked on. A table set up without hints shows no button.

use leptos::prelude::*;

use super::TableGame;
use crate::games::board_view::{BoardView, Choice, ManView};
use crate::games::hint::board_choice;
use crate::games::pass_table::PassTable;
use crate::games::{Game, Seat, Viewer};
use crate::ui::board::figure::Figure;
use crate::ui::board::overlays::SuggestedMark;
use crate::ui::computer::Computer;
use crate::ui::shared_code::{live_flag, memo, redrawn};

/// Where a hint stands.
#[derive(Clone, Debug, PartialEq)]
enum State {
    Thinking,
    /// The suggestion: its mark on a board, if it is a move or drop, and
    /// its words.
    Ready {
        mark: Option<(usize, Choice)>,
        words: String,
    },
    /// Why there is none.
    Failed(String),
}

/// A hint asked for `seat` when `count` actions had been played.
#[derive(Clone, Debug, PartialEq)]
struct Asked {
    seat: Seat,
    count: usize,
    state: State,
}

/// The hints of one table; copied freely into its closures.
pub struct Hints<G: TableGame> {
    table: RwSignal<Option<PassTable<G>>>,
    asked: RwSignal<Option<Asked>>,
    computer: Option<StoredValue<Computer, LocalStorage>>,
    /// The table's owner, under which a game's [`TableGame::hint`] runs
    /// (it may read the table's context, as chess's display).
    owner: StoredValue<Option<Owner>>,
}

impl<G: TableGame> Clone for Hints<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for Hints<G> {}

impl<G: TableGame> Hints<G> {
    /// The hints of `table`, asked of the table's computer (the context
    /// [`super::computer_seats::ComputerSeats::drive`] provides); provides
    /// the [`SuggestedMark`] its boards draw.
    pub fn provide(table: RwSignal<Option<PassTable<G>>>) -> Hints<G> {
        let hints = Hints {
            table,
            asked: RwSignal::new(None),
            computer: use_context::<StoredValue<Computer, LocalStorage>>(),
            owner: StoredValue::new(Owner::current()),
        };
        provide_context(SuggestedMark(Signal::derive(move || {
            match hints.current()?.state {
                State::Ready { mark, .. } => mark,
                _ => None,
            }
        })));
        hints
    }

    /// The seat to act and the number of actions played, as the table
    /// stands.
    fn now(self) -> Option<(Seat, usize)> {
        self.table.with(|t| {
            let t = t.as_ref()?;
            Some((t.game().to_act()?, t.action_count()))
        })
    }

    /// The hint asked on the turn that is on, if any.
    fn current(self) -> Option<Asked> {
        let asked = self.asked.get()?;
        (self.now() == Some((asked.seat, asked.count))).then_some(asked)
    }

    /// Asks the computer for a hint for `seat`.
    fn ask(self, seat: Seat) {
        let Some((to_act, count)) = untrack(|| self.now()) else {
            return;
        };
        let game = self
            .table
            .with_untracked(|t| t.as_ref().map(|t| t.game().clone()));
        let (Some(computer), Some(game)) = (self.computer, game) else {
            return;
        };
        if to_act != seat {
            return;
        }
        self.asked.set(Some(Asked {
            seat,
            count,
            state: State::Thinking,
        }));
        let answer = Box::new(move |result: Result<(G::Action, Option<String>), String>| {
            let state = match result {
                Ok((action, words)) => self.suggestion(seat, &action, words),
                Err(problem) => State::Failed(format!("No hint: {problem}.")),
            };
            self.asked.try_update(|asked| {
                if let Some(asked) = asked
                    .as_mut()
                    .filter(|asked| asked.seat == seat && asked.count == count)
                {
                    asked.state = state;
                }
            });
        });
        let ask = move || computer.with_value(|computer| G::hint(computer, &game, seat, answer));
        match self.owner.get_value() {
            Some(owner) => owner.with(ask),
            None => ask(),
        }
    }

    /// The hint `action` for `seat` on the table as it stands: marked on
    /// its board and worded, or in the game's `words`.
    fn suggestion(self, seat: Seat, action: &G::Action, words: Option<String>) -> State {
        let state = self.table.try_with_untracked(|t| {
            let t = t.as_ref()?;
            let game = t.game();
            let mark = board_choice(game, seat, action);
            let words = words.or_else(|| {
                let (index, choice) = mark.as_ref()?;
                let boards = game.boards(Viewer::Seat(seat));
                let on = (boards.len() > 1).then_some(*index);
                let mut line = choice_words(boards.get(*index)?, choice, on);
                if let Some(result) = result_words(game, seat, action, *index) {
                    line = format!("{line}, {result}");
                }
                Some(format!("Hint: {line}."))
            });
            let words = words.or_else(|| {
                let view = game.view(Viewer::Seat(seat));
                let names: Vec<String> = (0..game.seat_count())
                    .map(|seat| t.holder_name(seat).to_string())
                    .collect();
                G::action_words(&view, action, &names).map(|words| format!("Hint: {words}"))
            });
            Some(State::Ready {
                mark,
                words: words.unwrap_or_else(|| "Hint: the computer has no words for it.".into()),
            })
        });
        state
            .flatten()
            .unwrap_or_else(|| State::Failed("No hint: the table has gone.".into()))
    }

    /// The Hint button and its line, for the person holding the seat
    /// `asker` names while they act (`None`: nobody may ask now), unless
    /// the table was set up without hints. Drawn once while someone may
    /// ask, as the turn passes from seat to seat; the button asks for the
    /// seat to act when it is pressed. While `waiting` (the computer
    /// answers the person), the button keeps its place, shut.
    pub fn bar(self, asker: Signal<Option<Seat>>, waiting: Signal<bool>) -> impl IntoView {
        let asker = memo(move || asker.get());
        let open = memo(move || asker.with(Option::is_some));
        let waiting = memo(move || waiting.get());
        move || {
            let on = self
                .table
                .with_untracked(|t| t.as_ref().is_some_and(PassTable::hints));
            if !on || self.computer.is_none() {
                return None;
            }
            if !open.get() {
                return waiting.get().then(|| {
                    view! {
                        <div class="hint-bar">
                            <button type="button" class="button hint" disabled>"Hint"</button>
                            <p class="hint-text"></p>
                        </div>
                    }
                    .into_any()
                });
            }
            let thinking = move || {
                self.current()
                    .is_some_and(|asked| asked.state == State::Thinking)
            };
            let line = move || {
                self.current().map(|asked| match asked.state {
                    State::Thinking => "Thinking\u{2026}".to_string(),
                    State::Ready { words, .. } => words,
                    State::Failed(problem) => problem,
                })
            };
            let ask = move |_| {
                if let Some(seat) = asker.get_untracked() {
                    self.ask(seat);
                }
            };
            Some(
                view! {
                    <div class="hint-bar">
                        <button type="button" class="button hint" prop:disabled=live_flag(thinking)
                            on:click=ask>"Hint"</button>
                        <p class="hint-text" role="status">{redrawn(line)}</p>
                    </div>
                }
                .into_any(),
            )
        }
    }
}

/// A move or drop on `board` in words: "white knight g1 to f3", "white
/// pawn e4 takes black pawn on d5", "drop a white knight on c3"; `on`
/// names the board among several ("on board 2, ...").
fn choice_words(board: &BoardView, choice: &Choice, on: Option<usize>) -> String {
    let man_on = |square: &str| board.men.iter().find(|man| man.square == square);
    let words = match choice {
        Choice::Move {
            from,
            to,
            promotion,
        } => {
            let mover = man_on(from);
            let name = mover.map_or_else(|| "the man".to_string(), |man| Figure::of(man).name());
            let taken = man_on(to).filter(|man| Some(man.army) != mover.map(|m| m.army));
            let mut words = match taken {
                Some(man) => format!("{name} {from} takes {} on {to}", Figure::of(man).name()),
                None => format!("{name} {from} to {to}"),
            };
            if let Some(kind) = promotion {
                words.push_str(&format!(", becoming a {}", kind.name()));
            }
            words
        }
        Choice::Drop { army, kind, to } => {
            let man = ManView::plain(to.clone(), *army, *kind);
            format!("drop a {} on {to}", Figure::of(&man).name())
        }
    };
    match on {
        Some(index) => format!("on board {}, {words}", index + 1),
        None => words,
    }
}

/// What playing `action` does that anybody may know at once, in a game
/// without secrets: it wins the game, or gives check on its board.
fn result_words<G: Game>(
    game: &G,
    seat: Seat,
    action: &G::Action,
    index: usize,
) -> Option<&'static str> {
    if game.has_secrets() {
        return None;
    }
    let mut after = game.clone();
    after.apply(seat, action).ok()?;
    match after.outcome() {
        Some(outcome) if outcome.winners == [seat] => Some("which wins the game"),
        Some(_) => Some("which ends the game"),
        None => after
            .boards(Viewer::Public)
            .get(index)
            .is_some_and(|board| !board.checks.is_empty())
            .then_some("check"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::men::{Army, Kind};
    use crate::games::standard::Standard;

    fn board() -> BoardView {
        BoardView {
            files: 8,
            ranks: 8,
            men: vec![
                ManView::plain("e4", Army::White, Kind::Pawn),
                ManView::plain("d5", Army::Black, Kind::Pawn),
                ManView::plain("e7", Army::White, Kind::Pawn),
            ],
            ..BoardView::default()
        }
    }

    fn step(from: &str, to: &str, promotion: Option<Kind>) -> Choice {
        Choice::Move {
            from: from.into(),
            to: to.into(),
            promotion,
        }
    }

    #[test]
    fn a_suggested_move_names_its_man_the_man_it_takes_and_its_board() {
        assert_eq!(
            choice_words(&board(), &step("e4", "d5", None), None),
            "white pawn e4 takes black pawn on d5"
        );
        assert_eq!(
            choice_words(&board(), &step("e7", "e8", Some(Kind::Queen)), Some(1)),
            "on board 2, white pawn e7 to e8, becoming a queen"
        );
        let drop = Choice::Drop {
            army: Army::Black,
            kind: Kind::Knight,
            to: "c3".into(),
        };
        assert_eq!(
            choice_words(&board(), &drop, None),
            "drop a black knight on c3"
        );
    }

    #[test]
    fn a_mate_wins_and_a_check_is_told_without_secrets() {
        let mut chess = Standard::new();
        for text in ["f2f3", "e7e5", "g2g4"] {
            let seat = chess.to_act().unwrap();
            let action = chess.parse_action(seat, text).unwrap();
            chess.apply(seat, &action).unwrap();
        }
        let mate = chess.parse_action(1, "d8h4").unwrap();
        assert_eq!(
            result_words(&chess, 1, &mate, 0),
            Some("which wins the game")
        );
        let quiet = chess.parse_action(1, "b8c6").unwrap();
        assert_eq!(result_words(&chess, 1, &quiet, 0), None);
        let mut check = Standard::new();
        for text in ["e2e4", "f7f6"] {
            let seat = check.to_act().unwrap();
            let action = check.parse_action(seat, text).unwrap();
            check.apply(seat, &action).unwrap();
        }
        let queen = check.parse_action(0, "d1h5").unwrap();
        assert_eq!(result_words(&check, 0, &queen, 0), Some("check"));
    }
}
