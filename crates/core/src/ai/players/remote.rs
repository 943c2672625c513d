//! A computer seat of any game asked across the Web Worker boundary: the
//! page writes a [`SeatRequest`] (a [`Request`] as JSON text, named by the
//! game type's registry entry, [`Remote::KIND`], so the worker knows what
//! to read), the worker runs
//! [`decide`](super::decide) and answers with a [`SeatReply`] holding the
//! chosen action as JSON text, which the page reads back as its game's
//! action.

use serde::{Deserialize, Serialize};

use super::{ComputerGame, Player, Request};
use crate::ai::budget::Limits;
use crate::engine::random::Random;
use crate::games::Seat;
use crate::games::level::Level;
use crate::registry::{self, GameId, PlayerVisitor};

/// A game whose computer seats think in the worker. Each game type's
/// implementation comes from its entry in the registry (`crate::registry`).
pub trait Remote: ComputerGame {
    /// Names the game in a [`SeatRequest`].
    const KIND: GameId;
}

/// What the page asks the worker: the action of one computer seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatRequest {
    /// Echoed in the reply, so the page can drop answers it no longer wants.
    pub id: u32,
    /// The game `request` holds.
    pub game: GameId,
    /// A [`Request`] of that game, as JSON text.
    pub request: String,
}

/// The worker's answer to a [`SeatRequest`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatReply {
    /// The request's id.
    pub id: u32,
    /// The chosen action as JSON text, or why there is none.
    pub result: Result<String, String>,
}

impl SeatRequest {
    /// A request for the action `player` takes for `seat` in `game`.
    pub fn new<G: Remote>(
        id: u32,
        game: &G,
        seat: Seat,
        player: Player,
        seed: u64,
        limits: Limits,
    ) -> Result<SeatRequest, String> {
        let request = Request {
            game: game.clone(),
            seat,
            player,
            seed,
            limits,
        };
        let request = serde_json::to_string(&request)
            .map_err(|error| format!("the game could not be written: {error}"))?;
        Ok(SeatRequest {
            id,
            game: G::KIND,
            request,
        })
    }

    /// A request for a hint to the person holding `seat` of `game`: the
    /// action the strongest computer takes there. It carries a sample of
    /// the game drawn from what `seat` may know (see
    /// [`crate::games::determinize::Determinize`]), never the game itself,
    /// so no secret of another seat leaves the page for the worker.
    pub fn hint<G: Remote>(
        id: u32,
        game: &G,
        seat: Seat,
        seed: u64,
        limits: Limits,
    ) -> Result<SeatRequest, String> {
        let sample = game.determinize(seat, &mut Random::seeded(seed));
        let strongest = Level::ALL[Level::ALL.len() - 1];
        SeatRequest::new(id, &sample, seat, Player::Computer(strongest), seed, limits)
    }

    /// Decides (in the worker).
    pub fn answer(&self) -> SeatReply {
        let result = registry::visit_player(self.game, DecideText(&self.request));
        SeatReply {
            id: self.id,
            result,
        }
    }
}

impl SeatReply {
    /// The action the worker chose, read as `G`'s.
    pub fn action<G: Remote>(&self) -> Result<G::Action, String> {
        let text = self.result.as_ref().map_err(Clone::clone)?;
        serde_json::from_str(text).map_err(|error| format!("the answer is unreadable: {error}"))
    }
}

/// Reads a [`Request`] from its JSON text as the visited game's, decides,
/// and writes the action as JSON text.
struct DecideText<'a>(&'a str);

impl PlayerVisitor for DecideText<'_> {
    type Out = Result<String, String>;
    fn visit<G: Remote>(self, _entry: GameId) -> Result<String, String> {
        let request: Request<G> =
            serde_json::from_str(self.0).map_err(|error| format!("unreadable request: {error}"))?;
        let decision = request
            .decide()
            .ok_or_else(|| "the seat is not to act".to_string())?;
        serde_json::to_string(&decision.action)
            .map_err(|error| format!("the action could not be written: {error}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;
    use crate::games::coin::CoinChess;
    use crate::games::crowded_house::CrowdedHouse;
    use crate::games::four_player::FourPlayer;
    use crate::games::standard::Standard;
    use crate::games::{coin, crowded_house, four_player};

    fn round_trip<G: Remote>(game: &G, seat: Seat) -> G::Action {
        let request = SeatRequest::new(
            9,
            game,
            seat,
            Player::Computer(Level::Beginner),
            3,
            Limits::default(),
        )
        .unwrap();
        let text = serde_json::to_string(&request).unwrap();
        let read: SeatRequest = serde_json::from_str(&text).unwrap();
        let reply = read.answer();
        assert_eq!(reply.id, 9);
        let text = serde_json::to_string(&reply).unwrap();
        let reply: SeatReply = serde_json::from_str(&text).unwrap();
        reply.action::<G>().unwrap()
    }

    #[test]
    fn a_seat_of_each_kind_gets_a_legal_action_back() {
        let chess = Standard::new();
        assert!(chess.legal_actions(0).contains(&round_trip(&chess, 0)));
        let cross = FourPlayer::new(four_player::Options::default(), 5).unwrap();
        let seat = cross.to_act().unwrap();
        assert!(
            cross
                .legal_actions(seat)
                .contains(&round_trip(&cross, seat))
        );
        let coin = CoinChess::new(coin::Options::default()).unwrap();
        let seat = coin.to_act().unwrap();
        assert!(coin.legal_actions(seat).contains(&round_trip(&coin, seat)));
    }

    #[test]
    fn the_same_request_gets_the_same_action() {
        let game = CrowdedHouse::new(crowded_house::Options::default()).unwrap();
        let seat = game.to_act().unwrap();
        assert_eq!(round_trip(&game, seat), round_trip(&game, seat));
    }

    #[test]
    fn bad_requests_and_seats_not_to_act_get_a_reason() {
        let bad = SeatRequest {
            id: 1,
            game: GameId::Coin,
            request: "{\"game\":".into(),
        };
        assert!(
            bad.answer()
                .result
                .unwrap_err()
                .starts_with("unreadable request")
        );
        let chess = Standard::new();
        let request = SeatRequest::new(2, &chess, 1, Player::Random, 1, Limits::default()).unwrap();
        assert_eq!(
            request.answer().result.unwrap_err(),
            "the seat is not to act"
        );
        let wrong_game = SeatRequest {
            game: GameId::FourPlayer,
            ..request
        };
        assert!(wrong_game.answer().result.is_err());
        let garbled = SeatReply {
            id: 3,
            result: Ok("\"nonsense\"".into()),
        };
        assert!(garbled.action::<Standard>().is_err());
    }
}
