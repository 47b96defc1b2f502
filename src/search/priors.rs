//! The children of a new tree node and their priors: every legal move that does not fill the
//! mover's own real eye, plus pass. Each move starts with a few virtual playouts ("even"
//! games) at half wins (pass with one win, unless it is the only child); tactics shift them (captures, atari escapes, bad when they run into
//! a ladder, ataris that start a working ladder, self-ataris), and shape playouts add wins
//! that grow with the move's strength under the learned weights ([`crate::predict`]) relative
//! to the strongest move's.

use super::tree::NewChild;
use super::tree_move::PASS;
use crate::board::{Board, Color, Move, PointMap};
use crate::game::Game;
use crate::predict::features::{Context, Group};
use crate::predict::model::RatedMove;
use crate::predict::Model;

/// Virtual playouts every child starts with, half of them won for every move but pass.
const EVEN: u32 = 10;
/// Virtual playouts the shape weights hand out: the strongest move wins all of them, a move
/// of a quarter of its strength half of them.
const SHAPE_PLAYOUTS: f32 = 20.0;

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

/// The children to create for `context.color` to move on `board` (ladders are read on it,
/// which is left as it was).
pub fn children(board: &mut Board, context: &Context) -> Vec<NewChild> {
    let rated = Model::builtin().rate(board, context);
    let strongest = rated
        .iter()
        .map(|m| m.gamma)
        .fold(f32::MIN_POSITIVE, f32::max);
    let mut children: Vec<NewChild> = rated
        .iter()
        .map(|m| {
            let share = (m.gamma / strongest).sqrt();
            let (tactical_visits, tactical_wins) = tactical_prior(m);
            NewChild {
                mv: m.point.into(),
                prior_visits: EVEN + SHAPE_PLAYOUTS as u32 + tactical_visits,
                prior_wins: EVEN / 2 + (SHAPE_PLAYOUTS * share).round() as u32 + tactical_wins,
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
    let legal: Vec<_> = Model::builtin()
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
