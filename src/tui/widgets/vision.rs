//! The colour-blind theme under simulated colour-vision deficiencies: every pair of
//! board signals that a player must tell apart stays apart.
//!
//! **Simulation.** Machado, Oliveira & Fernandes, "A Physiologically-based Model for
//! Simulation of Color Vision Deficiency", IEEE TVCG 15(6), 2009: the 3x3 matrices of
//! severity 1.0 (protanopia, deuteranopia, tritanopia), applied to linear sRGB and
//! clipped to the gamut, as the paper prescribes.
//!
//! **Distance.** CIE76 ΔE (Euclidean distance in CIELAB, D65 white). A just noticeable
//! difference is about ΔE 2.3, but that is for two patches side by side; on a board a
//! signal is one small cell among others, seen apart and at a glance, so the test asks
//! for ΔE ≥ 20 — the size of difference between colours one names differently (a
//! yellow from an orange, a grey from a blue), well beyond one that must be hunted
//! for. The palette reaches 24 or more in every view.

use super::theme::{Colours, Palette};
use crate::config::Theme;
use ratatui::style::Color;

/// The least CIE76 distance two signals keep in every view (see the module's note).
const MIN_DELTA_E: f64 = 20.0;

type Matrix = [[f64; 3]; 3];

/// Machado et al. 2009, severity 1.0.
const PROTANOPIA: Matrix = [
    [0.152_286, 1.052_583, -0.204_868],
    [0.114_503, 0.786_281, 0.099_216],
    [-0.003_882, -0.048_116, 1.051_998],
];
const DEUTERANOPIA: Matrix = [
    [0.367_322, 0.860_646, -0.227_968],
    [0.280_085, 0.672_501, 0.047_413],
    [-0.011_820, 0.042_940, 0.968_881],
];
const TRITANOPIA: Matrix = [
    [1.255_528, -0.076_749, -0.178_779],
    [-0.078_411, 0.930_809, 0.147_602],
    [0.004_733, 0.691_367, 0.303_900],
];
const IDENTITY: Matrix = [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]];

const VIEWS: [(&str, Matrix); 4] = [
    ("normal vision", IDENTITY),
    ("protanopia", PROTANOPIA),
    ("deuteranopia", DEUTERANOPIA),
    ("tritanopia", TRITANOPIA),
];

fn linear(v: u8) -> f64 {
    let s = f64::from(v) / 255.0;
    if s <= 0.040_45 {
        s / 12.92
    } else {
        ((s + 0.055) / 1.055).powf(2.4)
    }
}

