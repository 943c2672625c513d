//! What a viewer sees: built only from what that viewer may know.
//!
//! Everybody sees where every man and checker stands, the numbers on the
//! checkers, the men that are uncloaked, captured or rightly guessed, the
//! guesses, the moves (checkers by number) and whose turn it is. A player
//! also sees their own arrangement and grid, and knows their own checkers;
//! the public view (the hand-off screen) knows no checker that is not
//! public. When the game is over, everything is shown.

use serde::{Deserialize, Serialize};

use super::deduction::{Grid, Mark};
use super::ending::Ending;
use super::game::{CloakDagger, Guess, Phase};
use super::legality;
use super::seats::{Arrangement, SEATS, army_of};
use crate::engine::Square;
use crate::engine::men::{Army, Kind};
use crate::games::board_view::{BoardView, DropOption, ManView};
use crate::games::chessboard::{board_view, move_options};
use crate::games::{Game, Seat, Viewer};

/// The table as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CloakView {
    /// Whom the view is for.
    pub viewer: Viewer,
    /// The seat to act, until the game is over.
    pub to_act: Option<Seat>,
    /// The step the seat to act is at, until the game is over.
    pub phase: Option<Phase>,
    /// Whether the seat to act may still guess this turn.
    pub may_guess: bool,
    /// The seat owed a bonus move before its next move (for a wrong
    /// guess).
    pub bonus_owed: Option<Seat>,
    /// Whether the seat to act has an uncloaked king under attack.
    pub check: bool,
    /// White and Black.
    pub players: Vec<PlayerView>,
    /// Every move so far, regular and bonus, as this viewer reads it.
    pub moves: Vec<MoveLine>,
    /// Every guess so far (both players heard them).
    pub guesses: Vec<Guess>,
    /// The viewer's own arrangement, once made.
    pub arrangement: Option<Arrangement>,
    /// The viewer's own grid about the enemy's checkers.
    pub grid: Option<Grid>,
    /// Whether the players may ask for help with their grid.
    pub help: bool,
    /// The second grid, about the viewer's own checkers: what the
    /// opponent may have worked out from what both players have seen
    /// (captures, uncloaks, guesses and moves), per number and kind as
    /// [`super::Clues::certain`] gives it. Only in a player's own view, at
    /// tables that play with help.
    pub exposed: Option<[[Option<Mark>; 5]; 8]>,
    /// The position as FEN, only when the viewer knows every man on the
    /// board (after the setup).
    pub fen: Option<String>,
    /// How the game ended, once it has.
    pub ending: Option<Ending>,
}

/// One player as the viewer sees them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    pub army: Army,
    /// Whether they have arranged their men.
    pub arranged: bool,
    /// Their eight checkers, 1 to 8.
    pub checkers: Vec<CheckerView>,
    /// The men they lost, in order (captured men are shown).
    pub lost: Vec<Kind>,
    /// Their captured pawns that may come back as bonus drops.
    pub pawns_in_hand: u32,
    /// Whether their king is still cloaked (an uncloaked king shows on
    /// the board, so everybody knows this).
    pub king_cloaked: bool,
}

/// One checker as the viewer sees him.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CheckerView {
    /// 1 to 8.
    pub number: u8,
    /// Where he stands; `None` once captured (or before the setup).
    pub square: Option<String>,
    /// What he is, when the viewer may know.
    pub kind: Option<Kind>,
    /// Whether he still shows as a checker.
    pub cloaked: bool,
    /// Whether the opponent named him with a right guess.
    pub guessed: bool,
    /// Whether he was captured.
    pub captured: bool,
}

/// One move of the move list.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveLine {
    /// Who moved.
    pub seat: Seat,
    /// Whether it was a bonus move.
    pub bonus: bool,
    /// The move, as [`super::notation`] writes it for this viewer.
    pub text: String,
}

impl CloakView {
    /// The man an uncloak of the viewer's own checker `number` would show
    /// everybody, as the viewer knows its own checkers; `None` in the
    /// public view, and for a checker already uncloaked or off the board.
    pub fn uncloak_reveals(&self, number: u8) -> Option<Kind> {
        let Viewer::Seat(seat) = self.viewer else {
            return None;
        };
        self.players
            .iter()
            .find(|player| player.seat == seat)?
            .checkers
            .iter()
            .find(|checker| {
                checker.number == number && checker.cloaked && checker.square.is_some()
            })?
            .kind
    }
}

