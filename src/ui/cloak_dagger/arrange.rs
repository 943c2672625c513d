//! The arrangement strip: the arranging player's eight back-rank men, files
//! a to h (h to a for Black, as Black's board is turned), starting from
//! the standard RNBQKBNR. Two men swap places when one is dragged onto the
//! other (pointer events, so a finger works too), when one is tapped and
//! then the other, or from the keyboard (arrow keys move along the strip,
//! Enter or Space picks a man up and puts him down on another). "Random
//! arrangement" deals one of the 960, "Standard" puts the usual one back,
//! and "Confirm" sends it; an arrangement that breaks a Chess960 rule is
//! refused with the game's reason.
//!
//! Drawn only in the arranging seat's own view, behind the shell's
//! hand-off, so the arrangement never reaches another screen.

use leptos::prelude::*;
use leptos::wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement, KeyboardEvent, PointerEvent};

use crate::engine::chess960;
use crate::engine::men::{Army, Kind};
use crate::engine::random::Random;
use crate::games::cloak_dagger::{Action, Arrangement};
use crate::ui::board::geometry::decimal;
use crate::ui::board::man_picture;
use crate::ui::shared_code::{live_text, redrawn};

/// How far (in CSS pixels) a pointer moves before a press becomes a drag.
const DRAG_START: f64 = 6.0;

/// The men with slots `a` and `b` swapped.
pub fn swapped(kinds: [Kind; 8], a: usize, b: usize) -> [Kind; 8] {
    let mut kinds = kinds;
    if a < 8 && b < 8 {
        kinds.swap(a, b);
    }
    kinds
}

/// What a tap on slot `slot` does when `picked` is the slot already picked
/// up: picks it up, puts it back, or swaps the two. Returns the men and
/// the slot now picked up.
pub fn tap(kinds: [Kind; 8], picked: Option<usize>, slot: usize) -> ([Kind; 8], Option<usize>) {
    match picked {
        None => (kinds, Some(slot)),
        Some(held) if held == slot => (kinds, None),
        Some(held) => (swapped(kinds, held, slot), None),
    }
}

/// The slots (files, 0 = a) from left to right as `army` sees them.
pub fn order(army: Army) -> [usize; 8] {
    let mut files = [0, 1, 2, 3, 4, 5, 6, 7];
    if army == Army::Black {
        files.reverse();
    }
    files
}

/// The file's letter, `a` to `h`.
fn file_letter(file: usize) -> char {
    char::from(b'a' + (file as u8 & 7))
}

/// A press on a slot, becoming a drag once the pointer moves.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Drag {
    from: usize,
    start: (f64, f64),
    offset: (f64, f64),
    moved: bool,
    over: Option<usize>,
}

/// The slot (other than `from`) whose box holds the point, among the
/// strip's slots.
fn slot_at(strip: &Element, from: usize, x: f64, y: f64) -> Option<usize> {
    (0..8).filter(|&slot| slot != from).find(|slot| {
        strip
            .query_selector(&format!("[data-slot=\"{slot}\"]"))
            .ok()
            .flatten()
            .is_some_and(|element| {
                let r = element.get_bounding_client_rect();
                x >= r.left() && x <= r.right() && y >= r.top() && y <= r.bottom()
            })
    })
}

/// The strip holding the slot an event happened on.
fn strip_of(ev: &web_sys::Event) -> Option<Element> {
    ev.current_target()
        .and_then(|target| target.dyn_into::<Element>().ok())
        .and_then(|slot| slot.closest(".arrange-strip").ok().flatten())
}

