//! Standard chess and Chess960 on the shared table: the options (the
//! start: standard, Chess960 at random, by number or dealt with cards; the
//! clock with its increment), the computer player in its Web Worker, the
//! board with its orientation and looks, the panel (players, moves to step
//! through, draw and resign, the evaluation), its hints, PGN and FEN exports,
//! and PGN and FEN imports ([`import`]).

mod board;
mod deal;
mod import;
mod panel;

use leptos::prelude::*;

use crate::ai::worker::{Request, Thought};
use crate::engine::chess960;
use crate::engine::random::Random;
use crate::games::level::Level;
use crate::games::pass_table::Sitting;
use crate::games::standard::{ChessClock, Standard, StandardAction, StandardEvent, StandardView};
use crate::games::{Game, RuleError, Seat, Viewer};
use crate::ui::board::{BoardTheme, PieceStyle, Rotation};
use crate::ui::catalogue::GameId;
use crate::ui::computer::{Computer, describe_score};
use crate::ui::shared_code::{memo, redrawn};
use crate::ui::shell::widgets::{Segmented, Stepper, Toggle};
use crate::ui::shell::{
    Answer, BoardContext, Export, HintAnswer, PanelContext, TableGame, Unplayed,
};
use crate::ui::sound::{self, Sound};

/// How long the computer thinks about a move, in milliseconds.
const COMPUTER_MOVETIME_MS: u32 = 1_000;

/// How long the engine thinks about a hint for a person.
const HINT_MOVETIME_MS: u32 = 700;

/// Where a game starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StartChoice {
    /// The standard position.
    #[default]
    Standard,
    /// A Chess960 position drawn at random.
    Random,
    /// The Chess960 position with the number chosen.
    Number,
    /// The Chess960 position dealt with cards, as the rules page tells.
    Dealt,
}

/// What the setup screen chooses for a chess game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChessSettings {
    /// Where the game starts.
    pub start: StartChoice,
    /// The Chess960 number typed (`None`: not a number from 0 to 959).
    pub number: Option<u16>,
    /// The Chess960 number the cards dealt, once they are all turned.
    pub dealt: Option<u16>,
    /// The clock, if the game has one.
    pub clock: Option<ChessClock>,
}

impl Default for ChessSettings {
    fn default() -> ChessSettings {
        ChessSettings {
            start: StartChoice::Standard,
            number: Some(518),
            dealt: None,
            clock: None,
        }
    }
}

/// The clock a game gets when the clock is switched on.
const USUAL_CLOCK: ChessClock = ChessClock {
    minutes: 5,
    increment_seconds: 3,
};

/// Which side of the board is at the bottom.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Orientation {
    /// The side of the person at the device (White when both are people).
    #[default]
    Mine,
    White,
    Black,
    /// The side to move.
    Turn,
}

/// What the chess board and panel share for the table's life.
#[derive(Clone, Copy)]
pub struct ChessDisplay {
    /// The past position shown: the ply, and how many moves the game had
    /// when it was chosen (a move or takeback since returns to the game).
    pub viewing: RwSignal<Option<(usize, usize)>>,
    pub orientation: RwSignal<Orientation>,
    pub theme: RwSignal<BoardTheme>,
    pub piece_style: RwSignal<PieceStyle>,
    pub muted: RwSignal<bool>,
    pub show_evaluation: RwSignal<bool>,
    /// The computer's last thought and whether White was to move then.
    pub thought: RwSignal<Option<(Thought, bool)>>,
    /// Whether the "Board and sound" section is open (the panel is drawn
    /// anew after every move).
    pub settings_open: RwSignal<bool>,
}

impl ChessDisplay {
    fn new() -> ChessDisplay {
        ChessDisplay {
            viewing: RwSignal::new(None),
            orientation: RwSignal::new(Orientation::Mine),
            theme: RwSignal::new(BoardTheme::Walnut),
            piece_style: RwSignal::new(PieceStyle::Classic),
            muted: RwSignal::new(sound::muted()),
            show_evaluation: RwSignal::new(false),
            thought: RwSignal::new(None),
            settings_open: RwSignal::new(false),
        }
    }

