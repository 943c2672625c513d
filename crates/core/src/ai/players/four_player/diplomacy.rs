//! The Four Player computer's diplomacy: simple judgements on the
//! material everybody can count, the standings everybody sees, and what
//! its own seat knows (its allies and the invitations it holds). It is
//! taken one action at a time, before any search, and asked again after
//! each, so a switch of alliance is `leave` and then `accept` (or
//! `propose`) in the same turn.
//!
//! - A partner's *worth* is its material, half of it when it has lost its
//!   king (a protectorate cannot keep the alliance alive when the computer
//!   loses its own), and nothing when it leads the table by more than a
//!   minor piece (allying with the leader only makes the leader stronger).
//!   An alliance is worth the sum of the allies' worths.
//! - A *fit* partner is one no stronger than the strongest of the other
//!   players.
//! - Invitations are looked at the weakest inviter first. Alone, the
//!   computer accepts a fit inviter and declines any other. Allied, it
//!   leaves its alliance to accept (the betrayal and the acceptance in
//!   one turn) when the inviter is fit, even once allies without a king
//!   are out for being left alone, and worth more than its alliance by
//!   more than a rook; otherwise (and always as a protectorate, which may
//!   not leave) it declines and stays.
//! - In an alliance without an invitation, it leaves once an ally leads
//!   the table by more than a rook; and at the turns when it would invite
//!   someone if it were alone (below), it leaves to invite that player
//!   instead when they are worth more than its alliance by more than a
//!   rook.
//! - Alone, it now and then (one turn in six rounds) invites the weakest
//!   other player with a king when another player with a king leads it on
//!   material by more than a minor piece.

use super::evaluation::material;
use crate::games::Game;
use crate::games::Seat;
use crate::games::four_player::{self, Action, FourPlayer, Standing, army_of, seat_of};

/// A lead on material that calls for an alliance against the leader, and
/// makes the leader worth nothing as an ally.
const THREATENING_LEAD: i32 = 300;

/// A lead of an ally that ends the alliance, and the margin by which
/// another partner must be worth more than an alliance to break it.
const OVERBEARING_LEAD: i32 = 500;

/// Plies between two rounds of invitations.
const INVITATION_PLIES: u32 = 24;

/// What one seat sees: everybody's material and standing, and its own
/// allies.
struct Sight<'a> {
    game: &'a FourPlayer,
    seat: Seat,
    material: [i32; four_player::SEATS],
    allies: Vec<Seat>,
}

impl Sight<'_> {
    /// The players still in, other than the seat and `except`.
    fn others(&self, except: &[Seat]) -> impl Iterator<Item = Seat> + '_ {
        let except = except.to_vec();
        (0..four_player::SEATS).filter(move |&other| {
            other != self.seat
                && !except.contains(&other)
                && self.game.standing(other) != Standing::Out
        })
    }

    /// The most material among the players still in other than the seat
    /// and `except`.
    fn strongest_but(&self, except: &[Seat]) -> i32 {
        self.others(except)
            .map(|other| self.material[other])
            .max()
            .unwrap_or(0)
    }

    /// Whether `other` is ahead of every other player still in, the seat
    /// included, by more than `margin`.
    fn leads_by(&self, other: Seat, margin: i32) -> bool {
        let rest = self.strongest_but(&[other]).max(self.material[self.seat]);
        self.material[other] > rest + margin
    }

    /// Whether `other` would make a fit partner: no stronger than the
    /// strongest of the other players.
    fn fit(&self, other: Seat) -> bool {
        self.material[other] <= self.strongest_but(&[other])
    }

    /// Whether `other` would still be a fit partner once the seat has left
    /// its alliance, when its allies without a king may be out with their
    /// men.
    fn fit_after_leaving(&self, other: Seat) -> bool {
        let mut gone: Vec<Seat> = self
            .allies
            .iter()
            .copied()
            .filter(|&ally| self.game.standing(ally) != Standing::Playing)
            .collect();
        gone.push(other);
        self.material[other] <= self.strongest_but(&gone)
    }

    /// What `other` is worth as a partner.
    fn worth(&self, other: Seat) -> i32 {
        if self.leads_by(other, THREATENING_LEAD) {
            0
        } else if self.game.standing(other) == Standing::Playing {
            self.material[other]
        } else {
            self.material[other] / 2
        }
    }

    /// What the seat's alliance is worth to it.
    fn alliance_worth(&self) -> i32 {
        self.allies.iter().map(|&ally| self.worth(ally)).sum()
    }

    /// Whether `other` is worth more than the seat's alliance by more than
    /// a rook: worth breaking the alliance for.
    fn worth_a_switch(&self, other: Seat) -> bool {
        self.worth(other) > self.alliance_worth() + OVERBEARING_LEAD
    }

    /// The player it would invite now if it were alone: at the turns of a
    /// round of invitations, the weakest other player with a king, when
    /// someone else leads the seat by more than a minor piece.
    fn invitee(&self) -> Option<Seat> {
        if self.game.position().ply() % INVITATION_PLIES >= 4 {
            return None;
        }
        let mut playing: Vec<Seat> = self
            .others(&[])
            .filter(|&other| self.game.standing(other) == Standing::Playing)
            .collect();
        playing.sort_by_key(|&other| self.material[other]);
        let (&weakest, &leader) = (playing.first()?, playing.last()?);
        (weakest != leader && self.material[leader] >= self.material[self.seat] + THREATENING_LEAD)
            .then_some(weakest)
    }
}

/// The action its diplomacy takes now for `seat`, if any.
pub fn judgement(game: &FourPlayer, seat: Seat) -> Option<Action> {
    let legal = game.legal_actions(seat);
    let sight = Sight {
        game,
        seat,
        material: material(game),
        allies: (0..four_player::SEATS)
            .filter(|&other| other != seat && game.are_allied(seat, other))
            .collect(),
    };
    let allied = !sight.allies.is_empty();
    // Answer invitations, the weakest inviter first.
    let inviter = legal
        .iter()
        .filter_map(|action| match action {
            Action::Decline(army) => Some(seat_of(*army)),
            _ => None,
        })
        .min_by_key(|&from| sight.material[from]);
    if let Some(from) = inviter {
        let accept = Action::Accept(army_of(from));
        if sight.fit(from) {
            if legal.contains(&accept) {
                return Some(accept);
            }
            let switch = allied && sight.fit_after_leaving(from) && sight.worth_a_switch(from);
            if switch && legal.contains(&Action::Leave) {
                return Some(Action::Leave);
            }
        }
        return Some(Action::Decline(army_of(from)));
    }
    if allied {
        let overbearing = sight
            .allies
            .iter()
            .any(|&ally| sight.leads_by(ally, OVERBEARING_LEAD));
        let better = sight
            .invitee()
            .is_some_and(|other| !sight.allies.contains(&other) && sight.worth_a_switch(other));
        return ((overbearing || better) && legal.contains(&Action::Leave))
            .then_some(Action::Leave);
    }
    let propose = Action::Propose(army_of(sight.invitee()?));
    legal.contains(&propose).then_some(propose)
}
