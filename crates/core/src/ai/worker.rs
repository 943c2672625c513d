//! The computer player in the browser: a Web Worker (the `parlour-worker`
//! binary, built for speed and loaded only when a computer seat is used)
//! that answers [`Request`]s (a chess search) with [`Reply`]s and
//! [`SeatRequest`]s (a computer seat of any game) with [`SeatReply`]s, all
//! as JSON text, so the page never waits on a search and dragging never
//! stutters.

use serde::{Deserialize, Serialize};

use super::budget::Limits;
pub use super::players::remote::{SeatReply, SeatRequest};
use super::search::{Progress, Searcher};
use super::strength;
use crate::engine::random::Random;
use crate::engine::{Move, Position, Rules};
use crate::games::level::Level;

/// What the worker says once it listens.
pub const READY: &str = "ready";

/// The size of the worker's transposition table, in MB.
pub const TABLE_MEGABYTES: usize = 32;

/// What the page asks: a move for the position after `moves` from `fen`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// Echoed in the reply, so the page can drop answers it no longer wants.
    pub id: u32,
    /// The position the game started from.
    pub fen: String,
    /// Whether castling follows Chess960 rules.
    pub chess960: bool,
    /// The moves played since, in UCI.
    pub moves: Vec<String>,
    /// How strongly to play.
    pub level: Level,
    /// How long to think, in milliseconds.
    pub movetime_ms: u32,
    /// Search exactly this deep instead (speed measurements).
    #[serde(default)]
    pub depth: Option<i32>,
}

/// What the search found, from the side to move's view.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Thought {
    /// The move to play, in UCI; `None` when there is none.
    pub best: Option<String>,
    /// Centipawns for the side to move.
    pub score: i32,
    /// Moves to mate when the score is a mate (negative: being mated).
    pub mate_in: Option<i32>,
    /// Depth of the last completed iteration.
    pub depth: i32,
    /// Nodes searched.
    pub nodes: u64,
    /// Milliseconds spent.
    pub elapsed_ms: f64,
    /// The expected line, in UCI.
    pub pv: Vec<String>,
}

/// The worker's answer to one request.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reply {
    /// The request's id.
    pub id: u32,
    /// The thought, or why the request could not be answered.
    pub result: Result<Thought, String>,
}

/// Anything the worker reads.
#[derive(Deserialize)]
#[serde(untagged)]
enum Incoming {
    Search(Request),
    Seat(SeatRequest),
}

/// A searcher and its randomness, kept from one request to the next.
pub struct Thinker {
    searcher: Searcher<Position>,
    random: Random,
}

impl Thinker {
    /// A thinker with a transposition table of `table_megabytes`.
    pub fn new(table_megabytes: usize, seed: u64) -> Thinker {
        Thinker {
            searcher: Searcher::new(table_megabytes),
            random: Random::seeded(seed),
        }
    }

    /// Answers a request given as JSON text (a [`Request`] or a
    /// [`SeatRequest`]) with a reply as JSON text.
    pub fn answer_text(&mut self, text: &str) -> String {
        match serde_json::from_str::<Incoming>(text) {
            Ok(Incoming::Search(request)) => serde_json::to_string(&self.answer(&request)),
            Ok(Incoming::Seat(request)) => serde_json::to_string(&request.answer()),
            Err(_) => serde_json::to_string(&Reply {
                id: 0,
                result: Err(format!("unreadable request: {text:.80}")),
            }),
        }
        .unwrap_or_default()
    }

    /// Answers one request.
    pub fn answer(&mut self, request: &Request) -> Reply {
        Reply {
            id: request.id,
            result: self.think(request),
        }
    }

