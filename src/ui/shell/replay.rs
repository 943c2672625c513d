//! The replay of the shared table: the game's steps in words, each one
//! selectable, stepped through with buttons or the arrow keys, the boards
//! and the game's panel drawn as they stood.
//!
//! While the game is played, the replay is that of the seat whose own view
//! is up, and holds only what its view held at each step
//! ([`History::steps`] folds what the seat could not see into the next
//! step it could). Once the game is over it is everybody's, every secret
//! shown ([`Viewer::Everything`]), with the game's secrets told at the top
//! ([`TableGame::secrets_told`]).

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use super::widgets::Segmented;
use super::{BoardsContext, PanelContext, TableGame};
use crate::games::board_view::BoardView;
use crate::games::history::{History, Step};
use crate::games::pass_table::{PassTable, Screen, TableRecord};
use crate::games::{Seat, Viewer};
use crate::ui::app::scroll_to_top;
use crate::ui::board::StockHand;
use crate::ui::board::figure::Figure;
use crate::ui::board::interaction::describe_last_move;
use crate::ui::route::ReplayAt;
use crate::ui::shared_code::{effect, memo, redrawn};

/// How long a step stays up while the replay plays, by the speed chosen:
/// each speed's name and milliseconds.
const SPEEDS: [(&str, u64); 3] = [("Slow", 2500), ("Normal", 1200), ("Fast", 500)];

/// Whose replay the table's screen that is up may open: everybody's,
/// every secret shown, once the game is over; the seat's own while its
/// view is up; otherwise what everybody may know.
pub fn replay_viewer<G: TableGame>(table: &PassTable<G>) -> Viewer {
    match table.screen() {
        _ if table.game().outcome().is_some() => Viewer::Everything,
        Screen::Private { seat, .. } => Viewer::Seat(seat),
        _ => Viewer::Public,
    }
}

/// One step of the replay in words: who acted and what happened.
#[derive(Clone, Debug, PartialEq)]
pub struct StepWords {
    /// The seat whose action made the step.
    pub seat: Seat,
    /// The name of the person whose action made the step; `None` when
    /// the words name them ([`TableGame::notices_tell_moves`]).
    pub who: Option<String>,
    /// What happened, in words; empty when the viewer saw nothing to name.
    pub what: Vec<String>,
}

impl StepWords {
    /// The line of the move list: "Ann: white knight g1 to f3".
    pub fn line(&self) -> String {
        match (&self.who, self.what.is_empty()) {
            (Some(who), true) => format!("{who} acts"),
            (Some(who), false) => format!("{who}: {}", self.what.join("; ")),
            (None, _) => self.what.join(" "),
        }
    }
}

/// The words of each step of `history` after the start, as `viewer`
/// steps through it: each move the viewer sees land on a board (unless
/// the game's notices tell the moves), then the game's notices of the
/// step's events (every event for [`Viewer::Everything`], through
/// [`TableGame::replay_words`]).
pub fn step_words<G: TableGame>(
    history: &History<G>,
    steps: &[Step],
    viewer: Viewer,
    names: &[String],
) -> Vec<StepWords> {
    steps
        .windows(2)
        .map(|pair| {
            let (before, step) = (&pair[0], &pair[1]);
            let told = step.actions.clone().flat_map(|place| {
                history.acted(place).map_or_else(Vec::new, |acted| {
                    acted
                        .events
                        .iter()
                        .filter_map(|event| {
                            if viewer == Viewer::Everything {
                                G::replay_words(event, names)
                            } else {
                                G::notice(event, names)
                            }
                        })
                        .collect()
                })
            });
            let seat = history
                .acted(step.actions.end.saturating_sub(1))
                .map_or(0, |acted| acted.seat);
            if G::notices_tell_moves() {
                return StepWords {
                    seat,
                    who: None,
                    what: told.collect(),
                };
            }
            let boards_before = history.after(before.after()).boards(viewer);
            let boards_now = history.after(step.after()).boards(viewer);
            let many = boards_now.len() > 1;
            let mut what: Vec<String> = boards_before
                .iter()
                .zip(&boards_now)
                .enumerate()
                .filter(|(_, (was, now))| moved(was, now))
                .map(|(index, (was, now))| {
                    let words = move_words(was, now);
                    if many {
                        format!("board {}: {words}", index + 1)
                    } else {
                        words
                    }
                })
                .collect();
            what.extend(told);
            StepWords {
                seat,
                who: Some(names.get(seat).cloned().unwrap_or_default()),
                what,
            }
        })
        .collect()
}

