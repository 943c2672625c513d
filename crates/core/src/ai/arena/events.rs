//! The arena's count of a game's own events (named by the game:
//! [`ComputerGame::ARENA_EVENTS`], Four Player's alliance events): how
//! often each player did each, and how it paid, the player's seats that
//! did it against its seats that did not (each seat at a table one
//! sample, its win rate with a Wilson interval, its mean score).
//!
//! [`ComputerGame::ARENA_EVENTS`]: crate::ai::players::ComputerGame::ARENA_EVENTS

use std::fmt::Write;

use super::{Table, Tally};
use crate::ai::players::Player;

/// One player's record of one event.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct EventTally {
    /// How many times the player did it, over all its seats.
    pub count: usize,
    /// The player's seats that did it at least once.
    pub did: Tally,
    /// The player's seats that never did it.
    pub did_not: Tally,
}

/// Each event's tallies per player: the events in the game's order, the
/// players in the order they first sit. Empty for a game that counts no
/// events.
pub fn tally_events(tables: &[Table]) -> Vec<(&'static str, Vec<(Player, EventTally)>)> {
    let Some(first) = tables.first() else {
        return Vec::new();
    };
    let mut players: Vec<Player> = Vec::new();
    for table in tables {
        for player in &table.players {
            if !players.contains(player) {
                players.push(*player);
            }
        }
    }
    first
        .events
        .iter()
        .enumerate()
        .map(|(index, &(name, _))| {
            let mut tallies: Vec<(Player, EventTally)> = players
                .iter()
                .map(|&player| (player, EventTally::default()))
                .collect();
            for table in tables {
                let by_seat = &table.events[index].1;
                for (seat, player) in table.players.iter().enumerate() {
                    let tally = &mut tallies
                        .iter_mut()
                        .find(|(p, _)| p == player)
                        .expect("every player is listed")
                        .1;
                    tally.count += by_seat[seat];
                    let seats = if by_seat[seat] > 0 {
                        &mut tally.did
                    } else {
                        &mut tally.did_not
                    };
                    seats.add(table.results[seat], table.scores[seat]);
                }
            }
            (name, tallies)
        })
        .collect()
}

/// Adds the events' lines to the arena's report: a heading, then one line
/// per event and player. Nothing for a game that counts no events.
pub fn report(tables: &[Table], text: &mut String) {
    let events = tally_events(tables);
    if events.is_empty() {
        return;
    }
    let _ = writeln!(
        text,
        "events: how often each player did each, and how its seats that did it fared against its seats that did not"
    );
    let _ = writeln!(
        text,
        "{:<10} {:<12} {:>5} {:>8} | {:>4} {:>4} {:>8} {:>15} {:>5} | {:>4} {:>4} {:>8} {:>15} {:>5}",
        "event",
        "player",
        "count",
        "per seat",
        "did",
        "wins",
        "win rate",
        "95% interval",
        "score",
        "not",
        "wins",
        "win rate",
        "95% interval",
        "score"
    );
    for (name, tallies) in events {
        for (player, tally) in tallies {
            let seats = tally.did.seats + tally.did_not.seats;
            let _ = writeln!(
                text,
                "{:<10} {:<12} {:>5} {:>8.2} | {} | {}",
                name,
                player.name(),
                tally.count,
                tally.count as f64 / seats.max(1) as f64,
                seats_line(&tally.did),
                seats_line(&tally.did_not)
            );
        }
    }
}

/// Seats, wins, win rate, its interval and the mean score of `tally`.
fn seats_line(tally: &Tally) -> String {
    let (low, high) = tally.interval();
    format!(
        "{:>4} {:>4} {:>8.3} {:>15} {:>5.2}",
        tally.seats,
        tally.wins,
        tally.win_rate(),
        format!("[{low:.3}, {high:.3}]"),
        tally.mean_score()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::arena::Finish;

    fn table(players: [Player; 2], winner: usize, leaves: [usize; 2]) -> Table {
        let results: Vec<Finish> = (0..2)
            .map(|seat| {
                if seat == winner {
                    Finish::Win
                } else {
                    Finish::Loss
                }
            })
            .collect();
        Table {
            players: players.to_vec(),
            scores: results
                .iter()
                .map(|&result| if result == Finish::Win { 1.0 } else { 0.0 })
                .collect(),
            results,
            actions: 10,
            reason: "test".into(),
            nodes: 0,
            events: vec![("propose", vec![0, 0]), ("leave", leaves.to_vec())],
        }
    }

    #[test]
    fn seats_that_did_an_event_are_set_against_those_that_did_not() {
        let tables = [
            table([Player::Greedy, Player::Random], 0, [2, 0]),
            table([Player::Random, Player::Greedy], 0, [1, 0]),
            table([Player::Greedy, Player::Random], 1, [0, 0]),
        ];
        let events = tally_events(&tables);
        assert_eq!(events.len(), 2);
        let (name, leave) = &events[1];
        assert_eq!(*name, "leave");
        let (player, greedy) = &leave[0];
        assert_eq!(*player, Player::Greedy);
        // Greedy left twice at the first table (and won), never after.
        assert_eq!(greedy.count, 2);
        assert_eq!((greedy.did.seats, greedy.did.wins), (1, 1));
        assert_eq!((greedy.did_not.seats, greedy.did_not.wins), (2, 0));
        let (_, random) = &leave[1];
        assert_eq!(random.count, 1);
        assert_eq!((random.did.seats, random.did.wins), (1, 1));
        assert_eq!((random.did_not.seats, random.did_not.wins), (2, 1));
        let (_, propose) = &events[0];
        assert!(propose.iter().all(|(_, tally)| tally.did.seats == 0));
        let mut text = String::new();
        report(&tables, &mut text);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2 + 2 * 2, "{text}");
        assert!(lines[4].starts_with("leave      greedy"), "{text}");
    }

    #[test]
    fn a_game_without_events_adds_nothing_to_the_report() {
        let mut plain = table([Player::Greedy, Player::Random], 0, [0, 0]);
        plain.events.clear();
        let mut text = String::new();
        report(&[plain], &mut text);
        assert!(text.is_empty());
    }
}
