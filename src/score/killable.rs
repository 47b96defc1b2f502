//! Groups that playouts keep alive but reading kills: a chain standing without two eyes in
//! the opponent's area survives random play, so the chains the playouts call alive without
//! conviction (and Benson's test does not), those living by one small eye space alone, those
//! racing opponent chains judged dead, and those sharing a liberty with a chain found dead,
//! are read out with the attacker moving first. A kill counts when a second reading, from the
//! position after the killing move and with its own area, finds no defense either.

use super::benson::PassAlive;
use super::disputes::save_if_first;
use super::ownership::Ownership;
use super::statuses::{Status, Statuses};
use crate::board::{Board, Color, Move, Point, Stone};
use crate::tactics::life::{kill_verdict, save, LifeReading, LIFE_BUDGET};
use crate::tactics::Budget;
use std::time::Instant;

/// The budget of one chain's reading.
const READ_BUDGET: Budget = LIFE_BUDGET;

/// A chain its colour owns at the end of at least this share of the playouts is not read.
const CLEAR_SHARE: f64 = 0.9;

/// The moves all the readings of one position may play together.
const TOTAL_MOVES: u32 = 600_000;

/// Marks dead every chain called alive in `statuses`, owned by its colour in fewer than
/// [`CLEAR_SHARE`] of the playouts, [`shut_in`], racing dead chains, or sharing a liberty with
/// a chain found dead, that the attacker, moving first, can capture whatever its owner
/// answers, unless its owner is `first` to move in a dispute and saves it ([`save_if_first`]:
/// the first such chain, the largest). Chains in atari are left to the standoff reading.
/// Stops reading at `deadline` or when the readings' moves ([`TOTAL_MOVES`]) run out; false
/// when it did. Also returns the chains whose reading was undecided (out of budget, or open
/// ground).
pub(super) fn kill_doubtful_chains(
    board: &Board,
    pass_alive: &PassAlive,
    ownership: &Ownership,
    first: &mut Option<Color>,
    statuses: &mut Statuses,
    deadline: Option<Instant>,
) -> (bool, Vec<Point>) {
    let mut undecided = Vec::new();
    let mut scratch = board.clone();
    let mut moves_left = TOTAL_MOVES;
    let doubtful = |head: Point| ownership.chain_share(board, head) < CLEAR_SHARE;
    let mut heads: Vec<_> = board
        .chain_heads()
        .filter(|&h| {
            readable(board, pass_alive, statuses, h)
                && ((doubtful(h) && !next_to_dead_chain(board, statuses, h))
                    || racing_dead_chains(board, statuses, h)
                    || shut_in(board, h))
        })
        .collect();
    // Bigger chains first: their reading often settles the small ones around them. (Chains
    // added while reading come after, each read once.)
    heads.sort_by_key(|&h| std::cmp::Reverse(board.chain_size(h)));
    let mut next = 0;
    while let Some(&head) = heads.get(next) {
        next += 1;
        if statuses.of(head) != Status::Alive {
            continue;
        }
        if deadline.is_some_and(|d| Instant::now() >= d) || moves_left < READ_BUDGET.moves {
            log::debug!("dead-stone reading stopped: out of time or moves");
            return (false, undecided);
        }
        let started = Instant::now();
        let reading = kill_verdict(&mut scratch, head, READ_BUDGET);
        moves_left = moves_left.saturating_sub(reading.moves_read);
        match reading.answer {
            LifeReading::Succeeds(Move::Play(p))
                if !defended_after(&mut scratch, p, head, READ_BUDGET) =>
            {
                // A chain the attacker kills needs a move to live: only the first player's
                // may be saved, so only those are read again.
                let owner = board.color_at(head);
                if owner.is_some()
                    && *first == owner
                    && save_if_first(&mut scratch, head, first, pass_alive, statuses, READ_BUDGET)
                {
                    continue;
                }
                log::debug!(
                    "chain at {} ({} stones) dies to {} ({} moves read, {:.3} s)",
                    board.vertex(head),
                    board.chain_size(head),
                    board.vertex(p),
                    reading.moves_read,
                    started.elapsed().as_secs_f64()
                );
                statuses.set_chain(board, head, Status::Dead);
                if racing_dead_chains(board, statuses, head) {
                    for other in race_partners(board, statuses, head) {
                        statuses.set_chain(board, other, Status::Alive);
                    }
                }
                // The chains sharing a liberty with it live or die with it: read them too.
                for other in liberty_sharers(board, head) {
                    if !heads.contains(&other) && readable(board, pass_alive, statuses, other) {
                        heads.push(other);
                    }
                }
            }
            LifeReading::Succeeds(_) => log::debug!(
                "chain at {}: a kill read, but not confirmed from the position after it",
                board.vertex(head)
            ),
            LifeReading::Unknown => {
                log::debug!(
                    "chain at {}: life not decided in {} moves",
                    board.vertex(head),
                    reading.moves_read
                );
                undecided.push(head);
            }
            _ => {}
        }
    }
    (true, undecided)
}

