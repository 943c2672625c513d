//! How a computer judges a table from one seat's point of view: a score in
//! centipawns for each game (material and position, plus whatever the
//! game scores), and which of a seat's legal actions are worth searching.

use super::cross_search::Style;
use super::game_search::{self, Budget};
use super::{Decision, Player};
use crate::ai::{Limits, evaluation};
use crate::engine::Position;
use crate::engine::men::{Army, Kind};
use crate::games::carousel::{self, Card, Carousel};
use crate::games::cloak_dagger::{self, CloakDagger, Phase};
use crate::games::coin::CoinChess;
use crate::games::crowded_house::{self, CrowdedHouse};
use crate::games::determinize::Determinize;
use crate::games::four_player::{self, FourPlayer, Standing};
use crate::games::one_sane_man::{self, OneSaneMan};
use crate::games::random::Random;
use crate::games::standard::{Standard, StandardAction};
use crate::games::{Game, Outcome, Seat, Viewer};

/// The value of a game won alone.
pub const WIN: i32 = 100_000;

/// A game a computer can play: judged from a seat's point of view.
pub trait Judge: Determinize {
    /// How good the unfinished table looks for `seat`, in centipawns
    /// (higher is better). Called on determinized samples, so it may read
    /// the whole state.
    fn judge(&self, seat: Seat) -> i32;

    /// A sample of the table as `seat` could picture it: a determinization,
    /// as likely as what the seat has seen makes it (Carousel guesses the
    /// cards from the moves).
    fn sample(&self, seat: Seat, random: &mut Random) -> Self {
        self.determinize(seat, random)
    }

    /// The values for `seat` of each of `actions`, searched `depth` actions
    /// deep ([`game_search::score_actions`], unless the game has a faster
    /// search of its own).
    fn score_actions(
        &self,
        seat: Seat,
        actions: &[Self::Action],
        depth: u32,
        budget: &mut Budget,
    ) -> Option<Vec<i32>> {
        game_search::score_actions(self, seat, actions, depth, budget)
    }

    /// The deepest search worth its nodes, in [`Judge::score_actions`]'s
    /// depth: no level searches deeper.
    fn useful_depth(&self) -> u32 {
        u32::MAX
    }

    /// The actions of `seat` worth playing: its legal actions without the
    /// bookkeeping that does not change the game (grid marks, talk),
    /// never empty while `seat` is to act.
    fn candidates(&self, seat: Seat) -> Vec<Self::Action> {
        self.legal_actions(seat)
    }

    /// Whether `other` plays on `seat`'s side (the search lets it help).
    fn same_side(&self, seat: Seat, other: Seat) -> bool {
        seat == other
    }

    /// An action the game's own judgement takes before any search (an
    /// answer to an invitation, say), or `None` to search.
    fn judgement(&self, seat: Seat) -> Option<Self::Action> {
        let _ = seat;
        None
    }

    /// A search of the game's own for `seat` played by `player` (a
    /// computer), when it has one: the engine's for standard chess and
    /// Chess960, the cross's for Four Player moves.
    fn strong(
        &self,
        seat: Seat,
        player: Player,
        limits: Limits,
        random: &mut Random,
    ) -> Option<Decision<Self::Action>> {
        let _ = (seat, player, limits, random);
        None
    }

    /// The table's value for `seat`: [`Judge::judge`] while it goes on,
    /// else the outcome's.
    fn value(&self, seat: Seat) -> i32 {
        match self.outcome() {
            Some(outcome) => ended(&outcome, seat, self.seat_count()),
            None => self.judge(seat),
        }
    }
}

/// The value of a finished game for `seat`: a win (shared wins split it),
/// a draw shared by everyone, or a loss.
pub fn ended(outcome: &Outcome, seat: Seat, seats: usize) -> i32 {
    if !outcome.winners.contains(&seat) {
        return -WIN;
    }
    if outcome.winners.len() >= seats {
        return 0;
    }
    WIN / outcome.winners.len() as i32
}

/// The evaluation of an 8x8 position from `army`'s point of view.
pub(super) fn for_army(position: &Position, army: Army) -> i32 {
    let score = evaluation::evaluate(position);
    if position.turn() == army {
        score
    } else {
        -score
    }
}

