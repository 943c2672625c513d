//! The One Sane Man table: the ring of boards drawn round the centre, the
//! stockpiles beside their players, and the three ways to act: click (or
//! tap) a man then a square, drag a man from the stockpile onto a square,
//! or type the move (`3:e2e4`, `3:N@g1`).
//!
//! The table reads only what the game hands out (its board views and public
//! accessors) and changes it only through `Game::apply`.

use leptos::ev::{KeyboardEvent, PointerEvent, SubmitEvent};
use leptos::prelude::*;

use super::layout::{Placement, TABLE, place_ring, seat_spot};
use crate::engine::men::{Army, Kind};
use crate::games::board_view::BoardView;
use crate::games::one_sane_man::{Action, Event, OneSaneMan};
use crate::games::{Game, Viewer};

/// Side of a board in its own drawing units (8 squares of 100).
const BOARD_UNITS: f64 = 800.0;

/// What the player has picked up, waiting for a target square.
#[derive(Clone, Debug, PartialEq)]
enum Pick {
    /// A man on the board to move, by square.
    Square(String),
    /// A man of this kind from the stockpile of the seat to act.
    Stock(Kind),
}

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
    let pick = RwSignal::new(None::<Pick>);
    let zoomed = RwSignal::new(None::<usize>);
    let drag = RwSignal::new(None::<Drag>);
    let notice = RwSignal::new(String::new());
    // A pawn move to the last rank waiting for the kind it becomes.
    let promoting = RwSignal::new(None::<(usize, String, Vec<Kind>)>);

    let act = move |action: Action| {
        let Some(seat) = game.with_untracked(|g| g.to_act()) else {
            return;
        };
        let result = game.try_update(|g| g.apply(seat, &action));
        pick.set(None);
        promoting.set(None);
        match result {
            Some(Ok(events)) => notice.set(describe(&events)),
            Some(Err(error)) => notice.set(error.0),
            None => {}
        }
    };

    let toggle_zoom = move |board: usize| {
        zoomed.update(|z| *z = if *z == Some(board) { None } else { Some(board) })
    };

    // A click on a square of board `board`: a move or drop on the board to
    // move, a zoom on any other.
    let on_square = move |board: usize, square: String| {
        let (to_move, view) = game.with_untracked(|g| (g.board_to_move(), acting_view(g)));
        if board != to_move {
            toggle_zoom(board);
            return;
        }
        let Some(view) = view else { return };
        match pick.get_untracked() {
            Some(Pick::Stock(kind)) => act(Action::Drop {
                board,
                kind,
                to: square,
            }),
            Some(Pick::Square(from)) if from == square => pick.set(None),
            Some(Pick::Square(from)) => {
                match view.moves.iter().find(|m| m.from == from && m.to == square) {
                    Some(option) if option.promotions.is_empty() => act(Action::Move {
                        board,
                        uci: format!("{from}{square}"),
                    }),
                    Some(option) => promoting.set(Some((
                        board,
                        format!("{from}{square}"),
                        option.promotions.clone(),
                    ))),
                    None if view.moves.iter().any(|m| m.from == square) => {
                        pick.set(Some(Pick::Square(square)))
                    }
                    None => {
                        pick.set(None);
                        notice.set(format!("{from} to {square} is not a legal move"));
                    }
                }
            }
            None if view.moves.iter().any(|m| m.from == square) => {
                pick.set(Some(Pick::Square(square)))
            }
            None => {}
        }
    };

    // Dropping a dragged man where the pointer lets go.
    let end_drag = move |ev: PointerEvent| {
        let Some(dragged) = drag.get_untracked() else {
            return;
        };
        drag.set(None);
        let target = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.element_from_point(ev.client_x() as f32, ev.client_y() as f32));
        let square = target.as_ref().and_then(|t| t.get_attribute("data-square"));
        // The page counts boards from 0, the game from 1.
        let board = target
            .as_ref()
            .and_then(|t| t.get_attribute("data-board"))
            .and_then(|b| b.parse::<usize>().ok())
            .map(|index| index + 1);
        match (board, square) {
            (Some(board), Some(to)) => act(Action::Drop {
                board,
                kind: dragged.kind,
                to,
            }),
            _ => pick.set(Some(Pick::Stock(dragged.kind))),
        }
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

    // What each board of the ring shows, in drawing order (forward boards
    // last). Each board is drawn once and then only its changed parts are
    // touched: its placement, the highlighted squares, the men that moved.
    let ring = Memo::new(move |_| {
        game.with(|g| {
            let boards = g.ring_boards();
            let views = g.boards(g.to_act().map_or(Viewer::Public, Viewer::Seat));
            let placements = place_ring(&boards, g.board_to_move(), zoomed.get());
            let picked = pick.get();
            let over = g.outcome().is_some();
            placements
                .into_iter()
                .filter_map(|placement| {
                    let index = boards.iter().position(|&b| b == placement.board)?;
                    let to_move = !over && placement.board == g.board_to_move();
                    Some(RingItem {
                        placement,
                        view: views[index].clone(),
                        to_move,
                        pick: picked.clone().filter(|_| to_move),
                    })
                })
                .collect::<Vec<_>>()
        })
    });
    let order = Memo::new(move |_| {
        ring.with(|items| items.iter().map(|i| i.placement.board).collect::<Vec<_>>())
    });

    // Each seat with its stockpile; a seat is drawn again only when its
    // stockpile, its place or whether it is acting changes.
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
    let draw_seats = move || {
        view! {
            <For each=move || seats.get() key=|seat| format!("{seat:?}") let(seat)>
                {draw_seat(seat, pick, drag)}
            </For>
        }
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

    // One line per board, redrawn only when that board's list changes.
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
            pick.set(None);
            zoomed.set(None);
        }
    };

    view! {
        <section class="osm-table" on:keydown=keyboard_escape
            on:pointermove=move |ev: PointerEvent| drag.update(|d| if let Some(d) = d {
                d.x = ev.client_x() as f64;
                d.y = ev.client_y() as f64;
            })
            on:pointerup=end_drag>
            <p class="osm-status" role="status">{status}</p>
            // Each board is its own drawing, placed and turned by CSS, so a
            // move repaints only the boards it touches.
            <div class="osm-ring" role="img" aria-label="The ring of boards">
                // A zoomed board covers the seats; otherwise the seats and
                // their stockpiles stay on top, ready to drag from.
                {move || zoomed.get().is_some().then(draw_seats)}
                <For each=move || order.get() key=|board| *board let(board)>
                    {draw_board(board, ring, on_square, toggle_zoom)}
                </For>
                {move || zoomed.get().is_none().then(draw_seats)}
            </div>
            {move || drag.get().map(|d| view! {
                <div class=format!("osm-ghost osm-man {}", d.army.name())
                    style=format!("left:{}px;top:{}px", d.x, d.y)>{glyph(d.kind)}</div>
            })}
            {move || promoting.get().map(|(board, uci, kinds)| view! {
                <p class="osm-promote" role="group" aria-label="Promote to">
                    {kinds.into_iter().map(|kind| {
                        let uci = format!("{uci}{}", kind.letter().to_ascii_lowercase());
                        view! {
                            <button type="button" data-promote=kind.name() on:click=move |_| {
                                promoting.set(None);
                                act(Action::Move { board, uci: uci.clone() });
                            }>{glyph(kind)} " " {kind.name()}</button>
                        }
                    }).collect_view()}
                </p>
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
                <For each=move || move_lists.get() key=|line| line.clone() let((board, moves, in_ring))>
                    <li data-board=board - 1 class:gone=!in_ring>
                        <strong>{format!("Board {board}: ")}</strong>{moves}
                    </li>
                </For>
            </ol>
        </section>
    }
}

/// The board view of the seat to act on the board to move.
fn acting_view(game: &OneSaneMan) -> Option<BoardView> {
    let seat = game.to_act()?;
    let index = game
        .ring_boards()
        .iter()
        .position(|&b| b == game.board_to_move())?;
    game.boards(Viewer::Seat(seat)).into_iter().nth(index)
}

/// One board of the ring as drawn: where, what, and what is picked up.
#[derive(Clone, Debug, PartialEq)]
struct RingItem {
    placement: Placement,
    view: BoardView,
    to_move: bool,
    pick: Option<Pick>,
}

/// The squares of a board that are lit up.
#[derive(Clone, Debug, Default, PartialEq)]
struct Highlights {
    last: Vec<String>,
    targets: Vec<String>,
    picked: Option<String>,
}

impl RingItem {
    fn highlights(&self) -> Highlights {
        let targets = match &self.pick {
            Some(Pick::Square(from)) => self
                .view
                .moves
                .iter()
                .filter(|m| &m.from == from)
                .map(|m| m.to.clone())
                .collect(),
            Some(Pick::Stock(kind)) => self
                .view
                .drops
                .iter()
                .filter(|d| d.kind == *kind)
                .map(|d| d.to.clone())
                .collect(),
            None => Vec::new(),
        };
        Highlights {
            last: self
                .view
                .last_move
                .iter()
                .flat_map(|(from, to)| [from.clone(), to.clone()])
                .collect(),
            targets,
            picked: match &self.pick {
                Some(Pick::Square(square)) => Some(square.clone()),
                _ => None,
            },
        }
    }
}

/// One board of the ring: drawn once, then kept up to date piece by piece.
fn draw_board(
    board: usize,
    ring: Memo<Vec<RingItem>>,
    on_square: impl Fn(usize, String) + Copy + Send + Sync + 'static,
    on_zoom: impl Fn(usize) + Copy + Send + Sync + 'static,
) -> AnyView {
    let item = Memo::new(move |_| {
        ring.with(|items| items.iter().find(|i| i.placement.board == board).cloned())
    });
    let placement = Memo::new(move |_| item.with(|i| i.as_ref().map(|i| i.placement)));
    let to_move = Memo::new(move |_| item.with(|i| i.as_ref().is_some_and(|i| i.to_move)));
    let highlights =
        Memo::new(move |_| item.with(|i| i.as_ref().map(RingItem::highlights).unwrap_or_default()));
    let men = Memo::new(move |_| {
        item.with(|i| {
            i.as_ref()
                .map(|i| {
                    i.view
                        .men
                        .iter()
                        .map(|man| {
                            let checked = i.view.checks.contains(&man.square);
                            (man.square.clone(), man.army, man.kind, checked)
                        })
                        .collect::<Vec<_>>()
                })
                .unwrap_or_default()
        })
    });
    let style = move || {
        placement.get().map(|p| {
            let percent = |units: f64| units * 100.0 / TABLE;
            format!(
                "left:{:.2}%;top:{:.2}%;width:{:.2}%;height:{:.2}%;transform:rotate({:.1}deg)",
                percent(p.x - p.side / 2.0),
                percent(p.y - p.side / 2.0),
                percent(p.side),
                percent(p.side),
                p.rotation
            )
        })
    };
    let squares = (0..8u8)
        .flat_map(|rank| (0..8u8).map(move |file| (file, rank)))
        .map(|(file, rank)| {
            let name = format!("{}{}", (b'a' + file) as char, rank + 1);
            let shade = if (file + rank) % 2 == 1 {
                "light"
            } else {
                "dark"
            };
            let lit = name.clone();
            // A memo per square: after a move only the squares whose look
            // changed are touched in the page.
            let class = Memo::new(move |_| {
                highlights.with(|h| {
                    let mut class = format!("osm-square {shade}");
                    if h.last.contains(&lit) {
                        class.push_str(" last");
                    }
                    if h.targets.contains(&lit) {
                        class.push_str(" target");
                    }
                    if h.picked.as_ref() == Some(&lit) {
                        class.push_str(" picked");
                    }
                    class
                })
            });
            let clicked = name.clone();
            view! {
                <rect class=move || class.get() x=u32::from(file) * 100 y=u32::from(7 - rank) * 100
                    width="100" height="100" data-board=board - 1 data-square=name
                    on:click=move |_| on_square(board, clicked.clone()) />
            }
        })
        .collect_view();
    view! {
        <svg class="osm-board" class:to-move=move || to_move.get() data-board=board - 1
            viewBox=format!("0 0 {BOARD_UNITS} {BOARD_UNITS}") style=style>
            <rect class="osm-frame" x="-24" y="-24" width="848" height="848" />
            {squares}
            <For each=move || men.get() key=|man| man.clone() let((square, army, kind, checked))>
                {draw_man(&square, army, kind, checked)}
            </For>
            <g class="osm-label" on:click=move |_| on_zoom(board)>
                <text x="400" y="-40" font-size="44">{format!("Board {board}")}</text>
            </g>
        </svg>
    }
    .into_any()
}

/// A man standing on `square` of a board.
fn draw_man(square: &str, army: Army, kind: Kind, checked: bool) -> impl IntoView + use<> {
    let bytes = square.as_bytes();
    let file = f64::from(bytes.first().copied().unwrap_or(b'a').saturating_sub(b'a'));
    let rank = square
        .get(1..)
        .and_then(|r| r.parse::<f64>().ok())
        .unwrap_or(1.0)
        - 1.0;
    view! {
        <text class=format!("osm-man {}{}", army.name(), if checked { " check" } else { "" })
            x=file * 100.0 + 50.0 y=(7.0 - rank) * 100.0 + 82.0 font-size="84"
            data-square=square.to_string() data-army=army.name() data-kind=kind.name()>{glyph(kind)}</text>
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

/// One seat with its stockpile: men of the colour it may drop now can be
/// clicked or dragged.
fn draw_seat(
    seat: SeatItem,
    pick: RwSignal<Option<Pick>>,
    drag: RwSignal<Option<Drag>>,
) -> AnyView {
    let SeatItem {
        seat,
        x,
        y,
        usable,
        men,
    } = seat;
    view! {
        <div class="osm-seat" class:acting=usable.is_some() data-seat=seat
            style=format!("left:{:.2}%;top:{:.2}%", x * 100.0 / TABLE, y * 100.0 / TABLE)>
            <span class="osm-seat-name">{format!("P{}", seat + 1)}</span>
            <span class="osm-stockpile">
            {men.into_iter().map(|(army, kind, count)| {
                let usable = usable == Some(army);
                view! {
                    <span class="osm-stock" class:usable=usable
                        data-army=army.name() data-kind=kind.name()
                        on:click=move |_| if usable { pick.set(Some(Pick::Stock(kind))) }
                        on:pointerdown=move |ev: PointerEvent| if usable {
                            ev.prevent_default();
                            drag.set(Some(Drag { kind, army, x: f64::from(ev.client_x()), y: f64::from(ev.client_y()) }));
                        }>
                        <span class=format!("osm-man {}", army.name())>{glyph(kind)}</span>
                        <sub class="osm-count">{count.to_string()}</sub>
                    </span>
                }
            }).collect_view()}
            </span>
        </div>
    }
    .into_any()
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

/// The chess glyph of a kind (drawn filled, coloured by CSS).
fn glyph(kind: Kind) -> &'static str {
    match kind {
        Kind::Pawn => "\u{265f}",
        Kind::Knight => "\u{265e}",
        Kind::Bishop => "\u{265d}",
        Kind::Rook => "\u{265c}",
        Kind::Queen => "\u{265b}",
        Kind::King => "\u{265a}",
    }
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
                "Player {} mates player {} on board {board}: player {} is out.",
                winner + 1,
                loser + 1,
                loser + 1
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
            "Player 2 mates player 1 on board 1: player 1 is out. Player 2 takes over black on board 3."
        );
    }
}
