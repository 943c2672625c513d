//! The panel beside the board: the step of the turn in words; for the seat
//! to act, what the step offers besides the board (the arrangement strip,
//! the guess picker, the pawn stock of a bonus step and "No bonus move",
//! uncloaking and "End turn"); the players, the guesses, the viewer's own
//! grid and the moves. Drawn from the view of the screen that is up, and
//! nothing else.

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use super::arrange::ArrangeStrip;
use super::grid::{DeductionGrid, ExposureGrid};
use super::words::{guess_words, kind_title, phase_words};
use crate::engine::men::{Army, Kind};
use crate::games::Seat;
use crate::games::cloak_dagger::seats::{army_of, name, opponent};
use crate::games::cloak_dagger::{Action, CheckerView, CloakDagger, CloakView, Phase, PlayerView};
use crate::ui::board::{StockHand, man_picture};
use crate::ui::shared_code::{live_flag, live_text, redrawn};
use crate::ui::shell::second_thought::{AskFirst, SecondThought};
use crate::ui::shell::widgets::Segmented;
use crate::ui::shell::{PanelContext, TableGame};

/// The kinds a guess may name, in the picker's order.
const GUESS_KINDS: [Kind; 5] = [
    Kind::Rook,
    Kind::Knight,
    Kind::Bishop,
    Kind::Queen,
    Kind::King,
];

/// The enemy checkers a guess may name now and the kinds it may name, as
/// the game lists its guesses among the seat's `legal` actions: numbers
/// in order, kinds in the picker's order.
pub fn guessable(legal: &[Action]) -> (Vec<u8>, Vec<Kind>) {
    let guesses: Vec<(u8, Kind)> = legal
        .iter()
        .filter_map(|action| match *action {
            Action::Guess { number, kind } => Some((number, kind)),
            _ => None,
        })
        .collect();
    let mut numbers: Vec<u8> = guesses.iter().map(|&(number, _)| number).collect();
    numbers.sort_unstable();
    numbers.dedup();
    let kinds = GUESS_KINDS
        .into_iter()
        .filter(|kind| guesses.iter().any(|&(_, k)| k == *kind))
        .collect();
    (numbers, kinds)
}

/// The seat's own checkers it may uncloak now, as the game lists them
/// among its `legal` actions, with what each is (from its own
/// `checkers`: the owner knows).
pub fn uncloakable(legal: &[Action], checkers: &[CheckerView]) -> Vec<(u8, Option<Kind>)> {
    legal
        .iter()
        .filter_map(|action| match *action {
            Action::Uncloak(number) => Some(number),
            _ => None,
        })
        .map(|number| {
            let kind = checkers
                .iter()
                .find(|c| c.number == number)
                .and_then(|c| c.kind);
            (number, kind)
        })
        .collect()
}

/// A player's arrangement as letters from a to h, when the viewer knows
/// every one of their men (at the end of the game, everybody does).
pub fn letters(player: &PlayerView) -> Option<String> {
    let mut checkers: Vec<&CheckerView> = player.checkers.iter().collect();
    checkers.sort_by_key(|c| c.number);
    checkers
        .iter()
        .map(|c| c.kind.map(Kind::letter))
        .collect::<Option<String>>()
        .filter(|letters| letters.len() == 8)
}

/// A player's captured pawns that may come back, in words.
pub fn pawns_words(count: u32) -> String {
    match count {
        0 => "no captured pawn to drop".to_string(),
        1 => "1 captured pawn to drop".to_string(),
        n => format!("{n} captured pawns to drop"),
    }
}

