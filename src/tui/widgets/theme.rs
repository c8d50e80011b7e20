//! The board's colours: one palette per theme, the only place the board drawing takes
//! a colour from, and the WCAG contrast arithmetic the tests hold the palettes to.
//!
//! Every glyph the board draws (piece art, marks, lines, river text) is dark ink on a
//! light-to-middle cell, so each square and tint keeps a relative luminance the ink
//! reads on; White's pieces get their own ivory body behind their ink.

use crate::config::Theme;
use ratatui::style::Color;

/// The terminal's side of a [`Theme`]: its colours and the terminal's colour output.
pub trait Colours {
    /// Set the terminal's colour output for this theme: monochrome writes no colour
    /// anywhere on the screen; a colour theme chosen on the command line or with the
    /// key overrides `NO_COLOR`, which crossterm otherwise honours by dropping every
    /// colour (no-color.org: an explicit choice wins).
    fn apply_to_terminal(self);
    /// The colours; `None` for the monochrome mode.
    fn palette(self) -> Option<&'static Palette>;
}

impl Colours for Theme {
    fn apply_to_terminal(self) {
        ratatui::crossterm::style::force_color_output(self != Theme::Mono);
    }

    fn palette(self) -> Option<&'static Palette> {
        match self {
            Theme::Default => Some(&DEFAULT),
            Theme::HighContrast => Some(&HIGH_CONTRAST),
            Theme::ColourBlind => Some(&COLOUR_BLIND),
            Theme::Mono => None,
        }
    }
}

/// What colours a cell beyond its plain square colour, strongest last: the drawing
/// picks the last that applies.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tint {
    Plain,
    LastMove,
    /// Practice overlay: the opponent attacks it.
    Attacked,
    /// Flickering: a unit that already moved in the series.
    Moved,
    /// A destination with a piece on it (a capture).
    Capture,
    Check,
    Selected,
}

impl Tint {
    pub const ALL: [Tint; 7] = [
        Tint::Plain,
        Tint::LastMove,
        Tint::Attacked,
        Tint::Moved,
        Tint::Capture,
        Tint::Check,
        Tint::Selected,
    ];
}

/// A light and a dark variant of a tint (chess squares).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pair {
    pub light: Color,
    pub dark: Color,
}

/// The chessboard's colours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChessColours {
    pub square: Pair,
    pub last_move: Pair,
    pub attacked: Pair,
    pub moved: Color,
    pub capture: Color,
    pub check: Color,
    pub selected: Color,
    /// Every mark and every outline: cursor, destinations, Black's pieces' glyphs,
    /// White's pieces' lines.
    pub ink: Color,
    /// The body of White's pieces (behind a single glyph, inside a figure).
    pub white_body: Color,
    /// The body of Black's figures.
    pub black_body: Color,
    /// Details drawn inside Black's figures (an eye, a slit).
    pub black_detail: Color,
}

impl ChessColours {
    /// The colour of a cell: its square colour under a tint.
    pub fn cell(&self, light: bool, tint: Tint) -> Color {
        let pick = |p: Pair| if light { p.light } else { p.dark };
        match tint {
            Tint::Plain => pick(self.square),
            Tint::LastMove => pick(self.last_move),
            Tint::Attacked => pick(self.attacked),
            Tint::Moved => self.moved,
            Tint::Capture => self.capture,
            Tint::Check => self.check,
            Tint::Selected => self.selected,
        }
    }
}

/// The Xiangqi board's colours.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XiangqiColours {
    pub wood: Color,
    /// The grid, palace, river text.
    pub line: Color,
    /// A piece's disc, untinted.
    pub disc: Color,
    pub last_move: Color,
    pub attacked: Color,
    pub moved: Color,
    pub capture: Color,
    pub check: Color,
    pub selected: Color,
    /// Cursor and destination marks on the wood.
    pub mark: Color,
    /// The practice overlay's mark on an attacked empty point.
    pub attack_mark: Color,
    pub red: Color,
    pub black: Color,
}

impl XiangqiColours {
    /// A piece's disc under a tint.
    pub fn disc(&self, tint: Tint) -> Color {
        match tint {
            Tint::Plain => self.disc,
            Tint::LastMove => self.last_move,
            Tint::Attacked => self.attacked,
            Tint::Moved => self.moved,
            Tint::Capture => self.capture,
            Tint::Check => self.check,
            Tint::Selected => self.selected,
        }
    }
}

