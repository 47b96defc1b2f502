//! A capturing race between two groups of opposite colours (each one or more chains, as a
//! dragon): a search a few moves deep in which the sides capture, take the other group's
//! outside liberties, play in its eye, fill shared liberties, extend their own or pass, with
//! the race counted ([`RacePoints::count`]) where the search stops. A group is lost when the
//! chain the race is asked about is captured.

use super::dragon::chains_of;
use super::liberty_race::{ended_by_capture, Choice, RaceEnd};
use super::race_count::RacePoints;
use super::{push_new, Budget, PositionTable, Reader, Threats};
use crate::board::{Board, Color, Point, PointMap, Stone};

/// The moves one race may read in all, over every depth.
const GROUP_RACE_BUDGET: Budget = Budget {
    moves: 40_000,
    depth: 12,
};

/// The deepest search, in moves of both sides.
const MAX_PLIES: u8 = 6;

/// Of each kind of move (outside liberties, shared liberties, own extensions), at most this
/// many are tried.
const MOVES_OF_A_KIND: usize = 3;

/// Mixed into a position's key for each ply left to read.
const PLIES_KEY: u64 = 0x3c6e_f372_fe94_f82b;

/// The end of the race between the group of the chains through `first_group` (holding the
/// stone `first`) and that of the chains through `second_group` (holding `second`), with
/// `first`'s owner to move, and the first move that gets it (`None`: a pass). Read deeper
/// and deeper until the budget runs out, each depth trying first the moves that worked at
/// the last; the deepest reading that finished answers. `None` when not even the shallowest
/// finished.
pub(crate) fn read_group_race(
    board: &mut Board,
    groups: [&[Point]; 2],
    first: Point,
    second: Point,
    threats: Threats,
) -> Option<(RaceEnd, Option<Point>)> {
    let mover = board.color_at(first)?;
    if board.color_at(second) != Some(mover.opponent()) {
        return None;
    }
    let mut reader = Reader::new(board, GROUP_RACE_BUDGET);
    let mut search = GroupRace {
        stones: [groups[0].to_vec(), groups[1].to_vec()],
        keys: [first, second],
        first: mover,
        threats,
        table: PositionTable::new(),
        hints: PositionTable::new(),
    };
    let mut found = None;
    for plies in 1..=MAX_PLIES {
        match search.best(&mut reader, mover, plies, false) {
            Some(result) => found = Some(result),
            None => break,
        }
        if reader.exhausted() {
            break;
        }
    }
    found
}

/// One group race being read.
struct GroupRace {
    /// The stones of the first mover's group and of the other group, as they stood.
    stones: [Vec<Point>; 2],
    /// The stones whose capture loses the race, the first mover's first.
    keys: [Point; 2],
    /// The colour that moves first.
    first: Color,
    /// Who may take back a ko at once.
    threats: Threats,
    /// The decided ends of the positions read, by position and plies left.
    table: PositionTable<(RaceEnd, Option<Point>)>,
    /// The move found for each position at any depth, the last one read: tried first.
    hints: PositionTable<Point>,
}

impl GroupRace {
    /// The side (0: the first mover) of `color`.
    fn side(&self, color: Color) -> usize {
        usize::from(color != self.first)
    }

    /// The chains of each group on `board` now, as heads: those of its first stones that
    /// still stand (with every stone joined to them since).
    fn heads(&self, board: &Board) -> [Vec<Point>; 2] {
        [
            chains_of(board, self.first, &self.stones[0]),
            chains_of(board, self.first.opponent(), &self.stones[1]),
        ]
    }

