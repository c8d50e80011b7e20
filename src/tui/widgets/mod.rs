//! Widgets shared by the screens: the board, piece glyphs, the layout and its view
//! transform, and text (key bar, command line, help boxes, wrapping).

pub mod board;
pub mod glyphs;
pub mod layout;
pub mod text;
