//! The 3×3 square around a point with the ataris in it: each of the four orthogonal neighbours
//! is empty, off the board, or an own or opponent stone whose chain has one liberty or more;
//! each diagonal is empty, own, opponent or off the board. Seen from the side to move and
//! reduced to one code for all eight orientations.

use super::spatial::transform;
use crate::board::{Board, Color, Point, Stone};
use std::sync::OnceLock;

/// Codes are below this bound (4 orthogonal cells of 3 bits, 4 diagonal cells of 2 bits).
pub const CODES: usize = 1 << 20;

/// Orthogonal neighbours then diagonals, as (dx, dy).
const SLOTS: [(isize, isize); 8] = [
    (0, -1),
    (-1, 0),
    (1, 0),
    (0, 1),
    (-1, -1),
    (1, -1),
    (-1, 1),
    (1, 1),
];

/// Bit position of each slot in a code.
const SHIFTS: [u32; 8] = [0, 3, 6, 9, 12, 14, 16, 18];

/// Cell values: empty 0, own 1, opponent 2, off board 3; orthogonal stones in atari add 3
/// (own 4, opponent 5).
fn cell(board: &Board, q: Point, own: Stone, orthogonal: bool) -> u32 {
    match board.stone(q) {
        Stone::Empty => 0,
        Stone::Border => 3,
        s => {
            let base = if s == own { 1 } else { 2 };
            if orthogonal && board.liberties(q) == 1 {
                base + 3
            } else {
                base
            }
        }
    }
}

/// The raw code of the square around `point` for `color` to move (orientation as on the
/// board).
pub fn raw_code(board: &Board, point: Point, color: Color) -> u32 {
    let own = Stone::of(color);
    let [s, w, e, n] = board.neighbors(point);
    let [sw, se, nw, ne] = board.diagonals(point);
    // SLOTS order: (0,-1) south, (-1,0) west, (1,0) east, (0,1) north, then SW, SE, NW, NE.
    let cells = [s, w, e, n, sw, se, nw, ne];
    cells.iter().enumerate().fold(0, |code, (slot, &q)| {
        code | cell(board, q, own, slot < 4) << SHIFTS[slot]
    })
}

/// For each symmetry, the slot each slot's content moves to.
fn slot_maps() -> &'static [[usize; 8]; 8] {
    static MAPS: OnceLock<[[usize; 8]; 8]> = OnceLock::new();
    MAPS.get_or_init(|| {
        std::array::from_fn(|symmetry| {
            std::array::from_fn(|slot| {
                let (dx, dy) = SLOTS[slot];
                let moved = transform(symmetry, dx, dy);
                SLOTS.iter().position(|&s| s == moved).unwrap_or(slot)
            })
        })
    })
}

/// `code` under one symmetry.
fn transformed(code: u32, symmetry: usize) -> u32 {
    let map = &slot_maps()[symmetry];
    (0..8).fold(0, |out, slot| {
        let width = if slot < 4 { 3 } else { 2 };
        let value = (code >> SHIFTS[slot]) & ((1 << width) - 1);
        out | value << SHIFTS[map[slot]]
    })
}

/// The smallest code among the eight orientations of `code`.
pub fn canonical(code: u32) -> u32 {
    (0..8).map(|s| transformed(code, s)).min().unwrap_or(code)
}

/// Every code whose canonical form is `code` (its orientations).
pub fn orientations(code: u32) -> impl Iterator<Item = u32> {
    (0..8).map(move |s| transformed(code, s))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board as board, point_at as at};

    #[test]
    fn a_shape_has_one_code_in_every_orientation() {
        let a = board(&[
            ". . . . .",
            ". X O . .",
            ". . . . .",
            ". . . . .",
            ". . . . .",
        ]);
        let b = board(&[
            ". . . . .",
            ". . . . .",
            ". . . O .",
            ". . . X .",
            ". . . . .",
        ]);
        let code_a = canonical(raw_code(&a, at(&a, "C3"), Color::Black));
        let code_b = canonical(raw_code(&b, at(&b, "C3"), Color::Black));
        assert_eq!(code_a, code_b);
        assert_ne!(code_a, canonical(raw_code(&a, at(&a, "C3"), Color::White)));
    }

    #[test]
    fn ataris_and_the_edge_change_the_code() {
        let free = board(&[
            ". . . . .",
            ". . . . .",
            ". . O . .",
            ". . . . .",
            ". . . . .",
        ]);
        let in_atari = board(&[
            ". . . . .",
            ". X . . .",
            "X O X . .",
            ". . . . .",
            ". . . . .",
        ]);
        let free_code = raw_code(&free, at(&free, "C2"), Color::Black);
        let atari_code = raw_code(&in_atari, at(&in_atari, "B2"), Color::Black);
        assert_ne!(canonical(free_code), canonical(atari_code));
        assert_eq!(
            (atari_code >> SHIFTS[3]) & 7,
            5,
            "an opponent stone in atari"
        );
        let edge = raw_code(&free, at(&free, "C1"), Color::Black);
        assert_eq!(edge & 7, 3, "south of the first line is off the board");
    }

    #[test]
    fn orientations_all_share_the_canonical_code() {
        let b = board(&[
            ". . . . .",
            ". X O . .",
            ". O . X .",
            ". . . . .",
            ". . . . .",
        ]);
        let code = raw_code(&b, at(&b, "C3"), Color::Black);
        let c = canonical(code);
        assert!(orientations(code).all(|o| canonical(o) == c));
        assert!(orientations(code).any(|o| o == code));
    }
}
