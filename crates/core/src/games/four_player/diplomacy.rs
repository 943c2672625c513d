//! Alliances and invitations: who is allied with whom, who invited whom,
//! and which ally a protectorate is loyal to. Pure bookkeeping over seats;
//! the game decides who may act and what the board does.
//!
//! An invitation always asks the invitee to join the proposer's side: the
//! proposer alone (a new alliance of two) or the proposer's alliance while
//! it has room. An invitee already in an alliance must leave it first (in
//! the same turn, before accepting). An invitation lapses when the
//! proposer's side fills up, when the two become allies some other way,
//! when either of them leaves the game, or when the invitee can no longer
//! join.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};

use crate::games::{RuleError, Seat};

/// The most members an alliance may have.
pub const MAX_ALLIANCE: usize = 3;

/// A pending invitation from one seat to another.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Invitation {
    pub from: Seat,
    pub to: Seat,
}

/// Every alliance and pending invitation at the table.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diplomacy {
    alliances: Vec<BTreeSet<Seat>>,
    invitations: Vec<Invitation>,
    loyal_to: [Option<Seat>; 4],
}

impl Diplomacy {
    /// The alliance `seat` belongs to (itself included), if any.
    pub fn alliance_of(&self, seat: Seat) -> Option<&BTreeSet<Seat>> {
        self.alliances
            .iter()
            .find(|members| members.contains(&seat))
    }

    /// Every alliance, each as its members.
    pub fn alliances(&self) -> &[BTreeSet<Seat>] {
        &self.alliances
    }

    /// The allies of `seat`, without itself.
    pub fn allies(&self, seat: Seat) -> Vec<Seat> {
        self.alliance_of(seat)
            .map(|members| members.iter().copied().filter(|&m| m != seat).collect())
            .unwrap_or_default()
    }

    /// Whether `a` and `b` are allies.
    pub fn are_allied(&self, a: Seat, b: Seat) -> bool {
        a != b
            && self
                .alliance_of(a)
                .is_some_and(|members| members.contains(&b))
    }

    /// How many seats the side of `seat` holds (1 when alone).
    fn side_size(&self, seat: Seat) -> usize {
        self.alliance_of(seat).map_or(1, BTreeSet::len)
    }

    /// Invitations waiting for `seat` to answer, oldest first.
    pub fn invitations_to(&self, seat: Seat) -> Vec<Seat> {
        self.invitations
            .iter()
            .filter(|inv| inv.to == seat)
            .map(|inv| inv.from)
            .collect()
    }

    /// Invitations `seat` has sent that are still pending.
    pub fn invitations_from(&self, seat: Seat) -> Vec<Seat> {
        self.invitations
            .iter()
            .filter(|inv| inv.from == seat)
            .map(|inv| inv.to)
            .collect()
    }

    /// The ally a protectorate is loyal to.
    pub fn loyal_to(&self, seat: Seat) -> Option<Seat> {
        self.loyal_to[seat]
    }

    /// Records that protectorate `seat` is loyal to `ally`.
    pub fn set_loyalty(&mut self, seat: Seat, ally: Option<Seat>) {
        self.loyal_to[seat] = ally;
    }

    /// Whether `from` may invite `to` now, judged only on what `from`
    /// knows (its own side and invitations): never on `to`'s alliances.
    pub fn check_proposal(&self, from: Seat, to: Seat) -> Result<(), RuleError> {
        if from == to {
            return Err(RuleError::new("you cannot invite yourself"));
        }
        if self.are_allied(from, to) {
            return Err(RuleError::new("that player is already your ally"));
        }
        if self.side_size(from) >= MAX_ALLIANCE {
            return Err(RuleError::new(format!(
                "your alliance is full (at most {MAX_ALLIANCE} players)"
            )));
        }
        if self.invitations_from(from).contains(&to) {
            return Err(RuleError::new("you have already invited that player"));
        }
        Ok(())
    }

