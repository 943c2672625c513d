//! Four Player Chess on the 14x14 cross.

use super::Block::{self, *};

pub const RULES: &[Block] = &[
    Para(
        "Four armies meet on a cross-shaped board. Anyone may ally with anyone, in secret, and \
         break the alliance without warning. Only the last player standing wins.",
    ),
    Heading("Board and armies"),
    List(&[
        "The board is 14\u{d7}14 with a 3\u{d7}3 block cut from each corner: 160 squares, files a to n, ranks 1 to 14.",
        "Each army has a rook, a knight, a bishop, a king and four pawns on the middle four squares of its edge, pawns in front. From its owner's left to right: rook, knight, bishop, king.",
        "White (south): Rf1 Ng1 Bh1 Ki1, pawns f2 to i2. Blue (west): Ra9 Na8 Ba7 Ka6, pawns b6 to b9. Black (north): Ri14 Nh14 Bg14 Kf14, pawns f13 to i13. Red (east): Rn6 Nn7 Bn8 Kn9, pawns m6 to m9.",
        "Turns go clockwise: White, Blue, Black, Red. White starts.",
    ]),
    Heading("Moving"),
    List(&[
        "Men move as in standard chess. There is no castling.",
        "Your first move must be a pawn move.",
        "Pawns step one square toward the far edge and capture one square diagonally forward. There is no double step and no en passant.",
        "A pawn that reaches the far edge becomes a queen, rook, bishop or knight.",
        "Kings are not protected: you may move into check or stay in check. If your king is attacked, Parlour tells you at the start of your turn.",
        "A player with no legal move passes.",
    ]),
    Heading("Alliances"),
    List(&[
        "An alliance has at most three members.",
        "On your turn, before you move, you may privately invite one player to join you (or your alliance, while it has room). They see the invitation privately at their next turn and accept or decline.",
        "Members know who their allies are. Nobody else learns that an alliance exists, forms or breaks.",
        "On your turn, before you move, you may leave your alliance, privately and at once (you cannot leave between turns, while the tablet is with someone else). You must leave before joining another.",
        "Allies may still capture each other's men.",
    ]),
    Heading("Losing your king"),
    List(&[
        "If your king is captured while you are alone, you are out and all your men leave the board.",
        "If it is captured while you are in an alliance, you choose: leave the board, or become a protectorate.",
        "A protectorate loses 40% of its remaining men (rounded up; the percentage is a game option), chosen at random and shown to all. It keeps moving on its own turns, cannot leave its alliance, and is loyal to one ally who still has a king (chosen at random if there are two).",
        "If every member of an alliance has lost their king, they are all out.",
        "If one alliance holds every player still in the game, it breaks up at once: civil war. Players without a king are then out.",
    ]),
    Heading("How Parlour settles the details"),
    List(&[
        "An invitation asks the invited player, who must still have their king, to join your side: you alone, or your alliance while it has room. A player already in an alliance must leave it before accepting (both on the same turn).",
        "You may send one invitation per turn. Invitations wait for the invited player's next turn, and must be accepted or declined before that player moves.",
        "An invitation lapses when the inviter's alliance fills up, when the inviter leaves its alliance, when either player is out, or when the invited player loses their king. An inviter who loses their king in an alliance keeps their invitations open.",
        "A player whose king is taken in an alliance keeps their men on the board until their next turn. Then they choose: protectorate (and move as usual) or withdraw (their men leave the board).",
        "So a captured king shows everyone whether its player was in an alliance: alone, their men leave at once; allied, they stay until the choice. The rules make this public; nothing else about alliances ever is.",
        "A protectorate's loss counts all its remaining men. When the ally it is loyal to loses their king or leaves, it becomes loyal to another ally with a king; a protectorate left with no such ally is out.",
        "Fifty full rounds means every player still in has taken fifty turns since the last capture or pawn move.",
    ]),
    Heading("Winning"),
    Para(
        "The last player still in the game wins. If fifty full rounds pass without a capture or \
         a pawn move, the survivors share a draw. Computer players take seats like people and \
         make, keep and break alliances by their own judgement: even while allied they weigh \
         other invitations, and may leave their ally for a partner worth more to them.",
    ),
];
