//! Tactical reading: one board walked forwards and back with play and undo (no board copies),
//! under one budget of moves read and one depth limit, and the readers built on it. They
//! answer with one [`Answer`] type, and their full forms with a [`Verdict`]: the answer, the
//! kos it needs and the moves read. GNU Go's ko result codes ([`Ko`]) come from reading again
//! with one side free to take kos back at once.

pub mod benson;
pub mod capture;
pub mod confirm;
pub mod connect;
pub mod dragon;
pub mod eye_space;
pub mod group_race;
pub mod ladder;
pub mod liberty_race;
pub mod life;
mod move_order;
pub mod race_count;
pub mod semeai;
pub mod standoff;

use crate::board::{Board, Color, Placement, PlayOutcome, Point, UndoLog};
use std::cell::Cell;
use std::collections::HashMap;

/// How far one reading may go before it gives up.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Moves the reading may play in all.
    pub moves: u32,
    /// Moves the reading may have on the board at once.
    pub depth: usize,
}

thread_local! {
    /// The undo log of this thread's readings, kept between them to spare allocations.
    static SPARE_LOG: Cell<UndoLog> = Cell::new(UndoLog::new());
    /// The line of this thread's readings ([`Reader::repeats`]), kept between them likewise.
    static SPARE_LINE: Cell<Vec<LinePosition>> = const { Cell::new(Vec::new()) };
    /// Moves played by this thread's finished readings (for `tengen bench read`).
    static MOVES_READ: Cell<u64> = const { Cell::new(0) };
}

/// Moves played by all the readings this thread has finished.
pub fn moves_read_on_this_thread() -> u64 {
    MOVES_READ.with(Cell::get)
}

/// The budget ran out somewhere below: no answer can be trusted.
pub(crate) struct OutOfBudget;

/// What a search below found: a move that works, none, or no answer in the budget.
pub(crate) type Found = Result<Option<Point>, OutOfBudget>;

/// The answer a search's [`Found`] gives.
pub(crate) fn answer_of(found: Found) -> Answer<Point> {
    match found {
        Ok(Some(p)) => Answer::Succeeds(p),
        Ok(None) => Answer::Fails,
        Err(OutOfBudget) => Answer::Unknown,
    }
}

/// The first of `candidates` that `color` may play (`may_play` on the board before it) and
/// after which `works` holds, read on `reader`: the loop every reader's search runs. A move
/// the reader cannot play (its depth limit, or the budget) leaves no answer.
pub(crate) fn first_that_works(
    reader: &mut Reader,
    candidates: impl IntoIterator<Item = Point>,
    color: Color,
    may_play: impl Fn(&Board, Point) -> bool,
    mut works: impl FnMut(&mut Reader) -> Result<bool, OutOfBudget>,
) -> Found {
    for candidate in candidates {
        if !may_play(reader.board(), candidate) {
            continue;
        }
        let holds = reader
            .after(candidate, color, |reader, _| works(reader))
            .unwrap_or(Err(OutOfBudget))?;
        if holds {
            return Ok(Some(candidate));
        }
    }
    Ok(None)
}

/// The positions a reader has decided, with what it found, keyed by [`PositionTable::key`]:
/// stones, side to move, ko ban, and whether the last move was a pass. Only a result that does
/// not depend on the line read may go in: one cut short by a repetition on its line (a cycle
/// of kos) would answer wrongly when the same position comes up on another line (the
/// graph-history problem, for which the capture reader keeps no table).
pub(crate) struct PositionTable<V> {
    entries: HashMap<u64, V>,
}

impl<V> Default for PositionTable<V> {
    fn default() -> PositionTable<V> {
        PositionTable {
            entries: HashMap::new(),
        }
    }
}

/// Mixed into the key of a position reached by a pass.
const AFTER_PASS: u64 = 0x9e37_79b9_7f4a_7c15;

impl<V: Copy> PositionTable<V> {
    pub(crate) fn new() -> PositionTable<V> {
        PositionTable::default()
    }

    /// The key of the position on `board` with `to_move` to play, `after_pass` when the last
    /// move was a pass.
    pub(crate) fn key(board: &Board, to_move: Color, after_pass: bool) -> u64 {
        let key = board.hash_with_side(to_move) ^ board.ko_hash();
        if after_pass {
            key ^ AFTER_PASS
        } else {
            key
        }
    }

    /// What was found for the position with `key`, if it was decided.
    pub(crate) fn get(&self, key: u64) -> Option<V> {
        self.entries.get(&key).copied()
    }

    /// Keeps what was found for the position with `key`.
    pub(crate) fn insert(&mut self, key: u64, value: V) {
        self.entries.insert(key, value);
    }
}

