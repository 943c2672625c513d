//! COIN chess, by Evan Burchard.

use super::Block::{self, *};

pub const RULES: &[Block] = &[
    Para(
        "Each colour is split between a Noble, who commands the king and queen, and a Peasant, \
         who cares about pawns. The game ends only when a king is captured, and nobles and \
         peasants do not always want the same thing. Two to four people share the four roles; \
         one person may hold several.",
    ),
    Heading("Turns"),
    List(&[
        "White and Black alternate. Each turn is exactly one chess move, by one role of the colour to move.",
        "Rooks, bishops and knights are the military. A military man is paired while its colour has two or more of that kind on the board (promoted men count), unpaired when it is the last of its kind.",
        "The Noble acts first and picks one option. Options marked * need military control:",
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
        "A Peasant who is ceded to moves a pawn or an unpaired military man. Only a Noble with \
         military control ever moves a queen.",
    ),
    Heading("Military control"),
    List(&[
        "Each Noble starts with military control.",
        "Option e) takes it away for his next turn. Options a) and b) give it back for his next turn. Options c), d) and f) keep it as it is.",
        "Castling when only one rook remains counts as option e).",
    ]),
    Heading("Capturing the king"),
    List(&[
        "Moving into check is legal, and so is castling into check, but not castling through an attacked square.",
        "The game ends when a king is captured.",
        "Threefold repetition, fifty moves without capture or pawn move, or a colour with no legal move also end the game, with no capture scores.",
    ]),
    Heading("Scores"),
    List(&[
        "The colour that captures the king: its Noble scores 6 and its Peasant 2.",
        "Each unpromoted pawn still on the board scores 1 for its own colour's Peasant, however the game ended.",
        "The capturing Noble scores 4 more if none of his colour's pawns was ever captured.",
        "Talk, deals and betrayal between any roles are part of the game.",
    ]),
];
