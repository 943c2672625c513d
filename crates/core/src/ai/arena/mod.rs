//! Headless tables of computer players against each other, behind
//! `parlour arena`: the seats' players rotate one place each table so no
//! seat position favours anyone, and the results are gathered per player.
//! A game's own events (Four Player's alliance events) are counted per
//! player, with how they paid, in [`events`].

pub mod events;

use std::fmt::Write;

use super::budget::Limits;
use super::players::{self, ComputerGame, Player};
use crate::engine::random::Random;
use crate::games::Seat;

/// How a run of tables is played.
#[derive(Clone, Debug)]
pub struct Setup {
    /// The players, by seat, at the first table.
    pub seats: Vec<Player>,
    /// How many tables.
    pub tables: usize,
    /// The seed everything is drawn from.
    pub seed: u64,
    /// Each decision's limits.
    pub limits: Limits,
    /// Actions after which an unfinished table is stopped.
    pub most_actions: usize,
}

/// Actions a table may take for each seat before it is stopped, by
/// default: enough that a table of many seats ends as its game does, not
/// at the cap.
pub const ACTIONS_PER_SEAT: usize = 300;

/// The fewest actions a table may take before it is stopped, by default:
/// enough for a long Four Player game to end by its own rules, whose
/// fifty quiet rounds alone take some 200 actions. (At 600, a fifth of
/// the computer's tables against three paranoid players were stopped;
/// replayed to 1,200, every one ended by 1,031.)
pub const FEWEST_ACTIONS: usize = 1_200;

/// How many actions a table of `seats` seats may take before it is
/// stopped when the run does not say: [`ACTIONS_PER_SEAT`] a seat, and
/// never fewer than [`FEWEST_ACTIONS`].
pub fn default_most_actions(seats: usize) -> usize {
    (ACTIONS_PER_SEAT * seats).max(FEWEST_ACTIONS)
}

/// How one seat's game went.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Finish {
    /// Won, alone or sharing the win with some (not all) seats.
    Win,
    /// Every seat shares the result.
    Draw,
    Loss,
    /// The table was stopped before the end with the seat still in it (a
    /// seat already out of the game has lost).
    Unfinished,
}

/// One table: who sat where, how each seat did, and why it ended.
#[derive(Clone, Debug)]
pub struct Table {
    pub players: Vec<Player>,
    pub results: Vec<Finish>,
    /// The game's score per seat where it keeps one; else 1 for a win,
    /// ½ for a draw, 0 for a loss or an unfinished game.
    pub scores: Vec<f64>,
    pub actions: usize,
    pub reason: String,
    /// Nodes the computers searched at this table.
    pub nodes: u64,
    /// How many times each seat did each of the game's counted events
    /// ([`ComputerGame::ARENA_EVENTS`]), by event then seat.
    pub events: Vec<(&'static str, Vec<usize>)>,
}

/// Plays one table of `game` with `players` by seat.
pub fn play_table<G: ComputerGame>(
    mut game: G,
    players: &[Player],
    setup: &Setup,
    seed: u64,
) -> Table {
    let mut random = Random::seeded(seed);
    let mut actions = 0;
    let mut nodes = 0;
    let mut played = Vec::new();
    while actions < setup.most_actions {
        let Some(seat) = game.to_act() else { break };
        let player = players[seat];
        let Some(decision) = players::decide(&game, seat, player, random.next_u64(), setup.limits)
        else {
            break;
        };
        nodes += decision.nodes;
        if game.apply(seat, &decision.action).is_err() {
            break;
        }
        played.push((seat, decision.action));
        actions += 1;
    }
    let seats = game.seat_count();
    let mut events: Vec<(&'static str, Vec<usize>)> = G::ARENA_EVENTS
        .iter()
        .map(|&name| (name, vec![0; seats]))
        .collect();
    for (seat, event) in G::arena_events(&played) {
        events[event].1[seat] += 1;
    }
    let (results, scores, reason) = match game.outcome() {
        Some(outcome) => {
            let results: Vec<Finish> = (0..seats)
                .map(|seat| {
                    if !outcome.winners.contains(&seat) {
                        Finish::Loss
                    } else if outcome.winners.len() >= seats {
                        Finish::Draw
                    } else {
                        Finish::Win
                    }
                })
                .collect();
            let scores = match &outcome.scores {
                Some(scores) => scores.iter().map(|&score| score as f64).collect(),
                None => results.iter().map(|&result| points(result)).collect(),
            };
            (results, scores, outcome.reason)
        }
        None => (
            (0..seats)
                .map(|seat| {
                    if game.is_out(seat) {
                        Finish::Loss
                    } else {
                        Finish::Unfinished
                    }
                })
                .collect(),
            vec![0.0; seats],
            format!("stopped after {actions} actions"),
        ),
    };
    Table {
        players: players.to_vec(),
        results,
        scores,
        actions,
        reason,
        nodes,
        events,
    }
}

fn points(result: Finish) -> f64 {
    match result {
        Finish::Win => 1.0,
        Finish::Draw => 0.5,
        Finish::Loss | Finish::Unfinished => 0.0,
    }
}

/// The players by seat at table `index`: the first table's, turned
/// `index` places.
pub fn rotated(seats: &[Player], index: usize) -> Vec<Player> {
    let count = seats.len();
    (0..count)
        .map(|seat| seats[(seat + count - index % count) % count])
        .collect()
}

/// Plays `setup.tables` tables, each a new game from `make` given the
/// table's seed.
pub fn run<G: ComputerGame>(make: impl Fn(u64) -> G, setup: &Setup) -> Vec<Table> {
    let mut random = Random::seeded(setup.seed);
    (0..setup.tables)
        .map(|index| {
            let seed = random.next_u64();
            let players = rotated(&setup.seats, index);
            play_table(make(seed), &players, setup, seed)
        })
        .collect()
}

/// One player's results over all its seats at all tables.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tally {
    pub seats: usize,
    pub wins: usize,
    pub draws: usize,
    pub losses: usize,
    pub unfinished: usize,
    pub score: f64,
}

impl Tally {
    /// The share of seats won.
    pub fn win_rate(&self) -> f64 {
        self.wins as f64 / self.seats.max(1) as f64
    }