    /// Sends an invitation from `from` to `to`.
    pub fn propose(&mut self, from: Seat, to: Seat) -> Result<(), RuleError> {
        self.check_proposal(from, to)?;
        self.invitations.push(Invitation { from, to });
        Ok(())
    }

    /// Whether `to` may accept the invitation from `from` now.
    pub fn check_accept(&self, to: Seat, from: Seat) -> Result<(), RuleError> {
        if !self.invitations_to(to).contains(&from) {
            return Err(RuleError::new("there is no such invitation for you"));
        }
        if self.alliance_of(to).is_some() {
            return Err(RuleError::new(
                "you must leave your alliance before joining another",
            ));
        }
        Ok(())
    }

    /// `to` joins the side of `from`; returns the members of the alliance
    /// it joined.
    pub fn accept(&mut self, to: Seat, from: Seat) -> Result<BTreeSet<Seat>, RuleError> {
        self.check_accept(to, from)?;
        self.invitations
            .retain(|inv| !(inv.from == from && inv.to == to));
        let members = match self.alliances.iter_mut().find(|m| m.contains(&from)) {
            Some(members) => {
                members.insert(to);
                members.clone()
            }
            None => {
                let members = BTreeSet::from([from, to]);
                self.alliances.push(members.clone());
                members
            }
        };
        self.drop_lapsed();
        Ok(members)
    }

    /// `to` turns down the invitation from `from`.
    pub fn decline(&mut self, to: Seat, from: Seat) -> Result<(), RuleError> {
        let before = self.invitations.len();
        self.invitations
            .retain(|inv| !(inv.from == from && inv.to == to));
        if self.invitations.len() == before {
            return Err(RuleError::new("there is no such invitation for you"));
        }
        Ok(())
    }

    /// `seat` leaves its alliance; returns the members it left behind. An
    /// alliance left with one member is no more. Invitations `seat` sent
    /// lapse.
    pub fn leave(&mut self, seat: Seat) -> Result<Vec<Seat>, RuleError> {
        let allies = self.allies(seat);
        if allies.is_empty() {
            return Err(RuleError::new("you are not in an alliance"));
        }
        self.detach(seat);
        self.invitations.retain(|inv| inv.from != seat);
        self.drop_lapsed();
        Ok(allies)
    }

    /// Removes `seat` from every alliance, invitation and loyalty (it is
    /// out of the game, or it can no longer join anyone).
    pub fn forget(&mut self, seat: Seat) {
        self.detach(seat);
        self.invitations
            .retain(|inv| inv.from != seat && inv.to != seat);
        self.loyal_to[seat] = None;
        self.drop_lapsed();
    }

    /// Drops every invitation to `seat` (it can no longer accept).
    pub fn withdraw_invitations_to(&mut self, seat: Seat) {
        self.invitations.retain(|inv| inv.to != seat);
    }

    /// Breaks up the alliance of `seat` (civil war); returns its members.
    pub fn dissolve(&mut self, seat: Seat) -> Vec<Seat> {
        let Some(index) = self.alliances.iter().position(|m| m.contains(&seat)) else {
            return Vec::new();
        };
        let members: Vec<Seat> = self.alliances.remove(index).into_iter().collect();
        for &member in &members {
            self.loyal_to[member] = None;
        }
        self.drop_lapsed();
        members
    }

    /// What `seat` knows of the table's diplomacy: its own alliance (with
    /// its members' loyalties) and the invitations it sent or received;
    /// nothing of anybody else's.
    pub fn known_to(&self, seat: Seat) -> Diplomacy {
        let mut known = Diplomacy::default();
        if let Some(members) = self.alliance_of(seat) {
            known.alliances.push(members.clone());
            for &member in members {
                known.loyal_to[member] = self.loyal_to[member];
            }
        }
        known.invitations = self
            .invitations
            .iter()
            .copied()
            .filter(|inv| inv.from == seat || inv.to == seat)
            .collect();
        known
    }

