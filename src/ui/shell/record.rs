//! The export and share screen of the shared table: a summary of the game
//! first (its game, who holds which seat, how it stands or ended and why,
//! its number of moves, the date), then the game's save text to copy or
//! download, and a `?shared=` link when the game holds no
//! secret (or has ended) or has a share that holds none, and the game in
//! the other formats it offers ([`super::TableGame::exports`]: chess's PGN
//! and FEN). A running game's
//! secrets are shown only after the table says so, since anyone who reads
//! the text knows them.

use leptos::prelude::*;

use super::preview::moves_words;
use super::store::{date_words, status};
use super::{Export, TableGame};
use crate::games::pass_table::PassTable;
use crate::registry::Catalogued;
use crate::ui::catalogue::GameId;
use crate::ui::pages::frame_snippet;
use crate::ui::route::{Opening, ReplayAt, Route};
use crate::ui::shared_code::redrawn;
use crate::ui::transfer::{copy_to_clipboard, download, site_address};

/// What the export screen says of a game before its text: only what
/// everybody at the table may know, so it is shown before any secret.
#[derive(Clone, Debug, PartialEq)]
pub struct Summary {
    /// The game's name.
    pub game: String,
    /// Each player's name and the seats they hold ("White Noble, Black
    /// Peasant").
    pub players: Vec<(String, String)>,
    /// How the game stands or how it ended ([`status`]).
    pub standing: String,
    /// Why it ended so, where the game says ([`crate::games::Outcome::why`]).
    pub why: Option<String>,
    /// The moves played so far.
    pub moves: usize,
    /// When it was exported, in milliseconds since 1970.
    pub at_ms: f64,
}

impl Summary {
    /// The summary of `table`, exported at `now`.
    pub fn of<G: TableGame>(table: &PassTable<G>, now: f64) -> Summary {
        let labels = G::seat_labels();
        let sitting = table.sitting();
        let players = sitting
            .people
            .iter()
            .enumerate()
            .map(|(person, name)| {
                let seats: Vec<&str> = sitting
                    .holders
                    .iter()
                    .enumerate()
                    .filter(|&(_, &holder)| holder == person)
                    .filter_map(|(seat, _)| labels.get(seat).map(String::as_str))
                    .collect();
                (name.clone(), seats.join(", "))
            })
            .collect();
        Summary {
            game: G::ID.info().name.to_string(),
            players,
            standing: status(table),
            why: table.game().outcome().and_then(|outcome| outcome.why),
            moves: table.game().moves_played(),
            at_ms: now,
        }
    }
}

/// The summary at the head of the export screen.
#[component]
fn SummaryView(summary: Summary) -> impl IntoView {
    let Summary {
        game,
        players,
        standing,
        why,
        moves,
        at_ms,
    } = summary;
    let players = players
        .into_iter()
        .map(|(name, seats)| {
            let seats = (!seats.is_empty()).then(|| format!(": {seats}"));
            view! { <li><strong>{name}</strong>{seats}</li> }
        })
        .collect_view();
    view! {
        <div class="record-summary" aria-label="Summary" role="group">
            <p class="record-game"><strong>{game}</strong>{format!(" \u{b7} {}", moves_words(moves))}</p>
            <ul class="record-players">{players}</ul>
            <p class="record-standing">{standing}</p>
            {why.map(|why| view! { <p class="record-why small">{why}</p> })}
            <p class="small">{format!("Exported {}", date_words(at_ms))}</p>
        </div>
    }
}

/// The address that opens `text` (a save text) on any device.
pub fn share_link(game: GameId, text: &str) -> String {
    let route = Route::Table {
        game,
        opening: Opening::Shared(text.to_string()),
    };
    format!("{}{}", site_address(), route.href())
}

/// The address that opens the replay of the finished game `text` (a save
/// text) on any device, at its start; with a `poster` (the start's
/// picture, [`super::poster`]), for a frame (`?embed`), which shows the
/// poster until the app arrives.
pub fn replay_link(game: GameId, text: &str, poster: Option<&str>) -> String {
    let route = Route::Table {
        game,
        opening: Opening::Replay {
            of: Box::new(Opening::Shared(text.to_string())),
            at: ReplayAt::Step(0),
        },
    };
    match poster {
        Some(poster) => format!("{}?embed{}&poster={poster}", site_address(), route.href()),
        None => format!("{}{}", site_address(), route.href()),
    }
}

