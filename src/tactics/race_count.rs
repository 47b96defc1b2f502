//! Capturing races by counting: each group's liberties sorted by kind — outside (its own),
//! shared with the other group, and eye liberties (an eye of n points takes the opponent 1, 2,
//! 3, 5, 8 or 12 moves to fill) — and the race between the counts played out exactly as a
//! small game: each side fills the other's outside or eye liberties or the shared ones, a
//! side may not fill its last liberty unless that captures, an eye's last point can be filled
//! only by a capture, and two passes leave both groups standing (seki).

use super::eye_space::{eye_space, EyeRegion, LARGEST_NAKADE};
use super::liberty_race::RaceEnd;
use crate::board::{Board, Color, Point, PointMap, Stone};
use std::collections::HashMap;

/// The moves it takes to fill an eye of 1, 2, … 6 points (the classic count: a big eye gains
/// liberties as the group captures the stones played inside it).
const EYE_LIBERTIES: [u8; 6] = [1, 2, 3, 5, 8, 12];

/// Counts above this are all the same to the race (the game of counts stays small).
const COUNT_CAP: u8 = 16;

/// One group's liberties in a race, by kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GroupCount {
    /// Liberties only this group has, outside its eyes.
    pub outside: u8,
    /// The moves the opponent needs to fill its eye (0: no eye).
    pub eye: u8,
    /// Whether it has two eyes (or room for them): it cannot be captured.
    pub alive: bool,
    /// Whether a move of its own in its eye space makes it alive.
    pub lives_moving_first: bool,
}

/// Both groups' counts and the liberties they share.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RaceCount {
    /// The group of the side to move first, then the other.
    pub groups: [GroupCount; 2],
    /// The liberties the two groups share (outside their eyes).
    pub shared: u8,
}

/// The points of a race: each group's stones, outside liberties and eyes, and the
/// liberties the two share.
pub struct RacePoints {
    /// The two groups' stones (the first group's first).
    pub stones: [PointMap<bool>; 2],
    /// The liberties only one group has, outside its eyes, for each group.
    pub outside: [Vec<Point>; 2],
    /// The liberties both groups have, outside their eyes.
    pub shared: Vec<Point>,
    /// The eyes of each group: the regions of its eye space that hold none of the other
    /// group's stones and give an eye at least when it moves first.
    pub eyes: [Vec<EyeRegion>; 2],
    /// The moves the opponent needs to fill each group's largest eye (0: no eye); the points
    /// of its other eyes count as outside liberties.
    pub eye_liberties: [u8; 2],
}

impl RacePoints {
    /// The points of the race between the group made of the chains through `first` and that
    /// made of the chains through `second` (stones of opposite colours).
    pub fn of(board: &Board, first: &[Point], second: &[Point]) -> RacePoints {
        let members = |heads: &[Point]| {
            let mut map = PointMap::new(false);
            for &h in heads {
                if board.color_at(h).is_some() {
                    for s in board.chain_stones(h) {
                        map[s] = true;
                    }
                }
            }
            map
        };
        let color = |heads: &[Point]| heads.iter().find_map(|&h| board.color_at(h));
        let stones = [members(first), members(second)];
        let eyes = [
            eyes_of(board, color(first), &stones[0], &stones[1]),
            eyes_of(board, color(second), &stones[1], &stones[0]),
        ];
        let mut in_eye = PointMap::new(false);
        let mut eye_liberties = [0; 2];
        for (side, group_eyes) in eyes.iter().enumerate() {
            let largest = group_eyes
                .iter()
                .max_by_key(|eye| liberties_of_eye(board, eye));
            if let Some(eye) = largest {
                eye_liberties[side] = liberties_of_eye(board, eye);
                for &p in &eye.points {
                    in_eye[p] = true;
                }
            }
        }
        let touches =
            |p: Point, group: &PointMap<bool>| board.neighbors(p).iter().any(|&n| group[n]);
        let (mut outside, mut shared) = ([Vec::new(), Vec::new()], Vec::new());
        for p in board.points() {
            if board.stone(p) != Stone::Empty || in_eye[p] {
                continue;
            }
            match (touches(p, &stones[0]), touches(p, &stones[1])) {
                (true, true) => shared.push(p),
                (true, false) => outside[0].push(p),
                (false, true) => outside[1].push(p),
                (false, false) => {}
            }
        }
        RacePoints {
            stones,
            outside,
            shared,
            eyes,
            eye_liberties,
        }
    }

