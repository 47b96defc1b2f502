//! Counting a finished game once the status of every chain is known.

use super::regions::regions;
use super::statuses::{Status, Statuses};
use crate::board::{Board, Color, Move, Point};
use crate::game::Game;
use crate::rules::{DeadStones, Scoring, SekiTax, SharedSekiPoints, TieRule};
use std::fmt;

/// Points of each side, komi and handicap compensation included.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Count {
    pub black: f64,
    pub white: f64,
    pub tie: TieRule,
}

impl Count {
    /// Black's points minus White's.
    pub fn margin(&self) -> f64 {
        self.black - self.white
    }
}

/// The GTP result: `B+3.5`, `W+0.5`, `0` for a draw; a tie that the rules give to Black (Ing)
/// is `B+0.0`.
impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let margin = self.margin();
        if margin > 0.0 {
            write!(f, "B+{margin:.1}")
        } else if margin < 0.0 {
            write!(f, "W+{:.1}", -margin)
        } else if self.tie == TieRule::BlackWins {
            f.write_str("B+0.0")
        } else {
            f.write_str("0")
        }
    }
}

/// Whether a stone counts as living on the board (alive or in seki) under `statuses`.
fn living(board: &Board, statuses: &Statuses, p: Point) -> Option<Color> {
    board.color_at(p).filter(|_| statuses.of(p) != Status::Dead)
}

/// Counts `game` with the given statuses under its rules: area (living stones and surrounded
/// points) or territory (surrounded points, prisoners, dead stones and pass stones); seki eyes
/// score nothing under a seki tax, shared seki points are split where the rules say so; komi
/// and handicap compensation go to White. Under rules that leave dead stones on the board the
/// statuses are ignored.
pub fn count(game: &Game, statuses: &Statuses) -> Count {
    let board = game.board();
    let rules = game.rules();
    let all_alive = Statuses::all_alive();
    let statuses = match rules.dead_stones {
        DeadStones::Removed => statuses,
        DeadStones::StayOnBoard => &all_alive,
    };
    let territory_scoring = rules.scoring == Scoring::Territory;
    let mut points = [0.0f64; 2];
    for region in regions(board, |p| living(board, statuses, p).is_none()) {
        let (mut black, mut white, mut seki) = (false, false, false);
        for &p in &region {
            for n in board.neighbors(p) {
                match living(board, statuses, n) {
                    Some(Color::Black) => black = true,
                    Some(Color::White) => white = true,
                    None => continue,
                }
                seki |= statuses.of(n) == Status::Seki;
            }
        }
        let taxed = seki && rules.seki_tax == SekiTax::SekiEyes;
        let owner = match (black, white) {
            (true, false) => Some(Color::Black),
            (false, true) => Some(Color::White),
            (true, true) => {
                if seki && rules.shared_seki_points == SharedSekiPoints::SplitEqually {
                    let shared = region.iter().filter(|&&p| board.color_at(p).is_none());
                    let half = shared.count() as f64 / 2.0;
                    points[0] += half;
                    points[1] += half;
                }
                None
            }
            (false, false) => None,
        };
        // Dead stones are prisoners under territory scoring, except inside a seki eye under a
        // seki tax (they were never captured).
        if territory_scoring && !taxed {
            for &p in &region {
                if let Some(c) = board.color_at(p) {
                    points[c.opponent().index()] += 1.0;
                }
            }
        }
        if let Some(owner) = owner.filter(|_| !taxed) {
            let mut size = region.len();
            if territory_scoring {
                size -= teire_points(board, statuses, &region, owner);
            }
            points[owner.index()] += size as f64;
        }
    }
    for color in Color::BOTH {
        let i = color.index();
        match rules.scoring {
            Scoring::Area => {
                points[i] += board
                    .points()
                    .filter(|&p| living(board, statuses, p) == Some(color))
                    .count() as f64;
            }
            Scoring::Territory => {
                points[i] += game.captures(color) as f64;
                if rules.pass_stones {
                    points[i] += game.passes(color.opponent()) as f64;
                }
            }
        }
    }
    let ended_by_black_pass = game
        .history()
        .last()
        .is_some_and(|last| last.color == Color::Black && last.mv == Move::Pass);
    if territory_scoring && rules.pass_stones && rules.white_passes_last && ended_by_black_pass {
        // White's closing pass hands Black one more prisoner.
        points[Color::Black.index()] += 1.0;
    }
    points[Color::White.index()] +=
        game.komi() + rules.handicap_compensation.points(game.handicap().len()) as f64;
    Count {
        black: points[0],
        white: points[1],
        tie: rules.tie,
    }
}

/// Points of an `owner` region that must still be filled before counting (teire): the only
/// liberty of an `owner` chain that removing dead stones does not relieve, such as the ko
/// point next to a stone that could still be captured.
fn teire_points(board: &Board, statuses: &Statuses, region: &[Point], owner: Color) -> usize {
    region
        .iter()
        .filter(|&&p| board.color_at(p).is_none())
        .filter(|&&p| {
            board.neighbors(p).iter().any(|&n| {
                board.color_at(n) == Some(owner)
                    && board.liberties(n) == 1
                    && !board.chain_stones(n).any(|s| {
                        board
                            .neighbors(s)
                            .iter()
                            .any(|&m| board.color_at(m).is_some() && statuses.of(m) == Status::Dead)
                    })
            })
        })
        .count()
}
