//! COIN chess as each role sees it. The four roles score alone (the
//! rules page, "Scores"): the colour that captures the king gives its
//! Noble 6 (10 with no pawn of his colour ever captured) and its Peasant
//! 2, and each Peasant scores his colour's pawns on the board however the
//! game ends. So a Noble's capture may still lose to his own Peasant's
//! pawns, and a Peasant may win a game his colour loses.
//!
//! A role judges an unfinished table by its prospects: how likely each
//! ending is (White captures, Black captures, no capture; from the board)
//! and how it would stand on the score sheet of each, were the game to end
//! that way with the pawns as they are now or with one more pawn of either
//! colour lost first (a clean record rarely lasts while armies are whole).
//! In the search a role plays for itself alone, but a Peasant counts on
//! his Noble to keep their king.

use super::computer_game::ComputerGame;
use super::value::man_value;
use crate::ai::evaluation::for_army;
use crate::engine::Position;
use crate::engine::men::{Army, Kind};
use crate::games::Seat;
use crate::games::coin::scores::{self, ScoreRow};
use crate::games::coin::seats::{self, Role};
use crate::games::coin::{CoinChess, Ending};

/// Centipawns of board advantage that make a colour's capture about 73%
/// likely against 27% (the logistic's scale).
const CAPTURE_SCALE: f64 = 400.0;

/// The chance, whatever the board, that the game ends without a capture.
const NO_CAPTURE: f64 = 0.1;

/// What a king left attacked with its enemy to move is worth to that
/// enemy, in centipawns (likely, not sure: the role who could take it may
/// lack the right or the wish).
const KING_EN_PRISE: i32 = 800;

/// The chance of one more pawn lost before the end, for a colour that
/// has pawns, with every officer still on the board ...
const EARLY_LOSS: f64 = 0.85;
/// ... and with none left.
const LATE_LOSS: f64 = 0.25;
/// The officers (knights, bishops, rooks, queens) of both colours at the
/// start, in centipawns.
const FULL_OFFICERS: f64 = 6_200.0;

/// What a sure win of the table is worth, in centipawns (a finished game
/// is worth more: [`super::value::WIN`]).
const STAKE: f64 = 10_000.0;

/// What each point of lead (or lag) over the best other role is worth,
/// in centipawns, in each ending.
const POINT: f64 = 150.0;

/// How `seat` stands on `sheet`: a share of the win (or a loss) and its
/// lead over the best other role.
fn standing(sheet: &[ScoreRow], seat: Seat) -> f64 {
    let winners = scores::winners(sheet);
    let share = if !winners.contains(&seat) {
        -1.0
    } else if winners.len() >= sheet.len() {
        0.0
    } else {
        1.0 / winners.len() as f64
    };
    let own = sheet[seat].total;
    let best_other = sheet
        .iter()
        .filter(|row| row.seat != seat)
        .map(|row| row.total)
        .max()
        .unwrap_or(0);
    share * STAKE + POINT * (own - best_other) as f64
}

/// The board from White's side, in centipawns, with a king the colour to
/// move could take counted as likely taken.
fn white_advantage(game: &CoinChess) -> i32 {
    let position = game.position();
    let mover = position.turn();
    let mut advantage = for_army(position, mover);
    if position.is_king_attacked(mover.opponent()) {
        advantage += KING_EN_PRISE;
    }
    if mover == Army::White {
        advantage
    } else {
        -advantage
    }
}

/// The chances of White capturing, Black capturing and no capture.
fn ending_chances(game: &CoinChess) -> [f64; 3] {
    let white = 1.0 / (1.0 + (-f64::from(white_advantage(game)) / CAPTURE_SCALE).exp());
    let captures = 1.0 - NO_CAPTURE;
    [captures * white, captures * (1.0 - white), NO_CAPTURE]
}

