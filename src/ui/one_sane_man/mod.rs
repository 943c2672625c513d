//! The One Sane Man on the shared table: three to eight people, one seat
//! each; the origin rule and the clocks as options; the ring of boards
//! with the stockpiles ([`ring`], laid out by [`layout`]) in place of the
//! one board; who is in, who agrees to a draw, and the draw buttons beside
//! it.

pub mod layout;
pub mod ring;

use leptos::prelude::*;

use crate::games::one_sane_man::{
    Action, Event, MAX_PLAYERS, MIN_PLAYERS, OneSaneMan, Options, RingView,
};
use crate::games::pass_table::Sitting;
use crate::games::{RuleError, Seat};
use crate::ui::board::Rotation;
use crate::ui::catalogue::GameId;
use crate::ui::shared_code::redrawn;
use crate::ui::shell::clock::format_ms;
use crate::ui::shell::widgets::{Segmented, Toggle};
use crate::ui::shell::{BoardsContext, PanelContext, SeatPreset, TableGame};

/// The time controls (minutes) the setup offers; each clock starts at
/// twice the time control.
const TIME_CONTROLS: [u32; 6] = [1, 5, 10, 15, 30, 60];

/// A player as the notices name them.
fn player(seat: Seat) -> String {
    format!("Player {}", seat + 1)
}

/// The person holding `seat` by `names`, or the seat's label where the
/// table names nobody there.
fn person(names: &[String], seat: Seat) -> String {
    names
        .get(seat)
        .filter(|name| !name.is_empty())
        .cloned()
        .unwrap_or_else(|| player(seat))
}

impl TableGame for OneSaneMan {
    const ID: GameId = GameId::OneSaneMan;
    type Settings = Options;

    fn seat_labels() -> Vec<String> {
        (0..MAX_PLAYERS).map(player).collect()
    }

    fn seats_follow_players() -> bool {
        true
    }

    fn people() -> (usize, usize) {
        (MIN_PLAYERS, MAX_PLAYERS)
    }

    /// One seat each: the ring has as many seats as people.
    fn presets(people: usize) -> Vec<SeatPreset> {
        if (MIN_PLAYERS..=MAX_PLAYERS).contains(&people) {
            vec![SeatPreset {
                name: "One seat each".to_string(),
                holders: (0..people).collect(),
            }]
        } else {
            Vec::new()
        }
    }

    /// Four, as the game's options start.
    fn usual_people() -> usize {
        Options::default().players
    }

    fn start(settings: &Options) -> Result<OneSaneMan, RuleError> {
        OneSaneMan::new(*settings)
    }

    /// A ring of as many seats as people.
    fn start_seated(settings: &Options, sitting: &Sitting) -> Result<OneSaneMan, RuleError> {
        OneSaneMan::new(Options {
            players: sitting.holders.len(),
            ..*settings
        })
    }

    fn options_form(settings: RwSignal<Options>) -> AnyView {
        let origin_rule = Signal::derive(move || settings.with(|s| s.origin_rule));
        let minutes = Signal::derive(move || settings.with(|s| s.clock_minutes));
        let choices: Vec<(Option<u32>, String)> = std::iter::once((None, "No clocks".to_string()))
            .chain(TIME_CONTROLS.iter().map(|&m| (Some(m), format!("{m} min"))))
            .collect();
        view! {
            <Toggle label="The origin rule"
                hint="A man never goes back onto the board whose set he came from."
                value=origin_rule on_change=move |on| settings.update(|s| s.origin_rule = on) />
            <p class="option-title">"Time control"</p>
            <Segmented label="Time control" options=choices value=minutes
                on_change=move |m| settings.update(|s| s.clock_minutes = m) />
            {redrawn(move || minutes.get().map(|m| view! {
                <p class="small">{format!(
                    "Each player's clock starts at {}: twice the time control, as each plays two games at once.",
                    format_ms(f64::from(2 * 60_000 * m))
                )}</p>
            }))}
        }
        .into_any()
    }

