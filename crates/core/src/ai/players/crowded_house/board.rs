//! The Crowded House board as the engine's search sees it: the chess
//! position and the seat to move. The teams alternate as the colours do,
//! so the search is the two-sided one of chess, each ply's moves those of
//! the seat then to move (the half rule, check as the next player's
//! capture), a side without a move mated when the next player could take
//! its king and stalemated otherwise.

use crate::ai::evaluation::{self, PawnCache};
use crate::ai::searchable::{MATE, Searchable};
use crate::ai::tuned::TUNED;
use crate::engine::men::Kind;
use crate::engine::{Move, MoveKind, MoveList, Position, Undo};
use crate::games::Seat;
use crate::games::crowded_house::legality::{in_check, is_legal};
use crate::games::crowded_house::seats::{army_of, half_of, next_seat};
use crate::games::crowded_house::{Half, SEATS};

/// Mixed into the hash when a queen-side player is to move: the same men
/// with the other player of the colour to move are another position.
const QUEEN_SIDE_KEY: u64 = 0x3c6e_f372_fe94_f82b;

/// A Crowded House position for the search.
#[derive(Clone, Debug)]
pub struct CrowdedBoard {
    position: Position,
    seat: Seat,
    /// How far the search doubts each seat, in thousandths.
    doubts: [u32; SEATS],
    /// How far the search doubts each seat once a seat of its army may
    /// be left without a move ([`CrowdedBoard::army_may_stall`]).
    stalling_doubts: [u32; SEATS],
}

impl CrowdedBoard {
    /// The board with `seat`, of the colour to move, to move, and each
    /// seat doubted by `doubts` thousandths ([`Searchable::doubt`]).
    pub fn new(position: Position, seat: Seat, doubts: [u32; SEATS]) -> CrowdedBoard {
        debug_assert_eq!(army_of(seat), position.turn());
        CrowdedBoard {
            position,
            seat,
            doubts,
            stalling_doubts: doubts,
        }
    }

    /// The board whose seats are doubted by `doubts` thousandths once a
    /// seat of their army may be left without a move: against weak
    /// opponents, a mate only their mistake allows is still worth
    /// setting up where every other line is a stalemate.
    pub fn doubting_stalls(self, doubts: [u32; SEATS]) -> CrowdedBoard {
        CrowdedBoard {
            stalling_doubts: doubts,
            ..self
        }
    }

    /// Whether a seat of the army to move has no man but pawns and the
    /// king on its own half.
    fn army_may_stall(&self) -> bool {
        let army = army_of(self.seat);
        let pieces = self.position.army(army)
            & !self.position.men(army, Kind::Pawn)
            & !self.position.men(army, Kind::King);
        [Half::KingSide, Half::QueenSide]
            .iter()
            .any(|half| !(pieces & half.squares()).any())
    }

    /// Keeps the moves in `list` that the seat to move may make.
    fn keep_legal(&self, list: &mut MoveList) {
        list.retain(|mv| is_legal(&self.position, self.seat, *mv));
    }

    /// The seat before the one to move.
    fn previous_seat(&self) -> Seat {
        (self.seat + SEATS - 1) % SEATS
    }
}

impl Searchable for CrowdedBoard {
    type Move = Move;
    type Undo = Undo;
    type List = MoveList;
    type EvalCache = PawnCache;

    const HISTORY_SIZE: usize = SEATS * 64 * 64;
    const DOUBTS: bool = true;
    /// Checks come with every change of seat, not only with captures.
    const QUIESCENCE_EVASIONS: u32 = 4;

    fn moves(&self, list: &mut MoveList) {
        self.position.generate_moves(list);
        self.keep_legal(list);
    }

    fn captures(&self, list: &mut MoveList) {
        self.position.generate_captures(list);
        list.retain(|mv| !matches!(mv.kind, MoveKind::Promotion(kind) if kind != Kind::Queen));
        self.keep_legal(list);
    }

    fn is_move(&self, mv: Move) -> bool {
        self.position.is_legal(mv) && is_legal(&self.position, self.seat, mv)
    }

    fn make(&mut self, mv: Move) -> Undo {
        self.seat = next_seat(self.seat);
        self.position.make(mv)
    }

    fn unmake(&mut self, mv: Move, undo: Undo) {
        self.seat = self.previous_seat();
        self.position.unmake(mv, undo);
    }

    fn make_null(&mut self) -> Undo {
        self.seat = next_seat(self.seat);
        self.position.make_null()
    }

    fn unmake_null(&mut self, undo: Undo) {
        self.seat = self.previous_seat();
        self.position.unmake_null(undo);
    }

    fn hash(&self) -> u64 {
        match half_of(self.seat) {
            Half::KingSide => self.position.hash(),
            Half::QueenSide => self.position.hash() ^ QUEEN_SIDE_KEY,
        }
    }

    /// Whether the next player could take the king of the seat to move.
    fn in_check(&self) -> bool {
        in_check(&self.position, self.seat)
    }

