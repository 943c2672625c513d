//! Standard chess, and the Chess 4.5 computer opponent.

use super::Block::{self, *};

pub const RULES: &[Block] = &[
    Para(
        "Two players, White and Black, move in turn on an 8\u{d7}8 board. White moves first. \
         Parlour plays the full rules of the World Chess Federation (FIDE).",
    ),
    Heading("The men"),
    List(&[
        "King: one square in any direction.",
        "Queen: any distance along a rank, file or diagonal.",
        "Rook: any distance along a rank or file.",
        "Bishop: any distance along a diagonal.",
        "Knight: an L-shaped jump, two squares one way and one square to the side, over anything in between.",
        "Pawn: one square straight forward, or two from its starting square if both are empty; it captures one square diagonally forward.",
    ]),
    Heading("Special moves"),
    List(&[
        "Castling: the king moves two squares toward an unmoved rook, which jumps to the square the king crossed. Neither may have moved, the squares between them must be empty, and the king may not be in check, pass through an attacked square or land on one.",
        "En passant: a pawn that has just made a double step may be captured by an enemy pawn beside it, as if it had moved one square, on the very next move only.",
        "Promotion: a pawn reaching the last rank becomes a queen, rook, bishop or knight of the mover's choice.",
    ]),
    Heading("Check and the end of the game"),
    List(&[
        "You may never leave your own king attacked. A king that is attacked is in check.",
        "Checkmate: the side to move is in check and has no legal move. It loses.",
        "Stalemate: the side to move is not in check and has no legal move. The game is drawn.",
        "Parlour also ends the game as a draw by itself when the same position occurs for the third time, when fifty moves by each side pass without a capture or a pawn move, and when neither side has the material left to mate.",
    ]),
    Heading("Chess 4.5, the computer opponent"),
    Para(
        "Chess 4.5 is Parlour's computer opponent at the chess table. It takes its name \
         from a program: Chess 4.5, written by David Slate and Larry Atkin at Northwestern \
         University, which in 1977 became the first computer to win a human chess tournament, \
         rated about 1722. Parlour's Chess 4.5 plays standard chess at least as strongly as \
         the original.",
    ),
    Para(
        "To play it, give a seat to \u{201c}Computer\u{201d} when you set up a game at the \
         chess table, with one player for yourself in the other seat (or draw the seats at \
         random), and pick its level. The levels, \
         weakest first: Beginner looks one move ahead and often misjudges what it sees; Casual \
         looks two moves ahead and Club three, each with smaller errors of judgement; Chess 4.5 \
         searches a fixed number of positions, as the 1977 program did, and plays about as \
         strongly as a 1900 club player; Expert searches ten times as many; Full strength \
         thinks for a second a move. The computer can also suggest a move (Hint) and show how \
         it rates the position. It thinks in the background, so the board stays smooth while \
         it does, and a takeback takes back its reply too.",
    ),
];
