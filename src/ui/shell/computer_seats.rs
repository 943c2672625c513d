//! The computer seats of a table in play: while one is to act it is asked
//! for its action (in the Web Worker, [`TableGame::think`]), and its answer
//! is played no sooner than the chosen [`Pace`] allows; an answer the
//! table no longer wants is dropped. A computer that fails, or is late,
//! is named with the ways on: ask again, play it weaker, or hand the seat
//! to a person.

use std::time::Duration;

use leptos::prelude::*;

use super::TableGame;
use super::widgets::Segmented;
use crate::ai::clock::now_ms;
use crate::ai::strength::Strength;
use crate::games::Seat;
use crate::games::level::Level;
use crate::games::pass_table::PassTable;
use crate::ui::computer::Computer;
use crate::ui::shared_code::effect;

/// How long a computer's turn lasts at least, so that the people at the
/// table (or watching computers play each other) can follow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pace {
    Quick,
    Steady,
    Slow,
}

impl Pace {
    const ALL: [Pace; 3] = [Pace::Quick, Pace::Steady, Pace::Slow];

    fn least_ms(self) -> f64 {
        match self {
            Pace::Quick => 0.0,
            Pace::Steady => 700.0,
            Pace::Slow => 2_500.0,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Pace::Quick => "Quick",
            Pace::Steady => "Steady",
            Pace::Slow => "Slow",
        }
    }
}

/// How long past its level's limit a computer may take before the table
/// says it is late: the worker's first load, and a slow device.
const THINK_MARGIN_MS: f64 = 8_000.0;

/// How long a computer at `level` may take to answer before the table says
/// so (see [`THINK_MARGIN_MS`]).
fn think_limit_ms(level: Level) -> f64 {
    Strength::of(level).think_ms + THINK_MARGIN_MS
}

/// One request to a computer seat: asked again when any part changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Ask {
    count: usize,
    seat: Seat,
    level: Level,
    try_number: u32,
}

/// A computer seat that failed to act, or is late.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerProblem {
    pub seat: Seat,
    pub level: Level,
    /// Only late: its answer still plays when it comes.
    pub late: bool,
    pub reason: String,
}

/// The level below `level`, if any.
fn weaker_level(level: Level) -> Option<Level> {
    let index = Level::ALL.iter().position(|&l| l == level)?;
    index.checked_sub(1).map(|below| Level::ALL[below])
}

/// The computer seats of one table: what it asked, the problem to show,
/// and the pace. Copied freely into the table's closures.
pub struct ComputerSeats<G: TableGame> {
    table: RwSignal<Option<PassTable<G>>>,
    computer: StoredValue<Computer, LocalStorage>,
    /// The request out: the action count, seat and level it was asked at,
    /// and how many times it was tried.
    asked: StoredValue<Option<Ask>>,
    /// The request still without an answer.
    awaiting: StoredValue<Option<Ask>>,
    tries: RwSignal<u32>,
    /// A computer seat that failed or is late.
    pub problem: RwSignal<Option<ComputerProblem>>,
    pace: RwSignal<Pace>,
}

impl<G: TableGame> Clone for ComputerSeats<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for ComputerSeats<G> {}

impl<G: TableGame> ComputerSeats<G> {
    /// Drives the computer seats of `table`: asks the one to act, plays its
    /// answer through `played` (with the events it made), and stops the
    /// worker when the table goes. Provides the [`Computer`] as context.
    pub fn drive(
        table: RwSignal<Option<PassTable<G>>>,
        played: impl Fn(Option<Vec<G::Event>>) + Copy + Send + Sync + 'static,
    ) -> ComputerSeats<G> {
        let computer = StoredValue::new_local(Computer::default());
        on_cleanup(move || computer.with_value(Computer::stop));
        provide_context(computer);
        let seats = ComputerSeats {
            table,
            computer,
            asked: StoredValue::new(None),
            awaiting: StoredValue::new(None),
            tries: RwSignal::new(0),
            problem: RwSignal::new(None),
            pace: RwSignal::new(Pace::Steady),
        };
        effect(move || seats.ask(played));
        seats
    }

