//! The build of the table of chess (and Chess960): the app holding that one table
//! (see `parlour::registry`). Built for the browser only.

parlour::table_build!(parlour::games::standard::Standard);
