//! Playouts: light ones (uniformly random legal moves that never fill the mover's own real
//! eyes) for the speed benchmark, and policy playouts for the search and for judging life and
//! death: a side takes back, now and then, a ko the opponent took a few moves before (in the
//! search's policy), captures a chain the last move left in atari, saves its own chain the last
//! move put in atari (by capturing an attacker, or by extending unless that runs into a
//! ladder), answers the last move with a Mogo 3×3 shape next to it, never fills its
//! own real eye and never puts two or more of its stones in atari (in the search's policy,
//! but for a nakade of up to three stones inside the opponent's eye space); otherwise it
//! plays a uniformly random legal move.

use crate::board::{Board, Color, Placement, Point, Stone};
use crate::patterns;
use crate::tactics::ladder;
use rand::Rng;

/// The end of one playout.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutResult {
    /// Area score Black − White of the final position, without komi.
    pub score: i32,
    /// Moves played, passes included.
    pub moves: usize,
}

/// Plays random moves on `board` from `to_move` until two passes in a row (or a safety cap of
/// three moves per point, which ends rare cycles), and returns the area score.
pub fn light_playout<R: Rng>(board: &mut Board, to_move: Color, rng: &mut R) -> PlayoutResult {
    let max_moves = 3 * board.size() * board.size();
    let mut color = to_move;
    let mut passes = 0;
    let mut moves = 0;
    while passes < 2 && moves < max_moves {
        if play_random_move(board, color, rng) {
            passes = 0;
        } else {
            board.clear_ko();
            passes += 1;
        }
        moves += 1;
        color = color.opponent();
    }
    PlayoutResult {
        score: board.playout_area_score(),
        moves,
    }
}

/// Plays a uniformly chosen legal move for `color` that does not fill its own real eye; returns
/// false (and plays nothing) when there is none.
pub fn play_random_move<R: Rng>(board: &mut Board, color: Color, rng: &mut R) -> bool {
    let count = board.empty_count();
    if count == 0 {
        return false;
    }
    let start = rng.random_range(0..count);
    for i in (start..count).chain(0..start) {
        let p = board.empty_point(i);
        if !board.is_real_eye(p, color) && board.is_legal_no_suicide(p, color) {
            board.play(p, color);
            return true;
        }
    }
    false
}

/// Which optional rules a policy playout follows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Policy {
    /// Answer the last move with a 3×3 shape next to it. The search wants it (stronger play);
    /// judging life and death does better without it (shapes make the playouts fight over
    /// settled boundaries).
    pub shapes: bool,
    /// Read ladders on two-liberty chains next to the last move (search only, like shapes).
    pub ladders: bool,
    /// Fill the opponent's eye spaces with up to three stones in atari (nakade). The search
    /// needs it to kill; the dead-stone estimate judged finished games worse with it.
    pub nakade: bool,
    /// Take a ko back, now and then, once its ban is over (a ko fight).
    pub ko_fights: bool,
}

impl Policy {
    /// The playout policy of the tree search.
    pub const SEARCH: Policy = Policy {
        shapes: true,
        ladders: true,
        nakade: true,
        ko_fights: true,
    };
    /// The playout policy of the local searches that judge groups for the readers and for
    /// the dead-stone estimate: the search's without ko fights, with which GNU Go's owl
    /// suites lose 13 tests and its semeai suite 4.
    pub const LOCAL: Policy = Policy {
        ko_fights: false,
        ..Policy::SEARCH
    };
    /// The playout policy of the dead-stone estimate.
    pub const SCORING: Policy = Policy {
        shapes: false,
        ladders: false,
        nakade: false,
        ko_fights: false,
    };
}

/// Own stones a self-atari may put in atari when it fills the opponent's eye space (nakade).
const MAX_NAKADE_STONES: usize = 3;

/// A move that neither fills an own real eye nor puts two or more own stones in atari, unless
/// the policy plays nakade and those stones (three at most) fill an eye space of the
/// opponent: then capturing them leaves the opponent one small eye there instead of two.
#[inline]
fn acceptable(policy: Policy, board: &Board, p: Point, color: Color) -> bool {
    // The common case first: an empty point with two empty neighbours is legal (not even the
    // ko point, which has none), no eye and no self-atari.
    if board.stone(p) == Stone::Empty && board.empty_neighbor_count(p) >= 2 {
        return true;
    }
    board.placement(p, color) == Placement::Legal
        && !board.is_real_eye(p, color)
        && board.self_atari_stones(p, color).is_none_or(|stones| {
            stones < 2
                || (policy.nakade
                    && stones <= MAX_NAKADE_STONES
                    && fills_eye_space(board, p, color))
        })
}

