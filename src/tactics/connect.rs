//! Whether two chains of one colour can be kept connected with their owner to move, or cut
//! with the opponent to move (GNU Go's `connect` and `disconnect`). A bounded search over the
//! points that link them: captures of the opponent chains that cut them or are short of
//! liberties next to them (read by the capture reader, ladders included), their common
//! liberties, the liberties of one next to a liberty of the other, the points between a
//! liberty of each, and the liberties of a chain short of liberties (an atari that cuts, an
//! extension that saves). Each chain stands for its group: the chains linked to it by two
//! common liberties. Strings are connected once they
//! are one chain that cannot be captured; they are cut once either is captured. At the
//! search's depth limit they count as connected when they share a liberty, whoever is to
//! move. Kos are not read apart: the answers are codes 0 and 1.

use super::capture::{capture_move, Reading};
use super::{answer_of, first_that_works, Found};
use super::{push_new, Budget, Reader};
use crate::board::{Board, Color, Placement, Point, Stone};

/// The budget of one reading, capture readings inside it included.
pub const CONNECT_BUDGET: Budget = Budget {
    moves: 20_000,
    depth: 60,
};

/// Moves of the connection search itself (captures below it read deeper).
const PLIES: usize = 6;

/// A move with which the owner of the chains through `a` and `b`, to move, keeps them
/// connected whatever the opponent does; `Succeeds(a)` when they are one chain already
/// (whether that chain can be captured is `attack`'s question).
pub fn connect(board: &mut Board, a: Point, b: Point) -> Reading {
    let mut reader = Reader::new(board, CONNECT_BUDGET);
    answer_of(connecting_move(&mut reader, a, b, PLIES))
}

/// A move with which the opponent of the chains through `a` and `b`, to move, cuts them
/// (captures one, or keeps them apart whatever the owner does).
pub fn disconnect(board: &mut Board, a: Point, b: Point) -> Reading {
    let mut reader = Reader::new(board, CONNECT_BUDGET);
    answer_of(cutting_move(&mut reader, a, b, PLIES))
}

/// Where the two chains stand.
enum Link {
    /// Either is captured.
    Cut,
    /// They are one chain.
    Joined,
    /// They are linked through chains that share two liberties each: the opponent cannot
    /// cut every link.
    Linked,
    /// Two chains still.
    Apart,
}

fn link(board: &Board, a: Point, b: Point, owner: Color) -> Link {
    if board.color_at(a) != Some(owner) || board.color_at(b) != Some(owner) {
        Link::Cut
    } else if board.chain(a) == board.chain(b) {
        Link::Joined
    } else if group(board, a).contains(&board.chain(b)) {
        Link::Linked
    } else {
        Link::Apart
    }
}

/// The owner, to move, keeps `a` and `b` connected with the move found.
fn connecting_move(reader: &mut Reader, a: Point, b: Point, plies: usize) -> Found {
    let Some(owner) = reader.board().color_at(a) else {
        return Ok(None);
    };
    match link(reader.board(), a, b, owner) {
        Link::Cut => return Ok(None),
        Link::Joined => return Ok(Some(a)),
        Link::Linked => return Ok(Some(solidifying_point(reader.board(), a, b))),
        Link::Apart => {}
    }
    if plies == 0 {
        return Ok(common_liberties(reader.board(), a, b).first().copied());
    }
    let mut candidates = Vec::new();
    // Capturing an opponent chain that cuts, or is short of liberties next to either, first.
    for stone in cutting_chains(reader.board(), a, b, owner) {
        if let Some(capture) = capture_move(reader, stone)? {
            push_new(&mut candidates, capture);
        }
    }
    for p in linking_points(reader.board(), a, b, true) {
        push_new(&mut candidates, p);
    }
    first_unanswered(reader, candidates, owner, |reader| {
        cutting_move(reader, a, b, plies - 1)
    })
}

/// The opponent, to move, cuts `a` from `b` with the move found.
fn cutting_move(reader: &mut Reader, a: Point, b: Point, plies: usize) -> Found {
    let Some(owner) = reader.board().color_at(a) else {
        return Ok(liberties_or_any(reader.board(), a));
    };
    let cutter = owner.opponent();
    let state = link(reader.board(), a, b, owner);
    match state {
        Link::Cut => return Ok(liberties_or_any(reader.board(), a)),
        Link::Joined => return capture_move(reader, a),
        Link::Linked | Link::Apart => {}
    }
    for stone in [a, b] {
        if let Some(capture) = capture_move(reader, stone)? {
            return Ok(Some(capture));
        }
    }
    if matches!(state, Link::Linked) {
        return Ok(None);
    }
    if plies == 0 {
        let apart = common_liberties(reader.board(), a, b).is_empty();
        return Ok(if apart {
            liberties_or_any(reader.board(), a)
        } else {
            None
        });
    }
    let candidates = linking_points(reader.board(), a, b, false);
    if candidates.is_empty() {
        // Nothing links them: they are apart already.
        return Ok(liberties_or_any(reader.board(), a));
    }
    first_unanswered(reader, candidates, cutter, |reader| {
        connecting_move(reader, a, b, plies - 1)
    })
}