    /// The panel lists the players (their stockpiles' sizes, who is out,
    /// who agrees to a draw) and the draw buttons the seat may use: not
    /// the boards and their moves, nor whose view is up (everybody's view
    /// of the ring is the same), which change at every move.
    fn panel_reads(mut context: PanelContext<OneSaneMan>) -> PanelContext<OneSaneMan> {
        context.seat = None;
        let view = &mut context.view;
        view.ring.clear();
        view.gone.clear();
        view.board_to_move = None;
        view.to_act = None;
        view.army_to_act = None;
        context
            .legal
            .retain(|action| matches!(action, Action::Draw | Action::Decline));
        context
    }

    fn panel(context: PanelContext<OneSaneMan>) -> AnyView {
        let PanelContext {
            view,
            legal,
            names,
            act,
            ..
        } = context;
        let agreed = |seat: Seat| view.draw_agreed.contains(&seat);
        let rows = (0..view.stockpiles.len())
            .map(|each| {
                let out = !view.players_left.contains(&each);
                let state = if out {
                    "out"
                } else if agreed(each) {
                    "agrees to a draw"
                } else {
                    ""
                };
                let men = view.stockpiles[each].len();
                view! {
                    <li data-seat=each class:out=out>
                        <strong>{format!("P{} ", each + 1)}</strong>
                        {names.get(each).cloned().unwrap_or_default()}
                        <span class="small">{format!(" \u{b7} {men} in stock ")}{state}</span>
                    </li>
                }
            })
            .collect_view();
        // The draw buttons the game lists for the seat: agree, while it
        // has not; turn the draw down, once anybody has agreed.
        let may_agree = legal.contains(&Action::Draw);
        let may_decline = legal.contains(&Action::Decline);
        let draws = (may_agree || may_decline).then(|| {
            view! {
                <div class="row">
                    {may_agree.then(|| view! {
                        <button type="button" class="button osm-draw" on:click=move |_| act.run(Action::Draw)>
                            "Agree a draw"
                        </button>
                    })}
                    {may_decline.then(|| view! {
                        <button type="button" class="button osm-decline" on:click=move |_| act.run(Action::Decline)>
                            "Turn the draw down"
                        </button>
                    })}
                </div>
            }
        });
        view! {
            <div class="osm-panel">
                <ul class="osm-players">{rows}</ul>
                {draws}
            </div>
        }
        .into_any()
    }

    /// The ring turns each board itself ([`layout`]).
    fn rotation(_seat: Option<Seat>) -> Rotation {
        Rotation::Deg0
    }

    fn action_words(_view: &RingView, action: &Action, _names: &[String]) -> Option<String> {
        match action {
            Action::Draw => Some("agree a draw.".into()),
            Action::Decline => Some("turn the draw down.".into()),
            Action::Move { .. } | Action::Drop { .. } | Action::OutOfTime => None,
        }
    }

    /// Everything at the ring is public; moves show on the boards and in
    /// their lists.
    fn notice(event: &Event, names: &[String]) -> Option<String> {
        let name = |seat: Seat| person(names, seat);
        match event {
            Event::Eliminated {
                board,
                loser,
                winner,
            } => Some(format!(
                "{} beats {} on board {board}: {} is out.",
                name(*winner),
                name(*loser),
                name(*loser)
            )),
            Event::OutOfTime { board, seat } => {
                Some(format!("{}'s time is up on board {board}.", name(*seat)))
            }
            Event::TookOver { board, seat, army } => Some(format!(
                "{} takes over {} on board {board}.",
                name(*seat),
                army.name()
            )),
            Event::Passed { board, seat } => Some(format!(
                "{} cannot move on board {board} and passes.",
                name(*seat)
            )),
            Event::DrawAgreed { seat } => Some(format!("{} agrees to a draw.", name(*seat))),
            Event::DrawDeclined { seat } => Some(format!("{} turns the draw down.", name(*seat))),
            Event::Played { .. } | Event::Stockpiled { .. } | Event::Ended { .. } => None,
        }
    }

