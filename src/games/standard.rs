//! Standard chess and Chess960 as a two-seat game: seat 0 plays White,
//! seat 1 Black. Checkmate and stalemate end the game, and so do the draws
//! lichess makes automatic (threefold repetition, fifty moves, insufficient
//! material). A player may also resign, offer a draw before moving, and
//! accept the opponent's pending offer on their turn (moving declines it).

use serde::{Deserialize, Serialize};

use super::board_view::{BoardView, ManView, MoveOption};
use super::{Game, Outcome, RuleError, Seat, Viewer};
use crate::engine::men::Army;
use crate::engine::position::side_index;
use crate::engine::{GameHistory, Move, Position, Rules, Status, chess960};

/// An action of a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StandardAction {
    /// A chess move.
    Move(Move),
    /// Give up: the opponent wins.
    Resign,
    /// Offer a draw (then make a move); the opponent may accept on their turn.
    OfferDraw,
    /// Accept the opponent's pending draw offer.
    AcceptDraw,
}

/// Something that happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum StandardEvent {
    /// A move, in SAN.
    Moved { san: String },
    /// A seat offered a draw.
    DrawOffered { by: Seat },
    /// The game ended.
    Ended { reason: String },
}

/// How a game ended by a player's decision rather than on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Decision {
    Resigned(Seat),
    DrawAgreed,
}

/// The serde form: the start and the moves, replayed on load.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct Record {
    start_fen: String,
    rules: Rules,
    moves: Vec<Move>,
    draw_offer: Option<Seat>,
    decision: Option<Decision>,
}

/// A game of standard chess or Chess960.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(try_from = "Record", into = "Record")]
pub struct Standard {
    start_fen: String,
    position: Position,
    history: GameHistory,
    moves: Vec<Move>,
    draw_offer: Option<Seat>,
    decision: Option<Decision>,
}

impl Standard {
    /// A game from the standard starting position.
    pub fn new() -> Standard {
        Standard::from_position(Position::standard())
    }

    /// A Chess960 game from position `number` (0-959).
    pub fn chess960(number: u16) -> Result<Standard, RuleError> {
        chess960::position(number)
            .map(Standard::from_position)
            .map_err(|error| RuleError::new(error.to_string()))
    }

    /// A game from any position (its rules decide standard or Chess960).
    pub fn from_position(position: Position) -> Standard {
        Standard {
            start_fen: position.fen(),
            history: GameHistory::new(&position),
            position,
            moves: Vec::new(),
            draw_offer: None,
            decision: None,
        }
    }

    /// The current position.
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// The verdict of the board (ongoing, mate, or an automatic draw).
    pub fn status(&self) -> Status {
        self.history.status(&self.position)
    }

    fn seat_of(army: Army) -> Seat {
        side_index(army)
    }

    fn play_move(&mut self, mv: Move) -> Result<Vec<StandardEvent>, RuleError> {
        let san = self.position.san(mv);
        self.position
            .play(mv)
            .map_err(|error| RuleError::new(error.to_string()))?;
        self.history.push(&self.position);
        self.moves.push(mv);
        let mut events = vec![StandardEvent::Moved { san }];
        if let Some(outcome) = self.outcome() {
            events.push(StandardEvent::Ended {
                reason: outcome.reason,
            });
        }
        Ok(events)
    }
}

impl Default for Standard {
    fn default() -> Standard {
        Standard::new()
    }
}

impl From<Standard> for Record {
    fn from(game: Standard) -> Record {
        Record {
            start_fen: game.start_fen,
            rules: game.position.rules(),
            moves: game.moves,
            draw_offer: game.draw_offer,
            decision: game.decision,
        }
    }
}

impl TryFrom<Record> for Standard {
    type Error = String;

    fn try_from(record: Record) -> Result<Standard, String> {
        let start = Position::from_fen(&record.start_fen, record.rules)
            .map_err(|error| error.to_string())?;
        let mut game = Standard::from_position(start);
        for mv in record.moves {
            game.play_move(mv).map_err(|error| error.0)?;
        }
        game.draw_offer = record.draw_offer;
        game.decision = record.decision;
        Ok(game)
    }
}

