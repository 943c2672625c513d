//! The 8x8 position: bitboards plus a square-indexed board, side to move,
//! castling rights, en passant, clocks and an incrementally kept hash.

use super::attacks;
use super::bitboard::Bitboard;
use super::men::{Army, Kind, Man};
use super::moves::{Move, MoveKind};
use super::refusal::Refusal;
use super::rules::{CastlingMode, Rules};
use super::square::Square;
use super::zobrist;

/// Which side of the king a castling rook stands on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingSide {
    /// Toward the h-file: the king ends on g, the rook on f.
    King,
    /// Toward the a-file: the king ends on c, the rook on d.
    Queen,
}

impl CastlingSide {
    /// Both sides, king side first.
    pub const BOTH: [CastlingSide; 2] = [CastlingSide::King, CastlingSide::Queen];

    /// The file (0 = a) the king ends on.
    pub const fn king_to_file(self) -> u8 {
        match self {
            CastlingSide::King => 6,
            CastlingSide::Queen => 2,
        }
    }

    /// The file the rook ends on.
    pub const fn rook_to_file(self) -> u8 {
        match self {
            CastlingSide::King => 5,
            CastlingSide::Queen => 3,
        }
    }
}

/// Index of a two-player army in the 8x8 tables: White 0, Black 1.
#[inline]
pub(crate) const fn side_index(army: Army) -> usize {
    match army {
        Army::White | Army::Blue => 0,
        Army::Black | Army::Red => 1,
    }
}

/// The army of an 8x8 side index.
#[inline]
pub(crate) const fn side_army(side: usize) -> Army {
    if side == 0 { Army::White } else { Army::Black }
}

/// What [`Position::make`] returns so [`Position::unmake`] can restore the
/// position exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Undo {
    captured: Option<Man>,
    castling: [[Option<Square>; 2]; 2],
    en_passant: Option<Square>,
    halfmove_clock: u32,
    fullmove_number: u32,
    hash: u64,
}

impl Undo {
    /// The man the move captured, if any (the pawn, for en passant).
    pub fn captured(&self) -> Option<Man> {
        self.captured
    }
}

/// A position on one 8x8 board, with its rule switches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    pub(crate) kinds: [Bitboard; 6],
    pub(crate) sides: [Bitboard; 2],
    pub(crate) board: [Option<Man>; 64],
    pub(crate) turn: Army,
    /// The rook square of each castling right: [side][king side, queen side].
    pub(crate) castling: [[Option<Square>; 2]; 2],
    /// Set after a double step when an enemy pawn stands beside the pawn.
    pub(crate) en_passant: Option<Square>,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
    pub(crate) hash: u64,
    pub(crate) rules: Rules,
}

impl Position {
    /// An empty board with White to move and no rights.
    pub fn empty(rules: Rules) -> Position {
        Position {
            kinds: [Bitboard::EMPTY; 6],
            sides: [Bitboard::EMPTY; 2],
            board: [None; 64],
            turn: Army::White,
            castling: [[None; 2]; 2],
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
            hash: 0,
            rules,
        }
    }

    /// The standard starting position under [`Rules::STANDARD`].
    pub fn standard() -> Position {
        Position::from_back_rank(&super::chess960::STANDARD_BACK_RANK, Rules::STANDARD)
    }

    /// A starting position with the given back rank (files a-h) for both
    /// armies, pawns on the second ranks and every castling right whose rook
    /// stands outside the king.
    pub fn from_back_rank(back_rank: &[Kind; 8], rules: Rules) -> Position {
        let mut position = Position::empty(rules);
        for (file, &kind) in back_rank.iter().enumerate() {
            let file = file as u8;
            for (army, rank, pawn_rank) in [(Army::White, 0, 1), (Army::Black, 7, 6)] {
                if let (Some(back), Some(front)) =
                    (Square::new(file, rank), Square::new(file, pawn_rank))
                {
                    position.put_man(back, Man { army, kind });
                    position.put_man(
                        front,
                        Man {
                            army,
                            kind: Kind::Pawn,
                        },
                    );
                }
            }
        }
        if rules.castling != CastlingMode::None {
            for side in 0..2 {
                let Some(king) = position.king_square(side_army(side)) else {
                    continue;
                };
                let rooks = position.kinds[Kind::Rook as usize]
                    & position.sides[side]
                    & Bitboard::rank(king.rank());
                position.castling[side][0] = rooks.filter(|rook| rook.file() > king.file()).last();
                position.castling[side][1] = rooks.clone().find(|rook| rook.file() < king.file());
            }
        }
        position.hash = position.compute_hash();
        position
    }

