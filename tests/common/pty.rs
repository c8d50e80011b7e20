//! The real `duochess` binary in a pseudo-terminal: keys typed in, the screen read
//! back with a vt100 parser. Each session's autosaves go to a data folder of its own
//! (a scratch folder, or one the test names), never the player's; so does its settings
//! file (`config/config.toml` there).

use super::scratch::Scratch;
use portable_pty::{native_pty_system, Child, CommandBuilder, MasterPty, PtySize};
use std::io::{Read, Write};
use std::path::Path;
use std::process::Command;
use std::sync::mpsc::{channel, Receiver};
use std::time::{Duration, Instant};

pub const ROWS: u16 = 30;
pub const COLS: u16 = 100;

pub struct Session {
    pub parser: vt100::Parser,
    rx: Receiver<Vec<u8>>,
    writer: Box<dyn Write + Send>,
    child: Box<dyn Child + Send + Sync>,
    master: Box<dyn MasterPty + Send>,
    /// Everything the program wrote, as written.
    pub output: Vec<u8>,
    /// The data folder, when the session made its own (removed with the session).
    _scratch: Option<Scratch>,
}

impl Session {
    /// Start `duochess ARGS` with extra environment, autosaving into a fresh folder.
    pub fn start(args: &[&str], envs: &[(&str, &str)]) -> Session {
        let scratch = Scratch::new("pty");
        let mut s = Session::spawn(args, scratch.path(), envs);
        s._scratch = Some(scratch);
        s
    }

    /// Start `duochess ARGS` with its data folder at `data` (kept by the test).
    pub fn start_with_data(args: &[&str], data: &Path) -> Session {
        Session::spawn(args, data, &[])
    }

    /// Start `duochess ARGS` with its data folder at `data`, in the folder `cwd`.
    pub fn start_in(args: &[&str], data: &Path, cwd: &Path) -> Session {
        Session::spawn_in(args, data, &[], Some(cwd))
    }

    fn spawn(args: &[&str], data: &Path, envs: &[(&str, &str)]) -> Session {
        Session::spawn_in(args, data, envs, None)
    }