    /// The best end for `color` to move with `plies` left (in the first mover's terms) and
    /// the first move that gets it, the race counted where no plies are left. `None` when the
    /// budget ran out.
    fn best(
        &mut self,
        reader: &mut Reader,
        color: Color,
        plies: u8,
        after_pass: bool,
    ) -> Option<(RaceEnd, Option<Point>)> {
        if let Some(end) = ended_by_capture(reader.board(), self.keys, self.first) {
            return Some((end, None));
        }
        let position = PositionTable::<RaceEnd>::key(reader.board(), color, after_pass);
        let key = position ^ u64::from(plies).wrapping_mul(PLIES_KEY);
        if let Some(found) = self.table.get(key) {
            return Some(found);
        }
        let heads = self.heads(reader.board());
        let points = RacePoints::of(reader.board(), &heads[0], &heads[1]);
        let counted = points.count();
        let both_alive = counted.groups.iter().all(|g| g.alive);
        if plies == 0 || both_alive {
            let side = self.side(color);
            let end = if side == 0 {
                counted.end()
            } else {
                let mut swapped = counted;
                swapped.groups.swap(0, 1);
                swapped.end().for_the_other_side()
            };
            return Some((end, None));
        }
        let maximising = color == self.first;
        let goal = if maximising {
            RaceEnd::Won
        } else {
            RaceEnd::Lost
        };
        let mut choice = Choice::new(maximising);
        let mut candidates = self.candidates(reader.board(), color, &heads, &points);
        self.hints.put_first(position, &mut candidates);
        for p in candidates {
            if choice.reached(goal) {
                break;
            }
            let end = reader
                .after(p, color, |r, _| {
                    self.best(r, color.opponent(), plies - 1, false)
                        .map(|(e, _)| e)
                })
                .flatten();
            choice.consider(end, Some(p));
        }
        if !choice.reached(goal) {
            let passed = if after_pass {
                Some(RaceEnd::BothLive)
            } else {
                reader
                    .after_pass(|r| {
                        self.best(r, color.opponent(), plies - 1, true)
                            .map(|(e, _)| e)
                    })
                    .flatten()
            };
            choice.prefer_pass(passed);
        }
        let best = choice.decided(goal)?;
        self.table.insert(key, best);
        if let (_, Some(p)) = best {
            self.hints.insert(position, p);
        }
        Some(best)
    }

    /// `color`'s moves, the most urgent first: captures of stones in atari next to its group
    /// and of the other group's chains in atari (ko captures last of all), the other group's
    /// outside liberties (safe stones first), the vital point or middle of its eye (an empty
    /// one: the next point to fill once the vital point is taken), the shared liberties, and
    /// its own liberties where a stone adds two or more.
    fn candidates(
        &self,
        board: &Board,
        color: Color,
        heads: &[Vec<Point>; 2],
        points: &RacePoints,
    ) -> Vec<Point> {
        let (mine, theirs) = (self.side(color), 1 - self.side(color));
        let mut moves: Vec<Point> = Vec::new();
        let add = |p: Point, moves: &mut Vec<Point>| {
            if self.threats.may_play(board, p, color) {
                push_new(moves, p);
            }
        };
        let mut captures: Vec<Point> = Vec::new();
        for &h in &heads[mine] {
            for p in board.capture_points(h) {
                push_new(&mut captures, p);
            }
        }
        for &h in &heads[theirs] {
            if let Some(p) = board.atari_liberty(h) {
                push_new(&mut captures, p);
            }
        }
        // A capture that takes a ko comes last: the opponent may take it back.
        let (ko_captures, captures): (Vec<Point>, Vec<Point>) = captures
            .into_iter()
            .partition(|&p| takes_a_ko(board, p, color));
        for &p in &captures {
            add(p, &mut moves);
        }
        let mut outside = points.outside[theirs].clone();
        outside.sort_by_key(|&p| {
            (
                board.self_atari_stones(p, color).is_some(),
                !board.neighbors(p).iter().any(|&n| points.stones[mine][n]),
                std::cmp::Reverse(board.empty_neighbor_count(p)),
            )
        });
        for &p in outside.iter().take(MOVES_OF_A_KIND) {
            add(p, &mut moves);
        }
        for eye in &points.eyes[theirs] {
            // The vital point, or else (none, or taken already) the empty point with most
            // neighbours in the eye.
            let empty = |p: &Point| board.stone(*p) == Stone::Empty;
            let middle = eye.vital.filter(empty).or_else(|| {
                eye.points.iter().copied().filter(empty).max_by_key(|&p| {
                    let inside = |n: &&Point| eye.points.contains(n);
                    board.neighbors(p).iter().filter(inside).count()
                })
            });
            if let Some(p) = middle {
                add(p, &mut moves);
            }
        }
        for &p in points.shared.iter().take(MOVES_OF_A_KIND) {
            add(p, &mut moves);
        }
        let mut extensions = 0;
        for &p in &points.outside[mine] {
            if extensions == MOVES_OF_A_KIND {
                break;
            }
            if liberties_added(board, p, color, &points.stones[mine]) >= 2 {
                add(p, &mut moves);
                extensions += 1;
            }
        }
        for &p in &ko_captures {
            add(p, &mut moves);
        }
        moves
    }
}

