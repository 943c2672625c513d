//! Carousel searched on its 8x8 board itself (make and unmake, no table
//! bookkeeping): the seats move in the carousel's order, each capture and
//! promotion is credited to its mover along the line, and the game's
//! endings are scored as the score sheet would settle them (a mate gives
//! its mover 10 and the winning colour's cards 5, a draw the Draw card
//! 100). Seats on the searching seat's side help it, the others play
//! against it (the paranoid assumption), as in [`super::game_search`],
//! which this replaces for Carousel: it reaches the searching seat's own
//! next move within the same nodes.

use super::game_search::{Budget, take_value};
use super::judge::{Judge, WIN, carousel_prospects, other};
use crate::engine::men::{Army, Kind};
use crate::engine::{Move, MoveKind, MoveList, Position};
use crate::games::carousel::scores::{
    CHECKMATE_POINTS, DRAW_CARD_POINTS, PROMOTION_POINTS, WINNING_CARD_POINTS,
};
use crate::games::carousel::{Action, Card, Carousel};
use crate::games::random::Random;
use crate::games::{Seat, Viewer};

/// Above every value.
const INFINITY: i32 = 2 * WIN;

/// How a line ended.
enum End {
    /// `mover` mated the side to move.
    Mate {
        winner: Army,
        mover: Seat,
    },
    Draw,
}

/// One search of a Carousel sample for one seat.
struct CarouselSearch<'a> {
    game: &'a Carousel,
    root: Seat,
    /// The seat to move at each ply from the root (the root first).
    movers: Vec<Seat>,
    /// Every seat's points along the line searched.
    totals: Vec<i64>,
    /// Each seat's card in the sample.
    cards: Vec<Option<Card>>,
    position: Position,
}

/// The values for `seat` of each of `actions` in `game` (a sample whose
/// cards are dealt), searched `depth` moves deep. Actions after the best
/// so far may get a bound below their true value. `None` when the budget
/// ran out before the end.
pub(super) fn score_actions(
    game: &Carousel,
    seat: Seat,
    actions: &[Action],
    depth: u32,
    budget: &mut Budget,
) -> Option<Vec<i32>> {
    let seats = game.players().len();
    let mut search = CarouselSearch {
        game,
        root: seat,
        movers: movers(game, depth as usize + 1),
        totals: game.score_sheet().totals(),
        cards: (0..seats)
            .map(|other| game.card_for(Viewer::Seat(other)))
            .collect(),
        position: game.position().clone(),
    };
    let mut scores = Vec::with_capacity(actions.len());
    let mut best = -INFINITY;
    for Action::Move(mv) in actions {
        if budget.count() {
            return None;
        }
        let score = search.after(*mv, 0, depth - 1, best - 1, INFINITY, budget);
        if budget.spent {
            return None;
        }
        best = best.max(score);
        scores.push(score);
    }
    Some(scores)
}

/// The next `count` seats to move, the one to move now first. At an even
/// table the die's future rolls are unknown: they are drawn from the
/// position, so a search sees one likely order.
fn movers(game: &Carousel, count: usize) -> Vec<Seat> {
    let mut order = game.turn_order().clone();
    let seats = game.players().len() as u64;
    let mut die = Random::seeded(game.position().hash());
    let mut movers = Vec::with_capacity(count);
    for _ in 0..count {
        movers.push(order.current());
        order.advance(|| die.below(seats) as Seat);
    }
    movers
}

/// The points `mv` brings its mover: the man it takes (a pawn en passant)
/// and one for a promotion.
fn points_of(position: &Position, mv: Move) -> i64 {
    let taken = match mv.kind {
        MoveKind::EnPassant => Some(Kind::Pawn),
        MoveKind::Castle | MoveKind::Drop(_) => None,
        _ => position.man_at(mv.to).map(|man| man.kind),
    };
    let promotion = match mv.kind {
        MoveKind::Promotion(_) => PROMOTION_POINTS,
        _ => 0,
    };
    taken.map_or(0, |kind| i64::from(kind.value())) + promotion
}

