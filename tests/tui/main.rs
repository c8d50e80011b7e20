//! The terminal front end on ratatui's TestBackend: app, adapters, records, editor, snapshots.
//!
//! One test target per group (instead of one per file) keeps the cold build and the
//! target folder small: each target links the library once.

#![allow(clippy::unwrap_used)] // a test may unwrap: a failure is the test failing

#[path = "../common/mod.rs"]
mod common;

mod orthodox;
mod tui_adapters;
mod tui_app;
mod tui_board;
mod tui_clipboard;
mod tui_clock;
mod tui_engine_analysis;
mod tui_engine_menu;
mod tui_i18n;
mod tui_i18n_editor;
mod tui_i18n_files;
mod tui_i18n_game;
mod tui_i18n_learn;
mod tui_i18n_screens;
mod tui_keys;
mod tui_lessons;
mod tui_monkey;
mod tui_opponent;
mod tui_playing;
mod tui_practice;
mod tui_records;
mod tui_review;
mod tui_rules;
mod tui_settings;
mod tui_setup;
mod tui_snapshots;
mod tui_stack;
mod tui_xiangqi;
