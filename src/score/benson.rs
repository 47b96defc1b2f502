//! Pass-alive chains and the regions they own, for both colours: Benson's algorithm over the
//! whole board ([`crate::tactics::benson`]).

use crate::board::{Board, Color, Point, PointMap};
use crate::tactics::benson::Benson;

/// Pass-alive chains of both colours and the points of the regions they enclose.
#[derive(Clone, Debug)]
pub struct PassAlive {
    alive: PointMap<bool>,
    territory: PointMap<Option<Color>>,
}

impl PassAlive {
    /// Runs Benson's algorithm for both colours.
    pub fn find(board: &Board) -> PassAlive {
        let mut result = PassAlive {
            alive: PointMap::new(false),
            territory: PointMap::new(None),
        };
        let mut benson = Benson::default();
        for color in Color::BOTH {
            let area = benson.whole_board(board, color);
            for chain in area.chains {
                for p in board.chain_stones(chain) {
                    result.alive[p] = true;
                }
            }
            for p in area.territory {
                result.territory[p] = Some(color);
            }
        }
        result
    }

    /// Whether the stone on `point` belongs to a pass-alive chain.
    pub fn is_alive(&self, point: Point) -> bool {
        self.alive[point]
    }

    /// The colour whose pass-alive chains alone enclose `point` with no room for the opponent
    /// to make an eye; opponent stones there are dead.
    pub fn territory(&self, point: Point) -> Option<Color> {
        self.territory[point]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::diagram_board;

    /// An eye holding opponent stones counts: Black cannot play D4, so White's C4, D3 and C1
    /// chains are pass-alive, and the Black stones in their eye are dead.
    #[test]
    fn a_region_holding_opponent_stones_is_an_eye() {
        let board = diagram_board(&[
            ". . O X X",
            ". O O . X",
            ". O . O O",
            "O . O . O",
            ". . O O .",
        ]);
        let pass_alive = PassAlive::find(&board);
        let at = |v: &str| crate::board::point_at(&board, v);
        for stone in ["C4", "D3", "C1"] {
            assert!(pass_alive.is_alive(at(stone)), "{stone}");
        }
        assert!(!pass_alive.is_alive(at("A2")));
        assert_eq!(pass_alive.territory(at("E5")), Some(Color::White));
        assert_eq!(pass_alive.territory(at("D4")), Some(Color::White));
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

        /// The life reader's test around one chain never calls alive a chain that the whole
        /// board's run does not (it sees fewer regions).
        #[test]
        fn a_chain_pass_alive_around_itself_is_pass_alive_on_the_whole_board(
            size in proptest::sample::select(vec![5usize, 7, 9, 13]),
            moves in 10usize..300,
            seed in proptest::prelude::any::<u64>(),
        ) {
            let board = crate::tactics::random_position(size, moves, seed);
            let whole = PassAlive::find(&board);
            let mut benson = Benson::default();
            for p in board.points() {
                let Some(owner) = board.color_at(p) else { continue };
                if benson.chain_is_pass_alive(&board, p, owner) {
                    proptest::prop_assert!(
                        whole.is_alive(p),
                        "{}\n{}",
                        board.vertex(p),
                        board.diagram()
                    );
                }
            }
        }
    }
}