/// The round of each step (from 1), given the seat that made each: a
/// round ends when a seat that acted in it acts again after another seat
/// (a seat's actions in a row, an invitation then a move, stay in one).
pub fn rounds(seats: &[Seat]) -> Vec<usize> {
    let mut round = 1;
    let mut acted: Vec<Seat> = Vec::new();
    let mut last = None;
    seats
        .iter()
        .map(|&seat| {
            if last != Some(seat) && acted.contains(&seat) {
                round += 1;
                acted.clear();
            }
            if !acted.contains(&seat) {
                acted.push(seat);
            }
            last = Some(seat);
            round
        })
        .collect()
}

/// Words for the move that landed on a board between two of its views,
/// naming the man it took: "white pawn e4 takes black pawn on d5".
fn move_words(was: &BoardView, now: &BoardView) -> String {
    let words = describe_last_move(now);
    let Some((_, to)) = &now.last_move else {
        return words;
    };
    let mover = now
        .men
        .iter()
        .find(|man| &man.square == to)
        .map(|man| man.army);
    let taken = was
        .men
        .iter()
        .find(|man| &man.square == to && Some(man.army) != mover);
    match taken {
        Some(man) => words.replacen(
            &format!(" to {to}"),
            &format!(" takes {} on {to}", Figure::of(man).name()),
            1,
        ),
        None => words,
    }
}

/// Whether a move landed on a board between two of its views.
fn moved(was: &BoardView, now: &BoardView) -> bool {
    now.last_move.is_some() && (now.last_move != was.last_move || now.men != was.men)
}

