//! Moves as people write them. The board's own notation serves, with one
//! change: kings may be captured, so there is no mate sign; `+` marks a
//! move after which the other king is attacked. The move list spells each
//! turn out: who moved and which of the Noble's options it counts as
//! ([`spelled_out`]).

use super::game::LoggedMove;
use super::legality::NobleOption;
use super::options::Options;
use super::seats::{noble, seat_name};
use crate::engine::notation::looks_like_uci;
use crate::engine::{Move, Position};
use crate::games::RuleError;

/// A turn of the move list in words: the move, the role that made it
/// (with `person`, who holds it, when known) and the Noble's option it
/// counts as under the game's `options`: "e4 — White Noble · Ann, option e:
/// move a pawn or an unpaired military man", or after a cede "e5 — Black
/// Peasant · Bo, as the Black Noble ceded (option b)".
pub fn spelled_out(logged: &LoggedMove, options: Options, person: Option<&str>) -> String {
    let mut who = seat_name(logged.seat);
    if let Some(person) = person.filter(|p| !p.trim().is_empty()) {
        who.push_str(&format!(" \u{b7} {person}"));
    }
    let what = match logged.option {
        NobleOption::Cede => format!(
            "as the {} ceded (option {})",
            seat_name(noble(logged.army)),
            NobleOption::Cede.letter()
        ),
        option => format!(
            "option {}: {}",
            option.letter(),
            options.option_name(option)
        ),
    };
    format!("{} \u{2014} {who}, {what}", logged.san)
}

/// The move in SAN, `+` when it leaves the other king attacked. Men are
/// told apart among all the moves of the colour, whoever may make them.
pub fn san(position: &Position, mv: Move) -> String {
    let mut text = position.san(mv).trim_end_matches(['+', '#']).to_string();
    let mut after = position.clone();
    after.make(mv);
    if after.is_king_attacked(after.turn()) {
        text.push('+');
    }
    text
}

/// Reads a move of the colour to move, in UCI (castling as the king's
/// two-square step or as the king taking its rook) or SAN; a UCI move the
/// board does not allow is refused with the board's reason. Whether the
/// role to act may make it is the game's question.
pub fn read_move(position: &Position, text: &str) -> Result<Move, RuleError> {
    let text = text.trim();
    if looks_like_uci(text) {
        // The board's own words for why the man cannot go there.
        return position
            .parse_uci(text)
            .map_err(|error| RuleError::new(error.to_string()));
    }
    position.parse_san(text).map_err(|_| {
        RuleError::new(format!(
            "{text:?} is no move here (write moves like e2e4 or Nf3)"
        ))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::coin::legality::RULES;
    use crate::games::coin::{CoinChess, KindRule, QueenRule};
    use crate::games::{Game, Seat};

    /// The options of a game with the `queen` rule.
    fn queen(queen: QueenRule) -> Options {
        Options {
            queen,
            ..Options::default()
        }
    }

    /// Plays each action for the role to act.
    fn played(options: Options, actions: &[&str]) -> CoinChess {
        let mut game = CoinChess::new(options).unwrap();
        for text in actions {
            let seat: Seat = game.to_act().unwrap();
            let action = game.parse_action(seat, text).unwrap();
            game.apply(seat, &action).unwrap();
        }
        game
    }

    #[test]
    fn each_turn_is_spelled_out_with_its_role_and_option() {
        let game = played(
            Options::default(),
            &[
                "g1f3", "cede", "e7e5", "e2e4", "e8e7", "cede", "d2d3", "d8e8",
            ],
        );
        let lines: Vec<String> = game
            .moves()
            .iter()
            .map(|logged| spelled_out(logged, Options::default(), None))
            .collect();
        assert_eq!(
            lines,
            [
                "Nf3 \u{2014} White Noble, option f: move a paired military man",
                "e5 \u{2014} Black Peasant, as the Black Noble ceded (option b)",
                "e4 \u{2014} White Noble, option e: move a pawn or an unpaired military man",
                "Ke7 \u{2014} Black Noble, option a: move the king",
                "d3 \u{2014} White Peasant, as the White Noble ceded (option b)",
                "Qe8 \u{2014} Black Noble, option d: move a queen",
            ]
        );
        let named = spelled_out(&game.moves()[1], Options::default(), Some("Bo"));
        assert_eq!(
            named,
            "e5 \u{2014} Black Peasant \u{b7} Bo, as the Black Noble ceded (option b)"
        );
        assert_eq!(
            spelled_out(&game.moves()[0], Options::default(), Some(" ")),
            lines[0],
            "a blank name is left out"
        );
    }

    #[test]
    fn a_queens_move_is_spelled_out_as_the_rule_counts_it() {
        let unpaired = queen(QueenRule::Unpaired);
        let game = played(unpaired, &["cede", "e2e4", "cede", "e7e5", "d1h5"]);
        assert_eq!(
            spelled_out(&game.moves()[2], unpaired, Some("Ann")),
            "Qh5 \u{2014} White Noble \u{b7} Ann, option e: move a pawn, an unpaired military man or a queen"
        );
    }

    #[test]
    fn a_military_move_is_spelled_out_as_the_kind_rule_counts_it() {
        let knights = Options {
            kind_rule: KindRule::from_name("knights-unpaired"),
            ..Options::default()
        };
        let game = played(knights, &["g1f3"]);
        assert_eq!(
            spelled_out(&game.moves()[0], knights, None),
            "Nf3 \u{2014} White Noble, option e: move a pawn, an unpaired military man or a knight"
        );
    }

    #[test]
    fn san_marks_an_attacked_king_but_never_mate() {
        // Fool's mate: Qh4 attacks the White king; under king capture it is
        // no mate, just an attack, and the capture that follows is Qxe1.
        let mut board = Position::from_fen(
            "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2",
            RULES,
        )
        .unwrap();
        let qh4 = read_move(&board, "Qh4").unwrap();
        assert_eq!(san(&board, qh4), "Qh4+");
        board.make(qh4);
        board.make(read_move(&board, "a2a3").unwrap());
        let take = read_move(&board, "h4e1").unwrap();
        assert_eq!(san(&board, take), "Qxe1");
        assert_eq!(read_move(&board, "Qxe1#"), Ok(take));
    }

    #[test]
    fn castling_reads_in_every_form_and_nonsense_is_refused() {
        let board = Position::from_fen("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", RULES).unwrap();
        let castle = read_move(&board, "e1g1").unwrap();
        assert!(castle.is_castle());
        assert_eq!(read_move(&board, "e1h1"), Ok(castle));
        assert_eq!(read_move(&board, "O-O"), Ok(castle));
        assert_eq!(read_move(&board, "0-0"), Ok(castle));
        assert_eq!(san(&board, castle), "O-O");
        assert_eq!(
            read_move(&board, "e2e4"),
            Err(RuleError::new("e2e4: there is no man on e2"))
        );
        assert!(read_move(&board, "hello").is_err());
    }
}
