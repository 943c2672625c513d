//! The One Sane Man table: the ring of boards (one shared [`Board`] each)
//! round the centre, the stockpiles beside their players, and the ways to
//! act: on the board to move by drag, click-click or keyboard; a drop by
//! dragging a man from the stockpile onto a square, by clicking it then a
//! square, or by Enter on it then the board's keyboard cursor; or typing
//! the move (`3:e2e4`, `3:N@g1`).
//!
//! Each board reads its own memo of the game's view of it, so a move
//! touches only the boards whose view or place changed.
//!
//! The table reads only what the game hands out (its board views and public
//! accessors) and changes it only through `Game::apply`.

use leptos::ev::{KeyboardEvent, PointerEvent, SubmitEvent};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use super::clock::{Clocks, face};
use super::layout::{Placement, TABLE, place_ring, seat_spot};
use crate::engine::men::{Army, Kind};
use crate::games::board_view::BoardView;
use crate::games::one_sane_man::{Action, Event, MAX_PLAYERS, OneSaneMan};
use crate::games::{Game, RuleError, Seat, Viewer};
use crate::ui::board::{Board, Choice, Rotation, StockHand, man_picture};
use crate::ui::device_store;

/// Where the clocks of the game in progress are kept in the browser.
const CLOCKS_KEY: &str = "parlour.one-sane-man.clocks";

/// A man being dragged from a stockpile, at client coordinates.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Drag {
    kind: Kind,
    army: Army,
    x: f64,
    y: f64,
}

