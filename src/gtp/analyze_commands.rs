//! Live analysis as Sabaki, Lizzie and KaTrain read it: `lz-analyze` and `kata-analyze` stream
//! `info` blocks until the next input line; the `*-genmove_analyze` variants stream them while
//! choosing a move and end with `play VERTEX`.

use super::args::{color, int, vertex_or_pass};
use super::reply::{Failure, Reply, Turn, TurnAnswer};
use super::response::Stream;
use super::session::Session;
use crate::board::{move_text, Board, Color, Move, VertexOrPass};
use crate::search::{lower_confidence_bound, Analysis, MoveFilter, MoveInfo, Reporter};
use std::fmt::Write as _;
use std::time::Duration;

/// Report interval when the command gives none: one second.
const DEFAULT_INTERVAL_CENTISECONDS: i64 = 100;
/// The shortest interval honoured.
const MIN_INTERVAL: Duration = Duration::from_millis(10);

/// How the blocks are written: Leela Zero's integers or KataGo's fractions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flavor {
    /// Win rate and prior in ten-thousandths.
    Leela,
    /// Win rate and prior as fractions, plus `scoreMean`/`scoreLead`, optional ownership.
    Kata,
}

/// The arguments of an analyze command.
#[derive(Clone, Debug, PartialEq)]
struct Request {
    color: Option<Color>,
    every: Duration,
    ownership: bool,
    max_moves: Option<usize>,
    /// Moves left out by `avoid` or `allow`.
    avoid: MoveFilter,
}

pub(super) fn lz_analyze(session: &mut Session, args: &[String], stream: &mut Stream) -> Reply {
    analyze(session, args, stream, Flavor::Leela)
}

pub(super) fn kata_analyze(session: &mut Session, args: &[String], stream: &mut Stream) -> Reply {
    analyze(session, args, stream, Flavor::Kata)
}

pub(super) fn lz_genmove_analyze(
    session: &mut Session,
    args: &[String],
    stream: &mut Stream,
) -> Turn {
    genmove_analyze(session, args, stream, Flavor::Leela)
}

pub(super) fn kata_genmove_analyze(
    session: &mut Session,
    args: &[String],
    stream: &mut Stream,
) -> Turn {
    genmove_analyze(session, args, stream, Flavor::Kata)
}

/// Analyses until input arrives; the answer is the stream of `info` lines.
fn analyze(session: &mut Session, args: &[String], stream: &mut Stream, flavor: Flavor) -> Reply {
    let request = parse_request(args, flavor, session.game().board())?;
    let color = request.color.unwrap_or(session.game().to_move());
    stream.open();
    let board = session.game().board().clone();
    let mut sink = |analysis: &Analysis| {
        stream.line(&info_line(&board, analysis, &request, flavor));
        stream.is_writable()
    };
    session.analyze(
        color,
        Reporter {
            every: request.every,
            ownership: request.ownership,
            sink: &mut sink,
            avoid: Some(&request.avoid),
        },
    );
    Ok(String::new())
}

/// Chooses, plays and answers a move like `genmove`, streaming analysis while it thinks.
fn genmove_analyze(
    session: &mut Session,
    args: &[String],
    stream: &mut Stream,
    flavor: Flavor,
) -> Turn {
    let request = parse_request(args, flavor, session.game().board())?;
    let color = request
        .color
        .ok_or_else(|| Failure::new("syntax error: a color is required"))?;
    stream.open();
    let board = session.game().board().clone();
    let mut sink = |analysis: &Analysis| {
        stream.line(&info_line(&board, analysis, &request, flavor));
        stream.is_writable()
    };
    let decision = session.genmove(
        color,
        Some(Reporter {
            every: request.every,
            ownership: request.ownership,
            sink: &mut sink,
            avoid: Some(&request.avoid),
        }),
    );
    session
        .play_decision(color, decision)
        .map(|answer| TurnAnswer {
            text: format!("play {}", answer.text),
            ..answer
        })
}

