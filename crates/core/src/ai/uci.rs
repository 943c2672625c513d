//! The Universal Chess Interface: `parlour uci` speaks it on standard input
//! and output, so the engine can be matched against other engines.
//!
//! Commands: `uci`, `isready`, `ucinewgame`, `setoption name .. value ..`
//! (`Hash`, `UCI_Chess960`, `Level`), `position startpos|fen .. [moves ..]`,
//! `go` with `movetime`, `wtime`/`btime`/`winc`/`binc`/`movestogo`, `depth`,
//! `nodes` or `infinite`, `stop` and `quit`. The search runs on its own
//! thread so `stop` and `isready` are answered while it thinks. Anything it
//! cannot read is answered with an `info string` and changes nothing.

use std::io::Write;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;

use super::budget::Limits;
use super::search::{Progress, Searcher};
use super::strength;
use crate::engine::random::Random;
use crate::engine::{Move, Position, Rules};
use crate::games::level::Level;

/// Where the engine's answers go (standard output, or a buffer in tests).
pub type Output = Arc<Mutex<dyn Write + Send>>;

const DEFAULT_HASH_MB: usize = 16;

/// A running search: its thread hands the searcher back when it ends.
struct Running {
    thread: JoinHandle<Searcher<Position>>,
    stop: Arc<AtomicBool>,
}

/// One UCI session.
pub struct Session {
    out: Output,
    position: Position,
    history: Vec<u64>,
    chess960: bool,
    level: Level,
    hash_mb: usize,
    searcher: Option<Searcher<Position>>,
    running: Option<Running>,
    random: Random,
}

impl Session {
    /// A session writing to `out`, at full strength on the starting position.
    pub fn new(out: Output) -> Session {
        Session {
            out,
            position: Position::standard(),
            history: Vec::new(),
            chess960: false,
            level: Level::Full,
            hash_mb: DEFAULT_HASH_MB,
            searcher: Some(Searcher::new(DEFAULT_HASH_MB)),
            running: None,
            random: Random::from_entropy().unwrap_or_else(|_| Random::seeded(1977)),
        }
    }

    /// Handles one line; returns false after `quit`.
    pub fn handle(&mut self, line: &str) -> bool {
        let mut words = line.split_whitespace();
        let Some(command) = words.next() else {
            return true;
        };
        let rest: Vec<&str> = words.collect();
        match command {
            "uci" => self.identify(),
            "isready" => self.say("readyok"),
            "ucinewgame" => {
                self.join_search(false);
                if let Some(searcher) = &mut self.searcher {
                    searcher.clear();
                }
            }
            "go" => self.go(&rest),
            "position" | "setoption" => {
                self.join_search(false);
                if command == "position" {
                    self.set_position(&rest);
                } else {
                    self.set_option(&rest);
                }
            }
            "stop" => self.finish_search(),
            "quit" => {
                self.finish_search();
                return false;
            }
            other => self.say(&format!("info string unknown command: {other}")),
        }
        true
    }

    /// Stops a running search (it still answers with its best move).
    pub fn finish_search(&mut self) {
        self.join_search(true);
    }

    /// Waits for a running search to end, first raising its stop flag when
    /// `stop` (otherwise a bounded search runs to its limit).
    fn join_search(&mut self, stop: bool) {
        if let Some(running) = self.running.take() {
            if stop {
                running.stop.store(true, Ordering::Relaxed);
            }
            self.searcher = running.thread.join().ok();
        }
        if self.searcher.is_none() {
            self.searcher = Some(Searcher::new(self.hash_mb));
        }
    }

    fn say(&self, line: &str) {
        say(&self.out, line);
    }

    fn identify(&self) {
        let levels: String = Level::ALL
            .iter()
            .map(|level| format!(" var {}", level.uci_name()))
            .collect();
        for line in [
            "id name Parlour".to_string(),
            "id author the Parlour authors".to_string(),
            format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max 1024"),
            "option name UCI_Chess960 type check default false".to_string(),
            format!(
                "option name Level type combo default {}{levels}",
                Level::Full.uci_name()
            ),
            "uciok".to_string(),
        ] {
            self.say(&line);
        }
    }