/// The game's table; every action goes through `game`.
#[component]
pub fn OneSaneManTable(game: RwSignal<OneSaneMan>) -> impl IntoView {
    let zoomed = RwSignal::new(None::<usize>);
    let drag = RwSignal::new(None::<Drag>);
    let notice = RwSignal::new(String::new());
    // One slot of signals per board number, set from the game below.
    let slots: [Slot; MAX_PLAYERS] = std::array::from_fn(|_| Slot::new());
    let slot_of = move |board: usize| slots[board.clamp(1, MAX_PLAYERS) - 1];
    let hand_of = move |board: usize| slot_of(board).hand;

    let act = move |action: Action| {
        let Some(seat) = game.with_untracked(|g| g.to_act()) else {
            return;
        };
        match game.try_update(|g| g.apply(seat, &action)) {
            Some(Ok(events)) => notice.set(describe(&events)),
            Some(Err(error)) => notice.set(error.0),
            None => {}
        }
    };
    let choose = move |board: usize, choice: Choice| {
        let action = game.with_untracked(|g| {
            let seat = g.to_act().unwrap_or_default();
            let place = g.ring_boards().iter().position(|&number| number == board);
            place
                .ok_or_else(|| RuleError::new(format!("board {board} has left the ring")))
                .and_then(|place| g.gesture(seat, place, &choice))
        });
        match action {
            Ok(action) => act(action),
            Err(error) => notice.set(error.0),
        }
    };

    // A stockpiled man handed to the board to move: dragged, or selected
    // (then the board is focused for its keyboard cursor).
    let take_from_stock = move |army: Army, kind: Kind, dragging: bool| {
        let board = game.with_untracked(|g| g.board_to_move());
        hand_of(board).begin(army, kind, dragging);
        if !dragging {
            focus_board(board);
        }
    };
    // Letting go of a dragged stockpile man: over the board, the board has
    // already dropped it (or sent it back); anywhere else it stays selected
    // for click-click.
    let end_drag = move |ev: PointerEvent| {
        let Some(dragged) = drag.get_untracked() else {
            return;
        };
        drag.set(None);
        let over_board = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("svg[data-board]").ok().flatten())
            .is_some();
        if !over_board {
            take_from_stock(dragged.army, dragged.kind, false);
        }
    };

    // The clocks, in a game that has them: the seat to act's runs, and a
    // clock that runs out loses that player the game on the board to move.
    let clocks = RwSignal::new(None::<Clocks>);
    let now = RwSignal::new(now_ms());
    let clock_setting = Memo::new(move |_| {
        game.with(|g| {
            let options = g.options();
            options
                .clock_start_seconds()
                .map(|start| (options.players, start))
        })
    });
    Effect::new(move |previous: Option<Option<(usize, u64)>>| {
        let setting = clock_setting.get();
        let to_act = game.with(|g| g.to_act());
        let at = now_ms();
        // On opening, the clocks kept for this very game go on.
        let kept = previous
            .is_none()
            .then(|| {
                let players = setting?.0;
                let kept = device_store::read(CLOCKS_KEY)?;
                let kept = serde_json::from_str(&kept).ok()?;
                game.with_untracked(|g| Clocks::resumed(&kept, &g.export(), players))
            })
            .flatten();
        clocks.update(|clocks| match setting {
            Some((players, start)) if previous != Some(setting) || clocks.is_none() => {
                let mut fresh = kept.unwrap_or_else(|| Clocks::new(players, start));
                fresh.hand_to(to_act, at);
                *clocks = Some(fresh);
            }
            Some(_) => {
                if let Some(clocks) = clocks.as_mut() {
                    clocks.hand_to(to_act, at);
                }
            }
            None => *clocks = None,
        });
        setting
    });
    Effect::new(move |_| {
        if clock_setting.get().is_none() {
            return;
        }
        let ticking = set_interval_with_handle(
            move || now.set(now_ms()),
            std::time::Duration::from_millis(250),
        );
        if let Ok(ticking) = ticking {
            on_cleanup(move || ticking.clear());
        }
    });
    // Kept on the device at every tick and move, for a reload, with the
    // text of the game they belong to (made once a move, not once a tick).
    let timed_game = Memo::new(move |_| clock_setting.get().map(|_| game.with(OneSaneMan::export)));
    Effect::new(move |_| {
        let at = now.get();
        let kept = clocks.with(|c| {
            c.as_ref()
                .zip(timed_game.get())
                .map(|(c, text)| c.saved(text, at))
        });
        if let Some(text) = kept.and_then(|kept| serde_json::to_string(&kept).ok()) {
            let _ = device_store::write(CLOCKS_KEY, &text);
        }
    });
    Effect::new(move |_| {
        let at = now.get();
        if clocks
            .with(|c| c.as_ref().and_then(|c| c.out_of_time(at)))
            .is_some()
        {
            act(Action::OutOfTime);
        }
    });
    let clock_of = move |seat: Seat| {
        clocks.with(|c| {
            c.as_ref()
                .map(|c| (face(c.left(seat, now.get())), c.running() == Some(seat)))
        })
    };

    let typed = RwSignal::new(String::new());
    let on_type = move |ev: SubmitEvent| {
        ev.prevent_default();
        let text = typed.get_untracked();
        let parsed = game.with_untracked(|g| g.to_act().map(|seat| g.parse_action(seat, &text)));
        match parsed {
            Some(Ok(action)) => {
                act(action);
                typed.set(String::new());
            }
            Some(Err(error)) => notice.set(error.0),
            None => notice.set("the game is over".into()),
        }
    };

    let ring = Memo::new(move |_| game.with(OneSaneMan::ring_boards));
    // Each board reads its own signals, set here only when they change:
    // a move reaches the one or two boards it concerns, not the whole ring.
    let sync = move |zoom: Option<usize>| {
        game.with_untracked(|g| {
            let placements = place_ring(&g.ring_boards(), g.board_to_move(), zoom);
            for (index, slot) in slots.iter().enumerate() {
                slot.update(g, index + 1, &placements);
            }
        })
    };
    sync(zoomed.get_untracked());
    Effect::new(move |_| {
        game.track();
        sync(zoomed.get());
    });

    // Each seat with its stockpile. A seat is drawn once; its place, its
    // stockpile and whether it is acting follow its own memo.
    let seats = Memo::new(move |_| {
        game.with(|g| {
            let boards = g.ring_boards();
            let count = boards.len();
            let to_act = g.to_act();
            let acting_army =
                g.players_of(g.board_to_move())
                    .zip(to_act)
                    .map(|((white, _), seat)| {
                        if seat == white {
                            Army::White
                        } else {
                            Army::Black
                        }
                    });
            boards
                .iter()
                .enumerate()
                .filter_map(|(place, &board)| {
                    let (seat, _) = g.players_of(board)?;
                    let spot = seat_spot(place, count);
                    Some(SeatItem {
                        seat,
                        x: spot.x,
                        y: spot.y,
                        usable: acting_army.filter(|_| to_act == Some(seat)),
                        men: stock_counts(g.stockpile(seat)),
                    })
                })
                .collect::<Vec<_>>()
        })
    });

    let seat_numbers = move || seats.with(|all| all.iter().map(|s| s.seat).collect::<Vec<_>>());
    let seat_item = move |seat: Seat| {
        Memo::new(move |_| seats.with(|all| all.iter().find(|s| s.seat == seat).cloned()))
    };

    let status = move || {
        game.with(|g| match (g.outcome(), g.to_act()) {
            (Some(outcome), _) => outcome.reason,
            (None, Some(seat)) => {
                format!("Player {} to play on board {}", seat + 1, g.board_to_move())
            }
            (None, None) => String::new(),
        })
    };

    // One line per board; a move changes the text of its board's line.
    let move_lists = Memo::new(move |_| {
        game.with(|g| {
            let in_ring = g.ring_boards();
            (1..=g.options().players)
                .filter_map(|board| {
                    let moves = g.move_list(board)?.join(" ");
                    Some((board, moves, in_ring.contains(&board)))
                })
                .collect::<Vec<_>>()
        })
    });

    let keyboard_escape = move |ev: KeyboardEvent| {
        if ev.key() == "Escape" {
            zoomed.set(None);
        }
    };

    view! {
        <section class="osm-table" on:keydown=keyboard_escape
            on:pointermove=move |ev: PointerEvent| {
                if drag.with_untracked(Option::is_some) {
                    drag.update(|d| if let Some(d) = d {
                        d.x = f64::from(ev.client_x());
                        d.y = f64::from(ev.client_y());
                    });
                }
            }
            on:pointerup=end_drag>
            <p class="osm-status" role="status">{status}</p>
            <div class="osm-ring" class:zooming=move || zoomed.get().is_some()
                role="group" aria-label="The ring of boards">
                <For each=move || ring.get() key=|board| *board let(board)>
                    {ring_board(board, slot_of(board), zoomed, choose)}
                </For>
                <For each=seat_numbers key=|seat| *seat let(seat)>
                    {draw_seat(seat, seat_item(seat), drag, take_from_stock, clock_of)}
                </For>
            </div>
            {move || drag.get().map(|d| view! {
                <div class="osm-ghost" style=format!("left:{}px;top:{}px", d.x, d.y)>
                    {man_picture(d.army, d.kind, "osm-man")}
                </div>
            })}
            <p class="osm-notice" aria-live="polite">{move || notice.get()}</p>
            <form class="osm-type" on:submit=on_type>
                <label>"Type a move or drop "
                    <input type="text" placeholder="3:e2e4 or 3:N@g1" autocomplete="off"
                        prop:value=move || typed.get()
                        on:input=move |ev| typed.set(event_target_value(&ev)) />
                </label>
                <button type="submit">"Play"</button>
                <button type="button" on:click=move |_| act(Action::Draw)>"Agree a draw"</button>
            </form>
            <ol class="osm-moves">
                <For each=move || move_lists.with(|lines| lines.iter().map(|l| l.0).collect::<Vec<_>>())
                    key=|board| *board let(board)>
                    {move_line(board, Memo::new(move |_| move_lists.with(|lines| {
                        lines.iter().find(|l| l.0 == board).map(|l| (l.1.clone(), l.2))
                    })))}
                </For>
            </ol>
        </section>
    }
}

