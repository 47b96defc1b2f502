//! Spatial patterns: the stones around a point out to a growing distance, hashed so that the
//! same shape gives the same key in any of the eight orientations. Colours are seen from the
//! side to move (own, opponent), so one key serves both colours.
//!
//! Distance is Coulom's gridcular distance, `|dx| + |dy| + max(|dx|, |dy|)`: a pattern of size
//! 3 is the 3×3 square, size 4 adds the points two lines away, and size 10 reaches five lines
//! out (72 points). Sizes are nested, so one walk over the points hashes them all.

use crate::board::{Board, Color, Point, Stone};
use std::sync::OnceLock;

/// The smallest size with a spatial key (the 3×3 square has its own feature, with ataris).
pub const MIN_SIZE: usize = 4;
/// The largest size.
pub const MAX_SIZE: usize = 10;
/// Number of sizes with a key.
pub const SIZES: usize = MAX_SIZE - MIN_SIZE + 1;

/// What a cell holds, from the mover's side (an empty cell adds nothing to a key).
#[derive(Clone, Copy)]
enum Cell {
    Own = 0,
    Opponent = 1,
    OffBoard = 2,
    Empty = 3,
}

/// The gridcular distance of an offset.
pub fn gridcular(dx: isize, dy: isize) -> usize {
    let (x, y) = (dx.unsigned_abs(), dy.unsigned_abs());
    x + y + x.max(y)
}

/// The eight symmetries of the square applied to an offset.
pub fn transform(symmetry: usize, dx: isize, dy: isize) -> (isize, isize) {
    let (dx, dy) = if symmetry & 1 != 0 {
        (dy, dx)
    } else {
        (dx, dy)
    };
    let dx = if symmetry & 2 != 0 { -dx } else { dx };
    let dy = if symmetry & 4 != 0 { -dy } else { dy };
    (dx, dy)
}

/// Offsets by size, their random keys, and where each size ends in the offset list.
struct Layout {
    /// Offsets within `MAX_SIZE`, nearest first (the centre excluded).
    offsets: Vec<(isize, isize)>,
    /// `ends[k]`: how many offsets lie within size `MIN_SIZE + k`.
    ends: [usize; SIZES],
    /// Per offset and cell kind, the random key that cell adds to the pattern seen in each
    /// of the eight orientations (0 for an empty cell): `keys[m][cell][s]` is the key of the
    /// offset that symmetry `s` carries onto offset `m`, so one walk over the board hashes
    /// all eight orientations at once.
    keys: Vec<[[u64; 8]; 4]>,
    /// A key per size, so that equal stones at different sizes differ.
    size_keys: [u64; SIZES],
}

fn layout() -> &'static Layout {
    static LAYOUT: OnceLock<Layout> = OnceLock::new();
    LAYOUT.get_or_init(|| {
        let reach = MAX_SIZE as isize / 2;
        let mut offsets: Vec<(isize, isize)> = (-reach..=reach)
            .flat_map(|dy| (-reach..=reach).map(move |dx| (dx, dy)))
            .filter(|&(dx, dy)| (dx, dy) != (0, 0) && gridcular(dx, dy) <= MAX_SIZE)
            .collect();
        offsets.sort_by_key(|&(dx, dy)| (gridcular(dx, dy), dy, dx));
        let mut ends = [0; SIZES];
        for (k, end) in ends.iter_mut().enumerate() {
            *end = offsets
                .iter()
                .filter(|&&(dx, dy)| gridcular(dx, dy) <= MIN_SIZE + k)
                .count();
        }
        // A fixed generator: keys are part of the weights file's meaning.
        let mut state = 0x7465_6e67_656e_2d31u64;
        let mut next = || {
            state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            z ^ (z >> 31)
        };
        let offset_keys: Vec<[u64; 4]> = offsets
            .iter()
            .map(|_| [next(), next(), next(), 0])
            .collect();
        let size_keys = std::array::from_fn(|_| next());
        let mut keys = vec![[[0; 8]; 4]; offsets.len()];
        for (&(dx, dy), cell_keys) in offsets.iter().zip(&offset_keys) {
            for symmetry in 0..8 {
                let image = transform(symmetry, dx, dy);
                let m = offsets
                    .iter()
                    .position(|&o| o == image)
                    .unwrap_or_else(|| unreachable!("symmetries keep the gridcular distance"));
                for (by_symmetry, &key) in keys[m].iter_mut().zip(cell_keys) {
                    by_symmetry[symmetry] = key;
                }
            }
        }
        Layout {
            offsets,
            ends,
            keys,
            size_keys,
        }
    })
}

/// Padding around the board in a [`Grid`]: the farthest offset reaches this far.
const PAD: usize = MAX_SIZE / 2;

