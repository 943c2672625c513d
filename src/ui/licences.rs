//! The crates Parlour's web app is built from, with their licences. The list
//! in `licences.txt` is generated from `cargo metadata` by
//! `scripts/licences` and checked against it by `tests/native/licences.rs`, so it
//! cannot go stale.

/// One crate of the web build.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CrateLicence {
    pub name: &'static str,
    pub version: &'static str,
    /// SPDX licence expression as the crate declares it.
    pub licence: &'static str,
}

/// The generated list: one `name version licence` line per crate.
pub const LICENCES_TXT: &str = include_str!("licences.txt");

/// Every crate of the web build, sorted by name.
pub fn crate_licences() -> Vec<CrateLicence> {
    LICENCES_TXT
        .lines()
        .filter_map(|line| {
            let mut parts = line.splitn(3, ' ');
            Some(CrateLicence {
                name: parts.next()?,
                version: parts.next()?,
                licence: parts.next()?,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_parses_into_a_crate() {
        let crates = crate_licences();
        assert_eq!(crates.len(), LICENCES_TXT.lines().count());
        assert!(crates.iter().any(|c| c.name == "leptos"));
        assert!(crates.iter().all(|c| !c.licence.is_empty()));
    }
}
