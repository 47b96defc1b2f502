//! Counting a game once the status of every chain is known, item by item; the expected
//! count of an unfinished one.

use super::ownership::Ownership;
use super::statuses::{Status, Statuses};
use crate::board::{Board, ByColor, Color, Move, Point, PointMap, Stone};
use crate::game::Game;
use crate::rules::{DeadStones, Scoring, SekiTax, SharedSekiPoints, TieRule};
use std::fmt;

/// Points of each side, komi and handicap compensation included.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Count {
    /// Black's points.
    pub black: f64,
    /// White's points, komi included.
    pub white: f64,
    /// What equal points mean.
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

/// Where one side's points come from in a count.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SidePoints {
    /// Empty points surrounded by the side alone (and the points of dead stones removed from
    /// them), teire left out; half of each shared seki point where the rules split them.
    pub territory: f64,
    /// Living stones on the board (area scoring).
    pub stones: f64,
    /// Opponent stones captured during play (territory scoring).
    pub prisoners: f64,
    /// Opponent dead stones taken off at the end (territory scoring).
    pub dead_stones: f64,
    /// The opponent's passes, each handed over as a prisoner (AGA), and White's closing pass.
    pub pass_stones: f64,
    /// Komi (White).
    pub komi: f64,
    /// Compensation for Black's handicap stones (White).
    pub handicap: f64,
}

impl SidePoints {
    /// All of the side's points.
    pub fn total(&self) -> f64 {
        self.territory
            + self.stones
            + self.prisoners
            + self.dead_stones
            + self.pass_stones
            + self.komi
            + self.handicap
    }
}

/// A count item by item: each side's points and what the rules did to the position.
#[derive(Clone, Debug, PartialEq)]
pub struct CountDetail {
    /// Black's points, item by item.
    pub black: SidePoints,
    /// White's points, item by item.
    pub white: SidePoints,
    /// Dead stones taken off the board before counting, per colour (Black, White).
    pub removed: ByColor<usize>,
    /// Points of seki eyes that scored nothing (seki tax).
    pub seki_eyes_unscored: usize,
    /// Empty points shared in seki and split equally between the sides.
    pub seki_points_split: usize,
    /// Own points that must still be filled (teire) and so are not territory.
    pub teire: usize,
    /// What equal points mean.
    pub tie: TieRule,
}

impl CountDetail {
    /// The totals.
    pub fn count(&self) -> Count {
        Count {
            black: self.black.total(),
            white: self.white.total(),
            tie: self.tie,
        }
    }

    fn side(&mut self, color: Color) -> &mut SidePoints {
        match color {
            Color::Black => &mut self.black,
            Color::White => &mut self.white,
        }
    }
}

/// Counts `game` with the given statuses under its rules: area (living stones and surrounded
/// points) or territory (surrounded points, prisoners, dead stones and pass stones); seki eyes
/// score nothing under a seki tax, shared seki points are split where the rules say so; komi
/// and handicap compensation go to White. Under rules that leave dead stones on the board the
/// statuses are ignored.
pub fn count(game: &Game, statuses: &Statuses) -> Count {
    count_in_detail(game, statuses).count()
}

