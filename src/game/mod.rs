//! A game: a board plus its history, played under a set of [`Rules`].
//!
//! The game checks every move against the rules (occupied point, suicide, simple ko, positional
//! or situational superko), keeps captures and passes per side, and undoes by replaying the
//! history from the starting position (which holds any handicap stones, so handicap placement
//! is never undone, as GTP requires).

use crate::board::{
    Board, BoardError, ByColor, Color, Move, Placement, Point, PointMap, Vertex, VertexOrPass,
    ZobristMap,
};
use crate::rules::{KoRule, Rules};
use std::fmt;

/// Why a move was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayError {
    /// The vertex is not on this board.
    OffBoard,
    /// A stone is already there.
    Occupied,
    /// It retakes a ko immediately.
    Ko,
    /// It would remove the mover's own stones and the rules forbid that.
    Suicide,
    /// It recreates an earlier position the rules' superko forbids.
    Superko,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PlayError::OffBoard => "vertex is off the board",
            PlayError::Occupied => "point is occupied",
            PlayError::Ko => "move retakes a ko",
            PlayError::Suicide => "suicide is not allowed",
            PlayError::Superko => "move repeats an earlier position (superko)",
        })
    }
}

impl std::error::Error for PlayError {}

/// Why handicap stones could not be placed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandicapError {
    /// Stones or moves are already on the board.
    BoardNotEmpty,
    /// This number of stones is not allowed here.
    InvalidCount(usize),
    /// The same vertex was given twice.
    RepeatedVertex,
    /// A vertex is not on this board.
    OffBoard,
}

impl fmt::Display for HandicapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandicapError::BoardNotEmpty => f.write_str("board not empty"),
            HandicapError::InvalidCount(n) => write!(f, "invalid number of stones: {n}"),
            HandicapError::RepeatedVertex => f.write_str("repeated vertex"),
            HandicapError::OffBoard => f.write_str("vertex is off the board"),
        }
    }
}

impl std::error::Error for HandicapError {}

/// The largest komi either way: more than any board's points (625 on 25×25), and small enough
/// that the search's score sums stay exact.
pub const MAX_KOMI: f64 = 1000.0;

/// Whether `komi` is a komi tengen plays with: finite and at most [`MAX_KOMI`] either way.
pub fn is_acceptable_komi(komi: f64) -> bool {
    komi.is_finite() && komi.abs() <= MAX_KOMI
}

/// One move of the history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// Who played.
    pub color: Color,
    /// What was played.
    pub mv: Move,
}

/// A board with its history under a ruleset.
#[derive(Clone, Debug)]
pub struct Game {
    rules: Rules,
    komi: f64,
    /// Position before the first move (handicap and set-up stones included).
    start: Board,
    start_to_move: Color,
    /// Prisoners and passes counted before the start (set-up after moves keeps them).
    start_captures: ByColor<usize>,
    start_passes: ByColor<usize>,
    board: Board,
    to_move: Color,
    history: Vec<Played>,
    /// Stones captured by each side (index: the capturer).
    captures: ByColor<usize>,
    passes: ByColor<usize>,
    consecutive_passes: usize,
    handicap: Vec<Point>,
    /// Board hash and side to move of the start and of the position after every move.
    seen: Vec<(u64, Color)>,
    /// The same positions by hash, with the sides to move seen there: a repetition check in
    /// constant time, so loading or replaying a long game stays linear in its length.
    seen_index: ZobristMap<ByColor<bool>>,
}

impl Game {
    /// A new empty game.
    pub fn new(size: usize, rules: Rules, komi: f64) -> Result<Game, BoardError> {
        let board = Board::new(size)?;
        Ok(Game {
            rules,
            komi,
            start: board.clone(),
            start_to_move: Color::Black,
            start_captures: ByColor::default(),
            start_passes: ByColor::default(),
            seen: Vec::new(),
            seen_index: ZobristMap::default(),
            board,
            to_move: Color::Black,
            history: Vec::new(),
            captures: ByColor::default(),
            passes: ByColor::default(),
            consecutive_passes: 0,
            handicap: Vec::new(),
        }
        .with_start_remembered())
    }

    /// This new game with its start position recorded for the ko rules.
    fn with_start_remembered(mut self) -> Game {
        self.remember_position();
        self
    }

