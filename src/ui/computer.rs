//! The computer player seen from the page: its Web Worker, started the
//! first time a computer seat needs a move (so the first load never fetches
//! it), asked for moves and hints, and stopped when the table closes.
//!
//! A worker that cannot load or traps fails every request it holds, with
//! the reason, and is dropped: the next request starts a fresh one.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::ai::budget::Limits;
use crate::ai::players::Player;
use crate::ai::players::remote::Remote;
use crate::ai::strength::Strength;
use crate::ai::worker::{READY, Reply, Request, SeatReply, SeatRequest, Thought};
use crate::games::level::Level;
use crate::games::{Game, Seat};

/// Where Trunk writes the worker's loader, beside the page.
const WORKER_LOADER: &str = "./parlour-worker_loader.js";

/// The longest a hint is thought about, in milliseconds.
pub const HINT_MS: f64 = 1_000.0;

/// A seed for request `id`: the time, so that two tables differ.
fn seed_for(id: u32) -> u64 {
    js_sys::Date::now() as u64 ^ u64::from(id) << 40
}

/// Hears the worker's reply (JSON text) to one request, or why none came.
type Waiter = Box<dyn FnOnce(Result<String, String>)>;

/// A handle on the worker; clones share it.
#[derive(Clone, Default)]
pub struct Computer {
    inner: Rc<RefCell<Inner>>,
}

#[derive(Default)]
struct Inner {
    worker: Option<web_sys::Worker>,
    on_message: Option<Closure<dyn FnMut(web_sys::MessageEvent)>>,
    on_error: Option<Closure<dyn FnMut(web_sys::Event)>>,
    waiting: HashMap<u32, Waiter>,
    next_id: u32,
    /// Whether the worker has said it listens.
    ready: bool,
    /// Requests written before it did.
    queued: Vec<String>,
}

impl Computer {
    /// Asks for a chess move; `answer` hears the thought or why there is
    /// none. Answers to requests forgotten since (see [`Computer::forget`])
    /// are dropped.
    pub fn ask(
        &self,
        mut request: Request,
        answer: impl FnOnce(Result<Thought, String>) + 'static,
    ) {
        request.id = self.next_id();
        let id = request.id;
        let Ok(text) = serde_json::to_string(&request) else {
            return answer(Err("the request could not be written".into()));
        };
        self.send(id, text, move |reply| {
            answer(reply.and_then(|text| {
                serde_json::from_str::<Reply>(&text)
                    .map_err(|_| "the computer's answer is unreadable".to_string())
                    .and_then(|reply| reply.result)
            }))
        });
    }

    /// Asks for the action of the computer holding `seat` of `game` at
    /// `level`; it decides from what that seat may know (see
    /// [`crate::ai::players::decide`]). `answer` hears the action or why
    /// there is none.
    pub fn play<G: Remote>(
        &self,
        game: &G,
        seat: Seat,
        level: Level,
        answer: impl FnOnce(Result<<G as Game>::Action, String>) + 'static,
    ) {
        let id = self.next_id();
        let limits = Limits::movetime(Strength::of(level).think_ms);
        let request = SeatRequest::new(
            id,
            game,
            seat,
            Player::Computer(level),
            seed_for(id),
            limits,
        );
        self.send_seat::<G>(id, request, answer);
    }

    /// Asks for a hint for the person holding `seat` of `game`: the action
    /// the strongest computer takes there within [`HINT_MS`]. The worker
    /// is sent a sample of the game drawn from what that seat may know
    /// ([`SeatRequest::hint`]), never the game.
    pub fn hint<G: Remote>(
        &self,
        game: &G,
        seat: Seat,
        answer: impl FnOnce(Result<<G as Game>::Action, String>) + 'static,
    ) {
        let id = self.next_id();
        let strongest = Level::ALL[Level::ALL.len() - 1];
        let limits = Limits::movetime(Strength::of(strongest).think_ms.min(HINT_MS));
        let request = SeatRequest::hint(id, game, seat, seed_for(id), limits);
        self.send_seat::<G>(id, request, answer);
    }

    /// Writes a seat's `request` (numbered `id`) to the worker; `answer`
    /// hears the action it chose or why there is none.
    fn send_seat<G: Remote>(
        &self,
        id: u32,
        request: Result<SeatRequest, String>,
        answer: impl FnOnce(Result<<G as Game>::Action, String>) + 'static,
    ) {
        let text = request.and_then(|request| {
            serde_json::to_string(&request)
                .map_err(|_| "the request could not be written".to_string())
        });
        let text = match text {
            Ok(text) => text,
            Err(problem) => return answer(Err(problem)),
        };
        self.send(id, text, move |reply| {
            answer(reply.and_then(|text| {
                serde_json::from_str::<SeatReply>(&text)
                    .map_err(|_| "the computer's answer is unreadable".to_string())
                    .and_then(|reply| reply.action::<G>())
            }))
        });
    }

    fn next_id(&self) -> u32 {
        let mut inner = self.inner.borrow_mut();
        inner.next_id += 1;
        inner.next_id
    }

