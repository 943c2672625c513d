//! COIN chess on the shared table: the seed's ways to share the four roles
//! among two to four people, the options form, and the panel beside the
//! board (who acts, military control now and after each option, the
//! Noble's options as information and the cede, pairing, pawns, scores,
//! the moves spelled out newest first).

use leptos::prelude::*;

use super::board::Rotation;
use super::catalogue::GameId;
use super::shell::widgets::{Segmented, Stepper, Toggle};
use super::shell::{PanelContext, SeatPreset, TableGame};
use crate::engine::men::{Army, Kind};
use crate::games::coin::military::MILITARY;
use crate::games::coin::notation::spelled_out;
use crate::games::coin::seats::{BLACK_NOBLE, Role, WHITE_NOBLE, army_of, seat_name};
use crate::games::coin::{
    Action, ClockOptions, CoinChess, CoinView, Event, KindControl, KindRule, Options, Pairing,
    QueenRule, SEATS,
};
use crate::games::pass_table::Person;
use crate::games::{RuleError, Seat};

/// A preset from its name and holders.
fn preset(name: &str, holders: [usize; SEATS]) -> SeatPreset {
    SeatPreset {
        name: name.to_string(),
        holders: holders.to_vec(),
    }
}

impl TableGame for CoinChess {
    const ID: GameId = GameId::Coin;
    type Settings = Options;

    fn seat_labels() -> Vec<String> {
        (0..SEATS).map(seat_name).collect()
    }

    fn people() -> (usize, usize) {
        (2, 4)
    }

    /// The splits the rule text suggests (seats: White Noble, White
    /// Peasant, Black Noble, Black Peasant).
    fn presets(people: usize) -> Vec<SeatPreset> {
        match people {
            4 => vec![preset("One role each", [0, 1, 2, 3])],
            3 => vec![
                preset("Player 1 plays both White roles", [0, 0, 1, 2]),
                preset("Player 1 plays both Nobles", [0, 1, 0, 2]),
                preset("Player 1 plays both Peasants", [1, 0, 2, 0]),
            ],
            2 => vec![
                preset("By colour", [0, 0, 1, 1]),
                preset("Crossed: White Noble and Black Peasant", [0, 1, 1, 0]),
                preset("Nobles against Peasants", [0, 1, 0, 1]),
                preset("Three roles against the White Noble", [0, 1, 1, 1]),
            ],
            _ => Vec::new(),
        }
    }

    fn start(settings: &Options) -> Result<CoinChess, RuleError> {
        CoinChess::new(*settings)
    }

    fn options_form(settings: RwSignal<Options>) -> AnyView {
        let clock_on = Signal::derive(move || settings.with(|s| s.clock.is_some()));
        let minutes =
            Signal::derive(move || settings.with(|s| s.clock.unwrap_or_default().minutes));
        let queen = Signal::derive(move || settings.with(|s| s.queen));
        let queen_rules = vec![
            (
                QueenRule::Standard,
                "Noble with control (the rule)".to_string(),
            ),
            (
                QueenRule::NobleAlways,
                "Noble, even without control".to_string(),
            ),
            (
                QueenRule::PeasantWithoutControl,
                "Peasant when the Noble lacks control".to_string(),
            ),
            (
                QueenRule::Unpaired,
                "as an unpaired military man".to_string(),
            ),
            (
                QueenRule::Shared,
                "shared: Noble without loss, Peasant after a cede".to_string(),
            ),
        ];
        let kind = Signal::derive(move || settings.with(|s| s.kind_rule.map(|rule| rule.kind)));
        let control = Signal::derive(move || {
            settings.with(|s| {
                s.kind_rule
                    .map_or(KindControl::Unpaired, |rule| rule.control)
            })
        });
        let kinds: Vec<(Option<Kind>, String)> =
            std::iter::once((None, "none (the rule)".to_string()))
                .chain(MILITARY.map(|kind| (Some(kind), capitalised_plural(kind))))
                .collect();
        let controls = vec![
            (
                KindControl::Unpaired,
                "as if unpaired (Nobles too strong)".to_string(),
            ),
            (
                KindControl::Shared,
                "shared, the Noble keeps control (Nobles weak)".to_string(),
            ),
        ];
        // A kind picked keeps the way of control chosen before.
        let pick_kind = move |kind: Option<Kind>| {
            settings.update(|s| {
                let control = s
                    .kind_rule
                    .map_or(KindControl::Unpaired, |rule| rule.control);
                s.kind_rule = kind.map(|kind| KindRule { kind, control });
            })
        };
        view! {
            <p class="option-title">"Who may move the queen"</p>
            <Segmented label="Who may move the queen" options=queen_rules value=queen
                on_change=move |rule| settings.update(|s| s.queen = rule) />
            <p class="option-title">"A military kind controlled otherwise"</p>
            <Segmented label="A military kind controlled otherwise" options=kinds value=kind
                on_change=pick_kind />
            <Show when=move || kind.get().is_some()>
                <p class="option-title">"How that kind is controlled"</p>
                <Segmented label="How that kind is controlled" options=controls.clone() value=control
                    on_change=move |control| settings.update(|s| {
                        s.kind_rule = s.kind_rule.map(|rule| KindRule { control, ..rule });
                    }) />
            </Show>
            <Toggle label="Clocks" hint="A clock for each role; a role out of time loses its king."
                value=clock_on
                on_change=move |on: bool| settings.update(|s| {
                    s.clock = on.then(ClockOptions::default);
                }) />
            <Show when=move || clock_on.get()>
                <Stepper label="Minutes for each role" value=minutes min=1 max=120 step=1
                    on_change=move |minutes| settings.update(|s| {
                        s.clock = Some(ClockOptions { minutes });
                    }) />
            </Show>
        }
        .into_any()
    }

