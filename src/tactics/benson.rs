//! Benson's algorithm: chains that cannot be captured even if their owner always passes, and
//! the regions they own outright. One implementation with two entry points: around one chain,
//! within size limits, for the life reader at every position it reaches
//! ([`Benson::chain_is_pass_alive`]); and over the whole board, for scoring
//! ([`Benson::whole_board`]). Its buffers are kept between calls, so a test allocates nothing
//! once they have grown.

use crate::board::{Board, Color, Point, PointMap, Stone};

/// Around one chain, a region of points without the owner's stones larger than this is not
/// an eye.
pub(crate) const MAX_EYE_REGION: usize = 16;

/// Around one chain, the test looks at no more chains than this.
const MAX_EYE_CHAINS: usize = 24;

/// A point no region holds yet.
const UNSEEN: u16 = u16::MAX;

/// A point of a region too large to be an eye.
const LARGE: u16 = u16::MAX - 1;

/// How far one run of the algorithm looks.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Scope {
    /// The first chain and the chains around its small regions, and theirs in turn.
    AroundChain,
    /// Every chain of the colour and every region.
    WholeBoard,
}

/// The buffers of Benson's algorithm, its regions and chains kept flat.
#[derive(Default)]
pub(crate) struct Benson {
    /// Per point, the region it belongs to, [`UNSEEN`] or [`LARGE`] (allocated at the first
    /// run).
    region_of: Option<PointMap<u16>>,
    /// The points marked in `region_of`, to clear at the next run.
    touched: Vec<Point>,
    /// The points still to flood.
    stack: Vec<Point>,
    /// The heads of the owner's chains looked at, in the order they were found.
    chains: Vec<Point>,
    /// The regions' points, one region after another.
    points: Vec<Point>,
    /// Where each region's points end in `points`.
    region_ends: Vec<usize>,
    /// Each region with a chain around it that it is vital to (every empty point in it is a
    /// liberty of the chain): region and chain index.
    vital: Vec<(u16, u16)>,
    /// Each region with a chain around it: region and chain index.
    bordering: Vec<(u16, u16)>,
    chain_alive: Vec<bool>,
    region_alive: Vec<bool>,
}

/// The pass-alive chains of one colour and the points they own outright.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PassAliveArea {
    /// A stone of each pass-alive chain (its head).
    pub chains: Vec<Point>,
    /// The points of the regions those chains alone enclose, every empty point next to one of
    /// the colour's stones: the opponent has no room for an eye there.
    pub territory: Vec<Point>,
}

impl Benson {
    /// Whether the chain through `target` (of `owner`) is pass-alive by Benson's test, run on
    /// the chains around it: the owner's chains bordering its small regions (connected points
    /// without an owner's stone, at most [`MAX_EYE_REGION`] of them), and those chains' small
    /// regions in turn; false when more than a few chains are involved.
    pub(crate) fn chain_is_pass_alive(
        &mut self,
        board: &Board,
        target: Point,
        owner: Color,
    ) -> bool {
        self.start();
        self.chains.push(board.chain(target));
        self.run(board, owner, Scope::AroundChain) && self.chain_alive[0]
    }

    /// Benson's algorithm for `owner` over the whole board.
    pub fn whole_board(&mut self, board: &Board, owner: Color) -> PassAliveArea {
        self.start();
        self.chains.extend(
            board
                .chain_heads()
                .filter(|&h| board.color_at(h) == Some(owner)),
        );
        self.run(board, owner, Scope::WholeBoard);
        let mut area = PassAliveArea::default();
        for (i, &chain) in self.chains.iter().enumerate() {
            if self.chain_alive[i] {
                area.chains.push(chain);
            }
        }
        for region in 0..self.region_ends.len() {
            let points = self.region_points(region);
            let owned = self.region_alive[region]
                && points.iter().all(|&p| {
                    board.stone(p) != Stone::Empty
                        || board
                            .neighbors(p)
                            .iter()
                            .any(|&n| board.color_at(n) == Some(owner))
                });
            if owned {
                area.territory.extend_from_slice(points);
            }
        }
        area
    }

    /// Clears the buffers of the last run.
    fn start(&mut self) {
        let region_of = self.region_of.get_or_insert_with(|| PointMap::new(UNSEEN));
        for p in self.touched.drain(..) {
            region_of[p] = UNSEEN;
        }
        self.chains.clear();
        self.points.clear();
        self.region_ends.clear();
        self.vital.clear();
        self.bordering.clear();
        self.stack.clear();
    }

