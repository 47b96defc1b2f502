//! Life and death of a group: can the attacker, moving first, capture a chain whatever its
//! owner answers (GNU Go's `owl_attack`), and can the owner, moving first, keep it whatever the
//! attacker does (`owl_defend`)?
//!
//! The reading is local. Its area is the closed region around the target chain: the points
//! connected to it by empty points and its owner's stones (at most [`MAX_AREA`] empty ones),
//! with the stones and liberties of the short-of-liberty attacker chains that bound them. In
//! open ground (a larger region), the owl readings take instead the points next to the
//! owner's stones linked to the chain, and next to those the attacker's sphere: the points
//! near several of the attacker's stones and nearer to them than to the owner's others
//! ([`Ground::Open`]). The dead-stone estimate does not read there. Moves are played in the
//! area, at most [`NEAR`] steps from one of the owner's stones, and on the liberties beyond it
//! of the chains of one or two liberties in or next to it. A position is decided when
//! - the target chain is captured: the attacker has won;
//! - the target chain is pass-alive by Benson's test on the chains around its small enclosed
//!   regions, or has [`ESCAPE_LIBERTIES`] liberties outside a closed area
//!   ([`OPEN_ESCAPE_LIBERTIES`] outside an open-ground one: it has got out): the owner has
//!   won. Its liberties outside the area are open to both sides' moves.
//!
//! The attacker passes only to wait out the ban on taking a ko back (otherwise a pass lets the
//! owner pass too and keep the chain); the owner may pass. Kos are fought without threats, or
//! with one side free to take them back at once when the ko result codes are read (a
//! single-stone target taken in a ko still counts as taken). The search is a proof-number
//! search ([`proof`]): it follows the most forcing lines first, to any depth within the
//! budget, and keeps each decided position's winner by hash, side to move and ko point.

mod eyes;
mod proof;

use super::eye_space::eye_space;
use super::{through_ko, Answer, Budget, Ko, PositionTable, Reader, Threats, Verdict};
use crate::board::{Board, Color, Move, Point, PointMap, Stone};
use eyes::{pass_alive, EyeScratch};
use std::collections::VecDeque;
use std::time::Instant;

/// An area with more empty points than this is open ground, not a life-and-death problem for
/// [`Ground::Closed`] readings.
const MAX_AREA: usize = 60;

/// In open ground ([`Ground::Open`]), the area holds the empty points this many steps from
/// the owner's stones linked to the group ...
const OPEN_RADIUS: u8 = 1;

/// ... through at most this many empty points in a row (one-space jumps; GNU Go's owl
/// suites: 285 of 481 linking through one point, 286 through two, no test lost)...
const OPEN_LINK: u8 = 2;

/// ... with at most this many empty points (else the reading is not made).
const MAX_OPEN_AREA: usize = 120;

/// In open ground, the group has got out when it has this many liberties beyond the area.
/// (GNU Go's owl suites, 481 tests: 124 passed without open-ground readings; with a radius of
/// 1 and 3, 4 or 5 liberties, 137, 144 and 141; with a radius of 2, 131 with 3 or 4.)
const OPEN_ESCAPE_LIBERTIES: usize = 4;

/// An empty point at most this many steps from [`SPHERE_STONES`] of the attacker's stones,
/// and nearer to them than to the owner's stones outside the group, is in the attacker's
/// sphere: an open-ground reading's area takes it in, so that a group gets out only beyond
/// it.
const SPHERE_REACH: u8 = 3;

/// See [`SPHERE_REACH`]. (GNU Go's owl suites: 282 passed counting 1 or 2 stones, 285 with
/// 3, 280 with 4; with 2 stones and 4 steps, 282.)
const SPHERE_STONES: u8 = 3;

/// The sphere is taken in at most this many steps beyond the points near the group. (GNU
/// Go's owl suites, 481 tests, counting any one stone: 276 passed without the sphere; 280
/// with 1 step, 282 with 2 and with no limit.)
const SPHERE_DEPTH: u8 = 2;

/// Moves are read only this near (in steps, any way round) to a stone of the owner's in the
/// area: a group grows a step or two at a time.
const NEAR: i32 = 2;

/// What a move on a vital point of the defender's eye space adds to its place in the order
/// of moves (a capture of a chain in atari adds 20).
const VITAL_POINT: i32 = 30;

/// The target chain has got out when it has this many liberties outside the area (with fewer,
/// both sides may play on them).
const ESCAPE_LIBERTIES: usize = 3;

/// An attacker chain next to the group with at most this many liberties may be captured in the
/// reading: its stones and liberties join the area.
const WEAK_LIBERTIES: usize = 4;

/// The budget of one life-and-death reading.
pub const LIFE_BUDGET: Budget = Budget {
    moves: 60_000,
    depth: 40,
};

/// The budget of the first readings of the owl commands (`owl_attack`, `owl_defend`): a user
/// asks about one group and waits for the answer, while the dead-stone estimate reads every
/// doubtful chain of the board. (GNU Go's owl suites, 481 tests, reading over a graph of
/// positions: 328 passed with 360,000 moves, 333 with 1,080,000.)
pub const OWL_BUDGET: Budget = Budget {
    moves: 720_000,
    ..LIFE_BUDGET
};

/// The readings of a reader run at least this many moves a second (the owl commands' open-ground
/// readings are the slowest, about 300,000 a second); [`budget_within`] cuts budgets to time
/// with it.
const SLOWEST_MOVES_PER_SECOND: f64 = 100_000.0;

