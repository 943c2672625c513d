//! `parlour`: the headless command line.
//!
//! - `parlour perft --depth N [--fen FEN] [--chess960] [--divide]`
//! - `parlour moves [--fen FEN] [--chess960]`
//! - `parlour play <game> [--players N] [--seed S] [--position N]`
//! - `parlour play one-sane-man [--players N] [--origin-rule on|off]`
//! - `parlour play four-player [--seed S] [--view SEAT] [--protectorate-loss P]`
//! - `parlour play crowded-house [--clock MINUTES] [--coin MINUTES]`
//! - `parlour play coin [--clock MINUTES] [--queen RULE] [--view SEAT]`
//! - `parlour play cloak-dagger [--view public|white|black] [--help-marks on|off]`
//! - `parlour uci`: the engine on the Universal Chess Interface
//! - `parlour bench [--depth N]`: search speed on fixed positions
//! - `parlour arena <game> --seats P,P,... [--games G] [--seed S] [--nodes N]`:
//!   headless tables of computer players, seats rotated, results per player and per seat
//! - `parlour seat-requests <game> [--games G] [--seed S] [--players N]`:
//!   what the page asks the worker for a computer seat at each level, in
//!   positions of random games, one JSON line each (for
//!   `scripts/seat-bench.mjs`)
//!
//! Every error is a message on stderr and a non-zero exit.

use std::io;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

use parlour::ai::players::remote::{Remote, SeatRequest};
use parlour::ai::players::{self, Player};
use parlour::ai::strength::Strength;
use parlour::ai::{Level, Limits, Searcher, arena, uci};

use parlour::engine::{Position, Rules, STARTING_FEN, chess960, perft};
use parlour::games::carousel;
use parlour::games::cloak_dagger::{self, CloakDagger};
use parlour::games::coin::{self, CoinChess};
use parlour::games::crowded_house::{self, CrowdedHouse};
use parlour::games::four_player::{self, FourPlayer};
use parlour::games::one_sane_man::{self, OneSaneMan};
use parlour::games::random::Random;
use parlour::games::standard::Standard;
use parlour::games::{Viewer, headless};

