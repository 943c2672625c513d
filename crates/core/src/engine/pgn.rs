//! PGN in and out for standard chess and Chess960. Comments, variations,
//! NAGs and escape lines are skipped on reading; a `Variant "Chess960"` (or
//! `Fischerandom`) tag with `SetUp`/`FEN` gives a Chess960 game.

use super::error::ParseError;
use super::moves::Move;
use super::position::Position;
use super::rules::{CastlingMode, Rules};

/// The tags every PGN carries, in the order they are written.
const SEVEN_TAG_ROSTER: [&str; 7] = ["Event", "Site", "Date", "Round", "White", "Black", "Result"];

/// One game read from (or to be written as) PGN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PgnGame {
    /// The tag pairs, in order, as read (or as set).
    pub tags: Vec<(String, String)>,
    /// The starting position.
    pub start: Position,
    /// The moves of the main line.
    pub moves: Vec<Move>,
    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub result: String,
}

impl PgnGame {
    /// A game from `start` with the given moves, result `*` and no tags.
    pub fn new(start: Position, moves: Vec<Move>) -> PgnGame {
        PgnGame {
            tags: Vec::new(),
            start,
            moves,
            result: "*".into(),
        }
    }

    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }

    /// Sets a tag, replacing an earlier value.
    pub fn set_tag(&mut self, name: &str, value: &str) {
        match self.tags.iter_mut().find(|(key, _)| key == name) {
            Some(pair) => pair.1 = value.to_string(),
            None => self.tags.push((name.to_string(), value.to_string())),
        }
    }

    /// The position after every move.
    pub fn final_position(&self) -> Position {
        let mut position = self.start.clone();
        for &mv in &self.moves {
            position.make(mv);
        }
        position
    }

    /// Writes the game as PGN: the Seven Tag Roster first, then the other
    /// tags (with `Variant`, `SetUp` and `FEN` set for Chess960 or a
    /// non-standard start), then the moves in SAN, lines at most 80 wide.
    pub fn to_pgn(&self) -> String {
        let mut tags: Vec<(String, String)> = Vec::new();
        for name in SEVEN_TAG_ROSTER {
            let value = if name == "Result" {
                self.result.clone()
            } else {
                self.tag(name).unwrap_or("?").to_string()
            };
            tags.push((name.to_string(), value));
        }
        let chess960 = self.start.rules().castling == CastlingMode::Chess960;
        let set_up = chess960 || self.start != Position::standard();
        for (name, value) in &self.tags {
            if !SEVEN_TAG_ROSTER.contains(&name.as_str())
                && !matches!(name.as_str(), "Variant" | "SetUp" | "FEN")
            {
                tags.push((name.clone(), value.clone()));
            }
        }
        if chess960 {
            tags.push(("Variant".into(), "Chess960".into()));
        }
        if set_up {
            tags.push(("SetUp".into(), "1".into()));
            tags.push(("FEN".into(), self.start.fen()));
        }
        let mut out = String::new();
        for (name, value) in tags {
            out.push_str(&format!(
                "[{name} \"{}\"]\n",
                value.replace('\\', "\\\\").replace('"', "\\\"")
            ));
        }
        out.push('\n');
        let mut tokens = Vec::new();
        let mut position = self.start.clone();
        for (index, &mv) in self.moves.iter().enumerate() {
            let number = position.fullmove_number();
            if position.turn() == super::men::Army::White {
                tokens.push(format!("{number}."));
            } else if index == 0 {
                tokens.push(format!("{number}..."));
            }
            tokens.push(position.san(mv));
            position.make(mv);
        }
        tokens.push(self.result.clone());
        let mut line = String::new();
        for token in tokens {
            if !line.is_empty() && line.len() + 1 + token.len() > 80 {
                out.push_str(&line);
                out.push('\n');
                line.clear();
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&token);
        }
        out.push_str(&line);
        out.push('\n');
        out
    }
}

