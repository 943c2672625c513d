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
        "Boards keep their numbers all game: when a board leaves the ring, the others are not renumbered.",
        "Moves follow standard chess, but a board has no automatic draws (no repetition, fifty-move or material draws): drops can always bring men back.",
        "A side that has neither a legal move nor a legal drop passes on that board, and the turn goes on to the next board. If no side on any board can act, the players left share a draw.",
    ]),
    Heading("Stockpiles and drops"),
    List(&[
        "A captured man goes to the capturer's stockpile, remembering its colour and the board whose set it belongs to: the board it stood on at the start, however many boards it has visited since. A promoted man is stockpiled as what it became.",
        "Instead of moving, you may drop a man from your stockpile of the colour you play on that board onto an empty starting square of its kind for that colour: pawns on the second rank, knights on b and g, bishops on c and f, rooks on a and h, the queen on d of the first rank.",
        "A king is never stockpiled or dropped.",
        "A man never goes back onto the board of its own set (a game option, on by default; switch it off for social games). Where several men of a kind fit, the oldest in the stockpile is used.",
        "A drop must not leave your own king in check. It may block a check, but a player in check with no legal move that is not a drop is checkmated all the same.",
        "A side not in check whose only legal actions are drops is not stalemated: it must drop.",
    ]),
    Heading("Checkmate and winning"),
    List(&[
        "When a player is checkmated on a board, they are out with their stockpile, and that board leaves the ring.",
        "The winner takes over the loser's other game, with its colour and position as they stand, and brings their own stockpile. Play goes on with the next board in the ring.",
        "With two players left, they share the last two boards; the next checkmate leaves one player, who wins. The final boards stay on show.",
        "All remaining players may agree a draw: each agrees on their own turn (the agreement stands while they play on); anyone may decline on their own turn, which withdraws every agreement; a checkmate starts the agreeing afresh.",
        "Optional clocks start at twice a normal time control (each player plays two games at once); only the clock of the player to act runs, from the first move on (the first move is untimed), and the table may pause them. A player whose clock runs out loses the game on the board to move, as if checkmated there.",
    ]),
];
