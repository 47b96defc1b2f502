//! Counting a finished game once the status of every chain is known.

use super::regions::regions;
use super::statuses::{Status, Statuses};
use crate::board::{Board, Color, Move, Point, Stone, MAX_POINTS};
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

    /// Who wins: the side with more points, on a tie the side the rules give it to (Black
    /// under Ing), else nobody.
    pub fn winner(&self) -> Option<Color> {
        let margin = self.margin();
        if margin > 0.0 || (margin == 0.0 && self.tie == TieRule::BlackWins) {
            Some(Color::Black)
        } else if margin < 0.0 {
            Some(Color::White)
        } else {
            None
        }
    }
}

/// The GTP result: `B+3.5`, `W+0.5`, `0` for a draw; a tie that the rules give to Black (Ing)
/// is `B+0.0`.
impl fmt::Display for Count {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.winner() {
            Some(Color::Black) => write!(f, "B+{:.1}", self.margin()),
            Some(Color::White) => write!(f, "W+{:.1}", -self.margin()),
            None => f.write_str("0"),
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
    let regions = Region::classify(board, statuses);
    let mut dame = vec![false; MAX_POINTS];
    for region in regions.iter().filter(|r| r.is_dame()) {
        for &p in &region.points {
            dame[p.index()] = true;
        }
    }
    for region in &regions {
        let taxed = region.seki && rules.seki_tax == SekiTax::SekiEyes;
        let split = rules.shared_seki_points == SharedSekiPoints::SplitEqually;
        if region.black && region.white && region.seki && split {
            let shared = region
                .points
                .iter()
                .filter(|&&p| board.color_at(p).is_none());
            let half = shared.count() as f64 / 2.0;
            points[0] += half;
            points[1] += half;
        }
        // Dead stones are prisoners under territory scoring, except inside a seki eye under a
        // seki tax (they were never captured).
        if territory_scoring && !taxed {
            for &p in &region.points {
                if let Some(c) = board.color_at(p) {
                    points[c.opponent().index()] += 1.0;
                }
            }
        }
        if let Some(owner) = region.owner().filter(|_| !taxed) {
            let mut size = region.points.len();
            // With pass stones filling a teire costs nothing (the opponent's pass pays for it).
            if territory_scoring && !rules.pass_stones {
                size -= teire_points(board, statuses, &region.points, owner, &dame);
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

/// Every empty point with the colour whose territory it is under `statuses` (surrounded by
/// that colour's living stones alone, not in seki), or `None` for dame and seki points.
pub fn empty_point_owners(board: &Board, statuses: &Statuses) -> Vec<(Point, Option<Color>)> {
    Region::classify(board, statuses)
        .into_iter()
        .flat_map(|region| {
            let owner = region.owner().filter(|_| !region.seki);
            region
                .points
                .into_iter()
                .filter(move |&p| board.color_at(p).is_none())
                .map(move |p| (p, owner))
        })
        .collect()
}

/// A connected set of points without living stones, and which living stones it touches.
struct Region {
    points: Vec<Point>,
    black: bool,
    white: bool,
    /// Whether it touches a chain in seki.
    seki: bool,
}

impl Region {
    fn classify(board: &Board, statuses: &Statuses) -> Vec<Region> {
        regions(board, |p| living(board, statuses, p).is_none())
            .into_iter()
            .map(|points| {
                let mut region = Region {
                    points,
                    black: false,
                    white: false,
                    seki: false,
                };
                for &p in &region.points {
                    for n in board.neighbors(p) {
                        match living(board, statuses, n) {
                            Some(Color::Black) => region.black = true,
                            Some(Color::White) => region.white = true,
                            None => continue,
                        }
                        region.seki |= statuses.of(n) == Status::Seki;
                    }
                }
                region
            })
            .collect()
    }

    /// The colour that surrounds it alone.
    fn owner(&self) -> Option<Color> {
        match (self.black, self.white) {
            (true, false) => Some(Color::Black),
            (false, true) => Some(Color::White),
            _ => None,
        }
    }

    /// Neutral points outside seki: filled by the players before counting.
    fn is_dame(&self) -> bool {
        self.black && self.white && !self.seki
    }
}

/// Points of an `owner` region that must still be filled before counting (teire): the only
/// liberty left to an `owner` chain once the dame are filled, where removing dead stones does
/// not relieve it — the ko point next to a stone that could still be captured, or the
/// connection a one-sided dame forces when the opponent fills it.
fn teire_points(
    board: &Board,
    statuses: &Statuses,
    region: &[Point],
    owner: Color,
    dame: &[bool],
) -> usize {
    region
        .iter()
        .filter(|&&p| board.color_at(p).is_none())
        .filter(|&&p| {
            board.neighbors(p).iter().any(|&n| {
                board.color_at(n) == Some(owner)
                    && left_one_liberty_by_dame(board, n, dame)
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

/// Whether the chain at `stone` keeps a single liberty once the dame are filled: exactly one
/// liberty is not dame, and no dame liberty would connect it to another chain of its colour
/// (its owner would fill that one himself).
fn left_one_liberty_by_dame(board: &Board, stone: Point, dame: &[bool]) -> bool {
    let chain = board.chain(stone);
    let color = board.color_at(stone);
    let mut kept: Vec<Point> = Vec::new();
    for s in board.chain_stones(stone) {
        for n in board.neighbors(s) {
            if board.stone(n) != Stone::Empty {
                continue;
            }
            if !dame[n.index()] {
                kept.push(n);
            } else if board
                .neighbors(n)
                .iter()
                .any(|&m| board.color_at(m) == color && board.chain(m) != chain)
            {
                return false;
            }
        }
    }
    kept.sort_unstable();
    kept.dedup();
    kept.len() == 1
}
