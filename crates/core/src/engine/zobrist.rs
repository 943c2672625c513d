//! Zobrist keys from a fixed seed: key `i` of a family is the `i`-th output
//! of the project's one generator ([`Random`], splitmix64) seeded with the
//! family's seed, computed when asked for rather than stored (the tables
//! would add some 50 KB of random bytes to the page's wasm, which no
//! compression shrinks).

use super::men::{Army, Kind};
use crate::engine::random::Random;

/// Key `index` of the family seeded with `seed`: (side 0..2, kind 0..6,
/// square 0..64) on the 8x8 board (seed 1), a castling right (2), the en
/// passant file (3), the cross board (4), Black to move (5), a stockpile
/// count (6).
#[inline]
const fn key(seed: u64, index: usize) -> u64 {
    Random::output_at(seed, index as u64)
}

/// The key of Black to move on the 8x8 board.
pub(crate) const BLACK_TO_MOVE: u64 = key(5, 0);

#[inline]
pub(crate) fn piece(side: usize, kind: usize, square: usize) -> u64 {
    key(1, (side * 6 + kind) * 64 + square)
}

#[inline]
pub(crate) fn castling(side: usize, file: u8) -> u64 {
    key(2, side * 8 + file as usize)
}

#[inline]
pub(crate) fn en_passant(file: u8) -> u64 {
    key(3, file as usize & 7)
}

#[inline]
pub(crate) fn cross_piece(army: usize, kind: usize, square: usize) -> u64 {
    key(4, (army * 6 + kind) * 196 + square)
}

#[inline]
pub(crate) fn cross_turn(army: usize) -> u64 {
    key(4, 4 * 6 * 196 + army)
}

/// The Zobrist key of `army` holding `count` men of `kind` in its stockpile
/// (the drop games). A board with stockpiles hashes as its position's hash
/// XOR the key of every (army, kind, count); when a count changes, XOR the
/// old count's key out and the new one in. An empty pile's key is 0, so a
/// board without stockpiles keeps its own hash. (No board holds more than
/// 64 men; larger counts share the last key.)
pub fn stockpile_key(army: Army, kind: Kind, count: u32) -> u64 {
    if count == 0 {
        return 0;
    }
    let side = crate::engine::position::side_index(army);
    key(6, (side * 6 + kind as usize) * 65 + count.min(64) as usize)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The keys are the generator's stream from the family's seed.
    #[test]
    fn keys_follow_splitmix64_from_their_seed() {
        let mut random = Random::seeded(1);
        for index in 0..768 {
            assert_eq!(key(1, index), random.next_u64());
        }
        // splitmix64's published first output for seed 0.
        assert_eq!(key(0, 0), 0xe220_a839_7b1d_cdaf);
    }

    #[test]
    fn keys_of_a_board_are_distinct() {
        let mut keys: Vec<u64> = (0..2)
            .flat_map(|side| {
                (0..6).flat_map(move |kind| (0..64).map(move |sq| piece(side, kind, sq)))
            })
            .chain((0..2).flat_map(|side| (0..8).map(move |file| castling(side, file))))
            .chain((0..8).map(en_passant))
            .chain([BLACK_TO_MOVE])
            .collect();
        let count = keys.len();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), count);
        assert!(!keys.contains(&0));
    }
}
