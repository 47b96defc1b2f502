//! GNU Go's reading commands, with its syntax and answers: `attack V` and `defend V` (a result
//! code, then the move when it succeeds: `0`, `1 G1`, or `2 G1` and `3 G1` when it takes a ko:
//! by taking it first, or only with a ko threat), and `unconditional_status V` (`alive`,
//! `dead`, `undecided`, or for an empty point `black_territory`, `white_territory`,
//! `undecided`), the connection, life-and-death and capturing-race commands, and the GoGui
//! entries that show them, backed by the tactics readers and GNU Go's definition of
//! unconditional life. Where a reader leaves a question open (undecided in its budget, or no
//! capture or defence found), a local search from the position ([`Player::local_verdict`])
//! gets a second word, the readers checking its candidate moves.

use super::args::{count_args, vertex};
use super::reply::{Failure, Reply};
use super::session::Session;
use crate::board::{move_text, Board, Color, Move, Point};
use crate::game::Game;
use crate::score::{Unconditional, UnconditionalLife};
use crate::search::no_reading;
use crate::tactics::capture::{self, Reading};
use crate::tactics::connect;
use crate::tactics::life::{self, LifeReading, LIFE_BUDGET, OWL_BUDGET};
use crate::tactics::semeai;
use crate::tactics::{Answer, Budget, Ko};

/// The point named by the only argument; GNU Go's message when it is missing or off the board.
fn point_arg(session: &Session, args: &[String]) -> Result<Point, Failure> {
    let Some(text) = args.first() else {
        return Err(Failure::new("invalid coordinate"));
    };
    count_args(args, 1)?;
    point_named(session, text)
}

/// The point `text` names, with GNU Go's message when it is not a vertex of the board.
fn point_named(session: &Session, text: &str) -> Result<Point, Failure> {
    let v = vertex(text).map_err(|_| Failure::new("invalid coordinate"))?;
    session
        .game()
        .board()
        .point_of(v)
        .ok_or_else(|| Failure::new("invalid coordinate"))
}