    fn panel(context: PanelContext<CoinChess>) -> AnyView {
        view! { <CoinPanel context /> }.into_any()
    }

    fn turn_actions(context: PanelContext<CoinChess>) -> Option<AnyView> {
        coin_turn(&context)
    }

    /// Played face to face: one screen, the board turning to the side of
    /// the player to move once the move has landed (or staying put).
    fn one_screen() -> bool {
        true
    }

    fn faces_the_mover() -> bool {
        true
    }

    /// A person sits on the side of the first Noble they hold, else of
    /// their first role: holding the White Noble and the Black Peasant,
    /// White's side; the White Peasant and both Black roles, Black's.
    fn home_seat(holders: &[Person], seat: Seat) -> Seat {
        let person = holders.get(seat);
        let held = |seat: &Seat| holders.get(*seat) == person;
        [WHITE_NOBLE, BLACK_NOBLE]
            .into_iter()
            .find(held)
            .or_else(|| (0..SEATS).find(held))
            .unwrap_or(seat)
    }

    fn rotation(seat: Option<Seat>) -> Rotation {
        match seat {
            Some(seat) if army_of(seat) == Army::Black => Rotation::Deg180,
            _ => Rotation::Deg0,
        }
    }

    fn action_words(_view: &CoinView, action: &Action, _names: &[String]) -> Option<String> {
        match action {
            Action::Cede => Some("cede the move to your Peasant.".into()),
            Action::Move(_) | Action::OutOfTime => None,
        }
    }

    fn notice(event: &Event, _names: &[String]) -> Option<String> {
        match event {
            Event::Ceded { seat, .. } => Some(format!("The {} ceded the move.", seat_name(*seat))),
            Event::Ended { reason, .. } => Some(reason.clone()),
            Event::OutOfTime { seat } => Some(format!("The {} ran out of time.", seat_name(*seat))),
            _ => None,
        }
    }
}

/// "Knights", "Bishops", "Rooks".
fn capitalised_plural(kind: Kind) -> String {
    let plural = crate::games::coin::kind_rule::plural(kind);
    plural[..1].to_ascii_uppercase() + &plural[1..]
}

fn army_name(army: Army) -> &'static str {
    if army == Army::White {
        "White"
    } else {
        "Black"
    }
}

/// "control" or "no control".
fn control_words(control: bool) -> &'static str {
    if control {
        "military control"
    } else {
        "no military control"
    }
}

