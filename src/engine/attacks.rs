//! Attack tables of the 8x8 board: leapers and pawns from constant tables,
//! sliders from "fancy" magic bitboards built once at first use.

use std::sync::LazyLock;

use super::bitboard::Bitboard;
use super::square::Square;

const KNIGHT_STEPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
const KING_STEPS: [(i8, i8); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
const ROOK_DIRECTIONS: [(i8, i8); 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
const BISHOP_DIRECTIONS: [(i8, i8); 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];

const fn step_table(steps: &[(i8, i8); 8]) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut index = 0;
    while index < 64 {
        let mut i = 0;
        while i < 8 {
            let file = (index % 8) as i8 + steps[i].0;
            let rank = (index / 8) as i8 + steps[i].1;
            if file >= 0 && file < 8 && rank >= 0 && rank < 8 {
                table[index] |= 1 << (rank * 8 + file);
            }
            i += 1;
        }
        index += 1;
    }
    table
}

const fn pawn_table(up: i8) -> [u64; 64] {
    let mut table = [0u64; 64];
    let mut index = 0;
    while index < 64 {
        let rank = (index / 8) as i8 + up;
        let file = (index % 8) as i8;
        if rank >= 0 && rank < 8 {
            if file > 0 {
                table[index] |= 1 << (rank * 8 + file - 1);
            }
            if file < 7 {
                table[index] |= 1 << (rank * 8 + file + 1);
            }
        }
        index += 1;
    }
    table
}

/// Squares reached by sliding from `index` in the given directions, stopping at
/// (and including) the first occupied square.
const fn slide(index: usize, directions: &[(i8, i8); 4], occupied: u64) -> u64 {
    let mut attacks = 0u64;
    let mut d = 0;
    while d < 4 {
        let mut file = (index % 8) as i8;
        let mut rank = (index / 8) as i8;
        loop {
            file += directions[d].0;
            rank += directions[d].1;
            if file < 0 || file > 7 || rank < 0 || rank > 7 {
                break;
            }
            let bit = 1u64 << (rank * 8 + file);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
        }
        d += 1;
    }
    attacks
}

/// For each pair of squares on a common line: the squares strictly between
/// them (`BETWEEN`) and the whole line through both (`LINE`).
const fn line_tables() -> ([[u64; 64]; 64], [[u64; 64]; 64]) {
    let mut between = [[0u64; 64]; 64];
    let mut line = [[0u64; 64]; 64];
    let all_directions = [
        (1i8, 0i8),
        (0, 1),
        (-1, 0),
        (0, -1),
        (1, 1),
        (-1, 1),
        (-1, -1),
        (1, -1),
    ];
    let mut from = 0;
    while from < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = all_directions[d];
            // The full line through `from` in this direction, both ways.
            let mut full = 1u64 << from;
            let mut sign = -1i8;
            while sign <= 1 {
                let mut file = (from % 8) as i8;
                let mut rank = (from / 8) as i8;
                loop {
                    file += df * sign;
                    rank += dr * sign;
                    if file < 0 || file > 7 || rank < 0 || rank > 7 {
                        break;
                    }
                    full |= 1 << (rank * 8 + file);
                }
                sign += 2;
            }
            let mut file = (from % 8) as i8;
            let mut rank = (from / 8) as i8;
            let mut passed = 0u64;
            loop {
                file += df;
                rank += dr;
                if file < 0 || file > 7 || rank < 0 || rank > 7 {
                    break;
                }
                let to = (rank * 8 + file) as usize;
                between[from][to] = passed;
                line[from][to] = full;
                passed |= 1 << to;
            }
            d += 1;
        }
        from += 1;
    }
    (between, line)
}

static KNIGHT: [u64; 64] = step_table(&KNIGHT_STEPS);
static KING: [u64; 64] = step_table(&KING_STEPS);
static PAWN: [[u64; 64]; 2] = [pawn_table(1), pawn_table(-1)];
static LINES: ([[u64; 64]; 64], [[u64; 64]; 64]) = line_tables();

/// Squares a knight on `square` attacks.
#[inline]
pub fn knight(square: Square) -> Bitboard {
    Bitboard(KNIGHT[square.index()])
}

/// Squares a king on `square` attacks.
#[inline]
pub fn king(square: Square) -> Bitboard {
    Bitboard(KING[square.index()])
}

/// Squares a pawn of side `side` (0 = White, moving up; 1 = Black) on
/// `square` attacks.
#[inline]
pub fn pawn(side: usize, square: Square) -> Bitboard {
    Bitboard(PAWN[side & 1][square.index()])
}

/// Squares strictly between `a` and `b` when they share a line, else empty.
#[inline]
pub fn between(a: Square, b: Square) -> Bitboard {
    Bitboard(LINES.0[a.index()][b.index()])
}

/// The whole line (rank, file or diagonal, edge to edge) through `a` and
/// `b`, else empty.
#[inline]
pub fn line(a: Square, b: Square) -> Bitboard {
    Bitboard(LINES.1[a.index()][b.index()])
}

/// Squares a rook on `square` attacks given the occupied squares.
#[inline]
pub fn rook(square: Square, occupied: Bitboard) -> Bitboard {
    let tables = &*SLIDERS;
    tables.rook[square.index()].attacks(&tables.table, occupied)
}

