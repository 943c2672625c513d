//! Chess physics: boards, men, moves, attacks, check. Knows nothing about
//! people, turns at the table, scores or secrets.
//!
//! # Shape
//!
//! Two position types share the vocabulary ([`men`]: `Army`, `Kind`, `Man`)
//! and the idea of rule switches as data:
//!
//! - [`Position`]: one 8x8 board, bitboards (`u64` per kind and per army)
//!   plus a square-indexed board, magic-bitboard sliders, legal move
//!   generation with pins, make/unmake with an incrementally kept Zobrist
//!   hash and no allocation per node. Every game but Four Player Chess uses
//!   it; a table of several boards (The One Sane Man) is a `Vec<Position>`.
//!   Its [`Rules`] switch castling (none / standard / Chess960), the double
//!   step, en passant and king safety (legal moves only, or pseudo-legal
//!   moves where kings may be captured).
//! - [`cross::CrossPosition`]: the 14x14 board with its 3x3 corners removed
//!   (160 squares), four armies, a padded mailbox (18x18, holes and the
//!   border are "off" cells, so no move ever enters or crosses a hole), and
//!   per-army pawn direction and promotion edge in [`cross::CrossRules`].
//!
//! Why two types and not one generic board: the 8x8 speed target (close to
//! shakmaty) needs 64-bit bitboards and magic lookups, which do not exist
//! for a 196-square rectangle; a generic board would either slow the 8x8
//! path down or be two implementations behind one name anyway. The cross is
//! played by one game whose pseudo-legal moves need no pin logic, so a
//! padded mailbox is clear and fast enough (about 20 million perft nodes
//! per second natively).
//!
//! # How a game uses the 8x8 API
//!
//! ```
//! use parlour_core::engine::{Position, Rules, Move, MoveList, Square};
//! let mut position = Position::standard();              // or Position::from_fen(fen, Rules::CHESS960)
//! let moves: MoveList = position.legal_moves();          // legal moves of the side to move
//! let mv = position.parse_uci("e2e4").unwrap();          // UCI text -> legal Move (error otherwise)
//! assert_eq!(position.san(mv), "e4");                    // SAN out (position.parse_san("Nf3") in)
//! let undo = position.make(mv);                          // fast make / unmake for search
//! position.unmake(mv, undo);
//! position.play(mv).unwrap();                            // checked make for moves from outside
//! assert!(!position.is_check());
//! assert_eq!(position.man_at(Square::parse("e4").unwrap()).unwrap().kind, parlour_core::engine::men::Kind::Pawn);
//! ```
//!
//! - Squares: [`Square`] (`a1` = 0 .. `h8` = 63), `Square::parse("e4")`,
//!   `to_string()`. Sets of squares: [`Bitboard`] (iterates squares).
//! - Moves: [`Move`] `{ from, to, kind }`; castling is stored as the king
//!   taking its own rook (`e1h1`), [`Position::uci`] writes it as the rules
//!   want (`e1g1` in standard chess). Drops are `Move::drop(kind, square)`
//!   (`N@g1`, read by [`Position::parse_drop`]); the engine does not
//!   generate drops, the game lists its own and checks each with
//!   [`Position::is_legal_drop`] (empty square, king not left in check);
//!   `make`/`unmake`/`san` handle them.
//! - Queries: `turn`, `man_at`, `men(army, kind)`, `king_square`,
//!   `is_check`, `checkers`, `is_attacked(square, by)`, `is_king_attacked`,
//!   `hash`, `repetition_key`; [`stockpile_key`] for boards with
//!   stockpiles (drops), XOR-ed into the position's hash.
//! - Saving: `Position` serializes as `{"fen", "rules"}` and
//!   `CrossPosition` as `{"text", "rules"}`, so game states can derive serde.
//! - Setup: `Position::empty(rules)`, `set_man`, `set_turn`,
//!   `set_castling_rook`, `set_en_passant`, `set_clocks`, `set_rules`.
//! - Verdicts: [`Position::status`] (checkmate, stalemate, insufficient
//!   material, fifty moves) and [`GameHistory`] (threefold repetition over
//!   the hashes of the game so far): the automatic draws of lichess, shared
//!   by every standard-rules game.
//! - Notation: FEN ([`Position::from_fen`], [`Position::fen`]), SAN, UCI,
//!   PGN ([`pgn`]), Chess960 numbers and the deck-of-cards deal
//!   ([`chess960`]: `back_rank(n)`, `position(n)`, `Piles::shuffled()` then
//!   `piles.back_rank()`, so the UI can turn the cards one by one).
//! - Drawing: `crate::games::chessboard::board_view(&position, last_move,
//!   with_moves)` builds the `BoardView` of one 8x8 board; every 8x8 game
//!   can reuse it.
//! - Speed: [`perft`] counts leaves; `make`/`unmake` allocate nothing and
//!   the move list lives on the stack. `cargo bench --bench perft` compares
//!   with shakmaty.
//!
//! # How a game uses the cross API
//!
//! [`cross::CrossPosition::four_player()`] is the Four Player start.
//! `pseudo_legal_moves()` lists the moves of the army to move (kings may be
//! captured: `make` reports the captured man), `set_turn` lets the game
//! choose who moves next (`make` passes the turn to the next army in order
//! that still has men), `remove_army` takes an army's men off the board,
//! `king_attackers(army)` says who attacks a king (to tell the player at
//! the start of their turn), `parse_move("g2g3")` reads a move.
//! Squares are [`cross::CrossSquare`] (`a1`..`n14`; `CrossSquare::exists`
//! tells holes apart); the text form of a position is
//! [`cross::CrossPosition::to_text`] / `from_text`.

pub mod attacks;
pub mod bitboard;
pub mod chess960;
pub mod cross;
pub mod error;
mod explain;
pub mod fen;
pub mod men;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod outcome;
pub mod pgn;
pub mod position;
pub mod random;
pub mod refusal;
pub mod rules;
pub mod square;
mod zobrist;

pub use bitboard::Bitboard;
pub use error::ParseError;
pub use fen::{CastlingNotation, STARTING_FEN};
pub use movegen::perft;
pub use moves::{Move, MoveKind, MoveList};
pub use outcome::{GameHistory, Status};
pub use position::{CastlingSide, IllegalMove, Position, Undo};
pub use refusal::{Placed, Refusal};
pub use rules::{CastlingMode, KingSafety, Rules};
pub use square::Square;
pub use zobrist::stockpile_key;
