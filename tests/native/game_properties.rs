//! One property check for every game at the table, through the [`Game`]
//! trait alone: many seeded random games, and after every action a save
//! loads back as the same game, refused actions change nothing, every
//! legal action applies, and (for games with secrets) a seat that may not
//! know a secret, and the public, see exactly the same table whichever way
//! the secret went.
//!
//! What each game's rules require is checked by its own tests
//! (`tests/*_random.rs`, `tests/four_player_*.rs` and the games' unit
//! tests); this file checks what the trait promises for all of them.

use std::fmt::Debug;

use crate::secrets_support::{
    alliance, arrangement_kept, arrangements, carousel, four_player, swapped_cards, whisper,
};
use parlour::engine::random::Random;
use parlour::games::board_view::Choice;
use parlour::games::cloak_dagger::{self, CloakDagger};
use parlour::games::coin::{self, CoinChess};
use parlour::games::crowded_house::{self, CrowdedHouse};
use parlour::games::four_player::{self, FourPlayer, Standing};
use parlour::games::history::History;
use parlour::games::one_sane_man::{self, OneSaneMan};
use parlour::games::standard::{ChessClock, Standard, StandardAction};
use parlour::games::{Game, Seat, Viewer};

/// How a random player picks one of the legal actions.
type Pick<G> = fn(&G, &[<G as Game>::Action], &mut Random) -> <G as Game>::Action;

/// A private action for the seat to act, given the seats that know the
/// secret.
type Private<G> = fn(&G, Seat, &[Seat], &mut Random) -> Option<<G as Game>::Action>;

/// A secret of a game, and how to play two games that differ only in it.
struct Secret<G: Game> {
    /// How many pairs of games to play, on seeds from 0.
    pairs: u64,
    /// Two games for a seed that differ only in the secret, and the seats
    /// that may know it (every other seat and the public may not).
    pair: fn(u64) -> (G, G, Vec<Seat>),
    /// An action only the seats that know the secret see, for the seat to
    /// act in the second game, played there before the public action (an
    /// alliance's proposal, say); `None` when there is none to play.
    private: Private<G>,
    /// Whether an action may be played in both games: actions that make
    /// secrets of their own (proposals, ...) are not.
    public: fn(&G::Action) -> bool,
    /// Whether the two games still keep the secret from those who may not
    /// know it: the rules reveal it in the end (a reveal of the cards, a
    /// captured checker, ...), and then the comparison stops.
    kept: fn(&G, &G, &[Seat]) -> bool,
}

/// A game to check, and how.
struct Table<G: Game> {
    /// A new game for a seed.
    make: fn(u64) -> G,
    /// How many games to play, on seeds from 0.
    games: u64,
    /// Where to cut a game that lasts longer.
    max_actions: usize,
    /// How the random players pick their actions.
    pick: Pick<G>,
    /// The game's secret, for a game with secrets.
    secret: Option<Secret<G>>,
}

/// What a property run played.
#[derive(Debug, Default)]
struct Played {
    games: usize,
    actions: usize,
    finished: usize,
    secret_games: usize,
    /// Public actions after which the two games of a secret were compared.
    secret_actions: usize,
    /// Private actions played in the second game of a pair.
    private_actions: usize,
}

/// One in this many actions is the table's clock falling, in games that
/// have clocks.
const OUT_OF_TIME_ODDS: u64 = 300;

/// Private actions a seat may take at most before its public one.
const MOST_PRIVATE: usize = 8;

fn viewers<G: Game>(game: &G) -> Vec<Viewer> {
    std::iter::once(Viewer::Public)
        .chain((0..game.seat_count()).map(Viewer::Seat))
        .collect()
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("serialises")
}

/// What `viewer` is shown: the view and the boards.
fn shown<G: Game>(game: &G, viewer: Viewer) -> String {
    format!(
        "{}\n{}",
        json(&game.view(viewer)),
        json(&game.boards(viewer))
    )
}

