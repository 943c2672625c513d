//! Chess960 (Fischer random chess).

use super::Block::{self, *};

pub const RULES: &[Block] = &[
    Para(
        "Chess960 is standard chess with the back rank shuffled, so the well-studied openings \
         no longer apply and play turns creative from the first move. Only the starting \
         position and castling differ from standard chess.",
    ),
    Heading("The starting position"),
    List(&[
        "Pawns stand on their usual squares.",
        "The two bishops stand on squares of different colours.",
        "The king stands somewhere between the two rooks.",
        "Black's men mirror White's across the middle of the board.",
    ]),
    Para(
        "These rules allow exactly 960 positions, numbered 0 to 959 (Scharnagl's numbering); \
         number 518 is the standard setup. Parlour picks one at random, or you may choose it by \
         its number.",
    ),
    Heading("Dealing a position with cards"),
    Para(
        "You can also deal a position yourself with a deck of \
         cards. Make three piles: A, 3, 5, 7; then 2, 4, 6, 8; then 8, 8, 10, 10, 10, Q. \
         Shuffle each pile. The card from the first pile places one bishop and the card from \
         the second pile the other, counting ace to 8 as the files a to h. Then turn the third \
         pile card by card, filling the empty squares from left to right: an 8 is a knight, \
         the queen is the queen, and the three 10s are rook, king, rook in that order.",
    ),
    Heading("Castling"),
    List(&[
        "After castling, king and rook stand where they would in standard chess: king on g1 and rook on f1 on the h-side, king on c1 and rook on d1 on the a-side (the same on rank 8 for Black).",
        "Neither the king nor that rook may have moved.",
        "Every square either of the two passes over or lands on must be empty, apart from the king and the rook themselves.",
        "The king's starting square, every square it passes and its final square must not be attacked.",
    ]),
    Para("Everything else, including the automatic draws, is as in standard chess."),
];
