//! Carousel searched on its 8x8 board itself, along a [`Line`] (the
//! seats in the carousel's order, points credited to their movers, the
//! endings settled as the score sheet would). It replaces the generic
//! game search for Carousel ([`crate::ai::players::game_search`]).
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

use super::line::{Judged, Line, points_of};
use crate::ai::budget::Budget;
use crate::ai::players::computer_game::ComputerGame;
use crate::ai::players::value::INFINITY;
use crate::engine::{Move, MoveList};
use crate::games::Seat;
use crate::games::carousel::{Action, Carousel};

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
    /// The line searched, from the root's move on.
    line: Line,
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

impl<'a> CarouselSearch<'a> {
    /// A search for `root` in `game` (a sample whose cards are dealt),
    /// `depth` of the root's own moves deep.
    fn new(game: &'a Carousel, root: Seat, depth: u32) -> CarouselSearch<'a> {
        // Each of the root's moves comes after every other seat's.
        let plies = (depth as usize + 1) * game.players().len();
        CarouselSearch {
            game,
            line: Line::new(game, root, plies),
        }
    }

    /// The value for the root of playing `mv` for the seat at `ply`, then
    /// searching `depth` more moves.
    fn after(&mut self, mv: Move, ply: usize, depth: u32, budget: &mut Budget) -> i32 {
        let played = self.line.play(mv, ply);
        let value = self.search(ply + 1, depth, budget);
        self.line.take_back(played);
        value
    }

    /// The value for the root of the position with the seat at `ply` to
    /// move, `depth` moves deep. No window: the others' replies are
    /// expected, not searched, so nothing is ever cut off.
    fn search(&mut self, ply: usize, depth: u32, budget: &mut Budget) -> i32 {
        let root = self.line.root;
        let mut list = MoveList::new();
        self.line.position.generate_moves(&mut list);
        if let Some(end) = self.line.ending(&list, ply) {
            return self.line.settled(end, root);
        }
        if depth == 0 || budget.spent || ply + 1 >= self.line.movers.len() {
            return self.line.prospects(root);
        }
        let mover = self.line.movers[ply];
        let ours = self.game.same_side(root, mover);
        // Captures first, the most valuable victim first.
        let position = &self.line.position;
        list.sort_by_key(|&mv| -points_of(position, mv));
        if !ours {
            let Some(reply) = self.likely_reply(&list, ply, budget) else {
                return self.line.prospects(root);
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
            self.line.prospects(root)
        } else {
            best
        }
    }

    /// The reply the seat at `ply`, playing against the root, likely
    /// makes: the move best for its own card one move ahead. Every move
    /// that ends the game is someone's wish (a mate scores its mover, a
    /// draw the Draw card), so the worst of those for the root is kept
    /// too, whoever the sample says holds which card.
    fn likely_reply(&mut self, moves: &MoveList, ply: usize, budget: &mut Budget) -> Option<Reply> {
        let mut likely: Option<(i32, Move)> = None;
        let mut worst_ending = INFINITY;
        self.line
            .judge_moves(moves, ply, budget, |Judged { mv, value, ending }| {
                if let Some(ending) = ending {
                    worst_ending = worst_ending.min(ending);
                }
                if likely.is_none_or(|(most, _)| value > most) {
                    likely = Some((value, mv));
                }
            });
        likely.map(|(_, likely)| Reply {
            likely,
            worst_ending,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Limits;
    use crate::ai::players::value::WIN;
    use crate::ai::players::{self, Player};
    use crate::engine::random::Random;
    use crate::games::carousel::Card;
    use crate::games::level::Level;
    use crate::games::{Game, Viewer};

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
                Player::Search(Level::Club),
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
            Player::Search(Level::Full),
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
        search.line.play(take, 0);
        let mut replies = MoveList::new();
        search.line.position.generate_moves(&mut replies);
        let reply = search
            .likely_reply(&replies, 1, &mut budget)
            .expect("a reply");
        assert_eq!(reply.likely.to_string(), "d8d5");
        assert_eq!(reply.worst_ending, INFINITY, "no move ends the game");
    }
}
