//! The frozen saves of `tests/data/saves/` and how a table is described
//! to compare it with what it showed when its save was written: shared by
//! the test that opens them (`saves.rs`) and the one that damages
//! them (`save_fuzz.rs`).

use std::fmt::Debug;
use std::path::PathBuf;

use parlour::games::Viewer;
use parlour::games::carousel::Carousel;
use parlour::games::cloak_dagger::CloakDagger;
use parlour::games::coin::CoinChess;
use parlour::games::crowded_house::CrowdedHouse;
use parlour::games::four_player::FourPlayer;
use parlour::games::one_sane_man::OneSaneMan;
use parlour::games::pass_table::PassTable;
use parlour::games::standard::Standard;
use parlour::ui::shell::TableGame;
use parlour::ui::shell::store;

/// One frozen save: its file's name (without `.save`) and its game's slug.
pub struct Save {
    pub name: &'static str,
    pub game: &'static str,
}

impl Save {
    fn path(&self, extension: &str) -> PathBuf {
        PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/saves")
            .join(format!("{}.{extension}", self.name))
    }

    /// The save text, as `store::encode` wrote it.
    pub fn text(&self) -> String {
        std::fs::read_to_string(self.path("save"))
            .unwrap_or_else(|error| panic!("{}: {error}", self.name))
    }

    /// What the table showed when it was saved ([`described`]).
    pub fn expected(&self) -> String {
        std::fs::read_to_string(self.path("expect"))
            .unwrap_or_else(|error| panic!("{}: {error}", self.name))
    }
}

/// Every frozen save.
pub const SAVES: &[Save] = &[
    Save {
        name: "chess-running",
        game: "chess",
    },
    Save {
        name: "chess-over",
        game: "chess",
    },
    Save {
        name: "chess960-running",
        game: "chess",
    },
    Save {
        name: "four-player-running",
        game: "four-player",
    },
    Save {
        name: "four-player-over",
        game: "four-player",
    },
    Save {
        name: "carousel-running",
        game: "carousel",
    },
    Save {
        name: "carousel-over",
        game: "carousel",
    },
    Save {
        name: "coin-running",
        game: "coin",
    },
    Save {
        name: "coin-over",
        game: "coin",
    },
    Save {
        name: "crowded-house-running",
        game: "crowded-house",
    },
    Save {
        name: "crowded-house-over",
        game: "crowded-house",
    },
    Save {
        name: "cloak-and-dagger-running",
        game: "cloak-and-dagger",
    },
    Save {
        name: "cloak-and-dagger-over",
        game: "cloak-and-dagger",
    },
    Save {
        name: "one-sane-man-running",
        game: "one-sane-man",
    },
    Save {
        name: "one-sane-man-over",
        game: "one-sane-man",
    },
];

/// Something done with one game's type, chosen by its slug.
pub trait ForGame {
    type Output;
    fn run<G: TableGame + Debug>(self, fen: fn(&G) -> Option<String>) -> Self::Output;
}

/// Runs `task` with the game whose slug is `slug`.
pub fn for_game<T: ForGame>(slug: &str, task: T) -> T::Output {
    match slug {
        "chess" => task.run::<Standard>(|game| Some(game.position().fen())),
        "four-player" => task.run::<FourPlayer>(|_| None),
        "carousel" => task.run::<Carousel>(|_| None),
        "coin" => task.run::<CoinChess>(|_| None),
        "crowded-house" => task.run::<CrowdedHouse>(|_| None),
        "cloak-and-dagger" => task.run::<CloakDagger>(|_| None),
        "one-sane-man" => task.run::<OneSaneMan>(|_| None),
        _ => panic!("no game {slug}"),
    }
}

/// How a table stands, in lines: the seat to act, the outcome, the
/// number of actions, the header's status, the position in FEN where the
/// game has one, and the men on every board as the public sees them.
pub fn described<G: TableGame>(table: &PassTable<G>, fen: fn(&G) -> Option<String>) -> String {
    let game = table.game();
    let mut lines = vec![
        format!("to act: {:?}", game.to_act()),
        format!(
            "outcome: {:?}",
            game.outcome()
                .map(|outcome| (outcome.winners, outcome.reason))
        ),
        format!("actions: {}", table.action_count()),
        format!("status: {}", store::status(table)),
    ];
    if let Some(fen) = fen(game) {
        lines.push(format!("fen: {fen}"));
    }
    for (index, board) in game.boards(Viewer::Public).iter().enumerate() {
        let men: Vec<String> = board
            .men
            .iter()
            .map(|man| {
                let kind = if man.hidden { '?' } else { man.kind.letter() };
                format!("{:?}:{kind}{}", man.army, man.square)
            })
            .collect();
        lines.push(format!("board {}: {}", index + 1, men.join(" ")));
    }
    lines.join("\n") + "\n"
}

/// Opens a save of game `slug` and describes the table.
pub fn open_frozen(slug: &str, text: &str) -> Result<String, String> {
    struct Open<'a>(&'a str);
    impl ForGame for Open<'_> {
        type Output = Result<String, String>;
        fn run<G: TableGame + Debug>(self, fen: fn(&G) -> Option<String>) -> Self::Output {
            store::decode::<G>(self.0, 0.0).map(|table| described(&table, fen))
        }
    }
    for_game(slug, Open(text))
}
