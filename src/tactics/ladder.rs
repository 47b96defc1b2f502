//! Ladder reading: whether a chain in atari that runs by extending to its liberty is caught by
//! a sequence of ataris. The runner may also capture an adjacent chain of the chaser that is in
//! atari; the chaser tries both liberties of the runner at every step. Reads on the caller's
//! board with play and undo, and gives up (the runner escapes) after a move limit, so it is
//! cheap enough for playouts and tree priors.

use super::{Budget, Reader};
use crate::board::{Board, Color, Placement, Point, Stone};

/// The budget of a thorough ladder reading (move priors, features): a ladder across a 25×25
/// board is about 50 moves long, and crowded positions with many chains in atari could
/// otherwise branch at every level (the runner then counts as escaped).
pub const THOROUGH: Budget = Budget {
    moves: 300,
    depth: 100,
};

/// The budget of a quick ladder reading (playouts). In 19×19 playouts, readings that need more
/// than 100 moves are under 2% of all but took about a third of the moves read, branching
/// through crowded positions; cut at 100 moves, 0.4% of the answers change.
pub const QUICK: Budget = Budget {
    moves: 100,
    depth: 100,
};

/// Whether `color` playing the empty `point` leaves its chain with two liberties that the
/// opponent can turn into a working ladder (the move only runs into a ladder). `false` when
/// the chain gets three or more liberties, one (plain self-atari) or the move is not legal.
/// The board is read with play and undo within `budget` (out of budget, the runner escapes)
/// and left as it was.
pub fn runs_into_ladder(board: &mut Board, point: Point, color: Color, budget: Budget) -> bool {
    if surely_three_liberties(board, point, color)
        || board.placement(point, color) != Placement::Legal
    {
        return false;
    }
    Reader::new(board, budget)
        .after(point, color, |reader, _| {
            reader.board().liberties(point) == 2 && chaser_catches(reader, point, color, None)
        })
        .unwrap_or(false)
}

/// Whether `color` playing the empty `point` surely leaves its chain with three liberties or
/// more, seen without playing it: the point has three empty neighbours, or joins an own chain
/// with four liberties or more.
fn surely_three_liberties(board: &Board, point: Point, color: Color) -> bool {
    board.empty_neighbor_count(point) >= 3
        || board
            .neighbors(point)
            .into_iter()
            .any(|n| board.color_at(n) == Some(color) && board.liberties(n) >= 4)
}

/// Whether `color` playing `point` puts an opponent chain of two liberties in atari from
/// which it cannot run out of a ladder, read within `budget` (out of budget, the runner
/// escapes). The board is left as it was.
pub fn starts_ladder(board: &mut Board, point: Point, color: Color, budget: Budget) -> bool {
    let runner = color.opponent();
    let mut targets = [point; 4];
    let mut count = 0;
    for n in board.neighbors(point) {
        if board.color_at(n) != Some(runner) {
            continue;
        }
        if let Some((a, b)) = board.two_liberties(n) {
            let other = if a == point { b } else { a };
            if extension_may_stay_short(board, other, point) {
                targets[count] = n;
                count += 1;
            }
        }
    }
    if count == 0 || board.placement(point, color) != Placement::Legal {
        return false;
    }
    Reader::new(board, budget)
        .after(point, color, |reader, _| {
            reader.board().liberties(point) >= 2
                && targets[..count].iter().any(|&t| {
                    reader.board().color_at(t) == Some(runner)
                        && reader.board().atari_liberty(t).is_some()
                        && runner_is_caught(reader, t, runner, None)
                })
        })
        .unwrap_or(false)
}

/// The most captures a runner may have: with more, it counts as escaped.
const MAX_CAPTURES: usize = 4;

/// Chaser chains next to the runner that may be in atari, one stone of each: every chaser
/// chain in atari next to the runner is among them. Only the runner's moves take liberties
/// from chaser chains, so after an extension that joins no other runner chain the list is the
/// old one plus the chains next to the new stone. This spares walking the whole runner chain
/// at every step of a ladder (that walk took a seventh of the 19×19 search's time).
#[derive(Clone, Copy)]
struct ChaserAtaris {
    stones: [Point; 8],
    count: usize,
}

impl ChaserAtaris {
    fn empty(filler: Point) -> ChaserAtaris {
        ChaserAtaris {
            stones: [filler; 8],
            count: 0,
        }
    }

    /// Adds `stone` unless its chain is listed; false when the list is full.
    fn add(&mut self, board: &Board, stone: Point) -> bool {
        let chain = board.chain(stone);
        if self.stones[..self.count]
            .iter()
            .any(|&s| board.chain(s) == chain)
        {
            return true;
        }
        if self.count == self.stones.len() {
            return false;
        }
        self.stones[self.count] = stone;
        self.count += 1;
        true
    }

