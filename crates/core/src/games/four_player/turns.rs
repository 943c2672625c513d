//! The turn: what a seat may do, applying it, and what follows (king
//! losses, protectorates, eliminations, civil war, the end).

use crate::engine::cross::{CrossMove, CrossSquare};
use crate::engine::men::{Army, Kind};
use crate::games::{Outcome, RuleError, Seat, Viewer};

use super::action::Action;
use super::events::{Audience, Entry, Event};
use super::notation;
use super::view::MoveEntry;
use super::{FourPlayer, SEATS, Standing, army_of, seat_of};

/// Full rounds without a capture or pawn move that draw the game.
pub const QUIET_ROUNDS: u32 = 50;

/// Why the last player in wins, in words.
const LAST_PLAYER_IN: &str = "Only the last player in wins, not the last alliance: a player whose \
    king is lost is out, unless an ally keeps them as a protectorate, and an alliance left alone \
    at the table breaks up.";

impl FourPlayer {
    /// Seats still in the game, in turn order.
    pub fn seats_in(&self) -> Vec<Seat> {
        (0..SEATS)
            .filter(|&seat| self.standing[seat] != Standing::Out)
            .collect()
    }

    /// The moves the seat to act may make on the board (its first move must
    /// be a pawn move).
    pub(super) fn board_moves(&self) -> Vec<CrossMove> {
        let pawns_only = !self.has_moved[self.turn];
        self.position
            .pseudo_legal_moves()
            .iter()
            .copied()
            .filter(|mv| {
                !pawns_only
                    || self
                        .position
                        .man_at(mv.from)
                        .is_some_and(|man| man.kind == Kind::Pawn)
            })
            .collect()
    }

    /// Everything `seat` may do now.
    pub(super) fn actions_of(&self, seat: Seat) -> Vec<Action> {
        if self.outcome.is_some() || seat != self.turn {
            return Vec::new();
        }
        match self.standing[seat] {
            Standing::Out => return Vec::new(),
            Standing::Kingless => return vec![Action::Protectorate, Action::Withdraw],
            Standing::Playing | Standing::Protectorate => {}
        }
        let mut actions = Vec::new();
        let in_alliance = self.diplomacy.alliance_of(seat).is_some();
        let waiting = self.diplomacy.invitations_to(seat);
        for &from in &waiting {
            if !in_alliance {
                actions.push(Action::Accept(army_of(from)));
            }
            actions.push(Action::Decline(army_of(from)));
        }
        if in_alliance && self.standing[seat] == Standing::Playing {
            actions.push(Action::Leave);
        }
        if !self.proposed_this_turn {
            for to in 0..SEATS {
                if self.standing[to] == Standing::Playing
                    && self.diplomacy.check_proposal(seat, to).is_ok()
                {
                    actions.push(Action::Propose(army_of(to)));
                }
            }
        }
        if waiting.is_empty() {
            let moves = self.board_moves();
            if moves.is_empty() {
                actions.push(Action::Pass);
            }
            actions.extend(moves.into_iter().map(Action::Move));
        }
        actions
    }

