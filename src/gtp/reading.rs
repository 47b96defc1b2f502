//! GNU Go's reading commands, with its syntax and answers: `attack V` and `defend V` (a result
//! code, then the move when it succeeds: `0`, `1 G1`, or `2 G1` and `3 G1` when it takes a ko:
//! by taking it first, or only with a ko threat), and `unconditional_status V` (`alive`,
//! `dead`, `undecided`, or for an empty point `black_territory`, `white_territory`,
//! `undecided`), the connection, life-and-death and capturing-race commands, and the GoGui
//! entries that show them: arguments parsed and answers formatted here, the verdicts from
//! [`crate::search::settled`] (readers settled by a local search), the connection readers and
//! GNU Go's definition of unconditional life.

use super::args::{count_args, vertex};
use super::reply::{Failure, Reply};
use super::session::Session;
use crate::board::{move_text, Board, Color, Move, Point};
use crate::score::{Unconditional, UnconditionalLife};
use crate::search::settled;
use crate::tactics::capture::{self, Reading};
use crate::tactics::connect;
use crate::tactics::life::LifeReading;
use crate::tactics::Ko;

/// The point named by the only argument; GNU Go's message when it is missing or off the board.
fn point_arg(session: &Session, args: &[String]) -> Result<Point, Failure> {
    let Some(text) = args.first() else {
        return Err(Failure::new("invalid coordinate"));
    };
    count_args(args, 1)?;
    point_named(session, text)
}

/// The point `text` names, with GNU Go's message when it is not a vertex of the board.
pub(super) fn point_named(session: &Session, text: &str) -> Result<Point, Failure> {
    let v = vertex(text).map_err(|_| Failure::new("invalid coordinate"))?;
    session
        .game()
        .board()
        .point_of(v)
        .ok_or_else(|| Failure::new("invalid coordinate"))
}

/// `point` if it holds a stone, else GNU Go's message.
pub(super) fn stone_at(session: &Session, point: Point) -> Result<Point, Failure> {
    if session.game().board().color_at(point).is_none() {
        return Err(Failure::new("vertex must not be empty"));
    }
    Ok(point)
}

/// [`point_arg`] that must hold a stone, and the stone's colour.
fn owned_stone_arg(session: &Session, args: &[String]) -> Result<(Point, Color), Failure> {
    let point = point_arg(session, args)?;
    match session.game().board().color_at(point) {
        Some(owner) => Ok((point, owner)),
        None => Err(Failure::new("vertex must not be empty")),
    }
}

/// GNU Go's result code of a successful reading that needs `ko`.
fn ko_code(ko: Ko) -> u8 {
    match ko {
        Ko::Unneeded => 1,
        Ko::TakenFirst => 2,
        Ko::NeedsThreat => 3,
    }
}

/// A move as GNU Go's reading commands name it: a vertex or `PASS`.
fn gnu_go_move(board: &Board, mv: Move) -> String {
    move_text(board, mv).to_uppercase()
}

/// GNU Go's answer to a reading: `0`, or the result code for `ko` and the move.
fn answer(session: &Session, what: &str, point: Point, (reading, ko): (Reading, Ko)) -> String {
    let board = session.game().board();
    let code = ko_code(ko);
    match reading {
        Reading::Succeeds(p) => format!("{code} {}", board.vertex(p)),
        Reading::Fails => "0".into(),
        Reading::Unknown => {
            log::debug!("{what} {}: out of budget, answered 0", board.vertex(point));
            "0".into()
        }
    }
}

/// `attack V`: can the chain at V be captured, its opponent moving first?
pub fn attack(session: &mut Session, args: &[String]) -> Reply {
    let point = owned_stone_arg(session, args)?.0;
    let game = session.game().clone();
    let (reading, _) = settled::attack(session.player_mut(), &game, point);
    Ok(answer(session, "attack", point, reading))
}

/// `defend V`: can the chain at V be saved, its owner moving first?
pub fn defend(session: &mut Session, args: &[String]) -> Reply {
    let point = owned_stone_arg(session, args)?.0;
    let game = session.game().clone();
    let (attack, (reading, _)) = settled::defense(session.player_mut(), &game, point);
    Ok(defense_answer(session, point, attack, reading))
}

