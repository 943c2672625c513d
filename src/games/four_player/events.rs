//! What happened at the table, each with the seats allowed to know it.

use serde::{Deserialize, Serialize};

use crate::engine::men::{Army, Kind};
use crate::games::{Seat, Viewer};

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A man moved; `text` is the move in cross notation.
    Moved { army: Army, text: String },
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
            (Audience::Everyone, _) => true,
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
