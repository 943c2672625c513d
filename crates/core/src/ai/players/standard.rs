//! Standard chess and Chess960: the engine's own search at the level
//! ([`crate::ai::strength::choose`]), with the game's history for
//! repetitions.

use super::computer_game::ComputerGame;
use super::player::{Decision, Player};
use crate::ai::budget::Limits;
use crate::ai::evaluation::for_army;
use crate::ai::search::Searcher;
use crate::ai::strength::{self, Strength};
use crate::engine::men::Army;
use crate::engine::random::Random;
use crate::games::level::Level;
use crate::games::standard::{Standard, StandardAction};
use crate::games::{Game, Seat};

/// The engine's node budget, in multiples of a level's game-search nodes
/// ([`Strength::nodes`]): its nodes (make and unmake) are far cheaper.
const ENGINE_NODES: u64 = 4;

impl ComputerGame for Standard {
    fn own_decision(
        &self,
        _seat: Seat,
        player: Player,
        limits: Limits,
        random: &mut Random,
    ) -> Option<Decision<StandardAction>> {
        match player {
            Player::Computer(level)
            | Player::Paranoid(level)
            | Player::Rollouts(level)
            | Player::Search(level) => engine_choice(self, level, limits, random),
            Player::Random | Player::Greedy => None,
        }
    }

    fn judge(&self, seat: Seat) -> i32 {
        let army = if seat == 0 { Army::White } else { Army::Black };
        for_army(self.position(), army)
    }

    fn candidates(&self, seat: Seat) -> Vec<StandardAction> {
        let moves: Vec<StandardAction> = self
            .legal_actions(seat)
            .into_iter()
            .filter(|action| matches!(action, StandardAction::Move(_)))
            .collect();
        if moves.is_empty() {
            self.legal_actions(seat)
        } else {
            moves
        }
    }
}

/// The engine's move at `level` for the side to move.
fn engine_choice(
    game: &Standard,
    level: Level,
    limits: Limits,
    random: &mut Random,
) -> Option<Decision<StandardAction>> {
    let mut position = game.start().clone();
    let mut history = Vec::with_capacity(game.moves().len());
    for &mv in game.moves() {
        history.push(position.hash());
        position.make(mv);
    }
    let limits = Limits {
        nodes: Some(limits.nodes_within(Strength::of(level).nodes * ENGINE_NODES)),
        ..limits
    };
    let mut searcher = Searcher::new(4);
    let progress = strength::choose(
        &mut searcher,
        game.position(),
        &history,
        level,
        limits,
        random,
        |_| {},
    );
    let mv = progress.best()?;
    Some(Decision {
        action: StandardAction::Move(mv),
        nodes: progress.nodes,
        depth: progress.depth.max(0) as u32,
        samples: 1,
    })
}
