//! Moves as people write them, judged by the Crowded House rules instead
//! of the engine's: SAN disambiguates only among the moves the player may
//! make, and a move that is no legal move of the player is refused with the
//! rule it breaks.

use crate::engine::men::Kind;
use crate::engine::notation::looks_like_uci;
use crate::engine::{Move, Position, Square};
use crate::games::{RuleError, Seat};

use super::legality::refusal;

/// The move in SAN without `+` or `#` (the game adds them: they depend on
/// who moves next). `legal` are the mover's legal moves, among which a man
/// is told apart from another of the same kind by its file or rank.
pub fn san(position: &Position, legal: &[Move], mv: Move) -> String {
    position.san_among(legal, mv)
}

/// The pseudo-legal move of the side to move that UCI `text` names:
/// castling as the king's two-square step or as the king taking its rook.
fn uci_move(position: &Position, text: &str) -> Option<Move> {
    let from = Square::parse(&text[0..2])?;
    let to = Square::parse(&text[2..4])?;
    let promotion = match text[4..].chars().next() {
        None => None,
        Some(letter) if letter.is_ascii_lowercase() => {
            Some(Kind::from_letter(letter).filter(|k| !matches!(k, Kind::Pawn | Kind::King))?)
        }
        Some(_) => return None,
    };
    position.legal_moves().iter().copied().find(|&mv| {
        mv.from == from
            && mv.promotion() == promotion
            && (mv.to == to || (mv.is_castle() && position.uci(mv)[2..4] == text[2..4]))
    })
}

/// SAN as people type it: without `+`, `#`, `!` or `?`, zeros for the
/// letter O in castling.
fn plain_san(text: &str) -> String {
    text.trim_end_matches(['+', '#', '!', '?'])
        .replace('0', "O")
}

/// Reads a move of `seat` (UCI or SAN) among its `legal` moves. A move of
/// the board that the seat may not make is refused with the reason.
pub fn read_move(
    position: &Position,
    seat: Seat,
    legal: &[Move],
    text: &str,
) -> Result<Move, RuleError> {
    let text = text.trim();
    let candidate = if looks_like_uci(text) {
        uci_move(position, text)
    } else {
        let wanted = plain_san(text);
        if let Some(&mv) = legal.iter().find(|&&mv| san(position, legal, mv) == wanted) {
            return Ok(mv);
        }
        position.parse_san(text).ok()
    };
    match candidate {
        Some(mv) if legal.contains(&mv) => Ok(mv),
        Some(mv) => Err(RuleError::new(format!(
            "{text}: {}",
            refusal(position, seat, mv).unwrap_or_else(|| position.move_refusal(mv).to_string())
        ))),
        // The board's own words for why the man cannot go there.
        None if looks_like_uci(text) => {
            Err(RuleError::new(position.parse_uci(text).err().map_or_else(
                || format!("{text}: not a move here"),
                |e| e.to_string(),
            )))
        }
        None => Err(RuleError::new(format!(
            "{text:?} is no move here (write moves like e2e4 or Nf3)"
        ))),
    }
}
