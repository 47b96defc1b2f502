//! Readings settled by a local search: where a reader leaves a question open (undecided in
//! its budget, or no capture or defense found), a local search from the position
//! ([`Player::local_verdict`]) gets a second word, the readers checking its candidate moves.
//! These are the verdicts behind GNU Go's reading commands (`attack`, `defend`, `owl_attack`,
//! `owl_defend`, `analyze_semeai`) and the GoGui entries that show them.

mod race;

pub use race::race;

use super::{Judgement, Player};
use crate::board::{Board, Color, Move, Point, Stone};
use crate::game::Game;
use crate::tactics::capture::{self, Reading};
use crate::tactics::life::{self, LifeReading, LIFE_BUDGET, OWL_BUDGET};
use crate::tactics::{Answer, Budget, Ko};

/// A reading, the ko it needs, and whether a local search gave it (the reader did not).
pub type Settled<M> = ((Answer<M>, Ko), bool);

/// Can the chain at `point` (a stone of `game`'s board) be captured, its opponent moving
/// first? Where the capture reader finds no capture, the life reader gets a second word on a
/// chain shut in with its liberties ([`shut_in_capture`]), else a local search
/// ([`settled_attack`]).
pub fn attack(player: &mut Player, game: &Game, point: Point) -> Settled<Point> {
    let owner = owner_of(game, point);
    let reading = capture::attack_through_ko(&mut game.board().clone(), point).answer_and_ko();
    if let Some(capture) = shut_in_capture(game.board(), point, reading.0) {
        return (capture, false);
    }
    settled_attack(player, game, point, owner, reading)
}

/// Can the chain at `point` be saved, its owner moving first? Also the reader's attack on it
/// (which `defend`'s answer depends on). A defense the reader names is checked by asking for
/// an attack after it ([`checked_defense`]); where the capture reader finds none, a local
/// search gets a second word ([`settled_defense`]): the reader's defender does not try every
/// move that saves a chain. A chain shut in with its liberties ([`shut_in_regions`]) that
/// the life reader kills ([`shut_in_capture`]), or that neither finds a defense for, is saved
/// by the life reader's move that makes its group live.
pub fn defense(player: &mut Player, game: &Game, point: Point) -> (Reading, Settled<Point>) {
    let owner = owner_of(game, point);
    let (attack, reading) =
        capture::attack_and_defense_through_ko(&mut game.board().clone(), point);
    let (attack, reading) = (attack.answer_and_ko(), reading.answer_and_ko());
    if let Some(capture) = shut_in_capture(game.board(), point, attack.0) {
        return (capture.0, (shut_in_save(game, point), false));
    }
    let reading = checked_defense(player, game, point, owner, attack.0, reading);
    let settled = settled_defense(player, game, point, owner, reading);
    (attack.0, or_shut_in_save(game, point, settled))
}

/// Both readings of the chain at `point`, for a view that shows them side by side: the attack
/// as [`attack`] settles it, and the defense as [`defense`] does, except that where the local
/// search finds a capture the reader missed, the reader's defense (any liberty) is unfounded and
/// the local search looks for one instead.
pub fn attack_and_defense(
    player: &mut Player,
    game: &Game,
    point: Point,
) -> (Settled<Point>, Settled<Point>) {
    let owner = owner_of(game, point);
    let (attack, defense) =
        capture::attack_and_defense_through_ko(&mut game.board().clone(), point);
    let (attack, defense) = (attack.answer_and_ko(), defense.answer_and_ko());
    if let Some(capture) = shut_in_capture(game.board(), point, attack.0) {
        return ((capture, false), (shut_in_save(game, point), false));
    }
    let (attack, attack_searched) = settled_attack(player, game, point, owner, attack);
    let attack_searched = attack_searched && attack.0 != Reading::Fails;
    let defense = if attack_searched {
        (Reading::Fails, Ko::Unneeded)
    } else {
        checked_defense(player, game, point, owner, attack.0, defense)
    };
    let defense = settled_defense(player, game, point, owner, defense);
    (
        (attack, attack_searched),
        or_shut_in_save(game, point, defense),
    )
}

/// The most empty points in one of the regions that shut a chain in with its liberties
/// ([`shut_in_regions`]): a nakade's eye space (GNU Go's `reading.tst`: 159 passed with 3,
/// as in its test 21; 157 with 6, where the life reader names kills of larger groups).
const SHUT_IN_REGION: usize = 3;

