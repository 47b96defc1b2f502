//! Moves an analysis asks the search to leave out near the root: KataGo's and Leela Zero's
//! `avoid PLAYER VERTICES UNTILDEPTH` (and `allow`, which avoids every other move).

use super::tree_move::{MoveMap, TreeMove};
use crate::board::{Board, ByColor, Color, Move};

/// Per colour and move, the tree depth down to which the move is left out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveFilter {
    /// `until[color][move]`: the move is left out at depths (plies from the root, the root's
    /// children at 0) below this.
    until: ByColor<MoveMap<u32>>,
    /// The largest depth bound, 0 when nothing is left out.
    deepest: u32,
}

impl Default for MoveFilter {
    fn default() -> Self {
        MoveFilter {
            until: ByColor::both(MoveMap::new(0)),
            deepest: 0,
        }
    }
}

impl MoveFilter {
    /// Leaves `mv` by `color` out of the first `depth` plies of the search (a move's own
    /// ply included: depth 1 is the root's moves only). A move named twice keeps the deeper
    /// bound.
    pub fn avoid(&mut self, color: Color, mv: Move, depth: u32) {
        let slot = &mut self.until[color][mv.into()];
        *slot = (*slot).max(depth);
        self.deepest = self.deepest.max(depth);
    }

    /// Leaves out every move of `board` by `color` (pass included) but `allowed`, down to
    /// `depth` as [`MoveFilter::avoid`].
    pub fn allow_only(&mut self, color: Color, allowed: &[Move], depth: u32, board: &Board) {
        let every_move = board.points().map(Move::Play).chain([Move::Pass]);
        for mv in every_move.filter(|mv| !allowed.contains(mv)) {
            self.avoid(color, mv, depth);
        }
    }

    /// Whether nothing is left out.
    pub fn is_empty(&self) -> bool {
        self.deepest == 0
    }

    /// Whether the filter may leave out moves at `depth`.
    pub(super) fn applies_at(&self, depth: usize) -> bool {
        depth < self.deepest as usize
    }

    /// Whether `color` may play the tree move `mv` at `depth`.
    pub fn allows(&self, color: Color, mv: TreeMove, depth: usize) -> bool {
        depth >= self.until[color][mv] as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_is_left_out_down_to_its_depth_for_its_colour_only() {
        let board = Board::new(9).unwrap();
        let d4 = board.point(3, 3).unwrap();
        let mut filter = MoveFilter::default();
        assert!(filter.is_empty());
        filter.avoid(Color::Black, Move::Play(d4), 1);
        filter.avoid(Color::Black, Move::Play(d4), 3);
        filter.avoid(Color::White, Move::Pass, 2);
        let d4 = TreeMove::from(d4);
        let pass = TreeMove::from(Move::Pass);
        assert!(!filter.allows(Color::Black, d4, 0));
        assert!(!filter.allows(Color::Black, d4, 2));
        assert!(filter.allows(Color::Black, d4, 3));
        assert!(filter.allows(Color::White, d4, 0));
        assert!(!filter.allows(Color::White, pass, 1));
        assert!(filter.allows(Color::Black, pass, 0));
        assert!(filter.applies_at(2) && !filter.applies_at(3));
    }
}
