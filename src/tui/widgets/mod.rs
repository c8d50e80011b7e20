//! Widgets shared by the screens: the board, piece glyphs, the layout and its view
//! transform.

pub mod board;
pub mod glyphs;
pub mod layout;