    /// The current position.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The rules in force.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// Changes the rules; they apply to the moves that follow.
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
    }

    /// Komi given to White.
    pub fn komi(&self) -> f64 {
        self.komi
    }

    /// Sets komi (callers keep it within [`MAX_KOMI`]).
    pub fn set_komi(&mut self, komi: f64) {
        self.komi = komi;
    }

    /// Side to move.
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The board hash and side to move after the first `moves` moves, if there were that many.
    pub fn position_key(&self, moves: usize) -> Option<(u64, Color)> {
        self.seen.get(moves).copied()
    }

    /// Makes `color` the side to move (GTP lets the controller ask either colour for a move).
    pub fn set_to_move(&mut self, color: Color) {
        self.to_move = color;
    }

    /// Moves played since the start position.
    pub fn history(&self) -> &[Played] {
        &self.history
    }

    /// Stones captured by `color` (prisoners it holds).
    pub fn captures(&self, color: Color) -> usize {
        self.captures[color]
    }

    /// Passes made by `color`.
    pub fn passes(&self, color: Color) -> usize {
        self.passes[color]
    }

    /// Passes in a row at the end of the history.
    pub fn consecutive_passes(&self) -> usize {
        self.consecutive_passes
    }

    /// The position before the first move (set-up and handicap stones) and who moved first.
    pub fn start(&self) -> (&Board, Color) {
        (&self.start, self.start_to_move)
    }

    /// Handicap stones placed before the first move.
    pub fn handicap(&self) -> &[Point] {
        &self.handicap
    }

    /// Whether two passes in a row have ended play.
    pub fn is_over(&self) -> bool {
        self.consecutive_passes >= 2
    }

    /// Plays a GTP vertex or pass.
    pub fn play_vertex(&mut self, color: Color, vertex: VertexOrPass) -> Result<(), PlayError> {
        let mv = self.move_of(vertex)?;
        self.play(color, mv)
    }

    /// The move a GTP vertex names on this board.
    pub fn move_of(&self, vertex: VertexOrPass) -> Result<Move, PlayError> {
        match vertex {
            VertexOrPass::Pass => Ok(Move::Pass),
            VertexOrPass::Vertex(v) => self
                .board
                .point_of(v)
                .map(Move::Play)
                .ok_or(PlayError::OffBoard),
        }
    }

    /// Checks a move against the rules without playing it.
    pub fn check(&self, color: Color, mv: Move) -> Result<(), PlayError> {
        let Move::Play(point) = mv else {
            return Ok(());
        };
        match self.board.placement(point, color) {
            Placement::Legal => {}
            Placement::Occupied => return Err(PlayError::Occupied),
            Placement::Ko => return Err(PlayError::Ko),
            Placement::Suicide { stones } => {
                if !self.rules.allows_suicide_of(stones) {
                    return Err(PlayError::Suicide);
                }
            }
        }
        if self.rules.ko != KoRule::Simple {
            let mut after = self.board.clone();
            after.play(point, color);
            if self.repeats(after.hash(), color.opponent()) {
                return Err(PlayError::Superko);
            }
        }
        Ok(())
    }

    /// Whether the position `hash` with `to_move` to play was seen before, as the ko rule
    /// counts repetitions.
    fn repeats(&self, hash: u64, to_move: Color) -> bool {
        match self.rules.ko {
            KoRule::Simple => false,
            KoRule::PositionalSuperko => self.seen_index.contains_key(&hash),
            KoRule::SituationalSuperko => self
                .seen_index
                .get(&hash)
                .is_some_and(|sides| sides[to_move]),
        }
    }

    /// Plays a move for `color` (which need not be the side to move, as GTP allows).
    pub fn play(&mut self, color: Color, mv: Move) -> Result<(), PlayError> {
        self.check(color, mv)?;
        self.apply(color, mv);
        Ok(())
    }

    /// Plays a move known to be legal and records it.
    fn apply(&mut self, color: Color, mv: Move) {
        match mv {
            Move::Pass => {
                self.board.clear_ko();
                self.passes[color] += 1;
                self.consecutive_passes += 1;
            }
            Move::Play(point) => {
                let outcome = self.board.play(point, color);
                self.captures[color] += outcome.captured;
                self.captures[color.opponent()] += outcome.suicided;
                self.consecutive_passes = 0;
            }
        }
        self.to_move = color.opponent();
        self.history.push(Played { color, mv });
        self.remember_position();
    }

    /// Takes back the last `count` moves. Fails, changing nothing, if there are fewer.
    pub fn undo(&mut self, count: usize) -> Result<(), UndoError> {
        if count > self.history.len() {
            return Err(UndoError);
        }
        let keep = self.history.len() - count;
        let replay: Vec<Played> = self.history[..keep].to_vec();
        self.restart();
        for played in replay {
            self.apply(played.color, played.mv);
        }
        Ok(())
    }

    /// Back to the start position, keeping handicap stones.
    fn restart(&mut self) {
        self.board = self.start.clone();
        self.to_move = self.start_to_move;
        self.history.clear();
        self.captures = self.start_captures;
        self.passes = self.start_passes;
        self.consecutive_passes = 0;
        self.seen.clear();
        self.seen_index.clear();
        self.remember_position();
    }

    /// Records the current position and side to move for the ko rules.
    fn remember_position(&mut self) {
        let key = (self.board.hash(), self.to_move);
        self.seen.push(key);
        self.seen_index.entry(key.0).or_default()[key.1] = true;
    }

    /// Whether handicap may still be placed: no stone and no move yet.
    fn is_empty(&self) -> bool {
        self.history.is_empty() && self.board.empty_count() == self.board.size().pow(2)
    }

    /// Places `count` handicap stones on the GTP fixed points; White moves next.
    pub fn fixed_handicap(&mut self, count: usize) -> Result<Vec<Point>, HandicapError> {
        if !self.is_empty() {
            return Err(HandicapError::BoardNotEmpty);
        }
        let vertices = fixed_handicap_vertices(self.board.size(), count)
            .ok_or(HandicapError::InvalidCount(count))?;
        let points: Vec<Point> = vertices
            .iter()
            .filter_map(|&v| self.board.point_of(v))
            .collect();
        self.place_handicap(&points);
        Ok(points)
    }

    /// Places up to `count` handicap stones where tengen chooses: the fixed points where GTP
    /// defines them, then points spread over the board away from the edge.
    pub fn place_free_handicap(&mut self, count: usize) -> Result<Vec<Point>, HandicapError> {
        let size = self.board.size();
        if !(2..size * size).contains(&count) {
            return Err(HandicapError::InvalidCount(count));
        }
        if !self.is_empty() {
            return Err(HandicapError::BoardNotEmpty);
        }
        let fixed = (2..=count.min(9))
            .rev()
            .find_map(|n| fixed_handicap_vertices(size, n))
            .unwrap_or_default();
        let mut points: Vec<Point> = fixed
            .iter()
            .filter_map(|&v| self.board.point_of(v))
            .collect();
        while points.len() < count {
            match self.farthest_free_point(&points) {
                Some(p) => points.push(p),
                None => break,
            }
        }
        self.place_handicap(&points);
        Ok(points)
    }

    /// The free point farthest (Manhattan distance) from every chosen one, preferring points
    /// off the first two lines on boards from 7×7; ties go to the lowest point.
    fn farthest_free_point(&self, chosen: &[Point]) -> Option<Point> {
        let board = &self.board;
        let size = board.size();
        let margin = if size >= 7 { 2 } else { 0 };
        let inner = |v: Vertex| {
            [v.col, v.row]
                .iter()
                .all(|&c| c >= margin && c < size - margin)
        };
        let chosen: Vec<Vertex> = chosen.iter().map(|&p| board.vertex(p)).collect();
        board
            .points()
            .map(|p| (p, board.vertex(p)))
            .filter(|(_, v)| !chosen.contains(v))
            .max_by_key(|&(p, v)| {
                let nearest = chosen
                    .iter()
                    .map(|c| c.col.abs_diff(v.col) + c.row.abs_diff(v.row))
                    .min();
                (inner(v), nearest, std::cmp::Reverse(p))
            })
            .map(|(p, _)| p)
    }

    /// Places handicap stones given by the controller (GTP `set_free_handicap`).
    pub fn set_free_handicap(&mut self, vertices: &[Vertex]) -> Result<(), HandicapError> {
        let size = self.board.size();
        if !(2..size * size).contains(&vertices.len()) {
            return Err(HandicapError::InvalidCount(vertices.len()));
        }
        if !self.is_empty() {
            return Err(HandicapError::BoardNotEmpty);
        }
        let mut points = Vec::with_capacity(vertices.len());
        for &v in vertices {
            let p = self.board.point_of(v).ok_or(HandicapError::OffBoard)?;
            if points.contains(&p) {
                return Err(HandicapError::RepeatedVertex);
            }
            points.push(p);
        }
        self.place_handicap(&points);
        Ok(())
    }

    /// Sets up a position before any move (SGF `AB`/`AW`, GoGui's `gogui-setup`): the stones
    /// are placed on the start position and `to_move` plays first. When `black_is_handicap`,
    /// the Black stones are the handicap (for compensation). Fails, changing nothing, on a
    /// game that has stones or moves, when a point gets stones of both colours, or when a
    /// chain would be left without liberties.
    pub fn set_up(
        &mut self,
        stones: &[(Color, Point)],
        to_move: Color,
        black_is_handicap: bool,
    ) -> Result<(), SetupError> {
        if !self.is_empty() {
            return Err(SetupError::BoardNotEmpty);
        }
        for (i, &(color, p)) in stones.iter().enumerate() {
            if stones[..i].iter().any(|&(c, q)| q == p && c != color) {
                return Err(SetupError::BothColors(self.board.vertex(p)));
            }
        }
        let changes: Vec<(Option<Color>, Point)> =
            stones.iter().map(|&(c, p)| (Some(c), p)).collect();
        self.change_setup(&changes, to_move)?;
        if black_is_handicap {
            self.handicap = stones
                .iter()
                .filter(|(c, p)| *c == Color::Black && self.board.color_at(*p) == Some(*c))
                .map(|&(_, p)| p)
                .collect();
        }
        Ok(())
    }

    /// Changes the position by set-up at any time (SGF `AB`/`AW`/`AE` between moves): each
    /// change, in order, puts a stone of a colour on its point or empties it (`None`). No
    /// stone is captured: a position that leaves a chain without liberties is refused,
    /// changing nothing. The result becomes the game's new start with `to_move` to play; the
    /// moves before it leave the history, as in GNU Go (prisoners and passes stay counted).
    pub fn change_setup(
        &mut self,
        changes: &[(Option<Color>, Point)],
        to_move: Color,
    ) -> Result<(), SetupError> {
        let mut stones = PointMap::new(None);
        for p in self.board.points() {
            stones[p] = self.board.color_at(p);
        }
        for &(color, p) in changes {
            stones[p] = color;
        }
        let mut board = Board::new(self.board.size()).expect("the game's own size");
        // Stones of a position where every chain has a liberty can be placed in any order
        // without a capture: a part of a chain always has the empty points around it.
        for p in self.board.points() {
            if let Some(color) = stones[p] {
                board.play(p, color);
            }
        }
        if let Some(p) = self
            .board
            .points()
            .find(|p| stones[*p] != board.color_at(*p))
        {
            return Err(SetupError::NoLiberties(p));
        }
        // Handicap stones that the set-up removed no longer count.
        self.handicap
            .retain(|&p| board.color_at(p) == Some(Color::Black));
        self.start = board;
        self.start_to_move = to_move;
        self.start_captures = self.captures;
        self.start_passes = self.passes;
        self.restart();
        Ok(())
    }

    fn place_handicap(&mut self, points: &[Point]) {
        for &p in points {
            self.board.play(p, Color::Black);
        }
        self.handicap = points.to_vec();
        self.start = self.board.clone();
        self.start_to_move = Color::White;
        self.restart();
    }
}

