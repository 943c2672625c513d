//! The board's interaction logic as a plain state machine: pointer and key
//! events in board coordinates go in, effects (a chosen move, a sentence for
//! the live region, a mark, a refused attempt) come out. The Leptos
//! component only translates DOM events and draws the state, so all of
//! this tests natively.
//!
//! A board that reports refusals ([`Position::refusing`]) also lets the
//! player pick up men of their own colour that have no legal move now (the
//! colours of the men that do have one), so that putting one down, or any
//! of their men on a square that is no legal target, or a man from the
//! stockpile where he may not drop, says so with [`Effect::Refused`]: the
//! game can then tell why. While the player may move, a man of another
//! colour may be pressed and dragged too, and is refused wherever he is
//! put (on his own square, when only clicked); so is any man while the
//! player may act but has no move at all on the board (a Noble who must
//! cede): no gesture on a man passes in silence.

use std::collections::{HashMap, HashSet};

use crate::engine::men::{Army, Kind};
use crate::games::board_view::BoardView;

use super::arrows::{Annotations, Mark};
use super::figure::Figure;
use super::geometry::{Direction, Layout, Point, SQUARE, Square};

/// How far (user units) a pressed pointer must travel before it drags.
const DRAG_THRESHOLD: f64 = SQUARE * 0.12;

/// Where a held man comes from: a square, or a stockpile off the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Source {
    Square(Square),
    Stock { army: Army, kind: Kind },
}

pub use crate::games::board_view::Choice;

/// A pointer button.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    /// Left mouse button, a finger or a pen: moves men.
    Primary,
    /// Right mouse button: draws arrows and circles.
    Secondary,
}

/// A key the board understands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
    Arrow(Direction),
    /// Enter or Space: pick up, put down, choose.
    Activate,
    Escape,
}

/// An event in board coordinates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Input {
    PointerDown {
        at: Point,
        button: Button,
    },
    PointerMove {
        at: Point,
    },
    PointerUp {
        at: Point,
        button: Button,
    },
    PointerCancel,
    Key(Key),
    /// A stockpile widget hands the board a man to drop: `dragging` when
    /// the pointer holds it, else it is selected for click-click.
    BeginStock {
        army: Army,
        kind: Kind,
        at: Point,
        dragging: bool,
    },
    /// A kind picked in the promotion picker.
    ChoosePromotion(Kind),
}

/// What the component must do after an event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    Play(Choice),
    Announce(String),
    /// A dragged man was dropped where it may not go and returns home.
    SnapBack(Source),
    /// The player tried a move or drop that is no legal one (only on a
    /// board that reports refusals); a man of another colour only clicked
    /// is a move to his own square.
    Refused(Choice),
}

/// What the player is doing now.
#[derive(Clone, Debug, Default, PartialEq)]
pub enum Phase {
    #[default]
    Idle,
    /// A man is picked up (by click or key) and waits for its target.
    Selected(Source),
    /// The primary pointer is down on a man; `dragging` once it has moved.
    Pressed {
        source: Source,
        dragging: bool,
        was_selected: bool,
        start: Point,
    },
    /// A promoting move waits for the kind; `highlighted` is the keyboard's pick.
    Promoting {
        from: Square,
        to: Square,
        kinds: Vec<Kind>,
        highlighted: usize,
    },
}

impl Phase {
    /// The man being held or selected, if any.
    pub fn held(&self) -> Option<Source> {
        match self {
            Phase::Selected(source) | Phase::Pressed { source, .. } => Some(*source),
            _ => None,
        }
    }

    /// Whether a man follows the pointer.
    pub fn dragging(&self) -> Option<Source> {
        match self {
            Phase::Pressed {
                source,
                dragging: true,
                ..
            } => Some(*source),
            _ => None,
        }
    }
}

/// Legal targets of one source: target square and promotion kinds.
type Targets = Vec<(Square, Vec<Kind>)>;

/// What the machine needs to know about the board shown: the men, the holes
/// and the legal moves, indexed. Built from a [`BoardView`].
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Position {
    layout: Option<Layout>,
    men: HashMap<Square, Figure>,
    holes: HashSet<Square>,
    legal: HashMap<Source, Targets>,
    /// Whether attempts at illegal moves are reported
    /// ([`Position::refusing`]).
    refusals: bool,
    /// The colours of the men with a legal move: the player's own.
    own: HashSet<Army>,
    /// Whether the player may act but has no move or drop on this board
    /// (a Noble who must cede, a player who must answer an invitation
    /// first): on a board reporting refusals, any man pressed is refused,
    /// so the game says why.
    stuck: bool,
}

impl Position {
    /// Indexes a view drawn with `layout`. With `enabled` false nothing may
    /// be moved. Entries with unreadable square names are left out.
    pub fn new(view: &BoardView, layout: Layout, enabled: bool) -> Position {
        let men: HashMap<Square, Figure> = view
            .men
            .iter()
            .filter_map(|man| Some((Square::parse(&man.square)?, Figure::of(man))))
            .collect();
        let holes = view.holes.iter().filter_map(|s| Square::parse(s)).collect();
        let mut legal: HashMap<Source, Targets> = HashMap::new();
        if enabled {
            for option in &view.moves {
                if let (Some(from), Some(to)) =
                    (Square::parse(&option.from), Square::parse(&option.to))
                {
                    legal
                        .entry(Source::Square(from))
                        .or_default()
                        .push((to, option.promotions.clone()));
                }
            }
            for drop in &view.drops {
                if let Some(to) = Square::parse(&drop.to) {
                    let source = Source::Stock {
                        army: drop.army,
                        kind: drop.kind,
                    };
                    legal.entry(source).or_default().push((to, Vec::new()));
                }
            }
        }
        let own = legal
            .keys()
            .filter_map(|source| match *source {
                Source::Square(square) => men.get(&square).map(|figure| figure.army),
                Source::Stock { army, .. } => Some(army),
            })
            .collect();
        let stuck = enabled && legal.is_empty();
        Position {
            layout: Some(layout),
            men,
            holes,
            legal,
            refusals: false,
            own,
            stuck,
        }
    }