/// A uniformly random legal action.
fn uniform<G: Game>(_game: &G, legal: &[G::Action], random: &mut Random) -> G::Action {
    legal[random.below(legal.len() as u64) as usize].clone()
}

/// Runs the property checks on the table's random games; then, for a
/// game with secrets, the secrecy check on as many pairs of games.
fn check_game<G: Game + Debug>(name: &str, table: Table<G>) -> Played {
    let started = std::time::Instant::now();
    let Table {
        make,
        games,
        max_actions,
        pick,
        secret,
    } = table;
    let mut played = Played::default();
    // A game that has secrets is checked for them, and only such a game.
    assert_eq!(
        secret.is_some(),
        make(0).has_secrets(),
        "has_secrets and the secret given disagree"
    );
    for seed in 0..games {
        let mut game = make(seed);
        let mut random = Random::seeded(seed ^ 0x9a3e_5eed);
        let mut earlier: Vec<G::Action> = Vec::new();
        let start = game.clone();
        let mut taken: Vec<(Seat, G::Action)> = Vec::new();
        let mut states = vec![json(&game)];
        check_round_trip(&game, seed);
        for _ in 0..max_actions {
            let Some(seat) = game.to_act() else { break };
            let legal = check_turn(&game, seat, seed);
            let stale: Vec<&G::Action> = earlier
                .iter()
                .filter(|action| !legal.contains(action))
                .collect();
            check_refusals(&mut game, seat, &legal, &stale, &mut random, seed);
            let action = match game.out_of_time(seat) {
                Some(flag) if random.below(OUT_OF_TIME_ODDS) == 0 => flag,
                _ => pick(&game, &legal, &mut random),
            };
            game.apply(seat, &action)
                .unwrap_or_else(|error| panic!("{action:?}: {error} (seed {seed})"));
            played.actions += 1;
            taken.push((seat, action.clone()));
            states.push(json(&game));
            if !earlier.contains(&action) {
                earlier.push(action);
            }
            check_round_trip(&game, seed);
        }
        check_history(start, &taken, &states, seed);
        // A game is over exactly when it has an outcome.
        assert_eq!(
            game.to_act().is_none(),
            game.outcome().is_some(),
            "seed {seed}"
        );
        played.games += 1;
        played.finished += usize::from(game.outcome().is_some());
    }
    if let Some(secret) = secret {
        for seed in 0..secret.pairs {
            let (compared, private) = check_secret(&secret, seed, max_actions, pick);
            played.secret_actions += compared;
            played.private_actions += private;
            played.secret_games += 1;
        }
    }
    println!("{name}: {played:?} in {:.1?}", started.elapsed());
    played
}

/// Checks that a replay of the game's `actions` from `start` steps
/// through exactly the `states` (as JSON) the game passed through.
fn check_history<G: Game>(start: G, actions: &[(Seat, G::Action)], states: &[String], seed: u64) {
    let history = History::replay(start, actions)
        .unwrap_or_else(|error| panic!("the replay is refused: {error} (seed {seed})"));
    assert_eq!(history.len(), actions.len(), "seed {seed}");
    for (count, state) in states.iter().enumerate() {
        assert_eq!(
            &json(history.after(count)),
            state,
            "after {count} (seed {seed})"
        );
    }
    let steps = history.steps(Viewer::Everything);
    assert_eq!(steps.len(), actions.len() + 1, "seed {seed}");
}

/// What `viewer` is shown at each step of the replay of `actions` from
/// `start` that it can tell apart.
fn replayed<G: Game>(start: &G, actions: &[(Seat, G::Action)], viewer: Viewer) -> Vec<String> {
    let history = History::replay(start.clone(), actions).expect("a played game replays");
    history
        .steps(viewer)
        .iter()
        .map(|step| shown(history.after(step.after()), viewer))
        .collect()
}

