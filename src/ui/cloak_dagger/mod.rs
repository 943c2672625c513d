//! Cloak and Dagger chess on the shared table
//! (`crate::games::cloak_dagger`): two people, White and Black, the
//! deduction help as the one option, Black's view turned so Black plays up
//! the screen, and notices of what both players may know.
//!
//! The panel beside the board draws only the view of the screen that is
//! up, so a player's arrangement and grid reach the page in that player's
//! own view alone, never on the hand-off screen or in the other's view:
//!
//! - [`arrange`]: the arranging seat's strip of eight back-rank men.
//! - [`panel`]: the turn in words, the guess picker, the bonus step's
//!   pawn stock, uncloaking, guesses and moves.
//! - [`grid`]: the viewer's own deduction grid.
//! - [`words`]: what the panel and the notices say, plain Rust.

pub mod arrange;
pub mod grid;
pub mod panel;
pub mod words;

use leptos::prelude::*;

use super::board::Rotation;
use super::catalogue::GameId;
use super::shell::second_thought::SecondThought;
use super::shell::widgets::Toggle;
use super::shell::{PanelContext, TableGame};
use crate::games::board_view::BoardView;
use crate::games::cloak_dagger::seats::name;
use crate::games::cloak_dagger::{Action, CloakDagger, CloakView, Event, Options, SEATS};
use crate::games::{RuleError, Seat};

impl TableGame for CloakDagger {
    const ID: GameId = GameId::CloakAndDagger;
    type Settings = Options;

