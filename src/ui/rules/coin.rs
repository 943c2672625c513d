//! COIN chess, by Evan Burchard.

use super::Block::{self, *};

pub const RULES: &[Block] = &[
    Para(
        "Each colour is split between a Noble, who commands the king and queen, and a Peasant, \
         who cares about pawns. The game ends only when a king is captured, and nobles and \
         peasants do not always want the same thing. Two to four people share the four roles \
         (White Noble, White Peasant, Black Noble, Black Peasant); one person may hold several. \
         Talk, deals and betrayal between any roles are part of the game, and the app keeps no \
         secrets: everyone sees the whole table.",
    ),
    Heading("Turns"),
    List(&[
        "White and Black alternate, White first. Each turn is exactly one chess move, by one role of the colour to move.",
        "Rooks, bishops and knights are the military. A military man is paired while its colour has two or more of that kind on the board (promoted men count), unpaired when it is the last of its kind.",
        "The Noble acts first and picks one option. Options marked * need military control. Which option a move counts as follows from the man it moves:",
    ]),
    List(&[
        "a) move the king;",
        "b) cede: the Peasant of the same colour makes the move (offered only when the Peasant has a legal move);",
        "c*) castle;",
        "d*) move a queen;",
        "e*) move a pawn or an unpaired military man himself, and lose military control for his next turn;",
        "f*) move a paired military man.",
    ]),
    Para(
        "A Peasant who is ceded to moves a pawn or an unpaired military man: never the king, \
         never a queen, never a paired man, and he does not castle. Only a Noble with military \
         control ever moves a queen. A Noble without military control may only move the king \
         or cede. (The balance options below change who may move a queen, and how one \
         military kind is controlled.)",
    ),
    Heading("Military control"),
    List(&[
        "Each Noble starts with military control.",
        "Option e) takes it away for his next turn. Options a) and b) give it back for his next turn. Options c), d) and f) keep it.",
        "Castling when only one rook remains counts as option e) (unless a balance option below shares or unpairs the rooks).",
    ]),
    Heading("Balance options"),
    Para(
        "The queen is the first thing to change if one side of the table proves too strong: \
         the table picks one of these ways for her before play; it holds for both colours and every queen, promoted ones too, for \
         the whole game, and a saved or exported game keeps it.",
    ),
    List(&[
        "Standard (the default): as above, only a Noble with military control moves a queen, as option d).",
        "Noble always (if the Nobles are weak): a Noble may move a queen even without military control. It is still option d), which then keeps control as it was: a Noble without control who moves her is still without it on his next turn.",
        "Peasant without control (if the Nobles are too strong): when a Noble who lacks military control cedes, his Peasant may move a queen as well. After a cede by a Noble who has control she stays the Noble's. The Noble himself still needs control to move her.",
        "Unpaired (if the Nobles are far too strong): every queen counts as an unpaired military man, however many queens there are. A Noble moving her takes option e): he needs control and loses it for his next turn, so option d) never applies. A Peasant may move her after any cede.",
        "Shared: a Noble moves a queen as in the standard game (option d), which needs military control and keeps it, and a Peasant may move her after any cede, whether or not his Noble had control.",
    ]),
    Para(
        "The table may also pick one military kind (knights, bishops or rooks) to be controlled \
         otherwise, for both colours and the whole game; the other kinds pair as usual.",
    ),
    List(&[
        "As if unpaired (if the Nobles are too strong): every man of that kind counts as unpaired, however many of them his colour has. A Peasant may move any of them after a cede; a Noble moving one takes option e) and loses military control for his next turn. With rooks, castling always counts as option e).",
        "Shared (if the Nobles are weak): while the kind is paired, nothing changes. Its last man is shared: a Peasant may move him after a cede, as any unpaired man, and a Noble moves him as if he were still paired, option f): it needs military control and he keeps it. With rooks, castling with the last rook is option c), which keeps control.",
    ]),
    Heading("Capturing the king"),
    List(&[
        "Men move as in chess, with castling and en passant, but kings are not protected: moving into check, or staying in it, is legal, and kings may be captured. A + in the move list marks a move after which the other king is attacked.",
        "Castling may end in check, and a king in check may castle, but the king may not cross an attacked square: the square between its start and its end (f1 or d1 for White) must not be attacked by the other colour.",
        "Nobody has to capture a king that stands attacked. The game ends when a king is captured, by either role of the other colour.",
    ]),
    Heading("Other endings"),
    List(&[
        "These end the game without a capture: the colour to move has no legal action (its Noble can make no move he is allowed and cannot cede); the same position for the third time, with the same colour to move and the same military control for both Nobles; a hundred moves in a row (fifty of each colour) without a capture or a pawn move.",
        "There is no draw for insufficient material: with kings alone on the board, play goes on until one of the endings above.",
    ]),
    Heading("Scores"),
    List(&[
        "The colour that captures the king: its Noble scores 6 and its Peasant 2, whichever of them made the capture.",
        "Each unpromoted pawn still on the board scores 1 for its own colour's Peasant, however the game ended.",
        "The capturing Noble scores 4 more if none of his colour's pawns was ever captured (en passant counts). A pawn that promoted is no pawn any more: it scores nothing, and its later capture does not cost the bonus.",
        "The highest score wins; equal highest scores share the win. So a Noble who captures without losing a pawn scores 10, as does his Peasant with all eight pawns.",
    ]),
    Heading("The clock"),
    List(&[
        "The clock is optional. With it, each role has its own clock, all starting with the same time: the Noble's runs while he chooses, the Peasant's after a cede. No clock runs before the first move, and the table may pause the clocks: nobody moves until it resumes.",
        "A role whose time runs out ends the game: that colour's king counts as captured by the other colour, which scores as above, and the role who ran out scores nothing, not even pawn points.",
    ]),
];
