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
    /// The chains the playouts called seki that reading judged otherwise, and why.
    rulings: Vec<Ruling>,
}

/// A chain whose status reading decided against the playouts' seki, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ruling {
    /// A stone of the chain.
    pub chain: Point,
    /// The status it got.
    pub status: Status,
    /// The reason, in words (`GTP` vertices), for `tengen-explain_score`.
    pub reason: String,
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
            rulings: Vec::new(),
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

    /// Records why reading gave the chain through `stone` its status.
    pub fn rule(&mut self, stone: Point, status: Status, reason: String) {
        self.rulings.push(Ruling {
            chain: stone,
            status,
            reason,
        });
    }

    /// The chains reading judged against the playouts, in the order they were read.
    pub fn rulings(&self) -> &[Ruling] {
        &self.rulings
    }

    /// Every stone marked dead.
    pub fn dead_stones(&self, board: &Board) -> Vec<Point> {
        board
            .points()
            .filter(|&p| board.color_at(p).is_some() && self.of(p) == Status::Dead)
            .collect()
    }
}
