//! A game's lesson on its own table (`#/play/<game>?lesson`): each step's
//! position is a table of one learner holding every seat, the goal sits
//! above the turn's actions, and every try is judged by the real rules
//! ([`crate::games::lesson::Step::judge`]): the answer plays and says what
//! it showed, another legal action gets the step's nudge, an illegal one
//! the rule's reason, beside the board as any refusal. The step reached is
//! kept on this device, so a lesson left is resumed; a finished lesson is
//! ticked in the lobby.

use leptos::prelude::*;

use super::TableGame;
use crate::games::clock::TableClock;
use crate::games::lesson::{Step, Verdict};
use crate::games::pass_table::{PassTable, Sitting, TableRecord};
use crate::ui::catalogue::GameId;
use crate::ui::device_store;

/// Said when the learner tries to act once the step is done.
const STEP_DONE: &str = "This step is done: go on with the next one.";

/// The key under which this device keeps how far `entry`'s lesson went:
/// the number of the step to resume at, or `done`.
pub fn progress_key(entry: GameId) -> String {
    format!("parlour.lesson.{}", entry.slug())
}

/// Whether this device finished `entry`'s lesson.
pub fn finished(entry: GameId) -> bool {
    device_store::read(&progress_key(entry)).as_deref() == Some("done")
}

/// The step (from 0) to resume `entry`'s lesson at: the one reached, or
/// the first once it was finished or when nothing readable is kept.
fn resume_at(entry: GameId, steps: usize) -> usize {
    device_store::read(&progress_key(entry))
        .and_then(|text| text.parse::<usize>().ok())
        .filter(|number| (1..=steps).contains(number))
        .map_or(0, |number| number - 1)
}

/// Where the learner is: the step shown and whether it is done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct At {
    index: usize,
    done: bool,
}

/// The lesson of one table, or none (a table opened otherwise); copied
/// freely into the table's closures.
pub struct Lesson<G: TableGame> {
    entry: GameId,
    steps: StoredValue<Vec<Step<G>>>,
    at: RwSignal<Option<At>>,
}

impl<G: TableGame> Clone for Lesson<G> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<G: TableGame> Copy for Lesson<G> {}

impl<G: TableGame> Lesson<G> {
    /// The lesson of `entry` of `steps` (the table was opened for it,
    /// see [`super::split::open`]); with none, a table with no lesson.
    pub fn open(entry: GameId, steps: Vec<Step<G>>) -> Lesson<G> {
        let at = (!steps.is_empty()).then(|| At {
            index: resume_at(entry, steps.len()),
            done: false,
        });
        Lesson {
            entry,
            steps: StoredValue::new(steps),
            at: RwSignal::new(at),
        }
    }

    /// Whether the table is a lesson now (a reactive read).
    pub fn active(self) -> bool {
        self.at.with(Option::is_some)
    }

    /// Ends the lesson: the table becomes an ordinary one (a new game).
    pub fn leave(self) {
        if self.at.with_untracked(Option::is_some) {
            self.at.set(None);
        }
    }

    /// The table of the step the learner is at, or why the step cannot
    /// be set up.
    pub fn table(self, now: f64) -> Option<Result<PassTable<G>, String>> {
        let At { index, .. } = self.at.get_untracked()?;
        self.steps.with_value(|steps| {
            let step = steps.get(index)?;
            Some(step_table(step, now))
        })
    }

    /// How `action`, tried on `table`, is judged while the table is a
    /// lesson: `Err` with the words to show instead of playing it;
    /// `Ok(true)` when it completes the step (it is played), `Ok(false)`
    /// when the table is no lesson.
    pub fn judge(self, table: &PassTable<G>, action: &G::Action) -> Result<bool, String> {
        let Some(At { index, done }) = self.at.get_untracked() else {
            return Ok(false);
        };
        if done {
            return Err(STEP_DONE.into());
        }
        let Some(seat) = table.game().to_act() else {
            return Err(STEP_DONE.into());
        };
        let verdict = self.steps.with_value(|steps| {
            steps
                .get(index)
                .map(|step| step.judge(table.game(), seat, action))
        });
        match verdict {
            Some(Verdict::Answer) => Ok(true),
            Some(Verdict::Nudge(words) | Verdict::Refused(words)) => Err(words),
            None => Ok(false),
        }
    }

    /// The step was answered: it is done, and this device remembers the
    /// next step (or that the lesson is finished).
    pub fn answered(self) {
        let Some(At { index, .. }) = self.at.get_untracked() else {
            return;
        };
        self.at.set(Some(At { index, done: true }));
        let count = self.steps.with_value(Vec::len);
        let kept = if index + 1 >= count {
            "done".to_string()
        } else {
            (index + 2).to_string()
        };
        // A device that will not keep it only loses the tick.
        let _ = device_store::write(&progress_key(self.entry), &kept);
    }

    /// Goes to step `index` (from 0) and hands its table to `open`.
    fn go_to(self, index: usize, open: Callback<Option<Result<PassTable<G>, String>>>) {
        self.at.set(Some(At { index, done: false }));
        open.run(self.table(crate::ai::clock::now_ms()));
    }

    /// The lesson's panel above the turn's actions: the step, its goal,
    /// and once done what it showed and the way on; `open` is handed the
    /// table of a step the learner goes to.
    pub fn panel(self, open: Callback<Option<Result<PassTable<G>, String>>>) -> Option<AnyView> {
        let At { index, done } = self.at.get()?;
        let count = self.steps.with_value(Vec::len);
        let (goal, then) = self
            .steps
            .with_value(|steps| steps.get(index).map(|step| (step.goal, step.then)))?;
        let last = index + 1 >= count;
        let slug = self.entry.slug();
        let way_on = done.then(|| {
            if last {
                view! {
                    <p class="lesson-then" role="status">{then}</p>
                    <p class="lesson-finished">"Lesson finished."</p>
                    <a class="button primary" href=format!("#/play/{slug}")>"Play a game"</a>
                }
                .into_any()
            } else {
                view! {
                    <p class="lesson-then" role="status">{then}</p>
                    <button type="button" class="button primary lesson-next"
                        on:click=move |_| self.go_to(index + 1, open)>"Next step"</button>
                }
                .into_any()
            }
        });
        Some(
            view! {
                <section class="lesson" aria-label="Lesson" data-step=index + 1>
                    <p class="lesson-count">{format!("Lesson \u{b7} step {} of {count}", index + 1)}</p>
                    <p class="lesson-goal">{goal}</p>
                    {way_on}
                    <div class="lesson-links">
                        <button type="button" class="button lesson-again"
                            on:click=move |_| self.go_to(index, open)>"Start the step again"</button>
                        <a class="button" href=format!("#/play/{slug}")>"Leave the lesson"</a>
                    </div>
                </section>
            }
            .into_any(),
        )
    }
}

/// The table of `step`: one learner holding every seat, no hand-offs,
/// no hints, at the step's position.
fn step_table<G: TableGame>(step: &Step<G>, now: f64) -> Result<PassTable<G>, String> {
    let position = step.position().map_err(|error| error.0)?;
    let seats = position.game.seat_count();
    let record = TableRecord {
        start: step.start.clone(),
        actions: position.actions,
        sitting: Sitting {
            people: vec!["You".to_string()],
            holders: vec![0; seats],
            computers: Vec::new(),
        },
        open_table: true,
        clock: TableClock::new(),
        no_hints: true,
    };
    PassTable::from_record(record, now).map_err(|error| error.0)
}
