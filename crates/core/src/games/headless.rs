//! The headless driver behind `parlour play`: one action per input line,
//! exactly one JSON object per output line.
//!
//! Each answer holds `turn` (the seat to act, or null), `boards` (per board,
//! occupied squares mapped to `"<army> <kind>"`; a disguised man the viewer
//! cannot name is `"<army> checker <number>"`, one they can
//! `"<army> <kind> (checker <number>)"`), `result` (null, or winners,
//! scores and reason), the fields of the game's [`Game::view`] for the
//! viewer, and `error` when the line was refused (the game is then
//! unchanged). A blank line just reports the state.

use std::collections::BTreeMap;
use std::io::{self, BufRead, Write};

use serde_json::{Map, Value, json};

use super::{Game, RuleError, Viewer};

/// Plays `game` from `input`, answering each line on `output` as `viewer`
/// sees the table. A line that is not UTF-8 text is refused like any bad
/// action, and the session goes on.
pub fn run<G: Game>(
    game: &mut G,
    viewer: Viewer,
    mut input: impl BufRead,
    mut output: impl Write,
) -> io::Result<()> {
    let mut line = Vec::new();
    while input.read_until(b'\n', &mut line)? > 0 {
        let refusal = match std::str::from_utf8(&line) {
            Ok(text) => step(game, text.trim()).err(),
            Err(_) => Some(RuleError::new("the line is not UTF-8 text")),
        };
        let answer = report(game, viewer, refusal.as_ref());
        serde_json::to_writer(&mut output, &answer)?;
        writeln!(output)?;
        output.flush()?;
        line.clear();
    }
    Ok(())
}

/// Applies one line of input for the seat to act.
fn step<G: Game>(game: &mut G, text: &str) -> Result<(), RuleError> {
    if text.is_empty() {
        return Ok(());
    }
    let seat = game
        .to_act()
        .ok_or_else(|| RuleError::new("the game is over"))?;
    let action = game.parse_action(seat, text)?;
    game.apply(seat, &action).map(|_| ())
}

/// The JSON object describing the table as `viewer` sees it.
pub fn report<G: Game>(
    game: &G,
    viewer: Viewer,
    refusal: Option<&RuleError>,
) -> Map<String, Value> {
    let mut answer = match serde_json::to_value(game.view(viewer)) {
        Ok(Value::Object(fields)) => fields,
        Ok(other) => Map::from_iter([("view".to_string(), other)]),
        Err(error) => Map::from_iter([("view_error".to_string(), json!(error.to_string()))]),
    };
    answer.insert("turn".into(), json!(game.to_act()));
    let boards: Vec<BTreeMap<String, String>> = game
        .boards(viewer)
        .into_iter()
        .map(|board| {
            board
                .men
                .into_iter()
                .map(|man| {
                    let text = match (&man.label, man.hidden) {
                        (Some(label), true) => format!("{} checker {label}", man.army.name()),
                        (Some(label), false) => {
                            format!("{} {} (checker {label})", man.army.name(), man.kind.name())
                        }
                        (None, _) => format!("{} {}", man.army.name(), man.kind.name()),
                    };
                    (man.square, text)
                })
                .collect()
        })
        .collect();
    answer.insert("boards".into(), json!(boards));
    let result = game.outcome().map(|outcome| {
        let mut result = json!({
            "winners": outcome.winners,
            "scores": outcome.scores,
            "reason": outcome.reason,
        });
        if let Some(why) = outcome.why {
            result["why"] = json!(why);
        }
        result
    });
    answer.insert("result".into(), json!(result));
    if let Some(refusal) = refusal {
        answer.insert("error".into(), json!(refusal.0));
    }
    answer
}

#[cfg(test)]
mod tests {
    use serde::{Deserialize, Serialize};

    use super::*;
    use crate::engine::men::{Army, Kind};
    use crate::games::board_view::{BoardView, Choice, ManView};
    use crate::games::{Outcome, Seat};

    /// A toy race: seats take turns pushing one king a file to the right;
    /// whoever puts it on the h-file wins.
    #[derive(Clone, Serialize, Deserialize)]
    struct Race {
        file: u8,
        turn: Seat,
        steps: usize,
    }

