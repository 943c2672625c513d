//! Crowded House: the board from its army's side, moves only while
//! there are any, the seats of one army on one side.

use super::computer_game::ComputerGame;
use crate::ai::evaluation::for_army;
use crate::engine::men::{Army, Kind};
use crate::engine::{Bitboard, Position, attacks};
use crate::games::crowded_house::seats::{half_of, team};
use crate::games::crowded_house::{self, CrowdedHouse, SEATS};
use crate::games::{Game, Seat};

/// Below this many moves a seat is cramped: a seat with no move when its
/// turn comes draws the table by stalemate (or loses it, if checked), so
/// the board's value is scaled toward a draw as the most cramped seat's
/// moves fall below it.
const CRAMPED: i32 = 4;

impl ComputerGame for CrowdedHouse {
    /// A partner's slip may leave the team's king to be mated on its half
    /// (only the seat of that half may move the king out), or a seat with
    /// no move: the search guards against any of the partner's moves.
    const PARTNER_AVERAGED: bool = true;

    /// The board's value for the seat's colour, scaled toward a draw
    /// while some seat is cramped ([`CRAMPED`]): the side ahead keeps
    /// every seat a move rather than take its last men and be stalemated.
    fn judge(&self, seat: Seat) -> i32 {
        let board = for_army(self.position(), crowded_house::seats::army_of(seat));
        let fewest = seat_moves(self.position()).into_iter().min().unwrap_or(0);
        board * fewest.min(CRAMPED) / CRAMPED
    }

    fn candidates(&self, seat: Seat) -> Vec<crowded_house::Action> {
        let legal = self.legal_actions(seat);
        let moves: Vec<crowded_house::Action> = legal
            .iter()
            .filter(|action| matches!(action, crowded_house::Action::Move(_)))
            .cloned()
            .collect();
        if moves.is_empty() { legal } else { moves }
    }

    fn same_side(&self, seat: Seat, other: Seat) -> bool {
        crowded_house::seats::army_of(seat) == crowded_house::seats::army_of(other)
    }
}

/// Roughly how many moves each seat has on `position`: the steps and
/// captures of its colour's men that start or end on its half, by seat
/// (no double steps, castling or en passant, and no look at the king's
/// safety).
fn seat_moves(position: &Position) -> [i32; SEATS] {
    let occupied = position.occupied();
    let mut moves = [0; SEATS];
    for army in [Army::White, Army::Black] {
        let own = position.army(army);
        let enemy = position.army(army.opponent());
        let (side, forward) = if army == Army::White { (0, 1) } else { (1, -1) };
        for kind in Kind::ALL {
            for from in position.men(army, kind) {
                let reach = match kind {
                    Kind::Pawn => {
                        let push = from
                            .offset(0, forward)
                            .filter(|&to| !occupied.contains(to))
                            .map_or(Bitboard::EMPTY, Bitboard::from_square);
                        push | (attacks::pawn(side, from) & enemy)
                    }
                    Kind::Knight => attacks::knight(from),
                    Kind::Bishop => attacks::bishop(from, occupied),
                    Kind::Rook => attacks::rook(from, occupied),
                    Kind::Queen => attacks::queen(from, occupied),
                    Kind::King => attacks::king(from),
                } & !own;
                for seat in team(army) {
                    let half = half_of(seat).squares();
                    let counted = if half.contains(from) {
                        reach
                    } else {
                        reach & half
                    };
                    moves[seat] += counted.count() as i32;
                }
            }
        }
    }
    moves
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::budget::Budget;
    use crate::ai::players::game_search::score_actions;
    use crate::games::crowded_house::Options;

    #[test]
    fn each_seat_counts_the_steps_of_its_half_at_the_start() {
        // Four single pawn steps and two knight moves each.
        let start = CrowdedHouse::new(Options::default()).unwrap();
        assert_eq!(seat_moves(start.position()), [6; SEATS]);
    }

    #[test]
    fn a_seat_left_without_a_move_makes_the_board_worth_a_draw() {
        // Black is a rook and pawns ahead. White keeps a king on g1 and a
        // pawn on a4: blocked by a5, queen-side White has no move.
        let blocked = "6k1/5ppp/8/p7/P7/8/r7/6K1 b - - 0 1";
        let game = CrowdedHouse::from_fen(Options::default(), blocked, 1).unwrap();
        assert_eq!(seat_moves(game.position())[2], 0);
        assert_eq!(game.judge(1), 0);
        // With the pawn free to step and a knight on b1, no seat is
        // cramped and Black's lead counts whole.
        let free = "6k1/5ppp/8/8/P7/8/r7/1N4K1 b - - 0 1";
        let game = CrowdedHouse::from_fen(Options::default(), free, 1).unwrap();
        assert!(seat_moves(game.position()).iter().all(|&moves| moves >= CRAMPED));
        let board = for_army(game.position(), Army::Black);
        assert!(board > 200, "{board}");
        assert_eq!(game.judge(1), board);
    }

    /// The value for `root` of `game` after the opponent's best reply and
    /// an average of the partner's moves (three actions deep, as the
    /// search sees it).
    fn partner_averaged(game: &CrowdedHouse, root: Seat) -> i32 {
        let after = |game: &CrowdedHouse, action: &crowded_house::Action| {
            let mut child = game.clone();
            child.apply(child.to_act().unwrap(), action).unwrap();
            child
        };
        let opponent = game.to_act().unwrap();
        game.legal_actions(opponent)
            .iter()
            .map(|reply| {
                let replied = after(game, reply);
                let Some(partner) = replied.to_act() else {
                    return replied.value(root);
                };
                let moves = replied.legal_actions(partner);
                let total: i64 = moves
                    .iter()
                    .map(|action| i64::from(after(&replied, action).value(root)))
                    .sum();
                (total / moves.len() as i64) as i32
            })
            .min()
            .unwrap()
    }

    #[test]
    fn the_search_takes_the_average_of_the_partner_s_moves() {
        let start = CrowdedHouse::new(Options::default()).unwrap();
        let actions = start.candidates(0);
        let mut budget = Budget::new(None, None);
        let scores = score_actions(&start, 0, &actions, 3, &mut budget).unwrap();
        let expected: Vec<i32> = actions
            .iter()
            .map(|action| {
                let mut child = start.clone();
                child.apply(0, action).unwrap();
                partner_averaged(&child, 0)
            })
            .collect();
        // The first action is searched with the whole window, the others
        // may be cut once below the best; the best is exact.
        assert_eq!(scores[0], expected[0]);
        assert_eq!(scores.iter().max(), expected.iter().max());
    }
}
