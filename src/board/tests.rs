use super::*;

use super::diagram_board as board;
use super::point_at as at;

#[test]
fn sizes_outside_2_to_25_are_refused() {
    for size in [0, 1, 26, 1000] {
        assert_eq!(
            Board::new(size).unwrap_err(),
            BoardError::UnacceptableSize(size)
        );
    }
    for size in [2, 9, 19, 25] {
        let b = Board::new(size).unwrap();
        assert_eq!(b.empty_count(), size * size);
        assert_eq!(b.points().count(), size * size);
        b.verify().unwrap();
    }
}

#[test]
fn points_and_vertices_round_trip_on_every_size() {
    for size in MIN_SIZE..=MAX_SIZE {
        let b = Board::new(size).unwrap();
        for p in b.points() {
            assert_eq!(b.point_of(b.vertex(p)), Some(p));
            assert_eq!(b.stone(p), Stone::Empty);
        }
        assert_eq!(b.point(size, 0), None);
        assert_eq!(b.point(0, size), None);
        let corner = b.point(size - 1, size - 1).unwrap();
        assert!(b
            .diagonals(corner)
            .iter()
            .any(|&d| b.stone(d) == Stone::Border));
    }
}

#[test]
fn liberties_are_exact_and_atari_names_its_point() {
    let mut b = board(&[
        ".....", //
        ".XX..", ".XO..", ".....", ".....",
    ]);
    let black = at(&b, "B4");
    assert_eq!(b.chain_size(black), 3);
    // B4 C4 B3: liberties A4 B5 C5 D4 A3 B2 — shared points counted once.
    assert_eq!(b.liberties(black), 6);
    let white = at(&b, "C3");
    assert_eq!(b.liberties(white), 2);
    assert_eq!(b.two_liberties(white), Some((at(&b, "C2"), at(&b, "D3"))));
    b.play(at(&b, "D3"), Color::Black);
    assert_eq!(b.atari_liberty(white), Some(at(&b, "C2")));
    assert_eq!(b.two_liberties(white), None);
    b.verify().unwrap();
}

#[test]
fn joining_chains_counts_shared_liberties_once() {
    let mut b = board(&[
        ".....", //
        "X.X..", ".....", "X.X..", ".....",
    ]);
    b.play(at(&b, "B3"), Color::Black);
    b.play(at(&b, "B4"), Color::Black);
    b.play(at(&b, "B2"), Color::Black);
    b.verify().unwrap();
    assert_eq!(b.chain_size(at(&b, "A4")), 7);
}

#[test]
fn one_move_captures_several_chains() {
    let mut b = board(&[
        ".X...", //
        "XOX..", "O.OX.", "XOX..", ".X...",
    ]);
    let outcome = b.play(at(&b, "B3"), Color::Black);
    assert_eq!(outcome.captured, 4); // four one-stone chains, each in atari on B3
    b.verify().unwrap();
    for v in ["B4", "C3", "B2", "A3"] {
        assert_eq!(b.stone(at(&b, v)), Stone::Empty, "{v}");
    }
    assert_eq!(b.liberties(at(&b, "B3")), 4);
    assert_eq!(b.ko(), None);
}

#[test]
fn ko_point_is_set_for_the_recapture_only() {
    let mut b = board(&[
        ".....", //
        ".....", ".XO..", "XO.O.", ".XO..",
    ]);
    let outcome = b.play(at(&b, "C2"), Color::Black);
    assert_eq!(outcome.captured, 1);
    assert_eq!(b.ko(), Some((at(&b, "B2"), Color::White)));
    assert_eq!(b.placement(at(&b, "B2"), Color::White), Placement::Ko);
    // Black may fill the ko; White may play elsewhere.
    assert_eq!(b.placement(at(&b, "B2"), Color::Black), Placement::Legal);
    b.play(at(&b, "E5"), Color::White);
    assert_eq!(b.ko(), None);
    assert_eq!(b.placement(at(&b, "B2"), Color::White), Placement::Legal);
}

#[test]
fn suicide_is_detected_with_its_size() {
    let b = board(&[
        ".X...", //
        "XO...", "O....", ".....", ".....",
    ]);
    // White A5 has no liberty but captures A4, whose last liberty it is.
    assert_eq!(b.placement(at(&b, "A5"), Color::White), Placement::Legal);
    let b = board(&[
        ".X...", //
        "X....", ".....", ".....", ".....",
    ]);
    assert_eq!(
        b.placement(at(&b, "A5"), Color::White),
        Placement::Suicide { stones: 1 }
    );
    assert_eq!(b.placement(at(&b, "A5"), Color::Black), Placement::Legal);
    let mut b = board(&[
        ".XO..", //
        "XXO..", "OOO..", ".....", ".....",
    ]);
    assert_eq!(
        b.placement(at(&b, "A5"), Color::Black),
        Placement::Suicide { stones: 4 }
    );
    assert_eq!(b.placement(at(&b, "A5"), Color::White), Placement::Legal);
    let outcome = b.play(at(&b, "A5"), Color::Black);
    assert_eq!(
        outcome,
        PlayOutcome {
            captured: 0,
            suicided: 4
        }
    );
    assert_eq!(b.empty_count(), 25 - 5);
    assert_eq!(b.liberties(at(&b, "C5")), 9);
    b.verify().unwrap();
}