    /// Writes `text` to the worker (once it listens); `waiter` hears the
    /// reply with the same `id`.
    fn send(&self, id: u32, text: String, waiter: impl FnOnce(Result<String, String>) + 'static) {
        let worker = match self.worker() {
            Ok(worker) => worker,
            Err(problem) => return waiter(Err(problem)),
        };
        let ready = {
            let mut inner = self.inner.borrow_mut();
            inner.waiting.insert(id, Box::new(waiter));
            if !inner.ready {
                inner.queued.push(text.clone());
            }
            inner.ready
        };
        if ready
            && worker.post_message(&JsValue::from_str(&text)).is_err()
            && let Some(waiter) = self.inner.borrow_mut().waiting.remove(&id)
        {
            waiter(Err("the computer player could not be reached".into()));
        }
    }

    /// Drops every answer still awaited (after a takeback or a new game).
    pub fn forget(&self) {
        self.inner.borrow_mut().waiting.clear();
    }

    /// Stops the worker (the table is closing, or the worker is stuck);
    /// a later request starts a fresh one.
    pub fn stop(&self) {
        let mut inner = self.inner.borrow_mut();
        if let Some(worker) = inner.worker.take() {
            worker.terminate();
        }
        inner.on_message = None;
        inner.on_error = None;
        inner.waiting.clear();
        inner.queued.clear();
        inner.ready = false;
    }

    fn worker(&self) -> Result<web_sys::Worker, String> {
        if let Some(worker) = &self.inner.borrow().worker {
            return Ok(worker.clone());
        }
        let worker = web_sys::Worker::new(WORKER_LOADER)
            .map_err(|_| "the computer player could not be started".to_string())?;
        let shared = Rc::downgrade(&self.inner);
        let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(
            move |event: web_sys::MessageEvent| {
                let Some(text) = event.data().as_string() else {
                    return;
                };
                if text == READY {
                    if let Some(inner) = shared.upgrade() {
                        let mut inner = inner.borrow_mut();
                        inner.ready = true;
                        if let Some(worker) = inner.worker.clone() {
                            for request in inner.queued.drain(..) {
                                let _ = worker.post_message(&JsValue::from_str(&request));
                            }
                        }
                    }
                    return;
                }
                /// The id every reply carries.
                #[derive(serde::Deserialize)]
                struct Id {
                    id: u32,
                }
                let Ok(Id { id }) = serde_json::from_str::<Id>(&text) else {
                    return;
                };
                let waiter = shared
                    .upgrade()
                    .and_then(|inner| inner.borrow_mut().waiting.remove(&id));
                if let Some(waiter) = waiter {
                    waiter(Ok(text));
                }
            },
        );
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        let shared = Rc::downgrade(&self.inner);
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            if let Some(inner) = shared.upgrade() {
                fail(&inner, &failure(&event));
            }
        });
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        worker.set_onmessageerror(Some(on_error.as_ref().unchecked_ref()));
        let mut inner = self.inner.borrow_mut();
        inner.on_message = Some(on_message);
        inner.on_error = Some(on_error);
        inner.worker = Some(worker.clone());
        Ok(worker)
    }
}

/// Why the worker failed, from its `error` event: the error it raised (a
/// trap, say), or that it could not be loaded.
fn failure(event: &web_sys::Event) -> String {
    let message = js_sys::Reflect::get(event, &JsValue::from_str("message"))
        .ok()
        .and_then(|message| message.as_string())
        .filter(|message| !message.is_empty());
    match message {
        Some(message) => format!("the computer player stopped ({message})"),
        None => "the computer player could not be loaded".to_string(),
    }
}

/// Drops the failed worker (the next request starts a fresh one) and
/// tells every request it held why it gets no answer. Its listeners stay
/// until a new worker replaces them: this runs inside one of them.
fn fail(inner: &RefCell<Inner>, reason: &str) {
    let waiting: Vec<Waiter> = {
        let mut inner = inner.borrow_mut();
        if let Some(worker) = inner.worker.take() {
            worker.terminate();
        }
        inner.ready = false;
        inner.queued.clear();
        inner.waiting.drain().map(|(_, waiter)| waiter).collect()
    };
    for waiter in waiting {
        waiter(Err(reason.to_string()));
    }
}

/// A score for people: "+0.35" for White, "-1.20", or "White mates in 3".
pub fn describe_score(thought: &Thought, white_to_move: bool) -> String {
    let sign = if white_to_move { 1 } else { -1 };
    match thought.mate_in {
        Some(moves) => {
            let white_mates = (moves > 0) == white_to_move;
            let side = if white_mates { "White" } else { "Black" };
            format!("{side} mates in {}", moves.abs())
        }
        None => {
            // Centipawns as pawns, "+0.35", in whole numbers: no float
            // formatting in the page's wasm.
            let centipawns = thought.score * sign;
            let mark = if centipawns < 0 { '-' } else { '+' };
            let centipawns = centipawns.unsigned_abs();
            format!("{mark}{}.{:02}", centipawns / 100, centipawns % 100)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn thought(score: i32, mate_in: Option<i32>) -> Thought {
        Thought {
            best: None,
            score,
            mate_in,
            depth: 5,
            nodes: 10,
            elapsed_ms: 1.0,
            pv: Vec::new(),
        }
    }

    #[test]
    fn scores_are_told_from_whites_side() {
        assert_eq!(describe_score(&thought(35, None), true), "+0.35");
        assert_eq!(describe_score(&thought(35, None), false), "-0.35");
        assert_eq!(describe_score(&thought(0, None), false), "+0.00");
        assert_eq!(
            describe_score(&thought(29_995, Some(3)), false),
            "Black mates in 3"
        );
        assert_eq!(
            describe_score(&thought(-29_995, Some(-2)), false),
            "White mates in 2"
        );
    }
}