/// The empty points of the regions of a chain's liberties (the empty points reached from them
/// through empty points) when each region has at most [`SHUT_IN_REGION`] points and touches
/// no other chain of the owner: the chain has no way out, and lives only by making eyes there.
fn shut_in_regions(board: &Board, point: Point) -> Option<Vec<Point>> {
    let owner = board.color_at(point)?;
    let chain = board.chain(point);
    let mut regions: Vec<Point> = Vec::new();
    for liberty in board.liberty_points(point) {
        if regions.contains(&liberty) {
            continue;
        }
        let start = regions.len();
        regions.push(liberty);
        let mut next = start;
        while next < regions.len() {
            let p = regions[next];
            next += 1;
            for n in board.neighbors(p) {
                match board.color_at(n) {
                    Some(color) if color == owner && board.chain(n) != chain => return None,
                    None if board.stone(n) == Stone::Empty && !regions.contains(&n) => {
                        regions.push(n);
                        if regions.len() - start > SHUT_IN_REGION {
                            return None;
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    Some(regions)
}

/// The capture of a chain shut in with its liberties ([`shut_in_regions`]) where the capture
/// reader's `reading` of the attack fails: the life reader's kill of its group, when that kill
/// is a move in those regions (a vital point; a kill elsewhere answers another question than
/// the chain's capture).
fn shut_in_capture(board: &Board, point: Point, reading: Reading) -> Option<(Reading, Ko)> {
    if reading != Reading::Fails {
        return None;
    }
    let regions = shut_in_regions(board, point)?;
    let kill = life::kill_through_ko(&mut board.clone(), point, OWL_BUDGET);
    match kill.answer_and_ko() {
        (LifeReading::Succeeds(Move::Play(m)), ko) if regions.contains(&m) => {
            Some((Reading::Succeeds(m), ko))
        }
        _ => None,
    }
}

/// A `defense` that fails for a chain shut in with its liberties ([`shut_in_regions`]) made
/// the life reader's ([`shut_in_save`]); any other as it is.
fn or_shut_in_save(game: &Game, point: Point, defense: Settled<Point>) -> Settled<Point> {
    if defense.0 .0 == Reading::Fails && shut_in_regions(game.board(), point).is_some() {
        (shut_in_save(game, point), false)
    } else {
        defense
    }
}

/// The defense of a chain that [`shut_in_capture`] captures: the life reader's move that
/// makes its group live, if there is one (any liberty when it lives without one).
fn shut_in_save(game: &Game, point: Point) -> (Reading, Ko) {
    let board = game.board();
    let save = life::save_through_ko(&mut board.clone(), point, OWL_BUDGET);
    match save.answer_and_ko() {
        (LifeReading::Succeeds(Move::Play(m)), ko) => (Reading::Succeeds(m), ko),
        (LifeReading::Succeeds(Move::Pass), ko) => match board.liberty_points(point).first() {
            Some(&liberty) => (Reading::Succeeds(liberty), ko),
            None => (Reading::Fails, Ko::Unneeded),
        },
        (LifeReading::Unknown, _) => (Reading::Unknown, Ko::Unneeded),
        _ => (Reading::Fails, Ko::Unneeded),
    }
}

/// Can the group of the stone at `point` be killed, its opponent moving first? The life
/// reader's answer, settled by a local search where it is undecided ([`settle`]).
pub fn owl_kill(player: &mut Player, game: &Game, point: Point) -> Settled<Move> {
    let owner = owner_of(game, point);
    let reading =
        life::kill_through_ko(&mut game.board().clone(), point, OWL_BUDGET).answer_and_ko();
    settle(player, game, point, owner, owner.opponent(), reading)
}

/// Can the group of the stone at `point` live, its owner moving first? As [`owl_kill`].
pub fn owl_save(player: &mut Player, game: &Game, point: Point) -> Settled<Move> {
    let owner = owner_of(game, point);
    let reading =
        life::save_through_ko(&mut game.board().clone(), point, OWL_BUDGET).answer_and_ko();
    settle(player, game, point, owner, owner, reading)
}

/// Both owl readings of the group at `point`: the kill, and the save when the group can be
/// killed or the kill is undecided (`None` when no kill works: the group needs no move).
pub fn owl_kill_then_save(
    player: &mut Player,
    game: &Game,
    point: Point,
) -> (Settled<Move>, Option<Settled<Move>>) {
    let owner = owner_of(game, point);
    let (kill, save) =
        life::kill_then_save_through_ko(&mut game.board().clone(), point, OWL_BUDGET);
    let kill = settle(
        player,
        game,
        point,
        owner,
        owner.opponent(),
        kill.answer_and_ko(),
    );
    let save = match save {
        Some(save) if kill.0 .0 != LifeReading::Fails => Some(settle(
            player,
            game,
            point,
            owner,
            owner,
            save.answer_and_ko(),
        )),
        _ => None,
    };
    (kill, save)
}

/// The colour of the stone at `point`; the callers ask about stones only.
fn owner_of(game: &Game, point: Point) -> Color {
    game.board()
        .color_at(point)
        .expect("a reading asks about a stone")
}

/// The ko code of a defense at `point` by `owner` that a local search named (the search
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

/// The reader's `defense` of the chain at `point` (owned by `owner`), checked by asking
/// `attack` after it as that command asks it ([`attack`]: the readers from that position,
/// then a local search): when that finds a capture (or the game refuses the move, a superko),
/// no defense is known (`Fails`), and the local search of the position gets its word
/// ([`settled_defense`]).
/// That search may name the same move again: the two opinions disagree, and the search's own
/// judges decide (GNU Go's `reading.tst` 54, where the capture reader proves the move again;
/// leaving the move out lost that test). The reader, deep in a reading, lacks moves it tries at
/// the top (GNU Go's reading suites: 2 tests won, none lost; the same check of captures won 2
/// and lost 3). Not checked: a defense said to need a ko, and any defense when the reader's
/// `attack` fails (a chain that cannot be captured is defended by any move).
fn checked_defense(
    player: &mut Player,
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
    match self::attack(player, &after, point).0 {
        (Reading::Succeeds(refutation), _) => {
            log::debug!(
                "defense of {} at {} refuted by {}",
                game.board().vertex(point),
                game.board().vertex(m),
                game.board().vertex(refutation)
            );
            (Reading::Fails, Ko::Unneeded)
        }
        _ => defense,
    }
}

/// The capture reader's `reading` of an attack on the chain at `point` (owned by `owner`),
/// completed where it finds no capture by a local search ([`with_local_search`]): the
/// search's move when two judges agree on it: the capture reader finds no defense after it
/// (the owner free to take back any ko at once), and the attacker owns the chain's point at
/// the end of most of the search's playouts. (The reader's defender does not try every
/// saving move, so its verdict alone names captures that fail.)
fn settled_attack(
    player: &mut Player,
    game: &Game,
    point: Point,
    owner: Color,
    reading: (Reading, Ko),
) -> ((Reading, Ko), bool) {
    let mut cannot_be_saved = |after: &Board| {
        proved_if(capture::defense_against_threats(&mut after.clone(), point) == Reading::Fails)
    };
    with_local_search(
        player,
        Question {
            game,
            point,
            mover: owner.opponent(),
        },
        reading,
        Reading::Fails,
        VerdictRule {
            counted: CountedPlayouts::ProvedAndWholeSearch,
            proves: &mut cannot_be_saved,
        },
        Move::point,
    )
}

/// The capture reader's `reading` of a defense of the chain at `point` (owned by `owner`),
/// completed where it finds no defense by a local search ([`with_local_search`]): the
/// search's move when the readers prove it (after it the attacker, free to take back any ko
/// at once, cannot capture the chain, nor the life reader kill it shut in, see
/// [`shut_in_capture`]), or when the owner keeps the chain's point at
/// the end of most of the search's playouts; with code 2 when it takes a ko ([`defense_ko`]).
fn settled_defense(
    player: &mut Player,
    game: &Game,
    point: Point,
    owner: Color,
    reading: (Reading, Ko),
) -> ((Reading, Ko), bool) {
    let mut cannot_be_captured = |after: &Board| {
        proved_if(
            after.color_at(point) == Some(owner)
                && capture::attack_against_threats(&mut after.clone(), point) == Reading::Fails
                && shut_in_capture(after, point, Reading::Fails).is_none(),
        )
    };
    let ((defense, ko), searched) = with_local_search(
        player,
        Question {
            game,
            point,
            mover: owner,
        },
        reading,
        Reading::Fails,
        VerdictRule {
            counted: CountedPlayouts::WholeSearch,
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

/// Which playouts of a local search decide whether the mover keeps the point.
#[derive(Clone, Copy, Debug)]
enum CountedPlayouts {
    /// All the search's playouts: `defend`'s second word on a chain (GNU Go's reading suites:
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
/// killing move a local search names ([`CountedPlayouts::AfterMove`]), for the kill to stand: the
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
struct VerdictRule<'a> {
    counted: CountedPlayouts,
    proves: &'a mut dyn FnMut(&Board) -> Judgement,
}

/// The best move of the question's mover near the chain through its point when a local
/// search ([`Player::local_verdict`]) finds that the mover owns that point at the end of most
/// of the playouts that the rule counts, or when its reader proves that move.
fn local_search_keeps(player: &mut Player, question: Question, rule: VerdictRule) -> Option<Move> {
    player
        .local_verdict(
            question.game,
            &[question.point],
            question.mover,
            rule.proves,
            !matches!(rule.counted, CountedPlayouts::ProvedAndWholeSearch),
        )
        .filter(|verdict| {
            let owned = verdict.mover_owns[0];
            match rule.counted {
                CountedPlayouts::WholeSearch => verdict.proved || owned > 0.0,
                CountedPlayouts::AfterMove { above } => {
                    verdict.proved || verdict.owns_after_best.unwrap_or(owned) > above
                }
                CountedPlayouts::ProvedAndWholeSearch => verdict.proved && owned > 0.0,
            }
        })
        .map(|verdict| verdict.best)
}

/// `reading` of the group or chain at the question's point, its mover to move, completed by
/// a local search where the reader left `gap` (undecided in its budget, or no move found): the
/// search's move (code 1) when the mover owns the point at the end of most of the playouts
/// the rule counts, or when its reader proves the move ([`local_search_keeps`]), else
/// failure. The flag tells whether the search answered.
fn with_local_search<M: PartialEq + std::fmt::Debug>(
    player: &mut Player,
    question: Question,
    reading: (Answer<M>, Ko),
    gap: Answer<M>,
    rule: VerdictRule,
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
    let answer = match local_search_keeps(player, question, rule).and_then(as_answer) {
        Some(m) => Answer::Succeeds(m),
        None => Answer::Fails,
    };
    ((answer, Ko::Unneeded), true)
}

/// What the life reader says of a local search's candidate move for `mover` against the
/// group of `owner`'s stone at `point`: proved when the opponent, to move after it and free
/// to take back any ko at once, cannot save the group (when the mover attacks it) or cannot
/// kill it (when the mover owns it); refuted when it can. Each reading reads at most
/// [`LIFE_BUDGET`]'s moves, all of them together at most [`CANDIDATE_PROOFS_MOVES`].
fn life_proof(point: Point, owner: Color, mover: Color) -> impl FnMut(&Board) -> Judgement {
    let mut moves_left = CANDIDATE_PROOFS_MOVES;
    move |after: &Board| {
        if moves_left == 0 {
            return Judgement::Open;
        }
        let budget = Budget {
            moves: LIFE_BUDGET.moves.min(moves_left),
            ..LIFE_BUDGET
        };
        let refutation = life::refutation(&mut after.clone(), point, owner, mover, budget);
        moves_left = moves_left.saturating_sub(refutation.moves_read);
        match refutation.answer {
            LifeReading::Fails => Judgement::Proved,
            LifeReading::Succeeds(_) => Judgement::Refuted,
            LifeReading::Unknown => Judgement::Open,
        }
    }
}

/// An owl reading of the group of `owner`'s stone at `point` with `mover` to move, settled by
/// a local search where it is undecided in its budget ([`with_local_search`]), the life reader
/// judging the search's candidate moves ([`life_proof`]); a save the search names that takes
/// a ko has code 2 ([`defense_ko`]), and a kill it names where the reading without kos failed
/// (undecided only with the attacker free to take kos back) has code 3 (GNU Go's owl suites:
/// `owl.tst` 246 won, none lost).
fn settle(
    player: &mut Player,
    game: &Game,
    point: Point,
    owner: Color,
    mover: Color,
    reading: (LifeReading, Ko),
) -> ((LifeReading, Ko), bool) {
    let prior_ko = reading.1;
    let ((reading, ko), searched) = with_local_search(
        player,
        Question { game, point, mover },
        reading,
        LifeReading::Unknown,
        VerdictRule {
            counted: CountedPlayouts::AfterMove {
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

/// A reader's proof when `holds`, else no word.
fn proved_if(holds: bool) -> Judgement {
    if holds {
        Judgement::Proved
    } else {
        Judgement::Open
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};

    #[test]
    fn a_searched_defense_that_takes_a_ko_has_code_two() {
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
