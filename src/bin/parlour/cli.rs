//! `parlour`: the headless command line (clap). `parlour help` lists the
//! commands and `parlour help <command>` each one's options:
//!
//! - `parlour perft --depth N [--fen FEN] [--chess960] [--divide]`
//! - `parlour moves [--fen FEN] [--chess960]`
//! - `parlour play <game> [options]`: a game headless, one action per
//!   input line and one JSON answer per line
//! - `parlour uci`: the engine on the Universal Chess Interface
//! - `parlour bench [--depth N]`: search speed on fixed positions
//! - `parlour arena <game> --seats P,P,... [--games G] [--seed S] [--nodes N]`:
//!   headless tables of computer players, seats rotated, results per player and per seat
//!   (and per counted event of the game's own: Four Player's alliance events)
//! - `parlour seat-requests <game> [--games G] [--seed S] [--players N]`:
//!   what the page asks the worker for a computer seat at each level, in
//!   positions of random games, one JSON line each (for
//!   `scripts/seat-bench.mjs`)
//! - `parlour selfplay [--games G] [--nodes N] [--seed S] [--threads T]`:
//!   the engine against itself, each quiet position with the game's
//!   result (`FEN;result` lines), for `tune`
//! - `parlour score FILE [--nodes N] [--threads T]`: such lines with the
//!   score of a search of each position (`FEN;result;score`)
//! - `parlour tune FILE [--epochs E] [--rate R] [--result-share L]`: the
//!   chess evaluation's weights fitted to such lines (each aimed at its
//!   result, or mixed with its score's), as the Rust table of `ai/tuned.rs`
//!
//! A game is named by its slug in the registry (`crate::registry`), as in
//! the web address (`cloak-and-dagger`), or by an older name it lists
//! (`cloak-dagger`). Every error is a message on stderr and a non-zero
//! exit.

use std::io;
use std::process::ExitCode;
use std::sync::{Arc, Mutex};

use clap::builder::PossibleValuesParser;
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{Args, Parser, Subcommand};

use parlour::ai::players::remote::{Remote, SeatRequest};
use parlour::ai::players::{self, Player};
use parlour::ai::strength::Strength;
use parlour::ai::{Level, Limits, Searcher, arena, tuning, uci, worker};

use parlour::engine::random::Random;
use parlour::engine::{Position, Rules, STARTING_FEN, chess960, perft};
use parlour::games::carousel;
use parlour::games::cloak_dagger::{self, CloakDagger};
use parlour::games::coin::{self, CoinChess};
use parlour::games::crowded_house::{self, CrowdedHouse};
use parlour::games::four_player::{self, FourPlayer};
use parlour::games::one_sane_man::{self, OneSaneMan};
use parlour::games::standard::Standard;
use parlour::games::{Viewer, headless};
use parlour::registry::GameId;