/// What the seat acting needs this turn, for the bar beside the board:
/// what to do, and the cede when the game lists it.
fn coin_turn(context: &PanelContext<CoinChess>) -> Option<AnyView> {
    let PanelContext {
        view,
        seat,
        acting,
        legal,
        act,
        ..
    } = context;
    let act = *act;
    let role = seat
        .and_then(|s| view.players.get(s))
        .map(|player| player.role);
    let guidance = if *acting && role == Some(Role::Noble) && !view.ceded {
        Some(
            "Your turn, Noble: move on the board (the move counts as its option), or cede."
                .to_string(),
        )
    } else if *acting && view.ceded {
        view.peasant_men
            .as_ref()
            .map(|men| format!("Your Noble ceded: move {men}."))
    } else {
        None
    };
    let cede = legal.contains(&Action::Cede).then(|| {
        view! {
            <button type="button" class="button primary cede" on:click=move |_| act.run(Action::Cede)>
                "Cede the move to your Peasant"
            </button>
        }
    });
    (guidance.is_some() || cede.is_some()).then(|| {
        view! {
            <div class="coin-turn">
                {guidance.map(|g| view! { <p class="guidance">{g}</p> })}
                {cede}
            </div>
        }
        .into_any()
    })
}

/// The panel beside the board.
#[component]
fn CoinPanel(context: PanelContext<CoinChess>) -> impl IntoView {
    let PanelContext { view, names, .. } = context;
    let options_played = view.game_options();
    let CoinView {
        players,
        to_act,
        options,
        military,
        pawns,
        moves,
        scores,
        ..
    } = view;
    let roles = players
        .iter()
        .map(|player| {
            let control = player
                .military_control
                .map(|c| view! { <span class="control" class:on=c>{control_words(c)}</span> });
            view! {
                <tr class:to-act=to_act == Some(player.seat) data-seat=player.seat>
                    <th scope="row">{player.name.clone()}</th>
                    <td>{names.get(player.seat).cloned().unwrap_or_default()}</td>
                    <td>{control}</td>
                    <td class="score">{player.score}</td>
                </tr>
            }
        })
        .collect_view();
    let option_rows = options
        .iter()
        .map(|option| {
            let (open, state) = match &option.unavailable_because {
                Some(reason) => ("not open now", format!(": {reason}")),
                None => (
                    "open",
                    format!(", next turn {}", control_words(option.control_after)),
                ),
            };
            view! {
                <li class="noble-option" class:available=option.available data-option=option.letter.to_string()>
                    <span class="option-name">{format!("{}) {}", option.letter, option.name)}</span>
                    <span class="option-state small"><strong>{open}</strong>{state}</span>
                </li>
            }
        })
        .collect_view();
    let pairing = [Army::White, Army::Black]
        .into_iter()
        .map(|army| {
            let men = military
                .iter()
                .filter(|m| m.army == army)
                .map(|m| {
                    let state = match (m.count, m.pairing) {
                        (0, _) => "none left",
                        (_, Pairing::Paired) => "paired",
                        (_, Pairing::Unpaired) => "unpaired",
                        (_, Pairing::Shared) => "shared",
                    };
                    format!("{} {}: {state}", m.count, m.kind.name())
                })
                .collect::<Vec<_>>()
                .join(", ");
            let tally = pawns
                .iter()
                .find(|p| p.army == army)
                .map(|p| format!("{} pawns on the board, {} captured", p.on_board, p.captured))
                .unwrap_or_default();
            view! {
                <li data-army=army_name(army)>
                    <strong>{army_name(army)}</strong>": "{men}<br/>
                    <span class="small">{tally}</span>
                </li>
            }
        })
        .collect_view();
    let sheet = scores.map(|rows| {
        let rows = rows
            .iter()
            .map(|row| {
                view! {
                    <tr data-seat=row.seat>
                        <th scope="row">{seat_name(row.seat)}</th>
                        <td>{row.pawns}</td>
                        <td>{row.capture}</td>
                        <td>{row.bonus}</td>
                        <td>{if row.forfeited { "out of time" } else { "" }}</td>
                        <td class="score">{row.total}</td>
                    </tr>
                }
            })
            .collect_view();
        view! {
            <h3>"Score sheet"</h3>
            <table class="score-sheet">
                <thead><tr><th>"Role"</th><th>"Pawns"</th><th>"King"</th><th>"Bonus"</th><th></th><th>"Total"</th></tr></thead>
                <tbody>{rows}</tbody>
            </table>
        }
    });
    // Newest first, each turn spelled out by the game with the name of
    // the person who made it.
    let move_list = moves
        .iter()
        .enumerate()
        .rev()
        .map(|(index, logged)| {
            let number = index / 2 + 1;
            let number = if logged.army == Army::White {
                format!("{number}.")
            } else {
                format!("{number}\u{2026}")
            };
            let person = names.get(logged.seat).map(String::as_str);
            view! {
                <li>
                    <span class="move-number">{number}</span>" "
                    {spelled_out(logged, options_played, person)}
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="coin-panel">
            <table class="roles">
                <thead><tr><th>"Role"</th><th>"Player"</th><th>"Control"</th><th>"Score"</th></tr></thead>
                <tbody>{roles}</tbody>
            </table>
            {(!options.is_empty()).then(|| view! {
                <h3>"The Noble's options"</h3>
                <p class="small">"A move on the board counts as the option of the man it moves."</p>
                <ul class="noble-options">{option_rows}</ul>
            })}
            <h3>"Military"</h3>
            <ul class="military">{pairing}</ul>
            {sheet}
            <h3>"Moves, newest first"</h3>
            <ol class="move-list coin-moves" tabindex="0" aria-label="Moves, newest first">{move_list}</ol>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;
    use crate::games::pass_table::{PassTable, Sitting};
    use crate::ui::shell::store;

    #[test]
    fn every_preset_seats_every_role_and_every_person() {
        for people in 2..=4 {
            let presets = CoinChess::presets(people);
            assert!(!presets.is_empty(), "{people} people");
            for preset in presets {
                let names = (0..people).map(|p| format!("P{p}")).collect();
                let sitting = Sitting {
                    people: names,
                    holders: preset.holders.clone(),
                    computers: Vec::new(),
                };
                assert!(sitting.check(SEATS).is_ok(), "{}", preset.name);
            }
        }
    }

    #[test]
    fn a_person_is_faced_from_the_side_of_the_first_noble_they_hold() {
        let homes = |holders: [usize; SEATS]| {
            (0..SEATS)
                .map(|seat| CoinChess::home_seat(&holders, seat))
                .collect::<Vec<_>>()
        };
        // Three roles against one: the White side, then the Black.
        assert_eq!(homes([0, 0, 0, 1]), [0, 0, 0, 3]);
        // By colour, crossed, three roles against the White Noble.
        assert_eq!(homes([0, 0, 1, 1]), [0, 0, 2, 2]);
        assert_eq!(homes([0, 1, 1, 0]), [0, 2, 2, 0]);
        assert_eq!(homes([0, 1, 1, 1]), [0, 2, 2, 2]);
        // Both Peasants: the first of them.
        assert_eq!(homes([0, 1, 0, 1]), [0, 1, 0, 1]);
    }

    #[test]
    fn black_roles_see_black_at_the_bottom() {
        let rotations: Vec<Rotation> = (0..SEATS).map(|s| CoinChess::rotation(Some(s))).collect();
        assert_eq!(
            rotations,
            [
                Rotation::Deg0,
                Rotation::Deg0,
                Rotation::Deg180,
                Rotation::Deg180
            ]
        );
        assert_eq!(CoinChess::rotation(None), Rotation::Deg0);
    }

    #[test]
    fn a_table_saved_and_opened_is_the_same_table() {
        let sitting = Sitting {
            people: vec!["Ann".into(), "Bo".into()],
            holders: vec![0, 0, 1, 1],
            computers: Vec::new(),
        };
        let game = CoinChess::new(Options::default()).unwrap();
        let mut table = PassTable::new(game, sitting, false, 0.0).unwrap();
        for text in ["cede", "e2e4", "e7e5"] {
            let seat = table.game().to_act().unwrap();
            let action = table.game().parse_action(seat, text).unwrap();
            table.act(&action, 0.0).unwrap();
        }
        let text = store::encode(&table, 1.0);
        let header = store::header(&text).unwrap();
        assert_eq!(header.game, "coin");
        assert_eq!(header.players, ["Ann", "Bo"]);
        assert_eq!(header.status, "White Noble (Ann) to act");
        let opened: PassTable<CoinChess> = store::decode(&text, 2.0).unwrap();
        assert_eq!(opened.action_count(), 3);
        assert_eq!(
            serde_json::to_string(opened.game()).unwrap(),
            serde_json::to_string(table.game()).unwrap()
        );
        let damaged = text.replace("e2", "e3");
        assert!(
            store::decode::<CoinChess>(&damaged, 0.0)
                .unwrap_err()
                .contains("damaged")
        );
    }
}
