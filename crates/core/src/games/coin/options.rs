//! The game's options, chosen before play: a clock, and the rule text's
//! balance options (who may move a queen, [`QueenRule`]; one military kind
//! controlled otherwise, [`KindRule`]), with the words for the Noble's
//! options and the Peasant's men as the balance options have them.

use serde::{Deserialize, Serialize};

use super::clock::ClockOptions;
use super::kind_rule::{KindControl, KindRule, plural};
use super::legality::NobleOption;
use super::queen::QueenRule;
use crate::engine::men::Kind;
use crate::games::RuleError;

/// The game's options, chosen before play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// A clock per role, if the table plays with one (off by default).
    pub clock: Option<ClockOptions>,
    /// Who may move a queen: the standard rule or one of the balance
    /// variants. Saves made before the option existed have none and load
    /// as [`QueenRule::Standard`].
    #[serde(default)]
    pub queen: QueenRule,
    /// One military kind controlled as if unpaired or shared; none in the
    /// standard game. Saves made before the option existed have none.
    #[serde(default)]
    pub kind_rule: Option<KindRule>,
}

/// "a, b or c".
fn either(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// The sentence `text` begins.
fn capitalised(text: &str) -> String {
    let mut letters = text.chars();
    letters.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(letters).collect()
    })
}

impl Options {
    /// Refuses a clock of no time or of more than the limit, and a kind
    /// rule for a man who is no military man.
    pub fn check(&self) -> Result<(), RuleError> {
        if let Some(rule) = self.kind_rule.filter(|rule| !rule.is_military()) {
            return Err(RuleError::new(format!(
                "only knights, bishops or rooks may be controlled otherwise, not {}",
                plural(rule.kind)
            )));
        }
        match self.clock {
            Some(clock) => clock.check(),
            None => Ok(()),
        }
    }

    /// The kind controlled the `control` way, if any.
    pub fn kind_with(self, control: KindControl) -> Option<Kind> {
        self.kind_rule
            .filter(|rule| rule.control == control)
            .map(|rule| rule.kind)
    }

    /// The men option e) moves, in words: "a pawn or an unpaired military
    /// man", with the kind counted as unpaired and an unpaired queen.
    fn relinquished_men(self) -> Vec<String> {
        let mut men = vec!["a pawn".to_string(), "an unpaired military man".to_string()];
        if let Some(kind) = self.kind_with(KindControl::Unpaired) {
            men.push(format!("a {}", kind.name()));
        }
        if self.queen.queen_is_unpaired() {
            men.push("a queen".into());
        }
        men
    }

    /// The Noble's option in a few words, as the balance options have it
    /// (option e names the kind counted as unpaired and an unpaired queen,
    /// option f the last man of a shared kind).
    pub fn option_name(self, option: NobleOption) -> String {
        match option {
            NobleOption::Relinquish => format!("move {}", either(&self.relinquished_men())),
            NobleOption::Paired => match self.kind_with(KindControl::Shared) {
                Some(kind) => format!("move a paired military man or the last {}", kind.name()),
                None => option.name().to_string(),
            },
            _ => option.name().to_string(),
        }
    }

    /// What the Noble's option does, in a sentence, as the balance options
    /// have it.
    pub fn option_description(self, option: NobleOption) -> String {
        let shared = self.kind_with(KindControl::Shared);
        let rooks = self
            .kind_rule
            .filter(|rule| rule.kind == Kind::Rook)
            .map(|rule| rule.control);
        match option {
            NobleOption::Castle => match rooks {
                Some(KindControl::Unpaired) => "Not in this game: rooks count as unpaired \
                     military men, so castling is option e)."
                    .into(),
                Some(KindControl::Shared) => "Castle, with two rooks or the last one \
                     (rooks are shared); military control is kept."
                    .into(),
                None => option.describe().into(),
            },
            NobleOption::Queen => match self.queen {
                QueenRule::NobleAlways => "Move a queen, with or without military control; \
                     control stays as it was."
                    .into(),
                QueenRule::Unpaired => "Not in this game: a queen counts as an unpaired \
                     military man, so moving her is option e)."
                    .into(),
                QueenRule::Shared => "Move a queen, whom the Peasant may also move after \
                     a cede; military control is kept."
                    .into(),
                QueenRule::Standard | QueenRule::PeasantWithoutControl => option.describe().into(),
            },
            NobleOption::Relinquish => {
                let mut text = format!(
                    "{}, and lose military control for the next turn.",
                    capitalised(&self.option_name(option))
                );
                if let Some(kind) = shared {
                    text.push_str(&format!(
                        " The last {} is shared: moving him is option f).",
                        kind.name()
                    ));
                }
                text
            }
            NobleOption::Paired => match shared {
                Some(kind) => format!(
                    "Move a paired military man, or the last {}, who is shared; military \
                     control is kept.",
                    kind.name()
                ),
                None => option.describe().into(),
            },
            NobleOption::King | NobleOption::Cede => option.describe().into(),
        }
    }