/// Whether `color`'s self-atari at `p` (the caller has checked that it is one) leaves a chain
/// whose last liberty touches only the opponent, the board's edge and that chain: the chain
/// and its liberty then lie inside one space the opponent surrounds.
fn fills_eye_space(board: &Board, p: Point, color: Color) -> bool {
    let mut chains = [p; 4];
    let mut count = 0;
    let mut liberty = None;
    for n in board.neighbors(p) {
        match board.color_at(n) {
            None if board.stone(n) == Stone::Empty => liberty = Some(n),
            Some(c) if c == color => {
                let head = board.chain(n);
                if !chains[..count].contains(&head) {
                    chains[count] = head;
                    count += 1;
                }
                if let Some((a, b)) = board.two_liberties(n) {
                    liberty = liberty.or(Some(if a == p { b } else { a }));
                }
            }
            _ => {}
        }
    }
    let Some(liberty) = liberty else {
        return false;
    };
    board.neighbors(liberty).into_iter().all(|n| {
        n == p
            || match board.color_at(n) {
                None => board.stone(n) == Stone::Border,
                Some(c) if c == color => chains[..count].contains(&board.chain(n)),
                Some(_) => true,
            }
    })
}

/// A point where `color` captures an opponent chain in atari that touches `color`'s chain
/// through `stone`.
fn counter_capture(board: &Board, stone: Point, color: Color) -> Option<Point> {
    board
        .capture_points(stone)
        .find(|&l| board.placement(l, color) == Placement::Legal)
}

/// Up to ten distinct points, kept in the order they came (a few chains or liberties around
/// one move).
struct SmallSet {
    points: [Point; 10],
    len: usize,
}

impl SmallSet {
    /// An empty set; `filler` only fills the unused slots.
    fn new(filler: Point) -> SmallSet {
        SmallSet {
            points: [filler; 10],
            len: 0,
        }
    }

    /// Adds `p`; false when it was there already.
    fn insert(&mut self, p: Point) -> bool {
        if self.points[..self.len].contains(&p) {
            return false;
        }
        self.points[self.len] = p;
        self.len += 1;
        true
    }

    /// The points in the order they were added.
    fn points(&self) -> &[Point] {
        &self.points[..self.len]
    }
}

/// Share of playout moves that read ladders on two-liberty chains (the reading costs time, so
/// it is not done on every move; Pachi applies its equivalent rule at 25%).
const LADDER_READING_RATE: f64 = 0.25;

/// A move that starts a working ladder on an opponent chain of two liberties touching `last`,
/// or else one that runs an own such chain out before the opponent can start one.
fn two_liberty_ladders(
    policy: Policy,
    board: &mut Board,
    color: Color,
    last: Point,
) -> Option<Point> {
    let opponent = color.opponent();
    // Stones next to `last` often share a chain, and chains share liberties: each ladder
    // start and each own chain is read once.
    let mut starts_read = SmallSet::new(last);
    let mut own_chains = SmallSet::new(last);
    for q in std::iter::once(last).chain(board.neighbors(last)) {
        let Some((a, b)) = board.two_liberties(q) else {
            continue;
        };
        if board.color_at(q) == Some(opponent) {
            for p in [a, b] {
                if starts_read.insert(p) && ladder::starts_ladder(board, p, color, ladder::QUICK) {
                    return Some(p);
                }
            }
        } else if board.color_at(q) == Some(color) {
            own_chains.insert(board.chain(q));
        }
    }
    own_chains.points().iter().find_map(|&q| {
        let (a, b) = board.two_liberties(q)?;
        let threatened = [a, b]
            .into_iter()
            .any(|p| ladder::starts_ladder(board, p, opponent, ladder::QUICK));
        if !threatened {
            return None;
        }
        [a, b].into_iter().find(|&p| {
            acceptable(policy, board, p, color)
                && board.self_atari_stones(p, color).is_none()
                && !ladder::runs_into_ladder(board, p, color, ladder::QUICK)
        })
    })
}

