//! The build of the table of Crowded House: the app holding that one table
//! (see `parlour::registry`). Built for the browser only.

parlour::table_build!(parlour::games::crowded_house::CrowdedHouse);
