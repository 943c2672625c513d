//! The about page's crate list (`src/ui/licences.txt`) must match what
//! `cargo metadata` says the web build is made of. Regenerate it with
//! `scripts/licences` (which sets `PARLOUR_UPDATE_LICENCES=1`).

use std::collections::{BTreeSet, HashMap};
use std::path::Path;
use std::process::Command;

use serde_json::Value;

/// `name version licence` for every crate the wasm build links, sorted.
fn shipped_crates() -> String {
    let manifest_dir = env!("CARGO_MANIFEST_DIR");
    let output = Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--format-version",
            "1",
            "--locked",
            "--filter-platform",
            "wasm32-unknown-unknown",
        ])
        .current_dir(manifest_dir)
        .output()
        .expect("cargo metadata runs");
    assert!(
        output.status.success(),
        "cargo metadata failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let metadata: Value = serde_json::from_slice(&output.stdout).expect("metadata is JSON");

    let packages: HashMap<&str, &Value> = metadata["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .map(|p| (p["id"].as_str().expect("package id"), p))
        .collect();
    let nodes: HashMap<&str, &Value> = metadata["resolve"]["nodes"]
        .as_array()
        .expect("resolve nodes")
        .iter()
        .map(|n| (n["id"].as_str().expect("node id"), n))
        .collect();
    let root = metadata["resolve"]["root"].as_str().expect("root package");

    // Follow normal dependencies only: dev and build dependencies are not
    // shipped, and neither are proc macros (nor what they depend on), which
    // run in the compiler.
    let is_proc_macro = |id: &str| {
        packages[id]["targets"]
            .as_array()
            .expect("targets")
            .iter()
            .any(|t| {
                t["kind"]
                    .as_array()
                    .expect("kind")
                    .iter()
                    .any(|k| k == "proc-macro")
            })
    };
    let mut seen = BTreeSet::new();
    let mut stack = vec![root];
    while let Some(id) = stack.pop() {
        for dep in nodes[id]["deps"].as_array().expect("deps") {
            let normal = dep["dep_kinds"]
                .as_array()
                .expect("dep kinds")
                .iter()
                .any(|kind| kind["kind"].is_null());
            let dep_id = dep["pkg"].as_str().expect("dep id");
            if normal && !is_proc_macro(dep_id) && seen.insert(dep_id) {
                stack.push(dep_id);
            }
        }
    }

    // Parlour's own crates (the workspace's members) are not dependencies.
    let ours: BTreeSet<&str> = metadata["workspace_members"]
        .as_array()
        .expect("workspace members")
        .iter()
        .map(|id| id.as_str().expect("member id"))
        .collect();
    let mut lines: Vec<String> = seen
        .iter()
        .filter(|id| !ours.contains(*id))
        .map(|id| {
            let package = packages[id];
            let licence = package["license"]
                .as_str()
                .unwrap_or("see its licence file");
            format!(
                "{} {} {}",
                package["name"].as_str().expect("name"),
                package["version"].as_str().expect("version"),
                licence
            )
        })
        .collect();
    lines.sort();
    lines.dedup();
    lines.join("\n") + "\n"
}

#[test]
fn about_page_lists_every_shipped_crate_with_its_licence() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui/licences.txt");
    let expected = shipped_crates();
    if std::env::var_os("PARLOUR_UPDATE_LICENCES").is_some() {
        std::fs::write(&path, &expected).expect("write licences.txt");
    }
    let actual = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(expected.contains("\nleptos ") || expected.starts_with("leptos "));
    assert_eq!(
        actual, expected,
        "src/ui/licences.txt is stale: run scripts/licences"
    );
}
