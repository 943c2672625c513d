//! The transposition table: what earlier searches learnt about a position,
//! found again by its hash.

use super::searchable::MATE_BOUND;

/// How a stored score relates to the true one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    /// The score is exact.
    Exact,
    /// The true score is at least this (the search failed high).
    Lower,
    /// The true score is at most this (no move reached alpha).
    Upper,
}

/// One remembered position, in 16 bytes for an 8x8 move: four to a
/// cache line, none across two.
#[derive(Clone, Copy, Debug)]
#[repr(align(16))]
pub struct Entry<M> {
    /// The low half of the position's hash (the high half chose the
    /// slot).
    check: u32,
    /// The best move found, tried first when the position comes again.
    pub best: Option<M>,
    /// The score, with mates counted from this position.
    score: i16,
    /// The static evaluation, or [`NO_EVAL`] (in check).
    eval: i16,
    /// The depth the score was searched to.
    depth: i8,
    /// How the score bounds the true one.
    pub bound: Bound,
    generation: u8,
}

/// The static evaluation of an entry whose position was in check.
const NO_EVAL: i16 = i16::MIN;

impl<M: Copy> Entry<M> {
    /// The score as seen from the root, `ply` plies above this position.
    pub fn score(&self, ply: usize) -> i32 {
        from_table(i32::from(self.score), ply)
    }

    /// The depth the score was searched to.
    pub fn depth(&self) -> i32 {
        i32::from(self.depth)
    }

    /// The position's static evaluation, if it was taken.
    pub fn eval(&self) -> Option<i32> {
        (self.eval != NO_EVAL).then_some(i32::from(self.eval))
    }
}

/// What a search of a position found, to be remembered.
#[derive(Clone, Copy, Debug)]
pub struct Found<M> {
    /// The best move, if one was found.
    pub best: Option<M>,
    /// The score, as seen from the root.
    pub score: i32,
    /// The depth searched.
    pub depth: i32,
    /// How the score bounds the true one.
    pub bound: Bound,
    /// The position's static evaluation, if it was taken.
    pub eval: Option<i32>,
}

/// A fixed-size table, one entry per slot, replaced by depth and age.
pub struct TranspositionTable<M> {
    slots: Vec<Option<Entry<M>>>,
    generation: u8,
}

impl<M: Copy> TranspositionTable<M> {
    /// A table of about `megabytes` MB (at least one slot).
    pub fn new(megabytes: usize) -> TranspositionTable<M> {
        let size = std::mem::size_of::<Option<Entry<M>>>();
        let slots = (megabytes * 1024 * 1024 / size).clamp(1, u32::MAX as usize);
        TranspositionTable {
            slots: huge_page_vec(slots, None),
            generation: 0,
        }
    }

    /// Forgets everything (a new game).
    pub fn clear(&mut self) {
        self.slots.iter_mut().for_each(|slot| *slot = None);
        self.generation = 0;
    }

    /// Marks a new search, so older entries give way first.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    /// The slot of hash `key`: its high half scaled to the number of slots
    /// (a 64-bit product, which the browser's wasm does in one
    /// instruction, unlike a 128-bit one).
    fn slot(&self, key: u64) -> usize {
        (((key >> 32) * self.slots.len() as u64) >> 32) as usize
    }

    /// Starts loading the slot of hash `key` into the cache, so that a
    /// probe soon after finds it there (a no-op off x86-64).
    #[inline]
    pub fn prefetch(&self, key: u64) {
        #[cfg(target_arch = "x86_64")]
        {
            use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
            let slot: *const Option<Entry<M>> = &self.slots[self.slot(key)];
            // SAFETY: a prefetch reads nothing into the program and cannot
            // fault; the pointer is to a live slot.
            unsafe { _mm_prefetch::<_MM_HINT_T0>(slot.cast::<i8>()) };
        }
        #[cfg(not(target_arch = "x86_64"))]
        let _ = key;
    }

    /// The entry of the position with hash `key`, if remembered.
    pub fn probe(&self, key: u64) -> Option<Entry<M>> {
        self.slots[self.slot(key)].filter(|entry| entry.check == key as u32)
    }

