//! The build of the table of Cloak and Dagger Chess: the app holding that one table
//! (see `parlour::registry`). Built for the browser only.

parlour::table_build!(parlour::games::cloak_dagger::CloakDagger);