    /// The rule switches.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The army to move (White or Black).
    pub fn turn(&self) -> Army {
        self.turn
    }

    /// The man on `square`, if any.
    #[inline]
    pub fn man_at(&self, square: Square) -> Option<Man> {
        self.board[square.index()]
    }

    /// Every occupied square.
    #[inline]
    pub fn occupied(&self) -> Bitboard {
        self.sides[0] | self.sides[1]
    }

    /// The squares of `army`'s men.
    #[inline]
    pub fn army(&self, army: Army) -> Bitboard {
        self.sides[side_index(army)]
    }

    /// The squares of every man of `kind`, both armies.
    #[inline]
    pub fn kind(&self, kind: Kind) -> Bitboard {
        self.kinds[kind as usize]
    }

    /// The squares of `army`'s men of `kind`.
    #[inline]
    pub fn men(&self, army: Army, kind: Kind) -> Bitboard {
        self.kinds[kind as usize] & self.sides[side_index(army)]
    }

    /// The square of `army`'s king, if it has one.
    #[inline]
    pub fn king_square(&self, army: Army) -> Option<Square> {
        self.men(army, Kind::King).first()
    }

    /// The rook square of `army`'s castling right on `side`, if it still has it.
    pub fn castling_rook(&self, army: Army, side: CastlingSide) -> Option<Square> {
        self.castling[side_index(army)][side as usize]
    }

    /// The square a pawn may capture onto en passant, when the last move was
    /// a double step beside an enemy pawn (legality not checked).
    pub fn en_passant_square(&self) -> Option<Square> {
        self.en_passant
    }

    /// Half-moves since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The move number, starting at 1 and counting up after Black moves.
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The Zobrist hash of men, side to move, castling rights and en passant
    /// square, kept up to date by make/unmake.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The hash used to detect repeated positions: like [`Position::hash`],
    /// but an en passant square only counts when a legal en passant capture
    /// exists (FIDE's "same position").
    pub fn repetition_key(&self) -> u64 {
        match self.en_passant {
            Some(square) if !self.has_legal_en_passant() => {
                self.hash ^ zobrist::en_passant(square.file())
            }
            _ => self.hash,
        }
    }

    /// The men of `by` that attack `square`, given the occupied squares.
    pub fn attackers(&self, square: Square, by: Army, occupied: Bitboard) -> Bitboard {
        self.attackers_of_side(square, side_index(by), occupied)
    }

    #[inline]
    pub(crate) fn attackers_of_side(
        &self,
        square: Square,
        side: usize,
        occupied: Bitboard,
    ) -> Bitboard {
        let them = self.sides[side];
        let queens = self.kinds[Kind::Queen as usize];
        ((attacks::rook(square, occupied) & (self.kinds[Kind::Rook as usize] | queens))
            | (attacks::bishop(square, occupied) & (self.kinds[Kind::Bishop as usize] | queens))
            | (attacks::knight(square) & self.kinds[Kind::Knight as usize])
            | (attacks::king(square) & self.kinds[Kind::King as usize])
            | (attacks::pawn(side ^ 1, square) & self.kinds[Kind::Pawn as usize]))
            & them
    }

    /// Whether any man of `by` attacks `square`.
    pub fn is_attacked(&self, square: Square, by: Army) -> bool {
        self.attackers(square, by, self.occupied()).any()
    }

    /// The enemy men attacking the king of the side to move.
    pub fn checkers(&self) -> Bitboard {
        match self.king_square(self.turn) {
            Some(king) => self.attackers_of_side(king, side_index(self.turn) ^ 1, self.occupied()),
            None => Bitboard::EMPTY,
        }
    }

    /// Whether the side to move is in check.
    pub fn is_check(&self) -> bool {
        self.checkers().any()
    }

    /// Whether `army`'s king is attacked (whoever is to move).
    pub fn is_king_attacked(&self, army: Army) -> bool {
        match self.king_square(army) {
            Some(king) => self
                .attackers_of_side(king, side_index(army) ^ 1, self.occupied())
                .any(),
            None => false,
        }
    }

    /// Places `man` on `square` (replacing what stood there) for setting up
    /// a position. Only White and Black men belong on an 8x8 board. Castling
    /// rights and en passant are left for the caller to keep consistent
    /// ([`Position::set_castling_rook`], [`Position::set_en_passant`]).
    pub fn set_man(&mut self, square: Square, man: Option<Man>) {
        if let Some(old) = self.board[square.index()] {
            self.remove_man(square, old);
            self.hash ^= zobrist::piece(side_index(old.army), old.kind as usize, square.index());
        }
        if let Some(new) = man {
            self.put_man(square, new);
            self.hash ^= zobrist::piece(side_index(new.army), new.kind as usize, square.index());
        }
    }

