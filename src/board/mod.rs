//! The Go board: stones, chains with exact liberty counts, captures, simple ko, an O(1) list of
//! empty points and an incremental Zobrist hash.
//!
//! Storage is a padded one-dimensional array sized for the largest board (25×25), so a board
//! never allocates and copies with one `memcpy`. Every chain keeps its exact number of distinct
//! liberties together with their sum and sum of squares: a chain in atari names its liberty
//! (`sum`), and a chain with two liberties names both (from `sum` and `sum of squares`), in O(1).

mod coord;
mod maps;
mod undo;
mod verify;
mod zobrist;

pub use coord::{Color, Move, Point, Stone, Vertex, VertexOrPass, MAX_POINTS, MAX_SIZE, MIN_SIZE};

use coord::stride;
pub use maps::{ByColor, PointMap};
use std::fmt;
pub use undo::UndoLog;
use undo::{NoRecord, Recorder};
pub use zobrist::ZobristMap;

/// Why a board could not be made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardError {
    /// The size is outside `MIN_SIZE..=MAX_SIZE`.
    UnacceptableSize(usize),
}

impl fmt::Display for BoardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardError::UnacceptableSize(size) => write!(
                f,
                "unacceptable size {size} (must be {MIN_SIZE} to {MAX_SIZE})"
            ),
        }
    }
}

impl std::error::Error for BoardError {}

/// What the board alone says about placing a stone (rules such as superko are the game's job).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Placement {
    /// The stone can be placed and keeps at least one liberty.
    Legal,
    /// The point holds a stone.
    Occupied,
    /// The point is the simple-ko point for this colour.
    Ko,
    /// The stone would have no liberty; `stones` is how many own stones would be removed.
    Suicide {
        /// Own stones the move would remove.
        stones: usize,
    },
}

/// What happened when a stone was placed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayOutcome {
    /// Opponent stones captured.
    pub captured: usize,
    /// Own stones removed by suicide.
    pub suicided: usize,
}

/// Liberty bookkeeping of one chain, stored at the chain's representative point.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct ChainInfo {
    liberties: u16,
    stones: u16,
    liberty_sum: u32,
    liberty_square_sum: u32,
}

impl ChainInfo {
    #[inline]
    fn add_liberty(&mut self, point: usize) {
        let p = point as u32;
        self.liberties += 1;
        self.liberty_sum += p;
        self.liberty_square_sum += p * p;
    }

    #[inline]
    fn remove_liberty(&mut self, point: usize) {
        let p = point as u32;
        self.liberties -= 1;
        self.liberty_sum -= p;
        self.liberty_square_sum -= p * p;
    }
}

/// Up to four distinct chain representatives found around a point.
#[derive(Default)]
struct ChainSet {
    heads: [u16; 4],
    len: usize,
}

impl ChainSet {
    /// Adds `head` unless present; returns whether it was new.
    #[inline]
    fn insert(&mut self, head: u16) -> bool {
        if self.heads[..self.len].contains(&head) {
            return false;
        }
        self.heads[self.len] = head;
        self.len += 1;
        true
    }

    #[inline]
    fn as_slice(&self) -> &[u16] {
        &self.heads[..self.len]
    }
}

/// A Go board of any size from 2×2 to 25×25.
#[derive(Clone)]
pub struct Board {
    size: usize,
    stride: usize,
    stones: [Stone; MAX_POINTS],
    /// Representative point of the chain each stone belongs to.
    chain_head: [u16; MAX_POINTS],
    /// Next stone of the same chain (circular list).
    next_stone: [u16; MAX_POINTS],
    /// Chain data, valid at representative points.
    chains: [ChainInfo; MAX_POINTS],
    empties: [u16; MAX_POINTS],
    empty_index: [u16; MAX_POINTS],
    empty_count: usize,
    /// Point where `ko_color` may not play now (0: none; index 0 is always border).
    ko_point: u16,
    ko_color: Color,
    hash: u64,
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board {}x{}\n{}", self.size, self.size, self.diagram())
    }
}