    fn secret_words() -> &'static str {
        "arrangement"
    }

    fn seat_labels() -> Vec<String> {
        (0..SEATS).map(|seat| name(seat).to_string()).collect()
    }

    fn start(settings: &Options) -> Result<CloakDagger, RuleError> {
        Ok(CloakDagger::new(*settings))
    }

    fn options_form(settings: RwSignal<Options>) -> AnyView {
        let help = Signal::derive(move || settings.with(|s| s.help));
        view! {
            <Toggle label="Deduction help"
                hint="A player may ask the game to mark on their grid what is certain from what both have seen."
                value=help
                on_change=move |on: bool| settings.update(|s| s.help = on) />
        }
        .into_any()
    }

    fn panel(context: PanelContext<CloakDagger>) -> AnyView {
        view! { <panel::CloakPanel context /> }.into_any()
    }

    fn turn_actions(context: PanelContext<CloakDagger>) -> Option<AnyView> {
        panel::cloak_turn(context)
    }

    /// Black sees Black at the bottom; White and the public view see
    /// White there.
    fn rotation(seat: Option<Seat>) -> Rotation {
        match seat {
            Some(1) => Rotation::Deg180,
            _ => Rotation::Deg0,
        }
    }

    fn action_words(_view: &CloakView, action: &Action, _names: &[String]) -> Option<String> {
        match action {
            Action::Arrange(arrangement) => Some(format!(
                "arrange your back rank as {}, from a to h.",
                arrangement.letters()
            )),
            Action::Guess { number, kind } => Some(format!(
                "guess that checker {number} is the {}.",
                kind.name()
            )),
            Action::Pass => Some("make no bonus move.".into()),
            Action::Uncloak(number) => Some(format!("uncloak your checker {number}.")),
            Action::Done => Some("end your turn.".into()),
            Action::Move(_) | Action::Mark { .. } | Action::Help => None,
        }
    }

    fn notice(event: &Event, _names: &[String]) -> Option<String> {
        words::notice(event)
    }

    /// Once the game is over, an arrangement is told as it was made.
    fn replay_words(event: &Event, _names: &[String]) -> Option<String> {
        match event {
            Event::Arranged { .. } => Some("back rank arranged behind the checkers".to_string()),
            event => words::notice(event),
        }
    }

    /// Each side's arrangement: what every numbered checker was.
    fn secrets_told(view: &CloakView, names: &[String]) -> Vec<String> {
        view.players
            .iter()
            .filter(|player| player.arranged)
            .map(|player| {
                let mut checkers: Vec<_> = player
                    .checkers
                    .iter()
                    .filter_map(|checker| checker.kind.map(|kind| (checker.number, kind)))
                    .collect();
                checkers.sort_by_key(|(number, _)| *number);
                let list = checkers
                    .iter()
                    .map(|(number, kind)| format!("{number} {}", kind.name()))
                    .collect::<Vec<_>>()
                    .join(", ");
                let name = names.get(player.seat).map_or("?", String::as_str);
                format!("{name} ({}) arranged: {list}.", player.army.title())
            })
            .collect()
    }

    /// Uncloaking is for good: the seat is asked first, naming the man
    /// from its own view.
    fn second_thought(
        view: &CloakView,
        _boards: &[BoardView],
        action: &Action,
    ) -> Option<SecondThought> {
        let Action::Uncloak(number) = *action else {
            return None;
        };
        let kind = view.uncloak_reveals(number)?;
        Some(words::uncloak_question(number, kind))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;
    use crate::games::cloak_dagger::Arrangement;
    use crate::games::pass_table::{PassTable, Screen, Sitting};
    use crate::ui::shell::store;

    #[test]
    fn two_people_one_colour_each() {
        assert_eq!(CloakDagger::seat_labels(), ["White", "Black"]);
        assert_eq!(CloakDagger::people(), (2, 2));
        let presets = CloakDagger::presets(2);
        assert_eq!(presets.len(), 1);
        let sitting = Sitting {
            people: vec!["Ann".into(), "Bo".into()],
            holders: presets[0].holders.clone(),
            computers: Vec::new(),
        };
        assert!(sitting.check(SEATS).is_ok());
        assert!(CloakDagger::presets(3).is_empty());
        assert_eq!(CloakDagger::rotation(Some(1)), Rotation::Deg180);
        assert_eq!(CloakDagger::rotation(Some(0)), Rotation::Deg0);
        assert_eq!(CloakDagger::rotation(None), Rotation::Deg0);
        let game = CloakDagger::start(&Options { help: false }).unwrap();
        assert!(!game.options().help);
        assert!(game.has_secrets());
    }

    #[test]
    fn a_table_saved_and_opened_is_the_same_table() {
        let sitting = Sitting::one_each(vec!["Ann".into(), "Bo".into()]);
        let game = CloakDagger::start(&Options::default()).unwrap();
        let mut table = PassTable::new(game, sitting, false, 0.0).unwrap();
        for text in [
            "arrange RBNQKNBR",
            "arrange RQBNKBNR",
            "e2e4",
            "done",
            "d7d5",
            "done",
            "e4d5",
            "done",
            "guess 4 queen",
            "g8f6",
            "P@d7",
            "done",
            "mark 3 king x",
        ] {
            if let Screen::HandOff { .. } = table.screen() {
                table.reveal();
            }
            let seat = table.game().to_act().unwrap();
            let action = table.game().parse_action(seat, text).unwrap();
            table.act(&action, 0.0).unwrap();
        }
        let text = store::encode(&table, 1.0);
        let header = store::header(&text).unwrap();
        assert_eq!(header.game, "cloak-and-dagger");
        assert_eq!(header.players, ["Ann", "Bo"]);
        assert_eq!(header.status, "White (Ann) to act");
        let opened: PassTable<CloakDagger> = store::decode(&text, 2.0).unwrap();
        assert_eq!(opened.action_count(), 13);
        assert_eq!(
            serde_json::to_string(opened.game()).unwrap(),
            serde_json::to_string(table.game()).unwrap()
        );
        assert_eq!(
            opened.game().arrangement(1),
            Arrangement::parse("RQBNKBNR").ok()
        );
        // A save holds both arrangements, so it is read back whole or not
        // at all.
        let damaged = text.replace("RQBNKBNR", "KQBNRBNR");
        assert!(store::decode::<CloakDagger>(&damaged, 0.0).is_err());
    }
}