/// GNU Go's answer to `defend`: as [`answer`], but `1 PASS` for a chain that no attack
/// captures (even with ko threats) and that has [`capture::SAFE_LIBERTIES`] liberties or more:
/// it needs no move (GNU Go names a move only for chains of fewer liberties).
fn defense_answer(
    session: &Session,
    point: Point,
    attack: Reading,
    defense: (Reading, Ko),
) -> String {
    let board = session.game().board();
    if attack == Reading::Fails && board.liberties(point) >= capture::SAFE_LIBERTIES {
        return "1 PASS".into();
    }
    answer(session, "defend", point, defense)
}

/// `unconditional_status V`: GNU Go's unconditional life. A stone that the opponent cannot
/// capture with any number of moves in a row is `alive`, one inside the other colour's
/// unconditional territory `dead`; an empty point there is that colour's territory; anything
/// else is `undecided`.
pub fn unconditional_status(session: &mut Session, args: &[String]) -> Reply {
    let point = point_arg(session, args)?;
    let board = session.game().board();
    Ok(match UnconditionalLife::find(board).status(point) {
        Unconditional::Alive => "alive",
        Unconditional::Dead => "dead",
        Unconditional::Territory(Color::Black) => "black_territory",
        Unconditional::Territory(Color::White) => "white_territory",
        Unconditional::Undecided => "undecided",
    }
    .into())
}

/// `tengen-capture_moves V`, for GoGui's Analyze menu (a `gfx` entry with the point under the
/// cursor): the move that captures the chain at V and the move that saves it, as labels, with
/// both readings in the status line (as `attack` and `defend` answer them).
pub fn capture_moves(session: &mut Session, args: &[String]) -> Reply {
    let point = owned_stone_arg(session, args)?.0;
    let game = session.game().clone();
    let board = game.board();
    let ((attack, attack_searched), (defense, defense_searched)) =
        settled::attack_and_defense(session.player_mut(), &game, point);
    let vertex = |p: Point| board.vertex(p).to_string();
    let mut labels = Vec::new();
    if let Reading::Succeeds(p) = attack.0 {
        labels.push(format!("{} take", vertex(p)));
    }
    // A defense is only worth showing when the chain is under attack.
    if let (Reading::Succeeds(_), Reading::Succeeds(p)) = (attack.0, defense.0) {
        labels.push(format!("{} save", vertex(p)));
    }
    let mut lines = Vec::new();
    if !labels.is_empty() {
        lines.push(format!("LABEL {}", labels.join(" ")));
    }
    let how = |searched: bool| if searched { " (local search)" } else { "" };
    lines.push(format!(
        "TEXT {}: attack {}{}, defend {}{}",
        vertex(point),
        answer(session, "attack", point, attack),
        how(attack_searched),
        defense_answer(session, point, attack.0, defense),
        how(defense_searched)
    ));
    Ok(lines.join("\n"))
}

/// GNU Go's answer to a settled owl reading: the result code and the move (`PASS` when the
/// group needs none), or `0`.
fn life_answer(board: &Board, (reading, ko): (LifeReading, Ko)) -> String {
    match reading {
        LifeReading::Succeeds(mv) => format!("{} {}", ko_code(ko), gnu_go_move(board, mv)),
        LifeReading::Fails | LifeReading::Unknown => "0".into(),
    }
}

/// The two stones `V1 V2` of a command, with GNU Go's messages: both on the board, both
/// stones.
fn two_stones(session: &Session, args: &[String]) -> Result<(Point, Point), Failure> {
    count_args(args, 2)?;
    let stone = |text: &str| stone_at(session, point_named(session, text)?);
    Ok((stone(&args[0])?, stone(&args[1])?))
}

/// The two stones `V1 V2` that `connect` and `disconnect` ask about, with GNU Go's messages:
/// [`two_stones`], both of one colour.
fn stone_pair(session: &Session, args: &[String]) -> Result<(Point, Point), Failure> {
    let (a, b) = two_stones(session, args)?;
    let board = session.game().board();
    if board.color_at(a) != board.color_at(b) {
        return Err(Failure::new("vertices must have same color"));
    }
    Ok((a, b))
}

/// `connect V1 V2`: can the owner of the chains at V1 and V2, moving first, keep them
/// connected? `1 PASS` when they are one chain already.
pub fn connect(session: &mut Session, args: &[String]) -> Reply {
    let (a, b) = stone_pair(session, args)?;
    let board = session.game().board();
    if board.chain(a) == board.chain(b) {
        return Ok("1 PASS".into());
    }
    let mut board = board.clone();
    let reading = connect::connect(&mut board, a, b).answer_and_ko();
    Ok(answer(session, "connect", a, reading))
}