    /// Sets the army to move.
    pub fn set_turn(&mut self, army: Army) {
        if side_index(army) != side_index(self.turn) {
            self.hash ^= zobrist::BLACK_TO_MOVE;
        }
        self.turn = side_army(side_index(army));
    }

    /// Sets or clears a castling right (by its rook square).
    pub fn set_castling_rook(&mut self, army: Army, side: CastlingSide, rook: Option<Square>) {
        let side_i = side_index(army);
        self.hash ^= self.castling_hash();
        self.castling[side_i][side as usize] = rook;
        self.hash ^= self.castling_hash();
    }

    /// Sets or clears the en passant square.
    pub fn set_en_passant(&mut self, square: Option<Square>) {
        if let Some(old) = self.en_passant {
            self.hash ^= zobrist::en_passant(old.file());
        }
        self.en_passant = square;
        if let Some(new) = square {
            self.hash ^= zobrist::en_passant(new.file());
        }
    }

    /// Sets the half-move clock and the move number.
    pub fn set_clocks(&mut self, halfmove_clock: u32, fullmove_number: u32) {
        self.halfmove_clock = halfmove_clock;
        self.fullmove_number = fullmove_number.max(1);
    }

    /// Changes the rule switches (e.g. a game that switches king safety).
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
    }

    #[inline]
    pub(crate) fn put_man(&mut self, square: Square, man: Man) {
        let bit = Bitboard::from_square(square);
        self.kinds[man.kind as usize] |= bit;
        self.sides[side_index(man.army)] |= bit;
        self.board[square.index()] = Some(man);
    }

    #[inline]
    pub(crate) fn remove_man(&mut self, square: Square, man: Man) {
        let bit = !Bitboard::from_square(square);
        self.kinds[man.kind as usize] &= bit;
        self.sides[side_index(man.army)] &= bit;
        self.board[square.index()] = None;
    }

    fn castling_hash(&self) -> u64 {
        let mut hash = 0;
        for (side, rooks) in self.castling.iter().enumerate() {
            for rook in rooks.iter().flatten() {
                hash ^= zobrist::castling(side, rook.file());
            }
        }
        hash
    }

    /// Recomputes the hash from scratch.
    pub(crate) fn compute_hash(&self) -> u64 {
        let mut hash = self.castling_hash();
        for square in self.occupied() {
            if let Some(man) = self.board[square.index()] {
                hash ^= zobrist::piece(side_index(man.army), man.kind as usize, square.index());
            }
        }
        if side_index(self.turn) == 1 {
            hash ^= zobrist::BLACK_TO_MOVE;
        }
        if let Some(square) = self.en_passant {
            hash ^= zobrist::en_passant(square.file());
        }
        hash
    }

    #[inline]
    fn move_man_hashed(&mut self, from: Square, to: Square, man: Man) {
        self.remove_man(from, man);
        self.put_man(to, man);
        let (side, kind) = (side_index(man.army), man.kind as usize);
        self.hash ^=
            zobrist::piece(side, kind, from.index()) ^ zobrist::piece(side, kind, to.index());
    }

    #[inline]
    fn remove_man_hashed(&mut self, square: Square, man: Man) {
        self.remove_man(square, man);
        self.hash ^= zobrist::piece(side_index(man.army), man.kind as usize, square.index());
    }

    #[inline]
    fn put_man_hashed(&mut self, square: Square, man: Man) {
        self.put_man(square, man);
        self.hash ^= zobrist::piece(side_index(man.army), man.kind as usize, square.index());
    }

    /// Drops the castling rights a move touching `square` ends.
    #[inline]
    fn clear_castling_at(&mut self, square: Square) {
        for side in 0..2 {
            for slot in 0..2 {
                if self.castling[side][slot] == Some(square) {
                    self.castling[side][slot] = None;
                    self.hash ^= zobrist::castling(side, square.file());
                }
            }
        }
    }

    #[inline]
    fn clear_castling_of(&mut self, side: usize) {
        for slot in 0..2 {
            if let Some(rook) = self.castling[side][slot].take() {
                self.hash ^= zobrist::castling(side, rook.file());
            }
        }
    }

    /// Plays `mv`, which must be one of the moves [`Position::legal_moves`]
    /// produced for this position (anything else leaves an inconsistent
    /// position; use [`Position::play`] for moves from outside). Returns what
    /// [`Position::unmake`] needs.
    pub fn make(&mut self, mv: Move) -> Undo {
        let us = side_index(self.turn);
        let mut undo = Undo {
            captured: None,
            castling: self.castling,
            en_passant: self.en_passant,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
            hash: self.hash,
        };
        if let Some(square) = self.en_passant.take() {
            self.hash ^= zobrist::en_passant(square.file());
        }
        self.halfmove_clock += 1;
        match mv.kind {
            MoveKind::Normal | MoveKind::Promotion(_) => {
                let Some(man) = self.board[mv.from.index()] else {
                    return undo;
                };
                if let Some(captured) = self.board[mv.to.index()] {
                    undo.captured = Some(captured);
                    self.remove_man_hashed(mv.to, captured);
                    self.halfmove_clock = 0;
                    if captured.kind == Kind::King {
                        self.clear_castling_of(us ^ 1);
                    }
                }
                match man.kind {
                    Kind::Pawn => {
                        self.halfmove_clock = 0;
                        if let MoveKind::Promotion(kind) = mv.kind {
                            self.remove_man_hashed(mv.from, man);
                            self.put_man_hashed(
                                mv.to,
                                Man {
                                    army: man.army,
                                    kind,
                                },
                            );
                        } else {
                            self.move_man_hashed(mv.from, mv.to, man);
                            if mv.from.index().abs_diff(mv.to.index()) == 16 {
                                self.note_double_step(mv, us);
                            }
                        }
                    }
                    Kind::King => {
                        self.move_man_hashed(mv.from, mv.to, man);
                        self.clear_castling_of(us);
                    }
                    _ => self.move_man_hashed(mv.from, mv.to, man),
                }
                self.clear_castling_at(mv.from);
                self.clear_castling_at(mv.to);
            }
            MoveKind::EnPassant => {
                let captured_square = Square::from_index_masked(if us == 0 {
                    mv.to.index() as u32 - 8
                } else {
                    mv.to.index() as u32 + 8
                });
                let pawn = Man {
                    army: self.turn,
                    kind: Kind::Pawn,
                };
                let victim = Man {
                    army: side_army(us ^ 1),
                    kind: Kind::Pawn,
                };
                self.remove_man_hashed(captured_square, victim);
                self.move_man_hashed(mv.from, mv.to, pawn);
                undo.captured = Some(victim);
                self.halfmove_clock = 0;
            }
            MoveKind::Castle => {
                let (king_to, rook_to) = castle_targets(mv);
                let king = Man {
                    army: self.turn,
                    kind: Kind::King,
                };
                let rook = Man {
                    army: self.turn,
                    kind: Kind::Rook,
                };
                self.remove_man_hashed(mv.from, king);
                self.remove_man_hashed(mv.to, rook);
                self.put_man_hashed(king_to, king);
                self.put_man_hashed(rook_to, rook);
                self.clear_castling_of(us);
            }
            MoveKind::Drop(kind) => {
                self.put_man_hashed(
                    mv.to,
                    Man {
                        army: self.turn,
                        kind,
                    },
                );
            }
        }
        if us == 1 {
            self.fullmove_number += 1;
        }
        self.turn = side_army(us ^ 1);
        self.hash ^= zobrist::BLACK_TO_MOVE;
        undo
    }

    /// Records the en passant square after a double step, if an enemy pawn
    /// stands ready to capture.
    #[inline]
    fn note_double_step(&mut self, mv: Move, us: usize) {
        if !self.rules.en_passant {
            return;
        }
        let middle = Square::from_index_masked(((mv.from.index() + mv.to.index()) / 2) as u32);
        if (attacks::pawn(us, middle) & self.kinds[Kind::Pawn as usize] & self.sides[us ^ 1]).any()
        {
            self.en_passant = Some(middle);
            self.hash ^= zobrist::en_passant(middle.file());
        }
    }

    /// Takes back `mv`, given what [`Position::make`] returned for it.
    pub fn unmake(&mut self, mv: Move, undo: Undo) {
        let us = side_index(self.turn) ^ 1;
        let army = side_army(us);
        self.turn = army;
        match mv.kind {
            MoveKind::Normal => {
                if let Some(man) = self.board[mv.to.index()] {
                    self.remove_man(mv.to, man);
                    self.put_man(mv.from, man);
                }
                if let Some(captured) = undo.captured {
                    self.put_man(mv.to, captured);
                }
            }
            MoveKind::Promotion(kind) => {
                self.remove_man(mv.to, Man { army, kind });
                self.put_man(
                    mv.from,
                    Man {
                        army,
                        kind: Kind::Pawn,
                    },
                );
                if let Some(captured) = undo.captured {
                    self.put_man(mv.to, captured);
                }
            }
            MoveKind::EnPassant => {
                let pawn = Man {
                    army,
                    kind: Kind::Pawn,
                };
                self.remove_man(mv.to, pawn);
                self.put_man(mv.from, pawn);
                let captured_square = Square::from_index_masked(if us == 0 {
                    mv.to.index() as u32 - 8
                } else {
                    mv.to.index() as u32 + 8
                });
                self.put_man(
                    captured_square,
                    Man {
                        army: side_army(us ^ 1),
                        kind: Kind::Pawn,
                    },
                );
            }
            MoveKind::Castle => {
                let (king_to, rook_to) = castle_targets(mv);
                let king = Man {
                    army,
                    kind: Kind::King,
                };
                let rook = Man {
                    army,
                    kind: Kind::Rook,
                };
                self.remove_man(king_to, king);
                self.remove_man(rook_to, rook);
                self.put_man(mv.from, king);
                self.put_man(mv.to, rook);
            }
            MoveKind::Drop(kind) => {
                self.remove_man(mv.to, Man { army, kind });
            }
        }
        self.castling = undo.castling;
        self.en_passant = undo.en_passant;
        self.halfmove_clock = undo.halfmove_clock;
        self.fullmove_number = undo.fullmove_number;
        self.hash = undo.hash;
    }

    /// Passes the turn without moving (a search's null move; never legal in
    /// a game): clears en passant, keeps the hash in step. Returns what
    /// [`Position::unmake_null`] needs.
    pub fn make_null(&mut self) -> Undo {
        let undo = Undo {
            captured: None,
            castling: self.castling,
            en_passant: self.en_passant,
            halfmove_clock: self.halfmove_clock,
            fullmove_number: self.fullmove_number,
            hash: self.hash,
        };
        if let Some(square) = self.en_passant.take() {
            self.hash ^= zobrist::en_passant(square.file());
        }
        self.halfmove_clock += 1;
        self.turn = side_army(side_index(self.turn) ^ 1);
        self.hash ^= zobrist::BLACK_TO_MOVE;
        undo
    }

    /// Takes back [`Position::make_null`].
    pub fn unmake_null(&mut self, undo: Undo) {
        self.turn = side_army(side_index(self.turn) ^ 1);
        self.en_passant = undo.en_passant;
        self.halfmove_clock = undo.halfmove_clock;
        self.hash = undo.hash;
    }

    /// Plays `mv` if it is legal here; otherwise returns an error that says
    /// why and leaves the position unchanged.
    pub fn play(&mut self, mv: Move) -> Result<Undo, IllegalMove> {
        if self.is_legal(mv) {
            Ok(self.make(mv))
        } else {
            Err(IllegalMove {
                uci: self.uci(mv),
                refusal: self.move_refusal(mv),
            })
        }
    }

    /// Whether dropping a man of `kind` on `square` is possible at all here:
    /// the square is empty, the kind is no king, a pawn not on the first or
    /// last rank, and (under [`super::KingSafety::Legal`]) the mover's king
    /// is not attacked afterwards. Which squares a game allows (e.g. only
    /// the starting squares of the kind) is the game's own rule.
    pub fn is_legal_drop(&self, kind: Kind, square: Square) -> bool {
        if self.board[square.index()].is_some() || kind == Kind::King {
            return false;
        }
        if kind == Kind::Pawn && (square.rank() == 0 || square.rank() == 7) {
            return false;
        }
        if self.rules.king_safety == super::KingSafety::KingCapture {
            return true;
        }
        let mut after = self.clone();
        after.make(Move::drop(kind, square));
        !after.is_king_attacked(self.turn)
    }
}

/// Where king and rook end after castling move `mv` (king takes rook form).
#[inline]
pub(crate) fn castle_targets(mv: Move) -> (Square, Square) {
    let side = if mv.to.file() > mv.from.file() {
        CastlingSide::King
    } else {
        CastlingSide::Queen
    };
    let rank = mv.from.rank();
    let king_to = Square::from_index_masked((rank * 8 + side.king_to_file()) as u32);
    let rook_to = Square::from_index_masked((rank * 8 + side.rook_to_file()) as u32);
    (king_to, rook_to)
}

/// A move that is not legal in the position it was offered to, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// The move in UCI.
    pub uci: String,
    /// Why it is not legal.
    pub refusal: Refusal,
}

/// "g1e3: a knight moves in an L ..."
impl std::fmt::Display for IllegalMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.uci, self.refusal)
    }
}

impl std::error::Error for IllegalMove {}
