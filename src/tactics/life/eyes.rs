//! The life reader's test of a settled group: Benson's pass-alive test, run around the target
//! chain ([`Benson::chain_is_pass_alive`]), behind a cheap test that turns most chains away
//! first. It runs at every
//! position a reading reaches, so it keeps its buffers between calls and allocates nothing
//! once they have grown.

use crate::board::{Board, Color, Point, PointMap, Stone};
use crate::tactics::benson::{Benson, MAX_EYE_REGION};

/// Reusable buffers of the eye tests.
#[derive(Default)]
pub(super) struct EyeScratch {
    /// Per point, the stamp of the two-region test's region it was last flooded in, or of the
    /// liberties collected last (allocated at the first test).
    flooded: Option<PointMap<u32>>,
    /// The last stamp given out: each collection of liberties, each test and each region it
    /// floods takes the next.
    stamp: u32,
    /// The liberties of the chain last looked at ([`EyeScratch::collect_liberties`]).
    liberties: Vec<Point>,
    /// The stamp those liberties were marked with, where no flood has marked them since.
    liberties_stamp: u32,
    /// The points still to flood.
    stack: Vec<Point>,
    /// Benson's test.
    benson: Benson,
}

impl EyeScratch {
    /// A fresh stamp, later than every one given before; the marks are cleared when the
    /// stamps wrap round.
    fn next_stamp(&mut self) -> u32 {
        if self.stamp == u32::MAX {
            self.stamp = 0;
            if let Some(flooded) = &mut self.flooded {
                flooded.fill(0);
            }
        }
        self.stamp += 1;
        self.stamp
    }

    /// Puts the liberties of the chain through `stone` in [`EyeScratch::liberties`], each once.
    pub(super) fn collect_liberties(&mut self, board: &Board, stone: Point) {
        let stamp = self.next_stamp();
        self.liberties_stamp = stamp;
        let marks = self.flooded.get_or_insert_with(|| PointMap::new(0));
        self.liberties.clear();
        for s in board.chain_stones(stone) {
            for n in board.neighbors(s) {
                if board.stone(n) == Stone::Empty && marks[n] != stamp {
                    marks[n] = stamp;
                    self.liberties.push(n);
                }
            }
        }
    }

    /// The liberties [`EyeScratch::collect_liberties`] found last.
    pub(super) fn liberties(&self) -> &[Point] {
        &self.liberties
    }
}

/// Whether the chain whose liberties `scratch` holds ([`EyeScratch::collect_liberties`]) has
/// two regions (connected points without an owner's stone, at most [`MAX_EYE_REGION`] of
/// them) whose every empty point is its liberty: Benson's test cannot call it alive without
/// two such, and finding them is cheap, since a flood stops at the first empty point that is
/// not a liberty. Each flood marks its points with its own stamp in `scratch`, so a point of
/// this test's earlier floods is known at a glance.
fn has_two_eye_regions(board: &Board, owner: Color, scratch: &mut EyeScratch) -> bool {
    let this_test = scratch.next_stamp();
    let liberty = scratch.liberties_stamp;
    let mut found = 0;
    for i in 0..scratch.liberties.len() {
        let start = scratch.liberties[i];
        if scratch
            .flooded
            .as_ref()
            .is_some_and(|f| f[start] >= this_test)
        {
            continue;
        }
        let region = scratch.next_stamp();
        let flooded = scratch.flooded.get_or_insert_with(|| PointMap::new(0));
        let stack = &mut scratch.stack;
        stack.clear();
        flooded[start] = region;
        stack.push(start);
        let mut size = 1;
        let mut eye = true;
        'flood: while let Some(p) = stack.pop() {
            for n in board.neighbors(p) {
                if board.stone(n) == Stone::Border
                    || board.color_at(n) == Some(owner)
                    || flooded[n] == region
                {
                    continue;
                }
                // A point of an earlier region means that region's flood stopped short. An
                // empty point no flood has reached still bears the liberties' stamp if it is one.
                let not_liberty = board.stone(n) == Stone::Empty && flooded[n] != liberty;
                size += 1;
                if not_liberty || flooded[n] >= this_test || size > MAX_EYE_REGION {
                    eye = false;
                    break 'flood;
                }
                flooded[n] = region;
                stack.push(n);
            }
        }
        if eye {
            found += 1;
            if found == 2 {
                return true;
            }
        }
    }
    false
}

/// Whether the chain through `target` is pass-alive by Benson's test, run on the chains around
/// it: the owner's chains bordering its small regions (connected points without an owner's
/// stone, at most [`MAX_EYE_REGION`] of them), and those chains' small regions in turn.
/// `scratch` must hold the chain's liberties ([`EyeScratch::collect_liberties`]).
pub(super) fn pass_alive(
    board: &Board,
    target: Point,
    owner: Color,
    scratch: &mut EyeScratch,
) -> bool {
    has_two_eye_regions(board, owner, scratch)
        && scratch.benson.chain_is_pass_alive(board, target, owner)
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

        /// The cheap test before Benson's never turns away a chain Benson's test calls alive.
        #[test]
        fn the_two_region_test_keeps_every_pass_alive_chain(
            size in proptest::sample::select(vec![5usize, 7, 9]),
            moves in 20usize..200,
            seed in proptest::prelude::any::<u64>(),
        ) {
            let board = crate::tactics::random_position(size, moves, seed);
            let mut scratch = EyeScratch::default();
            let points: Vec<Point> = board.points().collect();
            for p in points {
                let Some(owner) = board.color_at(p) else { continue };
                let benson = scratch.benson.chain_is_pass_alive(&board, p, owner);
                scratch.collect_liberties(&board, p);
                proptest::prop_assert_eq!(
                    pass_alive(&board, p, owner, &mut scratch),
                    benson,
                    "{}\n{}",
                    board.vertex(p),
                    board.diagram()
                );
            }
        }
    }
}