    /// The position on a board that reports attempts at illegal moves
    /// (`refusing` true): men of the player's own colours may be picked up
    /// even without a legal move, and a try to put a man down where he may
    /// not go is an [`Effect::Refused`].
    pub fn refusing(mut self, refusing: bool) -> Position {
        self.refusals = refusing;
        self
    }

    /// The layout the position is drawn with.
    pub fn layout(&self) -> Layout {
        self.layout.unwrap_or(Layout::new(8, 8, Default::default()))
    }

    /// Whether a square is on the board (inside and not a hole).
    pub fn on_board(&self, square: Square) -> bool {
        self.layout().contains(square) && !self.holes.contains(&square)
    }

    /// The square under a point, if it is on the board.
    pub fn square_at(&self, at: Point) -> Option<Square> {
        self.layout().square_at(at).filter(|&s| self.on_board(s))
    }

    /// The man on a square, as the viewer sees him.
    pub fn man(&self, square: Square) -> Option<&Figure> {
        self.men.get(&square)
    }

    /// Where a source may go, with promotion kinds.
    pub fn targets(&self, source: Source) -> &[(Square, Vec<Kind>)] {
        self.legal.get(&source).map_or(&[], Vec::as_slice)
    }

    /// Whether the source has any legal target.
    pub fn movable(&self, source: Source) -> bool {
        !self.targets(source).is_empty()
    }

    /// Whether the player may pick the source up: it has a legal target,
    /// or, on a board reporting refusals, it is a man of the player's own
    /// colour.
    pub fn pickable(&self, source: Source) -> bool {
        self.movable(source)
            || match source {
                Source::Square(square) => {
                    self.refusals
                        && self
                            .man(square)
                            .is_some_and(|figure| self.own.contains(&figure.army))
                }
                Source::Stock { .. } => false,
            }
    }

    /// Whether the man on `square` may be pressed only to be refused, on a
    /// board reporting refusals while the player may act: a man of another
    /// colour than the player's, or any man when no move at all is open to
    /// the player on this board.
    pub fn refused_man(&self, square: Square) -> bool {
        self.refusals
            && self.man(square).is_some_and(|figure| {
                self.stuck || (!self.own.is_empty() && !self.own.contains(&figure.army))
            })
    }

    /// What a screen reader hears when a man is refused by
    /// [`Position::refused_man`].
    fn refused_man_words(&self, source: Source) -> String {
        let man = self.describe_source(source);
        if self.stuck {
            format!("No move is open to you on this board: the {man} stays")
        } else {
            format!("Not yours to move: the {man}")
        }
    }

    /// The refusal of an attempt to put `source` down on `to`, when the
    /// board reports refusals: a man on the board put on another square, a
    /// man from the stockpile put anywhere.
    fn refused(&self, source: Source, to: Square) -> Option<Effect> {
        if !self.refusals {
            return None;
        }
        match source {
            Source::Square(from) if from != to => Some(refused_move(from, to)),
            Source::Square(_) => None,
            Source::Stock { army, kind } => Some(Effect::Refused(Choice::Drop {
                army,
                kind,
                to: to.to_string(),
            })),
        }
    }

    fn promotions(&self, source: Source, to: Square) -> Option<&[Kind]> {
        self.targets(source)
            .iter()
            .find(|(target, _)| *target == to)
            .map(|(_, kinds)| kinds.as_slice())
    }

    /// Words for a square and what stands on it, e.g. `e4, white knight`
    /// or `b1, white checker 3`.
    pub fn describe_square(&self, square: Square) -> String {
        describe_square(square, self.man(square))
    }

    fn describe_source(&self, source: Source) -> String {
        match source {
            Source::Square(square) => match self.man(square) {
                Some(man) => format!("{} on {square}", man.name()),
                None => square.to_string(),
            },
            Source::Stock { army, kind } => {
                format!("{} {} from the stockpile", army.name(), kind.name())
            }
        }
    }
}

/// Words for a square and the man on it, e.g. `e4, white knight`,
/// `b1, white checker 3` (a hidden man) or `e4, empty`.
pub fn describe_square(square: Square, man: Option<&Figure>) -> String {
    match man {
        Some(man) => format!("{square}, {}", man.name()),
        None => format!("{square}, empty"),
    }
}

/// Words for the last move of `view`, e.g. "white knight g1 to f3, check"
/// or "white checker 2 b1 to c3".
pub fn describe_last_move(view: &BoardView) -> String {
    let Some((from, to)) = &view.last_move else {
        return String::new();
    };
    let man = view
        .men
        .iter()
        .find(|m| m.square == *to)
        .map(|m| format!("{} ", Figure::of(m).name()))
        .unwrap_or_default();
    let check = if view.checks.is_empty() {
        ""
    } else {
        ", check"
    };
    format!("{man}{from} to {to}{check}")
}

/// The interaction state of one board.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Interaction {
    phase: Phase,
    cursor: Option<Square>,
    keyboard: bool,
    marking_from: Option<Square>,
    annotations: Annotations,
}

impl Interaction {
    /// What the player is doing.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The keyboard cursor's square, while the keyboard is in use.
    pub fn cursor(&self) -> Option<Square> {
        self.cursor.filter(|_| self.keyboard)
    }

    /// The arrows and circles drawn.
    pub fn annotations(&self) -> &Annotations {
        &self.annotations
    }

    /// Brings the state in line with a new position: drops a selection or
    /// pending promotion that is no longer legal, and clears marks when
    /// `moved` (a move was made since the last position).
    pub fn refresh(&mut self, position: &Position, moved: bool) {
        let still_legal = match &self.phase {
            Phase::Idle => true,
            Phase::Selected(source) => position.pickable(*source),
            Phase::Pressed { source, .. } => {
                position.pickable(*source)
                    || matches!(source, Source::Square(square) if position.refused_man(*square))
            }
            Phase::Promoting { from, to, .. } => {
                position.promotions(Source::Square(*from), *to).is_some()
            }
        };
        if !still_legal || moved {
            self.phase = Phase::Idle;
        }
        if self.cursor.is_some_and(|s| !position.on_board(s)) {
            self.cursor = None;
        }
        if moved {
            self.annotations.clear();
        }
    }

