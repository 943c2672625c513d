//! What happened at the table, each with the seats allowed to know it.

use serde::{Deserialize, Serialize};

use crate::engine::men::{Army, Kind};
use crate::games::{Seat, Viewer};

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A man moved; `text` is the move in cross notation, `words` the
    /// same after the mover's name ("moved the pawn from f2 to f3").
    Moved {
        army: Army,
        text: String,
        words: String,
    },
    /// An army had no legal move and passed.
    Passed { army: Army },
    /// An army's king was taken.
    KingCaptured { army: Army, by: Army },
    /// A kingless army stays on as a protectorate and loses these men.
    BecameProtectorate {
        army: Army,
        lost: Vec<(String, Kind)>,
    },
    /// An army is out of the game; its men left the board.
    Out { army: Army },
    /// The game is over.
    Ended { reason: String },
    /// Secret: an invitation was sent.
    Proposed { from: Army, to: Army },
    /// Secret: an invitation was accepted; the alliance now has `members`.
    Joined { army: Army, members: Vec<Army> },
    /// Secret: an invitation was turned down.
    Declined { from: Army, by: Army },
    /// Secret: an army left the alliance of `left_behind`.
    Left { army: Army, left_behind: Vec<Army> },
    /// Secret: a protectorate is loyal to an ally.
    Loyal { army: Army, to: Army },
    /// Secret: the alliance holding every player still in broke up.
    CivilWar { members: Vec<Army> },
}

impl Event {
    /// The army whose doing the event is, if any.
    pub fn actor(&self) -> Option<Army> {
        match self {
            Event::Moved { army, .. }
            | Event::Passed { army }
            | Event::BecameProtectorate { army, .. }
            | Event::Out { army }
            | Event::Joined { army, .. }
            | Event::Left { army, .. }
            | Event::Loyal { army, .. } => Some(*army),
            Event::KingCaptured { by, .. } => Some(*by),
            Event::Proposed { from, .. } => Some(*from),
            Event::Declined { by, .. } => Some(*by),
            Event::Ended { .. } | Event::CivilWar { .. } => None,
        }
    }

    /// The event in a sentence, its actor named by `who` ("Red · Ann"),
    /// every other army by its colour.
    pub fn words(&self, who: impl Fn(Army) -> String) -> String {
        match self {
            Event::Moved { army, words, .. } => format!("{} {words}", who(*army)),
            Event::Passed { army } => format!("{} had no legal move and passed", who(*army)),
            Event::KingCaptured { army, by } => {
                format!("{} took {}'s king", who(*by), army.title())
            }
            Event::BecameProtectorate { army, lost } => {
                let lost = if lost.is_empty() {
                    "no men".to_string()
                } else {
                    lost.iter()
                        .map(|(square, kind)| format!("the {} on {square}", kind.name()))
                        .collect::<Vec<_>>()
                        .join(", ")
                };
                format!("{} became a protectorate and lost {lost}", who(*army))
            }
            Event::Out { army } => format!("{} is out", who(*army)),
            Event::Ended { reason } => format!("Game over: {reason}"),
            Event::Proposed { from, to } => {
                format!("{} invited {} to an alliance", who(*from), to.title())
            }
            Event::Joined { army, members } => {
                format!("{} joined the alliance: {}", who(*army), titles(members))
            }
            Event::Declined { from, by } => {
                format!("{} declined {}'s invitation", who(*by), from.title())
            }
            Event::Left { army, left_behind } => format!(
                "{} left the alliance with {}",
                who(*army),
                titles(left_behind)
            ),
            Event::Loyal { army, to } => format!("{} is loyal to {}", who(*army), to.title()),
            Event::CivilWar { members } => {
                format!("Civil war: the alliance of {} broke up", titles(members))
            }
        }
    }
}

/// Armies by colour: "White, Blue".
fn titles(armies: &[Army]) -> String {
    armies
        .iter()
        .map(|army| army.title())
        .collect::<Vec<_>>()
        .join(", ")
}

/// Who may know of an event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    Everyone,
    Only(Vec<Seat>),
}

impl Audience {
    /// Whether `viewer` may know of the event.
    pub fn admits(&self, viewer: Viewer) -> bool {
        match (self, viewer) {
            (Audience::Everyone, _) | (_, Viewer::Everything) => true,
            (Audience::Only(seats), Viewer::Seat(seat)) => seats.contains(&seat),
            (Audience::Only(_), Viewer::Public) => false,
        }
    }
}

/// An event as kept in the game's log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub audience: Audience,
    pub event: Event,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(army: Army) -> String {
        format!(
            "{} \u{b7} {}",
            army.title(),
            ["Ann", "Bo", "Cy", "Di"][army as usize]
        )
    }

    #[test]
    fn events_read_as_sentences_naming_the_actor() {
        let moved = Event::Moved {
            army: Army::Red,
            text: "Bh1xNk4".into(),
            words: "moved the bishop from h1 to k4, taking Blue's knight".into(),
        };
        assert_eq!(moved.actor(), Some(Army::Red));
        assert_eq!(
            moved.words(named),
            "Red \u{b7} Di moved the bishop from h1 to k4, taking Blue's knight"
        );
        let taken = Event::KingCaptured {
            army: Army::White,
            by: Army::Black,
        };
        assert_eq!(taken.actor(), Some(Army::Black));
        assert_eq!(taken.words(named), "Black \u{b7} Cy took White's king");
        let lost = Event::BecameProtectorate {
            army: Army::Blue,
            lost: vec![("b5".into(), Kind::Pawn), ("a7".into(), Kind::Rook)],
        };
        assert_eq!(
            lost.words(|army| army.title().to_string()),
            "Blue became a protectorate and lost the pawn on b5, the rook on a7"
        );
        let joined = Event::Joined {
            army: Army::Blue,
            members: vec![Army::White, Army::Blue],
        };
        assert_eq!(
            joined.words(named),
            "Blue \u{b7} Bo joined the alliance: White, Blue"
        );
        let war = Event::CivilWar {
            members: vec![Army::White, Army::Red],
        };
        assert_eq!(war.actor(), None);
        assert_eq!(
            war.words(named),
            "Civil war: the alliance of White, Red broke up"
        );
    }
}
