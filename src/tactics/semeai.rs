//! Capturing races (semeai) between two groups of opposite colours, as GNU Go's
//! `analyze_semeai` asks them: the owner of the first group moves first; can its group live,
//! and can the other group be killed? The race is read between the two chains and between
//! their dragons, with the kos it needs.

use super::dragon::{chains_of, Dragons};
use super::group_race;
use super::liberty_race::{self, RaceEnd};
use super::life::{self, OWL_BUDGET};
use super::race_count::RacePoints;
use super::{Answer, Ko, Threats};
use crate::board::{Board, Move, Placement, Point, PointMap, Stone, UndoLog};

/// How a capturing race ends with the first group's owner moving first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Race {
    /// Whether the first group lives (by capturing the other, in seki, or with eyes of its
    /// own), and what kos that takes; `None` when it dies.
    pub first_lives: Option<Ko>,
    /// Whether the second group dies, and what kos that takes; `None` when it lives.
    pub second_dies: Option<Ko>,
    /// The first move that gets this; a pass when passing does better than any move, or when
    /// nothing helps.
    pub mv: Move,
}

/// The race between the group through `first` and the opponent's group through `second`,
/// the owner of `first` to move ([`read`]); `None` when the plain reading runs out of budget.
/// A result the plain reading gets is read again with the opponent free to take kos back at
/// once: if it is lost then, it took a ko first; one it does not get is read again with the
/// first group's owner free to: if it is got then, it needs a ko threat. A reread out of
/// budget leaves the plain result. When the first group lives and the second dies each
/// through a ko, one ko decides both, and the second takes the first's code (GNU Go's
/// `semeai.tst`: 144 won, none lost). Both points must hold stones of opposite colours, and
/// `dragons` are the position's. The readings walk `board` forwards and back; it is left as
/// it was.
pub fn race(board: &mut Board, dragons: &Dragons, first: Point, second: Point) -> Option<Race> {
    let mover = board.color_at(first)?;
    let group = |p: Point| {
        let dragon = dragons.of(p).expect("a race between stones");
        chains_of(board, dragon.color, &dragon.stones)
    };
    let groups = [group(first), group(second)];
    let read_with = |board: &mut Board, threats| read(board, &groups, [first, second], threats);
    let (plain, plain_move) = read_with(board, Threats::Nobody)?;
    let mut reread = |threats| read_with(board, threats);
    // Only what the plain reading got can be lost against threats, and only what it did not
    // get can be got with them.
    let against = (plain != RaceEnd::Lost)
        .then(|| reread(Threats::Side(mover.opponent())))
        .flatten();
    let with = (plain != RaceEnd::Won)
        .then(|| reread(Threats::Side(mover)))
        .flatten();
    let code = |wanted: fn(RaceEnd) -> bool| {
        if wanted(plain) {
            match against {
                Some((end, _)) if !wanted(end) => Some(Ko::TakenFirst),
                _ => Some(Ko::Unneeded),
            }
        } else {
            with.filter(|&(end, _)| wanted(end))
                .map(|_| Ko::NeedsThreat)
        }
    };
    let first_lives = code(|end| end >= RaceEnd::BothLive);
    let second_dies = match (first_lives, code(|end| end == RaceEnd::Won)) {
        (Some(lives), Some(dies)) if lives != Ko::Unneeded && dies != Ko::Unneeded => Some(lives),
        (_, dies) => dies,
    };
    // A lost race names the move that wins it with ko threats, if any.
    let mv = if plain == RaceEnd::Lost {
        with.filter(|&(end, _)| end > RaceEnd::Lost)
            .and_then(|(_, mv)| mv)
    } else {
        plain_move
    };
    Some(Race {
        first_lives,
        second_dies,
        mv: mv.map_or(Move::Pass, Move::Play),
    })
}

/// The most points, stones and empty ones, of the region of a group that stands inside
/// another ([`inside`]).
const INSIDE_AREA: usize = 12;