/// A colour theme's palette.
#[derive(Clone, Debug, PartialEq)]
pub struct Palette {
    pub chess: ChessColours,
    pub xiangqi: XiangqiColours,
    /// File and rank labels (drawn beside the board, on the terminal's own colour).
    pub label: Color,
    /// The contrast every glyph on the board reaches against its cell.
    pub min_contrast: f64,
}

const fn rgb(r: u8, g: u8, b: u8) -> Color {
    Color::Rgb(r, g, b)
}

static DEFAULT: Palette = Palette {
    chess: ChessColours {
        square: Pair {
            light: rgb(234, 212, 168),
            dark: rgb(178, 136, 92),
        },
        last_move: Pair {
            light: rgb(228, 218, 122),
            dark: rgb(196, 182, 88),
        },
        attacked: Pair {
            light: rgb(240, 178, 152),
            dark: rgb(212, 138, 112),
        },
        moved: rgb(172, 170, 224),
        capture: rgb(232, 146, 108),
        check: rgb(238, 110, 92),
        selected: rgb(132, 184, 230),
        ink: rgb(10, 8, 6),
        white_body: rgb(252, 248, 236),
        black_body: rgb(26, 22, 20),
        black_detail: rgb(172, 164, 152),
    },
    xiangqi: XiangqiColours {
        wood: rgb(228, 194, 136),
        line: rgb(92, 52, 22),
        disc: rgb(250, 238, 206),
        last_move: rgb(240, 228, 128),
        attacked: rgb(246, 196, 174),
        moved: rgb(212, 204, 246),
        capture: rgb(246, 190, 160),
        check: rgb(252, 176, 168),
        selected: rgb(172, 210, 246),
        mark: rgb(18, 36, 140),
        attack_mark: rgb(150, 0, 0),
        red: rgb(156, 8, 8),
        black: rgb(16, 16, 16),
    },
    label: rgb(170, 160, 150),
    min_contrast: 4.5,
};

static HIGH_CONTRAST: Palette = Palette {
    chess: ChessColours {
        square: Pair {
            light: rgb(236, 236, 236),
            dark: rgb(164, 164, 164),
        },
        last_move: Pair {
            light: rgb(250, 238, 110),
            dark: rgb(214, 200, 70),
        },
        attacked: Pair {
            light: rgb(255, 192, 172),
            dark: rgb(234, 156, 136),
        },
        moved: rgb(198, 180, 255),
        capture: rgb(255, 170, 98),
        check: rgb(255, 132, 132),
        selected: rgb(132, 206, 255),
        ink: rgb(0, 0, 0),
        white_body: rgb(255, 255, 255),
        black_body: rgb(0, 0, 0),
        black_detail: rgb(180, 180, 180),
    },
    xiangqi: XiangqiColours {
        wood: rgb(246, 236, 212),
        line: rgb(0, 0, 0),
        disc: rgb(255, 255, 255),
        last_move: rgb(255, 244, 140),
        attacked: rgb(255, 218, 204),
        moved: rgb(226, 216, 255),
        capture: rgb(255, 212, 182),
        check: rgb(255, 210, 210),
        selected: rgb(190, 230, 255),
        mark: rgb(0, 0, 150),
        attack_mark: rgb(130, 0, 0),
        red: rgb(140, 0, 0),
        black: rgb(0, 0, 0),
    },
    label: rgb(210, 210, 210),
    min_contrast: 7.0,
};

