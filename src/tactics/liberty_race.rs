//! A liberty race between two chains of opposite colours: the sides take liberties from the
//! other chain, add liberties to their own, capture chains that touch their own, and may
//! pass. The race ends when a chain is captured (its opponent has won), when both chains have
//! [`SAFE_LIBERTIES`] liberties (neither can be caught), or after two passes (both live:
//! seki). A bounded minimax with a table of positions decides it.

use super::{push_new, Budget, PositionTable, Reader, Threats};
use crate::board::{Board, Color, Point, Stone};

/// Two chains with this many liberties each are out of the race: both live. (GNU Go's
/// `semeai.tst`: 24 tests passed with 4, 39 with 6, 44 with 7 and 8, 43 with 9 and 10.)
const SAFE_LIBERTIES: usize = 7;

/// The budget of one race.
const LIBERTY_RACE_BUDGET: Budget = Budget {
    moves: 30_000,
    depth: 30,
};

/// How a race ends for the side that moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum RaceEnd {
    /// Its chain is captured.
    Lost,
    /// Both chains live (seki, or both out of the race).
    BothLive,
    /// The other chain is captured, its own lives.
    Won,
}

impl RaceEnd {
    /// The same end seen by the other side.
    pub fn for_the_other_side(self) -> RaceEnd {
        match self {
            RaceEnd::Won => RaceEnd::Lost,
            RaceEnd::BothLive => RaceEnd::BothLive,
            RaceEnd::Lost => RaceEnd::Won,
        }
    }
}

/// The end of the race between the chain through `own` and the opponent's chain through
/// `other` with `own`'s owner to move, and the first move that gets it (`None`: a pass, when
/// passing does better than every move). `None` when the race cannot be decided within its
/// budget.
pub(crate) fn read_race(
    board: &mut Board,
    own: Point,
    other: Point,
    threats: Threats,
) -> Option<(RaceEnd, Option<Point>)> {
    let mover = board.color_at(own)?;
    if board.color_at(other) != Some(mover.opponent()) {
        return None;
    }
    let mut reader = Reader::new(board, LIBERTY_RACE_BUDGET);
    let mut search = RaceSearch {
        chains: [own, other],
        first: mover,
        threats,
        table: PositionTable::new(),
    };
    search.best(&mut reader, mover, false)
}

/// One race being read.
struct RaceSearch {
    /// The first mover's chain and the other.
    chains: [Point; 2],
    /// The colour that moves first (the owner of `chains[0]`).
    first: Color,
    /// Who may take back a ko at once.
    threats: Threats,
    /// The decided ends of the positions read.
    table: PositionTable<RaceEnd>,
}

impl RaceSearch {
    /// The end for the first mover when the position is decided without a move.
    fn decided(&self, board: &Board) -> Option<RaceEnd> {
        if let Some(end) = ended_by_capture(board, self.chains, self.first) {
            return Some(end);
        }
        let [own, other] = self.chains;
        if board.liberties(own) >= SAFE_LIBERTIES && board.liberties(other) >= SAFE_LIBERTIES {
            return Some(RaceEnd::BothLive);
        }
        None
    }

    /// The best end for `color` to move (in the first mover's terms: `color` maximises it
    /// when it is the first mover, minimises it otherwise) and the first move that gets it,
    /// a pass only when passing does better than every move. `None` when a move that might
    /// do better could not be read to the end (budget or depth).
    fn best(
        &mut self,
        reader: &mut Reader,
        color: Color,
        after_pass: bool,
    ) -> Option<(RaceEnd, Option<Point>)> {
        if let Some(end) = self.decided(reader.board()) {
            return Some((end, None));
        }
        let key = PositionTable::<RaceEnd>::key(reader.board(), color, after_pass);
        if let Some(end) = self.table.get(key) {
            return Some((end, None));
        }
        let maximising = color == self.first;
        let goal = if maximising {
            RaceEnd::Won
        } else {
            RaceEnd::Lost
        };
        let mut choice = Choice::new(maximising);
        for p in self.candidates(reader.board(), color) {
            if choice.reached(goal) {
                break;
            }
            let end = reader
                .after(p, color, |r, _| {
                    self.best(r, color.opponent(), false).map(|(e, _)| e)
                })
                .flatten();
            choice.consider(end, Some(p));
        }
        if !choice.reached(goal) {
            choice.consider(self.after_pass(reader, color, after_pass), None);
        }
        let best = choice.decided(goal)?;
        self.table.insert(key, best.0);
        Some(best)
    }

    /// The end after `color` passes: both live after two passes in a row.
    fn after_pass(
        &mut self,
        reader: &mut Reader,
        color: Color,
        after_pass: bool,
    ) -> Option<RaceEnd> {
        if after_pass {
            return Some(RaceEnd::BothLive);
        }
        reader
            .after_pass(|r| self.best(r, color.opponent(), true).map(|(e, _)| e))
            .flatten()
    }