impl CarouselSearch<'_> {
    /// The value for the root of playing `mv` for the seat at `ply`, then
    /// searching `depth` more moves within (`alpha`, `beta`).
    fn after(
        &mut self,
        mv: Move,
        ply: usize,
        depth: u32,
        alpha: i32,
        beta: i32,
        budget: &mut Budget,
    ) -> i32 {
        let mover = self.movers[ply];
        let points = points_of(&self.position, mv);
        self.totals[mover] += points;
        let undo = self.position.make(mv);
        let value = self.search(ply + 1, depth, alpha, beta, budget);
        self.position.unmake(mv, undo);
        self.totals[mover] -= points;
        value
    }

    /// The value for the root of the position with the seat at `ply` to
    /// move, `depth` moves deep, within (`alpha`, `beta`).
    fn search(
        &mut self,
        ply: usize,
        depth: u32,
        mut alpha: i32,
        mut beta: i32,
        budget: &mut Budget,
    ) -> i32 {
        let mut list = MoveList::new();
        self.position.generate_moves(&mut list);
        if list.is_empty() {
            let end = if self.position.is_check() {
                End::Mate {
                    winner: other(self.position.turn()),
                    mover: self.movers[ply - 1],
                }
            } else {
                End::Draw
            };
            return self.ended(end);
        }
        if self.position.halfmove_clock() >= 100 || self.position.is_insufficient_material() {
            return self.ended(End::Draw);
        }
        if depth == 0 || budget.spent || ply + 1 >= self.movers.len() {
            return self.prospects();
        }
        let mover = self.movers[ply];
        let ours = self.game.same_side(self.root, mover);
        // Captures first, the most valuable victim first.
        let position = &self.position;
        list.sort_by_key(|&mv| -points_of(position, mv));
        let mut best = if ours { -INFINITY } else { INFINITY };
        for &mv in list.iter() {
            if budget.count() {
                break;
            }
            let value = self.after(mv, ply, depth - 1, alpha, beta, budget);
            if take_value(ours, value, &mut best, &mut alpha, &mut beta) {
                break;
            }
        }
        if best.abs() == INFINITY {
            self.prospects()
        } else {
            best
        }
    }

    /// The root's value of the line ending so: a share of the win for the
    /// highest totals once the end is settled, or a loss.
    fn ended(&self, end: End) -> i32 {
        let mut totals = self.totals.clone();
        for (seat, total) in totals.iter_mut().enumerate() {
            let card = self.cards[seat];
            *total += match end {
                End::Mate { winner, mover } => {
                    let mate = if seat == mover { CHECKMATE_POINTS } else { 0 };
                    let colour = if card.is_some() && card == Card::of_army(winner) {
                        WINNING_CARD_POINTS
                    } else {
                        0
                    };
                    mate + colour
                }
                End::Draw if card == Some(Card::Draw) => DRAW_CARD_POINTS,
                End::Draw => 0,
            };
        }
        let best = totals.iter().copied().max().unwrap_or(0);
        let winners = totals.iter().filter(|&&total| total == best).count();
        if totals[self.root] < best {
            -WIN
        } else if winners >= totals.len() {
            0
        } else {
            WIN / winners as i32
        }
    }

    /// The root's prospects in the unfinished line.
    fn prospects(&self) -> i32 {
        carousel_prospects(
            &self.position,
            &self.totals,
            self.root,
            self.cards[self.root],
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Level;
    use crate::ai::Limits;
    use crate::ai::players::{self, Player};
    use crate::games::Game;

    #[test]
    fn a_mate_that_wins_the_table_is_played_whatever_the_card() {
        for seed in 0..6 {
            let names: Vec<String> = ["Ann", "Ben", "Cat"].map(String::from).to_vec();
            let mut game = Carousel::new(&names, Random::seeded(seed)).expect("three players");
            // Three movers set up the fool's mate; whoever moves Black next
            // mates with Qh4 and scores 10, more than any card's 5.
            for text in ["f3", "e5", "g4"] {
                let seat = game.to_act().expect("a seat to move");
                game.play(seat, text).expect("a legal move");
            }
            let seat = game.to_act().expect("a seat to move");
            let decision = players::decide(
                &game,
                seat,
                Player::Computer(Level::Club),
                seed,
                Limits::default(),
            )
            .expect("a move");
            let Action::Move(mv) = decision.action;
            assert_eq!(mv.to_string(), "d8h4", "seed {seed}");
        }
    }

    #[test]
    fn the_search_credits_a_capture_to_its_mover_and_sees_the_recapture() {
        let names: Vec<String> = ["Ann", "Ben", "Cat"].map(String::from).to_vec();
        let mut game = Carousel::new(&names, Random::seeded(1)).expect("three players");
        // 1. e4 d5: White may take on d5 (a pawn, defended by Black's
        // queen after the exchange) or not.
        for text in ["e4", "d5"] {
            let seat = game.to_act().expect("a seat to move");
            game.play(seat, text).expect("a legal move");
        }
        let seat = game.to_act().expect("a seat to move");
        let take = game.parse_action(seat, "exd5").expect("a legal move");
        let quiet = game.parse_action(seat, "a3").expect("a legal move");
        let totals = |scores: &[i32]| scores.to_vec();
        let mut budget = Budget::new(None, None);
        // One move deep the capture's point is counted for its mover ...
        let one = score_actions(&game, seat, &[take.clone(), quiet.clone()], 1, &mut budget)
            .expect("no budget limit");
        assert!(one[0] > one[1], "{:?}", totals(&one));
        // ... and two deep the next seat takes back on d5 with the queen,
        // scoring the point for itself.
        let two =
            score_actions(&game, seat, &[take, quiet], 2, &mut budget).expect("no budget limit");
        assert!(two[0] < one[0], "{:?} then {:?}", one, two);
    }
}
