//! tengen against Sabaki's own libraries, run with Node: driven by `@sabaki/gtp`
//! (`tests/sabaki/sync-and-analyze.js`: pipelined sync and undo batches, then `lz-analyze`
//! stopped by the next command), and its `printsgf` files read by `@sabaki/sgf`
//! (`tests/sabaki/sgf-main-line.js`). Needs `npm ci --prefix tests/sabaki` (done by `.ci/run`).

mod common;

use std::path::Path;
use std::process::Command;

/// A `node` command running `script` from `tests/sabaki`, once Sabaki's `package` is installed.
fn node_script(package: &str, script: &str) -> Command {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/sabaki");
    assert!(
        dir.join("node_modules").join(package).is_dir(),
        "{package} is missing: run `npm ci --prefix tests/sabaki`"
    );
    let mut command = Command::new("node");
    command.arg(dir.join(script));
    command
}

#[test]
fn sabaki_syncs_analyses_and_stops_tengen() {
    let output = node_script("@sabaki/gtp", "sync-and-analyze.js")
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

mod sgf_round_trip {
    use super::common::{answer, tengen};
    use super::node_script;
    use std::path::PathBuf;
    use tengen::board::{Vertex, VertexOrPass};
    use tengen::sgf::encode_point;

    /// A game played through GTP: its size and the moves as (colour, SGF point).
    struct Played {
        file: PathBuf,
        size: usize,
        setup: Vec<String>,
        moves: Vec<(String, String)>,
    }

    fn sgf_point(vertex: &str, size: usize) -> String {
        match VertexOrPass::parse(vertex).unwrap() {
            VertexOrPass::Pass => String::new(),
            VertexOrPass::Vertex(v) => encode_point(v, size),
        }
    }

    fn play_and_print(name: &str, size: usize, setup: &[&str], moves: &[(&str, &str)]) -> Played {
        let mut engine = tengen(&["--threads", "1", "--playouts", "200", "--seed", "5"]);
        for line in setup {
            answer(&mut engine, line);
        }
        let handicap = answer(&mut engine, "list_stones black");
        let mut played = Vec::new();
        for &(color, vertex) in moves {
            let vertex = if vertex == "genmove" {
                answer(&mut engine, &format!("genmove {color}"))
            } else {
                answer(&mut engine, &format!("play {color} {vertex}"));
                vertex.to_string()
            };
            played.push((color.to_uppercase(), sgf_point(&vertex, size)));
        }
        let file = std::env::temp_dir().join(format!("tengen-{}-{name}.sgf", std::process::id()));
        answer(&mut engine, &format!("printsgf {}", file.display()));
        engine.quit().unwrap();
        let mut setup: Vec<String> = handicap
            .split_whitespace()
            .map(|v| encode_point(Vertex::parse(v).unwrap(), size))
            .collect();
        setup.sort();
        Played {
            file,
            size,
            setup,
            moves: played,
        }
    }

    fn field<'a>(json: &'a str, key: &str) -> &'a str {
        let start = json.find(&format!("\"{key}\":")).unwrap() + key.len() + 3;
        let rest = &json[start..];
        let end = if rest.starts_with('[') && key == "moves" {
            rest.rfind("]]").map_or(rest.len(), |i| i + 2)
        } else {
            rest.find(']').unwrap() + 1
        };
        &rest[..end]
    }

    #[test]
    fn printsgf_output_reads_back_in_sabaki_sgf_and_in_tengen() {
        let games = [
            play_and_print(
                "even",
                9,
                &["boardsize 9", "clear_board", "komi 7", "kgs-rules chinese"],
                &[
                    ("b", "genmove"),
                    ("w", "genmove"),
                    ("b", "E5"),
                    ("w", "genmove"),
                    ("b", "genmove"),
                    ("w", "pass"),
                    ("b", "genmove"),
                    ("w", "pass"),
                    ("b", "pass"),
                ],
            ),
            play_and_print(
                "handicap",
                19,
                &[
                    "boardsize 19",
                    "clear_board",
                    "kgs-rules japanese",
                    "komi 0.5",
                    "fixed_handicap 4",
                ],
                &[("w", "Q10"), ("b", "R10"), ("w", "pass"), ("b", "K10")],
            ),
            play_and_print(
                "capture",
                13,
                &["boardsize 13", "clear_board", "komi 6.5"],
                &[
                    ("b", "D4"),
                    ("w", "D5"),
                    ("b", "C5"),
                    ("w", "pass"),
                    ("b", "E5"),
                    ("w", "pass"),
                    ("b", "D6"),
                ],
            ),
        ];
        let output = node_script("@sabaki/sgf", "sgf-main-line.js")
            .args(games.iter().map(|g| &g.file))
            .output()
            .unwrap();
        assert!(
            output.status.success(),
            "{}",
            String::from_utf8_lossy(&output.stderr)
        );
        let lines: Vec<String> = String::from_utf8(output.stdout)
            .unwrap()
            .lines()
            .map(String::from)
            .collect();
        assert_eq!(lines.len(), games.len());
        for (game, json) in games.iter().zip(&lines) {
            let moves: Vec<String> = game
                .moves
                .iter()
                .map(|(c, p)| format!("[\"{c}\",\"{p}\"]"))
                .collect();
            assert_eq!(
                field(json, "moves"),
                format!("[{}]", moves.join(",")),
                "{json}"
            );
            assert_eq!(field(json, "SZ"), format!("[\"{}\"]", game.size));
            let mut ab: Vec<String> = field(json, "AB")
                .trim_matches(|c| c == '[' || c == ']')
                .split(',')
                .filter(|s| !s.is_empty())
                .map(|s| s.trim_matches('"').to_string())
                .collect();
            ab.sort();
            assert_eq!(ab, game.setup, "{json}");

            // tengen reads its own file back to the same game and writes it the same way.
            let text = std::fs::read_to_string(&game.file).unwrap();
            let mut engine = tengen(&[]);
            answer(&mut engine, &format!("loadsgf {}", game.file.display()));
            let again = answer(&mut engine, "printsgf");
            assert_eq!(again.trim(), text.trim(), "{}", game.file.display());
            engine.quit().unwrap();
            std::fs::remove_file(&game.file).unwrap();
        }
        assert!(lines[1].contains("\"HA\":[\"4\"]") && lines[1].contains("\"RU\":[\"japanese\"]"));
        assert!(lines[2].contains("\"KM\":[\"6.5\"]"));
    }
}