/// The liberties a `color` stone at `p` adds to the group of the stones marked in `group`:
/// the empty points next to it, and the liberties of other `color` chains it joins, that are
/// not the group's liberties already.
fn liberties_added(board: &Board, p: Point, color: Color, group: &PointMap<bool>) -> usize {
    let is_group_liberty = |n: Point| board.neighbors(n).iter().any(|&m| group[m]);
    let mut added: Vec<Point> = Vec::new();
    for n in board.neighbors(p) {
        match board.stone(n) {
            Stone::Empty if !is_group_liberty(n) => push_new(&mut added, n),
            _ if board.color_at(n) == Some(color) && !group[n] => {
                for l in board.liberty_points(n) {
                    if l != p && !is_group_liberty(l) {
                        push_new(&mut added, l);
                    }
                }
            }
            _ => {}
        }
    }
    added.len()
}

/// Whether `color`'s capture at `p` takes a ko: it captures one stone, and the capturing
/// stone touches no empty point and no stone of its own (the capture leaves it in atari).
fn takes_a_ko(board: &Board, p: Point, color: Color) -> bool {
    let mut captured = 0;
    for n in board.neighbors(p) {
        match board.color_at(n) {
            Some(c) if c == color => return false,
            Some(_) if board.atari_liberty(n) == Some(p) => captured += board.chain_size(n),
            Some(_) => {}
            None if board.stone(n) == Stone::Empty => return false,
            None => {}
        }
    }
    captured == 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};
    use crate::tactics::{four_point_eye_race, reads_back};

    /// Black's corner group has one eye (A9) and no other liberty; White's group around it
    /// has three liberties outside (D9, D8, D7), walled in below and to the right by Black.
    fn one_eye_against_three_liberties() -> Board {
        diagram_board(&[
            ". X O . X . . . .",
            "X X O . X . . . .",
            "O O O . X . . . .",
            "X X X X X . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ])
    }

    #[test]
    fn a_group_short_of_liberties_loses_whoever_moves_and_the_winner_fills_its_eye() {
        let b = one_eye_against_three_liberties();
        let (black, white) = (at(&b, "B9"), at(&b, "C9"));
        let groups = |b: &Board| [vec![b.chain(black)], vec![b.chain(white)]];
        reads_back(&b, |b| {
            let [black_group, white_group] = groups(b);
            let black_first = read_group_race(
                b,
                [&black_group, &white_group],
                black,
                white,
                Threats::Nobody,
            );
            assert_eq!(black_first.map(|(end, _)| end), Some(RaceEnd::Lost));
            let white_first = read_group_race(
                b,
                [&white_group, &black_group],
                white,
                black,
                Threats::Nobody,
            );
            assert_eq!(white_first, Some((RaceEnd::Won, Some(at(b, "A9")))));
        });
    }

    #[test]
    fn the_attacker_fills_an_eye_whose_vital_point_it_has_taken() {
        // White takes the vital point J4 of Black's eye and then fills the rest of the eye.
        let b = four_point_eye_race();
        let (white, black) = (at(&b, "C5"), at(&b, "H6"));
        reads_back(&b, |b| {
            let groups = [vec![b.chain(white)], vec![b.chain(black)]];
            let white_first =
                read_group_race(b, [&groups[0], &groups[1]], white, black, Threats::Nobody);
            assert_eq!(white_first, Some((RaceEnd::Won, Some(at(b, "J4")))));
        });
    }
}
