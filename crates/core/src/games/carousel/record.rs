//! Saves, exported files and share links.
//!
//! A [`SavedGame`] is the whole game: names, the cards as dealt, the first
//! player, every die roll, every move and the generator for later rolls. It
//! is what this device keeps to resume a game and what an exported file
//! holds; like the hat of cards, it belongs to the table that plays (an
//! exported file of a game in progress does contain the cards).
//!
//! A [`SharedGame`] is what a share link carries: only what everybody at
//! the table already knows (names, first player, die rolls, moves). While
//! the game is running it holds no card and no generator state (from which
//! the deal could be worked out), so opening a link deals the cards again
//! at random: the table that opens it starts a fresh secret deal from the
//! same position, and each player looks at their new card. The cards of a
//! finished game are public, so its link carries them and shows the same
//! final table. We chose dealing again over keeping the cards on the device
//! that started the game because a link is usually opened on another device,
//! where those cards could never be looked up, and the game would be stuck.
//! Loading checks everything and replays every move; bad input gives an
//! error that says what is wrong, never a panic.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};

use super::cards::{Card, Deal, deck};
use super::game::{Carousel, check_players};
use crate::engine::random::Random;
use crate::games::replay::replay_texts;
use crate::games::{RuleError, Seat};

/// The whole game, cards included: the serde form of [`Carousel`].
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SavedGame {
    pub players: Vec<String>,
    /// The card of each seat.
    pub cards: Vec<Card>,
    /// The card nobody holds (even tables).
    pub left_out: Option<Card>,
    pub first: Seat,
    /// Every die roll so far.
    pub dice: Vec<Seat>,
    /// Every move so far, in UCI.
    pub moves: Vec<String>,
    /// The generator for the die rolls still to come.
    pub random: Random,
}

/// What a share link carries: no card while the game runs.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SharedGame {
    pub players: Vec<String>,
    pub first: Seat,
    pub dice: Vec<Seat>,
    pub moves: Vec<String>,
    /// The cards, only once the game is over (they are public then).
    pub final_cards: Option<Deal>,
}

impl From<Carousel> for SavedGame {
    fn from(game: Carousel) -> SavedGame {
        SavedGame {
            moves: game.moves().iter().map(|mv| mv.uci.clone()).collect(),
            first: game.first(),
            dice: game.dice,
            cards: game.deal.cards,
            left_out: game.deal.left_out,
            players: game.players,
            random: game.random,
        }
    }
}

impl TryFrom<SavedGame> for Carousel {
    type Error = RuleError;

    fn try_from(saved: SavedGame) -> Result<Carousel, RuleError> {
        let deal = Deal {
            cards: saved.cards,
            left_out: saved.left_out,
        };
        replay(
            &saved.players,
            deal,
            saved.first,
            &saved.dice,
            &saved.moves,
            saved.random,
        )
    }
}

impl Carousel {
    /// The public record for a share link (see the module notes).
    pub fn share(&self) -> SharedGame {
        SharedGame {
            players: self.players.clone(),
            first: self.first(),
            dice: self.dice.clone(),
            moves: self.moves().iter().map(|mv| mv.uci.clone()).collect(),
            final_cards: self.revealed_deal().cloned(),
        }
    }

    /// Opens a shared game: a running game gets a new deal (and future die
    /// rolls) from `random`; a finished one keeps its public cards.
    pub fn from_shared(shared: &SharedGame, mut random: Random) -> Result<Carousel, RuleError> {
        let players = check_players(&shared.players)?;
        let deal = match &shared.final_cards {
            Some(deal) => deal.clone(),
            None => Deal::shuffled(players.len(), &mut random),
        };
        let game = replay(
            &players,
            deal,
            shared.first,
            &shared.dice,
            &shared.moves,
            random,
        )?;
        match (game.ending().is_some(), shared.final_cards.is_some()) {
            (false, true) => Err(RuleError::new(
                "this link shows cards of a game still being played",
            )),
            (true, false) => Err(RuleError::new(
                "this link is of a finished game but lacks its cards",
            )),
            _ => Ok(game),
        }
    }
}

/// Rebuilds a game from its setup by replaying its moves and die rolls.
fn replay(
    players: &[String],
    deal: Deal,
    first: Seat,
    dice: &[Seat],
    moves: &[String],
    random: Random,
) -> Result<Carousel, RuleError> {
    let players = check_players(players)?;
    let seats = players.len();
    check_deal(&deal, seats)?;
    if first >= seats {
        return Err(RuleError::new(format!(
            "the first player is seat {first}, but the table has {seats} seats"
        )));
    }
    if let Some(roll) = dice.iter().find(|&&roll| roll >= seats) {
        return Err(RuleError::new(format!(
            "a die roll picks seat {roll}, but the table has {seats} seats"
        )));
    }
    if !seats.is_multiple_of(2) && !dice.is_empty() {
        return Err(RuleError::new("an odd table rolls no die"));
    }
    let rolls: VecDeque<Seat> = dice.iter().copied().collect();
    let mut game = Carousel::dealt(players, deal, first, random, rolls);
    let texts = moves
        .iter()
        .enumerate()
        .map(|(index, text)| (index + 1, text.as_str()));
    replay_texts(&mut game, texts, "move")?;
    if game.dice.len() != dice.len() {
        return Err(RuleError::new(format!(
            "the record holds {} die rolls, but its moves use {}",
            dice.len(),
            game.dice.len()
        )));
    }
    Ok(game)
}

/// Checks that a deal is the deck for `seats`, one card per seat.
fn check_deal(deal: &Deal, seats: usize) -> Result<(), RuleError> {
    if deal.cards.len() != seats {
        return Err(RuleError::new(format!(
            "{} cards for {seats} players",
            deal.cards.len()
        )));
    }
    if deal.left_out.is_some() != seats.is_multiple_of(2) {
        return Err(RuleError::new(
            "a card stays out at an even table, and only there",
        ));
    }
    let mut given: Vec<Card> = deal.cards.iter().copied().chain(deal.left_out).collect();
    let mut expected = deck(seats);
    let order = |card: &Card| card.name();
    given.sort_by_key(order);
    expected.sort_by_key(order);
    if given != expected {
        return Err(RuleError::new(format!(
            "the cards are not the deck for {seats} players ({} White, {} Black, 1 Draw)",
            seats / 2,
            seats / 2
        )));
    }
    Ok(())
}
