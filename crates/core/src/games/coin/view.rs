//! What the table shows besides the board. COIN chess has no secrets
//! (deals between roles are made out loud, or away from the device): every
//! viewer sees the same table, and a seat's view only adds who it is for,
//! so that it is complete on its own for whoever holds that role.

use serde::{Deserialize, Serialize};

use super::clock::ClockOptions;
use super::ending::Ending;
use super::game::{CoinChess, LoggedMove};
use super::kind_rule::{KindControl, KindRule};
use super::legality::{NobleOption, classify, noble_moves};
use super::military::{MILITARY, Pairing, count, pairing};
use super::options::Options;
use super::queen::QueenRule;
use super::scores::{ScoreRow, pawn_points};
use super::seats::{Role, SEATS, army_of, peasant, role_of, seat_name};
use crate::engine::men::{Army, Kind};
use crate::games::{Game, Seat, Viewer};

/// The table as a viewer sees it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CoinView {
    /// The position now, as FEN (its side to move is the colour whose turn
    /// it is; `to_act` says which role).
    pub fen: String,
    /// The seat the view is for (`None`: the public).
    pub viewer: Option<Seat>,
    /// Whether the viewer is the role to act.
    pub your_turn: bool,
    /// The four roles, in seat order.
    pub players: Vec<PlayerView>,
    /// The role to act, until the game is over.
    pub to_act: Option<Seat>,
    /// The colour whose turn it is.
    pub turn: Option<Army>,
    /// Whether the Noble to move ceded: his Peasant makes the move.
    pub ceded: bool,
    /// The Noble's six options, while a Noble is to act (empty otherwise).
    pub options: Vec<OptionView>,
    /// What the role to act may do: `cede` and moves in UCI.
    pub legal: Vec<String>,
    /// After a cede, what the Peasant may move, in words ("a pawn or an
    /// unpaired military man (not a queen)").
    pub peasant_men: Option<String>,
    /// Each colour's military by kind: how many, and how controlled
    /// (knights, bishops, rooks; queens too with [`QueenRule::Unpaired`],
    /// never paired, or [`QueenRule::Shared`], shared).
    pub military: Vec<MilitaryView>,
    /// The kings attacked now.
    pub attacked_kings: Vec<Army>,
    /// The turns so far.
    pub moves: Vec<LoggedMove>,
    /// Each colour's pawns: on the board, and captured.
    pub pawns: Vec<PawnTally>,
    /// The clock's options, when the game has a clock.
    pub clock: Option<ClockOptions>,
    /// Who may move a queen in this game.
    pub queen: QueenRule,
    /// The military kind controlled otherwise in this game, if any.
    pub kind_rule: Option<KindRule>,
    /// How the game ended, once it has.
    pub ending: Option<Ending>,
    /// The final scores, role by role, once the game is over.
    pub scores: Option<Vec<ScoreRow>>,
}

/// One role.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub seat: Seat,
    /// "White Noble", "Black Peasant", ...
    pub name: String,
    pub army: Army,
    pub role: Role,
    /// For a Noble: whether he has military control (this turn, or his
    /// next one once he has acted). `None` for a Peasant.
    pub military_control: Option<bool>,
    /// What the role scores if the game ended now without a capture (its
    /// pawn points), or its final score once the game is over.
    pub score: i64,
}

/// One of the Noble's options as he may take it now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OptionView {
    pub option: NobleOption,
    /// `a` to `f`.
    pub letter: char,
    /// The option in a few words ("move a queen").
    pub name: String,
    /// What the option does, in a sentence.
    pub description: String,
    /// Whether he may take it now.
    pub available: bool,
    /// Why not, when he may not.
    pub unavailable_because: Option<String>,
    /// Whether he has military control on his next turn after taking it.
    pub control_after: bool,
    /// The moves (UCI) that count as this option (none for cede).
    pub moves: Vec<String>,
}

/// One colour's men of one military kind.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MilitaryView {
    pub army: Army,
    pub kind: Kind,
    pub count: u32,
    /// How they are controlled: paired (the Noble's, option f), unpaired
    /// (the Peasant's too; option e for the Noble) or shared (the
    /// Peasant's too; option f, or d for a queen, for the Noble). Queens
    /// are listed with [`QueenRule::Unpaired`] (unpaired) and
    /// [`QueenRule::Shared`] (shared) only.
    pub pairing: Pairing,
}

/// One colour's pawns.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PawnTally {
    pub army: Army,
    /// Unpromoted pawns on the board: the Peasant's points.
    pub on_board: u32,
    /// Pawns captured so far; while none, the Noble may still earn the
    /// bonus for a capture without losing a pawn.
    pub captured: u32,
}

