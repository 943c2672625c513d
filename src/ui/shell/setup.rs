//! The setup screen of every game on the shared table: how many people,
//! their names, who holds which seat (a person, or a computer at a level
//! in a game that has one), the game's options, start; or a game to
//! import, with the [`super::widgets`] the games' option forms use too.

use leptos::prelude::*;

use super::store;
use super::widgets::{Segmented, Toggle};
use super::{SeatPreset, TableGame};
use crate::ai::clock::now_ms;
use crate::engine::random::Random;
use crate::games::lesson::LESSONS;
use crate::games::level::Level;
use crate::games::pass_table::{PassTable, Sitting};
use crate::registry::Catalogued;
use crate::ui::catalogue::GameId;
use crate::ui::shared_code::{effect, memo, redrawn};
use crate::ui::transfer::read_chosen_file;

/// The names the setup screen starts with.
fn default_names(count: usize) -> Vec<String> {
    (1..=count).map(|n| format!("Player {n}")).collect()
}

/// The choice that puts a computer in a seat, beside the people's.
const COMPUTER: usize = usize::MAX;

/// Who sits where: the people named in `names`, each seat held by the
/// person `holders` gives or by a computer at the level `computers` gives
/// (each computer a player of its own, named after its level), the
/// players trading places at random when `shuffle` is given.
pub fn sitting_of(
    names: &[String],
    holders: &[usize],
    computers: &[Option<Level>],
    shuffle: Option<&mut Random>,
) -> Sitting {
    let mut people: Vec<String> = names.iter().map(|name| name.trim().to_string()).collect();
    let mut levels = vec![None; people.len()];
    // Seats beyond the holders' are not at this table (a game whose
    // seats are as many as the people).
    let mut holders = holders.to_vec();
    // Several computers are numbered from 1 in seat order; a name a person
    // took already is skipped.
    let several = computers
        .iter()
        .take(holders.len())
        .filter(|level| level.is_some())
        .count()
        > 1;
    let mut number = 0;
    for (seat, level) in computers.iter().enumerate().take(holders.len()) {
        let Some(level) = *level else { continue };
        let name = loop {
            number += 1;
            let name = if several || number > 1 {
                format!("Computer {number} ({})", level.name())
            } else {
                format!("Computer ({})", level.name())
            };
            if !people.contains(&name) {
                break name;
            }
        };
        people.push(name);
        levels.push(Some(level));
        holders[seat] = people.len() - 1;
    }
    // People left without a seat (a computer took theirs) do not play.
    let seated: Vec<usize> = (0..people.len())
        .filter(|person| holders.contains(person))
        .collect();
    let people: Vec<String> = seated.iter().map(|&p| people[p].clone()).collect();
    let levels: Vec<Option<Level>> = seated.iter().map(|&p| levels[p]).collect();
    for holder in &mut holders {
        *holder = seated.iter().position(|p| p == holder).unwrap_or(0);
    }
    // The players trade places at random, so the seats are still shared
    // as the chosen way says.
    if let Some(random) = shuffle {
        let mut places: Vec<usize> = (0..people.len()).collect();
        random.shuffle(&mut places);
        for holder in &mut holders {
            *holder = places[*holder];
        }
    }
    let computers = if levels.iter().any(Option::is_some) {
        levels
    } else {
        Vec::new()
    };
    Sitting {
        people,
        holders,
        computers,
    }
}