/// The race between the groups through `first` and `second` when one stands inside the other
/// ([`inside`]), judged by the life reader (closed regions, the owl budget), since capturing
/// the stones inside may leave the outer group too small an eye:
/// - the outer group cannot live even moving first ([`life::save`] fails): the stones inside
///   live and it dies whoever moves, with nothing to play;
/// - it lives without a move and moves first: it kills the stones inside with the life
///   reader's move if it still lives after that move, else both live (a seki) with a pass;
/// - it needs a move to live and moves first: it lives with that move, and the stones inside
///   die if the life reader cannot save them after it;
/// - it needs a move to live and the stones inside move first: they live, and it dies, with
///   the life reader's move that kills it.
///
/// `None` in every other case (a reading out of budget among them), which the race readings
/// decide. `dragons` are the position's.
pub fn race_with_a_group_inside(
    board: &mut Board,
    dragons: &Dragons,
    first: Point,
    second: Point,
) -> Option<Race> {
    let (outer, first_is_outer) = if inside(board, dragons, second, first) {
        (first, true)
    } else if inside(board, dragons, first, second) {
        (second, false)
    } else {
        return None;
    };
    match life::save(board, outer, OWL_BUDGET) {
        Answer::Fails => {
            let first_wins = (!first_is_outer).then_some(Ko::Unneeded);
            Some(Race {
                first_lives: first_wins,
                second_dies: first_wins,
                mv: Move::Pass,
            })
        }
        Answer::Succeeds(Move::Pass) if first_is_outer => {
            let second_dies = match life::kill(board, second, OWL_BUDGET) {
                Answer::Fails => None,
                Answer::Succeeds(Move::Play(m)) => {
                    let killed = read_after(board, outer, m, |b| life::kill(b, outer, OWL_BUDGET))?;
                    (killed == Answer::Fails).then_some(m)
                }
                _ => return None,
            };
            Some(Race {
                first_lives: Some(Ko::Unneeded),
                second_dies: second_dies.map(|_| Ko::Unneeded),
                mv: second_dies.map_or(Move::Pass, Move::Play),
            })
        }
        Answer::Succeeds(Move::Play(m)) if first_is_outer => {
            let saved = read_after(board, outer, m, |b| life::save(b, second, OWL_BUDGET))?;
            Some(Race {
                first_lives: Some(Ko::Unneeded),
                second_dies: (saved == Answer::Fails).then_some(Ko::Unneeded),
                mv: Move::Play(m),
            })
        }
        Answer::Succeeds(Move::Play(_)) if !first_is_outer => {
            match life::kill(board, outer, OWL_BUDGET) {
                Answer::Succeeds(Move::Play(m)) => Some(Race {
                    first_lives: Some(Ko::Unneeded),
                    second_dies: Some(Ko::Unneeded),
                    mv: Move::Play(m),
                }),
                _ => None,
            }
        }
        _ => None,
    }
}

/// The life reading `read` of the position after the owner of the stone on `stone` plays `m`:
/// `None` when the move is not legal or the reading runs out of budget.
fn read_after(
    board: &mut Board,
    stone: Point,
    m: Point,
    read: impl FnOnce(&mut Board) -> Answer<Move>,
) -> Option<Answer<Move>> {
    let owner = board.color_at(stone)?;
    if board.placement(m, owner) != Placement::Legal {
        return None;
    }
    let mut log = UndoLog::new();
    board.play_undoable(m, owner, &mut log);
    let answer = read(board);
    board.undo(&mut log);
    (answer != Answer::Unknown).then_some(answer)
}

/// Whether the dragon through `inner` stands inside the dragon through `outer`: the points
/// reached from its stones through empty points and stones of its colour are at most
/// [`INSIDE_AREA`], and touch no opponent stones but the outer dragon's.
fn inside(board: &Board, dragons: &Dragons, inner: Point, outer: Point) -> bool {
    let Some(dragon) = dragons.of(inner) else {
        return false;
    };
    let mut reached = PointMap::new(false);
    let mut stack = dragon.stones.clone();
    for &s in &stack {
        reached[s] = true;
    }
    let mut count = stack.len();
    while let Some(p) = stack.pop() {
        for n in board.neighbors(p) {
            if reached[n] {
                continue;
            }
            match board.stone(n) {
                Stone::Border => continue,
                Stone::Empty => {}
                _ if board.color_at(n) == Some(dragon.color) => {}
                _ => {
                    if !dragons.same(n, outer) {
                        return false;
                    }
                    continue;
                }
            }
            reached[n] = true;
            count += 1;
            if count > INSIDE_AREA {
                return false;
            }
            stack.push(n);
        }
    }
    true
}

