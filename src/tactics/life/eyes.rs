//! The life reader's test of a settled group: Benson's pass-alive test, run locally around the
//! target chain, behind a cheap test that turns most chains away first. It runs at every
//! position a reading reaches, so it keeps its buffers between calls and allocates nothing
//! once they have grown.

use crate::board::{Board, Color, Point, PointMap, Stone};

/// A region of points without the owner's stones larger than this is not an eye.
const MAX_EYE_REGION: usize = 16;

/// Benson's test looks at no more chains than this around the target.
const MAX_EYE_CHAINS: usize = 24;

/// A point no Benson region holds yet.
const UNSEEN: u16 = u16::MAX;

/// A point of a region too large to be an eye.
const LARGE: u16 = u16::MAX - 1;

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
    /// Benson's regions and chains.
    benson: BensonScratch,
}

/// The buffers of Benson's test, its regions and chains kept flat.
#[derive(Default)]
struct BensonScratch {
    /// Per point, the small region it belongs to, [`UNSEEN`] or [`LARGE`] (allocated at the
    /// first test).
    region_of: Option<PointMap<u16>>,
    /// The points marked in `region_of`, to clear at the next test.
    touched: Vec<Point>,
    /// The heads of the owner's chains looked at, the target's first.
    chains: Vec<Point>,
    /// The small regions' points, one region after another.
    points: Vec<Point>,
    /// Where each small region's points end in `points`.
    region_ends: Vec<usize>,
    /// Each small region with a chain around it that it is vital to (every empty point in
    /// it is a liberty of the chain): region and chain index.
    vital: Vec<(u16, u16)>,
    /// Each small region with a chain around it: region and chain index.
    bordering: Vec<(u16, u16)>,
    chain_alive: Vec<bool>,
    region_alive: Vec<bool>,
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
    has_two_eye_regions(board, owner, scratch) && benson_alive(board, target, owner, scratch)
}

/// Benson's test itself, as [`pass_alive`] describes it.
fn benson_alive(board: &Board, target: Point, owner: Color, scratch: &mut EyeScratch) -> bool {
    let stack = &mut scratch.stack;
    let b = &mut scratch.benson;
    let region_of = b.region_of.get_or_insert_with(|| PointMap::new(UNSEEN));
    for p in b.touched.drain(..) {
        region_of[p] = UNSEEN;
    }
    b.chains.clear();
    b.chains.push(board.chain(target));
    b.points.clear();
    b.region_ends.clear();
    b.vital.clear();
    b.bordering.clear();
    stack.clear();
    let mut next_chain = 0;
    while next_chain < b.chains.len() {
        let chain = b.chains[next_chain];
        next_chain += 1;
        for s in board.chain_stones(chain) {
            for start in board.neighbors(s) {
                if board.stone(start) == Stone::Border
                    || board.color_at(start) == Some(owner)
                    || region_of[start] != UNSEEN
                {
                    continue;
                }
                let id = b.region_ends.len() as u16;
                let first = b.points.len();
                let mut large = false;
                region_of[start] = id;
                b.touched.push(start);
                stack.push(start);
                // The flood stops as soon as the region is known to be large: past the size
                // limit, or joined to a region already found large (open ground would
                // otherwise be flooded whole at every position read).
                while let Some(p) = stack.pop() {
                    b.points.push(p);
                    if b.points.len() - first > MAX_EYE_REGION {
                        large = true;
                        break;
                    }
                    for n in board.neighbors(p) {
                        if board.stone(n) == Stone::Border || board.color_at(n) == Some(owner) {
                            continue;
                        }
                        match region_of[n] {
                            UNSEEN => {
                                region_of[n] = id;
                                b.touched.push(n);
                                stack.push(n);
                            }
                            LARGE => large = true,
                            _ => {}
                        }
                    }
                    if large {
                        break;
                    }
                }
                if large {
                    for p in b.points.drain(first..).chain(stack.drain(..)) {
                        region_of[p] = LARGE;
                    }
                    continue;
                }
                // The chains around the region, each once, new ones queued for their own
                // regions.
                let bordering_from = b.bordering.len();
                for i in first..b.points.len() {
                    for n in board.neighbors(b.points[i]) {
                        if board.color_at(n) != Some(owner) {
                            continue;
                        }
                        let head = board.chain(n);
                        let index = match b.chains.iter().position(|&c| c == head) {
                            Some(index) => index,
                            None if b.chains.len() >= MAX_EYE_CHAINS => return false,
                            None => {
                                b.chains.push(head);
                                b.chains.len() - 1
                            }
                        };
                        let pair = (id, index as u16);
                        if !b.bordering[bordering_from..].contains(&pair) {
                            b.bordering.push(pair);
                        }
                    }
                }
                b.region_ends.push(b.points.len());
            }
        }
    }
    // A region is vital to a chain around it when every empty point in it is a liberty of
    // the chain.
    for &(region, chain) in &b.bordering {
        let head = b.chains[chain as usize];
        let from = match region {
            0 => 0,
            r => b.region_ends[r as usize - 1],
        };
        let points = &b.points[from..b.region_ends[region as usize]];
        let vital = points.iter().all(|&p| {
            board.stone(p) != Stone::Empty
                || board
                    .neighbors(p)
                    .iter()
                    .any(|&n| board.color_at(n) == Some(owner) && board.chain(n) == head)
        });
        if vital {
            b.vital.push((region, chain));
        }
    }
    b.chain_alive.clear();
    b.chain_alive.resize(b.chains.len(), true);
    b.region_alive.clear();
    b.region_alive.resize(b.region_ends.len(), true);
    loop {
        let mut changed = false;
        for chain in 0..b.chains.len() {
            let vital_alive = b
                .vital
                .iter()
                .filter(|&&(r, c)| c as usize == chain && b.region_alive[r as usize])
                .count();
            if b.chain_alive[chain] && vital_alive < 2 {
                b.chain_alive[chain] = false;
                changed = true;
            }
        }
        for &(region, chain) in &b.bordering {
            if b.region_alive[region as usize] && !b.chain_alive[chain as usize] {
                b.region_alive[region as usize] = false;
                changed = true;
            }
        }
        if !changed {
            return b.chain_alive[0];
        }
        if !b.chain_alive[0] {
            return false;
        }
    }
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
                let benson = benson_alive(&board, p, owner, &mut scratch);
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
