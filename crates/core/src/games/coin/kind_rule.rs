//! The rule text's balance option beside the queen's: one military kind
//! (knights, bishops or rooks) controlled otherwise, chosen before play
//! as [`super::Options::kind_rule`] (none: the standard game).
//!
//! The text: "if the Noble side is found to be overpowered, one of the
//! military type units (knights, bishops or rooks) might be able to be
//! controlled as if unpaired or (if the noble side is weak) under shared
//! control (no loss of military power when a noble uses an unpaired
//! military unit)". As played here (`docs/RULINGS.md`, COIN chess):
//!
//! - [`KindControl::Unpaired`]: every man of the kind counts as unpaired,
//!   however many his colour has. The Peasant may move any of them after
//!   a cede; the Noble moving one takes option e) (needs military
//!   control, loses it for his next turn). With rooks, castling moves an
//!   unpaired rook: it always counts as option e).
//! - [`KindControl::Shared`]: while the kind is paired (two or more) its
//!   men are the Noble's as usual (option f). The last man of the kind is
//!   shared: the Peasant may move him after a cede, as any unpaired man,
//!   and the Noble moves him as if he were still paired, option f), which
//!   needs military control and keeps it: no loss of military power. With
//!   rooks, castling with the last rook is option c), which keeps control.
//!
//! The rule holds for both colours alike and for promoted men, for the
//! whole game.

use std::fmt;

use serde::{Deserialize, Serialize};

use super::military::MILITARY;
use crate::engine::men::Kind;

/// How the chosen kind is controlled.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KindControl {
    /// Every man of the kind counts as unpaired (if the Nobles are too
    /// strong).
    Unpaired,
    /// The last man of the kind is shared: the Peasant's as an unpaired
    /// man, the Noble's without loss of control (if the Nobles are weak).
    Shared,
}

impl KindControl {
    /// Both ways, as the rule text names them.
    pub const ALL: [KindControl; 2] = [KindControl::Unpaired, KindControl::Shared];

    /// `unpaired` or `shared`.
    pub fn name(self) -> &'static str {
        match self {
            KindControl::Unpaired => "unpaired",
            KindControl::Shared => "shared",
        }
    }
}

/// One military kind and how it is controlled. Its serde form is
/// `{"kind": "knight", "control": "shared"}`; the command line and
/// exported games write [`KindRule::name`] (`knights-shared`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct KindRule {
    /// A military kind: knight, bishop or rook.
    pub kind: Kind,
    pub control: KindControl,
}

/// The plural of a military kind, as names and words use it.
pub fn plural(kind: Kind) -> &'static str {
    match kind {
        Kind::Knight => "knights",
        Kind::Bishop => "bishops",
        Kind::Rook => "rooks",
        Kind::Pawn => "pawns",
        Kind::Queen => "queens",
        Kind::King => "kings",
    }
}

impl KindRule {
    /// Every rule: each military kind as if unpaired, then each shared.
    pub fn all() -> Vec<KindRule> {
        KindControl::ALL
            .into_iter()
            .flat_map(|control| MILITARY.map(|kind| KindRule { kind, control }))
            .collect()
    }

    /// The rule's name on the command line and in exported games:
    /// `knights-unpaired`, `rooks-shared`, ...
    pub fn name(self) -> String {
        format!("{}-{}", plural(self.kind), self.control.name())
    }

    /// The rule named `text` (as [`KindRule::name`] writes it, any case,
    /// `_` for `-` allowed).
    pub fn from_name(text: &str) -> Option<KindRule> {
        let text = text.trim().to_ascii_lowercase().replace('_', "-");
        KindRule::all().into_iter().find(|rule| rule.name() == text)
    }

    /// Whether the rule names a military kind (a save could name another).
    pub fn is_military(self) -> bool {
        MILITARY.contains(&self.kind)
    }
}

/// Written as its name: `knights-shared`.
impl fmt::Display for KindRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_strangers_are_refused() {
        let names: Vec<String> = KindRule::all().iter().map(|rule| rule.name()).collect();
        assert_eq!(
            names,
            [
                "knights-unpaired",
                "bishops-unpaired",
                "rooks-unpaired",
                "knights-shared",
                "bishops-shared",
                "rooks-shared"
            ]
        );
        for rule in KindRule::all() {
            assert_eq!(KindRule::from_name(&rule.name()), Some(rule));
            assert_eq!(rule.to_string(), rule.name());
            assert!(rule.is_military());
        }
        assert_eq!(
            KindRule::from_name(" Rooks_Shared "),
            Some(KindRule {
                kind: Kind::Rook,
                control: KindControl::Shared
            })
        );
        for stranger in ["queens-shared", "knights", "knights-paired", ""] {
            assert_eq!(KindRule::from_name(stranger), None, "{stranger}");
        }
        let queen = KindRule {
            kind: Kind::Queen,
            control: KindControl::Unpaired,
        };
        assert!(!queen.is_military());
        assert_eq!(
            serde_json::to_string(&KindRule::from_name("bishops-shared").unwrap()).unwrap(),
            r#"{"kind":"bishop","control":"shared"}"#
        );
    }
}
