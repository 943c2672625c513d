//! Scenario tests: whole games played through [`Game::apply`], from the
//! deal to the reveal, for every ruling of the Carousel section.

use super::board::SharedBoard;
use super::cards::Card::{self, Black, Draw, White};
use super::ending::Ending;
use super::game::{Action, Carousel, Event};
use super::record::SavedGame;
use super::scores::TrophyKind;
use crate::engine::men::Army;
use crate::engine::random::Random;
use crate::engine::{Move, Position, Rules};
use crate::games::{Game, Seat, Viewer};

const SEED_TABLE: [&str; 5] = ["Jane", "Joe", "Jeremy", "John", "Jake"];

/// A table with a known deal, first player and first die roll.
fn table(
    names: &[&str],
    cards: &[Card],
    left_out: Option<Card>,
    first: Seat,
    dice: &[Seat],
) -> Carousel {
    Carousel::try_from(SavedGame {
        players: names.iter().map(|name| name.to_string()).collect(),
        cards: cards.to_vec(),
        left_out,
        first,
        dice: dice.to_vec(),
        moves: vec![],
        random: Random::seeded(99),
    })
    .unwrap()
}

fn three(cards: [Card; 3]) -> Carousel {
    table(&["Ann", "Bob", "Cy"], &cards, None, 0, &[])
}

fn sq(name: &str) -> crate::engine::Square {
    crate::engine::Square::parse(name).unwrap()
}

/// Plays each move for the seat to act; returns (seat, events) per move.
fn play(game: &mut Carousel, moves: &str) -> Vec<(Seat, Vec<Event>)> {
    moves
        .split_whitespace()
        .map(|uci| {
            let seat = game.to_act().expect("the game is still running");
            let events = game
                .parse_action(seat, uci)
                .and_then(|action| game.apply(seat, &action))
                .unwrap_or_else(|error| panic!("{uci}: {error}"));
            (seat, events)
        })
        .collect()
}

fn totals(game: &Carousel) -> Vec<i64> {
    game.score_sheet().totals()
}

#[test]
fn three_players_take_turns_round_the_table_and_alternate_colours() {
    let mut game = table(&["Ann", "Bob", "Cy"], &[White, Draw, Black], None, 2, &[]);
    let played = play(&mut game, "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6");
    let seats: Vec<Seat> = played.iter().map(|(seat, _)| *seat).collect();
    assert_eq!(seats, [2, 0, 1, 2, 0, 1]);
    let colours: Vec<Army> = game.moves().iter().map(|mv| mv.colour).collect();
    assert_eq!(
        colours[..4],
        [Army::White, Army::Black, Army::White, Army::Black]
    );
    assert_eq!(game.round(), 3);
    assert_eq!(game.sitting_out(), None);
}

#[test]
fn out_of_turn_and_illegal_moves_are_refused_with_reasons() {
    let mut game = three([White, Black, Draw]);
    let e2e4 = Action::Move(Move::normal(sq("e2"), sq("e4")));
    let refused = game.apply(1, &e2e4).unwrap_err();
    assert_eq!(refused.0, "it is Ann's turn, not Bob's");
    let e2e5 = Action::Move(Move::normal(sq("e2"), sq("e5")));
    assert_eq!(
        game.apply(0, &e2e5).unwrap_err().0,
        "e2e5: a pawn moves straight forward (toward rank 8) and captures one square diagonally \
         forward"
    );
    // Every way of trying a move the board forbids names the reason.
    for (text, words) in [
        ("g1e3", "g1e3: a knight moves in an L"),
        ("f1c4", "f1c4: the way is blocked by the pawn on e2"),
        (
            "g8f6",
            "g8f6: the knight on g8 is Black's, and it is White's move",
        ),
        (
            "e1g1",
            "e1g1: castling needs every square the king and rook cross or end on empty",
        ),
    ] {
        let refusal = game.parse_action(0, text).unwrap_err().0;
        assert!(refusal.starts_with(words), "{text}: {refusal}");
        let choice = crate::games::board_view::Choice::Move {
            from: text[0..2].into(),
            to: text[2..4].into(),
            promotion: None,
        };
        assert_eq!(game.gesture(0, 0, &choice).unwrap_err().0, refusal);
    }
    assert!(game.apply(7, &e2e4).is_err());
    assert!(game.parse_action(0, "zz").is_err());
    assert!(game.moves().is_empty(), "nothing was played");
    assert!(game.legal_actions(1).is_empty());
    assert_eq!(game.legal_actions(0).len(), 20);
}