/// The setup screen of game `G`. `on_start` receives the new table (or an
/// imported one).
#[component]
pub fn Setup<G: TableGame>(
    /// Called with the table to play.
    #[prop(into)]
    on_start: Callback<PassTable<G>>,
    /// A message to show above the form (a save that could not be opened).
    #[prop(into)]
    problem: Signal<Option<String>>,
    /// The catalogue entry the table was opened from (see
    /// [`TableGame::settings_for`]).
    #[prop(default = None)]
    entry: Option<GameId>,
) -> impl IntoView {
    let info = entry.unwrap_or(G::ID).info();
    let (fewest, most) = G::people();
    let seat_labels = G::seat_labels();
    let seats = seat_labels.len();
    let levels = G::computer_levels();
    let usual_level = levels.get(levels.len().saturating_sub(1) / 2).copied();
    let seats_follow = G::seats_follow_players();
    // With computers, one person may play a game of fixed seats alone.
    let fewest = if usual_level.is_some() && !seats_follow {
        1
    } else {
        fewest
    };
    let people = RwSignal::new(G::usual_people());
    let names = RwSignal::new(default_names(most));
    let presets = memo(move || G::presets(people.get()));
    let holders = RwSignal::new(Vec::<usize>::new());
    let computer_seats = RwSignal::new(vec![None::<Level>; seats]);
    // A new count of people starts from its usual sharing of the seats;
    // with fewer people than seats, computers take the others.
    effect(move || {
        let count = people.get();
        let first = presets.with(|p| p.first().map(|p| p.holders.clone()));
        let computers = (0..seats)
            .map(|seat| usual_level.filter(|_| first.is_none() && seat >= count))
            .collect();
        holders.set(first.unwrap_or_else(|| (0..seats).map(|seat| seat.min(count - 1)).collect()));
        computer_seats.set(computers);
    });
    let shuffled = RwSignal::new(false);
    let settings = RwSignal::new(entry.map_or_else(G::Settings::default, G::settings_for));
    let secrets =
        memo(move || settings.with(|s| G::start(s).map(|g| g.has_secrets()).unwrap_or(false)));
    let open_table = RwSignal::new(false);
    let hints = RwSignal::new(true);
    let error = RwSignal::new(None::<String>);

    let start = move |_| {
        let count = people.get_untracked();
        let mut random = shuffled
            .get_untracked()
            .then(|| Random::from_entropy().ok())
            .flatten();
        let sitting = sitting_of(
            &names.with_untracked(|n| n[..count].to_vec()),
            &holders.get_untracked(),
            &computer_seats.get_untracked(),
            random.as_mut(),
        );
        let result = settings
            .with_untracked(|settings| G::start_seated(settings, &sitting))
            .and_then(|game| PassTable::new(game, sitting, open_table.get_untracked(), now_ms()))
            .map(|table| table.with_hints(hints.get_untracked()));
        match result {
            Ok(table) => {
                error.set(None);
                on_start.run(table);
            }
            Err(refused) => error.set(Some(format!("Cannot start: {refused}."))),
        }
    };

    let count_choices: Vec<(usize, String)> = (fewest..=most)
        .filter(|&n| {
            !G::presets(n).is_empty() || (usual_level.is_some() && !seats_follow && n < seats)
        })
        .map(|n| (n, n.to_string()))
        .collect();
    // A person whose seats all went to computers is not asked a name.
    let seated = move |person: usize| {
        holders.with(|h| {
            computer_seats.with(|c| {
                h.iter().enumerate().any(|(seat, &holder)| {
                    holder == person && c.get(seat).is_none_or(Option::is_none)
                })
            })
        })
    };
    let name_fields = move || {
        (0..people.get())
            .filter(|&person| seated(person))
            .map(|person| {
                view! {
                    <label class="name-field">
                        <span class="name-number">{format!("Player {}", person + 1)}</span>
                        <input
                            type="text"
                            class="name-input"
                            maxlength="24"
                            autocomplete="off"
                            prop:value=move || names.with(|n| n[person].clone())
                            on:input=move |ev| {
                                let text = event_target_value(&ev);
                                names.update(|n| n[person] = text);
                            }
                        />
                    </label>
                }
            })
            .collect_view()
    };
    let preset_choice = move || {
        let list = presets.get();
        (list.len() > 1).then(|| {
            let options: Vec<(Vec<usize>, String)> = list
                .into_iter()
                .map(|SeatPreset { name, holders }| (holders, name))
                .collect();
            view! {
                <Segmented label="How the seats are shared" options value=holders
                    on_change=move |h| holders.set(h) />
            }
        })
    };
    let seat_rows = {
        let seat_labels = seat_labels.clone();
        move || {
            let count = people.get();
            let level_options: Vec<(Level, String)> = levels
                .iter()
                .map(|&level| (level, level.name().to_string()))
                .collect();
            // Games whose seats are as many as the people draw fewer rows;
            // where computers may sit, every seat has its row.
            let rows = presets.with(|p| {
                p.first()
                    .map_or(if usual_level.is_some() { seats } else { 0 }, |p| {
                        p.holders.len()
                    })
            });
            seat_labels
                .iter()
                .take(rows)
                .enumerate()
                .map(|(seat, label)| {
                    let mut options: Vec<(usize, String)> = (0..count)
                        .map(|person| (person, names.with(|n| n[person].clone())))
                        .collect();
                    if usual_level.is_some() {
                        options.push((COMPUTER, "Computer".to_string()));
                    }
                    let level = Signal::derive(move || {
                        computer_seats.with(|c| c.get(seat).copied().flatten())
                    });
                    let holder = Signal::derive(move || match level.get() {
                        Some(_) => COMPUTER,
                        None => holders.with(|h| h.get(seat).copied().unwrap_or(usize::MAX)),
                    });
                    let level_options = level_options.clone();
                    let level_row = move || {
                        level.get().map(|_| {
                            let chosen = Signal::derive(move || level.get().or(usual_level).unwrap_or(Level::Club));
                            view! {
                                <Segmented label=format!("How strongly the computer plays {label}", label = G::seat_labels()[seat])
                                    options=level_options.clone() value=chosen
                                    on_change=move |level| computer_seats.update(|c| c[seat] = Some(level)) />
                            }
                        })
                    };
                    view! {
                        <div class="seat-row" data-seat=seat>
                            <span class="seat-label">{label.clone()}</span>
                            <Segmented label=format!("Who holds {label}") options value=holder
                                on_change=move |person| {
                                    computer_seats.update(|c| {
                                        c[seat] = (person == COMPUTER).then_some(c[seat].or(usual_level)).flatten();
                                    });
                                    if person != COMPUTER {
                                        holders.update(|h| {
                                            if let Some(slot) = h.get_mut(seat) {
                                                *slot = person;
                                            }
                                        });
                                    }
                                } />
                            {level_row}
                        </div>
                    }
                })
                .collect_view()
        }
    };

    // Who plays with whom, where the game has teams, by the names chosen.
    let teams_line = move || {
        let by_seat: Vec<String> = holders.with(|holders| {
            names.with(|names| {
                computer_seats.with(|computers| {
                    holders
                        .iter()
                        .enumerate()
                        .map(
                            |(seat, &person)| match computers.get(seat).copied().flatten() {
                                Some(_) => "a computer".to_string(),
                                None => names.get(person).cloned().unwrap_or_default(),
                            },
                        )
                        .collect()
                })
            })
        });
        G::teams(&by_seat).map(|words| view! { <p class="teams">{words}</p> })
    };

    let import_text = RwSignal::new(String::new());
    let import = move |text: String| match store::decode::<G>(&text, now_ms()) {
        Ok(table) => {
            error.set(None);
            on_start.run(table);
        }
        Err(refused) => error.set(Some(refused)),
    };
    let on_file = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        leptos::task::spawn_local(async move {
            match read_chosen_file(&input).await {
                Ok(text) => import(text),
                Err(refused) => error.set(Some(refused)),
            }
        });
    };

    view! {
        <section class="setup" aria-labelledby="setup-title">
            <h1 id="setup-title">{info.name}</h1>
            <p class="lede">{info.pitch}</p>
            <p class="setup-links">
                <a href=format!("#/rules/{}", G::ID.slug())>"How to play"</a>
                {LESSONS.contains(&entry.unwrap_or(G::ID)).then(|| view! {
                    <a class="lesson-link" href=format!("#/play/{}?lesson", entry.unwrap_or(G::ID).slug())>
                        "Learn by playing"
                    </a>
                })}
                <a href="#/saved">"Saved games"</a>
            </p>
            {redrawn(move || problem.get().map(|p| view! { <p class="notice problem" role="alert">{p}</p> }))}
            <div class="setup-block">
                <h2>"Players"</h2>
                {(count_choices.len() > 1).then(|| view! {
                    <Segmented label=if seats_follow { "How many players" } else { "How many people" }
                        options=count_choices.clone()
                        value=people on_change=move |n| people.set(n) />
                })}
                <div class="names">{name_fields}</div>
            </div>
            <div class="setup-block">
                <h2>"Seats"</h2>
                {preset_choice}
                <div class="seat-rows">{seat_rows}</div>
                {teams_line}
                <Toggle label="Seats drawn at random"
                    hint="The players trade places at random when the game starts."
                    value=shuffled on_change=move |on| shuffled.set(on) />
            </div>
            <div class="setup-block">
                <h2>"Options"</h2>
                {G::options_form(settings)}
                <Show when=move || secrets.get()>
                    <Toggle label="Open table"
                        hint="No hand-off screens: everyone may see every view."
                        value=open_table on_change=move |on| open_table.set(on) />
                </Show>
                {(!G::computer_levels().is_empty()).then(|| view! {
                    <Toggle label="Hints"
                        hint="A Hint button for the person to act: what the strongest computer would do, from what their seat may know."
                        value=hints on_change=move |on| hints.set(on) />
                })}
            </div>
            {redrawn(move || error.get().map(|e| view! { <p class="notice problem" role="alert">{e}</p> }))}
            // In reach at the foot of the screen while the choices above
            // are scrolled through.
            <div class="setup-start">
                <button type="button" class="button primary start" on:click=start>"Start the game"</button>
            </div>
            <details class="setup-block import">
                <summary>"Import a game"</summary>
                <textarea rows="4" aria-label="A game's exported text"
                    placeholder="Paste a game exported from Parlour"
                    prop:value=move || import_text.get()
                    on:input=move |ev| import_text.set(event_target_value(&ev))></textarea>
                <div class="row">
                    <button type="button" class="button" on:click=move |_| import(import_text.get_untracked())>
                        "Open this game"
                    </button>
                    <label class="button file-button">
                        "Open a file\u{2026}"
                        <input type="file" class="visually-hidden" accept=".json,.txt,application/json,text/plain"
                            on:change=on_file />
                    </label>
                </div>
            </details>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(list: &[&str]) -> Vec<String> {
        list.iter().map(|name| name.to_string()).collect()
    }

    #[test]
    fn computers_become_players_of_their_own_named_after_their_level() {
        let sitting = sitting_of(&names(&["Ann "]), &[0, 0], &[Some(Level::Club), None], None);
        assert_eq!(sitting.people, names(&["Ann", "Computer (Club)"]));
        assert_eq!(sitting.holders, vec![1, 0]);
        assert_eq!(sitting.seat_computer(0), Some(Level::Club));
        assert_eq!(sitting.seat_computer(1), None);
        assert!(sitting.check(2).is_ok());
        let two = sitting_of(
            &names(&["Ann"]),
            &[0, 0, 0],
            &[None, Some(Level::Club), Some(Level::Club)],
            None,
        );
        assert_eq!(
            two.people[1..],
            names(&["Computer 1 (Club)", "Computer 2 (Club)"])
        );
        assert!(two.check(3).is_ok());
        let taken = sitting_of(
            &names(&["Computer (Club)"]),
            &[0, 0],
            &[None, Some(Level::Club)],
            None,
        );
        assert_eq!(
            taken.people,
            names(&["Computer (Club)", "Computer 2 (Club)"])
        );
        let people_only = sitting_of(&names(&["Ann", "Bo"]), &[0, 1], &[None, None, None], None);
        assert_eq!(people_only, Sitting::one_each(names(&["Ann", "Bo"])));
    }

    #[test]
    fn seats_drawn_at_random_keep_who_plays() {
        let mut seen = std::collections::BTreeSet::new();
        for seed in 0..20 {
            let sitting = sitting_of(
                &names(&["Ann"]),
                &[0, 0],
                &[None, Some(Level::Expert)],
                Some(&mut Random::seeded(seed)),
            );
            assert!(sitting.check(2).is_ok());
            seen.insert(sitting.seat_computer(0).is_some());
        }
        assert_eq!(
            seen.len(),
            2,
            "the computer sometimes plays White, sometimes Black"
        );
        // Two people by colour stay by colour.
        let mut random = Random::seeded(3);
        for _ in 0..10 {
            let sitting = sitting_of(
                &names(&["Ann", "Bo"]),
                &[0, 0, 1, 1],
                &[None; 4],
                Some(&mut random),
            );
            assert_eq!(sitting.holders[0], sitting.holders[1]);
            assert_eq!(sitting.holders[2], sitting.holders[3]);
            assert!(sitting.check(4).is_ok());
        }
    }
}
