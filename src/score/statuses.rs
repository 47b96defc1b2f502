//! The status of every chain at the end of a game.

use crate::board::{Board, Point, PointMap};

/// What a chain is when the game is counted (GTP `final_status_list` words).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Stays on the board.
    Alive,
    /// Removed before the count.
    Dead,
    /// Alive without eyes of its own, sharing liberties with the opponent.
    Seki,
}

impl Status {
    /// Parses a GTP status word.
    pub fn parse(word: &str) -> Option<Status> {
        match word {
            "alive" => Some(Status::Alive),
            "dead" => Some(Status::Dead),
            "seki" => Some(Status::Seki),
            _ => None,
        }
    }
}

/// The status of every stone on one board; the stones of a chain always share it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statuses {
    status: PointMap<Status>,
}

impl Default for Statuses {
    fn default() -> Statuses {
        Statuses::all_alive()
    }
}

impl Statuses {
    /// Every stone alive.
    pub fn all_alive() -> Statuses {
        Statuses {
            status: PointMap::new(Status::Alive),
        }
    }

    /// The status of the stone on `point` (meaningless for an empty point).
    pub fn of(&self, point: Point) -> Status {
        self.status[point]
    }

    /// Gives the chain through `stone` a status.
    pub fn set_chain(&mut self, board: &Board, stone: Point, status: Status) {
        for p in board.chain_stones(stone) {
            self.status[p] = status;
        }
    }

    /// The chains with `status`, each as its stones, in board order of their first stone.
    pub fn chains_with(&self, board: &Board, status: Status) -> Vec<Vec<Point>> {
        let mut chains: Vec<Vec<Point>> = Vec::new();
        let mut listed = PointMap::new(false);
        for p in board.points() {
            if board.color_at(p).is_none() || self.of(p) != status {
                continue;
            }
            let head = board.chain(p);
            if !listed[head] {
                listed[head] = true;
                let mut stones: Vec<Point> = board.chain_stones(p).collect();
                stones.sort_by_key(|s| s.index());
                chains.push(stones);
            }
        }
        chains
    }

    /// Every stone marked dead.
    pub fn dead_stones(&self, board: &Board) -> Vec<Point> {
        board
            .points()
            .filter(|&p| board.color_at(p).is_some() && self.of(p) == Status::Dead)
            .collect()
    }
}
