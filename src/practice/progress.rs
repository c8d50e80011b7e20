//! Practice progress: a score and a streak per kind and difficulty, kept in the data
//! folder (`practice/progress.tsv`, written atomically). A file that cannot be read
//! is reported and kept: nothing is saved over it.

use crate::practice::xiangqi_puzzle::XiangqiKind;
use crate::practice::PuzzleKind;
use crate::record::store::write_atomic;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The score of one kind and difficulty.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub solved: u32,
    pub tried: u32,
    pub streak: u32,
    pub best_streak: u32,
}

impl Score {
    pub fn record(&mut self, solved: bool) {
        self.tried += 1;
        if solved {
            self.solved += 1;
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
        } else {
            self.streak = 0;
        }
    }
}

/// A kind and a difficulty (`None`: any).
pub type Track = (PuzzleKind, Option<u8>);

/// The names a progress line may have as its kind: the Flickering kinds, and the
/// Xiangqi kinds after `xiangqi-`.
fn known_kind(name: &str) -> bool {
    PuzzleKind::ALL.iter().any(|k| k.name() == name)
        || XiangqiKind::ALL
            .iter()
            .any(|k| name.strip_prefix("xiangqi-") == Some(k.name()))
}

/// Where a score is kept: a kind's name and a difficulty's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrackKey(String, String);

impl From<Track> for TrackKey {
    fn from((kind, d): Track) -> TrackKey {
        let d = d.map_or_else(|| "any".to_string(), |d| d.to_string());
        TrackKey(kind.name().to_string(), d)
    }
}

impl From<XiangqiKind> for TrackKey {
    fn from(kind: XiangqiKind) -> TrackKey {
        TrackKey(format!("xiangqi-{}", kind.name()), "any".into())
    }
}

/// Why progress cannot be read or written.
#[derive(Debug, thiserror::Error)]
pub enum ProgressError {
    #[error("cannot read the practice progress {}: {source}", .path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("the practice progress {} is broken at line {line} ({reason}); it is kept as it is and this session's scores are not saved", .path.display())]
    Broken {
        path: PathBuf,
        line: usize,
        reason: BrokenLine,
    },
    #[error("cannot save the practice progress: {0}")]
    MakeFolder(std::io::Error),
    #[error("cannot save the practice progress: {0}")]
    Write(crate::record::StoreError),
}

/// What is wrong with a line of the progress file.
#[derive(Copy, Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BrokenLine {
    #[error("too few fields")]
    TooFewFields,
    #[error("unknown kind")]
    UnknownKind,
    #[error("not a number")]
    NotANumber,
    #[error("want four numbers")]
    WantFourNumbers,
}

/// Scores by kind and difficulty, and where they are saved.
#[derive(Clone, Debug, Default)]
pub struct Progress {
    pub scores: BTreeMap<(String, String), Score>,
    /// The file (`None`: not saved).
    pub path: Option<PathBuf>,
}

fn key(track: impl Into<TrackKey>) -> (String, String) {
    let TrackKey(kind, d) = track.into();
    (kind, d)
}

impl Progress {
    /// The progress file in a data folder.
    pub fn file_in(root: &Path) -> PathBuf {
        root.join("practice").join("progress.tsv")
    }

    /// Read the progress at `path` (none yet: empty).
    pub fn load(path: PathBuf) -> Result<Progress, ProgressError> {
        let text = match std::fs::read_to_string(&path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
            Err(source) => return Err(ProgressError::Read { path, source }),
        };
        let mut scores = BTreeMap::new();
        for (i, line) in text.lines().enumerate() {
            if line.trim().is_empty() || line.starts_with('#') {
                continue;
            }
            let broken = |reason: BrokenLine| ProgressError::Broken {
                path: path.clone(),
                line: i + 1,
                reason,
            };
            let f: Vec<&str> = line.split('\t').collect();
            let [kind, d, rest @ ..] = f.as_slice() else {
                return Err(broken(BrokenLine::TooFewFields));
            };
            if !known_kind(kind) {
                return Err(broken(BrokenLine::UnknownKind));
            }
            let n: Vec<u32> = rest
                .iter()
                .map(|x| x.parse::<u32>())
                .collect::<Result<_, _>>()
                .map_err(|_| broken(BrokenLine::NotANumber))?;
            let [solved, tried, streak, best_streak] = n.as_slice() else {
                return Err(broken(BrokenLine::WantFourNumbers));
            };
            scores.insert(
                (kind.to_string(), d.to_string()),
                Score {
                    solved: *solved,
                    tried: *tried,
                    streak: *streak,
                    best_streak: *best_streak,
                },
            );
        }
        Ok(Progress {
            scores,
            path: Some(path),
        })
    }

    pub fn score(&self, track: impl Into<TrackKey>) -> Score {
        self.scores.get(&key(track)).copied().unwrap_or_default()
    }

    /// Count an answer and save at once.
    pub fn record(
        &mut self,
        track: impl Into<TrackKey>,
        solved: bool,
    ) -> Result<(), ProgressError> {
        self.scores.entry(key(track)).or_default().record(solved);
        self.save()
    }

    fn save(&self) -> Result<(), ProgressError> {
        let Some(path) = &self.path else {
            return Ok(());
        };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(ProgressError::MakeFolder)?;
        }
        let mut text = String::from("# kind\tdifficulty\tsolved\ttried\tstreak\tbest streak\n");
        for ((kind, d), s) in &self.scores {
            text.push_str(&format!(
                "{kind}\t{d}\t{}\t{}\t{}\t{}\n",
                s.solved, s.tried, s.streak, s.best_streak
            ));
        }
        write_atomic(path, &text).map_err(ProgressError::Write)
    }
}