    /// The list with the chaser stones in atari next to `point` added; `None` when they do
    /// not fit.
    fn and_ataris_next_to(&self, board: &Board, point: Point) -> Option<Self> {
        let mut list = *self;
        let chaser = board.color_at(point)?.opponent();
        for n in board.neighbors(point) {
            if board.color_at(n) == Some(chaser) && board.liberties(n) == 1 && !list.add(board, n) {
                return None;
            }
        }
        Some(list)
    }
}

/// The runner's escapes from atari: extending to its liberty, then capturing each chaser
/// chain in atari next to it, in point order; with the chaser chains in atari (all of them,
/// also those that share a capture point), when they fit in a list.
struct Escapes {
    points: [Point; 1 + MAX_CAPTURES],
    count: usize,
    ataris: Option<ChaserAtaris>,
}

impl Escapes {
    /// The escapes of the runner chain through `stone`, in atari at `liberty`, finding its
    /// captures among `known` or else by walking the chain; `None` when it has more than
    /// [`MAX_CAPTURES`].
    fn of(
        board: &Board,
        stone: Point,
        liberty: Point,
        known: Option<&ChaserAtaris>,
    ) -> Option<Self> {
        let mut escapes = Escapes {
            points: [liberty; 1 + MAX_CAPTURES],
            count: 1,
            ataris: Some(ChaserAtaris::empty(liberty)),
        };
        let chaser = board.color_at(stone)?.opponent();
        let mut add = |n: Point| -> Option<()> {
            if board.color_at(n) != Some(chaser) {
                return Some(());
            }
            let Some(capture) = board.atari_liberty(n) else {
                return Some(());
            };
            // Two chains in atari on one point may not stay so together (a capture by the
            // chaser can give one of them liberties), so each is kept.
            if escapes.ataris.as_mut().is_some_and(|a| !a.add(board, n)) {
                escapes.ataris = None;
            }
            if escapes.points[..escapes.count].contains(&capture) {
                return Some(());
            }
            if escapes.count > MAX_CAPTURES {
                return None;
            }
            escapes.points[escapes.count] = capture;
            escapes.count += 1;
            Some(())
        };
        match known {
            Some(known) => known.stones[..known.count]
                .iter()
                .try_for_each(|&n| add(n))?,
            None => board
                .chain_stones(stone)
                .flat_map(|s| board.neighbors(s))
                .try_for_each(&mut add)?,
        }
        // Point order, so the reading does not depend on how the captures were found.
        escapes.points[1..escapes.count].sort_unstable();
        Some(escapes)
    }
}

/// The runner's chain through `stone` is in atari and the runner is to move: true when every
/// escape (extending, or capturing an adjacent chaser chain in atari) is still caught.
/// `known` lists the chaser chains next to the runner that may be in atari, when the reading
/// knows them.
fn runner_is_caught(
    reader: &mut Reader,
    stone: Point,
    runner: Color,
    known: Option<&ChaserAtaris>,
) -> bool {
    let board = reader.board();
    let Some(liberty) = board.atari_liberty(stone) else {
        return false;
    };
    let Some(escapes) = Escapes::of(board, stone, liberty, known) else {
        return false;
    };
    let size = board.chain_size(stone);
    escapes.points[..escapes.count].iter().all(|&escape| {
        if reader.board().placement(escape, runner) != Placement::Legal {
            return true;
        }
        reader
            .after(escape, runner, |reader, _| {
                let board = reader.board();
                match board.liberties(stone) {
                    0 | 1 => true,
                    2 => {
                        // An extension that joined no other runner chain keeps the list.
                        let extended = escape == liberty && board.chain_size(stone) == size + 1;
                        let next = escapes
                            .ataris
                            .filter(|_| extended)
                            .and_then(|ataris| ataris.and_ataris_next_to(board, escape));
                        chaser_catches(reader, stone, runner, next.as_ref())
                    }
                    _ => false,
                }
            })
            .unwrap_or(false)
    })
}

/// The runner's chain through `stone` has two liberties and the chaser is to move: true when
/// an atari on one of them catches it. `known` as for [`runner_is_caught`].
fn chaser_catches(
    reader: &mut Reader,
    stone: Point,
    runner: Color,
    known: Option<&ChaserAtaris>,
) -> bool {
    let Some((a, b)) = reader.board().two_liberties(stone) else {
        return false;
    };
    let chaser = runner.opponent();
    let board = reader.board();
    let (room_a, room_b) = (extension_room(board, a, b), extension_room(board, b, a));
    // The atari that leaves the runner the less room to extend into first: where the ladder
    // works, it is usually the one that works.
    let order = if room_a < room_b {
        [(b, a, room_a), (a, b, room_b)]
    } else {
        [(a, b, room_b), (b, a, room_a)]
    };
    order.into_iter().any(|(atari, _, room)| {
        if room >= 3 || reader.board().placement(atari, chaser) != Placement::Legal {
            return false;
        }
        reader
            .after(atari, chaser, |reader, _| {
                // A chaser stone left in atari can simply be captured: not a ladder. The
                // chaser's own move only gives its chains liberties, so `known` still holds.
                reader.board().liberties(atari) >= 2
                    && runner_is_caught(reader, stone, runner, known)
            })
            .unwrap_or(false)
    })
}

