//! The one shared board: standard FIDE chess from the engine, with the
//! automatic draws (threefold repetition, fifty moves, insufficient
//! material), and what each move means for the score sheet.

use crate::engine::men::Army;
use crate::engine::notation::looks_like_uci;
use crate::engine::{GameHistory, Move, MoveKind, Position, Status};
use crate::games::board_view::BoardView;
use crate::games::chessboard::board_view;

use super::ending::Ending;
use super::scores::MoveFacts;
use crate::games::{RuleError, Seat};

/// The shared board and its history.
#[derive(Clone, Debug)]
pub struct SharedBoard {
    position: Position,
    history: GameHistory,
    last_move: Option<(String, String)>,
}

/// A move as played: its UCI text, its SAN and what it did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedMove {
    pub colour: Army,
    pub uci: String,
    pub san: String,
    pub facts: MoveFacts,
}

impl SharedBoard {
    /// The standard starting position.
    pub fn standard() -> SharedBoard {
        SharedBoard::from_position(Position::standard())
    }

    /// A board starting from `position` (for tests and puzzles).
    pub fn from_position(position: Position) -> SharedBoard {
        let history = GameHistory::new(&position);
        SharedBoard {
            position,
            history,
            last_move: None,
        }
    }

    /// The colour to move.
    pub fn turn(&self) -> Army {
        self.position.turn()
    }

    /// The position on the board.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The position's FEN.
    pub fn fen(&self) -> String {
        self.position.fen()
    }

    /// Every legal move.
    pub fn legal_moves(&self) -> Vec<Move> {
        self.position.legal_moves().to_vec()
    }

    /// Reads a legal move written in UCI (`e2e4`, `e7e8q`) or SAN (`Nf3`):
    /// a UCI move the board does not allow is refused with the board's
    /// reason, anything else as no move here.
    pub fn read_move(&self, text: &str) -> Result<Move, RuleError> {
        let text = text.trim();
        if looks_like_uci(text) {
            return self
                .position
                .parse_uci(text)
                .map_err(|error| RuleError::new(error.to_string()));
        }
        self.position.parse_san(text).map_err(|_| {
            RuleError::new(format!(
                "{text:?} is no move here (write moves like e2e4 or Nf3)"
            ))
        })
    }

    /// Plays a move written in UCI notation, if it is legal.
    #[cfg(test)]
    fn play_uci(&mut self, text: &str) -> Result<PlayedMove, RuleError> {
        let mv = self
            .position
            .parse_uci(text)
            .map_err(|error| RuleError::new(error.to_string()))?;
        self.play(mv)
    }

    /// Plays a move, if it is legal.
    pub fn play(&mut self, mv: Move) -> Result<PlayedMove, RuleError> {
        let colour = self.position.turn();
        let uci = self.position.uci(mv);
        let san = self.position.san(mv);
        let mover = self.position.man_at(mv.from);
        let undo = self
            .position
            .play(mv)
            .map_err(|error| RuleError::new(error.to_string()))?;
        self.history.push(&self.position);
        self.last_move = Some((uci[0..2].to_string(), uci[2..4].to_string()));
        let facts = MoveFacts {
            captured: undo.captured(),
            en_passant: mv.kind == MoveKind::EnPassant,
            promoted: match mv.kind {
                MoveKind::Promotion(_) => mover,
                _ => None,
            },
        };
        Ok(PlayedMove {
            colour,
            uci,
            san,
            facts,
        })
    }

    /// How the game ended, if it has: `mover` made the last move.
    pub fn ending(&self, mover: Seat) -> Option<Ending> {
        match self.history.status(&self.position) {
            Status::Ongoing => None,
            Status::Checkmate { winner } => Some(Ending::Checkmate { winner, mover }),
            Status::Stalemate => Some(Ending::Stalemate),
            Status::Repetition => Some(Ending::Threefold),
            Status::FiftyMoves => Some(Ending::FiftyMoves),
            Status::InsufficientMaterial => Some(Ending::InsufficientMaterial),
        }
    }

