//! Tiny fake UCI engines for the tests: shell scripts written into a scratch folder,
//! answering the handshake and `go` with whatever the test asks (a move, a crash,
//! silence). Each one writes its process id into `pids` in its folder when it
//! starts, so a test can check that no engine outlives what should end it.

use super::scratch::Scratch;
use std::path::PathBuf;
use std::time::{Duration, Instant};

/// Write a fake engine named `name` whose answer to `go` is the shell commands
/// `on_go`; returns its folder (keep it alive while the engine runs) and path.
/// `stop` is answered with a move (an engine thinking until told to stop has
/// `on_go` `:`).
pub fn fake_engine(name: &str, on_go: &str) -> (Scratch, PathBuf) {
    fake_engine_offering(name, &[], on_go)
}

/// [`fake_engine`] that offers the UCI `option` lines `options` in its handshake
/// and writes every line it is sent into `heard` in its folder ([`heard`]).
pub fn fake_engine_offering(name: &str, options: &[&str], on_go: &str) -> (Scratch, PathBuf) {
    let dir = Scratch::new("uci");
    let path = dir.join(name);
    let offered: String = options.iter().map(|o| format!("echo '{o}'; ")).collect();
    let script = format!(
        "#!/bin/sh\n\
         echo $$ >> \"$(dirname \"$0\")/pids\"\n\
         while read -r line; do\n\
           echo \"$line\" >> \"$(dirname \"$0\")/heard\"\n\
           case \"$line\" in\n\
             uci) echo \"id name {name}\"; {offered}echo uciok ;;\n\
             isready) echo readyok ;;\n\
             go*) {on_go} ;;\n\
             stop) echo 'bestmove h10g8' ;;\n\
             quit) exit 0 ;;\n\
           esac\n\
         done\n"
    );
    std::fs::write(&path, script).expect("write the fake engine");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))
            .expect("make the fake engine executable");
    }
    (dir, path)
}

/// Every line the fake engines of `dir` were sent so far, in order.
pub fn heard(dir: &Scratch) -> Vec<String> {
    std::fs::read_to_string(dir.join("heard"))
        .unwrap_or_default()
        .lines()
        .map(str::to_string)
        .collect()
}

/// The process ids of the fake engines of `dir` started so far, in order.
pub fn engine_pids(dir: &Scratch) -> Vec<u32> {
    std::fs::read_to_string(dir.join("pids"))
        .unwrap_or_default()
        .lines()
        .filter_map(|l| l.trim().parse().ok())
        .collect()
}

/// Wait (at most 10 s) until `dir` has seen `n` engines start; their ids.
pub fn wait_for_engines(dir: &Scratch, n: usize) -> Vec<u32> {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let pids = engine_pids(dir);
        if pids.len() >= n {
            return pids;
        }
        assert!(Instant::now() < deadline, "only {pids:?} started");
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Whether the process `pid` still exists (running, or ended but not reaped).
pub fn exists(pid: u32) -> bool {
    std::path::Path::new(&format!("/proc/{pid}")).exists()
}

/// Wait (at most `limit`) until the process `pid` is gone (ended and reaped);
/// whether it is.
pub fn gone_within(pid: u32, limit: Duration) -> bool {
    let deadline = Instant::now() + limit;
    while exists(pid) {
        if Instant::now() > deadline {
            return false;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    true
}