    /// Handles one event and returns what to do.
    pub fn handle(&mut self, position: &Position, input: Input) -> Vec<Effect> {
        let mut effects = Vec::new();
        match input {
            Input::PointerDown {
                at,
                button: Button::Primary,
            } => {
                self.keyboard = false;
                self.press(position, at, &mut effects);
            }
            Input::PointerDown {
                at,
                button: Button::Secondary,
            } => {
                self.marking_from = position.square_at(at);
            }
            Input::PointerMove { at } => {
                if let Phase::Pressed {
                    dragging, start, ..
                } = &mut self.phase
                    && !*dragging
                    && start.distance(at) > DRAG_THRESHOLD
                {
                    *dragging = true;
                }
            }
            Input::PointerUp {
                at,
                button: Button::Primary,
            } => self.release(position, at, &mut effects),
            Input::PointerUp {
                at,
                button: Button::Secondary,
            } => {
                if let (Some(from), Some(to)) = (self.marking_from.take(), position.square_at(at)) {
                    let mark = if from == to {
                        Mark::Circle(to)
                    } else {
                        Mark::Arrow { from, to }
                    };
                    self.annotations.toggle(mark);
                }
            }
            Input::PointerCancel => {
                self.marking_from = None;
                if let Some(source) = self.phase.dragging() {
                    effects.push(Effect::SnapBack(source));
                }
                if matches!(self.phase, Phase::Pressed { .. }) {
                    self.phase = Phase::Idle;
                }
            }
            Input::Key(key) => {
                self.keyboard = true;
                self.key(position, key, &mut effects);
            }
            Input::BeginStock {
                army,
                kind,
                at,
                dragging,
            } => {
                let source = Source::Stock { army, kind };
                if position.movable(source) {
                    self.phase = if dragging {
                        Phase::Pressed {
                            source,
                            dragging: true,
                            was_selected: false,
                            start: at,
                        }
                    } else {
                        Phase::Selected(source)
                    };
                } else {
                    effects.push(Effect::Announce(format!(
                        "No square to drop the {} {} on",
                        army.name(),
                        kind.name()
                    )));
                }
            }
            Input::ChoosePromotion(kind) => {
                if let Phase::Promoting {
                    from, to, kinds, ..
                } = &self.phase
                    && kinds.contains(&kind)
                {
                    effects.push(play_move(*from, *to, Some(kind)));
                    self.phase = Phase::Idle;
                }
            }
        }
        effects
    }

    fn press(&mut self, position: &Position, at: Point, effects: &mut Vec<Effect>) {
        if matches!(self.phase, Phase::Promoting { .. }) {
            self.phase = Phase::Idle;
            effects.push(Effect::Announce("Promotion cancelled".into()));
            return;
        }
        let Some(square) = position.square_at(at) else {
            self.phase = Phase::Idle;
            return;
        };
        self.cursor = Some(square);
        if let Phase::Selected(source) = self.phase {
            if position.promotions(source, square).is_some() {
                self.finish(position, source, square, effects);
                return;
            }
            if !position.pickable(Source::Square(square))
                && let Some(refused) = position.refused(source, square)
            {
                self.phase = Phase::Idle;
                effects.push(refused);
                return;
            }
        }
        let source = Source::Square(square);
        if position.pickable(source) || position.refused_man(square) {
            let was_selected = self.phase == Phase::Selected(source);
            self.phase = Phase::Pressed {
                source,
                dragging: false,
                was_selected,
                start: at,
            };
        } else {
            self.phase = Phase::Idle;
        }
    }

    fn release(&mut self, position: &Position, at: Point, effects: &mut Vec<Effect>) {
        let Phase::Pressed {
            source,
            dragging,
            was_selected,
            ..
        } = self.phase.clone()
        else {
            return;
        };
        let target = position.square_at(at);
        if let Some(to) = target.filter(|&to| position.promotions(source, to).is_some()) {
            self.finish(position, source, to, effects);
        } else if let Source::Square(from) = source
            && position.refused_man(from)
        {
            // Another colour's man, or any man with no move open: refused
            // wherever he is put, back home when only clicked.
            self.phase = Phase::Idle;
            if dragging {
                effects.push(Effect::SnapBack(source));
            }
            effects.push(Effect::Announce(position.refused_man_words(source)));
            effects.push(refused_move(from, target.unwrap_or(from)));
        } else if target.is_some() && target.map(Source::Square) == Some(source) {
            // Released on its own square: a click toggles the selection; a
            // drag that came back keeps the man selected.
            self.phase = if was_selected && !dragging {
                Phase::Idle
            } else {
                Phase::Selected(source)
            };
        } else if dragging {
            self.phase = Phase::Idle;
            effects.push(Effect::SnapBack(source));
            effects.push(Effect::Announce(format!(
                "Illegal move: the {} goes back",
                position.describe_source(source)
            )));
            if let Some(refused) = target.and_then(|to| position.refused(source, to)) {
                effects.push(refused);
            }
        } else {
            self.phase = Phase::Selected(source);
        }
    }

    /// Plays the source to a legal target, asking for a kind first when
    /// the move promotes to more than one.
    fn finish(
        &mut self,
        position: &Position,
        source: Source,
        to: Square,
        effects: &mut Vec<Effect>,
    ) {
        let kinds = position.promotions(source, to).unwrap_or(&[]).to_vec();
        self.phase = Phase::Idle;
        match source {
            Source::Stock { army, kind } => effects.push(Effect::Play(Choice::Drop {
                army,
                kind,
                to: to.to_string(),
            })),
            Source::Square(from) => match kinds.as_slice() {
                [] => effects.push(play_move(from, to, None)),
                [only] => effects.push(play_move(from, to, Some(*only))),
                _ => {
                    effects.push(Effect::Announce(format!(
                        "Promote on {to}: choose {}",
                        kinds
                            .iter()
                            .map(|k| k.name())
                            .collect::<Vec<_>>()
                            .join(", ")
                    )));
                    self.phase = Phase::Promoting {
                        from,
                        to,
                        kinds,
                        highlighted: 0,
                    };
                }
            },
        }
    }