/// Checks who may act now and that everything they may do applies;
/// returns the legal actions of `seat`, the seat to act.
fn check_turn<G: Game>(game: &G, seat: Seat, seed: u64) -> Vec<G::Action> {
    // A game still going on has no outcome.
    assert!(game.outcome().is_none(), "seed {seed}");
    let legal = game.legal_actions(seat);
    // The seat to act always has something to do.
    assert!(
        !legal.is_empty(),
        "seat {seat} has nothing to do (seed {seed})"
    );
    for other in (0..game.seat_count()).filter(|&other| other != seat) {
        // Nobody but the seat to act may do anything.
        assert!(
            game.legal_actions(other).is_empty(),
            "seat {other} may act in seat {seat}'s turn (seed {seed})"
        );
    }
    for action in &legal {
        // Every legal action of the seat to act is accepted.
        game.clone()
            .apply(seat, action)
            .unwrap_or_else(|error| panic!("legal {action:?} refused: {error} (seed {seed})"));
    }
    legal
}

/// Tries actions that must be refused, and checks that each leaves the
/// game exactly as it was.
fn check_refusals<G: Game + Debug>(
    game: &mut G,
    seat: Seat,
    legal: &[G::Action],
    stale: &[&G::Action],
    random: &mut Random,
    seed: u64,
) {
    let saved = json(game);
    let state = format!("{game:?}");
    let refuse = |game: &mut G, who: Seat, action: &G::Action, what: &str| {
        // A refused action is refused...
        assert!(
            game.apply(who, action).is_err(),
            "{what}: seat {who} {action:?} was accepted (seed {seed})"
        );
        // ... and changes nothing in the save.
        assert_eq!(json(game), saved, "{what} changed the save (seed {seed})");
    };
    let action = &legal[random.below(legal.len() as u64) as usize];
    for other in (0..game.seat_count()).filter(|&other| other != seat) {
        refuse(game, other, action, "an action of the wrong seat");
    }
    let flag = game.out_of_time(seat);
    let stale: Vec<&G::Action> = stale
        .iter()
        .copied()
        .filter(|&action| Some(action) != flag.as_ref())
        .collect();
    if !stale.is_empty() {
        let action = stale[random.below(stale.len() as u64) as usize];
        refuse(game, seat, action, "an action legal earlier but not now");
    }
    if let Some((board, choice)) = no_move(game, seat, random) {
        // A gesture with no move behind it is refused, as a gesture or as
        // the action it reads as.
        if let Ok(action) = game.gesture(seat, board, &choice) {
            refuse(game, seat, &action, &format!("gesture {choice:?}"));
        }
    }
    // Nor did the refusals change anything inside the game.
    assert_eq!(format!("{game:?}"), state, "seed {seed}");
}

/// A gesture of `seat` on one of its boards that none of the moves or
/// drops the board offers matches, when one is found.
fn no_move<G: Game>(game: &G, seat: Seat, random: &mut Random) -> Option<(usize, Choice)> {
    let boards = game.boards(Viewer::Seat(seat));
    let board = random.below(boards.len() as u64) as usize;
    let view = &boards[board];
    let squares: Vec<String> = (0..view.files)
        .flat_map(|file| (1..=view.ranks).map(move |rank| (file, rank)))
        .map(|(file, rank)| format!("{}{rank}", char::from(b'a' + file)))
        .filter(|square| !view.holes.contains(square))
        .collect();
    if view.men.is_empty() || squares.is_empty() {
        return None;
    }
    for _ in 0..20 {
        let man = &view.men[random.below(view.men.len() as u64) as usize];
        let to = &squares[random.below(squares.len() as u64) as usize];
        if random.below(4) == 0 {
            // Known gap: a drop gesture's army is not read (a game drops a
            // man of the colour the seat plays there), so the army is not
            // compared either.
            let offered = view
                .drops
                .iter()
                .any(|drop| drop.kind == man.kind && &drop.to == to);
            if !offered {
                let drop = Choice::Drop {
                    army: man.army,
                    kind: man.kind,
                    to: to.clone(),
                };
                return Some((board, drop));
            }
            continue;
        }
        let offered = view
            .moves
            .iter()
            .any(|option| option.from == man.square && &option.to == to);
        // A man's own army on the square may be a castling gesture (the
        // king onto his rook) however the board offers castling.
        let own = view
            .men
            .iter()
            .any(|other| &other.square == to && other.army == man.army);
        if !offered && !own {
            let step = Choice::Move {
                from: man.square.clone(),
                to: to.clone(),
                promotion: None,
            };
            return Some((board, step));
        }
    }
    None
}

