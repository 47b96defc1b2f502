//! The JSON of one analysed turn, field for field as KataGo writes it (the fields tengen can
//! fill: no utilities, no score deviation).

use super::query::{default_min_visits, Perspective, Query};
use crate::board::{move_text, Board, Color, Move};
use crate::game::Game;
use crate::search::{self, lower_confidence_bound, Analysis};
use serde_json::{json, Map, Value};

/// The result of `query`'s `turn` from the search's `analysis` (and the turn's `policy` when
/// asked for); `during_search` marks a partial result.
pub fn turn_result(
    query: &Query,
    turn: usize,
    analysis: &Analysis,
    policy: Option<&[f64]>,
    during_search: bool,
) -> Value {
    let game = query.game_at(turn);
    let board = game.board();
    let to_move = analysis.to_move;
    // Values the search reports for the side to move, turned to the perspective asked for.
    let sign = match (query.perspective, to_move) {
        (Perspective::SideToMove, _) | (Perspective::Black, Color::Black) => 1.0,
        (Perspective::White, Color::White) => 1.0,
        _ => -1.0,
    };
    let side = |win_rate: f64| if sign > 0.0 { win_rate } else { 1.0 - win_rate };
    let root = analysis.root_values();
    let min_visits = query
        .min_visits
        .unwrap_or_else(|| default_min_visits(root.visits));
    // The moves come most visited first: the best is listed whatever its visits.
    let move_infos: Vec<Value> = analysis
        .moves
        .iter()
        .enumerate()
        .take_while(|&(order, info)| order == 0 || u64::from(info.visits) >= min_visits)
        .map(|(order, info)| {
            let lead = info.score_lead.unwrap_or(0.0);
            let pv: Vec<String> = info
                .pv
                .iter()
                .take(query.pv_len)
                .map(|&mv| move_text(board, mv))
                .collect();
            json!({
                "move": move_text(board, info.mv),
                "visits": info.visits,
                "winrate": side(info.win_rate),
                "scoreLead": sign * lead,
                "scoreMean": sign * lead,
                "scoreSelfplay": sign * lead,
                "prior": info.prior,
                "lcb": side(lower_confidence_bound(info.win_rate, info.visits)),
                "order": order,
                "pv": pv,
            })
        })
        .collect();
    let (root_win, root_lead) = (root.win_rate, root.score_lead);
    let mut result = Map::new();
    result.insert("id".into(), json!(query.id));
    result.insert("turnNumber".into(), json!(turn));
    result.insert("isDuringSearch".into(), json!(during_search));
    result.insert("moveInfos".into(), Value::Array(move_infos));
    result.insert(
        "rootInfo".into(),
        json!({
            "currentPlayer": if to_move == Color::Black { "B" } else { "W" },
            "visits": analysis.playouts,
            "winrate": side(root_win),
            "scoreLead": sign * root_lead,
            "scoreSelfplay": sign * root_lead,
        }),
    );
    if query.include_ownership {
        if let Some(ownership) = &analysis.ownership {
            // Black's share minus White's, turned to the perspective asked for.
            let black_sign = match (query.perspective, to_move) {
                (Perspective::Black, _) | (Perspective::SideToMove, Color::Black) => 1.0,
                _ => -1.0,
            };
            let values: Vec<f64> = rows_from_the_top(board)
                .map(|p| black_sign * ownership[p])
                .collect();
            result.insert("ownership".into(), json!(values));
        }
    }
    if let Some(policy) = policy {
        result.insert("policy".into(), json!(policy));
    }
    Value::Object(result)
}

/// The points of `board` row by row from the top left (A19 on 19×19) to the bottom right.
fn rows_from_the_top(board: &Board) -> impl Iterator<Item = crate::board::Point> + '_ {
    let n = board.size();
    (0..n)
        .rev()
        .flat_map(move |row| (0..n).map(move |col| (col, row)))
        .filter_map(|(col, row)| board.point(col, row))
}

/// The shape model's move probabilities for `color` on `game` ([`search::policy`]), row by
/// row from the top left, then pass; −1 where a move is illegal. Pass gets what no candidate
/// move takes: nothing while the model has moves to rate.
pub fn policy(game: &Game, color: Color) -> Vec<f64> {
    let by_point = search::policy(game, color);
    let rated = by_point.values().any(Option::is_some);
    let board = game.board();
    let mut values: Vec<f64> = rows_from_the_top(board)
        .map(|p| match by_point[p] {
            Some(share) => share,
            // Legal moves the model leaves out (own eyes) get nothing.
            None if game.check(color, Move::Play(p)).is_ok() => 0.0,
            None => -1.0,
        })
        .collect();
    values.push(if rated { 0.0 } else { 1.0 });
    values
}
