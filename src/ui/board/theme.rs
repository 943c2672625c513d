//! Board themes, piece styles and army palettes: names for the CSS classes
//! that style/board.css defines.

use crate::engine::men::Army;

/// The colours of the squares and highlights.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum BoardTheme {
    /// Warm wood: cream and walnut.
    #[default]
    Walnut,
    /// Cool water: pale grey and sea blue.
    Lagoon,
}

impl BoardTheme {
    /// Every theme.
    pub const ALL: [BoardTheme; 2] = [BoardTheme::Walnut, BoardTheme::Lagoon];

    /// The lowercase name, also the CSS class suffix (`theme-walnut`).
    pub fn name(self) -> &'static str {
        match self {
            BoardTheme::Walnut => "walnut",
            BoardTheme::Lagoon => "lagoon",
        }
    }

    /// Parses a theme name.
    pub fn from_name(name: &str) -> Option<BoardTheme> {
        BoardTheme::ALL.into_iter().find(|t| t.name() == name)
    }
}

/// How the men are drawn.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum PieceStyle {
    /// Traditional silhouettes.
    #[default]
    Classic,
    /// Flat geometric shapes, very legible when small.
    Geometric,
}

impl PieceStyle {
    /// Every style.
    pub const ALL: [PieceStyle; 2] = [PieceStyle::Classic, PieceStyle::Geometric];

    /// The lowercase name, also the CSS class suffix (`style-classic`).
    pub fn name(self) -> &'static str {
        match self {
            PieceStyle::Classic => "classic",
            PieceStyle::Geometric => "geometric",
        }
    }

    /// Parses a style name.
    pub fn from_name(name: &str) -> Option<PieceStyle> {
        PieceStyle::ALL.into_iter().find(|s| s.name() == name)
    }
}

/// The colour an army is painted in. Six are offered so a four-player game
/// can avoid white and black; the bright ones also carry an emblem, a shape
/// cue for players who tell colours apart poorly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Palette {
    White,
    Black,
    Blue,
    Red,
    Green,
    Yellow,
}

impl Palette {
    /// Every palette.
    pub const ALL: [Palette; 6] = [
        Palette::White,
        Palette::Black,
        Palette::Blue,
        Palette::Red,
        Palette::Green,
        Palette::Yellow,
    ];

    /// The lowercase name, also the CSS class suffix (`palette-blue`).
    pub fn name(self) -> &'static str {
        match self {
            Palette::White => "white",
            Palette::Black => "black",
            Palette::Blue => "blue",
            Palette::Red => "red",
            Palette::Green => "green",
            Palette::Yellow => "yellow",
        }
    }
}

/// Which palette paints each army.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Palettes {
    pub white: Palette,
    pub blue: Palette,
    pub black: Palette,
    pub red: Palette,
}

impl Default for Palettes {
    /// Each army in the colour of its name.
    fn default() -> Palettes {
        Palettes {
            white: Palette::White,
            blue: Palette::Blue,
            black: Palette::Black,
            red: Palette::Red,
        }
    }
}

impl Palettes {
    /// The palette of an army.
    pub fn of(self, army: Army) -> Palette {
        match army {
            Army::White => self.white,
            Army::Blue => self.blue,
            Army::Black => self.black,
            Army::Red => self.red,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_back_and_palettes_default_to_the_army_name() {
        for theme in BoardTheme::ALL {
            assert_eq!(BoardTheme::from_name(theme.name()), Some(theme));
        }
        for style in PieceStyle::ALL {
            assert_eq!(PieceStyle::from_name(style.name()), Some(style));
        }
        assert_eq!(BoardTheme::from_name("neon"), None);
        for army in Army::ALL {
            assert_eq!(Palettes::default().of(army).name(), army.name());
        }
        let names: std::collections::HashSet<_> = Palette::ALL.iter().map(|p| p.name()).collect();
        assert_eq!(names.len(), 6);
    }
}