/// The usual value of a man, in centipawns (a king's loss is judged by
/// the game, not as material).
pub(super) fn man_value(kind: Kind) -> i32 {
    match kind {
        Kind::Pawn => 100,
        Kind::Knight | Kind::Bishop => 300,
        Kind::Rook => 500,
        Kind::Queen => 900,
        Kind::King => 0,
    }
}

/// `army`'s men on an 8x8 board, in centipawns.
fn army_material(position: &Position, army: Army) -> i32 {
    Kind::ALL
        .iter()
        .map(|&kind| position.men(army, kind).count() as i32 * man_value(kind))
        .sum()
}

/// Each seat's material on the cross, in centipawns.
pub(super) fn material(game: &FourPlayer) -> [i32; four_player::SEATS] {
    let mut material = [0; four_player::SEATS];
    for (_, man) in game.position().men() {
        material[four_player::seat_of(man.army)] += man_value(man.kind);
    }
    material
}

impl Judge for Standard {
    fn strong(
        &self,
        _seat: Seat,
        player: Player,
        limits: Limits,
        random: &mut Random,
    ) -> Option<Decision<StandardAction>> {
        match player {
            Player::Computer(level) | Player::Paranoid(level) => {
                super::standard_choice(self, level, limits, random)
            }
            Player::Random | Player::Greedy => None,
        }
    }

    fn judge(&self, seat: Seat) -> i32 {
        let army = if seat == 0 { Army::White } else { Army::Black };
        for_army(self.position(), army)
    }

    fn candidates(&self, seat: Seat) -> Vec<StandardAction> {
        let moves: Vec<StandardAction> = self
            .legal_actions(seat)
            .into_iter()
            .filter(|action| matches!(action, StandardAction::Move(_)))
            .collect();
        if moves.is_empty() {
            self.legal_actions(seat)
        } else {
            moves
        }
    }
}

/// Points on Carousel's score sheet are worth this many centipawns.
const CAROUSEL_POINT: i32 = 100;

/// What a sure draw is worth to the Draw card's holder (and costs every
/// other seat), in centipawns: the holder scores 100 and wins.
const CAROUSEL_DRAW_STAKE: f64 = 2_000.0;

/// The men of both colours at the start, kings aside, in centipawns.
const CAROUSEL_FULL_MATERIAL: f64 = 7_800.0;

