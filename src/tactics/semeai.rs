//! Capturing races (semeai) between two groups of opposite colours, as GNU Go's
//! `analyze_semeai` asks them: the owner of the first group moves first; can its group live,
//! and can the other group be killed?
//!
//! The race is read first as a liberty race between the two chains
//! ([`super::liberty_race`]). When that runs out of budget, it is read with the
//! life-and-death reader ([`super::life`]), which already captures short-of-liberty attacker
//! chains around the group it reads: each candidate first move (a
//! pass, the move that kills the second group, the move that saves the first, the two chains'
//! liberties) is played, and the reader then asks whether the opponent, moving next, can
//! capture the first group and whether it can save the second. The best candidate wins: one
//! that keeps the first group and kills the second, else one that keeps the first; a pass
//! where it does as well as any move.

use super::liberty_race::{self, RaceEnd};
use super::life::{self, LifeReading};
use super::{Budget, Ko, Threats};
use crate::board::{Board, Color, Move, Placement, Point, UndoLog};

/// The budget of each life-and-death reading within a race.
pub const RACE_BUDGET: Budget = Budget {
    moves: 20_000,
    depth: 40,
};

/// Candidate first moves read at most, the pass included.
const MAX_CANDIDATES: usize = 16;

/// How a capturing race ends with the first group's owner moving first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Race {
    /// Whether the first group lives (by capturing the other, in seki, or with eyes of its
    /// own), and what kos that takes; `None` when it dies.
    pub first_lives: Option<Ko>,
    /// Whether the second group dies, and what kos that takes; `None` when it lives.
    pub second_dies: Option<Ko>,
    /// The first move that gets this; a pass when passing does better than any move (the
    /// liberty race), or as well as any (the life-reader readings), or when nothing helps.
    pub mv: Move,
}

impl Race {
    /// How good the race is for the first group's owner: 2 kill, 1 live, 0 lose.
    fn rank(&self) -> u8 {
        u8::from(self.first_lives.is_some())
            + u8::from(self.first_lives.is_some() && self.second_dies.is_some())
    }
}

/// The race between the group through `first` and the opponent's group through `second`,
/// the owner of `first` to move: the liberty race between the two chains (with the kos it
/// needs, found as the other readers find them: read again with one side free to take kos
/// back at once), or the life-and-death readings within `budget` each when it runs out of
/// its own budget (no ko codes). Both points must hold stones of opposite colours. The
/// readings walk `board` forwards and back; it is left as it was.
pub fn race(board: &mut Board, first: Point, second: Point, budget: Budget) -> Race {
    if let Some(race) = liberty_race_with_kos(board, first, second) {
        return race;
    }
    log::debug!(
        "race {} {}: the liberty race is out of budget, read with the life reader",
        board.vertex(first),
        board.vertex(second)
    );
    race_by_life_readings(board, first, second, budget)
}

/// The liberty race with its ko codes, or `None` when its plain reading runs out of budget.
/// A result the plain reading gets is read again with the opponent free to take kos back at
/// once: if it is lost then, it took a ko first; one it does not get is read again with the
/// first group's owner free to: if it is got then, it needs a ko threat. A reread out of
/// budget leaves the plain result.
fn liberty_race_with_kos(board: &mut Board, first: Point, second: Point) -> Option<Race> {
    let mover = board.color_at(first)?;
    let (plain, plain_move) = liberty_race::read_race(board, first, second, Threats::Nobody)?;
    let mut reread = |threats| liberty_race::read_race(board, first, second, threats);
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
    let second_dies = code(|end| end == RaceEnd::Won);
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

/// The race read with the life-and-death reader, as the module describes it.
fn race_by_life_readings(board: &mut Board, first: Point, second: Point, budget: Budget) -> Race {
    let mover = board
        .color_at(first)
        .expect("the first group's stone is on the board");
    let mut best = Race {
        first_lives: None,
        second_dies: None,
        mv: Move::Pass,
    };
    for mv in candidates(board, first, second, mover, budget) {
        let outcome = after(board, mv, mover, first, second, budget);
        if outcome.rank() > best.rank() {
            best = outcome;
            if best.rank() == 2 {
                break;
            }
        }
    }
    best
}

/// The first moves to read, best guesses first: a pass, the kill of the second group, the
/// save of the first, then the liberties of both chains (fewest-liberty chain first).
fn candidates(
    board: &mut Board,
    first: Point,
    second: Point,
    mover: Color,
    budget: Budget,
) -> Vec<Move> {
    let read_move = |reading: LifeReading| match reading {
        LifeReading::Succeeds(Move::Play(p)) => Some(p),
        _ => None,
    };
    let kill = read_move(life::kill(board, second, budget));
    let save = read_move(life::save(board, first, budget));
    let (mut near, mut far) = (board.liberty_points(second), board.liberty_points(first));
    if near.len() > far.len() {
        std::mem::swap(&mut near, &mut far);
    }
    let mut moves = vec![Move::Pass];
    for p in kill.into_iter().chain(save).chain(near).chain(far) {
        let mv = Move::Play(p);
        if moves.len() < MAX_CANDIDATES
            && !moves.contains(&mv)
            && board.placement(p, mover) == Placement::Legal
        {
            moves.push(mv);
        }
    }
    moves
}

/// The race after `mover` plays `mv`: can the opponent, moving next, capture `first`, and can
/// it save `second`? A reading out of budget counts as the group living. `mv` is taken back
/// afterwards.
fn after(
    board: &mut Board,
    mv: Move,
    mover: Color,
    first: Point,
    second: Point,
    budget: Budget,
) -> Race {
    let mut log = UndoLog::new();
    match mv {
        Move::Play(p) => {
            board.play_undoable(p, mover, &mut log);
        }
        Move::Pass => board.pass_undoable(&mut log),
    }
    let first_lives = !matches!(life::kill(board, first, budget), LifeReading::Succeeds(_));
    let second_dies = first_lives
        && (board.color_at(second).is_none()
            || life::save(board, second, budget) == LifeReading::Fails);
    board.undo(&mut log);
    Race {
        first_lives: first_lives.then_some(Ko::Unneeded),
        second_dies: second_dies.then_some(Ko::Unneeded),
        mv,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};
    use crate::tactics::reads_back;

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
        // The liberty race, and the life-reader readings it falls back to.
        for read in [race, race_by_life_readings] {
            reads_back(&b, |b| {
                assert_eq!(read(b, black, white, RACE_BUDGET), lost);
                let won = read(b, white, black, RACE_BUDGET);
                assert!(
                    won.first_lives.is_some() && won.second_dies.is_some(),
                    "{won:?}"
                );
            });
        }
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
        for read in [race, race_by_life_readings] {
            let race = read(&mut b, black, white, RACE_BUDGET);
            assert!(race.first_lives.is_some() && race.second_dies.is_some());
            // Black may also leave it: White cannot save the two stones either way.
            assert!(matches!(race.mv, Move::Pass) || race.mv == Move::Play(at(&b, "A1")));
        }
    }
}