/// The policy's move for `color` after the opponent's `last` move, or `None` (a pass) when
/// nothing acceptable is left. Ladders are read on `board`, which is left as it was.
pub fn policy_move<R: Rng>(
    policy: Policy,
    board: &mut Board,
    color: Color,
    last: Option<Point>,
    rng: &mut R,
) -> Option<Point> {
    if let Some(last) = last {
        // Save an own chain the last move put in atari: capture a chain next to it that is in
        // atari too, or extend when that gives liberties enough not to run into a ladder.
        let mut chains_read = SmallSet::new(last);
        for n in board.neighbors(last) {
            if board.color_at(n) == Some(color) && chains_read.insert(board.chain(n)) {
                if let Some(liberty) = board.atari_liberty(n) {
                    if let Some(capture) = counter_capture(board, n, color) {
                        return Some(capture);
                    }
                    if acceptable(policy, board, liberty, color)
                        && board.self_atari_stones(liberty, color).is_none()
                        && !ladder::runs_into_ladder(board, liberty, color, ladder::QUICK)
                    {
                        return Some(liberty);
                    }
                }
            }
        }
        // Capture an opponent chain left in atari next to (or by) the last move.
        let opponent = color.opponent();
        for q in std::iter::once(last).chain(board.neighbors(last)) {
            if board.color_at(q) == Some(opponent) {
                if let Some(liberty) = board.atari_liberty(q) {
                    if board.placement(liberty, color) == Placement::Legal {
                        return Some(liberty);
                    }
                }
            }
        }
        // Now and then, read ladders on the chains of two liberties next to the last move:
        // start one that works against the opponent, or run before one starts against us.
        if policy.ladders && rng.random_bool(LADDER_READING_RATE) {
            if let Some(p) = two_liberty_ladders(policy, board, color, last) {
                return Some(p);
            }
        }
        // Answer the last move with a 3×3 shape next to it.
        let mut shapes = [last; 8];
        let mut found = 0;
        let around = board
            .neighbors(last)
            .into_iter()
            .chain(board.diagonals(last));
        for q in around.filter(|_| policy.shapes) {
            if board.stone(q) == Stone::Empty
                && patterns::matches(board, q)
                && acceptable(policy, board, q, color)
            {
                shapes[found] = q;
                found += 1;
            }
        }
        if found > 0 {
            return Some(shapes[rng.random_range(0..found)]);
        }
    }
    let count = board.empty_count();
    if count == 0 {
        return None;
    }
    let start = rng.random_range(0..count);
    (start..count)
        .chain(0..start)
        .map(|i| board.empty_point(i))
        .find(|&p| acceptable(policy, board, p, color))
}

/// Share of the chances to take a ko back that a playout takes (Pachi's `korate` is 40%).
const KO_RETAKE_RATE: f64 = 0.4;

/// A ko may be taken back this many moves after it was taken (the ban lasts the first).
const KO_AGE: usize = 4;

/// A ko taken in a playout: where it is taken back, by whom, and at which move.
#[derive(Clone, Copy)]
struct KoTaken {
    point: Point,
    retaker: Color,
    at: usize,
}

impl KoTaken {
    /// The ko's point when `color`, at move `now`, may take it back: a single opponent stone
    /// in atari next to it, its one liberty there.
    fn retake(&self, board: &Board, color: Color, now: usize) -> Option<Point> {
        if self.retaker != color || now > self.at + KO_AGE {
            return None;
        }
        let p = self.point;
        let single_in_atari = board.neighbors(p).into_iter().any(|n| {
            board.color_at(n) == Some(color.opponent())
                && board.chain_size(n) == 1
                && board.atari_liberty(n) == Some(p)
        });
        (single_in_atari && board.placement(p, color) == Placement::Legal).then_some(p)
    }
}

