//! A computer seat of any game asked across the Web Worker boundary: the
//! page writes a [`SeatRequest`] (a [`Request`] as JSON text, named by the
//! game's [`GameKind`] so the worker knows what to read), the worker runs
//! [`decide`](super::decide) and answers with a [`SeatReply`] holding the
//! chosen action as JSON text, which the page reads back as its game's
//! action.

use serde::{Deserialize, Serialize};

use super::{ComputerGame, Player, Request};
use crate::ai::budget::Limits;
use crate::games::Seat;
use crate::games::carousel::Carousel;
use crate::games::cloak_dagger::CloakDagger;
use crate::games::coin::CoinChess;
use crate::games::crowded_house::CrowdedHouse;
use crate::games::four_player::FourPlayer;
use crate::games::one_sane_man::OneSaneMan;
use crate::games::standard::Standard;

/// The games a computer seat can be asked to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameKind {
    Standard,
    FourPlayer,
    Carousel,
    OneSaneMan,
    Coin,
    CrowdedHouse,
    CloakDagger,
}

/// A game whose computer seats think in the worker.
pub trait Remote: ComputerGame {
    /// Names the game in a [`SeatRequest`].
    const KIND: GameKind;
}

impl Remote for Standard {
    const KIND: GameKind = GameKind::Standard;
}
impl Remote for FourPlayer {
    const KIND: GameKind = GameKind::FourPlayer;
}
impl Remote for Carousel {
    const KIND: GameKind = GameKind::Carousel;
}
impl Remote for OneSaneMan {
    const KIND: GameKind = GameKind::OneSaneMan;
}
impl Remote for CoinChess {
    const KIND: GameKind = GameKind::Coin;
}
impl Remote for CrowdedHouse {
    const KIND: GameKind = GameKind::CrowdedHouse;
}
impl Remote for CloakDagger {
    const KIND: GameKind = GameKind::CloakDagger;
}

/// What the page asks the worker: the action of one computer seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SeatRequest {
    /// Echoed in the reply, so the page can drop answers it no longer wants.
    pub id: u32,
    /// The game `request` holds.
    pub game: GameKind,
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

    /// Decides (in the worker).
    pub fn answer(&self) -> SeatReply {
        let result = match self.game {
            GameKind::Standard => decide_text::<Standard>(&self.request),
            GameKind::FourPlayer => decide_text::<FourPlayer>(&self.request),
            GameKind::Carousel => decide_text::<Carousel>(&self.request),
            GameKind::OneSaneMan => decide_text::<OneSaneMan>(&self.request),
            GameKind::Coin => decide_text::<CoinChess>(&self.request),
            GameKind::CrowdedHouse => decide_text::<CrowdedHouse>(&self.request),
            GameKind::CloakDagger => decide_text::<CloakDagger>(&self.request),
        };
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

fn decide_text<G: ComputerGame>(text: &str) -> Result<String, String> {
    let request: Request<G> =
        serde_json::from_str(text).map_err(|error| format!("unreadable request: {error}"))?;
    let decision = request
        .decide()
        .ok_or_else(|| "the seat is not to act".to_string())?;
    serde_json::to_string(&decision.action)
        .map_err(|error| format!("the action could not be written: {error}"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::Game;
    use crate::games::level::Level;
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
            game: GameKind::Coin,
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
            game: GameKind::FourPlayer,
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
