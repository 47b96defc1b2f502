//! Whether two chains of one colour can be kept connected with their owner to move, or cut
//! with the opponent to move (GNU Go's `connect` and `disconnect`). A search of alternating
//! moves, deepened two plies at a time within one budget (each depth trying first the moves
//! that worked at the last), over: captures of the opponent chains that cut the chains or are
//! short of liberties next to them (read by the capture reader, ladders included); the points
//! of the gap between the two groups ([`gap`]: where joining them takes the fewest moves);
//! the liberties of a chain short of liberties (an atari that cuts, an extension that saves);
//! for the owner, the liberties of an opponent chain of three liberties that stands in the
//! gap (an approach, to join through its capture); and for the opponent, the saves of a
//! cutting chain short of liberties that the capture reader finds. Each chain stands for its
//! group: the chains linked to it by two common liberties, or by one where an opponent stone
//! could not stay (a suicide, or taken at once without a ko). The chains are connected once
//! they are one chain that cannot be captured or linked so; they are cut once either is
//! captured. At the depth limit the side to move gets one more move: the owner connects
//! with a liberty the chains share or a capture of a chain in atari that touches both, and
//! the opponent cuts where there is only one such join and it may play there without a
//! self-atari. Positions decided are kept in a table by plies left. Ko results come from
//! reading again with one side free to retake kos at once; the capture readings inside read
//! without kos.

mod gap;

use self::gap::{gap, GapPoint, FAR};
use super::capture::{capture_move, saving_move, Reading, CAPTURE_BUDGET};
use super::{answer_of, first_that_works, Found, OutOfBudget};
use super::{push_new, through_ko, Budget, Ko, PositionTable, Reader, Threats, Verdict};
use crate::board::{Board, Color, Placement, Point, Stone};

/// The budget of one reading, capture readings inside it included.
pub const CONNECT_BUDGET: Budget = Budget {
    moves: 400_000,
    depth: PLIES + CAPTURE_BUDGET.depth,
};

/// Moves of the connection search itself (captures below it read deeper).
const PLIES: usize = 14;

/// The points of the gap between the groups tried at a node, besides captures and the
/// liberties of short chains.
const GAP_POINTS: usize = 8;

/// A move with which the owner of the chains through `a` and `b`, to move, keeps them
/// connected whatever the opponent does, and the kos that takes; `Succeeds(a)` when they are
/// one chain already (whether that chain can be captured is `attack`'s question).
pub fn connect(board: &mut Board, a: Point, b: Point) -> Verdict<Point> {
    Verdict::of(|| read(board, a, b, Goal::Connect))
}

/// A move with which the opponent of the chains through `a` and `b`, to move, cuts them
/// (captures one, or keeps them apart whatever the owner does), and the kos that takes.
pub fn disconnect(board: &mut Board, a: Point, b: Point) -> Verdict<Point> {
    Verdict::of(|| read(board, a, b, Goal::Cut))
}

/// What a reading is after, for the side that moves first.
#[derive(Clone, Copy)]
enum Goal {
    /// The owner keeps the chains connected.
    Connect,
    /// The opponent cuts them.
    Cut,
}

/// The reading for `goal` of the chains through `a` and `b`, read again through
/// [`through_ko`].
fn read(board: &mut Board, a: Point, b: Point, goal: Goal) -> (Reading, Ko) {
    let Some(owner) = board.color_at(a).filter(|&c| board.color_at(b) == Some(c)) else {
        return (Reading::Fails, Ko::Unneeded);
    };
    let mut with = |threats, plies| {
        let mut reader = Reader::new(board, CONNECT_BUDGET);
        let mut hints = PositionTable::new();
        deepening(plies, |plies| {
            // A table of its own for each depth: the capture readings inside judge by how
            // deep into the line they start. The moves that worked at the last depth are
            // tried first.
            let mut search = Connection::new(a, b, owner, threats, std::mem::take(&mut hints));
            let found = match goal {
                Goal::Connect => search.connecting_move(&mut reader, plies),
                Goal::Cut => search.cutting_move(&mut reader, plies),
            };
            hints = search.hints;
            found
        })
    };
    let (plain, plies) = with(Threats::Nobody, PLIES);
    // The side the reading works against: the opponent of the first mover.
    let against = match goal {
        Goal::Connect => owner.opponent(),
        Goal::Cut => owner,
    };
    // A reread that finds no move tells nothing unless it read as deep as the plain reading.
    // One that finds a move counts at any depth: a shallower reading favours its first
    // mover, so a code 3 may be wrong, but the threats make the reread dearer and it rarely
    // reaches the plain depth (GNU Go's connection suite: 3 of 5 code-3 tests need this).
    let reread = |threats| match with(threats, plies) {
        (Reading::Fails, depth) if depth < plies => Reading::Unknown,
        (answer, _) => answer,
    };
    match through_ko(plain, against, reread) {
        // A move that holds against the threats too: the plain reading's, which read deepest.
        (Reading::Succeeds(_), Ko::Unneeded) => (plain, Ko::Unneeded),
        other => other,
    }
}

