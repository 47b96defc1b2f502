//! Play and undo: a log of every write one move makes to the board, so a reader walks one board
//! forwards and back instead of copying it per move read.
//!
//! [`Board::play`] writes through a recorder that does nothing; [`Board::play_undoable`] writes
//! through an [`UndoLog`], which keeps the old values of what it changes (one stack each for
//! points, chain data and the empty list) plus the board's scalars (empty count, ko, hash) as
//! they were before the move. [`Board::undo`] puts each stack's values back newest first, so
//! the board is bit for bit what it was.

use super::{Board, ChainInfo, Color, Stone};

/// Where a board write goes besides the board: nowhere for plain play, a log for undoable play.
/// Each kind of entry (a point, a chain's data, an entry of the empty list) has its own method,
/// so the log keeps one stack per kind and undoing a move restores each stack in a tight loop
/// (one stack of mixed writes cost a mispredicted jump per word undone).
pub(super) trait Recorder {
    /// Notes what a point held before it is overwritten.
    fn point(&mut self, old: PointEntry);
    /// Notes a chain's old data.
    fn chain(&mut self, head: u16, old: ChainInfo);
    /// Notes the old values of an entry of the empty list: a slot and a point's place.
    fn empty_entry(&mut self, old: EmptyEntry);
}

/// What a point holds: its stone and (for a stone) its chain head and successor in the
/// chain's list, written together.
#[derive(Clone, Copy, Debug)]
pub(super) struct PointEntry {
    point: u16,
    stone: Stone,
    chain_head: u16,
    next_stone: u16,
}

/// A slot of the empty list and the place in it of a point, written together (the list and
/// its index change in pairs).
#[derive(Clone, Copy, Debug)]
pub(super) struct EmptyEntry {
    slot: u16,
    point_in_slot: u16,
    point: u16,
    place_of_point: u16,
}

/// The recorder of plain play: keeps nothing (compiled away).
pub(super) struct NoRecord;

impl Recorder for NoRecord {
    #[inline(always)]
    fn point(&mut self, _: PointEntry) {}
    #[inline(always)]
    fn chain(&mut self, _: u16, _: ChainInfo) {}
    #[inline(always)]
    fn empty_entry(&mut self, _: EmptyEntry) {}
}

/// The lengths of a log's stacks: where a move's entries start.
#[derive(Clone, Copy, Debug, Default)]
struct Marks {
    points: u32,
    chains: u32,
    empty_entries: u32,
}

/// The scalars of a board before a recorded move, and where its writes start in the log.
#[derive(Clone, Copy, Debug)]
struct MoveStart {
    marks: Marks,
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
    points: Vec<PointEntry>,
    chains: Vec<(u16, ChainInfo)>,
    empty_entries: Vec<EmptyEntry>,
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

    fn marks(&self) -> Marks {
        Marks {
            points: self.points.len() as u32,
            chains: self.chains.len() as u32,
            empty_entries: self.empty_entries.len() as u32,
        }
    }
}

impl Recorder for UndoLog {
    #[inline]
    fn point(&mut self, old: PointEntry) {
        self.points.push(old);
    }
    #[inline]
    fn chain(&mut self, head: u16, old: ChainInfo) {
        self.chains.push((head, old));
    }
    #[inline]
    fn empty_entry(&mut self, old: EmptyEntry) {
        self.empty_entries.push(old);
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
        let marks = start.marks;
        let points = marks.points as usize;
        for old in log.points[points..].iter().rev() {
            let p = old.point as usize;
            self.stones[p] = old.stone;
            self.chain_head[p] = old.chain_head;
            self.next_stone[p] = old.next_stone;
        }
        log.points.truncate(points);
        let chains = marks.chains as usize;
        for &(head, old) in log.chains[chains..].iter().rev() {
            self.chains[head as usize] = old;
        }
        log.chains.truncate(chains);
        let entries = marks.empty_entries as usize;
        for old in log.empty_entries[entries..].iter().rev() {
            self.empties[old.slot as usize] = old.point_in_slot;
            self.empty_index[old.point as usize] = old.place_of_point;
        }
        log.empty_entries.truncate(entries);
        self.empty_count = start.empty_count as usize;
        self.ko_point = start.ko_point;
        self.ko_color = start.ko_color;
        self.hash = start.hash;
        true
    }

    fn start_recorded_move(&self, log: &mut UndoLog) {
        log.moves.push(MoveStart {
            marks: log.marks(),
            empty_count: self.empty_count as u16,
            ko_point: self.ko_point,
            ko_color: self.ko_color,
            hash: self.hash,
        });
    }

    /// Writes what point `p` holds (its stone, chain head and successor in the chain's
    /// list), recording what it held.
    #[inline]
    pub(super) fn set_point<R: Recorder>(
        &mut self,
        rec: &mut R,
        p: usize,
        stone: Stone,
        chain_head: u16,
        next_stone: u16,
    ) {
        rec.point(PointEntry {
            point: p as u16,
            stone: self.stones[p],
            chain_head: self.chain_head[p],
            next_stone: self.next_stone[p],
        });
        self.stones[p] = stone;
        self.chain_head[p] = chain_head;
        self.next_stone[p] = next_stone;
    }

    /// Writes a stone's successor in its chain's list, recording what the point held.
    #[inline]
    pub(super) fn set_next_stone<R: Recorder>(&mut self, rec: &mut R, p: usize, next: u16) {
        self.set_point(rec, p, self.stones[p], self.chain_head[p], next);
    }

    /// The chain data at `head`, to be changed, after recording it.
    #[inline]
    pub(super) fn chain_mut<R: Recorder>(&mut self, rec: &mut R, head: usize) -> &mut ChainInfo {
        rec.chain(head as u16, self.chains[head]);
        &mut self.chains[head]
    }

    /// Puts `point` in slot `slot` of the empty list, recording the old values.
    #[inline]
    pub(super) fn set_empty_entry<R: Recorder>(&mut self, rec: &mut R, slot: usize, point: usize) {
        rec.empty_entry(EmptyEntry {
            slot: slot as u16,
            point_in_slot: self.empties[slot],
            point: point as u16,
            place_of_point: self.empty_index[point],
        });
        self.empties[slot] = point as u16;
        self.empty_index[point] = slot as u16;
    }
}
