//! Eye space: the regions a group encloses, each valued as the eyes it gives its owner with
//! the attacker moving first and with the owner moving first (a straight three gives one or
//! two: one and a half), with the vital point where the two differ. The value comes from
//! reading the region alone, walled in by the owner's stones as if they could not be captured:
//! both sides play inside it until both pass, and each part of the region that holds no
//! attacker stone and no owner stone is an eye. A one-point region is valued by its
//! diagonals instead (a false eye gives none, a half eye one only if the owner moves first).

use crate::board::{Board, Color, Placement, Point, PointMap, Stone, UndoLog};
use std::cell::RefCell;
use std::collections::HashMap;

/// Regions of more empty points than this give two eyes however they are played (seven
/// points cannot be reduced to one eye by a nakade).
pub const LARGEST_NAKADE: usize = 6;

/// Regions of more points than this (empty or not) are taken to give two eyes unread.
const LARGEST_READ: usize = 8;

/// The eyes a region gives its owner: with the attacker moving first, and with the owner
/// moving first (0, 1 or 2 each; 2 means two eyes or more).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct EyeValue {
    /// The eyes when the attacker moves first.
    pub attacker_first: u8,
    /// The eyes when the owner moves first.
    pub owner_first: u8,
}

impl EyeValue {
    /// The value as players write it: `0`, `0.5` (a half eye), `1`, `1.5`, `2`.
    pub fn text(self) -> String {
        let halves = u32::from(self.attacker_first) + u32::from(self.owner_first);
        if halves % 2 == 0 {
            format!("{}", halves / 2)
        } else {
            format!("{}.5", halves / 2)
        }
    }
}

/// One region of a group's eye space.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EyeRegion {
    /// Its points (empty, or holding attacker stones).
    pub points: Vec<Point>,
    /// The eyes it gives.
    pub value: EyeValue,
    /// Where the attacker makes the smaller value, when the two differ (the owner makes the
    /// larger there too).
    pub vital: Option<Point>,
}

/// The eye space of the group made of the stones marked in `group` (stones of `owner`): each
/// region of points that are not its stones, bordered only by its stones and the edge, of at
/// most twice the board's width, holding no stone of `owner` and at most
/// [`LARGEST_NAKADE`] of the attacker's (more are a group of their own, not stones to
/// capture), with its value.
pub fn eye_space(board: &Board, group: &PointMap<bool>, owner: Color) -> Vec<EyeRegion> {
    let mut eyes = Vec::new();
    // Each region is whole: its points' other neighbours are the group's stones or the edge.
    for region in board.regions(|p| !group[p]) {
        if region.len() > 2 * board.size() {
            continue;
        }
        let attackers = region
            .iter()
            .filter(|&&p| board.color_at(p) == Some(owner.opponent()))
            .count();
        let owners = region.iter().any(|&p| board.color_at(p) == Some(owner));
        if attackers <= LARGEST_NAKADE && !owners {
            let (value, vital) = value_of(board, &region, attackers, owner);
            eyes.push(EyeRegion {
                points: region,
                value,
                vital,
            });
        }
    }
    eyes
}

/// The value of `region` (holding `attackers` of the attacker's stones) for `owner`, and its
/// vital point.
fn value_of(board: &Board, region: &[Point], attackers: usize, owner: Color) -> ValueAndVital {
    if region.len() - attackers > LARGEST_NAKADE || region.len() > LARGEST_READ {
        let two = EyeValue {
            attacker_first: 2,
            owner_first: 2,
        };
        return (two, None);
    }
    if let [point] = region {
        return one_point_value(board, *point, owner);
    }
    // The value depends only on the region's points and the stones on them: readings of one
    // position keep meeting the same regions.
    let mut key: Vec<u32> = Vec::with_capacity(region.len() + 1);
    key.push(owner.index() as u32 | (board.size() as u32) << 1);
    // A region holds no owner stone: a point is empty or holds an attacker stone.
    key.extend(
        region
            .iter()
            .map(|&p| (p.index() as u32) << 1 | u32::from(board.color_at(p).is_some())),
    );
    key[1..].sort_unstable();
    if let Some(known) = KNOWN_VALUES.with(|known| known.borrow().get(&key).copied()) {
        return known;
    }
    let found = RegionReading::new(board, region, owner).value();
    KNOWN_VALUES.with(|known| {
        let mut known = known.borrow_mut();
        if known.len() >= KNOWN_VALUES_KEPT {
            known.clear();
        }
        known.insert(key, found);
    });
    found
}

