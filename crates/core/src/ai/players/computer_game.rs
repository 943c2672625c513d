//! [`ComputerGame`]: a game a computer can play, judged from one seat's
//! point of view. Each game's impl lives in its own module beside its
//! player (`standard.rs`, `four_player/`, `carousel/`, ...); this module
//! knows no game.

use super::player::{Decision, Player};
use super::value;
use crate::ai::budget::{Budget, Limits};
use crate::engine::random::Random;
use crate::games::determinize::Determinize;
use crate::games::{Game, Seat};

/// A search of a sample for [`super::decide`]: the values for `seat` of
/// each of `actions`, `depth` actions deep (1: the table right after the
/// action), or `None` when `budget` ran out before the end.
pub type ActionSearch<G> =
    fn(&G, Seat, &[<G as Game>::Action], u32, &mut Budget) -> Option<Vec<i32>>;

/// A game a computer can play: judged from a seat's point of view.
pub trait ComputerGame: Determinize {
    /// A search of the game's own for the samples [`super::decide`]
    /// averages, in place of the generic one
    /// ([`super::game_search::score_actions`]); Carousel's is on its board.
    const OWN_SEARCH: Option<ActionSearch<Self>> = None;

    /// The names of the game's own events that `parlour arena` counts per
    /// player (Four Player's alliance events); none by default.
    const ARENA_EVENTS: &'static [&'static str] = &[];

    /// The events of [`ComputerGame::ARENA_EVENTS`] among a table's
    /// actions, `played` in order: each as the seat whose doing it was and
    /// the event's index in that list.
    fn arena_events(played: &[(Seat, Self::Action)]) -> Vec<(Seat, usize)> {
        let _ = played;
        Vec::new()
    }

    /// Whether `seat` is out of the unfinished game for good (Four
    /// Player's army whose men have left the board): a stopped table
    /// counts it as lost. Nobody is, by default.
    fn is_out(&self, seat: Seat) -> bool {
        let _ = seat;
        false
    }

    /// How good the unfinished table looks for `seat`, in centipawns
    /// (higher is better). Called on determinized samples, so it may read
    /// the whole state.
    fn judge(&self, seat: Seat) -> i32;

    /// A sample of the table as `seat` could picture it: a determinization,
    /// as likely as what the seat has seen makes it (Carousel guesses the
    /// cards from the moves).
    fn sample(&self, seat: Seat, random: &mut Random) -> Self {
        self.determinize(seat, random)
    }

    /// The deepest search worth its nodes, in actions: no level searches
    /// deeper.
    fn useful_depth(&self) -> u32 {
        u32::MAX
    }

    /// The actions of `seat` worth playing: its legal actions without the
    /// bookkeeping that does not change the game (grid marks, talk),
    /// never empty while `seat` is to act.
    fn candidates(&self, seat: Seat) -> Vec<Self::Action> {
        self.legal_actions(seat)
    }

    /// Whether `other` plays on `seat`'s side (the search lets it help).
    fn same_side(&self, seat: Seat, other: Seat) -> bool {
        seat == other
    }

    /// An action the game's own judgement takes before any search (an
    /// answer to an invitation, say), or `None` to search.
    fn judgement(&self, seat: Seat) -> Option<Self::Action> {
        let _ = seat;
        None
    }

    /// The decision of a search of the game's own for `seat` played by
    /// `player` (a computer), when it has one for the table as it is: the
    /// engine's for standard chess and Chess960, the cross's for Four
    /// Player moves, the board to move's for The One Sane Man.
    fn own_decision(
        &self,
        seat: Seat,
        player: Player,
        limits: Limits,
        random: &mut Random,
    ) -> Option<Decision<Self::Action>> {
        let _ = (seat, player, limits, random);
        None
    }

    /// The table's value for `seat`: [`ComputerGame::judge`] while it goes
    /// on, else the outcome's ([`value::ended`]).
    fn value(&self, seat: Seat) -> i32 {
        match self.outcome() {
            Some(outcome) => value::ended(&outcome, seat, self.seat_count()),
            None => self.judge(seat),
        }
    }
}
