//! The shared table in play: opens a save, a shared game or the setup
//! screen, then draws only what [`PassTable::shown`] hands it (hand-off
//! and peek screens, one seat's view, a computer's turn, the finished
//! game), turns gestures and typed moves into the game's actions (with
//! refusals and second thoughts beside the boards), holds the table's
//! controls and settings, and sounds what the game says. Saving is
//! [`super::saving`]'s, the clocks' ticks [`super::clock`]'s, the
//! computer seats [`super::computer_seats`]'.

use std::marker::PhantomData;

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use super::clock::{self, Clocks};
use super::computer_seats::ComputerSeats;
use super::controls::TableControls;
use super::facing::Facing;
use super::hint::Hints;
use super::lesson::Lesson;
use super::replay::replay_viewer;
use super::saving::Saving;
use super::second_thought::{AskFirst, SecondThought};
use super::split::{
    GameOverArgs, OpenArgs, Opened, RecordArgs, ReplayArgs, SetupArgs, SplitScreens, when_in,
};
use super::store;
use super::{BoardsContext, PanelContext, TableGame};
use crate::ai::clock::now_ms;
use crate::games::pass_table::{PAUSED, PassTable, Person, Screen, Shown};
use crate::games::{RuleError, Seat};
use crate::ui::app::scroll_to_top;
use crate::ui::board::{Choice, StockHand};
use crate::ui::catalogue::GameId;
use crate::ui::handoff::HandOff;
use crate::ui::route::Opening;
use crate::ui::shared_code::{live_flag, live_maybe_text, memo, redrawn};
use crate::ui::sound;

/// Which screen is up, without its contents.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Setup,
    HandOff,
    /// A seat's own view; which seat, and whether it acts, are the
    /// `turn` memo's, so a seat following another keeps the screen.
    Private,
    Computer {
        seat: Seat,
    },
    /// Any seat's turn, or the end, in a game with one screen
    /// ([`TableGame::one_screen`]).
    Play,
    Over,
}

/// The screen a refusal was made on: which screen, whose view and turn,
/// the seat whose view is up, and how many actions were played.
type ScreenStamp = (Kind, Option<(Seat, bool)>, Option<Seat>, Option<usize>);

/// Sounds what an action made happen, as the game says.
fn sound_of<G: TableGame>(events: Option<Vec<G::Event>>) {
    if let Some(sound) = events.as_deref().and_then(G::sound) {
        sound::play(sound);
    }
}

/// The table of game `G`: once the game or lesson the address names is
/// read (by its split part, [`SplitScreens::open`]), the table in play.
#[component]
pub fn GameTable<G: TableGame>(
    /// What the address asks to open.
    opening: Opening,
    /// The game played (`<GameTable<CoinChess> opening />`).
    #[prop(optional)]
    _game: PhantomData<G>,
    /// The catalogue entry the table was opened from, when it is not
    /// `G::ID` (Chess960 at the chess table): the setup starts from
    /// [`TableGame::settings_for`] it.
    #[prop(default = None)]
    entry: Option<GameId>,
    /// The parts split off the table's wasm, fetched when first needed.
    screens: SplitScreens<G>,
) -> impl IntoView {
    if opening == Opening::Setup {
        return table_in_play(opening, entry, screens, Opened::default()).into_any();
    }
    Suspend::new(async move {
        let args = OpenArgs {
            opening: opening.clone(),
            entry: entry.unwrap_or(G::ID),
        };
        let opened = (screens.open)(args).await;
        table_in_play(opening, entry, screens, opened)
    })
    .into_any()
}