/// Reads every game of a PGN text.
pub fn read_games(text: &str) -> Result<Vec<PgnGame>, ParseError> {
    let mut reader = Reader {
        chars: text.trim_start_matches('\u{feff}').chars().collect(),
        at: 0,
    };
    let mut games = Vec::new();
    while reader.skip_space() {
        let number = games.len() + 1;
        let game = reader
            .game()
            .map_err(|error| ParseError::new(format!("game {number}: {error}")))?;
        games.push(game);
    }
    Ok(games)
}

/// Reads a PGN text holding exactly one game.
pub fn read_game(text: &str) -> Result<PgnGame, ParseError> {
    let mut games = read_games(text)?;
    match games.len() {
        1 => Ok(games.remove(0)),
        0 => Err(ParseError::new("no game in the PGN")),
        n => Err(ParseError::new(format!(
            "expected one game, the PGN holds {n}"
        ))),
    }
}

struct Reader {
    chars: Vec<char>,
    at: usize,
}

impl Reader {
    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    /// Skips white space and escape lines; false at the end of the text.
    fn skip_space(&mut self) -> bool {
        while let Some(c) = self.peek() {
            if c == '%' && (self.at == 0 || self.chars[self.at - 1] == '\n') {
                self.skip_line();
            } else if c.is_whitespace() {
                self.at += 1;
            } else {
                return true;
            }
        }
        false
    }

    fn skip_line(&mut self) {
        while let Some(c) = self.peek() {
            self.at += 1;
            if c == '\n' {
                break;
            }
        }
    }

    fn tag(&mut self) -> Result<(String, String), ParseError> {
        self.at += 1; // '['
        self.skip_space();
        let mut name = String::new();
        while let Some(c) = self.peek().filter(|c| c.is_alphanumeric() || *c == '_') {
            name.push(c);
            self.at += 1;
        }
        self.skip_space();
        if name.is_empty() || self.peek() != Some('"') {
            return Err(ParseError::new("a tag must look like [Name \"value\"]"));
        }
        self.at += 1;
        let mut value = String::new();
        loop {
            match self.peek() {
                None | Some('\n') => {
                    return Err(ParseError::new(format!("tag {name} has no closing quote")));
                }
                Some('\\') => {
                    self.at += 1;
                    if let Some(c) = self.peek() {
                        value.push(c);
                        self.at += 1;
                    }
                }
                Some('"') => {
                    self.at += 1;
                    break;
                }
                Some(c) => {
                    value.push(c);
                    self.at += 1;
                }
            }
        }
        self.skip_space();
        if self.peek() != Some(']') {
            return Err(ParseError::new(format!("tag {name} is not closed with ]")));
        }
        self.at += 1;
        Ok((name, value))
    }

    /// Skips a `{...}` comment.
    fn skip_comment(&mut self) -> Result<(), ParseError> {
        while let Some(c) = self.peek() {
            self.at += 1;
            if c == '}' {
                return Ok(());
            }
        }
        Err(ParseError::new("a { comment is never closed"))
    }

