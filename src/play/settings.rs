//! The settings a front end shows a game with — pieces, colours, the board's side,
//! notation, language — and how the remembered ones ([`crate::config::Config`]) lay
//! over them.

use crate::config::{Config, Notation, PieceStyle, Theme};
use crate::i18n::Lang;
use crate::play::port::NotationStyle;

/// Display options chosen on the command line or in the game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    pub style: PieceStyle,
    pub flipped: bool,
    /// Turn the board after each turn so the side to move is at the bottom.
    pub auto_flip: bool,
    /// Xiangqi: each side's WXF file numbers (1–9 from its right) along its edge.
    pub file_numbers: bool,
    /// The board's colours (`T` turns to the next).
    pub theme: Theme,
    /// The move list's notation, where the game offers it (else the game's first;
    /// `w` turns to the next).
    pub notation: NotationStyle,
    /// The language of every word on the screens.
    pub lang: crate::i18n::Lang,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            style: PieceStyle::Symbols,
            flipped: false,
            auto_flip: false,
            file_numbers: false,
            theme: Theme::Default,
            notation: NotationStyle::Standard,
            lang: crate::i18n::Lang::En,
        }
    }
}

/// The move list's notation for a remembered one.
pub fn notation_of(n: Notation) -> NotationStyle {
    match n {
        Notation::Algebraic => NotationStyle::Standard,
        Notation::Wxf => NotationStyle::Wxf,
        Notation::Chinese => NotationStyle::Chinese,
        Notation::Seed => NotationStyle::Seed,
        Notation::Coordinates => NotationStyle::Coordinates,
    }
}

/// The interface language a remembered choice stands for (none: the locale's).
pub fn lang_of(language: Option<crate::config::Language>) -> crate::i18n::Lang {
    match language {
        Some(crate::config::Language::En) => crate::i18n::Lang::En,
        Some(crate::config::Language::Uk) => crate::i18n::Lang::Uk,
        None => crate::i18n::Lang::from_env(),
    }
}

/// Lay the remembered values over `settings` (the theme only when one was chosen).
pub fn apply(config: &Config, settings: &mut Settings) {
    apply_in(config, lang_of(config.language), settings);
}

/// [`apply`] with the interface in `lang` (the settings screen's language).
pub fn apply_in(config: &Config, lang: Lang, settings: &mut Settings) {
    settings.lang = lang;
    settings.style = config.pieces;
    settings.flipped = config.flip;
    settings.auto_flip = config.auto_flip;
    settings.notation = config.notation.map_or(
        NotationStyle::default_for(settings.lang == crate::i18n::Lang::Uk),
        notation_of,
    );
    if let Some(t) = config.theme {
        settings.theme = t;
    }
}