/// The chance that a colour still holding pawns loses one more before
/// the end: high while the armies are whole, lower as they thin out (a
/// Noble's clean record or a Peasant's pawns are rarely safe for long).
fn further_loss_chance(position: &Position) -> f64 {
    let officers: i32 = [Army::White, Army::Black]
        .into_iter()
        .flat_map(|army| {
            [Kind::Knight, Kind::Bishop, Kind::Rook, Kind::Queen]
                .into_iter()
                .map(move |kind| man_value(kind) * position.men(army, kind).count() as i32)
        })
        .sum();
    let phase = (f64::from(officers) / FULL_OFFICERS).min(1.0);
    LATE_LOSS + (EARLY_LOSS - LATE_LOSS) * phase
}

/// How good the unfinished `game` looks for `seat`: its standing in each
/// ending, weighed by that ending's chance and by whether each colour
/// loses one more pawn before it, in centipawns.
fn prospects(game: &CoinChess, seat: Seat) -> i32 {
    let position = game.position();
    let pawns = [Army::White, Army::Black].map(|army| scores::pawn_points(position, army));
    let lost = [Army::White, Army::Black].map(|army| game.pawns_lost(army));
    let loss = further_loss_chance(position);
    // Each colour's pawn futures: as now, or one more captured.
    let futures = |side: usize| {
        if pawns[side] == 0 {
            vec![(1.0, 0)]
        } else {
            vec![(1.0 - loss, 0), (loss, 1)]
        }
    };
    let endings = [
        Ending::KingCaptured {
            by: Army::White,
            seat: seats::noble(Army::White),
        },
        Ending::KingCaptured {
            by: Army::Black,
            seat: seats::noble(Army::Black),
        },
        Ending::Repetition,
    ];
    let mut value = 0.0;
    for (chance, ending) in ending_chances(game).into_iter().zip(endings) {
        for (white_chance, white_loss) in futures(0) {
            for (black_chance, black_loss) in futures(1) {
                let sheet = scores::sheet_for_pawns(
                    [pawns[0] - white_loss, pawns[1] - black_loss],
                    ending,
                    [lost[0] + white_loss as u32, lost[1] + black_loss as u32],
                );
                value += chance * white_chance * black_chance * standing(&sheet, seat);
            }
        }
    }
    value.round() as i32
}

/// Whether the search lets `other` choose for `seat`: a role plays alone,
/// but a Peasant counts on his Noble to keep their king (a capture by the
/// other colour costs the Peasant too). A Noble counts on nobody: his
/// Peasant may win by the very capture that loses the Noble the table.
fn plays_for(seat: Seat, other: Seat) -> bool {
    seat == other
        || (seats::role_of(seat) == Role::Peasant && other == seats::noble(seats::army_of(seat)))
}

impl ComputerGame for CoinChess {
    /// Its prospects as a role scoring alone ([`prospects`]).
    fn judge(&self, seat: Seat) -> i32 {
        prospects(self, seat)
    }

