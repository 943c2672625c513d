//! Hash routes: the part of the address after `#`, e.g. `#/rules/carousel`.
//!
//! Hash routes work on a static site served from any path, opened from a
//! file, or inside an iframe. A route is a path of segments and an optional
//! query (`#/play/chess960?position=518`).
//!
//! # Adding a page
//! 1. Add a variant to [`Route`].
//! 2. Parse it in [`Route::parse_parts`]: match its segments and take each of
//!    its parameters from the [`Query`] (`take`, `take_flag`, `take_parsed`).
//!    Unknown or malformed parameters become a [`RouteError`], which the app
//!    shows as the friendly "not found" page.
//! 3. Write it back in [`Route::href`] so links and parsing round-trip.
//! 4. Render it in the `match` of `ui::app::Page`.

use std::fmt;
use std::str::FromStr;

use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, percent_decode_str, utf8_percent_encode};

use super::catalogue::GameId;

/// A page of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The list of games: `#/`.
    Lobby,
    /// How to play one game: `#/rules/<game>`.
    Rules(GameId),
    /// Credits and licences: `#/about`.
    About,
    /// The iframe snippet to copy: `#/embed`.
    Embed,
    /// A game on the shared table (`crate::ui::shell`): `#/play/<game>`
    /// for its setup, `?save=<id>` a game saved on this device,
    /// `?shared=<text>` a shared game. Chess and Chess960 share one table
    /// (`#/play/standard`, `#/play/chess960`). A link of the tables before
    /// the shared one is [`RouteError::OlderLink`].
    Table { game: GameId, opening: Opening },
    /// Every game saved on this device: `#/saved`.
    Saved,
    /// Anything that is not a page, with the reason shown to the person.
    NotFound(RouteError),
}

/// What a shared table opens with.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Opening {
    /// The setup screen.
    #[default]
    Setup,
    /// The game saved on this device under this id.
    Save(String),
    /// A game's shared text.
    Shared(String),
    /// The replay of the game `of` opens (a save or a shared text), up at
    /// step `at`: `&at=24`, `&at=end`.
    Replay { of: Box<Opening>, at: ReplayAt },
    /// The game's lesson, at the step this device reached: `?lesson`.
    Lesson,
}

/// The step a replay opens at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayAt {
    /// The step after this many actions (the start is 0).
    Step(usize),
    /// The last step.
    End,
}

impl ReplayAt {
    /// Reads `24` or `end`.
    fn parse(text: &str) -> Option<ReplayAt> {
        match text {
            "end" => Some(ReplayAt::End),
            number => number.parse().ok().map(ReplayAt::Step),
        }
    }

    /// The step, counted from the start, or `None` for the last.
    pub fn step(self) -> Option<usize> {
        match self {
            ReplayAt::Step(step) => Some(step),
            ReplayAt::End => None,
        }
    }
}

impl std::fmt::Display for ReplayAt {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayAt::Step(step) => write!(f, "{step}"),
            ReplayAt::End => write!(f, "end"),
        }
    }
}

impl Opening {
    /// The address's parameters for this opening, after `?`; `None` for
    /// the setup.
    fn query(&self) -> Option<String> {
        match self {
            Opening::Setup => None,
            Opening::Save(id) => Some(format!("save={}", percent_encode(id))),
            Opening::Shared(text) => Some(format!("shared={}", percent_encode(text))),
            Opening::Replay { of, at } => of.query().map(|query| format!("{query}&at={at}")),
            Opening::Lesson => Some("lesson".to_string()),
        }
    }
}

/// Why an address is not a page of the app.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RouteError {
    /// No page has this path.
    UnknownPage(String),
    /// The path names a game the collection does not have.
    UnknownGame(String),
    /// A `%` escape that is not valid percent-encoded UTF-8.
    BadEncoding(String),
    /// The same parameter given twice.
    DuplicateParam(String),
    /// A parameter this page does not take.
    UnexpectedParam(String),
    /// A parameter whose value cannot be read.
    BadParam {
        name: String,
        value: String,
        expected: &'static str,
    },
    /// A link to this game's table from a version of Parlour before the
    /// shared table, whose games this version no longer reads.
    OlderLink(GameId),
}

