//! The review's picture: Black's win rate and expected margin over the game, as SVG.

use super::PositionValue;
use std::fmt::Write;

const WIDTH: f64 = 800.0;
const HEIGHT: f64 = 300.0;
const MARGIN: f64 = 30.0;

/// An SVG picture of `values` (one per position): Black's win rate (dark, 0–100%) and
/// Black's expected margin (blue, scaled to the largest), with the 50% line.
pub fn graph_svg(values: &[PositionValue], title: &str) -> String {
    let moves = values.len().saturating_sub(1).max(1) as f64;
    let x = |i: usize| MARGIN + (WIDTH - 2.0 * MARGIN) * i as f64 / moves;
    let y = |fraction: f64| HEIGHT - MARGIN - (HEIGHT - 2.0 * MARGIN) * fraction.clamp(0.0, 1.0);
    let largest_lead = values
        .iter()
        .map(|v| v.black_lead.abs())
        .fold(1.0, f64::max);
    let points = |value: &dyn Fn(&PositionValue) -> f64| {
        values
            .iter()
            .enumerate()
            .map(|(i, v)| format!("{:.1},{:.1}", x(i), y(value(v))))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut svg = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{WIDTH}\" height=\"{HEIGHT}\" \
         viewBox=\"0 0 {WIDTH} {HEIGHT}\" font-family=\"sans-serif\" font-size=\"12\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    );
    let _ = writeln!(
        svg,
        "<text x=\"{MARGIN}\" y=\"18\">{}</text>",
        escape_xml(title)
    );
    let _ = writeln!(
        svg,
        "<line x1=\"{MARGIN}\" y1=\"{0:.1}\" x2=\"{1:.1}\" y2=\"{0:.1}\" stroke=\"#bbb\" \
         stroke-dasharray=\"4 4\"/>",
        y(0.5),
        WIDTH - MARGIN
    );
    let _ = writeln!(
        svg,
        "<polyline fill=\"none\" stroke=\"#36c\" stroke-width=\"1.5\" points=\"{}\"/>",
        points(&|v| 0.5 + v.black_lead / (2.0 * largest_lead))
    );
    let _ = writeln!(
        svg,
        "<polyline fill=\"none\" stroke=\"#222\" stroke-width=\"2\" points=\"{}\"/>",
        points(&|v| v.black_win_rate)
    );
    let _ = writeln!(
        svg,
        "<text x=\"{MARGIN}\" y=\"{:.0}\">Black's win rate (black, 0-100%) and expected \
         margin (blue, ±{largest_lead:.0} points), move 0-{moves}</text>",
        HEIGHT - 8.0
    );
    svg.push_str("</svg>\n");
    svg
}

fn escape_xml(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}
