//! Play and undo: a log of every write one move makes to the board, so a reader walks one board
//! forwards and back instead of copying it per move read.
//!
//! [`Board::play`] writes through a recorder that does nothing; [`Board::play_undoable`] writes
//! through an [`UndoLog`], which keeps the old value of each word it changes plus the board's
//! scalars (empty count, ko, hash) as they were before the move. [`Board::undo`] puts the words
//! back in reverse order, so the board is bit for bit what it was.

use super::{Board, ChainInfo, Color, Stone};

/// One overwritten word of the board and its old value.
#[derive(Clone, Copy, Debug)]
pub(super) enum Write {
    Stone(u16, Stone),
    ChainHead(u16, u16),
    NextStone(u16, u16),
    Chain(u16, ChainInfo),
    EmptySlot(u16, u16),
    EmptyIndex(u16, u16),
}

/// Where a board write goes besides the board: nowhere for plain play, a log for undoable play.
pub(super) trait Recorder {
    /// Notes a word's old value before it is overwritten.
    fn record(&mut self, write: Write);
}

/// The recorder of plain play: keeps nothing (compiled away).
pub(super) struct NoRecord;

impl Recorder for NoRecord {
    #[inline(always)]
    fn record(&mut self, _: Write) {}
}

/// The scalars of a board before a recorded move, and where its writes start in the log.
#[derive(Clone, Copy, Debug)]
struct MoveStart {
    first_write: usize,
    empty_count: u16,
    ko_point: u16,
    ko_color: Color,
    hash: u64,
}

/// The record of the moves played on one board with [`Board::play_undoable`] and
/// [`Board::pass_undoable`], newest last. It belongs to that board: undoing a log on another
/// board gives a garbled board.
#[derive(Clone, Debug, Default)]
pub struct UndoLog {
    writes: Vec<Write>,
    moves: Vec<MoveStart>,
}

impl UndoLog {
    /// An empty log.
    pub fn new() -> UndoLog {
        UndoLog::default()
    }

    /// Moves recorded and not yet undone.
    pub fn depth(&self) -> usize {
        self.moves.len()
    }
}

impl Recorder for UndoLog {
    #[inline]
    fn record(&mut self, write: Write) {
        self.writes.push(write);
    }
}

impl Board {
    /// [`Board::play`], recorded in `log` so that [`Board::undo`] can take it back.
    pub fn play_undoable(
        &mut self,
        point: super::Point,
        color: Color,
        log: &mut UndoLog,
    ) -> super::PlayOutcome {
        self.start_recorded_move(log);
        self.play_with(point, color, log)
    }

    /// A pass (clears the simple-ko point), recorded in `log` so that [`Board::undo`] can take
    /// it back.
    pub fn pass_undoable(&mut self, log: &mut UndoLog) {
        self.start_recorded_move(log);
        self.clear_ko();
    }

    /// Takes back the newest move recorded in `log`; false (and nothing changes) when the log
    /// is empty.
    pub fn undo(&mut self, log: &mut UndoLog) -> bool {
        let Some(start) = log.moves.pop() else {
            return false;
        };
        for &write in log.writes[start.first_write..].iter().rev() {
            match write {
                Write::Stone(p, old) => self.stones[p as usize] = old,
                Write::ChainHead(p, old) => self.chain_head[p as usize] = old,
                Write::NextStone(p, old) => self.next_stone[p as usize] = old,
                Write::Chain(p, old) => self.chains[p as usize] = old,
                Write::EmptySlot(i, old) => self.empties[i as usize] = old,
                Write::EmptyIndex(p, old) => self.empty_index[p as usize] = old,
            }
        }
        log.writes.truncate(start.first_write);
        self.empty_count = start.empty_count as usize;
        self.ko_point = start.ko_point;
        self.ko_color = start.ko_color;
        self.hash = start.hash;
        true
    }

    fn start_recorded_move(&self, log: &mut UndoLog) {
        log.moves.push(MoveStart {
            first_write: log.writes.len(),
            empty_count: self.empty_count as u16,
            ko_point: self.ko_point,
            ko_color: self.ko_color,
            hash: self.hash,
        });
    }

    /// Writes a stone, recording the old one.
    #[inline]
    pub(super) fn set_stone<R: Recorder>(&mut self, rec: &mut R, p: usize, stone: Stone) {
        rec.record(Write::Stone(p as u16, self.stones[p]));
        self.stones[p] = stone;
    }

    /// Writes a stone's chain head, recording the old one.
    #[inline]
    pub(super) fn set_chain_head<R: Recorder>(&mut self, rec: &mut R, p: usize, head: u16) {
        rec.record(Write::ChainHead(p as u16, self.chain_head[p]));
        self.chain_head[p] = head;
    }

    /// Writes a stone's successor in its chain's list, recording the old one.
    #[inline]
    pub(super) fn set_next_stone<R: Recorder>(&mut self, rec: &mut R, p: usize, next: u16) {
        rec.record(Write::NextStone(p as u16, self.next_stone[p]));
        self.next_stone[p] = next;
    }

    /// The chain data at `head`, to be changed, after recording it.
    #[inline]
    pub(super) fn chain_mut<R: Recorder>(&mut self, rec: &mut R, head: usize) -> &mut ChainInfo {
        rec.record(Write::Chain(head as u16, self.chains[head]));
        &mut self.chains[head]
    }

    /// Writes slot `i` of the empty list, recording the old value.
    #[inline]
    pub(super) fn set_empty_slot<R: Recorder>(&mut self, rec: &mut R, i: usize, p: u16) {
        rec.record(Write::EmptySlot(i as u16, self.empties[i]));
        self.empties[i] = p;
    }

    /// Writes a point's place in the empty list, recording the old value.
    #[inline]
    pub(super) fn set_empty_index<R: Recorder>(&mut self, rec: &mut R, p: usize, i: u16) {
        rec.record(Write::EmptyIndex(p as u16, self.empty_index[p]));
        self.empty_index[p] = i;
    }
}