/// Whether a runner extending to `liberty` after the chaser's atari at `atari` might get fewer
/// than three liberties: false when `liberty` alone has three empty neighbours besides
/// `atari` (a cheap test that spares most readings in open positions).
fn extension_may_stay_short(board: &Board, liberty: Point, atari: Point) -> bool {
    extension_room(board, liberty, atari) < 3
}

/// The empty neighbours of `liberty` besides `atari`: the liberties a runner extending to
/// `liberty` gets from that stone alone.
fn extension_room(board: &Board, liberty: Point, atari: Point) -> usize {
    board
        .neighbors(liberty)
        .into_iter()
        .filter(|&n| n != atari && board.stone(n) == Stone::Empty)
        .count()
}

/// Test position: Black C3, in atari at D3 after White C4, runs into a ladder to the upper
/// right.
#[cfg(test)]
pub(crate) const LADDER: [&str; 9] = [
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . O . . . . . .",
    ". O X . . . . . .",
    ". . O O . . . . .",
    ". . . . . . . . .",
];

/// [`LADDER`] with the chaser's atari stone C4 in atari itself (its liberty is D4).
#[cfg(test)]
pub(crate) const LADDER_CHASER_IN_ATARI: [&str; 9] = [
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . . . . . . . .",
    ". . X . . . . . .",
    ". X O . . . . . .",
    ". O X . . . . . .",
    ". . O O . . . . .",
    ". . . . . . . . .",
];

