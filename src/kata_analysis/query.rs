//! Reading one analysis query (KataGo's `docs/Analysis_Engine.md`) into the positions to
//! analyse, with KataGo's error for the first field that cannot be used.

use crate::board::{Color, Move, VertexOrPass};
use crate::game::{is_acceptable_komi, Game};
use crate::rules::Rules;
use crate::search::MoveFilter;
use crate::time;
use serde_json::{Map, Value};

/// A query refused because of one field: KataGo's `{"error", "field", "id"}`.
#[derive(Clone, Debug, PartialEq)]
pub struct FieldError {
    pub field: &'static str,
    pub message: String,
}

fn refuse(field: &'static str, message: impl Into<String>) -> FieldError {
    FieldError {
        field,
        message: message.into(),
    }
}

/// From whose side win rates, score leads and ownership are reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Perspective {
    Black,
    White,
    SideToMove,
}

/// A query ready to run: its positions and what to report.
#[derive(Clone, Debug)]
pub struct Query {
    pub id: String,
    /// The position before the query's moves: board size, rules, komi and set-up.
    pub start: Game,
    /// Moves after the start position.
    pub moves: Vec<(Color, Move)>,
    /// Who moves when no move has been played yet.
    pub initial_player: Color,
    /// Turns to analyse (positions after that many moves), in the order asked.
    pub turns: Vec<usize>,
    pub max_visits: u64,
    /// `overrideSettings.maxTime`: seconds per turn, if limited.
    pub max_time: Option<f64>,
    pub perspective: Perspective,
    /// Fewest visits a move needs to be listed in `moveInfos` (the best move always is):
    /// `overrideSettings.tengenMinVisits`, else [`default_min_visits`] of the turn's visits.
    pub min_visits: Option<u64>,
    pub pv_len: usize,
    pub include_ownership: bool,
    pub include_policy: bool,
    pub avoid: MoveFilter,
    pub priority: i64,
    /// `reportDuringSearchEvery`: seconds between partial results, if asked for.
    pub report_every: Option<f64>,
    /// Fields understood but not honoured, as `(field, message)` warnings.
    pub warnings: Vec<(String, String)>,
}

/// Fields of KataGo's protocol that tengen reads but does not honour (each warned about).
const IGNORED_FIELDS: &[&str] = &[
    "whiteHandicapBonus",
    "rootPolicyTemperature",
    "rootFpuReductionMax",
    "firstReportDuringSearchAfter",
    "priorities",
];

/// The query fields of KataGo's protocol (those tengen leaves out get their own warnings).
const KNOWN_FIELDS: &[&str] = &[
    "id",
    "moves",
    "initialStones",
    "initialPlayer",
    "rules",
    "komi",
    "whiteHandicapBonus",
    "boardXSize",
    "boardYSize",
    "analyzeTurns",
    "maxVisits",
    "analysisPVLen",
    "rootPolicyTemperature",
    "rootFpuReductionMax",
    "includeOwnership",
    "includeOwnershipStdev",
    "includeMovesOwnership",
    "includeMovesOwnershipStdev",
    "includePolicy",
    "includePVVisits",
    "avoidMoves",
    "allowMoves",
    "overrideSettings",
    "reportDuringSearchEvery",
    "firstReportDuringSearchAfter",
    "priority",
    "priorities",
];

/// Visits per turn when the query names none.
pub const DEFAULT_MAX_VISITS: u64 = 10_000;
/// Principal variation length when the query names none (KataGo's default).
const DEFAULT_PV_LEN: usize = 15;