const USAGE: &str = "usage:
  parlour perft --depth N [--fen FEN] [--chess960] [--divide]
  parlour moves [--fen FEN] [--chess960]
  parlour play <game> [--players N] [--seed S] [--position N]
  parlour play one-sane-man [--players N] [--origin-rule on|off]
  parlour play four-player [--seed S] [--view SEAT] [--protectorate-loss P]
  parlour play crowded-house [--clock MINUTES] [--coin MINUTES]
  parlour play coin [--clock MINUTES] [--queen RULE] [--view SEAT]
  parlour play cloak-dagger [--view public|white|black] [--help-marks on|off]
  parlour uci                 (the engine on the Universal Chess Interface)
  parlour bench [--depth N]   (search speed in nodes per second, default depth 9)
  parlour arena <game> --seats P,P,... [--games G] [--seed S] [--nodes N] [--actions A]
                              (P: random, greedy, computer:1-6, paranoid:1-6; one per seat)
  parlour seat-requests <game> [--games G] [--seed S] [--players N]
                              (a computer seat's worker requests at each level, one JSON line each)
games: standard, chess960, carousel (--players 3 to 9), one-sane-man, four-player, crowded-house, coin,
  cloak-dagger
four-player: SEAT is white, blue, black, red or 0-3; actions besides moves:
  pass, propose <army>, accept [army], decline [army], leave, protectorate, withdraw
crowded-house: --clock gives each team MINUTES (and allows talk, cash and time);
  talk pays a coin (own pile to centre, else centre to the opponents' pile),
  cash turns the team's pile into --coin minutes a coin (2 if left out)
coin: roles are white-noble, white-peasant, black-noble, black-peasant (or 0-3);
  actions: moves (e2e4, Nf3, O-O), cede (the Noble's option b), time (with --clock);
  --queen picks who may move a queen (the rule text's balance options):
    standard (the default): only the Noble with military control (option d);
    noble-always: the Noble, with or without military control;
    peasant-without-control: also the Peasant, after a cede by a Noble without control;
    unpaired: she counts as an unpaired military man (option e, or the Peasant's)
cloak-dagger: the answers show the table as --view sees it (the public by default);
  actions: arrange RNBQKBNR|N|random, guess N KIND, a move or P@c2, pass, uncloak N,
  done, mark N KIND o|x|-, help, time; --help-marks off plays without help";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("parlour: {message}");
            ExitCode::from(2)
        }
    }
}

/// Options shared by the subcommands, read from `--name value` pairs.
#[derive(Default)]
struct Options {
    depth: Option<u32>,
    fen: Option<String>,
    chess960: bool,
    divide: bool,
    players: Option<usize>,
    seed: Option<u64>,
    position: Option<u16>,
    origin_rule: Option<bool>,
    help_marks: Option<bool>,
    view: Option<String>,
    protectorate_loss: Option<u8>,
    clock: Option<u32>,
    coin: Option<u32>,
    queen: Option<String>,
    seats: Option<String>,
    games: Option<usize>,
    nodes: Option<u64>,
    actions: Option<usize>,
    positional: Vec<String>,
}

fn parse_options(args: &[String], allowed: &[&str]) -> Result<Options, String> {
    let mut options = Options::default();
    let mut iter = args.iter();
    while let Some(arg) = iter.next() {
        if !arg.starts_with("--") {
            options.positional.push(arg.clone());
            continue;
        }
        let name = arg.trim_start_matches("--");
        if !allowed.contains(&name) {
            return Err(format!("unknown option {arg}\n{USAGE}"));
        }
        let mut value = |what: &str| {
            iter.next()
                .cloned()
                .ok_or_else(|| format!("{arg} needs {what}"))
        };
        match name {
            "chess960" => options.chess960 = true,
            "divide" => options.divide = true,
            "fen" => options.fen = Some(value("a FEN")?),
            "depth" => options.depth = Some(number(&value("a number")?, arg)?),
            "players" => options.players = Some(number(&value("a number")?, arg)?),
            "seed" => options.seed = Some(number(&value("a number")?, arg)?),
            "position" => options.position = Some(number(&value("a number")?, arg)?),
            "origin-rule" => options.origin_rule = Some(on_off(&value("on or off")?, arg)?),
            "help-marks" => options.help_marks = Some(on_off(&value("on or off")?, arg)?),
            "view" => options.view = Some(value("a seat")?),
            "protectorate-loss" => {
                options.protectorate_loss = Some(number(&value("a percentage")?, arg)?)
            }
            "clock" => options.clock = Some(number(&value("a number of minutes")?, arg)?),
            "coin" => options.coin = Some(number(&value("a number of minutes")?, arg)?),
            "queen" => options.queen = Some(value("a queen rule")?),
            "seats" => options.seats = Some(value("a list of players")?),
            "games" => options.games = Some(number(&value("a number")?, arg)?),
            "nodes" => options.nodes = Some(number(&value("a number")?, arg)?),
            "actions" => options.actions = Some(number(&value("a number")?, arg)?),
            _ => return Err(format!("unknown option {arg}")),
        }
    }
    Ok(options)
}

fn on_off(text: &str, option: &str) -> Result<bool, String> {
    match text {
        "on" => Ok(true),
        "off" => Ok(false),
        other => Err(format!("{option} needs on or off, not {other:?}")),
    }
}

fn number<T: std::str::FromStr>(text: &str, option: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{option} needs a whole number, not {text:?}"))
}

fn run(args: &[String]) -> Result<(), String> {
    let (command, rest) = args.split_first().ok_or_else(|| USAGE.to_string())?;
    match command.as_str() {
        "perft" => {
            let options = parse_options(rest, &["depth", "fen", "chess960", "divide"])?;
            no_positional(&options)?;
            let depth = options.depth.ok_or("perft needs --depth N")?;
            if depth > 12 {
                return Err(format!(
                    "--depth {depth} would take forever; use at most 12"
                ));
            }
            let mut position = read_position(&options)?;
            if options.divide && depth > 0 {
                let mut lines: Vec<(String, u64)> = Vec::new();
                let mut total = 0;
                for &mv in position.legal_moves().iter() {
                    let uci = position.uci(mv);
                    let undo = position.make(mv);
                    let nodes = perft(&mut position, depth - 1);
                    position.unmake(mv, undo);
                    total += nodes;
                    lines.push((uci, nodes));
                }
                lines.sort();
                for (uci, nodes) in lines {
                    println!("{uci}: {nodes}");
                }
                println!("{total}");
            } else {
                println!("{}", perft(&mut position, depth));
            }
            Ok(())
        }
        "moves" => {
            let options = parse_options(rest, &["fen", "chess960"])?;
            no_positional(&options)?;
            let position = read_position(&options)?;
            let mut moves: Vec<String> = position
                .legal_moves()
                .iter()
                .map(|&mv| position.uci(mv))
                .collect();
            moves.sort();
            for mv in moves {
                println!("{mv}");
            }
            Ok(())
        }
        "play" => {
            let options = parse_options(
                rest,
                &[
                    "players",
                    "seed",
                    "position",
                    "origin-rule",
                    "view",
                    "protectorate-loss",
                    "clock",
                    "coin",
                    "queen",
                    "help-marks",
                ],
            )?;
            let [game] = options.positional.as_slice() else {
                return Err(format!("play needs exactly one game name\n{USAGE}"));
            };
            play(game, &options)
        }
        "uci" => {
            if !rest.is_empty() {
                return Err("uci takes no options".into());
            }
            let out: uci::Output = Arc::new(Mutex::new(io::stdout()));
            let mut session = uci::Session::new(out);
            for line in io::stdin().lines() {
                let line = line.map_err(|error| format!("reading standard input: {error}"))?;
                if !session.handle(&line) {
                    break;
                }
            }
            Ok(())
        }
        "bench" => {
            let options = parse_options(rest, &["depth"])?;
            no_positional(&options)?;
            bench(options.depth.unwrap_or(9))
        }
        "arena" => {
            let options = parse_options(rest, &["seats", "games", "seed", "nodes", "actions"])?;
            let [game] = options.positional.as_slice() else {
                return Err(format!("arena needs exactly one game name\n{USAGE}"));
            };
            arena(game, &options)
        }
        "seat-requests" => {
            let options = parse_options(rest, &["games", "seed", "players"])?;
            let [game] = options.positional.as_slice() else {
                return Err(format!(
                    "seat-requests needs exactly one game name\n{USAGE}"
                ));
            };
            let players = options.players.unwrap_or(match game.as_str() {
                "carousel" => 5,
                "one-sane-man" => 4,
                "four-player" => four_player::SEATS,
                "coin" => coin::SEATS,
                "crowded-house" => crowded_house::SEATS,
                _ => 2,
            });
            let task = SeatRequests {
                games: options.games.unwrap_or(3),
                seed: options.seed.unwrap_or(1),
            };
            for line in with_game(game, players, task)? {
                println!("{line}");
            }
            Ok(())
        }
        "help" | "--help" | "-h" => {
            println!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command {other:?}\n{USAGE}")),
    }
}

fn no_positional(options: &Options) -> Result<(), String> {
    match options.positional.first() {
        Some(extra) => Err(format!("unexpected argument {extra:?}\n{USAGE}")),
        None => Ok(()),
    }
}

fn read_position(options: &Options) -> Result<Position, String> {
    let rules = if options.chess960 {
        Rules::CHESS960
    } else {
        Rules::STANDARD
    };
    let fen = options.fen.as_deref().unwrap_or(STARTING_FEN);
    Position::from_fen(fen, rules).map_err(|error| format!("bad FEN: {error}"))
}

/// A number from a seed (splitmix64), so `--seed` picks reproducibly.
fn seeded(seed: u64) -> u64 {
    let mut z = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn play(game: &str, options: &Options) -> Result<(), String> {
    let stdin = io::stdin().lock();
    let stdout = io::stdout().lock();
    let two_players = |name: &str| match options.players {
        None | Some(2) => Ok(()),
        Some(n) => Err(format!("{name} is played by 2 players, not {n}")),
    };
    if options.queen.is_some() && game != "coin" {
        return Err("--queen is for coin".into());
    }
    match game {
        "standard" => {
            two_players(game)?;
            if options.position.is_some() {
                return Err("--position is for chess960".into());
            }
            let mut game = Standard::new();
            headless::run(&mut game, Viewer::Public, stdin, stdout)
                .map_err(|error| error.to_string())
        }
        "chess960" => {
            two_players(game)?;
            let number = match (options.position, options.seed) {
                (Some(number), _) => number,
                (None, Some(seed)) => (seeded(seed) % 960) as u16,
                (None, None) => chess960::random_number(),
            };
            let mut game = Standard::chess960(number).map_err(|error| error.0)?;
            headless::run(&mut game, Viewer::Public, stdin, stdout)
                .map_err(|error| error.to_string())
        }
        "carousel" => {
            if options.position.is_some() {
                return Err("--position is for chess960".into());
            }
            let mut game = carousel::headless::start(options.players, options.seed)
                .map_err(|error| error.0)?;
            headless::run(&mut game, Viewer::Public, stdin, stdout)
                .map_err(|error| error.to_string())
        }
        "one-sane-man" => {
            if options.seed.is_some() || options.position.is_some() {
                return Err("one-sane-man takes --players and --origin-rule only".into());
            }
            let defaults = one_sane_man::Options::default();
            let mut game = OneSaneMan::new(one_sane_man::Options {
                players: options.players.unwrap_or(defaults.players),
                origin_rule: options.origin_rule.unwrap_or(defaults.origin_rule),
                clock_minutes: None,
            })
            .map_err(|error| error.0)?;
            headless::run(&mut game, Viewer::Public, stdin, stdout)
                .map_err(|error| error.to_string())
        }
        "four-player" => play_four_player(options, stdin, stdout),
        "crowded-house" => play_crowded_house(options, stdin, stdout),
        "coin" => play_coin(options, stdin, stdout),
        "cloak-dagger" => play_cloak_dagger(options, stdin, stdout),
        other => Err(format!(
            "unknown game {other:?}; games: standard, chess960, carousel, one-sane-man, four-player, crowded-house, coin, cloak-dagger"
        )),
    }
}

/// Four Player Chess, seen by `--view` (a seat) or by the public.
fn play_four_player(
    options: &Options,
    stdin: impl io::BufRead,
    stdout: impl io::Write,
) -> Result<(), String> {
    if !matches!(options.players, None | Some(4)) || options.position.is_some() {
        return Err("four-player is played by 4 players from the standard start".into());
    }
    let viewer = match options.view.as_deref() {
        None => Viewer::Public,
        Some(seat) => {
            let army = parlour::engine::men::Army::from_name(seat).map(four_player::seat_of);
            let seat = army
                .or_else(|| {
                    seat.parse()
                        .ok()
                        .filter(|&n: &usize| n < four_player::SEATS)
                })
                .ok_or_else(|| {
                    format!("--view needs white, blue, black, red or 0-3, not {seat:?}")
                })?;
            Viewer::Seat(seat)
        }
    };
    let mut game_options = four_player::Options::default();
    if let Some(percent) = options.protectorate_loss {
        game_options.protectorate_loss_percent = percent;
    }
    let mut game = match options.seed {
        Some(seed) => FourPlayer::new(game_options, seed),
        None => FourPlayer::with_entropy(game_options),
    }
    .map_err(|error| error.0)?;
    headless::run(&mut game, viewer, stdin, stdout).map_err(|error| error.to_string())
}

/// Crowded House from the standard start, with or without the team clock.
/// Nothing is secret, so the public view is everyone's.
fn play_crowded_house(
    options: &Options,
    stdin: impl io::BufRead,
    stdout: impl io::Write,
) -> Result<(), String> {
    if !matches!(options.players, None | Some(4)) {
        return Err("crowded-house is played by 4 players".into());
    }
    if options.seed.is_some() || options.position.is_some() || options.view.is_some() {
        return Err("crowded-house takes --clock and --coin only".into());
    }
    let clock = match (options.clock, options.coin) {
        (Some(minutes), coin) => Some(crowded_house::ClockOptions {
            minutes,
            coin_minutes: coin.unwrap_or(crowded_house::ClockOptions::default().coin_minutes),
        }),
        (None, Some(_)) => return Err("--coin needs --clock".into()),
        (None, None) => None,
    };
    let mut game = CrowdedHouse::new(crowded_house::Options { clock }).map_err(|error| error.0)?;
    headless::run(&mut game, Viewer::Public, stdin, stdout).map_err(|error| error.to_string())
}

/// Positions of every phase for `parlour bench`.
const BENCH_POSITIONS: [&str; 6] = [
    STARTING_FEN,
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9",
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1",
];

/// Searches each bench position to `depth` and prints nodes and speed.
fn bench(depth: u32) -> Result<(), String> {
    if !(1..=30).contains(&depth) {
        return Err("bench --depth must be 1 to 30".into());
    }
    let mut searcher = Searcher::new(16);
    let (mut nodes, mut ms) = (0, 0.0);
    for fen in BENCH_POSITIONS {
        let mut position = Position::from_fen(fen, Rules::STANDARD).map_err(|e| e.to_string())?;
        searcher.clear();
        let result = searcher.search(&mut position, &[], Limits::depth(depth as i32), |_| {});
        let best = result.best().map_or("none".into(), |mv| position.uci(mv));
        println!(
            "{fen}: depth {} best {best} score {} nodes {} in {:.0} ms",
            result.depth, result.score, result.nodes, result.elapsed_ms
        );
        nodes += result.nodes;
        ms += result.elapsed_ms;
    }
    println!(
        "total: {nodes} nodes in {ms:.0} ms, {:.0} nodes per second",
        nodes as f64 * 1000.0 / ms.max(1.0)
    );
    Ok(())
}

/// COIN chess from the standard start, with or without a clock per role,
/// with the queen rule `--queen` names (standard if left out), seen by
/// `--view` (a role) or by the public: nothing is secret, so the seat's
/// view adds only whose it is and the moves on its board.
fn play_coin(
    options: &Options,
    stdin: impl io::BufRead,
    stdout: impl io::Write,
) -> Result<(), String> {
    if !matches!(options.players, None | Some(2..=4)) {
        return Err("coin's four roles are shared by 2 to 4 players".into());
    }
    if options.seed.is_some()
        || options.position.is_some()
        || options.coin.is_some()
        || options.origin_rule.is_some()
        || options.protectorate_loss.is_some()
    {
        return Err("coin takes --clock, --queen, --view and --players only".into());
    }
    let viewer = match options.view.as_deref() {
        None => Viewer::Public,
        Some(text) => Viewer::Seat(coin::seats::parse_seat(text).ok_or_else(|| {
            format!(
                "--view needs white-noble, white-peasant, black-noble, black-peasant or 0-3, not {text:?}"
            )
        })?),
    };
    let clock = options.clock.map(|minutes| coin::ClockOptions { minutes });
    let queen = match options.queen.as_deref() {
        None => coin::QueenRule::default(),
        Some(text) => coin::QueenRule::from_name(text).ok_or_else(|| {
            format!(
                "--queen needs standard, noble-always, peasant-without-control or unpaired, not {text:?}"
            )
        })?,
    };
    let mut game = CoinChess::new(coin::Options { clock, queen }).map_err(|error| error.0)?;
    headless::run(&mut game, viewer, stdin, stdout).map_err(|error| error.to_string())
}

/// Cloak and Dagger Chess from the setup. Each answer shows the table as
/// `--view` sees it: the public (the default) knows no checker that has
/// not been shown; a seat also knows its own.
fn play_cloak_dagger(
    options: &Options,
    stdin: impl io::BufRead,
    stdout: impl io::Write,
) -> Result<(), String> {
    if !matches!(options.players, None | Some(2)) {
        return Err("cloak-dagger is played by 2 players".into());
    }
    if options.seed.is_some()
        || options.position.is_some()
        || options.clock.is_some()
        || options.coin.is_some()
    {
        return Err("cloak-dagger takes --view and --help-marks only".into());
    }
    let viewer = match options.view.as_deref() {
        None | Some("public") => Viewer::Public,
        Some("white" | "0") => Viewer::Seat(0),
        Some("black" | "1") => Viewer::Seat(1),
        Some(other) => {
            return Err(format!(
                "--view needs public, white, black, 0 or 1, not {other:?}"
            ));
        }
    };
    let game_options = cloak_dagger::Options {
        help: options.help_marks.unwrap_or(true),
    };
    let mut game = CloakDagger::new(game_options);
    headless::run(&mut game, viewer, stdin, stdout).map_err(|error| error.to_string())
}

/// Plays headless tables of `game` with the players `--seats` names, one
/// per seat, rotated one seat each table, and prints the tables and the
/// results per player.
fn arena(game: &str, options: &Options) -> Result<(), String> {
    let seats = options
        .seats
        .as_deref()
        .ok_or("arena needs --seats, e.g. --seats computer:6,random")?
        .split(',')
        .map(Player::parse)
        .collect::<Result<Vec<Player>, String>>()?;
    let setup = arena::Setup {
        tables: options.games.unwrap_or(10),
        seed: options.seed.unwrap_or(1),
        limits: Limits {
            nodes: options.nodes,
            ..Limits::default()
        },
        most_actions: options.actions.unwrap_or(600),
        seats,
    };
    let tables = with_game(game, setup.seats.len(), Arena(&setup))?;
    print!("{}", arena::report(game, &setup, &tables));
    Ok(())
}

/// Something done with new games of a kind named on the command line,
/// whatever the game's type.
trait WithGame {
    type Out;
    /// Does it with `make`, which sets up a new game from a seed.
    fn with<G: Remote>(self, make: impl Fn(u64) -> G) -> Self::Out;
}

/// Does `task` with new games of the kind `game` names, for `players`
/// seats (checked against the game's own seat count).
fn with_game<T: WithGame>(game: &str, players: usize, task: T) -> Result<T::Out, String> {
    let check = |count: usize| {
        if players == count {
            Ok(())
        } else {
            Err(format!("{game} has {count} seats, not {players}"))
        }
    };
    Ok(match game {
        "standard" => {
            check(2)?;
            task.with(|_| Standard::new())
        }
        "chess960" => {
            check(2)?;
            task.with(|seed| Standard::chess960((seeded(seed) % 960) as u16).unwrap_or_default())
        }
        "four-player" => {
            check(four_player::SEATS)?;
            let make = |seed| FourPlayer::new(four_player::Options::default(), seed);
            make(0).map_err(|error| error.0)?;
            task.with(|seed| make(seed).expect("the default options"))
        }
        "carousel" => {
            let names: Vec<String> = (1..=players).map(|n| format!("P{n}")).collect();
            let make = |seed| carousel::Carousel::new(&names, Random::seeded(seed));
            make(0).map_err(|error| error.0)?;
            task.with(|seed| make(seed).expect("checked names"))
        }
        "one-sane-man" => {
            let rules = one_sane_man::Options {
                players,
                ..one_sane_man::Options::default()
            };
            let first = OneSaneMan::new(rules).map_err(|error| error.0)?;
            task.with(|_| first.clone())
        }
        "coin" => {
            check(coin::SEATS)?;
            let first = CoinChess::new(coin::Options::default()).map_err(|error| error.0)?;
            task.with(|_| first.clone())
        }
        "crowded-house" => {
            check(crowded_house::SEATS)?;
            let first =
                CrowdedHouse::new(crowded_house::Options::default()).map_err(|error| error.0)?;
            task.with(|_| first.clone())
        }
        "cloak-dagger" => {
            check(cloak_dagger::SEATS)?;
            task.with(|_| CloakDagger::new(cloak_dagger::Options::default()))
        }
        other => {
            return Err(format!(
                "unknown game {other:?}; games: standard, chess960, carousel, one-sane-man, four-player, crowded-house, coin, cloak-dagger"
            ));
        }
    })
}

/// `parlour arena`: plays the tables of a setup.
struct Arena<'a>(&'a arena::Setup);

impl WithGame for Arena<'_> {
    type Out = Vec<arena::Table>;
    fn with<G: Remote>(self, make: impl Fn(u64) -> G) -> Vec<arena::Table> {
        arena::run(make, self.0)
    }
}

/// `parlour seat-requests`: what the page would ask the worker for a
/// computer seat at every level, in positions of random games.
struct SeatRequests {
    games: usize,
    seed: u64,
}

/// After how many random actions a position is asked about.
const ASKED_AFTER: [usize; 3] = [2, 20, 60];

impl WithGame for SeatRequests {
    type Out = Vec<String>;
    fn with<G: Remote>(self, make: impl Fn(u64) -> G) -> Vec<String> {
        let mut random = Random::seeded(self.seed);
        let mut lines = Vec::new();
        for _ in 0..self.games {
            let mut game = make(random.next_u64());
            let mut actions = 0;
            for asked_after in ASKED_AFTER {
                while actions < asked_after {
                    let Some(seat) = game.to_act() else { break };
                    let decision = players::decide(
                        &game,
                        seat,
                        Player::Random,
                        random.next_u64(),
                        Limits::default(),
                    );
                    let Some(decision) = decision else { break };
                    if game.apply(seat, &decision.action).is_err() {
                        break;
                    }
                    actions += 1;
                }
                let Some(seat) = game.to_act().filter(|_| actions == asked_after) else {
                    break;
                };
                for level in Level::ALL {
                    let limits = Limits::movetime(Strength::of(level).think_ms);
                    let player = Player::Computer(level);
                    let id = lines.len() as u32 + 1;
                    let request =
                        SeatRequest::new(id, &game, seat, player, random.next_u64(), limits)
                            .and_then(|request| {
                                serde_json::to_string(&request).map_err(|error| error.to_string())
                            });
                    match request {
                        Ok(line) => lines.push(line),
                        Err(problem) => eprintln!("parlour: a request was not written: {problem}"),
                    }
                }
            }
        }
        lines
    }
}