/// Whether the chain through `head` may be read for a kill: alive so far, not pass-alive,
/// and not in atari (those are left to the standoff reading).
fn readable(board: &Board, pass_alive: &PassAlive, statuses: &Statuses, head: Point) -> bool {
    statuses.of(head) == Status::Alive && !pass_alive.is_alive(head) && board.liberties(head) >= 2
}

/// The heads of the chains next to any of `points` whose stones pass `keep`, each once.
fn chains_next_to(
    board: &Board,
    points: impl Iterator<Item = Point>,
    keep: impl Fn(Point) -> bool,
) -> Vec<Point> {
    let mut heads: Vec<Point> = points
        .flat_map(|p| board.neighbors(p))
        .filter(|&n| board.color_at(n).is_some() && keep(n))
        .map(|n| board.chain(n))
        .collect();
    heads.sort_by_key(|p| p.index());
    heads.dedup();
    heads
}

/// The other chains of the same colour as the chain through `head` that share one of its
/// liberties.
fn liberty_sharers(board: &Board, head: Point) -> Vec<Point> {
    let color = board.color_at(head);
    let own = board.chain(head);
    chains_next_to(board, board.liberty_points(head).into_iter(), |n| {
        board.color_at(n) == color && board.chain(n) != own
    })
}

/// At most this many liberties for a chain in a race with chains judged dead.
const RACE_LIBERTIES: usize = 3;

/// The opponent chains judged dead that touch the chain through `head` or one of its
/// liberties.
fn race_partners(board: &Board, statuses: &Statuses, head: Point) -> Vec<Point> {
    let color = board.color_at(head).expect("chain head is a stone");
    let around = board.chain_stones(head).chain(board.liberty_points(head));
    chains_next_to(board, around, |n| {
        board.color_at(n) == Some(color.opponent()) && statuses.of(n) == Status::Dead
    })
}

/// Whether the chain through `head` is short of liberties (two at most, or three each next to
/// an opponent chain judged dead), touches such chains or their liberties, and has more
/// stones than they have together: a capturing race the playouts judged, which reading
/// decides. (Against a larger dead group, capturing the chain may save nothing.)
fn racing_dead_chains(board: &Board, statuses: &Statuses, head: Point) -> bool {
    let color = board.color_at(head).expect("chain head is a stone");
    let liberties = board.liberty_points(head);
    let partner_stones: usize = race_partners(board, statuses, head)
        .iter()
        .map(|&p| board.chain_size(p))
        .sum();
    liberties.len() <= RACE_LIBERTIES
        && partner_stones > 0
        && board.chain_size(head) > partner_stones
        && (liberties.len() <= 2
            || liberties.iter().all(|&liberty| {
                board.neighbors(liberty).iter().any(|&n| {
                    board.color_at(n) == Some(color.opponent()) && statuses.of(n) == Status::Dead
                })
            }))
}

/// The largest region of empty points [`shut_in`] takes for an eye space.
const MAX_EYE_SPACE: usize = 7;

/// Whether all the liberties of the chain through `head` lie in one small region of empty
/// points ([`MAX_EYE_SPACE`] at most) that only its own colour and the edge enclose: the
/// chain lives by that eye space alone, which the scoring playouts cannot take (they never
/// fill it with a nakade of more than one stone; a square four in the corner keeps them out),
/// and which Benson's test does not call alive.
fn shut_in(board: &Board, head: Point) -> bool {
    let color = board.color_at(head).expect("chain head is a stone");
    let liberties = board.liberty_points(head);
    let mut region = vec![liberties[0]];
    let mut next = 0;
    while next < region.len() {
        let p = region[next];
        next += 1;
        for n in board.neighbors(p) {
            match board.stone(n) {
                Stone::Empty if !region.contains(&n) => {
                    if region.len() == MAX_EYE_SPACE {
                        return false;
                    }
                    region.push(n);
                }
                Stone::Empty | Stone::Border => {}
                _ if board.color_at(n) == Some(color) => {}
                _ => return false,
            }
        }
    }
    liberties.iter().all(|l| region.contains(l))
}

/// Whether the chain through `head` touches an opponent chain judged dead: the two are in a
/// capturing race the playouts have judged, which reading the one chain alone misjudges (its
/// capture may leave the other dead all the same).
fn next_to_dead_chain(board: &Board, statuses: &Statuses, head: Point) -> bool {
    let color = board.color_at(head).expect("chain head is a stone");
    board
        .adjacent_chains(head, color.opponent())
        .into_iter()
        .any(|other| statuses.of(other) == Status::Dead)
}

/// Whether, after the attacker's `kill` on `board`, a fresh reading finds the chain through
/// `head` saved, or cannot tell.
pub(super) fn defended_after(board: &mut Board, kill: Point, head: Point, budget: Budget) -> bool {
    let attacker = board
        .color_at(head)
        .expect("chain head is a stone")
        .opponent();
    let mut after = board.clone();
    after.play(kill, attacker);
    if after.color_at(head).is_none() {
        return false;
    }
    save(&mut after, head, budget) != LifeReading::Fails
}
