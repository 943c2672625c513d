//! Crowded House, from Don Kirkby's Chess Kit.

use super::Block::{self, *};

pub const RULES: &[Block] = &[
    Para(
        "Two teams of two share one chess set. Each player rules half the board, and a king is \
         only in danger if the very next player can take it.",
    ),
    Heading("Seats and turns"),
    List(&[
        "Four players in two teams: king-side White and queen-side White against king-side Black and queen-side Black.",
        "They move in the order king-side White, king-side Black, queen-side White, queen-side Black, and round again: White and Black alternate, and each team's king-side player makes its first move.",
        "Files e to h are the king side; files a to d are the queen side.",
        "On your turn you move a man of your colour that starts or ends its move on your half. Queen-side White may bring the f1 bishop to c4 or b5, but not to e2: that move starts and ends on the king side.",
        "Kings are never taken: the game ends before.",
    ]),
    Heading("Check means the next player"),
    List(&[
        "A move is legal only if, after it, the next player to move could not capture your king. The next player's capture counts only under their own half rule: the capturing man starts on their half, or your king stands on it.",
        "So your king may stand on an attacked square, or step onto one, when the attacker's owner does not move next. A turn later that player may be next, and then your partner must deal with it.",
        "You are in check when the next player could capture your king right now. A + after a move in the move list says that the player now to move is in check.",
        "Castling: king and rook unmoved, the squares between them empty, and the next player unable to capture the king on any square it passes or ends on. The king's start square does not count, so a king may castle out of check.",
        "Castling belongs to whoever's half holds the king's start or end square: the king-side player castles king side (e1 to g1); either player may castle queen side (e1 to c1).",
        "En passant may be taken only by the next player, straight after the double step, and under their own half rule.",
    ]),
    Heading("The end"),
    List(&[
        "If the player to move has no legal move, it is checkmate when the next player could capture the king right now: the next player's team wins (# in the move list). Otherwise it is stalemate, a draw, even if the other opponent attacks the king.",
        "These draws end the game at once, as in standard chess on Parlour: the same position for the third time with the same player to move; a hundred turns in a row (fifty moves of each colour) without a capture or a pawn move; neither colour left with the men to mate as standard chess counts it, such as king against king, king and knight against king, or kings and bishops all on squares of one colour.",
    ]),
    Heading("Talking and the clock"),
    List(&[
        "Partners may talk about their moves, but the other team hears everything: no secret codes and no other languages. Nobody has to follow their partner's advice.",
        "Without a clock, talking is free.",
        "The clock is optional. With it, each team has one clock, running while either of its players is to move, from the first move on (the first move is untimed). Both teams start with the same time: 30 minutes unless the table agrees on another. The table may pause the clocks: nobody moves until it resumes.",
        "Talking costs coins, kept in three piles beside the board: the centre, which starts with a handful of 20 coins, and one pile for each team.",
        "Before talking about a move, the team to move pays a coin, either from its own pile back to the centre or from the centre to the other team's pile; when both hold a coin, the team chooses. The player to move pays for the team (the \u{201c}We talk\u{201d} buttons). Once it has paid, the team may talk as much as it likes until it moves; talking about its next move costs another coin. With no coin in its pile and none in the centre, a team cannot pay.",
        "When a team's time runs out, it cashes its pile: each coin adds 2 minutes (or the amount the table agreed on) to its clock, and the pile goes back to the centre. The table does this at once, and play goes on.",
        "A team whose time runs out with no coin in its pile loses, unless the other team has no men left to mate with (as above): then the game is drawn.",
    ]),
];
