//! Colours, points and moves, and the GTP/SGF vertex notation.

use std::fmt;

/// Smallest board edge tengen plays on.
pub const MIN_SIZE: usize = 2;
/// Largest board edge: GTP vertices have 25 column letters (A–Z without I).
pub const MAX_SIZE: usize = 25;
/// Distance between vertically adjacent points in the padded array (one shared border column).
pub(crate) const fn stride(size: usize) -> usize {
    size + 1
}
/// Length of the padded point array for a board of `size`, borders and diagonal overhang included.
pub(crate) const fn padded_len(size: usize) -> usize {
    (size + 2) * stride(size) + 1
}
/// Capacity of every per-point array: the padded length of the largest board.
pub const MAX_POINTS: usize = padded_len(MAX_SIZE);

/// GTP column letters; `I` is skipped.
const COLUMN_LETTERS: &[u8; MAX_SIZE] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// A stone colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// The first player.
    Black,
    /// The second player.
    White,
}

impl Color {
    /// The other colour.
    #[inline]
    pub fn opponent(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }

    /// 0 for Black, 1 for White: an index into per-colour arrays.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// Parses a GTP colour (`b`, `black`, `w`, `white`; any case).
    pub fn parse(text: &str) -> Option<Color> {
        match text.to_ascii_lowercase().as_str() {
            "b" | "black" => Some(Color::Black),
            "w" | "white" => Some(Color::White),
            _ => None,
        }
    }

    /// Both colours, Black first.
    pub const BOTH: [Color; 2] = [Color::Black, Color::White];
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Color::Black => "black",
            Color::White => "white",
        })
    }
}

/// What occupies a point of the padded array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Stone {
    /// No stone.
    Empty = 0,
    /// A black stone.
    Black = 1,
    /// A white stone.
    White = 2,
    /// Off the board: the padding around it.
    Border = 3,
}

impl Stone {
    /// The stone of a colour.
    #[inline]
    pub fn of(color: Color) -> Stone {
        match color {
            Color::Black => Stone::Black,
            Color::White => Stone::White,
        }
    }

    /// The colour of a stone, `None` for empty and border points.
    #[inline]
    pub fn color(self) -> Option<Color> {
        // A table, not a match: the playouts ask this of random points, and a branch on the
        // answer was mispredicted often enough to show in their profile.
        const COLORS: [Option<Color>; 4] = [None, Some(Color::Black), Some(Color::White), None];
        COLORS[self as usize]
    }
}

/// An index into the padded point array of a board. Only meaningful with the board size it
/// was made for; use [`crate::board::Board::point`] to make one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(pub(crate) u16);

impl Point {
    /// The raw array index.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A move: a stone on a point, or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A stone on the point.
    Play(Point),
    /// No stone.
    Pass,
}

impl Move {
    /// The point the move plays, if it is not a pass.
    pub fn point(self) -> Option<Point> {
        match self {
            Move::Play(p) => Some(p),
            Move::Pass => None,
        }
    }
}

/// A board-independent vertex: column and row counted from 0 at the lower left (A1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Vertex {
    /// Column, 0 for A.
    pub col: usize,
    /// Row, 0 for the bottom row (1).
    pub row: usize,
}

/// A parsed GTP vertex: a point or `pass`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum VertexOrPass {
    /// A point.
    Vertex(Vertex),
    /// `pass`.
    Pass,
}

impl Vertex {
    /// Parses `D4`, `q16`, ... (letter `I` is not a column). Does not check a board size.
    pub fn parse(text: &str) -> Option<Vertex> {
        let bytes = text.as_bytes();
        let (&letter, digits) = bytes.split_first()?;
        let letter = letter.to_ascii_uppercase();
        let col = COLUMN_LETTERS.iter().position(|&c| c == letter)?;
        if digits.is_empty() || digits.len() > 2 || !digits.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let row: usize = std::str::from_utf8(digits).ok()?.parse().ok()?;
        if row == 0 || row > MAX_SIZE {
            return None;
        }
        Some(Vertex { col, row: row - 1 })
    }

    /// Whether the vertex lies on a board of `size`.
    pub fn fits(self, size: usize) -> bool {
        self.col < size && self.row < size
    }
}

impl VertexOrPass {
    /// Parses a GTP vertex or `pass` (any case).
    pub fn parse(text: &str) -> Option<VertexOrPass> {
        if text.eq_ignore_ascii_case("pass") {
            Some(VertexOrPass::Pass)
        } else {
            Vertex::parse(text).map(VertexOrPass::Vertex)
        }
    }
}

impl fmt::Display for Vertex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", COLUMN_LETTERS[self.col] as char, self.row + 1)
    }
}

impl fmt::Display for VertexOrPass {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VertexOrPass::Vertex(v) => v.fmt(f),
            VertexOrPass::Pass => f.write_str("pass"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vertices_parse_case_insensitively_and_skip_i() {
        assert_eq!(Vertex::parse("a1"), Some(Vertex { col: 0, row: 0 }));
        assert_eq!(Vertex::parse("J10"), Some(Vertex { col: 8, row: 9 }));
        assert_eq!(Vertex::parse("z25"), Some(Vertex { col: 24, row: 24 }));
        assert_eq!(Vertex::parse("I5"), None);
        assert_eq!(Vertex::parse("A0"), None);
        assert_eq!(Vertex::parse("A26"), None);
        assert_eq!(Vertex::parse("A"), None);
        assert_eq!(Vertex::parse("A1x"), None);
        assert_eq!(Vertex::parse("A+1"), None);
        assert_eq!(Vertex::parse(""), None);
        assert_eq!(VertexOrPass::parse("PASS"), Some(VertexOrPass::Pass));
        assert_eq!(Vertex { col: 8, row: 9 }.to_string(), "J10");
    }

    #[test]
    fn colours_parse_case_insensitively() {
        for (text, color) in [
            ("b", Color::Black),
            ("BLACK", Color::Black),
            ("W", Color::White),
        ] {
            assert_eq!(Color::parse(text), Some(color));
        }
        assert_eq!(Color::parse("blue"), None);
    }
}