/// The command line.
#[derive(Parser)]
#[command(
    name = "parlour",
    about = "Parlour's games, engine and computer players, headless",
    subcommand_required = true
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Counts the positions N moves deep (perft)
    Perft {
        /// How many moves deep (at most 12)
        #[arg(long, value_name = "NUMBER", value_parser = whole_number::<u32>)]
        depth: u32,
        #[command(flatten)]
        position: PositionArgs,
        /// Counts below each first move, then the total
        #[arg(long)]
        divide: bool,
    },
    /// Lists the legal moves of a position in UCI notation, sorted
    Moves {
        #[command(flatten)]
        position: PositionArgs,
    },
    /// Plays a game: one action per input line, one JSON answer per line
    #[command(after_help = play_notes())]
    Play(PlayOptions),
    /// The engine on the Universal Chess Interface, on standard input
    Uci,
    /// Search speed on fixed positions, in nodes per second
    Bench {
        /// How many moves deep to search each position (1 to 30)
        #[arg(long, value_name = "NUMBER", default_value_t = 9, value_parser = whole_number::<u32>)]
        depth: u32,
    },
    /// Headless tables of computer players, seats rotated each table
    Arena(ArenaOptions),
    /// A computer seat's worker requests at each level, one JSON line each
    SeatRequests(SeatRequestOptions),
    /// The engine against itself: each quiet position with the game's result (FEN;result), for `tune`
    Selfplay {
        /// How many games
        #[arg(long, value_name = "NUMBER", default_value_t = 1000, value_parser = whole_number::<u64>)]
        games: u64,
        /// Nodes searched for each move
        #[arg(long, value_name = "NUMBER", default_value_t = 5000, value_parser = whole_number::<u64>)]
        nodes: u64,
        /// Seed of the random opening moves
        #[arg(long, value_name = "NUMBER", default_value_t = 1, value_parser = whole_number::<u64>)]
        seed: u64,
        /// Threads playing games at once
        #[arg(long, value_name = "NUMBER", default_value_t = 2, value_parser = whole_number::<usize>)]
        threads: usize,
    },
    /// Fits the chess evaluation's weights to `selfplay` lines and prints them as Rust (ai/tuned.rs)
    Tune {
        /// The file of FEN;result lines
        file: std::path::PathBuf,
        /// Passes over the positions
        #[arg(long, value_name = "NUMBER", default_value_t = 400, value_parser = whole_number::<usize>)]
        epochs: usize,
        /// The step size, in centipawns
        #[arg(long, value_name = "NUMBER", default_value_t = 1.0)]
        rate: f64,
        /// How much of each position's target is the game's result, the
        /// rest the result its search score predicts (lines from `score`)
        #[arg(long, value_name = "SHARE", default_value_t = 1.0, value_parser = share)]
        result_share: f64,
    },
    /// Adds to each `selfplay` line the score of a search of its position (FEN;result;score), for `tune --result-share`
    Score {
        /// The file of FEN;result lines
        file: std::path::PathBuf,
        /// Nodes searched for each position
        #[arg(long, value_name = "NUMBER", default_value_t = 5000, value_parser = whole_number::<u64>)]
        nodes: u64,
        /// Threads searching at once
        #[arg(long, value_name = "NUMBER", default_value_t = 2, value_parser = whole_number::<usize>)]
        threads: usize,
    },
}

/// The position `perft` and `moves` start from.
#[derive(Args)]
struct PositionArgs {
    /// The position (the standard start if left out)
    #[arg(long, value_name = "FEN")]
    fen: Option<String>,
    /// Chess960 rules (castling written king takes rook)
    #[arg(long)]
    chess960: bool,
}

/// `parlour play`'s game and options; each game takes some of them.
#[derive(Args)]
struct PlayOptions {
    #[arg(value_parser = game_name, help = game_help())]
    game: GameId,
    /// How many players (carousel: 3 to 9, one-sane-man: 3 to 8, coin: 2 to 4)
    #[arg(long, value_name = "NUMBER", value_parser = whole_number::<usize>)]
    players: Option<usize>,
    /// Seed of the game's randomness (chess960, carousel, four-player)
    #[arg(long, value_name = "NUMBER", value_parser = whole_number::<u64>)]
    seed: Option<u64>,
    /// The Chess960 position, 0 to 959
    #[arg(long, value_name = "NUMBER", value_parser = whole_number::<u16>)]
    position: Option<u16>,
    /// The origin rule (one-sane-man)
    #[arg(long, value_parser = on_off())]
    origin_rule: Option<bool>,
    /// Whose view the answers show (four-player, coin, cloak-and-dagger)
    #[arg(long, value_name = "SEAT")]
    view: Option<String>,
    /// What a protectorate loses, in percent (four-player)
    #[arg(long, value_name = "PERCENT", value_parser = whole_number::<u8>)]
    protectorate_loss: Option<u8>,
    /// Minutes on each side's clock (crowded-house, coin)
    #[arg(long, value_name = "NUMBER", value_parser = whole_number::<u32>)]
    clock: Option<u32>,
    /// Minutes a coin buys (crowded-house, with --clock)
    #[arg(long, value_name = "NUMBER", value_parser = whole_number::<u32>)]
    coin: Option<u32>,
    /// Who may move a queen (coin)
    #[arg(long, value_name = "QUEEN_RULE")]
    queen: Option<String>,
    /// One military kind controlled otherwise (coin)
    #[arg(long, value_name = "KIND_RULE")]
    military: Option<String>,
    /// Help marks (cloak-and-dagger)
    #[arg(long, value_parser = on_off())]
    help_marks: Option<bool>,
}