#[test]
fn snapback_captures_the_capturers() {
    let mut b = board(&[
        ".....", //
        ".....", "XX...", "OOX..", "..X..",
    ]);
    assert_eq!(b.liberties(at(&b, "A2")), 2);
    b.play(at(&b, "A1"), Color::Black); // throw-in
    assert_eq!(b.atari_liberty(at(&b, "A1")), Some(at(&b, "B1")));
    let taken = b.play(at(&b, "B1"), Color::White);
    assert_eq!(taken.captured, 1);
    assert_eq!(b.ko(), None, "a capture by a 3-stone chain is no ko");
    assert_eq!(b.atari_liberty(at(&b, "B1")), Some(at(&b, "A1")));
    let snapback = b.play(at(&b, "A1"), Color::Black);
    assert_eq!(snapback.captured, 3);
    b.verify().unwrap();
}

#[test]
fn real_eyes_exclude_false_eyes() {
    let b = board(&[
        ".X.X.", //
        "X.XO.", ".X...", "X....", ".X...",
    ]);
    assert!(b.is_real_eye(at(&b, "A5"), Color::Black)); // corner, no opponent diagonal
    assert!(b.is_real_eye(at(&b, "A1"), Color::Black));
    assert!(!b.is_real_eye(at(&b, "C5"), Color::Black)); // edge with an opponent diagonal
    assert!(b.is_real_eye(at(&b, "B4"), Color::Black));
    assert!(!b.is_real_eye(at(&b, "B4"), Color::White));
    assert!(!b.is_real_eye(at(&b, "D5"), Color::Black)); // occupied
    assert!(!b.is_real_eye(at(&b, "E5"), Color::White)); // touches an empty point
    let two_bad_diagonals = board(&[
        ".....", //
        ".OXO.", ".X.X.", "..X..", ".....",
    ]);
    assert!(!two_bad_diagonals.is_real_eye(at(&two_bad_diagonals, "C3"), Color::Black));
    let one_bad_diagonal = board(&[
        ".....", //
        ".OX..", ".X.X.", "..X..", ".....",
    ]);
    assert!(one_bad_diagonal.is_real_eye(at(&one_bad_diagonal, "C3"), Color::Black));
}

#[test]
fn hash_depends_on_stones_and_side_only() {
    let mut a = Board::new(9).unwrap();
    let mut b = Board::new(9).unwrap();
    let (p, q) = (at(&a, "C3"), at(&a, "G7"));
    a.play(p, Color::Black);
    a.play(q, Color::White);
    b.play(q, Color::White);
    b.play(p, Color::Black);
    assert_eq!(a.hash(), b.hash());
    assert_ne!(
        a.hash_with_side(Color::Black),
        a.hash_with_side(Color::White)
    );
    let empty = Board::new(9).unwrap();
    assert_ne!(a.hash(), empty.hash());
    b.play(at(&b, "E5"), Color::Black);
    assert_ne!(a.hash(), b.hash());
}

#[test]
fn regions_and_playout_score_count_single_colour_areas() {
    let b = board(&[
        ".X.O.", //
        ".X.O.", ".X.O.", ".X.O.", ".X.O.",
    ]);
    // Three empty columns: A (Black's), C (touching both), E (White's).
    let empty = b.regions(|p| b.color_at(p).is_none());
    let sizes: Vec<usize> = empty.iter().map(Vec::len).collect();
    assert_eq!(sizes, [5, 5, 5]);
    assert!(empty[0].contains(&at(&b, "A1")) && empty[2].contains(&at(&b, "E5")));
    assert_eq!(b.playout_area_score(), 0);
    let b = board(&[
        ".X...", //
        "X....", ".....", ".....", ".....",
    ]);
    let sizes: Vec<usize> = b
        .regions(|p| b.color_at(p).is_none())
        .iter()
        .map(Vec::len)
        .collect();
    assert_eq!(sizes.iter().sum::<usize>(), 23);
    assert_eq!(sizes.len(), 2, "A5 alone, and the rest");
    // Two stones and the four empty points next to them (A5, C5, B4, A3).
    assert_eq!(b.playout_area_score(), 6);
}

