//! Crowded House, from Don Kirkby's Chess Kit.

use super::Block::{self, *};

pub const RULES: &[Block] = &[
    Para(
        "Two teams of two share one chess set. Each player rules half the board, and a king is \
         only in danger if the very next player can take it.",
    ),
    Heading("Seats and turns"),
    List(&[
        "Four players: king-side White, king-side Black, queen-side White, queen-side Black, moving in that order.",
        "Files e to h are the king side; files a to d are the queen side.",
        "You may move a man of your colour that starts or ends its move on your half.",
    ]),
    Heading("Check means the next player"),
    List(&[
        "A move is legal only if, after it, the next player to move cannot capture your king (using the next player's half rule).",
        "So a king may stand on an attacked square when the attacker's owner does not move next.",
        "Castling: king and rook unmoved, the squares between them empty, and the next player unable to capture the king on any square it passes or ends on. Either player whose half holds the king's start or end square may castle.",
        "En passant may be taken only by the next player, at once.",
    ]),
    Heading("The end"),
    List(&[
        "If the player to move has no legal move, it is checkmate when the next player could capture the king right now (that player's team wins), otherwise stalemate, a draw.",
        "Threefold repetition, fifty moves and insufficient material are draws.",
        "Talking is allowed, but the other team hears everything. With the optional clock, each team has one clock, and talking costs a coin that adds two minutes to the opponents' time (both amounts are options).",
    ]),
];