    fn same_side(&self, seat: Seat, other: Seat) -> bool {
        plays_for(seat, other)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::Limits;
    use crate::ai::players::{Player, decide};
    use crate::games::Game;
    use crate::games::coin::seats::{BLACK_NOBLE, BLACK_PEASANT, WHITE_NOBLE, WHITE_PEASANT};
    use crate::games::coin::{Action, KindRule, MilitaryControl, Options, QueenRule};
    use crate::games::level::Level;

    /// White (eight pawns, one hanging on a4) against a lone bishop and
    /// king; Black to move, the White Noble without military control.
    fn table() -> CoinChess {
        CoinChess::from_fen(
            Options::default(),
            "8/6pp/8/1b2k3/P2P4/8/PPP2PPP/7K b - - 0 1",
            MilitaryControl::new(false, true),
        )
        .unwrap()
    }

    fn play(game: &mut CoinChess, seat: Seat, text: &str) {
        let action = game.parse_action(seat, text).unwrap();
        game.apply(seat, &action).unwrap();
    }

    #[test]
    fn a_noble_who_lost_a_pawn_fears_his_own_peasants_pawns() {
        let clean = table();
        let mut taken = table();
        play(&mut taken, BLACK_NOBLE, "Bxa4");
        // The lost pawn costs the Noble his bonus (6 against his Peasant's
        // 2 + 7 if White captures) and wins the Peasant the table, though
        // the Peasant has a pawn fewer.
        let noble = |game: &CoinChess| prospects(game, WHITE_NOBLE);
        let peasant = |game: &CoinChess| prospects(game, WHITE_PEASANT);
        assert!(noble(&taken) < noble(&clean) - STAKE as i32 / 2);
        assert!(peasant(&taken) > peasant(&clean));
        // White is far ahead, yet the Noble's prospects are poor: his
        // colour's likely capture would win the table for his Peasant.
        assert!(noble(&taken) < 0 && peasant(&taken) > STAKE as i32 / 2);
    }

    #[test]
    fn a_noble_does_not_cede_to_a_peasant_whose_capture_would_beat_him() {
        let mut game = table();
        play(&mut game, BLACK_NOBLE, "Bxa4");
        let limits = Limits {
            nodes: Some(20_000),
            ..Limits::default()
        };
        let computer = Player::Computer(Level::Full);
        for seed in 0..4 {
            let noble = decide(&game, WHITE_NOBLE, computer, seed, limits).unwrap();
            assert_ne!(noble.action, Action::Cede, "seed {seed}");
        }
        // The Peasant, ceded to, takes the king: 2 + 7 beats the Noble's 6.
        game.apply(WHITE_NOBLE, &Action::Cede).unwrap();
        let peasant = decide(&game, WHITE_PEASANT, computer, 0, limits).unwrap();
        assert_eq!(
            peasant.action,
            game.parse_action(WHITE_PEASANT, "d4e5").unwrap()
        );
    }

    #[test]
    fn a_peasant_leaves_a_king_whose_capture_would_lose_him_the_table() {
        // Black's f7 pawn can take the White king on e6, but the Black
        // Noble's 10 (his colour lost no pawn here) and the White Peasant's
        // six pawns would both beat the Black Peasant's 2 + 3.
        let mut game = CoinChess::from_fen(
            Options::default(),
            "1rb3n1/3k1pp1/1p2Kq2/5r2/P3B3/2P1PP2/P6P/R1B3NR b - - 2 34",
            MilitaryControl::default(),
        )
        .unwrap();
        game.apply(BLACK_NOBLE, &Action::Cede).unwrap();
        let take = game.parse_action(BLACK_PEASANT, "f7e6").unwrap();
        let mut taken = game.clone();
        taken.apply(BLACK_PEASANT, &take).unwrap();
        assert!(!taken.outcome().unwrap().winners.contains(&BLACK_PEASANT));
        let limits = Limits {
            nodes: Some(20_000),
            ..Limits::default()
        };
        let computer = Player::Computer(Level::Full);
        for seed in 0..4 {
            let peasant = decide(&game, BLACK_PEASANT, computer, seed, limits).unwrap();
            assert_ne!(peasant.action, take, "seed {seed}");
        }
    }

    #[test]
    fn computers_play_legal_actions_under_every_balance_option() {
        let queens = QueenRule::ALL.map(|queen| Options {
            queen,
            ..Options::default()
        });
        let kinds = KindRule::all().into_iter().map(|rule| Options {
            kind_rule: Some(rule),
            ..Options::default()
        });
        let limits = Limits {
            nodes: Some(400),
            ..Limits::default()
        };
        for options in queens.into_iter().chain(kinds) {
            let mut game = CoinChess::new(options).unwrap();
            for turn in 0..10 {
                let seat = game.to_act().expect("no game ends this soon");
                let chosen = decide(&game, seat, Player::Computer(Level::Full), turn, limits)
                    .unwrap()
                    .action;
                assert!(
                    game.legal_actions(seat).contains(&chosen),
                    "{options:?}: {chosen} is no legal action of seat {seat}"
                );
                game.apply(seat, &chosen).unwrap();
            }
        }
    }
}
