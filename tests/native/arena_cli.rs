//! `parlour arena`: headless tables of players, seats rotated, results
//! per player; the same seed gives the same run.

use crate::support::run_parlour;

fn arena(args: &[&str]) -> (bool, String, String) {
    let output = run_parlour(args, "");
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn the_arena_rotates_seats_reports_per_player_and_repeats_for_a_seed() {
    let args = [
        "arena",
        "standard",
        "--seats",
        "random,greedy",
        "--games",
        "3",
        "--seed",
        "4",
        "--actions",
        "30",
    ];
    let (ok, out, err) = arena(&args);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("arena standard: 3 tables, seed 4"),
        "{out}"
    );
    // The players move one seat each table.
    assert!(
        lines[1].starts_with("table 1: seats random,greedy |"),
        "{out}"
    );
    assert!(
        lines[2].starts_with("table 2: seats greedy,random |"),
        "{out}"
    );
    assert!(
        lines[3].starts_with("table 3: seats random,greedy |"),
        "{out}"
    );
    // Tables cut at 30 actions say so.
    assert!(
        lines[1].contains("30 actions") || lines[1].contains("winners"),
        "{out}"
    );
    // One line per player, each with its three seats and a 95% interval.
    assert!(lines[4].starts_with("player"), "{out}");
    for (line, player) in lines[5..].iter().zip(["random", "greedy"]) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(fields[0], player, "{out}");
        assert_eq!(fields[1], "3", "{out}");
        let counted: usize = fields[2..6]
            .iter()
            .map(|f| f.parse::<usize>().unwrap())
            .sum();
        assert_eq!(
            counted, 3,
            "wins, draws, losses and unfinished add up: {out}"
        );
        assert!(line.contains('[') && line.ends_with(']'), "{out}");
    }
    // Then one line per player and seat: the seats and wins of a
    // player's two lines add up to its line above.
    assert!(lines[7].starts_with("by seat"), "{out}");
    for (index, player) in ["random", "greedy"].into_iter().enumerate() {
        let totals: Vec<&str> = lines[5 + index].split_whitespace().collect();
        let mut seats = 0;
        let mut wins = 0;
        for (seat, line) in lines[8 + 2 * index..10 + 2 * index].iter().enumerate() {
            let fields: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(fields[0], player, "{out}");
            assert_eq!(fields[1], seat.to_string(), "{out}");
            seats += fields[2].parse::<usize>().unwrap();
            wins += fields[3].parse::<usize>().unwrap();
            assert!(line.ends_with(']'), "{out}");
        }
        assert_eq!(seats.to_string(), totals[1], "{out}");
        assert_eq!(wins.to_string(), totals[2], "{out}");
    }
    assert_eq!(lines.len(), 12, "{out}");
    // The same seed plays the same tables.
    let (_, again, _) = arena(&args);
    assert_eq!(again, out);
}

#[test]
fn the_arena_s_default_cap_is_named_in_its_help_and_an_explicit_one_holds() {
    let output = run_parlour(&["help", "arena"], "");
    assert!(output.status.success());
    let help = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(help.contains("300 a seat, at least 1200"), "{help}");
    // Eight random players on The One Sane Man's ring, cut at 40 actions
    // when told so.
    let seats = ["random"; 8].join(",");
    let (ok, out, err) = arena(&[
        "arena",
        "one-sane-man",
        "--seats",
        &seats,
        "--games",
        "1",
        "--actions",
        "40",
    ]);
    assert!(ok, "{err}");
    assert!(
        out.lines()
            .nth(1)
            .unwrap()
            .contains("stopped after 40 actions"),
        "{out}"
    );
}

#[test]
fn the_four_player_arena_counts_alliance_events_per_player() {
    let (ok, out, err) = arena(&[
        "arena",
        "four-player",
        "--seats",
        "random,greedy,random,greedy",
        "--games",
        "2",
        "--actions",
        "20",
    ]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    let heading = lines
        .iter()
        .position(|line| line.starts_with("events:"))
        .unwrap_or_else(|| panic!("no events heading: {out}"));
    // A line per event and player after the columns' heading, each with
    // the seats that did it and those that did not, which add up to the
    // player's four seats.
    let events = &lines[heading + 2..];
    assert_eq!(events.len(), 5 * 2, "{out}");
    for (line, (event, player)) in events.iter().zip(
        ["propose", "accept", "decline", "leave", "switch"]
            .into_iter()
            .flat_map(|event| [(event, "random"), (event, "greedy")]),
    ) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        assert_eq!((fields[0], fields[1]), (event, player), "{out}");
        let parts: Vec<&str> = line.split('|').collect();
        let seats = |part: &str| {
            part.split_whitespace()
                .next()
                .unwrap()
                .parse::<usize>()
                .unwrap()
        };
        assert_eq!(seats(parts[1]) + seats(parts[2]), 4, "{out}");
    }
}

#[test]
fn the_arena_refuses_bad_seats_and_games() {
    let (ok, _, err) = arena(&["arena", "standard", "--seats", "random"]);
    assert!(!ok);
    assert!(err.contains("standard has 2 seats"), "{err}");
    let (ok, _, err) = arena(&[
        "arena",
        "coin",
        "--seats",
        "random,greedy,computer:9,random",
    ]);
    assert!(!ok);
    assert!(err.contains("no level"), "{err}");
    let (ok, _, err) = arena(&["arena", "go", "--seats", "random,random"]);
    assert!(!ok);
    assert!(err.contains("unknown game"), "{err}");
    let (ok, _, err) = arena(&["arena", "carousel"]);
    assert!(!ok);
    assert!(err.contains("--seats"), "{err}");
}

#[test]
fn seat_requests_ask_for_a_seat_to_act_at_every_level_within_its_time() {
    use parlour::ai::Level;
    use parlour::ai::players::Request;
    use parlour::ai::players::remote::SeatRequest;
    use parlour::ai::strength::Strength;
    use parlour::games::Game;
    use parlour::games::coin::CoinChess;
    use parlour::registry::GameId;

    let (ok, out, err) = arena(&["seat-requests", "coin", "--games", "1", "--seed", "2"]);
    assert!(ok, "{err}");
    let requests: Vec<SeatRequest> = out
        .lines()
        .map(|line| serde_json::from_str(line).expect("a seat request"))
        .collect();
    // Three positions of one game, each asked at the six levels in order.
    assert_eq!(requests.len(), 3 * Level::ALL.len(), "{out}");
    let mut positions = Vec::new();
    for (index, seat_request) in requests.iter().enumerate() {
        assert_eq!(seat_request.game, GameId::Coin);
        let request: Request<CoinChess> = serde_json::from_str(&seat_request.request).unwrap();
        let level = Level::ALL[index % Level::ALL.len()];
        assert_eq!(request.player.name(), format!("computer:{}", index % 6 + 1));
        assert_eq!(request.limits.hard_ms, Some(Strength::of(level).think_ms));
        assert_eq!(request.game.to_act(), Some(request.seat));
        positions.push(request.game.actions().len());
    }
    positions.dedup();
    assert_eq!(positions, [2, 20, 60], "asked after 2, 20 and 60 actions");
    let (ok, _, err) = arena(&["seat-requests", "coin", "--players", "3"]);
    assert!(!ok);
    assert!(err.contains("coin has 4 seats"), "{err}");
}