/// The answer of the deepest of the readings `read` (by plies: 2, 4, … up to `plies`) that
/// ends within the budget, which they share, and its plies (0 when none ends).
fn deepening(plies: usize, mut read: impl FnMut(usize) -> Found) -> (Reading, usize) {
    let mut deepest = (Reading::Unknown, 0);
    for plies in (2..=plies).step_by(2) {
        match read(plies) {
            Ok(found) => deepest = (answer_of(Ok(found)), plies),
            Err(OutOfBudget) => break,
        }
    }
    deepest
}

/// Where the two chains stand.
enum Link {
    /// Either is captured.
    Cut,
    /// They are one chain.
    Joined,
    /// They are linked through chains that share two liberties each: the opponent cannot
    /// cut every link. With the chains of their group.
    Linked(Vec<Point>),
    /// Two chains still. With the chains of the first one's group.
    Apart(Vec<Point>),
}

/// One connection being read: the two chains, their owner, who may take kos back at once,
/// and what was found in the
/// positions read (by side to move and plies left).
struct Connection {
    a: Point,
    b: Point,
    owner: Color,
    threats: Threats,
    table: PositionTable<Option<Point>>,
    /// The move found for each position at any depth, the last one read: tried first.
    hints: PositionTable<Point>,
}

impl Connection {
    /// The reading of the chains through `a` and `b` of `owner`, `threats` free to take kos
    /// back at once, trying the moves of `hints` first.
    fn new(
        a: Point,
        b: Point,
        owner: Color,
        threats: Threats,
        hints: PositionTable<Point>,
    ) -> Connection {
        Connection {
            a,
            b,
            owner,
            threats,
            table: PositionTable::new(),
            hints,
        }
    }

    fn link(&self, board: &Board) -> Link {
        let (a, b) = (self.a, self.b);
        if board.color_at(a) != Some(self.owner) || board.color_at(b) != Some(self.owner) {
            return Link::Cut;
        }
        if board.chain(a) == board.chain(b) {
            return Link::Joined;
        }
        let group_a = group(board, a);
        if group_a.contains(&board.chain(b)) {
            Link::Linked(group_a)
        } else {
            Link::Apart(group_a)
        }
    }

    /// Whether `color` may play `p` (kos as the threats allow) without a self-atari: a move
    /// that counts at the depth limit.
    fn plays_safely(&self, board: &Board, p: Point, color: Color) -> bool {
        self.threats.may_play(board, p, color) && board.self_atari_stones(p, color).is_none()
    }

    /// `search` read through the table: a position decided with as many plies left is not
    /// read again. `search` gets the position's key without the plies: the key of its hint.
    fn remembered(
        &mut self,
        reader: &mut Reader,
        to_move: Color,
        plies: usize,
        search: impl FnOnce(&mut Self, &mut Reader, u64) -> Found,
    ) -> Found {
        let position = PositionTable::<Option<Point>>::key(reader.board(), to_move, false);
        let key = position ^ (plies as u64).wrapping_mul(PLIES_KEY);
        if let Some(found) = self.table.get(key) {
            return Ok(found);
        }
        let found = search(self, reader, position)?;
        self.table.insert(key, found);
        if let Some(p) = found {
            self.hints.insert(position, p);
        }
        Ok(found)
    }

