//! What the move predictor knows about a candidate move: tactical features (captures, escapes,
//! ataris, ladders, self-ataris), distances to the last two moves and to the edge, the 3×3
//! square with its ataris, and the spatial pattern keys of every size. Each tactical group
//! gives a move at most one level (0: the group does not apply).

use super::{pattern3, spatial};
use crate::board::{Board, Color, Placement, Point};
use crate::tactics::ladder;

/// The tactical feature groups.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Group {
    /// 1: captures a chain next to an own chain in atari; 2: captures the last move's chain;
    /// 3: captures three stones or more; 4: any other capture.
    Capture,
    /// The move extends an own chain in atari without capturing. 1: the chain then has two
    /// liberties and a ladder catches it; 2: it is still in atari; 3: it escapes.
    Escape,
    /// The move puts an opponent chain in atari. 1: a ladder then catches it; 2: while a ko
    /// is on the board; 3: any other atari.
    Atari,
    /// The move leaves its own chain in atari without capturing. 1: one stone; 2: more.
    SelfAtari,
    /// Gridcular distance to the last move: level `d - 1` for `d` of 2 to 16, 16 beyond.
    LastDistance,
    /// Gridcular distance to the move before it, the same levels.
    SecondDistance,
    /// The line from the edge: levels 1 to 4, none from the fifth line inwards.
    Line,
}

impl Group {
    /// Every group, in the order of [`MoveFeatures::tactical`].
    pub const ALL: [Group; 7] = [
        Group::Capture,
        Group::Escape,
        Group::Atari,
        Group::SelfAtari,
        Group::LastDistance,
        Group::SecondDistance,
        Group::Line,
    ];

    /// How many levels the group has (levels run from 1).
    pub const fn levels(self) -> usize {
        match self {
            Group::Capture => 4,
            Group::Escape => 3,
            Group::Atari => 3,
            Group::SelfAtari => 2,
            Group::LastDistance | Group::SecondDistance => 16,
            Group::Line => 4,
        }
    }

    /// A short name for reports.
    pub const fn name(self) -> &'static str {
        match self {
            Group::Capture => "capture",
            Group::Escape => "escape",
            Group::Atari => "atari",
            Group::SelfAtari => "self-atari",
            Group::LastDistance => "distance to last move",
            Group::SecondDistance => "distance to move before",
            Group::Line => "line",
        }
    }
}

/// Number of tactical groups.
pub const GROUPS: usize = Group::ALL.len();

/// The position a move is judged in, besides the board: who moves and the last two moves.
#[derive(Clone, Copy, Debug)]
pub struct Context {
    /// The colour to move.
    pub color: Color,
    /// The opponent's last move (none after a pass or at the start).
    pub last: Option<Point>,
    /// The mover's own previous move.
    pub before_last: Option<Point>,
}

/// Everything the predictor sees of one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveFeatures {
    /// Level per group of [`Group::ALL`] (0: none).
    pub tactical: [u8; GROUPS],
    /// The canonical 3×3 code.
    pub pattern3: u32,
    /// Spatial keys by size, smallest first.
    pub spatial: [u64; spatial::SIZES],
}

/// Whether the predictor considers `point` for `color`: legal on the board and not filling
/// one of the mover's own real eyes.
pub fn is_candidate(board: &Board, point: Point, color: Color) -> bool {
    board.placement(point, color) == Placement::Legal && !board.is_real_eye(point, color)
}

/// Every candidate point for `color` on `board`.
pub fn candidates(board: &Board, color: Color) -> Vec<Point> {
    (0..board.empty_count())
        .map(|i| board.empty_point(i))
        .filter(|&p| is_candidate(board, p, color))
        .collect()
}

/// The features of `context.color` playing the candidate `point` (ladders are read on
/// `board`, which is left as it was).
pub fn extract(board: &mut Board, point: Point, context: &Context) -> MoveFeatures {
    MoveFeatures {
        tactical: tactical(board, point, context),
        pattern3: pattern3::canonical(pattern3::raw_code(board, point, context.color)),
        spatial: spatial::keys(board, point, context.color),
    }
}

