//! The children of a new tree node and their priors: every legal move that does not fill the
//! mover's own real eye, plus pass. Each move starts with a few virtual playouts ("even"
//! games) at half wins (pass with one win, unless it is the only child); tactics shift them
//! (captures, atari escapes, bad when they run into a ladder, ataris that start a working
//! ladder, self-ataris), and shape playouts add wins that grow with the move's strength under
//! the learned weights ([`crate::predict`]), in one of two forms ([`ShapePrior`]).

use super::tree::NewChild;
use super::tree_move::PASS;
use super::LARGE_BOARD;
use crate::board::{Board, Color, Move, PointMap};
use crate::game::Game;
use crate::predict::features::{Context, Group};
use crate::predict::model::{Builtin, RatedMove};
use crate::predict::Model;

/// Virtual playouts every child starts with, half of them won for every move but pass.
const EVEN: u32 = 10;
/// Won virtual playouts of a move the shape weights give probability 1 under
/// [`ShapePrior::Probability`]; a move of probability `p` gets `√p` times as many.
const SHAPE_WINS: f32 = 210.0;
/// The same on boards of [`LARGE_BOARD`] lines and more.
const SHAPE_WINS_LARGE: f32 = 300.0;
/// Moves less likely than this get no shape playouts under [`ShapePrior::Probability`].
const LEAST_LIKELY: f32 = 0.001;
/// Virtual playouts [`ShapePrior::Relative`] hands every move.
const RELATIVE_SHAPE_PLAYOUTS: f32 = 20.0;

/// How the shape weights enter the priors.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapePrior {
    /// The game's search, with the game's weights ([`Builtin::Game`]): a move of probability
    /// `p` gets `√p` times [`SHAPE_WINS`] playouts, all won ([`SHAPE_WINS_LARGE`] on large
    /// boards), none below [`LEAST_LIKELY`]: the scale of Pachi's pattern prior.
    Probability,
    /// The local searches that judge groups, which read worse with the game's form, with
    /// the local weights ([`Builtin::Local`]): [`RELATIVE_SHAPE_PLAYOUTS`] playouts, all won
    /// by the strongest move and half by a move of a quarter of its strength.
    Relative,
}

impl ShapePrior {
    /// The built-in weights this form follows.
    fn weights(self) -> &'static Model {
        Model::builtin(match self {
            ShapePrior::Probability => Builtin::Game,
            ShapePrior::Relative => Builtin::Local,
        })
    }

    /// The virtual (playouts, wins) of a move of strength `gamma`, the moves' strengths
    /// adding up to `total` and the strongest being `strongest`, on a board of `size` lines.
    fn playouts(self, gamma: f32, total: f32, strongest: f32, size: usize) -> (u32, u32) {
        match self {
            ShapePrior::Probability => {
                let p = gamma / total;
                let scale = if size >= LARGE_BOARD {
                    SHAPE_WINS_LARGE
                } else {
                    SHAPE_WINS
                };
                let wins = if p < LEAST_LIKELY {
                    0
                } else {
                    (p.sqrt() * scale).round() as u32
                };
                (wins, wins)
            }
            ShapePrior::Relative => {
                let share = (gamma / strongest).sqrt();
                (
                    RELATIVE_SHAPE_PLAYOUTS as u32,
                    (RELATIVE_SHAPE_PLAYOUTS * share).round() as u32,
                )
            }
        }
    }
}

/// The virtual (playouts, wins) the tactics of a move add. Playouts need these answers at
/// once, while strong players' choices (which the shape weights learn) take them for
/// granted: a big capture is rarely a player's choice, yet must never be missed.
fn tactical_prior(m: &RatedMove) -> (u32, u32) {
    let level = |g: Group| m.tactical[Group::ALL.iter().position(|&x| x == g).unwrap_or(0)];
    let mut prior = (0, 0);
    let mut add = |playouts: u32, wins: u32| {
        prior.0 += playouts;
        prior.1 += wins;
    };
    if level(Group::Capture) > 0 {
        add(20, 20);
    }
    match level(Group::Escape) {
        1 => add(20, 2),
        3 => add(20, 18),
        _ => {}
    }
    if level(Group::Atari) == 1 {
        add(20, 17);
    }
    match level(Group::SelfAtari) {
        1 => add(10, 2),
        2 => add(20, 0),
        _ => {}
    }
    prior
}

/// The children to create for `context.color` to move on `board`, their shape playouts in
/// the `form` given (ladders are read on `board`, which is left as it was).
pub fn children(board: &mut Board, context: &Context, form: ShapePrior) -> Vec<NewChild> {
    let rated = form.weights().rate(board, context);
    let gammas = rated.iter().map(|m| m.gamma);
    let total = gammas.clone().sum::<f32>().max(f32::MIN_POSITIVE);
    let strongest = gammas.fold(f32::MIN_POSITIVE, f32::max);
    let mut children: Vec<NewChild> = rated
        .iter()
        .map(|m| {
            let (shape_visits, shape_wins) = form.playouts(m.gamma, total, strongest, board.size());
            let (tactical_visits, tactical_wins) = tactical_prior(m);
            NewChild {
                mv: m.point.into(),
                prior_visits: EVEN + shape_visits + tactical_visits,
                prior_wins: EVEN / 2 + shape_wins + tactical_wins,
            }
        })
        .collect();
    children.push(NewChild {
        mv: PASS,
        prior_visits: EVEN,
        prior_wins: if children.is_empty() { EVEN / 2 } else { 1 },
    });
    children
}

/// The learned shape weights' probability of each legal move for `color` in `game` (the
/// move strengths the priors follow, normalised over the legal moves the model rates);
/// `None` for the other points.
pub fn policy(game: &Game, color: Color) -> PointMap<Option<f64>> {
    let played = |back: usize| match game.history().iter().rev().nth(back).map(|p| p.mv) {
        Some(Move::Play(p)) => Some(p),
        _ => None,
    };
    let context = Context {
        color,
        last: played(0),
        before_last: played(1),
    };
    let mut board = game.board().clone();
    let legal: Vec<_> = Model::builtin(Builtin::Game)
        .gammas(&mut board, &context)
        .into_iter()
        .filter(|&(p, _)| game.check(color, Move::Play(p)).is_ok())
        .collect();
    let total: f64 = legal.iter().map(|&(_, g)| f64::from(g)).sum();
    let mut shares = PointMap::new(None);
    if total > 0.0 {
        for (p, g) in legal {
            shares[p] = Some(f64::from(g) / total);
        }
    }
    shares
}
