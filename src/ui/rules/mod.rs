//! The rules of each game, written in Parlour's own words from the games'
//! rule texts and the rulings (docs/RULINGS.md), as plain data the rules
//! page renders.

pub(crate) mod carousel;
pub(crate) mod chess960;
pub(crate) mod cloak_and_dagger;
pub(crate) mod coin;
pub(crate) mod crowded_house;
pub(crate) mod four_player;
pub(crate) mod one_sane_man;
pub(crate) mod standard;

use super::catalogue::GameId;

/// One piece of a rules page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Block {
    /// A section title.
    Heading(&'static str),
    /// A paragraph.
    Para(&'static str),
    /// A bulleted list.
    List(&'static [&'static str]),
}

/// The rules page of a game, top to bottom (its registry entry's).
pub fn rules_of(game: GameId) -> &'static [Block] {
    crate::registry::RULES[game as usize]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::catalogue::GAMES;

    fn text_of(game: GameId) -> String {
        rules_of(game)
            .iter()
            .map(|block| match block {
                Block::Heading(text) | Block::Para(text) => text.to_string(),
                Block::List(items) => items.join("\n"),
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    #[test]
    fn every_game_has_rules_opening_with_a_paragraph() {
        for game in GAMES {
            let blocks = rules_of(game.id);
            assert!(blocks.len() >= 4, "{} rules too short", game.name);
            assert!(matches!(blocks[0], Block::Para(_)), "{}", game.name);
        }
    }

    #[test]
    fn rules_pages_speak_to_players_not_of_the_texts_behind_them() {
        for game in GAMES {
            let text = text_of(game.id).to_lowercase();
            for behind in ["rule text", "rules text", "no variant", "ruling"] {
                assert!(!text.contains(behind), "{}: {behind}", game.name);
            }
        }
    }

    #[test]
    fn rules_carry_the_rulings_decisions() {
        assert!(text_of(GameId::Carousel).contains("100"));
        assert!(text_of(GameId::FourPlayer).contains("40%"));
        assert!(text_of(GameId::FourPlayer).contains("Ki1"));
        assert!(text_of(GameId::Coin).contains("military control"));
        assert!(text_of(GameId::Coin).contains("a king in check may castle"));
        assert!(text_of(GameId::Coin).contains("scores nothing, not even pawn points"));
        assert!(text_of(GameId::Coin).contains("Balance options"));
        assert!(text_of(GameId::Coin).contains("keeps control as it was"));
        assert!(text_of(GameId::Standard).contains("Chess 4.5"));
        assert!(text_of(GameId::Chess960).contains("518"));
        assert!(text_of(GameId::OneSaneMan).contains("stockpile"));
        assert!(text_of(GameId::CrowdedHouse).contains("next player"));
        assert!(text_of(GameId::CrowdedHouse).contains("castle out of check"));
        assert!(text_of(GameId::CrowdedHouse).contains("pays a coin"));
        assert!(text_of(GameId::CloakAndDagger).contains("cloaked king"));
        assert!(text_of(GameId::CloakAndDagger).contains("bonus move"));
        assert!(text_of(GameId::CloakAndDagger).contains("visible position"));
    }
}
