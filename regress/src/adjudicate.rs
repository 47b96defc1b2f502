//! Results a referee can sign: a third engine's `final_score` on the finished game, and the
//! comparison of every count with the others that decides whether a game must be played out
//! (play goes on with `kgs-genmove_cleanup` until two passes, then every stone left on the
//! board counts as alive in an area count).

use crate::engine::{gtp_color, Engine};
use std::path::Path;
use std::time::Duration;
use tengen::board::{Color, Move, VertexOrPass};
use tengen::game::Game;
use tengen::score::{empty_point_owners, Count, Statuses};

/// Black's margin in a counted result: `B+3.5` → 3.5, `W+2` → −2, `0` or `Draw` → 0. `None`
/// for anything else (`?`, `B+R`, an error text).
pub fn margin_of(result: &str) -> Option<f64> {
    let result = result.trim();
    if result == "0" || result.eq_ignore_ascii_case("draw") {
        return Some(0.0);
    }
    let (letter, points) = result.split_once('+')?;
    let points: f64 = points.parse().ok().filter(|p: &f64| p.is_finite())?;
    match letter {
        "B" | "b" => Some(points),
        "W" | "w" => Some(-points),
        _ => None,
    }
}

/// The margin every count agrees on, or `None` when one is missing or unreadable or two of
/// them differ.
pub fn agreed_margin(counts: &[Option<&str>]) -> Option<f64> {
    let mut margins = counts.iter().map(|count| count.and_then(margin_of));
    let first = margins.next()??;
    margins
        .try_fold(first, |agreed, margin| {
            margin.filter(|m| (m - agreed).abs() < 1e-9)
        })
        .map(|_| first)
}

/// The area count of `game` with every stone on the board alive: stones plus the empty points
/// that only one colour's stones surround, komi to White. The rules' tie rule says who a
/// margin of 0 goes to.
pub fn area_count_all_alive(game: &Game) -> Count {
    let board = game.board();
    let statuses = Statuses::all_alive();
    let mut points = [0.0f64; 2];
    for point in board.points() {
        if let Some(color) = board.color_at(point) {
            points[color.index()] += 1.0;
        }
    }
    for (_, owner) in empty_point_owners(board, &statuses) {
        if let Some(color) = owner {
            points[color.index()] += 1.0;
        }
    }
    Count {
        black: points[Color::Black.index()],
        white: points[Color::White.index()] + game.komi(),
        tie: game.rules().tie,
    }
}

/// How long a referee may take to answer one command in [`referee_score`] of a match.
pub const REFEREE_ANSWER_LIMIT: Duration = Duration::from_secs(120);

/// Asks the referee `command`, started fresh in `dir`, for its `final_score` of `game`: a new
/// game of the same size, komi and rules (`kgs-rules`, which a referee without it ignores),
/// every move replayed, each answer awaited for `limit` at most. An error names what the
/// referee failed at (a referee that does not answer in time is stopped).
pub fn referee_score(
    command: &[String],
    dir: &Path,
    game: &Game,
    limit: Duration,
) -> Result<String, String> {
    let mut referee = Engine::start(command, dir).map_err(|e| format!("cannot start: {e}"))?;
    referee.set_command_limit(Some(limit));
    let board = game.board();
    let mut ask = |line: String| match referee.send(&line) {
        Ok(response) if response.ok || line.starts_with("kgs-rules") => Ok(response.text),
        Ok(response) => Err(format!("`{line}` failed: {}", response.text)),
        Err(e) => Err(e.to_string()),
    };
    ask(format!("boardsize {}", board.size()))?;
    ask("clear_board".to_string())?;
    ask(format!("komi {}", game.komi()))?;
    ask(format!("kgs-rules {}", game.rules().name))?;
    for played in game.history() {
        let vertex = match played.mv {
            Move::Pass => VertexOrPass::Pass,
            Move::Play(point) => VertexOrPass::Vertex(board.vertex(point)),
        };
        ask(format!("play {} {vertex}", gtp_color(played.color)))?;
    }
    let answer = ask("final_score".to_string())?;
    let _ = referee.quit();
    if margin_of(&answer).is_none() {
        return Err(format!("final_score answered {answer:?}"));
    }
    Ok(answer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tengen::rules;

    #[test]
    fn results_read_as_black_margins() {
        assert_eq!(margin_of("B+3.5"), Some(3.5));
        assert_eq!(margin_of("W+12"), Some(-12.0));
        assert_eq!(margin_of(" 0 "), Some(0.0));
        assert_eq!(margin_of("Draw"), Some(0.0));
        for unreadable in ["?", "B+R", "W+T", "B+", "X+3", "", "B+inf"] {
            assert_eq!(margin_of(unreadable), None, "{unreadable}");
        }
    }

    #[test]
    fn counts_agree_only_when_all_are_known_and_equal() {
        assert_eq!(agreed_margin(&[Some("B+3.5"), Some("B+3.5")]), Some(3.5));
        assert_eq!(agreed_margin(&[Some("W+1"), Some("W+1.0")]), Some(-1.0));
        assert_eq!(agreed_margin(&[Some("B+3.5"), Some("B+4.5")]), None);
        assert_eq!(agreed_margin(&[Some("B+3.5"), None]), None);
        assert_eq!(agreed_margin(&[Some("B+3.5"), Some("?")]), None);
        assert_eq!(
            agreed_margin(&[Some("0"), Some("0"), Some("W+0.5")]),
            None,
            "a referee that differs is a disagreement"
        );
    }

    #[test]
    fn a_referee_that_does_not_answer_in_time_is_a_recorded_failure() {
        let game = Game::new(9, rules::CHINESE, 7.0).unwrap();
        let silent = ["sh", "-c", "sleep 30"].map(String::from);
        let started = std::time::Instant::now();
        let failure = referee_score(&silent, Path::new("."), &game, Duration::from_millis(300))
            .expect_err("no answer");
        assert!(failure.contains("did not answer in time"), "{failure}");
        assert!(
            started.elapsed() < Duration::from_secs(5),
            "the referee is not waited for"
        );
        let nonsense = [
            "sh",
            "-c",
            "while read -r line; do printf '= maybe\\n\\n'; done",
        ];
        let failure = referee_score(
            &nonsense.map(String::from),
            Path::new("."),
            &game,
            Duration::from_secs(10),
        )
        .expect_err("not a count");
        assert!(failure.contains("answered \"maybe\""), "{failure}");
    }

    #[test]
    fn every_stone_left_counts_as_alive() {
        // 5×5: Black owns the left two columns, White the right two; a White stone sits
        // inside Black's area and counts, and the region it touches is nobody's.
        let mut game = Game::new(5, rules::CHINESE, 0.5).unwrap();
        for (color, vertex) in [
            (Color::Black, "B1"),
            (Color::White, "D1"),
            (Color::Black, "B2"),
            (Color::White, "D2"),
            (Color::Black, "B3"),
            (Color::White, "D3"),
            (Color::Black, "B4"),
            (Color::White, "D4"),
            (Color::Black, "B5"),
            (Color::White, "D5"),
        ] {
            game.play_vertex(color, VertexOrPass::parse(vertex).unwrap())
                .unwrap();
        }
        let count = area_count_all_alive(&game);
        // Black: 5 stones + column A; White: 5 stones + column E; column C is dame.
        assert_eq!((count.black, count.white), (10.0, 10.5));
        assert_eq!(count.to_string(), "W+0.5");
        game.play_vertex(Color::White, VertexOrPass::parse("A3").unwrap())
            .unwrap();
        let count = area_count_all_alive(&game);
        assert_eq!((count.black, count.white), (5.0, 11.5));
    }
}