/// Saves the game (serde JSON) and loads it back.
fn check_round_trip<G: Game + Debug>(game: &G, seed: u64) {
    let saved = json(game);
    let loaded: G = serde_json::from_str(&saved)
        .unwrap_or_else(|error| panic!("a save does not load: {error} (seed {seed})\n{saved}"));
    // A loaded game saves as the same text...
    assert_eq!(json(&loaded), saved, "seed {seed}");
    // ... is the same game inside...
    assert_eq!(format!("{loaded:?}"), format!("{game:?}"), "seed {seed}");
    // ... and shows every viewer the same table.
    for viewer in viewers(game) {
        assert_eq!(
            shown(&loaded, viewer),
            shown(game, viewer),
            "{viewer:?} (seed {seed})"
        );
    }
    // The same seat acts, with the same choices, or the same outcome.
    assert_eq!(loaded.to_act(), game.to_act(), "seed {seed}");
    if let Some(seat) = game.to_act() {
        assert_eq!(
            loaded.legal_actions(seat),
            game.legal_actions(seat),
            "seed {seed}"
        );
    }
    assert_eq!(loaded.outcome(), game.outcome(), "seed {seed}");
}

/// Plays the same public actions on two games that differ only in a
/// secret, the second also playing the secret's private actions, and
/// checks after each that those who may not know the secret see the same
/// table in both. Returns how many public actions were compared, and how
/// many private ones played.
fn check_secret<G: Game>(
    secret: &Secret<G>,
    seed: u64,
    max_actions: usize,
    pick: Pick<G>,
) -> (usize, usize) {
    let (mut one, mut other, knowers) = (secret.pair)(seed);
    let (one_start, other_start) = (one.clone(), other.clone());
    let (mut one_actions, mut other_actions) = (Vec::new(), Vec::new());
    let mut random = Random::seeded(seed ^ 0x5ec2_e7ed);
    let outsiders: Vec<Viewer> = viewers(&one)
        .into_iter()
        .filter(|viewer| !matches!(viewer, Viewer::Seat(seat) if knowers.contains(seat)))
        .collect();
    let compare = |one: &G, other: &G, when: &str| {
        for &viewer in &outsiders {
            // Whoever may not know the secret is shown the same table.
            assert_eq!(
                shown(one, viewer),
                shown(other, viewer),
                "{viewer:?} {when} (seed {seed}, knowers {knowers:?})"
            );
        }
    };
    compare(&one, &other, "at the start");
    let mut differed = json(&one) != json(&other);
    let mut compared = 0;
    let mut private = 0;
    for _ in 0..max_actions {
        if !(secret.kept)(&one, &other, &knowers) {
            break;
        }
        let Some(seat) = one.to_act() else { break };
        // The turn order does not betray the secret.
        assert_eq!(other.to_act(), Some(seat), "seed {seed}");
        for count in 0.. {
            let Some(action) = (secret.private)(&other, seat, &knowers, &mut random) else {
                break;
            };
            // A private action is a legal one, and seats stop making them.
            assert!(count < MOST_PRIVATE, "seed {seed}");
            private += 1;
            other
                .apply(seat, &action)
                .unwrap_or_else(|error| panic!("{action:?}: {error} (seed {seed})"));
            other_actions.push((seat, action.clone()));
            compare(&one, &other, &format!("after seat {seat}'s {action:?}"));
            differed = true;
        }
        if !knowers.contains(&seat) {
            // What a seat that may not know the secret may do does not
            // depend on it.
            assert_eq!(
                one.legal_actions(seat),
                other.legal_actions(seat),
                "seat {seat} (seed {seed})"
            );
        }
        let theirs = other.legal_actions(seat);
        let common: Vec<G::Action> = one
            .legal_actions(seat)
            .into_iter()
            .filter(|action| (secret.public)(action) && theirs.contains(action))
            .collect();
        // Both games offer some public action to play.
        assert!(!common.is_empty(), "seat {seat} (seed {seed})");
        let action = pick(&one, &common, &mut random);
        let events = one.apply(seat, &action).expect("a common legal action");
        let their_events = other.apply(seat, &action).expect("a common legal action");
        if !(secret.kept)(&one, &other, &knowers) {
            break;
        }
        one_actions.push((seat, action.clone()));
        other_actions.push((seat, action.clone()));
        if !knowers.contains(&seat) {
            // A seat that may not know the secret is told the same.
            assert_eq!(json(&events), json(&their_events), "seed {seed}");
        }
        compare(&one, &other, &format!("after seat {seat}'s {action:?}"));
        compared += 1;
    }
    // The two games did differ in a secret.
    assert!(differed, "seed {seed}");
    for &viewer in &outsiders {
        // Stepping back through the game while it is played, whoever may
        // not know the secret is shown the same steps, as many of them.
        assert_eq!(
            replayed(&one_start, &one_actions, viewer),
            replayed(&other_start, &other_actions, viewer),
            "{viewer:?}'s replay (seed {seed}, knowers {knowers:?})"
        );
    }
    (compared, private)
}

