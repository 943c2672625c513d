//! Every native integration test, in one binary: one link of the library
//! instead of one per file, and the generic game code each file uses
//! compiled once. Each module is a file of its own as before; the
//! `*_support` modules are shared helpers.

mod cloak_dagger_support;
mod four_player_support;
mod saves_support;
mod secrets_support;
mod support;

mod arena_cli;
mod carousel_cli;
mod cloak_dagger_cli;
mod cloak_dagger_random;
mod coin_cli;
mod coin_random;
mod crowded_house_cli;
mod crowded_house_random;
mod engine_cli;
mod engine_cross;
mod engine_fuzz;
mod engine_python;
mod engine_roundtrip;
mod four_player_cli;
mod four_player_computers;
mod four_player_rules;
mod four_player_secrecy;
mod game_properties;
mod games_cli;
mod licences;
mod one_sane_man_cli;
mod perft;
mod players;
mod save_fuzz;
mod saves;
mod search;
mod search_support;
mod uci_cli;