impl Query {
    /// The query in `object` (whose `id` was read already).
    pub fn parse(id: String, object: &Map<String, Value>) -> Result<Query, FieldError> {
        let size = board_size(object)?;
        let rules = rules(object)?;
        let komi = match object.get("komi") {
            None => rules.default_komi,
            Some(v) => v
                .as_f64()
                .filter(|&k| is_acceptable_komi(k) && (k * 2.0).fract() == 0.0)
                .ok_or_else(|| refuse("komi", "komi must be an integer or half-integer"))?,
        };
        let mut start =
            Game::new(size, rules, komi).map_err(|e| refuse("boardXSize", e.to_string()))?;
        let stones = colored_moves(object, "initialStones", &start)?;
        let mut setup = Vec::new();
        for (color, mv) in stones {
            match mv {
                Move::Play(p) => setup.push((color, p)),
                Move::Pass => return Err(refuse("initialStones", "initial stones cannot be pass")),
            }
        }
        let moves = colored_moves(object, "moves", &start)?;
        let only_black = !setup.is_empty() && setup.iter().all(|&(c, _)| c == Color::Black);
        let initial_player = match object.get("initialPlayer") {
            Some(v) => {
                player(v).ok_or_else(|| refuse("initialPlayer", "must be \"B\" or \"W\""))?
            }
            None => match moves.first() {
                Some(&(c, _)) => c,
                None if only_black && setup.len() >= 2 => Color::White,
                None => Color::Black,
            },
        };
        if !setup.is_empty() {
            start
                .set_up(&setup, initial_player, only_black)
                .map_err(|e| refuse("initialStones", e.to_string()))?;
        } else {
            start.set_to_move(initial_player);
        }
        let mut check = start.clone();
        for (turn, &(color, mv)) in moves.iter().enumerate() {
            check.play(color, mv).map_err(|_| {
                let text = match mv {
                    Move::Pass => "pass".to_string(),
                    Move::Play(p) => check.board().vertex(p).to_string(),
                };
                refuse("moves", format!("Illegal move {turn}: {text}"))
            })?;
        }
        let turns = match object.get("analyzeTurns") {
            None => vec![moves.len()],
            Some(v) => v
                .as_array()
                .and_then(|turns| {
                    turns
                        .iter()
                        .map(|t| t.as_u64().map(|t| t as usize).filter(|&t| t <= moves.len()))
                        .collect::<Option<Vec<usize>>>()
                })
                .filter(|turns| !turns.is_empty())
                .ok_or_else(|| {
                    refuse(
                        "analyzeTurns",
                        "must be a non-empty list of turns from 0 to the number of moves",
                    )
                })?,
        };
        let max_visits = match object.get("maxVisits") {
            None => DEFAULT_MAX_VISITS,
            Some(v) => v
                .as_u64()
                .filter(|&n| n >= 1)
                .ok_or_else(|| refuse("maxVisits", "must be an integer of at least 1"))?,
        };
        let pv_len = match object.get("analysisPVLen") {
            None => DEFAULT_PV_LEN,
            Some(v) => v
                .as_u64()
                .filter(|&n| (1..=1000).contains(&n))
                .ok_or_else(|| refuse("analysisPVLen", "must be an integer from 1 to 1000"))?
                as usize,
        };
        let flag = |field: &'static str| match object.get(field) {
            None => Ok(false),
            Some(v) => v
                .as_bool()
                .ok_or_else(|| refuse(field, "must be true or false")),
        };
        let include_ownership = flag("includeOwnership")?;
        let include_policy = flag("includePolicy")?;
        let mut warnings = Vec::new();
        for field in [
            "includeMovesOwnership",
            "includeOwnershipStdev",
            "includeMovesOwnershipStdev",
            "includePVVisits",
        ] {
            if flag(field)? {
                warnings.push((
                    field.to_string(),
                    format!("{field} is not supported by tengen; left out"),
                ));
            }
        }
        let priority = match object.get("priority") {
            None => 0,
            Some(v) => v
                .as_i64()
                .ok_or_else(|| refuse("priority", "must be an integer"))?,
        };
        let report_every = match object.get("reportDuringSearchEvery") {
            None => None,
            Some(v) => Some(
                v.as_f64()
                    .filter(|&s| (0.001..=1e6).contains(&s))
                    .ok_or_else(|| {
                        refuse(
                            "reportDuringSearchEvery",
                            "must be a number of seconds from 0.001 to 1000000",
                        )
                    })?,
            ),
        };
        for field in IGNORED_FIELDS.iter().filter(|f| object.contains_key(**f)) {
            warnings.push((
                field.to_string(),
                format!("{field} is not supported by tengen; ignored"),
            ));
        }
        for field in object
            .keys()
            .filter(|k| !KNOWN_FIELDS.contains(&k.as_str()))
        {
            // KataGo warns too (`warnUnusedFields`): a newer client's extra field must not
            // cost the query.
            warnings.push((
                field.clone(),
                format!("Unexpected or unused field: {field}"),
            ));
        }
        let Overrides {
            perspective,
            max_time,
            min_visits,
        } = override_settings(object, &mut warnings)?;
        let avoid = move_filter(object, &start)?;
        Ok(Query {
            id,
            start,
            moves,
            initial_player,
            turns,
            max_visits,
            max_time,
            perspective,
            min_visits,
            pv_len,
            include_ownership,
            include_policy,
            avoid,
            priority,
            report_every,
            warnings,
        })
    }

    /// The game after the first `turn` moves, with the side to move at that turn.
    pub fn game_at(&self, turn: usize) -> Game {
        let mut game = self.start.clone();
        for &(color, mv) in &self.moves[..turn] {
            // Checked legal when the query was read.
            let _ = game.play(color, mv);
        }
        // As KataGo: the initial player at turn 0, then the opponent of the last move played.
        let to_move = match turn.checked_sub(1).map(|t| self.moves[t]) {
            Some((color, _)) => color.opponent(),
            None => self.initial_player,
        };
        game.set_to_move(to_move);
        game
    }
}

