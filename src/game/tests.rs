use super::*;
use crate::rules::{self, Rules};

const ALL_PRESETS: [Rules; 7] = [
    rules::JAPANESE,
    rules::KOREAN,
    rules::CHINESE,
    rules::AGA,
    rules::ING,
    rules::NEW_ZEALAND,
    rules::TROMP_TAYLOR,
];

pub(crate) fn new_game(size: usize, rules: Rules) -> Game {
    Game::new(size, rules, rules.default_komi).unwrap()
}

/// Plays "B D4"-style moves, panicking on an illegal one.
pub(crate) fn play_all(game: &mut Game, moves: &[&str]) {
    for m in moves {
        try_play(game, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn try_play(game: &mut Game, text: &str) -> Result<(), PlayError> {
    let (color, vertex) = text.split_once(' ').unwrap();
    game.play_vertex(
        Color::parse(color).unwrap(),
        VertexOrPass::parse(vertex).unwrap(),
    )
}

fn names(game: &Game, points: &[Point]) -> Vec<String> {
    points
        .iter()
        .map(|&p| game.board().vertex(p).to_string())
        .collect()
}

/// State that a refused move must leave untouched.
fn snapshot(game: &Game) -> (u64, Color, usize, [usize; 2], usize) {
    (
        game.board().hash(),
        game.to_move(),
        game.history().len(),
        [game.captures(Color::Black), game.captures(Color::White)],
        game.consecutive_passes(),
    )
}

#[test]
fn occupied_and_off_board_moves_are_refused_without_change() {
    let mut game = new_game(9, rules::CHINESE);
    play_all(&mut game, &["B E5"]);
    let before = snapshot(&game);
    assert_eq!(try_play(&mut game, "W E5"), Err(PlayError::Occupied));
    assert_eq!(try_play(&mut game, "W T19"), Err(PlayError::OffBoard));
    assert_eq!(try_play(&mut game, "W J10"), Err(PlayError::OffBoard));
    assert_eq!(snapshot(&game), before);
}

#[test]
fn captures_and_passes_are_counted_per_side() {
    let mut game = new_game(9, rules::JAPANESE);
    play_all(&mut game, &["B A2", "W A1", "B B1", "W pass", "B pass"]);
    assert_eq!(game.captures(Color::Black), 1);
    assert_eq!(game.captures(Color::White), 0);
    assert_eq!(
        (game.passes(Color::Black), game.passes(Color::White)),
        (1, 1)
    );
    assert_eq!(game.consecutive_passes(), 2);
    assert!(game.is_over());
    assert_eq!(game.to_move(), Color::White);
}

#[test]
fn single_stone_suicide_is_illegal_under_every_preset() {
    for rules in ALL_PRESETS {
        let mut game = new_game(5, rules);
        play_all(&mut game, &["B B5", "W pass", "B A4"]);
        let before = snapshot(&game);
        assert_eq!(
            try_play(&mut game, "W A5"),
            Err(PlayError::Suicide),
            "{}",
            rules.name
        );
        assert_eq!(snapshot(&game), before);
    }
}

#[test]
fn multi_stone_suicide_follows_the_ruleset() {
    for rules in ALL_PRESETS {
        let mut game = new_game(5, rules);
        // Black B5 A4 B4 in atari on A5, surrounded by White C5 C4 A3 B3 C3.
        play_all(
            &mut game,
            &[
                "B B5", "W C5", "B A4", "W C4", "B B4", "W A3", "B pass", "W B3",
            ],
        );
        let result = try_play(&mut game, "B A5");
        if rules.multi_stone_suicide {
            assert_eq!(result, Ok(()), "{}", rules.name);
            assert_eq!(
                game.captures(Color::White),
                4,
                "suicided stones are White's prisoners"
            );
            assert_eq!(game.board().empty_count(), 25 - 4);
        } else {
            assert_eq!(result, Err(PlayError::Suicide), "{}", rules.name);
        }
    }
}

/// A ko on the lower edge of a 5×5 board: White B1 can be taken by Black C1.
const KO_SETUP: [&str; 7] = ["B A1", "W C2", "B B2", "W D1", "B pass", "W B1", "B E5"];

#[test]
fn simple_ko_forbids_only_the_immediate_recapture() {
    for rules in ALL_PRESETS {
        let mut game = new_game(5, rules);
        play_all(&mut game, &KO_SETUP);
        play_all(&mut game, &["W pass", "B C1"]);
        assert_eq!(game.captures(Color::Black), 1);
        let before = snapshot(&game);
        assert_eq!(
            try_play(&mut game, "W B1"),
            Err(PlayError::Ko),
            "{}",
            rules.name
        );
        assert_eq!(snapshot(&game), before);
        // After an exchange elsewhere the position differs, so the recapture is legal again.
        play_all(&mut game, &["W E3", "B E2", "W B1"]);
        assert_eq!(game.captures(Color::White), 1, "{}", rules.name);
    }
}

#[test]
fn sending_two_returning_one_is_positional_but_not_situational_superko() {
    // Black B1 C2 D1 and White A2 B2 on a 5×5 board, Black to move (W E5 is filler).
    let setup = ["B B1", "W A2", "B C2", "W B2", "B D1", "W E5"];
    for rules in ALL_PRESETS {
        let mut game = new_game(5, rules);
        play_all(&mut game, &setup);
        let start = game.board().hash();
        // Black sends two (A1 makes A1-B1 a chain in atari), White takes two at C1.
        play_all(&mut game, &["B A1", "W C1"]);
        assert_eq!(game.captures(Color::White), 2);
        // Black returns one by taking C1: the board is the start position, White to move.
        let result = try_play(&mut game, "B B1");
        if rules.ko == KoRule::PositionalSuperko {
            assert_eq!(result, Err(PlayError::Superko), "{}", rules.name);
        } else {
            assert_eq!(result, Ok(()), "{}", rules.name);
            assert_eq!(game.board().hash(), start);
            // White passes and Black starts the cycle again: that repeats a position with the
            // same side to move, forbidden by situational superko too.
            play_all(&mut game, &["W pass"]);
            let again = try_play(&mut game, "B A1");
            match rules.ko {
                KoRule::Simple => assert_eq!(again, Ok(())),
                _ => assert_eq!(again, Err(PlayError::Superko), "{}", rules.name),
            }
        }
    }
}

#[test]
fn triple_ko_cycle_is_allowed_by_simple_ko_only() {
    // Three kos on the lower edge of 19×19. K1 (A..D) and K2 (G..K) hold a White stone that
    // Black can take; K3 (N..Q) holds a Black stone that White can take.
    let setup = [
        "B A1", "W C2", "B B2", "W D1", "B G1", "W B1", "B H2", "W J2", "B N1", "W K1", "B O2",
        "W H1", "B P1", "W P2", "W Q1",
    ];
    let cycle = ["B C1", "W O1", "B J1", "W B1", "B P1"];
    for rules in ALL_PRESETS {
        let mut game = new_game(19, rules);
        play_all(&mut game, &setup);
        let start = snapshot(&game);
        play_all(&mut game, &cycle);
        let result = try_play(&mut game, "W H1");
        if rules.ko == KoRule::Simple {
            assert_eq!(result, Ok(()), "{}", rules.name);
            assert_eq!(game.board().hash(), start.0);
            assert_eq!(game.to_move(), Color::Black);
        } else {
            assert_eq!(result, Err(PlayError::Superko), "{}", rules.name);
        }
    }
}

#[test]
fn undo_restores_every_earlier_state_exactly() {
    let mut game = new_game(9, rules::AGA);
    let moves = ["B A2", "W A1", "B B1", "W pass", "B E5", "W pass", "B pass"];
    let mut states = vec![snapshot(&game)];
    for m in moves {
        play_all(&mut game, &[m]);
        states.push(snapshot(&game));
    }
    for expected in states.iter().rev().skip(1) {
        game.undo(1).unwrap();
        assert_eq!(&snapshot(&game), expected);
        game.board().verify().unwrap();
    }
    assert_eq!(game.undo(1), Err(UndoError));
    play_all(&mut game, &moves);
    assert_eq!(game.undo(8), Err(UndoError));
    assert_eq!(&snapshot(&game), states.last().unwrap());
    game.undo(7).unwrap();
    assert_eq!(snapshot(&game), states[0]);
}

#[test]
fn superko_history_follows_undo() {
    let mut game = new_game(5, rules::CHINESE);
    play_all(&mut game, &["B C3", "W C4"]);
    game.undo(2).unwrap();
    // The undone positions are forgotten: replaying them is no repetition.
    play_all(&mut game, &["B C3", "W C4"]);
    assert_eq!(game.history().len(), 2);
}

fn fixed(size: usize, count: usize) -> Result<Vec<String>, HandicapError> {
    let mut game = new_game(size, rules::JAPANESE);
    let points = game.fixed_handicap(count)?;
    assert_eq!(game.to_move(), Color::White);
    assert_eq!(game.handicap().len(), count);
    assert_eq!(game.undo(1), Err(UndoError), "handicap is not undoable");
    Ok(names(&game, &points))
}

#[test]
fn fixed_handicap_matches_the_gtp_table() {
    let table: [(usize, [&str; 9]); 3] = [
        (
            19,
            ["D4", "Q16", "D16", "Q4", "D10", "Q10", "K4", "K16", "K10"],
        ),
        (
            13,
            ["D4", "K10", "D10", "K4", "D7", "K7", "G4", "G10", "G7"],
        ),
        (9, ["C3", "G7", "C7", "G3", "C5", "G5", "E3", "E7", "E5"]),
    ];
    for (size, order) in table {
        for count in 2..=9 {
            let mut expected: Vec<&str> = order[..count.min(4)].to_vec();
            if count >= 6 {
                expected.extend(&order[4..6]);
            }
            if count >= 8 {
                expected.extend(&order[6..8]);
            }
            if count % 2 == 1 && count >= 5 {
                expected.push(order[8]);
            }
            assert_eq!(
                fixed(size, count).unwrap(),
                expected,
                "{size}x{size}, {count} stones"
            );
        }
    }
}

#[test]
fn even_and_small_boards_take_at_most_four_corner_stones() {
    assert_eq!(fixed(10, 4).unwrap(), ["C3", "H8", "C8", "H3"]);
    assert_eq!(fixed(12, 2).unwrap(), ["C3", "K10"]);
    assert_eq!(fixed(7, 4).unwrap(), ["C3", "E5", "C5", "E3"]);
    for count in 5..=9 {
        assert_eq!(fixed(10, count), Err(HandicapError::InvalidCount(count)));
        assert_eq!(fixed(7, count), Err(HandicapError::InvalidCount(count)));
    }
    for size in 2..7 {
        assert_eq!(fixed(size, 2), Err(HandicapError::InvalidCount(2)));
    }
    for count in [0, 1, 10, 100] {
        assert_eq!(fixed(19, count), Err(HandicapError::InvalidCount(count)));
    }
}

#[test]
fn handicap_needs_an_empty_board() {
    let mut game = new_game(19, rules::JAPANESE);
    play_all(&mut game, &["B D4"]);
    let before = snapshot(&game);
    assert_eq!(game.fixed_handicap(2), Err(HandicapError::BoardNotEmpty));
    assert_eq!(
        game.place_free_handicap(2),
        Err(HandicapError::BoardNotEmpty)
    );
    let d4 = Vertex::parse("D4").unwrap();
    let q16 = Vertex::parse("Q16").unwrap();
    assert_eq!(
        game.set_free_handicap(&[d4, q16]),
        Err(HandicapError::BoardNotEmpty)
    );
    assert_eq!(snapshot(&game), before);
}

#[test]
fn free_handicap_is_checked_and_placed() {
    let mut game = new_game(9, rules::CHINESE);
    let c3 = Vertex::parse("C3").unwrap();
    let g7 = Vertex::parse("G7").unwrap();
    assert_eq!(
        game.set_free_handicap(&[c3, c3]),
        Err(HandicapError::RepeatedVertex)
    );
    assert_eq!(
        game.set_free_handicap(&[c3]),
        Err(HandicapError::InvalidCount(1))
    );
    let off = Vertex::parse("T19").unwrap();
    assert_eq!(
        game.set_free_handicap(&[c3, off]),
        Err(HandicapError::OffBoard)
    );
    assert_eq!(game.board().empty_count(), 81);
    game.set_free_handicap(&[c3, g7]).unwrap();
    assert_eq!(game.to_move(), Color::White);
    assert_eq!(game.board().empty_count(), 79);

    let mut game = new_game(19, rules::CHINESE);
    let points = game.place_free_handicap(12).unwrap();
    assert_eq!(points.len(), 12);
    assert_eq!(names(&game, &points[..9]), fixed(19, 9).unwrap());
    let mut distinct = points.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), 12);
    for p in &points[9..] {
        let v = game.board().vertex(*p);
        assert!(
            (2..17).contains(&v.col) && (2..17).contains(&v.row),
            "{v} off the edge"
        );
    }
    let mut game = new_game(9, rules::CHINESE);
    assert_eq!(
        game.place_free_handicap(81),
        Err(HandicapError::InvalidCount(81))
    );
    assert_eq!(game.place_free_handicap(80).unwrap().len(), 80);
}

fn at(game: &Game, vertex: &str) -> Point {
    game.board()
        .point_of(Vertex::parse(vertex).unwrap())
        .unwrap()
}

#[test]
fn set_up_stones_never_capture_each_other() {
    // A white stone set up inside black ones stays: set-up is not play.
    let mut game = new_game(9, rules::CHINESE);
    let stones: Vec<(Color, Point)> = [("B", "D5"), ("B", "F5"), ("B", "E6"), ("W", "E5")]
        .iter()
        .map(|&(c, v)| (Color::parse(c).unwrap(), at(&game, v)))
        .collect();
    game.set_up(&stones, Color::Black, false).unwrap();
    assert_eq!(game.board().color_at(at(&game, "E5")), Some(Color::White));
    assert_eq!(game.board().liberties(at(&game, "E5")), 1);
    // Closing the last liberty by set-up is refused, and changes nothing.
    let before = game.board().diagram();
    let close = [(Some(Color::Black), at(&game, "E4"))];
    assert_eq!(
        game.change_setup(&close, Color::White),
        Err(SetupError::NoLiberties(at(&game, "E5")))
    );
    assert_eq!(game.board().diagram(), before);
    assert_eq!(
        game.set_up(&stones, Color::Black, false),
        Err(SetupError::BoardNotEmpty)
    );
}

#[test]
fn set_up_between_moves_starts_the_game_anew_there() {
    let mut game = new_game(9, rules::JAPANESE);
    play_all(
        &mut game,
        &["B E5", "W D5", "B C5", "W F5", "B D4", "W pass", "B D6"],
    );
    assert_eq!(game.captures(Color::Black), 1);
    let changes = [
        (Some(Color::White), at(&game, "A1")),
        (None, at(&game, "E5")),
    ];
    game.change_setup(&changes, Color::White).unwrap();
    game.board().verify().unwrap();
    assert_eq!(game.board().color_at(at(&game, "A1")), Some(Color::White));
    assert_eq!(game.board().color_at(at(&game, "E5")), None);
    assert_eq!(game.to_move(), Color::White);
    assert!(game.history().is_empty());
    assert_eq!(game.captures(Color::Black), 1, "prisoners stay");
    assert_eq!(game.passes(Color::White), 1, "passes stay");
    play_all(&mut game, &["W G7"]);
    game.undo(1).unwrap();
    assert!(game.undo(1).is_err(), "the set-up is the start now");
    assert_eq!(game.captures(Color::Black), 1);
    assert_eq!(game.start().0.color_at(at(&game, "A1")), Some(Color::White));
}
