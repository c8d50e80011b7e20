//! Practice progress: a score and a streak per kind and difficulty, kept in the data
//! folder (`practice/progress.tsv`, written atomically). It is read as every file of
//! the data folder is ([`read_text`]: a regular file only — a FIFO or a device is
//! refused at once — of bounded size, in UTF-8). A file that cannot be read is
//! reported and kept: nothing is saved over it. Each answer is counted on the file
//! as it is then (read again just before saving), so two copies practising at once
//! add up their answers instead of overwriting each other's. Counters stop at their
//! largest value instead of wrapping.

use crate::practice::xiangqi_puzzle::XiangqiKind;
use crate::practice::PuzzleKind;
use crate::record::store::{read_text, write_atomic};
use crate::record::StoreError;
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
        self.tried = self.tried.saturating_add(1);
        if solved {
            self.solved = self.solved.saturating_add(1);
            self.streak = self.streak.saturating_add(1);
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
    #[error("cannot read the practice progress: {0}")]
    Read(StoreError),
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
        let text = match read_text(&path) {
            Ok(t) => t,
            Err(StoreError::Read { source, .. })
                if source.kind() == std::io::ErrorKind::NotFound =>
            {
                String::new()
            }
            Err(e) => return Err(ProgressError::Read(e)),
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

    /// Count an answer and save at once: on the scores the file holds now (another
    /// copy may have saved answers of its own since), which become these.
    pub fn record(
        &mut self,
        track: impl Into<TrackKey>,
        solved: bool,
    ) -> Result<(), ProgressError> {
        if let Some(path) = &self.path {
            self.scores = Progress::load(path.clone())?.scores;
        }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::store::FileKind;

    /// A fresh folder of its own, removed when dropped.
    struct Folder(PathBuf);

    impl Folder {
        fn new(name: &str) -> Folder {
            let dir = std::env::temp_dir()
                .join(format!("duochess-progress-{name}-{}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            Folder(dir)
        }
    }

    impl Drop for Folder {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// `load` on a thread of its own: its answer, or `None` if it never comes (a
    /// read that blocks for good, or one that eats memory without end).
    fn load_within(path: PathBuf) -> Option<Result<Progress, ProgressError>> {
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let _ = tx.send(Progress::load(path));
        });
        rx.recv_timeout(std::time::Duration::from_secs(10)).ok()
    }

    #[cfg(unix)]
    #[test]
    fn a_fifo_or_a_link_to_dev_zero_is_refused_at_once() {
        let dir = Folder::new("special");
        let fifo = dir.0.join("progress.tsv");
        rustix::fs::mknodat(
            rustix::fs::CWD,
            &fifo,
            rustix::fs::FileType::Fifo,
            rustix::fs::Mode::from_raw_mode(0o600),
            0,
        )
        .unwrap();
        let answer = load_within(fifo).expect("a FIFO must not block");
        assert!(
            matches!(
                answer,
                Err(ProgressError::Read(StoreError::NotRegular {
                    kind: FileKind::Fifo,
                    ..
                }))
            ),
            "{answer:?}"
        );
        let zero = dir.0.join("zero.tsv");
        std::os::unix::fs::symlink("/dev/zero", &zero).unwrap();
        let answer = load_within(zero).expect("/dev/zero must not be read");
        assert!(
            matches!(
                answer,
                Err(ProgressError::Read(StoreError::NotRegular {
                    kind: FileKind::Device,
                    ..
                }))
            ),
            "{answer:?}"
        );
    }

    #[test]
    fn two_copies_add_up_their_answers() {
        let dir = Folder::new("copies");
        let path = Progress::file_in(&dir.0);
        let track = (PuzzleKind::Escape, Some(2));
        // Both open the same (empty) progress, then answer in turn.
        let mut one = Progress::load(path.clone()).unwrap();
        let mut two = Progress::load(path.clone()).unwrap();
        one.record(track, true).unwrap();
        two.record(track, true).unwrap();
        one.record(track, false).unwrap();
        let s = Progress::load(path).unwrap().score(track);
        assert_eq!((s.solved, s.tried, s.best_streak, s.streak), (2, 3, 2, 0));
    }

    #[test]
    fn counters_at_their_largest_stay_there() {
        let mut s = Score {
            solved: u32::MAX,
            tried: u32::MAX,
            streak: u32::MAX,
            best_streak: u32::MAX,
        };
        s.record(true);
        assert_eq!(s.solved, u32::MAX);
        assert_eq!(s.tried, u32::MAX);
        assert_eq!(s.best_streak, u32::MAX);
        s.record(false);
        assert_eq!((s.tried, s.streak), (u32::MAX, 0));
    }
}
