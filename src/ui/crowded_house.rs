//! Crowded House on the shared table: four seats for four people, or two
//! people holding a team each; the team clocks and talking coins as
//! options; the half of the board the player to move rules drawn tinted;
//! and the panel beside the board (who moves and which half, what they may
//! move, the coin piles and the button to pay one, the moves).

use leptos::prelude::*;

use super::board::Rotation;
use super::catalogue::GameId;
use super::shell::widgets::{Stepper, Toggle};
use super::shell::{PanelContext, SeatPreset, TableGame};
use crate::engine::men::Army;
use crate::games::crowded_house::seats::{army_of, half_of, role, team_name as team};
use crate::games::crowded_house::{
    Action, ClockOptions, ClockView, CrowdedHouse, CrowdedView, Event, Half, Options, Payment,
    SEATS, TalkChoice,
};
use crate::games::{RuleError, Seat};

/// A seat's name as a label starts: "King-side White".
fn seat_label(seat: Seat) -> String {
    let role = role(seat);
    let mut letters = role.chars();
    letters
        .next()
        .map(|first| first.to_uppercase().chain(letters).collect())
        .unwrap_or_default()
}

/// "1 coin", "3 coins".
fn coins(count: u32) -> String {
    format!("{count} coin{}", if count == 1 { "" } else { "s" })
}

/// Every square of `half`, by name.
fn squares_of(half: Half) -> Vec<String> {
    half.squares().map(|square| square.to_string()).collect()
}

/// The options with the clock's two amounts set, the clock on.
fn with_clock(options: &mut Options, change: impl FnOnce(&mut ClockOptions)) {
    let mut clock = options.clock.unwrap_or_default();
    change(&mut clock);
    options.clock = Some(clock);
}

impl TableGame for CrowdedHouse {
    const ID: GameId = GameId::CrowdedHouse;
    type Settings = Options;

    fn seat_labels() -> Vec<String> {
        (0..SEATS).map(seat_label).collect()
    }

    fn people() -> (usize, usize) {
        (2, 4)
    }

    /// The two White players against the two Black ones, each on a half.
    fn teams(names_by_seat: &[String]) -> Option<String> {
        let name = |seat: Seat| {
            names_by_seat
                .get(seat)
                .map(String::as_str)
                .filter(|name| !name.is_empty())
        };
        let side = |army: Army| {
            let holder = |half: Half| {
                (0..SEATS)
                    .find(|&seat| army_of(seat) == army && half_of(seat) == half)
                    .and_then(name)
            };
            match (holder(Half::KingSide), holder(Half::QueenSide)) {
                (Some(king), Some(queen)) if king == queen => {
                    format!("{} ({king}, both halves)", team(army))
                }
                (Some(king), Some(queen)) => format!(
                    "{} ({king} on the king side, {queen} on the queen side)",
                    team(army)
                ),
                _ => team(army).to_string(),
            }
        };
        Some(format!(
            "Teams: {} against {}.",
            side(Army::White),
            side(Army::Black)
        ))
    }

    /// One seat each, or (for two) a team each: person 1 holds both White
    /// seats and person 2 both Black ones.
    fn presets(people: usize) -> Vec<SeatPreset> {
        let preset = |name: &str, holders: [usize; SEATS]| SeatPreset {
            name: name.to_string(),
            holders: holders.to_vec(),
        };
        match people {
            4 => vec![preset("One seat each", [0, 1, 2, 3])],
            2 => vec![preset("By team", [0, 1, 0, 1])],
            _ => Vec::new(),
        }
    }

    fn start(settings: &Options) -> Result<CrowdedHouse, RuleError> {
        CrowdedHouse::new(*settings)
    }

    fn options_form(settings: RwSignal<Options>) -> AnyView {
        let clock_on = Signal::derive(move || settings.with(|s| s.clock.is_some()));
        let minutes =
            Signal::derive(move || settings.with(|s| s.clock.unwrap_or_default().minutes));
        let coin_minutes =
            Signal::derive(move || settings.with(|s| s.clock.unwrap_or_default().coin_minutes));
        view! {
            <Toggle label="Team clocks"
                hint="One clock per team; talking about a move costs a coin, and a team out of time cashes its pile."
                value=clock_on
                on_change=move |on: bool| settings.update(|s| {
                    s.clock = on.then(ClockOptions::default);
                }) />
            <Show when=move || clock_on.get()>
                <Stepper label="Minutes a team" value=minutes min=5 max=180 step=5
                    on_change=move |minutes| settings.update(|s| with_clock(s, |c| c.minutes = minutes)) />
                <Stepper label="Minutes per talking coin" value=coin_minutes min=1 max=10 step=1
                    on_change=move |coin| settings.update(|s| with_clock(s, |c| c.coin_minutes = coin)) />
            </Show>
        }
        .into_any()
    }

