//! Widgets shared by the screens: the board, its colour themes, piece glyphs and
//! figures, the layout and its view transform, and text (key bar, command line,
//! help boxes, wrapping).

pub mod board;
pub mod figures;
pub mod glyphs;
pub mod layout;
pub mod scroll;
pub mod text;
pub mod theme;
#[cfg(test)]
mod vision;
