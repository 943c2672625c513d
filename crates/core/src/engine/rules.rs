//! Rule switches: the data that makes one move generator play many games.

use serde::{Deserialize, Serialize};

/// How castling works.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CastlingMode {
    /// No castling at all.
    None,
    /// FIDE castling: king on e1/e8, rooks in the corners; written `KQkq`
    /// in FEN and `e1g1` in UCI.
    Standard,
    /// Chess960 castling: king and rook anywhere on the back rank, king
    /// between the rooks; written in X-FEN/Shredder-FEN and, in UCI, as the
    /// king taking its own rook (`e1h1`).
    Chess960,
}

/// Whether a move may leave the mover's own king attacked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum KingSafety {
    /// FIDE: no move may leave the own king attacked; castling may not start
    /// in, pass through or end on an attacked square.
    Legal,
    /// Moves are pseudo-legal: a king may step into or stay in check and may
    /// be captured. Castling then only needs the squares between to be
    /// empty; a game that forbids castling through check filters with
    /// [`crate::engine::Position::is_attacked`].
    KingCapture,
}

/// The rule switches of one 8x8 board. Pawn directions are fixed on the 8x8
/// board (White moves toward rank 8 and promotes there, Black toward rank 1);
/// the cross board carries its own per-army pawn rules
/// ([`crate::engine::cross::CrossRules`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Rules {
    /// Castling style.
    pub castling: CastlingMode,
    /// Whether pawns may step two squares from their starting rank.
    pub double_step: bool,
    /// Whether en passant captures exist.
    pub en_passant: bool,
    /// Whether moves must keep the own king safe.
    pub king_safety: KingSafety,
}

impl Rules {
    /// FIDE chess.
    pub const STANDARD: Rules = Rules {
        castling: CastlingMode::Standard,
        double_step: true,
        en_passant: true,
        king_safety: KingSafety::Legal,
    };

    /// FIDE chess with Chess960 castling.
    pub const CHESS960: Rules = Rules {
        castling: CastlingMode::Chess960,
        ..Rules::STANDARD
    };
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::STANDARD
    }
}