    fn panel(context: PanelContext<CrowdedHouse>) -> AnyView {
        view! { <CrowdedPanel context /> }.into_any()
    }

    fn turn_actions(context: PanelContext<CrowdedHouse>) -> Option<AnyView> {
        crowded_turn(&context)
    }

    /// Black's players see Black at the bottom.
    /// Played face to face: one screen, the board turning to the side of
    /// the player to move once the move has landed (or staying put).
    fn one_screen() -> bool {
        true
    }

    fn faces_the_mover() -> bool {
        true
    }

    fn rotation(seat: Option<Seat>) -> Rotation {
        match seat {
            Some(seat) if army_of(seat) == Army::Black => Rotation::Deg180,
            _ => Rotation::Deg0,
        }
    }

    /// The half of the board the player to move rules.
    fn tinted_squares(view: &CrowdedView, _seat: Option<Seat>) -> Vec<String> {
        view.to_act
            .map(|seat| squares_of(half_of(seat)))
            .unwrap_or_default()
    }

    fn action_words(_view: &CrowdedView, action: &Action, _names: &[String]) -> Option<String> {
        match action {
            Action::Talk => Some("pay a coin and talk this move over with your partner.".into()),
            Action::TalkFromCentre => {
                Some("pay a coin from the centre and talk this move over with your partner.".into())
            }
            Action::Cash => Some("cash your team's pile for time on your clock.".into()),
            Action::Move(_) | Action::OutOfTime => None,
        }
    }

    fn notice(event: &Event, _names: &[String]) -> Option<String> {
        match event {
            Event::Moved { .. } => None,
            Event::Talked {
                team: army,
                payment,
                ..
            } => Some(match payment {
                Payment::PileToCentre => format!(
                    "{} pays a coin to talk: from its pile back to the centre.",
                    team(*army)
                ),
                Payment::CentreToOpponents => format!(
                    "{} pays a coin to talk: from the centre to {}'s pile.",
                    team(*army),
                    team(army.opponent())
                ),
            }),
            Event::Cashed {
                team: army,
                coins: count,
                added_minutes,
                ..
            } => Some(format!(
                "{}'s time ran out: it cashes {} for {added_minutes} more minutes.",
                team(*army),
                coins(*count)
            )),
            Event::OutOfTime { team: army, .. } => {
                Some(format!("{} ran out of time.", team(*army)))
            }
            Event::Ended { reason, .. } => Some(reason.clone()),
        }
    }
}