/// The export and share screen.
#[component]
pub fn Record(
    /// The game.
    game: GameId,
    /// What everybody may know of it, shown first.
    summary: Option<Summary>,
    /// Its save text.
    text: String,
    /// Whether the text holds secrets some player may not know yet.
    holds_secrets: bool,
    /// The poster of the game's start ([`super::poster`]) once the game
    /// is over: its replay is then offered as a link and a frame to embed.
    #[prop(default = None)]
    replay_poster: Option<String>,
    /// The game in other formats.
    #[prop(optional)]
    exports: Vec<Export>,
    /// A share text of the running game holding none of its secrets
    /// ([`crate::ui::shell::TableGame::public_share`]), when it has one.
    public_text: Option<String>,
    /// Back to the table.
    #[prop(into)]
    on_close: Callback<()>,
) -> impl IntoView {
    let revealed = RwSignal::new(!holds_secrets);
    let message = RwSignal::new(None::<String>);
    let file_name = format!("parlour-{}.json", game.slug());
    let dealt_anew = holds_secrets && public_text.is_some();
    let link = if holds_secrets {
        public_text.map(|public| share_link(game, &public))
    } else {
        Some(share_link(game, &text))
    };
    let replay_view = replay_poster.map(|poster| {
        let link = replay_link(game, &text, None);
        let snippet = frame_snippet(
            &replay_link(game, &text, Some(&poster)),
            &format!("Parlour: a game of {}", game.info().name),
        );
        view! {
            <h3>"Replay"</h3>
            <p class="small">"Opens the game's replay, every secret shown, on any device; the frame shows it on a web page."</p>
            <input type="text" class="replay-link" readonly aria-label="Replay link" prop:value=link />
            <textarea class="replay-snippet" rows="3" readonly aria-label="Replay frame to embed"
                prop:value=snippet></textarea>
        }
    });
    let link_view = link.map(|link| {
        let copy_link = link.clone();
        let words = if dealt_anew {
            "Opens this game, as it stands, on any device. It holds no secret: whoever opens it is dealt them anew."
        } else {
            "Opens this game, as it stands, on any device."
        };
        view! {
            <h3>"Share link"</h3>
            <p class="small">{words}</p>
            <input type="text" class="share-link" readonly aria-label="Share link" prop:value=link />
            <button type="button" class="button" on:click=move |_| {
                let link = copy_link.clone();
                leptos::task::spawn_local(async move {
                    let done = copy_to_clipboard(&link).await;
                    message.set(Some(if done { "Link copied." } else { "The browser would not copy; select the link and copy it." }.to_string()));
                });
            }>"Copy link"</button>
        }
    });
    let body = {
        let text = text.clone();
        move || {
            if !revealed.get() {
                let when = if dealt_anew {
                    ""
                } else {
                    " A share link can be made once the game has ended."
                };
                return view! {
                    <p>{format!("The exported game holds every player's secrets: whoever reads it knows them.{when}")}</p>
                    <button type="button" class="button" on:click=move |_| revealed.set(true)>
                        "Show the export anyway"
                    </button>
                }
                .into_any();
            }
            let copied = text.clone();
            let saved = text.clone();
            let name = file_name.clone();
            let formats = exports
                .clone()
                .into_iter()
                .map(|export| {
                    let Export {
                        name,
                        file_name,
                        mime,
                        text,
                    } = export;
                    let copied = text.clone();
                    let saved = text.clone();
                    let what = name.clone();
                    view! {
                        <h3>{name.clone()}</h3>
                        <textarea class="export-format" rows="4" readonly data-format=name.clone()
                            aria-label=name.clone() prop:value=text></textarea>
                        <div class="row">
                            <button type="button" class="button copy-format" data-format=name.clone() on:click=move |_| {
                                let text = copied.clone();
                                let what = what.clone();
                                leptos::task::spawn_local(async move {
                                    let done = copy_to_clipboard(&text).await;
                                    message.set(Some(if done { format!("{what} copied.") } else { "The browser would not copy; select the text and copy it.".to_string() }));
                                });
                            }>{format!("Copy {name}")}</button>
                            <button type="button" class="button download-format" data-format=name.clone() on:click=move |_| {
                                if !download(&file_name, &mime, &saved) {
                                    message.set(Some("The browser would not download; copy the text instead.".to_string()));
                                }
                            }>{format!("Download {name}")}</button>
                        </div>
                    }
                })
                .collect_view();
            view! {
                <h3>"Export"</h3>
                <textarea class="export-text" rows="6" readonly aria-label="Exported game" prop:value=text.clone()></textarea>
                <div class="row">
                    <button type="button" class="button" on:click=move |_| {
                        let text = copied.clone();
                        leptos::task::spawn_local(async move {
                            let done = copy_to_clipboard(&text).await;
                            message.set(Some(if done { "Game copied." } else { "The browser would not copy; select the text and copy it." }.to_string()));
                        });
                    }>"Copy"</button>
                    <button type="button" class="button" on:click=move |_| {
                        if !download(&name, "application/json", &saved) {
                            message.set(Some("The browser would not download; copy the text instead.".to_string()));
                        }
                    }>"Download file"</button>
                </div>
                {formats}
            }
            .into_any()
        }
    };
    view! {
        <section class="record" aria-labelledby="record-title">
            <h2 id="record-title">"Export or share"</h2>
            {summary.map(|summary| view! { <SummaryView summary /> })}
            {link_view}
            {replay_view}
            {body}
            {redrawn(move || message.get().map(|m| view! { <p role="status">{m}</p> }))}
            <button type="button" class="button primary" on:click=move |_| on_close.run(())>
                "Back to the game"
            </button>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::position::Position;
    use crate::engine::rules::Rules;
    use crate::games::Game;
    use crate::games::coin::CoinChess;
    use crate::games::pass_table::Sitting;
    use crate::games::standard::Standard;

    fn play<G: TableGame>(table: &mut PassTable<G>, moves: &[&str]) {
        for text in moves {
            let seat = table.game().to_act().unwrap();
            let action = table.game().parse_action(seat, text).unwrap();
            table.act(&action, 0.0).unwrap();
        }
    }

    #[test]
    fn a_running_game_is_summed_up_with_each_persons_seats() {
        let sitting = Sitting {
            people: vec!["Ann".into(), "Bo".into()],
            holders: vec![0, 1, 1, 0],
            computers: Vec::new(),
        };
        let game = CoinChess::new(Default::default()).unwrap();
        let mut table = PassTable::new(game, sitting, false, 0.0).unwrap();
        play(&mut table, &["e2e4"]);
        let summary = Summary::of(&table, 7.0);
        let labels = CoinChess::seat_labels();
        assert_eq!(summary.game, "COIN Chess");
        assert_eq!(
            summary.players,
            [
                ("Ann".to_string(), format!("{}, {}", labels[0], labels[3])),
                ("Bo".to_string(), format!("{}, {}", labels[1], labels[2])),
            ]
        );
        assert_eq!(summary.standing, status(&table));
        assert_eq!(summary.why, None);
        assert_eq!(summary.moves, 1);
        assert_eq!(summary.at_ms, 7.0);
    }

    #[test]
    fn an_ended_game_says_how_and_why() {
        let position =
            Position::from_fen("k7/8/1Q6/8/8/8/8/7K w - - 0 1", Rules::STANDARD).unwrap();
        let sitting = Sitting::one_each(vec!["Ann".into(), "Bob".into()]);
        let mut table =
            PassTable::new(Standard::from_position(position), sitting, false, 0.0).unwrap();
        play(&mut table, &["b6c7"]);
        let outcome = table.game().outcome().expect("stalemate");
        let summary = Summary::of(&table, 0.0);
        assert_eq!(summary.standing, outcome.reason);
        assert!(
            summary.standing.contains("stalemate"),
            "{}",
            summary.standing
        );
        assert!(summary.why.is_some());
        assert_eq!(summary.why, outcome.why);
        assert_eq!(summary.moves, 1);
        assert_eq!(
            summary.players,
            [
                ("Ann".to_string(), "White".to_string()),
                ("Bob".to_string(), "Black".to_string())
            ]
        );
    }
}
