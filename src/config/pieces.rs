//! How pieces are drawn (the settings file's `pieces`): the game's own symbols,
//! letters, or — for a Xiangqi learner — some kinds in hanzi and the rest as letters
//! ([`PieceStyle::Hanzi`]), so that characters can be learnt a few at a time.
//!
//! In the file and on the command line a style is one word: `symbols`, `letters`,
//! or `hanzi:` and the kinds shown in hanzi by their algebraic letters, `hanzi:K,R`
//! (K general, A advisor, E elephant, H horse, R chariot, C cannon, P soldier).
//! Files written before this style keep loading (`symbols`, `letters`).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// How pieces are drawn.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum PieceStyle {
    /// The game's own symbols: chess ♔♕♖♗♘♙ / ♚♛♜♝♞♟, Xiangqi hanzi
    /// (帥仕相傌俥炮兵 / 將士象馬車砲卒).
    #[default]
    Symbols,
    /// Letters: upper case for White/Red, lower case for Black.
    Letters,
    /// Xiangqi: these kinds in hanzi, the others as letters (chess: letters).
    Hanzi(HanziKinds),
}

/// A set of Xiangqi kinds, named by their algebraic letters `K A E H R C P`.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct HanziKinds(u8);

/// Why a piece style's name was not read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PieceStyleError {
    #[error("'{0}' is no piece style: symbols, letters, or hanzi: and the kinds, as hanzi:K,R")]
    Unknown(String),
    #[error("'{0}' is no Xiangqi piece letter: K A E H R C P (hanzi:K,R)")]
    Letter(String),
}

impl HanziKinds {
    /// The kinds' letters, in the order they are written.
    pub const LETTERS: [char; 7] = ['K', 'A', 'E', 'H', 'R', 'C', 'P'];
    /// The order the settings screen adds characters in, one at a time: the
    /// general (alone of its kind), then the pieces that move most.
    pub const LEARNING: [char; 7] = ['K', 'R', 'H', 'C', 'P', 'E', 'A'];

    fn bit(letter: char) -> Option<u8> {
        let i = Self::LETTERS.iter().position(|&l| l == letter)?;
        Some(1 << i)
    }

    /// The set of the given letters (`None` if one is no kind's letter).
    pub fn of(letters: &[char]) -> Option<HanziKinds> {
        letters
            .iter()
            .try_fold(0, |set, &l| Some(set | Self::bit(l)?))
            .map(HanziKinds)
    }

    /// The first `n` kinds of [`HanziKinds::LEARNING`].
    pub fn first(n: usize) -> HanziKinds {
        HanziKinds::of(&Self::LEARNING[..n.min(7)]).unwrap_or_default()
    }

    /// Whether the kind of this algebraic letter is in the set.
    pub fn contains(self, letter: char) -> bool {
        Self::bit(letter).is_some_and(|b| self.0 & b != 0)
    }

    /// The letters in the set, in [`HanziKinds::LETTERS`] order.
    pub fn letters(self) -> Vec<char> {
        Self::LETTERS
            .into_iter()
            .filter(|&l| self.contains(l))
            .collect()
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
}

impl PieceStyle {
    /// Read `symbols`, `letters`, `hanzi` (all kinds: the symbols) or `hanzi:K,R`
    /// (letters in either case; `hanzi:` alone is no kind: the letters).
    pub fn parse(text: &str) -> Result<PieceStyle, PieceStyleError> {
        let t = text.trim();
        match t.to_ascii_lowercase().as_str() {
            "symbols" | "hanzi" | "unicode" => return Ok(PieceStyle::Symbols),
            "letters" => return Ok(PieceStyle::Letters),
            _ => {}
        }
        let Some(list) = t
            .strip_prefix("hanzi:")
            .or_else(|| t.strip_prefix("Hanzi:"))
        else {
            return Err(PieceStyleError::Unknown(t.to_string()));
        };
        let mut letters = Vec::new();
        for part in list.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let mut chars = part.chars();
            match (chars.next().map(|c| c.to_ascii_uppercase()), chars.next()) {
                (Some(c), None) if HanziKinds::LETTERS.contains(&c) => letters.push(c),
                _ => return Err(PieceStyleError::Letter(part.to_string())),
            }
        }
        Ok(PieceStyle::of_kinds(
            HanziKinds::of(&letters).unwrap_or_default(),
        ))
    }

    /// The style with `kinds` in hanzi: no kind is the letters, every kind the
    /// symbols.
    pub fn of_kinds(kinds: HanziKinds) -> PieceStyle {
        match kinds.len() {
            0 => PieceStyle::Letters,
            7 => PieceStyle::Symbols,
            _ => PieceStyle::Hanzi(kinds),
        }
    }

    /// The style's name, as [`PieceStyle::parse`] reads it.
    pub fn name(self) -> String {
        match self {
            PieceStyle::Symbols => "symbols".into(),
            PieceStyle::Letters => "letters".into(),
            PieceStyle::Hanzi(kinds) => {
                let letters: Vec<String> = kinds.letters().iter().map(char::to_string).collect();
                format!("hanzi:{}", letters.join(","))
            }
        }
    }

    /// Whether a Xiangqi kind (by its algebraic letter) is drawn in hanzi.
    pub fn hanzi_for(self, letter: char) -> bool {
        match self {
            PieceStyle::Symbols => true,
            PieceStyle::Letters => false,
            PieceStyle::Hanzi(kinds) => kinds.contains(letter),
        }
    }

    /// The styles the settings screen steps through: the symbols, the letters, then
    /// one hanzi more at a time in [`HanziKinds::LEARNING`] order.
    pub fn steps() -> Vec<PieceStyle> {
        let mut v = vec![PieceStyle::Symbols, PieceStyle::Letters];
        v.extend((1..7).map(|n| PieceStyle::Hanzi(HanziKinds::first(n))));
        v
    }
}

impl Serialize for PieceStyle {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.name())
    }
}

impl<'de> Deserialize<'de> for PieceStyle {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<PieceStyle, D::Error> {
        let text = String::deserialize(d)?;
        PieceStyle::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_old_names_still_read() {
        for style in PieceStyle::steps() {
            assert_eq!(
                PieceStyle::parse(&style.name()),
                Ok(style),
                "{}",
                style.name()
            );
        }
        assert_eq!(PieceStyle::parse("symbols"), Ok(PieceStyle::Symbols));
        assert_eq!(PieceStyle::parse("letters"), Ok(PieceStyle::Letters));
        let kr = PieceStyle::parse("hanzi:r, k").unwrap();
        assert_eq!(kr.name(), "hanzi:K,R");
        assert!(kr.hanzi_for('K') && kr.hanzi_for('R') && !kr.hanzi_for('H'));
        assert_eq!(PieceStyle::parse("hanzi:"), Ok(PieceStyle::Letters));
        assert_eq!(
            PieceStyle::parse("hanzi:K,A,E,H,R,C,P"),
            Ok(PieceStyle::Symbols)
        );
        assert!(matches!(
            PieceStyle::parse("hanzi:K,Q"),
            Err(PieceStyleError::Letter(l)) if l == "Q"
        ));
        assert!(PieceStyle::parse("purple").is_err());
    }

    #[test]
    fn the_settings_steps_add_one_hanzi_at_a_time() {
        let steps = PieceStyle::steps();
        for (n, style) in steps[2..].iter().enumerate() {
            let PieceStyle::Hanzi(kinds) = style else {
                panic!("{style:?}")
            };
            assert_eq!(kinds.len(), n + 1);
        }
    }
}