/// The first of `candidates` that `color` may play and after which `answer` finds no move
/// for the other side.
fn first_unanswered(
    reader: &mut Reader,
    candidates: Vec<Point>,
    color: Color,
    mut answer: impl FnMut(&mut Reader) -> Found,
) -> Found {
    let legal = |board: &Board, p: Point| board.placement(p, color) == Placement::Legal;
    first_that_works(reader, candidates, color, legal, |reader| {
        Ok(answer(reader)?.is_none())
    })
}

/// The move that makes a link of two liberties solid, for chains already linked: a liberty
/// they share, else one of `a`'s group next to `b`'s group, else one of `a`'s.
fn solidifying_point(board: &Board, a: Point, b: Point) -> Point {
    let of_a = group_liberties(board, &group(board, a));
    let of_b = group_liberties(board, &group(board, b));
    common_liberties(board, a, b)
        .first()
        .or_else(|| of_a.iter().find(|l| of_b.contains(l)))
        .or_else(|| of_a.first())
        .copied()
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
/// cannot cut both).
fn group(board: &Board, stone: Point) -> Vec<Point> {
    let owner = board.color_at(stone);
    let mut heads = vec![board.chain(stone)];
    let mut next = 0;
    while next < heads.len() {
        let head = heads[next];
        next += 1;
        for l in board.liberty_points(head) {
            for n in board.neighbors(l) {
                if board.color_at(n) != owner || heads.contains(&board.chain(n)) {
                    continue;
                }
                if common_liberties(board, head, n).len() >= 2 {
                    heads.push(board.chain(n));
                }
            }
        }
    }
    heads
}

/// One stone of each opponent chain next to both groups (a cutting chain), or next to
/// either with two liberties or fewer.
fn cutting_chains(board: &Board, a: Point, b: Point, owner: Color) -> Vec<Point> {
    let touching = |group: &[Point]| {
        let mut heads: Vec<Point> = Vec::new();
        for &head in group {
            for h in board.adjacent_chains(head, owner.opponent()) {
                push_new(&mut heads, h);
            }
        }
        heads
    };
    let near_a = touching(&group(board, a));
    let near_b = touching(&group(board, b));
    let mut chains: Vec<Point> = near_a
        .iter()
        .copied()
        .filter(|h| near_b.contains(h))
        .collect();
    for &h in near_a.iter().chain(&near_b) {
        if board.liberties(h) <= 2 && !chains.contains(&h) {
            chains.push(h);
        }
    }
    chains
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

/// The moves worth trying to connect (`for_owner`) or to cut the chains through `a` and
/// `b`, the most direct first: common liberties; a liberty of one next to a liberty of the
/// other; an empty point next to a liberty of each; the liberties of a chain with two or
/// fewer; and for the owner, captures of opponent chains in atari next to either.
fn linking_points(board: &Board, a: Point, b: Point, for_owner: bool) -> Vec<Point> {
    let of_a = group_liberties(board, &group(board, a));
    let of_b = group_liberties(board, &group(board, b));
    let mut points: Vec<Point> = Vec::new();
    for &l in of_a.iter().filter(|l| of_b.contains(l)) {
        push_new(&mut points, l);
    }
    let next_to = |p: Point, set: &[Point]| board.neighbors(p).iter().any(|n| set.contains(n));
    for &l in &of_a {
        if next_to(l, &of_b) {
            push_new(&mut points, l);
        }
    }
    for &l in &of_b {
        if next_to(l, &of_a) {
            push_new(&mut points, l);
        }
    }
    for &l in &of_a {
        for n in board.neighbors(l) {
            if board.stone(n) == Stone::Empty && next_to(n, &of_b) {
                push_new(&mut points, n);
            }
        }
    }
    for (stone, liberties) in [(a, &of_a), (b, &of_b)] {
        if liberties.len() <= 2 {
            for &l in liberties {
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
