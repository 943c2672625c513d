//! The board component and its plain-Rust parts.
//!
//! The logic (geometry, input state machine, arrows, what a man shows the
//! viewer ([`figure`]), men's identities, each square's and man's look,
//! artwork, themes) is plain Rust and tests
//! natively; the Leptos [`Board`] only translates DOM events into
//! [`interaction::Input`] and draws the state, redrawing after a change
//! only the squares and men whose [`looks`] changed.
//!
//! # Using the board
//! ```ignore
//! view! {
//!     <Board
//!         view=board_view          // Signal<BoardView>: men, holes, last move, checks, legal moves, drops
//!         index=0                  // usize, written to data-board (default 0)
//!         rotation=rotation        // Signal<Rotation>: Deg0 (rank 1 below), Deg90, Deg180, Deg270 (default Deg0)
//!         theme=theme              // Signal<BoardTheme>: Walnut or Lagoon (default Walnut)
//!         piece_style=style        // Signal<PieceStyle>: Classic or Geometric (default Classic)
//!         palettes=palettes        // Signal<Palettes>: colour of each army (default: its own name)
//!         marked=marked            // Signal<bool>: every army's men carry a shape mark (default false)
//!         badged=allies            // Signal<Vec<Army>>: armies whose men carry a badge (default none)
//!         enabled=enabled          // Signal<bool>: false shows without moving (default true)
//!         tinted=squares           // Signal<Vec<String>>: squares drawn with a light tint (default none)
//!         on_choice=on_choice      // Callback<Choice>: Choice::Move { from, to, promotion } or Choice::Drop
//!         on_refused=on_refused    // Callback<Choice> (optional): a move or drop tried that is no legal
//!                                  // one; own men without a move and others' men may then be pressed
//!         stock=hand               // StockHand (optional): a stockpile outside the board starts drops with
//!                                  // hand.begin(army, kind, dragging); see `StockHand`
//!     />
//! }
//! ```
//! Only `view` and `on_choice` are required. The board offers exactly the
//! moves and drops in the view; an empty `moves` list makes it read-only.
//! Holes (the cross's corners) are not drawn. Files and ranks are written
//! along the edges ([`coordinates`]) unless this device's
//! [`BoardPreferences`] turn them off.
//!
//! A man of the view with `hidden` set (a Cloak and Dagger checker the
//! viewer cannot name) is drawn as a checker with his `label` (his number)
//! on it, and nothing of the view's `kind` for him reaches the page; a man
//! with a `label` who is not hidden is drawn as what he is, with his number
//! on a small tag in the top left corner.
//!
//! # DOM contract
//! The `<svg>` has `data-board` and `touch-action: none`; each square is a
//! `rect[data-square]` with an `aria-label` ("e4, white knight", "b1, white
//! checker 3" for a hidden man, "b1, white knight (checker 2)" for a known
//! one wearing a number); each man a
//! `g.man[data-square][data-army][data-kind]` with an `aria-label` ("white
//! knight on g1"), with `path.man-emblem` (the shape mark) and
//! `path.man-badge` (the badge) inside where drawn. A man wearing a number
//! has `data-label` (the number). A hidden man has `data-kind="hidden"`,
//! the aria-label "white checker 3 on b1", and is drawn as `path.man-body`
//! (the disc), `path.man-line` (the ring) and `text.man-number` (the
//! number); a known man wearing a number has the aria-label "white knight
//! (checker 2) on b1" and carries `path.man-tag` and `text.man-tag-number`
//! after his own paths. Each tinted square is a `rect.tint[data-tint]`
//! (its name) over the squares. The live region `[data-announce]`
//! announces moves ("white checker 3 b1 to c3"). The coordinates are
//! `text.coordinate` in `g.coordinates` (aria-hidden: each square's label
//! names it already). The
//! promotion picker's choices are `.promotion-choice[data-kind]`.
//! style/board.css holds the themes, piece paints and six palettes.
//!
//! [`BoardSketch`] draws a board still, on one `canvas[data-board]`
//! labelled with its men, for pages of many small boards.

pub mod arrows;
pub mod artwork;
pub mod component;
pub mod coordinates;
pub mod figure;
pub mod geometry;
pub mod interaction;
pub mod looks;
pub mod men;
pub mod overlays;
pub mod placement;
pub mod preferences;
pub mod sketch;
pub mod slide;
pub mod theme;

pub use component::{Board, StockHand, man_picture};
pub use geometry::Rotation;
pub use interaction::Choice;
pub use preferences::BoardPreferences;
pub use sketch::BoardSketch;
pub use theme::{BoardTheme, Palette, Palettes, PieceStyle};
