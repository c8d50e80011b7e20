//! The words layer: typed values of every layer below become the player's words, in
//! the player's language, from the message files ([`crate::i18n`]). One renderer an
//! area: [`game`] (the game screen: sides, turns, checks, results, refusals, the
//! opponent), [`editor`] (the position editor, its analysis, setup and FEN errors),
//! [`learn`] (rules pages, lessons, practice), [`files`] (records, autosave, the
//! settings file, system errors), [`commands`] (the `:` line's commands).

pub mod clock;
pub mod commands;
pub mod editor;
pub mod files;
pub mod game;
pub mod learn;
pub mod start;
pub use game::*;
