//! Position, moves and pseudo-legal move generation of the cross board.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use smallvec::SmallVec;

use super::square::{CELLS, CrossSquare, WIDTH};
use crate::engine::men::{Army, Kind, Man};
use crate::engine::refusal::Refusal;
use crate::engine::zobrist;

/// A cell of the mailbox that is no playing square (border or hole).
const OFF: u8 = 0xff;
/// An empty playing square.
const EMPTY: u8 = 0;

const N: i16 = WIDTH;
const ROOK_STEPS: [i16; 4] = [1, -1, N, -N];
const BISHOP_STEPS: [i16; 4] = [N + 1, N - 1, -N + 1, -N - 1];
const KING_STEPS: [i16; 8] = [1, -1, N, -N, N + 1, N - 1, -N + 1, -N - 1];
const KNIGHT_STEPS: [i16; 8] = [
    2 * N + 1,
    2 * N - 1,
    -2 * N + 1,
    -2 * N - 1,
    N + 2,
    N - 2,
    -N + 2,
    -N - 2,
];
const PROMOTIONS: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

fn encode(man: Man) -> u8 {
    1 + man.army as u8 * 6 + man.kind as u8
}

fn decode(cell: u8) -> Option<Man> {
    if cell == EMPTY || cell == OFF {
        return None;
    }
    let code = cell - 1;
    Some(Man {
        army: Army::ALL[(code / 6) as usize & 3],
        kind: Kind::ALL[(code % 6) as usize],
    })
}

/// An edge of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Edge {
    /// Rank 14.
    North,
    /// File n.
    East,
    /// Rank 1.
    South,
    /// File a.
    West,
}

impl Edge {
    /// Whether `square` lies on this edge line (the outermost rank or file).
    pub fn contains(self, square: CrossSquare) -> bool {
        match self {
            Edge::North => square.rank() == 13,
            Edge::East => square.file() == 13,
            Edge::South => square.rank() == 0,
            Edge::West => square.file() == 0,
        }
    }

    /// The mailbox step one square toward this edge.
    fn step(self) -> i16 {
        match self {
            Edge::North => N,
            Edge::East => 1,
            Edge::South => -N,
            Edge::West => -1,
        }
    }

    /// The mailbox steps one square sideways (perpendicular to this edge).
    fn sideways(self) -> [i16; 2] {
        match self {
            Edge::North | Edge::South => [1, -1],
            Edge::East | Edge::West => [N, -N],
        }
    }
}

/// How one army's pawns move: one square toward `forward`, capturing one
/// square diagonally forward, and promoting on reaching `promotion`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PawnRule {
    pub forward: Edge,
    pub promotion: Edge,
}

/// The rule switches of the cross board: pawn rules per army (indexed in
/// [`Army::ALL`] order). Kings may be captured; there is no castling, double
/// step or en passant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CrossRules {
    pub pawns: [PawnRule; 4],
}

impl CrossRules {
    /// Four Player Chess: each army's pawns walk to the far edge.
    pub const FOUR_PLAYER: CrossRules = CrossRules {
        pawns: [
            PawnRule {
                forward: Edge::North,
                promotion: Edge::North,
            },
            PawnRule {
                forward: Edge::East,
                promotion: Edge::East,
            },
            PawnRule {
                forward: Edge::South,
                promotion: Edge::South,
            },
            PawnRule {
                forward: Edge::West,
                promotion: Edge::West,
            },
        ],
    };
}

/// A move on the cross board; serializes as `{"from", "to", "promotion"}`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CrossMove {
    pub from: CrossSquare,
    pub to: CrossSquare,
    pub promotion: Option<Kind>,
}

impl fmt::Display for CrossMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.from, self.to)?;
        if let Some(kind) = self.promotion {
            write!(f, "{}", kind.letter().to_ascii_lowercase())?;
        }
        Ok(())
    }
}

/// The moves of one army on the cross: up to 256 on the stack (an army has
/// at most 16 men, see [`CrossPosition::from_text`]), more on the heap
/// rather than lost.
pub type CrossList = SmallVec<[CrossMove; 256]>;

