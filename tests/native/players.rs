//! The computer players of every game (`parlour::ai::players`): they only
//! ever play legal actions, they cannot cheat (a secret they may not know
//! does not change their choice, nor the game they picture), and they keep
//! to their limits. Strength is measured by `parlour arena`, not here.

use std::fmt::Debug;

use crate::secrets_support::{
    alliance, arrangement_kept, arrangements, carousel, four_player, swapped_cards, whisper,
};
use parlour::ai::Level;
use parlour::ai::Limits;
use parlour::ai::players::remote::{Remote, SeatRequest};
use parlour::ai::players::{self, ComputerGame, Player};
use parlour::engine::random::Random;
use parlour::games::cloak_dagger::{self, CloakDagger};
use parlour::games::coin::{self, CoinChess};
use parlour::games::crowded_house::{self, CrowdedHouse};
use parlour::games::four_player::{self, FourPlayer, Standing};
use parlour::games::one_sane_man::{self, OneSaneMan};
use parlour::games::standard::Standard;
use parlour::games::{Game, Seat};

/// Small limits, so that the tests stay quick.
fn small() -> Limits {
    Limits {
        nodes: Some(300),
        ..Limits::default()
    }
}

/// Every kind of player, the computer at a weak and a strong level, the
/// paranoid search (Four Player's own; elsewhere the computer's), the
/// rollouts (Carousel's computer; elsewhere the computer's) and the
/// search (Carousel's former computer; elsewhere the computer's).
const PLAYERS: [Player; 7] = [
    Player::Computer(Level::Full),
    Player::Greedy,
    Player::Random,
    Player::Computer(Level::Casual),
    Player::Paranoid(Level::Full),
    Player::Rollouts(Level::Full),
    Player::Search(Level::Full),
];

/// Plays `tables` tables of `make`'s games with the players taking turns
/// at the seats, checking that every action chosen is legal; returns how
/// many actions were played.
fn play_legally<G: ComputerGame + Debug>(
    make: fn(u64) -> G,
    tables: u64,
    most_actions: usize,
) -> usize {
    let mut played = 0;
    for seed in 0..tables {
        let mut game = make(seed);
        for step in 0..most_actions {
            let Some(seat) = game.to_act() else { break };
            let player = PLAYERS[(seat + seed as usize) % PLAYERS.len()];
            let decision = players::decide(&game, seat, player, seed * 1000 + step as u64, small())
                .unwrap_or_else(|| panic!("{player:?} in seat {seat} chose nothing (seed {seed})"));
            // The action is one of the seat's legal actions...
            assert!(
                game.legal_actions(seat).contains(&decision.action),
                "{player:?} in seat {seat}: {:?} is not legal (seed {seed})",
                decision.action
            );
            // ... and the game accepts it.
            game.apply(seat, &decision.action)
                .unwrap_or_else(|error| panic!("{error} (seed {seed})"));
            played += 1;
        }
        // Nobody else may act for a seat that is not to act.
        if let Some(seat) = game.to_act() {
            let other = (seat + 1) % game.seat_count();
            assert!(players::decide(&game, other, Player::Random, 0, small()).is_none());
        }
    }
    played
}

#[test]
fn computers_play_only_legal_actions_in_every_game() {
    let standard = |seed: u64| {
        if seed % 2 == 1 {
            Standard::chess960((seed * 131 % 960) as u16).unwrap()
        } else {
            Standard::new()
        }
    };
    assert!(play_legally(standard, 2, 40) >= 2 * 30);
    assert!(play_legally(carousel, 3, 40) >= 3 * 30);
    assert!(play_legally(four_player, 2, 60) >= 2 * 50);
    let ring = |seed: u64| {
        OneSaneMan::new(one_sane_man::Options {
            players: 3 + seed as usize % 3,
            ..one_sane_man::Options::default()
        })
        .unwrap()
    };
    assert!(play_legally(ring, 2, 40) >= 2 * 30);
    let coin = |seed: u64| {
        CoinChess::new(coin::Options {
            queen: coin::QueenRule::ALL[seed as usize % 4],
            ..coin::Options::default()
        })
        .unwrap()
    };
    assert!(play_legally(coin, 2, 40) >= 2 * 20);
    let house = |_| CrowdedHouse::new(crowded_house::Options::default()).unwrap();
    assert!(play_legally(house, 2, 40) >= 2 * 20);
    let cloak = |seed: u64| {
        CloakDagger::new(cloak_dagger::Options {
            help: seed.is_multiple_of(2),
        })
    };
    assert!(play_legally(cloak, 2, 80) >= 2 * 60);
}