    /// The counts of the race.
    pub fn count(&self) -> RaceCount {
        let cap = |n: usize| n.min(usize::from(COUNT_CAP)) as u8;
        let group = |side: usize| {
            let eyes = &self.eyes[side];
            let sure_eyes = eyes
                .iter()
                .fold(0u8, |sum, eye| sum.saturating_add(eye.value.attacker_first));
            let gained = eyes
                .iter()
                .map(|eye| {
                    eye.value
                        .owner_first
                        .saturating_sub(eye.value.attacker_first)
                })
                .max()
                .unwrap_or(0);
            GroupCount {
                outside: cap(self.outside[side].len()),
                eye: self.eye_liberties[side],
                alive: sure_eyes >= 2,
                lives_moving_first: sure_eyes.saturating_add(gained) >= 2,
            }
        };
        RaceCount {
            groups: [group(0), group(1)],
            shared: cap(self.shared.len()),
        }
    }
}

impl RaceCount {
    /// How the race ends with the first group's side to move, both sides playing it out.
    pub fn end(&self) -> RaceEnd {
        let [a, b] = self.groups;
        match (a.alive, b.alive) {
            (true, true) => RaceEnd::BothLive,
            (true, false) => RaceEnd::Won,
            (false, true) if a.lives_moving_first => RaceEnd::BothLive,
            (false, true) => RaceEnd::Lost,
            // It makes its eyes; the other side may then make its own.
            (false, false) if a.lives_moving_first => {
                if b.lives_moving_first {
                    RaceEnd::BothLive
                } else {
                    RaceEnd::Won
                }
            }
            (false, false) => CountGame::default().end(State {
                mover: [a.eye, a.outside],
                other: [b.eye, b.outside],
                shared: self.shared,
                passed: false,
            }),
        }
    }
}

/// The moves the opponent needs to fill `eye`: by its size ([`EYE_LIBERTIES`]), less the
/// stones it has played there already, at least one.
fn liberties_of_eye(board: &Board, eye: &EyeRegion) -> u8 {
    let played = eye
        .points
        .iter()
        .filter(|&&p| board.color_at(p).is_some())
        .count();
    let size = eye.points.len().min(LARGEST_NAKADE);
    EYE_LIBERTIES[size - 1]
        .saturating_sub(played.min(usize::from(u8::MAX)) as u8)
        .max(1)
}

/// The eyes of `group` (stones of `color`; none without a colour) in a race against `other`:
/// the regions of its eye space ([`eye_space`]) that hold none of `other`'s stones and give an
/// eye at least when the group moves first (a false eye is a liberty the opponent fills like
/// any other).
fn eyes_of(
    board: &Board,
    color: Option<Color>,
    group: &PointMap<bool>,
    other: &PointMap<bool>,
) -> Vec<EyeRegion> {
    let Some(color) = color else {
        return Vec::new();
    };
    let mut eyes = eye_space(board, group, color);
    eyes.retain(|eye| eye.value.owner_first > 0 && !eye.points.iter().any(|&p| other[p]));
    eyes
}

/// A position of the game of counts: the side to move's eye and outside liberties, the other
/// side's, the shared liberties, and whether the last move was a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct State {
    mover: [u8; 2],
    other: [u8; 2],
    shared: u8,
    passed: bool,
}

impl State {
    fn liberties(side: [u8; 2], shared: u8) -> u8 {
        side[0] + side[1] + shared
    }

    /// The positions the side to move can reach, with the other side to move; `None` where
    /// the move captures the other group.
    fn moves(self) -> Vec<Option<State>> {
        let mut next = Vec::new();
        let other_liberties = State::liberties(self.other, self.shared);
        let swap = |mover: [u8; 2], other: [u8; 2], shared: u8| State {
            mover: other,
            other: mover,
            shared,
            passed: false,
        };
        if other_liberties == 1 {
            // Any move on its last liberty captures it.
            next.push(None);
            return next;
        }
        if self.other[1] > 0 {
            let other = [self.other[0], self.other[1] - 1];
            next.push(Some(swap(self.mover, other, self.shared)));
        }
        if self.other[0] >= 2 {
            let other = [self.other[0] - 1, self.other[1]];
            next.push(Some(swap(self.mover, other, self.shared)));
        }
        // Filling a shared liberty takes one of the mover's own; it may not take its last.
        if self.shared > 0 && State::liberties(self.mover, self.shared) >= 2 {
            next.push(Some(swap(self.mover, self.other, self.shared - 1)));
        }
        next
    }
}

