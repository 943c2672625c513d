//! What a computer may spend on one decision: the [`Limits`] a caller
//! sets (depth, nodes, time), and the [`Budget`] a game search counts its
//! nodes against.

use serde::{Deserialize, Serialize};

use super::clock::now_ms;

/// When a search must stop. Unset limits do not apply; a search with none
/// runs until its stop flag is raised (the engine's search) or its level's
/// own node budget is spent (a game's).
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Limits {
    /// The deepest iteration, in plies (in actions for a game's search).
    pub depth: Option<i32>,
    /// Nodes to search at most.
    pub nodes: Option<u64>,
    /// Milliseconds after which no new iteration starts.
    pub soft_ms: Option<f64>,
    /// Milliseconds after which the search stops at once, keeping the best
    /// move found so far.
    pub hard_ms: Option<f64>,
}

impl Limits {
    /// Think for exactly this long (stop at once when it is up): each
    /// iteration starts while time is left, and an unfinished one still
    /// gives its best move so far.
    pub fn movetime(ms: f64) -> Limits {
        Limits {
            hard_ms: Some(ms),
            ..Limits::default()
        }
    }

    /// Search to this depth.
    pub fn depth(depth: i32) -> Limits {
        Limits {
            depth: Some(depth),
            ..Limits::default()
        }
    }

    /// `most` nodes, or fewer when these limits say so.
    pub fn nodes_within(&self, most: u64) -> u64 {
        self.nodes.map_or(most, |nodes| nodes.min(most))
    }

    /// `deepest` actions, or fewer (but at least one) when these limits
    /// say so.
    pub fn depth_within(&self, deepest: u32) -> u32 {
        self.depth
            .map_or(deepest, |depth| (depth.max(1) as u32).min(deepest))
    }
}

/// How many nodes pass between two looks at the clock.
const CLOCK_INTERVAL: u64 = 256;

/// What a game search has spent and may spend: nodes (one applied or
/// made move each) and time.
#[derive(Clone, Debug)]
pub struct Budget {
    /// Nodes searched so far.
    pub nodes: u64,
    /// Nodes to search at most.
    pub most_nodes: Option<u64>,
    /// When (in [`now_ms`] time) the search must stop.
    pub deadline_ms: Option<f64>,
    /// Whether the budget ran out.
    pub spent: bool,
}

impl Budget {
    /// A budget of at most `most_nodes` nodes and `ms` milliseconds.
    pub fn new(most_nodes: Option<u64>, ms: Option<f64>) -> Budget {
        Budget {
            nodes: 0,
            most_nodes,
            deadline_ms: ms.map(|ms| now_ms() + ms),
            spent: false,
        }
    }

    /// A budget of `most_nodes` nodes within `limits` (their nodes and
    /// their hard time limit).
    pub fn within(limits: &Limits, most_nodes: u64) -> Budget {
        Budget::new(Some(limits.nodes_within(most_nodes)), limits.hard_ms)
    }

    /// Counts a node; returns whether the budget has run out.
    pub fn count(&mut self) -> bool {
        self.nodes += 1;
        if self.most_nodes.is_some_and(|most| self.nodes > most) {
            self.spent = true;
        }
        if self.nodes.is_multiple_of(CLOCK_INTERVAL)
            && self
                .deadline_ms
                .is_some_and(|deadline| now_ms() >= deadline)
        {
            self.spent = true;
        }
        self.spent
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_caller_may_only_lower_a_level_s_own_nodes_and_depth() {
        let open = Limits::default();
        assert_eq!(open.nodes_within(500), 500);
        assert_eq!(open.depth_within(3), 3);
        let tight = Limits {
            nodes: Some(100),
            depth: Some(0),
            ..Limits::default()
        };
        assert_eq!(tight.nodes_within(500), 100);
        assert_eq!(tight.depth_within(3), 1, "at least one action deep");
        let loose = Limits {
            nodes: Some(1_000),
            depth: Some(9),
            ..Limits::default()
        };
        assert_eq!(loose.nodes_within(500), 500);
        assert_eq!(loose.depth_within(3), 3);
    }

    #[test]
    fn a_budget_is_spent_after_its_last_node() {
        let mut budget = Budget::within(
            &Limits {
                nodes: Some(3),
                ..Limits::default()
            },
            10,
        );
        assert!(!budget.count() && !budget.count() && !budget.count());
        assert!(budget.count(), "the fourth node is one too many");
        assert!(budget.spent);
        assert_eq!(budget.nodes, 4);
    }
}
