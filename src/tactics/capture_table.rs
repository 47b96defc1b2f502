//! Finished capture readings, kept by position so that a position the reading reaches again
//! (by another move order, or in the next reading of the same string) is not read twice. A
//! reading's answer depends on the board's size, the stones, the simple-ko ban, the string,
//! who reads (the attacker or the owner), who may take kos back at once, how many moves deep
//! it stands (the reader widens and narrows with depth), and whether it is a proof: all of
//! them go into the key. Only finished answers are kept, so an entry holds whatever budget
//! the reading that meets it has left.

use super::Threats;
use crate::board::{key_of, Board, Color, Point};
use std::cell::RefCell;
use std::collections::HashMap;

/// Entries kept before the table starts afresh.
const MAX_ENTRIES: usize = 1 << 18;

thread_local! {
    /// This thread's finished readings: the move that works, or `None` when none does.
    static TABLE: RefCell<HashMap<u64, Option<Point>>> = RefCell::new(HashMap::new());
}

/// Who reads: the string's attacker or its owner.
#[derive(Clone, Copy)]
pub(super) enum Side {
    Attacker,
    Owner,
}

/// The key of the reading of the string through `stone` by `side` with `threats`, `depth`
/// moves into a reading, on `board` (its size too: the same points of two sizes are different
/// places); `proof` for the wider attacker of a proof.
pub(super) fn key(
    board: &Board,
    stone: Point,
    side: Side,
    threats: Threats,
    depth: usize,
    proof: bool,
) -> u64 {
    let threats = match threats {
        Threats::Nobody => 0,
        Threats::Side(Color::Black) => 1,
        Threats::Side(Color::White) => 2,
    };
    let side = match side {
        Side::Attacker => 0,
        Side::Owner => 1,
    };
    let question = stone.index() as u64
        | side << 16
        | threats << 17
        | u64::from(proof) << 19
        | (depth as u64) << 20
        | (board.size() as u64) << 32;
    board.hash() ^ board.ko_hash() ^ key_of(question)
}

/// The finished reading kept under `key`, if any.
pub(super) fn lookup(key: u64) -> Option<Option<Point>> {
    TABLE.with(|table| table.borrow().get(&key).copied())
}

/// Keeps the finished reading `found` under `key`.
pub(super) fn store(key: u64, found: Option<Point>) {
    TABLE.with(|table| {
        let mut table = table.borrow_mut();
        if table.len() >= MAX_ENTRIES {
            table.clear();
        }
        table.insert(key, found);
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_stones_on_two_board_sizes_are_different_questions() {
        // A stone on the same point index of a 9×9 and a 19×19 board: the same Zobrist hash,
        // but another place (the edge on one board, open ground on the other).
        let mut small = Board::new(9).unwrap();
        let mut large = Board::new(19).unwrap();
        let stone = small.point(2, 2).unwrap();
        assert!(large.points().any(|p| p == stone));
        small.play(stone, Color::Black);
        large.play(stone, Color::Black);
        assert_eq!(small.hash(), large.hash());
        let key = |board: &Board| key(board, stone, Side::Attacker, Threats::Nobody, 0, false);
        assert_ne!(key(&small), key(&large));
    }
}
