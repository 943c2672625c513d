//! What a seat may do on its turn, and its words on the command line and
//! in the exported text.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::engine::cross::{CrossMove, CrossSquare};
use crate::engine::men::{Army, Kind};
use crate::games::RuleError;

/// One action of a seat. Every action but a move, a pass and `withdraw`
/// leaves the turn with the same seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Action {
    /// Move a man.
    Move(CrossMove),
    /// No legal move: the turn passes.
    Pass,
    /// Privately invite an army to join your side.
    Propose(Army),
    /// Accept the invitation of an army.
    Accept(Army),
    /// Turn down the invitation of an army.
    Decline(Army),
    /// Privately leave your alliance.
    Leave,
    /// King lost in an alliance: stay on as a protectorate.
    Protectorate,
    /// King lost in an alliance: take your men off the board and go out.
    Withdraw,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Move(step) => write!(f, "{step}"),
            Action::Pass => f.write_str("pass"),
            Action::Propose(army) => write!(f, "propose {}", army.name()),
            Action::Accept(army) => write!(f, "accept {}", army.name()),
            Action::Decline(army) => write!(f, "decline {}", army.name()),
            Action::Leave => f.write_str("leave"),
            Action::Protectorate => f.write_str("protectorate"),
            Action::Withdraw => f.write_str("withdraw"),
        }
    }
}

/// Reads an action: `f2f3`, `g13g14q`, `pass`, `propose red`, `accept`,
/// `accept blue`, `decline`, `leave`, `protectorate`, `withdraw`.
/// `pending` are the armies whose invitations wait for an answer: a bare
/// `accept` or `decline` means the only one.
pub fn parse(text: &str, pending: &[Army]) -> Result<Action, RuleError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let army_word = |word: Option<&&str>| -> Result<Option<Army>, RuleError> {
        match word {
            None => Ok(None),
            Some(name) => Army::from_name(&name.to_lowercase())
                .map(Some)
                .ok_or_else(|| {
                    RuleError::new(format!(
                        "unknown army {name:?}: say white, blue, black or red"
                    ))
                }),
        }
    };
    let answered = |word: Option<&&str>| -> Result<Army, RuleError> {
        match (army_word(word)?, pending) {
            (Some(army), _) => Ok(army),
            (None, [only]) => Ok(*only),
            (None, []) => Err(RuleError::new("no invitation is waiting for you")),
            (None, _) => Err(RuleError::new(
                "several invitations wait: name the army, e.g. \"accept red\"",
            )),
        }
    };
    let Some(first) = words.first() else {
        return Err(RuleError::new("say a move such as f2f3, or an action word"));
    };
    if words.len() > 2 {
        return Err(RuleError::new(format!("cannot read {text:?}")));
    }
    let action = match first.to_lowercase().as_str() {
        "pass" => Action::Pass,
        "leave" => Action::Leave,
        "protectorate" => Action::Protectorate,
        "withdraw" => Action::Withdraw,
        "propose" => Action::Propose(
            army_word(words.get(1))?
                .ok_or_else(|| RuleError::new("propose to whom? e.g. \"propose red\""))?,
        ),
        "accept" => Action::Accept(answered(words.get(1))?),
        "decline" => Action::Decline(answered(words.get(1))?),
        _ => return parse_step(first).map(Action::Move),
    };
    let takes_army = matches!(
        action,
        Action::Propose(_) | Action::Accept(_) | Action::Decline(_)
    );
    if words.len() == 2 && !takes_army {
        return Err(RuleError::new(format!("cannot read {text:?}")));
    }
    Ok(action)
}

/// Reads a move such as `f2f3` or `g13g14q` (whether it is legal is
/// checked later, against the board).
fn parse_step(text: &str) -> Result<CrossMove, RuleError> {
    let unreadable = || {
        RuleError::new(format!(
            "cannot read {text:?}: a move is two squares such as f2f3 (g13g14q to promote), or a word: pass, propose <army>, accept, decline, leave, protectorate, withdraw"
        ))
    };
    let bytes = text.as_bytes();
    let square_end = |start: usize| -> Option<usize> {
        let file = *bytes.get(start)?;
        if !file.is_ascii_lowercase() {
            return None;
        }
        let digits = bytes[start + 1..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        (1..=2).contains(&digits).then_some(start + 1 + digits)
    };
    let from_end = square_end(0).ok_or_else(unreadable)?;
    let to_end = square_end(from_end).ok_or_else(unreadable)?;
    let promotion = match &text[to_end..] {
        "" => None,
        rest => {
            let mut letters = rest.chars();
            let kind = letters
                .next()
                .and_then(Kind::from_letter)
                .filter(|kind| !matches!(kind, Kind::King | Kind::Pawn));
            match (kind, letters.next()) {
                (Some(kind), None) => Some(kind),
                _ => return Err(unreadable()),
            }
        }
    };
    let square = |name: &str| {
        CrossSquare::parse(name)
            .ok_or_else(|| RuleError::new(format!("{name} is not a square of the cross")))
    };
    Ok(CrossMove {
        from: square(&text[..from_end])?,
        to: square(&text[from_end..to_end])?,
        promotion,
    })
}

/// A list of actions in the serde form the command line writes them
/// (`f2f3`, `propose red`), for views read by people and scripts
/// (`#[serde(with = "as_words")]`).
pub(super) mod as_words {
    use serde::de::Error;
    use serde::{Deserialize, Deserializer, Serializer};

    use super::{Action, parse};

    /// Writes each action as its words.
    pub fn serialize<S: Serializer>(actions: &[Action], serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(actions.iter().map(ToString::to_string))
    }

    /// Reads each action from its words.
    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Vec<Action>, D::Error> {
        Vec::<String>::deserialize(deserializer)?
            .iter()
            .map(|text| parse(text, &[]).map_err(D::Error::custom))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_read_back_as_written() {
        let actions = [
            Action::Move(CrossMove {
                from: CrossSquare::parse("g13").unwrap(),
                to: CrossSquare::parse("g14").unwrap(),
                promotion: Some(Kind::Queen),
            }),
            Action::Move(CrossMove {
                from: CrossSquare::parse("f2").unwrap(),
                to: CrossSquare::parse("f3").unwrap(),
                promotion: None,
            }),
            Action::Pass,
            Action::Propose(Army::Red),
            Action::Accept(Army::Blue),
            Action::Decline(Army::White),
            Action::Leave,
            Action::Protectorate,
            Action::Withdraw,
        ];
        for action in actions {
            assert_eq!(parse(&action.to_string(), &[]), Ok(action));
        }
    }

    #[test]
    fn no_flag_can_be_played_in_a_game_without_clocks() {
        assert!(parse("time", &[]).is_err());
    }

    #[test]
    fn a_bare_answer_means_the_only_invitation() {
        assert_eq!(
            parse("accept", &[Army::Black]),
            Ok(Action::Accept(Army::Black))
        );
        assert_eq!(
            parse("decline", &[Army::Red]),
            Ok(Action::Decline(Army::Red))
        );
        assert!(parse("accept", &[]).is_err());
        assert!(parse("accept", &[Army::Red, Army::Blue]).is_err());
    }

    #[test]
    fn nonsense_is_refused_with_a_reason() {
        for bad in [
            "",
            "propose",
            "propose green",
            "leave now",
            "f2",
            "f2f3k",
            "f2f3qq",
            "zz",
            "a1a2",
            "a b c",
        ] {
            let error = parse(bad, &[]).expect_err(bad);
            assert!(!error.0.is_empty());
        }
    }
}