/// [`LADDER`] with a black breaker at G8, on the ladder's diagonal.
#[cfg(test)]
pub(crate) fn ladder_with_breaker() -> [&'static str; 9] {
    let mut rows = LADDER;
    rows[1] = ". . . . . . X . .";
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};

    /// Whether the chain through `stone`, which has exactly one liberty, is captured even if its
    /// owner, to move, extends to that liberty or captures an adjacent chain in atari.
    fn is_caught(board: &Board, stone: Point) -> bool {
        let Some(runner) = board.color_at(stone) else {
            return false;
        };
        if board.atari_liberty(stone).is_none() {
            return false;
        }
        let mut read = board.clone();
        let caught = runner_is_caught(&mut Reader::new(&mut read, THOROUGH), stone, runner, None);
        assert_eq!(
            read.diagram(),
            board.diagram(),
            "the reading leaves the board"
        );
        caught
    }

    /// A plain reading to check the reader against: a board copy per move, the runner's
    /// captures found by walking its chain at every step, the same move order and budget.
    struct PlainReading {
        moves: u32,
    }

    impl PlainReading {
        fn after(
            &mut self,
            board: &Board,
            depth: usize,
            point: Point,
            color: Color,
        ) -> Option<Box<Board>> {
            if self.moves >= THOROUGH.moves || depth >= THOROUGH.depth {
                return None;
            }
            self.moves += 1;
            // Boxed: a hundred boards deep would not fit on a test thread's stack.
            let mut next = Box::new(board.clone());
            next.play(point, color);
            Some(next)
        }

        fn runner_is_caught(
            &mut self,
            board: &Board,
            depth: usize,
            stone: Point,
            runner: Color,
        ) -> bool {
            let Some(liberty) = board.atari_liberty(stone) else {
                return false;
            };
            let mut captures: Vec<Point> = board
                .capture_points(stone)
                .filter(|&c| c != liberty)
                .collect();
            captures.sort_unstable();
            captures.dedup();
            if captures.len() > MAX_CAPTURES {
                return false;
            }
            std::iter::once(liberty).chain(captures).all(|escape| {
                if board.placement(escape, runner) != Placement::Legal {
                    return true;
                }
                let Some(next) = self.after(board, depth, escape, runner) else {
                    return false;
                };
                match next.liberties(stone) {
                    0 | 1 => true,
                    2 => self.chaser_catches(&next, depth + 1, stone, runner),
                    _ => false,
                }
            })
        }

        fn chaser_catches(
            &mut self,
            board: &Board,
            depth: usize,
            stone: Point,
            runner: Color,
        ) -> bool {
            let Some((a, b)) = board.two_liberties(stone) else {
                return false;
            };
            let first_b = extension_room(board, a, b) < extension_room(board, b, a);
            let order = if first_b {
                [(b, a), (a, b)]
            } else {
                [(a, b), (b, a)]
            };
            order.into_iter().any(|(atari, other)| {
                if !extension_may_stay_short(board, other, atari)
                    || board.placement(atari, runner.opponent()) != Placement::Legal
                {
                    return false;
                }
                let Some(next) = self.after(board, depth, atari, runner.opponent()) else {
                    return false;
                };
                next.liberties(atari) >= 2 && self.runner_is_caught(&next, depth + 1, stone, runner)
            })
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(200))]

        /// The chaser chains the reader carries from step to step are the ones a walk of the
        /// runner's chain finds: every ladder question gets the plain reading's answer.
        #[test]
        fn the_reader_answers_as_a_plain_reading(
            size in proptest::sample::select(vec![7usize, 9, 13]),
            moves in 10usize..120,
            seed in proptest::prelude::any::<u64>(),
        ) {
            let mut board = crate::tactics::random_position(size, moves, seed);
            let empties: Vec<Point> = (0..board.empty_count()).map(|i| board.empty_point(i)).collect();
            for p in empties {
                for color in [Color::Black, Color::White] {
                    let runs = runs_into_ladder(&mut board, p, color, THOROUGH);
                    let plain_runs = {
                        let empty_neighbors = board.neighbors(p).into_iter().filter(|&n| board.stone(n) == Stone::Empty).count();
                        empty_neighbors < 3
                            && board.placement(p, color) == Placement::Legal
                            && {
                                let mut plain = PlainReading { moves: 0 };
                                plain.after(&board, 0, p, color).is_some_and(|next| {
                                    next.liberties(p) == 2 && plain.chaser_catches(&next, 1, p, color)
                                })
                            }
                    };
                    proptest::prop_assert_eq!(runs, plain_runs, "runs_into_ladder {} {:?}\n{}", board.vertex(p), color, board.diagram());
                    let runner = color.opponent();
                    let targets: Vec<Point> = board
                        .neighbors(p)
                        .into_iter()
                        .filter(|&n| board.color_at(n) == Some(runner))
                        .filter(|&n| board.two_liberties(n).is_some_and(|(a, b)| {
                            extension_may_stay_short(&board, if a == p { b } else { a }, p)
                        }))
                        .collect();
                    let plain_starts = !targets.is_empty()
                        && board.placement(p, color) == Placement::Legal
                        && {
                            let mut plain = PlainReading { moves: 0 };
                            plain.after(&board, 0, p, color).is_some_and(|next| {
                                next.liberties(p) >= 2
                                    && targets.iter().any(|&t| {
                                        next.color_at(t) == Some(runner)
                                            && next.atari_liberty(t).is_some()
                                            && plain.runner_is_caught(&next, 1, t, runner)
                                    })
                            })
                        };
                    proptest::prop_assert_eq!(starts_ladder(&mut board, p, color, THOROUGH), plain_starts, "starts_ladder {} {:?}\n{}", board.vertex(p), color, board.diagram());
                }
            }
        }
    }

    #[test]
    fn a_ladder_to_the_edge_catches_the_runner() {
        let mut b = diagram_board(&LADDER);
        assert!(is_caught(&b, at(&b, "C3")));
        let before = b.clone();
        let d3 = at(&b, "D3");
        assert!(runs_into_ladder(&mut b, d3, Color::Black, THOROUGH));
        assert_eq!(b.diagram(), before.diagram());
        assert_eq!(b.hash(), before.hash());
        b.verify().unwrap();
    }

    #[test]
    fn a_breaker_on_the_path_lets_the_runner_out() {
        let mut b = diagram_board(&ladder_with_breaker());
        assert!(!is_caught(&b, at(&b, "C3")));
        let d3 = at(&b, "D3");
        assert!(!runs_into_ladder(&mut b, d3, Color::Black, THOROUGH));
    }

    #[test]
    fn a_chaser_stone_in_atari_is_captured_instead() {
        let b = diagram_board(&LADDER_CHASER_IN_ATARI);
        assert!(!is_caught(&b, at(&b, "C3")), "Black captures C4 at D4");
    }

    #[test]
    fn the_right_atari_starts_the_ladder_and_the_wrong_one_does_not() {
        let mut b = diagram_board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". O X . . . . . .",
            ". . O O . . . . .",
            ". . . . . . . . .",
        ]);
        let (c4, d3) = (at(&b, "C4"), at(&b, "D3"));
        assert!(starts_ladder(&mut b, c4, Color::White, THOROUGH));
        assert!(!starts_ladder(&mut b, d3, Color::White, THOROUGH));
    }
}