/// How likely an unfinished Carousel game is to end drawn: more so as the
/// men come off (bare kings draw) and as quiet moves run the fifty-move
/// count up.
fn carousel_draw_chance(position: &Position) -> f64 {
    if position.is_insufficient_material() {
        return 1.0;
    }
    let material = army_material(position, Army::White) + army_material(position, Army::Black);
    let gone = 1.0 - f64::from(material) / CAROUSEL_FULL_MATERIAL;
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
pub(super) fn carousel_prospects(
    position: &Position,
    totals: &[i64],
    seat: Seat,
    card: Option<Card>,
) -> i32 {
    let own = totals.get(seat).copied().unwrap_or(0);
    let best_other = (0..totals.len())
        .filter(|&other| other != seat)
        .map(|other| totals[other])
        .max()
        .unwrap_or(0);
    let lead = (own - best_other) as i32 * CAROUSEL_POINT;
    let white = for_army(position, Army::White);
    let draw = carousel_draw_chance(position);
    let drive = |army: Army| mating_drive(position, army) - mating_drive(position, army.opponent());
    let (colour, draw_worth) = match card {
        Some(Card::White) => (white / 4 + drive(Army::White), -CAROUSEL_DRAW_STAKE),
        Some(Card::Black) => (-white / 4 + drive(Army::Black), -CAROUSEL_DRAW_STAKE),
        Some(Card::Draw) | None => (-white.abs() / 4, CAROUSEL_DRAW_STAKE),
    };
    let mated = (1.0 - draw) * f64::from(lead + colour);
    (mated + draw * draw_worth) as i32
}

impl Judge for Carousel {
    /// The cards guessed from the moves ([`super::carousel_cards`]).
    fn sample(&self, seat: Seat, random: &mut Random) -> Carousel {
        super::carousel_cards::sample(self, seat, random)
    }

    fn judge(&self, seat: Seat) -> i32 {
        carousel_prospects(
            self.position(),
            &self.score_sheet().totals(),
            seat,
            self.card_for(Viewer::Seat(seat)),
        )
    }

    /// Searched on the board itself ([`super::carousel_search`]).
    fn score_actions(
        &self,
        seat: Seat,
        actions: &[carousel::Action],
        depth: u32,
        budget: &mut Budget,
    ) -> Option<Vec<i32>> {
        super::carousel_search::score_actions(self, seat, actions, depth, budget)
    }

    /// Two of the searching seat's own moves: a third leans on a chain of
    /// guessed replies and plays worse (`parlour arena`).
    fn useful_depth(&self) -> u32 {
        2
    }

    fn same_side(&self, seat: Seat, other: Seat) -> bool {
        let card = |seat| self.card_for(Viewer::Seat(seat));
        seat == other || (card(seat) == card(other) && card(seat) != Some(Card::Draw))
    }
}

impl Judge for FourPlayer {
    /// Its own men against its enemies', and a share of its allies'.
    fn judge(&self, seat: Seat) -> i32 {
        let material = material(self);
        let standing_value = |seat: Seat| match self.standing(seat) {
            Standing::Playing => 0,
            Standing::Kingless | Standing::Protectorate => -2_000,
            Standing::Out => -WIN / 2,
        };
        let own = material[seat] + standing_value(seat);
        let mut enemies = 0;
        let mut enemy_total = 0;
        let mut allies = 0;
        for other in (0..four_player::SEATS).filter(|&other| other != seat) {
            if self.standing(other) == Standing::Out {
                continue;
            }
            let value = material[other] + standing_value(other);
            if self.are_allied(seat, other) {
                allies += value / 4;
            } else {
                enemies += 1;
                enemy_total += value;
            }
        }
        // Its own men weigh as much as all its enemies' together, so a
        // capture counts in full.
        own * enemies.max(1) + allies - enemy_total
    }

    fn candidates(&self, seat: Seat) -> Vec<four_player::Action> {
        use four_player::Action::{Accept, Decline, Leave, Propose};
        let legal = self.legal_actions(seat);
        // Waiting invitations must be answered first: searched as refused.
        if let Some(decline) = legal.iter().find(|a| matches!(a, Decline(_))) {
            return vec![decline.clone()];
        }
        let playing: Vec<four_player::Action> = legal
            .iter()
            .filter(|action| !matches!(action, Propose(_) | Accept(_) | Leave))
            .cloned()
            .collect();
        if playing.is_empty() { legal } else { playing }
    }

    fn same_side(&self, seat: Seat, other: Seat) -> bool {
        seat == other || self.are_allied(seat, other)
    }

    fn judgement(&self, seat: Seat) -> Option<four_player::Action> {
        super::diplomacy::judgement(self, seat)
    }

    fn strong(
        &self,
        seat: Seat,
        player: Player,
        limits: Limits,
        random: &mut Random,
    ) -> Option<Decision<four_player::Action>> {
        let (style, level) = match player {
            Player::Computer(level) => (Style::BestReplyPlus, level),
            Player::Paranoid(level) => (Style::Paranoid, level),
            Player::Random | Player::Greedy => return None,
        };
        super::cross_search::choose(self, seat, style, super::plan(level), limits, random)
    }
}

impl Judge for OneSaneMan {
    /// Each of its boards from its side, and half the worth of its
    /// stockpile (men it may drop).
    fn judge(&self, seat: Seat) -> i32 {
        if !self.players_left().contains(&seat) {
            return -WIN / 2;
        }
        let mut total = 0;
        for number in self.ring_boards() {
            let (Some((white, black)), Some(position)) =
                (self.players_of(number), self.board_position(number))
            else {
                continue;
            };
            if white == seat {
                total += for_army(position, Army::White);
            }
            if black == seat {
                total += for_army(position, Army::Black);
            }
        }
        let stock: i32 = self
            .stockpile(seat)
            .iter()
            .map(|man| man_value(man.kind))
            .sum();
        total + stock / 2
    }

    /// The board to move searched with its drops ([`super::ring_search`]).
    fn strong(
        &self,
        _seat: Seat,
        player: Player,
        limits: Limits,
        random: &mut Random,
    ) -> Option<Decision<one_sane_man::Action>> {
        super::ring_search::choose(self, player, limits, random)
    }

    fn candidates(&self, seat: Seat) -> Vec<one_sane_man::Action> {
        let legal = self.legal_actions(seat);
        let playing: Vec<one_sane_man::Action> = legal
            .iter()
            .filter(|action| {
                !matches!(
                    action,
                    one_sane_man::Action::Draw | one_sane_man::Action::Decline
                )
            })
            .cloned()
            .collect();
        if playing.is_empty() { legal } else { playing }
    }
}

impl Judge for CoinChess {
    /// Its prospects as a role scoring alone ([`super::coin_roles`]).
    fn judge(&self, seat: Seat) -> i32 {
        super::coin_roles::prospects(self, seat)
    }

    fn same_side(&self, seat: Seat, other: Seat) -> bool {
        super::coin_roles::plays_for(seat, other)
    }
}

impl Judge for CrowdedHouse {
    fn judge(&self, seat: Seat) -> i32 {
        for_army(self.position(), crowded_house::seats::army_of(seat))
    }

    fn candidates(&self, seat: Seat) -> Vec<crowded_house::Action> {
        let legal = self.legal_actions(seat);
        let moves: Vec<crowded_house::Action> = legal
            .iter()
            .filter(|action| matches!(action, crowded_house::Action::Move(_)))
            .cloned()
            .collect();
        if moves.is_empty() { legal } else { moves }
    }

    fn same_side(&self, seat: Seat, other: Seat) -> bool {
        crowded_house::seats::army_of(seat) == crowded_house::seats::army_of(other)
    }
}

impl Judge for CloakDagger {
    /// The true board (of a sample) from its side, and its pawns in hand.
    fn judge(&self, seat: Seat) -> i32 {
        let army = cloak_dagger::seats::army_of(seat);
        let hand = self.pawns_in_hand(seat) as i32 - self.pawns_in_hand(1 - seat) as i32;
        let mut score = for_army(self.position(), army) + 60 * hand;
        if self.position().king_square(army.opponent()).is_none() {
            score += WIN / 2;
        }
        score
    }

    /// The setup is the standard arrangement; a guess only when the clues
    /// leave a checker one kind (a sure bonus move); no uncloaking (a
    /// cloaked king may stand in check); no grid marks.
    fn candidates(&self, seat: Seat) -> Vec<cloak_dagger::Action> {
        use cloak_dagger::Action;
        let legal = self.legal_actions(seat);
        if self.phase() == Phase::Setup {
            let standard = Action::Arrange(cloak_dagger::Arrangement::STANDARD);
            return if legal.contains(&standard) {
                vec![standard]
            } else {
                legal
            };
        }
        let enemy = 1 - seat;
        let playing: Vec<Action> = legal
            .iter()
            .filter(|action| match action {
                Action::Guess { number, kind } => {
                    self.clues().allowed(enemy, *number) == vec![*kind]
                }
                Action::Move(_) | Action::Pass | Action::Done => true,
                _ => false,
            })
            .cloned()
            .collect();
        if playing.is_empty() { legal } else { playing }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Rules;

    fn prospects(fen: &str, card: Card) -> i32 {
        let position = Position::from_fen(fen, Rules::STANDARD).expect("a position");
        carousel_prospects(&position, &[0, 0, 0], 0, Some(card))
    }

    #[test]
    fn a_carousel_card_far_ahead_drives_the_lone_king_to_the_edge() {
        // White's queen against a lone king, in the centre and in a corner.
        let centre = "8/8/8/3k4/8/8/8/4K1Q1 w - - 0 1";
        let corner = "k7/8/8/8/8/8/8/4K1Q1 w - - 0 1";
        let near = "k7/8/1K6/8/8/8/8/6Q1 w - - 0 1";
        assert!(prospects(corner, Card::White) > prospects(centre, Card::White));
        assert!(prospects(near, Card::White) > prospects(corner, Card::White));
        // Black's card gains nothing from its own king being cornered.
        assert!(prospects(corner, Card::Black) <= prospects(centre, Card::Black));
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