    /// The owner, to move, keeps the chains connected with the move found.
    fn connecting_move(&mut self, reader: &mut Reader, plies: usize) -> Found {
        let (a, b, owner) = (self.a, self.b, self.owner);
        let group_a = match self.link(reader.board()) {
            Link::Cut => return Ok(None),
            Link::Joined => return Ok(Some(a)),
            Link::Linked(group) => {
                return Ok(Some(solidifying_point(reader.board(), a, b, &group)))
            }
            Link::Apart(group_a) => group_a,
        };
        if plies == 0 {
            let board = reader.board();
            let joins = one_move_joins(board, a, b, owner);
            return Ok(joins
                .into_iter()
                .find(|&join| self.plays_safely(board, join, owner)));
        }
        self.remembered(reader, owner, plies, |search, reader, position| {
            let board = reader.board();
            let group_b = group(board, b);
            let gap = gap(board, &group_a, &group_b, owner);
            if gap.moves >= FAR {
                return Ok(None);
            }
            let mut candidates = Vec::new();
            // Capturing an opponent chain that cuts, or is short of liberties next to
            // either, first.
            let (cutting, short) = opponent_chains(board, &group_a, &group_b, owner);
            for stone in cutting.into_iter().chain(short) {
                if let Some(capture) = capture_move(reader, stone)? {
                    push_new(&mut candidates, capture);
                }
            }
            let gap_points: Vec<Point> = gap.points.iter().map(|g| g.point).collect();
            for p in ordered_for(reader.board(), gap.points, owner) {
                push_new(&mut candidates, p);
            }
            for p in short_chain_points(reader.board(), a, b, true) {
                push_new(&mut candidates, p);
            }
            for p in approaches(reader.board(), &group_a, &group_b, owner, &gap_points) {
                push_new(&mut candidates, p);
            }
            search.hints.put_first(position, &mut candidates);
            first_unanswered(reader, candidates, owner, search.threats, |reader| {
                search.cutting_move(reader, plies - 1)
            })
        })
    }

    /// The opponent, to move, cuts the chains apart with the move found.
    fn cutting_move(&mut self, reader: &mut Reader, plies: usize) -> Found {
        let (a, b, owner) = (self.a, self.b, self.owner);
        let cutter = owner.opponent();
        let group_a = match self.link(reader.board()) {
            Link::Cut => return Ok(liberties_or_any(reader.board(), a)),
            Link::Joined => return capture_move(reader, a),
            Link::Linked(_) => None,
            Link::Apart(group_a) => Some(group_a),
        };
        for stone in [a, b] {
            if let Some(capture) = capture_move(reader, stone)? {
                return Ok(Some(capture));
            }
        }
        let Some(group_a) = group_a else {
            return Ok(None);
        };
        if plies == 0 {
            let board = reader.board();
            let joins = one_move_joins(board, a, b, owner);
            return Ok(match joins.as_slice() {
                [] => liberties_or_any(board, a),
                // A cut that is a self-atari is taken off at once.
                &[join] if self.plays_safely(board, join, cutter) => Some(join),
                _ => None,
            });
        }
        self.remembered(reader, cutter, plies, |search, reader, position| {
            let board = reader.board();
            let group_b = group(board, b);
            let gap = gap(board, &group_a, &group_b, owner);
            if gap.moves >= FAR {
                // Nothing links them: they are apart already.
                return Ok(liberties_or_any(board, a));
            }
            let mut candidates = ordered_for(board, gap.points, cutter);
            for p in short_chain_points(board, a, b, false) {
                push_new(&mut candidates, p);
            }
            // Saving a chain that cuts, short of liberties, if it can be saved.
            let (cutting, _) = opponent_chains(board, &group_a, &group_b, owner);
            for chain in cutting {
                if reader.board().liberties(chain) <= 2 {
                    if let Some(save) = saving_move(reader, chain)? {
                        push_new(&mut candidates, save);
                    }
                }
            }
            search.hints.put_first(position, &mut candidates);
            first_unanswered(reader, candidates, cutter, search.threats, |reader| {
                search.connecting_move(reader, plies - 1)
            })
        })
    }
}

