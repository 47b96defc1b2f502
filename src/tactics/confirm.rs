//! Capture read as the 1989 Japanese rules confirm life and death: the only ko threat is a
//! pass, so whoever may start a ko wins it, and a ko point once taken back in a line is not
//! taken back again by the same side. Scoring asks it whether chains judged in seki are really
//! dead (bent four in the corner).

use super::{Answer, Budget, Reader, Verdict};
use crate::board::{Board, Color, Placement, Point};

/// Moves one reading may play, and how deep it reads.
const BUDGET: Budget = Budget {
    moves: 200_000,
    depth: 24,
};

/// Whether `attacker` captures one of the chains through `targets` whatever the defender does,
/// the defender moving first and free to pass, both playing only on `region` (`Succeeds` when
/// it does); unknown when the reading ran out of depth or budget. The board is read with play
/// and undo and left as it was.
pub fn captures_whoever_starts(
    board: &mut Board,
    attacker: Color,
    targets: &[Point],
    region: &[Point],
) -> Verdict<()> {
    let mut search = ConfirmationSearch {
        attacker,
        targets,
        region,
        banned: Vec::new(),
    };
    Verdict::without_ko(|| {
        let mut reader = Reader::new(board, BUDGET);
        Answer::of_question(search.attacker_wins(&mut reader, attacker.opponent(), 0))
    })
}

/// A minimax search in which the attacker tries to capture a target chain.
struct ConfirmationSearch<'a> {
    attacker: Color,
    /// One stone of each chain the attacker wants to capture.
    targets: &'a [Point],
    /// The points moves may be played on.
    region: &'a [Point],
    /// Ko points a side may no longer take back in the line being read.
    banned: Vec<(Point, Color)>,
}

impl ConfirmationSearch<'_> {
    /// Whether the attacker captures a target with `to_move` to play after `passes` passes in
    /// a row; `None` when the reading ran out of depth or budget.
    fn attacker_wins(
        &mut self,
        reader: &mut Reader,
        to_move: Color,
        passes: usize,
    ) -> Option<bool> {
        let defender = self.attacker.opponent();
        let board = reader.board();
        if self
            .targets
            .iter()
            .any(|&t| board.color_at(t) != Some(defender))
        {
            return Some(true);
        }
        if passes >= 2 {
            return Some(false);
        }
        let attacking = to_move == self.attacker;
        let mut unknown = false;
        // The defender may pass; the attacker passing never helps it.
        if !attacking {
            let after_pass = reader
                .after_pass(|reader| self.attacker_wins(reader, to_move.opponent(), passes + 1))
                .flatten();
            match after_pass {
                Some(false) => return Some(false),
                None => unknown = true,
                Some(true) => {}
            }
        }
        let region = self.region;
        for &p in region {
            if reader.board().placement(p, to_move) != Placement::Legal
                || self.banned.contains(&(p, to_move))
            {
                continue;
            }
            let result = reader.after(p, to_move, |reader, _| {
                // No move may repeat a position of the line (so stalling loops end).
                if reader.repeats_stones() {
                    return Some(Some(!attacking));
                }
                let new_ban = reader.board().ko();
                if let Some(ban) = new_ban {
                    self.banned.push(ban);
                }
                let result = self.attacker_wins(reader, to_move.opponent(), 0);
                if new_ban.is_some() {
                    self.banned.pop();
                }
                Some(result)
            });
            match (result.flatten().flatten(), attacking) {
                (Some(true), true) => return Some(true),
                (Some(false), false) => return Some(false),
                (None, _) => unknown = true,
                _ => {}
            }
        }
        if unknown {
            None
        } else {
            Some(!attacking)
        }
    }
}