/// The budget of each of `readings` [`LIFE_BUDGET`] readings still to run, when `moves_left`
/// moves remain for them all and they must end by `deadline`; `None` when too little is left
/// for a reading worth making.
pub fn budget_within(moves_left: u64, deadline: Option<Instant>, readings: u32) -> Option<Budget> {
    let mut moves = moves_left;
    if let Some(deadline) = deadline {
        let seconds = deadline
            .saturating_duration_since(Instant::now())
            .as_secs_f64();
        moves = moves.min((seconds * SLOWEST_MOVES_PER_SECOND) as u64);
    }
    let each = (moves / u64::from(readings.max(1))).min(u64::from(LIFE_BUDGET.moves));
    (each >= 1_000).then_some(Budget {
        moves: each as u32,
        ..LIFE_BUDGET
    })
}

/// What a life-and-death reading found: the move that succeeds may be a pass (when the group
/// needs no move to live); it is unknown also when the group stands in open ground and the
/// reading reads closed regions only ([`kill`], [`save`]), or in too large an open area.
pub type LifeReading = Answer<Move>;

/// Which groups a reading reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ground {
    /// Only a group in a closed region of at most [`MAX_AREA`] empty points ([`kill`],
    /// [`save`]): the dead-stone estimate reads this way, as open-ground readings judged its
    /// finished games worse (and so does `tengen bench read`).
    Closed,
    /// Also a group in open ground, on the points next to its owner's stones and the
    /// attacker's sphere next to them: it has got out when it gains
    /// [`OPEN_ESCAPE_LIBERTIES`] liberties beyond them (GNU Go's owl commands, through the
    /// `_through_ko` readings).
    Open,
}

/// Whether the attacker, moving first, can capture the chain through `stone` whatever its
/// owner answers, and with which move. Only a group in a closed region is read; in open
/// ground the answer is unknown.
pub fn kill(board: &mut Board, stone: Point, budget: Budget) -> LifeReading {
    kill_verdict(board, stone, budget).answer
}

/// [`kill`] with the moves the reading played (it does not ask about kos).
pub fn kill_verdict(board: &mut Board, stone: Point, budget: Budget) -> Verdict<Move> {
    Verdict::without_ko(|| {
        read(
            board,
            stone,
            budget,
            Side::Attacker,
            Threats::Nobody,
            Ground::Closed,
        )
    })
}

/// Whether the owner of the chain through `stone`, moving first, can keep it whatever the
/// attacker does, and with which move: a pass when the attacker cannot kill it anyway (as GNU
/// Go answers). Closed regions only, as [`kill`].
pub fn save(board: &mut Board, stone: Point, budget: Budget) -> LifeReading {
    let kill = kill(board, stone, budget);
    save_after(board, stone, budget, kill, Threats::Nobody, Ground::Closed)
}

/// [`kill`] with what kos it needs: read again with the owner free to take kos back at once
/// (as if it had threats enough) when it succeeds, and with the attacker free to when it fails.
/// Groups in open ground are read too ([`Ground::Open`]).
pub fn kill_through_ko(board: &mut Board, stone: Point, budget: Budget) -> Verdict<Move> {
    Verdict::of(|| {
        let plain = open_kill(board, stone, budget);
        kill_through_ko_after(board, stone, budget, plain)
    })
}

/// [`save`] with what kos it needs, as [`kill_through_ko`] finds them (in open ground too).
pub fn save_through_ko(board: &mut Board, stone: Point, budget: Budget) -> Verdict<Move> {
    Verdict::of(|| {
        let plain = open_kill(board, stone, budget);
        save_through_ko_after(board, stone, budget, plain)
    })
}

/// [`kill_through_ko`], and [`save_through_ko`] unless the group cannot be killed (then
/// `None`), the plain kill read once for both (and counted with the kill).
pub fn kill_then_save_through_ko(
    board: &mut Board,
    stone: Point,
    budget: Budget,
) -> (Verdict<Move>, Option<Verdict<Move>>) {
    let mut plain = LifeReading::Unknown;
    let kill = Verdict::of(|| {
        plain = open_kill(board, stone, budget);
        kill_through_ko_after(board, stone, budget, plain)
    });
    let save = (kill.answer != LifeReading::Fails)
        .then(|| Verdict::of(|| save_through_ko_after(board, stone, budget, plain)));
    (kill, save)
}

/// [`kill`] in open ground too.
fn open_kill(board: &mut Board, stone: Point, budget: Budget) -> LifeReading {
    read(
        board,
        stone,
        budget,
        Side::Attacker,
        Threats::Nobody,
        Ground::Open,
    )
}

/// The opponent's refutation of `mover`'s last move against the group of `owner`'s chain
/// through `stone` (`mover` its attacker or `owner`): the opponent's save (or kill), read with
/// the opponent to move and free to take back any ko at once, in open ground too. `Fails`
/// when there is none (the move works whatever the kos; also when the attacker's move
/// captured the chain), `Unknown` out of budget. The answer needs no ko.
pub fn refutation(
    board: &mut Board,
    stone: Point,
    owner: Color,
    mover: Color,
    budget: Budget,
) -> Verdict<Move> {
    Verdict::without_ko(|| refutation_answer(board, stone, owner, mover, budget))
}

/// [`refutation`]'s answer.
fn refutation_answer(
    board: &mut Board,
    stone: Point,
    owner: Color,
    mover: Color,
    budget: Budget,
) -> LifeReading {
    if board.color_at(stone) != Some(owner) {
        // Captured by the attacker's move, or taken off by the owner's own suicide.
        return if mover == owner {
            LifeReading::Succeeds(Move::Pass)
        } else {
            LifeReading::Fails
        };
    }
    let opponent = mover.opponent();
    let side = if opponent == owner {
        Side::Defender
    } else {
        Side::Attacker
    };
    read(
        board,
        stone,
        budget,
        side,
        Threats::Side(opponent),
        Ground::Open,
    )
}