/// Plays the same public actions on two games that differ only in a
/// secret, and at every turn of a seat that may not know it checks that
/// its pictured game and its players' choices are the same in both.
/// Returns how many choices were compared.
fn compare_choices<G: Remote + Debug>(
    (mut one, mut other, knowers): (G, G, Vec<Seat>),
    seed: u64,
    most_actions: usize,
    private: impl Fn(&G, Seat, &[Seat], &mut Random) -> Option<G::Action>,
    public: impl Fn(&G::Action) -> bool,
    kept: impl Fn(&G, &G, &[Seat]) -> bool,
) -> usize {
    let mut random = Random::seeded(seed ^ 0x00c0_ffee);
    let mut compared = 0;
    for step in 0..most_actions {
        if !kept(&one, &other, &knowers) {
            break;
        }
        let Some(seat) = one.to_act() else { break };
        while let Some(action) = private(&other, seat, &knowers, &mut random) {
            other
                .apply(seat, &action)
                .expect("a private action is legal");
        }
        for outsider in (0..one.seat_count()).filter(|s| !knowers.contains(s)) {
            // The game an outsider pictures is the same in both.
            let pictured = |game: &G| {
                format!(
                    "{:?}",
                    game.determinize(outsider, &mut Random::seeded(step as u64))
                )
            };
            assert_eq!(
                pictured(&one),
                pictured(&other),
                "seat {outsider} (seed {seed})"
            );
            // So is what a hint for it sends the computer's worker.
            let hint = |game: &G| {
                SeatRequest::hint(1, game, outsider, step as u64, small()).map(|r| r.request)
            };
            assert_eq!(hint(&one), hint(&other), "hint for seat {outsider}");
        }
        if !knowers.contains(&seat) {
            for player in [
                Player::Computer(Level::Club),
                Player::Paranoid(Level::Club),
                Player::Rollouts(Level::Club),
                Player::Search(Level::Club),
                Player::Greedy,
                Player::Random,
            ] {
                let choice = |game: &G| {
                    let decision = players::decide(game, seat, player, seed + step as u64, small());
                    format!("{decision:?}")
                };
                // Its choice is the same, searched as far.
                assert_eq!(
                    choice(&one),
                    choice(&other),
                    "{player:?} seat {seat} (seed {seed})"
                );
                compared += 1;
            }
        }
        let theirs = other.legal_actions(seat);
        let common: Vec<G::Action> = one
            .legal_actions(seat)
            .into_iter()
            .filter(|action| public(action) && theirs.contains(action))
            .collect();
        let action = common[random.below(common.len() as u64) as usize].clone();
        one.apply(seat, &action).expect("a common legal action");
        other.apply(seat, &action).expect("a common legal action");
    }
    compared
}

#[test]
fn a_secret_the_seat_may_not_know_does_not_change_its_choice() {
    let mut compared = 0;
    for seed in 0..4 {
        compared += compare_choices(
            swapped_cards(seed),
            seed,
            40,
            |_, _, _, _| None,
            |_| true,
            |one, other, _| one.outcome().is_none() && other.outcome().is_none(),
        );
    }
    assert!(compared > 4 * 20, "carousel: {compared}");
    let mut compared = 0;
    for seed in 0..4 {
        use four_player::Action::{Accept, Decline, Leave, Propose};
        compared += compare_choices(
            alliance(seed),
            seed,
            40,
            whisper,
            |action| !matches!(action, Propose(_) | Accept(_) | Decline(_) | Leave),
            |one: &FourPlayer, other: &FourPlayer, allies: &[Seat]| {
                allies.iter().all(|&seat| {
                    one.standing(seat) == Standing::Playing
                        && other.standing(seat) == Standing::Playing
                })
            },
        );
    }
    assert!(compared > 4 * 20, "four player: {compared}");
    let mut compared = 0;
    for seed in 0..6 {
        compared += compare_choices(
            arrangements(seed),
            seed,
            40,
            |_, _, _, _| None,
            |action| {
                !matches!(
                    action,
                    cloak_dagger::Action::Mark { .. } | cloak_dagger::Action::Help
                )
            },
            arrangement_kept,
        );
    }
    assert!(compared > 6 * 10, "cloak and dagger: {compared}");
}