/// Puts the keyboard on the board, for a stock man handed to it.
fn focus_board() {
    let board = web_sys::window().and_then(|w| w.document()).and_then(|d| {
        d.query_selector(".shell-boards svg[data-board=\"0\"]")
            .ok()
            .flatten()
    });
    if let Some(board) = board {
        let _ = board.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

/// What the turn needs, for the bar beside the board: the turn in words,
/// a check on the own king, and the step's controls (the arrangement, the
/// guess picker, the bonus drop, end turn and the uncloaks).
pub fn cloak_turn(context: PanelContext<CloakDagger>) -> Option<AnyView> {
    let PanelContext {
        view,
        seat,
        acting,
        legal,
        act,
        hand,
        ..
    } = context;
    let phase = if acting { view.phase } else { None };
    let army = army_of(seat.unwrap_or(0));
    let player = |s: Seat| view.players.get(s).cloned();
    let step = match phase {
        Some(Phase::Setup) if view.arrangement.is_none() => {
            Some(view! { <ArrangeStrip army act /> }.into_any())
        }
        Some(Phase::Move) => {
            let (choices, kinds) = guessable(&legal);
            (!choices.is_empty()).then(|| view! { <GuessPicker choices kinds act /> }.into_any())
        }
        Some(Phase::BonusBefore | Phase::BonusAfter) => {
            let count = player(seat.unwrap_or(0)).map_or(0, |p| p.pawns_in_hand);
            let may_pass = legal.contains(&Action::Pass);
            Some(view! { <BonusStep army count may_pass hand act /> }.into_any())
        }
        Some(Phase::Finish) => {
            let own = player(seat.unwrap_or(0))
                .map(|p| uncloakable(&legal, &p.checkers))
                .unwrap_or_default();
            let may_end = legal.contains(&Action::Done);
            let asked = view.clone();
            Some(view! { <FinishStep own may_end view=asked act /> }.into_any())
        }
        _ => None,
    };
    let check = (acting && view.check).then(|| {
        view! { <p class="notice refusal cloak-check" role="status">"Your uncloaked king is in check."</p> }
    });
    let phase_line = phase_words(&view, seat);
    (!phase_line.is_empty() || check.is_some() || step.is_some()).then(|| {
        view! {
            <div class="cloak-turn">
                {(!phase_line.is_empty()).then(|| view! { <p class="cloak-phase">{phase_line}</p> })}
                {check}
                {step}
            </div>
        }
        .into_any()
    })
}

/// The panel of the screen that is up.
#[component]
pub fn CloakPanel(context: PanelContext<CloakDagger>) -> impl IntoView {
    let PanelContext {
        view,
        seat,
        acting,
        names,
        act,
        ..
    } = context;
    let player = |s: Seat| view.players.get(s).cloned();
    let own_arrangement = view
        .arrangement
        .filter(|_| view.phase != Some(Phase::Setup) && view.ending.is_none())
        .map(|a| {
            view! { <p class="small cloak-own-arrangement">{format!("Your men, a to h: {a}")}</p> }
        });
    let grid = view
        .grid
        .clone()
        .filter(|_| view.players.iter().all(|p| p.arranged) && view.ending.is_none())
        .map(|grid| {
            let enemy = player(opponent(seat.unwrap_or(0)))
                .map(|p| p.checkers)
                .unwrap_or_default();
            view! {
                <h3>"Your grid"</h3>
                <DeductionGrid grid enemy enabled=acting help=view.help act />
            }
        });
    // The second grid: the viewer's own men as the opponent may know them.
    let exposure = view
        .exposed
        .filter(|_| view.players.iter().all(|p| p.arranged) && view.ending.is_none())
        .zip(seat)
        .map(|(exposed, seat)| {
            let own = player(seat).map(|p| p.checkers).unwrap_or_default();
            let other = opponent(seat);
            let opponent = names
                .get(other)
                .filter(|name| !name.trim().is_empty())
                .cloned()
                .unwrap_or_else(|| name(other).to_string());
            let title = format!("What {opponent} may know");
            view! {
                <h3>{title}</h3>
                <ExposureGrid exposed own opponent />
            }
        });
    view! {
        <div class="cloak-panel">
            {own_arrangement}
            <Players view=view.clone() names />
            <Guesses view=view.clone() />
            {grid}
            {exposure}
            <Moves view />
        </div>
    }
}

/// The guess picker: an enemy checker still cloaked, then the kind, then
/// "Guess".
#[component]
fn GuessPicker(choices: Vec<u8>, kinds: Vec<Kind>, act: Callback<Action>) -> impl IntoView {
    let number = RwSignal::new(None::<u8>);
    let kind = RwSignal::new(None::<Kind>);
    let numbers = choices
        .into_iter()
        .map(|n| {
            let chosen = move || number.get() == Some(n);
            view! {
                <button type="button" class="checker-choice" data-number=n
                    aria-pressed=live_text(move || if chosen() { "true" } else { "false" })
                    aria-label=format!("checker {n}")
                    on:click=move |_| number.set(Some(n))>{n}</button>
            }
        })
        .collect_view();
    let kinds: Vec<(Option<Kind>, String)> = kinds
        .into_iter()
        .map(|k| (Some(k), kind_title(k)))
        .collect();
    let guess = move |_| {
        if let (Some(number), Some(kind)) = (number.get_untracked(), kind.get_untracked()) {
            act.run(Action::Guess { number, kind });
        }
    };
    view! {
        <div class="guess-picker">
            <h3>"Guess a checker"</h3>
            <div class="checker-choices" role="group" aria-label="Which checker">{numbers}</div>
            <Segmented label="What he is" options=kinds value=kind on_change=move |k| kind.set(k) />
            <button type="button" class="button primary guess" on:click=guess
                disabled=live_flag(move || number.get().is_none() || kind.get().is_none())>
                {redrawn(move || match (number.get(), kind.get()) {
                    (Some(n), Some(k)) => format!("Guess: checker {n} is the {}", k.name()),
                    _ => "Guess".to_string(),
                })}
            </button>
        </div>
    }
}

/// A bonus step: the player's captured pawns, to drop on the board, and
/// "No bonus move" when the game offers it (a pawn move is made on the
/// board).
#[component]
fn BonusStep(
    army: Army,
    count: u32,
    may_pass: bool,
    hand: StockHand,
    act: Callback<Action>,
) -> impl IntoView {
    let take = move |_| {
        hand.begin(army, Kind::Pawn, false);
        focus_board();
    };
    view! {
        <div class="bonus-step">
            <div class="cloak-stock">
                <button type="button" class="stock-pawn" disabled=count == 0 on:click=take
                    aria-label=format!("Drop one of your {count} captured pawns")>
                    {man_picture(army, Kind::Pawn, "stock-man")}
                    <span class="stock-count">{count}</span>
                </button>
                <span class="small">
                    {if count == 0 {
                        "No captured pawn to drop: move a pawn on the board."
                    } else {
                        "Tap a pawn here, then an empty square of your second rank; or move a pawn on the board."
                    }}
                </span>
            </div>
            {may_pass.then(|| view! {
                <button type="button" class="button pass" on:click=move |_| act.run(Action::Pass)>
                    "No bonus move"
                </button>
            })}
        </div>
    }
}

/// The end of the turn: uncloak any of the player's own checkers the game
/// offers, or end the turn. An uncloak is for good, so its button first
/// asks, in place of the step's buttons (kept in their place, hidden, so
/// nothing below moves), naming the man from the seat's own `view`.
#[component]
fn FinishStep(
    own: Vec<(u8, Option<Kind>)>,
    may_end: bool,
    view: CloakView,
    act: Callback<Action>,
) -> impl IntoView {
    let view = StoredValue::new(view);
    // The checker asked about, with the question.
    let asking = RwSignal::new(None::<(u8, SecondThought)>);
    let step = NodeRef::<leptos::html::Div>::new();
    let ask = move |number: u8| {
        let uncloak = Action::Uncloak(number);
        match view.with_value(|view| CloakDagger::second_thought(view, &[], &uncloak)) {
            Some(thought) => asking.set(Some((number, thought))),
            None => act.run(uncloak),
        }
    };
    // Back from the question, the keyboard returns to the checker's button
    // once it shows again.
    let keep_hidden = move |number: u8| {
        asking.set(None);
        request_animation_frame(move || {
            let button = step.get_untracked().and_then(|step| {
                step.query_selector(&format!("button.uncloak[data-number=\"{number}\"]"))
                    .ok()
                    .flatten()
            });
            if let Some(button) = button {
                let _ = button.unchecked_into::<web_sys::HtmlElement>().focus();
            }
        });
    };
    let buttons = own
        .into_iter()
        .map(|(number, kind)| {
            let what = kind.map_or_else(|| "man".to_string(), kind_title);
            // Read aloud as "Uncloak checker 1, your Rook": the words a
            // screen reader adds are in the button's own text.
            view! {
                <button type="button" class="button uncloak" data-number=number
                    on:click=move |_| ask(number)>
                    <span class="visually-hidden">"Uncloak checker "</span>
                    <span class="uncloak-number">{number}</span>
                    <span class="visually-hidden">", your "</span>{what}
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="finish-step" node_ref=step>
            <div class="finish-choices" class:asked=move || asking.with(Option::is_some)>
                {may_end.then(|| view! {
                    <button type="button" class="button primary end-turn" on:click=move |_| act.run(Action::Done)>
                        "End turn"
                    </button>
                })}
                <p class="small">"Or uncloak for good:"</p>
                <div class="uncloak-buttons">{buttons}</div>
            </div>
            {redrawn(move || asking.get().map(|(number, thought)| view! {
                <AskFirst thought
                    on_go=move |_| {
                        asking.set(None);
                        act.run(Action::Uncloak(number));
                    }
                    on_back=move |_| keep_hidden(number) />
            }))}
        </div>
    }
}

/// Each player: who, what they lost, their captured pawns; and, once the
/// game is over, their arrangement.
#[component]
fn Players(view: CloakView, names: Vec<String>) -> impl IntoView {
    let over = view.ending.is_some();
    view.players
        .iter()
        .map(|p| {
            let who = format!("{} \u{b7} {}", name(p.seat), names.get(p.seat).cloned().unwrap_or_default());
            let lost = if p.lost.is_empty() {
                "nothing lost".to_string()
            } else {
                let men: Vec<&str> = p.lost.iter().map(|k| k.name()).collect();
                format!("lost: {}", men.join(", "))
            };
            let arrangement = over.then(|| letters(p)).flatten().map(|letters| {
                view! { <span class="cloak-arrangement">{format!("arranged {letters}")}</span> }
            });
            view! {
                <p class="cloak-player" data-seat=p.seat class:to-act=view.to_act == Some(p.seat)>
                    <strong>{who}</strong>
                    <span class="small">{format!(" {lost}; {}", pawns_words(p.pawns_in_hand))}</span>
                    {arrangement}
                </p>
            }
        })
        .collect_view()
}

/// The guesses so far.
#[component]
fn Guesses(view: CloakView) -> impl IntoView {
    (!view.guesses.is_empty()).then(|| {
        let items = view
            .guesses
            .iter()
            .map(|g| view! { <li class:right=g.right data-seat=g.seat>{guess_words(g)}</li> })
            .collect_view();
        view! {
            <h3>"Guesses"</h3>
            <ul class="cloak-guesses">{items}</ul>
        }
    })
}

/// The moves so far, regular and bonus, as the viewer reads them.
#[component]
fn Moves(view: CloakView) -> impl IntoView {
    let items = view
        .moves
        .iter()
        .map(|line| {
            let who = if army_of(line.seat) == Army::White {
                "W"
            } else {
                "B"
            };
            view! {
                <li data-seat=line.seat class:bonus=line.bonus>
                    <span class="mover">{who}</span>" "
                    <span class="san">{line.text.clone()}</span>
                    {line.bonus.then(|| view! { <span class="small">" bonus"</span> })}
                </li>
            }
        })
        .collect_view();
    (!view.moves.is_empty()).then(|| {
        view! {
            <h3>"Moves"</h3>
            <ol class="move-list cloak-moves" tabindex="0" aria-label="Moves">{items}</ol>
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cloak_dagger::{Arrangement, Options};
    use crate::games::{Game, Viewer};

    fn play(game: &mut CloakDagger, texts: &[&str]) {
        for text in texts {
            let seat = game.to_act().unwrap();
            let action = game.parse_action(seat, text).unwrap();
            game.apply(seat, &action).unwrap();
        }
    }

    #[test]
    fn what_the_steps_offer() {
        let white = Arrangement::parse("RBNQKNBR").unwrap();
        let mut game = CloakDagger::arranged(Options::default(), white, Arrangement::STANDARD);
        play(&mut game, &["e2e4", "done", "d7d5", "done"]);
        let (numbers, kinds) = guessable(&game.legal_actions(0));
        assert_eq!(numbers, [1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(kinds, GUESS_KINDS);
        play(&mut game, &["guess 5 king"]);
        assert_eq!(
            guessable(&game.legal_actions(0)),
            (vec![], vec![]),
            "one guess a turn"
        );
        play(&mut game, &["e4d5", "pass", "uncloak 4"]);
        let view = game.view(Viewer::Seat(0));
        let own = uncloakable(&game.legal_actions(0), &view.players[0].checkers);
        assert_eq!(own.len(), 7);
        assert_eq!(own[0], (1, Some(Kind::Rook)));
        assert!(own.iter().all(|&(number, _)| number != 4));
        assert!(
            uncloakable(&game.legal_actions(1), &view.players[1].checkers).is_empty(),
            "not Black's turn"
        );
        // The public view knows no cloaked man: no arrangement to show.
        let public = game.view(Viewer::Public);
        assert_eq!(letters(&public.players[0]), None);
        assert!(
            uncloakable(&game.legal_actions(0), &public.players[0].checkers)
                .iter()
                .all(|(_, k)| k.is_none())
        );
        assert_eq!(letters(&view.players[0]).as_deref(), Some("RBNQKNBR"));
        assert_eq!(pawns_words(0), "no captured pawn to drop");
        assert_eq!(pawns_words(1), "1 captured pawn to drop");
        assert_eq!(pawns_words(3), "3 captured pawns to drop");
    }
}