/// Squares a bishop on `square` attacks given the occupied squares.
#[inline]
pub fn bishop(square: Square, occupied: Bitboard) -> Bitboard {
    let tables = &*SLIDERS;
    tables.bishop[square.index()].attacks(&tables.table, occupied)
}

/// Squares a queen on `square` attacks given the occupied squares.
#[inline]
pub fn queen(square: Square, occupied: Bitboard) -> Bitboard {
    let tables = &*SLIDERS;
    let index = square.index();
    tables.rook[index].attacks(&tables.table, occupied)
        | tables.bishop[index].attacks(&tables.table, occupied)
}

/// One square's magic: the relevant occupancy mask, the multiplier, the
/// shift and where its slice of the shared table starts.
#[derive(Clone, Copy, Default)]
struct Magic {
    mask: u64,
    factor: u64,
    shift: u32,
    offset: usize,
}

impl Magic {
    #[inline]
    fn attacks(&self, table: &[u64], occupied: Bitboard) -> Bitboard {
        let index = ((occupied.0 & self.mask).wrapping_mul(self.factor) >> self.shift) as usize;
        Bitboard(table[self.offset + index])
    }
}

struct Sliders {
    rook: [Magic; 64],
    bishop: [Magic; 64],
    table: Vec<u64>,
}

static SLIDERS: LazyLock<Sliders> = LazyLock::new(build_sliders);

/// A small deterministic generator for the magic search (xorshift64*).
struct Xorshift(u64);

impl Xorshift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

fn relevant_mask(index: usize, directions: &[(i8, i8); 4]) -> u64 {
    let mut mask = 0u64;
    for &(df, dr) in directions {
        let mut file = (index % 8) as i8 + df;
        let mut rank = (index / 8) as i8 + dr;
        // A square counts only if the ray goes on beyond it.
        while (0..8).contains(&(file + df)) && (0..8).contains(&(rank + dr)) {
            mask |= 1 << (rank * 8 + file);
            file += df;
            rank += dr;
        }
    }
    mask
}

/// Finds a collision-free multiplier for one square and writes its slice of
/// the table.
fn build_square(
    index: usize,
    directions: &[(i8, i8); 4],
    rng: &mut Xorshift,
    table: &mut Vec<u64>,
) -> Magic {
    let mask = relevant_mask(index, directions);
    let bits = mask.count_ones();
    let mut occupancies = Vec::with_capacity(1 << bits);
    let mut subset = 0u64;
    loop {
        occupancies.push((subset, slide(index, directions, subset)));
        subset = subset.wrapping_sub(mask) & mask;
        if subset == 0 {
            break;
        }
    }
    let size = 1usize << bits;
    let shift = 64 - bits;
    let mut slots = vec![0u64; size];
    let mut used = vec![0u32; size];
    let mut attempt = 0u32;
    loop {
        attempt += 1;
        let factor = rng.sparse();
        if (mask.wrapping_mul(factor) >> 56).count_ones() < 6 {
            continue;
        }
        let fits = occupancies.iter().all(|&(occupied, attacks)| {
            let slot = (occupied.wrapping_mul(factor) >> shift) as usize;
            if used[slot] != attempt {
                used[slot] = attempt;
                slots[slot] = attacks;
                true
            } else {
                slots[slot] == attacks
            }
        });
        if fits {
            let offset = table.len();
            table.extend_from_slice(&slots);
            return Magic {
                mask,
                factor,
                shift,
                offset,
            };
        }
    }
}

fn build_sliders() -> Sliders {
    let mut rng = Xorshift(0x9e37_79b9_7f4a_7c15);
    let mut table = Vec::with_capacity(110_000);
    let mut rook = [Magic::default(); 64];
    let mut bishop = [Magic::default(); 64];
    for index in 0..64 {
        rook[index] = build_square(index, &ROOK_DIRECTIONS, &mut rng, &mut table);
        bishop[index] = build_square(index, &BISHOP_DIRECTIONS, &mut rng, &mut table);
    }
    Sliders {
        rook,
        bishop,
        table,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_lookups_equal_ray_walks() {
        let mut rng = Xorshift(12345);
        for _ in 0..2000 {
            let occupied = rng.next() & rng.next();
            for square in Square::all() {
                let index = square.index();
                assert_eq!(
                    rook(square, Bitboard(occupied)).0,
                    slide(index, &ROOK_DIRECTIONS, occupied)
                );
                assert_eq!(
                    bishop(square, Bitboard(occupied)).0,
                    slide(index, &BISHOP_DIRECTIONS, occupied)
                );
            }
        }
    }

    #[test]
    fn leaper_and_line_tables() {
        let sq = |name| Square::parse(name).unwrap();
        assert_eq!(knight(sq("a1")).count(), 2);
        assert_eq!(knight(sq("e4")).count(), 8);
        assert_eq!(king(sq("h8")).count(), 3);
        assert_eq!(
            pawn(0, sq("e4")),
            Bitboard::from(sq("d5")) | sq("f5").into()
        );
        assert_eq!(pawn(1, sq("a5")), Bitboard::from(sq("b4")));
        assert_eq!(
            between(sq("a1"), sq("d4")),
            Bitboard::from(sq("b2")) | sq("c3").into()
        );
        assert_eq!(between(sq("a1"), sq("b3")), Bitboard::EMPTY);
        assert_eq!(line(sq("b2"), sq("c3")).count(), 8);
        assert!(line(sq("a1"), sq("b3")).is_empty());
    }
}
