//! How an unfinished Carousel table looks for one seat holding one card
//! ([`prospects`]): its lead in points, its colour's chances if the game
//! ends in a mate, and the chance of a draw, which the Draw card wins.

use crate::ai::evaluation::for_army;
use crate::ai::players::value::man_value;
use crate::engine::Position;
use crate::engine::men::{Army, Kind};
use crate::games::Seat;
use crate::games::carousel::Card;

/// `army`'s men on an 8x8 board, in centipawns.
fn army_material(position: &Position, army: Army) -> i32 {
    Kind::ALL
        .iter()
        .map(|&kind| position.men(army, kind).count() as i32 * man_value(kind))
        .sum()
}

/// Points on Carousel's score sheet are worth this many centipawns.
const POINT: i32 = 100;

/// What a sure draw is worth to the Draw card's holder (and costs every
/// other seat), in centipawns: the holder scores 100 and wins.
const DRAW_STAKE: f64 = 2_000.0;

/// The men of both colours at the start, kings aside, in centipawns.
const FULL_MATERIAL: f64 = 7_800.0;

/// How likely an unfinished Carousel game is to end drawn: more so as the
/// men come off (bare kings draw) and as quiet moves run the fifty-move
/// count up.
fn draw_chance(position: &Position) -> f64 {
    if position.is_insufficient_material() {
        return 1.0;
    }
    let material = army_material(position, Army::White) + army_material(position, Army::Black);
    let gone = 1.0 - f64::from(material) / FULL_MATERIAL;
    let quiet = f64::from(position.halfmove_clock()) / 100.0;
    (0.2 + 0.6 * gone * gone + 0.5 * quiet).clamp(0.05, 0.97)
}

/// How far ahead in men (centipawns) a colour must be before it drives
/// the other king to mate.
const MATING_LEAD: i32 = 400;

/// A bonus for `strong` when it is far enough ahead to mate: the other
/// king pushed away from the centre and the kings close together, the
/// way a lone king is mated (zero otherwise).
fn mating_drive(position: &Position, strong: Army) -> i32 {
    let weak = strong.opponent();
    if army_material(position, strong) - army_material(position, weak) < MATING_LEAD {
        return 0;
    }
    let (Some(strong_king), Some(weak_king)) =
        (position.king_square(strong), position.king_square(weak))
    else {
        return 0;
    };
    let from_centre = |line: u8| i32::from(if line < 4 { 3 - line } else { line - 4 });
    let edge = from_centre(weak_king.file()) + from_centre(weak_king.rank());
    let apart = (i32::from(strong_king.file()) - i32::from(weak_king.file())).abs()
        + (i32::from(strong_king.rank()) - i32::from(weak_king.rank())).abs();
    20 * edge + 8 * (14 - apart)
}

/// How an unfinished Carousel game with `totals` points by seat looks for
/// `seat` holding `card`. The highest score wins: the seat's lead in points
/// over the best other seat and, if the game ends in a mate, its colour's
/// chances (its card's colour ahead); weighed against the chance of a
/// draw, which the Draw card wins outright.
pub fn prospects(position: &Position, totals: &[i64], seat: Seat, card: Option<Card>) -> i32 {
    let own = totals.get(seat).copied().unwrap_or(0);
    let best_other = (0..totals.len())
        .filter(|&other| other != seat)
        .map(|other| totals[other])
        .max()
        .unwrap_or(0);
    let lead = (own - best_other) as i32 * POINT;
    let white = for_army(position, Army::White);
    let draw = draw_chance(position);
    let drive = |army: Army| mating_drive(position, army) - mating_drive(position, army.opponent());
    let (colour, draw_worth) = match card {
        Some(Card::White) => (white / 4 + drive(Army::White), -DRAW_STAKE),
        Some(Card::Black) => (-white / 4 + drive(Army::Black), -DRAW_STAKE),
        Some(Card::Draw) | None => (-white.abs() / 4, DRAW_STAKE),
    };
    let mated = (1.0 - draw) * f64::from(lead + colour);
    (mated + draw * draw_worth) as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    fn prospects_of(fen: &str, card: Card) -> i32 {
        let position = Position::from_fen(fen, Rules::STANDARD).expect("a position");
        prospects(&position, &[0, 0, 0], 0, Some(card))
    }

    #[test]
    fn a_carousel_card_far_ahead_drives_the_lone_king_to_the_edge() {
        // White's queen against a lone king, in the centre and in a corner.
        let centre = "8/8/8/3k4/8/8/8/4K1Q1 w - - 0 1";
        let corner = "k7/8/8/8/8/8/8/4K1Q1 w - - 0 1";
        let near = "k7/8/1K6/8/8/8/8/6Q1 w - - 0 1";
        assert!(prospects_of(corner, Card::White) > prospects_of(centre, Card::White));
        assert!(prospects_of(near, Card::White) > prospects_of(corner, Card::White));
        // Black's card gains nothing from its own king being cornered.
        assert!(prospects_of(corner, Card::Black) <= prospects_of(centre, Card::Black));
        // Level men: no drive either way.
        let level = "k7/8/8/8/8/8/q7/4K1Q1 w - - 0 1";
        let level_centre = "8/8/8/3k4/8/8/q7/4K1Q1 w - - 0 1";
        assert_eq!(
            mating_drive(
                &Position::from_fen(level, Rules::STANDARD).expect("a position"),
                Army::White
            ),
            0
        );
        assert_eq!(
            mating_drive(
                &Position::from_fen(level_centre, Rules::STANDARD).expect("a position"),
                Army::White
            ),
            0
        );
    }
}
