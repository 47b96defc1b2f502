use super::*;

fn v(text: &str) -> Vertex {
    Vertex::parse(text).unwrap()
}

#[test]
fn main_line_follows_the_first_variation() {
    let games = parse_collection("(;SZ[9];B[aa](;W[bb];B[cc](;W[dd])(;W[ee]))(;W[ff]))").unwrap();
    assert_eq!(games.len(), 1);
    let moves: Vec<&str> = games[0]
        .iter()
        .filter_map(|n| n.first("B").or(n.first("W")))
        .collect();
    assert_eq!(moves, ["aa", "bb", "cc", "dd"]);
}

#[test]
fn values_unescape_and_soft_breaks_vanish() {
    let games = parse_collection("(;C[a\\]b\\\\c\\\nd] GN [x] [y])").unwrap();
    assert_eq!(games[0][0].first("C"), Some("a]b\\cd"));
    assert_eq!(games[0][0].get("GN").unwrap(), ["x", "y"]);
}

#[test]
fn collections_keep_every_game() {
    let games =
        GameRecord::parse_all("(;SZ[9]KM[7];B[ee])\n(;SZ[13]HA[2]AB[dd][jj];W[gg])").unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[0].komi, Some(7.0));
    assert_eq!(games[1].size, 13);
    assert_eq!(games[1].handicap, Some(2));
    assert_eq!(games[1].setup.len(), 2);
}

#[test]
fn points_passes_and_rectangles_decode() {
    let game = GameRecord::parse_all("(;SZ[19]AB[aa:bb]AW[ss];B[dp];W[];B[tt])").unwrap();
    let game = &game[0];
    assert_eq!(game.setup.len(), 5);
    assert!(game.setup.contains(&(Color::Black, v("A19"))));
    assert!(game.setup.contains(&(Color::Black, v("B18"))));
    assert!(game.setup.contains(&(Color::White, v("T1"))));
    assert_eq!(
        game.moves,
        [
            (Color::Black, VertexOrPass::Vertex(v("D4"))),
            (Color::White, VertexOrPass::Pass),
            (Color::Black, VertexOrPass::Pass),
        ]
    );
}

#[test]
fn broken_files_are_errors() {
    for text in [
        "",
        "no sgf here",
        "(;B[aa]",
        "(;C[unterminated",
        "(;SZ[x])",
        "(;SZ[9];B[zz])",
        "(;SZ[9]))",
    ] {
        let result = GameRecord::parse_all(text);
        if text == "(;SZ[9]))" {
            // Text after a complete game is ignored, as other readers do.
            assert!(result.is_ok());
        } else {
            assert!(result.is_err(), "{text:?} should not load");
        }
    }
}

#[test]
fn deep_nesting_does_not_overflow_the_stack() {
    let depth = 200_000;
    let text = format!("(;SZ[9]{}{})", "(;B[aa]".repeat(depth), ")".repeat(depth));
    let game = &GameRecord::parse_all(&text).unwrap()[0];
    assert_eq!(game.moves.len(), depth);
}

#[test]
fn written_games_read_back_the_same() {
    let text = "(;SZ[9]KM[6.5]HA[2]RU[Japanese]AB[cc][gg]C[a\\]b];W[ee];B[];W[ab])";
    let game = GameRecord::parse_all(text).unwrap().remove(0);
    let again = GameRecord::parse_all(&game.to_string()).unwrap().remove(0);
    assert_eq!(again.root.first("C"), Some("a]b"));
    assert_eq!(
        GameRecord {
            root: Node::default(),
            ..again
        },
        GameRecord {
            root: Node::default(),
            ..game
        }
    );
}
