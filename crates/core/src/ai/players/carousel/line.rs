//! A line of play on a Carousel sample's 8x8 board (make and unmake, no
//! table bookkeeping), which both of Carousel's searches walk: the seats
//! move in the carousel's order, each capture and promotion is credited
//! to its mover, and the game's endings are scored as the score sheet
//! would settle them (a mate gives its mover 10 and the winning colour's
//! cards 5, a draw the Draw card 100).

use super::prospects::prospects;
use crate::ai::budget::Budget;
use crate::ai::players::value::WIN;
use crate::engine::men::{Army, Kind};
use crate::engine::random::Random;
use crate::engine::{Move, MoveKind, MoveList, Position, Undo};
use crate::games::carousel::scores::{
    CHECKMATE_POINTS, DRAW_CARD_POINTS, PROMOTION_POINTS, WINNING_CARD_POINTS,
};
use crate::games::carousel::{Card, Carousel};
use crate::games::{Seat, Viewer};

/// How a line ended.
#[derive(Clone, Copy)]
pub enum End {
    /// `mover` mated the side to move.
    Mate {
        winner: Army,
        mover: Seat,
    },
    Draw,
}

/// What [`Line::play`] changed, for [`Line::take_back`].
pub struct Played {
    mv: Move,
    mover: Seat,
    points: i64,
    undo: Undo,
}

/// A move of the seat to move, judged one move ahead.
#[derive(Clone, Copy)]
pub struct Judged {
    pub mv: Move,
    /// Its value for its mover, with the mover's card in the sample.
    pub value: i32,
    /// The root's value of the game it ends, if it ends it.
    pub ending: Option<i32>,
}

/// A line of play from a Carousel sample for one seat (the root), every
/// seat's card as the sample deals them.
pub struct Line {
    /// The seat the line is judged for.
    pub root: Seat,
    /// The seat to move at each ply from the root (the root first).
    pub movers: Vec<Seat>,
    /// Every seat's points along the line.
    pub totals: Vec<i64>,
    /// Each seat's card in the sample.
    pub cards: Vec<Option<Card>>,
    /// The board along the line.
    pub position: Position,
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
pub fn points_of(position: &Position, mv: Move) -> i64 {
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

impl Line {
    /// The line at `game` (a sample whose cards are dealt) for `root`,
    /// `plies` moves long at most.
    pub fn new(game: &Carousel, root: Seat, plies: usize) -> Line {
        Line {
            root,
            movers: movers(game, plies),
            totals: game.score_sheet().totals(),
            cards: Line::cards_of(game),
            position: game.position().clone(),
        }
    }

    /// Each seat's card in `game` (a sample whose cards are dealt).
    pub fn cards_of(game: &Carousel) -> Vec<Option<Card>> {
        (0..game.players().len())
            .map(|seat| game.card_for(Viewer::Seat(seat)))
            .collect()
    }

    /// Plays `mv` for the seat at `ply`, crediting its points.
    pub fn play(&mut self, mv: Move, ply: usize) -> Played {
        let mover = self.movers[ply];
        let points = points_of(&self.position, mv);
        self.totals[mover] += points;
        let undo = self.position.make(mv);
        Played {
            mv,
            mover,
            points,
            undo,
        }
    }

    /// Takes back what [`Line::play`] played.
    pub fn take_back(&mut self, played: Played) {
        self.position.unmake(played.mv, played.undo);
        self.totals[played.mover] -= played.points;
    }

    /// How the game ends with the seat at `ply` to move and `moves` its
    /// legal moves, if it ends here.
    pub fn ending(&self, moves: &MoveList, ply: usize) -> Option<End> {
        if moves.is_empty() {
            return Some(if self.position.is_check() {
                End::Mate {
                    winner: self.position.turn().opponent(),
                    mover: self.movers[ply - 1],
                }
            } else {
                End::Draw
            });
        }
        (self.position.halfmove_clock() >= 100 || self.position.is_insufficient_material())
            .then_some(End::Draw)
    }

    /// Each of `moves` of the seat at `ply` judged one move ahead, in
    /// order, each costing a node of `budget`; stops when it runs out.
    pub fn judge_moves(
        &mut self,
        moves: &MoveList,
        ply: usize,
        budget: &mut Budget,
        mut each: impl FnMut(Judged),
    ) {
        let mover = self.movers[ply];
        for &mv in moves.iter() {
            if budget.count() {
                break;
            }
            let played = self.play(mv, ply);
            let mut replies = MoveList::new();
            self.position.generate_moves(&mut replies);
            let judged = match self.ending(&replies, ply + 1) {
                Some(end) => Judged {
                    mv,
                    value: self.settled(end, mover),
                    ending: Some(self.settled(end, self.root)),
                },
                None => Judged {
                    mv,
                    value: self.prospects(mover),
                    ending: None,
                },
            };
            self.take_back(played);
            each(judged);
        }
    }

    /// `seat`'s value of the line ending so: a share of the win for the
    /// highest totals once the end is settled, or a loss.
    pub fn settled(&self, end: End, seat: Seat) -> i32 {
        let mut totals = self.totals.clone();
        for (holder, total) in totals.iter_mut().enumerate() {
            let card = self.cards[holder];
            *total += match end {
                End::Mate { winner, mover } => {
                    let mate = if holder == mover { CHECKMATE_POINTS } else { 0 };
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
        if totals[seat] < best {
            -WIN
        } else if winners >= totals.len() {
            0
        } else {
            WIN / winners as i32
        }
    }

    /// `seat`'s prospects in the unfinished line, with its card in the
    /// sample.
    pub fn prospects(&self, seat: Seat) -> i32 {
        prospects(&self.position, &self.totals, seat, self.cards[seat])
    }
}