/// `parlour arena`'s game and options.
#[derive(Args)]
struct ArenaOptions {
    #[arg(value_parser = game_name, help = game_help())]
    game: GameId,
    /// The players by seat, comma-separated: random, greedy, computer:1-6, paranoid:1-6
    #[arg(long, value_name = "PLAYER_LIST")]
    seats: Option<String>,
    /// How many tables
    #[arg(long, value_name = "NUMBER", default_value_t = 10, value_parser = whole_number::<usize>)]
    games: usize,
    /// The seed every table is drawn from
    #[arg(long, value_name = "NUMBER", default_value_t = 1, value_parser = whole_number::<u64>)]
    seed: u64,
    /// Nodes each computer decision may search
    #[arg(long, value_name = "NUMBER", value_parser = whole_number::<u64>)]
    nodes: Option<u64>,
    /// Actions after which an unfinished table is stopped [default: 300 a seat, at least 1200]
    #[arg(long, value_name = "NUMBER", value_parser = whole_number::<usize>)]
    actions: Option<usize>,
}

/// `parlour seat-requests`' game and options.
#[derive(Args)]
struct SeatRequestOptions {
    #[arg(value_parser = game_name, help = game_help())]
    game: GameId,
    /// How many random games to ask about
    #[arg(long, value_name = "NUMBER", default_value_t = 3, value_parser = whole_number::<usize>)]
    games: usize,
    /// The seed the games and requests are drawn from
    #[arg(long, value_name = "NUMBER", default_value_t = 1, value_parser = whole_number::<u64>)]
    seed: u64,
    /// How many seats (the game's usual number if left out)
    #[arg(long, value_name = "NUMBER", value_parser = whole_number::<usize>)]
    players: Option<usize>,
}

/// What `parlour help play` adds after the options: each game's actions.
fn play_notes() -> String {
    format!(
        "{}

four-player: SEAT is white, blue, black, red or 0-3; actions besides moves:
  pass, propose <army>, accept [army], decline [army], leave, protectorate, withdraw
crowded-house: --clock gives each team minutes (and allows talk, cash and time);
  talk pays a coin (own pile to centre, else centre to the opponents' pile),
  cash turns the team's pile into --coin minutes a coin (2 if left out)
coin: roles are white-noble, white-peasant, black-noble, black-peasant (or 0-3);
  actions: moves (e2e4, Nf3, O-O), cede (the Noble's option b), time (with --clock);
  --queen picks who may move a queen (the rule text's balance options):
    standard (the default): only the Noble with military control (option d);
    noble-always: the Noble, with or without military control;
    peasant-without-control: also the Peasant, after a cede by a Noble without control;
    unpaired: she counts as an unpaired military man (option e, or the Peasant's);
    shared: the Noble's without loss (option d), the Peasant's after any cede
  --military controls one military kind otherwise (knights, bishops or rooks):
    KIND-unpaired (knights-unpaired): every man of the kind counts as unpaired;
    KIND-shared (rooks-shared): the kind's last man is the Peasant's after a cede
    and the Noble's without loss of control (option f)
cloak-and-dagger: the answers show the table as --view (public, white or black) sees it;
  actions: arrange RNBQKBNR|N|random, guess N KIND, a move or P@c2, pass, uncloak N,
  done, mark N KIND o|x|-, help, time; --help-marks off plays without help",
        game_help()
    )
}

/// The games by their command-line names, from the registry.
fn game_help() -> String {
    let names: Vec<String> = GameId::ALL
        .iter()
        .map(|game| match game.aliases() {
            [] => game.slug().to_string(),
            older => format!("{} (or {})", game.slug(), older.join(", ")),
        })
        .collect();
    format!("The game: {}", names.join(", "))
}

/// Reads a game's name: its slug or an older name.
fn game_name(text: &str) -> Result<GameId, String> {
    GameId::from_name(text).ok_or_else(|| {
        let slugs: Vec<&str> = GameId::ALL.iter().map(|game| game.slug()).collect();
        format!("unknown game {text:?}; games: {}", slugs.join(", "))
    })
}

/// Reads a whole number; the error says what was wanted.
fn whole_number<T: std::str::FromStr>(text: &str) -> Result<T, String> {
    text.parse().map_err(|_| "a whole number".to_string())
}

/// Reads `on` or `off`.
fn on_off() -> impl clap::builder::TypedValueParser<Value = bool> {
    use clap::builder::TypedValueParser;
    PossibleValuesParser::new(["on", "off"]).map(|text| text == "on")
}

pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) if !error.use_stderr() => {
            // Help asked for: printed on standard output.
            let _ = error.print();
            return ExitCode::SUCCESS;
        }
        Err(error) => return fail(&refusal(&error)),
    };
    match run(cli.command) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => fail(&message),
    }
}