    /// The board for the board component; legal moves only when `with_moves`.
    pub fn view(&self, with_moves: bool) -> BoardView {
        let mut view = board_view(&self.position, None, with_moves);
        view.last_move = self.last_move.clone();
        view
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;
    use crate::engine::men::{Kind, Man};

    fn play_all(board: &mut SharedBoard, moves: &str) -> Vec<PlayedMove> {
        moves
            .split_whitespace()
            .map(|uci| board.play_uci(uci).unwrap())
            .collect()
    }

    #[test]
    fn reports_captures_en_passant_and_promotion() {
        let mut board = SharedBoard::standard();
        let played = play_all(&mut board, "e2e4 f7f5 e4f5 g7g5 f5g6 g8f6 g6h7 h8g8");
        let pawn = |army| {
            Some(Man {
                army,
                kind: Kind::Pawn,
            })
        };
        assert_eq!(played[2].facts.captured, pawn(Army::Black));
        assert!(!played[2].facts.en_passant);
        assert_eq!(played[2].san, "exf5");
        assert_eq!(played[4].facts.captured, pawn(Army::Black));
        assert!(played[4].facts.en_passant);
        assert_eq!(played[4].san, "fxg6");
        assert_eq!(played[1].facts, MoveFacts::default());
        // Promotion with capture: hxg8=Q takes a rook and keeps the pawn.
        let promotion = board.play_uci("h7g8q").unwrap();
        assert_eq!(promotion.san, "hxg8=Q");
        assert_eq!(promotion.colour, Army::White);
        assert_eq!(
            promotion.facts.captured,
            Some(Man {
                army: Army::Black,
                kind: Kind::Rook
            })
        );
        assert_eq!(promotion.facts.promoted, pawn(Army::White));
    }

    #[test]
    fn refuses_illegal_and_malformed_moves() {
        let mut board = SharedBoard::standard();
        assert!(board.play_uci("e2e5").is_err());
        assert!(board.play_uci("hello").is_err());
        assert!(board.play_uci("").is_err());
        assert_eq!(board.read_move("Nf3").unwrap().to_string(), "g1f3");
        assert_eq!(board.read_move("e2e4").unwrap().to_string(), "e2e4");
        // A move written either way is refused in the words that fit it:
        // the board's reason for a UCI move, no move here for SAN.
        assert_eq!(
            board.read_move("Ke2").unwrap_err().0,
            "\"Ke2\" is no move here (write moves like e2e4 or Nf3)"
        );
        let uci = board.read_move("e2e5").unwrap_err().0;
        assert!(uci.starts_with("e2e5: ") && uci.contains("pawn"), "{uci}");
        assert_eq!(board.turn(), Army::White, "nothing was played");
    }

    #[test]
    fn finds_mate_and_each_automatic_draw() {
        let mut board = SharedBoard::standard();
        play_all(&mut board, "f2f3 e7e5 g2g4");
        assert_eq!(board.ending(2), None);
        board.play_uci("d8h4").unwrap();
        assert_eq!(
            board.ending(3),
            Some(Ending::Checkmate {
                winner: Army::Black,
                mover: 3
            })
        );

        let mut board = SharedBoard::standard();
        play_all(&mut board, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
        assert_eq!(board.ending(0), None, "the start has occurred twice");
        board.play_uci("f6g8").unwrap();
        assert_eq!(board.ending(0), Some(Ending::Threefold));

        let stalemate = Position::from_fen("k7/8/1Q6/8/8/8/8/7K w - - 0 1", Rules::STANDARD);
        let mut board = SharedBoard::from_position(stalemate.unwrap());
        board.play_uci("b6c7").unwrap();
        assert_eq!(board.ending(1), Some(Ending::Stalemate));

        let bare = Position::from_fen("k7/8/8/8/8/8/1r6/K7 w - - 0 1", Rules::STANDARD);
        let mut board = SharedBoard::from_position(bare.unwrap());
        board.play_uci("a1b2").unwrap();
        assert_eq!(board.ending(1), Some(Ending::InsufficientMaterial));

        let slow = Position::from_fen("k7/8/8/8/8/8/1R6/K7 w - - 99 80", Rules::STANDARD);
        let mut board = SharedBoard::from_position(slow.unwrap());
        board.play_uci("b2c2").unwrap();
        assert_eq!(board.ending(1), Some(Ending::FiftyMoves));
    }

    #[test]
    fn the_view_shows_men_check_and_moves_only_when_asked() {
        let mut board = SharedBoard::standard();
        let start = board.view(true);
        assert_eq!(start.men.len(), 32);
        assert_eq!(start.moves.len(), 20);
        assert!(board.view(false).moves.is_empty());
        play_all(&mut board, "e2e4 f7f6 d1h5");
        let view = board.view(true);
        assert_eq!(view.checks, ["e8"]);
        assert_eq!(view.last_move, Some(("d1".into(), "h5".into())));
        let promotions = SharedBoard::from_position(
            Position::from_fen("k7/4P3/8/8/8/8/8/K7 w - - 0 1", Rules::STANDARD).unwrap(),
        )
        .view(true);
        let push = promotions.moves.iter().find(|m| m.to == "e8").unwrap();
        assert_eq!(push.promotions.len(), 4);
    }
}
