//! Writing a file so that a failure never destroys the old one: the new contents go to a
//! temporary file in the same directory, which then replaces the old file in one rename.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// Replaces (or creates) the file at `path` with what `write` writes. On any failure the old
/// file is untouched and the temporary file removed.
pub fn replace(path: &Path, write: impl FnOnce(&mut File) -> io::Result<()>) -> io::Result<()> {
    let temporary = temporary_path(path)?;
    let result = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temporary)
        .and_then(|mut file| {
            write(&mut file)?;
            file.flush()?;
            file.sync_all()
        })
        .and_then(|()| fs::rename(&temporary, path));
    if result.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    result
}

/// Writes `contents` to `path` with [`replace`].
pub fn write(path: &Path, contents: &[u8]) -> io::Result<()> {
    replace(path, |file| file.write_all(contents))
}

/// A name for the temporary file beside `path`, unique within this process.
fn temporary_path(path: &Path) -> io::Result<PathBuf> {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let name = path
        .file_name()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "not a file name"))?;
    let mut temporary = std::ffi::OsString::from(".");
    temporary.push(name);
    temporary.push(format!(
        ".{}-{}.tmp",
        std::process::id(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    ));
    Ok(path.with_file_name(temporary))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch_dir(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("tengen-{name}-{}", std::process::id()));
        fs::create_dir_all(&dir).unwrap();
        dir
    }

    #[test]
    fn a_failed_write_leaves_the_old_file_and_no_temporary() {
        let dir = scratch_dir("atomic-fail");
        let path = dir.join("game.sgf");
        fs::write(&path, "(;GM[1]old)").unwrap();
        let error = replace(&path, |file| {
            file.write_all(b"(;GM[1]half")?;
            Err(io::Error::other("No space left on device"))
        })
        .unwrap_err();
        assert_eq!(error.to_string(), "No space left on device");
        assert_eq!(fs::read_to_string(&path).unwrap(), "(;GM[1]old)");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1, "temporary left");
        write(&path, b"(;GM[1]new)").unwrap();
        assert_eq!(fs::read_to_string(&path).unwrap(), "(;GM[1]new)");
        assert_eq!(fs::read_dir(&dir).unwrap().count(), 1);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_missing_directory_is_an_error_not_a_panic() {
        let path = scratch_dir("atomic-missing")
            .join("no-such-dir")
            .join("game.sgf");
        assert!(write(&path, b"x").is_err());
    }
}