    fn key(&mut self, position: &Position, key: Key, effects: &mut Vec<Effect>) {
        if let Phase::Promoting {
            from,
            to,
            kinds,
            highlighted,
        } = &mut self.phase
        {
            match key {
                Key::Arrow(Direction::Up | Direction::Left) => {
                    *highlighted = (*highlighted + kinds.len() - 1) % kinds.len();
                }
                Key::Arrow(Direction::Down | Direction::Right) => {
                    *highlighted = (*highlighted + 1) % kinds.len();
                }
                Key::Activate => {
                    let choice = play_move(*from, *to, Some(kinds[*highlighted]));
                    self.phase = Phase::Idle;
                    effects.push(choice);
                    return;
                }
                Key::Escape => {
                    self.phase = Phase::Idle;
                    effects.push(Effect::Announce("Promotion cancelled".into()));
                    return;
                }
            }
            effects.push(Effect::Announce(kinds[*highlighted].name().to_string()));
            return;
        }
        let Some(cursor) = self.cursor.filter(|&s| position.on_board(s)) else {
            self.cursor = first_square(position);
            if let Some(square) = self.cursor {
                effects.push(Effect::Announce(position.describe_square(square)));
            }
            return;
        };
        match key {
            Key::Arrow(direction) => {
                let mut next = position.layout().step(cursor, direction);
                while let Some(square) = next.filter(|&s| !position.on_board(s)) {
                    next = position.layout().step(square, direction);
                }
                let square = next.unwrap_or(cursor);
                self.cursor = Some(square);
                let mut words = position.describe_square(square);
                if let Some(source) = self.phase.held()
                    && position.promotions(source, square).is_some()
                {
                    words.push_str(", legal move");
                }
                effects.push(Effect::Announce(words));
            }
            Key::Activate => self.activate(position, cursor, effects),
            Key::Escape => {
                if self.phase != Phase::Idle {
                    self.phase = Phase::Idle;
                    effects.push(Effect::Announce("Put down".into()));
                }
            }
        }
    }

    fn activate(&mut self, position: &Position, square: Square, effects: &mut Vec<Effect>) {
        if let Some(source) = self.phase.held() {
            if position.promotions(source, square).is_some() {
                self.finish(position, source, square, effects);
                return;
            }
            if source == Source::Square(square) {
                self.phase = Phase::Idle;
                effects.push(Effect::Announce(format!(
                    "Put down the {}",
                    position.describe_source(source)
                )));
                return;
            }
        }
        let source = Source::Square(square);
        if position.pickable(source) {
            self.phase = Phase::Selected(source);
            let count = position.targets(source).len();
            let plural = if count == 1 { "" } else { "s" };
            effects.push(Effect::Announce(format!(
                "Picked up the {}: {count} legal move{plural}",
                position.describe_source(source)
            )));
        } else if let Some(held) = self.phase.held() {
            effects.push(Effect::Announce(format!("No legal move to {square}")));
            if let Some(refused) = position.refused(held, square) {
                self.phase = Phase::Idle;
                effects.push(refused);
            }
        } else if position.refused_man(square) {
            effects.push(Effect::Announce(position.refused_man_words(source)));
            effects.push(refused_move(square, square));
        } else {
            effects.push(Effect::Announce(format!("No move from {square}")));
        }
    }
}

/// The refusal of a move from `from` to `to`.
fn refused_move(from: Square, to: Square) -> Effect {
    Effect::Refused(Choice::Move {
        from: from.to_string(),
        to: to.to_string(),
        promotion: None,
    })
}

fn play_move(from: Square, to: Square, promotion: Option<Kind>) -> Effect {
    Effect::Play(Choice::Move {
        from: from.to_string(),
        to: to.to_string(),
        promotion,
    })
}

