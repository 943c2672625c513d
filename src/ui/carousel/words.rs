//! What the Carousel table says, in plain Rust: seat labels, card names
//! and aims, and the notices of public events (which never name a card).

use crate::engine::men::Army;
use crate::games::Seat;
use crate::games::carousel::cards::MAX_PLAYERS;
use crate::games::carousel::{Card, Event};

/// The label of `seat` ("Seat 1"), as the table names seats.
pub fn seat_label(seat: Seat) -> String {
    format!("Seat {}", seat + 1)
}

/// Every seat's label, for the largest table.
pub fn seat_labels() -> Vec<String> {
    (0..MAX_PLAYERS).map(seat_label).collect()
}

/// Capitalised colour name.
pub fn colour_name(army: Army) -> &'static str {
    if army == Army::White {
        "White"
    } else {
        "Black"
    }
}

/// Capitalised card name.
pub fn card_name(card: Card) -> &'static str {
    match card {
        Card::White => "White",
        Card::Black => "Black",
        Card::Draw => "Draw",
    }
}

/// What a card asks of its holder (the scores of the rules page).
pub fn card_aim(card: Card) -> &'static str {
    match card {
        Card::White => "You win 5 more points if White gives checkmate.",
        Card::Black => "You win 5 more points if Black gives checkmate.",
        Card::Draw => "You win 100 points if the game ends in a draw of any kind.",
    }
}

/// "Winner: Ann", or "Winners, sharing the win: Ann and Bob".
pub fn winners_line(winners: &[String]) -> String {
    match winners {
        [one] => format!("Winner: {one}"),
        many => format!("Winners, sharing the win: {}", many.join(" and ")),
    }
}

/// The person holding `seat` by `names`, or the seat's label where the
/// table names nobody there.
fn person(names: &[String], seat: Seat) -> String {
    names
        .get(seat)
        .filter(|name| !name.is_empty())
        .cloned()
        .unwrap_or_else(|| seat_label(seat))
}

/// Words for an event, naming people by `names` (by seat): every
/// Carousel event is public, and none names a card (the cards are turned
/// up on the final table, not in a notice).
pub fn notice(event: &Event, names: &[String]) -> String {
    match event {
        Event::Moved {
            seat,
            colour,
            san,
            points,
            ..
        } => {
            let score = match points {
                0 => String::new(),
                1 => ", scoring 1 point".to_string(),
                n => format!(", scoring {n} points"),
            };
            format!(
                "{} played {san} for {}{score}.",
                person(names, *seat),
                colour_name(*colour)
            )
        }
        Event::RoundStarted {
            round,
            sitting_out: Some(out),
        } => format!(
            "Round {round} begins: the die picks {} to sit it out.",
            person(names, *out)
        ),
        Event::RoundStarted {
            round,
            sitting_out: None,
        } => format!("Round {round} begins."),
        Event::GameOver { ending } => {
            format!(
                "{}. Every card is turned up.",
                ending.describe(|seat| person(names, seat))
            )
        }
    }
}
