//! The rules page's deck-of-cards deal of a Chess960 position, shown on
//! the setup screen as the cards are turned: the two bishops' cards, then
//! the third pile's six, each placing its man on the leftmost square it
//! names or fills.

use leptos::prelude::*;

use crate::engine::chess960::{self, Piles, Turned};
use crate::engine::men::Kind;
use crate::engine::random::Random;
use crate::ui::shared_code::redrawn;

/// Milliseconds between two cards being turned.
const TURN_EVERY_MS: u32 = 650;

/// The figurine shown on the back-rank strip for a man.
fn figurine(kind: Kind) -> &'static str {
    match kind {
        Kind::King => "\u{2654}",
        Kind::Queen => "\u{2655}",
        Kind::Rook => "\u{2656}",
        Kind::Bishop => "\u{2657}",
        Kind::Knight => "\u{2658}",
        Kind::Pawn => "\u{2659}",
    }
}

/// A deal of freshly shuffled piles, turning a card every moment;
/// `on_dealt` gets the Chess960 number once every card is up.
#[component]
pub fn Deal(on_dealt: Callback<u16>) -> impl IntoView {
    let piles = Piles::shuffled(&mut Random::fresh());
    // The shuffled piles always hold the right cards; a failure here would
    // be a bug in the deck, shown rather than hidden.
    let turned: Result<[Turned; 8], String> = piles.turned().map_err(|e| e.to_string());
    let number = piles
        .back_rank()
        .ok()
        .and_then(|rank| chess960::number_of(&rank));
    let shown = RwSignal::new(0usize);
    if let Ok(handle) = set_interval_with_handle(
        move || shown.update(|n| *n = (*n + 1).min(8)),
        std::time::Duration::from_millis(u64::from(TURN_EVERY_MS)),
    ) {
        on_cleanup(move || handle.clear());
    }
    let Ok(turned) = turned else {
        return view! { <p class="error" role="alert">"The deck is wrong: " {turned.err()}</p> }
            .into_any();
    };
    let done = move || shown.get() >= 8;
    Effect::new(move |told: Option<bool>| {
        let told = told.unwrap_or(false);
        if !told && done() {
            if let Some(number) = number {
                on_dealt.run(number);
            }
            return true;
        }
        told
    });
    let pile_names = [
        "First pile (A 3 5 7)",
        "Second pile (2 4 6 8)",
        "Third pile (8 8 10 10 10 Q)",
    ];
    let cards = move || {
        turned
            .iter()
            .enumerate()
            .map(|(index, t)| {
                let up = move || shown.get() > index;
                let t = *t;
                view! {
                    <li class="card" class:turned=up data-pile=index.min(2)
                        aria-label=move || if up() { format!("{} turned: {} on {}1", t.card.face(), t.kind.name(), (b'a' + t.file as u8) as char) } else { "face down".to_string() }>
                        {redrawn(move || if up() { t.card.face() } else { "" })}
                    </li>
                }
            })
            .collect_view()
    };
    let rank = move || {
        (0..8)
            .map(|file| {
                let placed = move || {
                    turned
                        .iter()
                        .take(shown.get())
                        .find(|t| t.file == file)
                        .map(|t| t.kind)
                };
                view! {
                    <li class="slot" data-file=((b'a' + file as u8) as char).to_string()
                        data-kind=move || placed().map(|k| k.name()).unwrap_or("")>
                        {redrawn(move || placed().map(figurine).unwrap_or(""))}
                    </li>
                }
            })
            .collect_view()
    };
    view! {
        <section class="deal" aria-live="polite">
            <p class="option-title">"Dealing a Chess960 position"</p>
            <p class="deal-piles">{pile_names.join(" \u{b7} ")}</p>
            <ol class="cards">{cards}</ol>
            <ol class="deal-rank" aria-label="White's back rank">{rank}</ol>
            <p class="deal-result">
                {redrawn(move || done().then(|| match number {
                    Some(n) => format!("Chess960 position #{n}"),
                    None => "This deal breaks the Chess960 rules.".to_string(),
                }))}
            </p>
            <div class="row">
                <button type="button" class="button turn-all" disabled=done on:click=move |_| shown.set(8)>"Turn all the cards"</button>
            </div>
        </section>
    }
    .into_any()
}