/// Why a set-up was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Set-up of a start position on a game with stones or moves.
    BoardNotEmpty,
    /// The stone on this point would be in a chain without liberties.
    NoLiberties(Point),
    /// The set-up puts a black and a white stone on this vertex.
    BothColors(Vertex),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::BoardNotEmpty => f.write_str("board not empty"),
            SetupError::NoLiberties(_) => f.write_str("set-up leaves stones without liberties"),
            SetupError::BothColors(v) => write!(f, "set-up puts black and white on {v}"),
        }
    }
}

impl std::error::Error for SetupError {}

/// Error of an undo past the start of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UndoError;

impl fmt::Display for UndoError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("cannot undo")
    }
}

impl std::error::Error for UndoError {}

/// The GTP fixed handicap points for `count` stones on a `size` board, in placement order, or
/// `None` where GTP allows no such placement: 2 to 9 stones, boards from 7×7, the 3rd line up
/// to 12×12 and the 4th line from 13×13, and more than 4 stones only on odd sizes from 9×9.
pub fn fixed_handicap_vertices(size: usize, count: usize) -> Option<Vec<Vertex>> {
    if size < 7 || !(2..=9).contains(&count) {
        return None;
    }
    if count > 4 && (size.is_multiple_of(2) || size < 9) {
        return None;
    }
    let low = if size >= 13 { 3 } else { 2 };
    let high = size - 1 - low;
    let mid = size / 2;
    let v = |col, row| Vertex { col, row };
    let corners = [v(low, low), v(high, high), v(low, high), v(high, low)];
    let mut stones: Vec<Vertex> = corners[..count.min(4)].to_vec();
    if count >= 6 {
        stones.extend([v(low, mid), v(high, mid)]);
    }
    if count >= 8 {
        stones.extend([v(mid, low), v(mid, high)]);
    }
    if count % 2 == 1 && count >= 5 {
        stones.push(v(mid, mid));
    }
    Some(stones)
}

/// A game from a diagram (top row first, as [`crate::board::diagram_stones`] reads it), every
/// stone set up before the first move, Black to play, no komi.
#[cfg(test)]
pub(crate) fn diagram_game(rows: &[&str], rules: Rules) -> Game {
    let mut game = Game::new(rows.len(), rules, 0.0).unwrap();
    let board = game.board();
    let stones: Vec<_> = crate::board::diagram_stones(rows)
        .into_iter()
        .map(|(color, v)| (color, board.point_of(v).unwrap()))
        .collect();
    game.set_up(&stones, Color::Black, false).unwrap();
    game
}

#[cfg(test)]
pub(crate) mod tests;
