//! The other programs some tests compare tengen with, found on the machine or named with the
//! package that installs them (`bash tests/run` installs them all).

use std::path::Path;

/// The GNU Go command line with `args`, from `/usr/games/gnugo` (Debian's place) or `PATH`.
/// Panics with the package to install when GNU Go is not on the machine.
pub fn gnugo(args: &[&str]) -> Vec<String> {
    let program = ["/usr/games/gnugo", "/usr/bin/gnugo", "/usr/local/bin/gnugo"]
        .into_iter()
        .find(|p| Path::new(p).is_file())
        .map(String::from)
        .or_else(|| {
            std::env::var_os("PATH").and_then(|path| {
                std::env::split_paths(&path)
                    .map(|dir| dir.join("gnugo"))
                    .find(|p| p.is_file())
                    .map(|p| p.to_string_lossy().into_owned())
            })
        })
        .unwrap_or_else(|| {
            panic!(
                "GNU Go is not installed: this test compares tengen with it. Install it with \
                 `apt-get install gnugo`, or run every test with `bash tests/run`, which does."
            )
        });
    std::iter::once(program)
        .chain(args.iter().map(|a| a.to_string()))
        .collect()
}