/// `boardXSize` and `boardYSize`: one square size tengen plays.
fn board_size(object: &Map<String, Value>) -> Result<usize, FieldError> {
    let read = |field: &'static str| {
        object
            .get(field)
            .ok_or_else(|| refuse(field, format!("{field} is required")))?
            .as_u64()
            .map(|n| n as usize)
            .filter(|n| (crate::board::MIN_SIZE..=crate::board::MAX_SIZE).contains(n))
            .ok_or_else(|| {
                refuse(
                    field,
                    format!(
                        "must be an integer from {} to {}",
                        crate::board::MIN_SIZE,
                        crate::board::MAX_SIZE
                    ),
                )
            })
    };
    let (x, y) = (read("boardXSize")?, read("boardYSize")?);
    if x != y {
        return Err(refuse("boardYSize", "tengen plays square boards only"));
    }
    Ok(x)
}

/// `rules`: a name tengen knows (KataGo's names included).
fn rules(object: &Map<String, Value>) -> Result<Rules, FieldError> {
    let value = object
        .get("rules")
        .ok_or_else(|| refuse("rules", "rules is required"))?;
    let name = value.as_str().ok_or_else(|| {
        refuse(
            "rules",
            "tengen takes the rules by name (e.g. \"japanese\", \"chinese\", \"tromp-taylor\")",
        )
    })?;
    Rules::by_name(name).map_err(|e| refuse("rules", e.to_string()))
}

/// `"B"` or `"W"` (any case, or the colour's name).
fn player(value: &Value) -> Option<Color> {
    Color::parse(value.as_str()?)
}

/// A vertex or pass on `game`'s board.
fn location(text: &str, game: &Game) -> Option<Move> {
    match VertexOrPass::parse(text)? {
        VertexOrPass::Pass => Some(Move::Pass),
        VertexOrPass::Vertex(v) => game.board().point_of(v).map(Move::Play),
    }
}

/// A list of `[player, location]` pairs (`moves`, `initialStones`; absent: none).
fn colored_moves(
    object: &Map<String, Value>,
    field: &'static str,
    game: &Game,
) -> Result<Vec<(Color, Move)>, FieldError> {
    let Some(value) = object.get(field) else {
        return if field == "moves" {
            Err(refuse(field, "moves is required"))
        } else {
            Ok(Vec::new())
        };
    };
    let list = value
        .as_array()
        .ok_or_else(|| refuse(field, "must be a list of [player, location] pairs"))?;
    list.iter()
        .enumerate()
        .map(|(i, pair)| {
            let bad = || {
                refuse(
                    field,
                    format!("entry {i} is not a [player, location] pair: {pair}"),
                )
            };
            let pair = pair.as_array().filter(|p| p.len() == 2).ok_or_else(bad)?;
            let color = player(&pair[0]).ok_or_else(bad)?;
            let mv = pair[1]
                .as_str()
                .and_then(|t| location(t, game))
                .ok_or_else(|| refuse(field, format!("entry {i}: invalid location {}", pair[1])))?;
            Ok((color, mv))
        })
        .collect()
}

/// The fewest visits a move needs to be listed when the query does not say: 1% of the visits
/// of the turn, and at least 2, so that no value resting on a playout or two is shown beside
/// the searched moves'.
pub fn default_min_visits(turn_visits: u64) -> u64 {
    (turn_visits / 100).max(2)
}

