//! The clocks of the shared table: one face per clock of the game's
//! [`ClockPlan`], the running one lit, time left as the device's clock
//! reads it, and the table's Pause / Resume; and the ticks that keep the
//! time of a table in play and play a flag when one falls.

use std::time::Duration;

use leptos::prelude::*;

use super::TableGame;
use crate::ai::clock::now_ms;
use crate::games::clock::{ClockPlan, TableClock};
use crate::games::pass_table::PassTable;
use crate::ui::shared_code::{live_flag, memo, redrawn};

/// Whether the clocks of `table` run now. A tick already queued when the
/// table is left finds the table gone: it then does nothing (reading it
/// would stop the app).
pub fn running<G: TableGame>(table: RwSignal<Option<PassTable<G>>>) -> bool {
    table
        .try_with_untracked(|t| t.as_ref().is_some_and(|t| t.can_pause() && !t.paused()))
        .unwrap_or(false)
}

/// Ticks the clocks of `table` five times a second while they run,
/// setting `now`; a fallen flag is played (the table changes only then),
/// and what it made happen handed to `played`.
pub fn tick<G: TableGame>(
    table: RwSignal<Option<PassTable<G>>>,
    now: RwSignal<f64>,
    played: impl Fn(Option<Vec<G::Event>>) + 'static,
) {
    let ticking = set_interval_with_handle(
        move || {
            if !running(table) {
                return;
            }
            let at = now_ms();
            now.set(at);
            let fallen = table.with_untracked(|t| {
                t.as_ref()
                    .is_some_and(|t| t.clock().flag(t.game(), at).is_some())
            });
            if fallen {
                let mut events = None;
                table.update(|t| events = t.as_mut().and_then(|t| t.check_flag(at)));
                played(events);
            }
        },
        Duration::from_millis(200),
    );
    if let Ok(handle) = ticking {
        on_cleanup(move || handle.clear());
    }
}

/// Milliseconds as a clock shows them: `m:ss`, `h:mm:ss` past an hour,
/// tenths in the last ten seconds.
pub fn format_ms(ms: f64) -> String {
    let ms = ms.max(0.0);
    if ms < 10_000.0 {
        let tenths = (ms / 100.0).floor() as u64;
        return format!("0:0{}.{}", tenths / 10, tenths % 10);
    }
    let seconds = (ms / 1000.0).floor() as u64;
    let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if hours > 0 {
        format!("{hours}:{minutes:02}:{seconds:02}")
    } else {
        format!("{minutes}:{seconds:02}")
    }
}

/// The faces of every clock of `plan`, "Paused" while the table has
/// paused them, and the button that pauses or resumes them.
#[component]
pub fn Clocks(
    /// The game's clocks as they stand.
    #[prop(into)]
    plan: Signal<ClockPlan>,
    /// The table's time used.
    #[prop(into)]
    clock: Signal<TableClock>,
    /// The device's milliseconds, ticking.
    #[prop(into)]
    now: Signal<f64>,
    /// Whether the clocks may be paused now (the game is not over).
    #[prop(into)]
    can_pause: Signal<bool>,
    /// Called with `true` to pause the clocks, `false` to resume them.
    on_pause: Callback<bool>,
) -> impl IntoView {
    // One face per clock, each following its own memo: a face is redrawn
    // when the time it shows changes (once a second), not at every tick.
    let count = memo(move || plan.with(|p| p.names.len()));
    let paused = memo(move || clock.with(TableClock::paused));
    let faces = move || {
        (0..count.get())
            .map(|index| {
                let name = plan.with_untracked(|p| p.names[index].clone());
                let shown = memo(move || {
                    let now = now.get();
                    plan.with(|plan| {
                        clock.with(|clock| {
                            let left = clock.left_ms(plan, index, now);
                            let running = clock.running_clock(plan) == Some(index);
                            (format_ms(left), running, left < 20_000.0)
                        })
                    })
                });
                view! {
                    <li class="clock-face" class:running=live_flag(move || shown.with(|s| s.1))
                        class:low=live_flag(move || shown.with(|s| s.2)) data-clock=index>
                        <span class="clock-name">{name}</span>
                        <span class="clock-time" role="timer">{redrawn(move || shown.with(|s| s.0.clone()))}</span>
                    </li>
                }
            })
            .collect_view()
    };
    // One button whose words change, so it keeps the focus.
    let button = move || {
        can_pause.get().then(|| {
            view! {
                <button type="button" class="button clock-pause"
                    on:click=move |_| on_pause.run(!paused.get_untracked())>
                    {redrawn(move || if paused.get() { "Resume" } else { "Pause" })}
                </button>
            }
        })
    };
    view! {
        <div class="clock-bar" class:paused=live_flag(move || paused.get())>
            <ul class="clocks" aria-label="Clocks">{redrawn(faces)}</ul>
            <span class="clock-status" role="status">
                {redrawn(move || paused.get().then_some("Paused"))}
            </span>
            {redrawn(button)}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_read_like_a_chess_clock() {
        assert_eq!(format_ms(30.0 * 60_000.0), "30:00");
        assert_eq!(format_ms(61_500.0), "1:01");
        assert_eq!(format_ms(3_723_000.0), "1:02:03");
        assert_eq!(format_ms(9_870.0), "0:09.8");
        assert_eq!(format_ms(-5.0), "0:00.0");
    }
}