impl Board {
    /// An empty board of `size`×`size`.
    pub fn new(size: usize) -> Result<Board, BoardError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
            return Err(BoardError::UnacceptableSize(size));
        }
        let mut board = Board {
            size,
            stride: stride(size),
            stones: [Stone::Border; MAX_POINTS],
            chain_head: [0; MAX_POINTS],
            next_stone: [0; MAX_POINTS],
            chains: [ChainInfo::default(); MAX_POINTS],
            empties: [0; MAX_POINTS],
            empty_index: [0; MAX_POINTS],
            empty_count: 0,
            ko_point: 0,
            ko_color: Color::Black,
            hash: 0,
        };
        for row in 0..size {
            for col in 0..size {
                let p = board.index_of(col, row);
                board.stones[p] = Stone::Empty;
                board.push_empty(&mut NoRecord, p);
            }
        }
        Ok(board)
    }

    /// Makes this board a copy of `other`. Only the part of the arrays that `other`'s size
    /// uses is copied, which makes this much cheaper than `clone` below 25×25.
    pub fn copy_from(&mut self, other: &Board) {
        let used = coord::padded_len(other.size);
        self.size = other.size;
        self.stride = other.stride;
        self.stones[..used].copy_from_slice(&other.stones[..used]);
        self.chain_head[..used].copy_from_slice(&other.chain_head[..used]);
        self.next_stone[..used].copy_from_slice(&other.next_stone[..used]);
        self.chains[..used].copy_from_slice(&other.chains[..used]);
        self.empties[..other.empty_count].copy_from_slice(&other.empties[..other.empty_count]);
        self.empty_index[..used].copy_from_slice(&other.empty_index[..used]);
        self.empty_count = other.empty_count;
        self.ko_point = other.ko_point;
        self.ko_color = other.ko_color;
        self.hash = other.hash;
    }

    /// Edge length.
    #[inline]
    pub fn size(&self) -> usize {
        self.size
    }

    #[inline]
    fn index_of(&self, col: usize, row: usize) -> usize {
        (row + 1) * self.stride + col + 1
    }

    /// The point at a column and row (0-based from A1), if on the board.
    pub fn point(&self, col: usize, row: usize) -> Option<Point> {
        (col < self.size && row < self.size).then(|| Point(self.index_of(col, row) as u16))
    }

    /// The point of a vertex, if it lies on this board.
    pub fn point_of(&self, vertex: Vertex) -> Option<Point> {
        self.point(vertex.col, vertex.row)
    }

    /// The vertex (column, row) of an on-board point.
    pub fn vertex(&self, point: Point) -> Vertex {
        let p = point.index();
        Vertex {
            col: p % self.stride - 1,
            row: p / self.stride - 1,
        }
    }

    /// Every on-board point, row by row from A1.
    pub fn points(&self) -> impl Iterator<Item = Point> + '_ {
        (0..self.size).flat_map(move |row| {
            (0..self.size).map(move |col| Point(self.index_of(col, row) as u16))
        })
    }

    /// The representative point of every chain, in board order.
    pub fn chain_heads(&self) -> impl Iterator<Item = Point> + '_ {
        self.points()
            .filter(|&p| self.color_at(p).is_some() && self.chain(p) == p)
    }

    /// What stands on a point (border for off-board padding).
    #[inline]
    pub fn stone(&self, point: Point) -> Stone {
        self.stones[point.index()]
    }

    /// The colour of the stone on a point, if any.
    #[inline]
    pub fn color_at(&self, point: Point) -> Option<Color> {
        self.stones[point.index()].color()
    }

    /// The four orthogonal neighbours (border points included).
    #[inline]
    pub fn neighbors(&self, point: Point) -> [Point; 4] {
        let p = point.0;
        let s = self.stride as u16;
        [Point(p - s), Point(p - 1), Point(p + 1), Point(p + s)]
    }

    /// The four diagonal neighbours (border points included).
    #[inline]
    pub fn diagonals(&self, point: Point) -> [Point; 4] {
        let p = point.0;
        let s = self.stride as u16;
        [
            Point(p - s - 1),
            Point(p - s + 1),
            Point(p + s - 1),
            Point(p + s + 1),
        ]
    }

    #[inline]
    fn neighbor_indices(&self, p: usize) -> [usize; 4] {
        [p - self.stride, p - 1, p + 1, p + self.stride]
    }

    /// Empty points, in no particular order.
    #[inline]
    pub fn empty_points(&self) -> &[u16] {
        &self.empties[..self.empty_count]
    }

    /// Number of empty points.
    #[inline]
    pub fn empty_count(&self) -> usize {
        self.empty_count
    }

    /// The `i`-th empty point (`i < empty_count()`).
    #[inline]
    pub fn empty_point(&self, i: usize) -> Point {
        Point(self.empties[i])
    }

    /// Zobrist hash of the stones on the board.
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// Zobrist hash of the stones plus the side to move.
    #[inline]
    pub fn hash_with_side(&self, to_move: Color) -> u64 {
        match to_move {
            Color::Black => self.hash,
            Color::White => self.hash ^ zobrist::WHITE_TO_MOVE,
        }
    }

    /// A key of the simple-ko ban (0 without one), to fold into a position's hash where the
    /// readers keep tables of positions: the same stones with and without a ko point differ.
    pub fn ko_hash(&self) -> u64 {
        self.ko().map_or(0, |(point, color)| {
            (point.index() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ color.index() as u64
        })
    }

    /// The simple-ko point and the colour that may not play there now.
    pub fn ko(&self) -> Option<(Point, Color)> {
        (self.ko_point != 0).then_some((Point(self.ko_point), self.ko_color))
    }

    /// Representative point of the chain through a stone.
    #[inline]
    pub fn chain(&self, stone: Point) -> Point {
        Point(self.chain_head[stone.index()])
    }

    /// Exact number of distinct liberties of the chain through a stone.
    #[inline]
    pub fn liberties(&self, stone: Point) -> usize {
        self.chains[self.chain_head[stone.index()] as usize].liberties as usize
    }

    /// Number of empty points among the four neighbours of a point on the board.
    #[inline]
    pub fn empty_neighbor_count(&self, point: Point) -> usize {
        self.neighbor_indices(point.index())
            .iter()
            .map(|&n| usize::from(self.stones[n] == Stone::Empty))
            .sum()
    }

    /// Number of stones in the chain through a stone.
    #[inline]
    pub fn chain_size(&self, stone: Point) -> usize {
        self.chains[self.chain_head[stone.index()] as usize].stones as usize
    }

    /// The only liberty of a chain in atari.
    #[inline]
    pub fn atari_liberty(&self, stone: Point) -> Option<Point> {
        let info = &self.chains[self.chain_head[stone.index()] as usize];
        (info.liberties == 1).then_some(Point(info.liberty_sum as u16))
    }

    /// Both liberties of a chain with exactly two.
    pub fn two_liberties(&self, stone: Point) -> Option<(Point, Point)> {
        let info = &self.chains[self.chain_head[stone.index()] as usize];
        if info.liberties != 2 {
            return None;
        }
        // a + b = s, a² + b² = q  =>  (b − a)² = 2q − s².
        let s = info.liberty_sum as u64;
        let q = info.liberty_square_sum as u64;
        let d = isqrt(2 * q - s * s);
        Some((Point(((s - d) / 2) as u16), Point(((s + d) / 2) as u16)))
    }

    /// The distinct liberties of the chain through a stone, in the order its stones and their
    /// neighbours come.
    pub fn liberty_points(&self, stone: Point) -> Vec<Point> {
        let mut liberties = Vec::new();
        for s in self.chain_stones(stone) {
            for n in self.neighbors(s) {
                if self.stone(n) == Stone::Empty && !liberties.contains(&n) {
                    liberties.push(n);
                }
            }
        }
        liberties
    }

    /// The stones of the chain through a stone.
    pub fn chain_stones(&self, stone: Point) -> ChainStones<'_> {
        ChainStones {
            board: self,
            start: stone.0,
            next: Some(stone.0),
        }
    }

    /// The heads of the chains of `color` next to the chain through `stone`, each once, in the
    /// order its stones' neighbours come.
    pub fn adjacent_chains(&self, stone: Point, color: Color) -> Vec<Point> {
        let mut heads = Vec::new();
        for s in self.chain_stones(stone) {
            for n in self.neighbors(s) {
                if self.color_at(n) == Some(color) && !heads.contains(&self.chain(n)) {
                    heads.push(self.chain(n));
                }
            }
        }
        heads
    }

    /// The last liberty of every opponent chain in atari next to the chain through `stone`:
    /// where its owner captures to escape (a point may come more than once).
    pub fn capture_points(&self, stone: Point) -> impl Iterator<Item = Point> + '_ {
        let opponent = self.color_at(stone).map(Color::opponent);
        self.chain_stones(stone).flat_map(move |s| {
            self.neighbors(s).into_iter().filter_map(move |n| {
                if opponent.is_some() && self.color_at(n) == opponent {
                    self.atari_liberty(n)
                } else {
                    None
                }
            })
        })
    }

    /// Whether an empty point is a real (not false) eye of `color`: every neighbour is `color`
    /// or off the board, and the opponent holds fewer than two diagonals (fewer than one on the
    /// edge or in the corner).
    #[inline]
    pub fn is_real_eye(&self, point: Point, color: Color) -> bool {
        let p = point.index();
        if self.stones[p] != Stone::Empty {
            return false;
        }
        let own = Stone::of(color);
        for n in self.neighbor_indices(p) {
            let s = self.stones[n];
            if s != own && s != Stone::Border {
                return false;
            }
        }
        let opponent = Stone::of(color.opponent());
        let mut bad = 0;
        let mut edge = 0;
        for d in self.diagonals(point) {
            match self.stones[d.index()] {
                s if s == opponent => bad += 1,
                Stone::Border => edge = 1,
                _ => {}
            }
        }
        bad + edge < 2
    }

    /// What placing a `color` stone on `point` would do, as far as the board can tell.
    #[inline]
    pub fn placement(&self, point: Point, color: Color) -> Placement {
        let p = point.index();
        if self.stones[p] != Stone::Empty {
            return Placement::Occupied;
        }
        if p == self.ko_point as usize && color == self.ko_color {
            return Placement::Ko;
        }
        let own = Stone::of(color);
        let mut own_chains = ChainSet::default();
        for n in self.neighbor_indices(p) {
            let s = self.stones[n];
            if s == Stone::Empty {
                return Placement::Legal;
            }
            if s == Stone::Border {
                continue;
            }
            let libs = self.chains[self.chain_head[n] as usize].liberties;
            if s == own {
                if libs > 1 {
                    return Placement::Legal;
                }
                own_chains.insert(self.chain_head[n]);
            } else if libs == 1 {
                return Placement::Legal;
            }
        }
        let stones = 1 + own_chains
            .as_slice()
            .iter()
            .map(|&h| self.chains[h as usize].stones as usize)
            .sum::<usize>();
        Placement::Suicide { stones }
    }

    /// If a `color` stone on the empty `point` would leave its chain with exactly one liberty
    /// and capture nothing, the number of stones that chain would have.
    #[inline]
    pub fn self_atari_stones(&self, point: Point, color: Color) -> Option<usize> {
        let p = point.index();
        let own = Stone::of(color);
        let mut liberty = None;
        // Records a liberty; true once two different ones are known.
        let mut found_second = |l: usize| match liberty {
            None => {
                liberty = Some(l);
                false
            }
            Some(first) => first != l,
        };
        let mut own_chains = ChainSet::default();
        for n in self.neighbor_indices(p) {
            match self.stones[n] {
                Stone::Empty => {
                    if found_second(n) {
                        return None;
                    }
                }
                Stone::Border => {}
                s => {
                    let head = self.chain_head[n];
                    let libs = self.chains[head as usize].liberties;
                    if s != own {
                        if libs == 1 {
                            return None;
                        }
                    } else if own_chains.insert(head) {
                        if libs >= 3 {
                            return None;
                        }
                        if let Some((a, b)) = self.two_liberties(Point(n as u16)) {
                            for l in [a.index(), b.index()] {
                                if l != p && found_second(l) {
                                    return None;
                                }
                            }
                        }
                    }
                }
            }
        }
        liberty?;
        Some(
            1 + own_chains
                .as_slice()
                .iter()
                .map(|&h| self.chains[h as usize].stones as usize)
                .sum::<usize>(),
        )
    }

    /// Whether `color` may place a stone here without suicide or retaking the ko.
    #[inline]
    pub fn is_legal_no_suicide(&self, point: Point, color: Color) -> bool {
        self.placement(point, color) == Placement::Legal
    }

    /// Places a stone on an empty point, captures, and removes the own chain if it is left
    /// without liberties (suicide). The caller checks legality first ([`Board::placement`]).
    pub fn play(&mut self, point: Point, color: Color) -> PlayOutcome {
        self.play_with(point, color, &mut NoRecord)
    }

    /// [`Board::play`] with every write noted in `rec` first.
    #[inline]
    fn play_with<R: Recorder>(&mut self, point: Point, color: Color, rec: &mut R) -> PlayOutcome {
        let p = point.index();
        debug_assert_eq!(self.stones[p], Stone::Empty, "play on an occupied point");
        let own = Stone::of(color);
        self.remove_empty(rec, p);
        self.set_point(rec, p, own, p as u16, p as u16);
        self.hash ^= zobrist::stone_key(color, p);

        let mut own_chains = ChainSet::default();
        let mut opponent_chains = ChainSet::default();
        for n in self.neighbor_indices(p) {
            match self.stones[n] {
                Stone::Empty | Stone::Border => {}
                s if s == own => {
                    own_chains.insert(self.chain_head[n]);
                }
                _ => {
                    opponent_chains.insert(self.chain_head[n]);
                }
            }
        }

        let head = self.join_chains(rec, p, &own_chains);

        let mut outcome = PlayOutcome::default();
        let mut last_captured = 0;
        for &h in opponent_chains.as_slice() {
            let info = self.chain_mut(rec, h as usize);
            info.remove_liberty(p);
            if info.liberties == 0 {
                outcome.captured += self.remove_chain(rec, h as usize, color.opponent());
                last_captured = h as usize;
            }
        }

        self.ko_point = 0;
        let info = self.chains[head];
        if info.liberties == 0 {
            outcome.suicided = self.remove_chain(rec, head, color);
        } else if outcome.captured == 1 && info.stones == 1 && info.liberties == 1 {
            self.ko_point = last_captured as u16;
            self.ko_color = color.opponent();
        }
        outcome
    }

    /// Clears the simple-ko point (after a pass).
    pub fn clear_ko(&mut self) {
        self.ko_point = 0;
    }

    /// Joins the new stone `p` with its neighbouring own chains; returns the chain head.
    /// Liberties are counted exactly: a point is added only if no stone already in the
    /// resulting chain touches it.
    fn join_chains<R: Recorder>(&mut self, rec: &mut R, p: usize, own_chains: &ChainSet) -> usize {
        let Some(&largest) = own_chains
            .as_slice()
            .iter()
            .max_by_key(|&&h| self.chains[h as usize].stones)
        else {
            let mut info = ChainInfo {
                stones: 1,
                ..ChainInfo::default()
            };
            for n in self.neighbor_indices(p) {
                if self.stones[n] == Stone::Empty {
                    info.add_liberty(n);
                }
            }
            *self.chain_mut(rec, p) = info;
            return p;
        };
        let head = largest as usize;
        // Every own chain touching p loses p as a liberty; only `head`'s count is kept.
        self.chain_mut(rec, head).remove_liberty(p);
        self.absorb_stone(rec, p, head);
        for &other in own_chains.as_slice() {
            if other != largest {
                let mut s = other as usize;
                loop {
                    let next = self.next_stone[s] as usize;
                    self.absorb_stone(rec, s, head);
                    s = next;
                    if s == other as usize {
                        break;
                    }
                }
            }
        }
        head
    }

    /// Moves stone `s` into the chain `head`, adding its liberties that the chain lacks. The
    /// caller has recorded `head`'s chain data in this move already, so it is changed in place.
    #[inline]
    fn absorb_stone<R: Recorder>(&mut self, rec: &mut R, s: usize, head: usize) {
        self.chains[head].stones += 1;
        for e in self.neighbor_indices(s) {
            if self.stones[e] == Stone::Empty && !self.touches_chain(e, head) {
                self.chains[head].add_liberty(e);
            }
        }
        // Splice s into the circular list right after head.
        let after_head = self.next_stone[head];
        self.set_point(rec, s, self.stones[s], head as u16, after_head);
        self.set_next_stone(rec, head, s as u16);
    }

    /// Whether the point `e` on the board touches a stone of the chain `head`. Without
    /// branches: which neighbour touches it is as good as random, and the mispredicted
    /// branches showed in the playouts' profile.
    #[inline]
    fn touches_chain(&self, e: usize, head: usize) -> bool {
        self.neighbor_indices(e).iter().fold(false, |touches, &n| {
            touches | ((self.stones[n] != Stone::Empty) & (self.chain_head[n] as usize == head))
        })
    }

    /// Removes a whole chain of `color`, giving its points back as liberties to the
    /// neighbouring chains of the other colour. Returns the number of stones removed.
    fn remove_chain<R: Recorder>(&mut self, rec: &mut R, head: usize, color: Color) -> usize {
        let other = Stone::of(color.opponent());
        let mut count = 0;
        let mut s = head;
        loop {
            let next = self.next_stone[s] as usize;
            self.set_point(rec, s, Stone::Empty, self.chain_head[s], next as u16);
            self.hash ^= zobrist::stone_key(color, s);
            self.push_empty(rec, s);
            count += 1;
            let mut touched = ChainSet::default();
            for n in self.neighbor_indices(s) {
                if self.stones[n] == other && touched.insert(self.chain_head[n]) {
                    let neighbor_head = self.chain_head[n] as usize;
                    self.chain_mut(rec, neighbor_head).add_liberty(s);
                }
            }
            s = next;
            if s == head {
                break;
            }
        }
        count
    }

    #[inline]
    fn push_empty<R: Recorder>(&mut self, rec: &mut R, p: usize) {
        let slot = self.empty_count;
        self.set_empty_entry(rec, slot, p);
        self.empty_count += 1;
    }

    #[inline]
    fn remove_empty<R: Recorder>(&mut self, rec: &mut R, p: usize) {
        let i = self.empty_index[p] as usize;
        self.empty_count -= 1;
        let last = self.empties[self.empty_count];
        self.set_empty_entry(rec, i, last as usize);
    }

    /// The connected sets of points for which `inside` holds, each with its points (the one
    /// general flood fill; readers that must stop early keep their own, with reusable buffers).
    pub fn regions(&self, inside: impl Fn(Point) -> bool) -> Vec<Vec<Point>> {
        let mut seen = PointMap::new(false);
        let mut regions = Vec::new();
        let mut stack = Vec::new();
        for start in self.points() {
            if seen[start] || !inside(start) {
                continue;
            }
            seen[start] = true;
            stack.push(start);
            let mut region = Vec::new();
            while let Some(p) = stack.pop() {
                region.push(p);
                for n in self.neighbors(p) {
                    if self.stone(n) != Stone::Border && !seen[n] && inside(n) {
                        seen[n] = true;
                        stack.push(n);
                    }
                }
            }
            regions.push(region);
        }
        regions
    }

    /// Fast area score for a playout's final position, where every empty point is expected to
    /// be an eye: an empty point counts for a colour if all its on-board neighbours have it.
    #[inline]
    pub fn playout_area_score(&self) -> i32 {
        let mut score = 0i32;
        for row in 0..self.size {
            let base = (row + 1) * self.stride + 1;
            for p in base..base + self.size {
                score += match self.stones[p] {
                    Stone::Black => 1,
                    Stone::White => -1,
                    _ => {
                        let (mut black, mut white) = (false, false);
                        for n in self.neighbor_indices(p) {
                            match self.stones[n] {
                                Stone::Black => black = true,
                                Stone::White => white = true,
                                _ => {}
                            }
                        }
                        match (black, white) {
                            (true, false) => 1,
                            (false, true) => -1,
                            _ => 0,
                        }
                    }
                };
            }
        }
        score
    }

    /// A text diagram: `X` Black, `O` White, `.` empty, with GTP coordinates.
    pub fn diagram(&self) -> String {
        self.diagram_marking(&[])
    }

    /// A diagram in which the stones on `marked` points (dead ones) are shown as `x` and `o`.
    pub fn diagram_marking(&self, marked: &[Point]) -> String {
        let mut out = String::new();
        let letters: String = (0..self.size)
            .map(|c| {
                Vertex { col: c, row: 0 }
                    .to_string()
                    .chars()
                    .next()
                    .unwrap_or('?')
            })
            .flat_map(|c| [' ', c])
            .collect();
        out.push_str(&format!("   {letters}\n"));
        for row in (0..self.size).rev() {
            out.push_str(&format!("{:>2} ", row + 1));
            for col in 0..self.size {
                let p = self.index_of(col, row);
                let c = match self.stones[p] {
                    Stone::Black => 'X',
                    Stone::White => 'O',
                    _ => '.',
                };
                let c = if marked.contains(&Point(p as u16)) {
                    c.to_ascii_lowercase()
                } else {
                    c
                };
                out.push(' ');
                out.push(c);
            }
            out.push_str(&format!(" {}\n", row + 1));
        }
        out.push_str(&format!("   {letters}\n"));
        out
    }
}