    /// Applies an action of `seat`; the events returned are those `seat`
    /// may know of.
    pub(super) fn act(&mut self, seat: Seat, action: &Action) -> Result<Vec<Event>, RuleError> {
        if self.outcome.is_some() {
            return Err(RuleError::new("the game is over"));
        }
        if seat >= SEATS {
            return Err(RuleError::new(format!("there is no seat {seat}")));
        }
        if seat != self.turn {
            return Err(RuleError::new(format!(
                "it is {}'s turn, not {}'s",
                army_of(self.turn).title(),
                army_of(seat).title()
            )));
        }
        let first_new = self.log.len();
        self.check_standing(seat, action)?;
        match action {
            Action::Move(step) => self.play_move(seat, *step)?,
            Action::Pass => {
                if !self.board_moves().is_empty() {
                    return Err(RuleError::new(
                        "you have a legal move: you may pass only without one",
                    ));
                }
                self.announce(Event::Passed {
                    army: army_of(seat),
                });
                self.end_turn(seat, true);
            }
            Action::Propose(army) => self.propose(seat, seat_of(*army))?,
            Action::Accept(army) => {
                let members = self.diplomacy.accept(seat, seat_of(*army))?;
                let members: Vec<Seat> = members.into_iter().collect();
                self.tell(
                    &members,
                    Event::Joined {
                        army: army_of(seat),
                        members: members.iter().map(|&m| army_of(m)).collect(),
                    },
                );
                self.settle();
            }
            Action::Decline(army) => {
                let from = seat_of(*army);
                self.diplomacy.decline(seat, from)?;
                self.tell(
                    &[seat, from],
                    Event::Declined {
                        from: *army,
                        by: army_of(seat),
                    },
                );
            }
            Action::Leave => {
                let left_behind = self.diplomacy.leave(seat)?;
                let mut audience = left_behind.clone();
                audience.push(seat);
                self.tell(
                    &audience,
                    Event::Left {
                        army: army_of(seat),
                        left_behind: left_behind.into_iter().map(army_of).collect(),
                    },
                );
                self.settle();
            }
            Action::Protectorate => {
                self.become_protectorate(seat);
                if self.standing[seat] == Standing::Out {
                    self.end_turn(seat, true);
                }
            }
            Action::Withdraw => {
                self.eliminate(seat);
                self.settle();
                self.end_turn(seat, true);
            }
        }
        self.history.push((seat, action.clone()));
        Ok(self.log[first_new..]
            .iter()
            .filter(|entry| entry.audience.admits(Viewer::Seat(seat)))
            .map(|entry| entry.event.clone())
            .collect())
    }

    /// Refuses actions the seat's standing or waiting invitations forbid.
    fn check_standing(&self, seat: Seat, action: &Action) -> Result<(), RuleError> {
        let kingless_choice = matches!(action, Action::Protectorate | Action::Withdraw);
        match self.standing[seat] {
            Standing::Kingless if !kingless_choice => Err(RuleError::new(
                "your king was taken: choose protectorate or withdraw first",
            )),
            Standing::Kingless => Ok(()),
            _ if kingless_choice => Err(RuleError::new(
                "only a player whose king was taken in an alliance may choose that",
            )),
            Standing::Protectorate if *action == Action::Leave => {
                Err(RuleError::new("a protectorate cannot leave its alliance"))
            }
            _ => match (action, self.diplomacy.invitations_to(seat).first()) {
                (Action::Move(_) | Action::Pass, Some(&from)) => Err(RuleError::new(format!(
                    "first answer the invitation from {} (accept or decline)",
                    army_of(from).title()
                ))),
                _ => Ok(()),
            },
        }
    }

    fn propose(&mut self, seat: Seat, to: Seat) -> Result<(), RuleError> {
        if self.proposed_this_turn {
            return Err(RuleError::new("you may send one invitation per turn"));
        }
        if to >= SEATS || self.standing[to] != Standing::Playing {
            return Err(RuleError::new(format!(
                "{} cannot join an alliance: it has no king",
                army_of(to).title()
            )));
        }
        self.diplomacy.propose(seat, to)?;
        self.proposed_this_turn = true;
        self.tell(
            &[seat, to],
            Event::Proposed {
                from: army_of(seat),
                to: army_of(to),
            },
        );
        Ok(())
    }

