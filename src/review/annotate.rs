//! The reviewed game as SGF: the input's nodes with the review's properties added.

use super::{GameToReview, PositionValue, Thresholds};
use crate::board::{move_text, Color, Move, Vertex};
use crate::score::{empty_point_owners, Statuses};
use crate::sgf::{color_letter, encode_point, Node, Property};
use std::fmt::Write;

/// Moves of the engine's line shown in a variation.
const VARIATION_MOVES: usize = 10;

/// Mistakes per player named in the root's summary.
const MISTAKES_LISTED: usize = 5;

/// Black's win rate from which a position is marked good for Black (`GB`), and below which,
/// turned around, good for White (`GW`).
const DECIDED: f64 = 0.85;

/// One move's loss: what the mover's win rate and expected margin were before it and after it.
struct Loss {
    number: usize,
    color: Color,
    mv: Move,
    win_rate: f64,
    points: f64,
}

/// The game of `review` as SGF (in UTF-8, as its `CA` says) with the review's findings from
/// `values` (one per position, the start first): `statuses` judge the last position's dead
/// stones for its territory, `budget` says in words what each position got.
pub fn annotated_sgf(
    review: &GameToReview,
    values: &[PositionValue],
    thresholds: Thresholds,
    statuses: &Statuses,
    budget: &str,
) -> String {
    let mut nodes = review.nodes.clone();
    let size = review.start.board().size();
    let mut variations: Vec<Option<Vec<Node>>> = vec![None; nodes.len()];
    let mut losses = Vec::new();
    let mut game = review.start.clone();
    // The input was decoded by its character set; the output is UTF-8.
    set(&mut nodes[0], "CA", vec!["UTF-8".into()]);
    set(
        &mut nodes[0],
        "SBKV",
        vec![percent(values[0].black_win_rate)],
    );
    for (k, &(color, mv)) in review.moves.iter().enumerate() {
        let (before, after) = (&values[k], &values[k + 1]);
        let mine = |black: f64| {
            if color == Color::Black {
                black
            } else {
                1.0 - black
            }
        };
        let lead = |black: f64| if color == Color::Black { black } else { -black };
        let loss = Loss {
            number: k + 1,
            color,
            mv,
            win_rate: mine(before.black_win_rate) - mine(after.black_win_rate),
            points: lead(before.black_lead) - lead(after.black_lead),
        };
        let node = &mut nodes[review.move_nodes[k]];
        set(node, "SBKV", vec![percent(after.black_win_rate)]);
        annotate(node, &loss, thresholds);
        mark_decided(node, before.black_win_rate, after.black_win_rate);
        let mut comment = format!(
            "tengen: {color} {}: win rate {:.1}% -> {:.1}% ({:+.1}), score {:+.1} -> {:+.1}",
            move_text(game.board(), mv),
            100.0 * mine(before.black_win_rate),
            100.0 * mine(after.black_win_rate),
            -100.0 * loss.win_rate,
            lead(before.black_lead),
            lead(after.black_lead),
        );
        if let Some((best, line, best_rate)) = &before.best {
            if *best != mv {
                let _ = write!(
                    comment,
                    "; tengen prefers {} ({:.1}%)",
                    move_text(game.board(), *best),
                    100.0 * best_rate
                );
                // The engine's line is shown where the move played lost enough to matter.
                if loss.win_rate >= thresholds.inaccuracy {
                    let nodes = line_nodes(&game, color, line, *best_rate);
                    variations[review.move_nodes[k]] = Some(nodes);
                }
            }
        }
        append_comment(node, &comment);
        losses.push(loss);
        game.play(color, mv).expect("moves checked when read");
    }
    append_comment(&mut nodes[0], &summary(&losses, budget, review));
    mark_territory(
        nodes.last_mut().expect("a game has nodes"),
        &game,
        statuses,
        size,
    );
    write_tree(&nodes, &variations)
}

/// `BM`, `DO` or `IT` on a move by its loss.
fn annotate(node: &mut Node, loss: &Loss, thresholds: Thresholds) {
    if loss.win_rate >= thresholds.blunder {
        set(node, "BM", vec!["2".into()]);
    } else if loss.win_rate >= thresholds.mistake {
        set(node, "BM", vec!["1".into()]);
    } else if loss.win_rate >= thresholds.inaccuracy {
        set(node, "DO", vec![String::new()]);
    } else if loss.win_rate <= -thresholds.mistake {
        // Better than the search thought before it was played.
        set(node, "IT", vec![String::new()]);
    }
}

