//! `parlour`: the headless command line (perft, moves, play).

fn main() {
    println!("parlour");
}
