//! The build of the table of The One Sane Man: the app holding that one table
//! (see `parlour::registry`). Built for the browser only.

parlour::table_build!(parlour::games::one_sane_man::OneSaneMan);
