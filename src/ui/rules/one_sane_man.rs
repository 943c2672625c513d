//! The One Sane Man.

use super::Block::{self, *};

pub const RULES: &[Block] = &[
    Para(
        "Three to eight players sit in a ring and each plays two games at once: White against \
         one neighbour, Black against the other. Men you capture wait in your stockpile to be \
         dropped into your other game.",
    ),
    Heading("The ring"),
    List(&[
        "There is one board per player. On board i, player i plays White against player i+1 with Black; the last player's board closes the ring against the first.",
        "Turns go round the boards in ring order: on each board in turn, the side to move makes one move or one drop.",
        "Moves follow standard chess. A stalemated side passes on that board.",
    ]),
    Heading("Stockpiles and drops"),
    List(&[
        "A captured man goes to the capturer's stockpile, remembering its colour and the board it came from.",
        "Instead of moving, you may drop a man from your stockpile of the colour you play on that board onto an empty starting square of its kind for that colour (pawns onto the second rank).",
        "A king is never stockpiled or dropped.",
        "A man may not be dropped on the board it was captured from (a game option, on by default).",
        "A drop must not leave your own king in check. It may block a check, but a player whose only legal moves are drops is checkmated all the same.",
    ]),
    Heading("Checkmate and winning"),
    List(&[
        "When a player is checkmated on a board, they are out with their stockpile, and that board leaves the ring.",
        "The winner takes over the loser's other game, with its colour and position as they stand, and brings their own stockpile.",
        "The last player left wins. All remaining players may agree a draw.",
        "Optional clocks start at twice a normal time control.",
    ]),
];
