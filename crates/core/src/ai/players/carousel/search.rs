//! Carousel searched on its 8x8 board itself (make and unmake, no table
//! bookkeeping): the seats move in the carousel's order, each capture and
//! promotion is credited to its mover along the line, and the game's
//! endings are scored as the score sheet would settle them (a mate gives
//! its mover 10 and the winning colour's cards 5, a draw the Draw card
//! 100). It replaces the generic game search for Carousel
//! ([`crate::ai::players::game_search`]).
//!
//! The searching seat and the seats on its side (the same card) branch on
//! every move; the depth counts their moves. Every other seat is expected
//! to play for its own card in the sample: the move best for that card one
//! move ahead (greedy, as people at a table of many mostly play). Only the
//! moves that end the game are feared whoever makes them, since a mate
//! scores its mover and a draw the Draw card, and the cards are guesses.
//! Against a paranoid search, which lets every other seat play against
//! the searching one, this sees the others' captures and blunders for
//! what they are and reaches further: in `parlour arena` (3 seats, 240
//! tables, 20,000 nodes), with the prospects' mating drive, it won 0.96
//! against random players and 0.70 against greedy ones, where the
//! paranoid search without the drive had won 0.89 and 0.54. Two own
//! moves is as deep as it goes ([`ComputerGame::useful_depth`]): at the Full
//! level's own 80,000 nodes a third made it win 0.66 against greedy
//! players instead of 0.74 (480 tables).

use super::prospects::prospects;
use crate::ai::budget::Budget;
use crate::ai::players::computer_game::ComputerGame;
use crate::ai::players::value::{INFINITY, WIN};
use crate::engine::men::{Army, Kind};
use crate::engine::random::Random;
use crate::engine::{Move, MoveKind, MoveList, Position};
use crate::games::carousel::scores::{
    CHECKMATE_POINTS, DRAW_CARD_POINTS, PROMOTION_POINTS, WINNING_CARD_POINTS,
};
use crate::games::carousel::{Action, Card, Carousel};
use crate::games::{Seat, Viewer};

/// How a line ended.
#[derive(Clone, Copy)]
enum End {
    /// `mover` mated the side to move.
    Mate {
        winner: Army,
        mover: Seat,
    },
    Draw,
}