mod review {
    use super::node_script;
    use std::process::Command;

    /// A 9×9 game of 30 moves, with a comment on its third move that the review must keep.
    const GAME: &str = "(;GM[1]FF[4]SZ[9]KM[7]RU[chinese]PB[first]PW[second]\
        ;B[ee];W[gc];B[cg]C[an old comment];W[gg];B[cc];W[ge];B[ef];W[fh];B[eh];W[fg]\
        ;B[dc];W[fc];B[ed];W[fd];B[fe];W[gf];B[bf];W[ei];B[di];W[fi];B[ci];W[hh];B[eb]\
        ;W[fb];B[ea];W[ff];B[de];W[hd];B[fa];W[ga])";

    #[test]
    fn sabaki_reads_the_review_s_graph_lines_and_comments_and_the_input_is_kept() {
        let dir = std::env::temp_dir().join(format!("tengen-review-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let input = dir.join("game.sgf");
        std::fs::write(&input, GAME).unwrap();
        let output = dir.join("reviewed.sgf");
        let status = Command::new(env!("CARGO_BIN_EXE_tengen"))
            .args([
                "--threads",
                "1",
                "--seed",
                "3",
                "--log-level",
                "warn",
                "review",
            ])
            .arg(&input)
            .arg("-o")
            .arg(&output)
            .args(["--visits", "200"])
            .status()
            .unwrap();
        assert!(status.success());
        assert_eq!(
            std::fs::read_to_string(&input).unwrap(),
            GAME,
            "input changed"
        );
        assert!(
            dir.join("reviewed.svg").exists(),
            "no picture beside the SGF"
        );
        let read = node_script("@sabaki/sgf", "review-graph.js")
            .arg(&output)
            .output()
            .unwrap();
        assert!(
            read.status.success(),
            "{}",
            String::from_utf8_lossy(&read.stderr)
        );
        let result: serde_json::Value = serde_json::from_slice(&read.stdout).unwrap();
        assert_eq!(result["moves"].as_array().unwrap().len(), 30);
        assert_eq!(result["moves"][0], serde_json::json!(["B", "ee"]));
        let sbkv = result["sbkv"].as_array().unwrap();
        assert_eq!(sbkv.len(), 31, "one value per position, the start included");
        assert!(sbkv
            .iter()
            .all(|v| (0.0..=100.0).contains(&v.as_f64().unwrap())));
        let comment = result["rootComment"].as_str().unwrap();
        assert!(comment.contains("Black's biggest mistakes"), "{comment}");
        assert!(comment.contains("White's biggest mistakes"), "{comment}");
        // The engine's lines stand beside moves it marks (DO, BM), not beside the others.
        let branches = result["branches"].as_u64().unwrap();
        assert!(branches >= 1 && branches <= result["annotated"].as_u64().unwrap());
        let text = std::fs::read_to_string(&output).unwrap();
        assert!(
            text.contains("an old comment"),
            "the input's comment is kept"
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