    /// The ply shown instead of the game now, while still wanted.
    pub fn past_ply(&self, moves_now: usize) -> Option<usize> {
        self.viewing
            .get()
            .filter(|&(_, moves)| moves == moves_now)
            .map(|(ply, _)| ply)
    }
}

/// What to ask the computer for the position `view` shows, at `level`:
/// the start and the moves since, so it knows the repetitions.
pub fn search_request(view: &StandardView, level: Level, movetime_ms: u32) -> Request {
    Request {
        id: 0,
        fen: view.start_fen.clone(),
        chess960: view.chess960_rules,
        moves: view.ucis.clone(),
        level,
        movetime_ms,
        depth: None,
    }
}

/// A move in UCI in the position `view` shows, as an action.
fn action_of(view: &StandardView, text: &str) -> Result<StandardAction, String> {
    let (position, _) = view
        .position_at(view.ucis.len())
        .ok_or("the game's moves cannot be read")?;
    position
        .parse_uci(text)
        .map(StandardAction::Move)
        .map_err(|e| e.to_string())
}

/// The SAN of a move in UCI in the position `view` shows.
fn san_of(view: &StandardView, text: &str) -> Option<String> {
    let (position, _) = view.position_at(view.ucis.len())?;
    let mv = position.parse_uci(text).ok()?;
    Some(position.san(mv))
}

impl TableGame for Standard {
    const ID: GameId = GameId::Standard;
    type Settings = ChessSettings;

    fn seat_labels() -> Vec<String> {
        vec!["White".into(), "Black".into()]
    }

    fn start(settings: &ChessSettings) -> Result<Standard, RuleError> {
        let game = match settings.start {
            StartChoice::Standard => Standard::new(),
            StartChoice::Random => {
                Standard::chess960(chess960::random_number(&mut Random::fresh()))?
            }
            StartChoice::Number => Standard::chess960(settings.number.ok_or_else(|| {
                RuleError::new("the Chess960 number must be a whole number from 0 to 959")
            })?)?,
            StartChoice::Dealt => Standard::chess960(
                settings
                    .dealt
                    .ok_or_else(|| RuleError::new("the cards are still being dealt"))?,
            )?,
        };
        Ok(game.with_clock(settings.clock))
    }

    fn settings_for(entry: GameId) -> ChessSettings {
        ChessSettings {
            start: if entry == GameId::Chess960 {
                StartChoice::Random
            } else {
                StartChoice::Standard
            },
            ..ChessSettings::default()
        }
    }

    fn options_form(settings: RwSignal<ChessSettings>) -> AnyView {
        view! { <ChessOptions settings /> }.into_any()
    }

    fn panel(context: PanelContext<Standard>) -> AnyView {
        view! { <panel::ChessPanel context /> }.into_any()
    }

    fn turn_actions(context: PanelContext<Standard>) -> Option<AnyView> {
        panel::chess_turn(&context)
    }

    fn board(context: BoardContext<Standard>) -> AnyView {
        view! { <board::ChessBoard context /> }.into_any()
    }

    fn rotation(seat: Option<Seat>) -> Rotation {
        if seat == Some(1) {
            Rotation::Deg180
        } else {
            Rotation::Deg0
        }
    }

    fn notice(event: &StandardEvent, _names: &[String]) -> Option<String> {
        match event {
            StandardEvent::Moved { .. } => None,
            StandardEvent::DrawOffered { by } => {
                Some(format!("{} offers a draw.", Standard::seat_labels()[*by]))
            }
            StandardEvent::Ended { reason } => Some(format!("Game over: {reason}.")),
        }
    }

    fn one_screen() -> bool {
        true
    }

    fn provide_table_context() {
        provide_context(ChessDisplay::new());
    }

    fn think(
        computer: &Computer,
        game: &Standard,
        seat: Seat,
        level: Level,
        answer: Answer<Standard>,
    ) {
        let view = game.view(Viewer::Seat(seat));
        let display = use_context::<ChessDisplay>();
        let request = search_request(&view, level, COMPUTER_MOVETIME_MS);
        let white = view.white_to_move();
        computer.ask(request, move |thought| {
            let thought = match thought {
                Ok(thought) => thought,
                Err(problem) => return answer(Err(problem)),
            };
            let best = thought.best.clone();
            if let Some(display) = display {
                display.thought.set(Some((thought, white)));
            }
            answer(
                best.ok_or_else(|| "it found no move".to_string())
                    .and_then(|best| action_of(&view, &best)),
            );
        });
    }