/// What the board component needs to draw `position`: the men, the last
/// move (castling as king and rook square), the king in check, and (when `with_moves`) the legal moves of the
/// side to move, castling given as the square [`Position::uci`] names.
pub fn board_view(position: &Position, last_move: Option<Move>, with_moves: bool) -> BoardView {
    let men = crate::engine::Square::all()
        .filter_map(|square| {
            position.man_at(square).map(|man| ManView {
                square: square.to_string(),
                army: man.army,
                kind: man.kind,
            })
        })
        .collect();
    let checks = [Army::White, Army::Black]
        .into_iter()
        .filter(|&army| position.is_king_attacked(army))
        .filter_map(|army| position.king_square(army))
        .map(|square| square.to_string())
        .collect();
    let mut moves: Vec<MoveOption> = Vec::new();
    if with_moves {
        for &mv in position.legal_moves().iter() {
            let uci = position.uci(mv);
            let (from, to) = (uci[0..2].to_string(), uci[2..4].to_string());
            match moves
                .iter_mut()
                .find(|option| option.from == from && option.to == to)
            {
                Some(option) => option.promotions.extend(mv.promotion()),
                None => moves.push(MoveOption {
                    from,
                    to,
                    promotions: mv.promotion().into_iter().collect(),
                }),
            }
        }
    }
    BoardView {
        files: 8,
        ranks: 8,
        holes: Vec::new(),
        men,
        last_move: last_move.map(|mv| (mv.from.to_string(), mv.to.to_string())),
        checks,
        moves,
        drops: Vec::new(),
    }
}

impl Game for Standard {
    type Action = StandardAction;
    type Event = StandardEvent;

    fn seat_count(&self) -> usize {
        2
    }

    fn to_act(&self) -> Option<Seat> {
        if self.decision.is_some() || self.status().is_over() {
            None
        } else {
            Some(Standard::seat_of(self.position.turn()))
        }
    }

    fn legal_actions(&self, seat: Seat) -> Vec<StandardAction> {
        if self.to_act() != Some(seat) {
            return Vec::new();
        }
        let mut actions: Vec<StandardAction> = self
            .position
            .legal_moves()
            .iter()
            .map(|&mv| StandardAction::Move(mv))
            .collect();
        actions.push(StandardAction::Resign);
        match self.draw_offer {
            Some(by) if by != seat => actions.push(StandardAction::AcceptDraw),
            Some(_) => {}
            None => actions.push(StandardAction::OfferDraw),
        }
        actions
    }

    fn apply(
        &mut self,
        seat: Seat,
        action: &StandardAction,
    ) -> Result<Vec<StandardEvent>, RuleError> {
        if self.to_act().is_none() {
            return Err(RuleError::new("the game is over"));
        }
        if self.to_act() != Some(seat) {
            return Err(RuleError::new(format!("it is not seat {seat}'s turn")));
        }
        match action {
            StandardAction::Move(mv) => {
                let events = self.play_move(*mv)?;
                if self.draw_offer.is_some_and(|by| by != seat) {
                    self.draw_offer = None;
                }
                Ok(events)
            }
            StandardAction::Resign => {
                self.decision = Some(Decision::Resigned(seat));
                Ok(vec![StandardEvent::Ended {
                    reason: format!("{} resigns", self.position.turn().name()),
                }])
            }
            StandardAction::OfferDraw => {
                if self.draw_offer.is_some() {
                    return Err(RuleError::new("a draw offer is already pending"));
                }
                self.draw_offer = Some(seat);
                Ok(vec![StandardEvent::DrawOffered { by: seat }])
            }
            StandardAction::AcceptDraw => match self.draw_offer {
                Some(by) if by != seat => {
                    self.decision = Some(Decision::DrawAgreed);
                    Ok(vec![StandardEvent::Ended {
                        reason: "draw agreed".into(),
                    }])
                }
                _ => Err(RuleError::new("there is no draw offer to accept")),
            },
        }
    }