/// [`count`] item by item.
pub fn count_in_detail(game: &Game, statuses: &Statuses) -> CountDetail {
    let board = game.board();
    let rules = game.rules();
    let all_alive = Statuses::all_alive();
    let statuses = match rules.dead_stones {
        DeadStones::Removed => statuses,
        DeadStones::StayOnBoard => &all_alive,
    };
    let territory_scoring = rules.scoring == Scoring::Territory;
    let mut detail = CountDetail {
        black: SidePoints::default(),
        white: SidePoints::default(),
        removed: ByColor::default(),
        seki_eyes_unscored: 0,
        seki_points_split: 0,
        teire: 0,
        tie: rules.tie,
    };
    let regions = Region::classify(board, statuses);
    let mut dame = PointMap::new(false);
    for region in regions.iter().filter(|r| r.is_dame()) {
        for &p in &region.points {
            dame[p] = true;
        }
    }
    for region in &regions {
        let taxed = region.seki && rules.seki_tax == SekiTax::SekiEyes;
        let split = rules.shared_seki_points == SharedSekiPoints::SplitEqually;
        if region.black && region.white && region.seki && split {
            let shared = region
                .points
                .iter()
                .filter(|&&p| board.color_at(p).is_none())
                .count();
            detail.seki_points_split += shared;
            detail.black.territory += shared as f64 / 2.0;
            detail.white.territory += shared as f64 / 2.0;
        }
        // Stones in a region without living stones are dead and come off the board.
        for &p in &region.points {
            if let Some(c) = board.color_at(p) {
                detail.removed[c] += 1;
                // Prisoners under territory scoring, except inside a seki eye under a seki
                // tax (they were never captured).
                if territory_scoring && !taxed {
                    detail.side(c.opponent()).dead_stones += 1.0;
                }
            }
        }
        if let Some(owner) = region.owner() {
            if taxed {
                detail.seki_eyes_unscored += region.points.len();
                continue;
            }
            let mut size = region.points.len();
            // With pass stones filling a teire costs nothing (the opponent's pass pays for it).
            if territory_scoring && !rules.pass_stones {
                let teire = teire_points(board, statuses, &region.points, owner, &dame);
                detail.teire += teire;
                size -= teire;
            }
            detail.side(owner).territory += size as f64;
        }
    }
    for color in Color::BOTH {
        let side = detail.side(color);
        match rules.scoring {
            Scoring::Area => {
                side.stones = board
                    .points()
                    .filter(|&p| living(board, statuses, p) == Some(color))
                    .count() as f64;
            }
            Scoring::Territory => {
                side.prisoners = game.captures(color) as f64;
                if rules.pass_stones {
                    side.pass_stones = game.passes(color.opponent()) as f64;
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
        detail.black.pass_stones += 1.0;
    }
    detail.white.komi = game.komi();
    detail.white.handicap = rules.handicap_compensation.points(game.handicap().len()) as f64;
    detail
}

/// Whether the position has open points under `statuses` (see [`open_points`]): a finished
/// game has only dame between the colours.
pub fn has_open_points(board: &Board, statuses: &Statuses) -> bool {
    !open_points(board, statuses).is_empty()
}

/// The open points under `statuses`: points without living stones, in a region between both
/// colours, that do not touch both.
fn open_points(board: &Board, statuses: &Statuses) -> Vec<Point> {
    Region::classify(board, statuses)
        .into_iter()
        .filter(Region::is_dame)
        .flat_map(|region| region.points)
        .filter(|&p| !touches_both(board, statuses, p))
        .collect()
}

/// Whether living stones of both colours are next to `p`.
fn touches_both(board: &Board, statuses: &Statuses, p: Point) -> bool {
    let touches = |color| {
        board
            .neighbors(p)
            .iter()
            .any(|&n| living(board, statuses, n) == Some(color))
    };
    touches(Color::Black) && touches(Color::White)
}

/// The expected count of an unfinished game: the count of the board as it stands under
/// `statuses`, plus for every open point (see [`open_points`]) each side's share of the
/// scoring playouts that ended with it owning the point; each side's open points are rounded
/// to whole points.
pub fn expected_count(game: &Game, statuses: &Statuses, ownership: &Ownership) -> Count {
    let open = open_points(game.board(), statuses);
    let share = |color| open.iter().map(|&p| ownership.share(p, color)).sum::<f64>();
    let mut counted = count(game, statuses);
    counted.black += share(Color::Black).round();
    counted.white += share(Color::White).round();
    counted
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
        board
            .regions(|p| living(board, statuses, p).is_none())
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
    dame: &PointMap<bool>,
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
fn left_one_liberty_by_dame(board: &Board, stone: Point, dame: &PointMap<bool>) -> bool {
    let chain = board.chain(stone);
    let color = board.color_at(stone);
    let mut kept: Vec<Point> = Vec::new();
    for s in board.chain_stones(stone) {
        for n in board.neighbors(s) {
            if board.stone(n) != Stone::Empty {
                continue;
            }
            if !dame[n] {
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