/// The game of counts, its positions' ends kept as they are read.
#[derive(Default)]
struct CountGame {
    ends: HashMap<State, RaceEnd>,
}

impl CountGame {
    /// The end for the side to move in `state`, playing its best.
    fn end(&mut self, state: State) -> RaceEnd {
        if let Some(&end) = self.ends.get(&state) {
            return end;
        }
        let mut best = if state.passed {
            RaceEnd::BothLive
        } else {
            self.end(State {
                mover: state.other,
                other: state.mover,
                passed: true,
                ..state
            })
            .for_the_other_side()
        };
        for next in state.moves() {
            if best == RaceEnd::Won {
                break;
            }
            let end = next.map_or(RaceEnd::Won, |s| self.end(s).for_the_other_side());
            best = best.max(end);
        }
        self.ends.insert(state, best);
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};

    fn count(a: (u8, u8), b: (u8, u8), shared: u8) -> RaceEnd {
        let group = |(eye, outside)| GroupCount {
            outside,
            eye,
            alive: false,
            lives_moving_first: false,
        };
        RaceCount {
            groups: [group(a), group(b)],
            shared,
        }
        .end()
    }

    #[test]
    fn without_eyes_the_side_to_move_wins_an_even_count_and_shared_liberties_make_seki() {
        assert_eq!(count((0, 3), (0, 3), 0), RaceEnd::Won);
        assert_eq!(count((0, 2), (0, 3), 0), RaceEnd::Lost);
        assert_eq!(count((0, 0), (0, 0), 2), RaceEnd::BothLive);
        assert_eq!(count((0, 0), (0, 0), 1), RaceEnd::Won);
        assert_eq!(count((0, 3), (0, 1), 2), RaceEnd::Won);
    }

    #[test]
    fn an_eye_takes_the_shared_liberties_and_two_eyes_with_shared_ones_are_seki() {
        // One eye against none: the shared liberties are the eye's.
        assert_eq!(count((0, 2), (1, 0), 3), RaceEnd::Lost);
        assert_eq!(count((1, 0), (0, 2), 3), RaceEnd::Won);
        assert_eq!(count((1, 0), (1, 0), 2), RaceEnd::BothLive);
        // A big eye of five points counts eight.
        assert_eq!(count((8, 0), (1, 6), 0), RaceEnd::Won);
    }

    #[test]
    fn the_board_count_sorts_liberties_into_eyes_outside_and_shared() {
        // Black's two chains enclose an eye at B1 and share A2 with White's wall, which has
        // seven liberties of its own: Black loses the race whoever moves.
        let b = diagram_board(&[
            ". . . . . .",
            ". . . . . .",
            ". . . . . .",
            "O O O O . .",
            ". X X O . .",
            "X . X O . .",
        ]);
        let black = [at(&b, "B2"), at(&b, "A1")];
        let count = RacePoints::of(&b, &black, &[at(&b, "A3")]).count();
        let no_eye = |outside| GroupCount {
            outside,
            eye: 0,
            alive: false,
            lives_moving_first: false,
        };
        assert_eq!(
            count,
            RaceCount {
                groups: [
                    GroupCount {
                        eye: 1,
                        ..no_eye(0)
                    },
                    no_eye(7)
                ],
                shared: 1,
            }
        );
        assert_eq!(count.end(), RaceEnd::Lost);
    }

    #[test]
    fn a_group_with_two_eyes_lives_and_wins() {
        let b = diagram_board(&[
            ". . . . . .",
            ". . . . . .",
            ". . . . . .",
            "O O O O O .",
            "X X X X O .",
            ". X . X O .",
        ]);
        let count = RacePoints::of(&b, &[at(&b, "A2")], &[at(&b, "A3")]).count();
        assert!(count.groups[0].alive);
        assert_eq!(count.end(), RaceEnd::Won);
    }
}
