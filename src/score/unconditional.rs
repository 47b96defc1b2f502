//! Unconditional life as GNU Go defines it (`unconditional_status`): the chains of a colour
//! that the opponent cannot capture even with any number of moves in a row, the points they
//! own outright, and the opponent stones dead there. Stronger than Benson's algorithm where the
//! opponent may not play into an eye because its own stones there would have no liberty.
//!
//! For each colour, on a copy of the board:
//! 1. The opponent tries every chain in turn but the two-stone chains standing alone (they may
//!    live in seki where they could never live outright; step 2 plays on their liberties): it
//!    plays on all the chain's
//!    liberties where it legally can, and takes the last one even through a ko; a chain it
//!    captures is gone for good, one it cannot capture gets the moves taken back. The chains
//!    left after a round without captures are alive.
//! 2. The opponent then fills every liberty of those chains it legally can, extends its chains
//!    in atari while it can, breaks the one seki shape two lone stones can still make with a
//!    captured pair (by adding a third stone to the pair), plays on the liberties of the lone
//!    pairs, and fills one of two adjacent last liberties of its chains.
//! 3. What is left marks the result: the alive chains and their liberties, and the opponent
//!    chains in atari with their last liberty. On the real board a marked point holding a
//!    stone of the colour is alive, an empty one is the colour's territory, and one holding an
//!    opponent stone is dead. White is worked out first, so Black's marks win where both mark
//!    a point.

use crate::board::{Board, Color, Placement, Point, PointMap, Stone, UndoLog};

/// What unconditional life says about a point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unconditional {
    /// A stone that cannot be captured.
    Alive,
    /// A stone inside the other colour's unconditional territory.
    Dead,
    /// An empty point that this colour owns outright.
    Territory(Color),
    /// Anything else.
    Undecided,
}

/// Unconditional status of every point of a position.
pub struct UnconditionalLife {
    status: PointMap<Unconditional>,
}

impl UnconditionalLife {
    /// Works out both colours' unconditionally alive chains and territory on `board`.
    pub fn find(board: &Board) -> UnconditionalLife {
        let mut status = PointMap::new(Unconditional::Undecided);
        for color in [Color::White, Color::Black] {
            for p in settled_points(board, color) {
                status[p] = match board.color_at(p) {
                    Some(c) if c == color => Unconditional::Alive,
                    Some(_) => Unconditional::Dead,
                    None => Unconditional::Territory(color),
                };
            }
        }
        UnconditionalLife { status }
    }

    /// The status of `point` on the board this was found for.
    pub fn status(&self, point: Point) -> Unconditional {
        self.status[point]
    }
}

/// The points `color` settles unconditionally on `real` (steps 1 to 3 of the module's
/// description), as marked on the copy the opponent played on.
fn settled_points(real: &Board, color: Color) -> Vec<Point> {
    let attacker = color.opponent();
    let mut board = real.clone();
    let pairs = isolated_pairs(&board, color);
    let pair_stones: Vec<Point> = pairs.iter().flat_map(|&h| board.chain_stones(h)).collect();
    if !capture_all_but_invincible(&mut board, color, &pairs) {
        return Vec::new();
    }
    let in_pair = |board: &Board, p: Point| pairs.iter().any(|&q| board.chain(q) == board.chain(p));
    // Fill the liberties of the invincible chains, then extend the attacker's chains in atari.
    for head in heads_of(&board, color) {
        if !in_pair(&board, head) {
            play_on_liberties(&mut board, head, attacker);
        }
    }
    extend_ataris(&mut board, attacker);
    break_pair_sekis(&mut board, color, &pairs);
    for &stone in &pair_stones {
        if board.color_at(stone) == Some(color) {
            play_on_liberties(&mut board, stone, attacker);
        }
    }
    fill_adjacent_last_liberties(&mut board, attacker);
    let mut marked = Vec::new();
    for p in board.points() {
        match board.color_at(p) {
            Some(c) if c == color && !pair_stones.contains(&p) => {
                marked.push(p);
                marked.extend(liberties_of(&board, p));
            }
            Some(c) if c == attacker && board.liberties(p) == 1 => {
                marked.push(p);
                marked.extend(liberties_of(&board, p));
            }
            _ => {}
        }
    }
    marked
}