    /// The engine's best move at full strength, in SAN, with the mate it
    /// sees; its evaluation is shown as a computer's move's is.
    fn hint(computer: &Computer, game: &Standard, seat: Seat, answer: HintAnswer<Standard>) {
        let view = game.view(Viewer::Seat(seat));
        let display = use_context::<ChessDisplay>();
        let request = search_request(&view, Level::Full, HINT_MOVETIME_MS);
        let white = view.white_to_move();
        computer.ask(request, move |thought| {
            let thought = match thought {
                Ok(thought) => thought,
                Err(problem) => return answer(Err(problem)),
            };
            let best = thought.best.clone().unwrap_or_default();
            let san = san_of(&view, &best).unwrap_or_else(|| best.clone());
            let mate = thought
                .mate_in
                .map(|_| format!(" ({})", describe_score(&thought, white)))
                .unwrap_or_default();
            if let Some(display) = display {
                display.thought.set(Some((thought, white)));
            }
            answer(
                action_of(&view, &best).map(|action| (action, Some(format!("Hint: {san}{mate}.")))),
            );
        });
    }

    fn sound(events: &[StandardEvent]) -> Option<Sound> {
        events.iter().rev().find_map(|event| match event {
            StandardEvent::Ended { .. } => Some(Sound::GameEnd),
            StandardEvent::Moved { san } => Some(Sound::after_move(san, false)),
            StandardEvent::DrawOffered { .. } => None,
        })
    }

    fn exports(game: &Standard, names: &[String]) -> Vec<Export> {
        let name = |seat: usize| names.get(seat).map_or("", String::as_str);
        vec![
            Export {
                name: "PGN".into(),
                file_name: "parlour-game.pgn".into(),
                mime: "application/x-chess-pgn".into(),
                text: game.to_pgn([name(0), name(1)]),
            },
            Export {
                name: "FEN".into(),
                file_name: "parlour-position.fen".into(),
                mime: "text/plain".into(),
                text: game.position().fen(),
            },
        ]
    }

    /// A PGN or a FEN, pasted or opened from a file.
    fn import(text: &str) -> Option<Result<Unplayed<Standard>, RuleError>> {
        import::read(text)
    }

    /// The players a PGN names.
    fn import_players(text: &str) -> Option<Sitting> {
        import::sitting(text)
    }
}

