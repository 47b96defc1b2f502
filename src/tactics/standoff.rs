//! The exact value of a small local fight, read with alpha-beta: stones taken by each side,
//! or decisive once one of the fight's groups is taken; two passes end it. Scoring asks it
//! whether a fight around chains in atari settles with nothing taken (hanezeki: taking
//! would lose the race that follows).

use super::{Answer, Budget, PositionTable, Reader, Verdict};
use crate::board::{Board, Color, Placement, Point};

/// Value of capturing a chain other than the atari chains: it decides the fight.
const DECISIVE: i32 = 1000;

/// Moves one reading may play; the depth limit comes from the fight's size.
const MOVES: u32 = 100_000;

/// A local fight: the atari chains, the other chains next to them or to the fight's empty
/// points, and the points moves may be played on.
pub struct Fight {
    /// Chains in atari (one stone of each); taking them counts their stones.
    pub in_atari: Vec<Point>,
    /// The other chains of the fight (one stone of each); taking one decides the fight.
    pub groups: Vec<Point>,
    /// The empty points next to the fight's chains and the atari chains' stones.
    pub region: Vec<Point>,
}

impl Fight {
    /// Whether the chain through `head` touches one of the fight's chains in atari.
    pub fn touches_one_in_atari(&self, board: &Board, head: Point) -> bool {
        board.chain_stones(head).any(|s| {
            board.neighbors(s).into_iter().any(|n| {
                board.color_at(n).is_some()
                    && self
                        .in_atari
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
                if self.holds_a_group(board, h) {
                    DECISIVE
                } else {
                    board.chain_size(h) as i32
                }
            })
            .sum()
    }
}

/// Whether `fight` settles with `first` to move: it is worth exactly nothing, and taking any
/// atari chain is strictly worse than passing (so nothing is taken, rather than both sides
/// taking as much); unknown when the reading ran out of depth or budget. The board is read
/// with play and undo and left as it was.
pub fn settles(board: &mut Board, fight: &Fight, first: Color) -> Verdict<()> {
    let budget = Budget {
        moves: MOVES,
        depth: 2 * fight.region.len() + 8,
    };
    let mut search = FightSearch {
        fight,
        memo: PositionTable::new(),
    };
    Verdict::without_ko(|| {
        Answer::of_question(search.settles(&mut Reader::new(board, budget), first))
    })
}

/// An alpha-beta search over a fight's points, values for the side to move.
struct FightSearch<'a> {
    fight: &'a Fight,
    /// Results of positions read to the end.
    memo: PositionTable<Bound>,
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

impl FightSearch<'_> {
    fn settles(&mut self, reader: &mut Reader, first: Color) -> Option<bool> {
        let (value, _) = self.value(reader, first, 0, -1, 1)?;
        if value != 0 {
            return Some(false);
        }
        let fight = self.fight;
        for &p in &fight.region {
            if reader.board().placement(p, first) != Placement::Legal {
                continue;
            }
            let taken = fight.taken_by(reader.board(), p, first);
            if taken == 0 || taken >= DECISIVE {
                continue;
            }
            // Is the answer worth at least `taken + 1` to the opponent (the taking loses)?
            let rest = reader
                .after(p, first, |reader, _| {
                    self.value(reader, first.opponent(), 0, taken, taken + 1)
                })
                .flatten();
            if taken - rest?.0 >= 0 {
                return Some(false);
            }
        }
        Some(true)
    }

    /// The value for `to_move` after `passes` passes in a row, exact when strictly between
    /// `alpha` and `beta` (else only a bound on that side); `None` when the read ran out of
    /// depth or budget.
    fn value(
        &mut self,
        reader: &mut Reader,
        to_move: Color,
        passes: usize,
        mut alpha: i32,
        beta: i32,
    ) -> Read {
        if passes >= 2 {
            return Some((0, true));
        }
        let board = reader.board();
        let key = PositionTable::<Bound>::key(board, to_move, passes > 0);
        match self.memo.get(key) {
            Some(Bound::Exact(v)) => return Some((v, true)),
            Some(Bound::AtLeast(v)) if v >= beta => return Some((v, true)),
            Some(Bound::AtMost(v)) if v <= alpha => return Some((v, true)),
            _ => {}
        }
        let alpha_in = alpha;
        // A pass changes the position only by lifting a ko ban.
        let (pass, mut exact) = reader
            .after_pass(|reader| self.value(reader, to_move.opponent(), passes + 1, -beta, -alpha))
            .flatten()?;
        let mut best = -pass;
        alpha = alpha.max(best);
        let fight = self.fight;
        for &p in &fight.region {
            if best >= beta {
                break;
            }
            if reader.board().placement(p, to_move) != Placement::Legal {
                continue;
            }
            let taken = fight.taken_by(reader.board(), p, to_move);
            let score = if taken >= DECISIVE {
                DECISIVE
            } else {
                let read = reader.after(p, to_move, |reader, _| {
                    // No move may repeat a position of the line.
                    if reader.repeats_stones() {
                        return Some(None);
                    }
                    let rest =
                        self.value(reader, to_move.opponent(), 0, taken - beta, taken - alpha);
                    rest.map(Some)
                });
                // Out of budget, or out of depth or budget below.
                let Some((rest, rest_exact)) = read.flatten()? else {
                    // The move repeats a position of the line.
                    exact = false;
                    continue;
                };
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
}
