//! The ring of boards on the shared table ([`TableGame::board_layout`]):
//! a still picture of each ring board ([`BoardSketch`], one canvas) on a
//! map of the ring ([`super::layout`]), each with its number, with the
//! players and their stockpile counts; and one shared [`Board`] in front,
//! large and upright, showing the board to move, its player's stockpile
//! under it. A tap on a board of the map, or its "Board N" button, shows
//! it large (a [`Board`] in place of its picture) until its close button,
//! Escape or a tap outside puts it back; a move never opens one. The
//! status line, the typed move and the move lists go with it.
//!
//! The ways to act: on the board to move by drag, click-click or keys; a
//! drop by dragging a man from the stockpile onto a square, by clicking it
//! then a square, or by Enter on it then the board's keyboard cursor; or
//! typing the move (`3:e2e4`, `3:N@g1`).
//!
//! The ring is drawn once per screen: each board, each seat and each
//! move-list line follows its own memo of the views, so a move touches
//! only what it changed. A picture is one element where a live board is
//! a few hundred, each with its signals: a move draws one picture again
//! and restyles none. Each board of the map follows signals of its own
//! (its view, its place, whether it is in front or the other board of the
//! player to act), set only when they change: a memo of the whole view
//! would wake every man of every board at each move, only to find most of
//! them unchanged. The boards of the map never change size or turn; when
//! the turn moves on, the board in front is handed the next board to
//! move, and the map's copy of the board to move is only hidden
//! (`scripts/bench-ring.mjs` measures the redraw).
//!
//! [`TableGame::board_layout`]: crate::ui::shell::TableGame::board_layout

use std::collections::HashMap;

use leptos::ev::{PointerEvent, SubmitEvent};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use super::layout::{Placement, TABLE, place_ring, seat_spot};
use crate::engine::men::{Army, Kind};
use crate::games::Seat;
use crate::games::board_view::BoardView;
use crate::games::one_sane_man::{OneSaneMan, RingView, StockMan};
use crate::ui::board::geometry::decimal;
use crate::ui::board::{Board, BoardSketch, Choice, Rotation, StockHand, man_picture};
use crate::ui::shared_code::{effect, live_flag, live_maybe_text, live_text, memo, redrawn};
use crate::ui::shell::BoardsContext;

/// A man being dragged from a stockpile, at client coordinates.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Drag {
    kind: Kind,
    army: Army,
    x: f64,
    y: f64,
}

