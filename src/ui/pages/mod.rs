//! The pages of the app shell, one module each.

mod about;
mod elsewhere;
mod embed;
mod lobby;
mod not_found;
mod rules_page;
mod saved;

pub use about::About;
pub use elsewhere::Elsewhere;
pub use embed::{Embed, frame_snippet};
pub use lobby::Lobby;
pub use not_found::NotFound;
pub use rules_page::RulesPage;
pub use saved::Saved;