/// `[color] [interval] {interval N | minmoves N | maxmoves N | ownership true|false |
/// avoid COLOR VERTICES DEPTH | allow COLOR VERTICES DEPTH}` on `board`.
fn parse_request(args: &[String], flavor: Flavor, board: &Board) -> Result<Request, Failure> {
    let mut request = Request {
        color: None,
        every: centiseconds(DEFAULT_INTERVAL_CENTISECONDS),
        ownership: false,
        max_moves: None,
        avoid: MoveFilter::default(),
    };
    let mut avoided = false;
    let mut allowed = false;
    let mut rest = args;
    if let Some(first) = rest.first().filter(|a| int(a).is_err()) {
        if !is_key(first) {
            request.color = Some(color(first)?);
            rest = &rest[1..];
        }
    }
    if let Some(first) = rest.first().filter(|a| int(a).is_ok()) {
        request.every = centiseconds(int(first)?);
        rest = &rest[1..];
    }
    while let Some((key, tail)) = rest.split_first() {
        if matches!(key.as_str(), "avoid" | "allow") {
            let [who, vertices, depth, ..] = tail else {
                return Err(Failure::new(format!(
                    "syntax error: {key} needs a color, vertices and a depth"
                )));
            };
            let restriction = Restriction::parse(who, vertices, depth, board)?;
            if key == "avoid" {
                if allowed {
                    return Err(Failure::new("allow cannot be combined with avoid"));
                }
                avoided = true;
                restriction.avoid(&mut request.avoid);
            } else {
                if allowed || avoided {
                    return Err(Failure::new(
                        "allow can be given once and not together with avoid",
                    ));
                }
                allowed = true;
                restriction.allow_only(&mut request.avoid, board);
            }
            rest = &tail[3..];
            continue;
        }
        let value = tail
            .first()
            .ok_or_else(|| Failure::new(format!("syntax error: {key} needs a value")))?;
        match key.as_str() {
            "interval" => request.every = centiseconds(int(value)?),
            "minmoves" => {
                int(value)?;
            }
            "maxmoves" => request.max_moves = Some(int(value)?.max(0) as usize),
            "ownership" if flavor == Flavor::Kata => {
                request.ownership = match value.as_str() {
                    "true" => true,
                    "false" => false,
                    _ => return Err(Failure::new(format!("syntax error: ownership {value}"))),
                }
            }
            _ => return Err(Failure::new(format!("unsupported analyze option {key}"))),
        }
        rest = &tail[1..];
    }
    Ok(request)
}

fn is_key(word: &str) -> bool {
    matches!(
        word,
        "interval" | "minmoves" | "maxmoves" | "ownership" | "avoid" | "allow"
    )
}

/// One `avoid` or `allow` clause: a colour, the moves named, and the depth in plies.
struct Restriction {
    color: Color,
    moves: Vec<Move>,
    depth: u32,
}

impl Restriction {
    /// `COLOR VERTEX,VERTEX,... DEPTH` on `board` (vertices may include `pass`).
    fn parse(who: &str, vertices: &str, depth: &str, board: &Board) -> Result<Self, Failure> {
        let color = color(who)?;
        let moves = vertices
            .split(',')
            .filter(|v| !v.is_empty())
            .map(|text| match vertex_or_pass(text)? {
                VertexOrPass::Pass => Ok(Move::Pass),
                VertexOrPass::Vertex(v) => board
                    .point_of(v)
                    .map(Move::Play)
                    .ok_or_else(|| Failure::new(format!("invalid coordinate '{text}'"))),
            })
            .collect::<Result<Vec<Move>, Failure>>()?;
        if moves.is_empty() {
            return Err(Failure::new("syntax error: no vertices to avoid or allow"));
        }
        let depth = int(depth)?;
        let depth = u32::try_from(depth)
            .ok()
            .filter(|&d| d > 0)
            .ok_or_else(|| {
                Failure::new(format!("depth must be a positive integer, not {depth}"))
            })?;
        Ok(Restriction {
            color,
            moves,
            depth,
        })
    }