    /// `color`'s moves, the most urgent first: capturing a chain in atari next to its own
    /// (the other chain among them), taking the other chain's liberties (those it does not
    /// share with `color`'s chain first), extending its chain where that gains two liberties
    /// or more (counting those of own chains it joins), and last the shared liberties.
    fn candidates(&self, board: &Board, color: Color) -> Vec<Point> {
        let (mine, theirs) = if color == self.first {
            (self.chains[0], self.chains[1])
        } else {
            (self.chains[1], self.chains[0])
        };
        let mut moves: Vec<Point> = Vec::new();
        let add = |p: Point, moves: &mut Vec<Point>| {
            if !moves.contains(&p) && self.threats.may_play(board, p, color) {
                moves.push(p);
            }
        };
        for p in board.capture_points(mine) {
            add(p, &mut moves);
        }
        let their_liberties = board.liberty_points(theirs);
        let my_liberties = board.liberty_points(mine);
        for &p in their_liberties.iter().filter(|p| !my_liberties.contains(p)) {
            add(p, &mut moves);
        }
        for &p in my_liberties.iter().filter(|p| !their_liberties.contains(p)) {
            if liberties_gained(board, p, mine, &my_liberties) >= 2 {
                add(p, &mut moves);
            }
        }
        for &p in their_liberties.iter().filter(|p| my_liberties.contains(p)) {
            add(p, &mut moves);
        }
        moves
    }
}

/// The end of a race for `first` (the colour of `stones[0]` when it started) once one of
/// the two stones it is about has been captured: lost when its own, won when the other.
pub(crate) fn ended_by_capture(board: &Board, stones: [Point; 2], first: Color) -> Option<RaceEnd> {
    if board.color_at(stones[0]) != Some(first) {
        Some(RaceEnd::Lost)
    } else if board.color_at(stones[1]) != Some(first.opponent()) {
        Some(RaceEnd::Won)
    } else {
        None
    }
}

/// The best move found so far for one side, and whether some move could not be read.
pub(crate) struct Choice {
    /// Whether the side chooses the largest end (the first mover) or the smallest.
    maximising: bool,
    best: Option<(RaceEnd, Option<Point>)>,
    unknown: bool,
}

impl Choice {
    /// No move yet for the side that chooses the largest end (`maximising`) or the smallest.
    pub(crate) fn new(maximising: bool) -> Choice {
        Choice {
            maximising,
            best: None,
            unknown: false,
        }
    }

    /// Keeps `mv` when its `end` (`None`: not read to the end) is better than the best so far.
    pub(crate) fn consider(&mut self, end: Option<RaceEnd>, mv: Option<Point>) {
        match end {
            Some(end) if self.best.is_none_or(|(b, _)| self.improves(end, b)) => {
                self.best = Some((end, mv));
            }
            Some(_) => {}
            None => self.unknown = true,
        }
    }

    fn improves(&self, end: RaceEnd, than: RaceEnd) -> bool {
        if self.maximising {
            end > than
        } else {
            end < than
        }
    }

    pub(crate) fn reached(&self, goal: RaceEnd) -> bool {
        self.best.is_some_and(|(b, _)| b == goal)
    }

    /// [`Choice::consider`] for a pass, which also replaces a move that only gets seki when
    /// it gets seki too (a seki needs no move).
    pub(crate) fn prefer_pass(&mut self, end: Option<RaceEnd>) {
        if end == Some(RaceEnd::BothLive) && self.best.is_some_and(|(b, _)| b == RaceEnd::BothLive)
        {
            self.best = Some((RaceEnd::BothLive, None));
        } else {
            self.consider(end, None);
        }
    }

    /// The best move, unless it falls short of `goal` while some move could not be read.
    pub(crate) fn decided(&self, goal: RaceEnd) -> Option<(RaceEnd, Option<Point>)> {
        self.best.filter(|&(b, _)| b == goal || !self.unknown)
    }
}

/// The liberties the chain through `mine` (with `liberties`) gains by playing its liberty
/// `p`: the empty points next to `p` and the liberties of the own chains `p` joins, those it
/// has already left out.
fn liberties_gained(board: &Board, p: Point, mine: Point, liberties: &[Point]) -> usize {
    let owner = board.color_at(mine);
    let head = board.chain(mine);
    let mut gained: Vec<Point> = Vec::new();
    for n in board.neighbors(p) {
        if board.stone(n) == Stone::Empty {
            if n != p && !liberties.contains(&n) {
                push_new(&mut gained, n);
            }
        } else if board.color_at(n) == owner && board.chain(n) != head {
            for l in board.liberty_points(n) {
                if l != p && !liberties.contains(&l) {
                    push_new(&mut gained, l);
                }
            }
        }
    }
    gained.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};
    use crate::tactics::reads_back;

    #[test]
    fn a_chain_short_of_liberties_loses_whoever_moves() {
        // Black's corner chain has two liberties, A1 and B1, inside White's safe wall.
        let b = diagram_board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            "O O O O . . . . .",
            "X X X O . . . . .",
            ". . X O . . . . .",
        ]);
        let (black, white) = (at(&b, "B2"), at(&b, "D2"));
        reads_back(&b, |b| {
            assert_eq!(
                read_race(b, black, white, Threats::Nobody).map(|(end, _)| end),
                Some(RaceEnd::Lost)
            );
            let (end, mv) = read_race(b, white, black, Threats::Nobody).expect("decided");
            assert_eq!(end, RaceEnd::Won);
            assert!(
                mv.is_some_and(|p| p == at(b, "A1") || p == at(b, "B1")),
                "{mv:?}"
            );
        });
    }

    #[test]
    fn two_chains_with_liberties_to_spare_both_live() {
        // Seven liberties each.
        let b = diagram_board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . X O . . . .",
            ". . . X O . . . .",
            ". . . X O . . . .",
            ". . . X O . . . .",
            ". . . X O . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ]);
        let (black, white) = (at(&b, "D5"), at(&b, "E5"));
        reads_back(&b, |b| {
            assert_eq!(
                read_race(b, black, white, Threats::Nobody).map(|(end, _)| end),
                Some(RaceEnd::BothLive)
            );
        });
    }
}