impl PositionTable<Point> {
    /// Puts first among `candidates` the move kept for the position with `key`, if it is one
    /// of them: the move that worked there at the last depth of a deepening reading.
    pub(crate) fn put_first(&self, key: u64, candidates: &mut [Point]) {
        if let Some(hint) = self.get(key) {
            if let Some(i) = candidates.iter().position(|&c| c == hint) {
                candidates[..=i].rotate_right(1);
            }
        }
    }
}

/// A reading in progress on a borrowed board. Every move it plays is taken back before
/// [`Reader::after`] returns, so the board is as it was whenever the reader hands it out, and
/// also after the reader is dropped.
pub struct Reader<'b> {
    board: &'b mut Board,
    log: UndoLog,
    budget: Budget,
    moves_read: u32,
    /// The positions on the line read now, the starting position's first.
    line: Vec<LinePosition>,
}

/// A position on a reading's line.
#[derive(Clone, Copy)]
struct LinePosition {
    /// The stones and the ko ban (who is to move follows from the place in the line, as the
    /// players alternate).
    key: u64,
    /// The stones alone.
    stones: u64,
}

impl LinePosition {
    fn of(board: &Board) -> LinePosition {
        LinePosition {
            key: board.hash() ^ board.ko_hash(),
            stones: board.hash(),
        }
    }
}

impl<'b> Reader<'b> {
    /// A reader of `board` within `budget`.
    pub fn new(board: &'b mut Board, budget: Budget) -> Reader<'b> {
        let mut line = SPARE_LINE.with(Cell::take);
        line.clear();
        line.push(LinePosition::of(board));
        Reader {
            board,
            log: SPARE_LOG.with(Cell::take),
            budget,
            moves_read: 0,
            line,
        }
    }

    /// The position being read.
    #[inline]
    pub fn board(&self) -> &Board {
        self.board
    }

    /// The position being read, for a nested reading of its own (a [`Reader`] on it) that
    /// leaves it as it found it.
    pub(super) fn board_for_nested_reading(&mut self) -> &mut Board {
        self.board
    }

    /// Moves on the board now beyond the position the reading started from.
    pub fn depth(&self) -> usize {
        self.log.depth()
    }

    /// Plays `point` for `color` (the caller has checked that the board allows it), runs
    /// `then` on the position after it, and takes the move back. `None`, with nothing played,
    /// when the budget's moves or depth are used up.
    pub fn after<R>(
        &mut self,
        point: Point,
        color: Color,
        then: impl FnOnce(&mut Self, PlayOutcome) -> R,
    ) -> Option<R> {
        if self.moves_read >= self.budget.moves || self.log.depth() >= self.budget.depth {
            return None;
        }
        self.moves_read += 1;
        let outcome = self.board.play_undoable(point, color, &mut self.log);
        self.line.push(LinePosition::of(self.board));
        let result = then(self, outcome);
        self.line.pop();
        self.board.undo(&mut self.log);
        Some(result)
    }

    /// [`Reader::after`] for a pass (which lifts the simple-ko ban).
    pub fn after_pass<R>(&mut self, then: impl FnOnce(&mut Self) -> R) -> Option<R> {
        if self.moves_read >= self.budget.moves || self.log.depth() >= self.budget.depth {
            return None;
        }
        self.moves_read += 1;
        self.board.pass_undoable(&mut self.log);
        self.line.push(LinePosition::of(self.board));
        let result = then(self);
        self.line.pop();
        self.board.undo(&mut self.log);
        Some(result)
    }

    /// Whether the position now on the board, with the same player to move (every second
    /// place back in the line), stood earlier on the line read: the last move went round a
    /// cycle (kos taken back in turn).
    pub fn repeats(&self) -> bool {
        let Some((now, before)) = self.line.split_last() else {
            return false;
        };
        before
            .iter()
            .rev()
            .skip(1)
            .step_by(2)
            .any(|p| p.key == now.key)
    }

    /// Whether the stones now on the board stood so earlier on the line read, whoever was to
    /// move and whatever the ko ban: the last move repeats a whole-board position, as
    /// positional superko forbids.
    pub fn repeats_stones(&self) -> bool {
        let Some((now, before)) = self.line.split_last() else {
            return false;
        };
        before.iter().any(|p| p.stones == now.stones)
    }

    /// Moves played so far (each counted once, however often it was taken back).
    pub fn moves_read(&self) -> u32 {
        self.moves_read
    }

    /// Whether the budget's moves are used up.
    pub fn exhausted(&self) -> bool {
        self.moves_read >= self.budget.moves
    }
}

impl Drop for Reader<'_> {
    fn drop(&mut self) {
        // Only a panic inside `then` can leave moves on the board.
        while self.board.undo(&mut self.log) {}
        SPARE_LOG.with(|spare| spare.set(std::mem::take(&mut self.log)));
        SPARE_LINE.with(|spare| spare.set(std::mem::take(&mut self.line)));
        MOVES_READ.with(|moves| moves.set(moves.get() + u64::from(self.moves_read)));
    }
}