/// The rule text's example table: Jane opens; the board turns go as the
/// rule text's table shows.
#[test]
fn five_players_follow_the_seeds_table_of_turns() {
    let mut game = table(
        &SEED_TABLE,
        &[White, Black, Black, Draw, White],
        None,
        0,
        &[],
    );
    let played = play(
        &mut game,
        "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3 f8c5 c2c3 d7d6",
    );
    let name = |index: usize| SEED_TABLE[played[index].0];
    let board_turns: Vec<(&str, &str)> = (0..5)
        .map(|turn| (name(2 * turn), name(2 * turn + 1)))
        .collect();
    assert_eq!(
        board_turns,
        [
            ("Jane", "Joe"),
            ("Jeremy", "John"),
            ("Jake", "Jane"),
            ("Joe", "Jeremy"),
            ("John", "Jake"),
        ]
    );
}

#[test]
fn six_players_roll_a_public_die_each_round_and_skip_its_pick() {
    let names = ["A", "B", "C", "D", "E", "F"];
    let mut game = table(
        &names,
        &[White, Black, White, Black, Draw, White],
        Some(Black),
        1,
        &[3],
    );
    assert_eq!(game.sitting_out(), Some(3));
    assert_eq!(game.view(Viewer::Public).sitting_out, Some(3));
    let moves = "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 d2d3 f8c5 c2c3 d7d6 b1d2 a7a6 a2a4 h7h6 h2h3 c8e6";
    let played = play(&mut game, moves);
    let mut rounds: Vec<Vec<Seat>> = vec![vec![]];
    let mut rolls = vec![3];
    for (seat, events) in &played {
        rounds.last_mut().unwrap().push(*seat);
        for event in events {
            if let Event::RoundStarted { sitting_out, .. } = event {
                rolls.push(sitting_out.expect("an even table rolls each round"));
                rounds.push(vec![]);
            }
        }
    }
    assert_eq!(rounds[0], [1, 2, 4, 5, 0], "seat 3 sat out round 1");
    assert_eq!(rolls, game.dice(), "every roll is reported and kept");
    for (round, seats) in rounds.iter().enumerate().take(3) {
        assert_eq!(seats.len(), 5, "a round has N-1 turns");
        assert!(
            !seats.contains(&rolls[round]),
            "round {round}: the die's pick sits out"
        );
        let mut in_order: Vec<Seat> = seats.iter().map(|&seat| (seat + 6 - 1) % 6).collect();
        let unsorted = in_order.clone();
        in_order.sort();
        assert_eq!(
            unsorted, in_order,
            "round {round} goes round the table from seat 1"
        );
    }
    assert!(
        played.windows(2).all(|pair| pair[0].0 != pair[1].0),
        "nobody moves twice in a row"
    );
}

#[test]
fn captures_score_the_value_of_the_man_taken() {
    let mut game = three([White, Black, Draw]);
    let played = play(&mut game, "e2e4 d7d5 e4d5 d8d5 b1c3 d5a2 a1a2");
    assert_eq!(totals(&game), [1 + 9, 0, 1 + 1]);
    let Event::Moved { points, san, .. } = &played[6].1[0] else {
        panic!("a move event comes first")
    };
    assert_eq!((*points, san.as_str()), (9, "Rxa2"));
    let taken: Vec<String> = game.score_sheet().seats()[0]
        .trophies
        .iter()
        .map(|trophy| format!("{} {}", trophy.man.army.name(), trophy.man.kind.name()))
        .collect();
    assert_eq!(
        taken,
        ["white pawn", "black queen"],
        "men of either colour count"
    );
}

#[test]
fn en_passant_scores_one() {
    let mut game = three([White, Black, Draw]);
    play(&mut game, "e2e4 a7a6 e4e5 d7d5 e5d6");
    assert_eq!(totals(&game), [0, 1, 0]);
    assert_eq!(
        game.score_sheet().seats()[1].trophies[0].how,
        TrophyKind::EnPassant
    );
}