/// What `overrideSettings` sets.
struct Overrides {
    perspective: Perspective,
    max_time: Option<f64>,
    min_visits: Option<u64>,
}

/// `overrideSettings`: the reporting side, a time limit and tengen's own `tengenMinVisits`
/// are honoured; other keys are reported back as unused.
fn override_settings(
    object: &Map<String, Value>,
    warnings: &mut Vec<(String, String)>,
) -> Result<Overrides, FieldError> {
    const FIELD: &str = "overrideSettings";
    let mut overrides = Overrides {
        perspective: Perspective::SideToMove,
        max_time: None,
        min_visits: None,
    };
    let Some(value) = object.get(FIELD) else {
        return Ok(overrides);
    };
    let settings = value
        .as_object()
        .ok_or_else(|| refuse(FIELD, "must be an object"))?;
    let mut unused = Vec::new();
    for (key, value) in settings {
        let text = value
            .as_str()
            .map(str::to_string)
            .unwrap_or_else(|| value.to_string());
        match key.as_str() {
            "reportAnalysisWinratesAs" => {
                overrides.perspective = match text.to_ascii_uppercase().as_str() {
                    "BLACK" | "B" => Perspective::Black,
                    "WHITE" | "W" => Perspective::White,
                    "SIDETOMOVE" => Perspective::SideToMove,
                    _ => return Err(refuse(FIELD, format!("reportAnalysisWinratesAs {text}"))),
                }
            }
            "maxTime" => {
                overrides.max_time = Some(
                    text.parse::<f64>()
                        .ok()
                        .filter(|s| s.is_finite() && *s > 0.0)
                        .map(time::capped_seconds)
                        .ok_or_else(|| refuse(FIELD, format!("maxTime {text}")))?,
                )
            }
            "tengenMinVisits" => {
                overrides.min_visits = Some(
                    text.parse::<u64>()
                        .ok()
                        .ok_or_else(|| refuse(FIELD, format!("tengenMinVisits {text}")))?,
                )
            }
            _ => unused.push(key.as_str()),
        }
    }
    if !unused.is_empty() {
        warnings.push((
            FIELD.to_string(),
            format!("Unknown config params: {}", unused.join(",")),
        ));
    }
    Ok(overrides)
}

/// `avoidMoves` or `allowMoves`: `[{"player", "moves", "untilDepth"}]`.
fn move_filter(object: &Map<String, Value>, game: &Game) -> Result<MoveFilter, FieldError> {
    let mut filter = MoveFilter::default();
    let avoid = object.get("avoidMoves");
    let allow = object.get("allowMoves");
    if avoid.is_some() && allow.is_some() {
        return Err(refuse(
            "allowMoves",
            "cannot specify both avoidMoves and allowMoves",
        ));
    }
    let (field, list, allowing) = match (avoid, allow) {
        (Some(list), _) => ("avoidMoves", list, false),
        (_, Some(list)) => ("allowMoves", list, true),
        _ => return Ok(filter),
    };
    let entries = list
        .as_array()
        .ok_or_else(|| refuse(field, "must be a list of {player, moves, untilDepth}"))?;
    if allowing && entries.len() > 1 {
        return Err(refuse(field, "allowMoves takes one entry"));
    }
    for entry in entries {
        let bad = || {
            refuse(
                field,
                format!("not a {{player, moves, untilDepth}} entry: {entry}"),
            )
        };
        let color = entry.get("player").and_then(player).ok_or_else(bad)?;
        let depth = entry
            .get("untilDepth")
            .and_then(Value::as_u64)
            .and_then(|d| u32::try_from(d).ok())
            .filter(|&d| d >= 1)
            .ok_or_else(bad)?;
        let named = entry
            .get("moves")
            .and_then(Value::as_array)
            .ok_or_else(bad)?
            .iter()
            .map(|m| m.as_str().and_then(|t| location(t, game)))
            .collect::<Option<Vec<Move>>>()
            .ok_or_else(|| refuse(field, format!("invalid location in {entry}")))?;
        if allowing {
            filter.allow_only(color, &named, depth, game.board());
        } else {
            for mv in named {
                filter.avoid(color, mv, depth);
            }
        }
    }
    Ok(filter)
}