    /// Leaves the moves named out.
    fn avoid(&self, filter: &mut MoveFilter) {
        for &mv in &self.moves {
            filter.avoid(self.color, mv, self.depth);
        }
    }

    /// Leaves out every move of `board` (pass included) but those named.
    fn allow_only(&self, filter: &mut MoveFilter, board: &Board) {
        filter.allow_only(self.color, &self.moves, self.depth, board);
    }
}

fn centiseconds(n: i64) -> Duration {
    Duration::from_millis((n.max(0) as u64).saturating_mul(10)).max(MIN_INTERVAL)
}

/// One report: an `info` block per move (most visited first, `pv` last in each), then the
/// ownership list when asked for. Empty while no move has a playout.
fn info_line(board: &Board, analysis: &Analysis, request: &Request, flavor: Flavor) -> String {
    let shown = request.max_moves.unwrap_or(usize::MAX);
    let mut line = String::new();
    for (order, info) in analysis.moves.iter().take(shown).enumerate() {
        if !line.is_empty() {
            line.push(' ');
        }
        write_block(&mut line, board, info, order, flavor);
    }
    if line.is_empty() {
        return line;
    }
    if let Some(ownership) = analysis.ownership.as_ref().filter(|_| request.ownership) {
        let sign = if analysis.to_move == Color::Black {
            1.0
        } else {
            -1.0
        };
        line.push_str(" ownership");
        let n = board.size();
        for row in (0..n).rev() {
            for col in 0..n {
                let p = board.point(col, row).expect("on the board");
                let _ = write!(line, " {:.4}", sign * ownership[p]);
            }
        }
    }
    line
}

fn write_block(line: &mut String, board: &Board, info: &MoveInfo, order: usize, flavor: Flavor) {
    let lcb = lower_confidence_bound(info.win_rate, info.visits);
    let _ = write!(
        line,
        "info move {} visits {}",
        move_text(board, info.mv),
        info.visits
    );
    match flavor {
        Flavor::Leela => {
            let _ = write!(
                line,
                " winrate {} prior {} lcb {}",
                ten_thousandths(info.win_rate),
                ten_thousandths(info.prior),
                ten_thousandths(lcb)
            );
        }
        Flavor::Kata => {
            let _ = write!(line, " winrate {:.6}", info.win_rate);
            if let Some(lead) = info.score_lead {
                let _ = write!(line, " scoreMean {lead:.3} scoreLead {lead:.3}");
            }
            let _ = write!(line, " prior {:.6} lcb {lcb:.6}", info.prior);
        }
    }
    let _ = write!(line, " order {order} pv");
    for &mv in &info.pv {
        let _ = write!(line, " {}", move_text(board, mv));
        if mv == Move::Pass {
            break;
        }
    }
}

