//! Chains left in atari that neither side may take (hanezeki): taking one would leave the
//! taker's own group short of liberties in a race it then loses. Playouts take such chains at
//! once, so the estimate marks them dead; an exact local search of the small fight around them
//! finds that nobody gains by moving there, and the chains in the fight are in seki.

use super::benson::PassAlive;
use super::statuses::{Status, Statuses};
use crate::board::{Board, Color, Placement, Point, Stone};
use std::collections::HashMap;

/// A fight with more points than this (empty points and atari strings) is not read.
const MAX_REGION: usize = 16;
/// A chain whose liberties are more than this is not short of liberties: nothing to read.
const MAX_GROUP_LIBERTIES: usize = 4;
/// Positions searched per fight before giving up (the statuses then stay as they are).
const NODE_BUDGET: usize = 100_000;
/// Value of capturing a chain other than the atari strings: it decides the fight.
const DECISIVE: i32 = 1000;

/// Re-judges every chain in atari that the estimate marked dead while the group that would
/// take it is itself short of liberties: when exact local play from the position, with either
/// side to move, captures nothing (taking any string loses), the strings of that fight and the
/// groups next to them are in seki.
pub fn settle_standoffs(board: &Board, pass_alive: &PassAlive, statuses: &mut Statuses) {
    let mut done: Vec<Point> = Vec::new();
    for seed in board.points() {
        if board.color_at(seed).is_none()
            || board.chain(seed) != seed
            || done.contains(&seed)
            || statuses.of(seed) != Status::Dead
            || !taker_is_short(board, pass_alive, seed)
        {
            continue;
        }
        let Some(fight) = Fight::around(board, pass_alive, seed) else {
            continue;
        };
        done.extend(fight.strings.iter().copied());
        let settled = Color::BOTH.iter().all(|&first| {
            let mut reader = Reader {
                fight: &fight,
                nodes: 0,
                memo: HashMap::new(),
                path: vec![board.hash()],
                spare: Vec::new(),
            };
            let settles = reader.settles(board, first);
            log::debug!(
                "standoff at {}: {first} first, settles: {settles:?} after {} positions",
                board.vertex(seed),
                reader.nodes
            );
            settles == Some(true)
        });
        if settled {
            for &head in &fight.strings {
                statuses.set_chain(board, head, Status::Seki);
            }
            for &head in &fight.groups {
                if !pass_alive.is_alive(head) && fight.touches_a_string(board, head) {
                    statuses.set_chain(board, head, Status::Seki);
                }
            }
        }
    }
}

/// Whether the chain through `head` is in atari next to an opponent chain that is not
/// pass-alive and has few liberties itself.
fn taker_is_short(board: &Board, pass_alive: &PassAlive, head: Point) -> bool {
    let Some(color) = board.color_at(head) else {
        return false;
    };
    board.atari_liberty(head).is_some()
        && board.chain_stones(head).any(|s| {
            board.neighbors(s).into_iter().any(|n| {
                board.color_at(n) == Some(color.opponent())
                    && !pass_alive.is_alive(n)
                    && board.liberties(n) <= MAX_GROUP_LIBERTIES
            })
        })
}

/// A local fight: the atari strings, the other chains next to them or to the fight's empty
/// points, and the points moves may be played on.
struct Fight {
    /// Chains in atari (one stone of each); taking them counts their stones.
    strings: Vec<Point>,
    /// The other chains of the fight (one stone of each); taking one decides the fight.
    groups: Vec<Point>,
    /// The empty points next to the fight's chains and the atari strings' stones.
    region: Vec<Point>,
}

impl Fight {
    /// The fight grown from the atari string through `seed`; `None` when it grows too large
    /// or reaches a chain with many liberties.
    fn around(board: &Board, pass_alive: &PassAlive, seed: Point) -> Option<Fight> {
        let mut fight = Fight {
            strings: Vec::new(),
            groups: Vec::new(),
            region: Vec::new(),
        };
        let mut pending = vec![board.chain(seed)];
        while let Some(head) = pending.pop() {
            if fight.strings.contains(&head) || fight.groups.contains(&head) {
                continue;
            }
            let is_string = board.atari_liberty(head).is_some() && !pass_alive.is_alive(head);
            if !is_string && board.liberties(head) > MAX_GROUP_LIBERTIES {
                return None;
            }
            let mut touched: Vec<Point> = Vec::new();
            for s in board.chain_stones(head) {
                if is_string {
                    touched.push(s);
                }
                for n in board.neighbors(s) {
                    match board.stone(n) {
                        Stone::Empty => touched.push(n),
                        Stone::Black | Stone::White if is_string => pending.push(board.chain(n)),
                        _ => {}
                    }
                }
            }
            if is_string {
                fight.strings.push(head);
            } else {
                fight.groups.push(head);
            }
            for p in touched {
                if fight.region.contains(&p) {
                    continue;
                }
                fight.region.push(p);
                if board.stone(p) == Stone::Empty {
                    pending.extend(
                        board
                            .neighbors(p)
                            .into_iter()
                            .filter(|&n| board.color_at(n).is_some())
                            .map(|n| board.chain(n)),
                    );
                }
            }
            if fight.region.len() > MAX_REGION {
                return None;
            }
        }
        Some(fight)
    }

