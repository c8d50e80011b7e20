//! Tiny fake UCI engines for the tests: shell scripts written into a scratch folder,
//! answering the handshake and `go` with whatever the test asks (a move, a crash,
//! silence).

use super::scratch::Scratch;
use std::path::PathBuf;

/// Write a fake engine named `name` whose answer to `go` is the shell commands
/// `on_go`; returns its folder (keep it alive while the engine runs) and path.
pub fn fake_engine(name: &str, on_go: &str) -> (Scratch, PathBuf) {
    let dir = Scratch::new("uci");
    let path = dir.join(name);
    let script = format!(
        "#!/bin/sh\n\
         while read -r line; do\n\
           case \"$line\" in\n\
             uci) echo \"id name {name}\"; echo uciok ;;\n\
             isready) echo readyok ;;\n\
             go*) {on_go} ;;\n\
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