/// The moves it takes to fill an eye of four points: from this size on, the middle of the
/// second group's eye may touch none of its stones, so the chains' reading, which plays only
/// liberties, never takes it.
const EYE_WITH_A_HIDDEN_MIDDLE: u8 = 5;

/// The race between the chains through `stones[0]` and `stones[1]` and between their groups
/// (`groups`, as chain heads), the first stone's owner to move. The liberty race between the
/// two chains ([`liberty_race`]) reads them exactly but sees no other chain and no eye, and
/// calls both alive once each has many liberties; the group race ([`group_race`]) sees the
/// groups and their eyes and counts where it stops. The chains' reading stands, except that
/// where it finds both alive the group race may find a win (or the seki move the chains'
/// reading does not name); where it finds the first chain lost or runs out of budget the
/// group race may find a seki, or a win when the second group has an eye of four points or
/// more ([`EYE_WITH_A_HIDDEN_MIDDLE`]).
fn read(
    board: &mut Board,
    groups: &[Vec<Point>; 2],
    stones: [Point; 2],
    threats: Threats,
) -> Option<(RaceEnd, Option<Point>)> {
    let [first, second] = stones;
    let chains = liberty_race::read_race(board, first, second, threats);
    let mut by_groups =
        || group_race::read_group_race(board, [&groups[0], &groups[1]], first, second, threats);
    match chains {
        Some((RaceEnd::Won, _)) => chains,
        Some((RaceEnd::BothLive, mv)) => match by_groups() {
            won @ Some((RaceEnd::Won, _)) => won,
            seki @ Some((RaceEnd::BothLive, Some(_))) if mv.is_none() => seki,
            _ => chains,
        },
        _ => match by_groups() {
            seki @ Some((RaceEnd::BothLive, _)) => seki,
            won @ Some((RaceEnd::Won, _))
                if RacePoints::of(board, &groups[0], &groups[1]).eye_liberties[1]
                    >= EYE_WITH_A_HIDDEN_MIDDLE =>
            {
                won
            }
            _ => chains,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};
    use crate::tactics::{four_point_eye_race, reads_back};

    /// [`race`] with the position's dragons.
    fn race_of(board: &mut Board, first: Point, second: Point) -> Option<Race> {
        let dragons = Dragons::find(board);
        race(board, &dragons, first, second)
    }

    /// [`race_with_a_group_inside`] with the position's dragons.
    fn inside_race(board: &mut Board, first: Point, second: Point) -> Option<Race> {
        let dragons = Dragons::find(board);
        race_with_a_group_inside(board, &dragons, first, second)
    }

    #[test]
    fn a_group_without_liberties_to_spare_loses_the_race_whoever_moves() {
        // Black's three stones in the corner have one liberty, A1, which Black cannot fill.
        let b = diagram_board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            "O O O . . . . . .",
            "X X O . . . . . .",
            ". X O . . . . . .",
        ]);
        let (black, white) = (at(&b, "B2"), at(&b, "C2"));
        let lost = Race {
            first_lives: None,
            second_dies: None,
            mv: Move::Pass,
        };
        reads_back(&b, |b| {
            assert_eq!(race_of(b, black, white), Some(lost));
            let won = race_of(b, white, black).expect("read in the budget");
            assert!(
                won.first_lives.is_some() && won.second_dies.is_some(),
                "{won:?}"
            );
        });
    }

    #[test]
    fn the_first_move_captures_a_chain_in_atari() {
        // White's two stones B1 C1 have one liberty, A1; Black's chain around them has more.
        let mut b = diagram_board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            "X X X X . . . . .",
            ". O O X . . . . .",
        ]);
        let (black, white) = (at(&b, "B2"), at(&b, "B1"));
        let race = race_of(&mut b, black, white).expect("read in the budget");
        assert!(race.first_lives.is_some() && race.second_dies.is_some());
        // Black may also leave it: White cannot save the two stones either way.
        assert!(matches!(race.mv, Move::Pass) || race.mv == Move::Play(at(&b, "A1")));
    }

    #[test]
    fn stones_inside_a_group_that_cannot_live_win_whoever_moves() {
        // GNU Go's semeai.tst 63: Black's corner group has no eye, and capturing White's B9
        // and A8 leaves a bent three that White kills at its middle.
        let b = diagram_board(&[
            ". O . X . O . . .",
            "O X X X . O . . .",
            ". X . O O O . . .",
            "X X . O . . . . .",
            ". . O O . . . . .",
            "O O O . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ]);
        let (black, white) = (at(&b, "D9"), at(&b, "B9"));
        reads_back(&b, |b| {
            let lost = inside_race(b, black, white).expect("decided");
            assert_eq!((lost.first_lives, lost.second_dies), (None, None));
            let won = inside_race(b, white, black).expect("decided");
            let unneeded = Some(Ko::Unneeded);
            assert_eq!((won.first_lives, won.second_dies), (unneeded, unneeded));
            assert_eq!(won.mv, Move::Pass);
        });
    }

    #[test]
    fn stones_inside_a_group_that_lives_in_seki_with_them_are_not_killed() {
        // GNU Go's semeai.tst 73: Black takes White's J8 J7 H7 at J9 or H6 only to be left
        // with a bent three; both pass instead, in seki.
        let b = diagram_board(&[
            ". . . . . O . X .",
            ". . . . . O X X O",
            ". . . . . O X O O",
            ". . . . O O X . X",
            ". . . . . O X X X",
            ". . . . O O O O O",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
        ]);
        let (black, white) = (at(&b, "H9"), at(&b, "J8"));
        reads_back(&b, |b| {
            let seki = inside_race(b, black, white).expect("decided");
            assert_eq!(
                seki,
                Race {
                    first_lives: Some(Ko::Unneeded),
                    second_dies: None,
                    mv: Move::Pass,
                }
            );
        });
    }

    #[test]
    fn a_group_that_needs_a_move_to_live_dies_if_the_stones_inside_move_first() {
        // GNU Go's semeai.tst 139 and 140: Black's F9 group lives by G9, which also kills White's
        // H9 J8 J7 inside it; moving first, White kills it at E9 or G7.
        let b = diagram_board(&[
            ". O . O . X . O .",
            "O O O O O X X X O",
            "X X X X O O . X O",
            ". . X . X O O X X",
            "O O X X . X O O O",
            ". O . X X X X X O",
            "O O O O O O . X X",
            "X X X X X O O O X",
            ". X O . O . . . .",
        ]);
        let (black, white) = (at(&b, "F9"), at(&b, "H9"));
        reads_back(&b, |b| {
            let both = Some(Ko::Unneeded);
            let black_first = inside_race(b, black, white).expect("decided");
            assert_eq!(
                (black_first.first_lives, black_first.second_dies),
                (both, both)
            );
            assert_eq!(black_first.mv, Move::Play(at(b, "G9")));
            let white_first = inside_race(b, white, black).expect("decided");
            assert_eq!(
                (white_first.first_lives, white_first.second_dies),
                (both, both)
            );
            assert!([at(b, "E9"), at(b, "G7")]
                .map(Move::Play)
                .contains(&white_first.mv));
        });
    }

    #[test]
    fn a_race_between_groups_side_by_side_is_left_to_the_race_readings() {
        let mut b = four_point_eye_race();
        let (white, black) = (at(&b, "C5"), at(&b, "H6"));
        assert_eq!(inside_race(&mut b, white, black), None);
        assert_eq!(inside_race(&mut b, black, white), None);
    }

    #[test]
    fn a_race_is_won_on_the_middle_of_a_big_eye_that_is_no_liberty() {
        // The chains' reading never plays J4, which is no liberty of Black's; the group race's
        // win stands.
        let mut b = four_point_eye_race();
        let (white, black) = (at(&b, "C5"), at(&b, "H6"));
        let race = race_of(&mut b, white, black).expect("read in the budget");
        assert!(race.first_lives.is_some() && race.second_dies.is_some());
        assert_eq!(race.mv, Move::Play(at(&b, "J4")));
    }
}