    /// Whether the chain through `head` touches one of the fight's atari strings.
    fn touches_a_string(&self, board: &Board, head: Point) -> bool {
        board.chain_stones(head).any(|s| {
            board.neighbors(s).into_iter().any(|n| {
                board.color_at(n).is_some()
                    && self
                        .strings
                        .iter()
                        .any(|&t| board.chain(t) == board.chain(n))
            })
        })
    }

    /// Whether the chain through `stone` holds a stone of one of the fight's groups (which
    /// stay on the board while the fight is read: taking one ends it).
    fn holds_a_group(&self, board: &Board, stone: Point) -> bool {
        let head = board.chain(stone);
        self.groups.iter().any(|&g| board.chain(g) == head)
    }
}

/// Exact alpha-beta search over a fight's points, values for the side to move: the opponent
/// stones it takes minus its own, or [`DECISIVE`] once a group is taken; two passes end the
/// fight.
struct Reader<'a> {
    fight: &'a Fight,
    nodes: usize,
    /// Results of positions read to the end (position, side to move, a pass just made).
    memo: HashMap<(u64, Color, bool), Bound>,
    /// Board hashes along the line being read: no move may repeat one.
    path: Vec<u64>,
    /// Boards to play moves on, reused (one per level of the line being read).
    spare: Vec<Box<Board>>,
}

/// What a read found about a position's value.
#[derive(Clone, Copy)]
enum Bound {
    Exact(i32),
    AtLeast(i32),
    AtMost(i32),
}

/// A value and whether it is clean: no move below was left out for repeating a position of the
/// line being read (only clean values are kept in the memo; a value kept there can still rest
/// on a move another line would forbid as a repetition, which takes a cycle longer than a
/// simple ko: rare enough in these small fights).
type Read = Option<(i32, bool)>;

impl Reader<'_> {
    /// Whether the fight settles with `first` to move: it is worth exactly nothing, and taking
    /// any atari string is strictly worse than passing (so nothing is taken, rather than both
    /// sides taking as much); `None` when the read ran out of depth or budget.
    fn settles(&mut self, board: &Board, first: Color) -> Option<bool> {
        let depth = 2 * self.fight.region.len() + 8;
        let (value, _) = self.value(board, first, 0, depth, -1, 1)?;
        if value != 0 {
            return Some(false);
        }
        for &p in &self.fight.region {
            if board.placement(p, first) != Placement::Legal {
                continue;
            }
            let taken = self.taken_by(board, p, first);
            if taken == 0 || taken >= DECISIVE {
                continue;
            }
            let after = self.board_after(board, p, first);
            // Is the answer worth at least `taken + 1` to the opponent (the taking loses)?
            let rest = self.value(&after, first.opponent(), 0, depth - 1, taken, taken + 1);
            self.spare.push(after);
            if taken - rest?.0 >= 0 {
                return Some(false);
            }
        }
        Some(true)
    }

    /// A spare board (or a new one) holding `board`; give it back to `spare` after use.
    fn copy_of(&mut self, board: &Board) -> Box<Board> {
        match self.spare.pop() {
            Some(mut spare) => {
                spare.copy_from(board);
                spare
            }
            None => Box::new(board.clone()),
        }
    }

    /// [`Reader::copy_of`] `board` with `color` played on `point`.
    fn board_after(&mut self, board: &Board, point: Point, color: Color) -> Box<Board> {
        let mut after = self.copy_of(board);
        after.play(point, color);
        after
    }

    /// The value for `to_move` after `passes` passes in a row, exact when strictly between
    /// `alpha` and `beta` (else only a bound on that side); `None` when the read ran out of
    /// depth or budget.
    fn value(
        &mut self,
        board: &Board,
        to_move: Color,
        passes: usize,
        depth: usize,
        mut alpha: i32,
        beta: i32,
    ) -> Read {
        if passes >= 2 {
            return Some((0, true));
        }
        let key = (board.hash() ^ ko_key(board), to_move, passes > 0);
        match self.memo.get(&key) {
            Some(&Bound::Exact(v)) => return Some((v, true)),
            Some(&Bound::AtLeast(v)) if v >= beta => return Some((v, true)),
            Some(&Bound::AtMost(v)) if v <= alpha => return Some((v, true)),
            _ => {}
        }
        self.nodes += 1;
        if depth == 0 || self.nodes > NODE_BUDGET {
            return None;
        }
        let alpha_in = alpha;
        // A pass changes the position only by lifting a ko ban.
        let (pass, mut exact) = if board.ko().is_some() {
            let mut after = self.copy_of(board);
            after.clear_ko();
            let read = self.value(
                &after,
                to_move.opponent(),
                passes + 1,
                depth - 1,
                -beta,
                -alpha,
            );
            self.spare.push(after);
            read
        } else {
            self.value(
                board,
                to_move.opponent(),
                passes + 1,
                depth - 1,
                -beta,
                -alpha,
            )
        }?;
        let mut best = -pass;
        alpha = alpha.max(best);
        for &p in &self.fight.region {
            if best >= beta {
                break;
            }
            if board.placement(p, to_move) != Placement::Legal {
                continue;
            }
            let taken = self.taken_by(board, p, to_move);
            let score = if taken >= DECISIVE {
                DECISIVE
            } else {
                let after = self.board_after(board, p, to_move);
                if self.path.contains(&after.hash()) {
                    self.spare.push(after);
                    exact = false;
                    continue;
                }
                self.path.push(after.hash());
                let rest = self.value(
                    &after,
                    to_move.opponent(),
                    0,
                    depth - 1,
                    taken - beta,
                    taken - alpha,
                );
                self.path.pop();
                self.spare.push(after);
                let (rest, rest_exact) = rest?;
                exact &= rest_exact;
                taken - rest
            };
            best = best.max(score);
            alpha = alpha.max(best);
        }
        if exact {
            let bound = if best <= alpha_in {
                Bound::AtMost(best)
            } else if best >= beta {
                Bound::AtLeast(best)
            } else {
                Bound::Exact(best)
            };
            self.memo.insert(key, bound);
        }
        Some((best, exact))
    }

    /// What `color` playing `point` takes: the stones it captures, or [`DECISIVE`] when they
    /// include one of the fight's groups.
    fn taken_by(&self, board: &Board, point: Point, color: Color) -> i32 {
        let mut heads: Vec<Point> = Vec::with_capacity(4);
        for n in board.neighbors(point) {
            if board.color_at(n) == Some(color.opponent()) && board.atari_liberty(n) == Some(point)
            {
                let head = board.chain(n);
                if !heads.contains(&head) {
                    heads.push(head);
                }
            }
        }
        heads
            .into_iter()
            .map(|h| {
                if self.fight.holds_a_group(board, h) {
                    DECISIVE
                } else {
                    board.chain_size(h) as i32
                }
            })
            .sum()
    }
}