#[test]
fn promotion_gives_the_promoter_the_pawn() {
    let mut game = three([White, Black, Draw]);
    play(&mut game, "e2e4 f7f5 e4f5 g7g5 f5g6 g8f6 g6h7 h8g8 h7g8q");
    // Seat 2 took a pawn, then a rook while promoting, and keeps the pawn.
    assert_eq!(totals(&game), [1, 1, 1 + 5 + 1]);
    let kept = game.score_sheet().seats()[2]
        .trophies
        .last()
        .copied()
        .unwrap();
    assert_eq!(kept.how, TrophyKind::Promotion);
    assert_eq!(kept.man.kind, crate::engine::men::Kind::Pawn);
}

#[test]
fn moves_made_on_the_board_are_actions_promotions_named_and_no_drops() {
    use crate::engine::men::Kind;
    use crate::games::board_view::Choice;
    let mut game = three([White, Black, Draw]);
    play(
        &mut game,
        "e2e4 d7d5 e4d5 c7c6 d5c6 d8d7 c6b7 d7d2 e1d2 g8f6",
    );
    let seat = game.to_act().unwrap();
    let choice = |promotion| Choice::Move {
        from: "b7".into(),
        to: "a8".into(),
        promotion,
    };
    assert!(
        game.gesture(seat, 0, &choice(None)).is_err(),
        "a promotion needs its kind"
    );
    assert!(
        game.gesture((seat + 1) % 3, 0, &choice(Some(Kind::Knight)))
            .is_err(),
        "only the seat to move moves"
    );
    let action = game.gesture(seat, 0, &choice(Some(Kind::Knight))).unwrap();
    game.apply(seat, &action).unwrap();
    assert_eq!(game.moves().last().unwrap().san, "bxa8=N");
    let drop = Choice::Drop {
        army: Army::White,
        kind: Kind::Pawn,
        to: "e4".into(),
    };
    let next = game.to_act().unwrap();
    assert_eq!(
        game.gesture(next, 0, &drop).unwrap_err().0,
        "Carousel chess has no drops"
    );
}

#[test]
fn checkmate_by_a_holder_of_the_winning_colour() {
    // Fool's mate: seat 0 makes Black's mating move and holds Black.
    let mut game = three([Black, White, Draw]);
    let played = play(&mut game, "f2f3 e7e5 g2g4 d8h4");
    assert_eq!(played[3].0, 0);
    assert_eq!(
        game.ending(),
        Some(Ending::Checkmate {
            winner: Army::Black,
            mover: 0
        })
    );
    assert_eq!(totals(&game), [10 + 5, 0, 0]);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners, [0]);
    assert_eq!(outcome.reason, "Black wins by checkmate, mated by Ann");
    assert_eq!(game.to_act(), None);
    let a2a3 = Action::Move(Move::normal(sq("a2"), sq("a3")));
    assert!(game.apply(1, &a2a3).is_err());
}

#[test]
fn checkmate_by_a_player_off_the_winning_team() {
    // Five players: Jane mates for Black but holds White.
    let mut game = table(
        &SEED_TABLE,
        &[White, Black, Black, Draw, White],
        None,
        2,
        &[],
    );
    let played = play(&mut game, "f2f3 e7e5 g2g4 d8h4");
    assert_eq!(SEED_TABLE[played[3].0], "Jane");
    // Jane 10; Joe and Jeremy hold Black: 5 each.
    assert_eq!(totals(&game), [10, 5, 5, 0, 0]);
    assert_eq!(game.outcome().unwrap().winners, [0]);
}

/// Sam Loyd's ten-move stalemate, played by five.
#[test]
fn stalemate_gives_the_draw_card_a_hundred() {
    let mut game = table(
        &SEED_TABLE,
        &[White, Black, Black, Draw, White],
        None,
        0,
        &[],
    );
    play(
        &mut game,
        "e2e3 a7a5 d1h5 a8a6 h5a5 h7h5 h2h4 a6h6 a5c7 f7f6 c7d7 e8f7 d7b7 d8d3 b7b8 d3h7 b8c8 f7g6 c8e6",
    );
    assert_eq!(game.ending(), Some(Ending::Stalemate));
    // White's queen took: a5 (Jake), c7 (John), d7 (Jane), b7 (Jeremy),
    // b8 knight (Jake), c8 bishop (Joe); John holds the Draw card.
    assert_eq!(totals(&game), [1, 3, 1, 1 + 100, 1 + 3]);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.winners, [3]);
    assert_eq!(outcome.reason, "Draw by stalemate");
}