    fn set_option(&mut self, words: &[&str]) {
        let text = words.join(" ");
        let Some(body) = text.strip_prefix("name ") else {
            return self.say("info string setoption needs: name <id> [value <x>]");
        };
        let (name, value) = match body.split_once(" value ") {
            Some((name, value)) => (name.trim(), value.trim()),
            None => (body.trim(), ""),
        };
        match name.to_ascii_lowercase().as_str() {
            "hash" => match value.parse::<usize>() {
                Ok(mb) if (1..=1024).contains(&mb) => {
                    self.hash_mb = mb;
                    self.searcher = Some(Searcher::new(mb));
                }
                _ => self.say(&format!(
                    "info string Hash must be 1 to 1024, not {value:?}"
                )),
            },
            "uci_chess960" => match value {
                "true" | "false" => self.chess960 = value == "true",
                _ => self.say(&format!(
                    "info string UCI_Chess960 is true or false, not {value:?}"
                )),
            },
            "level" => match Level::from_name(value) {
                Some(level) => self.level = level,
                None => self.say(&format!("info string no level named {value:?}")),
            },
            _ => self.say(&format!("info string unknown option {name:?}")),
        }
    }

    fn rules(&self) -> Rules {
        if self.chess960 {
            Rules::CHESS960
        } else {
            Rules::STANDARD
        }
    }

    fn set_position(&mut self, words: &[&str]) {
        match self.read_position(words) {
            Ok((position, history)) => {
                self.position = position;
                self.history = history;
            }
            Err(message) => self.say(&format!("info string {message}")),
        }
    }

    fn read_position(&self, words: &[&str]) -> Result<(Position, Vec<u64>), String> {
        let moves_at = words.iter().position(|&word| word == "moves");
        let (setup, moves) = match moves_at {
            Some(at) => (&words[..at], &words[at + 1..]),
            None => (words, &[][..]),
        };
        let mut position = match setup {
            ["startpos"] => {
                let mut start = Position::standard();
                start.set_rules(self.rules());
                start
            }
            ["fen", fen @ ..] if !fen.is_empty() => {
                Position::from_fen(&fen.join(" "), self.rules())
                    .map_err(|error| format!("bad fen: {error}"))?
            }
            _ => return Err("position needs startpos or fen <fen>, then moves <m1> ...".into()),
        };
        let mut history = Vec::with_capacity(moves.len());
        for text in moves {
            let mv = position
                .parse_uci(text)
                .map_err(|error| format!("bad move {text}: {error}"))?;
            history.push(position.hash());
            position.make(mv);
        }
        Ok((position, history))
    }

    fn go(&mut self, words: &[&str]) {
        let limits = match self.read_limits(words) {
            Ok(limits) => limits,
            Err(message) => return self.say(&format!("info string {message}")),
        };
        self.join_search(false);
        let Some(mut searcher) = self.searcher.take() else {
            return;
        };
        let stop = searcher.stop_flag();
        stop.store(false, Ordering::Relaxed);
        let position = self.position.clone();
        let history = self.history.clone();
        let level = self.level;
        let out = Arc::clone(&self.out);
        let mut random = Random::seeded(self.random.next_u64());
        let thread = std::thread::spawn(move || {
            let report = |progress: &Progress<Move>| say(&out, &info_line(&position, progress));
            let result = strength::choose(
                &mut searcher,
                &position,
                &history,
                level,
                limits,
                &mut random,
                report,
            );
            let best = result
                .best()
                .map_or_else(|| "0000".to_string(), |mv| position.uci(mv));
            say(&out, &format!("bestmove {best}"));
            searcher
        });
        self.running = Some(Running { thread, stop });
    }

