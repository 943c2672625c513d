//! One board of the ring: an engine position, the set each man came from,
//! the move list and the last move.

use super::stockpile::StockMan;
use crate::engine::{Move, MoveKind, Position, Square};

/// Marks an empty square in [`RingBoard::origins`].
const NO_ORIGIN: u8 = 0;

/// One board of the ring.
#[derive(Clone, Debug, PartialEq)]
pub struct RingBoard {
    /// The position.
    position: Position,
    /// Per square (a1 = 0), the number (from 1) of the board whose set the
    /// man there came from; 0 on an empty square.
    origins: Vec<u8>,
    /// Every move, drop and pass on this board, in SAN (`N@g1` for drops).
    moves: Vec<String>,
    /// The squares of the last move (from and to; both the target of a drop).
    last_move: Option<(String, String)>,
}

/// What happened when a move or drop was played.
pub struct Played {
    /// The move as written in the board's move list.
    pub san: String,
    /// The man captured, with the set it came from.
    pub captured: Option<StockMan>,
}

impl RingBoard {
    /// A board in the starting position; its men are of set `number` (from 1).
    pub fn new(number: usize) -> RingBoard {
        RingBoard::with_position(Position::standard(), number)
    }

    /// A board set up from FEN (standard rules), every man counted as from
    /// set `origin`: for scenario tests.
    #[cfg(test)]
    pub fn from_fen(fen: &str, origin: usize) -> Result<RingBoard, String> {
        let position = Position::from_fen(fen, crate::engine::Rules::STANDARD)
            .map_err(|error| error.to_string())?;
        Ok(RingBoard::with_position(position, origin))
    }

    fn with_position(position: Position, origin: usize) -> RingBoard {
        let origins = Square::all()
            .map(|square| match position.man_at(square) {
                Some(_) => origin as u8,
                None => NO_ORIGIN,
            })
            .collect();
        RingBoard {
            position,
            origins,
            moves: Vec::new(),
            last_move: None,
        }
    }

    /// The position on this board.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The board's moves so far.
    pub fn moves(&self) -> &[String] {
        &self.moves
    }

    /// The last move's squares.
    pub fn last_move(&self) -> Option<&(String, String)> {
        self.last_move.as_ref()
    }

    /// The set the man on `square` came from.
    pub fn origin(&self, square: Square) -> Option<usize> {
        match self.origins.get(square.index()) {
            Some(&origin) if origin != NO_ORIGIN => Some(origin as usize),
            _ => None,
        }
    }

    /// Whether the side to move is checkmated: in check with no legal move
    /// that is not a drop (a drop that would block does not save it).
    pub fn is_mated(&self) -> bool {
        self.position.is_check() && !self.position.has_legal_move()
    }

    /// The man `mv` (a move, not a drop) would take, with its set.
    pub fn captured_by(&self, mv: Move) -> Option<StockMan> {
        let square = captured_square(mv)?;
        let man = self.position.man_at(square)?;
        Some(StockMan {
            army: man.army,
            kind: man.kind,
            origin: self.origin(square)?,
        })
    }

    /// Plays a legal engine move (not a drop), keeping the origins.
    pub fn play_move(&mut self, mv: Move) -> Played {
        let san = self.position.san(mv);
        let us = self.position.turn();
        let captured_square = captured_square(mv);
        let captured = self.captured_by(mv);
        let moving = self.take_origin(mv.from);
        if let Some(square) = captured_square {
            self.take_origin(square);
        }
        if let MoveKind::Castle = mv.kind {
            let rook_origin = self.take_origin(mv.to);
            let rank = mv.from.rank();
            let king_side = mv.to.file() > mv.from.file();
            let (king_file, rook_file) = if king_side { (6, 5) } else { (2, 3) };
            self.put_origin(Square::new(king_file, rank), moving);
            self.put_origin(Square::new(rook_file, rank), rook_origin);
        } else {
            self.put_origin(Some(mv.to), moving);
        }
        self.position.make(mv);
        self.record(mv.from, mv.to, san.clone());
        debug_assert_ne!(us, self.position.turn());
        Played { san, captured }
    }