/// The first [`GAP_POINTS`] of `points` for `mover`: cheapest first, then those next to or
/// diagonal to more of its stones (a cut or a join backed by stones already there), then those
/// in the middle.
fn ordered_for(board: &Board, mut points: Vec<GapPoint>, mover: Color) -> Vec<Point> {
    let support = |p: Point| {
        board
            .neighbors(p)
            .into_iter()
            .chain(board.diagonals(p))
            .filter(|&n| board.color_at(n) == Some(mover))
            .count()
    };
    points.sort_by_key(|g| (g.cost, std::cmp::Reverse(support(g.point))));
    points.iter().take(GAP_POINTS).map(|g| g.point).collect()
}

/// Mixed into a position's key once for every ply left to read from it.
const PLIES_KEY: u64 = 0x2545_f491_4f6c_dd1d;

/// The first of `candidates` that `color` may play and after which `answer` finds no move
/// for the other side.
fn first_unanswered(
    reader: &mut Reader,
    candidates: Vec<Point>,
    color: Color,
    threats: Threats,
    mut answer: impl FnMut(&mut Reader) -> Found,
) -> Found {
    let may_play = |board: &Board, p: Point| threats.may_play(board, p, color);
    first_that_works(reader, candidates, color, may_play, |reader| {
        Ok(answer(reader)?.is_none())
    })
}

/// The move that makes a link of two liberties solid, for chains already linked into one
/// group (`group`, its chains' heads): a liberty they share, else one of the group's.
fn solidifying_point(board: &Board, a: Point, b: Point, group: &[Point]) -> Point {
    common_liberties(board, a, b)
        .first()
        .copied()
        .or_else(|| group_liberties(board, group).first().copied())
        .unwrap_or(a)
}

/// A liberty of the chain through `stone`, or any empty point: the move a cut that stands
/// already names.
fn liberties_or_any(board: &Board, stone: Point) -> Option<Point> {
    let liberties = if board.stone(stone) == Stone::Empty {
        Vec::new()
    } else {
        board.liberty_points(stone)
    };
    liberties
        .first()
        .copied()
        .or_else(|| board.points().find(|&p| board.stone(p) == Stone::Empty))
}

/// The moves with which `owner` joins the chains through `a` and `b` at once: the liberties
/// they share and the captures of opponent chains in atari that touch both.
fn one_move_joins(board: &Board, a: Point, b: Point, owner: Color) -> Vec<Point> {
    let mut joins = common_liberties(board, a, b);
    let next_to_b = board.adjacent_chains(b, owner.opponent());
    for chain in board.adjacent_chains(a, owner.opponent()) {
        if next_to_b.contains(&chain) {
            if let Some(last) = board.atari_liberty(chain) {
                push_new(&mut joins, last);
            }
        }
    }
    joins
}

/// The liberties the chains through `a` and `b` share.
fn common_liberties(board: &Board, a: Point, b: Point) -> Vec<Point> {
    let of_b = board.liberty_points(b);
    board
        .liberty_points(a)
        .into_iter()
        .filter(|l| of_b.contains(l))
        .collect()
}

/// The chains (as heads) of the owner's group around `stone`: its chain and, step by step,
/// every chain of the owner that shares two liberties with one already in (the opponent
/// cannot cut both), or one the opponent cannot cut ([`uncuttable`]).
fn group(board: &Board, stone: Point) -> Vec<Point> {
    let Some(owner) = board.color_at(stone) else {
        return vec![board.chain(stone)];
    };
    let mut heads = vec![board.chain(stone)];
    let mut next = 0;
    while next < heads.len() {
        let head = heads[next];
        next += 1;
        for l in board.liberty_points(head) {
            for n in board.neighbors(l) {
                if board.color_at(n) != Some(owner) || heads.contains(&board.chain(n)) {
                    continue;
                }
                if common_liberties(board, head, n).len() >= 2 || uncuttable(board, l, owner) {
                    heads.push(board.chain(n));
                }
            }
        }
    }
    heads
}

