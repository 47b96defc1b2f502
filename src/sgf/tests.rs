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
        "(;C[unterminated",
        "(;SZ[x])",
        "(;SZ[9]KM[nan])",
        "(;SZ[9]KM[inf])",
        "(;SZ[9]KM[1e999])",
        "(;SZ[9]KM[1e15])",
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

/// Seed files for the fuzz test: the repository's own SGF, from small to a full collection.
fn fuzz_seeds() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut seeds: Vec<String> = ["gtp-tests/sgf", "gtp-tests/scoring"]
        .iter()
        .flat_map(|dir| std::fs::read_dir(root.join(dir)).unwrap())
        .map(|entry| std::fs::read_to_string(entry.unwrap().path()).unwrap())
        .collect();
    let corpus = std::fs::read_to_string(root.join("regress/corpus/9x9.sgf")).unwrap();
    seeds.push(corpus.chars().take(20_000).collect());
    seeds
}

/// Changes a few bytes of `text`: flips, deletions, insertions of SGF punctuation, duplicated
/// or truncated stretches.
fn mutate(text: &str, rng: &mut impl rand::Rng) -> Vec<u8> {
    const PUNCTUATION: &[u8] = b"()[];\\:BWABAWSZ\n ";
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..rng.random_range(1..8) {
        if bytes.is_empty() {
            bytes.push(b'(');
        }
        let at = rng.random_range(0..bytes.len());
        match rng.random_range(0..6) {
            0 => bytes[at] = rng.random(),
            1 => {
                bytes.remove(at);
            }
            2 => bytes.insert(at, PUNCTUATION[rng.random_range(0..PUNCTUATION.len())]),
            3 => bytes.truncate(at),
            4 => {
                let end = (at + rng.random_range(1..64)).min(bytes.len());
                let stretch = bytes[at..end].to_vec();
                bytes.splice(at..at, stretch);
            }
            _ => bytes.insert(at, b'('),
        }
    }
    bytes
}

#[test]
fn thousands_of_mutated_files_give_games_or_errors_never_panics_or_hangs() {
    use rand::SeedableRng;
    let seeds = fuzz_seeds();
    let mut rng = rand::rngs::SmallRng::seed_from_u64(2026);
    let (mut games, mut errors) = (0, 0);
    for round in 0..5000 {
        let bytes = mutate(&seeds[round % seeds.len()], &mut rng);
        let text = String::from_utf8_lossy(&bytes);
        let started = std::time::Instant::now();
        match GameRecord::parse_all(&text) {
            Ok(records) => {
                games += 1;
                for record in records.iter().take(2) {
                    // Loading may refuse an illegal move, but must not panic either.
                    let _ = record.to_game(crate::rules::CHINESE, 7.5, LoadUntil::End);
                    let written = record.to_string();
                    assert!(GameRecord::parse_all(&written).is_ok(), "{written}");
                }
            }
            Err(_) => errors += 1,
        }
        assert!(
            started.elapsed() < std::time::Duration::from_secs(1),
            "round {round} took {:?}",
            started.elapsed()
        );
    }
    assert!(
        games > 100 && errors > 100,
        "{games} games, {errors} errors"
    );
}

#[test]
fn hostile_files_are_errors() {
    let deep = "(;SZ[9]".to_string() + &"(;B[aa]".repeat(200_000);
    // Closing parentheses missing: read as if they were there.
    assert_eq!(
        GameRecord::parse_all(&deep).unwrap()[0].moves.len(),
        200_000
    );
    let closed = deep.clone() + &")".repeat(200_001);
    assert!(
        GameRecord::parse_all(&closed).is_ok(),
        "deep but well formed"
    );
    let huge = format!("(;SZ[9]C[{}];B[ee])", "x".repeat(4 << 20));
    assert_eq!(GameRecord::parse_all(&huge).unwrap()[0].moves.len(), 1);
    for truncated in ["(;SZ[9", "(;SZ[9];B[e", "(;SZ[9]C[\\", "(", ""] {
        assert!(GameRecord::parse_all(truncated).is_err(), "{truncated:?}");
    }
    let error = GameRecord::parse_all("(;SZ[9:13];B[aa])").unwrap_err();
    assert_eq!(error, SgfError::NotSquare("9:13".into()));
    assert_eq!(GameRecord::parse_all("(;SZ[9:9])").unwrap()[0].size, 9);
    assert_eq!(GameRecord::parse_all("(;SZ[9: 09])").unwrap()[0].size, 9);
}

#[test]
fn a_game_written_and_read_back_is_the_same_game() {
    let mut game = Game::new(9, crate::rules::JAPANESE, 6.5).unwrap();
    game.fixed_handicap(2).unwrap();
    for (color, vertex) in [
        (Color::White, "E5"),
        (Color::Black, "D4"),
        (Color::White, "pass"),
        (Color::Black, "D5"),
    ] {
        game.play_vertex(color, VertexOrPass::parse(vertex).unwrap())
            .unwrap();
    }
    let text = GameRecord::from_game(&game, Some("W+2.5".into())).to_string();
    let record = GameRecord::parse_all(&text).unwrap().swap_remove(0);
    assert_eq!(record.handicap, Some(2));
    assert_eq!(record.komi, Some(6.5));
    assert_eq!(record.rules.as_deref(), Some("japanese"));
    assert_eq!(record.result.as_deref(), Some("W+2.5"));
    let again = record
        .to_game(crate::rules::CHINESE, 0.0, LoadUntil::End)
        .unwrap();
    assert_eq!(again.board().hash(), game.board().hash());
    assert_eq!(again.history(), game.history());
    assert_eq!(again.handicap(), game.handicap());
    assert_eq!(again.to_move(), game.to_move());
}