/// What a seat playing against the root likely replies.
struct Reply {
    /// The move best for its own card one move ahead.
    likely: Move,
    /// The root's value of the worst move for it that ends the game
    /// (above every value when none does).
    worst_ending: i32,
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
/// cards are dealt), searched `depth` of its own moves deep. `None` when
/// the budget ran out before the end.
pub fn score_actions(
    game: &Carousel,
    seat: Seat,
    actions: &[Action],
    depth: u32,
    budget: &mut Budget,
) -> Option<Vec<i32>> {
    let mut search = CarouselSearch::new(game, seat, depth);
    let mut scores = Vec::with_capacity(actions.len());
    for Action::Move(mv) in actions {
        if budget.count() {
            return None;
        }
        let score = search.after(*mv, 0, depth - 1, budget);
        if budget.spent {
            return None;
        }
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

impl<'a> CarouselSearch<'a> {
    /// A search for `root` in `game` (a sample whose cards are dealt),
    /// `depth` of the root's own moves deep.
    fn new(game: &'a Carousel, root: Seat, depth: u32) -> CarouselSearch<'a> {
        let seats = game.players().len();
        CarouselSearch {
            game,
            root,
            // Each of the root's moves comes after every other seat's.
            movers: movers(game, (depth as usize + 1) * seats),
            totals: game.score_sheet().totals(),
            cards: (0..seats)
                .map(|other| game.card_for(Viewer::Seat(other)))
                .collect(),
            position: game.position().clone(),
        }
    }

    /// The value for the root of playing `mv` for the seat at `ply`, then
    /// searching `depth` more moves.
    fn after(&mut self, mv: Move, ply: usize, depth: u32, budget: &mut Budget) -> i32 {
        let mover = self.movers[ply];
        let points = points_of(&self.position, mv);
        self.totals[mover] += points;
        let undo = self.position.make(mv);
        let value = self.search(ply + 1, depth, budget);
        self.position.unmake(mv, undo);
        self.totals[mover] -= points;
        value
    }

    /// The value for the root of the position with the seat at `ply` to
    /// move, `depth` moves deep. No window: the others' replies are
    /// expected, not searched, so nothing is ever cut off.
    fn search(&mut self, ply: usize, depth: u32, budget: &mut Budget) -> i32 {
        let mut list = MoveList::new();
        self.position.generate_moves(&mut list);
        if let Some(end) = self.ending(&list, ply) {
            return self.settled(end, self.root);
        }
        if depth == 0 || budget.spent || ply + 1 >= self.movers.len() {
            return self.prospects();
        }
        let mover = self.movers[ply];
        let ours = self.game.same_side(self.root, mover);
        // Captures first, the most valuable victim first.
        let position = &self.position;
        list.sort_by_key(|&mv| -points_of(position, mv));
        if !ours {
            let Some(reply) = self.likely_reply(&list, ply, budget) else {
                return self.prospects();
            };
            let line = self.after(reply.likely, ply, depth, budget);
            return line.min(reply.worst_ending);
        }
        let mut best = -INFINITY;
        for &mv in list.iter() {
            if budget.count() {
                break;
            }
            best = best.max(self.after(mv, ply, depth - 1, budget));
        }
        if best == -INFINITY {
            self.prospects()
        } else {
            best
        }
    }

    /// How the game ends with the seat at `ply` to move and `moves` its
    /// legal moves, if it ends here.
    fn ending(&self, moves: &MoveList, ply: usize) -> Option<End> {
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

    /// The reply the seat at `ply`, playing against the root, likely
    /// makes: the move best for its own card one move ahead. Every move
    /// that ends the game is someone's wish (a mate scores its mover, a
    /// draw the Draw card), so the worst of those for the root is kept
    /// too, whoever the sample says holds which card.
    fn likely_reply(&mut self, moves: &MoveList, ply: usize, budget: &mut Budget) -> Option<Reply> {
        let mover = self.movers[ply];
        let mut likely: Option<(i32, Move)> = None;
        let mut worst_ending = INFINITY;
        for &mv in moves.iter() {
            if budget.count() {
                break;
            }
            let points = points_of(&self.position, mv);
            self.totals[mover] += points;
            let undo = self.position.make(mv);
            let mut replies = MoveList::new();
            self.position.generate_moves(&mut replies);
            let value = match self.ending(&replies, ply + 1) {
                Some(end) => {
                    worst_ending = worst_ending.min(self.settled(end, self.root));
                    self.settled(end, mover)
                }
                None => prospects(&self.position, &self.totals, mover, self.cards[mover]),
            };
            self.position.unmake(mv, undo);
            self.totals[mover] -= points;
            if likely.is_none_or(|(most, _)| value > most) {
                likely = Some((value, mv));
            }
        }
        likely.map(|(_, likely)| Reply {
            likely,
            worst_ending,
        })
    }

    /// `seat`'s value of the line ending so: a share of the win for the
    /// highest totals once the end is settled, or a loss.
    fn settled(&self, end: End, seat: Seat) -> i32 {
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

    /// The root's prospects in the unfinished line.
    fn prospects(&self) -> i32 {
        prospects(
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
    use crate::ai::Limits;
    use crate::ai::players::{self, Player};
    use crate::games::Game;
    use crate::games::level::Level;

    /// Sam Loyd's line: after it, 9...Kg6 lets 10.Qe6 stalemate Black.
    const SAM_LOYD: [&str; 17] = [
        "e3", "a5", "Qh5", "Ra6", "Qxa5", "h5", "h4", "Rah6", "Qxc7", "f6", "Qxd7+", "Kf7", "Qxb7",
        "Qd3", "Qxb8", "Qh7", "Qxc8",
    ];

    /// A table of three dealt from `seed` after `line`, each move played by
    /// the seat to move.
    fn played(seed: u64, line: &[&str]) -> Carousel {
        let names: Vec<String> = ["Ann", "Ben", "Cat"].map(String::from).to_vec();
        let mut game = Carousel::new(&names, Random::seeded(seed)).expect("three players");
        for text in line {
            let seat = game.to_act().expect("a seat to move");
            game.play(seat, text).expect("a legal move");
        }
        game
    }

    #[test]
    fn a_mate_that_wins_the_table_is_played_whatever_the_card() {
        for seed in 0..6 {
            // Three movers set up the fool's mate; whoever moves Black next
            // mates with Qh4 and scores 10, more than any card's 5.
            let game = played(seed, &["f3", "e5", "g4"]);
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
    fn a_move_that_lets_the_next_seat_stalemate_is_a_loss_whoever_holds_the_draw_card() {
        let mut tried = 0;
        for seed in 0..12 {
            let game = played(seed, &SAM_LOYD);
            let seat = game.to_act().expect("a seat to move");
            let mut after = game.clone();
            after.play(seat, "e6").expect("a legal move");
            let next = after.to_act().expect("a seat to move");
            // Only deals where neither the seat nor the next one holds the
            // Draw card: the next seat would not stalemate for itself.
            let card = |seat| game.card_for(Viewer::Seat(seat));
            if card(seat) == Some(Card::Draw) || card(next) == Some(Card::Draw) {
                continue;
            }
            tried += 1;
            let walk_in = game.parse_action(seat, "Kg6").expect("a legal move");
            let wait = game.parse_action(seat, "e6").expect("a legal move");
            let mut budget = Budget::new(None, None);
            let scores = score_actions(&game, seat, &[wait, walk_in], 2, &mut budget)
                .expect("no budget limit");
            assert_eq!(scores[1], -WIN, "seed {seed}: {scores:?}");
            assert!(scores[0] > -WIN, "seed {seed}: {scores:?}");
        }
        assert!(tried > 0, "no deal fits");
    }

    #[test]
    fn the_strongest_level_stops_at_two_of_its_own_moves() {
        // Sam Loyd's line leaves Black a few men: a third own move would
        // fit in the level's nodes, but it plays worse.
        let game = played(3, &[&SAM_LOYD[..], &["Kg6"]].concat());
        let seat = game.to_act().expect("a seat to move");
        let decision = players::decide(
            &game,
            seat,
            Player::Computer(Level::Full),
            1,
            Limits::default(),
        )
        .expect("a move");
        assert_eq!(decision.depth, 2, "{decision:?}");
    }

    #[test]
    fn a_capture_counts_for_its_mover_and_the_next_seat_is_expected_to_take_back() {
        // 1. e4 d5: White may take on d5 (a pawn, which Black's queen
        // takes back) or not.
        let game = played(1, &["e4", "d5"]);
        let seat = game.to_act().expect("a seat to move");
        let take = game.parse_action(seat, "exd5").expect("a legal move");
        let quiet = game.parse_action(seat, "a3").expect("a legal move");
        let mut budget = Budget::new(None, None);
        // One move deep the capture's point is counted for its mover ...
        let one = score_actions(&game, seat, &[take.clone(), quiet], 1, &mut budget)
            .expect("no budget limit");
        assert!(one[0] > one[1], "{one:?}");
        // ... and the next seat, whatever its card, is expected to take
        // back on d5 with the queen, scoring the point for itself.
        let Action::Move(take) = take;
        let mut search = CarouselSearch::new(&game, seat, 1);
        search.totals[seat] += points_of(&search.position, take);
        search.position.make(take);
        let mut replies = MoveList::new();
        search.position.generate_moves(&mut replies);
        let reply = search
            .likely_reply(&replies, 1, &mut budget)
            .expect("a reply");
        assert_eq!(reply.likely.to_string(), "d8d5");
        assert_eq!(reply.worst_ending, INFINITY, "no move ends the game");
    }
}