    fn think(&mut self, request: &Request) -> Result<Thought, String> {
        let rules = if request.chess960 {
            Rules::CHESS960
        } else {
            Rules::STANDARD
        };
        let mut position =
            Position::from_fen(&request.fen, rules).map_err(|error| error.to_string())?;
        let mut history = Vec::with_capacity(request.moves.len());
        for text in &request.moves {
            let mv = position
                .parse_uci(text)
                .map_err(|error| error.to_string())?;
            history.push(position.hash());
            position.make(mv);
        }
        let limits = match request.depth {
            Some(depth) => Limits::depth(depth.clamp(1, 40)),
            None => Limits::movetime(f64::from(request.movetime_ms.clamp(10, 60_000))),
        };
        let progress = strength::choose(
            &mut self.searcher,
            &position,
            &history,
            request.level,
            limits,
            &mut self.random,
            |_| {},
        );
        Ok(thought(&position, &progress))
    }
}

fn thought(position: &Position, progress: &Progress<Move>) -> Thought {
    let mut board = position.clone();
    let pv = progress
        .pv
        .iter()
        .map(|&mv| {
            let text = board.uci(mv);
            board.make(mv);
            text
        })
        .collect();
    Thought {
        best: progress.best().map(|mv| position.uci(mv)),
        score: progress.score,
        mate_in: progress.mate_in(),
        depth: progress.depth,
        nodes: progress.nodes,
        elapsed_ms: progress.elapsed_ms,
        pv,
    }
}

/// Starts answering messages in the worker this code runs in.
#[cfg(target_arch = "wasm32")]
pub fn run() {
    use wasm_bindgen::JsCast;
    use wasm_bindgen::prelude::*;

    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let seed = js_sys::Date::now() as u64;
    let mut thinker = Thinker::new(TABLE_MEGABYTES, seed);
    let replies = scope.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            let reply = thinker.answer_text(&text);
            let _ = replies.post_message(&JsValue::from_str(&reply));
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    // Messages sent while the module was loading found no listener: the
    // page waits for this word before it asks anything.
    let _ = scope.post_message(&JsValue::from_str(READY));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::STARTING_FEN;

    fn request(moves: &[&str], level: Level) -> Request {
        Request {
            id: 7,
            fen: STARTING_FEN.to_string(),
            chess960: false,
            moves: moves.iter().map(|m| m.to_string()).collect(),
            level,
            movetime_ms: 50,
            depth: None,
        }
    }

    #[test]
    fn answers_with_a_legal_move_for_the_position_after_the_moves() {
        let mut thinker = Thinker::new(1, 1);
        let text = serde_json::to_string(&request(&["f2f3", "e7e5", "g2g4"], Level::Full)).unwrap();
        let reply: Reply = serde_json::from_str(&thinker.answer_text(&text)).unwrap();
        assert_eq!(reply.id, 7);
        let thought = reply.result.unwrap();
        assert_eq!(thought.best.as_deref(), Some("d8h4"));
        assert_eq!(thought.mate_in, Some(1));
        assert_eq!(thought.pv, ["d8h4"]);
    }

    #[test]
    fn a_seat_request_gets_a_seat_reply() {
        use crate::ai::players::Player;
        use crate::games::Game;
        use crate::games::standard::Standard;
        let mut thinker = Thinker::new(1, 1);
        let game = Standard::new();
        let request = SeatRequest::new(4, &game, 0, Player::Random, 2, Default::default()).unwrap();
        let text = thinker.answer_text(&serde_json::to_string(&request).unwrap());
        let reply: SeatReply = serde_json::from_str(&text).unwrap();
        assert_eq!(reply.id, 4);
        let action = reply.action::<Standard>().unwrap();
        assert!(game.legal_actions(0).contains(&action));
    }

    #[test]
    fn bad_requests_get_a_reason() {
        let mut thinker = Thinker::new(1, 1);
        let reply: Reply = serde_json::from_str(&thinker.answer_text("{\"id\":")).unwrap();
        assert!(reply.result.unwrap_err().starts_with("unreadable request"));
        let reply = thinker.answer(&request(&["e2e5"], Level::Club));
        assert!(reply.result.unwrap_err().contains("e2e5"));
        let mut bad_fen = request(&[], Level::Club);
        bad_fen.fen = "nonsense".into();
        assert!(thinker.answer(&bad_fen).result.is_err());
    }
}