/// Adds `p` to `points` unless it is there already (candidate lists keep their order).
pub(crate) fn push_new(points: &mut Vec<Point>, p: Point) {
    if !points.contains(&p) {
        points.push(p);
    }
}

/// What a reading found, the kos that needs, and the moves all the readings behind it played
/// (nested readings included): the one result of every reader's full form. A reading that
/// does not ask about kos says [`Ko::Unneeded`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Verdict<M> {
    /// What the reading found.
    pub answer: Answer<M>,
    /// What kos the answer needs.
    pub ko: Ko,
    /// The moves played by the readings behind the answer.
    pub moves_read: u32,
}

impl<M> Verdict<M> {
    /// The verdict of `read` (an answer and its kos), counting the moves its readings play.
    pub(crate) fn of(read: impl FnOnce() -> (Answer<M>, Ko)) -> Verdict<M> {
        let before = moves_read_on_this_thread();
        let (answer, ko) = read();
        let moves = moves_read_on_this_thread() - before;
        Verdict {
            answer,
            ko,
            moves_read: u32::try_from(moves).unwrap_or(u32::MAX),
        }
    }

    /// The verdict of `read`, which does not ask about kos.
    pub(crate) fn without_ko(read: impl FnOnce() -> Answer<M>) -> Verdict<M> {
        Verdict::of(|| (read(), Ko::Unneeded))
    }

    /// The answer and its kos, without the count.
    pub fn answer_and_ko(self) -> (Answer<M>, Ko) {
        (self.answer, self.ko)
    }
}

/// What a reading found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer<M> {
    /// It succeeds with this move.
    Succeeds(M),
    /// It fails whatever is played.
    Fails,
    /// The budget ran out before an answer.
    Unknown,
}

impl Answer<()> {
    /// The answer to a yes-or-no question: `None` when the reading ran out of budget.
    pub(crate) fn of_question(holds: Option<bool>) -> Answer<()> {
        match holds {
            Some(true) => Answer::Succeeds(()),
            Some(false) => Answer::Fails,
            None => Answer::Unknown,
        }
    }
}

/// A reading made without ko threats (`plain`) and what kos it needs: `read_with` reads it
/// again with one side free to take back kos at once; `other` is the side the reading works
/// against. A reread that runs out of budget leaves the plain answer as it is (code 1 or 0).
pub(crate) fn through_ko<M>(
    plain: Answer<M>,
    other: Color,
    mut read_with: impl FnMut(Threats) -> Answer<M>,
) -> (Answer<M>, Ko) {
    match plain {
        Answer::Succeeds(m) => match read_with(Threats::Side(other)) {
            // A move that works even against threats: no ko needed.
            Answer::Succeeds(n) => (Answer::Succeeds(n), Ko::Unneeded),
            Answer::Fails => (Answer::Succeeds(m), Ko::TakenFirst),
            Answer::Unknown => (Answer::Succeeds(m), Ko::Unneeded),
        },
        Answer::Fails => match read_with(Threats::Side(other.opponent())) {
            Answer::Succeeds(n) => (Answer::Succeeds(n), Ko::NeedsThreat),
            _ => (Answer::Fails, Ko::Unneeded),
        },
        Answer::Unknown => (Answer::Unknown, Ko::Unneeded),
    }
}

/// How a successful reading depends on kos (GNU Go's result codes 1, 2 and 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ko {
    /// It succeeds whatever the kos: code 1.
    Unneeded,
    /// It succeeds by taking a ko first, which the other side could take back only with a
    /// ko threat: code 2.
    TakenFirst,
    /// It succeeds only with a ko threat, to take back a ko the other side takes first: code 3.
    NeedsThreat,
}

/// Who may take back a ko at once in a reading, as if it had a ko threat the other side must
/// answer every time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Threats {
    Nobody,
    Side(Color),
}

impl Threats {
    /// Whether `color` may play `point`: a legal move, or a ko capture the simple-ko rule
    /// forbids when `color` has the threats.
    pub(crate) fn may_play(self, board: &Board, point: Point, color: Color) -> bool {
        match board.placement(point, color) {
            Placement::Legal => true,
            Placement::Ko => self == Threats::Side(color),
            _ => false,
        }
    }
}