/// Whether the opponent of `owner` cannot cut at the empty point `p` between two of its
/// chains: a stone there would have no liberty, or would be left in atari, capturing nothing,
/// and taken without a ko (more than one stone, or the owner's capturing stone keeps a
/// liberty besides `p`).
fn uncuttable(board: &Board, p: Point, owner: Color) -> bool {
    let cutter = owner.opponent();
    match board.placement(p, cutter) {
        Placement::Suicide { .. } => return true,
        Placement::Legal => {}
        _ => return false,
    }
    match board.self_atari_stones(p, cutter) {
        None => false,
        Some(stones) if stones > 1 => true,
        Some(_) => {
            let Some(&taker) = board
                .neighbors(p)
                .iter()
                .find(|&&n| board.stone(n) == Stone::Empty)
            else {
                return false;
            };
            let keeps_a_liberty = |n: Point| match board.stone(n) {
                Stone::Empty => true,
                _ if board.color_at(n) == Some(owner) => board
                    .liberty_points(n)
                    .into_iter()
                    .any(|l| l != p && l != taker),
                _ => false,
            };
            board
                .neighbors(taker)
                .into_iter()
                .any(|n| n != p && keeps_a_liberty(n))
        }
    }
}

/// The opponent chains (as heads) next to both groups (`group_a` and `group_b`, their chains'
/// heads), which cut them; and those next to either with two liberties or fewer.
fn opponent_chains(
    board: &Board,
    group_a: &[Point],
    group_b: &[Point],
    owner: Color,
) -> (Vec<Point>, Vec<Point>) {
    let touching = |group: &[Point]| {
        let mut heads: Vec<Point> = Vec::new();
        for &head in group {
            for h in board.adjacent_chains(head, owner.opponent()) {
                push_new(&mut heads, h);
            }
        }
        heads
    };
    let (near_a, near_b) = (touching(group_a), touching(group_b));
    let cutting: Vec<Point> = near_a
        .iter()
        .copied()
        .filter(|h| near_b.contains(h))
        .collect();
    let mut short: Vec<Point> = Vec::new();
    for &h in near_a.iter().chain(&near_b) {
        if board.liberties(h) <= 2 && !cutting.contains(&h) {
            push_new(&mut short, h);
        }
    }
    (cutting, short)
}

/// The liberties of the opponent chains of three liberties next to either group and to a
/// point of the gap (`gap_points`): the moves that leave a stone in the way short of
/// liberties, so that the owner joins through its capture.
fn approaches(
    board: &Board,
    group_a: &[Point],
    group_b: &[Point],
    owner: Color,
    gap_points: &[Point],
) -> Vec<Point> {
    let mut points = Vec::new();
    for &head in group_a.iter().chain(group_b) {
        for chain in board.adjacent_chains(head, owner.opponent()) {
            if board.liberties(chain) != 3 {
                continue;
            }
            let in_the_way = board
                .chain_stones(chain)
                .any(|s| board.neighbors(s).iter().any(|n| gap_points.contains(n)));
            if in_the_way {
                for l in board.liberty_points(chain) {
                    push_new(&mut points, l);
                }
            }
        }
    }
    points
}

/// The liberties of all the chains of `group`.
fn group_liberties(board: &Board, group: &[Point]) -> Vec<Point> {
    let mut liberties: Vec<Point> = Vec::new();
    for &head in group {
        for l in board.liberty_points(head) {
            push_new(&mut liberties, l);
        }
    }
    liberties
}

