//! An engine's strength as a few named levels, through the engine's own UCI options.
//!
//! The handshake reads the engine's `option` lines ([`StrengthOptions::read`]): a
//! `Skill Level` spin, and `UCI_LimitStrength` (a check) with `UCI_Elo` (a spin),
//! each with the engine's own `min` and `max`. An [`EngineLevel`] becomes a
//! [`StrengthSetting`] by this mapping:
//!
//! | level | `Skill Level` (preferred) | `UCI_Elo` with `UCI_LimitStrength true` |
//! |---|---|---|
//! | 1 beginner | min | min |
//! | 2 casual | min + ¼ (max − min) | min + ¼ (max − min) |
//! | 3 club | min + ½ (max − min) | min + ½ (max − min) |
//! | 4 expert | min + ¾ (max − min) | min + ¾ (max − min) |
//! | 5 full strength | max | `UCI_LimitStrength false` |
//!
//! (rounded to the nearest whole number). `Skill Level` is preferred when the
//! engine offers both because it reaches further down: Fairy-Stockfish's runs from
//! −20 to 20, while its `UCI_Elo` starts at 1350 — already a club player, too strong
//! for a beginner. Pikafish offers only `UCI_Elo`. An engine that offers neither
//! plays at full strength whatever the level ([`StrengthSetting::NotOffered`]).

/// An inclusive range of a spin option, as the engine gave it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Spin {
    pub min: i32,
    pub max: i32,
}

impl Spin {
    /// The value `quarters`/4 of the way from `min` to `max`, rounded.
    fn at(self, quarters: i32) -> i32 {
        let span = i64::from(self.max) - i64::from(self.min);
        let value = i64::from(self.min) + (span * i64::from(quarters) + 2).div_euclid(4);
        // Between min and max, so it fits.
        i32::try_from(value).unwrap_or(self.max)
    }
}

/// The strength options an engine offers.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct StrengthOptions {
    /// `option name Skill Level type spin … min … max …`.
    pub skill: Option<Spin>,
    /// `option name UCI_Elo type spin … min … max …`, with `UCI_LimitStrength`
    /// offered too (the Elo means nothing without it).
    pub elo: Option<Spin>,
    limit_strength: bool,
    elo_spin: Option<Spin>,
}

impl StrengthOptions {
    /// Take in one line of the handshake (lines other than strength options are
    /// left alone).
    pub fn read(&mut self, line: &str) {
        let Some(rest) = line.trim().strip_prefix("option name ") else {
            return;
        };
        let Some((name, rest)) = rest.split_once(" type ") else {
            return;
        };
        let words: Vec<&str> = rest.split_whitespace().collect();
        let value = |key: &str| -> Option<i32> {
            let at = words.iter().position(|w| *w == key)?;
            words.get(at + 1)?.parse().ok()
        };
        let spin = || match (words.first(), value("min"), value("max")) {
            (Some(&"spin"), Some(min), Some(max)) if min <= max => Some(Spin { min, max }),
            _ => None,
        };
        match name.trim() {
            "Skill Level" => self.skill = spin(),
            "UCI_Elo" => self.elo_spin = spin(),
            "UCI_LimitStrength" => self.limit_strength = words.first() == Some(&"check"),
            _ => {}
        }
        self.elo = self.elo_spin.filter(|_| self.limit_strength);
    }

    /// What `level` comes to with these options.
    pub fn setting(&self, level: EngineLevel) -> StrengthSetting {
        let quarters = i32::from(level.number()) - 1;
        match (self.skill, self.elo) {
            (Some(skill), _) => StrengthSetting::Skill(skill.at(quarters)),
            (None, Some(_)) if level == EngineLevel::Full => StrengthSetting::Unlimited,
            (None, Some(elo)) => StrengthSetting::Elo(elo.at(quarters)),
            (None, None) => StrengthSetting::NotOffered,
        }
    }
}

/// A named strength level, from beginner to full strength.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum EngineLevel {
    Beginner,
    Casual,
    Club,
    Expert,
    #[default]
    Full,
}

impl EngineLevel {
    pub const ALL: [EngineLevel; 5] = [
        EngineLevel::Beginner,
        EngineLevel::Casual,
        EngineLevel::Club,
        EngineLevel::Expert,
        EngineLevel::Full,
    ];

