//! Why a move is not legal, in plain words: one explainer for every board.
//!
//! A [`Refusal`] is the reason, typed; its words name the men and squares
//! as the board shows them. What a man may do on any board (a knight's L,
//! a bishop's diagonals, a pawn's steps, a path that is blocked or crosses
//! a hole) is worked out once here, over the [`Board`] trait, which the
//! 8x8 [`crate::engine::Position`] and the cross board both implement;
//! each adds what is its own (castling, en passant, check) and each game
//! adds its own rules on top. A game that must not name a man to the
//! player (a cloaked checker) renders the words with its own namer
//! ([`Refusal::words`]).

use std::fmt;

use super::men::{Army, Kind, Man};
use super::position::CastlingSide;

/// A man and the square he stands on, the square named as the board shows
/// it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    /// The man.
    pub man: Man,
    /// Where he stands (`"e4"`, `"g13"`).
    pub square: String,
}

impl Placed {
    /// The man as the words name him by default: "the knight on f3".
    pub fn describe(&self) -> String {
        format!("the {} on {}", self.man.kind.name(), self.square)
    }
}

/// Why a move or a drop is not legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// Nobody stands on the square the move starts from.
    NoMan { square: String },
    /// The man belongs to another army than the one to move.
    NotYours { man: Placed, mover: Army },
    /// The move ends where it starts.
    Stays,
    /// The target holds a man of the mover's own army.
    OwnMan { man: Placed },
    /// A knight, bishop, rook, queen or king cannot move in that direction
    /// or that far.
    Shape { kind: Kind },
    /// A pawn cannot move so at all; `heading` says which way it goes
    /// ("toward rank 8").
    PawnShape { heading: String },
    /// A pawn's double step from a square that is not its starting square.
    DoubleStepFromStartOnly,
    /// The game has no double step.
    NoDoubleStep,
    /// A pawn's step onto an occupied square straight ahead.
    PawnBlocked { by: Placed },
    /// A pawn's diagonal step onto an empty square.
    PawnCapturesOnly { to: String },
    /// En passant after the move that allowed it has passed.
    EnPassantLate,
    /// The game has no en passant.
    NoEnPassant,
    /// A man stands on the way.
    Blocked { by: Placed },
    /// The way crosses a square that is no part of the board.
    Hole { square: String },
    /// A pawn reaching the last rank must be promoted.
    PromotionNeeded { to: String },
    /// A promotion asked for a move that is no pawn reaching the last rank.
    NotPromotion,
    /// A pawn may not become this kind.
    PromotionKind { kind: Kind },
    /// The game has no castling.
    NoCastling,
    /// The army has lost its right to castle on that side.
    CastlingRightLost { army: Army, side: CastlingSide },
    /// A man stands where king or rook must pass or end.
    CastlingBlocked { by: Placed },
    /// The king is in check, so may not castle.
    CastlingInCheck { by: Placed },
    /// The king would cross an attacked square.
    CastlingThrough { square: String, by: Placed },
    /// A king's move (or castling) would end in check.
    KingIntoCheck { to: String, by: Placed },
    /// The man shields his king: moving him would expose it.
    Pinned { man: Placed, by: Placed },
    /// The king is in check and the move does not end it.
    StillInCheck { by: Placed },
    /// A man is dropped only on an empty square.
    DropOccupied { by: Placed },
    /// A king is never dropped.
    DropKing,
    /// A pawn is never dropped on the first or last rank.
    DropPawnRank { square: String },
    /// A move the explainer finds no rule against, yet the board's move
    /// list lacks (a bug if it is ever seen; the tests look for it).
    Unexplained,
}