impl CoinView {
    /// The options of the game the view shows (the move list spells
    /// moves out by them).
    pub fn game_options(&self) -> Options {
        Options {
            clock: self.clock,
            queen: self.queen,
            kind_rule: self.kind_rule,
        }
    }
}

impl CoinChess {
    /// The Noble's options now (he is to act).
    fn option_views(&self) -> Vec<OptionView> {
        let position = self.position();
        let army = position.turn();
        let control = self.control().has(army);
        let options = self.options();
        let queen = options.queen;
        let rooks_unpaired = options.kind_with(KindControl::Unpaired) == Some(Kind::Rook);
        let moves = noble_moves(position, options, true);
        NobleOption::ALL
            .into_iter()
            .map(|option| {
                let moves: Vec<String> = moves
                    .iter()
                    .filter(|&&mv| {
                        option != NobleOption::Cede && classify(position, options, mv) == option
                    })
                    .map(|&mv| position.uci(mv))
                    .collect();
                let unavailable_because = if option == NobleOption::Cede {
                    (!self.can_cede())
                        .then(|| format!("the {} has no legal move", seat_name(peasant(army))))
                } else if option == NobleOption::Queen && queen.queen_is_unpaired() {
                    Some(
                        "a queen counts as an unpaired military man: her moves are option e)"
                            .into(),
                    )
                } else if option == NobleOption::Castle && rooks_unpaired {
                    Some("rooks count as unpaired military men: castling is option e)".into())
                } else if queen.needs_control(option) && !control {
                    Some("it needs military control".to_string())
                } else if moves.is_empty() {
                    Some("no move of the board counts as this option".to_string())
                } else {
                    None
                };
                OptionView {
                    option,
                    letter: option.letter(),
                    name: options.option_name(option),
                    description: options.option_description(option),
                    available: unavailable_because.is_none(),
                    unavailable_because,
                    control_after: option.control_after(control),
                    moves,
                }
            })
            .collect()
    }

    /// The table as `viewer` sees it.
    pub(super) fn table_view(&self, viewer: Viewer) -> CoinView {
        let position = self.position();
        let to_act = self.to_act();
        let viewer = match viewer {
            Viewer::Seat(seat) => Some(seat),
            Viewer::Public | Viewer::Everything => None,
        };
        let sheet = self.score_sheet();
        let players = (0..SEATS)
            .map(|seat| {
                let army = army_of(seat);
                let role = role_of(seat);
                let score = match &sheet {
                    Some(sheet) => sheet[seat].total,
                    None if role == Role::Peasant => pawn_points(position, army),
                    None => 0,
                };
                PlayerView {
                    seat,
                    name: seat_name(seat),
                    army,
                    role,
                    military_control: (role == Role::Noble).then(|| self.control().has(army)),
                    score,
                }
            })
            .collect();
        let legal = to_act
            .map(|seat| {
                self.legal_actions(seat)
                    .into_iter()
                    .map(|action| match action.as_move() {
                        Some(mv) => position.uci(mv),
                        None => action.to_string(),
                    })
                    .collect()
            })
            .unwrap_or_default();
        let armies = [Army::White, Army::Black];
        let options = self.options();
        let queen = match options.queen {
            QueenRule::Unpaired => Some(Pairing::Unpaired),
            QueenRule::Shared => Some(Pairing::Shared),
            _ => None,
        };
        CoinView {
            fen: position.fen(),
            viewer,
            your_turn: viewer.is_some() && viewer == to_act,
            players,
            to_act,
            turn: self.turn(),
            ceded: self.ceded(),
            options: match to_act {
                Some(seat) if role_of(seat) == Role::Noble => self.option_views(),
                _ => Vec::new(),
            },
            legal,
            peasant_men: self
                .ceded()
                .then(|| options.peasant_men(self.control_this_turn())),
            military: armies
                .into_iter()
                .flat_map(|army| {
                    let military = MILITARY.map(|kind| MilitaryView {
                        army,
                        kind,
                        count: count(position, army, kind),
                        pairing: pairing(position, army, kind, options.kind_rule),
                    });
                    let queens = queen.map(|pairing| MilitaryView {
                        army,
                        kind: Kind::Queen,
                        count: count(position, army, Kind::Queen),
                        pairing,
                    });
                    military.into_iter().chain(queens)
                })
                .collect(),
            attacked_kings: self.attacked_kings(),
            moves: self.moves().to_vec(),
            pawns: armies
                .into_iter()
                .map(|army| PawnTally {
                    army,
                    on_board: position.men(army, Kind::Pawn).count(),
                    captured: self.pawns_lost(army),
                })
                .collect(),
            clock: options.clock,
            queen: options.queen,
            kind_rule: options.kind_rule,
            ending: self.ending(),
            scores: sheet,
        }
    }
}
