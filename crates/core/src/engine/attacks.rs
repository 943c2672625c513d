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

/// A bitboard for each (from, to) pair of squares.
type SquareTable = [[u64; 64]; 64];

/// For each pair of squares on a common line: the squares strictly between
/// them (`BETWEEN`) and the whole line through both (`LINE`).
const fn line_tables() -> (SquareTable, SquareTable) {
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
/// Built on first use rather than stored: 64 KB less in the page's wasm.
static LINES: LazyLock<(SquareTable, SquareTable)> = LazyLock::new(line_tables);

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

/// Magic multipliers, found once by a sparse random search (xorshift64*,
/// seed 0x9e3779b97f4a7c15) and kept so start-up needs no search; the test
/// `magics_have_no_collisions` proves them collision-free.
const ROOK_MAGICS: [u64; 64] = [
    0x1080_0040_0880_1020,
    0x0840_0920_02c0_3000,
    0x1900_2000_1040_0900,
    0x0880_1000_0800_0480,
    0x4200_1004_2008_0200,
    0x8100_0201_0008_0400,
    0x0200_0401_1088_6200,
    0x0200_0080_4022_0411,
    0x0404_8000_8440_0220,
    0x0000_4010_0040_2000,
    0x0086_0010_8122_0440,
    0x0408_8008_0010_0280,
    0x000a_0012_0104_0820,
    0x8848_8002_0084_0080,
    0x4001_0001_0004_0200,
    0x0442_0001_0210_5084,
    0x9080_0100_2080_4100,
    0x0040_4040_0020_1009,
    0x0000_8080_1000_2009,
    0x2200_0900_21d0_0100,
    0x0008_0080_0804_0080,
    0x0004_0040_0201_0040,
    0x0011_0400_0801_5042,
    0x0000_0a00_0176_8104,
    0x0000_8000_8020_4009,
    0x2010_0041_4000_2001,
    0x9800_2002_8010_0080,
    0x1000_1000_8008_0080,
    0x0050_5005_0008_0100,
    0x0000_0200_8004_0080,
    0x0c10_0104_0042_0810,
    0x1040_0082_0000_5104,
    0x0180_8240_0880_04a0,
    0x0882_8040_0480_2000,
    0x0880_4020_0100_1100,
    0x2000_2104_0900_1000,
    0x2000_4801_3100_1500,
    0x0000_8004_0080_0200,
    0x0000_0238_0c00_1003,
    0x4600_0848_8200_0431,
    0x0080_0020_0050_4000,
    0x0300_5000_2000_4002,
    0x0040_4082_0022_0011,
    0x0010_0400_0800_4040,
    0x0000_0800_0400_8080,
    0x0010_0400_0200_8080,
    0x2012_0048_8102_0004,
    0x8300_8424_4482_0011,
    0x0088_4038_8201_0200,
    0x0820_4000_8021_0100,
    0x0110_9100_40a0_0300,
    0x0801_1002_8008_0480,
    0x0242_0090_0820_0600,
    0x1002_0004_8950_0200,
    0x0040_8002_0001_0080,
    0x0091_8000_4100_0080,
    0x0000_2093_0048_8001,
    0x04c1_0024_1482_4001,
    0x0200_2000_0b00_1041,
    0x7000_1000_0420_0901,
    0x8002_0020_0410_0802,
    0x3001_0002_084c_0007,
    0x0888_2218_0081_3004,
    0x4000_0028_4084_0112,
];

/// Bishop multipliers, found the same way.
const BISHOP_MAGICS: [u64; 64] = [
    0x20c0_0909_0106_1081,
    0x0024_0400_9403_0104,
    0x8210_8102_0029_0200,
    0x0011_0404_8462_0000,
    0x0081_1040_0222_1000,
    0x0009_0120_1100_1350,
    0x0081_0108_0240_0380,
    0x0000_4202_1001_0408,
    0x0008_1050_0228_0050,
    0x0001_0284_8404_0044,
    0x2a00_8808_1040_8804,
    0x7020_0222_8200_0100,
    0x0084_0404_2010_0a50,
    0x0004_0101_0840_e000,
    0x2020_0202_1042_0888,
    0x0008_0842_0201_2010,
    0x2010_4008_1001_8800,
    0x0445_1220_0802_0840,
    0x0804_1008_0800_2008,
    0x0008_0021_0411_0100,
    0x0061_0058_2008_0800,
    0x2001_0002_0082_0100,
    0x480c_2100_8401_0800,
    0x3004_4425_0048_0420,
    0x1010_1022_4004_8100,
    0x0018_2009_0842_20a3,
    0x8803_090a_1000_4205,
    0x0208_0800_4020_2020,
    0x000c_0440_8401_0040,
    0x00a1_0100_0200_4106,
    0x6008_2100_2064_0202,
    0x1600_9021_1286_0801,
    0x0004_2008_c122_0200,
    0x010c_0420_0244_0140,
    0x5022_0802_0004_0820,
    0x0402_0040_4294_0100,
    0x0860_1084_0000_8020,
    0x000c_0800_2202_1000,
    0x0264_0806_5282_2100,
    0x4005_0312_2101_0401,
    0x0004_5024_1000_8400,
    0x0005_00b0_10a2_0400,
    0x0415_0940_5008_0800,
    0x0800_0020_1800_a104,
    0x4022_a803_0400_0110,
    0x4012_1408_0202_8020,
    0x4020_0104_0101_00a0,
    0x1281_0806_008b_0c41,
    0x0020_4410_0808_0000,
    0x2002_1200_8404_5420,
    0x0704_0200_6208_0002,
    0x0000_0010_8404_0001,
    0x0322_2008_9124_0200,
    0xf040_2002_1002_4800,
    0x0140_8248_3200_8042,
    0x0002_1002_0a00_4602,
    0x0083_0428_0514_1020,
    0x002c_1200_9a01_1000,
    0x0041_a000_4414_0400,
    0x0000_4004_020a_0202,
    0x0000_1400_1002_0210,
    0x2864_1608_1101_2200,
    0x2060_0808_4108_2a17,
    0xa010_0411_0800_3100,
];

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

/// Writes one square's slice of the table for the given multiplier.
fn build_square(
    index: usize,
    directions: &[(i8, i8); 4],
    factor: u64,
    table: &mut Vec<u64>,
) -> Magic {
    let mask = relevant_mask(index, directions);
    let bits = mask.count_ones();
    let shift = 64 - bits;
    let offset = table.len();
    table.resize(offset + (1 << bits), 0);
    let mut subset = 0u64;
    loop {
        let slot = (subset.wrapping_mul(factor) >> shift) as usize;
        table[offset + slot] = slide(index, directions, subset);
        subset = subset.wrapping_sub(mask) & mask;
        if subset == 0 {
            break;
        }
    }
    Magic {
        mask,
        factor,
        shift,
        offset,
    }
}

fn build_sliders() -> Sliders {
    let mut table = Vec::with_capacity(110_000);
    let mut rook = [Magic::default(); 64];
    let mut bishop = [Magic::default(); 64];
    for index in 0..64 {
        rook[index] = build_square(index, &ROOK_DIRECTIONS, ROOK_MAGICS[index], &mut table);
        bishop[index] = build_square(index, &BISHOP_DIRECTIONS, BISHOP_MAGICS[index], &mut table);
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
        let mut state = 12345u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..2000 {
            let occupied = next() & next();
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

    /// Every relevant occupancy of every square: the multipliers are
    /// collision-free.
    #[test]
    fn magics_have_no_collisions() {
        for square in Square::all() {
            let index = square.index();
            for directions in [&ROOK_DIRECTIONS, &BISHOP_DIRECTIONS] {
                let mask = relevant_mask(index, directions);
                let mut subset = 0u64;
                loop {
                    let expected = slide(index, directions, subset);
                    let found = if directions == &ROOK_DIRECTIONS {
                        rook(square, Bitboard(subset))
                    } else {
                        bishop(square, Bitboard(subset))
                    };
                    assert_eq!(found.0, expected, "square {square}, occupancy {subset:#x}");
                    subset = subset.wrapping_sub(mask) & mask;
                    if subset == 0 {
                        break;
                    }
                }
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
