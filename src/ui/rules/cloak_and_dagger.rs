//! Cloak and Dagger chess, from Don Kirkby's Chess Kit, as Parlour plays it
//! (`crate::games::cloak_dagger`).

use super::Block::{self, *};

pub const RULES: &[Block] = &[
    Para(
        "Pawns play as usual, but every other man hides as a numbered checker. Work out which \
         enemy checker is which, and take the king before your opponent finds yours.",
    ),
    Heading("Setting up"),
    List(&[
        "White, then Black, arranges their eight back-rank men in secret, under the Chess960 rules: the king between the two rooks, the bishops on squares of different colours. Any of the 960 arrangements will do, or a random one.",
        "On the board the men show as checkers numbered 1 to 8 from the a-file to the h-file. You always know your own; your opponent sees only the numbers.",
        "Each player keeps a private grid of the enemy's checkers, numbers against kinds, with a circle for a man you know and a cross for what he cannot be. Ask for help and Parlour marks what is certain from what both players have seen: captured, uncloaked and rightly guessed men, wrong guesses, the moves each checker made (a checker that jumped is a knight; a castling pair are king and rook), and what follows from all that under the Chess960 rules (a corner checker is never the king). Players may agree to play without help.",
    ]),
    Heading("A turn"),
    List(&[
        "If your opponent guessed wrong on their last turn, you begin with a bonus move (or pass).",
        "Then you may guess what one enemy checker is, if he is still hidden: \"checker 3 is the queen\". Both players hear the guess and the answer.",
        "Then you make your move.",
        "After a right guess you make a bonus move (or pass). The checker you named stays a checker, but now both players know him.",
        "A bonus move is a pawn move (a step, a double step, a capture, en passant or a promotion), or one of your captured pawns dropped back on an empty square of your second rank. It may capture, even a king.",
        "At the end of your turn you may uncloak any of your checkers: from then on he shows as the man he is. Then you end your turn; with no checker left to uncloak it ends by itself.",
        "A captured checker is shown to both players. A promoted pawn becomes an uncloaked man.",
        "En passant is possible only on the very next move after the double step: a bonus move in between ends the chance.",
        "The move list names a hidden checker by his number, [7]g1-f3, and adds his kind for a player who knows him, N[7]g1-f3. It never marks check on a cloaked king.",
    ]),
    Heading("Kings"),
    List(&[
        "A cloaked king may move into check, stay in check and castle out of, through or into check: the opponent cannot know. If the opponent finds him, they may capture him. Parlour never shows check on a cloaked king, not even to his owner: that would tell which enemy checkers attack him.",
        "An uncloaked king follows the normal rules of check: no move of yours, regular or bonus, may leave him attacked by any enemy man, checker or not. Parlour refuses such a move and shows the check, as an opponent at the table would have to say \"check\", so a refused move can tell you something about the enemy's checkers.",
        "Castling is Chess960 castling: the king ends on the g-file and the rook on the f-file (or c and d); every square either of them crosses or lands on must be empty but for the two; an uncloaked king may not castle out of, through or into check. Castling gives away which checkers are the king and that rook, but both stay cloaked: the board still shows them by number, and the king keeps a cloaked king's freedom.",
        "You may uncloak your king even while he is attacked; then he may be captured.",
    ]),
    Heading("Winning and drawing"),
    List(&[
        "You win by capturing the king. A cloaked king may be captured whenever he stands attacked; an uncloaked one only when you move twice in a row (a move and a bonus move), or when his owner uncloaked him under attack.",
        "You win by checkmate: when your opponent must make a regular move, their uncloaked king is attacked, and they have no legal move.",
        "A player with no legal regular move who is not checkmated is stalemated: a draw.",
        "These draws end the game at once: the same visible position (the same men and numbered checkers on the same squares, and the same player at the same step of a turn) for the third time; a hundred turns in a row, fifty of each player, without a capture, a pawn move or a pawn drop; and too few men to mate, as standard chess counts it, but only once both kings are uncloaked and every man on the board is known to both players (sooner it would give secrets away).",
        "The game is played without a clock: nobody loses on time.",
        "When the game is over, both arrangements are shown.",
    ]),
    Heading("At the table"),
    List(&[
        "Two people share one device. Before each turn it is passed on behind a screen that shows only what both players may know; the player taking it taps to show their own view. Nothing of one player's arrangement or grid is ever on the other's screen.",
        "To arrange your men, swap two of them: drag one onto the other, tap one and then the other, or use the arrow keys and Enter. \"Random arrangement\" deals one of the 960, \"Standard\" puts back RNBQKBNR, and \"Confirm\" sets it; an arrangement against the Chess960 rules is refused with the reason.",
        "To guess, pick an enemy checker by his number and what you think he is, then tap Guess; then move on the board. In a bonus step, move a pawn on the board, or tap your captured pawns and then an empty square of your second rank, or tap \"No bonus move\". At the end of your turn, tap Uncloak for any checker you want to show, then \"End turn\".",
        "Your grid sits beside the board on your turn: tap a cell for a circle, again for a cross, again to clear it. With help on (an option when the game is set up), \"Help\" marks what is certain, and a second grid shows your own men as your opponent may have worked them out from what you both have seen: a circle where they can know the kind, a cross where they can rule it out.",
        "The table may be set up as an open table, without the hand-off screens, for play where nobody minds.",
    ]),
];