/// Lets the opponent capture every chain of `color` but the lone pairs (see
/// [`isolated_pairs`]) that it can take by playing on the chain's liberties (the last one even
/// through a ko), round after round until nothing more falls. Whether a chain of `color`
/// other than the pairs is left: the invincible ones.
fn capture_all_but_invincible(board: &mut Board, color: Color, pairs: &[Point]) -> bool {
    let attacker = color.opponent();
    loop {
        let mut captured = false;
        let mut left = false;
        for head in heads_of(board, color) {
            if board.color_at(head) != Some(color) || pairs.contains(&head) {
                continue;
            }
            left = true;
            let mut log = UndoLog::new();
            for liberty in liberties_of(board, head) {
                if board.placement(liberty, attacker) == Placement::Legal {
                    board.play_undoable(liberty, attacker, &mut log);
                }
            }
            if board.color_at(head) != Some(color) {
                captured = true;
            } else if let [last] = liberties_of(board, head)[..] {
                // Taking the last liberty captures; a ko there does not stop an opponent that
                // moves as often as it likes.
                board.clear_ko();
                board.play(last, attacker);
                captured = true;
            } else {
                while board.undo(&mut log) {}
            }
        }
        if !captured {
            return left;
        }
    }
}

/// Plays `attacker` on every liberty of the chain through `stone` where it legally can.
fn play_on_liberties(board: &mut Board, stone: Point, attacker: Color) {
    for liberty in liberties_of(board, stone) {
        if board.placement(liberty, attacker) == Placement::Legal {
            board.play(liberty, attacker);
        }
    }
}

/// Extends `attacker`'s chains in atari on their last liberty wherever that is legal, until
/// none can be.
fn extend_ataris(board: &mut Board, attacker: Color) {
    loop {
        let mut extended = false;
        for p in board.points().collect::<Vec<_>>() {
            if board.color_at(p) != Some(attacker) || board.liberties(p) != 1 {
                continue;
            }
            let [last] = liberties_of(board, p)[..] else {
                continue;
            };
            if board.placement(last, attacker) == Placement::Legal {
                board.play(last, attacker);
                extended = true;
            }
        }
        if !extended {
            return;
        }
    }
}

/// A lone pair of `color` with an empty point at each end and on one side of each stone (in
/// opposite directions) can hold a seki against two opponent stones that join into one chain
/// around it; where the opponent's stones on the far sides would join, a third `color` stone
/// at one end turns the pair into a chain the opponent can capture outright.
fn break_pair_sekis(board: &mut Board, color: Color, pairs: &[Point]) {
    let attacker = color.opponent();
    let directions: [(isize, isize); 4] = [(0, -1), (-1, 0), (0, 1), (1, 0)];
    let at = |board: &Board, p: Point, (dc, dr): (isize, isize)| step(board, p, dc, dr);
    let empty = |board: &Board, p: Option<Point>| p.is_some_and(|p| board.stone(p) == Stone::Empty);
    for &stone in pairs {
        if board.color_at(stone) != Some(color) || board.chain(stone) != stone {
            continue;
        }
        'directions: for up in directions {
            let Some(partner) = at(board, stone, up).filter(|&p| board.color_at(p) == Some(color))
            else {
                continue;
            };
            let back = (-up.0, -up.1);
            if !empty(board, at(board, partner, up)) || !empty(board, at(board, stone, back)) {
                continue;
            }
            for right in [(up.1, up.0), (-up.1, -up.0)] {
                let left = (-right.0, -right.1);
                if !empty(board, at(board, stone, right)) || !empty(board, at(board, partner, left))
                {
                    continue;
                }
                let mut log = UndoLog::new();
                let far = [at(board, stone, left), at(board, partner, right)];
                for p in far.into_iter().flatten() {
                    if board.stone(p) == Stone::Empty
                        && board.placement(p, attacker) == Placement::Legal
                    {
                        board.play_undoable(p, attacker, &mut log);
                    }
                }
                let joined = match far {
                    [Some(a), Some(b)] => {
                        board.color_at(a) == Some(attacker)
                            && board.color_at(b) == Some(attacker)
                            && board.chain(a) == board.chain(b)
                    }
                    _ => false,
                };
                while board.undo(&mut log) {}
                if joined {
                    let end = at(board, stone, back)
                        .filter(|&end| board.placement(end, color) == Placement::Legal);
                    if let Some(end) = end {
                        board.play(end, color);
                        break 'directions;
                    }
                    break;
                }
            }
        }
    }
}

