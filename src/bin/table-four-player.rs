//! The build of the table of Four Player Chess: the app holding that one table
//! (see `parlour::registry`). Built for the browser only.

parlour::table_build!(parlour::games::four_player::FourPlayer);