fn ten_thousandths(share: f64) -> i64 {
    (share * 10_000.0).round() as i64
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    fn nine() -> Board {
        Board::new(9).unwrap()
    }

    #[test]
    fn requests_take_an_optional_color_interval_and_options() {
        let r = parse_request(&words("B 50"), Flavor::Leela, &nine()).unwrap();
        assert_eq!(
            (r.color, r.every),
            (Some(Color::Black), Duration::from_millis(500))
        );
        let r = parse_request(&words("10"), Flavor::Leela, &nine()).unwrap();
        assert_eq!((r.color, r.every), (None, Duration::from_millis(100)));
        let r = parse_request(
            &words("w interval 20 ownership true maxmoves 3"),
            Flavor::Kata,
            &nine(),
        )
        .unwrap();
        assert_eq!(r.color, Some(Color::White));
        assert_eq!(r.every, Duration::from_millis(200));
        assert!(r.ownership);
        assert_eq!(r.max_moves, Some(3));
        assert_eq!(
            parse_request(&[], Flavor::Kata, &nine()).unwrap().every,
            Duration::from_secs(1)
        );
    }

    #[test]
    fn bad_requests_are_refused() {
        assert!(parse_request(&words("X 50"), Flavor::Leela, &nine()).is_err());
        assert!(parse_request(&words("B 50 ownership true"), Flavor::Leela, &nine()).is_err());
        assert!(parse_request(&words("B 50 ownership maybe"), Flavor::Kata, &nine()).is_err());
        assert!(parse_request(&words("B interval"), Flavor::Kata, &nine()).is_err());
        for bad in [
            "avoid b D4",
            "avoid b D4 0",
            "avoid b D4 x",
            "avoid b Z4 1",
            "avoid b K10 1",
            "avoid x D4 1",
            "avoid b , 1",
            "allow b D4 1 avoid w E5 1",
            "avoid w E5 1 allow b D4 1",
            "allow b D4 1 allow b E5 1",
        ] {
            for flavor in [Flavor::Leela, Flavor::Kata] {
                assert!(
                    parse_request(&words(&format!("B 50 {bad}")), flavor, &nine()).is_err(),
                    "{bad}"
                );
            }
        }
    }

    #[test]
    fn avoid_and_allow_name_moves_for_a_colour_down_to_a_depth() {
        let board = nine();
        let r = parse_request(
            &words("B 10 avoid b D4,e5,pass 2 avoid w C3 1 maxmoves 4"),
            Flavor::Leela,
            &board,
        )
        .unwrap();
        assert_eq!(r.max_moves, Some(4));
        let mut expected = MoveFilter::default();
        let at = |v: &str| {
            Move::Play(
                board
                    .point_of(crate::board::Vertex::parse(v).unwrap())
                    .unwrap(),
            )
        };
        expected.avoid(Color::Black, at("D4"), 2);
        expected.avoid(Color::Black, at("E5"), 2);
        expected.avoid(Color::Black, Move::Pass, 2);
        expected.avoid(Color::White, at("C3"), 1);
        assert_eq!(r.avoid, expected);
        // `allow` leaves out every other move, pass included.
        let r = parse_request(&words("allow w D4,E5 3"), Flavor::Kata, &board).unwrap();
        let mut expected = MoveFilter::default();
        for p in board
            .points()
            .filter(|&p| Move::Play(p) != at("D4") && Move::Play(p) != at("E5"))
        {
            expected.avoid(Color::White, Move::Play(p), 3);
        }
        expected.avoid(Color::White, Move::Pass, 3);
        assert_eq!(r.avoid, expected);
    }

    #[test]
    fn blocks_end_with_their_principal_variation() {
        let board = Board::new(9).unwrap();
        let d4 = Move::Play(board.point(3, 3).unwrap());
        let c3 = Move::Play(board.point(2, 2).unwrap());
        let analysis = Analysis {
            to_move: Color::Black,
            playouts: 10,
            seconds: 0.1,
            moves: vec![MoveInfo {
                mv: d4,
                visits: 7,
                win_rate: 0.5612,
                prior: 0.25,
                score_lead: Some(1.5),
                pv: vec![d4, c3, Move::Pass, d4],
            }],
            ownership: None,
        };
        let request = parse_request(&[], Flavor::Leela, &nine()).unwrap();
        assert_eq!(
            info_line(&board, &analysis, &request, Flavor::Leela),
            "info move D4 visits 7 winrate 5612 prior 2500 lcb 1936 order 0 pv D4 C3 pass"
        );
        assert_eq!(
            info_line(&board, &analysis, &request, Flavor::Kata),
            "info move D4 visits 7 winrate 0.561200 scoreMean 1.500 scoreLead 1.500 \
             prior 0.250000 lcb 0.193580 order 0 pv D4 C3 pass"
        );
    }
}