/// The coin piles: the centre and each team's, with what each has cashed.
#[component]
fn CoinPiles(clock: ClockView) -> impl IntoView {
    let teams = clock
        .teams
        .iter()
        .map(|team_time| {
            let name = team(team_time.army);
            let cashed = (team_time.cashed > 0).then(|| format!(" (cashed {})", team_time.cashed));
            view! {
                <li class="coin-pile" data-pile=name.to_lowercase()>
                    <span class="pile-name">{format!("{name}'s pile")}</span>
                    <span class="coin-count">{team_time.pile}</span>
                    <span class="small">{cashed}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <h3>"Talking coins"</h3>
        <ul class="coin-piles" aria-label="Talking coins">
            <li class="coin-pile" data-pile="centre">
                <span class="pile-name">"Centre"</span>
                <span class="coin-count">{clock.centre}</span>
            </li>
            {teams}
        </ul>
        <p class="small">
            {format!(
                "To talk, a team pays a coin from its own pile to the centre, or from the centre to the other team's pile. Out of time, a team cashes its pile: {} minutes a coin.",
                clock.options.coin_minutes
            )}
        </p>
    }
}

/// What the turn asks of the player to move, in the table's turn bar:
/// the half they may move in, a check, and the talking coin.
fn crowded_turn(context: &PanelContext<CrowdedHouse>) -> Option<AnyView> {
    let PanelContext {
        view, acting, act, ..
    } = context;
    let (acting, act) = (*acting, *act);
    let mover = view.to_act.and_then(|s| view.players.get(s));
    let guidance = mover.filter(|_| acting).map(|player| {
        format!(
            "Move a {} man that starts or ends on files {} (the {}, tinted).",
            team(player.army).to_lowercase(),
            player.half.files(),
            player.half.name()
        )
    });
    let check_line = (view.check && view.to_act.is_some()).then(|| {
        let threat = view.next.map(seat_label).unwrap_or_default();
        view! {
            <p class="notice check" role="status">
                {format!("Check: {threat} could capture the king next.")}
            </p>
        }
    });
    let talk = view.clock.as_ref().zip(view.team).and_then(|(clock, army)| {
        if clock.talking {
            Some(
                view! {
                    <p class="talking" role="status">
                        {format!("{} has paid: talk as much as you like until you move.", team(army))}
                    </p>
                }
                .into_any(),
            )
        } else if let (true, Ok(choices)) = (acting, &clock.may_talk) {
            // One button a way to pay: the team chooses when both its pile
            // and the centre hold a coin.
            let words = |payment: &Payment| match payment {
                Payment::PileToCentre => "from your pile to the centre",
                Payment::CentreToOpponents => "from the centre to the other team's pile",
            };
            let single = choices.len() == 1;
            let buttons = choices
                .iter()
                .map(|&TalkChoice { payment, action }| {
                    let label = if single {
                        "We talk (pay a coin)".to_string()
                    } else {
                        format!("We talk: a coin {}", words(&payment))
                    };
                    view! {
                        <button type="button" class="button talk" data-action=action.to_string()
                            on:click=move |_| act.run(action)>
                            {label}
                        </button>
                    }
                })
                .collect_view();
            let note = single.then(|| {
                view! { <span class="small">{format!("The coin goes {}.", words(&choices[0].payment))}</span> }
            });
            Some(view! { {buttons}{note} }.into_any())
        } else {
            None
        }
    });
    (guidance.is_some() || check_line.is_some() || talk.is_some()).then(|| {
        view! {
            <div class="crowded-turn">
                {guidance.map(|g| view! { <p class="guidance">{g}</p> })}
                {check_line}
                {talk.map(|t| view! { <div class="talk-row">{t}</div> })}
            </div>
        }
        .into_any()
    })
}

/// The panel beside the board.
#[component]
fn CrowdedPanel(context: PanelContext<CrowdedHouse>) -> impl IntoView {
    let PanelContext {
        view,
        seat,
        acting,
        names,
        ..
    } = context;
    let CrowdedView {
        players,
        to_act,
        next,
        moves,
        clock,
        ..
    } = view;
    let seats = players
        .iter()
        .map(|player| {
            view! {
                <tr class:to-act=to_act == Some(player.seat) class:next=next == Some(player.seat)
                    data-seat=player.seat>
                    <th scope="row">{seat_label(player.seat)}</th>
                    <td>{names.get(player.seat).cloned().unwrap_or_default()}</td>
                    <td>{format!("{} ({})", player.half.name(), player.half.files())}</td>
                </tr>
            }
        })
        .collect_view();
    let move_list = moves
        .iter()
        .enumerate()
        .map(|(index, logged)| {
            view! {
                <li data-seat=logged.seat>
                    <span class="move-number">{format!("{}.", index / 2 + 1)}</span>
                    <span class="san">{logged.san.clone()}</span>
                    <span class="small">{format!(" {}", seat_label(logged.seat))}</span>
                </li>
            }
        })
        .collect_view();
    let own = seat
        .and_then(|s| players.get(s))
        .filter(|_| !acting)
        .map(|player| {
            format!(
                "You play {}: the {} ({}).",
                role(player.seat),
                player.half.name(),
                player.half.files()
            )
        });
    view! {
        <div class="crowded-panel">
            {own.map(|o| view! { <p class="small">{o}</p> })}
            <table class="seats">
                <thead><tr><th>"Seat"</th><th>"Player"</th><th>"Half"</th></tr></thead>
                <tbody>{seats}</tbody>
            </table>
            {clock.map(|clock| view! { <CoinPiles clock /> })}
            <h3>"Moves"</h3>
            <ol class="move-list crowded-moves" tabindex="0" aria-label="Moves">{move_list}</ol>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::pass_table::{PassTable, Sitting};
    use crate::games::{Game, Viewer};
    use crate::ui::shell::store;

    #[test]
    fn seats_are_named_by_role_and_every_preset_seats_everyone() {
        assert_eq!(
            CrowdedHouse::seat_labels(),
            [
                "King-side White",
                "King-side Black",
                "Queen-side White",
                "Queen-side Black"
            ]
        );
        for people in 2..=4 {
            for preset in CrowdedHouse::presets(people) {
                let sitting = Sitting {
                    people: (0..people).map(|p| format!("P{p}")).collect(),
                    holders: preset.holders.clone(),
                    computers: Vec::new(),
                };
                assert!(sitting.check(SEATS).is_ok(), "{}", preset.name);
            }
        }
        assert_eq!(CrowdedHouse::presets(2)[0].holders, [0, 1, 0, 1]);
        assert!(CrowdedHouse::presets(3).is_empty(), "two or four people");
        assert_eq!(CrowdedHouse::rotation(Some(3)), Rotation::Deg180);
        assert_eq!(CrowdedHouse::rotation(Some(2)), Rotation::Deg0);
    }

    #[test]
    fn the_half_of_the_player_to_move_is_tinted() {
        let mut game = CrowdedHouse::new(Options::default()).unwrap();
        let view = game.view(Viewer::Public);
        let tinted = CrowdedHouse::tinted_squares(&view, Some(0));
        assert_eq!(tinted.len(), 32);
        assert!(tinted.contains(&"e1".to_string()) && !tinted.contains(&"d1".to_string()));
        assert_eq!(CrowdedHouse::tinted_squares(&view, None), tinted);
        for text in ["e2e4", "e7e5"] {
            let seat = game.to_act().unwrap();
            let action = game.parse_action(seat, text).unwrap();
            game.apply(seat, &action).unwrap();
        }
        let view = game.view(Viewer::Public);
        assert_eq!(game.to_act(), Some(2));
        let tinted = CrowdedHouse::tinted_squares(&view, Some(2));
        assert!(tinted.contains(&"a8".to_string()) && !tinted.contains(&"h8".to_string()));
        // On the one screen the board is drawn for the person at the
        // device: the tint still follows the player to move.
        assert_eq!(CrowdedHouse::tinted_squares(&view, Some(1)), tinted);
    }

    #[test]
    fn a_table_saved_and_opened_is_the_same_table_coins_and_all() {
        let sitting = Sitting {
            people: vec!["Ann".into(), "Bo".into()],
            holders: vec![0, 1, 0, 1],
            computers: Vec::new(),
        };
        let game = CrowdedHouse::new(Options {
            clock: Some(ClockOptions::default()),
        })
        .unwrap();
        let mut table = PassTable::new(game, sitting, false, 0.0).unwrap();
        for text in ["talk", "e2e4", "talk", "e7e5", "talk"] {
            let seat = table.game().to_act().unwrap();
            let action = table.game().parse_action(seat, text).unwrap();
            table.act(&action, 0.0).unwrap();
        }
        let text = store::encode(&table, 1.0);
        let header = store::header(&text).unwrap();
        assert_eq!(header.game, "crowded-house");
        assert_eq!(header.players, ["Ann", "Bo"]);
        assert_eq!(header.status, "Queen-side White (Ann) to act");
        let opened: PassTable<CrowdedHouse> = store::decode(&text, 2.0).unwrap();
        assert_eq!(opened.action_count(), 5);
        assert_eq!(opened.game().coins(), table.game().coins());
        assert_eq!(
            serde_json::to_string(opened.game()).unwrap(),
            serde_json::to_string(table.game()).unwrap()
        );
        let damaged = text.replace("e7", "e6");
        assert!(store::decode::<CrowdedHouse>(&damaged, 0.0).is_err());
    }

    #[test]
    fn a_refused_gesture_says_why_in_words() {
        let game = CrowdedHouse::new(Options::default()).unwrap();
        let try_move = |seat, from: &str, to: &str| {
            let choice = crate::games::board_view::Choice::Move {
                from: from.into(),
                to: to.into(),
                promotion: None,
            };
            game.gesture(seat, 0, &choice).unwrap_err().0
        };
        assert_eq!(
            try_move(0, "b1", "c3"),
            "b1c3: king-side White moves only men that start or end on the king side (files e-h)"
        );
        assert_eq!(
            try_move(0, "g1", "g3"),
            "g1g3: a knight moves in an L: two squares along a rank or file, then one to the side"
        );
        assert_eq!(
            try_move(0, "e7", "e5"),
            "e7e5: the pawn on e7 is Black's, and it is White's move"
        );
    }

    #[test]
    fn the_setup_says_who_partners_whom() {
        let names: Vec<String> = ["Ann", "Bo", "Cy", "Di"].map(String::from).to_vec();
        assert_eq!(
            CrowdedHouse::teams(&names).unwrap(),
            "Teams: White (Ann on the king side, Cy on the queen side) against \
             Black (Bo on the king side, Di on the queen side)."
        );
        let two: Vec<String> = ["Ann", "Bo", "Ann", "Bo"].map(String::from).to_vec();
        assert_eq!(
            CrowdedHouse::teams(&two).unwrap(),
            "Teams: White (Ann, both halves) against Black (Bo, both halves)."
        );
        assert_eq!(
            CrowdedHouse::teams(&[]).unwrap(),
            "Teams: White against Black."
        );
    }

    #[test]
    fn notices_tell_the_table_where_the_coins_went() {
        let talked = Event::Talked {
            seat: 0,
            team: Army::White,
            payment: Payment::CentreToOpponents,
        };
        assert_eq!(
            CrowdedHouse::notice(&talked, &[]).unwrap(),
            "White pays a coin to talk: from the centre to Black's pile."
        );
        let cashed = Event::Cashed {
            seat: 3,
            team: Army::Black,
            coins: 2,
            added_minutes: 4,
        };
        assert_eq!(
            CrowdedHouse::notice(&cashed, &[]).unwrap(),
            "Black's time ran out: it cashes 2 coins for 4 more minutes."
        );
    }
}