#[test]
fn a_computer_keeps_to_its_node_limit_and_says_what_it_searched() {
    fn check<G: ComputerGame>(game: &G, nodes: u64) {
        check_player(game, nodes, Player::Computer(Level::Full));
    }
    fn check_player<G: ComputerGame>(game: &G, nodes: u64, player: Player) {
        let seat = game.to_act().unwrap();
        let limits = Limits {
            nodes: Some(nodes),
            ..Limits::default()
        };
        let decision = players::decide(game, seat, player, 7, limits).unwrap();
        // The limit binds (the full level would search more) and holds.
        assert!(decision.nodes > nodes / 2, "{} of {nodes}", decision.nodes);
        assert!(decision.nodes <= nodes + 1, "{} of {nodes}", decision.nodes);
        assert!(decision.depth >= 1 && decision.samples >= 1, "{decision:?}");
        let shallow = players::decide(
            game,
            seat,
            player,
            7,
            Limits {
                depth: Some(1),
                ..limits
            },
        )
        .unwrap();
        // A depth limit of one action searches one level.
        assert_eq!(shallow.depth, 1);
        assert!(shallow.nodes < decision.nodes);
    }
    check(&carousel(3), 500);
    check_player(&carousel(3), 500, Player::Rollouts(Level::Full));
    check_player(&carousel(3), 500, Player::Search(Level::Full));
    check(&four_player(1), 700);
    check(&CoinChess::new(coin::Options::default()).unwrap(), 400);
    check(
        &OneSaneMan::new(one_sane_man::Options::default()).unwrap(),
        600,
    );
}

#[test]
fn players_read_and_name_themselves() {
    for text in [
        "random",
        "greedy",
        "computer:1",
        "computer:6",
        "rollouts:6",
        "search:6",
    ] {
        assert_eq!(Player::parse(text).unwrap().name(), text);
    }
    assert_eq!(
        Player::parse("computer:club"),
        Ok(Player::Computer(Level::Club))
    );
    assert_eq!(Player::parse("computer"), Ok(Player::Computer(Level::Full)));
    assert!(Player::parse("computer:7").is_err());
    assert!(Player::parse("gready").is_err());
    // A request travels as JSON, as a Web Worker would receive it.
    let request = players::Request {
        game: carousel(2),
        seat: carousel(2).to_act().unwrap(),
        player: Player::Greedy,
        seed: 5,
        limits: small(),
    };
    let text = serde_json::to_string(&request).unwrap();
    let back: players::Request<parlour::games::carousel::Carousel> =
        serde_json::from_str(&text).unwrap();
    assert_eq!(
        format!("{:?}", back.decide()),
        format!("{:?}", request.decide())
    );
}

/// White's queen on g7 may take Blue's pawn on g10, which Red's rook
/// guards from n10; Red moves last of the three, after Blue and Black.
fn four_player_guarded_pawn() -> FourPlayer {
    use parlour::engine::men::{Army, Kind};
    crate::four_player_support::game_from(
        &[
            ("h1", Army::White, Kind::King),
            ("g7", Army::White, Kind::Queen),
            ("a5", Army::Blue, Kind::King),
            ("g10", Army::Blue, Kind::Pawn),
            ("h14", Army::Black, Kind::King),
            ("n5", Army::Red, Kind::King),
            ("n10", Army::Red, Kind::Rook),
        ],
        Army::White,
        3,
    )
}

/// The move `player` makes for the seat to act in a Four Player `game`
/// within `limits`, after what it says first (an invitation, say).
fn four_player_move(game: &FourPlayer, player: Player, limits: Limits) -> String {
    let mut game = game.clone();
    let seat = game.to_act().unwrap();
    for _ in 0..3 {
        let decision = players::decide(&game, seat, player, 11, limits).unwrap();
        match decision.action {
            four_player::Action::Move(mv) => return mv.to_string(),
            said => game.apply(seat, &said).unwrap(),
        };
    }
    panic!("{player:?} made no move");
}

#[test]
fn four_player_computers_see_the_reply_of_an_enemy_who_moves_later() {
    let game = four_player_guarded_pawn();
    let trap = "g7g10";
    let chosen = |player| four_player_move(&game, player, Limits::default());
    // The greedy player takes the pawn and loses its queen...
    assert_eq!(chosen(Player::Greedy), trap);
    // ... the Best-Reply Search sees Red's answer two layers deep, and the
    // paranoid search once every army has had its turn.
    assert_ne!(chosen(Player::Computer(Level::Club)), trap);
    assert_ne!(chosen(Player::Paranoid(Level::Full)), trap);
}