/// A region's value and its vital point.
type ValueAndVital = (EyeValue, Option<Point>);

/// How many region values a thread keeps before it starts afresh.
const KNOWN_VALUES_KEPT: usize = 100_000;

thread_local! {
    /// The values of the regions this thread has read, by board size, owner and the region's
    /// points with the attacker stones on them.
    static KNOWN_VALUES: RefCell<HashMap<Vec<u32>, ValueAndVital>> = RefCell::new(HashMap::new());
}

/// A one-point region: an eye unless the attacker holds (or can take) enough of its
/// diagonals — two in the middle of the board, one on the edge or in the corner — the two
/// sides taking the open diagonals in turn.
fn one_point_value(board: &Board, point: Point, owner: Color) -> ValueAndVital {
    let attacker = owner.opponent();
    let mut held = 0;
    let mut on_edge = false;
    let mut open = Vec::new();
    for d in board.diagonals(point) {
        match board.stone(d) {
            Stone::Border => on_edge = true,
            Stone::Empty => open.push(d),
            s if s == Stone::of(attacker) => held += 1,
            _ => {}
        }
    }
    let needed = if on_edge { 1 } else { 2 };
    let value = |attacker_first, owner_first| EyeValue {
        attacker_first,
        owner_first,
    };
    // The attacker still needs `short` of the open diagonals; filling them in turn, it gets
    // half of them, rounded up when it moves first.
    let short = needed - held.min(needed);
    let is_eye = |attacker_gets: usize| u8::from(short > 0 && attacker_gets < short);
    let attacker_first = is_eye(open.len().div_ceil(2));
    let owner_first = is_eye(open.len() / 2);
    let vital = (owner_first > attacker_first)
        .then(|| open.first().copied())
        .flatten();
    (value(attacker_first, owner_first), vital)
}

/// A region read alone: a board holding only the region's stones and a wall of the owner's
/// stones around it, both sides playing inside.
struct RegionReading {
    board: Board,
    region: Vec<Point>,
    owner: Color,
    log: UndoLog,
    /// Eyes found for positions read to their end (key: stones, side to move, last move a
    /// pass).
    table: HashMap<(u64, bool, bool), u8>,
}

impl RegionReading {
    fn new(board: &Board, region: &[Point], owner: Color) -> RegionReading {
        let mut alone = Board::new(board.size()).expect("the board's own size");
        for &p in region {
            if let Some(color) = board.color_at(p) {
                alone.play(p, color);
            }
        }
        for &p in region {
            for n in board.neighbors(p) {
                if board.stone(n) != Stone::Border
                    && !region.contains(&n)
                    && alone.stone(n) == Stone::Empty
                {
                    alone.play(n, owner);
                }
            }
        }
        RegionReading {
            board: alone,
            region: region.to_vec(),
            owner,
            log: UndoLog::new(),
            table: HashMap::new(),
        }
    }

    /// The region's value, and the attacker's first move that gets the smaller eye count
    /// when it differs from the owner's first.
    fn value(mut self) -> ValueAndVital {
        let plies = 2 * self.region.len() + 4;
        let (attacker_first, vital, _) = self.best(self.owner.opponent(), plies, false);
        let owner_first = self.best(self.owner, plies, false).0;
        let value = EyeValue {
            attacker_first,
            owner_first,
        };
        (value, vital.filter(|_| owner_first > attacker_first))
    }

    /// The eyes with `color` to move and `plies` left: the owner makes the most, the attacker
    /// the fewest; the first move that gets them (`None`: a pass); and whether the reading
    /// reached its end everywhere (only such results are kept, so a position met again with
    /// more plies left is read again).
    fn best(&mut self, color: Color, plies: usize, passed: bool) -> (u8, Option<Point>, bool) {
        let owner_moves = color == self.owner;
        let key = (self.board.hash(), owner_moves, passed);
        if let Some(&eyes) = self.table.get(&key) {
            return (eyes, None, true);
        }
        let now = self.eyes();
        if plies == 0 {
            return (now, None, false);
        }
        let (mut best, mut exact) = if passed {
            ((now, None), true)
        } else {
            let (eyes, _, exact) = self.best(color.opponent(), plies - 1, true);
            ((eyes, None), exact)
        };
        let goal = if owner_moves { 2 } else { 0 };
        for i in 0..self.region.len() {
            if best.0 == goal {
                break;
            }
            let p = self.region[i];
            if self.board.placement(p, color) != Placement::Legal {
                continue;
            }
            self.board.play_undoable(p, color, &mut self.log);
            let (eyes, _, reached) = self.best(color.opponent(), plies - 1, false);
            self.board.undo(&mut self.log);
            exact &= reached;
            let better = if owner_moves {
                eyes > best.0
            } else {
                eyes < best.0
            };
            if better {
                best = (eyes, Some(p));
            }
        }
        // A goal reached is the end whatever the rest would give.
        let exact = exact || best.0 == goal;
        if exact {
            self.table.insert(key, best.0);
        }
        (best.0, best.1, exact)
    }