impl Refusal {
    /// The reason in one clause, the men named by `name` (a game that
    /// hides what some men are passes its own; [`Placed::describe`] is the
    /// default). Starts in lower case so a game can put the move first:
    /// "g1e3: a knight moves in an L ...".
    pub fn words(&self, name: &dyn Fn(&Placed) -> String) -> String {
        match self {
            Refusal::NoMan { square } => format!("there is no man on {square}"),
            Refusal::NotYours { man, mover } => format!(
                "{} is {}'s, and it is {}'s move",
                name(man),
                man.man.army.title(),
                mover.title()
            ),
            Refusal::Stays => "a man must move to another square".into(),
            Refusal::OwnMan { man } => format!(
                "{} is {}'s own, and no man takes his own side's men",
                name(man),
                man.man.army.title()
            ),
            Refusal::Shape { kind } => shape_words(*kind).into(),
            Refusal::PawnShape { heading } => format!(
                "a pawn moves straight forward ({heading}) and captures one square diagonally forward"
            ),
            Refusal::DoubleStepFromStartOnly => {
                "a pawn steps two squares only from its starting square".into()
            }
            Refusal::NoDoubleStep => "pawns step only one square at a time in this game".into(),
            Refusal::PawnBlocked { by } => format!(
                "a pawn captures only diagonally, and {} stands straight ahead",
                name(by)
            ),
            Refusal::PawnCapturesOnly { to } => {
                format!("a pawn moves diagonally only to capture, and {to} is empty")
            }
            Refusal::EnPassantLate => {
                "en passant takes a pawn only on the move straight after its double step".into()
            }
            Refusal::NoEnPassant => "there is no en passant in this game".into(),
            Refusal::Blocked { by } => format!("the way is blocked by {}", name(by)),
            Refusal::Hole { square } => {
                format!("the way crosses {square}, a cut-away corner that is no part of the board")
            }
            Refusal::PromotionNeeded { to } => format!(
                "a pawn reaching {to} must be promoted: choose a queen, rook, bishop or knight"
            ),
            Refusal::NotPromotion => "only a pawn reaching the last rank is promoted".into(),
            Refusal::PromotionKind { kind } => format!(
                "a pawn becomes a queen, rook, bishop or knight, never a {}",
                kind.name()
            ),
            Refusal::NoCastling => "there is no castling in this game".into(),
            Refusal::CastlingRightLost { army, side } => format!(
                "{} may no longer castle on the {} side: the king or that rook has moved",
                army.title(),
                match side {
                    CastlingSide::King => "king",
                    CastlingSide::Queen => "queen",
                }
            ),
            Refusal::CastlingBlocked { by } => format!(
                "castling needs every square the king and rook cross or end on empty, and {} stands there",
                name(by)
            ),
            Refusal::CastlingInCheck { by } => {
                format!(
                    "a king in check may not castle, and {} gives check",
                    name(by)
                )
            }
            Refusal::CastlingThrough { square, by } => format!(
                "the king may not castle through {square}, which {} attacks",
                name(by)
            ),
            Refusal::KingIntoCheck { to, by } => {
                format!("the king would stand in check on {to} from {}", name(by))
            }
            Refusal::Pinned { man, by } => format!(
                "{} is pinned: moving it would leave the king in check from {}",
                name(man),
                name(by)
            ),
            Refusal::StillInCheck { by } => format!(
                "the king is in check from {}, and this does not end the check",
                name(by)
            ),
            Refusal::DropOccupied { by } => format!(
                "a man is dropped only on an empty square, and {} stands there",
                name(by)
            ),
            Refusal::DropKing => "a king is never dropped".into(),
            Refusal::DropPawnRank { square } => {
                format!("a pawn is never dropped on the first or last rank, as {square} is")
            }
            Refusal::Unexplained => "the rules do not allow this move here".into(),
        }
    }
}

/// The reason with the men named by [`Placed::describe`].
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.words(&Placed::describe))
    }
}

/// How a man of `kind` (not a pawn) moves, as a refusal says it.
fn shape_words(kind: Kind) -> &'static str {
    match kind {
        Kind::Knight => {
            "a knight moves in an L: two squares along a rank or file, then one to the side"
        }
        Kind::Bishop => "a bishop moves only along diagonals",
        Kind::Rook => "a rook moves only along ranks and files",
        Kind::Queen => "a queen moves only along ranks, files and diagonals",
        Kind::King => "a king moves one square in any direction",
        Kind::Pawn => "a pawn moves straight forward and captures diagonally forward",
    }
}

/// A board the explainer can read: its squares by file and rank, the men
/// on them, and which way each army's pawns go.
pub trait Board {
    /// A square of this board.
    type Square: Copy + PartialEq + fmt::Display;

    /// The man on `square`, if any.
    fn man_on(&self, square: Self::Square) -> Option<Man>;

    /// File and rank of `square`, both from 0.
    fn file_rank(&self, square: Self::Square) -> (i8, i8);

