//! Ladder reading: whether a chain in atari that runs by extending to its liberty is caught by
//! a sequence of ataris. The runner may also capture an adjacent chain of the chaser that is in
//! atari; the chaser tries both liberties of the runner at every step. Reads on the caller's
//! board with play and undo, and gives up (the runner escapes) after a move limit, so it is
//! cheap enough for playouts and tree priors.

use super::{Budget, Reader};
use crate::board::{Board, Color, Placement, Point, Stone};

/// The budget of one ladder reading: a ladder across a 25×25 board is about 50 moves long, and
/// crowded positions with many chains in atari could otherwise branch at every level (the
/// runner then counts as escaped).
const LADDER_BUDGET: Budget = Budget {
    moves: 300,
    depth: 100,
};

/// Whether `color` playing the empty `point` leaves its chain with two liberties that the
/// opponent can turn into a working ladder (the move only runs into a ladder). `false` when
/// the chain gets three or more liberties, one (plain self-atari) or the move is not legal.
/// The board is read with play and undo and left as it was.
pub fn runs_into_ladder(board: &mut Board, point: Point, color: Color) -> bool {
    let empty_neighbors = board
        .neighbors(point)
        .into_iter()
        .filter(|&n| board.stone(n) == Stone::Empty)
        .count();
    if empty_neighbors >= 3 || board.placement(point, color) != Placement::Legal {
        return false;
    }
    Reader::new(board, LADDER_BUDGET)
        .after(point, color, |reader, _| {
            reader.board().liberties(point) == 2 && chaser_catches(reader, point, color)
        })
        .unwrap_or(false)
}

/// Whether `color` playing `point` puts an opponent chain of two liberties in atari from
/// which it cannot run out of a ladder. The board is left as it was.
pub fn starts_ladder(board: &mut Board, point: Point, color: Color) -> bool {
    let runner = color.opponent();
    let mut targets = [point; 4];
    let mut count = 0;
    for n in board.neighbors(point) {
        if board.color_at(n) != Some(runner) {
            continue;
        }
        if let Some((a, b)) = board.two_liberties(n) {
            let other = if a == point { b } else { a };
            if extension_may_stay_short(board, other, point) {
                targets[count] = n;
                count += 1;
            }
        }
    }
    if count == 0 || board.placement(point, color) != Placement::Legal {
        return false;
    }
    Reader::new(board, LADDER_BUDGET)
        .after(point, color, |reader, _| {
            reader.board().liberties(point) >= 2
                && targets[..count].iter().any(|&t| {
                    reader.board().color_at(t) == Some(runner)
                        && reader.board().atari_liberty(t).is_some()
                        && runner_is_caught(reader, t, runner)
                })
        })
        .unwrap_or(false)
}

/// The runner's chain through `stone` is in atari and the runner is to move: true when every
/// escape (extending, or capturing an adjacent chaser chain in atari) is still caught.
fn runner_is_caught(reader: &mut Reader, stone: Point, runner: Color) -> bool {
    let board = reader.board();
    let Some(liberty) = board.atari_liberty(stone) else {
        return false;
    };
    let mut escapes = [liberty; 5];
    let mut count = 1;
    for capture in board.capture_points(stone) {
        if !escapes[..count].contains(&capture) {
            if count == escapes.len() {
                return false;
            }
            escapes[count] = capture;
            count += 1;
        }
    }
    escapes[..count].iter().all(|&escape| {
        if reader.board().placement(escape, runner) != Placement::Legal {
            return true;
        }
        reader
            .after(escape, runner, |reader, _| {
                match reader.board().liberties(stone) {
                    0 | 1 => true,
                    2 => chaser_catches(reader, stone, runner),
                    _ => false,
                }
            })
            .unwrap_or(false)
    })
}

