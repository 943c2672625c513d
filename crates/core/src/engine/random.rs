//! The one random generator (SplitMix64) for deals, dice, shuffles, seeds
//! and the engine's Zobrist keys. Its state is plain data, so a game that
//! stores it replays exactly from a save; a fresh start is seeded from the
//! operating system (or the browser) with [`Random::from_entropy`] or
//! [`Random::fresh`]. Its outputs never change: saved games replay from
//! seeds.

use serde::{Deserialize, Serialize};

/// SplitMix64's increment (the golden ratio in 64 bits).
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// The seed [`Random::fresh`] falls back to when the system has no
/// random source.
const FALLBACK_SEED: u64 = 0x5eed;

/// SplitMix64's output for the state `state`.
const fn mix(state: u64) -> u64 {
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// SplitMix64: fast, tiny, and good enough for shuffling cards and rolling
/// dice (not for cryptography).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Random {
    state: u64,
}

impl Random {
    /// A generator that always produces the same sequence for `seed`.
    pub fn seeded(seed: u64) -> Random {
        Random { state: seed }
    }

    /// A generator seeded from the system's entropy source (`getrandom`).
    pub fn from_entropy() -> Result<Random, getrandom::Error> {
        getrandom::u64().map(Random::seeded)
    }

    /// A generator seeded from the system's entropy source, or from a fixed
    /// seed where there is none (a fresh start that must not fail, such as
    /// a random Chess960 position).
    pub fn fresh() -> Random {
        Random::from_entropy().unwrap_or(Random::seeded(FALLBACK_SEED))
    }

    /// Output `index` (counting from 0) of the generator seeded with
    /// `seed`, without drawing the ones before it: a fixed table of random
    /// numbers computed when asked for (the engine's Zobrist keys).
    pub const fn output_at(seed: u64, index: u64) -> u64 {
        mix(seed.wrapping_add(index.wrapping_add(1).wrapping_mul(GOLDEN)))
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(GOLDEN);
        mix(self.state)
    }

    /// A uniform number in `0..bound` (no modulo bias); `bound` must be
    /// positive, a zero bound gives 0.
    pub fn below(&mut self, bound: u64) -> u64 {
        if bound == 0 {
            return 0;
        }
        // Reject the top sliver of values that would favour small results.
        let zone = u64::MAX - (u64::MAX % bound) - 1;
        loop {
            let value = self.next_u64();
            if value <= zone {
                return value % bound;
            }
        }
    }

    /// Puts `items` in a uniformly random order (Fisher-Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for last in (1..items.len()).rev() {
            let pick = self.below(last as u64 + 1) as usize;
            items.swap(last, pick);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_sequence() {
        let mut a = Random::seeded(42);
        let mut b = Random::seeded(42);
        let mut c = Random::seeded(43);
        let from_a: Vec<u64> = (0..5).map(|_| a.next_u64()).collect();
        let from_b: Vec<u64> = (0..5).map(|_| b.next_u64()).collect();
        let from_c: Vec<u64> = (0..5).map(|_| c.next_u64()).collect();
        assert_eq!(from_a, from_b);
        assert_ne!(from_a, from_c);
    }

    #[test]
    fn output_at_is_the_sequence_drawn_in_order() {
        let mut random = Random::seeded(5);
        for index in 0..10 {
            assert_eq!(Random::output_at(5, index), random.next_u64());
        }
    }

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut random = Random::seeded(7);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            let roll = random.below(6);
            assert!(roll < 6);
            seen[roll as usize] += 1;
        }
        // Each face of a fair die comes up about 1000 times in 6000 rolls.
        assert!(
            seen.iter().all(|&count| (850..1150).contains(&count)),
            "{seen:?}"
        );
    }

    #[test]
    fn shuffle_keeps_the_items_and_moves_them() {
        let mut random = Random::seeded(1);
        let mut items: Vec<u32> = (0..20).collect();
        random.shuffle(&mut items);
        let mut sorted = items.clone();
        sorted.sort();
        assert_eq!(sorted, (0..20).collect::<Vec<_>>());
        assert_ne!(items, sorted, "twenty items almost never stay in order");
    }

    #[test]
    fn a_saved_generator_continues_where_it_stopped() {
        let mut random = Random::seeded(9);
        random.next_u64();
        let saved = serde_json::to_string(&random).unwrap();
        let mut restored: Random = serde_json::from_str(&saved).unwrap();
        assert_eq!(restored.next_u64(), random.next_u64());
    }
}