/// Folds the simple-ko ban into a position key.
fn ko_key(board: &Board) -> u64 {
    board.ko().map_or(0, |(point, color)| {
        (point.index() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ color.index() as u64
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};

    /// White B1 C1 B2 in atari at A1 inside Black's group, Black G1 H1 H2 in atari at J1 inside
    /// White's; E1 is shared (the hanezeki of `gtp-tests/scoring.tst`).
    const HANEZEKI: [&str; 9] = [
        "O O O O O X . . .",
        ". . . . O X X X X",
        "O O O O O X . . .",
        ". . . . O X X X X",
        ". . . . O X . . .",
        "O O O O O X X X X",
        "X X X X X O O O O",
        "X O X X X O O X O",
        ". O O X . O X X .",
    ];

    /// Statuses with the chains through `dead` marked dead, as the playouts judge them.
    fn marked_dead(board: &Board, dead: &[&str]) -> Statuses {
        let mut statuses = Statuses::all_alive();
        for &v in dead {
            statuses.set_chain(board, at(board, v), Status::Dead);
        }
        statuses
    }

    #[test]
    fn strings_neither_side_may_take_are_in_seki_with_the_groups_around_them() {
        let board = diagram_board(&HANEZEKI);
        let mut statuses = marked_dead(&board, &["B1", "G1"]);
        settle_standoffs(&board, &PassAlive::find(&board), &mut statuses);
        for v in ["B1", "G1", "A2", "F1"] {
            assert_eq!(statuses.of(at(&board, v)), Status::Seki, "{v}");
        }
    }

    #[test]
    fn strings_both_sides_may_take_stay_dead() {
        // White A1 (in atari at B1) and Black J1 (at H1): Black takes one, White the other, and
        // the fight is worth nothing, but the stones are taken.
        let mut rows = HANEZEKI;
        rows[6] = "X X X X X O O O O";
        rows[7] = "X X X X X O O O O";
        rows[8] = "O . X X . O O . X";
        let board = diagram_board(&rows);
        let mut statuses = marked_dead(&board, &["A1", "J1"]);
        settle_standoffs(&board, &PassAlive::find(&board), &mut statuses);
        assert_eq!(statuses.of(at(&board, "A1")), Status::Dead);
        assert_eq!(statuses.of(at(&board, "J1")), Status::Dead);
    }

    #[test]
    fn a_string_that_may_be_taken_stays_dead() {
        // Without Black's G1 H1 H2, White's group has only E1 and its eye at J1: Black takes
        // B1 C1 B2 at A1 and wins the race.
        let mut rows = HANEZEKI;
        rows[7] = "X O X X X O O O O";
        rows[8] = ". O O X . O O O .";
        let board = diagram_board(&rows);
        let mut statuses = marked_dead(&board, &["B1"]);
        settle_standoffs(&board, &PassAlive::find(&board), &mut statuses);
        assert_eq!(statuses.of(at(&board, "B1")), Status::Dead);
        assert_eq!(statuses.of(at(&board, "A2")), Status::Alive);
    }
}
