//! `parlour`: the headless command line (`cli`). It is native only: clap
//! is not built for the web, where this binary does nothing (a wasm build
//! of the tests compiles every binary).

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {}
