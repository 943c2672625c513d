//! The Four Player computer's diplomacy: simple judgements on the
//! material everybody can count and on what its own seat knows.
//!
//! - An invitation is accepted from a player no stronger than the
//!   strongest other enemy (allying with the leader only makes the leader
//!   stronger), and while it is in no alliance; otherwise declined.
//! - Alone, it now and then invites the weakest other player when someone
//!   else leads on material by more than a minor piece.
//! - In an alliance, it leaves once an ally has become the strongest
//!   player at the table by more than a rook.

use super::evaluation::material;
use crate::games::Game;
use crate::games::Seat;
use crate::games::four_player::{self, Action, FourPlayer, Standing, army_of, seat_of};

/// A lead on material that calls for an alliance against the leader.
const THREATENING_LEAD: i32 = 300;

/// A lead of an ally that ends the alliance.
const OVERBEARING_LEAD: i32 = 500;

/// Plies between two rounds of invitations.
const INVITATION_PLIES: u32 = 24;

/// The action its diplomacy takes now for `seat`, if any.
pub fn judgement(game: &FourPlayer, seat: Seat) -> Option<Action> {
    let legal = game.legal_actions(seat);
    let material = material(game);
    let allies: Vec<Seat> = (0..four_player::SEATS)
        .filter(|&other| other != seat && game.are_allied(seat, other))
        .collect();
    let strongest_enemy = (0..four_player::SEATS)
        .filter(|&other| other != seat && !allies.contains(&other))
        .filter(|&other| game.standing(other) != Standing::Out)
        .map(|other| material[other])
        .max()
        .unwrap_or(0);
    // Answer invitations, the best first.
    let invitations: Vec<Seat> = legal
        .iter()
        .filter_map(|action| match action {
            Action::Decline(army) => Some(seat_of(*army)),
            _ => None,
        })
        .collect();
    if let Some(&from) = invitations.iter().min_by_key(|&&from| material[from]) {
        let others_strongest = (0..four_player::SEATS)
            .filter(|&other| other != seat && other != from)
            .filter(|&other| game.standing(other) != Standing::Out)
            .map(|other| material[other])
            .max()
            .unwrap_or(0);
        let accept = Action::Accept(army_of(from));
        if material[from] <= others_strongest && legal.contains(&accept) {
            return Some(accept);
        }
        return Some(Action::Decline(army_of(from)));
    }
    if !allies.is_empty() {
        let strongest_ally = allies.iter().map(|&ally| material[ally]).max();
        let leave = strongest_ally
            .is_some_and(|ally| ally > strongest_enemy.max(material[seat]) + OVERBEARING_LEAD);
        return (leave && legal.contains(&Action::Leave)).then_some(Action::Leave);
    }
    if game.position().ply() % INVITATION_PLIES >= 4 {
        return None;
    }
    let mut others: Vec<Seat> = (0..four_player::SEATS)
        .filter(|&other| other != seat && game.standing(other) == Standing::Playing)
        .collect();
    others.sort_by_key(|&other| material[other]);
    let (&weakest, &leader) = (others.first()?, others.last()?);
    if weakest == leader || material[leader] < material[seat] + THREATENING_LEAD {
        return None;
    }
    let propose = Action::Propose(army_of(weakest));
    legal.contains(&propose).then_some(propose)
}