/// CIELAB (D65) of a colour as seen through a simulation matrix.
fn lab(c: Color, m: &Matrix) -> [f64; 3] {
    let Color::Rgb(r, g, b) = c else {
        panic!("{c:?} is not an RGB colour")
    };
    let l = [linear(r), linear(g), linear(b)];
    let s: Vec<f64> = m
        .iter()
        .map(|row| (row[0] * l[0] + row[1] * l[1] + row[2] * l[2]).clamp(0.0, 1.0))
        .collect();
    let x = 0.4124 * s[0] + 0.3576 * s[1] + 0.1805 * s[2];
    let y = 0.2126 * s[0] + 0.7152 * s[1] + 0.0722 * s[2];
    let z = 0.0193 * s[0] + 0.1192 * s[1] + 0.9505 * s[2];
    let f = |t: f64| {
        let d = 6.0 / 29.0;
        if t > d * d * d {
            t.cbrt()
        } else {
            t / (3.0 * d * d) + 4.0 / 29.0
        }
    };
    let (fx, fy, fz) = (f(x / 0.950_47), f(y), f(z / 1.088_83));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

fn delta_e(a: [f64; 3], b: [f64; 3]) -> f64 {
    a.iter()
        .zip(b)
        .map(|(p, q)| (p - q).powi(2))
        .sum::<f64>()
        .sqrt()
}

/// The signals of each board, named: every colour a cell or disc can take. A tint
/// on light and dark squares counts as one signal with two colours.
fn signals(p: &Palette) -> [Vec<(&'static str, Vec<Color>)>; 2] {
    let c = &p.chess;
    let x = &p.xiangqi;
    let both = |pair: super::theme::Pair| vec![pair.light, pair.dark];
    [
        vec![
            ("light square", vec![c.square.light]),
            ("dark square", vec![c.square.dark]),
            ("last move", both(c.last_move)),
            ("attacked", both(c.attacked)),
            ("moved", vec![c.moved]),
            ("capture", vec![c.capture]),
            ("check", vec![c.check]),
            ("selected", vec![c.selected]),
        ],
        vec![
            ("wood", vec![x.wood]),
            ("disc", vec![x.disc]),
            ("last move", vec![x.last_move]),
            ("attacked", vec![x.attacked]),
            ("moved", vec![x.moved]),
            ("capture", vec![x.capture]),
            ("check", vec![x.check]),
            ("selected", vec![x.selected]),
        ],
    ]
}

/// The least distance between two different signals of a board, in one view.
fn least_distance(board: &[(&str, Vec<Color>)], m: &Matrix) -> (f64, String) {
    let mut least = (f64::INFINITY, String::new());
    for (i, (a, ca)) in board.iter().enumerate() {
        for (b, cb) in &board[i + 1..] {
            for &p in ca {
                for &q in cb {
                    let d = delta_e(lab(p, m), lab(q, m));
                    if d < least.0 {
                        least = (d, format!("{a} {p:?} / {b} {q:?}"));
                    }
                }
            }
        }
    }
    least
}

#[test]
fn delta_e_and_the_simulation_match_reference_values() {
    // sRGB white and black: L* 100 and 0; pure red's CIELAB is (53.2, 80.1, 67.2).
    let white = lab(Color::Rgb(255, 255, 255), &IDENTITY);
    assert!(delta_e(white, [100.0, 0.0, 0.0]) < 0.1, "{white:?}");
    let red = lab(Color::Rgb(255, 0, 0), &IDENTITY);
    assert!(delta_e(red, [53.24, 80.09, 67.20]) < 0.3, "{red:?}");
    // Each deficiency keeps white and greys (rows summing to one) ...
    for (name, m) in VIEWS {
        let grey = Color::Rgb(128, 128, 128);
        let d = delta_e(lab(grey, &m), lab(grey, &IDENTITY));
        assert!(d < 0.5, "{name}: grey moved by {d}");
    }
    // ... and protanopia and deuteranopia bring red and green together where normal
    // vision holds them far apart (the confusion the model exists to show).
    let (r, g) = (Color::Rgb(200, 80, 40), Color::Rgb(110, 130, 40));
    assert!(delta_e(lab(r, &IDENTITY), lab(g, &IDENTITY)) > 40.0);
    for m in [PROTANOPIA, DEUTERANOPIA] {
        assert!(delta_e(lab(r, &m), lab(g, &m)) < 20.0);
    }
}

#[test]
fn the_colour_blind_theme_keeps_every_signal_apart_under_each_deficiency() {
    let p = Theme::ColourBlind.palette().expect("a colour theme");
    for (board, name) in signals(p).iter().zip(["chess", "xiangqi"]) {
        for (view, m) in VIEWS {
            let (d, pair) = least_distance(board, &m);
            assert!(
                d >= MIN_DELTA_E,
                "{name}, {view}: {pair} only ΔE {d:.1} apart (need {MIN_DELTA_E})"
            );
        }
    }
}

/// The test has teeth: the default wooden theme was not made for colour-blindness,
/// and some of its signals do fall together under a simulated deficiency.
#[test]
fn the_default_theme_is_not_safe_by_the_same_measure() {
    let p = Theme::Default.palette().expect("a colour theme");
    let worst = signals(p)
        .iter()
        .flat_map(|board| VIEWS.map(|(_, m)| least_distance(board, &m).0))
        .fold(f64::INFINITY, f64::min);
    assert!(worst < MIN_DELTA_E, "{worst}");
}