    /// Drops `man` (of the side to move) on `to`; the caller has checked it
    /// is legal.
    pub fn play_drop(&mut self, man: StockMan, to: Square) -> Played {
        let mv = Move::drop(man.kind, to);
        let mut san = format!("{}@{to}", man.kind.letter());
        self.position.make(mv);
        if self.position.is_check() {
            san.push(if self.position.has_legal_move() {
                '+'
            } else {
                '#'
            });
        }
        self.put_origin(Some(to), man.origin as u8);
        self.record(to, to, san.clone());
        Played {
            san,
            captured: None,
        }
    }

    /// The side to move has no legal action and passes: the other side is
    /// to move.
    pub fn pass(&mut self) {
        let other = self.position.turn().opponent();
        self.position.set_en_passant(None);
        self.position.set_turn(other);
        self.moves.push("pass".into());
    }

    fn record(&mut self, from: Square, to: Square, san: String) {
        self.moves.push(san);
        self.last_move = Some((from.to_string(), to.to_string()));
    }

    fn take_origin(&mut self, square: Square) -> u8 {
        self.origins
            .get_mut(square.index())
            .map_or(NO_ORIGIN, |origin| std::mem::replace(origin, NO_ORIGIN))
    }

    fn put_origin(&mut self, square: Option<Square>, origin: u8) {
        if let Some(slot) = square.and_then(|square| self.origins.get_mut(square.index())) {
            *slot = origin;
        }
    }
}

/// The square whose man `mv` would take, if it may take one.
fn captured_square(mv: Move) -> Option<Square> {
    match mv.kind {
        MoveKind::EnPassant => Square::new(mv.to.file(), mv.from.rank()),
        MoveKind::Castle | MoveKind::Drop(_) => None,
        _ => Some(mv.to),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::men::{Army, Kind};

    fn play(board: &mut RingBoard, uci: &str) -> Played {
        let mv = board.position().parse_uci(uci).unwrap();
        board.play_move(mv)
    }

    fn square(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    #[test]
    fn men_keep_their_set_through_moves_castling_and_promotion() {
        let mut board = RingBoard::from_fen("r3k3/1P6/8/8/8/8/8/4K2R w K - 0 1", 2).unwrap();
        board.put_origin(Some(square("b7")), 5);
        play(&mut board, "e1g1");
        assert_eq!(board.origin(square("g1")), Some(2));
        assert_eq!(board.origin(square("f1")), Some(2));
        assert_eq!(board.origin(square("e1")), None);
        assert_eq!(board.origin(square("h1")), None);
        play(&mut board, "e8d8");
        let promoted = play(&mut board, "b7a8q");
        assert_eq!(
            promoted.captured,
            Some(StockMan {
                army: Army::Black,
                kind: Kind::Rook,
                origin: 2
            })
        );
        assert_eq!(
            board.origin(square("a8")),
            Some(5),
            "the queen is still of set 5"
        );
        assert_eq!(board.moves(), ["O-O", "Kd8", "bxa8=Q+"]);
    }

    #[test]
    fn en_passant_stockpiles_the_pawn_from_its_own_square() {
        let mut board = RingBoard::from_fen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", 1).unwrap();
        board.put_origin(Some(square("d7")), 4);
        play(&mut board, "d7d5");
        let taken = play(&mut board, "e5d6");
        assert_eq!(
            taken.captured,
            Some(StockMan {
                army: Army::Black,
                kind: Kind::Pawn,
                origin: 4
            })
        );
        assert_eq!(board.origin(square("d5")), None);
        assert_eq!(board.origin(square("d6")), Some(1));
    }

    #[test]
    fn a_drop_brings_its_set_and_a_pass_hands_over_the_turn() {
        let mut board = RingBoard::new(3);
        board.play_drop(
            StockMan {
                army: Army::White,
                kind: Kind::Knight,
                origin: 7,
            },
            square("e4"),
        );
        assert_eq!(board.origin(square("e4")), Some(7));
        assert_eq!(board.position().turn(), Army::Black);
        board.pass();
        assert_eq!(board.position().turn(), Army::White);
        assert_eq!(board.moves(), ["N@e4", "pass"]);
    }
}