fn fail(message: &str) -> ExitCode {
    eprintln!("parlour: {message}");
    ExitCode::from(2)
}

/// Clap's refusal of the arguments in the command line's own words: an
/// option's bad or missing value as `--name needs ...`, anything else as
/// clap says it, with the usage.
fn refusal(error: &clap::Error) -> String {
    let text = |kind| match error.get(kind) {
        Some(ContextValue::String(text)) => Some(text.as_str()),
        _ => None,
    };
    let arg = text(ContextKind::InvalidArg).unwrap_or_default();
    let value = text(ContextKind::InvalidValue).unwrap_or_default();
    let (name, value_name) = arg.split_once(' ').unwrap_or((arg, ""));
    let not = if value.is_empty() {
        String::new()
    } else {
        format!(", not {value:?}")
    };
    match error.kind() {
        ErrorKind::ValueValidation => {
            let wanted = std::error::Error::source(error)
                .map(ToString::to_string)
                .unwrap_or_default();
            if name.starts_with("--") {
                format!("{name} needs {wanted}{not}")
            } else {
                wanted
            }
        }
        ErrorKind::InvalidValue => {
            let wanted = match error.get(ContextKind::ValidValue) {
                Some(ContextValue::Strings(values)) if !values.is_empty() => values.join(" or "),
                _ => format!(
                    "a {}",
                    value_name
                        .trim_matches(['<', '>'])
                        .to_lowercase()
                        .replace('_', " ")
                ),
            };
            format!("{name} needs {wanted}{not}")
        }
        _ => {
            let rendered = error.render().to_string();
            rendered
                .strip_prefix("error: ")
                .unwrap_or(&rendered)
                .trim_end()
                .to_string()
        }
    }
}

fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Perft {
            depth,
            position,
            divide,
        } => {
            if depth > 12 {
                return Err(format!(
                    "--depth {depth} would take forever; use at most 12"
                ));
            }
            let mut position = read_position(&position)?;
            if divide && depth > 0 {
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
        Command::Moves { position } => {
            let position = read_position(&position)?;
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
        Command::Play(options) => play(&options),
        Command::Uci => {
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
        Command::Bench { depth } => bench(depth),
        Command::Arena(options) => arena(&options),
        Command::SeatRequests(options) => seat_requests(&options),
        Command::Selfplay {
            games,
            nodes,
            seed,
            threads,
        } => {
            let settings = tuning::SelfPlay {
                nodes,
                ..tuning::SelfPlay::default()
            };
            // A hundred games at a time, so the lines come as they are played.
            for first in (0..games).step_by(100) {
                let count = (games - first).min(100);
                for sample in tuning::play_games(seed, first, count, threads, &settings) {
                    println!("{}", sample.line());
                }
            }
            Ok(())
        }
        Command::Tune {
            file,
            epochs,
            rate,
            result_share,
        } => tune(&file, epochs, rate, result_share),
        Command::Score {
            file,
            nodes,
            threads,
        } => {
            let samples = read_samples(&file)?;
            // Ten thousand positions at a time, so the lines come as they are searched.
            for part in samples.chunks(10_000) {
                for sample in tuning::score_samples(part, nodes, threads) {
                    println!("{}", sample.line());
                }
            }
            Ok(())
        }
    }
}

/// The `selfplay` (or `score`) lines of `file`.
fn read_samples(file: &std::path::Path) -> Result<Vec<tuning::Sample>, String> {
    let text = std::fs::read_to_string(file)
        .map_err(|error| format!("reading {}: {error}", file.display()))?;
    let samples = text
        .lines()
        .filter(|line| !line.trim().is_empty())
        .map(tuning::Sample::parse)
        .collect::<Result<Vec<_>, _>>()?;
    if samples.is_empty() {
        return Err(format!("{}: no positions", file.display()));
    }
    Ok(samples)
}

/// A share from 0 to 1.
fn share(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(value) if (0.0..=1.0).contains(&value) => Ok(value),
        _ => Err(format!("{text:?} is not a share from 0 to 1")),
    }
}

/// Fits the weights to the samples in `file`, from the engine's own, each
/// aimed at its result mixed with its score's (`result_share` the
/// result's); the progress on stderr, the table on stdout.
fn tune(file: &std::path::Path, epochs: usize, rate: f64, result_share: f64) -> Result<(), String> {
    let samples = read_samples(file)?;
    if result_share < 1.0 && samples.iter().any(|sample| sample.score.is_none()) {
        return Err(format!(
            "{}: --result-share below 1 needs a score on every line (parlour score)",
            file.display()
        ));
    }
    // Every tenth position is held out, to see the fit generalise.
    let held_out = |index: usize| index % 10 == 9;
    let (held, data): (Vec<_>, Vec<_>) = tuning::traces(&samples)
        .into_iter()
        .enumerate()
        .partition(|(index, _)| held_out(*index));
    let held: Vec<_> = held.into_iter().map(|(_, sample)| sample).collect();
    let mut data: Vec<_> = data.into_iter().map(|(_, sample)| sample).collect();
    let start = &parlour::ai::tuned::TUNED;
    let floats = |w: &parlour::ai::evaluation::Weights| {
        w.0.iter()
            .map(|s| [f64::from(s.0), f64::from(s.1)])
            .collect::<Vec<_>>()
    };
    let k = tuning::best_steepness(&data, &floats(start));
    eprintln!(
        "{} positions fitted, {} held out; steepness {k:.2}; error {:.6}, held out {:.6}",
        data.len(),
        held.len(),
        tuning::error(&data, &floats(start), k),
        tuning::error(&held, &floats(start), k)
    );
    let fitted_samples = samples
        .iter()
        .enumerate()
        .filter(|(index, _)| !held_out(*index));
    for ((_, target), (_, sample)) in data.iter_mut().zip(fitted_samples) {
        *target = tuning::target(sample, k, result_share);
    }
    let fitting = tuning::Fitting {
        epochs,
        rate,
        ..tuning::Fitting::default()
    };
    let fitted = tuning::fit(&data, start, k, fitting, |epoch, weights| {
        eprintln!(
            "epoch {epoch}: error {:.6}, held out {:.6}",
            tuning::error(&data, weights, k),
            tuning::error(&held, weights, k)
        );
    });
    let how = format!(
        "{} positions, {epochs} steps of step size {rate}, {result_share} of each target the result",
        data.len()
    );
    print!("{}", tuning::source(&fitted, &how));
    Ok(())
}

fn read_position(args: &PositionArgs) -> Result<Position, String> {
    let rules = if args.chess960 {
        Rules::CHESS960
    } else {
        Rules::STANDARD
    };
    let fen = args.fen.as_deref().unwrap_or(STARTING_FEN);
    Position::from_fen(fen, rules).map_err(|error| format!("bad FEN: {error}"))
}

/// The Chess960 position a seed picks, so `--seed` picks reproducibly.
fn chess960_of_seed(seed: u64) -> u16 {
    chess960::random_number(&mut Random::seeded(seed))
}

fn play(options: &PlayOptions) -> Result<(), String> {
    let stdin = io::stdin().lock();
    let stdout = io::stdout().lock();
    let game = options.game;
    let name = game.slug();
    let two_players = || match options.players {
        None | Some(2) => Ok(()),
        Some(n) => Err(format!("{name} is played by 2 players, not {n}")),
    };
    if options.queen.is_some() && game != GameId::Coin {
        return Err("--queen is for coin".into());
    }
    if options.military.is_some() && game != GameId::Coin {
        return Err("--military is for coin".into());
    }
    match game {
        GameId::Standard => {
            two_players()?;
            if options.position.is_some() {
                return Err("--position is for chess960".into());
            }
            let mut game = Standard::new();
            headless::run(&mut game, Viewer::Public, stdin, stdout)
                .map_err(|error| error.to_string())
        }
        GameId::Chess960 => {
            two_players()?;
            let number = match (options.position, options.seed) {
                (Some(number), _) => number,
                (None, Some(seed)) => chess960_of_seed(seed),
                (None, None) => chess960::random_number(&mut Random::fresh()),
            };
            let mut game = Standard::chess960(number).map_err(|error| error.0)?;
            headless::run(&mut game, Viewer::Public, stdin, stdout)
                .map_err(|error| error.to_string())
        }
        GameId::Carousel => {
            if options.position.is_some() {
                return Err("--position is for chess960".into());
            }
            let mut game = carousel::headless::start(options.players, options.seed)
                .map_err(|error| error.0)?;
            headless::run(&mut game, Viewer::Public, stdin, stdout)
                .map_err(|error| error.to_string())
        }
        GameId::OneSaneMan => {
            if options.seed.is_some() || options.position.is_some() {
                return Err(format!("{name} takes --players and --origin-rule only"));
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
        GameId::FourPlayer => play_four_player(options, stdin, stdout),
        GameId::CrowdedHouse => play_crowded_house(options, stdin, stdout),
        GameId::Coin => play_coin(options, stdin, stdout),
        GameId::CloakAndDagger => play_cloak_dagger(options, stdin, stdout),
    }
}

/// Four Player Chess, seen by `--view` (a seat) or by the public.
fn play_four_player(
    options: &PlayOptions,
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
    options: &PlayOptions,
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

/// Searches each bench position to `depth` and prints nodes and speed. One
/// table of the worker's size is kept from position to position, as the
/// worker keeps it from request to request, so `scripts/worker-bench.mjs`
/// searches the very same nodes and the two speeds compare.
fn bench(depth: u32) -> Result<(), String> {
    if !(1..=30).contains(&depth) {
        return Err("bench --depth must be 1 to 30".into());
    }
    let mut searcher = Searcher::new(worker::TABLE_MEGABYTES);
    let (mut nodes, mut ms) = (0, 0.0);
    for fen in BENCH_POSITIONS {
        let mut position = Position::from_fen(fen, Rules::STANDARD).map_err(|e| e.to_string())?;
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
/// with the queen rule `--queen` names (standard if left out) and the
/// military kind rule `--military` names (none if left out), seen by
/// `--view` (a role) or by the public: nothing is secret, so the seat's
/// view adds only whose it is and the moves on its board.
fn play_coin(
    options: &PlayOptions,
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
        return Err("coin takes --clock, --queen, --military, --view and --players only".into());
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
                "--queen needs standard, noble-always, peasant-without-control, unpaired or shared, \
                 not {text:?}"
            )
        })?,
    };
    let kind_rule = match options.military.as_deref() {
        None => None,
        Some(text) => Some(coin::KindRule::from_name(text).ok_or_else(|| {
            format!(
                "--military needs knights, bishops or rooks, then -unpaired or -shared \
                 (knights-shared), not {text:?}"
            )
        })?),
    };
    let options = coin::Options {
        clock,
        queen,
        kind_rule,
    };
    let mut game = CoinChess::new(options).map_err(|error| error.0)?;
    headless::run(&mut game, viewer, stdin, stdout).map_err(|error| error.to_string())
}

/// Cloak and Dagger Chess from the setup. Each answer shows the table as
/// `--view` sees it: the public (the default) knows no checker that has
/// not been shown; a seat also knows its own.
fn play_cloak_dagger(
    options: &PlayOptions,
    stdin: impl io::BufRead,
    stdout: impl io::Write,
) -> Result<(), String> {
    if !matches!(options.players, None | Some(2)) {
        return Err("cloak-and-dagger is played by 2 players".into());
    }
    if options.seed.is_some()
        || options.position.is_some()
        || options.clock.is_some()
        || options.coin.is_some()
    {
        return Err("cloak-and-dagger takes --view and --help-marks only".into());
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

/// Plays headless tables of the game with the players `--seats` names,
/// one per seat, rotated one seat each table, and prints the tables and
/// the results per player.
fn arena(options: &ArenaOptions) -> Result<(), String> {
    let seats = options
        .seats
        .as_deref()
        .ok_or("arena needs --seats, e.g. --seats computer:6,random")?
        .split(',')
        .map(Player::parse)
        .collect::<Result<Vec<Player>, String>>()?;
    let setup = arena::Setup {
        tables: options.games,
        seed: options.seed,
        limits: Limits {
            nodes: options.nodes,
            ..Limits::default()
        },
        most_actions: options
            .actions
            .unwrap_or_else(|| arena::default_most_actions(seats.len())),
        seats,
    };
    let tables = with_game(options.game, setup.seats.len(), Arena(&setup))?;
    print!("{}", arena::report(options.game.slug(), &setup, &tables));
    Ok(())
}

/// Prints what the page would ask the worker for a computer seat of the
/// game at every level, in positions of random games.
fn seat_requests(options: &SeatRequestOptions) -> Result<(), String> {
    let players = options.players.unwrap_or(match options.game {
        GameId::Carousel => 5,
        GameId::OneSaneMan => 4,
        GameId::FourPlayer => four_player::SEATS,
        GameId::Coin => coin::SEATS,
        GameId::CrowdedHouse => crowded_house::SEATS,
        GameId::Standard | GameId::Chess960 => 2,
        GameId::CloakAndDagger => cloak_dagger::SEATS,
    });
    let task = SeatRequests {
        games: options.games,
        seed: options.seed,
    };
    for line in with_game(options.game, players, task)? {
        println!("{line}");
    }
    Ok(())
}

/// Something done with new games of a game named on the command line,
/// whatever the game's type.
trait WithGame {
    type Out;
    /// Does it with `make`, which sets up a new game from a seed.
    fn with<G: Remote>(self, make: impl Fn(u64) -> G) -> Self::Out;
}

/// Does `task` with new games of `game`, for `players` seats (checked
/// against the game's own seat count).
fn with_game<T: WithGame>(game: GameId, players: usize, task: T) -> Result<T::Out, String> {
    let check = |count: usize| {
        if players == count {
            Ok(())
        } else {
            Err(format!("{} has {count} seats, not {players}", game.slug()))
        }
    };
    Ok(match game {
        GameId::Standard => {
            check(2)?;
            task.with(|_| Standard::new())
        }
        GameId::Chess960 => {
            check(2)?;
            task.with(|seed| Standard::chess960(chess960_of_seed(seed)).unwrap_or_default())
        }
        GameId::FourPlayer => {
            check(four_player::SEATS)?;
            let make = |seed| FourPlayer::new(four_player::Options::default(), seed);
            make(0).map_err(|error| error.0)?;
            task.with(|seed| make(seed).expect("the default options"))
        }
        GameId::Carousel => {
            let names: Vec<String> = (1..=players).map(|n| format!("P{n}")).collect();
            let make = |seed| carousel::Carousel::new(&names, Random::seeded(seed));
            make(0).map_err(|error| error.0)?;
            task.with(|seed| make(seed).expect("checked names"))
        }
        GameId::OneSaneMan => {
            let rules = one_sane_man::Options {
                players,
                ..one_sane_man::Options::default()
            };
            let first = OneSaneMan::new(rules).map_err(|error| error.0)?;
            task.with(|_| first.clone())
        }
        GameId::Coin => {
            check(coin::SEATS)?;
            let first = CoinChess::new(coin::Options::default()).map_err(|error| error.0)?;
            task.with(|_| first.clone())
        }
        GameId::CrowdedHouse => {
            check(crowded_house::SEATS)?;
            let first =
                CrowdedHouse::new(crowded_house::Options::default()).map_err(|error| error.0)?;
            task.with(|_| first.clone())
        }
        GameId::CloakAndDagger => {
            check(cloak_dagger::SEATS)?;
            task.with(|_| CloakDagger::new(cloak_dagger::Options::default()))
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