/// The replay screen of `record`, as `viewer` may see it; `on_close`
/// goes back to the table.
#[component]
pub fn Replay<G: TableGame>(
    /// The game as it started and every action since.
    record: TableRecord<G>,
    /// Whose replay it is: a seat during play, everybody once it is over.
    viewer: Viewer,
    /// The name of the person holding each seat, by seat.
    names: Vec<String>,
    /// The step it opens at (after so many actions, the one before when
    /// that is no step of the viewer's); the last by default.
    #[prop(default = None)]
    at: Option<ReplayAt>,
    /// Back to the table.
    on_close: Callback<()>,
) -> impl IntoView {
    let seat_count = record.start.seat_count();
    let has_secrets = record.start.has_secrets();
    let history = match History::replay(record.start, &record.actions) {
        Ok(history) => history,
        Err(error) => {
            return view! {
                <section class="replay">
                    <p class="notice problem" role="alert">
                        {format!("This game cannot be replayed: {error}.")}
                    </p>
                    <button type="button" class="button" on:click=move |_| on_close.run(())>
                        "Back to the game"
                    </button>
                </section>
            }
            .into_any();
        }
    };
    let steps = history.steps(viewer);
    let words = step_words(&history, &steps, viewer, &names);
    let secrets = if viewer == Viewer::Everything {
        G::secrets_told(&history.after(history.len()).view(viewer), &names)
    } else {
        Vec::new()
    };
    let last = steps.len() - 1;
    let ends: Vec<usize> = steps.iter().map(Step::after).collect();
    let history = StoredValue::new(history);
    let first_shown = at.and_then(ReplayAt::step).map_or(last, |count| {
        ends.iter().rposition(|&end| end <= count).unwrap_or(0)
    });
    let at = RwSignal::new(first_shown);
    let ends = StoredValue::new(ends);
    let count_at = move || ends.with_value(|ends| ends[at.get().min(last)]);
    let boards = memo(move || {
        let count = count_at();
        history.with_value(|h| h.after(count).boards(viewer))
    });
    let view = memo(move || {
        let count = count_at();
        Some(history.with_value(|h| h.after(count).view(viewer)))
    });
    let seat = match viewer {
        Viewer::Seat(seat) => Some(seat),
        Viewer::Public | Viewer::Everything => None,
    };
    let names = Signal::stored(names);
    let hand = StockHand::new();
    let act = Callback::new(|_| {});
    let act_text = Callback::new(|_: String| {});
    let boards_drawn = G::board_layout(BoardsContext {
        boards: boards.into(),
        view: view.into(),
        seat: Signal::stored(seat),
        facing: Signal::stored(seat),
        acting: Signal::stored(false),
        names,
        stock: hand,
        act,
        act_text,
        on_choice: Callback::new(|_| {}),
        on_refused: Callback::new(|_| {}),
    });
    let panel = move || {
        view.get().map(|view| {
            G::panel(PanelContext {
                view,
                seat,
                acting: false,
                legal: Vec::new(),
                names: names.get(),
                act,
                act_text,
                hand,
                computers: vec![None; seat_count],
                thinking: None,
            })
        })
    };
    let go = move |step: usize| at.set(step.min(last));
    // Playing steps forward on its own at the speed chosen, until the
    // last step or a pause.
    let playing = RwSignal::new(false);
    let pause_ms = RwSignal::new(SPEEDS[1].1);
    effect(move || {
        if !playing.get() {
            return;
        }
        let step = at.get();
        if step >= last {
            playing.set(false);
            return;
        }
        set_timeout(
            // The replay may be closed meanwhile: its signals are then gone.
            move || {
                if playing.try_get_untracked() == Some(true) && at.try_get_untracked() == Some(step)
                {
                    at.try_set(step + 1);
                }
            },
            std::time::Duration::from_millis(pause_ms.get_untracked()),
        );
    });
    let on_key = move |ev: web_sys::KeyboardEvent| {
        let on_board = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("svg[data-board], input, textarea").ok().flatten())
            .is_some();
        if on_board {
            return;
        }
        let now = at.get_untracked();
        let to = match ev.key().as_str() {
            "ArrowLeft" | "ArrowUp" => now.saturating_sub(1),
            "ArrowRight" | "ArrowDown" => now + 1,
            "Home" => 0,
            "End" => last,
            _ => return,
        };
        ev.prevent_default();
        go(to);
    };
    let round_of = rounds(&words.iter().map(|w| w.seat).collect::<Vec<_>>());
    let list = words
        .into_iter()
        .enumerate()
        .map(|(index, words)| {
            let step = index + 1;
            let round = round_of[index];
            let heading = (index == 0 || round_of[index - 1] != round)
                .then(|| view! { <h4 class="replay-round">{format!("Round {round}")}</h4> });
            view! {
                <li>
                    {heading}
                    <button type="button" class="replay-step" data-step=step
                        aria-current=move || (at.get() == step).then_some("step")
                        on:click=move |_| go(step)>
                        <span class="replay-number">{format!("{step}.")}</span>
                        " "
                        {words.line()}
                    </button>
                </li>
            }
        })
        .collect_view();
    let told = (!secrets.is_empty()).then(|| {
        view! {
            <section class="replay-secrets" aria-label="The secrets">
                <h3>"The secrets"</h3>
                <ul>{secrets.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}</ul>
            </section>
        }
    });
    // Whose replay it is matters only in a game with secrets.
    let whose = has_secrets.then(|| match viewer {
        Viewer::Everything => "Every secret is shown: the game is over.".to_string(),
        Viewer::Seat(seat) => {
            let name = names.with_untracked(|n| n.get(seat).cloned().unwrap_or_default());
            format!("{name}'s replay: only what {name} may know so far.")
        }
        Viewer::Public => "What everybody at the table may know.".to_string(),
    });
    // The replay opens at the top of the page, and its step list follows
    // the step shown.
    scroll_to_top();
    effect(move || scroll_to_step(at.get()));
    // The keys step through the replay from the moment it opens; taking
    // the focus does not scroll the page away from its top.
    let root = NodeRef::<leptos::html::Div>::new();
    effect(move || {
        if let Some(root) = root.get() {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = root.focus_with_options(&options);
        }
    });
    view! {
        <div class="shell-play replay" tabindex="-1" node_ref=root on:keydown=on_key>
            <div class="shell-boards">{boards_drawn}</div>
            <div class="turn-bar replay-bar">
                <div class="turn-main">
                    <p class="shell-turn replay-at" aria-live="polite">
                        {redrawn(move || match at.get() {
                            0 => format!("The start ({last} steps)"),
                            step => format!("Step {step} of {last}"),
                        })}
                    </p>
                    <div class="row replay-buttons" role="group" aria-label="Step through the game">
                        <button type="button" class="button replay-first" aria-label="First step"
                            disabled=move || at.get() == 0 on:click=move |_| go(0)>"|\u{25c0}"</button>
                        <button type="button" class="button replay-back" aria-label="Step back"
                            disabled=move || at.get() == 0
                            on:click=move |_| go(at.get_untracked().saturating_sub(1))>"\u{25c0}"</button>
                        <button type="button" class="button replay-forward" aria-label="Step forward"
                            disabled=move || at.get() == last
                            on:click=move |_| go(at.get_untracked() + 1)>"\u{25b6}"</button>
                        <button type="button" class="button replay-last" aria-label="Last step"
                            disabled=move || at.get() == last on:click=move |_| go(last)>"\u{25b6}|"</button>
                        <button type="button" class="button replay-play"
                            aria-pressed=move || if playing.get() { "true" } else { "false" }
                            on:click=move |_| {
                                if !playing.get_untracked() && at.get_untracked() == last {
                                    go(0);
                                }
                                playing.update(|on| *on = !*on);
                            }>
                            {redrawn(move || if playing.get() { "Pause" } else { "Play" })}
                        </button>
                        <Segmented label="Speed" value=pause_ms
                            options=SPEEDS.iter().map(|&(name, ms)| (ms, name.to_string())).collect()
                            on_change=move |ms| pause_ms.set(ms) />
                    </div>
                </div>
                <div class="controls">
                    <button type="button" class="button replay-close" on:click=move |_| on_close.run(())>
                        "Back to the game"
                    </button>
                </div>
            </div>
            <aside class="shell-side">
                {whose.map(|whose| view! { <p class="small replay-whose">{whose}</p> })}
                {told}
                <ol class="replay-steps">{list}</ol>
                {panel}
            </aside>
        </div>
    }
    .into_any()
}

