//! Zobrist keys, generated at compile time from a fixed seed (splitmix64).

use super::men::{Army, Kind};

const fn splitmix(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (state, z ^ (z >> 31))
}

const fn keys<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (next, value) = splitmix(state);
        state = next;
        out[i] = value;
        i += 1;
    }
    out
}

/// Keys for (side 0..2, kind 0..6, square 0..64) on the 8x8 board.
static PIECES: [u64; 768] = keys(1);
/// Keys for a castling right: side 0..2 times the rook's file 0..8.
static CASTLING: [u64; 16] = keys(2);
/// Keys for the en passant file.
static EN_PASSANT: [u64; 8] = keys(3);
/// Keys for the cross board: (army 0..4, kind 0..6, square 0..196) then the
/// army to move.
static CROSS: [u64; 4 * 6 * 196 + 4] = keys(4);
/// Keys for a stockpile count: side 0..2, kind 0..6, count 0..=64.
static STOCKPILE: [u64; 2 * 6 * 65] = keys(6);
/// The key of Black to move on the 8x8 board.
pub(crate) const BLACK_TO_MOVE: u64 = splitmix(5).1;

#[inline]
pub(crate) fn piece(side: usize, kind: usize, square: usize) -> u64 {
    PIECES[(side * 6 + kind) * 64 + square]
}

#[inline]
pub(crate) fn castling(side: usize, file: u8) -> u64 {
    CASTLING[side * 8 + file as usize]
}

#[inline]
pub(crate) fn en_passant(file: u8) -> u64 {
    EN_PASSANT[file as usize & 7]
}

#[inline]
pub(crate) fn cross_piece(army: usize, kind: usize, square: usize) -> u64 {
    CROSS[(army * 6 + kind) * 196 + square]
}

#[inline]
pub(crate) fn cross_turn(army: usize) -> u64 {
    CROSS[4 * 6 * 196 + army]
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
    STOCKPILE[(side * 6 + kind as usize) * 65 + count.min(64) as usize]
}