/// The ring, its stockpiles, the typed move and the move lists.
#[component]
pub fn Ring(context: BoardsContext<OneSaneMan>) -> impl IntoView {
    let BoardsContext {
        boards,
        view,
        acting,
        names,
        act_text,
        on_choice,
        on_refused,
        ..
    } = context;
    let zoomed = RwSignal::new(None::<usize>);
    let drag = RwSignal::new(None::<Drag>);
    // The hand through which the stockpiles start drops on the board in front.
    let hand = StockHand::new();

    let ring = memo(move || {
        view.with(|v| {
            v.as_ref()
                .map(|v| v.ring.iter().map(|b| b.board).collect::<Vec<_>>())
                .unwrap_or_default()
        })
    });
    let to_move = memo(move || view.with(|v| v.as_ref().and_then(|v| v.board_to_move)));
    let army_to_act = memo(move || view.with(|v| v.as_ref().and_then(|v| v.army_to_act)));
    let placements = memo(move || ring.with(|r| place_ring(r)));
    // The view of board `number` (from 1), as the ring orders the boards.
    let board_view = move |number: usize| {
        let place = ring.with(|r| r.iter().position(|&n| n == number));
        place
            .and_then(|p| boards.with(|b| b.get(p).cloned()))
            .unwrap_or_default()
    };
    // The other board of the player to act, marked on the map.
    let other_board = memo(move || {
        view.with(|v| {
            let v = v.as_ref()?;
            let seat = v.to_act?;
            v.ring
                .iter()
                .find(|b| Some(b.board) != v.board_to_move && (b.white == seat || b.black == seat))
                .map(|b| b.board)
        })
    });
    // A board shown large is put back when the turn moves on (only then
    // written: each board of the map reads it).
    effect(move || {
        to_move.track();
        if zoomed.with_untracked(Option::is_some) {
            zoomed.set(None);
        }
    });
    // What the map's slot of board `board` shows now.
    let slot_state = move |board: usize| SlotState {
        board: board_view(board),
        placement: placements.with(|all| all.iter().find(|p| p.board == board).copied()),
        front: to_move.get() == Some(board),
        players_other: other_board.get() == Some(board),
    };
    // The signals of each slot of the map, by board, each set only when
    // what it holds changes.
    let slots = StoredValue::new(HashMap::<usize, MapSlot>::new());
    // A board's view is compared where it is held and cloned only when
    // it changed (two boards at a move).
    effect(move || {
        let all: Vec<(usize, MapSlot)> =
            slots.with_value(|s| s.iter().map(|(b, s)| (*b, *s)).collect());
        for (board, slot) in all {
            let place = ring.with(|r| r.iter().position(|&n| n == board));
            boards.with(|views| {
                let fresh = place.and_then(|p| views.get(p));
                let stale = slot.board.with_untracked(|held| match fresh {
                    Some(fresh) => fresh != held,
                    None => *held != BoardView::default(),
                });
                if stale {
                    slot.board.set(fresh.cloned().unwrap_or_default());
                }
            });
            slot.set_place(
                placements.with(|all| all.iter().find(|p| p.board == board).copied()),
                to_move.get() == Some(board),
                other_board.get() == Some(board),
            );
        }
    });
    let new_slot = move |board: usize| {
        let slot = MapSlot::new(untrack(|| slot_state(board)));
        slots.update_value(|s| {
            s.insert(board, slot);
        });
        on_cleanup(move || {
            slots.update_value(|s| {
                s.remove(&board);
            })
        });
        slot
    };
    let escape = window_event_listener(leptos::ev::keydown, move |ev| {
        if ev.key() == "Escape" && zoomed.get_untracked().is_some() {
            zoomed.set(None);
        }
    });
    on_cleanup(move || escape.remove());

    // A stockpiled man handed to the board to move: dragged, or selected
    // (then the board is focused for its keyboard cursor).
    let take_from_stock = move |army: Army, kind: Kind, dragging: bool| {
        let Some(board) = to_move.get_untracked() else {
            return;
        };
        hand.begin(army, kind, dragging);
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

    // Each seat with its stockpile: drawn once, following its own memo.
    let seats = memo(move || {
        let acting = acting.get();
        view.with(|v| {
            v.as_ref()
                .map(|v| seat_items(v, acting))
                .unwrap_or_default()
        })
    });
    let seat_numbers = move || seats.with(|all| all.iter().map(|s| s.seat).collect::<Vec<_>>());
    let seat_item = move |seat: Seat| {
        memo(move || seats.with(|all| all.iter().find(|s| s.seat == seat).cloned()))
    };
    // The seat that may drop now, with its stockpile.
    let dropper = memo(move || seats.with(|all| all.iter().find(|s| s.usable.is_some()).cloned()));
    let name_of = move |seat: Seat| names.with(|n| n.get(seat).cloned().unwrap_or_default());
    // Who is out, in the middle of the map.
    let out = memo(move || {
        view.with(|v| {
            v.as_ref()
                .map(|v| {
                    (0..v.stockpiles.len())
                        .filter(|seat| !v.players_left.contains(seat))
                        .map(|seat| format!("P{}", seat + 1))
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });

    let status = move || {
        view.with(|v| {
            let v = v.as_ref()?;
            let seat = v.to_act?;
            Some(format!(
                "{} to play on board {}",
                name_of(seat),
                v.board_to_move?
            ))
        })
    };

    // One line per board, in the ring or gone; a move changes its line.
    let move_lists = memo(move || {
        view.with(|v| {
            let Some(v) = v.as_ref() else {
                return Vec::new();
            };
            let mut lines: Vec<(usize, String, bool)> = v
                .ring
                .iter()
                .map(|b| (b.board, b.moves.join(" "), true))
                .chain(v.gone.iter().map(|b| (b.board, b.moves.join(" "), false)))
                .collect();
            lines.sort_by_key(|line| line.0);
            lines
        })
    });

    let typed = RwSignal::new(String::new());
    let on_type = move |ev: SubmitEvent| {
        ev.prevent_default();
        act_text.run(typed.get_untracked());
        typed.set(String::new());
    };

    view! {
        <div class="osm-table"
            on:pointermove=move |ev: PointerEvent| {
                if drag.with_untracked(Option::is_some) {
                    drag.update(|d| if let Some(d) = d {
                        d.x = f64::from(ev.client_x());
                        d.y = f64::from(ev.client_y());
                    });
                }
            }
            on:pointerup=end_drag>
            <p class="osm-status" role="status">{redrawn(status)}</p>
            <div class="osm-ring" role="group" aria-label="The ring of boards">
                <div class="osm-map" aria-hidden="true"></div>
                <For each=move || placements.get()
                    key=|p| (p.board, p.x.to_bits(), p.y.to_bits(), p.side.to_bits()) let(place)>
                    <div class="osm-place" class:to-move=live_flag(move || to_move.get() == Some(place.board))
                        style=map_style(&place)>
                        <span><span class="visually-hidden">"Board "</span>{place.board}</span>
                    </div>
                </For>
                <For each=move || ring.get() key=|board| *board let(board)>
                    {map_board(board, new_slot(board), zoomed)}
                </For>
                {front_board(FrontSlot {
                    board: memo(move || to_move.get().map(board_view).unwrap_or_default()),
                    number: to_move,
                    upright: memo(move || match army_to_act.get() {
                        Some(Army::Black) => Rotation::Deg180,
                        _ => Rotation::Deg0,
                    }),
                    enabled: memo(move || acting.get() && to_move.get().is_some()),
                    hand,
                }, on_choice, on_refused,
                // The place on the ring of the board in front, for its choices and refusals.
                move || {
                    let board = to_move.get_untracked();
                    ring.with_untracked(|r| r.iter().position(|&n| Some(n) == board))
                })}
                {redrawn(move || out.with(|out| (!out.is_empty()).then(|| view! {
                    <p class="osm-out">{format!("Out: {}", out.join(", "))}</p>
                })))}
                <For each=seat_numbers key=|seat| *seat let(seat)>
                    {draw_seat(seat, seat_item(seat), Signal::derive(move || name_of(seat)))}
                </For>
                <div class="osm-zooms" role="group" aria-label="Show a board large">
                    <For each=move || ring.get() key=|board| *board let(board)>
                        <button type="button" class="button osm-zoom" data-zoom=board - 1
                            aria-label=format!("Show board {board} large")
                            disabled=live_flag(move || to_move.get() == Some(board))
                            on:click=move |_| zoomed.set(Some(board))>
                            {format!("Board {board}")}
                        </button>
                    </For>
                </div>
                {redrawn(move || dropper.get().map(|item| {
                    let name = name_of(item.seat);
                    draw_hand(item, name, drag, take_from_stock)
                }))}
                // The typed move in the ring's grid, for the seat to act:
                // beside the board to move on a landscape screen, under the
                // stockpile otherwise.
                <Show when=move || acting.get()>
                    <form class="osm-type" on:submit=on_type>
                        <label>"Type a move or drop "
                            <input type="text" placeholder="3:e2e4 or 3:N@g1" autocomplete="off"
                                prop:value=move || typed.get()
                                on:input=move |ev| typed.set(event_target_value(&ev)) />
                        </label>
                        <button type="submit" class="button">"Play"</button>
                    </form>
                </Show>
            </div>
            {redrawn(move || zoomed.get().map(|_| view! {
                <div class="osm-backdrop" on:click=move |_| zoomed.set(None)></div>
            }))}
            {redrawn(move || drag.get().map(|d| view! {
                <div class="osm-ghost" style=format!("left:{}px;top:{}px", decimal(d.x, 2), decimal(d.y, 2))>
                    {man_picture(d.army, d.kind, "osm-man")}
                </div>
            }))}
            <ol class="osm-moves">
                <For each=move || move_lists.with(|lines| lines.iter().map(|l| l.0).collect::<Vec<_>>())
                    key=|board| *board let(board)>
                    {move_line(board, memo(move || move_lists.with(|lines| {
                        lines.iter().find(|l| l.0 == board).map(|l| (l.1.clone(), l.2))
                    })))}
                </For>
            </ol>
        </div>
    }
}

/// Where a board of the map is drawn, as a share of the map.
fn map_style(place: &Placement) -> String {
    let percent = |units: f64| units * 100.0 / TABLE;
    format!(
        "left:{}%;top:{}%;width:{}%",
        decimal(percent(place.x - place.side / 2.0), 2),
        decimal(percent(place.y - place.side / 2.0), 2),
        decimal(percent(place.side), 2),
    )
}

/// What a board of the map shows: its view, its place on the map,
/// whether it is the board to move (then drawn in front by
/// [`front_board`], and hidden here) and whether it is the other board of
/// the player to act.
struct SlotState {
    board: BoardView,
    placement: Option<Placement>,
    front: bool,
    players_other: bool,
}

/// What a board of the map follows: a signal for each part of its
/// [`SlotState`], written only when that part changes.
#[derive(Clone, Copy)]
struct MapSlot {
    board: RwSignal<BoardView>,
    placement: RwSignal<Option<Placement>>,
    front: RwSignal<bool>,
    players_other: RwSignal<bool>,
}

impl MapSlot {
    /// Signals holding `state`.
    fn new(state: SlotState) -> MapSlot {
        MapSlot {
            board: RwSignal::new(state.board),
            placement: RwSignal::new(state.placement),
            front: RwSignal::new(state.front),
            players_other: RwSignal::new(state.players_other),
        }
    }

    /// Writes the parts of the slot's state but its view that changed,
    /// and only those.
    fn set_place(&self, placement: Option<Placement>, front: bool, players_other: bool) {
        set_if_changed(self.placement, placement);
        set_if_changed(self.front, front);
        set_if_changed(self.players_other, players_other);
    }
}

/// Sets `signal` to `value` unless it already holds it, so that its readers
/// run only on a change.
fn set_if_changed<T: PartialEq + Send + Sync + 'static>(signal: RwSignal<T>, value: T) {
    signal.maybe_update(|held| {
        let changed = *held != value;
        if changed {
            *held = value;
        }
        changed
    });
}

/// One board of the ring on the map, a picture turned as its place says,
/// or shown large and upright over the page, as a live board, after a tap
/// on it. It never takes a
/// move and never changes size or turn when the turn moves on: the board
/// to move is drawn by [`front_board`], and its copy here is only hidden
/// (and carries no `data-board`), so a move redraws the boards it changed
/// and nothing else. Only a press that began on the map opens a board
/// (seen before the board takes the press).
fn map_board(board: usize, slot: MapSlot, zoomed: RwSignal<Option<usize>>) -> impl IntoView {
    let MapSlot {
        board: view,
        placement,
        front,
        players_other,
    } = slot;
    let large = memo(move || zoomed.get() == Some(board) && !front.get());
    let rotation = memo(move || {
        if large.get() {
            Rotation::Deg0
        } else {
            placement.get().map_or(Rotation::Deg0, |p| p.rotation)
        }
    });
    let style = move || {
        if large.get() {
            None
        } else {
            placement.get().map(|p| map_style(&p))
        }
    };
    let showing = Signal::derive(move || (!front.get()).then_some(board - 1));
    let pressed_on_map = StoredValue::new(false);
    view! {
        <div class="osm-slot" data-slot=board - 1 style=live_maybe_text(style)
            class:on-map=live_flag(move || !front.get() && !large.get())
            class:in-front=live_flag(move || front.get())
            class:zoomed=live_flag(move || large.get())
            class:players-other=live_flag(move || players_other.get())
            on:pointerdown:capture=move |_| pressed_on_map.set_value(!front.get_untracked() && !large.get_untracked())
            on:click=move |_| if pressed_on_map.get_value() {
                pressed_on_map.set_value(false);
                zoomed.set(Some(board));
            }>
            {redrawn(move || if large.get() {
                view! { <Board view index=board - 1 showing rotation enabled=false on_choice=Callback::new(|_: Choice| ()) /> }.into_any()
            } else {
                view! { <BoardSketch view rotation label=format!("Board {board}") showing drawn=Signal::derive(move || !front.get()) /> }.into_any()
            })}
            <span class="osm-number" aria-hidden="true">{board}</span>
            {redrawn(move || large.get().then(|| view! {
                <button type="button" class="button osm-close"
                    on:click=move |ev| {
                        ev.stop_propagation();
                        zoomed.set(None);
                    }>{format!("Close board {board}")}</button>
            }))}
        </div>
    }
}

/// What the board in front follows: the view of the board to move and its
/// number (from 1; `None` once the game is over), the turn that shows it
/// upright for the side to move, whether it takes moves now, and the hand
/// through which the stockpiles drop on it.
struct FrontSlot {
    board: Memo<BoardView>,
    number: Memo<Option<usize>>,
    upright: Memo<Rotation>,
    enabled: Memo<bool>,
    hand: StockHand,
}

/// The board to move, large and upright in front: one board component for
/// the whole game, handed the next board to move after each move (its men
/// put in their places at once), so the page keeps its size and place and
/// only the squares whose men differ are drawn anew.
fn front_board(
    slot: FrontSlot,
    on_choice: Callback<(usize, Choice)>,
    on_refused: Callback<(usize, Choice)>,
    place: impl Fn() -> Option<usize> + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let FrontSlot {
        board: view,
        number,
        upright,
        enabled,
        hand,
    } = slot;
    let showing = Signal::derive(move || number.get().map(|n| n - 1));
    view! {
        <div class="osm-slot front" class:to-move=live_flag(move || enabled.get())
            class:idle=live_flag(move || number.get().is_none())>
            <Board view showing rotation=upright enabled stock=hand
                on_choice=Callback::new(move |choice| if let Some(place) = place() { on_choice.run((place, choice)) })
                on_refused=Callback::new(move |choice| if let Some(place) = place() { on_refused.run((place, choice)) }) />
        </div>
    }
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
        <li data-board=board - 1 class:gone=live_flag(move || line.with(|l| l.as_ref().is_some_and(|l| !l.1)))>
            <strong>{format!("Board {board}: ")}</strong>
            {redrawn(move || line.with(|l| l.as_ref().map(|l| l.0.clone()).unwrap_or_default()))}
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

/// Every seat still at the ring, each between its two boards (the White
/// player of each ring board); `acting`: the seat to act may drop now.
fn seat_items(view: &RingView, acting: bool) -> Vec<SeatItem> {
    let count = view.ring.len();
    let actor = view.to_act.zip(view.army_to_act).filter(|_| acting);
    view.ring
        .iter()
        .enumerate()
        .map(|(place, board)| {
            let spot = seat_spot(place, count);
            let seat = board.white;
            SeatItem {
                seat,
                x: spot.x,
                y: spot.y,
                usable: actor.filter(|(s, _)| *s == seat).map(|(_, army)| army),
                men: stock_counts(view.stockpiles.get(seat).map_or(&[], Vec::as_slice)),
            }
        })
        .collect()
}

/// One seat on the map of the ring, following `item` (its place, its
/// stockpile): who, whether it is to act, and how many men of each kind
/// it holds.
fn draw_seat(seat: Seat, item: Memo<Option<SeatItem>>, name: Signal<String>) -> impl IntoView {
    let usable = memo(move || item.with(|i| i.as_ref().and_then(|i| i.usable)));
    let place = move || {
        item.with(|i| {
            i.as_ref().map(|i| {
                format!(
                    "left:{}%;top:{}%",
                    decimal(i.x * 100.0 / TABLE, 2),
                    decimal(i.y * 100.0 / TABLE, 2)
                )
            })
        })
    };
    let men = move || item.with(|i| i.as_ref().map(|i| i.men.clone()).unwrap_or_default());
    let stock_man = move |(army, kind, count): (Army, Kind, usize)| {
        view! {
            <span class="osm-stock" data-army=army.name() data-kind=kind.name()
                title=live_text(move || format!("{count} {} {} in the stockpile of {}", army.name(), kind.name(), name.get()))>
                {man_picture(army, kind, "osm-man")}
                <sub class="osm-count">{count.to_string()}</sub>
            </span>
        }
    };
    view! {
        <div class="osm-seat" class:acting=live_flag(move || usable.get().is_some()) data-seat=seat style=live_maybe_text(place)>
            <span class="osm-seat-name" title=live_text(move || name.get())>{format!("P{}", seat + 1)}</span>
            <span class="osm-stockpile">
                <For each=men key=|entry| *entry children=stock_man />
            </span>
        </div>
    }
}

/// The stockpile of the seat that may drop now, under the board to move,
/// in finger-sized buttons: men of its colour can be dragged onto the
/// board, or tapped (or Enter) and then put down on a marked square by a
/// tap, a click or the keyboard.
fn draw_hand(
    item: SeatItem,
    name: String,
    drag: RwSignal<Option<Drag>>,
    take: impl Fn(Army, Kind, bool) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let usable = item.usable;
    let title = format!("Stockpile of {name}");
    let stock_man = move |(army, kind, count): (Army, Kind, usize)| {
        let usable = usable == Some(army);
        view! {
            <button type="button" class="osm-stock" class:usable=usable disabled=!usable
                data-army=army.name() data-kind=kind.name()
                aria-label=format!("{count} {} {} in the stockpile of {name}", army.name(), kind.name())
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
    let empty = item.men.is_empty();
    let label = title.clone();
    view! {
        <div class="osm-hand" data-seat=item.seat role="group" aria-label=label>
            <span class="osm-hand-title">{title}</span>
            {empty.then(|| view! { <span class="small">"no men yet"</span> })}
            {item.men.into_iter().map(stock_man).collect_view()}
        </div>
    }
}

/// The men of a stockpile grouped by colour and kind, with how many.
fn stock_counts(men: &[StockMan]) -> Vec<(Army, Kind, usize)> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Game, Viewer};

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
    fn only_the_seat_to_act_may_drop_and_only_its_colour_there() {
        let game = OneSaneMan::import(
            "one-sane-man players=3\n1:e2e4\n2:e2e4\n3:e2e4\n1:e7e5\n2:d7d5\n3:e7e5\n1:g1f3\n2:e4d5\n3:g1f3",
        )
        .unwrap();
        // Board 1 to move, Black there: player 2 (seat 1), who holds the
        // black pawn taken on board 2.
        let view = game.view(Viewer::Public);
        let seats = seat_items(&view, true);
        assert_eq!(seats.iter().map(|s| s.seat).collect::<Vec<_>>(), [0, 1, 2]);
        let usable: Vec<_> = seats.iter().map(|s| s.usable).collect();
        assert_eq!(usable, [None, Some(Army::Black), None]);
        assert_eq!(seats[1].men, [(Army::Black, Kind::Pawn, 1)]);
        assert!(
            seat_items(&view, false).iter().all(|s| s.usable.is_none()),
            "a screen that may not act drops nothing"
        );
    }
}
