//! Values per point and per colour, indexed by [`Point`] and [`Color`] instead of raw numbers,
//! so that the padded array's layout stays inside `board/`.

use super::coord::{Color, Point, MAX_POINTS};
use std::ops::{Index, IndexMut};

/// A value for every point of a board of any size (the padded array's capacity), indexed by
/// [`Point`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PointMap<T>(Vec<T>);

impl<T: Clone> PointMap<T> {
    /// `value` at every point.
    pub fn new(value: T) -> PointMap<T> {
        PointMap(vec![value; MAX_POINTS])
    }

    /// Sets every point to `value`.
    pub fn fill(&mut self, value: T) {
        self.0.fill(value);
    }
}

impl<T> PointMap<T> {
    /// The value `f` gives each point.
    pub fn from_fn(f: impl FnMut(Point) -> T) -> PointMap<T> {
        PointMap((0..MAX_POINTS as u16).map(Point).map(f).collect())
    }

    /// Every value, point by point in index order (off-board points included).
    pub fn values(&self) -> impl Iterator<Item = &T> {
        self.0.iter()
    }

    /// Every value, mutable, in the order of [`PointMap::values`].
    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut T> {
        self.0.iter_mut()
    }
}

impl<T> Index<Point> for PointMap<T> {
    type Output = T;

    #[inline]
    fn index(&self, point: Point) -> &T {
        &self.0[point.index()]
    }
}

impl<T> IndexMut<Point> for PointMap<T> {
    #[inline]
    fn index_mut(&mut self, point: Point) -> &mut T {
        &mut self.0[point.index()]
    }
}

/// A value for each colour, indexed by [`Color`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct ByColor<T>([T; 2]);

impl<T> ByColor<T> {
    /// Black's and White's values.
    pub const fn new(black: T, white: T) -> ByColor<T> {
        ByColor([black, white])
    }
}

impl<T: Clone> ByColor<T> {
    /// `value` for both colours.
    pub fn both(value: T) -> ByColor<T> {
        ByColor([value.clone(), value])
    }
}

impl<T> Index<Color> for ByColor<T> {
    type Output = T;

    #[inline]
    fn index(&self, color: Color) -> &T {
        &self.0[color as usize]
    }
}

impl<T> IndexMut<Color> for ByColor<T> {
    #[inline]
    fn index_mut(&mut self, color: Color) -> &mut T {
        &mut self.0[color as usize]
    }
}
