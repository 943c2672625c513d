//! What a man shows the viewer: his army, his kind unless it is hidden,
//! and the number he wears as a checker (Cloak and Dagger). Everything the
//! board writes about a man (drawing, attributes, labels, announcements)
//! comes from his [`Figure`], which holds no kind for a hidden man, so a
//! hidden man's kind cannot reach the page.

use crate::engine::men::{Army, Kind};
use crate::games::board_view::ManView;

/// A man as the viewer sees him.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Figure {
    /// His army.
    pub army: Army,
    /// What he is, or `None` when the viewer does not know (a hidden
    /// checker).
    pub kind: Option<Kind>,
    /// The number he wears as a checker, seen by every viewer.
    pub label: Option<String>,
}

impl Figure {
    /// What the viewer of `man` sees of him: the view's kind of a hidden
    /// man (a stand-in) is dropped here.
    pub fn of(man: &ManView) -> Figure {
        Figure {
            army: man.army,
            kind: (!man.hidden).then_some(man.kind),
            label: man.label.clone(),
        }
    }

    /// Whether the viewer does not know what he is.
    pub fn hidden(&self) -> bool {
        self.kind.is_none()
    }

    /// His name: "white knight", "white checker 3" (hidden), or "white
    /// knight (checker 2)" (known, but a checker to others).
    pub fn name(&self) -> String {
        let army = self.army.name();
        match (self.kind, &self.label) {
            (Some(kind), None) => format!("{army} {}", kind.name()),
            (Some(kind), Some(label)) => format!("{army} {} (checker {label})", kind.name()),
            (None, Some(label)) => format!("{army} checker {label}"),
            (None, None) => format!("{army} checker"),
        }
    }

    /// His `data-kind` attribute: his kind's name, or "hidden".
    pub fn kind_name(&self) -> &'static str {
        self.kind.map_or("hidden", Kind::name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hidden_man_is_named_by_his_number_and_never_by_the_stand_in_kind() {
        let hidden = ManView {
            label: Some("3".into()),
            hidden: true,
            ..ManView::plain("b1", Army::White, Kind::Pawn)
        };
        let figure = Figure::of(&hidden);
        assert!(figure.hidden());
        assert_eq!(figure.name(), "white checker 3");
        assert_eq!(figure.kind_name(), "hidden");
        assert!(!format!("{figure:?}").contains("Pawn"));

        let known = ManView {
            label: Some("2".into()),
            ..ManView::plain("b1", Army::Black, Kind::Knight)
        };
        assert_eq!(Figure::of(&known).name(), "black knight (checker 2)");
        assert_eq!(Figure::of(&known).kind_name(), "knight");
        let plain = ManView::plain("e4", Army::Blue, Kind::Queen);
        assert_eq!(
            Figure::of(&plain),
            Figure {
                army: Army::Blue,
                kind: Some(Kind::Queen),
                label: None
            }
        );
        assert_eq!(Figure::of(&plain).name(), "blue queen");
    }
}