/// `GB`/`GW` where the game turns decided for a side.
fn mark_decided(node: &mut Node, black_before: f64, black_after: f64) {
    if black_after >= DECIDED && black_before < DECIDED {
        set(node, "GB", vec!["1".into()]);
    } else if black_after <= 1.0 - DECIDED && black_before > 1.0 - DECIDED {
        set(node, "GW", vec!["1".into()]);
    }
}

/// The nodes of the engine's `line` from `game`'s position, `color` to move, the first
/// commented with its win rate.
fn line_nodes(
    game: &crate::game::Game,
    mut color: Color,
    line: &[Move],
    win_rate: f64,
) -> Vec<Node> {
    let size = game.board().size();
    let board = game.board();
    line.iter()
        .take(VARIATION_MOVES)
        .enumerate()
        .map(|(i, &mv)| {
            let value = match mv {
                Move::Pass => String::new(),
                Move::Play(p) => encode_point(board.vertex(p), size),
            };
            let mut node = Node::default();
            set(&mut node, color_letter(color), vec![value]);
            if i == 0 {
                let comment = format!("tengen's choice: win rate {:.1}%", 100.0 * win_rate);
                set(&mut node, "C", vec![comment]);
            }
            color = color.opponent();
            node
        })
        .collect()
}

/// The root's summary: the budget and each player's biggest mistakes.
fn summary(losses: &[Loss], budget: &str, review: &GameToReview) -> String {
    let mut text = format!("tengen review ({budget})");
    for color in [Color::Black, Color::White] {
        let mut own: Vec<&Loss> = losses
            .iter()
            .filter(|l| l.color == color && l.win_rate > 0.0)
            .collect();
        own.sort_by(|a, b| b.win_rate.total_cmp(&a.win_rate));
        let name = match color {
            Color::Black => "Black",
            Color::White => "White",
        };
        let _ = write!(text, "\n{name}'s biggest mistakes:");
        if own.is_empty() {
            text.push_str(" none");
        }
        let board = review.start.board();
        for loss in own.iter().take(MISTAKES_LISTED) {
            let _ = write!(
                text,
                "\n  move {} {}: {:.1}% win rate, {:.1} points",
                loss.number,
                move_text(board, loss.mv),
                -100.0 * loss.win_rate,
                -loss.points
            );
        }
    }
    text
}

/// `TB`/`TW` on the last node: each side's territory at the end, the dead stones' points
/// included, as `statuses` judge them.
fn mark_territory(node: &mut Node, game: &crate::game::Game, statuses: &Statuses, size: usize) {
    let board = game.board();
    let mut owned: [Vec<Vertex>; 2] = [Vec::new(), Vec::new()];
    for (p, owner) in empty_point_owners(board, statuses) {
        if let Some(color) = owner {
            owned[color.index()].push(board.vertex(p));
        }
    }
    for p in statuses.dead_stones(board) {
        if let Some(color) = board.color_at(p) {
            owned[color.opponent().index()].push(board.vertex(p));
        }
    }
    for (id, color) in [("TB", Color::Black), ("TW", Color::White)] {
        let values: Vec<String> = owned[color.index()]
            .iter()
            .map(|&v| encode_point(v, size))
            .collect();
        if !values.is_empty() {
            set(node, id, values);
        }
    }
}

/// Writes the main line with each variation as the next sibling of its move's node.
fn write_tree(nodes: &[Node], variations: &[Option<Vec<Node>>]) -> String {
    let mut text = String::from("(");
    let mut open: Vec<&[Node]> = Vec::new();
    for (i, node) in nodes.iter().enumerate() {
        if let Some(line) = &variations[i] {
            text.push_str("\n(");
            open.push(line);
        }
        let _ = write!(text, "{node}");
    }
    for line in open.into_iter().rev() {
        text.push_str(")(");
        for node in line {
            let _ = write!(text, "{node}");
        }
        text.push(')');
    }
    text.push_str(")\n");
    text
}

/// Sets property `id` of `node` to `values`, in place of any it had.
fn set(node: &mut Node, id: &str, values: Vec<String>) {
    match node.properties.iter_mut().find(|p| p.id == id) {
        Some(property) => property.values = values,
        None => node.properties.push(Property {
            id: id.to_string(),
            values,
        }),
    }
}

/// Adds `text` to the node's comment, after what it had.
fn append_comment(node: &mut Node, text: &str) {
    let comment = match node.first("C") {
        Some(old) if !old.is_empty() => format!("{old}\n\n{text}"),
        _ => text.to_string(),
    };
    set(node, "C", vec![comment]);
}

/// A win rate as Sabaki's `SBKV` holds it: percent, two decimals.
fn percent(win_rate: f64) -> String {
    format!("{:.2}", 100.0 * win_rate)
}