/// Where the keyboard cursor starts: the bottom-left square on the board.
fn first_square(position: &Position) -> Option<Square> {
    let layout = position.layout();
    (0..layout.rows())
        .rev()
        .flat_map(|row| (0..layout.columns()).map(move |column| (column, row)))
        .filter_map(|(column, row)| layout.square_at_cell(column, row))
        .find(|&s| position.on_board(s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::board_view::{DropOption, ManView, MoveOption};
    use crate::ui::board::geometry::Rotation;

    fn sq(name: &str) -> Square {
        Square::parse(name).unwrap()
    }

    fn man(square: &str, army: Army, kind: Kind) -> ManView {
        ManView::plain(square, army, kind)
    }

    fn option(from: &str, to: &str, promotions: &[Kind]) -> MoveOption {
        MoveOption {
            from: from.into(),
            to: to.into(),
            promotions: promotions.to_vec(),
        }
    }

    /// White knight g1 (to f3, h3), pawn e2 (to e3, e4), pawn b7 promoting
    /// on b8 and, by capture, a8 (black rook there); black king e8.
    fn view() -> BoardView {
        let all = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];
        BoardView {
            files: 8,
            ranks: 8,
            men: vec![
                man("g1", Army::White, Kind::Knight),
                man("e2", Army::White, Kind::Pawn),
                man("b7", Army::White, Kind::Pawn),
                man("a8", Army::Black, Kind::Rook),
                man("e8", Army::Black, Kind::King),
            ],
            moves: vec![
                option("g1", "f3", &[]),
                option("g1", "h3", &[]),
                option("e2", "e3", &[]),
                option("e2", "e4", &[]),
                option("b7", "b8", &all),
                option("b7", "a8", &all),
            ],
            drops: vec![DropOption {
                army: Army::White,
                kind: Kind::Knight,
                to: "c3".into(),
            }],
            ..BoardView::default()
        }
    }

    fn position(rotation: Rotation) -> Position {
        Position::new(&view(), Layout::new(8, 8, rotation), true)
    }

    fn at(position: &Position, name: &str) -> Point {
        position.layout().centre(sq(name))
    }

    fn plays(effects: &[Effect]) -> Vec<Choice> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Play(choice) => Some(choice.clone()),
                _ => None,
            })
            .collect()
    }

    fn mv(from: &str, to: &str, promotion: Option<Kind>) -> Choice {
        Choice::Move {
            from: from.into(),
            to: to.into(),
            promotion,
        }
    }

    fn drag(machine: &mut Interaction, p: &Position, from: &str, to: &str) -> Vec<Effect> {
        let mut effects = machine.handle(
            p,
            Input::PointerDown {
                at: at(p, from),
                button: Button::Primary,
            },
        );
        for step in 1..=4 {
            let (a, b) = (at(p, from), at(p, to));
            let t = f64::from(step) / 4.0;
            let point = Point::new(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
            effects.extend(machine.handle(p, Input::PointerMove { at: point }));
        }
        effects.extend(machine.handle(
            p,
            Input::PointerUp {
                at: at(p, to),
                button: Button::Primary,
            },
        ));
        effects
    }

    fn click(machine: &mut Interaction, p: &Position, square: &str) -> Vec<Effect> {
        let mut effects = machine.handle(
            p,
            Input::PointerDown {
                at: at(p, square),
                button: Button::Primary,
            },
        );
        effects.extend(machine.handle(
            p,
            Input::PointerUp {
                at: at(p, square),
                button: Button::Primary,
            },
        ));
        effects
    }

    #[test]
    fn a_drag_to_a_legal_square_plays_the_move_from_either_side() {
        for rotation in [Rotation::Deg0, Rotation::Deg180] {
            let p = position(rotation);
            let mut machine = Interaction::default();
            let effects = drag(&mut machine, &p, "g1", "f3");
            assert_eq!(plays(&effects), vec![mv("g1", "f3", None)]);
            assert_eq!(machine.phase(), &Phase::Idle);
        }
    }

    #[test]
    fn the_man_is_dragging_only_once_the_pointer_has_moved() {
        let p = position(Rotation::Deg0);
        let mut machine = Interaction::default();
        machine.handle(
            &p,
            Input::PointerDown {
                at: at(&p, "g1"),
                button: Button::Primary,
            },
        );
        assert_eq!(machine.phase().dragging(), None);
        assert_eq!(machine.phase().held(), Some(Source::Square(sq("g1"))));
        let nudge = Point::new(at(&p, "g1").x + 3.0, at(&p, "g1").y);
        machine.handle(&p, Input::PointerMove { at: nudge });
        assert_eq!(machine.phase().dragging(), None);
        machine.handle(&p, Input::PointerMove { at: at(&p, "g2") });
        assert_eq!(machine.phase().dragging(), Some(Source::Square(sq("g1"))));
    }

    #[test]
    fn an_illegal_drop_snaps_back_and_plays_nothing() {
        let p = position(Rotation::Deg0);
        let mut machine = Interaction::default();
        let effects = drag(&mut machine, &p, "g1", "g3");
        assert!(plays(&effects).is_empty());
        assert!(effects.contains(&Effect::SnapBack(Source::Square(sq("g1")))));
        assert_eq!(machine.phase(), &Phase::Idle);
        // Off the board too.
        machine.handle(
            &p,
            Input::PointerDown {
                at: at(&p, "e2"),
                button: Button::Primary,
            },
        );
        machine.handle(
            &p,
            Input::PointerMove {
                at: Point::new(-50.0, 300.0),
            },
        );
        let effects = machine.handle(
            &p,
            Input::PointerUp {
                at: Point::new(-50.0, 300.0),
                button: Button::Primary,
            },
        );
        assert!(effects.contains(&Effect::SnapBack(Source::Square(sq("e2")))));
    }

    #[test]
    fn click_click_plays_and_clicking_the_man_again_puts_it_down() {
        let p = position(Rotation::Deg0);
        let mut machine = Interaction::default();
        assert!(plays(&click(&mut machine, &p, "e2")).is_empty());
        assert_eq!(machine.phase(), &Phase::Selected(Source::Square(sq("e2"))));
        click(&mut machine, &p, "e2");
        assert_eq!(machine.phase(), &Phase::Idle);
        click(&mut machine, &p, "e2");
        // Another movable man switches the selection.
        click(&mut machine, &p, "g1");
        assert_eq!(machine.phase(), &Phase::Selected(Source::Square(sq("g1"))));
        // An illegal target clears it; a man cannot be moved by clicking then.
        click(&mut machine, &p, "d4");
        assert_eq!(machine.phase(), &Phase::Idle);
        click(&mut machine, &p, "g1");
        assert_eq!(
            plays(&click(&mut machine, &p, "h3")),
            vec![mv("g1", "h3", None)]
        );
    }

    #[test]
    fn men_without_moves_or_a_disabled_board_cannot_be_picked_up() {
        let p = position(Rotation::Deg0);
        let mut machine = Interaction::default();
        click(&mut machine, &p, "e8");
        assert_eq!(machine.phase(), &Phase::Idle);
        let disabled = Position::new(&view(), Layout::new(8, 8, Rotation::Deg0), false);
        assert!(plays(&drag(&mut machine, &disabled, "g1", "f3")).is_empty());
        assert_eq!(machine.phase(), &Phase::Idle);
    }

    #[test]
    fn a_promotion_waits_for_the_kind() {
        let p = position(Rotation::Deg0);
        let mut machine = Interaction::default();
        let effects = drag(&mut machine, &p, "b7", "a8");
        assert!(plays(&effects).is_empty());
        assert!(matches!(machine.phase(), Phase::Promoting { .. }));
        // A kind not offered is ignored.
        assert!(
            machine
                .handle(&p, Input::ChoosePromotion(Kind::King))
                .is_empty()
        );
        let effects = machine.handle(&p, Input::ChoosePromotion(Kind::Knight));
        assert_eq!(plays(&effects), vec![mv("b7", "a8", Some(Kind::Knight))]);
        // Clicking elsewhere cancels a pending promotion.
        drag(&mut machine, &p, "b7", "b8");
        machine.handle(
            &p,
            Input::PointerDown {
                at: at(&p, "h1"),
                button: Button::Primary,
            },
        );
        assert_eq!(machine.phase(), &Phase::Idle);
    }

    #[test]
    fn the_keyboard_moves_a_cursor_picks_up_and_puts_down() {
        let p = position(Rotation::Deg0);
        let mut machine = Interaction::default();
        let effects = machine.handle(&p, Input::Key(Key::Activate));
        assert_eq!(machine.cursor(), Some(sq("a1")));
        assert_eq!(effects, vec![Effect::Announce("a1, empty".into())]);
        for _ in 0..6 {
            machine.handle(&p, Input::Key(Key::Arrow(Direction::Right)));
        }
        let effects = machine.handle(&p, Input::Key(Key::Activate));
        assert_eq!(
            effects,
            vec![Effect::Announce(
                "Picked up the white knight on g1: 2 legal moves".into()
            )]
        );
        machine.handle(&p, Input::Key(Key::Arrow(Direction::Up)));
        let effects = machine.handle(&p, Input::Key(Key::Arrow(Direction::Up)));
        assert_eq!(effects, vec![Effect::Announce("g3, empty".into())]);
        let effects = machine.handle(&p, Input::Key(Key::Arrow(Direction::Left)));
        assert_eq!(
            effects,
            vec![Effect::Announce("f3, empty, legal move".into())]
        );
        let effects = machine.handle(&p, Input::Key(Key::Activate));
        assert_eq!(plays(&effects), vec![mv("g1", "f3", None)]);
    }

    #[test]
    fn the_keyboard_chooses_a_promotion_and_escape_cancels() {
        let p = position(Rotation::Deg0);
        let mut machine = Interaction::default();
        machine.handle(&p, Input::Key(Key::Activate));
        machine.cursor = Some(sq("b7"));
        machine.handle(&p, Input::Key(Key::Activate));
        machine.handle(&p, Input::Key(Key::Arrow(Direction::Up)));
        machine.handle(&p, Input::Key(Key::Activate));
        assert!(matches!(machine.phase(), Phase::Promoting { .. }));
        let effects = machine.handle(&p, Input::Key(Key::Arrow(Direction::Down)));
        assert_eq!(effects, vec![Effect::Announce("rook".into())]);
        let effects = machine.handle(&p, Input::Key(Key::Activate));
        assert_eq!(plays(&effects), vec![mv("b7", "b8", Some(Kind::Rook))]);
        machine.handle(&p, Input::Key(Key::Arrow(Direction::Down)));
        machine.handle(&p, Input::Key(Key::Activate));
        assert!(machine.phase().held().is_some());
        machine.handle(&p, Input::Key(Key::Escape));
        assert_eq!(machine.phase(), &Phase::Idle);
    }

    #[test]
    fn the_cursor_skips_holes_on_the_cross() {
        let holes = ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"];
        let view = BoardView {
            files: 14,
            ranks: 14,
            holes: holes.iter().map(|h| h.to_string()).collect(),
            ..BoardView::default()
        };
        let p = Position::new(&view, Layout::new(14, 14, Rotation::Deg0), true);
        let mut machine = Interaction::default();
        machine.handle(&p, Input::Key(Key::Activate));
        assert_eq!(machine.cursor(), Some(sq("d1")));
        machine.handle(&p, Input::Key(Key::Arrow(Direction::Left)));
        assert_eq!(
            machine.cursor(),
            Some(sq("d1")),
            "a hole row ends at the edge"
        );
        machine.cursor = Some(sq("d2"));
        machine.handle(&p, Input::Key(Key::Arrow(Direction::Left)));
        assert_eq!(machine.cursor(), Some(sq("d2")));
        machine.cursor = Some(sq("a4"));
        machine.handle(&p, Input::Key(Key::Arrow(Direction::Down)));
        assert_eq!(machine.cursor(), Some(sq("a4")));
        assert_eq!(p.square_at(p.layout().centre(sq("b2"))), None);
    }

    #[test]
    fn a_stockpile_man_drops_by_drag_or_click() {
        let p = position(Rotation::Deg0);
        let mut machine = Interaction::default();
        let begin = Input::BeginStock {
            army: Army::White,
            kind: Kind::Knight,
            at: Point::new(-80.0, 500.0),
            dragging: true,
        };
        machine.handle(&p, begin);
        assert!(machine.phase().dragging().is_some());
        let effects = machine.handle(
            &p,
            Input::PointerUp {
                at: at(&p, "c3"),
                button: Button::Primary,
            },
        );
        let drop = Choice::Drop {
            army: Army::White,
            kind: Kind::Knight,
            to: "c3".into(),
        };
        assert_eq!(plays(&effects), vec![drop.clone()]);
        let select = Input::BeginStock {
            army: Army::White,
            kind: Kind::Knight,
            at: Point::default(),
            dragging: false,
        };
        machine.handle(&p, select);
        assert_eq!(plays(&click(&mut machine, &p, "c3")), vec![drop]);
        // A man with no legal drop is refused with a reason.
        let rook = Input::BeginStock {
            army: Army::White,
            kind: Kind::Rook,
            at: Point::default(),
            dragging: true,
        };
        let effects = machine.handle(&p, rook);
        assert_eq!(machine.phase(), &Phase::Idle);
        assert!(matches!(&effects[..], [Effect::Announce(_)]));
    }

    #[test]
    fn right_drags_draw_arrows_and_circles_cleared_by_a_move() {
        let p = position(Rotation::Deg0);
        let mut machine = Interaction::default();
        machine.handle(
            &p,
            Input::PointerDown {
                at: at(&p, "e2"),
                button: Button::Secondary,
            },
        );
        machine.handle(
            &p,
            Input::PointerUp {
                at: at(&p, "e4"),
                button: Button::Secondary,
            },
        );
        machine.handle(
            &p,
            Input::PointerDown {
                at: at(&p, "d5"),
                button: Button::Secondary,
            },
        );
        machine.handle(
            &p,
            Input::PointerUp {
                at: at(&p, "d5"),
                button: Button::Secondary,
            },
        );
        assert_eq!(
            machine.annotations().marks(),
            &[
                Mark::Arrow {
                    from: sq("e2"),
                    to: sq("e4")
                },
                Mark::Circle(sq("d5"))
            ]
        );
        machine.refresh(&p, false);
        assert_eq!(machine.annotations().marks().len(), 2);
        machine.refresh(&p, true);
        assert!(machine.annotations().marks().is_empty());
    }

    /// [`view`] with a white rook on h1 that has no legal move.
    fn refusing_position(refusing: bool) -> Position {
        let mut view = view();
        view.men.push(man("h1", Army::White, Kind::Rook));
        Position::new(&view, Layout::new(8, 8, Rotation::Deg0), true).refusing(refusing)
    }

    fn refusals(effects: &[Effect]) -> Vec<(String, String)> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Refused(Choice::Move { from, to, .. }) => Some((from.clone(), to.clone())),
                _ => None,
            })
            .collect()
    }

    fn pair(from: &str, to: &str) -> (String, String) {
        (from.to_string(), to.to_string())
    }

    #[test]
    fn a_refusing_board_reports_a_drag_to_a_square_that_is_no_legal_target() {
        let p = refusing_position(true);
        let mut machine = Interaction::default();
        let effects = drag(&mut machine, &p, "g1", "g3");
        assert!(plays(&effects).is_empty());
        assert!(effects.contains(&Effect::SnapBack(Source::Square(sq("g1")))));
        assert_eq!(refusals(&effects), [pair("g1", "g3")]);
        // An own man with no legal move is picked up too, and refused.
        let effects = drag(&mut machine, &p, "h1", "h5");
        assert_eq!(refusals(&effects), [pair("h1", "h5")]);
        assert_eq!(machine.phase(), &Phase::Idle);
        // Legal moves still play, with no refusal.
        let effects = drag(&mut machine, &p, "g1", "f3");
        assert_eq!(plays(&effects), vec![mv("g1", "f3", None)]);
        assert!(refusals(&effects).is_empty());
        // A drag off the board and a drag back home report nothing.
        assert!(refusals(&drag(&mut machine, &p, "h1", "h1")).is_empty());
        machine.phase = Phase::Idle;
        machine.handle(
            &p,
            Input::PointerDown {
                at: at(&p, "h1"),
                button: Button::Primary,
            },
        );
        machine.handle(
            &p,
            Input::PointerMove {
                at: Point::new(-50.0, 300.0),
            },
        );
        let effects = machine.handle(
            &p,
            Input::PointerUp {
                at: Point::new(-50.0, 300.0),
                button: Button::Primary,
            },
        );
        assert!(refusals(&effects).is_empty());
    }

    #[test]
    fn a_refusing_board_reports_click_click_and_keyboard_attempts() {
        let p = refusing_position(true);
        let mut machine = Interaction::default();
        click(&mut machine, &p, "h1");
        assert_eq!(machine.phase(), &Phase::Selected(Source::Square(sq("h1"))));
        // Another own man switches the selection rather than refusing.
        assert!(refusals(&click(&mut machine, &p, "e2")).is_empty());
        assert_eq!(machine.phase(), &Phase::Selected(Source::Square(sq("e2"))));
        assert_eq!(refusals(&click(&mut machine, &p, "e5")), [pair("e2", "e5")]);
        assert_eq!(machine.phase(), &Phase::Idle);
        // The keyboard: pick up h1, try h2.
        machine.handle(&p, Input::Key(Key::Activate));
        machine.cursor = Some(sq("h1"));
        let effects = machine.handle(&p, Input::Key(Key::Activate));
        assert_eq!(
            effects,
            vec![Effect::Announce(
                "Picked up the white rook on h1: 0 legal moves".into()
            )]
        );
        machine.handle(&p, Input::Key(Key::Arrow(Direction::Up)));
        let effects = machine.handle(&p, Input::Key(Key::Activate));
        assert_eq!(refusals(&effects), [pair("h1", "h2")]);
        assert_eq!(machine.phase(), &Phase::Idle);
    }

    #[test]
    fn the_other_colours_men_are_refused_however_they_are_tried() {
        let p = refusing_position(true);
        let mut machine = Interaction::default();
        // Dragged: back home, refused where he was put.
        let effects = drag(&mut machine, &p, "e8", "e7");
        assert!(effects.contains(&Effect::SnapBack(Source::Square(sq("e8")))));
        assert_eq!(refusals(&effects), [pair("e8", "e7")]);
        assert_eq!(machine.phase(), &Phase::Idle);
        // Clicked: refused on his own square, never selected.
        assert_eq!(refusals(&click(&mut machine, &p, "a8")), [pair("a8", "a8")]);
        assert_eq!(machine.phase(), &Phase::Idle);
        // An own man selected, a click on the other colour's man is the
        // capture refused, not a pick-up.
        click(&mut machine, &p, "h1");
        assert_eq!(refusals(&click(&mut machine, &p, "e8")), [pair("h1", "e8")]);
        // The keyboard on the other colour's man.
        machine.cursor = Some(sq("e8"));
        machine.keyboard = true;
        let effects = machine.handle(&p, Input::Key(Key::Activate));
        assert_eq!(refusals(&effects), [pair("e8", "e8")]);
        assert!(effects.contains(&Effect::Announce(
            "Not yours to move: the black king on e8".into()
        )));
        // Nobody's turn on this board: the other colour's men stay put.
        let disabled =
            Position::new(&view(), Layout::new(8, 8, Rotation::Deg0), false).refusing(true);
        assert!(refusals(&click(&mut machine, &disabled, "e8")).is_empty());
        assert!(refusals(&drag(&mut machine, &disabled, "a8", "a7")).is_empty());
    }

    #[test]
    fn with_no_move_open_every_man_is_refused_with_a_reason() {
        // The player may act (a Noble who must cede, say) but has no move
        // or drop on this board.
        let stuck = BoardView {
            moves: Vec::new(),
            drops: Vec::new(),
            ..view()
        };
        let layout = Layout::new(8, 8, Rotation::Deg0);
        let p = Position::new(&stuck, layout, true).refusing(true);
        let mut machine = Interaction::default();
        // Clicked: refused on his own square, never selected.
        let effects = click(&mut machine, &p, "e2");
        assert_eq!(refusals(&effects), [pair("e2", "e2")]);
        assert!(effects.contains(&Effect::Announce(
            "No move is open to you on this board: the white pawn on e2 stays".into()
        )));
        assert_eq!(machine.phase(), &Phase::Idle);
        // Dragged: back home, refused where he was put; any colour alike.
        let effects = drag(&mut machine, &p, "g1", "f3");
        assert!(effects.contains(&Effect::SnapBack(Source::Square(sq("g1")))));
        assert_eq!(refusals(&effects), [pair("g1", "f3")]);
        assert_eq!(refusals(&click(&mut machine, &p, "e8")), [pair("e8", "e8")]);
        // The keyboard on a man.
        machine.cursor = Some(sq("b7"));
        machine.keyboard = true;
        let effects = machine.handle(&p, Input::Key(Key::Activate));
        assert_eq!(refusals(&effects), [pair("b7", "b7")]);
        // An empty square is no attempt.
        assert!(refusals(&click(&mut machine, &p, "d4")).is_empty());
        // Without refusals, or while the player may not act, nothing is said.
        let quiet = Position::new(&stuck, layout, true);
        assert!(refusals(&click(&mut machine, &quiet, "e2")).is_empty());
        let waiting = Position::new(&stuck, layout, false).refusing(true);
        assert!(refusals(&click(&mut machine, &waiting, "e2")).is_empty());
        assert!(refusals(&drag(&mut machine, &waiting, "g1", "f3")).is_empty());
    }

    #[test]
    fn a_drop_where_the_man_may_not_go_is_refused_as_a_drop() {
        let p = refusing_position(true);
        let mut machine = Interaction::default();
        let knight = |dragging| Input::BeginStock {
            army: Army::White,
            kind: Kind::Knight,
            at: Point::default(),
            dragging,
        };
        let refused_drop = |to: &str| {
            Effect::Refused(Choice::Drop {
                army: Army::White,
                kind: Kind::Knight,
                to: to.into(),
            })
        };
        machine.handle(&p, knight(false));
        let effects = click(&mut machine, &p, "d4");
        assert_eq!(effects, vec![refused_drop("d4")]);
        assert_eq!(machine.phase(), &Phase::Idle);
        machine.handle(&p, knight(true));
        machine.handle(&p, Input::PointerMove { at: at(&p, "d5") });
        let effects = machine.handle(
            &p,
            Input::PointerUp {
                at: at(&p, "d5"),
                button: Button::Primary,
            },
        );
        assert!(effects.contains(&refused_drop("d5")));
        // Not on a board that does not report refusals.
        let quiet = refusing_position(false);
        machine.handle(&quiet, knight(false));
        assert!(click(&mut machine, &quiet, "d4").is_empty());
    }

    #[test]
    fn a_board_not_reporting_refusals_behaves_as_before() {
        let p = refusing_position(false);
        let mut machine = Interaction::default();
        assert!(refusals(&drag(&mut machine, &p, "g1", "g3")).is_empty());
        click(&mut machine, &p, "h1");
        assert_eq!(machine.phase(), &Phase::Idle, "no move: not picked up");
        let disabled =
            Position::new(&view(), Layout::new(8, 8, Rotation::Deg0), false).refusing(true);
        assert!(refusals(&drag(&mut machine, &disabled, "g1", "g3")).is_empty());
        assert_eq!(machine.phase(), &Phase::Idle);
    }

    #[test]
    fn a_selection_that_became_illegal_is_dropped_on_refresh() {
        let p = position(Rotation::Deg0);
        let mut machine = Interaction::default();
        click(&mut machine, &p, "g1");
        let mut changed = view();
        changed.moves.retain(|m| m.from != "g1");
        machine.refresh(&Position::new(&changed, p.layout(), true), false);
        assert_eq!(machine.phase(), &Phase::Idle);
    }

    /// White's checker 2, hidden, on b1 (to a3, c3), and checker 7, a
    /// knight the viewer knows, on g1, who last moved there from h3.
    fn checkers() -> BoardView {
        BoardView {
            files: 8,
            ranks: 8,
            men: vec![
                ManView {
                    label: Some("2".into()),
                    hidden: true,
                    ..man("b1", Army::White, Kind::Pawn)
                },
                ManView {
                    label: Some("7".into()),
                    ..man("g1", Army::White, Kind::Knight)
                },
            ],
            moves: vec![option("b1", "a3", &[]), option("b1", "c3", &[])],
            last_move: Some(("h3".into(), "g1".into())),
            ..BoardView::default()
        }
    }

    #[test]
    fn hidden_men_are_announced_by_number_and_move_like_any_other() {
        let p = Position::new(&checkers(), Layout::new(8, 8, Rotation::Deg0), true);
        assert_eq!(p.describe_square(sq("b1")), "b1, white checker 2");
        assert_eq!(p.describe_square(sq("g1")), "g1, white knight (checker 7)");
        assert_eq!(
            describe_last_move(&checkers()),
            "white knight (checker 7) h3 to g1"
        );
        let mut moved = checkers();
        moved.men[0].square = "c3".into();
        moved.last_move = Some(("b1".into(), "c3".into()));
        moved.checks = vec!["e8".into()];
        assert_eq!(
            describe_last_move(&moved),
            "white checker 2 b1 to c3, check"
        );

        let mut machine = Interaction::default();
        machine.handle(&p, Input::Key(Key::Activate));
        machine.handle(&p, Input::Key(Key::Arrow(Direction::Right)));
        let effects = machine.handle(&p, Input::Key(Key::Activate));
        assert_eq!(
            effects,
            vec![Effect::Announce(
                "Picked up the white checker 2 on b1: 2 legal moves".into()
            )]
        );
        let effects = machine.handle(&p, Input::Key(Key::Activate));
        assert_eq!(
            effects,
            vec![Effect::Announce(
                "Put down the white checker 2 on b1".into()
            )]
        );
        let mut machine = Interaction::default();
        assert_eq!(
            plays(&drag(&mut machine, &p, "b1", "c3")),
            vec![mv("b1", "c3", None)]
        );
        click(&mut machine, &p, "b1");
        assert_eq!(
            plays(&click(&mut machine, &p, "a3")),
            vec![mv("b1", "a3", None)]
        );
        let effects = drag(&mut machine, &p, "b1", "b3");
        assert!(effects.contains(&Effect::Announce(
            "Illegal move: the white checker 2 on b1 goes back".into()
        )));
    }
}
