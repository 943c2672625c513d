//! Cloak and Dagger chess, from Don Kirkby's Chess Kit.

use super::Block::{self, *};

pub const RULES: &[Block] = &[
    Para(
        "Pawns play as usual, but every other man hides as a numbered checker. Work out which \
         enemy checker is the king before your opponent finds yours.",
    ),
    Heading("Setting up"),
    List(&[
        "Each player privately arranges their eight back-rank men under the Chess960 rules (bishops on different colours, king between the rooks), or takes a random arrangement.",
        "On the board they show as checkers numbered 1 to 8 from the a-file to the h-file.",
        "Each player keeps a private deduction grid, numbers against kinds, with marks they set. On request, Parlour marks what is certain: captures, uncloaked men, right guesses, and moves only one kind of man could make.",
    ]),
    Heading("A turn"),
    List(&[
        "At the start of your turn you may guess the identity of one enemy checker.",
        "Right: after your move you make a bonus move, either a pawn move or dropping one of your captured pawns on an empty square of your second rank. Both players learn the checker's identity.",
        "Wrong: your opponent makes such a bonus move before their next move.",
        "At the end of your turn you may uncloak any of your checkers, for good.",
        "A captured checker is shown to both players. A promoted pawn is uncloaked.",
    ]),
    Heading("Kings and winning"),
    List(&[
        "A cloaked king may move into check, stay in check and castle out of check: the opponent cannot know.",
        "An uncloaked king follows the normal rules of check.",
        "Castling is Chess960 castling.",
        "You win by capturing a cloaked king or by checkmating an uncloaked one.",
    ]),
];