    fn play_move(&mut self, seat: Seat, mv: CrossMove) -> Result<(), RuleError> {
        let army = army_of(seat);
        if !self.board_moves().contains(&mv) {
            let why = match self.position.refusal(mv) {
                Some(refusal) => refusal.to_string(),
                // A move of the board that the first-move rule forbids.
                None => format!(
                    "every army's first move is a pawn's, so the {} on {} waits for {}'s next turn",
                    self.position
                        .man_at(mv.from)
                        .map_or("man", |man| man.kind.name()),
                    mv.from,
                    army.title()
                ),
            };
            return Err(RuleError::new(format!("{}: {why}", Action::Move(mv))));
        }
        let Some(man) = self.position.man_at(mv.from) else {
            return Err(RuleError::new(format!("no man on {}", mv.from)));
        };
        let undo = self.position.make(mv);
        let captured = undo.captured();
        let text = notation::describe(man, mv, captured);
        let words = notation::in_words(man, mv, captured);
        self.moves.push(MoveEntry {
            army,
            text: text.clone(),
            captured,
        });
        self.last_move = Some((mv.from, mv.to));
        self.has_moved[seat] = true;
        self.announce(Event::Moved { army, text, words });
        if let Some(victim) = captured {
            self.captured[seat].push(victim);
            if victim.kind == Kind::King {
                self.lose_king(seat_of(victim.army), army);
            }
        }
        self.settle();
        self.end_turn(seat, captured.is_none() && man.kind != Kind::Pawn);
        Ok(())
    }

    /// `victim`'s king was taken by `by`.
    fn lose_king(&mut self, victim: Seat, by: Army) {
        self.announce(Event::KingCaptured {
            army: army_of(victim),
            by,
        });
        if self.diplomacy.alliance_of(victim).is_some() {
            self.standing[victim] = Standing::Kingless;
            self.diplomacy.withdraw_invitations_to(victim);
        } else {
            self.eliminate(victim);
        }
    }

    /// A kingless player stays on as a protectorate: it loses its share of
    /// men at random and becomes loyal to an ally with a king.
    fn become_protectorate(&mut self, seat: Seat) {
        let army = army_of(seat);
        let mut men: Vec<(CrossSquare, Kind)> = self
            .position
            .men()
            .filter(|(_, man)| man.army == army)
            .map(|(square, man)| (square, man.kind))
            .collect();
        let count = protectorate_loss(men.len(), self.options.protectorate_loss_percent);
        self.random.shuffle(&mut men);
        let mut lost: Vec<(CrossSquare, Kind)> = men.into_iter().take(count).collect();
        lost.sort();
        for &(square, _) in &lost {
            self.position.set_man(square, None);
        }
        self.standing[seat] = Standing::Protectorate;
        self.announce(Event::BecameProtectorate {
            army,
            lost: lost
                .into_iter()
                .map(|(square, kind)| (square.to_string(), kind))
                .collect(),
        });
        self.settle();
    }

    /// Takes `seat` out of the game with all its men.
    fn eliminate(&mut self, seat: Seat) {
        let army = army_of(seat);
        self.standing[seat] = Standing::Out;
        self.position.remove_army(army);
        self.diplomacy.forget(seat);
        self.announce(Event::Out { army });
    }

    /// Applies the rules that follow from a change until nothing more
    /// changes: alliances without a king are out, kingless players without
    /// allies are out, protectorates find a loyal ally, an alliance holding
    /// every player still in breaks up, and the last player in wins.
    pub(super) fn settle(&mut self) {
        loop {
            if let Some(alliance) = self.diplomacy.alliances().iter().find(|members| {
                members
                    .iter()
                    .all(|&member| self.standing[member] != Standing::Playing)
            }) {
                for member in alliance.clone() {
                    self.eliminate(member);
                }
                continue;
            }
            if let Some(seat) = (0..SEATS).find(|&seat| {
                let kingless = matches!(
                    self.standing[seat],
                    Standing::Kingless | Standing::Protectorate
                );
                let stranded = kingless && self.diplomacy.alliance_of(seat).is_none();
                let empty =
                    self.standing[seat] != Standing::Out && !self.position.has_men(army_of(seat));
                stranded || empty
            }) {
                self.eliminate(seat);
                continue;
            }
            let seats_in = self.seats_in();
            if seats_in.len() >= 2
                && let Some(alliance) = self.diplomacy.alliance_of(seats_in[0])
                && seats_in.iter().all(|seat| alliance.contains(seat))
            {
                let members = self.diplomacy.dissolve(seats_in[0]);
                self.tell(
                    &members,
                    Event::CivilWar {
                        members: members.iter().map(|&m| army_of(m)).collect(),
                    },
                );
                continue;
            }
            break;
        }
        self.assign_loyalties();
        self.check_last_player();
    }