/// The liberties of the chains through `a` and `b` when they have two or fewer (an atari
/// that cuts, an extension that saves), and for the owner (`for_owner`) the captures of
/// opponent chains in atari next to them.
fn short_chain_points(board: &Board, a: Point, b: Point, for_owner: bool) -> Vec<Point> {
    let mut points: Vec<Point> = Vec::new();
    for stone in [a, b] {
        let liberties = board.liberty_points(stone);
        if liberties.len() <= 2 {
            for l in liberties {
                push_new(&mut points, l);
            }
        }
        if for_owner {
            for last in board.capture_points(stone) {
                push_new(&mut points, last);
            }
        }
    }
    points
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};
    use crate::tactics::reads_back;

    #[test]
    fn a_diagonal_and_a_two_point_jump_on_the_second_line_stay_connected() {
        // Under Black's stones a White cut at D2 or E2 is caught on the edge (GNU Go 3.8
        // answers the same).
        let b = diagram_board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . X . . . .",
            ". . . X . . . . .",
            ". . . . . . . . .",
            ". . X . . X . . .",
            ". . . . . . . . .",
        ]);
        reads_back(&b, |b| {
            let (d4, e5) = (at(b, "D4"), at(b, "E5"));
            assert_eq!(
                disconnect(b, d4, e5).answer_and_ko(),
                (Reading::Fails, Ko::Unneeded)
            );
            let (joined, ko) = connect(b, d4, e5).answer_and_ko();
            assert_eq!(ko, Ko::Unneeded);
            assert!([at(b, "D5"), at(b, "E4")].contains(&match joined {
                Reading::Succeeds(p) => p,
                other => panic!("{other:?}"),
            }));
            let (c2, f2) = (at(b, "C2"), at(b, "F2"));
            assert_eq!(disconnect(b, c2, f2).answer, Reading::Fails);
            assert!(
                matches!(connect(b, c2, f2).answer, Reading::Succeeds(p) if [at(b, "D2"), at(b, "E2")].contains(&p))
            );
        });
    }

    #[test]
    fn the_owner_approaches_a_three_liberty_stone_between_the_groups() {
        // Black H5 stands between White's H4 and G7 with three liberties, G5, J5 and H6, and
        // touches the gap on G5: White's approaches are those three points.
        let b = diagram_board(&[
            ". . . X . . . . .",
            ". . . . . . . . .",
            ". . . . X . O . .",
            ". . . . . . . . .",
            ". . . . . X . X .",
            ". . . . . X . O .",
            ". . . X X X . O .",
            ". . . O X O O . .",
            ". . . O . . . . .",
        ]);
        let (h4, g7) = (at(&b, "H4"), at(&b, "G7"));
        let (group_a, group_b) = (group(&b, h4), group(&b, g7));
        let gap = gap(&b, &group_a, &group_b, Color::White);
        let gap_points: Vec<Point> = gap.points.iter().map(|g| g.point).collect();
        assert!(gap_points.contains(&at(&b, "G5")), "{gap_points:?}");
        let mut found = approaches(&b, &group_a, &group_b, Color::White, &gap_points);
        found.sort_by_key(|p| p.index());
        let mut expected = vec![at(&b, "G5"), at(&b, "J5"), at(&b, "H6")];
        expected.sort_by_key(|p| p.index());
        assert_eq!(found, expected);
    }

    #[test]
    fn a_cut_taken_without_a_ko_or_never_legal_leaves_a_link() {
        // B3, C4 and D3 share one liberty, C3. A White stone there is taken at C2 without a
        // ko: they are linked; with White around C2 the capture is a ko, and they are not.
        // On the first line a White stone on C1 would have no liberty.
        let linked = |rows: &[&str], from: &str, to: &str| {
            let b = diagram_board(rows);
            group(&b, at(&b, from)).contains(&b.chain(at(&b, to)))
        };
        let mouth = [
            ". . . . .",
            ". O X O .",
            ". X . X .",
            ". . . . .",
            ". . . . .",
        ];
        assert!(linked(&mouth, "B3", "D3"));
        let ko = [
            ". . . . .",
            ". O X O .",
            ". X . X .",
            ". O . O .",
            ". . O . .",
        ];
        assert!(!linked(&ko, "B3", "D3"));
        let edge = [
            ". . . . .",
            ". . . . .",
            ". . . . .",
            ". O X O .",
            ". X . X .",
        ];
        assert!(linked(&edge, "B1", "D1"));
        reads_back(&diagram_board(&mouth), |b| {
            let (b3, d3) = (at(b, "B3"), at(b, "D3"));
            assert_eq!(disconnect(b, b3, d3).answer, Reading::Fails);
        });
    }

    #[test]
    fn a_chain_in_atari_is_cut_by_its_capture_or_joined_by_its_extension() {
        // Black C2's one liberty is C3, next to Black B3: White cuts by taking C2 there, Black
        // connects by extending there.
        let b = diagram_board(&[
            ". . . . .",
            ". . . . .",
            ". X . . .",
            "O O X O .",
            ". O O . .",
        ]);
        reads_back(&b, |b| {
            let (b3, c2, c3) = (at(b, "B3"), at(b, "C2"), at(b, "C3"));
            assert_eq!(
                disconnect(b, b3, c2).answer_and_ko(),
                (Reading::Succeeds(c3), Ko::Unneeded)
            );
            assert_eq!(
                connect(b, b3, c2).answer_and_ko(),
                (Reading::Succeeds(c3), Ko::Unneeded)
            );
        });
    }
}