/// What [`CrossPosition::make`] returns for [`CrossPosition::unmake`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CrossUndo {
    captured: Option<Man>,
    turn: Army,
    halfmove_clock: u32,
    hash: u64,
}

impl CrossUndo {
    /// The man the move captured (a king, when an army just lost it).
    pub fn captured(&self) -> Option<Man> {
        self.captured
    }
}

/// A position on the cross board.
#[derive(Clone, PartialEq, Eq)]
pub struct CrossPosition {
    pub(crate) cells: [u8; CELLS],
    pub(crate) turn: Army,
    pub(crate) rules: CrossRules,
    pub(crate) halfmove_clock: u32,
    pub(crate) ply: u32,
    pub(crate) hash: u64,
    /// Men on the board per army.
    pub(crate) counts: [u16; 4],
}

impl fmt::Debug for CrossPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

/// The serde form of a cross position: its text and rules.
#[derive(Serialize, Deserialize)]
struct CrossRecord {
    text: String,
    rules: CrossRules,
}

/// Cross positions serialize as `{"text": ..., "rules": ...}`.
impl Serialize for CrossPosition {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        CrossRecord {
            text: self.to_text(),
            rules: self.rules,
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for CrossPosition {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<CrossPosition, D::Error> {
        let record = CrossRecord::deserialize(deserializer)?;
        CrossPosition::from_text(&record.text, record.rules).map_err(serde::de::Error::custom)
    }
}

impl CrossPosition {
    /// An empty cross board with White to move.
    pub fn empty(rules: CrossRules) -> CrossPosition {
        let mut cells = [OFF; CELLS];
        for square in CrossSquare::all() {
            cells[square.cell()] = EMPTY;
        }
        let mut position = CrossPosition {
            cells,
            turn: Army::White,
            rules,
            halfmove_clock: 0,
            ply: 0,
            hash: 0,
            counts: [0; 4],
        };
        position.hash = position.compute_hash();
        position
    }

    /// The Four Player Chess start (docs/RULINGS.md): from each owner's left,
    /// rook, knight, bishop, king on the middle four squares of its edge,
    /// pawns in front.
    pub fn four_player() -> CrossPosition {
        let mut position = CrossPosition::empty(CrossRules::FOUR_PLAYER);
        let back = [Kind::Rook, Kind::Knight, Kind::Bishop, Kind::King];
        for (i, kind) in back.into_iter().enumerate() {
            let i = i as u8;
            let placements = [
                (Army::White, (5 + i, 0), (5 + i, 1)),
                (Army::Blue, (0, 8 - i), (1, 8 - i)),
                (Army::Black, (8 - i, 13), (8 - i, 12)),
                (Army::Red, (13, 5 + i), (12, 5 + i)),
            ];
            for (army, (bf, br), (pf, pr)) in placements {
                if let (Some(back_square), Some(pawn_square)) =
                    (CrossSquare::new(bf, br), CrossSquare::new(pf, pr))
                {
                    position.set_man(back_square, Some(Man { army, kind }));
                    position.set_man(
                        pawn_square,
                        Some(Man {
                            army,
                            kind: Kind::Pawn,
                        }),
                    );
                }
            }
        }
        position
    }

    /// The rule switches.
    pub fn rules(&self) -> CrossRules {
        self.rules
    }

    /// The army to move.
    pub fn turn(&self) -> Army {
        self.turn
    }

    /// Plies since the last capture or pawn move.
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// Plies played since the start.
    pub fn ply(&self) -> u32 {
        self.ply
    }

    /// The Zobrist hash of men and army to move.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The man on `square`, if any.
    pub fn man_at(&self, square: CrossSquare) -> Option<Man> {
        decode(self.cells[square.cell()])
    }

    /// Every man on the board with its square.
    pub fn men(&self) -> impl Iterator<Item = (CrossSquare, Man)> + '_ {
        CrossSquare::all().filter_map(|square| self.man_at(square).map(|man| (square, man)))
    }

