//! tengen driven by Sabaki's own GTP library, `@sabaki/gtp`, from Node (see
//! `tests/sabaki/sync-and-analyze.js`): pipelined sync and undo batches, then `lz-analyze`
//! stopped by the next command. Needs `npm ci --prefix tests/sabaki` (done by `.ci/run`).

use std::path::Path;
use std::process::Command;

#[test]
fn sabaki_syncs_analyses_and_stops_tengen() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sabaki");
    assert!(
        dir.join("node_modules/@sabaki/gtp").is_dir(),
        "@sabaki/gtp is missing: run `npm ci --prefix tests/sabaki`"
    );
    let output = Command::new("node")
        .arg(dir.join("sync-and-analyze.js"))
        .arg(env!("CARGO_BIN_EXE_tengen"))
        .output()
        .expect("node runs (it is on the machine; .ci/run checks)");
    assert!(
        output.status.success(),
        "stdout: {}\nstderr: {}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}
