//! The words layer: typed values of every layer below become the player's words, in
//! the player's language, from the message files ([`crate::i18n`]).
//!
//! One module a job, and no circles among them: [`common`] (what every renderer
//! shares; it imports none of the others), [`sides`] (sides, turns, checks,
//! results, a record's players), [`flickering`] and [`xiangqi`] (each game's
//! refusals and notation errors), [`refusal`] (the game screen's refusals, every
//! case of the port's error), [`opponent`] (the computer and UCI engines),
//! [`game`] (the game screen's captions, hints, notices and names), [`editor`]
//! (the position editor, its analysis, setup and FEN errors), [`learn`] (rules
//! pages, lessons, practice), [`files`] (records, autosave, the settings file),
//! [`clock`] (time controls).

pub mod cli;
pub mod clock;
pub mod common;
pub mod editor;
pub mod files;
pub mod flickering;
pub mod game;
pub mod jobs;
pub mod learn;
pub mod menus;
pub mod opponent;
pub mod refusal;
#[cfg(test)]
mod samples;
pub mod sides;
pub mod xiangqi;

pub use common::Say;