/// The table in play, from what its opening found.
fn table_in_play<G: TableGame>(
    opening: Opening,
    entry: Option<GameId>,
    screens: SplitScreens<G>,
    opened: Opened<G>,
) -> AnyView {
    G::provide_table_context();
    let Opened {
        table: opened,
        problem: mut first_problem,
        lesson,
    } = opened;
    let lesson = Lesson::open(entry.unwrap_or(G::ID), lesson);
    let (mut table, save_id) = match opened {
        Some((table, id)) => (Some(table), Some(id)),
        None => (None, None),
    };
    // A lesson's step is no saved game: it has no save id.
    match lesson.table(now_ms()) {
        Some(Ok(step)) => table = Some(step),
        Some(Err(problem)) => {
            lesson.leave();
            first_problem = Some(format!("The lesson cannot be set up: {problem}."));
        }
        None => {}
    }
    let table = RwSignal::new(table);
    let save_id = RwSignal::new(save_id);
    let problem = RwSignal::new(first_problem);
    let showing_record = RwSignal::new(false);
    // A replay's address opens the game with its replay up.
    let replay_at = match &opening {
        Opening::Replay { at, .. } => Some(*at),
        _ => None,
    };
    let showing_replay =
        RwSignal::new(replay_at.and(table.with_untracked(|t| t.as_ref().map(replay_viewer))));
    // The address's step is for the replay it opens with only.
    let replay_at = StoredValue::new(replay_at);
    let now = RwSignal::new(now_ms());

    let saving = Saving::keep(table, save_id);
    let save_problem = saving.problem;
    clock::tick(table, now, sound_of::<G>);

    // The computer seats think in a worker started only when one is asked.
    let computers_driven = ComputerSeats::drive(table, sound_of::<G>);
    let forget_computer = move || computers_driven.forget();
    let hints = Hints::provide(table);

    let start = move |new: PassTable<G>| {
        lesson.leave();
        forget_computer();
        problem.set(None);
        save_id.set(Some(store::new_id(G::ID, now_ms())));
        table.set(Some(new));
        // The table opens at its top, not where the setup was scrolled to.
        scroll_to_top();
    };
    let kind = memo(move || {
        table.with(|t| match t.as_ref().map(PassTable::screen) {
            None => Kind::Setup,
            Some(Screen::HandOff { .. }) => Kind::HandOff,
            Some(Screen::Private { .. } | Screen::Computer { .. } | Screen::Over)
                if G::one_screen() =>
            {
                Kind::Play
            }
            Some(Screen::Private { .. }) => Kind::Private,
            Some(Screen::Computer { seat }) => Kind::Computer { seat },
            Some(Screen::Over) => Kind::Over,
        })
    });
    // The seat whose own view is up, and whether it acts now.
    let turn = memo(move || {
        table.with(|t| {
            let t = t.as_ref()?;
            match t.screen() {
                Screen::Private { seat, peek } => {
                    Some((seat, !peek && t.game().to_act() == Some(seat)))
                }
                _ => None,
            }
        })
    });
    // What the screen shows, worked out once per change of the table (the
    // memos reading it compare their parts).
    let shown_now = Memo::new_with_compare(
        move |_| table.with(|t| t.as_ref().map(PassTable::shown)),
        |_, _| true,
    );
    let shown = move || shown_now.get();
    // The memos below read their part of what is shown in place: a clone
    // of all of it (every board's view) for each would cost a move dearly
    // on a table of many boards.
    let boards = memo(move || {
        shown_now.with(|shown| match shown {
            Some(Shown::HandOff { boards, .. })
            | Some(Shown::Private { boards, .. })
            | Some(Shown::Computer { boards, .. })
            | Some(Shown::Over { boards, .. }) => boards.clone(),
            None => Vec::new(),
        })
    });
    let view = memo(move || {
        shown_now.with(|shown| match shown {
            Some(Shown::HandOff { view, .. })
            | Some(Shown::Private { view, .. })
            | Some(Shown::Computer { view, .. })
            | Some(Shown::Over { view, .. }) => Some(view.clone()),
            None => None,
        })
    });
    // The seat whose view is up and whether it may act, as the turn
    // passes under one screen.
    let live_seat = memo(move || {
        shown_now.with(|shown| match shown {
            Some(Shown::Private { seat, .. }) => Some(*seat),
            Some(Shown::Computer { watcher, .. }) => *watcher,
            _ => None,
        })
    });
    let live_acting = memo(move || {
        shown_now.with(|shown| matches!(shown, Some(Shown::Private { acting: true, .. })))
    });
    // What the seat whose view is up may do now, as the game lists it:
    // nothing unless it is acting.
    let legal = memo(move || {
        let acting_seat = shown_now.with(|shown| match shown {
            Some(Shown::Private {
                seat, acting: true, ..
            }) => Some(*seat),
            _ => None,
        });
        match acting_seat {
            Some(seat) => table.with_untracked(|t| {
                t.as_ref()
                    .map_or_else(Vec::new, |t| t.game().legal_actions(seat))
            }),
            None => Vec::new(),
        }
    });
    let computers = memo(move || {
        table.with(|t| {
            t.as_ref().map_or_else(Vec::new, |t| {
                (0..t.game().seat_count())
                    .map(|seat| t.sitting().seat_computer(seat))
                    .collect()
            })
        })
    });
    let thinking = memo(move || {
        table.with(|t| {
            t.as_ref()
                .and_then(|t| t.computer_to_act())
                .map(|(seat, _)| seat)
        })
    });
    // Whether a person, not a computer, holds `seat`.
    let held_by_person = move |seat: Option<Seat>| {
        seat.is_some_and(|seat| computers.with(|c| matches!(c.get(seat), Some(None))))
    };
    let paused = memo(move || table.with(|t| t.as_ref().is_some_and(PassTable::paused)));
    let names = memo(move || {
        table.with(|t| {
            t.as_ref().map_or_else(Vec::new, |t| {
                (0..t.game().seat_count())
                    .map(|seat| t.holder_name(seat).to_string())
                    .collect()
            })
        })
    });
    // The one refusal shown: the game's words for the last thing the seat
    // whose view is up tried, beside the boards until the next gesture on
    // this table (see the section's listeners), and only while the screen
    // it was made on stays up with no action played since.
    let action_count = memo(move || table.with(|t| t.as_ref().map(PassTable::action_count)));
    let screen_now = move || (kind.get(), turn.get(), live_seat.get(), action_count.get());
    let refusal = RwSignal::new(None::<(ScreenStamp, String)>);
    let refuse = move |error: RuleError| {
        let private = table.with_untracked(|t| {
            t.as_ref()
                .is_some_and(|t| matches!(t.screen(), Screen::Private { .. }))
        });
        if private {
            refusal.set(Some((untrack(screen_now), error.0)));
            // A move typed far down the page is refused where the player
            // can read why.
            request_animation_frame(|| bring_into_view(".refusal-slot .notice.refusal"));
        }
    };
    let refusal_shown = move || {
        refusal
            .get()
            .filter(|(made_on, _)| *made_on == screen_now())
            .map(|(_, words)| words)
    };
    let notices = memo(move || {
        table.with(|t| {
            t.as_ref().map_or_else(Vec::new, |t| {
                names.with(|names| {
                    t.last_events()
                        .iter()
                        .filter_map(|event| G::notice(event, names))
                        .collect::<Vec<_>>()
                })
            })
        })
    });
    let act = Callback::new(move |action: G::Action| {
        // In a lesson, the step judges the try first.
        let judged = table.with_untracked(|t| t.as_ref().map(|t| lesson.judge(t, &action)));
        let answers_step = match judged {
            Some(Err(words)) => return refuse(RuleError::new(words)),
            Some(Ok(answers)) => answers,
            None => false,
        };
        let mut answer = None;
        table.update(|t| {
            if let Some(t) = t.as_mut() {
                answer = Some(t.act(&action, now_ms()));
            }
        });
        match answer {
            Some(Ok(events)) => {
                if answers_step {
                    lesson.answered();
                }
                sound_of::<G>(Some(events))
            }
            Some(Err(refused)) => refuse(refused),
            None => {}
        }
    });
    // A gesture's or typed action held for a second thought, asked beside
    // the boards while the screen it was made on stays up (until it is
    // answered, or the next gesture elsewhere on the table drops it).
    let held = RwSignal::new(None::<(ScreenStamp, G::Action, SecondThought)>);
    let held_shown = move || held.get().filter(|(made_on, ..)| *made_on == screen_now());
    // Plays a gesture's or typed action, unless the game asks a second
    // thought about it first.
    let ask_first = move |action: G::Action| {
        let private = table.with_untracked(|t| {
            t.as_ref()
                .is_some_and(|t| matches!(t.screen(), Screen::Private { .. }))
        });
        let thought = view.with_untracked(|v| {
            let v = v.as_ref().filter(|_| private)?;
            boards.with_untracked(|b| G::second_thought(v, b, &action))
        });
        match thought {
            Some(thought) => held.set(Some((untrack(screen_now), action, thought))),
            None => act.run(action),
        }
    };
    let act_text = Callback::new(move |text: String| {
        if paused.get_untracked() {
            refuse(RuleError::new(PAUSED));
            return;
        }
        let parsed = table.with_untracked(|t| {
            let t = t.as_ref()?;
            let Screen::Private { seat, .. } = t.screen() else {
                return None;
            };
            Some(t.game().parse_action(seat, &text))
        });
        match parsed {
            Some(Ok(action)) => ask_first(action),
            Some(Err(refused)) => refuse(refused),
            None => {}
        }
    });
    // The seat a gesture on the board is for: under one screen, the seat
    // whose view is up now.
    let gesture_seat = move |drawn_for: Option<Seat>| {
        if G::one_screen() {
            live_seat.get_untracked()
        } else {
            drawn_for
        }
    };
    // A move or drop made on a board, or tried where the board knows of
    // no such move: the game plays it, or says why not (whether the
    // gesture makes no action or the action is refused), beside the board.
    let gesture = move |seat: Seat, board: usize, choice: Choice| {
        if paused.get_untracked() {
            refuse(RuleError::new(PAUSED));
            return;
        }
        let action =
            table.with_untracked(|t| t.as_ref().map(|t| t.game().gesture(seat, board, &choice)));
        match action {
            Some(Ok(action)) => ask_first(action),
            Some(Err(refused)) => refuse(refused),
            None => {}
        }
    };
    // Opens the table of the lesson's step the learner goes to.
    let open_step = Callback::new(
        move |step: Option<Result<PassTable<G>, String>>| match step {
            Some(Ok(step)) => {
                forget_computer();
                problem.set(None);
                table.set(Some(step));
            }
            Some(Err(refused)) => problem.set(Some(format!("The lesson cannot go on: {refused}."))),
            None => {}
        },
    );
    let lesson_panel = move || lesson.panel(open_step);
    let hand = StockHand::new();
    let panel_context = move |seat: Option<Seat>, acting: bool| {
        view.get().map(|view| PanelContext {
            view,
            seat,
            acting,
            legal: if acting { legal.get() } else { Vec::new() },
            names: names.get(),
            act,
            act_text,
            hand,
            computers: computers.get(),
            thinking: thinking.get(),
        })
    };
    let panel = move |seat: Option<Seat>, acting: bool| panel_context(seat, acting).map(G::panel);
    // What the panel and the turn's actions of the seat `seat` names are
    // drawn from, as the game narrows it (`TableGame::panel_reads`): each
    // is drawn again only when that changes, not at every move.
    let panel_memo = move |seat: Signal<Option<Seat>>, acting: Signal<bool>| {
        memo(move || panel_context(seat.get(), acting.get()).map(G::panel_reads))
    };
    let panel_of = move |context: Memo<Option<PanelContext<G>>>| {
        move || context.with(|c| c.clone().map(G::panel))
    };
    // The actions this turn needs, for the bar beside the board.
    let turn_actions = move |context: Memo<Option<PanelContext<G>>>| {
        move || {
            context
                .with(|c| c.clone().and_then(G::turn_actions))
                .map(|actions| view! { <div class="turn-actions">{actions}</div> })
        }
    };
    // The boards of the screen that is up: the public view, or the own
    // view of the seat of the `turn` memo.
    // `seat` is the seat of the view drawn (`None`: the public view).
    // `facing`: where the boards face.
    let boards_for = move |seat: Signal<Option<Seat>>, acting: Signal<bool>, facing: Facing| {
        G::board_layout(BoardsContext {
            boards: boards.into(),
            view: view.into(),
            seat,
            facing: facing.seat,
            acting,
            names: names.into(),
            stock: hand,
            act,
            act_text,
            on_choice: Callback::new(move |(index, choice)| {
                if let Some(seat) = gesture_seat(seat.get_untracked()) {
                    gesture(seat, index, choice)
                }
            }),
            on_refused: Callback::new(move |(index, choice)| {
                if let Some(seat) = gesture_seat(seat.get_untracked()) {
                    gesture(seat, index, choice)
                }
            }),
        })
    };
    // Pausing drops the question put to a computer (asked again on
    // resuming), so nobody moves while the clocks do not run.
    let on_pause = Callback::new(move |pause: bool| {
        let at = now_ms();
        if pause {
            forget_computer();
        }
        table.update(|t| {
            if let Some(t) = t.as_mut() {
                if pause {
                    let _ = t.pause(at);
                } else {
                    t.resume(at);
                }
            }
        });
        now.set(at);
    });
    let can_pause = memo(move || table.with(|t| t.as_ref().is_some_and(PassTable::can_pause)));
    // The clocks are drawn once, while the game has any: the faces and the
    // Pause button follow the table (the button keeps the focus).
    let has_clocks =
        memo(move || table.with(|t| t.as_ref().and_then(PassTable::clock_plan).is_some()));
    let clocks = move || {
        if !has_clocks.get() {
            return None;
        }
        let plan = table.with_untracked(|t| t.as_ref().and_then(PassTable::clock_plan))?;
        let clock = Signal::derive(move || {
            table.with(|t| t.as_ref().map(|t| t.clock().clone()).unwrap_or_default())
        });
        let plan = Signal::derive(move || {
            table
                .with(|t| t.as_ref().and_then(PassTable::clock_plan))
                .unwrap_or_else(|| plan.clone())
        });
        Some(view! { <Clocks plan clock now can_pause on_pause /> })
    };
    let notice_list = move || {
        let list = notices.get();
        (!list.is_empty()).then(|| {
            view! {
                <ul class="notices" aria-live="polite">
                    {list.into_iter().map(|n| view! { <li>{n}</li> }).collect_view()}
                </ul>
            }
        })
    };
    let table_controls = TableControls {
        table,
        save_id,
        showing_record,
        showing_replay,
        saving,
        computers: computers_driven,
        has_computers: Signal::derive(move || computers.with(|c| c.iter().any(Option::is_some))),
    };
    let peek_row = move |except: Option<Person>| table_controls.peek_row(except);
    let settings = move || table_controls.settings();
    // "White · Ann": the seat by its role, the person by name; where
    // seats are the players themselves (Carousel, the ring), the name alone.
    let turn_line = move |seat: Seat| {
        let name = names.with(|n| n.get(seat).cloned().unwrap_or_default());
        if G::seats_follow_players() {
            return name;
        }
        let labels = G::seat_labels();
        let label = labels.get(seat).cloned().unwrap_or_default();
        format!("{label} \u{b7} {name}")
    };
    // Whether the computer seat to act is thinking: not once it has failed
    // (its notice then says why, beneath) nor while the clocks are paused.
    let seat_thinking = move |seat: Seat| !paused.get() && !computers_driven.failed(seat);
    // The line of a computer seat to act. Its thinking is told by the
    // line's mark, in words only to a screen reader, so the line is as
    // long as a person's and nothing beneath it moves.
    let thinking_line = move |seat: Seat| {
        let words = turn_line(seat);
        view! {
            {words}
            {seat_thinking(seat).then(|| view! { <span class="visually-hidden">" is thinking\u{2026}"</span> })}
        }
        .into_any()
    };
    let save_notice = move || {
        save_problem
            .get()
            .map(|p| view! { <p class="notice problem save-problem" role="alert">{p}</p> })
    };
    // A computer seat that failed or is late, named, with the ways on.
    let computer_notice = move || computers_driven.notice(turn_line);

    // The place of the refusal beside the boards, kept free when there is
    // none, so that a refusal coming or going moves no control; a second
    // thought is asked there too, over what follows.
    let refusal_slot = move || {
        view! {
            <div class="refusal-slot">
                {redrawn(move || refusal_shown().map(|r| view! {
                    <p class="notice refusal" role="alert">{r}</p>
                }))}
                {redrawn(move || held_shown().map(|(_, action, thought)| view! {
                    <AskFirst thought
                        on_go=move |_| {
                            held.set(None);
                            act.run(action.clone());
                        }
                        on_back=move |_| {
                            held.set(None);
                            focus_first_board();
                        } />
                }))}
            </div>
        }
    };
    // The next gesture on this table, on a board or a control, puts the
    // refusal away (before the gesture itself, which may bring its own),
    // and drops a held action unless it answers its question.
    let gesture_begins = move |target: Option<web_sys::EventTarget>| {
        if refusal.with_untracked(Option::is_some) {
            refusal.set(None);
        }
        let answering = target
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest(".second-thought").ok().flatten())
            .is_some();
        if !answering && held.with_untracked(Option::is_some) {
            held.set(None);
        }
    };

    let screen = move || {
        if showing_record.get() {
            let args = table.with(|t| {
                t.clone().map(|table| RecordArgs {
                    table,
                    names: names.get_untracked(),
                    at_ms: now_ms(),
                    on_close: Callback::new(move |_| showing_record.set(false)),
                })
            });
            if let Some(args) = args {
                return when_in((screens.record)(args)).into_any();
            }
        }
        if let Some(viewer) = showing_replay.get() {
            let record = table.with_untracked(|t| t.as_ref().map(PassTable::record));
            if let Some(record) = record {
                let on_close = Callback::new(move |_| showing_replay.set(None));
                let at = replay_at.get_value();
                replay_at.set_value(None);
                let args = ReplayArgs {
                    record,
                    viewer,
                    names: names.get_untracked(),
                    at,
                    on_close,
                };
                return when_in((screens.replay)(args)).into_any();
            }
        }
        match kind.get() {
            Kind::Setup => {
                let args = SetupArgs {
                    on_start: Callback::new(start),
                    problem: problem.into(),
                    entry,
                };
                when_in((screens.setup)(args)).into_any()
            }
            Kind::HandOff => {
                let (name, peek, person) = match shown() {
                    Some(Shown::HandOff {
                        name, peek, person, ..
                    }) => (name, peek, person),
                    _ => (String::new(), false, 0),
                };
                // The seat they take, so the table knows whose turn it is.
                let seat = table.with_untracked(|t| {
                    t.as_ref().and_then(|t| {
                        if peek {
                            t.sitting().holders.iter().position(|&p| p == person)
                        } else {
                            t.game().to_act()
                        }
                    })
                });
                let label = seat.and_then(|seat| G::seat_labels().get(seat).cloned());
                let name = match label {
                    Some(label) if label != name => format!("{name} ({label})"),
                    _ => name,
                };
                let secret = G::secret_words();
                let purpose = if peek {
                    format!("To look at their own {secret}; then the game goes on.")
                } else {
                    "It is their turn.".to_string()
                };
                let peeks = (!peek).then(|| peek_row(Some(person))).flatten();
                view! {
                    <HandOff player=name on_reveal=move |_| table.update(|t| {
                        if let Some(t) = t.as_mut() {
                            t.reveal();
                        }
                    })>
                        <p class="small handoff-purpose">{purpose}</p>
                        {peeks}
                        {redrawn(save_notice)}
                        {redrawn(notice_list)}
                        <div class="shell-play public">
                            <div class="shell-boards">{boards_for(Signal::stored(None), Signal::stored(false), Facing::seat(Signal::stored(None)))}</div>
                            <aside class="shell-side">
                                {redrawn(clocks)}
                                {panel(None, false)}
                                <div class="controls">
                                    <button type="button" class="button show-record"
                                        on:click=move |_| showing_record.set(true)>"Export or share"</button>
                                </div>
                            </aside>
                        </div>
                    </HandOff>
                }
                .into_any()
            }
            Kind::Play => {
                let seat = table.with_untracked(|t| t.as_ref().and_then(PassTable::person_seat));
                let kind_over = move || table.with(|t| t.as_ref().is_some_and(|t| t.screen() == Screen::Over));
                let outcome = move || {
                    let outcome = shown_now.with(|shown| match shown {
                        Some(Shown::Over { outcome, .. }) => Some(outcome.clone()),
                        _ => None,
                    });
                    outcome.map(|outcome| {
                        when_in((screens.game_over)(GameOverArgs {
                            outcome,
                            names: names.get(),
                            labels: G::seat_labels(),
                        }))
                    })
                };
                // The board faces the person to act, from the side of
                // their home seat: it turns only when the device passes.
                let mover_home = memo(move || {
                    let seat = live_seat.get()?;
                    table.with(|t| t.as_ref().map(|t| G::home_seat(&t.sitting().holders, seat)))
                });
                let panel_context = panel_memo(live_seat.into(), live_acting.into());
                let facing = if G::faces_the_mover() {
                    let home = table.with_untracked(|t| {
                        t.as_ref()
                            .zip(seat)
                            .map(|(t, seat)| G::home_seat(&t.sitting().holders, seat))
                    });
                    Facing::face_to_face(mover_home.into(), home, G::rotation)
                } else {
                    Facing::seat(Signal::stored(seat))
                };
                view! {
                    <div class="shell-play one-screen">
                        <div class="shell-boards" data-turning=live_maybe_text(move || facing.turning.get().then_some(""))>
                            {boards_for(Signal::stored(seat), live_acting.into(), facing)}
                        </div>
                        <div class="turn-bar">
                            <div class="turn-main">
                                {redrawn(lesson_panel)}
                                {refusal_slot()}
                                <p class="shell-turn" class:acting=live_flag(move || live_acting.get())
                                    class:thinking=live_flag(move || thinking.get().is_some_and(seat_thinking))>
                                    {redrawn(move || match (thinking.get(), live_seat.get()) {
                                        (Some(seat), _) => thinking_line(seat),
                                        (None, Some(seat)) => turn_line(seat).into_any(),
                                        (None, None) => ().into_any(),
                                    })}
                                </p>
                                {redrawn(computer_notice)}
                                {turn_actions(panel_context)}
                                {hints.bar(
                                    Signal::derive(move || live_seat.get().filter(|&seat| live_acting.get() && held_by_person(Some(seat)))),
                                    Signal::derive(move || thinking.get().is_some() && held_by_person(live_seat.get())),
                                )}
                            </div>
                            // A takeback may also undo the last move of a
                            // finished game, or a move the computer is
                            // still answering.
                            {redrawn(move || (!lesson.active()).then(|| table_controls.buttons(Signal::derive(move || live_acting.get() || thinking.get().is_some() || kind_over()))))}
                        </div>
                        <aside class="shell-side">
                            {redrawn(outcome)}
                            {redrawn(clocks)}
                            {redrawn(notice_list)}
                            {panel_of(panel_context)}
                            {settings()}
                            {redrawn(save_notice)}
                        </aside>
                    </div>
                }
                .into_any()
            }
            Kind::Computer { seat } => view! {
                <div class="shell-play public" data-seat=seat>
                    <div class="shell-boards">{boards_for(Signal::stored(None), Signal::stored(false), Facing::seat(Signal::stored(None)))}</div>
                    <div class="turn-bar">
                        <div class="turn-main">
                            <p class="shell-turn" class:thinking=live_flag(move || seat_thinking(seat))>{redrawn(move || thinking_line(seat))}</p>
                            {redrawn(computer_notice)}
                        </div>
                        {table_controls.buttons(Signal::stored(true))}
                    </div>
                    <aside class="shell-side">
                        {redrawn(clocks)}
                        {redrawn(notice_list)}
                        {redrawn(move || panel(None, false))}
                        {settings()}
                        {redrawn(save_notice)}
                    </aside>
                </div>
            }
            .into_any(),
            Kind::Private => {
                let seat = move || turn.get().map_or(0, |(seat, _)| seat);
                let acting = move || turn.get().is_some_and(|(_, acting)| acting);
                let seat_up = Signal::derive(move || turn.get().map(|(seat, _)| seat));
                let panel_context = panel_memo(Signal::derive(move || Some(seat())), Signal::derive(acting));
                view! {
                    <div class="shell-play" data-seat=seat>
                        <div class="shell-boards">{boards_for(
                            seat_up,
                            Signal::derive(move || turn.get().is_some_and(|(_, acting)| acting)),
                            Facing::seat(seat_up),
                        )}</div>
                        <div class="turn-bar">
                            <div class="turn-main">
                                {redrawn(lesson_panel)}
                                {refusal_slot()}
                                <p class="shell-turn" class:acting=acting>
                                    {redrawn(move || turn_line(seat()))}
                                    {redrawn(move || (!acting()).then(|| view! { <span class="badge">"looking only"</span> }))}
                                </p>
                                {turn_actions(panel_context)}
                                {hints.bar(Signal::derive(move || Some(seat()).filter(|&seat| acting() && held_by_person(Some(seat)))), Signal::stored(false))}
                            </div>
                            {redrawn(move || (!lesson.active()).then(|| table_controls.buttons(Signal::derive(acting))))}
                        </div>
                        <aside class="shell-side">
                            {redrawn(clocks)}
                            {redrawn(notice_list)}
                            {panel_of(panel_context)}
                            {settings()}
                            {redrawn(save_notice)}
                        </aside>
                    </div>
                }
                .into_any()
            }
            Kind::Over => {
                let outcome = match shown() {
                    Some(Shown::Over { outcome, .. }) => Some(outcome),
                    _ => None,
                };
                view! {
                    <div class="shell-play over">
                        <div class="shell-boards">{boards_for(Signal::stored(None), Signal::stored(false), Facing::seat(Signal::stored(None)))}</div>
                        <aside class="shell-side">
                            {redrawn(lesson_panel)}
                            {outcome.map(|outcome| when_in((screens.game_over)(GameOverArgs { outcome, names: names.get(), labels: G::seat_labels() })))}
                            {redrawn(clocks)}
                            {redrawn(notice_list)}
                            {redrawn(move || panel(None, false))}
                            {redrawn(move || (!lesson.active()).then(|| table_controls.buttons(Signal::stored(false))))}
                            {settings()}
                            {redrawn(save_notice)}
                        </aside>
                    </div>
                }
                .into_any()
            }
        }
    };
    view! {
        <section class="shell" data-game=G::ID.slug()
            on:pointerdown:capture=move |ev: web_sys::PointerEvent| gesture_begins(ev.target())
            on:keydown:capture=move |ev: web_sys::KeyboardEvent| {
                if !matches!(ev.key().as_str(), "Shift" | "Control" | "Alt" | "Meta") {
                    gesture_begins(ev.target())
                }
            }>
            {screen}
        </section>
    }
    .into_any()
}

/// Puts the keyboard back on the first board, where a dropped gesture was
/// made.
fn focus_first_board() {
    let board = web_sys::window().and_then(|w| w.document()).and_then(|d| {
        d.query_selector(".shell-boards svg[data-board]")
            .ok()
            .flatten()
    });
    if let Some(board) = board {
        let _ = board.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

/// Scrolls the page just enough to show the element `selector` finds, if
/// it lies above or below the screen now.
fn bring_into_view(selector: &str) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(element) = window
        .document()
        .and_then(|d| d.query_selector(selector).ok().flatten())
    else {
        return;
    };
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(f64::MAX);
    let rect = element.get_bounding_client_rect();
    if rect.top() < 0.0 {
        element.scroll_into_view_with_bool(true);
    } else if rect.bottom() > height {
        element.scroll_into_view_with_bool(false);
    }
}