/// `disconnect V1 V2`: can the opponent of the chains at V1 and V2, moving first, cut them
/// apart (or capture one)?
pub fn disconnect(session: &mut Session, args: &[String]) -> Reply {
    let (a, b) = stone_pair(session, args)?;
    let mut board = session.game().board().clone();
    let reading = connect::disconnect(&mut board, a, b).answer_and_ko();
    Ok(answer(session, "disconnect", a, reading))
}

/// `analyze_semeai V1 V2`: the capturing race between the groups at V1 and V2 (opposite
/// colours), V1's owner moving first: GNU Go's `1 1 MOVE` (V1 lives and V2 dies), `1 0 MOVE`
/// (V1 lives: seki, or both live), `0 0 PASS` (V1 dies), with codes 2 and 3 for a result that
/// takes a ko first or needs a ko threat.
pub fn analyze_semeai(session: &mut Session, args: &[String]) -> Reply {
    let (first, second) = two_stones(session, args)?;
    let board = session.game().board();
    let (Some(mover), Some(other)) = (board.color_at(first), board.color_at(second)) else {
        return Err(Failure::new("vertex must not be empty"));
    };
    if mover == other {
        return Err(Failure::new("vertices must have different colors"));
    }
    // A race the readings lose for V1 may still be won by moves they do not read, so the
    // local search judges that too.
    let game = session.game().clone();
    let race = settled::race(session.player_mut(), &game, first, second);
    let board = session.game().board();
    Ok(format!(
        "{} {} {}",
        race.first_lives.map_or(0, ko_code),
        race.second_dies.map_or(0, ko_code),
        gnu_go_move(board, race.mv)
    ))
}

/// `owl_attack V`: can the group of the stone at V be killed, its opponent moving first?
pub fn owl_attack(session: &mut Session, args: &[String]) -> Reply {
    let point = owned_stone_arg(session, args)?.0;
    let game = session.game().clone();
    let (reading, _) = settled::owl_kill(session.player_mut(), &game, point);
    Ok(life_answer(game.board(), reading))
}

/// `owl_defend V`: can the group of the stone at V live, its owner moving first?
pub fn owl_defend(session: &mut Session, args: &[String]) -> Reply {
    let point = owned_stone_arg(session, args)?.0;
    let game = session.game().clone();
    let (reading, _) = settled::owl_save(session.player_mut(), &game, point);
    Ok(life_answer(game.board(), reading))
}

/// `tengen-life_moves V`, for GoGui's Analyze menu (a `gfx` entry with the point under the
/// cursor): the move that kills the group at V and the move that saves it, as labels (one
/// `key` label when they are the same point), with both readings in the status line.
pub fn life_moves(session: &mut Session, args: &[String]) -> Reply {
    let point = owned_stone_arg(session, args)?.0;
    let game = session.game().clone();
    let board = game.board();
    let ((kill, kill_searched), save) =
        settled::owl_kill_then_save(session.player_mut(), &game, point);
    let vertex = |p: Point| board.vertex(p).to_string();
    let mut labels = Vec::new();
    match (kill.0, save.map(|((reading, _), _)| reading)) {
        (LifeReading::Succeeds(Move::Play(k)), Some(LifeReading::Succeeds(Move::Play(s))))
            if k == s =>
        {
            labels.push(format!("{} key", vertex(k)));
        }
        (kill, save) => {
            if let LifeReading::Succeeds(Move::Play(p)) = kill {
                labels.push(format!("{} kill", vertex(p)));
            }
            if let Some(LifeReading::Succeeds(Move::Play(p))) = save {
                labels.push(format!("{} live", vertex(p)));
            }
        }
    }
    let mut lines = Vec::new();
    if !labels.is_empty() {
        lines.push(format!("LABEL {}", labels.join(" ")));
    }
    let how = |searched: bool| if searched { " (local search)" } else { "" };
    let defend = match save {
        Some((save, searched)) => format!("{}{}", life_answer(board, save), how(searched)),
        None => "not needed".into(),
    };
    lines.push(format!(
        "TEXT {}: owl_attack {}{}, owl_defend {}",
        vertex(point),
        life_answer(board, kill),
        how(kill_searched),
        defend
    ));
    Ok(lines.join("\n"))
}