    /// Passing is a fair test when the seat to move has men besides pawns
    /// and the king on its own half (then it has moves to spare).
    fn null_move_allowed(&self) -> bool {
        let army = army_of(self.seat);
        let pieces = self.position.army(army)
            & !self.position.men(army, Kind::Pawn)
            & !self.position.men(army, Kind::King)
            & half_of(self.seat).squares();
        pieces.any()
    }

    /// A seat without a man besides pawns and the king on its own half
    /// may have nothing to move (a lone king on the other half, pawns
    /// blocked): then the game ends, mated or stalemated.
    fn may_lack_moves(&self) -> bool {
        !self.null_move_allowed()
    }

    fn doubt(&self) -> u32 {
        if self.army_may_stall() {
            self.doubts[self.seat].max(self.stalling_doubts[self.seat])
        } else {
            self.doubts[self.seat]
        }
    }

    fn evaluate(&self, pawns: &mut PawnCache) -> i32 {
        evaluation::evaluate_cached(&self.position, &TUNED, pawns)
    }

    /// Mated when the next player could take the king, else stalemated.
    fn score_without_moves(&self, ply: usize) -> i32 {
        if self.in_check() {
            -MATE + ply as i32
        } else {
            0
        }
    }

    fn is_rule_draw(&self) -> bool {
        self.position.halfmove_clock() >= 100 || self.position.is_insufficient_material()
    }

    fn reversible_plies(&self) -> usize {
        self.position.halfmove_clock() as usize
    }

    fn capture_score(&self, mv: Move) -> Option<i32> {
        Searchable::capture_score(&self.position, mv)
    }