    /// Gives every protectorate whose loyal ally lost its king or left a
    /// new one among its allies with a king, at random.
    fn assign_loyalties(&mut self) {
        for seat in 0..SEATS {
            if self.standing[seat] != Standing::Protectorate {
                continue;
            }
            let kinged: Vec<Seat> = self
                .diplomacy
                .allies(seat)
                .into_iter()
                .filter(|&ally| self.standing[ally] == Standing::Playing)
                .collect();
            if self
                .diplomacy
                .loyal_to(seat)
                .is_some_and(|ally| kinged.contains(&ally))
                || kinged.is_empty()
            {
                continue;
            }
            let ally = kinged[self.random.below(kinged.len() as u64) as usize];
            self.diplomacy.set_loyalty(seat, Some(ally));
            let mut members = self.diplomacy.allies(seat);
            members.push(seat);
            self.tell(
                &members,
                Event::Loyal {
                    army: army_of(seat),
                    to: army_of(ally),
                },
            );
        }
    }

    fn check_last_player(&mut self) {
        if self.outcome.is_some() {
            return;
        }
        let seats_in = self.seats_in();
        let (winners, reason) = match seats_in.as_slice() {
            [] => (Vec::new(), "nobody is left in the game".to_string()),
            [winner] => (
                vec![*winner],
                format!("{} wins: the last player in", army_of(*winner).title()),
            ),
            _ => return,
        };
        self.finish(winners, reason, LAST_PLAYER_IN);
    }

    fn finish(&mut self, winners: Vec<Seat>, reason: String, why: &str) {
        self.announce(Event::Ended {
            reason: reason.clone(),
        });
        self.outcome = Some(Outcome {
            winners,
            scores: None,
            reason,
            why: Some(why.to_string()),
        });
    }

    /// Ends `seat`'s turn: counts quiet rounds, checks the fifty-round draw
    /// and hands the turn to the next seat still in.
    fn end_turn(&mut self, seat: Seat, quiet: bool) {
        if quiet {
            self.quiet_turns[seat] += 1;
        } else {
            self.quiet_turns = [0; SEATS];
        }
        self.proposed_this_turn = false;
        if self.outcome.is_some() {
            return;
        }
        let seats_in = self.seats_in();
        if seats_in
            .iter()
            .all(|&s| self.quiet_turns[s] >= QUIET_ROUNDS)
        {
            self.finish(
                seats_in,
                format!("draw: {QUIET_ROUNDS} rounds without a capture or a pawn move"),
                "Fifty full rounds have been played without a capture or a pawn move: the \
                 players still in share the draw.",
            );
            return;
        }
        if let Some(next) = (1..=SEATS)
            .map(|offset| (seat + offset) % SEATS)
            .find(|&next| self.standing[next] != Standing::Out)
        {
            self.turn = next;
            self.position.set_turn(army_of(next));
        }
    }

    /// Logs an event everyone may know.
    fn announce(&mut self, event: Event) {
        self.log.push(Entry {
            audience: Audience::Everyone,
            event,
        });
    }

    /// Logs a secret event for `seats` only.
    fn tell(&mut self, seats: &[Seat], event: Event) {
        let mut seats = seats.to_vec();
        seats.sort_unstable();
        seats.dedup();
        self.log.push(Entry {
            audience: Audience::Only(seats),
            event,
        });
    }
}

/// How many of `men` a new protectorate loses: `percent` of them, rounded
/// up.
pub fn protectorate_loss(men: usize, percent: u8) -> usize {
    (men * percent as usize).div_ceil(100)
}