/// The options on the setup screen.
#[component]
fn ChessOptions(settings: RwSignal<ChessSettings>) -> impl IntoView {
    // A memo, so the deal below is drawn anew only when the start changes
    // (not when the cards it dealt are noted).
    let start = memo(move || settings.with(|s| s.start));
    let starts = vec![
        (StartChoice::Standard, "Standard chess".to_string()),
        (StartChoice::Random, "Chess960 at random".to_string()),
        (StartChoice::Number, "Chess960 by number".to_string()),
        (StartChoice::Dealt, "Chess960 dealt with cards".to_string()),
    ];
    let clock_on = Signal::derive(move || settings.with(|s| s.clock.is_some()));
    let clock = move || settings.with(|s| s.clock.unwrap_or(USUAL_CLOCK));
    let minutes = Signal::derive(move || clock().minutes);
    let increment = Signal::derive(move || clock().increment_seconds);
    let number_text = RwSignal::new(
        settings.with_untracked(|s| s.number.map(|n| n.to_string()).unwrap_or_default()),
    );
    let set_clock = move |change: &dyn Fn(&mut ChessClock)| {
        settings.update(|s| {
            let mut clock = s.clock.unwrap_or(USUAL_CLOCK);
            change(&mut clock);
            s.clock = Some(clock);
        })
    };
    view! {
        <p class="option-title">"Game"</p>
        <Segmented label="Which game" options=starts value=start
            on_change=move |choice| settings.update(|s| {
                s.start = choice;
                s.dealt = None;
            }) />
        <Show when=move || start.get() == StartChoice::Number>
            <label class="name-field">
                <span class="name-number">"Position (0 to 959)"</span>
                <input type="text" class="name-input chess960-number" inputmode="numeric" maxlength="3"
                    autocomplete="off"
                    prop:value=move || number_text.get()
                    on:input=move |ev| {
                        let text = event_target_value(&ev);
                        let number = text.trim().parse::<u16>().ok().filter(|&n| n < 960);
                        number_text.set(text);
                        settings.update(|s| s.number = number);
                    } />
            </label>
        </Show>
        {redrawn(move || (start.get() == StartChoice::Dealt).then(|| view! {
            <deal::Deal on_dealt=Callback::new(move |number| settings.update(|s| s.dealt = Some(number))) />
        }))}
        <Toggle label="Clock" hint="Minutes for each side, and seconds added after each move."
            value=clock_on
            on_change=move |on: bool| settings.update(|s| s.clock = on.then_some(USUAL_CLOCK)) />
        <Show when=move || clock_on.get()>
            <Stepper label="Minutes each" value=minutes min=1 max=180 step=1
                on_change=move |minutes| set_clock(&|c| c.minutes = minutes) />
            <Stepper label="Seconds added a move" value=increment min=0 max=60 step=1
                on_change=move |seconds| set_clock(&|c| c.increment_seconds = seconds) />
        </Show>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::{Game, Viewer};

    #[test]
    fn the_settings_start_the_game_they_name() {
        let standard = <Standard as TableGame>::start(&ChessSettings::default()).unwrap();
        assert_eq!(standard.variant_label(), "Standard chess");
        let numbered = ChessSettings {
            start: StartChoice::Number,
            number: Some(0),
            clock: Some(ChessClock {
                minutes: 1,
                increment_seconds: 2,
            }),
            ..ChessSettings::default()
        };
        let game = <Standard as TableGame>::start(&numbered).unwrap();
        assert_eq!(game.variant_label(), "Chess960 #0");
        assert_eq!(game.clock_plan().unwrap().increment_ms, 2_000);
        let unread = ChessSettings {
            number: None,
            ..numbered
        };
        assert!(<Standard as TableGame>::start(&unread).is_err());
        let undealt = ChessSettings {
            start: StartChoice::Dealt,
            ..ChessSettings::default()
        };
        assert!(
            <Standard as TableGame>::start(&undealt).is_err(),
            "not before the cards are turned"
        );
        let dealt = ChessSettings {
            dealt: Some(959),
            ..undealt
        };
        assert_eq!(
            <Standard as TableGame>::start(&dealt)
                .unwrap()
                .variant_label(),
            "Chess960 #959"
        );
        let random =
            <Standard as TableGame>::start(&Standard::settings_for(GameId::Chess960)).unwrap();
        assert!(random.chess960_number().is_some());
    }

    #[test]
    fn the_computer_is_asked_from_the_start_and_its_answer_read_in_the_position_now() {
        let mut game = Standard::chess960(0).unwrap();
        for text in ["e2e4", "e7e5"] {
            let seat = game.to_act().unwrap();
            let action = game.parse_action(seat, text).unwrap();
            game.apply(seat, &action).unwrap();
        }
        let view = game.view(Viewer::Seat(0));
        let request = search_request(&view, Level::Club, 500);
        assert_eq!(request.moves, ["e2e4", "e7e5"]);
        assert!(request.chess960);
        assert_eq!(request.fen, game.start().fen());
        let action = action_of(&view, "d2d4").unwrap();
        assert!(game.clone().apply(0, &action).is_ok());
        assert!(action_of(&view, "e2e4").is_err(), "no pawn on e2 any more");
        assert_eq!(san_of(&view, "d2d4").as_deref(), Some("d4"));
    }

    #[test]
    fn sounds_follow_the_last_event() {
        let moved = |san: &str| StandardEvent::Moved { san: san.into() };
        assert_eq!(Standard::sound(&[moved("exd5")]), Some(Sound::Capture));
        assert_eq!(
            Standard::sound(&[
                moved("Qh4#"),
                StandardEvent::Ended {
                    reason: "mate".into()
                }
            ]),
            Some(Sound::GameEnd)
        );
        assert_eq!(
            Standard::sound(&[StandardEvent::DrawOffered { by: 0 }]),
            None
        );
    }
}