#[test]
fn self_atari_counts_the_stones_left_with_one_liberty() {
    let b = board(&[
        "O . . . .", //
        "X O . . .",
        "X . O . .",
        ". O . . .",
        ". . . X .",
    ]);
    // B3 joins A4-A3 and leaves the three stones with A2 only.
    assert_eq!(b.self_atari_stones(at(&b, "B3"), Color::Black), Some(3));
    // A2 leaves them with A1 and B3.
    assert_eq!(b.self_atari_stones(at(&b, "A2"), Color::Black), None);
    // B5 alone would keep only C5, but it captures A5: never a self-atari.
    assert_eq!(b.self_atari_stones(at(&b, "B5"), Color::Black), None);
    // A lone white stone on E1 has E2 only.
    assert_eq!(b.self_atari_stones(at(&b, "E1"), Color::White), Some(1));
    // Black E1 joins D1 and keeps C1, D2 and E2.
    assert_eq!(b.self_atari_stones(at(&b, "E1"), Color::Black), None);
}

#[test]
fn copying_between_sizes_gives_an_equal_board() {
    let big = board(&[
        ". . . . .",
        ". X O . .",
        ". O X O .",
        ". . O . .",
        ". . . . X",
    ]);
    let mut small = Board::new(19).unwrap();
    small.copy_from(&big);
    small.verify().unwrap();
    assert_eq!(small.diagram(), big.diagram());
    assert_eq!(small.hash(), big.hash());
    let mut back = big.clone();
    back.copy_from(&Board::new(19).unwrap());
    back.verify().unwrap();
    assert_eq!(back.empty_count(), 361);
}

/// Whether two boards hold the same words in every part of their arrays that the size uses
/// (the empty list up to its length): what undo must restore.
fn identical(a: &Board, b: &Board) -> bool {
    let used = coord::padded_len(a.size);
    a.size == b.size
        && a.stones[..used] == b.stones[..used]
        && a.chain_head[..used] == b.chain_head[..used]
        && a.next_stone[..used] == b.next_stone[..used]
        && a.chains[..used] == b.chains[..used]
        && a.empty_count == b.empty_count
        && a.empties[..a.empty_count] == b.empties[..b.empty_count]
        && a.empty_index[..used] == b.empty_index[..used]
        && a.ko() == b.ko()
        && a.hash == b.hash
}

/// A board of `size` with `moves` played on it from scratch (`None` is a pass).
fn replayed(size: usize, moves: &[(Option<Point>, Color)]) -> Board {
    let mut b = Board::new(size).unwrap();
    for &(point, color) in moves {
        match point {
            Some(p) => {
                b.play(p, color);
            }
            None => b.clear_ko(),
        }
    }
    b
}

/// Plays, passes and undoes at random (`choices` drives each step) and checks after every step
/// that the board equals one rebuilt from scratch, and after every undo that it equals, word
/// for word, the board before the undone move.
fn walk_forwards_and_back(size: usize, choices: &[u16]) {
    let mut b = Board::new(size).unwrap();
    let mut log = UndoLog::new();
    let mut moves: Vec<(Option<Point>, Color)> = Vec::new();
    let mut before: Vec<Board> = Vec::new();
    let mut color = Color::Black;
    for &choice in choices {
        if choice % 5 == 0 && !moves.is_empty() {
            assert!(b.undo(&mut log));
            moves.pop();
            let expected = before.pop().unwrap();
            assert!(
                identical(&b, &expected),
                "undo:\n{b:?}\nexpected\n{expected:?}"
            );
            color = color.opponent();
        } else {
            before.push(b.clone());
            // Suicides are allowed: the board removes the chain, and undo must restore it.
            let candidates: Vec<Point> = b
                .points()
                .filter(|&p| !matches!(b.placement(p, color), Placement::Occupied | Placement::Ko))
                .collect();
            if choice % 7 == 0 || candidates.is_empty() {
                b.pass_undoable(&mut log);
                moves.push((None, color));
            } else {
                let p = candidates[choice as usize % candidates.len()];
                b.play_undoable(p, color, &mut log);
                moves.push((Some(p), color));
            }
            color = color.opponent();
        }
        assert_eq!(log.depth(), moves.len());
        b.verify().unwrap();
        let fresh = replayed(size, &moves);
        assert_eq!(b.diagram(), fresh.diagram());
        assert_eq!((b.hash(), b.ko()), (fresh.hash(), fresh.ko()));
    }
    while b.undo(&mut log) {}
    assert!(identical(&b, &Board::new(size).unwrap()));
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    #[test]
    fn undo_restores_the_board_exactly(
        size in 2usize..=9,
        choices in proptest::collection::vec(proptest::prelude::any::<u16>(), 0..400),
    ) {
        walk_forwards_and_back(size, &choices);
    }

    #[test]
    fn undo_restores_large_boards_exactly(
        size in proptest::sample::select(vec![13usize, 19, 25]),
        choices in proptest::collection::vec(proptest::prelude::any::<u16>(), 0..300),
    ) {
        walk_forwards_and_back(size, &choices);
    }
}

#[test]
fn undo_of_an_empty_log_changes_nothing() {
    let mut b = board(&[". X .", "X O X", ". X ."]);
    let copy = b.clone();
    assert!(!b.undo(&mut UndoLog::new()));
    assert!(identical(&b, &copy));
}