/// What one board of the ring shows, as signals of its own.
#[derive(Clone, Copy)]
struct Slot {
    view: RwSignal<BoardView>,
    enabled: RwSignal<bool>,
    placement: RwSignal<Option<Placement>>,
    /// Through which the stockpiles start drops on this board.
    hand: StockHand,
}

impl Slot {
    fn new() -> Slot {
        Slot {
            view: RwSignal::new(BoardView::default()),
            enabled: RwSignal::new(false),
            placement: RwSignal::new(None),
            hand: StockHand::new(),
        }
    }

    /// Brings board `number`'s signals up to date with `game`, setting
    /// only those whose value changed.
    fn update(&self, game: &OneSaneMan, number: usize, placements: &[Placement]) {
        let viewer = game.to_act().map_or(Viewer::Public, Viewer::Seat);
        set_if_changed(
            self.view,
            game.board_view(number, viewer).unwrap_or_default(),
        );
        let enabled = game.outcome().is_none() && game.board_to_move() == number;
        set_if_changed(self.enabled, enabled);
        let placement = placements.iter().find(|p| p.board == number).copied();
        set_if_changed(self.placement, placement);
    }
}

/// Sets `signal` to `value` unless it already holds it (a set always
/// notifies its readers).
fn set_if_changed<T: PartialEq + Send + Sync + 'static>(signal: RwSignal<T>, value: T) {
    if signal.with_untracked(|held| *held != value) {
        signal.set(value);
    }
}