/// [`kill_through_ko`] given the kill read without threats.
fn kill_through_ko_after(
    board: &mut Board,
    stone: Point,
    budget: Budget,
    plain: LifeReading,
) -> (LifeReading, Ko) {
    let Some(owner) = board.color_at(stone) else {
        return (LifeReading::Fails, Ko::Unneeded);
    };
    // The kill found without threats is tried first in the reading with them.
    let preferred = match plain {
        LifeReading::Succeeds(Move::Play(p)) => Some(p),
        _ => None,
    };
    let mut reread = |threats| {
        let first = Start {
            side: Side::Attacker,
            preferred,
        };
        read_from(board, stone, budget, first, threats, Ground::Open)
    };
    if plain == LifeReading::Fails {
        // No kill without kos: one found with the attacker free to take kos back needs a ko
        // threat, and so would one found otherwise (the owl commands ask a local search) when
        // that reading is undecided. (The same for saves changed no test of GNU Go's owl
        // suites, and left undecided a ko that never becomes an eye, which the wait at a ko
        // reads as lost: not done.)
        return match reread(Threats::Side(owner.opponent())) {
            LifeReading::Fails => (LifeReading::Fails, Ko::Unneeded),
            reading => (reading, Ko::NeedsThreat),
        };
    }
    through_ko(plain, owner, reread)
}

/// [`save_through_ko`] given the kill read without threats.
fn save_through_ko_after(
    board: &mut Board,
    stone: Point,
    budget: Budget,
    plain_kill: LifeReading,
) -> (LifeReading, Ko) {
    let Some(owner) = board.color_at(stone) else {
        return (LifeReading::Fails, Ko::Unneeded);
    };
    let plain = save_after(
        board,
        stone,
        budget,
        plain_kill,
        Threats::Nobody,
        Ground::Open,
    );
    through_ko(plain, owner.opponent(), |threats| {
        let kill = read(board, stone, budget, Side::Attacker, threats, Ground::Open);
        match save_after(board, stone, budget, kill, threats, Ground::Open) {
            // The group lives only by a ko its owner must win: name the move that fights it,
            // not a pass.
            LifeReading::Succeeds(Move::Pass) if threats == Threats::Side(owner) => {
                read(board, stone, budget, Side::Defender, threats, Ground::Open)
            }
            save => save,
        }
    })
}