    /// 1 (beginner) to 5 (full strength).
    pub fn number(self) -> u8 {
        match self {
            EngineLevel::Beginner => 1,
            EngineLevel::Casual => 2,
            EngineLevel::Club => 3,
            EngineLevel::Expert => 4,
            EngineLevel::Full => 5,
        }
    }

    /// The level numbered `n` (1–5).
    pub fn from_number(n: u8) -> Option<EngineLevel> {
        EngineLevel::ALL.into_iter().find(|l| l.number() == n)
    }

    /// The next level `by` steps on, round the ring.
    pub fn step(self, by: i8) -> EngineLevel {
        let n = EngineLevel::ALL.len() as i8;
        let i = (self.number() as i8 - 1 + by).rem_euclid(n);
        EngineLevel::ALL[i as usize]
    }
}

/// What a level comes to for one engine: the option set, or none.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum StrengthSetting {
    /// `setoption name Skill Level value N`.
    Skill(i32),
    /// `setoption name UCI_LimitStrength value true` and `UCI_Elo value N`.
    Elo(i32),
    /// `setoption name UCI_LimitStrength value false`: full strength.
    Unlimited,
    /// The engine offers no strength option: it plays at full strength.
    NotOffered,
}

impl StrengthSetting {
    /// The UCI commands that set it.
    pub fn commands(self) -> Vec<String> {
        match self {
            StrengthSetting::Skill(n) => vec![format!("setoption name Skill Level value {n}")],
            StrengthSetting::Elo(n) => vec![
                "setoption name UCI_LimitStrength value true".to_string(),
                format!("setoption name UCI_Elo value {n}"),
            ],
            StrengthSetting::Unlimited => {
                vec!["setoption name UCI_LimitStrength value false".to_string()]
            }
            StrengthSetting::NotOffered => Vec::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(lines: &[&str]) -> StrengthOptions {
        let mut o = StrengthOptions::default();
        for l in lines {
            o.read(l);
        }
        o
    }

    const FAIRY: [&str; 4] = [
        "option name Skill Level type spin default 20 min -20 max 20",
        "option name UCI_LimitStrength type check default false",
        "option name UCI_Elo type spin default 1350 min 1350 max 2850",
        "option name Hash type spin default 16 min 1 max 33554432",
    ];

    #[test]
    fn skill_level_is_preferred_and_spread_over_its_range() {
        let o = options(&FAIRY);
        let got = EngineLevel::ALL.map(|l| o.setting(l));
        use StrengthSetting::Skill;
        assert_eq!(
            got,
            [Skill(-20), Skill(-10), Skill(0), Skill(10), Skill(20)]
        );
        assert_eq!(
            Skill(-20).commands(),
            ["setoption name Skill Level value -20"]
        );
    }

    #[test]
    fn elo_needs_limit_strength_and_full_lifts_the_limit() {
        let only_elo = options(&[FAIRY[2]]);
        assert_eq!(
            only_elo.setting(EngineLevel::Beginner),
            StrengthSetting::NotOffered
        );
        let o = options(&[FAIRY[1], FAIRY[2]]);
        assert_eq!(o.setting(EngineLevel::Beginner), StrengthSetting::Elo(1350));
        assert_eq!(o.setting(EngineLevel::Club), StrengthSetting::Elo(2100));
        assert_eq!(o.setting(EngineLevel::Full), StrengthSetting::Unlimited);
        assert_eq!(
            StrengthSetting::Elo(1350).commands(),
            [
                "setoption name UCI_LimitStrength value true",
                "setoption name UCI_Elo value 1350"
            ]
        );
    }

    #[test]
    fn malformed_options_are_not_offered() {
        let o = options(&[
            "option name Skill Level type spin default 3 min 9 max 1",
            "option name Skill Level type string default x",
            "option name",
        ]);
        assert_eq!(o.setting(EngineLevel::Casual), StrengthSetting::NotOffered);
    }

    #[test]
    fn the_level_ring_turns_both_ways() {
        assert_eq!(EngineLevel::Full.step(1), EngineLevel::Beginner);
        assert_eq!(EngineLevel::Beginner.step(-1), EngineLevel::Full);
        for l in EngineLevel::ALL {
            assert_eq!(EngineLevel::from_number(l.number()), Some(l));
        }
    }
}