/// Safe for the common colour-vision deficiencies: grey squares, and signal tints
/// spread over lightness and the blue–yellow axis that protanopes and deuteranopes
/// keep, as well as the red–green one tritanopes keep. Every pair of signals stays at
/// least ΔE 20 apart under each simulated deficiency (`vision` tests); the tints are
/// the same on light and dark squares, so a tint never depends on the square.
static COLOUR_BLIND: Palette = Palette {
    chess: ChessColours {
        square: Pair {
            light: rgb(226, 226, 226),
            dark: rgb(146, 146, 146),
        },
        last_move: Pair {
            light: rgb(255, 214, 16),
            dark: rgb(255, 214, 16),
        },
        attacked: Pair {
            light: rgb(237, 159, 126),
            dark: rgb(237, 159, 126),
        },
        moved: rgb(179, 105, 182),
        capture: rgb(245, 113, 3),
        check: rgb(230, 36, 54),
        selected: rgb(62, 112, 255),
        ink: rgb(0, 0, 0),
        white_body: rgb(255, 255, 255),
        black_body: rgb(0, 0, 0),
        black_detail: rgb(180, 180, 180),
    },
    xiangqi: XiangqiColours {
        wood: rgb(157, 183, 180),
        line: rgb(0, 0, 0),
        disc: rgb(255, 252, 255),
        last_move: rgb(223, 213, 10),
        attacked: rgb(189, 255, 176),
        moved: rgb(185, 128, 255),
        capture: rgb(249, 175, 92),
        check: rgb(226, 119, 103),
        selected: rgb(124, 211, 247),
        mark: rgb(0, 0, 150),
        attack_mark: rgb(110, 0, 0),
        red: rgb(100, 0, 0),
        black: rgb(0, 0, 0),
    },
    label: rgb(200, 200, 200),
    min_contrast: 4.5,
};

/// WCAG 2 relative luminance of an sRGB colour (0 black … 1 white); `None` for a
/// colour that is not an RGB value (the terminal's own).
pub fn luminance(c: Color) -> Option<f64> {
    let Color::Rgb(r, g, b) = c else { return None };
    let lin = |v: u8| {
        let s = f64::from(v) / 255.0;
        if s <= 0.040_45 {
            s / 12.92
        } else {
            ((s + 0.055) / 1.055).powf(2.4)
        }
    };
    Some(0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b))
}

/// WCAG 2 contrast ratio of two colours (1 … 21), `None` unless both are RGB.
pub fn contrast(a: Color, b: Color) -> Option<f64> {
    let (la, lb) = (luminance(a)?, luminance(b)?);
    let (hi, lo) = if la > lb { (la, lb) } else { (lb, la) };
    Some((hi + 0.05) / (lo + 0.05))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contrast_matches_the_wcag_reference_values() {
        let white = rgb(255, 255, 255);
        let black = rgb(0, 0, 0);
        assert!((contrast(white, black).unwrap() - 21.0).abs() < 1e-9);
        assert!((contrast(white, white).unwrap() - 1.0).abs() < 1e-9);
        // The measurement of the old board: white on (222,196,150).
        let old = contrast(white, rgb(222, 196, 150)).unwrap();
        assert!((old - 1.69).abs() < 0.01, "{old}");
        assert_eq!(contrast(Color::Reset, white), None);
    }

    /// Every pair of colours the board puts glyph over cell, in each colour theme.
    #[test]
    fn every_glyph_colour_reads_on_every_cell_it_can_stand_on() {
        for theme in Theme::ALL {
            let Some(p) = theme.palette() else { continue };
            let min = p.min_contrast;
            let check = |what: &str, fg: Color, bg: Color| {
                let c = contrast(fg, bg).unwrap();
                assert!(c >= min, "{theme:?}: {what}: {fg:?} on {bg:?} is {c:.2}:1");
            };
            let ch = &p.chess;
            for light in [true, false] {
                for tint in Tint::ALL {
                    let bg = ch.cell(light, tint);
                    // Marks, Black's glyphs and figures' edges, White's figures' edges.
                    check(&format!("ink on {tint:?}"), ch.ink, bg);
                    check(&format!("black body on {tint:?}"), ch.black_body, bg);
                }
            }
            check("ink on White's body", ch.ink, ch.white_body);
            check("detail on Black's body", ch.black_detail, ch.black_body);
            let x = &p.xiangqi;
            for tint in Tint::ALL {
                let disc = x.disc(tint);
                check(&format!("red on {tint:?}"), x.red, disc);
                check(&format!("black on {tint:?}"), x.black, disc);
                // Large discs: the cursor's frame and the marks inside the disc.
                check(&format!("mark on {tint:?}"), x.mark, disc);
            }
            for (what, fg) in [
                ("line", x.line),
                ("mark", x.mark),
                ("attack mark", x.attack_mark),
                ("red frame", x.red),
                ("black frame", x.black),
            ] {
                check(&format!("{what} on wood"), fg, x.wood);
            }
        }
    }
}