    /// Remembers a search result, found `ply` plies below the root.
    pub fn store(&mut self, key: u64, found: Found<M>, ply: usize) {
        let Found {
            best,
            score,
            depth,
            bound,
            eval,
        } = found;
        let check = key as u32;
        let generation = self.generation;
        let index = self.slot(key);
        let slot = &mut self.slots[index];
        if let Some(old) = slot {
            let same = old.check == check;
            if !same && old.generation == generation && old.depth() > depth {
                return;
            }
            if same && bound != Bound::Exact && old.depth() > depth + 2 {
                return;
            }
        }
        let best = best.or_else(|| {
            slot.filter(|old| old.check == check)
                .and_then(|old| old.best)
        });
        *slot = Some(Entry {
            check,
            best,
            score: to_table(score, ply).clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            eval: eval.map_or(NO_EVAL, |eval| {
                eval.clamp(i32::from(i16::MIN) + 1, i32::from(i16::MAX)) as i16
            }),
            depth: depth.clamp(i32::from(i8::MIN), i32::from(i8::MAX)) as i8,
            bound,
            generation,
        });
    }
}

/// `len` copies of `value`, in memory the system is asked to back with
/// huge pages (on Linux): a table probed at random then spends far less
/// time finding where its pages lie (measured: 2 MB pages make the
/// native search some 5% faster).
fn huge_page_vec<T: Clone>(len: usize, value: T) -> Vec<T> {
    let mut items = Vec::with_capacity(len);
    advise_huge_pages(items.as_mut_ptr(), len * std::mem::size_of::<T>());
    items.resize(len, value);
    items
}

/// Asks for huge pages under the 2 MB-aligned part of `bytes` from
/// `start`, memory not yet written (so not yet given small pages).
#[cfg(target_os = "linux")]
fn advise_huge_pages<T>(start: *mut T, bytes: usize) {
    const HUGE_PAGE: usize = 2 << 20;
    let start = start as usize;
    let first = start.next_multiple_of(HUGE_PAGE);
    let end = (start + bytes) / HUGE_PAGE * HUGE_PAGE;
    if end > first {
        // SAFETY: the range lies within an allocation this process owns,
        // and advice changes no byte of it. Where huge pages are not
        // offered the call fails, which changes nothing either.
        unsafe {
            libc::madvise(first as *mut libc::c_void, end - first, libc::MADV_HUGEPAGE);
        }
    }
}

/// Elsewhere (the browser's wasm) there is nothing to ask.
#[cfg(not(target_os = "linux"))]
fn advise_huge_pages<T>(_start: *mut T, _bytes: usize) {}

/// Mates are stored counted from the stored position, not the root.
fn to_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score > MATE_BOUND {
        score + ply
    } else if score < -MATE_BOUND {
        score - ply
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score > MATE_BOUND {
        score - ply
    } else if score < -MATE_BOUND {
        score + ply
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::searchable::MATE;

    fn found(best: Option<u16>, score: i32, depth: i32, bound: Bound) -> Found<u16> {
        Found {
            best,
            score,
            depth,
            bound,
            eval: Some(score / 2),
        }
    }

    #[test]
    fn entries_are_found_by_key_and_mates_move_with_the_ply() {
        let mut table: TranspositionTable<u16> = TranspositionTable::new(1);
        table.store(42, found(Some(7), MATE - 5, 3, Bound::Exact), 2);
        let entry = table.probe(42).unwrap();
        assert_eq!(entry.best, Some(7));
        assert_eq!(entry.eval(), Some((MATE - 5) / 2));
        // Mate in 5 from the root seen 2 plies down is mate in 3 from
        // there; seen 4 plies down the same entry is mate in 7 from the root.
        assert_eq!(entry.score(2), MATE - 5);
        assert_eq!(entry.score(4), MATE - 7);
        assert!(table.probe(43).is_none());
        table.clear();
        assert!(table.probe(42).is_none());
    }

    #[test]
    fn a_shallow_result_of_the_same_search_does_not_evict_a_deeper_one() {
        let mut table: TranspositionTable<u16> = TranspositionTable::new(0);
        table.store(1, found(Some(1), 10, 8, Bound::Exact), 0);
        table.store(2, found(Some(2), 20, 2, Bound::Exact), 0);
        assert_eq!(table.probe(1).unwrap().best, Some(1));
        assert!(table.probe(2).is_none());
        table.new_search();
        table.store(2, found(None, 20, 2, Bound::Upper), 0);
        assert_eq!(table.probe(2).unwrap().score(0), 20);
        assert!(table.probe(1).is_none());
    }

    #[test]
    fn an_entry_fits_a_quarter_of_a_cache_line() {
        use crate::engine::Move;
        assert_eq!(std::mem::size_of::<Option<Entry<Move>>>(), 16);
    }
}
