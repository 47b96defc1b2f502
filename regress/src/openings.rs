//! Start positions for a match (twogtp `--openings DIR`, as gogui-twogtp's `-openings`): the
//! main-line moves of every SGF file in a folder, in file-name order. Game `i` starts from
//! opening `i` (with alternating colours, `i / 2`: each opening is played twice, colours
//! exchanged), round the list again when the games outnumber the openings.

use std::path::Path;
use tengen::board::{Color, VertexOrPass};
use tengen::game::Game;
use tengen::rules::Rules;
use tengen::sgf::GameRecord;

/// The moves an opening plays before the engines take over.
pub type Opening = Vec<(Color, VertexOrPass)>;

/// The openings in `dir` for a board of `size`. Files with set-up stones, another board size
/// or no moves are refused, naming the file.
pub fn load(dir: &Path, size: usize) -> Result<Vec<Opening>, String> {
    let paths = tengen::sgf::files_in(dir)?;
    paths
        .iter()
        .map(|path| {
            let fail = |why: &str| format!("{}: {why}", path.display());
            let text = std::fs::read_to_string(path).map_err(|e| fail(&e.to_string()))?;
            let records = GameRecord::parse_all(&text).map_err(|e| fail(&e.to_string()))?;
            let record = records.first().ok_or_else(|| fail("no game in the file"))?;
            if record.size != size {
                return Err(fail(&format!(
                    "a {0}×{0} board, not {size}×{size}",
                    record.size
                )));
            }
            if !record.setup.is_empty() || !record.later_setups.is_empty() {
                return Err(fail(
                    "set-up stones (AB/AW/AE) are not supported in openings",
                ));
            }
            if record.moves.is_empty() {
                return Err(fail("no moves"));
            }
            // Checked now rather than when a game reaches the opening, mid-match.
            let mut game =
                Game::new(size, Rules::default(), 7.0).map_err(|e| fail(&e.to_string()))?;
            for (number, &(color, vertex)) in record.moves.iter().enumerate() {
                game.play_vertex(color, vertex)
                    .map_err(|e| fail(&format!("move {} ({vertex}): {e}", number + 1)))?;
            }
            Ok(record.moves.clone())
        })
        .collect()
}

/// The opening of game `index` (see the module comment).
pub fn for_game(openings: &[Opening], index: usize, alternate: bool) -> &[(Color, VertexOrPass)] {
    if openings.is_empty() {
        return &[];
    }
    let slot = if alternate { index / 2 } else { index };
    &openings[slot % openings.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write(dir: &Path, name: &str, text: &str) {
        std::fs::write(dir.join(name), text).unwrap();
    }

    #[test]
    fn openings_load_in_name_order_and_serve_two_games_each_when_alternating() {
        let dir = std::env::temp_dir().join(format!("tengen-openings-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        write(&dir, "b.sgf", "(;SZ[9];B[ee];W[cc])");
        write(&dir, "a.sgf", "(;SZ[9];B[gc])");
        write(&dir, "notes.txt", "not an opening");
        let openings = load(&dir, 9).unwrap();
        assert_eq!(openings.len(), 2);
        assert_eq!(openings[0].len(), 1, "a.sgf first");
        assert_eq!(openings[1].len(), 2);
        assert_eq!(for_game(&openings, 1, true).len(), 1);
        assert_eq!(for_game(&openings, 2, true).len(), 2);
        assert_eq!(for_game(&openings, 4, true).len(), 1, "round again");
        assert_eq!(for_game(&openings, 1, false).len(), 2);
        assert!(load(&dir, 19).unwrap_err().contains("a.sgf"));
        write(&dir, "c.sgf", "(;SZ[9]AB[aa];W[cc])");
        assert!(load(&dir, 9).unwrap_err().contains("set-up"));
        write(&dir, "c.sgf", "(;SZ[9];B[cc];W[cc])");
        assert!(load(&dir, 9).unwrap_err().contains("move 2"));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