/// The strip of the arranging player (`army`); `act` sends the arrangement.
#[component]
pub fn ArrangeStrip(army: Army, act: Callback<Action>) -> impl IntoView {
    let kinds = RwSignal::new(Arrangement::STANDARD.kinds());
    let picked = RwSignal::new(None::<usize>);
    let focused = RwSignal::new(0usize);
    let drag = RwSignal::new(None::<Drag>);
    // A drag ends in a click on its slot: that click is no tap.
    let dragged = RwSignal::new(false);
    let refusal = RwSignal::new(None::<String>);
    let announcement = RwSignal::new(String::new());
    let order = order(army);

    let describe = move |slot: usize| {
        let kind = kinds.with_untracked(|k| k[slot]);
        format!("the {} on {}", kind.name(), file_letter(slot))
    };
    let set_men = move |men: [Kind; 8], words: String| {
        kinds.set(men);
        picked.set(None);
        refusal.set(None);
        announcement.set(words);
    };
    let swap = move |a: usize, b: usize| {
        let words = format!("Swapped {} and {}.", describe(a), describe(b));
        set_men(swapped(kinds.get_untracked(), a, b), words);
    };
    let on_tap = move |slot: usize| {
        if dragged.get_untracked() {
            dragged.set(false);
            return;
        }
        focused.set(slot);
        match picked.get_untracked() {
            Some(held) if held != slot => swap(held, slot),
            held => {
                let (_, now) = tap(kinds.get_untracked(), held, slot);
                picked.set(now);
                announcement.set(match now {
                    Some(slot) => {
                        format!("Picked up {}: choose the man to swap with.", describe(slot))
                    }
                    None => "Put back.".to_string(),
                });
            }
        }
    };
    let on_key = move |ev: KeyboardEvent, slot: usize| {
        let place = order.iter().position(|&s| s == slot).unwrap_or(0);
        let target = match ev.key().as_str() {
            "ArrowLeft" | "ArrowUp" => place.checked_sub(1),
            "ArrowRight" | "ArrowDown" => (place < 7).then_some(place + 1),
            "Home" => Some(0),
            "End" => Some(7),
            _ => return,
        };
        ev.prevent_default();
        let Some(next) = target.map(|place| order[place]) else {
            return;
        };
        focused.set(next);
        let element = strip_of(&ev)
            .and_then(|strip| {
                strip
                    .query_selector(&format!("[data-slot=\"{next}\"]"))
                    .ok()
                    .flatten()
            })
            .and_then(|element| element.dyn_into::<HtmlElement>().ok());
        if let Some(element) = element {
            let _ = element.focus();
        }
    };
    let on_down = move |ev: PointerEvent, slot: usize| {
        if ev.button() != 0 {
            return;
        }
        dragged.set(false);
        if let Some(element) = ev
            .current_target()
            .and_then(|t| t.dyn_into::<Element>().ok())
        {
            let _ = element.set_pointer_capture(ev.pointer_id());
        }
        let start = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        drag.set(Some(Drag {
            from: slot,
            start,
            offset: (0.0, 0.0),
            moved: false,
            over: None,
        }));
    };
    let on_move = move |ev: PointerEvent| {
        let Some(mut now) = drag.get_untracked() else {
            return;
        };
        let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        now.offset = (x - now.start.0, y - now.start.1);
        now.moved |=
            now.offset.0 * now.offset.0 + now.offset.1 * now.offset.1 > DRAG_START * DRAG_START;
        now.over = strip_of(&ev).and_then(|strip| slot_at(&strip, now.from, x, y));
        if now.moved {
            drag.set(Some(now));
        }
    };
    let on_up = move |ev: PointerEvent| {
        let Some(ended) = drag.get_untracked() else {
            return;
        };
        drag.set(None);
        if !ended.moved {
            return;
        }
        dragged.set(true);
        let (x, y) = (f64::from(ev.client_x()), f64::from(ev.client_y()));
        let over = strip_of(&ev).and_then(|strip| slot_at(&strip, ended.from, x, y));
        if let Some(onto) = over {
            focused.set(onto);
            swap(ended.from, onto);
        }
    };

    let slots = order
        .into_iter()
        .map(|slot| {
            let kind = move || kinds.with(|k| k[slot]);
            let held = move || picked.get() == Some(slot);
            let dragging = move || drag.with(|d| d.is_some_and(|d| d.moved && d.from == slot));
            let over = move || drag.with(|d| d.is_some_and(|d| d.moved && d.over == Some(slot)));
            let style = move || {
                drag.with(|d| match d {
                    Some(d) if d.moved && d.from == slot => {
                        format!(
                            "transform: translate({}px, {}px)",
                            decimal(d.offset.0, 0),
                            decimal(d.offset.1, 0)
                        )
                    }
                    _ => String::new(),
                })
            };
            view! {
                <button type="button" class="arrange-slot" data-slot=slot
                    data-kind=live_text(move || kind().name())
                    class:picked=held class:dragging=dragging class:over=over
                    style=style
                    tabindex=live_text(move || if focused.get() == slot { "0" } else { "-1" })
                    aria-pressed=live_text(move || if held() { "true" } else { "false" })
                    aria-label=move || format!(
                        "{}: {}, checker {}", file_letter(slot), kind().name(), slot + 1
                    )
                    on:click=move |_| on_tap(slot)
                    on:keydown=move |ev| on_key(ev, slot)
                    on:pointerdown=move |ev| on_down(ev, slot)
                    on:pointermove=on_move
                    on:pointerup=on_up
                    on:pointercancel=move |_| drag.set(None)>
                    <span class="arrange-number" aria-hidden="true">{slot + 1}</span>
                    {redrawn(move || man_picture(army, kind(), "arrange-man"))}
                    <span class="arrange-file" aria-hidden="true">{file_letter(slot).to_string()}</span>
                </button>
            }
        })
        .collect_view();

    let position = move || {
        kinds.with(|k| Arrangement::new(*k).ok()).map(|a| {
            view! { <p class="small arrange-number-line">{format!("Chess960 position {}", a.number())}</p> }
        })
    };
    let random = move |_| {
        let number = chess960::random_number(&mut Random::fresh());
        if let Ok(arrangement) = Arrangement::from_number(number) {
            set_men(
                arrangement.kinds(),
                format!("Random arrangement: {arrangement}."),
            );
        }
    };
    let standard = move |_| {
        set_men(
            Arrangement::STANDARD.kinds(),
            "The standard arrangement.".to_string(),
        );
    };
    let confirm = move |_| match Arrangement::new(kinds.get_untracked()) {
        Ok(arrangement) => act.run(Action::Arrange(arrangement)),
        Err(refused) => refusal.set(Some(format!("Not this arrangement: {refused}."))),
    };

    view! {
        <div class="arrange">
            <div class="arrange-strip" role="group" aria-label="Your back rank: swap two men">
                {slots}
            </div>
            {position}
            <p class="visually-hidden" aria-live="polite">{redrawn(move || announcement.get())}</p>
            {redrawn(move || refusal.get().map(|r| view! { <p class="notice refusal" role="alert">{r}</p> }))}
            <div class="row arrange-buttons">
                <button type="button" class="button" on:click=random>"Random arrangement"</button>
                <button type="button" class="button" on:click=standard>"Standard"</button>
                <button type="button" class="button primary arrange-confirm" on:click=confirm>"Confirm"</button>
            </div>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letters(kinds: [Kind; 8]) -> String {
        kinds.iter().map(|kind| kind.letter()).collect()
    }

    #[test]
    fn taps_pick_up_put_back_and_swap() {
        let start = Arrangement::STANDARD.kinds();
        let (men, picked) = tap(start, None, 1);
        assert_eq!((letters(men).as_str(), picked), ("RNBQKBNR", Some(1)));
        let (men, picked) = tap(men, picked, 1);
        assert_eq!((letters(men).as_str(), picked), ("RNBQKBNR", None));
        let (men, picked) = tap(men, Some(1), 2);
        assert_eq!((letters(men).as_str(), picked), ("RBNQKBNR", None));
        // Bishops on b1 and f1 share a colour: the game says why not.
        let refused = Arrangement::new(men).unwrap_err();
        assert_eq!(
            refused.0,
            "the two bishops must stand on squares of different colours"
        );
        let men = swapped(men, 5, 6);
        assert_eq!(letters(men), "RBNQKNBR");
        assert!(Arrangement::new(men).is_ok());
        assert_eq!(swapped(men, 3, 9), men, "no slot 9");
    }

    #[test]
    fn black_reads_the_strip_from_h_to_a() {
        assert_eq!(order(Army::White), [0, 1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(order(Army::Black), [7, 6, 5, 4, 3, 2, 1, 0]);
        assert_eq!(file_letter(0), 'a');
        assert_eq!(file_letter(7), 'h');
    }
}