    /// The ring of boards with the stockpiles.
    fn board_layout(context: BoardsContext<OneSaneMan>) -> AnyView {
        view! { <ring::Ring context /> }.into_any()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::men::Army;
    use crate::games::Game;
    use crate::ui::shell::store;

    #[test]
    fn the_ring_seats_three_to_eight_people_one_seat_each() {
        assert_eq!(OneSaneMan::people(), (3, 8));
        assert_eq!(OneSaneMan::usual_people(), 4);
        assert!(OneSaneMan::presets(2).is_empty());
        assert!(OneSaneMan::presets(9).is_empty());
        for people in 3..=8 {
            let presets = OneSaneMan::presets(people);
            assert_eq!(presets.len(), 1);
            assert_eq!(presets[0].holders, (0..people).collect::<Vec<_>>());
            let sitting = Sitting::one_each((0..people).map(player).collect());
            let game = OneSaneMan::start_seated(&Options::default(), &sitting).unwrap();
            assert_eq!(game.seat_count(), people);
        }
        assert_eq!(OneSaneMan::seat_labels().len(), 8);
        assert_eq!(OneSaneMan::seat_labels()[2], "Player 3");
    }

    #[test]
    fn clocks_on_the_table_start_at_twice_the_time_control() {
        let game = OneSaneMan::start(&Options {
            players: 3,
            origin_rule: true,
            clock_minutes: Some(1),
        })
        .unwrap();
        let plan = game.clock_plan().unwrap();
        assert_eq!(plan.allowance_ms, vec![120_000; 3]);
        assert_eq!(format_ms(plan.allowance_ms[0] as f64), "2:00");
    }

    #[test]
    fn notices_name_the_players() {
        let names: Vec<String> = ["Ann", "Bo", "Cy"].map(String::from).to_vec();
        let said = |event| OneSaneMan::notice(&event, &names).unwrap();
        assert_eq!(
            said(Event::Eliminated {
                board: 1,
                loser: 0,
                winner: 1
            }),
            "Bo beats Ann on board 1: Ann is out."
        );
        assert_eq!(
            OneSaneMan::notice(&Event::DrawAgreed { seat: 4 }, &names).unwrap(),
            "Player 5 agrees to a draw.",
            "a seat nobody is named for keeps its label"
        );
        assert_eq!(
            said(Event::OutOfTime { board: 2, seat: 1 }),
            "Bo's time is up on board 2."
        );
        assert_eq!(
            said(Event::TookOver {
                board: 3,
                seat: 1,
                army: Army::Black
            }),
            "Bo takes over black on board 3."
        );
        assert_eq!(
            OneSaneMan::notice(&Event::Ended { winners: vec![1] }, &names),
            None
        );
    }

    #[test]
    fn a_game_saves_and_opens_in_the_shared_format() {
        let start = OneSaneMan::start(&Options {
            players: 4,
            ..Options::default()
        })
        .unwrap();
        let mut table = crate::games::pass_table::PassTable::new(
            start,
            Sitting::one_each(["Ann", "Bo", "Cy", "Di"].map(String::from).to_vec()),
            false,
            0.0,
        )
        .unwrap();
        for text in ["1:e2e4", "2:e2e4"] {
            let seat = table.game().to_act().unwrap();
            let action = table.game().parse_action(seat, text).unwrap();
            table.act(&action, 0.0).unwrap();
        }
        let text = store::encode(&table, 0.0);
        let header = store::header(&text).unwrap();
        assert_eq!(header.game, "one-sane-man");
        assert_eq!(header.status, "Cy to act");
        let opened = store::decode::<OneSaneMan>(&text, 0.0).unwrap();
        assert_eq!(opened.game(), table.game());
        assert_eq!(opened.holder_name(1), "Bo");
    }
}
