//! A question over the screen that asks it: its words on the message line, its
//! answers on the key bar (the screen's bottom two rows). A yes/no question about
//! a game hands its answer back to the game ([`Note::Answer`]); the question asked
//! before leaving a game or the editor goes to the menu, quits, or stays.

use crate::i18n::Lang;
use crate::tui::keys::ask::{ask_action_for_key, AskAction, AskInput, KEYS};
use crate::tui::keys::Facts;
use crate::tui::screen::{Context, Note, Outcome, Screen};
use crate::tui::widgets::text::{clear_overlay, render_grown, render_hints};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};

/// A question on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ask {
    pub kind: AskInput,
    /// The question, in the player's language.
    pub text: String,
    lang: Lang,
}

impl Ask {
    /// A yes/no question; its answer goes to the screen that asked.
    pub fn yes_no(text: String, lang: Lang) -> Ask {
        Ask {
            kind: AskInput::YesNo,
            text,
            lang,
        }
    }

    /// Whether to leave for the menu, quit, or stay.
    pub fn leave(text: String, lang: Lang) -> Ask {
        Ask {
            kind: AskInput::Leave,
            text,
            lang,
        }
    }

    /// The answers, as the key bar shows them.
    pub fn key_bar(&self) -> Vec<(&'static str, &'static str)> {
        crate::tui::keys::bar_in(self.lang, KEYS, self.kind, Facts::default())
    }
}

impl Screen for Ask {
    fn handle(&mut self, event: &Event, _area: Rect, _cx: &mut Context) -> Outcome {
        let Event::Key(key) = event else {
            return Outcome::Stay;
        };
        match ask_action_for_key(self.kind, key) {
            None => Outcome::Stay,
            Some(AskAction::Yes) => Outcome::BackWith(Note::Answer(true)),
            Some(AskAction::No) => Outcome::BackWith(Note::Answer(false)),
            Some(AskAction::Menu) => Outcome::Menu,
            Some(AskAction::Quit) => Outcome::Quit,
            Some(AskAction::Stay) => Outcome::Back,
        }
    }

    fn draw(&self, area: Rect, buf: &mut Buffer) {
        if area.height < 2 {
            return;
        }
        let question = Rect::new(area.x, area.bottom() - 2, area.width, 1);
        let keys = Rect::new(area.x, area.bottom() - 1, area.width, 1);
        clear_overlay(question, buf);
        clear_overlay(keys, buf);
        let style = Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD);
        render_grown(&self.text, style, question, buf);
        render_hints(&self.key_bar(), keys, buf);
    }

    fn overlay(&self) -> bool {
        true
    }
}