    fn spawn_in(args: &[&str], data: &Path, envs: &[(&str, &str)], cwd: Option<&Path>) -> Session {
        let pty = native_pty_system()
            .openpty(PtySize {
                rows: ROWS,
                cols: COLS,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("open a pty");
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_duochess"));
        cmd.args(args);
        if let Some(cwd) = cwd {
            cmd.cwd(cwd);
        }
        cmd.env("TERM", "xterm-256color");
        cmd.env("DUOCHESS_DATA_DIR", data);
        // The settings file in the same folder, never the player's.
        cmd.env("DUOCHESS_CONFIG_DIR", data.join("config"));
        for (k, v) in envs {
            cmd.env(k, v);
        }
        let child = pty.slave.spawn_command(cmd).expect("spawn duochess");
        drop(pty.slave);
        let mut reader = pty.master.try_clone_reader().expect("reader");
        let writer = pty.master.take_writer().expect("writer");
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let mut buf = [0u8; 8192];
            loop {
                match reader.read(&mut buf) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => {
                        if tx.send(buf[..n].to_vec()).is_err() {
                            break;
                        }
                    }
                }
            }
        });
        Session {
            parser: vt100::Parser::new(
                std::num::NonZeroU16::new(ROWS).expect("rows"),
                std::num::NonZeroU16::new(COLS).expect("cols"),
                0,
            ),
            rx,
            writer,
            child,
            master: pty.master,
            output: Vec::new(),
            _scratch: None,
        }
    }

    pub fn pump(&mut self, wait: Duration) {
        if let Ok(bytes) = self.rx.recv_timeout(wait) {
            self.parser.process(&bytes);
            self.output.extend_from_slice(&bytes);
            while let Ok(more) = self.rx.try_recv() {
                self.parser.process(&more);
                self.output.extend_from_slice(&more);
            }
        }
    }

    /// Everything the program wrote until its side of the pty closed (or `limit`
    /// passed, if something else still holds it).
    fn drain_to_end(&mut self, limit: Duration) {
        let deadline = Instant::now() + limit;
        while let Some(left) = deadline.checked_duration_since(Instant::now()) {
            match self.rx.recv_timeout(left) {
                Ok(bytes) => {
                    self.parser.process(&bytes);
                    self.output.extend_from_slice(&bytes);
                }
                Err(_) => return,
            }
        }
    }

    pub fn screen(&self) -> String {
        self.parser.screen().contents()
    }

    /// Wait until the screen shows `text` (or fail with the screen).
    pub fn wait_for(&mut self, text: &str) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while Instant::now() < deadline {
            if self.screen().contains(text) {
                return;
            }
            self.pump(Duration::from_millis(20));
        }
        panic!("timed out waiting for {text:?}; screen:\n{}", self.screen());
    }

    pub fn send(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).expect("type");
        self.writer.flush().expect("flush");
        // Let the program read and redraw before the next keys.
        self.pump(Duration::from_millis(60));
    }

    /// Type `keys` and return at once (to kill the program while it works on them).
    pub fn send_now(&mut self, keys: &str) {
        self.writer.write_all(keys.as_bytes()).expect("type");
        self.writer.flush().expect("flush");
    }

    /// The program's process id.
    pub fn pid(&self) -> u32 {
        self.child.process_id().expect("pid")
    }

    /// Resize the terminal (the program gets SIGWINCH) and the screen model.
    pub fn resize(&mut self, rows: u16, cols: u16) {
        self.master
            .resize(PtySize {
                rows,
                cols,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("resize");
        self.parser.screen_mut().set_size(
            std::num::NonZeroU16::new(rows).expect("rows"),
            std::num::NonZeroU16::new(cols).expect("cols"),
        );
    }

    pub fn exit_status(&mut self) -> portable_pty::ExitStatus {
        let deadline = Instant::now() + Duration::from_secs(10);
        loop {
            self.pump(Duration::from_millis(20));
            if let Some(status) = self.child.try_wait().expect("wait") {
                // Read what was written last (terminal restore sequences): all of
                // it, up to the end of the terminal's output (the reader ends when
                // the program's side of the pty closes), however loaded the machine.
                self.drain_to_end(Duration::from_secs(5));
                return status;
            }
            assert!(Instant::now() < deadline, "duochess did not exit");
        }
    }

    pub fn assert_restored(&self) {
        let s = self.parser.screen();
        assert!(!s.alternate_screen(), "still on the alternate screen");
        assert!(!s.hide_cursor(), "cursor still hidden");
        assert_eq!(s.mouse_protocol_mode(), vt100::MouseProtocolMode::None);
    }

    /// That the program's output ends with the terminal put back: the last time it
    /// turned the alternate screen, mouse reporting and the hidden cursor on came
    /// before it turned each off again.
    pub fn assert_output_ends_restored(&self) {
        let last = |seq: &str| {
            self.output
                .windows(seq.len())
                .rposition(|w| w == seq.as_bytes())
        };
        for (on, off, what) in [
            ("\x1b[?1049h", "\x1b[?1049l", "alternate screen"),
            ("\x1b[?1000h", "\x1b[?1000l", "mouse reporting"),
            ("\x1b[?25l", "\x1b[?25h", "hidden cursor"),
        ] {
            let (on_at, off_at) = (last(on), last(off));
            assert!(on_at.is_some(), "{what} was never turned on");
            assert!(
                off_at > on_at,
                "{what} is left on: {on:?} at {on_at:?}, {off:?} at {off_at:?}"
            );
        }
    }

    /// Send the program a signal by name (`TERM`, `HUP`, `INT`).
    pub fn signal(&self, name: &str) {
        let status = Command::new("kill")
            .args([&format!("-{name}"), &self.pid().to_string()])
            .status()
            .expect("run kill");
        assert!(status.success());
    }

    /// Kill the program with SIGKILL (no chance to clean up or save), as a crash or
    /// a closed terminal would at worst. (`Child::kill` of portable-pty sends SIGHUP
    /// first, which is not the point here.)
    pub fn sigkill(&mut self) {
        self.signal("KILL");
        let status = self.exit_status();
        let signal = status.signal().unwrap_or_default().to_string();
        assert!(
            signal.contains("Killed") || signal.contains('9'),
            "not killed by SIGKILL: {status:?}"
        );
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            let _ = self.child.kill();
        }
    }
}