/// `point` if it holds a stone, else GNU Go's message.
fn stone_at(session: &Session, point: Point) -> Result<Point, Failure> {
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

/// The ko code of a defence at `point` by `owner` that a local search named (the search
/// reads no kos; its answers have code 1): a move that takes a ko (it captures one stone and
/// stands in atari, so the attacker may take it back after a ko threat) succeeds by taking the
/// ko first, code 2; so does a capture of more stones that leaves the capturing chain in
/// atari, since the attacker takes it back at once and the fight goes on as a ko. (GNU Go's
/// owl and reading suites: 4 tests won, none lost; the captures of more stones won
/// `reading.tst` 30 and 94, none lost. The same for the search's attacks would lose 2 tests
/// that expect code 1. Where the readers name the move, their reading with the attacker free
/// to take back kos decides the code: GNU Go too gives code 1 to a ko capture whose retake
/// does not kill.)
fn defense_ko(board: &Board, owner: Color, point: Point, ko: Ko) -> Ko {
    if ko != Ko::Unneeded {
        return ko;
    }
    let mut after = board.clone();
    // A ko capture is such a capture too: one stone taken, the capturing stone in atari.
    if after.play(point, owner).captured > 0 && after.liberties(point) == 1 {
        Ko::TakenFirst
    } else {
        ko
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

/// `attack V`: can the string at V be captured, its opponent moving first? Where the capture
/// reader finds no capture, a local search gets a second word ([`settled_attack`]).
pub fn attack(session: &mut Session, args: &[String]) -> Reply {
    let (point, owner) = owned_stone_arg(session, args)?;
    let game = session.game().clone();
    let reading = capture::attack_through_ko(&mut game.board().clone(), point);
    let (reading, _) = settled_attack(session, &game, point, owner, reading);
    Ok(answer(session, "attack", point, reading))
}

/// `defend V`: can the string at V be saved, its owner moving first? A defence the reader
/// names is checked by asking `attack` after it ([`checked_defense`]); where the capture reader
/// finds none, a local search gets a second word ([`settled_defense`]): the reader's defender
/// does not try every move that saves a string.
pub fn defend(session: &mut Session, args: &[String]) -> Reply {
    let (point, owner) = owned_stone_arg(session, args)?;
    let game = session.game().clone();
    let (attack, reading) =
        capture::attack_and_defense_through_ko(&mut game.board().clone(), point);
    let reading = checked_defense(session, &game, point, owner, attack.0, reading);
    let (reading, _) = settled_defense(session, &game, point, owner, reading);
    Ok(defense_answer(session, point, attack.0, reading))
}

/// GNU Go's answer to `defend`: as [`answer`], but `1 PASS` for a string that no attack
/// captures (even with ko threats) and that has [`capture::SAFE_LIBERTIES`] liberties or more:
/// it needs no move (GNU Go names a move only for strings of fewer liberties).
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

/// The reader's `defense` of the string at `point` (owned by `owner`), checked by asking
/// `attack` after it as that command asks it (the reader from that position, then a local
/// search): when that finds a capture (or the game refuses the move, a superko), no defence is
/// known (`Fails`), and the local search of the position gets its word ([`settled_defense`]).
/// That search may name the same move again: the two opinions disagree, and the search's own
/// judges decide (GNU Go's `reading.tst` 54, where the capture reader proves the move again;
/// leaving the move out lost that test). The reader, deep in a reading, lacks moves it tries at
/// the top (GNU Go's reading suites: 2 tests won, none lost; the same check of captures won 2
/// and lost 3). Not checked: a defence said to need a ko, and any defence when the reader's
/// `attack` fails (a string that cannot be captured is defended by any move).
fn checked_defense(
    session: &mut Session,
    game: &Game,
    point: Point,
    owner: Color,
    attack: Reading,
    defense: (Reading, Ko),
) -> (Reading, Ko) {
    let (Reading::Succeeds(m), Ko::Unneeded) = defense else {
        return defense;
    };
    if attack == Reading::Fails {
        return defense;
    }
    let mut after = game.clone();
    if after.play(owner, Move::Play(m)).is_err() {
        return (Reading::Fails, Ko::Unneeded);
    }
    let attack_after = capture::attack_through_ko(&mut after.board().clone(), point);
    match settled_attack(session, &after, point, owner, attack_after).0 {
        (Reading::Succeeds(refutation), _) => {
            log::debug!(
                "defence of {} at {} refuted by {}",
                game.board().vertex(point),
                game.board().vertex(m),
                game.board().vertex(refutation)
            );
            (Reading::Fails, Ko::Unneeded)
        }
        _ => defense,
    }
}

/// The capture reader's `reading` of an attack on the string at `point` (owned by `owner`),
/// completed where it finds no capture by a local search ([`with_local_search`]): the
/// search's move when two judges agree on it: the capture reader finds no defence after it
/// (the owner free to take back any ko at once), and the attacker owns the string's point at
/// the end of most of the search's playouts. (The reader's defender does not try every
/// saving move, so its verdict alone names captures that fail.)
fn settled_attack(
    session: &mut Session,
    game: &Game,
    point: Point,
    owner: Color,
    reading: (Reading, Ko),
) -> ((Reading, Ko), bool) {
    let mut cannot_be_saved = |after: &Board| {
        capture::defense_against_threats(&mut after.clone(), point) == Reading::Fails
    };
    with_local_search(
        session,
        Question {
            game,
            point,
            mover: owner.opponent(),
        },
        reading,
        Reading::Fails,
        Judge {
            tally: Tally::ProvedAndWholeSearch,
            proves: &mut cannot_be_saved,
        },
        Move::point,
    )
}

/// The capture reader's `reading` of a defence of the string at `point` (owned by `owner`),
/// completed where it finds no defence by a local search ([`with_local_search`]): the
/// search's move when the capture reader proves it (after it the attacker, free to take back
/// any ko at once, cannot capture the string), or when the owner keeps the string's point at
/// the end of most of the search's playouts; with code 2 when it takes a ko ([`defense_ko`]).
fn settled_defense(
    session: &mut Session,
    game: &Game,
    point: Point,
    owner: Color,
    reading: (Reading, Ko),
) -> ((Reading, Ko), bool) {
    let mut cannot_be_captured = |after: &Board| {
        after.color_at(point) == Some(owner)
            && capture::attack_against_threats(&mut after.clone(), point) == Reading::Fails
    };
    let ((defense, ko), searched) = with_local_search(
        session,
        Question {
            game,
            point,
            mover: owner,
        },
        reading,
        Reading::Fails,
        Judge {
            tally: Tally::WholeSearch,
            proves: &mut cannot_be_captured,
        },
        Move::point,
    );
    let ko = match defense {
        Reading::Succeeds(p) if searched => defense_ko(game.board(), owner, p, ko),
        _ => ko,
    };
    ((defense, ko), searched)
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
/// cursor): the move that captures the string at V and the move that saves it, as labels, with
/// both readings in the status line (as `attack` and `defend` answer them).
pub fn capture_moves(session: &mut Session, args: &[String]) -> Reply {
    let (point, owner) = owned_stone_arg(session, args)?;
    let game = session.game().clone();
    let mut board = game.board().clone();
    let (attack, defense) = capture::attack_and_defense_through_ko(&mut board, point);
    let (attack, attack_searched) = settled_attack(session, &game, point, owner, attack);
    // A capture the reader missed leaves its defence (any liberty) unfounded: the local
    // search looks for one instead.
    let attack_searched = attack_searched && attack.0 != Reading::Fails;
    let defense = if attack_searched {
        (Reading::Fails, Ko::Unneeded)
    } else {
        checked_defense(session, &game, point, owner, attack.0, defense)
    };
    let (defense, defense_searched) = settled_defense(session, &game, point, owner, defense);
    let vertex = |p: Point| board.vertex(p).to_string();
    let mut labels = Vec::new();
    if let Reading::Succeeds(p) = attack.0 {
        labels.push(format!("{} take", vertex(p)));
    }
    // A defence is only worth showing when the string is under attack.
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

/// Which playouts of a local search decide whether the mover keeps the point.
#[derive(Clone, Copy, Debug)]
enum Tally {
    /// All the search's playouts: `defend`'s second word on a string (GNU Go's reading suites:
    /// 125 of 230 passed so, 122 counting only the playouts after the move).
    WholeSearch,
    /// The playouts after the move the search names, with the opponent to move (the whole
    /// search when no move could be compared): the owl question, whether the group lives
    /// after the mover's move (GNU Go's owl suites: 276 of 481 passed so, 265 counting all).
    /// The mover must own the point by more than `above` (from −1 to 1).
    AfterMove { above: f64 },
    /// All the search's playouts, and only for a move the reader proves: `attack`'s second
    /// word (GNU Go's reading suites: 129 passed so, 127 with the proof alone, which names
    /// captures GNU Go's answers refute).
    ProvedAndWholeSearch,
}

/// How much of a group's point an attacker must own, from −1 to 1, in the playouts after the
/// killing move a local search names ([`Tally::AfterMove`]), for the kill to stand: the
/// owner, to move first in those playouts, keeps the group more often than it can against
/// correct play (random attackers miss vital points). (GNU Go's owl suites, the answers of
/// one run replayed: `owl_attack` 107 of 188 passed with 0, 113 with −0.2, 111 with −0.1 or
/// −0.3; each of the three suites gains. The same margin for saves loses.)
const KILL_ABOVE: f64 = -0.2;

/// The moves the life reader may read in all to prove an owl command's local-search
/// candidates ([`life_proof`]): four proofs of [`LIFE_BUDGET`]'s moves, so that a command
/// answers within five seconds on a large area.
const CANDIDATE_PROOFS_MOVES: u32 = 240_000;

/// What a local search is asked: whether `mover`, to move in `game`, can keep (or take) the
/// point `point` and the chain on it.
#[derive(Clone, Copy)]
struct Question<'g> {
    game: &'g Game,
    point: Point,
    mover: Color,
}

/// How a local search's answer is judged: the playouts that count, and the reader that may
/// prove one of its candidate moves.
struct Judge<'a> {
    tally: Tally,
    proves: &'a mut dyn FnMut(&Board) -> bool,
}

/// The best move of the question's mover near the chain through its point when a local
/// search ([`Player::local_verdict`]) finds that the mover owns that point at the end of most
/// of the playouts that the judge's tally counts, or when its reader proves that move.
fn local_search_keeps(session: &mut Session, question: Question, judge: Judge) -> Option<Move> {
    session
        .player_mut()
        .local_verdict(
            question.game,
            &[question.point],
            question.mover,
            judge.proves,
            !matches!(judge.tally, Tally::ProvedAndWholeSearch),
        )
        .filter(|verdict| {
            let owned = verdict.mover_owns[0];
            match judge.tally {
                Tally::WholeSearch => verdict.proved || owned > 0.0,
                Tally::AfterMove { above } => {
                    verdict.proved || verdict.owns_after_best.unwrap_or(owned) > above
                }
                Tally::ProvedAndWholeSearch => verdict.proved && owned > 0.0,
            }
        })
        .map(|verdict| verdict.best)
}

/// `reading` of the group or string at the question's point, its mover to move, completed by
/// a local search where the reader left `gap` (undecided in its budget, or no move found): the
/// search's move (code 1) when the mover owns the point at the end of most of the playouts
/// the judge counts, or when its reader proves the move ([`local_search_keeps`]), else
/// failure. The flag tells whether the search answered.
fn with_local_search<M: PartialEq + std::fmt::Debug>(
    session: &mut Session,
    question: Question,
    reading: (Answer<M>, Ko),
    gap: Answer<M>,
    judge: Judge,
    as_answer: impl Fn(Move) -> Option<M>,
) -> ((Answer<M>, Ko), bool) {
    if reading.0 != gap {
        return (reading, false);
    }
    log::debug!(
        "{} for {}: the reader answered {gap:?}, asking a local search",
        question.game.board().vertex(question.point),
        question.mover
    );
    let answer = match local_search_keeps(session, question, judge).and_then(as_answer) {
        Some(m) => Answer::Succeeds(m),
        None => Answer::Fails,
    };
    ((answer, Ko::Unneeded), true)
}

/// Whether the life reader proves a local search's candidate move for `mover` against the
/// group of `owner`'s stone at `point`: the opponent, to move after it and free to take back
/// any ko at once, cannot save the group (when the mover attacks it) or cannot kill it (when
/// the mover owns it). Each proof reads at most [`LIFE_BUDGET`]'s moves, all of them together
/// at most [`CANDIDATE_PROOFS_MOVES`].
fn life_proof(point: Point, owner: Color, mover: Color) -> impl FnMut(&Board) -> bool {
    let mut moves_left = CANDIDATE_PROOFS_MOVES;
    move |after: &Board| {
        if moves_left == 0 {
            return false;
        }
        let budget = Budget {
            moves: LIFE_BUDGET.moves.min(moves_left),
            ..LIFE_BUDGET
        };
        let (refutation, moves) = life::refutation(&mut after.clone(), point, owner, mover, budget);
        moves_left = moves_left.saturating_sub(moves);
        refutation == LifeReading::Fails
    }
}

/// An owl reading of the group of `owner`'s stone at `point` with `mover` to move, settled by
/// a local search where it is undecided in its budget ([`with_local_search`]), the life reader
/// judging the search's candidate moves ([`life_proof`]); a save the search names that takes
/// a ko has code 2 ([`defense_ko`]), and a kill it names where the reading without kos failed
/// (undecided only with the attacker free to take kos back) has code 3 (GNU Go's owl suites:
/// `owl.tst` 246 won, none lost).
fn settle(
    session: &mut Session,
    point: Point,
    owner: Color,
    mover: Color,
    reading: (LifeReading, Ko),
) -> ((LifeReading, Ko), bool) {
    let game = session.game().clone();
    let prior_ko = reading.1;
    let ((reading, ko), searched) = with_local_search(
        session,
        Question {
            game: &game,
            point,
            mover,
        },
        reading,
        LifeReading::Unknown,
        Judge {
            tally: Tally::AfterMove {
                above: if mover == owner { 0.0 } else { KILL_ABOVE },
            },
            proves: &mut life_proof(point, owner, mover),
        },
        Some,
    );
    let ko = match reading {
        // The kill without kos failed: a kill found now needs a ko threat.
        LifeReading::Succeeds(_) if searched && prior_ko == Ko::NeedsThreat => prior_ko,
        LifeReading::Succeeds(Move::Play(p)) if searched && mover == owner => {
            defense_ko(game.board(), owner, p, ko)
        }
        _ => ko,
    };
    ((reading, ko), searched)
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

/// `connect V1 V2`: can the owner of the strings at V1 and V2, moving first, keep them
/// connected? `1 PASS` when they are one string already.
pub fn connect(session: &mut Session, args: &[String]) -> Reply {
    let (a, b) = stone_pair(session, args)?;
    let board = session.game().board();
    if board.chain(a) == board.chain(b) {
        return Ok("1 PASS".into());
    }
    let mut board = board.clone();
    let reading = connect::connect(&mut board, a, b);
    Ok(answer(session, "connect", a, (reading, Ko::Unneeded)))
}

/// `disconnect V1 V2`: can the opponent of the strings at V1 and V2, moving first, cut them
/// apart (or capture one)?
pub fn disconnect(session: &mut Session, args: &[String]) -> Reply {
    let (a, b) = stone_pair(session, args)?;
    let mut board = session.game().board().clone();
    let reading = connect::disconnect(&mut board, a, b);
    Ok(answer(session, "disconnect", a, (reading, Ko::Unneeded)))
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
    // The liberty race sees the two chains' liberties only: a race it loses for V1 may be one
    // that V1's eyes or other chains win, so the local search judges that too.
    let race = match semeai::race(&mut board.clone(), first, second) {
        Some(race) if race.first_lives.is_some() => race,
        _ => race_by_local_search(session, first, second, mover),
    };
    let board = session.game().board();
    Ok(format!(
        "{} {} {}",
        race.first_lives.map_or(0, ko_code),
        race.second_dies.map_or(0, ko_code),
        gnu_go_move(board, race.mv)
    ))
}

/// A capturing race whose liberty race is out of budget or lost for the first group, judged
/// by a local search with the first group's owner to move ([`Player::local_verdict`]): the
/// first group lives when the mover owns its point at the end of most of the search's
/// playouts, and the second dies when the mover owns its point too; the move is the one the
/// search names, a pass when the first group dies.
fn race_by_local_search(
    session: &mut Session,
    first: Point,
    second: Point,
    mover: Color,
) -> semeai::Race {
    let game = session.game().clone();
    log::debug!(
        "race {} {}: the liberty race is out of budget or lost, judged by a local search",
        game.board().vertex(first),
        game.board().vertex(second)
    );
    match session
        .player_mut()
        .local_verdict(&game, &[first, second], mover, &mut no_reading, true)
    {
        Some(verdict) if verdict.mover_owns[0] > 0.0 => semeai::Race {
            first_lives: Some(Ko::Unneeded),
            second_dies: (verdict.mover_owns[1] > 0.0).then_some(Ko::Unneeded),
            mv: verdict.best,
        },
        _ => semeai::Race {
            first_lives: None,
            second_dies: None,
            mv: Move::Pass,
        },
    }
}

/// `owl_attack V`: can the group of the stone at V be killed, its opponent moving first?
pub fn owl_attack(session: &mut Session, args: &[String]) -> Reply {
    let (point, owner) = owned_stone_arg(session, args)?;
    let mut board = session.game().board().clone();
    let reading = life::kill_through_ko(&mut board, point, OWL_BUDGET);
    let (reading, _) = settle(session, point, owner, owner.opponent(), reading);
    Ok(life_answer(&board, reading))
}

/// `owl_defend V`: can the group of the stone at V live, its owner moving first?
pub fn owl_defend(session: &mut Session, args: &[String]) -> Reply {
    let (point, owner) = owned_stone_arg(session, args)?;
    let mut board = session.game().board().clone();
    let reading = life::save_through_ko(&mut board, point, OWL_BUDGET);
    let (reading, _) = settle(session, point, owner, owner, reading);
    Ok(life_answer(&board, reading))
}

/// `tengen-life_moves V`, for GoGui's Analyze menu (a `gfx` entry with the point under the
/// cursor): the move that kills the group at V and the move that saves it, as labels (one
/// `key` label when they are the same point), with both readings in the status line.
pub fn life_moves(session: &mut Session, args: &[String]) -> Reply {
    let (point, owner) = owned_stone_arg(session, args)?;
    let mut board = session.game().board().clone();
    let (kill, save) = life::kill_then_save_through_ko(&mut board, point, OWL_BUDGET);
    let (kill, kill_searched) = settle(session, point, owner, owner.opponent(), kill);
    let save = match save {
        Some(save) if kill.0 != LifeReading::Fails => {
            Some(settle(session, point, owner, owner, save))
        }
        _ => None,
    };
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
        Some((save, searched)) => format!("{}{}", life_answer(&board, save), how(searched)),
        None => "not needed".into(),
    };
    lines.push(format!(
        "TEXT {}: owl_attack {}{}, owl_defend {}",
        vertex(point),
        life_answer(&board, kill),
        how(kill_searched),
        defend
    ));
    Ok(lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};

    #[test]
    fn a_searched_defence_that_takes_a_ko_has_code_two() {
        // White's A5 captures Black's B5 in a ko (Black may take back at B5 after a threat);
        // White's D4 takes no ko.
        let b = diagram_board(&[
            ". X O . .",
            "X O O . .",
            ". X . . .",
            ". . . . .",
            ". . . . .",
        ]);
        let (a5, d4) = (at(&b, "A5"), at(&b, "D4"));
        assert_eq!(
            defense_ko(&b, Color::White, a5, Ko::Unneeded),
            Ko::TakenFirst
        );
        assert_eq!(defense_ko(&b, Color::White, d4, Ko::Unneeded), Ko::Unneeded);
        assert_eq!(
            defense_ko(&b, Color::White, a5, Ko::NeedsThreat),
            Ko::NeedsThreat
        );
    }
}