    /// Whether `army` has any man on the board.
    pub fn has_men(&self, army: Army) -> bool {
        self.counts[army as usize] > 0
    }

    /// The square of `army`'s king, if it still has one.
    pub fn king_square(&self, army: Army) -> Option<CrossSquare> {
        let king = encode(Man {
            army,
            kind: Kind::King,
        });
        CrossSquare::all().find(|square| self.cells[square.cell()] == king)
    }

    /// Puts `man` on `square` (or empties it).
    pub fn set_man(&mut self, square: CrossSquare, man: Option<Man>) {
        if let Some(old) = self.man_at(square) {
            self.hash ^= zobrist::cross_piece(old.army as usize, old.kind as usize, square.dense());
            self.counts[old.army as usize] -= 1;
        }
        self.cells[square.cell()] = man.map_or(EMPTY, encode);
        if let Some(new) = man {
            self.hash ^= zobrist::cross_piece(new.army as usize, new.kind as usize, square.dense());
            self.counts[new.army as usize] += 1;
        }
    }

    /// Takes every man of `army` off the board.
    pub fn remove_army(&mut self, army: Army) {
        for square in CrossSquare::all() {
            if self.man_at(square).is_some_and(|man| man.army == army) {
                self.set_man(square, None);
            }
        }
    }

    /// Sets the army to move.
    pub fn set_turn(&mut self, army: Army) {
        self.hash ^= zobrist::cross_turn(self.turn as usize) ^ zobrist::cross_turn(army as usize);
        self.turn = army;
    }

    /// Sets the half-move clock and ply count.
    pub fn set_clocks(&mut self, halfmove_clock: u32, ply: u32) {
        self.halfmove_clock = halfmove_clock;
        self.ply = ply;
    }

    pub(crate) fn compute_hash(&self) -> u64 {
        let mut hash = zobrist::cross_turn(self.turn as usize);
        for (square, man) in self.men() {
            hash ^= zobrist::cross_piece(man.army as usize, man.kind as usize, square.dense());
        }
        hash
    }

    /// Whether any man of `by` attacks `square`.
    pub fn is_attacked_by(&self, square: CrossSquare, by: Army) -> bool {
        let at = square.cell() as i16;
        let code = |kind| encode(Man { army: by, kind });
        let cell = |index: i16| self.cells[index as usize];
        if KNIGHT_STEPS
            .iter()
            .any(|&step| cell(at + step) == code(Kind::Knight))
        {
            return true;
        }
        if KING_STEPS
            .iter()
            .any(|&step| cell(at + step) == code(Kind::King))
        {
            return true;
        }
        // A pawn of `by` attacks `square` from one step behind it, diagonally.
        let pawn_rule = self.rules.pawns[by as usize];
        let back = -pawn_rule.forward.step();
        if pawn_rule
            .forward
            .sideways()
            .iter()
            .any(|&side| cell(at + back + side) == code(Kind::Pawn))
        {
            return true;
        }
        for (steps, kind) in [(ROOK_STEPS, Kind::Rook), (BISHOP_STEPS, Kind::Bishop)] {
            for step in steps {
                let mut to = at + step;
                while cell(to) == EMPTY {
                    to += step;
                }
                let found = cell(to);
                if found == code(kind) || found == code(Kind::Queen) {
                    return true;
                }
            }
        }
        false
    }

    /// The other armies whose men attack `army`'s king (empty when it has
    /// no king): what a player is told at the start of their turn.
    pub fn king_attackers(&self, army: Army) -> Vec<Army> {
        let Some(king) = self.king_square(army) else {
            return Vec::new();
        };
        Army::ALL
            .into_iter()
            .filter(|&other| other != army && self.is_attacked_by(king, other))
            .collect()
    }