/// One board of the ring: the shared board component in a slot that the
/// ring layout places and sizes. It reads only its own slot's signals, so
/// a move elsewhere leaves it alone. A click on a board that is not to
/// move, or on its label, zooms it (and back).
fn ring_board(
    board: usize,
    slot: Slot,
    zoomed: RwSignal<Option<usize>>,
    choose: impl Fn(usize, Choice) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let Slot {
        view,
        enabled,
        placement,
        hand,
        ..
    } = slot;
    let rotation = Memo::new(move |_| placement.get().map_or(Rotation::Deg0, |p| p.rotation));
    let style = move || {
        placement.get().map(|p| {
            let percent = |units: f64| units * 100.0 / TABLE;
            // Laid out at its size in the ring and magnified by a
            // transform, so enlarging a board lays out nothing again.
            let side = p.side / p.scale;
            format!(
                "left:{:.2}%;top:{:.2}%;width:{:.2}%;transform:scale({:.3})",
                percent(p.x - side / 2.0),
                percent(p.y - side / 2.0),
                percent(side),
                p.scale,
            )
        })
    };
    let toggle_zoom = move || {
        zoomed.update(|z| *z = if *z == Some(board) { None } else { Some(board) });
    };
    view! {
        <div class="osm-slot" data-slot=board - 1 style=style
            class:to-move=move || enabled.get()
            class:forward=move || placement.get().is_some_and(|p| p.forward)
            class:zoomed=move || zoomed.get() == Some(board)
            on:click=move |_| if !enabled.get_untracked() { toggle_zoom() }>
            <Board view index=board - 1 rotation enabled stock=hand
                on_choice=Callback::new(move |choice| choose(board, choice)) />
            <button type="button" class="osm-zoom" data-zoom=board - 1
                aria-label=format!("Zoom board {board} in or out")
                on:click=move |ev| {
                    ev.stop_propagation();
                    toggle_zoom();
                }>{format!("Board {board}")}</button>
        </div>
    }
}

/// Milliseconds from the browser's clock (0 natively).
fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| p.time_origin() + p.now())
        .unwrap_or(0.0)
}

/// Puts the keyboard on board `number` (from 1), for a drop by keys.
fn focus_board(number: usize) {
    let board = web_sys::window().and_then(|w| w.document()).and_then(|d| {
        d.query_selector(&format!(".osm-ring svg[data-board=\"{}\"]", number - 1))
            .ok()
            .flatten()
    });
    if let Some(board) = board {
        let _ = board.unchecked_into::<web_sys::HtmlElement>().focus();
    }
}

/// Board `board`'s line of the move lists: its moves, greyed once the
/// board has left the ring.
fn move_line(board: usize, line: Memo<Option<(String, bool)>>) -> impl IntoView {
    view! {
        <li data-board=board - 1 class:gone=move || line.with(|l| l.as_ref().is_some_and(|l| !l.1))>
            <strong>{format!("Board {board}: ")}</strong>
            {move || line.with(|l| l.as_ref().map(|l| l.0.clone()).unwrap_or_default())}
        </li>
    }
}

/// A seat on the ring: who, where, the colour it may drop now (when it is
/// to act) and its stockpile.
#[derive(Clone, Debug, PartialEq)]
struct SeatItem {
    seat: usize,
    x: f64,
    y: f64,
    usable: Option<Army>,
    men: Vec<(Army, Kind, usize)>,
}