impl fmt::Display for RouteError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RouteError::UnknownPage(path) => {
                write!(f, "There is no page at \u{201c}{path}\u{201d}.")
            }
            RouteError::UnknownGame(slug) => {
                write!(f, "There is no game called \u{201c}{slug}\u{201d} here.")
            }
            RouteError::BadEncoding(text) => {
                write!(
                    f,
                    "The address contains a garbled part: \u{201c}{text}\u{201d}."
                )
            }
            RouteError::DuplicateParam(name) => {
                write!(
                    f,
                    "The setting \u{201c}{name}\u{201d} is given more than once."
                )
            }
            RouteError::UnexpectedParam(name) => {
                write!(f, "This page has no setting called \u{201c}{name}\u{201d}.")
            }
            RouteError::BadParam {
                name,
                value,
                expected,
            } => write!(
                f,
                "The setting \u{201c}{name}\u{201d} should be {expected}, not \u{201c}{value}\u{201d}."
            ),
            RouteError::OlderLink(_) => f.write_str(
                "This link is from an older version of Parlour, and this version cannot open it.",
            ),
        }
    }
}

/// Parameters a page reads from the query may be taken only once; whatever is
/// left when the page is parsed is an error ([`Query::finish`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Query {
    pairs: Vec<(String, Option<String>)>,
}

impl Query {
    /// Parses `a=1&b&c=x%20y`; a key without `=` is a flag.
    pub fn parse(text: &str) -> Result<Query, RouteError> {
        let mut pairs: Vec<(String, Option<String>)> = Vec::new();
        for piece in text.split('&').filter(|piece| !piece.is_empty()) {
            let (key, value) = match piece.split_once('=') {
                Some((key, value)) => (percent_decode(key)?, Some(percent_decode(value)?)),
                None => (percent_decode(piece)?, None),
            };
            if pairs.iter().any(|(seen, _)| *seen == key) {
                return Err(RouteError::DuplicateParam(key));
            }
            pairs.push((key, value));
        }
        Ok(Query { pairs })
    }

    /// Removes and returns a parameter's value (`None` when absent; a flag
    /// without `=` gives an empty string).
    pub fn take(&mut self, name: &str) -> Option<String> {
        let index = self.pairs.iter().position(|(key, _)| key == name)?;
        Some(self.pairs.remove(index).1.unwrap_or_default())
    }

    /// Removes a flag and tells whether it was there.
    pub fn take_flag(&mut self, name: &str) -> bool {
        self.take(name).is_some()
    }

    /// Removes a parameter and parses it; `expected` describes a good value
    /// for the error message ("a number from 0 to 959").
    pub fn take_parsed<T: FromStr>(
        &mut self,
        name: &str,
        expected: &'static str,
    ) -> Result<Option<T>, RouteError> {
        match self.take(name) {
            None => Ok(None),
            Some(value) => value.parse().map(Some).map_err(|_| RouteError::BadParam {
                name: name.to_string(),
                value,
                expected,
            }),
        }
    }

    /// Fails on the first parameter no one took.
    pub fn finish(self) -> Result<(), RouteError> {
        match self.pairs.into_iter().next() {
            Some((key, _)) => Err(RouteError::UnexpectedParam(key)),
            None => Ok(()),
        }
    }
}

/// A parsed address: the page and whether the compact embedded layout was
/// asked for (`embed` in the page's query or in the hash's query).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub route: Route,
    pub embed: bool,
}

impl Location {
    /// Reads `location.search` (e.g. `?embed`) and `location.hash`.
    pub fn parse(search: &str, hash: &str) -> Location {
        let search_embed = Query::parse(search.trim_start_matches('?'))
            .map(|mut query| query.take_flag("embed"))
            .unwrap_or(false);
        let (route, hash_embed) = Route::parse_with_embed(hash);
        Location {
            route,
            embed: search_embed || hash_embed,
        }
    }
}

impl Route {
    /// Parses a hash such as `#/rules/coin`; anything that is not a page
    /// becomes [`Route::NotFound`] with the reason.
    pub fn parse(hash: &str) -> Route {
        Route::parse_with_embed(hash).0
    }