// Standard chess and Chess960.

fn standard(seed: u64) -> Standard {
    let game = if seed.is_multiple_of(3) {
        Standard::chess960((seed * 97 % 960) as u16).unwrap()
    } else {
        Standard::new()
    };
    // Some games are played with a clock, whose flag may fall.
    game.with_clock((seed % 4 == 1).then_some(ChessClock {
        minutes: 5,
        increment_seconds: 3,
    }))
}

/// Moves, and one time in forty a resignation or a draw offer or
/// acceptance, so that games last.
fn mostly_moves(game: &Standard, legal: &[StandardAction], random: &mut Random) -> StandardAction {
    let moves: Vec<&StandardAction> = legal
        .iter()
        .filter(|action| matches!(action, StandardAction::Move(_)))
        .collect();
    if moves.is_empty() || random.below(40) == 0 {
        return uniform(game, legal, random);
    }
    moves[random.below(moves.len() as u64) as usize].clone()
}

#[test]
fn standard_chess_keeps_every_property() {
    let played = check_game(
        "standard",
        Table {
            make: standard,
            games: 20,
            max_actions: 130,
            pick: mostly_moves,
            secret: None,
        },
    );
    // The games are played, not cut short at the start.
    assert!(played.actions > 20 * 50, "{played:?}");
}

// Four Player Chess: secret alliances.

fn four_player_pick(
    game: &FourPlayer,
    legal: &[four_player::Action],
    random: &mut Random,
) -> four_player::Action {
    crate::four_player_support::favour_captures(game, legal, random.next_u64() as usize)
}

#[test]
fn four_player_chess_keeps_every_property() {
    use four_player::Action::{Accept, Decline, Leave, Propose};
    let secret = Secret {
        pairs: 12,
        pair: alliance,
        private: whisper,
        public: |action| !matches!(action, Propose(_) | Accept(_) | Decline(_) | Leave),
        // The rules make public what becomes of a king taken in an
        // alliance.
        kept: |one, other, allies| {
            allies.iter().all(|&seat| {
                one.standing(seat) == Standing::Playing && other.standing(seat) == Standing::Playing
            })
        },
    };
    let played = check_game(
        "four player",
        Table {
            make: four_player,
            games: 12,
            max_actions: 220,
            pick: four_player_pick,
            secret: Some(secret),
        },
    );
    // The games are played, not cut short at the start.
    assert!(played.actions > 12 * 70, "{played:?}");
    // Alliances are made, and kept secret over many actions.
    assert!(played.private_actions > 12 * 25, "{played:?}");
    assert!(played.secret_actions > 12 * 40, "{played:?}");
}

// Carousel chess: secret cards.