impl CloakDagger {
    /// Whether `viewer` knows every man on the board.
    fn sees_everything(&self, viewer: Viewer) -> bool {
        Square::all().all(|square| {
            self.checkers()
                .cloaked_at(square)
                .is_none_or(|(owner, number)| self.known_kind(viewer, owner, number).is_some())
        })
    }

    /// The table as `viewer` sees it.
    pub(super) fn table_view(&self, viewer: Viewer) -> CloakView {
        let to_act = self.to_act();
        let own = match viewer {
            Viewer::Seat(seat) if seat < SEATS => Some(seat),
            _ => None,
        };
        let players = (0..SEATS)
            .map(|seat| {
                let arranged = self.arrangement(seat).is_some();
                PlayerView {
                    seat,
                    army: army_of(seat),
                    arranged,
                    checkers: self
                        .checkers()
                        .of(seat)
                        .iter()
                        .map(|checker| CheckerView {
                            number: checker.number,
                            square: checker.square.map(|square| square.to_string()),
                            kind: self.known_kind(viewer, seat, checker.number),
                            cloaked: checker.cloaked,
                            guessed: checker.guessed,
                            captured: arranged && checker.square.is_none(),
                        })
                        .collect(),
                    lost: self.lost(seat).to_vec(),
                    pawns_in_hand: self.pawns_in_hand(seat),
                    king_cloaked: self.king_cloaked(seat),
                }
            })
            .collect();
        let setup_done = (0..SEATS).all(|seat| self.arrangement(seat).is_some());
        CloakView {
            viewer,
            to_act,
            phase: to_act.map(|_| self.phase()),
            may_guess: self.may_guess(),
            bonus_owed: self.bonus_owed(),
            check: self.in_check(),
            players,
            moves: self
                .plies()
                .iter()
                .map(|ply| MoveLine {
                    seat: ply.seat,
                    bonus: ply.bonus,
                    text: self.write_ply(ply, viewer),
                })
                .collect(),
            guesses: self.guesses().to_vec(),
            arrangement: own.and_then(|seat| self.arrangement(seat)),
            grid: own.and_then(|seat| self.grid(seat).cloned()),
            help: self.options().help,
            exposed: own
                .filter(|_| self.options().help)
                .map(|seat| self.clues().certain(seat)),
            fen: (setup_done && self.sees_everything(viewer)).then(|| self.position().fen()),
            ending: self.ending(),
        }
    }

    /// The board as `viewer` sees it: checkers the viewer cannot name are
    /// hidden (a number, no kind); only uncloaked kings show check; the
    /// seat to act gets the moves of its current step.
    pub(super) fn board_view(&self, viewer: Viewer) -> BoardView {
        let position = self.position();
        let mut board = board_view(position, self.last_move(), false);
        board.men = Square::all()
            .filter_map(|square| {
                let man = position.man_at(square)?;
                let shown = match self.checkers().cloaked_at(square) {
                    None => ManView::plain(square.to_string(), man.army, man.kind),
                    Some((owner, number)) => match self.known_kind(viewer, owner, number) {
                        Some(kind) => ManView {
                            label: Some(number.to_string()),
                            ..ManView::plain(square.to_string(), man.army, kind)
                        },
                        None => ManView {
                            label: Some(number.to_string()),
                            hidden: true,
                            ..ManView::plain(square.to_string(), man.army, Kind::Pawn)
                        },
                    },
                };
                Some(shown)
            })
            .collect();
        board.checks = (0..SEATS)
            .filter(|&seat| legality::in_check(position, army_of(seat), self.king_cloaked(seat)))
            .filter_map(|seat| position.king_square(army_of(seat)))
            .map(|square| square.to_string())
            .collect();
        let acting = matches!(viewer, Viewer::Seat(seat) if self.to_act() == Some(seat));
        if acting {
            let moves = self.current_moves();
            for mv in &moves {
                if let crate::engine::MoveKind::Drop(kind) = mv.kind {
                    board.drops.push(DropOption {
                        army: army_of(self.to_act().unwrap_or(0)),
                        kind,
                        to: mv.to.to_string(),
                    });
                }
            }
            // Chess960 castling is written as the king taking its rook.
            board.moves = move_options(position, moves);
        }
        board
    }
}