/// Scrolls the replay's step list, when it scrolls, to show step `step`.
fn scroll_to_step(step: usize) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let find = |selector: &str| {
        document
            .query_selector(selector)
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
    };
    let (Some(list), Some(item)) = (
        find(".replay-steps"),
        find(&format!(".replay-step[data-step=\"{}\"]", step.max(1))),
    ) else {
        return;
    };
    let (top, bottom) = (item.offset_top(), item.offset_top() + item.offset_height());
    if top < list.scroll_top() {
        list.set_scroll_top(top);
    } else if bottom > list.scroll_top() + list.client_height() {
        list.set_scroll_top(bottom - list.client_height());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;
    use crate::games::four_player::{FourPlayer, Options};

    fn names() -> Vec<String> {
        ["Ann", "Bob", "Cy", "Di"].map(String::from).to_vec()
    }

    /// A Four Player game where Blue invites Red in secret, then moves.
    fn secret_invitation() -> History<FourPlayer> {
        let mut game = FourPlayer::new(Options::default(), 9).unwrap();
        let start = game.clone();
        let mut actions: Vec<(Seat, _)> = Vec::new();
        for text in ["f2f3", "propose red", "b7c7"] {
            let seat = game.to_act().unwrap();
            let action = game.parse_action(seat, text).unwrap();
            game.apply(seat, &action).unwrap();
            actions.push((seat, action));
        }
        History::replay(start, &actions).unwrap()
    }

    fn lines(history: &History<FourPlayer>, viewer: Viewer) -> Vec<String> {
        let steps = history.steps(viewer);
        step_words(history, &steps, viewer, &names())
            .iter()
            .map(StepWords::line)
            .collect()
    }

    #[test]
    fn a_seat_reads_only_the_moves_it_saw_and_a_finished_game_every_secret() {
        let history = secret_invitation();
        let yellow = lines(&history, Viewer::Seat(2));
        assert_eq!(yellow.len(), 2, "{yellow:?}");
        assert!(yellow[0].starts_with("Ann: ") && yellow[0].contains("f2 to f3"));
        assert!(yellow[1].starts_with("Bob: ") && yellow[1].contains("b7 to c7"));
        assert!(yellow.iter().all(|line| !line.contains("invite")));
        let everything = lines(&history, Viewer::Everything);
        assert_eq!(everything.len(), 3, "{everything:?}");
        assert_eq!(everything[1], "Bob: Blue invited Red to an alliance");
    }

    #[test]
    fn a_capture_names_the_man_taken() {
        let mut game = crate::games::standard::Standard::new();
        let start = game.clone();
        let mut actions = Vec::new();
        for text in ["e2e4", "d7d5", "e4d5"] {
            let seat = game.to_act().unwrap();
            let action = game.parse_action(seat, text).unwrap();
            game.apply(seat, &action).unwrap();
            actions.push((seat, action));
        }
        let history = History::replay(start, &actions).unwrap();
        let steps = history.steps(Viewer::Everything);
        let lines: Vec<String> = step_words(&history, &steps, Viewer::Everything, &names())
            .iter()
            .map(StepWords::line)
            .collect();
        assert_eq!(lines[0], "Ann: white pawn e2 to e4");
        assert_eq!(lines[2], "Ann: white pawn e4 takes black pawn on d5");
    }

    #[test]
    fn a_round_ends_when_a_seat_acts_again_after_another() {
        // Chess: one move each.
        assert_eq!(rounds(&[0, 1, 0, 1, 0]), vec![1, 1, 2, 2, 3]);
        // Four Player: Blue invites, then moves, in one round; Red is out.
        assert_eq!(rounds(&[0, 1, 1, 2, 0, 1, 2]), vec![1, 1, 1, 1, 2, 2, 2]);
    }

    #[test]
    fn the_secrets_of_a_finished_game_are_told_from_its_final_view() {
        let history = secret_invitation();
        let view = history.after(history.len()).view(Viewer::Everything);
        assert_eq!(
            FourPlayer::secrets_told(&view, &names()),
            vec!["No alliance was made.".to_string()]
        );
    }
}
