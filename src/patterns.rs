//! Mogo's 3×3 playout patterns (Gelly et al., 2006): shapes around an empty point that make it
//! an urgent answer to the last move (hane, cuts, edge moves). Patterns are matched for either
//! colour and in all eight orientations through a 65,536-entry table indexed by the point's
//! neighbourhood.

use crate::board::{Board, Point, Stone};
use std::sync::OnceLock;

/// The patterns, centre = the candidate point. `X` one colour, `O` the other, `x` not `X`
/// (empty or `O`), `o` not `O`, `.` empty, `?` anything, `#` off the board.
const PATTERNS: &[[&str; 3]] = &[
    ["XOX", "...", "???"], // hane enclosing
    ["XO.", "...", "?.?"], // hane, not cutting
    ["XO?", "X..", "x.?"], // hane (magari)
    [".O.", "X..", "..."], // attachment across a diagonal
    ["XO?", "O.o", "?o?"], // cut, unprotected
    ["XO?", "O.X", "???"], // cut, peeped
    ["?X?", "O.O", "ooo"], // cut (de)
    ["OX?", "o.O", "???"], // cut through a knight's move
    ["X.?", "O.?", "###"], // edge: chase
    ["OX?", "X.O", "###"], // edge: block the side cut
    ["?X?", "x.O", "###"], // edge: block the connection
    ["?XO", "x.x", "###"], // edge: sagari
    ["?OX", "X.O", "###"], // edge: cut
];

/// Neighbour order of a code: NW, N, NE, W, E, SW, S, SE (2 bits each: empty, black, white,
/// border).
fn cell_stones(c: char, x: Stone, o: Stone) -> &'static [Stone] {
    use Stone::*;
    const ANY: &[Stone] = &[Empty, Black, White, Border];
    const EMPTY: &[Stone] = &[Empty];
    const EDGE: &[Stone] = &[Border];
    const BLACK: &[Stone] = &[Black];
    const WHITE: &[Stone] = &[White];
    const NOT_BLACK: &[Stone] = &[Empty, White];
    const NOT_WHITE: &[Stone] = &[Empty, Black];
    let colour = |s: Stone| if s == Black { BLACK } else { WHITE };
    let not = |s: Stone| if s == Black { NOT_BLACK } else { NOT_WHITE };
    match c {
        'X' => colour(x),
        'O' => colour(o),
        'x' => not(x),
        'o' => not(o),
        '.' => EMPTY,
        '#' => EDGE,
        _ => ANY,
    }
}

/// The eight symmetries of a 3×3 grid as (row, col) → (row, col) maps.
fn transform(symmetry: usize, r: usize, c: usize) -> (usize, usize) {
    let (r, c) = if symmetry & 1 != 0 { (c, r) } else { (r, c) };
    let r = if symmetry & 2 != 0 { 2 - r } else { r };
    let c = if symmetry & 4 != 0 { 2 - c } else { c };
    (r, c)
}

fn build() -> Vec<bool> {
    let mut table = vec![false; 1 << 16];
    let order = [
        (0, 0),
        (0, 1),
        (0, 2),
        (1, 0),
        (1, 2),
        (2, 0),
        (2, 1),
        (2, 2),
    ];
    for pattern in PATTERNS {
        let grid: Vec<Vec<char>> = pattern.iter().map(|row| row.chars().collect()).collect();
        for (x, o) in [(Stone::Black, Stone::White), (Stone::White, Stone::Black)] {
            for symmetry in 0..8 {
                // Allowed stones per neighbour slot under this orientation.
                let mut allowed: [&[Stone]; 8] = [&[]; 8];
                for (slot, &(r, c)) in order.iter().enumerate() {
                    let (pr, pc) = transform(symmetry, r, c);
                    allowed[slot] = cell_stones(grid[pr][pc], x, o);
                }
                let mut codes = vec![0u32];
                for (slot, stones) in allowed.iter().enumerate() {
                    codes = codes
                        .iter()
                        .flat_map(|&code| {
                            stones.iter().map(move |&s| code | (s as u32) << (2 * slot))
                        })
                        .collect();
                }
                for code in codes {
                    table[code as usize] = true;
                }
            }
        }
    }
    table
}

fn table() -> &'static [bool] {
    static TABLE: OnceLock<Vec<bool>> = OnceLock::new();
    TABLE.get_or_init(build)
}

/// The neighbourhood code of `point`.
#[inline]
fn code(board: &Board, point: Point) -> usize {
    // The board's order: neighbours S, W, E, N; diagonals SW, SE, NW, NE.
    let [s, w, e, n] = board.neighbors(point);
    let [sw, se, nw, ne] = board.diagonals(point);
    [nw, n, ne, w, e, sw, s, se]
        .iter()
        .enumerate()
        .fold(0, |code, (slot, &q)| {
            code | (board.stone(q) as usize) << (2 * slot)
        })
}

/// Whether the empty `point` matches one of the patterns.
#[inline]
pub fn matches(board: &Board, point: Point) -> bool {
    table()[code(board, point)]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board as board, point_at as at};

    #[test]
    fn hane_and_cut_shapes_match_in_any_orientation_and_colour() {
        // Enclosing hane: X O X on top, the point under O.
        let b = board(&[
            ". . . . .",
            ". X O X .",
            ". . . . .",
            ". . . . .",
            ". . . . .",
        ]);
        assert!(matches(&b, at(&b, "C3")));
        // The same shape turned and with colours swapped.
        let b = board(&[
            ". . . . .",
            ". O . . .",
            ". X . . .",
            ". O . . .",
            ". . . . .",
        ]);
        assert!(matches(&b, at(&b, "C3")));
        // Peeped cut: X O above, O . X in the middle row.
        let b = board(&[
            ". . . . .",
            ". X O . .",
            ". O . X .",
            ". . . . .",
            ". . . . .",
        ]);
        assert!(matches(&b, at(&b, "C3")));
    }

    #[test]
    fn empty_surroundings_match_nothing() {
        let b = board(&[
            ". . . . .",
            ". . . . .",
            ". . . . .",
            ". . . . .",
            ". . . . X",
        ]);
        assert!(!matches(&b, at(&b, "C3")));
    }
}
