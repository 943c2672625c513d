//! The computer players' Web Worker: answers search requests (see
//! `parlour::ai::worker`). Built for the browser only; natively, the
//! engine speaks UCI through `parlour uci`.

fn main() {
    #[cfg(target_arch = "wasm32")]
    parlour::ai::worker::run();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("parlour-worker runs in a browser's Web Worker; natively, use `parlour uci`");
}
