//! Crowded House: the engine's search of the board ([`board`]), the
//! partner doubted as far as his moves at the table have fallen short of
//! the best; the board from its army's side, moves only while there are
//! any, the seats of one army on one side.

mod board;

use super::computer_game::ComputerGame;
use super::{Decision, Player};
use crate::ai::budget::{Budget, Limits};
use crate::ai::evaluation::for_army;
use crate::ai::search::{Progress, Searcher};
use crate::ai::searchable::Searchable;
use crate::ai::strength::{self, Strength};
use crate::engine::Move;
use crate::engine::random::Random;
use crate::games::crowded_house::legality::legal_moves;
use crate::games::crowded_house::seats::{army_of, next_seat, partner};
use crate::games::crowded_house::{self, Action, CrowdedHouse, SEATS};
use crate::games::level::Level;
use crate::games::{Game, Seat};
use board::CrowdedBoard;

/// A player's latest decisions that the model of his play reads.
const DECISIONS_READ: usize = 40;

/// Decisions of a player who takes the best, granted before any is
/// seen: the model trusts him until his moves say otherwise.
const TRUST: f64 = 3.0;

/// Engine nodes a computer searches for each node of its level's game
/// search: the board's nodes are far cheaper than a whole table's.
const ENGINE_NODES: u64 = 2;

impl ComputerGame for CrowdedHouse {
    /// The engine's search of the board, the partner doubted as far as
    /// his moves at this table have fallen short of the best
    /// ([`seat_skill`]): a partner's slip may leave the team's king to
    /// be mated on his half, where only he may move it. The opponents
    /// are doubted the same way once a seat of theirs may be left
    /// without a move, where best play would make every line a
    /// stalemate and only their slips leave a mate.
    fn own_decision(
        &self,
        seat: Seat,
        player: Player,
        limits: Limits,
        random: &mut Random,
    ) -> Option<Decision<Action>> {
        let (Player::Computer(level)
        | Player::Paranoid(level)
        | Player::Rollouts(level)
        | Player::Search(level)) = player
        else {
            return None;
        };
        let mut budget = Budget::new(None, None);
        let mut doubts = [0; SEATS];
        doubts[partner(seat)] = doubt(self, partner(seat), &mut budget);
        let mut stalling_doubts = doubts;
        for opponent in [next_seat(seat), next_seat(partner(seat))] {
            stalling_doubts[opponent] = doubt(self, opponent, &mut budget);
        }
        let progress = search_board(self, seat, doubts, stalling_doubts, level, limits, random);
        Some(Decision {
            action: Action::Move(progress.best()?),
            nodes: progress.nodes + budget.nodes,
            depth: progress.depth.max(0) as u32,
            samples: 1,
        })
    }