    fn parse_with_embed(hash: &str) -> (Route, bool) {
        let text = hash.trim_start_matches('#');
        let (path, query) = text.split_once('?').unwrap_or((text, ""));
        let mut query = match Query::parse(query) {
            Ok(query) => query,
            Err(error) => return (Route::NotFound(error), false),
        };
        let embed = query.take_flag("embed");
        let route = match percent_decode(path) {
            Ok(path) => {
                let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
                Route::parse_parts(&segments, query).unwrap_or_else(Route::NotFound)
            }
            Err(error) => Route::NotFound(error),
        };
        (route, embed)
    }

    /// The one place that maps path segments and parameters to pages.
    fn parse_parts(segments: &[&str], mut query: Query) -> Result<Route, RouteError> {
        let route = match segments {
            [] => Route::Lobby,
            ["rules", slug] => Route::Rules(game_from_slug(slug)?),
            ["about"] => Route::About,
            ["embed"] => Route::Embed,
            ["saved"] => Route::Saved,
            ["play", slug] if GameId::from_slug(slug).is_some() => {
                let game = game_from_slug(slug)?;
                if older_params(game)
                    .iter()
                    .any(|name| query.take(name).is_some())
                {
                    return Err(RouteError::OlderLink(game));
                }
                let lesson = query.take_flag("lesson");
                let opening = match (query.take("save"), query.take("shared")) {
                    (None, None) if lesson => Opening::Lesson,
                    (None, None) => Opening::Setup,
                    (Some(_), Some(_)) => return Err(RouteError::UnexpectedParam("shared".into())),
                    _ if lesson => return Err(RouteError::UnexpectedParam("lesson".into())),
                    (Some(id), None) => Opening::Save(id),
                    (None, Some(text)) => Opening::Shared(text),
                };
                let opening = match (query.take("at"), opening) {
                    (None, opening) => opening,
                    (Some(_), Opening::Setup | Opening::Lesson) => {
                        return Err(RouteError::UnexpectedParam("at".into()));
                    }
                    (Some(at), of) => {
                        // The first picture of an embedded replay, which
                        // the page draws until the app arrives
                        // (`crate::ui::shell::poster`); the app draws the
                        // replay itself.
                        let _poster = query.take("poster");
                        Opening::Replay {
                            of: Box::new(of),
                            at: ReplayAt::parse(&at).ok_or(RouteError::BadParam {
                                name: "at".into(),
                                value: at,
                                expected: "a step number or end",
                            })?,
                        }
                    }
                };
                Route::Table { game, opening }
            }
            _ => return Err(RouteError::UnknownPage(format!("/{}", segments.join("/")))),
        };
        query.finish()?;
        Ok(route)
    }

    /// The address of this page, to put in a link's `href`.
    pub fn href(&self) -> String {
        match self {
            Route::Lobby | Route::NotFound(_) => "#/".to_string(),
            Route::Rules(game) => format!("#/rules/{}", game.slug()),
            Route::About => "#/about".to_string(),
            Route::Embed => "#/embed".to_string(),
            Route::Table { game, opening } => match opening.query() {
                None => format!("#/play/{}", game.slug()),
                Some(query) => format!("#/play/{}?{query}", game.slug()),
            },
            Route::Saved => "#/saved".to_string(),
        }
    }
}

/// The parameters of `game`'s links from before the shared table: the
/// chess table's `pgn=`, `variant=` and `game=` (a save it kept), Four
/// Player's and The One Sane Man's `game=` (an export), The One Sane Man's
/// `players=`, `origin-rule=` and `clock=` (a new game).
fn older_params(game: GameId) -> &'static [&'static str] {
    match game {
        GameId::Standard => &["game", "pgn", "variant"],
        GameId::FourPlayer => &["game"],
        GameId::OneSaneMan => &["game", "players", "origin-rule", "clock"],
        _ => &[],
    }
}

fn game_from_slug(slug: &str) -> Result<GameId, RouteError> {
    GameId::from_slug(slug).ok_or_else(|| RouteError::UnknownGame(slug.to_string()))
}

/// What [`percent_encode`] escapes: everything but letters, digits and
/// `-._~` (RFC 3986's unreserved characters).
const ESCAPED: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