/// Plays policy moves from `to_move` (after the opponent's `last` move) until both sides pass,
/// or three moves per point have been played. Calls `played` with every stone placed.
pub fn policy_playout<R: Rng>(
    policy: Policy,
    board: &mut Board,
    to_move: Color,
    last: Option<Point>,
    rng: &mut R,
    mut played: impl FnMut(Point, Color),
) -> PlayoutResult {
    let limit = 3 * board.size() * board.size();
    let mut color = to_move;
    let mut last = last;
    let mut passes = 0;
    let mut moves = 0;
    let mut ko_taken: Option<KoTaken> = None;
    while passes < 2 && moves < limit {
        let retake = ko_taken
            .and_then(|ko| ko.retake(board, color, moves))
            .filter(|_| rng.random_bool(KO_RETAKE_RATE));
        let chosen = retake.or_else(|| policy_move(policy, board, color, last, rng));
        match chosen {
            Some(p) => {
                board.play(p, color);
                played(p, color);
                last = Some(p);
                passes = 0;
                if policy.ko_fights {
                    if let Some((point, retaker)) = board.ko() {
                        ko_taken = Some(KoTaken {
                            point,
                            retaker,
                            at: moves,
                        });
                    }
                }
            }
            None => {
                board.clear_ko();
                last = None;
                passes += 1;
            }
        }
        moves += 1;
        color = color.opponent();
    }
    PlayoutResult {
        score: board.playout_area_score(),
        moves,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};
    use crate::tactics::ladder::{ladder_with_breaker, LADDER};
    use rand::rngs::SmallRng;
    use rand::SeedableRng;

    /// The policy's answers for Black over many seeds (each leaves the board as it was).
    fn answers(b: &Board, last: &str) -> Vec<Point> {
        let mut read = b.clone();
        let last = Some(at(b, last));
        let moves = (0..50)
            .map(|seed| {
                let mut rng = SmallRng::seed_from_u64(seed);
                policy_move(Policy::SEARCH, &mut read, Color::Black, last, &mut rng)
                    .expect("a move")
            })
            .collect();
        assert_eq!((read.diagram(), read.hash()), (b.diagram(), b.hash()));
        moves
    }

    #[test]
    fn the_search_fills_an_eye_space_with_stones_in_atari_and_scoring_does_not() {
        // White's straight three A1 B1 C1 holds a black stone at B1; C1 puts B1 C1 in atari,
        // and capturing them leaves White a single eye.
        let b = diagram_board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            "O O O O . . . . .",
            ". X . O . . . . .",
        ]);
        let c1 = at(&b, "C1");
        assert_eq!(b.self_atari_stones(c1, Color::Black), Some(2));
        assert!(acceptable(Policy::SEARCH, &b, c1, Color::Black));
        assert!(!acceptable(Policy::SCORING, &b, c1, Color::Black));
        // Two stones in atari out in the open are refused by both.
        let open = diagram_board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . O O . . . .",
            ". . O X . . . . .",
            ". . . O O . . . .",
            ". . . . . . . . .",
        ]);
        let e3 = at(&open, "E3");
        assert_eq!(open.self_atari_stones(e3, Color::Black), Some(2));
        assert!(!acceptable(Policy::SEARCH, &open, e3, Color::Black));
    }

    #[test]
    fn a_ko_is_taken_back_once_its_ban_is_over_and_not_long_after() {
        // White B3 takes the ko at C3; Black may take it back from its second move on.
        let mut b = diagram_board(&[
            ". . . . .",
            ". X O . .",
            "X . X O .",
            ". X O . .",
            ". . . . .",
        ]);
        b.play(at(&b, "B3"), Color::White);
        let (point, retaker) = b.ko().expect("a ko");
        let ko = KoTaken {
            point,
            retaker,
            at: 0,
        };
        assert_eq!((point, retaker), (at(&b, "C3"), Color::Black));
        assert_eq!(ko.retake(&b, Color::Black, 1), None);
        b.play(at(&b, "E5"), Color::Black);
        b.play(at(&b, "E1"), Color::White);
        assert_eq!(ko.retake(&b, Color::Black, 3), Some(point));
        assert_eq!(ko.retake(&b, Color::White, 3), None);
        assert_eq!(ko.retake(&b, Color::Black, 1 + KO_AGE), None);
        // Once White connects, there is nothing to take back.
        b.play(point, Color::White);
        assert_eq!(ko.retake(&b, Color::Black, 3), None);
    }

    #[test]
    fn a_chain_in_atari_is_saved_by_capturing_the_attacker() {
        // White D3 put Black C3 in atari; D3 itself has one liberty (E3).
        let b = diagram_board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . O X . . . . .",
            ". O X O . . . . .",
            ". . . X . . . . .",
            ". . . . . . . . .",
        ]);
        assert!(answers(&b, "D3").iter().all(|&p| p == at(&b, "E3")));
    }

    #[test]
    fn a_chain_in_atari_does_not_run_into_a_working_ladder() {
        // White C4 put Black C3 in atari; running to D3 is caught in a ladder.
        let b = diagram_board(&LADDER);
        let runs = answers(&b, "C4")
            .iter()
            .filter(|&&p| p == at(&b, "D3"))
            .count();
        // The save rule never runs; only the shape and random rules may still pick D3.
        assert!(runs < 25, "ran into the ladder in {runs} of 50 playouts");
        // With a breaker on the ladder's path, running out is the answer.
        let b = diagram_board(&ladder_with_breaker());
        assert!(answers(&b, "C4").iter().all(|&p| p == at(&b, "D3")));
    }
}