    /// What the race shows besides the board: how far the king is.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    struct RaceView {
        file: u8,
    }

    impl Game for Race {
        type Action = u8;
        type Event = ();
        type View = RaceView;

        fn seat_count(&self) -> usize {
            2
        }
        fn to_act(&self) -> Option<Seat> {
            (self.file < 7).then_some(self.turn)
        }
        fn legal_actions(&self, seat: Seat) -> Vec<u8> {
            if self.to_act() == Some(seat) {
                vec![1, 2]
            } else {
                vec![]
            }
        }
        fn apply(&mut self, seat: Seat, steps: &u8) -> Result<Vec<()>, RuleError> {
            if !self.legal_actions(seat).contains(steps) {
                return Err(RuleError::new("step 1 or 2 files"));
            }
            self.file = (self.file + steps).min(7);
            self.steps += 1;
            if self.file < 7 {
                self.turn = 1 - self.turn;
            }
            Ok(vec![])
        }
        fn boards(&self, _viewer: Viewer) -> Vec<BoardView> {
            let square = format!("{}1", (b'a' + self.file) as char);
            vec![BoardView {
                files: 8,
                ranks: 8,
                men: vec![ManView::plain(square, Army::White, Kind::King)],
                ..BoardView::default()
            }]
        }
        fn moves_played(&self) -> usize {
            self.steps
        }

        fn outcome(&self) -> Option<Outcome> {
            (self.file == 7).then(|| Outcome {
                winners: vec![self.turn],
                scores: None,
                reason: "reached the h-file".into(),
                why: None,
            })
        }
        fn parse_action(&self, _seat: Seat, text: &str) -> Result<u8, RuleError> {
            text.parse()
                .map_err(|_| RuleError::new(format!("not a number: {text}")))
        }
        fn view(&self, _viewer: Viewer) -> RaceView {
            RaceView { file: self.file }
        }
        fn gesture(&self, _seat: Seat, _board: usize, _choice: &Choice) -> Result<u8, RuleError> {
            Err(RuleError::new("the race is run by numbers"))
        }
    }

    fn play(lines: &str) -> Vec<Value> {
        let mut game = Race {
            file: 0,
            turn: 0,
            steps: 0,
        };
        let mut out = Vec::new();
        run(&mut game, Viewer::Public, lines.as_bytes(), &mut out).unwrap();
        String::from_utf8(out)
            .unwrap()
            .lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect()
    }

    #[test]
    fn answers_each_line_with_one_object() {
        let answers = play("2\n\n2\n");
        assert_eq!(answers.len(), 3);
        assert_eq!(answers[0]["turn"], json!(1));
        assert_eq!(answers[0]["boards"], json!([{"c1": "white king"}]));
        assert_eq!(answers[0]["result"], Value::Null);
        assert_eq!(
            answers[0]["file"],
            json!(2),
            "the view's fields are in the answer"
        );
        assert_eq!(answers[1], answers[0], "a blank line only reports");
        assert_eq!(answers[2]["boards"], json!([{"e1": "white king"}]));
        assert!(answers.iter().all(|answer| answer.get("error").is_none()));
    }

    #[test]
    fn refused_lines_report_an_error_and_change_nothing() {
        let answers = play("x\n3\n1\n");
        assert_eq!(answers[0]["error"], json!("not a number: x"));
        assert_eq!(answers[1]["error"], json!("step 1 or 2 files"));
        assert_eq!(answers[1]["boards"], json!([{"a1": "white king"}]));
        assert_eq!(answers[1]["turn"], json!(0));
        assert_eq!(answers[2]["boards"], json!([{"b1": "white king"}]));
    }

    #[test]
    fn reports_the_result_and_refuses_moves_after_the_end() {
        let answers = play("2\n2\n2\n1\n1\n");
        assert_eq!(answers[3]["turn"], Value::Null);
        assert_eq!(
            answers[3]["result"],
            json!({"winners": [1], "scores": null, "reason": "reached the h-file"})
        );
        assert_eq!(answers[4]["error"], json!("the game is over"));
    }
}