    fn boards(&self, viewer: Viewer) -> Vec<BoardView> {
        let with_moves = match viewer {
            Viewer::Seat(seat) => self.to_act() == Some(seat),
            Viewer::Public => false,
        };
        vec![board_view(
            &self.position,
            self.moves.last().copied(),
            with_moves,
        )]
    }

    fn outcome(&self) -> Option<Outcome> {
        let (winners, reason) = match self.decision {
            Some(Decision::Resigned(seat)) => (
                vec![1 - seat],
                format!("{} resigned", if seat == 0 { "White" } else { "Black" }),
            ),
            Some(Decision::DrawAgreed) => (vec![0, 1], "draw agreed".to_string()),
            None => match self.status() {
                Status::Ongoing => return None,
                Status::Checkmate { winner } => (
                    vec![Standard::seat_of(winner)],
                    format!(
                        "{} wins by checkmate",
                        if winner == Army::White {
                            "White"
                        } else {
                            "Black"
                        }
                    ),
                ),
                draw => (vec![0, 1], format!("draw by {}", draw.describe())),
            },
        };
        Some(Outcome {
            winners,
            scores: None,
            reason,
        })
    }

    fn parse_action(&self, _seat: Seat, text: &str) -> Result<StandardAction, RuleError> {
        match text.trim() {
            "resign" => Ok(StandardAction::Resign),
            "draw" | "offer draw" => Ok(StandardAction::OfferDraw),
            "accept" | "accept draw" => Ok(StandardAction::AcceptDraw),
            text => self
                .position
                .parse_uci(text)
                .or_else(|uci_error| self.position.parse_san(text).map_err(|_| uci_error))
                .map(StandardAction::Move)
                .map_err(|error| RuleError::new(error.to_string())),
        }
    }

    fn headless_extras(&self, _viewer: Viewer) -> serde_json::Map<String, serde_json::Value> {
        let mut extras = serde_json::Map::new();
        extras.insert("fen".into(), serde_json::Value::String(self.position.fen()));
        extras
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(game: &mut Standard, moves: &str) {
        for text in moves.split_whitespace() {
            let seat = game.to_act().expect("game goes on");
            let action = game.parse_action(seat, text).unwrap();
            game.apply(seat, &action).unwrap();
        }
    }

    #[test]
    fn fools_mate_ends_the_game() {
        let mut game = Standard::new();
        play(&mut game, "f2f3 e7e5 g2g4 d8h4");
        let outcome = game.outcome().unwrap();
        assert_eq!(outcome.winners, vec![1]);
        assert_eq!(outcome.reason, "Black wins by checkmate");
        assert_eq!(game.to_act(), None);
        assert!(game.apply(0, &StandardAction::Resign).is_err());
    }

    #[test]
    fn threefold_repetition_is_an_automatic_draw() {
        let mut game = Standard::new();
        play(&mut game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1");
        assert_eq!(game.to_act(), Some(1));
        play(&mut game, "f6g8");
        assert_eq!(
            game.outcome().unwrap().reason,
            "draw by threefold repetition"
        );
        assert_eq!(game.outcome().unwrap().winners, vec![0, 1]);
    }

    #[test]
    fn refused_actions_change_nothing_and_saves_round_trip() {
        let mut game = Standard::chess960(0).unwrap();
        assert!(game.parse_action(0, "e2e5").is_err());
        assert!(game.apply(1, &StandardAction::Resign).is_err());
        play(&mut game, "draw e2e4");
        assert!(game.legal_actions(1).contains(&StandardAction::AcceptDraw));
        let saved = serde_json::to_string(&game).unwrap();
        let loaded: Standard = serde_json::from_str(&saved).unwrap();
        assert_eq!(loaded.position(), game.position());
        play(&mut game, "accept");
        assert_eq!(game.outcome().unwrap().reason, "draw agreed");
    }
}