    /// Adds an alliance of `members`, none of them allied yet (a guess at
    /// other players' secret diplomacy).
    pub fn add_alliance(&mut self, members: BTreeSet<Seat>) {
        if members.len() >= 2 && members.iter().all(|&m| self.alliance_of(m).is_none()) {
            self.alliances.push(members);
        }
    }

    /// Takes `seat` out of its alliance, dissolving an alliance of one.
    fn detach(&mut self, seat: Seat) {
        for members in &mut self.alliances {
            members.remove(&seat);
        }
        self.alliances.retain(|members| members.len() >= 2);
        self.loyal_to[seat] = None;
        for loyal in &mut self.loyal_to {
            if *loyal == Some(seat) {
                *loyal = None;
            }
        }
    }

    /// Drops invitations that can no longer be accepted: the proposer's
    /// side is full, or the two are allies already.
    fn drop_lapsed(&mut self) {
        let lapsed: Vec<Invitation> = self
            .invitations
            .iter()
            .copied()
            .filter(|inv| {
                self.side_size(inv.from) >= MAX_ALLIANCE || self.are_allied(inv.from, inv.to)
            })
            .collect();
        self.invitations.retain(|inv| !lapsed.contains(inv));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_accepted_invitation_makes_an_alliance_of_two() {
        let mut d = Diplomacy::default();
        d.propose(0, 2).unwrap();
        assert_eq!(d.invitations_to(2), vec![0]);
        let members = d.accept(2, 0).unwrap();
        assert_eq!(members, BTreeSet::from([0, 2]));
        assert!(d.are_allied(0, 2));
        assert_eq!(d.allies(2), vec![0]);
        assert!(d.invitations_to(2).is_empty());
    }

    #[test]
    fn an_alliance_takes_a_third_member_and_no_fourth() {
        let mut d = Diplomacy::default();
        d.propose(0, 1).unwrap();
        d.accept(1, 0).unwrap();
        d.propose(1, 2).unwrap();
        d.propose(0, 3).unwrap();
        d.accept(2, 1).unwrap();
        assert_eq!(d.alliance_of(0), Some(&BTreeSet::from([0, 1, 2])));
        assert!(
            d.invitations_to(3).is_empty(),
            "the invitation to a fourth member lapsed when the alliance filled"
        );
        assert!(d.check_proposal(2, 3).is_err());
    }

    #[test]
    fn a_member_must_leave_before_joining_another_alliance() {
        let mut d = Diplomacy::default();
        d.propose(0, 1).unwrap();
        d.accept(1, 0).unwrap();
        d.propose(2, 1).unwrap();
        assert!(d.accept(1, 2).is_err());
        assert_eq!(d.leave(1).unwrap(), vec![0]);
        assert!(d.alliance_of(0).is_none(), "an alliance of one is no more");
        d.accept(1, 2).unwrap();
        assert!(d.are_allied(1, 2));
    }

    #[test]
    fn invitations_lapse_when_the_proposer_leaves() {
        let mut d = Diplomacy::default();
        d.propose(0, 1).unwrap();
        d.accept(1, 0).unwrap();
        d.propose(0, 3).unwrap();
        d.leave(0).unwrap();
        assert!(d.invitations_to(3).is_empty());
    }

    #[test]
    fn declining_and_duplicates() {
        let mut d = Diplomacy::default();
        d.propose(0, 1).unwrap();
        assert!(d.propose(0, 1).is_err());
        assert!(d.propose(0, 0).is_err());
        d.decline(1, 0).unwrap();
        assert!(d.decline(1, 0).is_err());
        assert!(d.alliances().is_empty());
    }

    #[test]
    fn dissolving_frees_everyone() {
        let mut d = Diplomacy::default();
        d.propose(3, 1).unwrap();
        d.accept(1, 3).unwrap();
        d.set_loyalty(1, Some(3));
        assert_eq!(d.dissolve(1), vec![1, 3]);
        assert!(d.alliances().is_empty());
        assert_eq!(d.loyal_to(1), None);
    }
}