#[test]
fn four_player_computers_play_the_captures_out_beyond_their_depth() {
    let game = four_player_guarded_pawn();
    let trap = "g7g10";
    // One layer deep: the paranoid baseline counts the pawn as it stands,
    // the computer plays Red's recapture out first.
    let one_layer = |player| four_player_move(&game, player, Limits::depth(1));
    assert_eq!(one_layer(Player::Paranoid(Level::Full)), trap);
    assert_ne!(one_layer(Player::Computer(Level::Full)), trap);
}

#[test]
fn four_player_computers_take_a_king_before_a_rook() {
    use parlour::engine::men::{Army, Kind};
    // White's queen may take Blue's king on d7 (Blue is then out) or
    // Black's rook on j10; neither lets anyone take her back. Counted
    // as bare material, the rook looks better: Blue's rook leaves the
    // enemies' average with its king, and Red is a lone king.
    let game = crate::four_player_support::game_from(
        &[
            ("h1", Army::White, Kind::King),
            ("g7", Army::White, Kind::Queen),
            ("d7", Army::Blue, Kind::King),
            ("a9", Army::Blue, Kind::Rook),
            ("h14", Army::Black, Kind::King),
            ("j10", Army::Black, Kind::Rook),
            ("n5", Army::Red, Kind::King),
        ],
        Army::White,
        3,
    );
    for level in [Level::Club, Level::Full] {
        assert_eq!(
            four_player_move(&game, Player::Computer(level), Limits::default()),
            "g7d7"
        );
    }
}

#[test]
fn four_player_computers_push_a_pawn_when_nothing_else_is_at_stake() {
    use parlour::engine::men::{Army, Kind};
    // Kings far apart, a rook for each enemy and one White pawn: every
    // move keeps the material, and the computer takes the pawn a step
    // nearer a queen.
    let game = crate::four_player_support::game_from(
        &[
            ("h1", Army::White, Kind::King),
            ("h5", Army::White, Kind::Pawn),
            ("a5", Army::Blue, Kind::King),
            ("a10", Army::Blue, Kind::Rook),
            ("h14", Army::Black, Kind::King),
            ("k14", Army::Black, Kind::Rook),
            ("n5", Army::Red, Kind::King),
            ("n10", Army::Red, Kind::Rook),
        ],
        Army::White,
        3,
    );
    // (The levels that misjudge by chance would not see a step's worth.)
    for level in [Level::Expert, Level::Full] {
        assert_eq!(
            four_player_move(&game, Player::Computer(level), Limits::default()),
            "h5h6"
        );
    }
}

/// Plays `actions` random actions of `game`, then asks for a hint for the
/// seat to act the way the table does (a sample of the game, answered as
/// the worker answers) and checks it is a legal action of the real game.
fn hint_is_legal<G: Remote + Debug>(mut game: G, actions: usize, seed: u64) {
    let mut random = Random::seeded(seed);
    for _ in 0..actions {
        let Some(seat) = game.to_act() else { break };
        let legal = game.candidates(seat);
        let action = legal[random.below(legal.len() as u64) as usize].clone();
        game.apply(seat, &action).expect("a legal action");
    }
    let seat = game.to_act().expect("the game goes on");
    let request = SeatRequest::hint(7, &game, seat, seed, small()).expect("a request");
    let hint = request.answer().action::<G>().expect("a hint");
    assert!(
        game.legal_actions(seat).contains(&hint),
        "{hint:?} is no legal action of seat {seat} (seed {seed})"
    );
}

#[test]
fn a_hint_is_a_legal_action_of_the_real_game_in_every_game() {
    for seed in 0..3 {
        hint_is_legal(Standard::new(), 6, seed);
        hint_is_legal(carousel(seed), 7, seed);
        hint_is_legal(four_player(seed), 9, seed);
        let ring = OneSaneMan::new(one_sane_man::Options {
            players: 3 + seed as usize,
            ..one_sane_man::Options::default()
        });
        hint_is_legal(ring.unwrap(), 8, seed);
        hint_is_legal(CoinChess::new(coin::Options::default()).unwrap(), 8, seed);
        let house = CrowdedHouse::new(crowded_house::Options::default()).unwrap();
        hint_is_legal(house, 8, seed);
        let cloak = CloakDagger::new(cloak_dagger::Options { help: true });
        hint_is_legal(cloak, 2 + 5 * seed as usize, seed);
    }
}
