//! Who may move a queen: the seed's main rule and its four balance
//! variants, chosen before play as [`super::Options::queen`].
//!
//! The rule text calls the queen "paired and unpaired" at once: in its
//! main version only the Noble with military control moves her (option
//! d), and it suggests loosening that to balance the roles. If the Nobles
//! turn out weak, let the Noble move her without control
//! ([`QueenRule::NobleAlways`]); if they are too strong, let the Peasant
//! move her when the Noble lacks control
//! ([`QueenRule::PeasantWithoutControl`]); if they are far too strong,
//! count her as an unpaired military man ([`QueenRule::Unpaired`]). "Or
//! maybe she could be under shared control" ([`QueenRule::Shared`]): as
//! the text defines shared control for the military ("no loss of military
//! power when a noble uses an unpaired military unit"), the Peasant may
//! move her as an unpaired man and the Noble as his own, without loss.
//!
//! The rule applies to every queen of either colour, promoted ones too,
//! and to both colours alike. It is fixed for the whole game.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::legality::NobleOption;

/// Who may move a queen. The serde form is snake_case (`noble_always`);
/// the command line and exported games write [`QueenRule::name`]
/// (`noble-always`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QueenRule {
    /// The seed's main rule: only the Noble with military control moves a
    /// queen (option d, which keeps control); a Noble without control may
    /// not, and a Peasant never does.
    #[default]
    Standard,
    /// The Noble may move a queen with or without military control. Moving
    /// her is still option d), which then does not need control and keeps
    /// control as it was: a Noble without control who moves her still
    /// lacks it on his next turn (only options a and b give it back), one
    /// with control keeps it. A Peasant never moves a queen.
    NobleAlways,
    /// As [`QueenRule::Standard`] for the Noble (option d needs control).
    /// When the Noble lacks military control this turn and cedes, his
    /// Peasant may move a queen as well as pawns and unpaired military
    /// men; the turn counts as option b) like any cede, so the Noble has
    /// control again on his next turn. After a cede by a Noble who had
    /// control the queen is not the Peasant's. A Noble without control may
    /// cede when his Peasant's only move is a queen's.
    PeasantWithoutControl,
    /// Every queen counts as an unpaired military man, however many queens
    /// her colour has (a promoted second queen does not pair her). The
    /// Noble moving her takes option e): it needs military control and
    /// loses it for his next turn, so option d) has no move left. The
    /// Peasant may move her after any cede, whether or not the Noble had
    /// control.
    Unpaired,
    /// Shared control: the Noble moves a queen as in the standard game
    /// (option d: it needs military control and keeps it), and his
    /// Peasant may move her after any cede, whether or not the Noble had
    /// control.
    Shared,
}

impl QueenRule {
    /// Every rule, the standard one first.
    pub const ALL: [QueenRule; 5] = [
        QueenRule::Standard,
        QueenRule::NobleAlways,
        QueenRule::PeasantWithoutControl,
        QueenRule::Unpaired,
        QueenRule::Shared,
    ];

    /// The rule's name on the command line and in exported games:
    /// `standard`, `noble-always`, `peasant-without-control`, `unpaired`,
    /// `shared`.
    pub fn name(self) -> &'static str {
        match self {
            QueenRule::Standard => "standard",
            QueenRule::NobleAlways => "noble-always",
            QueenRule::PeasantWithoutControl => "peasant-without-control",
            QueenRule::Unpaired => "unpaired",
            QueenRule::Shared => "shared",
        }
    }

    /// The rule named `text` (as [`QueenRule::name`] writes it, any case,
    /// `_` for `-` allowed).
    pub fn from_name(text: &str) -> Option<QueenRule> {
        let text = text.trim().to_ascii_lowercase().replace('_', "-");
        QueenRule::ALL.into_iter().find(|rule| rule.name() == text)
    }

    /// Whether `option` needs military control under this rule: as
    /// [`NobleOption::needs_control`], except option d) with
    /// [`QueenRule::NobleAlways`].
    pub fn needs_control(self, option: NobleOption) -> bool {
        option.needs_control() && !(self == QueenRule::NobleAlways && option == NobleOption::Queen)
    }

    /// Whether a queen's move by the Noble counts as option e) (with
    /// [`QueenRule::Unpaired`]) rather than d).
    pub fn queen_is_unpaired(self) -> bool {
        self == QueenRule::Unpaired
    }

    /// Whether the Peasant, ceded to by a Noble who had military `control`
    /// this turn (`false`: who lacked it), may move a queen.
    pub fn peasant_moves_queen(self, control: bool) -> bool {
        match self {
            QueenRule::Standard | QueenRule::NobleAlways => false,
            QueenRule::PeasantWithoutControl => !control,
            QueenRule::Unpaired | QueenRule::Shared => true,
        }
    }
}

/// Written as its name: `noble-always`.
impl fmt::Display for QueenRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_strangers_are_refused() {
        for rule in QueenRule::ALL {
            assert_eq!(QueenRule::from_name(rule.name()), Some(rule));
            assert_eq!(rule.to_string(), rule.name());
        }
        assert_eq!(
            QueenRule::from_name("Peasant_Without_Control"),
            Some(QueenRule::PeasantWithoutControl)
        );
        assert_eq!(QueenRule::from_name("paired"), None);
        assert_eq!(QueenRule::default(), QueenRule::Standard);
        assert_eq!(
            serde_json::to_string(&QueenRule::NobleAlways).unwrap(),
            "\"noble_always\""
        );
    }

    #[test]
    fn only_noble_always_frees_option_d_from_control() {
        for rule in QueenRule::ALL {
            let frees = rule == QueenRule::NobleAlways;
            assert_eq!(rule.needs_control(NobleOption::Queen), !frees, "{rule}");
            for option in NobleOption::ALL {
                if option != NobleOption::Queen {
                    assert_eq!(rule.needs_control(option), option.needs_control());
                }
            }
        }
    }

    #[test]
    fn which_peasants_move_a_queen() {
        let table: Vec<(bool, bool)> = QueenRule::ALL
            .iter()
            .map(|rule| {
                (
                    rule.peasant_moves_queen(true),
                    rule.peasant_moves_queen(false),
                )
            })
            .collect();
        assert_eq!(
            table,
            [
                (false, false),
                (false, false),
                (false, true),
                (true, true),
                (true, true)
            ]
        );
    }
}
