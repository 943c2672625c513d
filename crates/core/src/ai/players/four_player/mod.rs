//! Four Player Chess: moves from a search on the cross itself
//! ([`cross_search`]: Best-Reply Search, or the paranoid search for
//! `paranoid:<level>`), alliances from simple judgements ([`diplomacy`]),
//! the value of a table for a seat ([`evaluation`]), and the alliance
//! events the arena counts ([`alliance_events`]).

pub mod alliance_events;
pub mod cross_search;
pub mod diplomacy;
pub mod evaluation;

use super::computer_game::ComputerGame;
use super::player::{Decision, Player};
use crate::ai::budget::Limits;
use crate::ai::strength::Strength;
use crate::engine::random::Random;
use crate::games::four_player::{self, FourPlayer};
use crate::games::{Game, Seat};
use cross_search::{EnemyTurns, Leaves};

impl ComputerGame for FourPlayer {
    const ARENA_EVENTS: &'static [&'static str] = alliance_events::NAMES;

    fn arena_events(played: &[(Seat, four_player::Action)]) -> Vec<(Seat, usize)> {
        alliance_events::of(played)
    }

    /// Its men have left the board: a king captured while alone, or an
    /// alliance whose kings are all gone.
    fn is_out(&self, seat: Seat) -> bool {
        self.standing(seat) == four_player::Standing::Out
    }

    /// Its own men against its enemies', and a share of its allies'
    /// ([`evaluation::table_value`]).
    fn judge(&self, seat: Seat) -> i32 {
        evaluation::table_value(self, seat)
    }

    fn candidates(&self, seat: Seat) -> Vec<four_player::Action> {
        use four_player::Action::{Accept, Decline, Leave, Propose};
        let legal = self.legal_actions(seat);
        // Waiting invitations must be answered first: searched as refused.
        if let Some(decline) = legal.iter().find(|a| matches!(a, Decline(_))) {
            return vec![decline.clone()];
        }
        let playing: Vec<four_player::Action> = legal
            .iter()
            .filter(|action| !matches!(action, Propose(_) | Accept(_) | Leave))
            .cloned()
            .collect();
        if playing.is_empty() { legal } else { playing }
    }

    fn same_side(&self, seat: Seat, other: Seat) -> bool {
        seat == other || self.are_allied(seat, other)
    }

    fn judgement(&self, seat: Seat) -> Option<four_player::Action> {
        diplomacy::judgement(self, seat)
    }

    /// Moves from the search on the cross ([`cross_search`]).
    fn own_decision(
        &self,
        seat: Seat,
        player: Player,
        limits: Limits,
        random: &mut Random,
    ) -> Option<Decision<four_player::Action>> {
        let (enemy_turns, leaves, level) = match player {
            Player::Computer(level) | Player::Rollouts(level) | Player::Search(level) => {
                (EnemyTurns::BestReplyPlus, Leaves::Settled, level)
            }
            // The baseline, as it was measured.
            Player::Paranoid(level) => (EnemyTurns::Paranoid, Leaves::Material, level),
            Player::Random | Player::Greedy => return None,
        };
        cross_search::choose(
            self,
            seat,
            enemy_turns,
            leaves,
            Strength::of(level),
            limits,
            random,
        )
    }
}