/// Decodes `%XX` escapes; every `%` must start one and the result must be
/// UTF-8.
pub fn percent_decode(text: &str) -> Result<String, RouteError> {
    // The crate keeps a `%` without two hex digits as it is; an address
    // with one is garbled.
    let escapes_whole = text.split('%').skip(1).all(|after| {
        after
            .as_bytes()
            .get(..2)
            .is_some_and(|hex| hex.iter().all(u8::is_ascii_hexdigit))
    });
    let bad = || RouteError::BadEncoding(text.to_string());
    if !escapes_whole {
        return Err(bad());
    }
    percent_decode_str(text)
        .decode_utf8()
        .map(String::from)
        .map_err(|_| bad())
}

/// Encodes a value for a query: everything but letters, digits and `-._~`.
pub fn percent_encode(text: &str) -> String {
    utf8_percent_encode(text, ESCAPED).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::catalogue::GAMES;

    #[test]
    fn empty_and_root_hashes_are_the_lobby() {
        for hash in ["", "#", "#/", "#//"] {
            assert_eq!(Route::parse(hash), Route::Lobby, "{hash:?}");
        }
    }

    #[test]
    fn a_table_opens_a_save_or_a_shared_game_but_not_both() {
        assert!(matches!(
            Route::parse("#/play/coin?save=a&shared=b"),
            Route::NotFound(_)
        ));
        assert_eq!(
            Route::parse("#/play/coin?save=x"),
            Route::Table {
                game: GameId::Coin,
                opening: Opening::Save("x".into())
            }
        );
        assert!(matches!(
            Route::parse("#/play/coin?game=1"),
            Route::NotFound(_)
        ));
        assert_eq!(
            Route::parse("#/play/carousel?shared=%7B%22moves%22%3A%5B%5D%7D"),
            Route::Table {
                game: GameId::Carousel,
                opening: Opening::Shared("{\"moves\":[]}".into())
            },
            "Carousel's public record of a running game is a shared game"
        );
    }

    #[test]
    fn a_saved_or_shared_game_opens_as_its_replay_at_a_step() {
        assert_eq!(
            Route::parse("#/play/four-player?shared=x&at=24"),
            Route::Table {
                game: GameId::FourPlayer,
                opening: Opening::Replay {
                    of: Box::new(Opening::Shared("x".into())),
                    at: ReplayAt::Step(24)
                }
            }
        );
        assert_eq!(
            Route::parse("#/play/coin?save=a&at=end").href(),
            "#/play/coin?save=a&at=end"
        );
        // An embedded replay's poster is the page's to draw, not the app's.
        assert_eq!(
            Route::parse("#/play/coin?shared=x&at=0&poster=8x8.wKe1"),
            Route::parse("#/play/coin?shared=x&at=0")
        );
        for (hash, reason) in [
            ("#/play/coin?at=3", RouteError::UnexpectedParam("at".into())),
            (
                "#/play/coin?lesson&at=3",
                RouteError::UnexpectedParam("at".into()),
            ),
            (
                "#/play/coin?lesson&save=a",
                RouteError::UnexpectedParam("lesson".into()),
            ),
            (
                "#/play/coin?shared=x&poster=8x8",
                RouteError::UnexpectedParam("poster".into()),
            ),
            (
                "#/play/coin?save=a&at=soon",
                RouteError::BadParam {
                    name: "at".into(),
                    value: "soon".into(),
                    expected: "a step number or end",
                },
            ),
        ] {
            assert_eq!(Route::parse(hash), Route::NotFound(reason), "{hash}");
        }
    }

    #[test]
    fn every_page_round_trips_through_its_href() {
        let mut pages = vec![Route::Lobby, Route::About, Route::Embed];
        pages.extend(GAMES.iter().map(|g| Route::Rules(g.id)));
        pages.push(Route::Saved);
        for game in GameId::ALL {
            for opening in [
                Opening::Setup,
                Opening::Save("coin-1700000000000".into()),
                Opening::Shared("{\"header\": {\"game\": \"coin\"}}".into()),
                Opening::Replay {
                    of: Box::new(Opening::Save("coin-1".into())),
                    at: ReplayAt::Step(24),
                },
                Opening::Replay {
                    of: Box::new(Opening::Shared("{}".into())),
                    at: ReplayAt::End,
                },
                Opening::Lesson,
            ] {
                pages.push(Route::Table { game, opening });
            }
        }
        for page in pages {
            assert_eq!(Route::parse(&page.href()), page);
        }
    }

    #[test]
    fn links_from_before_the_shared_table_say_they_are_from_an_older_version() {
        for (hash, game) in [
            ("#/play/standard?pgn=1.%20e4%20*", GameId::Standard),
            ("#/play/standard?variant=chess960", GameId::Standard),
            (
                "#/play/standard?game=parlour.standard.000000000000042",
                GameId::Standard,
            ),
            (
                "#/play/four-player?game=parlour%20four-player%201",
                GameId::FourPlayer,
            ),
            (
                "#/play/one-sane-man?game=one-sane-man%20players%3D3%0A1%3Ae2e4",
                GameId::OneSaneMan,
            ),
            (
                "#/play/one-sane-man?players=5&origin-rule=off&clock=10",
                GameId::OneSaneMan,
            ),
            ("#/play/one-sane-man?clock=5", GameId::OneSaneMan),
        ] {
            assert_eq!(
                Route::parse(hash),
                Route::NotFound(RouteError::OlderLink(game)),
                "{hash}"
            );
        }
        assert_eq!(
            RouteError::OlderLink(GameId::FourPlayer).to_string(),
            "This link is from an older version of Parlour, and this version cannot open it."
        );
        assert_eq!(
            Route::parse("#/play/coin?pgn=1.%20e4"),
            Route::NotFound(RouteError::UnexpectedParam("pgn".into())),
            "COIN chess had no table before the shared one"
        );
    }

    #[test]
    fn unknown_paths_and_games_are_not_found() {
        assert_eq!(
            Route::parse("#/nowhere/at/all"),
            Route::NotFound(RouteError::UnknownPage("/nowhere/at/all".into()))
        );
        assert_eq!(
            Route::parse("#/rules/checkers"),
            Route::NotFound(RouteError::UnknownGame("checkers".into()))
        );
        assert!(matches!(Route::parse("#/rules"), Route::NotFound(_)));
    }

    #[test]
    fn malformed_parameters_are_not_found() {
        assert_eq!(
            Route::parse("#/about?colour=red"),
            Route::NotFound(RouteError::UnexpectedParam("colour".into()))
        );
        assert_eq!(
            Route::parse("#/about?a=1&a=2"),
            Route::NotFound(RouteError::DuplicateParam("a".into()))
        );
        assert!(matches!(
            Route::parse("#/about?x=%zz"),
            Route::NotFound(RouteError::BadEncoding(_))
        ));
        assert!(matches!(
            Route::parse("#/rules/%ff"),
            Route::NotFound(RouteError::BadEncoding(_))
        ));
    }

    #[test]
    fn embed_is_read_from_the_search_or_the_hash() {
        let plain = Location::parse("", "#/about");
        assert_eq!((plain.route, plain.embed), (Route::About, false));
        let search = Location::parse("?embed", "#/rules/coin");
        assert_eq!(
            (search.route, search.embed),
            (Route::Rules(GameId::Coin), true)
        );
        let hash = Location::parse("", "#/rules/coin?embed");
        assert_eq!((hash.route, hash.embed), (Route::Rules(GameId::Coin), true));
    }

    #[test]
    fn typed_parameters_explain_bad_values() {
        let mut query = Query::parse("position=518&seats=x").unwrap();
        assert_eq!(
            query.take_parsed::<u16>("position", "a number"),
            Ok(Some(518))
        );
        let error = query
            .take_parsed::<u8>("seats", "a number from 3 to 9")
            .unwrap_err();
        assert_eq!(
            error.to_string(),
            "The setting \u{201c}seats\u{201d} should be a number from 3 to 9, not \u{201c}x\u{201d}."
        );
        assert_eq!(query.take_parsed::<u8>("absent", "a number"), Ok(None));
        assert_eq!(query.finish(), Ok(()));
    }

    #[test]
    fn percent_encoding_round_trips() {
        let text = "Ann & Bob = 100% \u{265e}";
        assert_eq!(percent_decode(&percent_encode(text)).unwrap(), text);
        assert_eq!(percent_encode("a b"), "a%20b");
        assert_eq!(percent_encode("x-y_z.~é"), "x-y_z.~%C3%A9");
        assert_eq!(percent_decode("%e2%99%9E").unwrap(), "\u{265e}");
        for garbled in ["%", "a%2", "%zz", "%%41", "%ff"] {
            assert!(percent_decode(garbled).is_err(), "{garbled}");
        }
    }
}