/// The tactical levels of a candidate move.
pub fn tactical(board: &mut Board, point: Point, context: &Context) -> [u8; GROUPS] {
    let color = context.color;
    let opponent = color.opponent();
    let mut captured_stones = 0;
    let mut captures_last = false;
    let mut capture_saves = false;
    let mut escapes = false;
    let mut ataris = false;
    for n in board.neighbors(point) {
        match board.color_at(n) {
            Some(c) if c == opponent => match board.liberties(n) {
                1 => {
                    captured_stones += board.chain_size(n);
                    captures_last |= context.last.is_some_and(|l| {
                        board.color_at(l).is_some() && board.chain(l) == board.chain(n)
                    });
                    capture_saves |= touches_own_chain_in_atari(board, n, color);
                }
                2 => ataris = true,
                _ => {}
            },
            Some(_) if board.liberties(n) == 1 => escapes = true,
            _ => {}
        }
    }
    let captures = captured_stones > 0;
    let self_atari = if captures {
        None
    } else {
        board.self_atari_stones(point, color)
    };
    let capture = match () {
        _ if !captures => 0,
        _ if capture_saves => 1,
        _ if captures_last => 2,
        _ if captured_stones >= 3 => 3,
        _ => 4,
    };
    let escape = match () {
        _ if !escapes || captures => 0,
        _ if self_atari.is_some() => 2,
        _ if ladder::runs_into_ladder(board, point, color, ladder::THOROUGH) => 1,
        _ => 3,
    };
    let atari = match () {
        _ if !ataris || self_atari.is_some() => 0,
        _ if ladder::starts_ladder(board, point, color, ladder::THOROUGH) => 1,
        _ if board.ko().is_some() => 2,
        _ => 3,
    };
    let self_atari = match self_atari {
        None => 0,
        Some(1) => 1,
        Some(_) => 2,
    };
    [
        capture,
        escape,
        atari,
        self_atari,
        distance_level(board, point, context.last),
        distance_level(board, point, context.before_last),
        line_level(board, point),
    ]
}

/// Whether the opponent chain through `stone` touches a chain of `color` in atari.
fn touches_own_chain_in_atari(board: &Board, stone: Point, color: Color) -> bool {
    board.chain_stones(stone).any(|s| {
        board
            .neighbors(s)
            .into_iter()
            .any(|n| board.color_at(n) == Some(color) && board.liberties(n) == 1)
    })
}

/// The distance level of `point` from `other` (0 when there is no other move).
fn distance_level(board: &Board, point: Point, other: Option<Point>) -> u8 {
    let Some(other) = other else { return 0 };
    let (a, b) = (board.vertex(point), board.vertex(other));
    let d = spatial::gridcular(
        a.col as isize - b.col as isize,
        a.row as isize - b.row as isize,
    );
    (d.clamp(2, 17) - 1) as u8
}

/// The line level of `point`: 1 on the edge to 4 on the fourth line, 0 further in.
fn line_level(board: &Board, point: Point) -> u8 {
    let v = board.vertex(point);
    let last = board.size() - 1;
    let line = v.col.min(v.row).min(last - v.col).min(last - v.row) + 1;
    if line <= 4 {
        line as u8
    } else {
        0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board as board, point_at as at};

    fn levels(b: &mut Board, vertex: &str, color: Color, last: Option<&str>) -> [u8; GROUPS] {
        let context = Context {
            color,
            last: last.map(|l| at(b, l)),
            before_last: None,
        };
        let p = at(b, vertex);
        tactical(b, p, &context)
    }

    #[test]
    fn captures_are_told_apart_by_what_they_take() {
        // White's B4 stone is in atari; taking it saves nothing and it was not the last move.
        let mut b = board(&[
            ". . . . . .",
            ". X . . . .",
            "X O X . . .",
            ". . . . . .",
            ". . . . . .",
            ". . . . . .",
        ]);
        assert_eq!(levels(&mut b, "B3", Color::Black, None)[0], 4);
        assert_eq!(levels(&mut b, "B3", Color::Black, Some("B4"))[0], 2);
    }

    #[test]
    fn an_atari_that_starts_a_working_ladder_is_its_own_level() {
        let mut ladder = board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . X . . . . .",
            ". . X O . . . . .",
            ". . . . X . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ]);
        // Black D3 ataris D4; White's extension to E4 keeps two liberties all the way to
        // the edge.
        assert_eq!(levels(&mut ladder, "D3", Color::Black, None)[2], 1);
        let mut open = board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . X . . . .",
            ". . . X O . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ]);
        // Black E4 ataris E5, which runs to F5 and three liberties: a plain atari.
        assert_eq!(levels(&mut open, "E4", Color::Black, None)[2], 3);
        let mut in_atari = board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . X . . . .",
            ". . . X O . . . .",
            ". . . . X . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ]);
        // From atari, White's F5 reaches three liberties: an escape.
        assert_eq!(levels(&mut in_atari, "F5", Color::White, None)[1], 3);
    }

    #[test]
    fn distances_and_lines_have_their_levels() {
        let mut b = board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . X . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ]);
        let next_to = levels(&mut b, "E4", Color::White, Some("E5"));
        assert_eq!(next_to[4], 1, "gridcular distance 2");
        let far = levels(&mut b, "A1", Color::White, Some("E5"));
        assert_eq!(far[4], 11, "distance 4 + 4 + 4 = 12");
        assert_eq!(far[6], 1, "the first line");
        assert_eq!(next_to[6], 4, "the fourth line");
        assert_eq!(levels(&mut b, "E4", Color::White, None)[4], 0);
    }
}