/// Where `attacker` has a chain with exactly two liberties next to each other, it fills one:
/// the one that would leave a `color` stone there the most liberties, then the one that gives
/// its own chain the most.
fn fill_adjacent_last_liberties(board: &mut Board, attacker: Color) {
    let defender = attacker.opponent();
    for p in board.points().collect::<Vec<_>>() {
        if board.color_at(p) != Some(attacker) || board.liberties(p) != 2 {
            continue;
        }
        let [a, b] = liberties_of(board, p)[..] else {
            continue;
        };
        if !board.neighbors(a).contains(&b) {
            continue;
        }
        let rank = |q: Point| {
            (
                liberties_if_played(board, q, defender),
                liberties_if_played(board, q, attacker),
            )
        };
        let fill = if rank(a) >= rank(b) { a } else { b };
        if board.placement(fill, attacker) == Placement::Legal {
            board.play(fill, attacker);
        }
    }
}

/// The liberties a `color` stone on the empty point `p` would have with the chains it joins,
/// captures ignored, counted up to four.
fn liberties_if_played(board: &Board, p: Point, color: Color) -> usize {
    let mut liberties: Vec<Point> = Vec::new();
    let mut add = |q: Point| {
        if q != p && !liberties.contains(&q) {
            liberties.push(q);
        }
    };
    for n in board.neighbors(p) {
        match board.stone(n) {
            Stone::Empty => add(n),
            _ if board.color_at(n) == Some(color) => {
                for l in liberties_of(board, n) {
                    add(l);
                }
            }
            _ => {}
        }
    }
    liberties.len().min(4)
}

/// The liberties of the chain through `stone`, in point order.
fn liberties_of(board: &Board, stone: Point) -> Vec<Point> {
    let mut liberties = board.liberty_points(stone);
    liberties.sort();
    liberties
}

/// The point `dc` columns and `dr` rows away from `p`, if it is on the board.
fn step(board: &Board, p: Point, dc: isize, dr: isize) -> Option<Point> {
    let v = board.vertex(p);
    let col = v.col.checked_add_signed(dc)?;
    let row = v.row.checked_add_signed(dr)?;
    board.point(col, row)
}

/// The heads of `color`'s two-stone chains with no other `color` stone and no edge among the
/// eight points around either stone: they may live in seki where they could never live
/// outright, so they are tried last and never count as alive.
fn isolated_pairs(board: &Board, color: Color) -> Vec<Point> {
    heads_of(board, color)
        .into_iter()
        .filter(|&head| {
            board.chain_size(head) == 2
                && board.chain_stones(head).all(|s| {
                    board
                        .neighbors(s)
                        .into_iter()
                        .chain(board.diagonals(s))
                        .all(|n| match board.stone(n) {
                            Stone::Border => false,
                            _ => board.color_at(n) != Some(color) || board.chain(n) == head,
                        })
                })
        })
        .collect()
}

/// The representative point of every chain of `color`.
fn heads_of(board: &Board, color: Color) -> Vec<Point> {
    board
        .chain_heads()
        .filter(|&head| board.color_at(head) == Some(color))
        .collect()
}