/// [`save`] with `threats` on `ground`, given the `kill` read with them: no move needed when
/// the kill fails. When the kill is undecided, open-ground readings (the owl commands) still
/// read the owner's moves, as a save they prove needs no proven kill (GNU Go's owl suites: 6
/// more tests passed); closed-region readings answer unknown, as the dead-stone estimate was
/// measured with.
fn save_after(
    board: &mut Board,
    stone: Point,
    budget: Budget,
    kill: LifeReading,
    threats: Threats,
    ground: Ground,
) -> LifeReading {
    match kill {
        LifeReading::Fails => LifeReading::Succeeds(Move::Pass),
        LifeReading::Unknown if ground == Ground::Closed => LifeReading::Unknown,
        LifeReading::Unknown | LifeReading::Succeeds(_) => {
            read(board, stone, budget, Side::Defender, threats, ground)
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Side {
    Attacker,
    Defender,
}

/// Who wins from a position, if the reading could tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Outcome {
    Attacker,
    Defender,
    Unknown,
}

/// The reading with `first` to move on `ground`.
fn read(
    board: &mut Board,
    stone: Point,
    budget: Budget,
    first: Side,
    threats: Threats,
    ground: Ground,
) -> LifeReading {
    let start = Start {
        side: first,
        preferred: None,
    };
    read_from(board, stone, budget, start, threats, ground)
}

/// Who moves first in a reading, and the move it tries first.
#[derive(Clone, Copy)]
struct Start {
    side: Side,
    preferred: Option<Point>,
}

/// [`read`] from `start`.
fn read_from(
    board: &mut Board,
    stone: Point,
    budget: Budget,
    start: Start,
    threats: Threats,
    ground: Ground,
) -> LifeReading {
    let first = start.side;
    let Some(defender) = board.color_at(stone) else {
        return LifeReading::Fails;
    };
    let area = Area::around(board, stone).or_else(|| match ground {
        Ground::Closed => None,
        Ground::Open => Area::near_stones(board, stone),
    });
    let Some(area) = area else {
        log::debug!(
            "life of {}: the area is open ground, too large to read",
            board.vertex(stone)
        );
        return LifeReading::Unknown;
    };
    let started = std::time::Instant::now();
    let vital = vital_points(board, &area, stone, defender);
    let mut reader = Reader::new(board, budget);
    let mut search = LifeSearch {
        target: stone,
        defender,
        area,
        vital,
        max_depth: budget.depth,
        eyes: EyeScratch::default(),
        threats,
        preferred: start.preferred,
        retakes: Vec::new(),
    };
    let (outcome, best) = search.prove(&mut reader, first);
    let wanted = match first {
        Side::Attacker => Outcome::Attacker,
        Side::Defender => Outcome::Defender,
    };
    let reading = match outcome {
        o if o == wanted => LifeReading::Succeeds(best.map_or(Move::Pass, Move::Play)),
        Outcome::Unknown => LifeReading::Unknown,
        _ => LifeReading::Fails,
    };
    if log::log_enabled!(log::Level::Debug) {
        log_reading(
            &reader,
            stone,
            first,
            threats,
            reading,
            started,
            search.area.points.len(),
        );
    }
    reading
}

/// Logs a finished reading at debug level: the group, who moved first, who could retake kos,
/// the outcome, the moves read and their time, and the size of the area.
fn log_reading(
    reader: &Reader,
    stone: Point,
    first: Side,
    threats: Threats,
    reading: LifeReading,
    started: std::time::Instant,
    area_points: usize,
) {
    let board = reader.board();
    let found = match reading {
        LifeReading::Succeeds(Move::Play(p)) => format!("succeeds at {}", board.vertex(p)),
        LifeReading::Succeeds(Move::Pass) => "succeeds with a pass".to_string(),
        LifeReading::Fails => "fails".to_string(),
        LifeReading::Unknown => "undecided".to_string(),
    };
    log::debug!(
        "life of {}, {first:?} first, ko threats {threats:?}: {found} after {} moves in {:.2} s \
         ({} area points)",
        board.vertex(stone),
        reader.moves_read(),
        started.elapsed().as_secs_f64(),
        area_points
    );
}

/// The points where the reading may play, fixed at its start: the closed region around the
/// group, or in open ground the points near its stones.
struct Area {
    inside: PointMap<bool>,
    points: Vec<Point>,
    /// Liberties beyond the area with which the target chain has got out.
    escape_liberties: usize,
}

impl Area {
    /// The points connected to the chain through `stone` by empty points and its owner's
    /// stones, with the stones and liberties of the short-of-liberty opponent chains that
    /// bound them; `None` when there are more than [`MAX_AREA`] empty points (open ground).
    fn around(board: &Board, stone: Point) -> Option<Area> {
        let owner = board.color_at(stone)?;
        let mut area = Area {
            inside: PointMap::new(false),
            points: Vec::new(),
            escape_liberties: ESCAPE_LIBERTIES,
        };
        let mut stack = vec![stone];
        area.add(stone);
        let mut empty = 0;
        let mut bounding = Vec::new();
        while let Some(p) = stack.pop() {
            for n in board.neighbors(p) {
                if board.stone(n) == Stone::Border || area.contains(n) {
                    continue;
                }
                match board.color_at(n) {
                    None => {
                        empty += 1;
                        if empty > MAX_AREA {
                            return None;
                        }
                    }
                    Some(c) if c != owner => {
                        let head = board.chain(n);
                        if board.liberties(n) <= WEAK_LIBERTIES && !bounding.contains(&head) {
                            bounding.push(head);
                        }
                        continue;
                    }
                    Some(_) => {}
                }
                area.add(n);
                stack.push(n);
            }
        }
        area.add_chains(board, &bounding);
        Some(area)
    }

    /// In open ground: the empty points at most [`OPEN_RADIUS`] steps from the owner's stones
    /// linked to the chain through `stone` through at most [`OPEN_LINK`] empty points in a
    /// row, with the bounding short-of-liberty opponent chains next to them as in
    /// [`Area::around`], and the attacker's sphere ([`Area::add_sphere`]); `None` past
    /// [`MAX_OPEN_AREA`] empty points.
    fn near_stones(board: &Board, stone: Point) -> Option<Area> {
        let owner = board.color_at(stone)?;
        let mut area = Area {
            inside: PointMap::new(false),
            points: Vec::new(),
            escape_liberties: OPEN_ESCAPE_LIBERTIES,
        };
        // Steps from the nearest of the owner's stones, walked breadth first (stones first);
        // points beyond the radius are walked only to link stones.
        let mut steps: PointMap<u8> = PointMap::new(u8::MAX);
        let mut queue = VecDeque::from([stone]);
        steps[stone] = 0;
        area.add(stone);
        let mut empty = 0;
        let mut bounding = Vec::new();
        while let Some(p) = queue.pop_front() {
            for n in board.neighbors(p) {
                let step = match board.stone(n) {
                    Stone::Border => continue,
                    Stone::Empty => steps[p] + 1,
                    _ if board.color_at(n) == Some(owner) => 0,
                    _ => {
                        let head = board.chain(n);
                        if steps[p] <= OPEN_RADIUS
                            && board.liberties(n) <= WEAK_LIBERTIES
                            && !bounding.contains(&head)
                        {
                            bounding.push(head);
                        }
                        continue;
                    }
                };
                if step > OPEN_LINK || step >= steps[n] {
                    continue;
                }
                steps[n] = step;
                if step > OPEN_RADIUS {
                    queue.push_back(n);
                    continue;
                }
                if step > 0 {
                    empty += 1;
                    if empty > MAX_OPEN_AREA {
                        return None;
                    }
                }
                area.add(n);
                if step == 0 {
                    queue.push_front(n);
                } else {
                    queue.push_back(n);
                }
            }
        }
        area.add_chains(board, &bounding);
        area.add_sphere(board, owner, &steps, empty)?;
        Some(area)
    }

    /// Adds the attacker's sphere next to an open-ground area (`empty` points so far; `steps`
    /// marks 0 the owner's stones linked to the group, [`OPEN_LINK`]): empty points at most
    /// [`SPHERE_DEPTH`] steps beyond the area through such points, with [`SPHERE_STONES`] of
    /// the attacker's stones at most [`SPHERE_REACH`] steps away, and nearer to an attacker's
    /// stone than to any of the owner's stones outside the group (those are as weak as the
    /// group, no safety). `None` past [`MAX_OPEN_AREA`] empty points in all.
    fn add_sphere(
        &mut self,
        board: &Board,
        owner: Color,
        steps: &PointMap<u8>,
        mut empty: usize,
    ) -> Option<()> {
        let attacker_reach = reach(board, |p| board.color_at(p) == Some(owner.opponent()));
        let owner_reach = reach(board, |p| board.color_at(p) == Some(owner) && steps[p] != 0);
        let attackers_near = stones_within(board, owner.opponent(), SPHERE_REACH);
        let controlled =
            |p: Point| attackers_near[p] >= SPHERE_STONES && attacker_reach[p] < owner_reach[p];
        let mut queue: VecDeque<(Point, u8)> = self
            .points
            .iter()
            .filter(|&&p| board.stone(p) == Stone::Empty)
            .map(|&p| (p, 0))
            .collect();
        while let Some((p, depth)) = queue.pop_front() {
            if depth >= SPHERE_DEPTH {
                continue;
            }
            for n in board.neighbors(p) {
                if board.stone(n) != Stone::Empty || self.contains(n) || !controlled(n) {
                    continue;
                }
                empty += 1;
                if empty > MAX_OPEN_AREA {
                    return None;
                }
                self.add(n);
                queue.push_back((n, depth + 1));
            }
        }
        Some(())
    }

    /// Adds the stones and liberties of the chains through `heads`.
    fn add_chains(&mut self, board: &Board, heads: &[Point]) {
        for &head in heads {
            for s in board.chain_stones(head) {
                self.add(s);
                for l in board.neighbors(s) {
                    if board.stone(l) == Stone::Empty {
                        self.add(l);
                    }
                }
            }
        }
    }

    fn add(&mut self, p: Point) {
        if !self.inside[p] {
            self.inside[p] = true;
            self.points.push(p);
        }
    }

    fn contains(&self, p: Point) -> bool {
        self.inside[p]
    }
}

/// The points of `board` at most `reach` steps (any way round) from `p`, `p` included.
fn points_within(board: &Board, p: Point, reach: i32) -> impl Iterator<Item = Point> + '_ {
    let v = board.vertex(p);
    let (col, row) = (v.col as i32, v.row as i32);
    (-reach..=reach).flat_map(move |dx| {
        let rest = reach - dx.abs();
        (-rest..=rest).filter_map(move |dy| {
            let (c, r) = (col + dx, row + dy);
            if c < 0 || r < 0 {
                return None;
            }
            board.point(c as usize, r as usize)
        })
    })
}

/// How many of `color`'s stones are at most `reach` steps (any way round) from each point.
fn stones_within(board: &Board, color: Color, reach: u8) -> PointMap<u8> {
    let mut count = PointMap::new(0u8);
    for p in board.points().filter(|&p| board.color_at(p) == Some(color)) {
        for q in points_within(board, p, reach as i32) {
            count[q] = count[q].saturating_add(1);
        }
    }
    count
}

/// Steps (any way round, at most [`SPHERE_REACH`], else `u8::MAX`) from each point to the
/// nearest point where `from` holds.
fn reach(board: &Board, from: impl Fn(Point) -> bool) -> PointMap<u8> {
    let mut steps = PointMap::new(u8::MAX);
    let mut queue: VecDeque<Point> = board.points().filter(|&p| from(p)).collect();
    for &p in &queue {
        steps[p] = 0;
    }
    while let Some(p) = queue.pop_front() {
        if steps[p] >= SPHERE_REACH {
            continue;
        }
        for n in board.neighbors(p) {
            if board.stone(n) != Stone::Border && steps[n] == u8::MAX {
                steps[n] = steps[p] + 1;
                queue.push_back(n);
            }
        }
    }
    steps
}

/// The vital points of the eye space of the defender's stones in `area` (with the chain
/// through `stone`), where the two sides' first moves make different numbers of eyes.
fn vital_points(board: &Board, area: &Area, stone: Point, defender: Color) -> Vec<Point> {
    let mut group = PointMap::new(false);
    for &p in &area.points {
        group[p] = board.color_at(p) == Some(defender);
    }
    for s in board.chain_stones(stone) {
        group[s] = true;
    }
    eye_space(board, &group, defender)
        .into_iter()
        .filter_map(|eye| eye.vital)
        .collect()
}

/// One reading in progress.
struct LifeSearch {
    target: Point,
    defender: Color,
    area: Area,
    /// The vital points of the defender's eye space where the reading starts.
    vital: Vec<Point>,
    /// Moves the reading may have on the board at once: beyond, a line is left undecided.
    max_depth: usize,
    eyes: EyeScratch,
    /// Who may take back a ko at once.
    threats: Threats,
    /// A move tried first where the reading starts.
    preferred: Option<Point>,
    /// For each move on the line read (at the index of the depth it was played at), whether
    /// it took back a ko at once.
    retakes: Vec<bool>,
}

impl LifeSearch {
    /// The key of the position on `board` with `side` to move in [`LifeSearch::decided`] and the
    /// search's path: stones, side to move, ko ban.
    fn key(&self, board: &Board, side: Side) -> u64 {
        PositionTable::<bool>::key(board, self.color_of(side), false)
    }

    /// The colour that plays for `side`.
    fn color_of(&self, side: Side) -> Color {
        match side {
            Side::Attacker => self.defender.opponent(),
            Side::Defender => self.defender,
        }
    }

    /// The outcome the position shows without reading further.
    fn decided_now(&mut self, board: &Board) -> Option<Outcome> {
        if board.color_at(self.target) != Some(self.defender) {
            return Some(Outcome::Attacker);
        }
        self.eyes.collect_liberties(board, self.target);
        let outside = self
            .eyes
            .liberties()
            .iter()
            .filter(|&&p| !self.area.contains(p));
        if outside.count() >= self.area.escape_liberties
            || pass_alive(board, self.target, self.defender, &mut self.eyes)
        {
            return Some(Outcome::Defender);
        }
        None
    }

    /// The target chain's liberties outside the area.
    fn liberties_outside(&self, board: &Board) -> Vec<Point> {
        let mut outside = Vec::new();
        for s in board.chain_stones(self.target) {
            for n in board.neighbors(s) {
                if board.stone(n) == Stone::Empty && !self.area.contains(n) && !outside.contains(&n)
                {
                    outside.push(n);
                }
            }
        }
        outside
    }

    /// Whether one of the defender's stones is at most [`NEAR`] steps from `p`.
    fn near_defender(&self, board: &Board, p: Point) -> bool {
        points_within(board, p, NEAR).any(|q| board.color_at(q) == Some(self.defender))
    }

    /// The liberties outside the area of the chains of either colour with one or two
    /// liberties that have a stone in the area or next to it: where such a chain is captured,
    /// saved or shortened (a stone off the group's region that is captured to save the chain
    /// it ataris, GNU Go's owl suites: 293 of 481 passed without these moves, 300 with them).
    fn short_chains_liberties_outside(&self, board: &Board) -> Vec<Point> {
        let mut liberties = Vec::new();
        for &p in &self.area.points {
            for q in std::iter::once(p).chain(board.neighbors(p)) {
                if board.color_at(q).is_none() {
                    continue;
                }
                let (first, second) = match board.two_liberties(q) {
                    Some((a, b)) => (Some(a), Some(b)),
                    None => (board.atari_liberty(q), None),
                };
                for l in [first, second].into_iter().flatten() {
                    if !self.area.contains(l) {
                        super::push_new(&mut liberties, l);
                    }
                }
            }
        }
        liberties
    }

    /// Whether the attacker's move at `p`, a real eye of its own, puts three to six of its
    /// stones in atari: a sacrifice that leaves the defender a dead eye shape once it captures
    /// (a bulky five from five stones in the corner).
    fn fills_to_sacrifice(&self, board: &Board, p: Point, color: Color) -> bool {
        color != self.defender
            && board
                .self_atari_stones(p, color)
                .is_some_and(|stones| (3..=6).contains(&stones))
    }

    /// The legal moves of `color` in the area, on the target's liberties outside it and on
    /// the outside liberties of the short-of-liberty chains in and next to it
    /// ([`LifeSearch::short_chains_liberties_outside`]), most promising first: the target's
    /// liberties, points next to many of the defender's stones and many empty points (eye
    /// space), and captures. Neither side fills its own real eyes, but for the attacker's
    /// sacrifices ([`LifeSearch::fills_to_sacrifice`]). Only the short chains' liberties may be
    /// more than [`NEAR`] steps from the defender's stones.
    fn candidates(&self, board: &Board, color: Color) -> Vec<Point> {
        let target = board.chain(self.target);
        let target_liberties = self.liberties_outside(board);
        let mut short_liberties = self.short_chains_liberties_outside(board);
        short_liberties.retain(|p| !target_liberties.contains(p));
        let mut scored: Vec<(i32, Point)> = Vec::with_capacity(self.area.points.len());
        let near_points = self.area.points.iter().chain(&target_liberties);
        let points = near_points
            .map(|&p| (p, true))
            .chain(short_liberties.iter().map(|&p| (p, false)));
        for (p, near_only) in points {
            if board.stone(p) != Stone::Empty || !self.threats.may_play(board, p, color) {
                continue;
            }
            if (board.is_real_eye(p, color) && !self.fills_to_sacrifice(board, p, color))
                || (near_only && !self.near_defender(board, p))
            {
                continue;
            }
            let mut score = 0;
            for n in board.neighbors(p) {
                match board.color_at(n) {
                    None if board.stone(n) == Stone::Empty => score += 2,
                    Some(c) if c == self.defender => {
                        score += if board.chain(n) == target { 4 } else { 2 };
                        if c != color && board.liberties(n) == 1 {
                            score += 20;
                        }
                    }
                    Some(_) if color == self.defender && board.liberties(n) == 1 => score += 20,
                    _ => {}
                }
            }
            if self.vital.contains(&p) {
                score += VITAL_POINT;
            }
            scored.push((score, p));
        }
        scored.sort_by_key(|&(score, p)| (-score, p.index()));
        scored.into_iter().map(|(_, p)| p).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};
    use crate::tactics::reads_back;

    /// White's corner group with the eye space A1-C1 (a straight three) and no way out.
    fn straight_three_in_the_corner() -> Board {
        diagram_board(&[
            "X X X X X . .",
            "X X X X X . .",
            "X X X X X . .",
            "O O O O X . .",
            "O O O O X . .",
            "O O O O X . .",
            ". . . O X . .",
        ])
    }

    #[test]
    fn a_kill_is_found_among_thirty_moves_of_each_side() {
        // Black's B1 stands between White's C1-C3 stones and the edge: White B2 takes its
        // last liberty but A1. The area is the open 9×9 board around it, thirty moves for each
        // side; a search through every line to a depth did not reach B2 in the budget.
        let b = diagram_board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". X X . . . X X .",
            "X X O O . X . . X",
            "X O O O X . X X O",
            ". X . . O X O O O",
            "X O O X X X O . .",
            ". . O X O O . O .",
            ". X O X O . . . .",
        ]);
        let b1 = at(&b, "B1");
        reads_back(&b, |b| {
            assert_eq!(
                kill(b, b1, LIFE_BUDGET),
                LifeReading::Succeeds(Move::Play(at(b, "B2")))
            )
        });
    }

    #[test]
    fn a_straight_three_dies_at_its_vital_point_and_lives_there() {
        // Black kills at B1, White lives at B1.
        let b = straight_three_in_the_corner();
        let d2 = at(&b, "D2");
        reads_back(&b, |b| {
            assert_eq!(
                kill(b, d2, LIFE_BUDGET),
                LifeReading::Succeeds(Move::Play(at(b, "B1")))
            )
        });
        reads_back(&b, |b| {
            assert_eq!(
                save(b, d2, LIFE_BUDGET),
                LifeReading::Succeeds(Move::Play(at(b, "B1")))
            )
        });
    }

    #[test]
    fn a_move_is_proved_when_the_opponent_cannot_answer_it_even_with_kos() {
        // After Black's vital point B1 White cannot live; after Black A1 White lives at B1;
        // after White B1 Black cannot kill.
        let b = straight_three_in_the_corner();
        let d2 = at(&b, "D2");
        let after = |point: &str, color: Color| {
            let mut board = b.clone();
            board.play(at(&board, point), color);
            board
        };
        reads_back(&after("B1", Color::Black), |b| {
            assert_eq!(
                refutation(b, d2, Color::White, Color::Black, LIFE_BUDGET).answer,
                LifeReading::Fails
            )
        });
        reads_back(&after("A1", Color::Black), |b| {
            assert_eq!(
                refutation(b, d2, Color::White, Color::Black, LIFE_BUDGET).answer,
                LifeReading::Succeeds(Move::Play(at(b, "B1")))
            )
        });
        reads_back(&after("B1", Color::White), |b| {
            assert_eq!(
                refutation(b, d2, Color::White, Color::White, LIFE_BUDGET).answer,
                LifeReading::Fails
            )
        });
    }

    #[test]
    fn the_owl_save_is_read_even_when_the_kill_is_not_decided() {
        // Read within a budget too small to capture White's group after Black's B1: the kill
        // stays undecided, but White's B1 is seen to make two eyes at once, and `owl_defend`
        // names it.
        let b = straight_three_in_the_corner();
        let d2 = at(&b, "D2");
        let small = Budget {
            moves: 5,
            depth: 40,
        };
        reads_back(&b, |b| {
            assert_eq!(kill_through_ko(b, d2, small).answer, LifeReading::Unknown);
            assert_eq!(
                save_through_ko(b, d2, small).answer_and_ko(),
                (LifeReading::Succeeds(Move::Play(at(b, "B1"))), Ko::Unneeded)
            );
            assert_eq!(save(b, d2, small), LifeReading::Unknown);
        });
    }

    #[test]
    fn two_eyes_cannot_be_killed() {
        let b = diagram_board(&[
            "X X X X X . .",
            "X X X X X . .",
            "X X X X X . .",
            "O O O O X . .",
            "O O O O X . .",
            "O O O O X . .",
            ". O . O X . .",
        ]);
        let d2 = at(&b, "D2");
        reads_back(&b, |b| {
            assert_eq!(kill(b, d2, LIFE_BUDGET), LifeReading::Fails)
        });
    }

    #[test]
    fn a_group_is_killed_by_capturing_its_stone_in_atari_outside_its_region() {
        // White's group (B9 … F8) has one eye, C9; its second would come from capturing
        // Black's A8 at A9. Black's A6 captures White's A7 first, a stone off the group's
        // region, and saves A8.
        let b = diagram_board(&[
            ". O . O X X X X X",
            "X O O O X O X X .",
            "O X O O O O X X .",
            ". X X X X X X X X",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ]);
        let b9 = at(&b, "B9");
        reads_back(&b, |b| {
            assert_eq!(
                kill(b, b9, LIFE_BUDGET),
                LifeReading::Succeeds(Move::Play(at(b, "A6")))
            )
        });
        // White first cannot live either: after A9 takes A8, Black's A6 and A8 make a ko of
        // A8 that never becomes an eye. Barred from taking it back at once, Black waits a
        // move; White must then fill the ko or let it be taken.
        reads_back(&b, |b| {
            assert_eq!(
                save_through_ko(b, b9, LIFE_BUDGET).answer_and_ko(),
                (LifeReading::Fails, Ko::Unneeded)
            )
        });
    }

    /// White's group A8 … A5 lives at C6 only if it wins the ko Black starts by capturing A3
    /// at A4 (GNU Go's owl suite, `owl_defend A8`: 3 C6).
    fn group_living_by_a_ko() -> Board {
        diagram_board(&[
            ". X X . . X X X X",
            "O O X . . X O O X",
            ". O X X X X O . .",
            "X O . . X O . . O",
            "O . O . X O O O O",
            ". O X X X . . O .",
            "O X X . . X . O O",
            "X X . . . X X X .",
            ". . . . . . . . .",
        ])
    }

    #[test]
    fn a_kill_that_fails_without_kos_and_is_undecided_with_them_would_need_a_threat() {
        // The group living by a ko, read with ten moves: a kill that failed without
        // kos and is undecided with the attacker free to take them back is not a failure
        // (the owl commands ask the local search), and any kill found then needs a ko threat.
        let b = group_living_by_a_ko();
        let a8 = at(&b, "A8");
        let ten_moves = Budget {
            moves: 10,
            ..LIFE_BUDGET
        };
        reads_back(&b, |b| {
            assert_eq!(
                kill_through_ko_after(b, a8, ten_moves, LifeReading::Fails),
                (LifeReading::Unknown, Ko::NeedsThreat)
            )
        });
    }

    #[test]
    fn a_kill_that_needs_no_ko_is_named_where_the_first_kill_found_needs_one() {
        // GNU Go's owl.tst 250: White's corner group (R3) dies to T3 or R2 whatever the kos;
        // T5, the kill read first without kos, only makes a ko. Where White, free to take kos
        // back at once, goes round a cycle by doing so, it loses: the reading with its threats
        // ends, and names the kill that needs no ko.
        let b = diagram_board(&[
            ". X X . X . O . X X X O O . O . X . .",
            "X O X X X . O X . X O . O O O . X . .",
            "O . O . . O O X X X X O . O X X X . .",
            "O O O O O O X X . . X O O . O X . . .",
            ". O . X X X X . O O . X O O X X . . .",
            "O O . X . X X O O . O X . O . X . . .",
            ". O O X . X O . O O O X X O . X . . .",
            "O . O X X X X O . O X X . X X X X . .",
            "X O X O O . X O O X . X X . X . X X .",
            "X X X O O . O X O O X X O X O O . X .",
            ". X . X O . O X X . X . O O O X X . .",
            ". X X X O . O . X X X . O O X . X . .",
            "X . X O O . . O O . X X O . O X X . .",
            "O X O X O O O X O X X . X O O O X X X",
            "O O O X X X X . X . X X O O . O . X .",
            "O O O O O O X X X X X X . O O X X X O",
            "O X O . . O O . . O O X X . X X O O .",
            "X . X X X . O O O O . O X X X O . O .",
            ". X X . X . O . . . O X X . X X O . O",
        ]);
        let r3 = at(&b, "R3");
        reads_back(&b, |b| {
            let (answer, ko) = kill_through_ko(b, r3, OWL_BUDGET).answer_and_ko();
            let kills = [at(b, "T3"), at(b, "R2")].map(|p| LifeReading::Succeeds(Move::Play(p)));
            assert!(kills.contains(&answer), "{answer:?}");
            assert_eq!(ko, Ko::Unneeded);
        });
    }

    #[test]
    fn a_group_that_lives_by_a_ko_is_saved_by_a_move_not_a_pass() {
        // With the ko its owner's, the group would keep the ko point even without a move; the
        // answer is still a move.
        let b = group_living_by_a_ko();
        let a8 = at(&b, "A8");
        reads_back(&b, |b| {
            assert_eq!(
                save_through_ko(b, a8, LIFE_BUDGET).answer_and_ko(),
                (
                    LifeReading::Succeeds(Move::Play(at(b, "C6"))),
                    Ko::NeedsThreat
                )
            )
        });
    }

    /// An open 9×9 board: White A5 in atari at the edge, a lone White E5, Black's stones
    /// around A5 and at C7 and G3.
    const OPEN_NINE: [&str; 9] = [
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . X . . . . . .",
        "X X . . . . . . .",
        "O . . . O . . . .",
        "X X . . . . . . .",
        ". . . . . . X . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
    ];

    #[test]
    fn owl_readings_read_open_ground_and_the_dead_stone_estimate_does_not() {
        // White A5 in atari on an open board (more than 60 empty points around it): the owl
        // reading takes it at B5; the closed-region reading does not read it.
        let b = diagram_board(&OPEN_NINE);
        let a5 = at(&b, "A5");
        reads_back(&b, |b| {
            assert_eq!(
                kill_through_ko(b, a5, LIFE_BUDGET).answer_and_ko(),
                (LifeReading::Succeeds(Move::Play(at(b, "B5"))), Ko::Unneeded)
            );
            assert_eq!(kill(b, a5, LIFE_BUDGET), LifeReading::Unknown);
        });
    }

    #[test]
    fn the_open_ground_area_takes_in_the_attackers_sphere() {
        // White E5 alone: its area holds the points next to it (E6) and Black's sphere next
        // to them: D6, within three points of three Black stones. Not E7, within three
        // points of C7 only; not C5, as near to White's A5 as to Black's stones; not H8, more
        // than three points from every Black stone.
        let b = diagram_board(&OPEN_NINE);
        let area = Area::near_stones(&b, at(&b, "E5")).expect("an area");
        for inside in ["E6", "D6"] {
            assert!(area.contains(at(&b, inside)), "{inside}");
        }
        for outside in ["E7", "C5", "H8"] {
            assert!(!area.contains(at(&b, outside)), "{outside}");
        }
    }

    #[test]
    fn a_lone_stone_beyond_the_attackers_sphere_gets_out() {
        // White K9 is more than three points from every Black stone, beyond Black's sphere:
        // it gets out, nothing to kill.
        let b = diagram_board(&[
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . O . . .",
            ". . . . . . . . . . . . .",
            ". . X . . . . . . . . . .",
            "X X . . . . . . . . . . .",
            "O . . . . . . . . . . . .",
            "X X . . . . . . . . . . .",
            ". . . . . . X . . . . . .",
            ". . . . . . . . . . . . .",
            ". . . . . . . . . . . . .",
        ]);
        let k9 = at(&b, "K9");
        reads_back(&b, |b| {
            assert_eq!(
                kill_through_ko(b, k9, LIFE_BUDGET).answer_and_ko(),
                (LifeReading::Fails, Ko::Unneeded)
            );
        });
    }

    #[test]
    fn a_group_with_one_eye_is_killed_from_outside() {
        // White's group has one eye at A1 and one more liberty at C1: Black C1, then A1.
        let b = diagram_board(&[
            ". . . . . . .",
            ". . . . . . .",
            "X X X X . . .",
            "O O O X . . .",
            "O O O X . . .",
            "O O O X . . .",
            ". O . X . . .",
        ]);
        let b2 = at(&b, "B2");
        reads_back(&b, |b| {
            assert_eq!(
                kill(b, b2, LIFE_BUDGET),
                LifeReading::Succeeds(Move::Play(at(b, "C1")))
            )
        });
        reads_back(&b, |b| {
            assert_eq!(save(b, b2, LIFE_BUDGET), LifeReading::Fails)
        });
    }

    #[test]
    fn a_second_line_group_on_the_side_dies_at_its_vital_point_within_the_owl_budget() {
        // GNU Go's ld_owl.tst 8 (White first kills at A2). The lines that transpose into each
        // other are read once: as a tree of lines the reading did not end in three times the
        // budget.
        let b = diagram_board(&[
            ". . . . . . . . . . . . . . . . . O .",
            "X X X X X . O O . . . O O . X X X X X",
            ". O O O O O O . . . . . O O O O O O .",
            ". O . . . . . . . . . . . . . . . O .",
            ". . . . . . . . . . . . . . . . . . .",
            ". . . . . . . . . . . . . . . . . . .",
            ". . . . . . . . . . . . . . . . . . .",
            ". . . . . . . . . . . . . . . . . . .",
            ". . . . . . . . . . . . . . . . . . .",
            ". . . . . . . . . . . . . . . . . . .",
            ". O . . . . . . . . . . . . . . . . .",
            ". O O . . . . . . . . . . . . . . O .",
            ". . O . . . . . . . . . . . . . O O .",
            ". . O . . . . . . . . . . . . . O . .",
            ". X O . . . . . . . . . . . . . O X O",
            ". X O . . . . . . . . . . . . . O X .",
            ". X O . . . . . . . . . . . . . O X .",
            ". X O O . . . . . . . . . . . O O X .",
            ". X . . . . . . . . . . . . . . . X .",
        ]);
        let b2 = at(&b, "B2");
        reads_back(&b, |b| {
            assert_eq!(
                open_kill(b, b2, OWL_BUDGET),
                LifeReading::Succeeds(Move::Play(at(b, "A2")))
            )
        });
    }
}
