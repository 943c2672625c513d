//! Carousel chess.

use super::Block::{self, *};

pub const RULES: &[Block] = &[
    Para(
        "One board, three to nine players, and everyone moves both colours in turn. Each player \
         secretly backs White, Black or a draw, and nobody knows for certain who is on which \
         side.",
    ),
    Heading("Secret cards"),
    List(&[
        "With N players, Parlour deals N\u{f7}2 (rounded down) White cards, as many Black cards, and one Draw card, one to each player in secret.",
        "With an even number of players that makes one card too many: it stays out, unseen by anyone, so the Draw card may not be in play at all. A draw then gives its 100 points to nobody.",
        "Each player in turn takes the tablet and sees their own card on a private screen, then hides it. Any player may look at their card again during play, behind a hand-off screen; nothing else shows a card before the end.",
        "You may say what your card is, truthfully or not, but the cards stay hidden until the game ends.",
    ]),
    Heading("Turns"),
    List(&[
        "A random player starts with White's first move. Turns then go round the table, each player moving whichever colour is to move. With an odd number of players you play White, then Black, then White again, round after round.",
        "Every move is a legal move of standard chess for that colour.",
        "A round is one pass round the table, starting each time from the player who made the first move.",
        "With an even number of players, a public die (one face per player) is rolled at the start of each round and shown to everybody: the player it picks sits that round out. A round then has one turn fewer than there are players, and nobody moves twice in a row, but who sits out changes the order: you may move the same colour two rounds running.",
    ]),
    Heading("Scores"),
    List(&[
        "A capture scores the captured man's value for the player who made it: pawn 1, knight 3, bishop 3, rook 5, queen 9 (a promoted man is worth what it became; en passant scores 1).",
        "Promoting a pawn scores 1 for the player who promoted it.",
        "Checkmate scores 10 for the player who made it, and 5 for every player holding the winning colour's card (the mating player too, if they hold it).",
        "Stalemate, and every other draw (threefold repetition, fifty moves, not enough material to mate), scores 100 for the holder of the Draw card.",
        "Scores and captures are public throughout.",
    ]),
    Heading("Saving and sharing"),
    List(&[
        "The game is saved on this tablet after every move. An exported game holds everything, the cards too, so keep it to yourselves.",
        "A share link holds no cards while the game runs: whoever opens it deals the cards again and everyone looks at their new card. The link of a finished game shows its cards, which are public by then.",
    ]),
    Heading("The end"),
    Para(
        "When the game ends, every card is shown and the highest score wins; players who tie share \
         the win. The player who gives checkmate need not win, and the Draw card's holder may win \
         even without a draw.",
    ),
];