#[test]
fn a_property_repeated_in_a_node_keeps_all_its_values() {
    // Old GNU Go, IGS and NNGS files write handicap stones this way.
    let game = GameRecord::parse_first("(;SZ[19]HA[3]AB[dd]AB[jd]AB[pd];W[pp])").unwrap();
    assert_eq!(game.setup.len(), 3);
    assert!(game.setup.contains(&(Color::Black, v("K16"))));
}

#[test]
fn a_missing_final_parenthesis_is_forgiven() {
    let game = GameRecord::parse_first("(;SZ[9]KM[7];B[ee];W[cc]\n").unwrap();
    assert_eq!(game.moves.len(), 2);
    assert!(
        GameRecord::parse_first("(;SZ[9];B[ee];W[c").is_err(),
        "cut inside a value"
    );
}

#[test]
fn set_up_between_moves_and_player_outside_the_root_are_kept() {
    let text = "(;SZ[9];B[ee];W[cc];AB[gg]AE[ee]AW[cd]PL[W];W[dd];PL[B]AB[aa])";
    let game = GameRecord::parse_first(text).unwrap();
    assert_eq!(game.moves.len(), 3);
    assert_eq!(
        game.later_setups[0],
        LaterSetup {
            after_moves: 2,
            changes: vec![
                (None, v("E5")),
                (Some(Color::Black), v("G3")),
                (Some(Color::White), v("C6"))
            ],
            to_move: Some(Color::White),
        }
    );
    assert_eq!(game.later_setups[1].after_moves, 3);
    // Written back as set-up, and read back the same.
    let again = GameRecord::parse_first(&game.to_string()).unwrap();
    assert_eq!(
        (again.moves, again.later_setups),
        (game.moves, game.later_setups)
    );
    let first = GameRecord::parse_first("(;SZ[9];AB[ee]PL[W];W[cc])").unwrap();
    assert_eq!(first.first_player, Some(Color::White));
}

#[test]
fn only_the_first_game_of_a_collection_needs_to_be_sound() {
    let text = "(;SZ[9];B[ee])\n(;SZ[9];B[zz])(;SZ[x]";
    assert_eq!(GameRecord::parse_first(text).unwrap().moves.len(), 1);
    assert!(GameRecord::parse_all(text).is_err());
}

#[test]
fn comments_beyond_the_root_are_not_kept() {
    let text = "(;SZ[9]C[root comment];B[ee]C[long comment]LB[ee:x];W[cc]TR[dd])";
    let nodes = &parse_collection(text).unwrap()[0];
    assert_eq!(nodes[0].first("C"), Some("root comment"));
    assert!(nodes[1..]
        .iter()
        .all(|n| n.get("C").is_none() && n.get("LB").is_none()));
    assert_eq!(nodes[1].first("B"), Some("ee"));
}

#[test]
fn fox_records_get_the_komi_their_games_are_counted_with() {
    let komi = |text: &str| GameRecord::parse_first(text).unwrap().komi;
    // Fox itself: 375 in an even game under Chinese rules, 0 or 650 otherwise.
    assert_eq!(
        komi("(;AP[foxwq]SZ[19]RU[Chinese]KM[375]HA[0];B[pd])"),
        Some(7.5)
    );
    assert_eq!(
        komi("(;AP[foxwq]SZ[19]RU[Japanese]KM[0]HA[0];B[pd])"),
        Some(6.5)
    );
    assert_eq!(
        komi("(;AP[foxwq]SZ[19]RU[Japanese]KM[650];B[pd])"),
        Some(6.5)
    );
    assert_eq!(
        komi("(;AP[foxwq]SZ[19]RU[Chinese]KM[0]HA[2]AB[pd][dp];W[dd])"),
        Some(0.5)
    );
    // Converted by other programs: the hundredths stay, AP[foxwq] goes.
    assert_eq!(
        komi("(;AP[YuanYu]SZ[19]RU[Japanese]KM[750];B[pd])"),
        Some(7.5)
    );
    assert_eq!(komi("(;SZ[19]RU[Chinese]KM[375];B[pd])"), Some(7.5));
    // Other records keep their komi, large or not.
    assert_eq!(komi("(;SZ[19]KM[0];B[pd])"), Some(0.0));
    assert_eq!(komi("(;SZ[19]KM[7.5];B[pd])"), Some(7.5));
    assert_eq!(komi("(;SZ[19]KM[-12];B[pd])"), Some(-12.0));
    assert_eq!(komi("(;SZ[19]KM[99];B[pd])"), Some(99.0));
}
