//! The count of one position under several rulesets, side by side and item by item: what
//! each side's points are made of, what the rules did to the position, and the result.

use super::count::{CountDetail, SidePoints};
use crate::board::{ByColor, Color};
use crate::rules::{DeadStones, Rules, Scoring};
use std::fmt::Write as _;

/// A table with one line per ruleset: the counting method, each side's total with its items
/// (only those that are not zero, territory always), the result, and what the rules did to
/// the position (dead stones removed or left, seki eyes unscored, shared seki points split,
/// teire).
pub fn explain(rows: &[(Rules, CountDetail)]) -> String {
    let cells: Vec<[String; 5]> = rows
        .iter()
        .map(|(rules, detail)| {
            let method = match rules.scoring {
                Scoring::Area => "area",
                Scoring::Territory if rules.pass_stones => "territory+passes",
                Scoring::Territory => "territory",
            };
            [
                rules.name.to_string(),
                method.to_string(),
                side_items(&detail.black),
                side_items(&detail.white),
                format!("{}{}", detail.count(), remarks(rules, detail)),
            ]
        })
        .collect();
    let header = [
        "rules".to_string(),
        "counting".to_string(),
        "Black".to_string(),
        "White".to_string(),
        "result".to_string(),
    ];
    let widths: Vec<usize> = (0..4)
        .map(|i| {
            cells
                .iter()
                .chain(std::iter::once(&header))
                .map(|row| row[i].chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let mut text = String::new();
    for row in std::iter::once(&header).chain(&cells) {
        for (i, cell) in row.iter().enumerate() {
            match widths.get(i) {
                Some(&width) => {
                    let _ = write!(text, "{cell:<width$}  ");
                }
                None => text.push_str(cell),
            }
        }
        text.push('\n');
    }
    text.trim_end().to_string()
}

/// `40 = 34 territory + 2 captures + 4 dead`.
fn side_items(side: &SidePoints) -> String {
    let items = [
        (side.territory, "territory"),
        (side.stones, "stones"),
        (side.prisoners, "captures"),
        (side.dead_stones, "dead"),
        (side.pass_stones, "passes"),
        (side.komi, "komi"),
        (side.handicap, "handicap"),
    ];
    let parts: Vec<String> = items
        .iter()
        .enumerate()
        .filter(|&(i, &(value, _))| i == 0 || value != 0.0)
        .map(|(_, &(value, name))| format!("{} {name}", number(value)))
        .collect();
    format!("{} = {}", number(side.total()), parts.join(" + "))
}

/// What the rules did to the position, in words: `  (dead removed: 3 black, 0 white; …)`,
/// or nothing.
fn remarks(rules: &Rules, detail: &CountDetail) -> String {
    let mut notes = Vec::new();
    if detail.removed != ByColor::default() {
        notes.push(format!(
            "dead removed: {} black, {} white",
            detail.removed[Color::Black],
            detail.removed[Color::White]
        ));
    }
    if rules.dead_stones == DeadStones::StayOnBoard {
        notes.push("every stone counts as alive".to_string());
    }
    let counted = [
        (detail.seki_eyes_unscored, "seki eye points unscored"),
        (detail.seki_points_split, "shared seki points split"),
        (detail.teire, "teire points not counted"),
    ];
    for (points, what) in counted {
        if points > 0 {
            notes.push(format!("{what}: {points}"));
        }
    }
    if notes.is_empty() {
        String::new()
    } else {
        format!("  ({})", notes.join("; "))
    }
}

/// A number of points: whole numbers without a decimal point, halves with one.
fn number(value: f64) -> String {
    if value.fract() == 0.0 {
        format!("{value:.0}")
    } else {
        format!("{value:.1}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{self, TieRule};

    fn detail(black: SidePoints, white: SidePoints) -> CountDetail {
        CountDetail {
            black,
            white,
            removed: ByColor::new(0, 3),
            seki_eyes_unscored: 4,
            seki_points_split: 0,
            teire: 1,
            tie: TieRule::Draw,
        }
    }

    #[test]
    fn each_ruleset_gets_a_line_with_its_items_result_and_remarks() {
        let black = SidePoints {
            territory: 30.0,
            prisoners: 2.0,
            dead_stones: 3.0,
            ..SidePoints::default()
        };
        let white = SidePoints {
            territory: 25.0,
            komi: 6.5,
            ..SidePoints::default()
        };
        let text = explain(&[(rules::JAPANESE, detail(black, white))]);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2, "{text}");
        assert!(lines[0].starts_with("rules"), "{text}");
        let row = lines[1];
        assert!(row.starts_with("japanese"), "{row}");
        assert!(
            row.contains("35 = 30 territory + 2 captures + 3 dead"),
            "{row}"
        );
        assert!(row.contains("31.5 = 25 territory + 6.5 komi"), "{row}");
        assert!(row.contains("B+3.5"), "{row}");
        assert!(row.contains("dead removed: 0 black, 3 white"), "{row}");
        assert!(row.contains("seki eye points unscored: 4"), "{row}");
        assert!(row.contains("teire points not counted: 1"), "{row}");
    }
}