/// One seat with its stockpile, following `item` (the seat's place, its
/// stockpile and the colour it may drop now): men of that colour can be
/// dragged onto the board to move, or clicked (or Enter) and then put down
/// on the board by click or keyboard.
fn draw_seat(
    seat: Seat,
    item: Memo<Option<SeatItem>>,
    drag: RwSignal<Option<Drag>>,
    take: impl Fn(Army, Kind, bool) + Copy + Send + Sync + 'static,
    clock_of: impl Fn(Seat) -> Option<(String, bool)> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let usable = Memo::new(move |_| item.with(|i| i.as_ref().and_then(|i| i.usable)));
    // The clock's face changes once a second, though the clocks tick
    // faster.
    let clock = Memo::new(move |_| clock_of(seat));
    let timed = Memo::new(move |_| clock.with(Option::is_some));
    let place = move || {
        item.with(|i| {
            i.as_ref().map(|i| {
                format!(
                    "left:{:.2}%;top:{:.2}%",
                    i.x * 100.0 / TABLE,
                    i.y * 100.0 / TABLE
                )
            })
        })
    };
    let men = move || item.with(|i| i.as_ref().map(|i| i.men.clone()).unwrap_or_default());
    let stock_man = move |(army, kind, count): (Army, Kind, usize)| {
        let usable = move || usable.get() == Some(army);
        view! {
            <button type="button" class="osm-stock" class:usable=usable disabled=move || !usable()
                data-army=army.name() data-kind=kind.name()
                aria-label=format!("{count} {} {} in the stockpile of player {}", army.name(), kind.name(), seat + 1)
                on:click=move |_| take(army, kind, false)
                on:pointerdown=move |ev: PointerEvent| {
                    ev.prevent_default();
                    // A finger captures the pointer where it lands: let
                    // the board under it see the drag instead.
                    if let Some(element) = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
                        let _ = element.release_pointer_capture(ev.pointer_id());
                    }
                    drag.set(Some(Drag { kind, army, x: f64::from(ev.client_x()), y: f64::from(ev.client_y()) }));
                    take(army, kind, true);
                }>
                {man_picture(army, kind, "osm-man")}
                <sub class="osm-count">{count.to_string()}</sub>
            </button>
        }
    };
    view! {
        <div class="osm-seat" class:acting=move || usable.get().is_some() data-seat=seat style=place>
            <span class="osm-seat-name">{format!("P{}", seat + 1)}</span>
            {move || timed.get().then(|| view! {
                <span class="osm-clock" class:running=move || clock.with(|c| c.as_ref().is_some_and(|c| c.1))
                    data-seat=seat aria-label=format!("clock of player {}", seat + 1)>
                    {move || clock.with(|c| c.as_ref().map(|c| c.0.clone()).unwrap_or_default())}
                </span>
            })}
            <span class="osm-stockpile">
                <For each=men key=|entry| *entry children=stock_man />
            </span>
        </div>
    }
}

/// The men of a stockpile grouped by colour and kind, with how many.
fn stock_counts(men: &[crate::games::one_sane_man::StockMan]) -> Vec<(Army, Kind, usize)> {
    let mut counts: Vec<(Army, Kind, usize)> = Vec::new();
    for man in men {
        match counts
            .iter_mut()
            .find(|(army, kind, _)| *army == man.army && *kind == man.kind)
        {
            Some(entry) => entry.2 += 1,
            None => counts.push((man.army, man.kind, 1)),
        }
    }
    counts.sort_by_key(|&(army, kind, _)| (army, kind));
    counts
}

/// A line about what just happened, for the notice under the ring.
fn describe(events: &[Event]) -> String {
    events
        .iter()
        .filter_map(|event| match event {
            Event::Eliminated {
                board,
                loser,
                winner,
            } => Some(format!(
                "Player {} beats player {} on board {board}: player {} is out.",
                winner + 1,
                loser + 1,
                loser + 1
            )),
            Event::OutOfTime { board, seat } => Some(format!(
                "Player {}'s time is up on board {board}.",
                seat + 1
            )),
            Event::TookOver { board, seat, army } => Some(format!(
                "Player {} takes over {} on board {board}.",
                seat + 1,
                army.name()
            )),
            Event::Passed { board, seat } => Some(format!(
                "Player {} cannot move on board {board} and passes.",
                seat + 1
            )),
            Event::DrawAgreed { seat } => Some(format!("Player {} agrees to a draw.", seat + 1)),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::one_sane_man::StockMan;

    #[test]
    fn stockpiles_are_grouped_by_colour_and_kind() {
        let man = |army, kind| StockMan {
            army,
            kind,
            origin: 1,
        };
        let men = [
            man(Army::Black, Kind::Pawn),
            man(Army::White, Kind::Rook),
            man(Army::Black, Kind::Pawn),
        ];
        assert_eq!(
            stock_counts(&men),
            vec![(Army::White, Kind::Rook, 1), (Army::Black, Kind::Pawn, 2)]
        );
    }

    #[test]
    fn eliminations_are_announced() {
        let text = describe(&[
            Event::OutOfTime { board: 1, seat: 0 },
            Event::Eliminated {
                board: 1,
                loser: 0,
                winner: 1,
            },
            Event::TookOver {
                board: 3,
                seat: 1,
                army: Army::Black,
            },
        ]);
        assert_eq!(
            text,
            "Player 1's time is up on board 1. Player 2 beats player 1 on board 1: player 1 is out. Player 2 takes over black on board 3."
        );
    }
}
