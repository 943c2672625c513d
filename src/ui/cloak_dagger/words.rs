//! What the Cloak and Dagger table says: the step of the turn in words,
//! guesses, and the notices of events both players may know. Plain Rust,
//! built from views and public events only.

use crate::engine::men::Kind;
use crate::games::Seat;
use crate::games::cloak_dagger::seats::{name, opponent};
use crate::games::cloak_dagger::{CloakView, Event, Guess, Mark, Phase};
use crate::ui::shell::second_thought::SecondThought;

/// The step the seat to act is at, in words for `own` (the seat whose view
/// is up; `None` on the hand-off screen and after the game).
pub fn phase_words(view: &CloakView, own: Option<Seat>) -> String {
    let (Some(seat), Some(phase)) = (view.to_act, view.phase) else {
        return String::new();
    };
    let who = name(seat);
    let yours = own == Some(seat);
    match (phase, yours) {
        (Phase::Setup, true) => "Arrange your men in secret: swap two by dragging one onto \
                                 the other, or tap one and then the other. Then confirm."
            .to_string(),
        (Phase::Setup, false) => format!("{who} is arranging their men in secret."),
        (Phase::BonusBefore, true) => format!(
            "A bonus move for {}'s wrong guess: move a pawn, drop a captured pawn on your \
             second rank, or make none.",
            name(opponent(seat))
        ),
        (Phase::BonusBefore, false) => format!(
            "{who}'s bonus move, for {}'s wrong guess.",
            name(opponent(seat))
        ),
        (Phase::Move, true) if view.may_guess => format!(
            "Your move. You may first guess what one of {}'s checkers is.",
            name(opponent(seat))
        ),
        (Phase::Move, true) => "Your move.".to_string(),
        (Phase::Move, false) => format!("{who} to move."),
        (Phase::BonusAfter, true) => "A bonus move for your right guess: move a pawn, drop a \
                                      captured pawn on your second rank, or make none."
            .to_string(),
        (Phase::BonusAfter, false) => format!("{who}'s bonus move, for a right guess."),
        (Phase::Finish, true) => {
            "Your moves are made: uncloak any of your checkers for good, or end your turn."
                .to_string()
        }
        (Phase::Finish, false) => format!("{who} is ending their turn."),
    }
}

/// The question before uncloaking checker `number`, the viewer's own
/// `kind`, for good: "Uncloak checker 4, your queen, for good? Everyone
/// will see it." The king's adds that he then follows the rules of check.
pub fn uncloak_question(number: u8, kind: Kind) -> SecondThought {
    let after = if kind == Kind::King {
        " Everyone will see it, and your king will follow the rules of check."
    } else {
        " Everyone will see it."
    };
    SecondThought {
        question: format!(
            "Uncloak checker {number}, your {}, for good?{after}",
            kind.name()
        ),
        go: "Uncloak".to_string(),
        back: "Keep hidden".to_string(),
    }
}

/// The kind's name with a capital ("Queen").
pub fn kind_title(kind: Kind) -> String {
    let name = kind.name();
    let mut letters = name.chars();
    letters.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(letters).collect()
    })
}

/// A guess as both players heard it: "Black: White's checker 4 is the
/// queen. Right."
pub fn guess_words(guess: &Guess) -> String {
    format!(
        "{}: {}'s checker {} is the {}. {}",
        name(guess.seat),
        name(opponent(guess.seat)),
        guess.number,
        guess.kind.name(),
        if guess.right { "Right." } else { "Wrong." }
    )
}

/// A mark on the grid in words, for screen readers.
pub fn mark_words(mark: Mark) -> &'static str {
    match mark {
        Mark::Blank => "no mark",
        Mark::Circle => "circle",
        Mark::Cross => "cross",
    }
}

/// The mark a tap on a cell sets: empty, circle, cross, empty again.
pub fn next_mark(mark: Mark) -> Mark {
    match mark {
        Mark::Blank => Mark::Circle,
        Mark::Circle => Mark::Cross,
        Mark::Cross => Mark::Blank,
    }
}