#[test]
fn carousel_chess_keeps_every_property() {
    let secret = Secret {
        pairs: 14,
        pair: swapped_cards,
        private: |_, _, _, _| None,
        public: |_| true,
        // The cards are shown when the game ends.
        kept: |one, other, _| one.outcome().is_none() && other.outcome().is_none(),
    };
    let played = check_game(
        "carousel",
        Table {
            make: carousel,
            games: 14,
            max_actions: 130,
            pick: uniform,
            secret: Some(secret),
        },
    );
    // The games are played, not cut short at the start.
    assert!(played.actions > 14 * 60, "{played:?}");
    // The cards stay secret over many actions.
    assert!(played.secret_actions > 14 * 60, "{played:?}");
}

// The One Sane Man: no secrets.

fn one_sane_man(seed: u64) -> OneSaneMan {
    OneSaneMan::new(one_sane_man::Options {
        players: 3 + seed as usize % 6,
        origin_rule: seed % 4 != 1,
        clock_minutes: (seed % 3 == 2).then_some(5),
    })
    .unwrap()
}

#[test]
fn the_one_sane_man_keeps_every_property() {
    let played = check_game(
        "one sane man",
        Table {
            make: one_sane_man,
            games: 12,
            max_actions: 180,
            pick: uniform,
            secret: None,
        },
    );
    // The games are played, not cut short at the start.
    assert!(played.actions > 12 * 90, "{played:?}");
}

// COIN chess: no secrets; every queen rule in turn, and every military
// kind rule (or none) in turn.

fn coin(seed: u64) -> CoinChess {
    let queens = coin::QueenRule::ALL;
    let kinds = coin::KindRule::all();
    CoinChess::new(coin::Options {
        clock: (seed % 3 == 2).then(coin::ClockOptions::default),
        queen: queens[seed as usize % queens.len()],
        kind_rule: kinds.get(seed as usize % (kinds.len() + 1)).copied(),
    })
    .unwrap()
}

#[test]
fn coin_chess_keeps_every_property() {
    let played = check_game(
        "coin",
        Table {
            make: coin,
            games: 24,
            max_actions: 150,
            pick: uniform,
            secret: None,
        },
    );
    // The games are played, not cut short at the start.
    assert!(played.actions > 24 * 40, "{played:?}");
}

// Crowded House: no secrets.

fn crowded_house(seed: u64) -> CrowdedHouse {
    CrowdedHouse::new(crowded_house::Options {
        clock: (seed % 2 == 1).then(crowded_house::ClockOptions::default),
    })
    .unwrap()
}

#[test]
fn crowded_house_keeps_every_property() {
    let played = check_game(
        "crowded house",
        Table {
            make: crowded_house,
            games: 24,
            max_actions: 150,
            pick: uniform,
            secret: None,
        },
    );
    // The games are played, not cut short at the start.
    assert!(played.actions > 24 * 40, "{played:?}");
}

// Cloak and Dagger: secret arrangements.

fn cloak_dagger(seed: u64) -> CloakDagger {
    CloakDagger::new(cloak_dagger::Options {
        help: !seed.is_multiple_of(3),
    })
}

fn cloak_dagger_pick(
    _game: &CloakDagger,
    legal: &[cloak_dagger::Action],
    random: &mut Random,
) -> cloak_dagger::Action {
    crate::cloak_dagger_support::pick(legal, random)
}

#[test]
fn cloak_and_dagger_keeps_every_property() {
    let secret = Secret {
        pairs: 60,
        pair: arrangements,
        private: |_, _, _, _| None,
        public: |_| true,
        kept: arrangement_kept,
    };
    let played = check_game(
        "cloak and dagger",
        Table {
            make: cloak_dagger,
            games: 12,
            max_actions: 250,
            pick: cloak_dagger_pick,
            secret: Some(secret),
        },
    );
    // The games are played, not cut short at the start.
    assert!(played.actions > 12 * 90, "{played:?}");
    // The arrangements stay secret over many actions.
    assert!(played.secret_actions > 60 * 10, "{played:?}");
}
