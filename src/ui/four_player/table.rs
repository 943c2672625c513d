//! Four Player Chess on the shared table: four people, one seat each;
//! the protectorate loss as the option; the cross drawn in the armies'
//! palettes with each seat at the bottom of its own view and its allies
//! badged there only; the seat's diplomacy, the seats and the one log of
//! what happened beside it.

use leptos::prelude::*;

use super::cross::rotation_for;
use super::panels::{Diplomacy, EventLog, Seats, army_label};
use crate::engine::men::{Army, Kind};
use crate::games::board_view::BoardView;
use crate::games::four_player::{
    Action, Event, FourPlayer, Options, TableView, ally_taken, army_of, seat_of,
};
use crate::games::{RuleError, Seat};
use crate::ui::board::{Board, Palettes, Rotation};
use crate::ui::catalogue::GameId;
use crate::ui::shell::second_thought::SecondThought;
use crate::ui::shell::widgets::Stepper;
use crate::ui::shell::{BoardContext, PanelContext, TableGame};

/// The question before a move that takes `kind` of the seat's ally
/// `ally`: "That takes Blue's knight: Blue is your ally. Take it anyway?"
pub fn ally_capture_question(ally: Army, kind: Kind) -> SecondThought {
    let ally = army_label(ally);
    SecondThought {
        question: format!(
            "That takes {ally}'s {}: {ally} is your ally. Take it anyway?",
            kind.name()
        ),
        go: "Yes, take it".to_string(),
        back: "No".to_string(),
    }
}

impl TableGame for FourPlayer {
    const ID: GameId = GameId::FourPlayer;
    type Settings = Options;