    fn judge(&self, seat: Seat) -> i32 {
        for_army(self.position(), crowded_house::seats::army_of(seat))
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

/// How far the search doubts the player at `seat`, in thousandths: as
/// far as his moves at this table have fallen short of the best
/// ([`seat_skill`]).
fn doubt(game: &CrowdedHouse, seat: Seat, budget: &mut Budget) -> u32 {
    let skill = seat_skill(game, seat, budget);
    ((1.0 - skill).clamp(0.0, 1.0) * 1_000.0).round() as u32
}

/// The engine's search for `seat` at `level` within `limits` (and the
/// level's nodes), each seat doubted by `doubts` thousandths, and by
/// `stalling_doubts` once a seat of its army may be left without a move
/// ([`CrowdedBoard::doubting_stalls`]).
fn search_board(
    game: &CrowdedHouse,
    seat: Seat,
    doubts: [u32; SEATS],
    stalling_doubts: [u32; SEATS],
    level: Level,
    limits: Limits,
    random: &mut Random,
) -> Progress<Move> {
    let (start, first_seat) = game.start();
    let mut board = CrowdedBoard::new(start.clone(), first_seat, [0; SEATS]);
    let mut history = Vec::with_capacity(game.actions().len());
    for action in game.actions() {
        if let Action::Move(mv) = action {
            history.push(board.hash());
            board.make(*mv);
        }
    }
    let board =
        CrowdedBoard::new(game.position().clone(), seat, doubts).doubting_stalls(stalling_doubts);
    let limits = Limits {
        nodes: Some(limits.nodes_within(Strength::of(level).nodes * ENGINE_NODES)),
        ..limits
    };
    let mut searcher = Searcher::new(4);
    strength::choose(
        &mut searcher,
        &board,
        &history,
        level,
        limits,
        random,
        |_| {},
    )
}

/// How well the player at `seat` has played at this table, from 1 (he
/// takes the best) down to about 0 (no better than a move at random),
/// judged from the public record alone: among his latest decisions
/// ([`DECISIONS_READ`]) whose moves the board's value one move on, in
/// whole pawns, tells apart, how much more often than a move at random
/// he chose one of the best. Before he has shown anything the model
/// trusts him ([`TRUST`]). Each move judged is a node of `budget`.
pub fn seat_skill(game: &CrowdedHouse, seat: Seat, budget: &mut Budget) -> f64 {
    let army = army_of(seat);
    let moves: Vec<(Seat, Move)> = game
        .moves()
        .iter()
        .map(|logged| logged.seat)
        .zip(game.actions().iter().filter_map(|action| match action {
            Action::Move(mv) => Some(*mv),
            _ => None,
        }))
        .collect();
    let theirs: Vec<usize> = (0..moves.len())
        .filter(|&index| moves[index].0 == seat)
        .collect();
    let first_read = theirs.len().saturating_sub(DECISIONS_READ);
    let read = &theirs[first_read..];
    let (mut hits, mut expected, mut informative) = (0.0, 0.0, 0.0);
    let mut position = game.start().0.clone();
    let mut next = 0;
    for &index in read {
        while next < index {
            position.make(moves[next].1);
            next += 1;
        }
        let chosen = moves[index].1;
        let legal = legal_moves(&position, seat);
        let mut pawns = Vec::with_capacity(legal.len());
        for &mv in &legal {
            if budget.count() {
                break;
            }
            let mut after = position.clone();
            after.make(mv);
            pawns.push(for_army(&after, army).div_euclid(100));
        }
        if budget.spent {
            break;
        }
        let Some(at) = legal.iter().position(|&mv| mv == chosen) else {
            continue;
        };
        let best = pawns.iter().copied().max().unwrap_or(0);
        let best_count = pawns.iter().filter(|&&value| value == best).count();
        if best_count == pawns.len() {
            continue;
        }
        let chance = best_count as f64 / pawns.len() as f64;
        if pawns[at] == best {
            hits += 1.0;
        }
        expected += chance;
        informative += 1.0 - chance;
    }
    (hits - expected + TRUST) / (informative + TRUST)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::players::{Player, decide};
    use crate::games::crowded_house::Options;

    #[test]
    fn the_computer_mates_a_stuck_seat_rather_than_stalemate_it() {
        // King-side Black to move. Queen-side White, next, has no move of
        // its own (its pawn on a4 is blocked, its king on g1 on the other
        // half): any move but one that leaves queen-side Black able to
        // take the king stalemates the table; the queen from e5 to a1 or
        // d4 mates.
        let fen = "7k/8/8/p3q3/P7/8/8/6K1 b - - 0 1";
        let game = CrowdedHouse::from_fen(Options::default(), fen, 1).unwrap();
        for seed in 0..4 {
            let decision = decide(
                &game,
                1,
                Player::Computer(Level::Full),
                seed,
                Limits::default(),
            )
            .unwrap();
            let mut after = game.clone();
            after.apply(1, &decision.action).unwrap();
            let outcome = after.outcome().expect("the table ends");
            assert_eq!(
                outcome.winners,
                vec![1, 3],
                "{decision:?}: {}",
                outcome.reason
            );
        }
    }

    #[test]
    fn a_mate_the_doubted_partner_may_miss_is_no_reason_to_risk_a_stalemate() {
        // Arena table of seed 32 (the computer as queen-side Black, three
        // random players), queen-side Black to move, its random partner
        // doubted as the table had read him. Taking queen-side White's
        // last man (c4 takes b3) leaves that seat with nothing to move at
        // its next turn: king-side White steps his king to g2, and then
        // only a partner's promotion on f1, opening the second rank to
        // the rook on d2, makes it a mate; his other moves stalemate the
        // table. Counting that mate at its full size, the search took the
        // gamble (scored above +8,900), and the partner stalemated.
        let fen = "1r6/p1k1n3/3bP3/8/2p5/1N6/1n1r1p2/7K b - - 5 58";
        let game = CrowdedHouse::from_fen(Options::default(), fen, 3).unwrap();
        let mut doubts = [0; SEATS];
        doubts[1] = 875;
        let progress = search_board(
            &game,
            3,
            doubts,
            doubts,
            Level::Full,
            Limits::default(),
            &mut Random::seeded(0),
        );
        let chosen = progress.best().unwrap().to_string();
        assert_ne!(chosen, "c4b3", "score {}", progress.score);
        assert!(progress.score > 500, "{chosen}: {}", progress.score);
    }

    #[test]
    fn against_weak_opponents_a_seat_that_may_stall_is_played_for_the_mate() {
        // Arena table of seed 31 (the computer as king-side Black, three
        // random players), king-side Black to move. King-side White's
        // only man on his half is the pawn on g6, blocked: at his next
        // turn he has no move, and the table is a stalemate unless
        // king-side Black could then take the king on the queen side.
        // Against best play every line ends so (the search scores 0 and
        // promoted on f1, and the table was drawn). With the opponents
        // doubted as players at random, a rook on the second rank that
        // queen-side White's king must step away from sets up the mate
        // his slips allow.
        let fen = "2n3r1/1pk3p1/6P1/3pr3/pP6/2P3b1/2K2p2/8 b - - 0 56";
        let game = CrowdedHouse::from_fen(Options::default(), fen, 1).unwrap();
        let mut doubts = [0; SEATS];
        doubts[3] = 875;
        let mut stalling_doubts = doubts;
        stalling_doubts[0] = 875;
        stalling_doubts[2] = 875;
        let search = |stalling_doubts| {
            let progress = search_board(
                &game,
                1,
                doubts,
                stalling_doubts,
                Level::Full,
                Limits::default(),
                &mut Random::seeded(0),
            );
            (progress.best().unwrap().to_string(), progress.score)
        };
        let (trusting, trusted_score) = search(doubts);
        assert_eq!(trusted_score, 0, "{trusting}");
        let (doubting, score) = search(stalling_doubts);
        assert_ne!(doubting, "f2f1q");
        assert!(score > 300, "{doubting}: {score}");
    }

    #[test]
    fn a_partner_is_judged_by_the_moves_he_has_played() {
        // A table of greedy and random players, 120 actions of real play:
        // the computer at seat 0 reads its greedy partner (seat 2) as one
        // who takes the best and a random partner as little better than
        // chance; seat 1 reads its random partner (seat 3) the same way.
        for (partner_player, low) in [(Player::Greedy, false), (Player::Random, true)] {
            let players = [
                Player::Random,
                Player::Random,
                partner_player,
                Player::Random,
            ];
            let mut game = CrowdedHouse::new(Options::default()).unwrap();
            let mut seed = 0;
            while game.moves_played() < 120 {
                let Some(seat) = game.to_act() else { break };
                seed += 1;
                let decision = decide(&game, seat, players[seat], seed, Limits::default()).unwrap();
                game.apply(seat, &decision.action).unwrap();
            }
            let mut budget = Budget::new(None, None);
            let skill = seat_skill(&game, 2, &mut budget);
            if low {
                assert!(skill < 0.5, "a random partner read at {skill}");
            } else {
                assert!(skill > 0.9, "a greedy partner read at {skill}");
            }
            let skill = seat_skill(&game, 3, &mut budget);
            assert!(skill < 0.5, "a random partner read at {skill}");
        }
    }

    #[test]
    fn the_queens_check_from_h5_is_met_when_the_partner_plays_at_random() {
        // Arena table 4 of seed 21 (the computer as queen-side Black, three
        // random players), which a build that trusted its partner lost in
        // 27 actions. King-side Black, the random partner, opened f6 and
        // h6, and White's queen came to f3. Read from those moves, the
        // partner is doubted; the computer meets the queen's check from h5
        // itself, either stepping the king off his half (e8 to d7, ending
        // on its own) or closing the queen's way with the bishop (c8 to g4,
        // which also guards h5), rather than leave it to him, as a search
        // trusting him does. Which of the two depends on the evaluation's
        // weights.
        let mut game = CrowdedHouse::new(Options::default()).unwrap();
        for uci in ["f2f4", "f7f6", "b1a3", "d7d5", "e2e3", "h7h6", "d1f3"] {
            let seat = game.to_act().unwrap();
            let action = game.parse_action(seat, uci).unwrap();
            game.apply(seat, &action).unwrap();
        }
        assert_eq!(game.to_act(), Some(3));
        let mut budget = Budget::new(None, None);
        let skill = seat_skill(&game, 1, &mut budget);
        assert!(skill < 0.5, "{skill}");
        let trusting = search_board(
            &game,
            3,
            [0; SEATS],
            [0; SEATS],
            Level::Full,
            Limits::default(),
            &mut Random::seeded(0),
        );
        let trusted = trusting.best().map(|mv| mv.to_string());
        let meets_the_check = ["e8d7", "c8g4"];
        assert!(
            !trusted
                .as_deref()
                .is_some_and(|mv| meets_the_check.contains(&mv)),
            "trusting: {trusted:?}"
        );
        for seed in 0..2 {
            let decision = decide(
                &game,
                3,
                Player::Computer(Level::Full),
                seed,
                Limits::default(),
            )
            .unwrap();
            let chosen = decision.action.to_string();
            assert!(
                meets_the_check.contains(&chosen.as_str()),
                "doubting: {chosen}, trusting: {trusted:?}"
            );
        }
    }
}
