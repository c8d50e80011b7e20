//! Browsing earlier positions of the game (read-only): move by move, and in
//! Flickering Chess series by series.

use super::{App, Mode, Request};
use crate::tui::keys::Action;
use crate::words::game::GameText;

impl App {
    /// The live position in browsing terms: the moves of the turn in progress.
    pub(super) fn live_position(&self) -> (usize, usize) {
        let len = self.game.history_len();
        (len, self.game.moves_in(len))
    }

    /// The position one move before `p`, if there is one.
    pub(super) fn move_before(&self, (index, step): (usize, usize)) -> Option<(usize, usize)> {
        if step > 0 {
            return Some((index, step - 1));
        }
        let before = index.checked_sub(1)?;
        Some((before, self.game.moves_in(before).max(1) - 1))
    }

    /// The position one move after `p` (`None`: that is the live board).
    pub(super) fn move_after(&self, (index, step): (usize, usize)) -> Option<(usize, usize)> {
        let next = if step + 1 < self.game.moves_in(index) {
            (index, step + 1)
        } else {
            (index + 1, 0)
        };
        (next < self.live_position()).then_some(next)
    }

    pub(super) fn browse_to(&mut self, p: Option<(usize, usize)>) {
        match p {
            Some((index, step)) => self.mode = Mode::Browse { index, step },
            None => {
                self.mode = Mode::Board;
                self.message = None;
            }
        }
    }

    pub(super) fn enter_browse(&mut self, to_start: bool) {
        match self.move_before(self.live_position()) {
            Some(p) => {
                self.clear_selection();
                let (index, step) = if to_start { (0, 0) } else { p };
                self.mode = Mode::Browse { index, step };
                self.info(self.say(GameText::BrowsingHow {
                    series: self.game.has_series(),
                }));
            }
            None => self.info(self.say(GameText::NothingToBrowse)),
        }
    }

    pub(super) fn handle_browse(&mut self, p: (usize, usize), action: Action) -> Request {
        let (index, step) = p;
        match action {
            Action::BrowseBack => {
                let back = self.move_before(p).unwrap_or(p);
                self.browse_to(Some(back));
            }
            Action::BrowseForward => {
                let next = self.move_after(p);
                self.browse_to(next);
            }
            Action::BrowseSeriesBack => {
                let back = if step > 0 {
                    (index, 0)
                } else {
                    (index.saturating_sub(1), 0)
                };
                self.browse_to(Some(back));
            }
            Action::BrowseSeriesForward => {
                let next = (index + 1, 0);
                self.browse_to((next < self.live_position()).then_some(next));
            }
            Action::BrowseStart => self.browse_to(Some((0, 0))),
            Action::BrowseEnd => self.browse_to(None),
            Action::OpenCommand => self.mode = Mode::Command(String::new()),
            Action::Flip
            | Action::CycleTheme
            | Action::Help
            | Action::Quit
            | Action::PauseClock
            | Action::NewGame
            | Action::Rematch
            | Action::Menu => return self.common(action),
            _ => {}
        }
        Request::None
    }
}