/// The stones of a diagram, top row first: `X` Black, `O` White, anything else empty; spaces
/// between points are optional. Test positions are written this way.
#[cfg(test)]
pub(crate) fn diagram_stones(rows: &[&str]) -> Vec<(Color, Vertex)> {
    let size = rows.len();
    let mut stones = Vec::new();
    for (i, row) in rows.iter().enumerate() {
        let cells: Vec<char> = row.chars().filter(|c| !c.is_whitespace()).collect();
        assert_eq!(cells.len(), size, "row {i} of the diagram");
        for (col, c) in cells.into_iter().enumerate() {
            let color = match c {
                'X' => Color::Black,
                'O' => Color::White,
                _ => continue,
            };
            stones.push((
                color,
                Vertex {
                    col,
                    row: size - 1 - i,
                },
            ));
        }
    }
    stones
}

/// The point of a GTP vertex such as `"C3"` (tests only; panics on a bad vertex).
#[cfg(test)]
pub(crate) fn point_at(board: &Board, vertex: &str) -> Point {
    board.point_of(Vertex::parse(vertex).unwrap()).unwrap()
}

/// A board with a diagram's stones placed (checked against a from-scratch recount).
#[cfg(test)]
pub(crate) fn diagram_board(rows: &[&str]) -> Board {
    let mut b = Board::new(rows.len()).unwrap();
    for (color, v) in diagram_stones(rows) {
        let p = b.point_of(v).unwrap();
        b.play(p, color);
    }
    b.verify().unwrap();
    b
}

/// A move in GTP notation: a vertex or `pass`.
pub fn move_text(board: &Board, mv: Move) -> String {
    match mv {
        Move::Pass => "pass".into(),
        Move::Play(p) => board.vertex(p).to_string(),
    }
}

/// Integer square root of a perfect square (exact for the values liberty sums produce).
fn isqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r * r > n {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= n {
        r += 1;
    }
    r
}

/// Iterator over the stones of one chain.
pub struct ChainStones<'a> {
    board: &'a Board,
    start: u16,
    next: Option<u16>,
}

impl Iterator for ChainStones<'_> {
    type Item = Point;

    fn next(&mut self) -> Option<Point> {
        let current = self.next?;
        let following = self.board.next_stone[current as usize];
        self.next = (following != self.start).then_some(following);
        Some(Point(current))
    }
}

#[cfg(test)]
mod tests;