    /// Every pseudo-legal move of the army to move (kings may walk into
    /// attack and may be captured).
    pub fn generate_moves(&self, list: &mut CrossList) {
        list.clear();
        let army = self.turn;
        let first = encode(Man {
            army,
            kind: Kind::Pawn,
        });
        for square in CrossSquare::all() {
            let cell = self.cells[square.cell()];
            if cell < first || cell >= first + 6 {
                continue;
            }
            let from = square.cell() as i16;
            match Kind::ALL[(cell - first) as usize] {
                Kind::Pawn => self.pawn_moves(square, list),
                Kind::Knight => self.step_moves(from, &KNIGHT_STEPS, first, list),
                Kind::King => self.step_moves(from, &KING_STEPS, first, list),
                Kind::Bishop => self.slide_moves(from, &BISHOP_STEPS, first, list),
                Kind::Rook => self.slide_moves(from, &ROOK_STEPS, first, list),
                Kind::Queen => {
                    self.slide_moves(from, &BISHOP_STEPS, first, list);
                    self.slide_moves(from, &ROOK_STEPS, first, list);
                }
            }
        }
    }

    /// The moves of the army to move, collected in a new list.
    pub fn pseudo_legal_moves(&self) -> CrossList {
        let mut list = CrossList::new();
        self.generate_moves(&mut list);
        list
    }

    /// Whether a cell holds a man of another army than the one whose codes
    /// start at `own_first`.
    #[inline]
    fn is_enemy(cell: u8, own_first: u8) -> bool {
        cell != EMPTY && cell != OFF && (cell < own_first || cell >= own_first + 6)
    }

    #[inline]
    fn step_moves(&self, from: i16, steps: &[i16; 8], own_first: u8, list: &mut CrossList) {
        for &step in steps {
            let to = from + step;
            let cell = self.cells[to as usize];
            if cell == EMPTY || CrossPosition::is_enemy(cell, own_first) {
                list.push(cross_move(from, to, None));
            }
        }
    }

    #[inline]
    fn slide_moves(&self, from: i16, steps: &[i16; 4], own_first: u8, list: &mut CrossList) {
        for &step in steps {
            let mut to = from + step;
            loop {
                let cell = self.cells[to as usize];
                if cell == EMPTY {
                    list.push(cross_move(from, to, None));
                } else {
                    if CrossPosition::is_enemy(cell, own_first) {
                        list.push(cross_move(from, to, None));
                    }
                    break;
                }
                to += step;
            }
        }
    }

    fn pawn_moves(&self, square: CrossSquare, list: &mut CrossList) {
        let rule = self.rules.pawns[self.turn as usize];
        let own_first = encode(Man {
            army: self.turn,
            kind: Kind::Pawn,
        });
        let from = square.cell() as i16;
        let forward = rule.forward.step();
        let mut push = |to: i16| {
            let to_square = CrossSquare(to as u16);
            if rule.promotion.contains(to_square) {
                for kind in PROMOTIONS {
                    list.push(cross_move(from, to, Some(kind)));
                }
            } else {
                list.push(cross_move(from, to, None));
            }
        };
        if self.cells[(from + forward) as usize] == EMPTY {
            push(from + forward);
        }
        for side in rule.forward.sideways() {
            let to = from + forward + side;
            if CrossPosition::is_enemy(self.cells[to as usize], own_first) {
                push(to);
            }
        }
    }

    /// The next army after `army` in turn order that has men on the board
    /// (`army` itself when no other has).
    pub fn next_army(&self, army: Army) -> Army {
        (1..=4)
            .map(|offset| Army::ALL[(army as usize + offset) % 4])
            .find(|&next| self.has_men(next))
            .unwrap_or(army)
    }

    /// Plays a move from [`CrossPosition::generate_moves`] and passes the
    /// turn to the next army with men. A captured king is reported in the
    /// returned [`CrossUndo`]; the position goes on as it stands.
    pub fn make(&mut self, mv: CrossMove) -> CrossUndo {
        let undo = CrossUndo {
            captured: self.man_at(mv.to),
            turn: self.turn,
            halfmove_clock: self.halfmove_clock,
            hash: self.hash,
        };
        let Some(man) = self.man_at(mv.from) else {
            return undo;
        };
        self.halfmove_clock += 1;
        if undo.captured.is_some() || man.kind == Kind::Pawn {
            self.halfmove_clock = 0;
        }
        self.set_man(mv.from, None);
        let placed = match mv.promotion {
            Some(kind) => Man {
                army: man.army,
                kind,
            },
            None => man,
        };
        self.set_man(mv.to, Some(placed));
        self.ply += 1;
        let next = self.next_army(self.turn);
        self.set_turn(next);
        undo
    }