    fn secret_words() -> &'static str {
        "alliances"
    }

    fn seat_labels() -> Vec<String> {
        Army::ALL.iter().map(|&army| army_label(army)).collect()
    }

    fn start(settings: &Options) -> Result<FourPlayer, RuleError> {
        FourPlayer::with_entropy(settings.clone())
    }

    fn options_form(settings: RwSignal<Options>) -> AnyView {
        let loss =
            Signal::derive(move || u32::from(settings.with(|s| s.protectorate_loss_percent)));
        view! {
            <Stepper label="Men a protectorate loses (%)" value=loss min=0 max=100 step=10
                on_change=move |percent: u32| settings.update(|s| {
                    s.protectorate_loss_percent = percent.min(100) as u8;
                }) />
        }
        .into_any()
    }

    fn panel(context: PanelContext<FourPlayer>) -> AnyView {
        let PanelContext {
            view, seat, names, ..
        } = context;
        let army = seat.map(army_of);
        let allies = view
            .own
            .as_ref()
            .map(|own| own.allies.clone())
            .unwrap_or_default();
        view! {
            <div class="four-player-panel" data-view=army.map(Army::name)>
                <ul class="seats"><Seats table=view.clone() allies /></ul>
                <EventLog table=view names />
            </div>
        }
        .into_any()
    }

    /// The seat's own alliance, its invitations to answer and its actions
    /// beside moving, as its view lists them.
    fn turn_actions(context: PanelContext<FourPlayer>) -> Option<AnyView> {
        let PanelContext {
            view,
            act,
            act_text,
            ..
        } = context;
        view.own
            .map(|own| view! { <Diplomacy own act act_text /> }.into_any())
    }

    fn rotation(seat: Option<Seat>) -> Rotation {
        seat.map_or(Rotation::Deg0, |seat| rotation_for(army_of(seat)))
    }

    /// Moves, captures and the ends of armies are public; alliances are not.
    fn action_words(_view: &TableView, action: &Action, names: &[String]) -> Option<String> {
        let who = |army: Army| {
            let name = names.get(seat_of(army)).cloned().unwrap_or_default();
            format!("{} ({name})", army.title())
        };
        match action {
            Action::Move(_) => None,
            Action::Pass => Some("pass: you have no move.".into()),
            Action::Propose(army) => Some(format!("invite {} into an alliance.", who(*army))),
            Action::Accept(army) => Some(format!("accept the invitation of {}.", who(*army))),
            Action::Decline(army) => Some(format!("turn down the invitation of {}.", who(*army))),
            Action::Leave => Some("leave your alliance.".into()),
            Action::Protectorate => Some("stay on as a protectorate.".into()),
            Action::Withdraw => Some("take your men off the board and go out.".into()),
        }
    }

    fn notice(event: &Event, _names: &[String]) -> Option<String> {
        match event {
            Event::Proposed { .. }
            | Event::Joined { .. }
            | Event::Declined { .. }
            | Event::Left { .. } => None,
            Event::Moved { .. } => None,
            public => Some(public.words(|army| army.title().to_string())),
        }
    }

    /// Once the game is over, alliances are told too.
    fn replay_words(event: &Event, _names: &[String]) -> Option<String> {
        match event {
            Event::Moved { .. } => None,
            event => Some(event.words(|army| army.title().to_string())),
        }
    }

    /// Every alliance made and broken, with the move it came at.
    fn secrets_told(view: &TableView, _names: &[String]) -> Vec<String> {
        let mut moves = 0;
        let mut told = Vec::new();
        for event in &view.events {
            match event {
                Event::Moved { .. } => moves += 1,
                Event::Joined { .. }
                | Event::Left { .. }
                | Event::Loyal { .. }
                | Event::CivilWar { .. } => told.push(format!(
                    "After move {moves}: {}.",
                    event.words(|army| army.title().to_string())
                )),
                _ => {}
            }
        }
        if told.is_empty() {
            told.push("No alliance was made.".to_string());
        }
        told
    }

    /// Allies may take each other's men, but the seat is asked first
    /// (from its own view, which alone knows its allies).
    fn second_thought(
        view: &TableView,
        boards: &[BoardView],
        action: &Action,
    ) -> Option<SecondThought> {
        let (ally, kind) = ally_taken(view, boards.first()?, action)?;
        Some(ally_capture_question(ally, kind))
    }

    /// The cross in the armies' palettes, every man marked, the seat's
    /// allies badged in its own view.
    fn board(context: BoardContext<FourPlayer>) -> AnyView {
        let BoardContext {
            board,
            index,
            rotation,
            view,
            enabled,
            on_choice,
            on_refused,
            ..
        } = context;
        let allies = Signal::derive(move || {
            view.with(|v| {
                v.as_ref()
                    .and_then(|v| v.own.as_ref())
                    .map(|own| own.allies.clone())
                    .unwrap_or_default()
            })
        });
        view! {
            <div class="cross-board">
                <Board
                    view=board
                    index
                    rotation
                    palettes=Signal::stored(Palettes::default())
                    marked=Signal::stored(true)
                    badged=allies
                    enabled
                    on_choice
                    on_refused
                />
            </div>
        }
        .into_any()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::four_player::Options;
    use crate::games::{Game, Viewer};

    #[test]
    fn a_capture_of_an_allys_man_is_asked_about_in_the_seats_own_view_only() {
        let start = "3bK4/8/8/14/14/4uN9/uK13/14/13rK/4wR5rN3/14/8/8/3wK4 w 0 0";
        let mut game = FourPlayer::from_position(Options::default(), 5, start).unwrap();
        for (seat, text) in [
            (0, "propose blue"),
            (0, "g1g2"),
            (1, "accept white"),
            (1, "a8a7"),
            (2, "g14g13"),
            (3, "n6n5"),
        ] {
            let action = game.parse_action(seat, text).unwrap();
            game.apply(seat, &action).unwrap();
        }
        let ask = |viewer: Viewer, text: &str| {
            let action = game.parse_action(0, text).unwrap();
            FourPlayer::second_thought(&game.view(viewer), &game.boards(viewer), &action)
        };
        let thought = ask(Viewer::Seat(0), "e5e9").unwrap();
        assert_eq!(
            thought.question,
            "That takes Blue's knight: Blue is your ally. Take it anyway?"
        );
        assert_eq!(
            (thought.go.as_str(), thought.back.as_str()),
            ("Yes, take it", "No")
        );
        assert_eq!(ask(Viewer::Seat(0), "e5k5"), None, "Red is no ally");
        assert_eq!(
            ask(Viewer::Public, "e5e9"),
            None,
            "the public view knows no ally"
        );
    }
}