/// The runner's chain through `stone` has two liberties and the chaser is to move: true when
/// an atari on one of them catches it.
fn chaser_catches(reader: &mut Reader, stone: Point, runner: Color) -> bool {
    let Some((a, b)) = reader.board().two_liberties(stone) else {
        return false;
    };
    let chaser = runner.opponent();
    [(a, b), (b, a)].into_iter().any(|(atari, other)| {
        let board = reader.board();
        if !extension_may_stay_short(board, other, atari)
            || board.placement(atari, chaser) != Placement::Legal
        {
            return false;
        }
        reader
            .after(atari, chaser, |reader, _| {
                // A chaser stone left in atari can simply be captured: not a ladder.
                reader.board().liberties(atari) >= 2 && runner_is_caught(reader, stone, runner)
            })
            .unwrap_or(false)
    })
}

/// Whether a runner extending to `liberty` after the chaser's atari at `atari` might get fewer
/// than three liberties: false when `liberty` alone has three empty neighbours besides
/// `atari` (a cheap test that spares most board copies in open positions).
fn extension_may_stay_short(board: &Board, liberty: Point, atari: Point) -> bool {
    board
        .neighbors(liberty)
        .into_iter()
        .filter(|&n| n != atari && board.stone(n) == Stone::Empty)
        .count()
        < 3
}

/// Test position: Black C3, in atari at D3 after White C4, runs into a ladder to the upper
/// right.
#[cfg(test)]
pub(crate) const LADDER: [&str; 9] = [
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . O . . . . . .",
    ". O X . . . . . .",
    ". . O O . . . . .",
    ". . . . . . . . .",
];

/// [`LADDER`] with the chaser's atari stone C4 in atari itself (its liberty is D4).
#[cfg(test)]
pub(crate) const LADDER_CHASER_IN_ATARI: [&str; 9] = [
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . X . . . . . .",
    ". X O . . . . . .",
    ". O X . . . . . .",
    ". . O O . . . . .",
    ". . . . . . . . .",
];

/// [`LADDER`] with a black breaker at G8, on the ladder's diagonal.
#[cfg(test)]
pub(crate) fn ladder_with_breaker() -> [&'static str; 9] {
    let mut rows = LADDER;
    rows[1] = ". . . . . . X . .";
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};

    /// Whether the chain through `stone`, which has exactly one liberty, is captured even if its
    /// owner, to move, extends to that liberty or captures an adjacent chain in atari.
    fn is_caught(board: &Board, stone: Point) -> bool {
        let Some(runner) = board.color_at(stone) else {
            return false;
        };
        if board.atari_liberty(stone).is_none() {
            return false;
        }
        let mut read = board.clone();
        let caught = runner_is_caught(&mut Reader::new(&mut read, LADDER_BUDGET), stone, runner);
        assert_eq!(
            read.diagram(),
            board.diagram(),
            "the reading leaves the board"
        );
        caught
    }

    #[test]
    fn a_ladder_to_the_edge_catches_the_runner() {
        let mut b = diagram_board(&LADDER);
        assert!(is_caught(&b, at(&b, "C3")));
        let before = b.clone();
        let d3 = at(&b, "D3");
        assert!(runs_into_ladder(&mut b, d3, Color::Black));
        assert_eq!(b.diagram(), before.diagram());
        assert_eq!(b.hash(), before.hash());
        b.verify().unwrap();
    }

    #[test]
    fn a_breaker_on_the_path_lets_the_runner_out() {
        let mut b = diagram_board(&ladder_with_breaker());
        assert!(!is_caught(&b, at(&b, "C3")));
        let d3 = at(&b, "D3");
        assert!(!runs_into_ladder(&mut b, d3, Color::Black));
    }

    #[test]
    fn a_chaser_stone_in_atari_is_captured_instead() {
        let b = diagram_board(&LADDER_CHASER_IN_ATARI);
        assert!(!is_caught(&b, at(&b, "C3")), "Black captures C4 at D4");
    }

    #[test]
    fn the_right_atari_starts_the_ladder_and_the_wrong_one_does_not() {
        let mut b = diagram_board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". O X . . . . . .",
            ". . O O . . . . .",
            ". . . . . . . . .",
        ]);
        let (c4, d3) = (at(&b, "C4"), at(&b, "D3"));
        assert!(starts_ladder(&mut b, c4, Color::White));
        assert!(!starts_ladder(&mut b, d3, Color::White));
    }
}