    fn read_limits(&self, words: &[&str]) -> Result<Limits, String> {
        let mut limits = Limits::default();
        let (mut time, mut increment, mut moves_to_go) = (None, 0.0, None);
        let white = self.position.turn() == crate::engine::men::Army::White;
        let mut index = 0;
        while index < words.len() {
            let word = words[index];
            if word == "infinite" {
                index += 1;
                continue;
            }
            let value = words
                .get(index + 1)
                .and_then(|value| value.parse::<u64>().ok())
                .ok_or_else(|| format!("go {word} needs a number"))?;
            match word {
                "movetime" => {
                    limits = Limits {
                        ..Limits::movetime(value as f64 - 5.0)
                    }
                }
                "depth" => limits.depth = Some(value.clamp(1, 90) as i32),
                "nodes" => limits.nodes = Some(value),
                "wtime" if white => time = Some(value as f64),
                "btime" if !white => time = Some(value as f64),
                "winc" if white => increment = value as f64,
                "binc" if !white => increment = value as f64,
                "wtime" | "btime" | "winc" | "binc" => {}
                "movestogo" => moves_to_go = Some(value.max(1) as f64),
                _ => return Err(format!("unknown go parameter {word}")),
            }
            index += 2;
        }
        if let Some(time) = time {
            let share = time / moves_to_go.unwrap_or(30.0).min(30.0) + increment * 0.75;
            let ceiling = (time - 50.0).max(time * 0.25);
            limits.soft_ms = Some(share.min(ceiling).max(1.0));
            limits.hard_ms = Some((share * 3.0).min(ceiling).max(1.0));
        }
        Ok(limits)
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.finish_search();
    }
}

fn say(out: &Output, line: &str) {
    if let Ok(mut out) = out.lock() {
        // A closed output (the match runner went away) is not an error here.
        let _ = writeln!(out, "{line}");
        let _ = out.flush();
    }
}

/// The `info` line of an iteration.
fn info_line(position: &Position, progress: &Progress<Move>) -> String {
    let score = match progress.mate_in() {
        Some(moves) => format!("mate {moves}"),
        None => format!("cp {}", progress.score),
    };
    let time = progress.elapsed_ms.max(1.0);
    let nps = (progress.nodes as f64 * 1000.0 / time) as u64;
    let mut line = format!(
        "info depth {} score {score} nodes {} nps {nps} time {} pv",
        progress.depth, progress.nodes, time as u64
    );
    let mut board = position.clone();
    for &mv in &progress.pv {
        line.push(' ');
        line.push_str(&board.uci(mv));
        board.make(mv);
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Buffer(Arc<Mutex<Vec<u8>>>);

    impl Write for Buffer {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    fn session() -> (Session, Arc<Mutex<Vec<u8>>>) {
        let bytes = Arc::new(Mutex::new(Vec::new()));
        let out: Output = Arc::new(Mutex::new(Buffer(Arc::clone(&bytes))));
        (Session::new(out), bytes)
    }

    fn lines(bytes: &Arc<Mutex<Vec<u8>>>) -> Vec<String> {
        String::from_utf8(bytes.lock().unwrap().clone())
            .unwrap()
            .lines()
            .map(str::to_string)
            .collect()
    }

    #[test]
    fn a_search_ends_with_a_legal_bestmove_for_the_position_given() {
        let (mut session, bytes) = session();
        session.handle("position startpos moves e2e4 e7e5 g1f3");
        session.handle("go depth 3");
        session.join_search(false);
        let lines = lines(&bytes);
        let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
        let mut position = Position::standard();
        for mv in ["e2e4", "e7e5", "g1f3"] {
            position.play(position.parse_uci(mv).unwrap()).unwrap();
        }
        assert!(position.parse_uci(best).is_ok(), "{lines:?}");
        assert!(lines.iter().any(|line| line.starts_with("info depth 3 ")));
    }

    #[test]
    fn bad_input_is_answered_and_changes_nothing() {
        let (mut session, bytes) = session();
        session.handle("position startpos moves e2e4");
        for bad in [
            "position fen not/a/fen w - - 0 1",
            "position startpos moves e2e5",
            "position",
            "go depth",
            "go sideways 3",
            "setoption name Hash value lots",
            "setoption name Level value Grandmaster",
            "setoption name Colour value blue",
            "fly",
        ] {
            assert!(session.handle(bad));
        }
        let lines = lines(&bytes);
        assert_eq!(lines.len(), 9, "{lines:?}");
        assert!(lines.iter().all(|line| line.starts_with("info string ")));
        assert_eq!(session.history.len(), 1);
        assert_eq!(session.position.turn(), crate::engine::men::Army::Black);
    }
}