    /// Asks the computer to act, when one is to act and was not yet asked
    /// at this count, level and try.
    fn ask(self, played: impl Fn(Option<Vec<G::Event>>) + Copy + Send + Sync + 'static) {
        let ComputerSeats {
            table,
            computer,
            asked,
            awaiting,
            tries,
            problem,
            pace,
        } = self;
        let wanted = table.with(|t| {
            let t = t.as_ref()?;
            let (seat, level) = t.computer_to_act()?;
            Some(Ask {
                count: t.action_count(),
                seat,
                level,
                try_number: tries.get(),
            })
        });
        let Some(ask) = wanted else {
            return;
        };
        if asked.get_value() == Some(ask) {
            return;
        }
        asked.set_value(Some(ask));
        awaiting.set_value(Some(ask));
        problem.set(None);
        let game = table.with_untracked(|t| t.as_ref().map(|t| t.game().clone()));
        let Some(game) = game else { return };
        let Ask {
            count, seat, level, ..
        } = ask;
        let still_asked = move || asked.get_value() == Some(ask);
        let asked_at = now_ms();
        // Past its limit the table says so; a late answer still plays.
        set_timeout(
            move || {
                if awaiting.get_value() == Some(ask) && problem.with_untracked(Option::is_none) {
                    problem.set(Some(ComputerProblem {
                        seat,
                        level,
                        late: true,
                        reason: format!(
                            "it has not answered within its {} seconds",
                            (think_limit_ms(level) / 1000.0).round() as u64
                        ),
                    }));
                }
            },
            Duration::from_millis(think_limit_ms(level) as u64),
        );
        let answer = Box::new(move |answer: Result<G::Action, String>| {
            if awaiting.get_value() == Some(ask) {
                awaiting.set_value(None);
            }
            match answer {
                Ok(action) => {
                    let play = move || {
                        // An answer the table no longer wants (a takeback, a
                        // new game, a hand-over meanwhile) is dropped; one it
                        // refuses is a fault of the computer's.
                        let mut events = None;
                        let mut refused = None;
                        table.update(|t| {
                            let Some(t) = t.as_mut() else { return };
                            if !t.awaits_computer(seat, count) {
                                return;
                            }
                            match t.act_for_computer(seat, count, &action, now_ms()) {
                                Ok(played) => events = Some(played),
                                Err(error) => refused = Some(error.0),
                            }
                        });
                        if events.is_some() && still_asked() {
                            problem.set(None);
                        }
                        if let Some(refusal) = refused {
                            problem.set(Some(ComputerProblem {
                                seat,
                                level,
                                late: false,
                                reason: format!("it chose an action the table refuses ({refusal})"),
                            }));
                        }
                        played(events);
                    };
                    let wait = pace.get_untracked().least_ms() - (now_ms() - asked_at);
                    if wait > 0.0 {
                        set_timeout(play, Duration::from_millis(wait as u64));
                    } else {
                        play();
                    }
                }
                Err(reason) => {
                    if still_asked() {
                        problem.set(Some(ComputerProblem {
                            seat,
                            level,
                            late: false,
                            reason,
                        }));
                    }
                }
            }
        });
        computer.with_value(|c| G::think(c, &game, seat, level, answer));
    }

    /// Forgets the question out (a takeback, a pause, a new game): its
    /// answer will be dropped, and a computer to act is asked afresh.
    pub fn forget(self) {
        self.computer.with_value(Computer::forget);
        self.asked.set_value(None);
        self.awaiting.set_value(None);
        self.problem.set(None);
    }

    /// Asks again, in a fresh worker.
    fn retry(self) {
        self.computer.with_value(Computer::stop);
        self.forget();
        self.tries.update(|n| *n += 1);
    }

    /// Plays `seat` at `level` from now on.
    fn weaken(self, seat: Seat, level: Level) {
        self.computer.with_value(Computer::stop);
        self.forget();
        self.table.update(|t| {
            if let Some(t) = t.as_mut() {
                let _ = t.set_computer_level(seat, level);
            }
        });
    }

    /// Hands `seat` to a person.
    fn to_person(self, seat: Seat) {
        self.computer.with_value(Computer::stop);
        self.forget();
        let label = G::seat_labels().get(seat).cloned().unwrap_or_default();
        self.table.update(|t| {
            if let Some(t) = t.as_mut() {
                let _ = t.hand_to_person(seat, &label);
            }
        });
    }

    /// Whether `seat` is a computer that failed (not merely late).
    pub fn failed(self, seat: Seat) -> bool {
        self.problem
            .with(|p| p.as_ref().is_some_and(|p| !p.late && p.seat == seat))
    }

    /// The setting of the computers' pace.
    pub fn pace_choice(self) -> impl IntoView {
        let pace = self.pace;
        let options: Vec<(Pace, String)> = Pace::ALL
            .iter()
            .map(|&p| (p, p.name().to_string()))
            .collect();
        view! {
            <div class="pace">
                <span class="pace-label">"Computer pace"</span>
                <Segmented label="Computer pace" options value=pace on_change=move |p| pace.set(p) />
            </div>
        }
    }

    /// The computer seat that failed or is late, named by `who`, with the
    /// ways on; nothing while there is none.
    pub fn notice(self, who: impl Fn(Seat) -> String) -> Option<impl IntoView> {
        let ComputerProblem {
            seat,
            level,
            late,
            reason,
        } = self.problem.get()?;
        let who = who(seat);
        let text = if late {
            format!("{who} is taking long: {reason}. Wait, or choose a way on.")
        } else {
            format!("{who} cannot play: {reason}.")
        };
        let label = G::seat_labels().get(seat).cloned().unwrap_or_default();
        let weaker = weaker_level(level).map(|below| {
            view! {
                <button type="button" class="button computer-weaker" on:click=move |_| self.weaken(seat, below)>
                    {format!("Play it at {}", below.name())}
                </button>
            }
        });
        Some(view! {
            <div class="notice computer-notice" class:problem=!late class:computer-problem=!late
                class:computer-late=late role="alert" data-seat=seat>
                <p>{text}</p>
                <div class="row">
                    <button type="button" class="button computer-retry" on:click=move |_| self.retry()>"Try again"</button>
                    {weaker}
                    <button type="button" class="button computer-to-person" on:click=move |_| self.to_person(seat)>
                        {format!("A person plays {label}")}
                    </button>
                </div>
            </div>
        })
    }
}