    /// What a Peasant ceded to may move, in words, when his Noble had
    /// military `control` this turn: "a pawn or an unpaired military man
    /// (not a queen)", with the kind counted as unpaired and a queen when
    /// the queen rule lets him.
    pub fn peasant_men(self, control: bool) -> String {
        let mut men = vec!["a pawn".to_string(), "an unpaired military man".to_string()];
        if let Some(kind) = self.kind_with(KindControl::Unpaired) {
            men.push(format!("a {}", kind.name()));
        }
        let queen = self.queen.peasant_moves_queen(control);
        if queen {
            men.push("a queen".into());
        }
        let mut text = either(&men);
        if !queen {
            text.push_str(" (not a queen)");
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(queen: QueenRule, kind_rule: &str) -> Options {
        Options {
            queen,
            kind_rule: KindRule::from_name(kind_rule),
            ..Options::default()
        }
    }

    #[test]
    fn a_rule_for_a_man_who_is_no_military_man_is_refused() {
        let queens = Options {
            kind_rule: Some(KindRule {
                kind: Kind::Queen,
                control: KindControl::Shared,
            }),
            ..Options::default()
        };
        assert_eq!(
            queens.check(),
            Err(RuleError::new(
                "only knights, bishops or rooks may be controlled otherwise, not queens"
            ))
        );
        for rule in KindRule::all() {
            let options = Options {
                kind_rule: Some(rule),
                ..Options::default()
            };
            assert_eq!(options.check(), Ok(()));
        }
    }

    #[test]
    fn the_options_words_follow_the_balance_options() {
        let standard = Options::default();
        for option in NobleOption::ALL {
            assert_eq!(standard.option_name(option), option.name());
            assert_eq!(standard.option_description(option), option.describe());
        }
        let e = NobleOption::Relinquish;
        assert_eq!(
            with(QueenRule::Unpaired, "knights-unpaired").option_name(e),
            "move a pawn, an unpaired military man, a knight or a queen"
        );
        assert_eq!(
            with(QueenRule::Unpaired, "").option_description(e),
            "Move a pawn, an unpaired military man or a queen, and lose military control for \
             the next turn."
        );
        let shared = with(QueenRule::Standard, "bishops-shared");
        assert_eq!(
            shared.option_name(NobleOption::Paired),
            "move a paired military man or the last bishop"
        );
        assert!(
            shared
                .option_description(e)
                .ends_with("The last bishop is shared: moving him is option f).")
        );
        assert!(
            with(QueenRule::Standard, "rooks-unpaired")
                .option_description(NobleOption::Castle)
                .starts_with("Not in this game")
        );
        assert!(
            with(QueenRule::Shared, "")
                .option_description(NobleOption::Queen)
                .contains("the Peasant may also move")
        );
    }

    #[test]
    fn the_peasants_men_follow_the_balance_options() {
        assert_eq!(
            Options::default().peasant_men(true),
            "a pawn or an unpaired military man (not a queen)"
        );
        let peasant_queen = with(QueenRule::PeasantWithoutControl, "rooks-unpaired");
        assert_eq!(
            peasant_queen.peasant_men(true),
            "a pawn, an unpaired military man or a rook (not a queen)"
        );
        assert_eq!(
            peasant_queen.peasant_men(false),
            "a pawn, an unpaired military man, a rook or a queen"
        );
        assert_eq!(
            with(QueenRule::Shared, "knights-shared").peasant_men(true),
            "a pawn, an unpaired military man or a queen"
        );
    }
}