    /// Takes back `mv`.
    pub fn unmake(&mut self, mv: CrossMove, undo: CrossUndo) {
        if let Some(man) = self.man_at(mv.to) {
            let original = if mv.promotion.is_some() {
                Man {
                    army: man.army,
                    kind: Kind::Pawn,
                }
            } else {
                man
            };
            self.cells[mv.from.cell()] = encode(original);
        }
        self.cells[mv.to.cell()] = undo.captured.map_or(EMPTY, encode);
        if let Some(captured) = undo.captured {
            self.counts[captured.army as usize] += 1;
        }
        self.turn = undo.turn;
        self.halfmove_clock = undo.halfmove_clock;
        self.ply -= 1;
        self.hash = undo.hash;
    }

    /// Plays `mv` if it is among the moves of the army to move.
    pub fn play(&mut self, mv: CrossMove) -> Result<CrossUndo, String> {
        if self.pseudo_legal_moves().contains(&mv) {
            Ok(self.make(mv))
        } else {
            let why = self.refusal(mv).unwrap_or(Refusal::Unexplained);
            Err(format!("{mv}: {why}"))
        }
    }

    /// Reads a move such as `f2f3`, `g13g14q` or `a6b7` for the army to
    /// move; the error of one it may not make says why.
    pub fn parse_move(&self, text: &str) -> Result<CrossMove, String> {
        let trimmed = text.trim();
        let split = trimmed
            .char_indices()
            .skip(1)
            .find(|(_, c)| c.is_ascii_lowercase())
            .map(|(i, _)| i)
            .ok_or_else(|| format!("cannot read move {trimmed:?}"))?;
        let (from_text, rest) = trimmed.split_at(split);
        let end = rest
            .char_indices()
            .skip(1)
            .find(|(_, c)| !c.is_ascii_digit())
            .map_or(rest.len(), |(i, _)| i);
        let (to_text, promotion_text) = rest.split_at(end);
        let from = CrossSquare::parse(from_text)
            .ok_or_else(|| format!("bad square {from_text:?} in {trimmed:?}"))?;
        let to = CrossSquare::parse(to_text)
            .ok_or_else(|| format!("bad square {to_text:?} in {trimmed:?}"))?;
        let promotion = match promotion_text {
            "" => None,
            letter => Some(
                letter
                    .chars()
                    .next()
                    .filter(|_| letter.len() == 1)
                    .and_then(Kind::from_letter)
                    .filter(|kind| PROMOTIONS.contains(kind))
                    .ok_or_else(|| format!("bad promotion {letter:?} in {trimmed:?}"))?,
            ),
        };
        let mv = CrossMove {
            from,
            to,
            promotion,
        };
        if self.pseudo_legal_moves().contains(&mv) {
            Ok(mv)
        } else {
            let why = self.refusal(mv).unwrap_or(Refusal::Unexplained);
            Err(format!("{trimmed}: {why}"))
        }
    }
}

#[inline]
fn cross_move(from: i16, to: i16, promotion: Option<Kind>) -> CrossMove {
    CrossMove {
        from: CrossSquare(from as u16),
        to: CrossSquare(to as u16),
        promotion,
    }
}

/// Counts the leaves of the pseudo-legal move tree `depth` plies deep.
pub fn cross_perft(position: &mut CrossPosition, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut list = CrossList::new();
    position.generate_moves(&mut list);
    if depth == 1 {
        return list.len() as u64;
    }
    let mut nodes = 0;
    for &mv in list.iter() {
        let undo = position.make(mv);
        nodes += cross_perft(position, depth - 1);
        position.unmake(mv, undo);
    }
    nodes
}