    /// The points of region `region`.
    fn region_points(&self, region: usize) -> &[Point] {
        let from = match region {
            0 => 0,
            r => self.region_ends[r - 1],
        };
        &self.points[from..self.region_ends[region]]
    }

    /// Finds the regions around the chains queued in `chains` (and the chains around those
    /// regions in turn), then marks chains and regions alive as Benson's algorithm does. Around
    /// a chain, large regions are left out, and the run stops at the first chain's death or
    /// when it would look at too many chains (false).
    fn run(&mut self, board: &Board, owner: Color, scope: Scope) -> bool {
        if !self.find_regions(board, owner, scope) {
            return false;
        }
        self.find_vital_regions(board, owner);
        self.chain_alive.clear();
        self.chain_alive.resize(self.chains.len(), true);
        self.region_alive.clear();
        self.region_alive.resize(self.region_ends.len(), true);
        loop {
            let mut changed = false;
            for chain in 0..self.chains.len() {
                let vital_alive = self
                    .vital
                    .iter()
                    .filter(|&&(r, c)| c as usize == chain && self.region_alive[r as usize])
                    .count();
                if self.chain_alive[chain] && vital_alive < 2 {
                    self.chain_alive[chain] = false;
                    changed = true;
                }
            }
            for &(region, chain) in &self.bordering {
                if self.region_alive[region as usize] && !self.chain_alive[chain as usize] {
                    self.region_alive[region as usize] = false;
                    changed = true;
                }
            }
            if !changed || (scope == Scope::AroundChain && !self.chain_alive[0]) {
                return true;
            }
        }
    }

    /// Floods the regions next to each queued chain, recording the chains around each region
    /// (queuing new ones). False when, around a chain, too many chains turn up.
    fn find_regions(&mut self, board: &Board, owner: Color, scope: Scope) -> bool {
        let region_of = self.region_of.as_mut().expect("allocated by start");
        let mut next_chain = 0;
        while next_chain < self.chains.len() {
            let chain = self.chains[next_chain];
            next_chain += 1;
            for s in board.chain_stones(chain) {
                for start in board.neighbors(s) {
                    if board.stone(start) == Stone::Border
                        || board.color_at(start) == Some(owner)
                        || region_of[start] != UNSEEN
                    {
                        continue;
                    }
                    let id = self.region_ends.len() as u16;
                    let first = self.points.len();
                    let mut large = false;
                    region_of[start] = id;
                    self.touched.push(start);
                    self.stack.push(start);
                    // Around a chain, the flood stops as soon as the region is known to be
                    // large: past the size limit, or joined to a region already found large
                    // (open ground would otherwise be flooded whole at every position read).
                    while let Some(p) = self.stack.pop() {
                        self.points.push(p);
                        if scope == Scope::AroundChain && self.points.len() - first > MAX_EYE_REGION
                        {
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
                                    self.touched.push(n);
                                    self.stack.push(n);
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
                        for p in self.points.drain(first..).chain(self.stack.drain(..)) {
                            region_of[p] = LARGE;
                        }
                        continue;
                    }
                    // The chains around the region, each once, new ones queued for their own
                    // regions.
                    let bordering_from = self.bordering.len();
                    for i in first..self.points.len() {
                        for n in board.neighbors(self.points[i]) {
                            if board.color_at(n) != Some(owner) {
                                continue;
                            }
                            let head = board.chain(n);
                            let index = match self.chains.iter().position(|&c| c == head) {
                                Some(index) => index,
                                None if scope == Scope::AroundChain
                                    && self.chains.len() >= MAX_EYE_CHAINS =>
                                {
                                    return false
                                }
                                None => {
                                    self.chains.push(head);
                                    self.chains.len() - 1
                                }
                            };
                            let pair = (id, index as u16);
                            if !self.bordering[bordering_from..].contains(&pair) {
                                self.bordering.push(pair);
                            }
                        }
                    }
                    self.region_ends.push(self.points.len());
                }
            }
        }
        true
    }

    /// Records each region that is vital to a chain around it: every empty point in it is a
    /// liberty of the chain.
    fn find_vital_regions(&mut self, board: &Board, owner: Color) {
        for i in 0..self.bordering.len() {
            let (region, chain) = self.bordering[i];
            let head = self.chains[chain as usize];
            let vital = self.region_points(region as usize).iter().all(|&p| {
                board.stone(p) != Stone::Empty
                    || board
                        .neighbors(p)
                        .iter()
                        .any(|&n| board.color_at(n) == Some(owner) && board.chain(n) == head)
            });
            if vital {
                self.vital.push((region, chain));
            }
        }
    }
}