/// A race (GNU Go's `semeai.tst` 57): Black's group on the right (H6) has a four-point eye,
/// J5 J4 J3 H4, whose middle J4 touches none of its stones, and shares J1 with White's group
/// below (C5), whose six other liberties Black can fill. White, moving first, wins by J4.
#[cfg(test)]
pub(crate) fn four_point_eye_race() -> Board {
    crate::board::diagram_board(&[
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . O O O O O O O",
        ". X X X X X O X X",
        ". X O O O O X X .",
        ". X . . . O X . .",
        ". . X X X O X X .",
        ". X . . . O O X X",
        ". X . O O O O O .",
    ])
}

/// Runs `read` on a copy of `board` and checks that the copy is left exactly as it was.
#[cfg(test)]
pub(crate) fn reads_back(board: &Board, read: impl FnOnce(&mut Board)) {
    let mut copy = board.clone();
    read(&mut copy);
    assert_eq!(
        (copy.diagram(), copy.hash()),
        (board.diagram(), board.hash())
    );
}

/// A random position of `size` after `moves` random moves (never filling an own real eye),
/// with many short chains and eyes, as the playouts make them.
#[cfg(test)]
pub(crate) fn random_position(size: usize, moves: usize, seed: u64) -> Board {
    use rand::SeedableRng;
    let mut rng = rand::rngs::SmallRng::seed_from_u64(seed);
    let mut board = Board::new(size).unwrap();
    let mut color = Color::Black;
    for _ in 0..moves {
        crate::playout::play_random_move(&mut board, color, &mut rng);
        color = color.opponent();
    }
    board
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};

    /// A ko taken, taken back and taken again (passes lifting the bans in between) brings the
    /// same position round with the same player to move: the line repeats there, not before.
    #[test]
    fn a_ko_taken_back_and_forth_repeats_the_line() {
        let mut board = diagram_board(&[
            ". X O . .",
            "X . X O .",
            ". X O . .",
            ". . . . .",
            ". . . . .",
        ]);
        let (take, retake) = (at(&board, "B4"), at(&board, "C4"));
        let budget = Budget {
            moves: 100,
            depth: 20,
        };
        let mut reader = Reader::new(&mut board, budget);
        let two_passes = |r: &mut Reader, then: &mut dyn FnMut(&mut Reader) -> Option<bool>| {
            r.after_pass(|r| r.after_pass(|r| then(r)).flatten())
                .flatten()
        };
        let repeated = reader
            .after(take, Color::White, |r, _| {
                assert!(!r.repeats());
                two_passes(r, &mut |r| {
                    r.after(retake, Color::Black, |r, _| {
                        assert!(!r.repeats());
                        two_passes(r, &mut |r| r.after(take, Color::White, |r, _| r.repeats()))
                    })
                    .flatten()
                })
            })
            .flatten();
        assert_eq!(repeated, Some(true));
    }

    /// A verdict counts the moves of every reading behind it, a reading nested inside another
    /// included, and nothing read before it.
    #[test]
    fn a_verdict_counts_the_moves_of_the_readings_behind_it() {
        let mut board = diagram_board(&[". . .", ". . .", ". . ."]);
        let (a, b, c) = (at(&board, "A1"), at(&board, "B2"), at(&board, "C3"));
        let budget = Budget {
            moves: 10,
            depth: 5,
        };
        Reader::new(&mut board, budget).after(c, Color::Black, |_, _| ());
        let verdict = Verdict::of(|| {
            let mut outer = Reader::new(&mut board, budget);
            outer.after(a, Color::Black, |reader, _| {
                let mut inner = Reader::new(reader.board_for_nested_reading(), budget);
                inner.after(b, Color::White, |_, _| ());
                inner.after(c, Color::White, |_, _| ());
            });
            (Answer::Succeeds(a), Ko::TakenFirst)
        });
        assert_eq!(
            verdict,
            Verdict {
                answer: Answer::Succeeds(a),
                ko: Ko::TakenFirst,
                moves_read: 3,
            }
        );
    }

    /// A deepening reading tries the move kept for a position first and the other candidates
    /// in their own order; a kept move that is no candidate changes nothing.
    #[test]
    fn the_move_kept_for_a_position_is_tried_first() {
        let board = diagram_board(&[". . .", ". . .", ". . ."]);
        let (a, b, c) = (at(&board, "A1"), at(&board, "B2"), at(&board, "C3"));
        let key = PositionTable::<Point>::key(&board, Color::Black, false);
        let mut hints = PositionTable::new();
        let mut candidates = vec![a, b, c];
        hints.put_first(key, &mut candidates);
        assert_eq!(candidates, [a, b, c], "nothing kept yet");
        hints.insert(key, c);
        hints.put_first(key, &mut candidates);
        assert_eq!(candidates, [c, a, b]);
        let mut others = vec![a, b];
        hints.put_first(key, &mut others);
        assert_eq!(others, [a, b]);
    }
}
