//! The build of the table of COIN Chess: the app holding that one table
//! (see `parlour::registry`). Built for the browser only.

parlour::table_build!(parlour::games::coin::CoinChess);
