//! The tree's compact move, and values per such move.

use crate::board::{Move, Point, PointMap};
use std::ops::{Index, IndexMut};

/// A move as the tree stores it: the point's index in the board's padded array, 0 for pass
/// (index 0 is never on the board). Convert with `From` to and from [`Move`] and [`Point`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TreeMove(u16);

/// The pass move.
pub const PASS: TreeMove = TreeMove(0);

impl TreeMove {
    /// The move whose [`TreeMove::bits`] are `bits`.
    #[inline]
    pub(super) fn from_bits(bits: u16) -> TreeMove {
        TreeMove(bits)
    }

    /// The move as the tree's nodes store it.
    #[inline]
    pub(super) fn bits(self) -> u16 {
        self.0
    }

    /// The point played, `None` for pass.
    #[inline]
    pub fn point(self) -> Option<Point> {
        (self != PASS).then_some(Point(self.0))
    }
}

impl From<Point> for TreeMove {
    #[inline]
    fn from(point: Point) -> TreeMove {
        TreeMove(point.0)
    }
}

impl From<Move> for TreeMove {
    #[inline]
    fn from(mv: Move) -> TreeMove {
        match mv {
            Move::Pass => PASS,
            Move::Play(point) => point.into(),
        }
    }
}

impl From<TreeMove> for Move {
    #[inline]
    fn from(mv: TreeMove) -> Move {
        mv.point().map_or(Move::Pass, Move::Play)
    }
}
/// A value for every tree move: every point, and pass.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveMap<T> {
    points: PointMap<T>,
    pass: T,
}

impl<T: Clone> MoveMap<T> {
    /// `value` for every move.
    pub fn new(value: T) -> MoveMap<T> {
        MoveMap {
            points: PointMap::new(value.clone()),
            pass: value,
        }
    }
}

impl<T> MoveMap<T> {
    /// The value `f` makes for each move.
    pub fn from_fn(mut f: impl FnMut() -> T) -> MoveMap<T> {
        MoveMap {
            points: PointMap::from_fn(|_| f()),
            pass: f(),
        }
    }

    /// Every move's value, pass last.
    pub fn values(&self) -> impl Iterator<Item = &T> {
        self.points.values().chain([&self.pass])
    }
}

impl<T> Index<TreeMove> for MoveMap<T> {
    type Output = T;

    #[inline]
    fn index(&self, mv: TreeMove) -> &T {
        match mv.point() {
            Some(p) => &self.points[p],
            None => &self.pass,
        }
    }
}

impl<T> IndexMut<TreeMove> for MoveMap<T> {
    #[inline]
    fn index_mut(&mut self, mv: TreeMove) -> &mut T {
        match mv.point() {
            Some(p) => &mut self.points[p],
            None => &mut self.pass,
        }
    }
}