    /// The Wilson 95% interval of the win rate.
    pub fn interval(&self) -> (f64, f64) {
        wilson(self.wins, self.seats)
    }

    /// The mean score per seat.
    pub fn mean_score(&self) -> f64 {
        self.score / self.seats.max(1) as f64
    }

    /// Counts one seat that finished `result` with `score`.
    pub fn add(&mut self, result: Finish, score: f64) {
        self.seats += 1;
        self.score += score;
        match result {
            Finish::Win => self.wins += 1,
            Finish::Draw => self.draws += 1,
            Finish::Loss => self.losses += 1,
            Finish::Unfinished => self.unfinished += 1,
        }
    }
}

/// The Wilson score interval (95%) for `wins` of `count`.
pub fn wilson(wins: usize, count: usize) -> (f64, f64) {
    if count == 0 {
        return (0.0, 1.0);
    }
    let z = 1.96f64;
    let n = count as f64;
    let p = wins as f64 / n;
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let denominator = 1.0 + z * z / n;
    (
        ((centre - spread) / denominator).max(0.0),
        ((centre + spread) / denominator).min(1.0),
    )
}

/// The tallies per player, in the order players first sit.
pub fn tally(tables: &[Table]) -> Vec<(Player, Tally)> {
    tally_by(tables, |player, _| player)
}

/// The tallies per player and seat, each player's seats in order, the
/// players in the order they first sit. Where a game's seats are roles
/// (COIN's four) this is a player's record in each role.
pub fn tally_by_seat(tables: &[Table]) -> Vec<((Player, Seat), Tally)> {
    let mut tallies = tally_by(tables, |player, seat| (player, seat));
    // The keys come in the order they first occur, so a player's first
    // key is where it first sat.
    let mut players: Vec<Player> = Vec::new();
    for ((player, _), _) in &tallies {
        if !players.contains(player) {
            players.push(*player);
        }
    }
    tallies.sort_by_key(|((player, seat), _)| (players.iter().position(|p| p == player), *seat));
    tallies
}

/// The tallies per `key` of a player and its seat, in the order the keys
/// first occur.
fn tally_by<K: PartialEq + Copy>(
    tables: &[Table],
    key: impl Fn(Player, Seat) -> K,
) -> Vec<(K, Tally)> {
    let mut tallies: Vec<(K, Tally)> = Vec::new();
    for table in tables {
        for (seat, &player) in table.players.iter().enumerate() {
            let key = key(player, seat);
            let index = match tallies.iter().position(|(k, _)| *k == key) {
                Some(index) => index,
                None => {
                    tallies.push((key, Tally::default()));
                    tallies.len() - 1
                }
            };
            tallies[index]
                .1
                .add(table.results[seat], table.scores[seat]);
        }
    }
    tallies
}

/// The report `parlour arena` prints: one line per table, then one per
/// player, then one per player and seat, then (for a game that counts
/// events of its own) one per event and player ([`events::report`]).
pub fn report(game: &str, setup: &Setup, tables: &[Table]) -> String {
    let mut text = String::new();
    let _ = writeln!(
        text,
        "arena {game}: {} tables, seed {}, players rotate one seat each table",
        tables.len(),
        setup.seed
    );
    for (index, table) in tables.iter().enumerate() {
        let players: Vec<String> = table.players.iter().map(|p| p.name()).collect();
        let winners: Vec<String> = (0..table.players.len())
            .filter(|&seat| table.results[seat] == Finish::Win)
            .map(|seat: Seat| seat.to_string())
            .collect();
        let _ = writeln!(
            text,
            "table {}: seats {} | winners [{}] | {} actions, {} nodes | {}",
            index + 1,
            players.join(","),
            winners.join(","),
            table.actions,
            table.nodes,
            table.reason
        );
    }
    let _ = writeln!(
        text,
        "{:<12} {:>5} {:>5} {:>5} {:>6} {:>10} {:>10} {:>8}  95% interval",
        "player", "seats", "wins", "draws", "losses", "unfinished", "mean score", "win rate"
    );
    for (player, tally) in tally(tables) {
        let (low, high) = tally.interval();
        let _ = writeln!(
            text,
            "{:<12} {:>5} {:>5} {:>5} {:>6} {:>10} {:>10.2} {:>8.3}  [{:.3}, {:.3}]",
            player.name(),
            tally.seats,
            tally.wins,
            tally.draws,
            tally.losses,
            tally.unfinished,
            tally.mean_score(),
            tally.win_rate(),
            low,
            high
        );
    }
    let _ = writeln!(
        text,
        "{:<12} {:>5} {:>5} {:>5} {:>8}  95% interval",
        "by seat", "seat", "seats", "wins", "win rate"
    );
    for ((player, seat), tally) in tally_by_seat(tables) {
        let (low, high) = tally.interval();
        let _ = writeln!(
            text,
            "{:<12} {:>5} {:>5} {:>5} {:>8.3}  [{:.3}, {:.3}]",
            player.name(),
            seat,
            tally.seats,
            tally.wins,
            tally.win_rate(),
            low,
            high
        );
    }
    events::report(tables, &mut text);
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rotation_moves_every_player_one_seat_a_table() {
        let seats = [
            Player::Random,
            Player::Greedy,
            Player::Random,
            Player::Greedy,
        ];
        assert_eq!(rotated(&seats, 0), seats.to_vec());
        assert_eq!(
            rotated(
                &[
                    Player::Random,
                    Player::Greedy,
                    Player::Computer(crate::ai::Level::Club)
                ],
                1
            ),
            vec![
                Player::Computer(crate::ai::Level::Club),
                Player::Random,
                Player::Greedy
            ]
        );
    }

    #[test]
    fn a_stopped_table_counts_a_seat_already_out_as_lost() {
        use crate::games::four_player::{FourPlayer, Options};
        // Blue has no men: it is out; the three kings play on.
        let game = FourPlayer::from_position(
            Options::default(),
            3,
            "3bK4/8/8/14/14/14/14/14/13rK/14/14/8/8/3wK4 w 0 0",
        )
        .unwrap();
        let setup = Setup {
            seats: vec![Player::Random; 4],
            tables: 1,
            seed: 3,
            limits: Limits::default(),
            most_actions: 6,
        };
        let table = play_table(game, &setup.seats, &setup, 3);
        assert_eq!(table.actions, 6);
        assert_eq!(
            table.results,
            vec![
                Finish::Unfinished,
                Finish::Loss,
                Finish::Unfinished,
                Finish::Unfinished
            ]
        );
        assert_eq!(table.reason, "stopped after 6 actions");
    }

    #[test]
    fn the_default_cap_grows_with_the_seats_from_twelve_hundred() {
        assert_eq!(default_most_actions(2), 1_200);
        assert_eq!(default_most_actions(4), 1_200);
        assert_eq!(default_most_actions(5), 1_500);
        assert_eq!(default_most_actions(8), 2_400);
    }

    #[test]
    fn the_wilson_interval_brackets_the_rate() {
        let (low, high) = wilson(19, 20);
        assert!(
            low > 0.7 && low < 0.95 && high > 0.95 && high <= 1.0,
            "{low} {high}"
        );
        assert_eq!(wilson(0, 0), (0.0, 1.0));
        let (low, high) = wilson(0, 10);
        assert_eq!(low, 0.0);
        assert!(high > 0.2 && high < 0.35, "{high}");
    }
}