    /// The eyes now: the parts of the region (points joined through points not holding the
    /// owner's stones) with no stone in them, at most two.
    fn eyes(&self) -> u8 {
        let open: Vec<Point> = self
            .region
            .iter()
            .copied()
            .filter(|&p| self.board.color_at(p) != Some(self.owner))
            .collect();
        let parts = self.board.regions(|p| open.contains(&p));
        let empty_parts = parts
            .iter()
            .filter(|part| part.iter().all(|&p| self.board.stone(p) == Stone::Empty))
            .count();
        empty_parts.min(2) as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};

    fn values(rows: &[&str], stone: &str) -> Vec<(usize, String, Option<String>)> {
        let b = diagram_board(rows);
        let owner = b.color_at(at(&b, stone)).unwrap();
        let group = PointMap::from_fn(|p| b.color_at(p) == Some(owner));
        let mut found: Vec<_> = eye_space(&b, &group, owner)
            .into_iter()
            .map(|eye| {
                (
                    eye.points.len(),
                    eye.value.text(),
                    eye.vital.map(|p| b.vertex(p).to_string()),
                )
            })
            .collect();
        found.sort();
        found
    }

    #[test]
    fn a_straight_three_is_one_and_a_half_eyes_with_its_middle_vital() {
        let rows = [
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            "X X X X X . .",
            "X . . . X . .",
            "X X X X X . .",
        ];
        assert_eq!(
            values(&rows, "A3"),
            vec![(3, "1.5".to_string(), Some("C2".to_string()))]
        );
    }

    #[test]
    fn a_square_four_is_one_eye_and_a_straight_four_two() {
        let square = [
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            "X X X X . . .",
            "X . . X . . .",
            "X . . X . . .",
            "X X X X . . .",
        ];
        assert_eq!(values(&square, "A4"), vec![(4, "1".to_string(), None)]);
        let straight = [
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            "X X X X X X .",
            "X . . . . X .",
            "X X X X X X .",
        ];
        assert_eq!(values(&straight, "A3"), vec![(4, "2".to_string(), None)]);
    }

    #[test]
    fn a_bulky_five_is_killed_at_its_centre() {
        let bulky = [
            ". . . . . . .",
            ". . . . . . .",
            "X X X X X . .",
            "X . . . X . .",
            "X . . X X . .",
            "X X X X . . .",
            ". . . . . . .",
        ];
        assert_eq!(
            values(&bulky, "A5"),
            vec![(5, "1.5".to_string(), Some("C4".to_string()))]
        );
    }

    #[test]
    fn a_one_point_eye_is_false_half_or_whole_by_its_diagonals() {
        // C4 is Black's one-point region (B4, C5, D4, C3 around it); its diagonals are B5,
        // D5, B3 and D3.
        let one_point = |top: &str, bottom: &str| {
            let rows = [
                ". . . . . . .",
                ". . . . . . .",
                top,
                ". X . X . . .",
                bottom,
                ". . . . . . .",
                ". . . . . . .",
            ];
            values(&rows, "C5")
                .into_iter()
                .filter(|(size, _, _)| *size == 1)
                .map(|(_, value, vital)| (value, vital.is_some()))
                .collect::<Vec<_>>()
        };
        // Black holds two diagonals: White cannot get the two it needs.
        assert_eq!(
            one_point(". X X . . . .", ". . X X . . ."),
            vec![("1".into(), false)]
        );
        // White holds one and one is open: whoever moves first takes it.
        assert_eq!(
            one_point(". O X X . . .", ". . X X . . ."),
            vec![("0.5".into(), true)]
        );
        // White holds one and two are open: it gets one of them whoever moves first.
        assert_eq!(
            one_point(". O X . . . .", ". . X X . . ."),
            vec![("0".into(), false)]
        );
        assert_eq!(
            one_point(". O X . . . .", ". . X O . . ."),
            vec![("0".into(), false)]
        );
    }
}