/// The board's cells seen from one side, padded so that every offset of every point lands
/// inside: built once per position, it makes each point's keys a walk over fixed offsets.
pub struct Grid {
    /// Row length of `cells`.
    width: usize,
    /// Per cell: the [`Cell`] kind.
    cells: Vec<Cell>,
    /// The index step of each offset.
    steps: Vec<isize>,
}

impl Grid {
    /// The grid of `board` for `color` to move.
    pub fn new(board: &Board, color: Color) -> Grid {
        let width = board.size() + 2 * PAD;
        let own = Stone::of(color);
        let mut cells = vec![Cell::OffBoard; width * width];
        for p in board.points() {
            let v = board.vertex(p);
            cells[(v.row + PAD) * width + v.col + PAD] = match board.stone(p) {
                Stone::Empty => Cell::Empty,
                s if s == own => Cell::Own,
                _ => Cell::Opponent,
            };
        }
        let steps = layout()
            .offsets
            .iter()
            .map(|&(dx, dy)| dy * width as isize + dx)
            .collect();
        Grid {
            width,
            cells,
            steps,
        }
    }

    /// The keys of the patterns of every size around the empty `point` of the grid's board:
    /// `keys[k]` is the key of size `MIN_SIZE + k`, the same in every orientation.
    pub fn keys(&self, board: &Board, point: Point) -> [u64; SIZES] {
        let layout = layout();
        let v = board.vertex(point);
        let centre = ((v.row + PAD) * self.width + v.col + PAD) as isize;
        let mut hashes = [0u64; 8];
        let mut smallest = [0; SIZES];
        let mut start = 0;
        for (k, &end) in layout.ends.iter().enumerate() {
            for (step, keys) in self.steps[start..end].iter().zip(&layout.keys[start..end]) {
                let cell = self.cells[(centre + step) as usize];
                for (hash, key) in hashes.iter_mut().zip(&keys[cell as usize]) {
                    *hash ^= key;
                }
            }
            let canonical = hashes.iter().copied().fold(u64::MAX, u64::min);
            smallest[k] = canonical ^ layout.size_keys[k];
            start = end;
        }
        smallest
    }
}

/// The keys of the patterns of every size around the empty `point`, for `color` to move (see
/// [`Grid::keys`]; a grid serves many points of one position faster).
pub fn keys(board: &Board, point: Point, color: Color) -> [u64; SIZES] {
    Grid::new(board, color).keys(board, point)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board as board, point_at as at};

    #[test]
    fn sizes_nest_from_the_3x3_square_outwards() {
        let layout = layout();
        // Size 4 adds the four points two lines away to the 3×3 square's eight.
        assert_eq!(layout.ends[0], 12);
        assert_eq!(layout.ends[SIZES - 1], 72);
        assert!(layout.ends.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn a_shape_has_one_key_in_every_orientation_and_for_either_colour() {
        // A hane at the head of two stones, mirrored and with colours swapped.
        let a = board(&[
            ". . . . . . .",
            ". . . . . . .",
            ". . X O . . .",
            ". . . O . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
        ]);
        let b = board(&[
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . X X . .",
            ". . . . O . .",
            ". . . . . . .",
            ". . . . . . .",
        ]);
        // White to move at C4 in `a` has its stones at D4 and D5 and Black's at C5; Black to
        // move at D3 in `b` sees the same shape, edges included, mirrored on the diagonal.
        let key_a = keys(&a, at(&a, "C4"), Color::White);
        let key_b = keys(&b, at(&b, "D3"), Color::Black);
        assert_eq!(key_a, key_b);
        // The other colour to move sees a different shape.
        assert_ne!(key_a, keys(&a, at(&a, "C4"), Color::Black));
    }

    #[test]
    fn the_edge_is_part_of_the_shape() {
        let b = board(&[
            ". . . . . . . . . . . .",
            ". . . . . . . . . . . .",
            ". . . . . . . . . . . .",
            ". . . . . . . . . . . .",
            ". . . . . . . . . . . .",
            ". . . . . . . . . . . .",
            ". . . . . . . . . . . .",
            ". . . . . . . . . . . .",
            ". . . . . . . . . . . .",
            ". . . . . . . . . . . .",
            ". . . . . . . . . . . .",
            ". . . . . . . . . . . .",
        ]);
        let centre = keys(&b, at(&b, "F6"), Color::Black);
        let third_line = keys(&b, at(&b, "F3"), Color::Black);
        // Three lines from the edge: the small sizes see only empty points, size 6 the edge.
        assert_eq!(centre[0], third_line[0]);
        assert_ne!(centre[SIZES - 1], third_line[SIZES - 1]);
        // The same distance from another edge gives the same keys.
        assert_eq!(third_line, keys(&b, at(&b, "C6"), Color::Black));
    }
}
