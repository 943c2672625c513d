//! Which seat's side the boards show at the bottom. In a game played face
//! to face on one screen whose seats sit on opposite sides (COIN, Crowded
//! House; [`super::TableGame::faces_the_mover`]) the board either stays
//! put, facing the person at the device, or turns to the person to move
//! once the move has landed (this device's
//! [`BoardPreferences::turn_board`]), so the mover sees the man arrive
//! before the board turns away. A person is faced from the side of their
//! home seat ([`super::TableGame::home_seat`]): the board turns only when
//! the device passes to another person, never between the seats one
//! person holds.

use std::time::Duration;

use leptos::leptos_dom::helpers::{TimeoutHandle, set_timeout_with_handle};
use leptos::prelude::*;

use crate::games::Seat;
use crate::ui::board::{BoardPreferences, Rotation};

/// How long after the turn passes the board turns to the next player:
/// the moved man's slide (160 ms) and a beat to see him land.
const TURN_AFTER: Duration = Duration::from_millis(700);

/// Where the boards face, and whether a turn is still to come.
#[derive(Clone, Copy)]
pub struct Facing {
    /// The seat whose side is at the bottom.
    pub seat: Signal<Option<Seat>>,
    /// Whether the boards are about to turn to the player to move (the
    /// shell marks its boards `data-turning` meanwhile).
    pub turning: Signal<bool>,
}

impl Facing {
    /// Boards that always face `seat`.
    pub fn seat(seat: Signal<Option<Seat>>) -> Facing {
        Facing {
            seat,
            turning: Signal::stored(false),
        }
    }

    /// Boards on one screen while the turn passes to `to_move`: they face
    /// `home` (the seat of the person at the device) or, where the device
    /// turns the board, the player to move a moment after the turn has
    /// passed. `side` is the edge each seat sees at the bottom
    /// ([`super::TableGame::rotation`]): a turn that keeps it waits for
    /// nothing.
    pub fn face_to_face(
        to_move: Signal<Option<Seat>>,
        home: Option<Seat>,
        side: fn(Option<Seat>) -> Rotation,
    ) -> Facing {
        let turns = BoardPreferences::get().map_or(Signal::stored(true), |p| p.turn_board.into());
        let shown = RwSignal::new(to_move.get_untracked());
        let pending = StoredValue::new(None::<TimeoutHandle>);
        let settle = move || {
            if let Some(handle) = pending.try_update_value(Option::take).flatten() {
                handle.clear();
            }
        };
        Effect::new(move |before: Option<Option<Seat>>| {
            let now = to_move.get();
            if before == Some(now) {
                return now;
            }
            settle();
            if side(shown.get_untracked()) == side(now) {
                shown.set(now);
            } else {
                let handle = set_timeout_with_handle(
                    move || {
                        pending.try_set_value(None);
                        shown.try_set(to_move.try_get_untracked().flatten());
                    },
                    TURN_AFTER,
                );
                pending.set_value(handle.ok());
            }
            now
        });
        on_cleanup(settle);
        Facing {
            seat: Signal::derive(move || if turns.get() { shown.get() } else { home }),
            turning: Signal::derive(move || {
                turns.get() && side(shown.get()) != side(to_move.get())
            }),
        }
    }
}
