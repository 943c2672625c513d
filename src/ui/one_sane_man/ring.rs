//! The ring of boards on the shared table ([`TableGame::board_layout`]): one
//! shared [`Board`] per ring board, placed and turned by
//! [`super::layout`], the board to move enlarged, a click or tap zooming a
//! board; the stockpiles beside their players; the status line, the typed
//! move and the move lists below.
//!
//! The ways to act: on the board to move by drag, click-click or keys; a
//! drop by dragging a man from the stockpile onto a square, by clicking it
//! then a square, or by Enter on it then the board's keyboard cursor; or
//! typing the move (`3:e2e4`, `3:N@g1`).
//!
//! The ring is drawn once per screen: each board, each seat and each
//! move-list line follows its own memo of the views, so a move touches
//! only what it changed.
//!
//! [`TableGame::board_layout`]: crate::ui::shell::TableGame::board_layout

use leptos::ev::{KeyboardEvent, PointerEvent, SubmitEvent};
use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;

use super::layout::{Placement, TABLE, place_ring, seat_spot};
use crate::engine::men::{Army, Kind};
use crate::games::Seat;
use crate::games::board_view::BoardView;
use crate::games::one_sane_man::{MAX_PLAYERS, OneSaneMan, RingView, StockMan};
use crate::ui::board::{Board, Choice, Rotation, StockHand, man_picture};
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
        ..
    } = context;
    let zoomed = RwSignal::new(None::<usize>);
    let drag = RwSignal::new(None::<Drag>);
    // One hand per board number, through which the stockpiles start drops.
    let hands: [StockHand; MAX_PLAYERS] = std::array::from_fn(|_| StockHand::new());
    let hand_of = move |number: usize| hands[number.clamp(1, MAX_PLAYERS) - 1];

    let ring = Memo::new(move |_| {
        view.with(|v| {
            v.as_ref()
                .map(|v| v.ring.iter().map(|b| b.board).collect::<Vec<_>>())
                .unwrap_or_default()
        })
    });
    let to_move = Memo::new(move |_| view.with(|v| v.as_ref().and_then(|v| v.board_to_move)));
    let placements =
        Memo::new(move |_| ring.with(|r| place_ring(r, to_move.get().unwrap_or(0), zoomed.get())));

    // A stockpiled man handed to the board to move: dragged, or selected
    // (then the board is focused for its keyboard cursor).
    let take_from_stock = move |army: Army, kind: Kind, dragging: bool| {
        let Some(board) = to_move.get_untracked() else {
            return;
        };
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

    // Each seat with its stockpile: drawn once, following its own memo.
    let seats = Memo::new(move |_| {
        let acting = acting.get();
        view.with(|v| {
            v.as_ref()
                .map(|v| seat_items(v, acting))
                .unwrap_or_default()
        })
    });
    let seat_numbers = move || seats.with(|all| all.iter().map(|s| s.seat).collect::<Vec<_>>());
    let seat_item = move |seat: Seat| {
        Memo::new(move |_| seats.with(|all| all.iter().find(|s| s.seat == seat).cloned()))
    };
    let name_of = move |seat: Seat| names.with(|n| n.get(seat).cloned().unwrap_or_default());

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
    let move_lists = Memo::new(move |_| {
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
    let keyboard_escape = move |ev: KeyboardEvent| {
        if ev.key() == "Escape" {
            zoomed.set(None);
        }
    };

    view! {
        <div class="osm-table" on:keydown=keyboard_escape
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
                    {ring_board(board, RingSlot {
                        board: Memo::new(move |_| {
                            let place = ring.with(|r| r.iter().position(|&n| n == board));
                            place.and_then(|p| boards.with(|b| b.get(p).cloned())).unwrap_or_default()
                        }),
                        placement: Memo::new(move |_| {
                            placements.with(|all| all.iter().find(|p| p.board == board).copied())
                        }),
                        enabled: Memo::new(move |_| acting.get() && to_move.get() == Some(board)),
                        hand: hand_of(board),
                    }, zoomed, Callback::new(move |choice| {
                        if let Some(place) = ring.with_untracked(|r| r.iter().position(|&n| n == board)) {
                            on_choice.run((place, choice));
                        }
                    }))}
                </For>
                <For each=seat_numbers key=|seat| *seat let(seat)>
                    {draw_seat(seat, seat_item(seat), Signal::derive(move || name_of(seat)), drag, take_from_stock)}
                </For>
            </div>
            {move || drag.get().map(|d| view! {
                <div class="osm-ghost" style=format!("left:{}px;top:{}px", d.x, d.y)>
                    {man_picture(d.army, d.kind, "osm-man")}
                </div>
            })}
            <form class="osm-type" on:submit=on_type>
                <label>"Type a move or drop "
                    <input type="text" placeholder="3:e2e4 or 3:N@g1" autocomplete="off"
                        prop:value=move || typed.get()
                        on:input=move |ev| typed.set(event_target_value(&ev)) />
                </label>
                <button type="submit" class="button">"Play"</button>
            </form>
            <ol class="osm-moves">
                <For each=move || move_lists.with(|lines| lines.iter().map(|l| l.0).collect::<Vec<_>>())
                    key=|board| *board let(board)>
                    {move_line(board, Memo::new(move |_| move_lists.with(|lines| {
                        lines.iter().find(|l| l.0 == board).map(|l| (l.1.clone(), l.2))
                    })))}
                </For>
            </ol>
        </div>
    }
}

/// What one board of the ring follows: its view, its place, whether it
/// takes moves now, and the hand through which the stockpiles drop on it.
struct RingSlot {
    board: Memo<BoardView>,
    placement: Memo<Option<Placement>>,
    enabled: Memo<bool>,
    hand: StockHand,
}

/// One board of the ring: the shared board component in a slot that the
/// ring layout places and sizes. It reads only its own memos, so a move
/// elsewhere leaves it alone. A click on a board that is not to move, or
/// on its label, zooms it (and back).
fn ring_board(
    board: usize,
    slot: RingSlot,
    zoomed: RwSignal<Option<usize>>,
    on_choice: Callback<Choice>,
) -> impl IntoView {
    let RingSlot {
        board: view,
        placement,
        enabled,
        hand,
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
            <Board view index=board - 1 rotation enabled stock=hand on_choice />
            <button type="button" class="osm-zoom" data-zoom=board - 1
                aria-label=format!("Zoom board {board} in or out")
                on:click=move |ev| {
                    ev.stop_propagation();
                    toggle_zoom();
                }>{format!("Board {board}")}</button>
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

/// One seat with its stockpile, following `item` (the seat's place, its
/// stockpile and the colour it may drop now): men of that colour can be
/// dragged onto the board to move, or clicked (or Enter) and then put down
/// on the board by click or keyboard.
fn draw_seat(
    seat: Seat,
    item: Memo<Option<SeatItem>>,
    name: Signal<String>,
    drag: RwSignal<Option<Drag>>,
    take: impl Fn(Army, Kind, bool) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let usable = Memo::new(move |_| item.with(|i| i.as_ref().and_then(|i| i.usable)));
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
                aria-label=move || format!("{count} {} {} in the stockpile of {}", army.name(), kind.name(), name.get())
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
            <span class="osm-seat-name" title=move || name.get()>{format!("P{}", seat + 1)}</span>
            <span class="osm-stockpile">
                <For each=men key=|entry| *entry children=stock_man />
            </span>
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