    /// The playing square at `file`, `rank`; `None` off the board or in a
    /// hole.
    fn square_at(&self, file: i8, rank: i8) -> Option<Self::Square>;

    /// The name of the cell at `file`, `rank`, hole or not ("c2").
    fn cell_name(&self, file: i8, rank: i8) -> String;

    /// One step forward for `army`'s pawns, as (files, ranks).
    fn pawn_forward(&self, army: Army) -> (i8, i8);

    /// Where `army`'s pawns head, for the words ("toward rank 8").
    fn pawn_heading(&self, army: Army) -> String;

    /// Why `army`'s pawn on `from` may not step two squares, or `None`
    /// when it may (empty squares aside).
    fn double_step_refusal(&self, army: Army, from: Self::Square) -> Option<Refusal>;

    /// The man on `square` with the square's name.
    fn placed(&self, square: Self::Square) -> Option<Placed> {
        self.man_on(square).map(|man| Placed {
            man,
            square: square.to_string(),
        })
    }
}

/// Why the man on `from` cannot go to `to` by his way of moving on
/// `board`: the shape of the move, a man or a hole on the way, a pawn's
/// steps and captures. `None` when his way of moving takes him there (the
/// mover's own men on `to`, en passant, castling, promotion and check are
/// for the caller). An empty `from` is [`Refusal::NoMan`].
pub fn reach_refusal<B: Board>(board: &B, from: B::Square, to: B::Square) -> Option<Refusal> {
    let Some(man) = board.man_on(from) else {
        return Some(Refusal::NoMan {
            square: from.to_string(),
        });
    };
    let (from_file, from_rank) = board.file_rank(from);
    let (to_file, to_rank) = board.file_rank(to);
    let (df, dr) = (to_file - from_file, to_rank - from_rank);
    let straight = df == 0 || dr == 0;
    let diagonal = df.abs() == dr.abs();
    let fits = match man.kind {
        Kind::Pawn => return pawn_refusal(board, man.army, from, to, (df, dr)),
        Kind::Knight => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
        Kind::King => df.abs() <= 1 && dr.abs() <= 1,
        Kind::Bishop => diagonal,
        Kind::Rook => straight,
        Kind::Queen => straight || diagonal,
    };
    if !fits {
        return Some(Refusal::Shape { kind: man.kind });
    }
    if matches!(man.kind, Kind::Knight | Kind::King) {
        return None;
    }
    path_refusal(board, (from_file, from_rank), (df, dr))
}

/// The first man or hole strictly between a square and the square
/// `(df, dr)` away along a rank, file or diagonal.
fn path_refusal<B: Board>(board: &B, start: (i8, i8), (df, dr): (i8, i8)) -> Option<Refusal> {
    let steps = df.abs().max(dr.abs());
    (1..steps).find_map(|n| {
        let (file, rank) = (start.0 + n * df.signum(), start.1 + n * dr.signum());
        match board.square_at(file, rank) {
            None => Some(Refusal::Hole {
                square: board.cell_name(file, rank),
            }),
            Some(square) => board.placed(square).map(|by| Refusal::Blocked { by }),
        }
    })
}

/// Why `army`'s pawn on `from` cannot go `(df, dr)` to `to`.
fn pawn_refusal<B: Board>(
    board: &B,
    army: Army,
    from: B::Square,
    to: B::Square,
    (df, dr): (i8, i8),
) -> Option<Refusal> {
    let (fx, fy) = board.pawn_forward(army);
    let along = df * fx + dr * fy;
    let side = df * fy - dr * fx;
    let target = board.placed(to);
    match (along, side.abs()) {
        (1, 0) => target.map(|by| Refusal::PawnBlocked { by }),
        (2, 0) => {
            if let Some(refusal) = board.double_step_refusal(army, from) {
                return Some(refusal);
            }
            let (file, rank) = board.file_rank(from);
            path_refusal(board, (file, rank), (df, dr))
                .or_else(|| target.map(|by| Refusal::PawnBlocked { by }))
        }
        (1, 1) => match target {
            Some(_) => None,
            None => Some(Refusal::PawnCapturesOnly { to: to.to_string() }),
        },
        _ => Some(Refusal::PawnShape {
            heading: board.pawn_heading(army),
        }),
    }
}