    /// Skips a `(...)` variation, nested ones and comments inside included.
    fn skip_variation(&mut self) -> Result<(), ParseError> {
        let mut depth = 0;
        while let Some(c) = self.peek() {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                '{' => {
                    self.skip_comment()?;
                    continue;
                }
                ';' => {
                    self.skip_line();
                    continue;
                }
                _ => {}
            }
            self.at += 1;
            if depth == 0 {
                return Ok(());
            }
        }
        Err(ParseError::new("a ( variation is never closed"))
    }

    fn word(&mut self) -> String {
        let mut word = String::new();
        while let Some(c) = self.peek() {
            if c.is_whitespace() || "{}();[]".contains(c) {
                break;
            }
            word.push(c);
            self.at += 1;
        }
        word
    }

    fn game(&mut self) -> Result<PgnGame, ParseError> {
        let mut tags = Vec::new();
        while self.skip_space() && self.peek() == Some('[') {
            tags.push(self.tag()?);
        }
        let value = |name: &str| {
            tags.iter()
                .find(|(key, _)| key == name)
                .map(|(_, value): &(String, String)| value.clone())
        };
        let variant = value("Variant").unwrap_or_default().to_ascii_lowercase();
        let rules = if variant.contains("960") || variant.contains("fischer") {
            Rules::CHESS960
        } else if variant.is_empty() || variant == "standard" {
            Rules::STANDARD
        } else {
            return Err(ParseError::new(format!(
                "variant {variant:?} is not supported"
            )));
        };
        let start = match value("FEN") {
            Some(fen) => Position::from_fen(&fen, rules)
                .map_err(|error| ParseError::new(format!("FEN tag: {error}")))?,
            // Without a FEN tag a game starts from the usual setup, which is
            // also Chess960 position 518.
            None => Position::from_back_rank(&super::chess960::STANDARD_BACK_RANK, rules),
        };
        let mut position = start.clone();
        let mut moves = Vec::new();
        let mut result = value("Result").unwrap_or_else(|| "*".into());
        while self.skip_space() {
            match self.peek() {
                Some('[') => break,
                Some('{') => self.skip_comment()?,
                Some(';') => self.skip_line(),
                Some('(') => self.skip_variation()?,
                Some(')') => return Err(ParseError::new("a ) without its (")),
                Some(_) => {
                    let word = self.word();
                    if word.is_empty() {
                        return Err(ParseError::new("unexpected ] in the moves"));
                    }
                    if matches!(word.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*") {
                        result = word;
                        break;
                    }
                    if word.starts_with('$') {
                        continue;
                    }
                    // A move number (`12.`, `12...`) may stand alone or touch its move.
                    let digits =
                        word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
                    let after_digits = &word[digits..];
                    let san = if digits > 0
                        && (after_digits.is_empty() || after_digits.starts_with('.'))
                    {
                        after_digits.trim_start_matches('.')
                    } else {
                        word.as_str()
                    };
                    if san.is_empty() {
                        continue;
                    }
                    let mv = position.parse_san(san).map_err(|error| {
                        ParseError::new(format!(
                            "move {} ({}): {error}",
                            moves.len() + 1,
                            position.fen()
                        ))
                    })?;
                    position.make(mv);
                    moves.push(mv);
                }
                None => break,
            }
        }
        Ok(PgnGame {
            tags,
            start,
            moves,
            result,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_comments_variations_and_numbers() {
        let text = "[Event \"Test \\\"quoted\\\"\"]\n[Result \"1-0\"]\n\n1.e4 {best by test} e5 (1... c5 2. Nf3 {Sicilian} (2. c3)) 2. Nf3 $1 ; rest of line\nNc6 3.Bb5 a6 1-0\n";
        let game = read_game(text).unwrap();
        assert_eq!(game.tag("Event"), Some("Test \"quoted\""));
        assert_eq!(game.moves.len(), 6);
        assert_eq!(game.result, "1-0");
        let written = game.to_pgn();
        assert!(
            written.contains("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0"),
            "{written}"
        );
        assert_eq!(read_game(&written).unwrap().moves, game.moves);
    }

    #[test]
    fn chess960_without_a_fen_tag_starts_from_the_usual_setup() {
        let game = read_game("[Variant \"Chess960\"]\n1. e4 e5 *").unwrap();
        assert_eq!(game.start.rules().castling, CastlingMode::Chess960);
        assert_eq!(
            game.start.fen(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
        assert_eq!(game.moves.len(), 2);
    }

    #[test]
    fn errors_for_broken_pgn() {
        for bad in [
            "1. e4 e5 2. Ke3",
            "[Event \"x]\n1. e4",
            "1. e4 { never closed",
            "1. e4 (1. d4",
            "[Variant \"Atomic\"]\n1. e4",
            "[FEN \"8/8/8 w - - 0 1\"]\n1. e4",
            "1. e4 ) e5",
        ] {
            assert!(read_games(bad).is_err(), "{bad}");
        }
    }
}