/// The words of an event both players may know; `None` for moves (the move
/// list has them) and arrangements (their secret is never told).
pub fn notice(event: &Event) -> Option<String> {
    match event {
        Event::Arranged { .. } | Event::Moved { .. } => None,
        Event::Guessed {
            seat,
            number,
            kind,
            right,
        } => {
            let guess = Guess {
                seat: *seat,
                number: *number,
                kind: *kind,
                right: *right,
            };
            let bonus = if *right {
                format!("{} makes a bonus move.", name(*seat))
            } else {
                format!("{} gets a bonus move.", name(opponent(*seat)))
            };
            Some(format!("{} {bonus}", guess_words(&guess)))
        }
        Event::Passed { seat } => Some(format!("{} made no bonus move.", name(*seat))),
        Event::Captured {
            seat,
            number: Some(number),
            kind,
        } => Some(format!(
            "{}'s checker {number} was captured: the {}.",
            name(*seat),
            kind.name()
        )),
        Event::Captured {
            seat,
            number: None,
            kind,
        } => Some(format!("{}'s {} was captured.", name(*seat), kind.name())),
        Event::Uncloaked { seat, number, kind } => Some(format!(
            "{} uncloaked checker {number}: the {}.",
            name(*seat),
            kind.name()
        )),
        Event::Ended { reason, .. } => Some(format!("{reason}.")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::cloak_dagger::{Arrangement, CloakDagger, Ending, Options};
    use crate::games::{Game, Viewer};

    #[test]
    fn the_step_in_words_for_its_seat_and_for_the_others() {
        let mut game = CloakDagger::new(Options::default());
        let view = game.view(Viewer::Public);
        assert_eq!(
            phase_words(&view, None),
            "White is arranging their men in secret."
        );
        assert!(phase_words(&game.view(Viewer::Seat(0)), Some(0)).starts_with("Arrange your"));
        game = CloakDagger::arranged(
            Options::default(),
            Arrangement::STANDARD,
            Arrangement::STANDARD,
        );
        let view = game.view(Viewer::Seat(0));
        assert_eq!(
            phase_words(&view, Some(0)),
            "Your move. You may first guess what one of Black's checkers is."
        );
        assert_eq!(phase_words(&view, Some(1)), "White to move.");
        for text in ["guess 4 king", "e2e4"] {
            let action = game.parse_action(0, text).unwrap();
            game.apply(0, &action).unwrap();
        }
        let view = game.view(Viewer::Public);
        assert_eq!(phase_words(&view, None), "White is ending their turn.");
        let action = game.parse_action(0, "done").unwrap();
        game.apply(0, &action).unwrap();
        let view = game.view(Viewer::Seat(1));
        assert!(
            phase_words(&view, Some(1)).starts_with("A bonus move for White's wrong guess"),
            "{}",
            phase_words(&view, Some(1))
        );
    }

    #[test]
    fn notices_tell_public_events_and_no_arrangement() {
        assert_eq!(notice(&Event::Arranged { seat: 0 }), None);
        let guessed = Event::Guessed {
            seat: 1,
            number: 4,
            kind: Kind::Queen,
            right: true,
        };
        assert_eq!(
            notice(&guessed).unwrap(),
            "Black: White's checker 4 is the queen. Right. Black makes a bonus move."
        );
        let wrong = Event::Guessed {
            seat: 0,
            number: 2,
            kind: Kind::King,
            right: false,
        };
        assert_eq!(
            notice(&wrong).unwrap(),
            "White: Black's checker 2 is the king. Wrong. Black gets a bonus move."
        );
        let captured = Event::Captured {
            seat: 1,
            number: Some(5),
            kind: Kind::King,
        };
        assert_eq!(
            notice(&captured).unwrap(),
            "Black's checker 5 was captured: the king."
        );
        let uncloaked = Event::Uncloaked {
            seat: 0,
            number: 4,
            kind: Kind::Queen,
        };
        assert_eq!(
            notice(&uncloaked).unwrap(),
            "White uncloaked checker 4: the queen."
        );
        let ended = Event::Ended {
            ending: Ending::Stalemate,
            reason: "Drawn by stalemate".into(),
        };
        assert_eq!(notice(&ended).unwrap(), "Drawn by stalemate.");
    }

    #[test]
    fn an_uncloak_asks_naming_the_man() {
        let queen = uncloak_question(4, Kind::Queen);
        assert_eq!(
            queen.question,
            "Uncloak checker 4, your queen, for good? Everyone will see it."
        );
        assert_eq!(
            (queen.go.as_str(), queen.back.as_str()),
            ("Uncloak", "Keep hidden")
        );
        assert_eq!(
            uncloak_question(5, Kind::King).question,
            "Uncloak checker 5, your king, for good? Everyone will see it, and your king will \
             follow the rules of check."
        );
    }

    #[test]
    fn marks_cycle_and_words() {
        assert_eq!(next_mark(Mark::Blank), Mark::Circle);
        assert_eq!(next_mark(Mark::Circle), Mark::Cross);
        assert_eq!(next_mark(Mark::Cross), Mark::Blank);
        assert_eq!(mark_words(Mark::Cross), "cross");
        assert_eq!(kind_title(Kind::Knight), "Knight");
        let guess = Guess {
            seat: 0,
            number: 3,
            kind: Kind::Bishop,
            right: false,
        };
        assert_eq!(
            guess_words(&guess),
            "White: Black's checker 3 is the bishop. Wrong."
        );
    }
}