    /// By the seat to move, where the man comes from and where it goes.
    fn history_index(&self, mv: Move) -> usize {
        (self.seat * 64 + mv.from.index()) * 64 + mv.to.index()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::search::Searcher;
    use crate::ai::{Limits, Searchable};
    use crate::games::crowded_house::legality::{RULES, legal_moves};

    fn board(fen: &str, seat: Seat) -> CrowdedBoard {
        CrowdedBoard::new(Position::from_fen(fen, RULES).unwrap(), seat, [0; SEATS])
    }

    fn names(board: &CrowdedBoard) -> Vec<String> {
        let mut list = MoveList::new();
        board.moves(&mut list);
        let mut names: Vec<String> = list.iter().map(|mv| mv.to_string()).collect();
        names.sort();
        names
    }

    #[test]
    fn each_ply_is_the_next_seats_and_unmaking_restores_the_board() {
        let start = crate::engine::STARTING_FEN;
        let mut board = board(start, 0);
        let rules_moves = |board: &CrowdedBoard| {
            let mut names: Vec<String> = legal_moves(&board.position, board.seat)
                .into_iter()
                .map(|mv| mv.to_string())
                .collect();
            names.sort();
            names
        };
        let mut seen = Vec::new();
        for seat in 0..SEATS {
            assert_eq!(board.seat, seat);
            assert_eq!(names(&board), rules_moves(&board), "seat {seat}");
            let mut list = MoveList::new();
            board.moves(&mut list);
            let mv = list[0];
            let (hash, fen) = (board.hash(), board.position.fen());
            let undo = board.make(mv);
            seen.push((mv, undo, hash, fen));
        }
        assert_eq!(board.seat, 0);
        while let Some((mv, undo, hash, fen)) = seen.pop() {
            board.unmake(mv, undo);
            assert_eq!((board.hash(), board.position.fen()), (hash, fen));
        }
    }

    #[test]
    fn the_same_men_with_the_other_player_to_move_are_another_position() {
        let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1";
        let (king_side, queen_side) = (board(fen, 1), board(fen, 3));
        assert_ne!(king_side.hash(), queen_side.hash());
        // The king on e8 is on the king side: only king-side Black moves it.
        assert!(names(&king_side).contains(&"e8f8".to_string()));
        assert_eq!(names(&queen_side), ["e8d7", "e8d8"]);
    }

    #[test]
    fn opponents_are_doubted_only_once_a_seat_of_theirs_may_stall() {
        let doubts = [0, 0, 0, 875];
        let stalling_doubts = [900, 0, 900, 875];
        let doubt = |fen: &str, seat| {
            let position = Position::from_fen(fen, RULES).unwrap();
            CrowdedBoard::new(position, seat, doubts)
                .doubting_stalls(stalling_doubts)
                .doubt()
        };
        // White has pieces on both halves: only the partner is doubted.
        let both = "4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1";
        assert_eq!(doubt(both, 0), 0);
        assert_eq!(doubt(both, 2), 0);
        // White's queen side holds nothing but the king and pawns.
        let king_side_only = "4k3/8/8/8/8/8/P7/4K1N1 w - - 0 1";
        assert_eq!(doubt(king_side_only, 0), 900);
        assert_eq!(doubt(king_side_only, 2), 900);
        // The stalling doubts are for White's seats only: Black's seat 1
        // stays trusted and his partner keeps his doubt.
        let black_to_move = "4k3/8/8/8/8/8/P7/4K1N1 b - - 0 1";
        assert_eq!(doubt(black_to_move, 1), 0);
        assert_eq!(doubt(black_to_move, 3), 875);
    }

    #[test]
    fn a_seat_without_a_move_is_mated_only_when_the_next_player_could_take_the_king() {
        // Queen-side White to move, its pawn blocked and its king on the
        // other half: no move. Queen-side Black's queen on a1 attacks the
        // king along the rank from its half: mate.
        let mated = board("7k/8/8/p7/P7/8/8/q5K1 w - - 0 1", 2);
        assert!(names(&mated).is_empty());
        assert!(mated.in_check());
        assert_eq!(mated.score_without_moves(3), -MATE + 3);
        // The queen on e5 attacks nothing: stalemate.
        let stalemated = board("7k/8/8/p3q3/P7/8/8/6K1 w - - 0 1", 2);
        assert!(names(&stalemated).is_empty());
        assert_eq!(stalemated.score_without_moves(3), 0);
    }

    #[test]
    fn the_search_finds_the_mate_of_a_seat_left_without_a_move() {
        // King-side Black to move: the queen from e5 to a1 or d4 leaves
        // queen-side White, next, without a move and its king attacked.
        let mut position = board("7k/8/8/p3q3/P7/8/8/6K1 b - - 0 1", 1);
        let mut searcher = Searcher::new(1);
        let limits = Limits {
            depth: Some(4),
            ..Limits::default()
        };
        let progress = searcher.search(&mut position, &[], limits, |_| {});
        let best = progress.best().unwrap().to_string();
        assert!(["e5a1", "e5d4"].contains(&best.as_str()), "{best}");
        assert_eq!(progress.score, MATE - 1);
    }

    #[test]
    fn the_quiescence_search_sees_a_seat_left_without_a_move() {
        // King-side Black to move. The queen takes the knight on a1,
        // queen-side White's last man: queen-side White, next, then has
        // nothing to move (its king on h1 and pawns on g2 and h2 are on
        // the other half) and queen-side Black could not take the king
        // (the bishop on f1 closes the first rank), a stalemate that a
        // search one ply deep meets only in its quiescence search, where
        // standing pat a queen up it would count as a win.
        let mut position = board("4k3/8/8/4q3/8/8/6PP/N4b1K b - - 0 1", 1);
        let mut after = position.clone();
        let capture = position.position.parse_uci("e5a1").unwrap();
        after.make(capture);
        assert!(names(&after).is_empty() && !after.in_check());
        let mut searcher = Searcher::new(1);
        let limits = Limits {
            depth: Some(1),
            ..Limits::default()
        };
        let progress = searcher.search(&mut position, &[], limits, |_| {});
        assert_ne!(progress.best(), Some(capture));
        assert!(progress.score > 300, "{}", progress.score);
    }

    #[test]
    fn the_quiescence_search_answers_only_so_many_checks_on_a_line() {
        // A table of random players reached this position, with queen-side
        // White to move and its king-side partner taken as playing at
        // random. The kings stand among the other army's men, so one
        // seat after another is in check without a capture, and the
        // first iteration's quiescence search (which no limit stops),
        // answering every check with every move, never ended.
        let fen = "1r1q3r/2P3bp/p2R1Qpn/2N1kp2/5P2/2P4P/PPK1B3/R1B1N3 w - - 11 38";
        let position = Position::from_fen(fen, RULES).unwrap();
        let mut board = CrowdedBoard::new(position, 2, [1_000, 0, 0, 0]);
        let mut searcher = Searcher::new(1);
        let limits = Limits {
            depth: Some(1),
            ..Limits::default()
        };
        let progress = searcher.search(&mut board, &[], limits, |_| {});
        assert_eq!(progress.depth, 1);
        assert!(progress.best().is_some());
        assert!(progress.nodes < 100_000, "{} nodes", progress.nodes);
    }

    #[test]
    fn the_clock_ends_even_the_first_iteration() {
        // The first iteration here takes tens of thousands of nodes.
        let fen = "1r1q3r/2P3bp/p2R1Qpn/2N1kp2/5P2/2P4P/PPK1B3/R1B1N3 w - - 11 38";
        let position = Position::from_fen(fen, RULES).unwrap();
        let legal = legal_moves(&position, 2);
        let mut board = CrowdedBoard::new(position, 2, [1_000, 0, 0, 0]);
        let mut searcher = Searcher::new(1);
        let progress = searcher.search(&mut board, &[], Limits::movetime(0.0), |_| {});
        assert_eq!(progress.depth, 0, "no iteration finished");
        assert!(progress.nodes <= 1_024, "{} nodes", progress.nodes);
        assert!(legal.contains(&progress.best().unwrap()));
    }
}
