//! Writing a file so that a failure never destroys the old one: the new contents go to a
//! temporary file in the same directory, which then replaces the old file in one rename.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

/// Replaces (or creates) the file at `path` with what `write` writes. On any failure the old
/// file is untouched and the temporary file removed. A symbolic link is followed (the file it
/// names is replaced, the link stays) and the old file's permissions carry over; a character
/// device (`/dev/null`) is written in place, as renaming over it would replace it. Anything
/// else that is not a regular file is refused: a pipe would block until someone reads it, a
/// socket cannot be opened, a disk must not be overwritten, a directory is not a file.
pub fn replace(path: &Path, write: impl FnOnce(&mut File) -> io::Result<()>) -> io::Result<()> {
    let path = &match fs::canonicalize(path) {
        Ok(target) => target,
        Err(_) => path.to_path_buf(),
    };
    let old = fs::metadata(path).ok();
    if let Some(old) = old.as_ref().filter(|m| !m.is_file()) {
        if !is_character_device(old) {
            return Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                "not a regular file",
            ));
        }
        let mut file = OpenOptions::new().write(true).open(path)?;
        return write(&mut file).and_then(|()| file.flush());
    }
    let temporary = temporary_path(path)?;
    let result = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temporary)
        .and_then(|mut file| {
            write(&mut file)?;
            file.flush()?;
            if let Some(old) = &old {
                file.set_permissions(old.permissions())?;
            }
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

#[cfg(unix)]
fn is_character_device(metadata: &fs::Metadata) -> bool {
    use std::os::unix::fs::FileTypeExt;
    metadata.file_type().is_char_device()
}

#[cfg(not(unix))]
fn is_character_device(_: &fs::Metadata) -> bool {
    false
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

    #[cfg(unix)]
    #[test]
    fn links_are_followed_permissions_kept_devices_written_in_place_and_pipes_refused() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch_dir("atomic-link");
        let target = dir.join("game.sgf");
        fs::write(&target, "old").unwrap();
        fs::set_permissions(&target, fs::Permissions::from_mode(0o640)).unwrap();
        let link = dir.join("link.sgf");
        std::os::unix::fs::symlink(&target, &link).unwrap();
        write(&link, b"new").unwrap();
        assert!(fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink());
        assert_eq!(fs::read_to_string(&target).unwrap(), "new");
        let mode = fs::metadata(&target).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o640);
        // /dev/null stays a device.
        write(Path::new("/dev/null"), b"x").unwrap();
        assert!(!fs::metadata("/dev/null").unwrap().is_file());
        // A pipe nobody reads and a directory are refused at once.
        let pipe = dir.join("pipe");
        let made = std::process::Command::new("mkfifo").arg(&pipe).status();
        assert!(made.unwrap().success());
        let error = write(&pipe, b"x").unwrap_err();
        assert_eq!(error.to_string(), "not a regular file");
        assert_eq!(
            write(&dir, b"x").unwrap_err().to_string(),
            "not a regular file"
        );
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_missing_directory_is_an_error_not_a_panic() {
        let dir = scratch_dir("atomic-missing");
        let path = dir.join("no-such-dir").join("game.sgf");
        assert!(write(&path, b"x").is_err());
        fs::remove_dir_all(&dir).unwrap();
    }
}
