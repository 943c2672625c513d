//! Shared by the command-line tests: runs the real `parlour` binary.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `parlour` with `args`, writing `input` to its standard input, and
/// returns what it printed and how it exited.
pub fn run_parlour(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_parlour"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the parlour binary starts");
    child
        .stdin
        .take()
        .expect("stdin is piped")
        .write_all(input.as_bytes())
        .expect("parlour reads its input");
    child.wait_with_output().expect("parlour finishes")
}
