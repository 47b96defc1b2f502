//! Counting a finished game under its ruleset.
//!
//! This first version counts with every stone on the board alive (the Tromp-Taylor view);
//! dead-stone estimation is to come.

use crate::board::{Color, Stone};
use crate::game::Game;
use crate::rules::{Scoring, TieRule};
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

/// Counts the current position with every stone alive: stones plus empty regions bordered by
/// one colour only (area), or those regions plus prisoners and pass stones (territory).
pub fn count_all_alive(game: &Game) -> Count {
    let board = game.board();
    let rules = game.rules();
    let mut points = [0.0f64; 2];
    for (color, region) in board.single_color_regions() {
        points[color.index()] += region as f64;
    }
    for color in Color::BOTH {
        let i = color.index();
        match rules.scoring {
            Scoring::Area => {
                points[i] += board
                    .points()
                    .filter(|&p| board.stone(p) == Stone::of(color))
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
    points[Color::White.index()] +=
        game.komi() + rules.handicap_compensation.points(game.handicap().len()) as f64;
    Count {
        black: points[0],
        white: points[1],
        tie: rules.tie,
    }
}
