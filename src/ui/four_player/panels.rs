//! The parts of the table around the board: seats with their captures, the
//! one log of what happened, and the seat's own diplomacy. Each draws only
//! the view it is given.

use leptos::prelude::*;

use crate::engine::men::Army;
use crate::games::four_player::{Action, OwnView, Standing, TableView, seat_of};
use crate::ui::board::Palettes;
use crate::ui::board::artwork::mark;

/// An army's name with a capital, as shown to people.
pub fn army_label(army: Army) -> String {
    let name = army.name();
    name[..1].to_uppercase() + &name[1..]
}

fn armies_label(armies: &[Army]) -> String {
    armies
        .iter()
        .map(|&army| army_label(army))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A small disc in an army's palette carrying its shape mark, so the log
/// and the seats show each army's colour without relying on hue.
#[component]
pub fn ArmyChip(army: Army) -> impl IntoView {
    let palette = Palettes::default().of(army);
    view! {
        <svg class=format!("army-chip palette-{}", palette.name()) viewBox="30 62 40 40" aria-hidden="true">
            <circle class="man-body" cx="50" cy="82" r="18" />
            <path class="man-emblem" d=mark(palette) />
        </svg>
    }
}

/// How the log names the army `army`'s seat: its colour and, where the
/// table knows one, the person's name ("Red \u{b7} Ann").
pub fn seat_and_name(army: Army, names: &[String]) -> String {
    let label = army_label(army);
    match names.get(seat_of(army)) {
        Some(name) if !name.trim().is_empty() && *name != label => {
            format!("{label} \u{b7} {name}")
        }
        _ => label,
    }
}

/// The four seats: standing, captured men, and (in a seat's own view) a
/// badge on its allies. Players who are out are greyed.
#[component]
pub fn Seats(table: TableView, #[prop(optional)] allies: Vec<Army>) -> impl IntoView {
    let to_act = table.army_to_act;
    table
        .seats
        .into_iter()
        .map(|seat| {
            let standing = match seat.standing {
                Standing::Playing => "in play",
                Standing::Kingless => "king lost: choosing",
                Standing::Protectorate => "protectorate",
                Standing::Out => "out",
            };
            let captured = seat
                .captured
                .iter()
                .map(|man| format!("{} {}", man.army.name(), man.kind.name()))
                .collect::<Vec<_>>()
                .join(", ");
            let ally = allies.contains(&seat.army);
            view! {
                <li
                    class=format!("seat army-{}", seat.army.name())
                    class:out=seat.standing == Standing::Out
                    class:to-act=to_act == Some(seat.army)
                    data-seat=seat.army.name()
                >
                    <span class="seat-name"><ArmyChip army=seat.army />" "{army_label(seat.army)}</span>
                    {ally.then(|| view! { <span class="ally-tag">"ally"</span> })}
                    <span class="seat-standing">{standing}</span>
                    <span class="seat-captured">
                        {if captured.is_empty() { "took nothing".to_string() } else { format!("took {captured}") }}
                    </span>
                </li>
            }
        })
        .collect_view()
}

/// Everything this viewer may know of, newest first, in words naming the
/// people: moves, alliances, protectorates and the ends of armies.
#[component]
pub fn EventLog(table: TableView, names: Vec<String>) -> impl IntoView {
    let count = table.events.len();
    let lines = table
        .events
        .iter()
        .rev()
        .map(|event| {
            let chip = event.actor().map(|army| view! { <ArmyChip army /> });
            let line = event.words(|army| seat_and_name(army, &names));
            view! { <li class="event">{chip}" "{line}</li> }.into_any()
        })
        .collect::<Vec<_>>();
    // Before the first move the list says so rather than stand empty.
    let lines = if lines.is_empty() {
        vec![view! { <li class="event event-none">"Nothing has happened yet."</li> }.into_any()]
    } else {
        lines
    };
    view! {
        <h3 class="event-log-title">"What happened, newest first"</h3>
        <ol class="event-log" reversed=true start=count.to_string() tabindex="0"
            aria-label="What happened, newest first">
            {lines}
        </ol>
    }
}

/// The seat's own secrets and the actions beside moving, as the game
/// lists them in its view. `act` plays one; `act_text` plays a move or
/// action typed as on the command line.
#[component]
pub fn Diplomacy(
    own: OwnView,
    #[prop(into)] act: Callback<Action>,
    #[prop(into)] act_text: Callback<String>,
) -> impl IntoView {
    let can = |action: &Action| own.actions.contains(action);
    // Each button names its action in command-line words (`data-action`).
    let button = move |action: Action, label: String| {
        let word = action.to_string();
        view! {
            <button type="button" class="button" data-action=word on:click=move |_| act.run(action.clone())>
                {label}
            </button>
        }
    };
    let invitations = own
        .invitations
        .iter()
        .map(|&from| {
            let accept = Action::Accept(from);
            let decline = Action::Decline(from);
            // An answer the game offers without the acceptance: the seat
            // is in an alliance already.
            let only_decline = can(&decline) && !can(&accept);
            view! {
                <li class="invitation">
                    {format!("{} invites you to join their side. ", army_label(from))}
                    {can(&accept).then(|| button(accept, "Accept".into()))}
                    {can(&decline).then(|| button(decline, "Decline".into()))}
                    {only_decline.then(|| view! { <span>" (leave your alliance first to accept)"</span> })}
                </li>
            }
        })
        .collect_view();
    let proposals = own
        .actions
        .iter()
        .filter_map(|action| match action {
            Action::Propose(army) => Some(button(
                action.clone(),
                format!("Invite {}", army_label(*army)),
            )),
            _ => None,
        })
        .collect_view();
    let alliance = if own.allies.is_empty() {
        "You are not in an alliance.".to_string()
    } else {
        format!("Your allies: {}.", armies_label(&own.allies))
    };
    view! {
        <section class="diplomacy" aria-label="Your alliance">
            {(!own.king_attacked_by.is_empty()).then(|| view! {
                <p class="notice" role="alert">
                    {format!("Your king is attacked by {}.", armies_label(&own.king_attacked_by))}
                </p>
            })}
            <p class="alliance">{alliance}</p>
            {own.loyal_to.map(|ally| view! { <p>{format!("You are loyal to {}.", army_label(ally))}</p> })}
            {(!own.invited.is_empty()).then(|| view! {
                <p>{format!("Waiting for an answer from {}.", armies_label(&own.invited))}</p>
            })}
            {(!own.invitations.is_empty()).then(|| view! {
                <p class="invitation-first">"Answer before you move."</p>
            })}
            <ul class="invitations">{invitations}</ul>
            <TypedAction act=act_text />
            <div class="actions">
                {can(&Action::Protectorate).then(|| button(Action::Protectorate, "Become a protectorate".into()))}
                {can(&Action::Withdraw).then(|| button(Action::Withdraw, "Withdraw your men".into()))}
                {proposals}
                {can(&Action::Leave).then(|| button(Action::Leave, "Leave your alliance".into()))}
                {can(&Action::Pass).then(|| button(Action::Pass, "Pass (no legal move)".into()))}
            </div>
        </section>
    }
}

/// A keyboard way to act: type a move (`f2f3`, `g13g14q`) or an action
/// word (`propose red`, `pass`).
#[component]
fn TypedAction(act: Callback<String>) -> impl IntoView {
    let text = RwSignal::new(String::new());
    view! {
        <form class="typed-action" on:submit=move |ev| {
            ev.prevent_default();
            let typed = text.get_untracked();
            if !typed.trim().is_empty() {
                text.set(String::new());
                act.run(typed.trim().to_string());
            }
        }>
            <label>
                "Type a move or action"
                <input name="typed-action" autocomplete="off" placeholder="f2f3"
                    prop:value=move || text.get()
                    on:input=move |ev| text.set(event_target_value(&ev)) />
            </label>
            <button type="submit" class="button">"Play"</button>
        </form>
    }
}