#[test]
fn threefold_repetition_gives_the_draw_card_a_hundred() {
    let mut game = three([Draw, White, Black]);
    play(&mut game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
    assert_eq!(game.ending(), Some(Ending::Threefold));
    assert_eq!(totals(&game), [100, 0, 0]);
}

#[test]
fn the_fifty_move_rule_gives_the_draw_card_a_hundred() {
    let mut game = three([White, Draw, Black]);
    let slow = Position::from_fen("k7/8/8/8/8/8/1R6/K7 w - - 99 80", Rules::STANDARD);
    game.board = SharedBoard::from_position(slow.unwrap());
    play(&mut game, "b2c2");
    assert_eq!(game.ending(), Some(Ending::FiftyMoves));
    assert_eq!(totals(&game), [0, 100, 0]);
}

#[test]
fn insufficient_material_gives_the_draw_card_a_hundred() {
    let mut game = three([White, Black, Draw]);
    let bare = Position::from_fen("k7/8/8/8/8/8/1r6/K7 w - - 0 1", Rules::STANDARD);
    game.board = SharedBoard::from_position(bare.unwrap());
    play(&mut game, "a1b2");
    assert_eq!(game.ending(), Some(Ending::InsufficientMaterial));
    assert_eq!(totals(&game), [5, 0, 100]);
}

#[test]
fn a_draw_pays_nobody_when_the_draw_card_stayed_out() {
    let mut game = table(
        &["A", "B", "C", "D"],
        &[White, Black, White, Black],
        Some(Draw),
        0,
        &[3],
    );
    let played = play(&mut game, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
    assert_eq!(game.ending(), Some(Ending::Threefold));
    assert_eq!(totals(&game), [0, 0, 0, 0]);
    assert_eq!(game.outcome().unwrap().winners, [0, 1, 2, 3], "ties share");
    assert!(played.iter().all(|(seat, _)| *seat < 4));
}

/// The rule text's worked example on a real board: Jane, holding White, ends
/// the game with a White checkmate.
#[test]
fn the_seeds_example_reveals_every_card_at_the_end() {
    let mut game = table(
        &SEED_TABLE,
        &[White, Black, Black, Draw, White],
        None,
        4,
        &[],
    );
    // Scholar's mate: Jake opens; Jane gives mate on the seventh move.
    play(&mut game, "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6");
    assert_eq!(
        game.view(Viewer::Public).reveal,
        None,
        "no card before the end"
    );
    assert_eq!(SEED_TABLE[game.to_act().unwrap()], "Jane");
    play(&mut game, "h5f7");
    let reveal = game
        .view(Viewer::Public)
        .reveal
        .expect("cards are shown at the end");
    assert_eq!(reveal.cards, [White, Black, Black, Draw, White]);
    assert_eq!(reveal.left_out, None);
    // Jane: pawn f7 (1) + mate (10) + White (5); Jake: White (5).
    assert_eq!(reveal.totals, [16, 0, 0, 0, 5]);
    assert_eq!(reveal.winners, [0]);
    assert_eq!(reveal.reason, "White wins by checkmate, mated by Jane");
}

/// Serialised views of two games that differ only in their cards.
fn views_of(game: &Carousel, viewer: Viewer) -> String {
    serde_json::to_string(&(game.view(viewer), game.boards(viewer), game.share())).unwrap()
}

#[test]
fn no_view_but_a_seats_own_shows_a_card_before_the_end() {
    let moves = "e2e4 e7e5 f1c4 b8c6 d1h5 g8f6";
    let mut one = table(
        &SEED_TABLE,
        &[White, Black, Black, Draw, White],
        None,
        4,
        &[],
    );
    let mut other = table(
        &SEED_TABLE,
        &[Draw, White, Black, White, Black],
        None,
        4,
        &[],
    );
    play(&mut one, moves);
    play(&mut other, moves);
    assert_eq!(
        views_of(&one, Viewer::Public),
        views_of(&other, Viewer::Public)
    );
    assert_eq!(one.view(Viewer::Public).own_card, None);
    for seat in 0..5 {
        let (mine, theirs) = (one.view(Viewer::Seat(seat)), other.view(Viewer::Seat(seat)));
        assert_eq!(
            mine.own_card,
            Some(one.deal.cards[seat]),
            "a seat sees its own card"
        );
        assert_eq!(theirs.own_card, Some(other.deal.cards[seat]));
        // Take the own card away: nothing else differs between the deals.
        let strip = |mut view: super::view::TableView| {
            view.own_card = None;
            serde_json::to_string(&view).unwrap()
        };
        assert_eq!(strip(mine), strip(theirs), "seat {seat}");
    }
    // At the end every view shows every card.
    play(&mut one, "h5f7");
    play(&mut other, "h5f7");
    assert_ne!(
        views_of(&one, Viewer::Public),
        views_of(&other, Viewer::Public)
    );
    assert_eq!(
        serde_json::to_value(one.view(Viewer::Public)).unwrap()["reveal"]["cards"],
        serde_json::json!(["white", "black", "black", "draw", "white"])
    );
}

#[test]
fn a_saved_game_resumes_exactly_with_its_cards_and_dice() {
    let names: Vec<String> = ["A", "B", "C", "D"].iter().map(|n| n.to_string()).collect();
    let mut game = Carousel::new(&names, Random::seeded(2024)).unwrap();
    play(&mut game, "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5c6 d7c6");
    let saved = serde_json::to_string(&game).unwrap();
    let mut resumed: Carousel = serde_json::from_str(&saved).unwrap();
    for viewer in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(3)] {
        assert_eq!(views_of(&resumed, viewer), views_of(&game, viewer));
    }
    // Both go on with the same die rolls.
    let more = "e1g1 f7f6 d2d4 e5d4 f3d4 c6c5 d4e2 d8d1 f1d1";
    play(&mut game, more);
    play(&mut resumed, more);
    assert_eq!(resumed.dice(), game.dice());
    assert!(game.dice().len() >= 4);
    assert_eq!(
        serde_json::to_string(&resumed).unwrap(),
        serde_json::to_string(&game).unwrap()
    );
}

#[test]
fn a_share_link_holds_no_card_and_opens_with_a_new_deal() {
    let mut game = table(
        &SEED_TABLE,
        &[White, Black, Black, Draw, White],
        None,
        0,
        &[],
    );
    play(&mut game, "e2e4 d7d5 e4d5 d8d5");
    let shared = game.share();
    let text = serde_json::to_string(&shared).unwrap();
    for secret in ["white\"", "black\"", "draw", "random", "state"] {
        assert!(!text.contains(secret), "{secret} in {text}");
    }
    let opened = Carousel::from_shared(&shared, Random::seeded(5)).unwrap();
    assert_eq!(opened.fen(), game.fen());
    assert_eq!(totals(&opened), totals(&game));
    assert_eq!(opened.to_act(), game.to_act());
    let mut cards = opened.deal.cards.clone();
    cards.sort_by_key(|card| card.name());
    assert_eq!(cards, [Black, Black, Draw, White, White], "a full new deal");
    // A finished game's link carries its (now public) cards and shows the
    // same final table; cards in a link of a running game are refused.
    let mut finished = three([Black, White, Draw]);
    play(&mut finished, "f2f3 e7e5 g2g4 d8h4");
    let link = finished.share();
    assert_eq!(
        link.final_cards.as_ref().unwrap().cards,
        [Black, White, Draw]
    );
    let reopened = Carousel::from_shared(&link, Random::seeded(6)).unwrap();
    assert_eq!(reopened.view(Viewer::Public), finished.view(Viewer::Public));
    let mut running = finished.share();
    running.moves.pop();
    let refused = Carousel::from_shared(&running, Random::seeded(6)).unwrap_err();
    assert_eq!(
        refused.0,
        "this link shows cards of a game still being played"
    );
}

#[test]
fn bad_saves_and_links_are_refused_with_reasons() {
    let good = SavedGame {
        players: vec!["A".into(), "B".into(), "C".into()],
        cards: vec![White, Black, Draw],
        left_out: None,
        first: 0,
        dice: vec![],
        moves: vec!["e2e4".into()],
        random: Random::seeded(1),
    };
    let refuse = |change: &dyn Fn(&mut SavedGame)| {
        let mut saved = good.clone();
        change(&mut saved);
        Carousel::try_from(saved).unwrap_err().0
    };
    assert!(Carousel::try_from(good.clone()).is_ok());
    assert_eq!(
        refuse(&|s| s.moves = vec!["e2e5".into()]),
        "move 1 (e2e5): e2e5: a pawn moves straight forward (toward rank 8) and captures one square \
         diagonally forward"
    );
    assert!(refuse(&|s| s.cards = vec![White, White, Draw]).contains("not the deck"));
    assert!(refuse(&|s| s.left_out = Some(Black)).contains("even table"));
    assert!(refuse(&|s| s.first = 3).contains("first player"));
    assert!(refuse(&|s| s.dice = vec![1]).contains("odd table"));
    assert!(refuse(&|s| s.players.truncate(2)).contains("3 to 9 players"));
    assert!(refuse(&|s| s.players[1] = " a ".into()).contains("two players are called"));
    assert!(refuse(&|s| s.players[2] = "  ".into()).contains("no name"));
    assert!(serde_json::from_str::<Carousel>("{\"players\": 5}").is_err());
    assert!(serde_json::from_str::<Carousel>("not json").is_err());
}

/// Random games at every table size: the carousel, the die, the score
/// sheet and saving hold up whatever is played.
#[test]
fn random_games_keep_every_rule() {
    let mut chooser = Random::seeded(31);
    let mut endings = 0;
    for players in 3..=9 {
        for game_number in 0..6u64 {
            let names: Vec<String> = (0..players).map(|n| format!("P{n}")).collect();
            let mut game =
                Carousel::new(&names, Random::seeded(players as u64 * 100 + game_number)).unwrap();
            let mut turns_this_round = vec![];
            let mut captured_points = vec![0i64; players];
            for ply in 0..400 {
                let Some(seat) = game.to_act() else { break };
                assert_ne!(Some(seat), game.sitting_out(), "the die's pick never moves");
                let actions = game.legal_actions(seat);
                let others = (seat + 1) % players;
                assert!(
                    game.legal_actions(others).is_empty(),
                    "only the seat to act may move"
                );
                let action = actions[chooser.below(actions.len() as u64) as usize].clone();
                let round = game.round();
                let events = game.apply(seat, &action).unwrap();
                let Event::Moved { points, .. } = events[0] else {
                    panic!("a move comes first")
                };
                captured_points[seat] += points;
                turns_this_round.push(seat);
                if game.round() != round {
                    let expected = if players % 2 == 0 {
                        players - 1
                    } else {
                        players
                    };
                    assert_eq!(
                        turns_this_round.len(),
                        expected,
                        "{players} players, ply {ply}"
                    );
                    let mut distinct = turns_this_round.clone();
                    distinct.sort();
                    distinct.dedup();
                    assert_eq!(distinct.len(), expected, "everyone moves once a round");
                    turns_this_round.clear();
                }
                if ply == 37 {
                    let saved = serde_json::to_string(&game).unwrap();
                    let resumed: Carousel = serde_json::from_str(&saved).unwrap();
                    assert_eq!(serde_json::to_string(&resumed).unwrap(), saved);
                }
            }
            let sheet = game.score_sheet();
            for (seat, line) in sheet.seats().iter().enumerate() {
                assert_eq!(line.men_points(), captured_points[seat]);
            }
            match game.ending() {
                None => assert_eq!(sheet.totals(), captured_points),
                Some(ending) => {
                    endings += 1;
                    let reveal = game.view(Viewer::Public).reveal.unwrap();
                    assert_eq!(reveal.cards, game.deal.cards);
                    let bonus: i64 =
                        sheet.totals().iter().sum::<i64>() - captured_points.iter().sum::<i64>();
                    let expected = match ending {
                        Ending::Checkmate { winner, .. } => {
                            let card = Card::of_army(winner).unwrap();
                            10 + 5 * game.deal.holders(card).len() as i64
                        }
                        _ => 100 * game.deal.holders(Draw).len() as i64,
                    };
                    assert_eq!(bonus, expected, "{ending:?}");
                }
            }
        }
    }
    assert!(endings >= 20, "only {endings} of 42 random games ended");
}

#[test]
fn the_first_player_and_the_die_pick_every_seat_fairly() {
    let names: Vec<String> = (0..6).map(|n| format!("P{n}")).collect();
    let mut firsts = [0u32; 6];
    let mut picks = [0u32; 6];
    for seed in 0..1200 {
        let game = Carousel::new(&names, Random::seeded(seed)).unwrap();
        firsts[game.first()] += 1;
        picks[game.sitting_out().unwrap()] += 1;
    }
    // About 200 each of 1200.
    assert!(
        firsts.iter().all(|&n| (140..260).contains(&n)),
        "{firsts:?}"
    );
    assert!(picks.iter().all(|&n| (140..260).contains(&n)), "{picks:?}");
}
