//! Tactical reading of one chain: can it be captured with the attacker to move, and can it be
//! saved with its owner to move (GNU Go's `attack` and `defend`). A bounded search: the
//! attacker plays the chain's liberties (and nets: the points next to and diagonal to them,
//! and the liberties of short chains the defender would join at them, on its first move of
//! an attack and on its first answer in a defense; deeper, blocks on the second line against
//! a chain crawling along the edge), and saves its own chains next to the target that are
//! short of liberties; the defender captures adjacent chains in atari, extends, and near the
//! root also takes a liberty of an adjacent attacker chain of two or three liberties, plays
//! next to its own liberties, or gives a liberty to an own short chain it would join by
//! extending (or captures next to it); a chain whose liberties the attacker may not play
//! needs no answer, and its owner plays elsewhere. A chain with five liberties counts as
//! safe, and so do four and then three liberties as the reading goes deeper (only ladders and
//! short fights are read that far). Each side tries its moves best first ([`super::move_order`]).
//! Finished readings are not kept by position: a reading cut short by a cycle of kos holds only
//! for the line it was read on (GNU Go's `reading.tst` 167, a double ko, answered wrongly so).

use super::move_order::{order_attacks, order_defenses};
use super::{
    answer_of, first_that_works, push_new, through_ko, Answer, Budget, Found, Ko, OutOfBudget,
    Reader, Threats, Verdict,
};
use crate::board::{Board, Color, Placement, Point, Stone, UndoLog};
use std::cell::Cell;

/// A chain with this many liberties or more is not read further: it lives.
pub const SAFE_LIBERTIES: usize = 5;

/// From this many moves into a reading on, four liberties count as safe.
const FOUR_LIBERTIES_DEPTH: usize = 7;

/// Beyond this many moves into a reading, three liberties count as safe.
const SHALLOW: usize = 5;

/// Up to this many moves into a reading, the defender tries counter-ataris (a liberty of an
/// adjacent attacker chain of two liberties).
const COUNTER_ATARI_DEPTH: usize = 6;

/// Before this many moves into a reading, a defender with two liberties or more also tries
/// the empty points next to its liberties (hanes and extensions that make the attacker's
/// approach a self-atari).
const SECOND_ORDER_DEPTH: usize = 6;

/// Before this many moves into a reading, the defender also tries the liberties of adjacent
/// attacker chains of three liberties.
const THREE_LIBERTY_CHAINS_DEPTH: usize = 6;

/// Before this many moves into a reading, the defender also tries the liberties of its own
/// chains of at most three liberties next to the chain's liberties (the chains it joins
/// when it extends there), and the captures of attacker chains in atari next to them.
const JOINED_LIBERTIES_DEPTH: usize = 4;

/// A chain the target would join with more liberties than this is not worth a move of
/// either side: joining it already gives the target enough.
const SHORT_JOINED_LIBERTIES: usize = 3;

/// The fewest stones of an attacker's self-atari on a defender's liberty that the reader takes
/// for a seki's shared liberty rather than a sacrifice ([`out_of_reach`]): smaller sacrifices
/// may kill as a nakade. (GNU Go's `reading.tst`: 166 with four to six; 165 with three, which
/// takes a nakade of three stones for a seki, and with seven, which misses a seki of six.)
const SEKI_SACRIFICE: usize = 5;

/// The budget of one reading: enough for ladders across the board and short fights.
pub const CAPTURE_BUDGET: Budget = Budget {
    moves: 20_000,
    depth: 80,
};

/// What a capture reading found: the move that succeeds is a point.
pub type Reading = Answer<Point>;

/// Whether the chain through `stone` can be captured with its opponent to move, and how.
pub fn attack(board: &mut Board, stone: Point) -> Reading {
    attack_with(board, stone, Threats::Nobody)
}

/// Whether the chain through `stone`, with its owner to move, can be saved, and how. A
/// chain that cannot be attacked is saved by any move: the capture of an adjacent chain in
/// atari is named if there is one, else one of its liberties (as GNU Go names them: its
/// `reading.tst` 208 and 210 expect such a capture).
pub fn defend(board: &mut Board, stone: Point) -> Reading {
    attack_and_defense(board, stone).1
}

/// [`attack`] and [`defend`] of the chain through `stone`, the attack read once.
pub fn attack_and_defense(board: &mut Board, stone: Point) -> (Reading, Reading) {
    let attack = attack(board, stone);
    (attack, defense_after(board, stone, attack, Threats::Nobody))
}

/// [`attack`] with what kos it needs: read again with the owner free to take back any ko at
/// once (as if it had threats enough) when it succeeds, and with the attacker free to when it
/// fails.
pub fn attack_through_ko(board: &mut Board, stone: Point) -> Verdict<Point> {
    Verdict::of(|| attack_and_ko(board, stone))
}

/// [`attack_through_ko`]'s answer and kos.
fn attack_and_ko(board: &mut Board, stone: Point) -> (Reading, Ko) {
    let Some(owner) = board.color_at(stone) else {
        return (Reading::Fails, Ko::Unneeded);
    };
    through_ko(attack(board, stone), owner, |threats| {
        attack_with(board, stone, threats)
    })
}

/// A defense `found` with code 1, checked from the position after it: where the attack there,
/// read afresh (with the reader's full width at the top, which it lacks deeper in a reading),
/// needs a ko, the defense works only through that ko. Code 2 when the attack needs a ko
/// threat (the defense took the ko first), code 3 when the attack takes the ko first. Any
/// other answer leaves `found` as it is. (Attacks are not checked so: on GNU Go's suites that
/// turned a right answer wrong and found no wrong one.)
fn ko_after_defense(board: &mut Board, stone: Point, found: (Reading, Ko)) -> (Reading, Ko) {
    let (Reading::Succeeds(m), Ko::Unneeded) = found else {
        return found;
    };
    let Some(owner) = board.color_at(stone) else {
        return found;
    };
    if board.placement(m, owner) != Placement::Legal {
        return found;
    }
    let mut log = UndoLog::new();
    board.play_undoable(m, owner, &mut log);
    let attack = attack_and_ko(board, stone);
    board.undo(&mut log);
    match attack {
        (Reading::Succeeds(_), Ko::NeedsThreat) => (Reading::Succeeds(m), Ko::TakenFirst),
        (Reading::Succeeds(_), Ko::TakenFirst) => (Reading::Succeeds(m), Ko::NeedsThreat),
        _ => found,
    }
}

/// [`attack_through_ko`], and [`defend`] with what kos it needs (as [`attack_through_ko`]
/// finds them), the plain attack read once for both.
pub fn attack_and_defense_through_ko(
    board: &mut Board,
    stone: Point,
) -> (Verdict<Point>, Verdict<Point>) {
    let Some(owner) = board.color_at(stone) else {
        let fails = Verdict::without_ko(|| Reading::Fails);
        return (fails, fails);
    };
    let mut plain = Reading::Unknown;
    let attack = Verdict::of(|| {
        plain = attack(board, stone);
        through_ko(plain, owner, |threats| attack_with(board, stone, threats))
    });
    let defense = Verdict::of(|| defense_through_ko_after(board, stone, plain));
    (attack, defense)
}

/// The defense of [`attack_and_defense_through_ko`] given the attack read without threats. A
/// defense with code 1 is checked for a ko ([`ko_after_defense`]) unless the chain cannot be
/// captured even with the attacker free to take back kos: its defense is then any liberty, not a
/// move to check. A defense through a ko whose reading named any liberty (the attack failed
/// with the threats it was read with) names instead the move that keeps the ko
/// ([`ko_keeping_move`]; GNU Go's reading suites: 3 tests won, none lost).
fn defense_through_ko_after(
    board: &mut Board,
    stone: Point,
    plain_attack: Reading,
) -> (Reading, Ko) {
    let Some(owner) = board.color_at(stone) else {
        return (Reading::Fails, Ko::Unneeded);
    };
    let plain = defense_after(board, stone, plain_attack, Threats::Nobody);
    // A code-1 defense comes from the reread with the attacker's threats, which reads that
    // attack: whether it can capture at all is known from it.
    let mut capturable = true;
    let found = through_ko(plain, owner.opponent(), |threats| {
        let attack = attack_with(board, stone, threats);
        capturable = attack != Reading::Fails;
        defense_after(board, stone, attack, threats)
    });
    match found {
        // The attack failed without threats, so the defense named was any liberty; the chain
        // lives only if its owner takes the ko first: name the move that does.
        (Reading::Succeeds(_), Ko::TakenFirst) if plain_attack == Reading::Fails => {
            ko_keeping_move(board, stone, Threats::Nobody, found, |after| {
                matches!(after, (Reading::Fails, _) | (_, Ko::NeedsThreat))
            })
        }
        // The attack failed against the owner's threats, so the defense named was any
        // liberty: name a move that keeps the ko, after which the attack needs one.
        (Reading::Succeeds(_), Ko::NeedsThreat) if !capturable => {
            ko_keeping_move(board, stone, Threats::Side(owner), found, |after| {
                !matches!(after, (Reading::Succeeds(_), Ko::Unneeded))
            })
        }
        _ if capturable => ko_after_defense(board, stone, found),
        _ => found,
    }
}

/// The defense `found`, its move replaced by the first move of the chain's owner that holds
/// with `threats` and after which the attack read afresh ([`attack_through_ko`]) is one that
/// `keeps_the_ko` accepts; `found` as it is when no move is (or the budget runs out).
fn ko_keeping_move(
    board: &mut Board,
    stone: Point,
    threats: Threats,
    found: (Reading, Ko),
    keeps_the_ko: impl Fn((Reading, Ko)) -> bool,
) -> (Reading, Ko) {
    let Some(owner) = board.color_at(stone) else {
        return found;
    };
    let mut reader = Reader::new(board, CAPTURE_BUDGET);
    let mut check = |after: &mut Board| keeps_the_ko(attack_and_ko(after, stone));
    match defense_move_checked(&mut reader, stone, owner, threats, &mut check) {
        Ok(Some(m)) => (Reading::Succeeds(m), found.1),
        _ => found,
    }
}

/// [`attack`] with the attacker free to take back any ko at once (as if it had threats
/// enough): `Fails` means the chain cannot be captured, whatever the kos.
pub fn attack_against_threats(board: &mut Board, stone: Point) -> Reading {
    let Some(owner) = board.color_at(stone) else {
        return Reading::Fails;
    };
    attack_with(board, stone, Threats::Side(owner.opponent()))
}

/// [`defend`] with the owner free to take back any ko at once (as if it had threats enough):
/// `Fails` means the chain cannot be saved, whatever the kos (also when it is captured). A
/// proof that a capture works: the attacker also tries the counter-ataris that save its weak
/// chains next to the target ([`counter_ataris_of_links`]).
pub fn defense_against_threats(board: &mut Board, stone: Point) -> Reading {
    let Some(owner) = board.color_at(stone) else {
        return Reading::Fails;
    };
    let threats = Threats::Side(owner);
    let _proof = ProofWidth::on();
    let attack = attack_with(board, stone, threats);
    defense_after(board, stone, attack, threats)
}

thread_local! {
    /// Whether this thread's readings are proofs ([`defense_against_threats`]), where the
    /// attacker also saves its weak chains next to the target by counter-atari.
    static PROOF_WIDTH: Cell<bool> = const { Cell::new(false) };
}

/// The attacker's wider moves of a proof, on while this lives (and as before after it).
struct ProofWidth {
    before: bool,
}

impl ProofWidth {
    fn on() -> ProofWidth {
        ProofWidth {
            before: PROOF_WIDTH.with(|on| on.replace(true)),
        }
    }

    /// Whether the readings now under way are proofs.
    fn is_on() -> bool {
        PROOF_WIDTH.with(Cell::get)
    }
}

impl Drop for ProofWidth {
    fn drop(&mut self) {
        PROOF_WIDTH.with(|on| on.set(self.before));
    }
}

/// The attack on the chain through `stone` with `threats`.
fn attack_with(board: &mut Board, stone: Point, threats: Threats) -> Reading {
    let Some(owner) = board.color_at(stone) else {
        return Reading::Fails;
    };
    let mut reader = Reader::new(board, CAPTURE_BUDGET);
    answer_of(attack_move(&mut reader, stone, owner, threats))
}

/// The defense of the chain through `stone` with `threats`, given the `attack` read with
/// them: when the attack fails, a capture next to the chain if there is one, else any
/// liberty (see [`defend`]).
fn defense_after(board: &mut Board, stone: Point, attack: Reading, threats: Threats) -> Reading {
    let Some(owner) = board.color_at(stone) else {
        return Reading::Fails;
    };
    match attack {
        Reading::Fails => board
            .capture_points(stone)
            .find(|&p| board.placement(p, owner) == Placement::Legal)
            .or_else(|| board.liberty_points(stone).first().copied())
            .map_or(Reading::Fails, Reading::Succeeds),
        Reading::Unknown => Reading::Unknown,
        Reading::Succeeds(_) => {
            let mut reader = Reader::new(board, CAPTURE_BUDGET);
            answer_of(defense_move(&mut reader, stone, owner, threats))
        }
    }
}

/// Within a reading under way (another reader's): a move with which the opponent of the
/// chain through `stone`, to move, captures it whatever its owner answers.
pub(super) fn capture_move(reader: &mut Reader, stone: Point) -> Found {
    match reader.board().color_at(stone) {
        Some(owner) => attack_move(reader, stone, owner, Threats::Nobody),
        None => Ok(None),
    }
}

/// Within a reading under way (another reader's): a move with which the owner of the chain
/// through `stone`, to move, saves it whatever its opponent answers.
pub(super) fn saving_move(reader: &mut Reader, stone: Point) -> Found {
    match reader.board().color_at(stone) {
        Some(owner) => defense_move(reader, stone, owner, Threats::Nobody),
        None => Ok(None),
    }
}

/// A move of the attacker that captures the chain through `stone` (of `owner`) whatever the
/// owner answers.
fn attack_move(reader: &mut Reader, stone: Point, owner: Color, threats: Threats) -> Found {
    let board = reader.board();
    let liberties = board.liberty_points(stone);
    let attacker = owner.opponent();
    if liberties.len() == 1 {
        let last = liberties[0];
        if !threats.may_play(board, last, attacker) {
            return Ok(None);
        }
        // Taking the last liberty captures the chain unless the owner takes it back: a
        // capture snapped back, or a ko the owner may retake. Other moves are tried then.
        let stays = reader
            .after(last, attacker, |reader, _| {
                stays_captured(reader, stone, owner, threats)
            })
            .unwrap_or(Err(OutOfBudget))?;
        if stays {
            return Ok(Some(last));
        }
    }
    if counts_as_safe(liberties.len(), reader.depth())
        || (liberties.len() == 3 && reader.depth() > SHALLOW)
    {
        return Ok(None);
    }
    // Nets: on the attacker's first move of an attack or its first answer in a defense.
    let nets = reader.depth() <= 1;
    let board = reader.board();
    let mut candidates = attack_candidates(board, stone, &liberties, attacker, nets);
    order_attacks(board, &liberties, attacker, &mut candidates);
    let may_play = |board: &Board, p: Point| threats.may_play(board, p, attacker);
    first_that_works(reader, candidates, attacker, may_play, |reader| {
        // A move that goes round a cycle of kos proves nothing.
        if reader.repeats() {
            return Ok(false);
        }
        if reader.board().color_at(stone) != Some(owner) {
            return stays_captured(reader, stone, owner, threats);
        }
        Ok(defense_move(reader, stone, owner, threats)?.is_none())
    })
}

/// Whether the chain that stood on `stone`, just captured, comes back at once: the capturing
/// chain stands in atari on that point, and the owner's retake there captures more than one
/// stone (no ko, so no ko threat is needed).
fn snapped_back(board: &Board, stone: Point, owner: Color) -> bool {
    let mut retaken: Vec<Point> = Vec::new();
    for n in board.neighbors(stone) {
        if board.color_at(n) == Some(owner.opponent()) && board.atari_liberty(n) == Some(stone) {
            push_new(&mut retaken, board.chain(n));
        }
    }
    retaken.iter().map(|&c| board.chain_size(c)).sum::<usize>() >= 2
}

/// Whether the chain that stood on `stone`, just captured, stays so: not when the capture is
/// snapped back ([`snapped_back`]); and an owner free to take kos back at once retakes a ko on
/// that point, and the attacker must capture the stone again.
fn stays_captured(
    reader: &mut Reader,
    stone: Point,
    owner: Color,
    threats: Threats,
) -> Result<bool, OutOfBudget> {
    if snapped_back(reader.board(), stone, owner) {
        return Ok(false);
    }
    let retake = threats == Threats::Side(owner)
        && reader.board().ko().is_some_and(|(point, _)| point == stone);
    if !retake {
        return Ok(true);
    }
    reader
        .after(stone, owner, |reader, _| {
            Ok(attack_move(reader, stone, owner, threats)?.is_some())
        })
        .unwrap_or(Err(OutOfBudget))
}

/// A move of the owner after which the chain through `stone` can no longer be captured;
/// `None` when every answer loses it (or the chain is already gone).
fn defense_move(reader: &mut Reader, stone: Point, owner: Color, threats: Threats) -> Found {
    defense_move_checked(reader, stone, owner, threats, &mut |_| true)
}

/// [`defense_move`] that also asks `check`, of the position after each move that holds (the
/// attacker to move), whether to name it; a move `check` turns down is passed over for the
/// next. A move that leaves the chain in atari may hold: the capture may be snapped back, or
/// be a ko the owner takes back (GNU Go's reading suites: 6 tests won, 1 lost, against
/// turning such moves down unread).
fn defense_move_checked(
    reader: &mut Reader,
    stone: Point,
    owner: Color,
    threats: Threats,
    check: &mut dyn FnMut(&mut Board) -> bool,
) -> Found {
    let board = reader.board();
    if board.color_at(stone) != Some(owner) {
        return Ok(None);
    }
    let liberties = board.liberty_points(stone);
    if counts_as_safe(liberties.len(), reader.depth()) {
        // Safe already: any move keeps it so.
        return Ok(Some(liberties[0]));
    }
    let mut candidates = defense_candidates(board, stone, owner, &liberties, reader.depth());
    order_defenses(board, &liberties, owner, &mut candidates);
    if reader.depth() == 0 {
        // At the top, the chain's own liberties and captures next to it first: a forcing
        // move elsewhere that works often works only as the liberty played after the
        // exchange it forces.
        let captures: Vec<Point> = board.capture_points(stone).collect();
        candidates.sort_by_key(|c| !liberties.contains(c) && !captures.contains(c));
    }
    let may_play = |board: &Board, p: Point| threats.may_play(board, p, owner);
    let held = first_that_works(reader, candidates, owner, may_play, |reader| {
        if reader.board().color_at(stone) != Some(owner) || reader.repeats() {
            return Ok(false);
        }
        Ok(attack_move(reader, stone, owner, threats)?.is_none()
            && check(reader.board_for_nested_reading()))
    })?;
    if held.is_some() {
        return Ok(held);
    }
    if reader.depth() > 0 && out_of_reach(reader.board(), &liberties, owner.opponent()) {
        // No move helps, and the attacker cannot take a liberty but by a large self-atari
        // ([`out_of_reach`]): the owner plays elsewhere, and the chain lives if the attacker
        // still cannot capture it. (Below the top only
        // whether a defense exists counts; the chain's first liberty stands for the pass.)
        let holds = reader
            .after_pass(|reader| Ok(attack_move(reader, stone, owner, threats)?.is_none()))
            .unwrap_or(Err(OutOfBudget))?;
        if holds {
            return Ok(Some(liberties[0]));
        }
    }
    Ok(None)
}

/// Whether `attacker` may play none of a chain's `liberties` but as a self-atari of at least
/// [`SEKI_SACRIFICE`] stones (each is an eye of the chain, a ko point it may not take back, or
/// a liberty shared with a large attacker chain, as in a seki): the chain is in no danger
/// unless the attacker first changes that, and its owner need not answer every move.
fn out_of_reach(board: &Board, liberties: &[Point], attacker: Color) -> bool {
    liberties.iter().all(|&l| {
        board.placement(l, attacker) != Placement::Legal
            || board
                .self_atari_stones(l, attacker)
                .is_some_and(|stones| stones >= SEKI_SACRIFICE)
    })
}

/// Whether a chain of `liberties` counts as safe `depth` moves into a reading.
fn counts_as_safe(liberties: usize, depth: usize) -> bool {
    liberties >= SAFE_LIBERTIES || (liberties == 4 && depth >= FOUR_LIBERTIES_DEPTH)
}

/// The moves of the attacker (`attacker`) worth trying against the chain through `stone`:
/// its liberties; with `nets`, the empty points next to and diagonal to them and the
/// liberties of the defender's chains of at most three liberties that it would join by
/// extending at one of them; without them, against three liberties, the blocks on the second
/// line next to liberties on the edge; then, for each of the attacker's own chains next to
/// it with one or two liberties, their liberties and the captures of the defender's chains
/// in atari next to them (a weak attacking chain must not give the defender a way out).
fn attack_candidates(
    board: &Board,
    stone: Point,
    liberties: &[Point],
    attacker: Color,
    nets: bool,
) -> Vec<Point> {
    let mut candidates = liberties.to_vec();
    if ProofWidth::is_on() {
        counter_ataris_of_links(board, stone, attacker, &mut candidates);
    }
    if nets {
        for &l in liberties {
            for n in board.neighbors(l).into_iter().chain(board.diagonals(l)) {
                if board.stone(n) == Stone::Empty {
                    push_new(&mut candidates, n);
                }
            }
        }
        // The liberties of short chains the defender would join by extending.
        for joined in short_joined_chains(board, stone, liberties, attacker.opponent()) {
            for m in board.liberty_points(joined) {
                push_new(&mut candidates, m);
            }
        }
    }
    if !nets && liberties.len() == 3 {
        second_line_blocks(board, liberties, &mut candidates);
    }
    for own in board.adjacent_chains(stone, attacker) {
        let own_liberties = board.liberty_points(own);
        if own_liberties.len() > 2 {
            continue;
        }
        for l in own_liberties {
            push_new(&mut candidates, l);
        }
        for l in board.capture_points(own) {
            push_new(&mut candidates, l);
        }
    }
    candidates
}

/// The empty points on the second line next to the `liberties` on the first line: where the
/// attacker blocks a chain crawling along the edge (its nets, tried on its first move only,
/// would find them; deeper in a reading a crawl of three liberties is stopped so, GNU Go's
/// `reading.tst` 63).
fn second_line_blocks(board: &Board, liberties: &[Point], candidates: &mut Vec<Point>) {
    let on_edge = |p: Point| {
        board
            .neighbors(p)
            .iter()
            .any(|&n| board.stone(n) == Stone::Border)
    };
    for &l in liberties.iter().filter(|&&l| on_edge(l)) {
        for n in board.neighbors(l) {
            if board.stone(n) == Stone::Empty && !on_edge(n) {
                push_new(candidates, n);
            }
        }
    }
}

/// The liberties of the owner's chains of two liberties (other than the target through
/// `stone`) next to the `attacker`'s chains of two liberties that touch the target: the
/// counter-ataris that save a weak attacking chain (GNU Go's reader tries them; tengen's
/// only in the proofs of searched captures: everywhere they found as many wrong captures as
/// right ones, the defender's moves being no more complete).
fn counter_ataris_of_links(
    board: &Board,
    stone: Point,
    attacker: Color,
    candidates: &mut Vec<Point>,
) {
    let target = board.chain(stone);
    for link in board.adjacent_chains(stone, attacker) {
        if board.liberties(link) != 2 {
            continue;
        }
        for other in board.adjacent_chains(link, attacker.opponent()) {
            if board.chain(other) != target && board.liberties(other) == 2 {
                for l in board.liberty_points(other) {
                    push_new(candidates, l);
                }
            }
        }
    }
}

/// The moves of `owner`, whose chain stands on `stone`, worth trying `depth` moves into a
/// reading: capturing an adjacent attacker chain in atari, extending at a liberty, up to
/// [`COUNTER_ATARI_DEPTH`] taking a liberty of an adjacent attacker chain of two liberties,
/// before [`THREE_LIBERTY_CHAINS_DEPTH`] of one of three, before [`SECOND_ORDER_DEPTH`]
/// (with two liberties or more) the empty points next to its liberties, and before
/// [`JOINED_LIBERTIES_DEPTH`] the captures next to its other chains of at most three
/// liberties next to its liberties, the liberties of those chains, and for a chain of three
/// liberties or more the liberties of the attacker chains of two liberties next to them (an
/// atari that makes the join safe).
fn defense_candidates(
    board: &Board,
    stone: Point,
    owner: Color,
    liberties: &[Point],
    depth: usize,
) -> Vec<Point> {
    let mut captures = Vec::new();
    let mut short_of_liberties = Vec::new();
    for attacker in board.adjacent_chains(stone, owner.opponent()) {
        if let Some(last) = board.atari_liberty(attacker) {
            push_new(&mut captures, last);
            continue;
        }
        let attacker_liberties = board.liberty_points(attacker);
        let tried = match attacker_liberties.len() {
            2 => depth <= COUNTER_ATARI_DEPTH,
            3 => depth < THREE_LIBERTY_CHAINS_DEPTH,
            _ => false,
        };
        if tried {
            short_of_liberties.extend(attacker_liberties);
        }
    }
    let mut candidates = captures;
    for &p in liberties.iter().chain(&short_of_liberties) {
        push_new(&mut candidates, p);
    }
    if liberties.len() >= 2 && depth < SECOND_ORDER_DEPTH {
        for &l in liberties {
            for n in board.neighbors(l) {
                if board.stone(n) == Stone::Empty {
                    push_new(&mut candidates, n);
                }
            }
        }
    }
    if depth < JOINED_LIBERTIES_DEPTH {
        for joined in short_joined_chains(board, stone, liberties, owner) {
            for m in board
                .capture_points(joined)
                .chain(board.liberty_points(joined))
            {
                push_new(&mut candidates, m);
            }
            if liberties.len() < 3 {
                continue;
            }
            for blocker in board.adjacent_chains(joined, owner.opponent()) {
                if board.liberties(blocker) == 2 {
                    for m in board.liberty_points(blocker) {
                        push_new(&mut candidates, m);
                    }
                }
            }
        }
    }
    candidates
}

/// `owner`'s chains of at most [`SHORT_JOINED_LIBERTIES`] liberties, other than the chain
/// through `stone`, next to its `liberties` (each once, by its chain head): the short chains
/// it joins by extending there.
fn short_joined_chains(
    board: &Board,
    stone: Point,
    liberties: &[Point],
    owner: Color,
) -> Vec<Point> {
    let target = board.chain(stone);
    let mut joined = Vec::new();
    for &l in liberties {
        for n in board.neighbors(l) {
            if board.color_at(n) == Some(owner)
                && board.chain(n) != target
                && board.liberties(n) <= SHORT_JOINED_LIBERTIES
            {
                push_new(&mut joined, board.chain(n));
            }
        }
    }
    joined
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board, point_at as at};
    use crate::tactics::ladder::{ladder_with_breaker, LADDER, LADDER_CHASER_IN_ATARI};
    use crate::tactics::reads_back;

    #[test]
    fn a_ladder_captures_and_a_breaker_saves() {
        // Black C3 is in atari: taken at once with White to move; with Black to move, running
        // at D3 ends in a ladder, unless the breaker at G8 stands on its path.
        let b = diagram_board(&LADDER);
        let c3 = at(&b, "C3");
        reads_back(&b, |b| {
            assert_eq!(attack(b, c3), Reading::Succeeds(at(b, "D3")))
        });
        reads_back(&b, |b| assert_eq!(defend(b, c3), Reading::Fails));
        let b = diagram_board(&ladder_with_breaker());
        reads_back(&b, |b| {
            assert_eq!(attack(b, c3), Reading::Succeeds(at(b, "D3")))
        });
        reads_back(&b, |b| {
            assert_eq!(defend(b, c3), Reading::Succeeds(at(b, "D3")))
        });
    }

    #[test]
    fn the_readings_against_threats_prove_a_capture_and_a_save() {
        // The ladder catches Black C3 however the kos go (there are none); with the breaker
        // at G8 White cannot capture C3 once Black has run to D3.
        let b = diagram_board(&LADDER);
        let c3 = at(&b, "C3");
        reads_back(&b, |b| {
            assert_eq!(defense_against_threats(b, c3), Reading::Fails)
        });
        let mut b = diagram_board(&ladder_with_breaker());
        reads_back(&b, |b| {
            assert_eq!(
                defense_against_threats(b, c3),
                Reading::Succeeds(at(b, "D3"))
            )
        });
        b.play(at(&b, "D3"), Color::Black);
        reads_back(&b, |b| {
            assert_eq!(attack_against_threats(b, c3), Reading::Fails)
        });
    }

    #[test]
    fn a_chain_in_atari_is_saved_by_capturing_its_attacker() {
        // Black C3 is in atari (liberty D3); White C4 is in atari too (liberty D4).
        let b = diagram_board(&LADDER_CHASER_IN_ATARI);
        let c3 = at(&b, "C3");
        reads_back(&b, |b| {
            assert_eq!(attack(b, c3), Reading::Succeeds(at(b, "D3")))
        });
        reads_back(&b, |b| {
            assert_eq!(defend(b, c3), Reading::Succeeds(at(b, "D4")))
        });
    }

    #[test]
    fn a_string_is_saved_on_a_liberty_of_the_chain_it_joins() {
        // White E1 (liberties D1 and F1) is lost to Black F1 unless White first gives D2
        // (which it joins at D1, with C1) a liberty more: D3 (GNU Go's reading.tst 25, after
        // Black E2).
        let b = diagram_board(&[
            ". . . X O . . . .",
            ". . X X O . X . .",
            ". . X O O O X . .",
            ". X O O O X X . .",
            ". X X O . O O . .",
            ". . X X O . O O .",
            ". O X . O O X O .",
            ". X X O X X X X X",
            ". . O . O . . . .",
        ]);
        let e1 = at(&b, "E1");
        reads_back(&b, |b| {
            assert!(matches!(attack(b, e1), Reading::Succeeds(_)))
        });
        reads_back(&b, |b| {
            assert_eq!(defend(b, e1), Reading::Succeeds(at(b, "D3")))
        });
    }

    #[test]
    fn a_capture_snapped_back_is_no_capture() {
        // Black C1 is in atari, but White D1 taking it leaves White's eight stones A3-D1 in
        // atari on C1, and Black retakes there. White first takes A2 B2 at A1, after which C1
        // cannot escape (GNU Go's reading.tst 234).
        let b = diagram_board(&[
            ". . . . . . .",
            ". . . . . . .",
            ". . . . . . .",
            "X X X X . . .",
            "O O O X X X .",
            "X X O O O X .",
            ". O X . O X .",
        ]);
        let c1 = at(&b, "C1");
        reads_back(&b, |b| {
            assert_eq!(attack(b, c1), Reading::Succeeds(at(b, "A1")))
        });
    }

    #[test]
    fn a_defense_through_a_ko_names_the_move_that_keeps_the_ko() {
        // Black's E5 chain has the eye F3 and the ko eye F1 (White F1 takes G1); White's C5
        // chain has the liberties C4, C2 and C1 (GNU Go's reading.tst 79 and 81, the top
        // of the board left out). Black to move lives only through the ko, by taking a
        // liberty of C5 (code 3: White takes the ko first); White to move takes the ko first
        // at F1 (code 2). Before, both answers named any liberty of the chain.
        let b = diagram_board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". X X X O O . . .",
            "X X O O X O O O .",
            "X O . O X X X O .",
            "X O O O X . X O .",
            "X X . O X X O O .",
            ". X . O X . X O .",
        ]);
        let (e5, c5) = (at(&b, "E5"), at(&b, "C5"));
        reads_back(&b, |b| {
            let (defense, ko) = attack_and_defense_through_ko(b, e5).1.answer_and_ko();
            assert_eq!(ko, Ko::NeedsThreat);
            assert!(
                matches!(defense, Reading::Succeeds(p) if p == at(b, "C2") || p == at(b, "C1"))
            );
        });
        reads_back(&b, |b| {
            let (_, defense) = attack_and_defense_through_ko(b, c5);
            assert_eq!(
                defense.answer_and_ko(),
                (Reading::Succeeds(at(b, "F1")), Ko::TakenFirst)
            );
        });
    }

    #[test]
    fn a_proof_of_a_capture_answers_a_counter_atari_on_a_weak_attacking_chain() {
        // White C7 has taken a liberty of Black's E8 chain (left with D8 and E9). Black E4
        // takes a liberty of White's E5 chain, which touches E8 and keeps two liberties
        // (D5, F5): if White closes in at D8, Black wins the race at D5. White F4 ataris E4
        // first and then closes in (GNU Go's reading.tst 120, where C7 captures).
        let b = diagram_board(&[
            "O . O O . O O . .",
            ". O O . X . O O O",
            "O O O X X O O . O",
            ". . X O O X X O O",
            "X X X . O . X X .",
            ". X . . . . . X X",
            ". X X . O O X X .",
            ". . X . O X X . .",
            ". . X X X X . . .",
        ]);
        let e8 = at(&b, "E8");
        reads_back(&b, |b| {
            assert_eq!(defense_against_threats(b, e8), Reading::Fails)
        });
    }

    #[test]
    fn a_string_is_captured_by_shortening_the_chain_it_would_join() {
        // Black's G8 chain (liberties G9, H7, J8) would join F9 at G9; White E9 takes F9's
        // other liberty first, and then Black cannot escape (GNU Go's reading.tst 203).
        let b = diagram_board(&[
            "O . O . . X . X X",
            ". O O X X O X X .",
            "O O X X O O O . O",
            "X X . X O . O O O",
            "X . X O O . . . .",
            ". X X O . . . . .",
            "X X O O . . . . .",
            "O O O . . . . . .",
            ". . . . . . . . .",
        ]);
        let h9 = at(&b, "H9");
        reads_back(&b, |b| {
            assert_eq!(attack(b, h9), Reading::Succeeds(at(b, "E9")))
        });
        let mut after = b.clone();
        after.play(at(&b, "E9"), Color::White);
        reads_back(&after, |b| assert_eq!(defend(b, h9), Reading::Fails));
    }

    #[test]
    fn a_string_is_saved_by_capturing_next_to_the_chain_it_joins() {
        // Black's E19 chain (liberties C17, C18, D19) cannot be captured: after White B18,
        // Black captures White's A16 pair at A15, next to Black's B17 chain, which E19 joins
        // at C17 (GNU Go's reading.tst 130).
        let b = diagram_board(&[
            ". . . . X O O . O X X . . . . . X O .",
            "X . . X X X O O O O X X X X X . X O O",
            "O X . X O O O . O X O O O O . X O . X",
            "O X X O O O O O X X . . . O O X O O .",
            ". O X O X O X X X . . X . X O X X O O",
            "O X X X X O X O X . . . . X X O X X O",
            "O O X O O X X O X . . . X O O O O X X",
            ". O O O O X O O O X X X X O X O O O O",
            "X O . O O O O O O O O O O O X X X X X",
            "O . O . O . . . O X X X O X X X . X .",
            ". O O O X O O O X . . X X X O X X O X",
            "O O X X X O X O X . X . X O O X O O .",
            "X X X X X X X O X X O X X O O X X O O",
            ". X X O X X O O O X O O O O O O O O .",
            ". X O O O O X X X O O O X X . . O . O",
            ". X X O . . O . X O X O O X . O X O .",
            ". X O . O . . O O X X X X X X O X O X",
            "X X O . . . O X X O O O O O X X X X X",
            ". O . . . . . . . . . . . O O X . O .",
        ]);
        let e19 = at(&b, "E19");
        reads_back(&b, |b| assert_eq!(attack(b, e19), Reading::Fails));
        let mut after = b.clone();
        after.play(at(&b, "B18"), Color::White);
        reads_back(&after, |b| {
            assert_eq!(defend(b, e19), Reading::Succeeds(at(b, "A15")))
        });
    }

    #[test]
    fn a_defense_may_leave_the_chain_in_atari_with_a_ko_to_win() {
        // White J9 takes Black J8 as a ko. White F9 first would make it a clean capture of
        // J8, G9 and H9; Black saves J8 only by taking the ko back after a threat, and
        // defends first at F9 itself, after which White's J9 is still only a ko (GNU Go's
        // reading.tst 132 and 133). Black E9 capturing White F9 leaves J8 in atari.
        let b = diagram_board(&[
            ". X . X . . X X .",
            "X X X X X X O O X",
            ". . . . O O O O O",
            ". . . . . . X O O",
            ". . . . . . O X O",
            ". . . . . X O X X",
            ". . . . O O X . X",
            "O O O O O X . O X",
            ". . O . O X X X X",
        ]);
        let j8 = at(&b, "J8");
        reads_back(&b, |b| {
            let (attack, defense) = attack_and_defense_through_ko(b, j8);
            assert_eq!(
                attack.answer_and_ko(),
                (Reading::Succeeds(at(b, "J9")), Ko::TakenFirst)
            );
            assert_eq!(
                defense.answer_and_ko(),
                (Reading::Succeeds(at(b, "F9")), Ko::NeedsThreat)
            );
        });
        let mut after = b.clone();
        after.play(at(&b, "F9"), Color::White);
        reads_back(&after, |b| {
            let (_, defense) = attack_and_defense_through_ko(b, j8);
            assert_eq!(
                defense.answer_and_ko(),
                (Reading::Succeeds(at(b, "E9")), Ko::NeedsThreat)
            );
        });
    }

    #[test]
    fn a_chain_with_two_eyes_needs_no_answer_to_a_quiet_move() {
        // Black's B4 chain has the eyes A2 and B1. White E2 saves White's D1 chain (two
        // liberties) and threatens nothing: Black need not answer, and only harms itself by
        // filling an eye (GNU Go's reading.tst 21, after White D1 and Black A1).
        let b = diagram_board(&[
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            ". . . . . . . . .",
            "O O O . . . . . .",
            "O X O O O . . . .",
            "X X X X O . . . .",
            ". X X O . O . . .",
            "X . X O O . . . .",
        ]);
        let b4 = at(&b, "B4");
        reads_back(&b, |b| assert_eq!(attack(b, b4), Reading::Fails));
        reads_back(&b, |b| {
            assert_eq!(attack_against_threats(b, b4), Reading::Fails)
        });
    }

    #[test]
    fn a_chain_is_defended_on_its_liberty_before_a_forcing_move_elsewhere() {
        // White's B12 chain (liberties A12 and B11) lives by joining A13 at A12. White F10,
        // an atari on Black's D9 chain, also works, but only because Black must answer it
        // before White plays A12: the defense named is A12 (GNU Go's capture.tst 16).
        let b = diagram_board(&[
            ". . . . . . . . . O . . O O X . . . .",
            ". . O . . . O . . O . O . X X X . . .",
            ". . O O O O O O O O O O O X . O X . .",
            "O O X X X X O X X X X X X O O O X . .",
            ". X . . . . X . X . X O O O . X X . .",
            "O O X . . . X . . X O . O O O O . X .",
            "O X X . . . . . X O O O O X . X X O .",
            ". O O X . X . . . X X X X X . X O . .",
            "O . O X O X . . . X O . X O O X O O X",
            "O X O O X . . . . . X . O . O O X X .",
            ". X O X X . . . . . . . O O . O X . X",
            "X . X O O X X X X . X . O . O X . X .",
            ". X X X . X . X . X . O . O X . X O O",
            ". O X . X . X O X . X O . O X . X X O",
            ". O . X . X O O O O X X . O . . X O .",
            ". O . X . X O O O . X . X . O O . O .",
            "O . O O X O O X X X . X . X X O O . .",
            ". O O O X O X X . . X O X . X O . . .",
            ". X X X . X . X . . . . . X O O . . .",
        ]);
        let b12 = at(&b, "B12");
        reads_back(&b, |b| {
            assert_eq!(defend(b, b12), Reading::Succeeds(at(b, "A12")))
        });
    }

    #[test]
    fn a_chain_crawling_along_the_edge_is_blocked_on_the_second_line() {
        // Black's A9 chain (liberties A10, A8, D9) cannot be saved: after Black A8, White B7
        // blocks, and each further crawl (A7, A6) is blocked on the second line again (B6,
        // B5), three liberties each time, until D9 takes the last but one (GNU Go's
        // reading.tst 63). The blocks past the first move are not nets.
        let b = diagram_board(&[
            ". . . . . . . . . . . . . . . . . . .",
            ". X O O X . . . . . O . . O . . . . .",
            ". X X O X . . . O O . O . . . . X X .",
            ". . O X X X . . O . . O . X . X . O .",
            ". . O O . . X . O . O X O . . . . . .",
            ". . . . . . . . . O X X O . X . O X .",
            ". . O O X X . X . X X O . . . X X X .",
            ". X X X O . . . . . . . . . . O O O .",
            ". O O O O . X . . . . . . O . O X X O",
            ". O X X O . . . . X . . . . X X O . .",
            "X X X . O . . . . . . . . . X O O . .",
            ". O O . . . . . . . . . . O O X . . .",
            ". . . . . . . . . . . . . . . X O O .",
            ". . X . . . O . . . . . . . . . . X .",
            ". . . . . . . . . . . X . . . . X . .",
            ". . . X . . . . . X . . X . . X . . .",
            ". . X . . O . O . . . . . . . . . . .",
            ". . X O X O . . . O . X . . . . . . .",
            ". . . X . . . . . . . . . . . . . . .",
        ]);
        let a9 = at(&b, "A9");
        reads_back(&b, |b| assert_eq!(defend(b, a9), Reading::Fails));
    }

    #[test]
    fn a_chain_with_four_liberties_is_not_read() {
        let b = diagram_board(&[
            ". . . . .",
            ". . . . .",
            ". . X . .",
            ". . . . .",
            ". . . . .",
        ]);
        let c3 = at(&b, "C3");
        reads_back(&b, |b| assert_eq!(attack(b, c3), Reading::Fails));
        reads_back(&b, |b| {
            assert!(matches!(defend(b, c3), Reading::Succeeds(_)))
        });
    }

    #[test]
    fn a_defense_needs_a_ko_only_where_the_attack_after_it_does() {
        // On crowded random boards, every chain of two or three liberties: a chain that
        // cannot be captured even with the attacker free to take back kos is defended with
        // code 1 (by any move); of the others, a defense named with code 1 leaves the attacker
        // no capture through a ko, read afresh after it.
        let (mut safe, mut checked) = (0, 0);
        for seed in 0..40 {
            let board = crate::tactics::random_position(9, 60, seed);
            for point in board.points() {
                let Some(owner) = board.color_at(point) else {
                    continue;
                };
                if !(2..=3).contains(&board.liberties(point)) {
                    continue;
                }
                let defense = attack_and_defense_through_ko(&mut board.clone(), point)
                    .1
                    .answer_and_ko();
                if attack_against_threats(&mut board.clone(), point) == Reading::Fails {
                    safe += 1;
                    assert!(
                        matches!(defense, (Reading::Succeeds(_), Ko::Unneeded)),
                        "{} cannot be captured, defended {defense:?}\n{}",
                        board.vertex(point),
                        board.diagram()
                    );
                    continue;
                }
                let (Reading::Succeeds(m), Ko::Unneeded) = defense else {
                    continue;
                };
                let mut after = board.clone();
                after.play(m, owner);
                if after.color_at(point) == Some(owner) {
                    checked += 1;
                    let attack = attack_through_ko(&mut after, point).answer_and_ko();
                    assert!(
                        !matches!(
                            attack,
                            (Reading::Succeeds(_), Ko::NeedsThreat | Ko::TakenFirst)
                        ),
                        "defense {} of {} then {attack:?}\n{}",
                        board.vertex(m),
                        board.vertex(point),
                        board.diagram()
                    );
                }
            }
        }
        assert!(
            safe > 100 && checked > 100,
            "{safe} safe chains, {checked} defenses"
        );
    }

    #[test]
    fn a_stone_is_saved_by_the_atari_that_makes_its_join_safe() {
        // White N7 extends to N6 to join N5, whose blocker Black N4 has two liberties: the
        // atari at M4 takes N4 (Black N3 would be a suicide) and joins N5 to M3's group.
        // Left to itself, N7 dies in the corridor that Black's L wall closes.
        let b = diagram_board(&[
            ". O . O X . . O . . . O .",
            "O O O O X . . . . . O O O",
            ". O X X X X X X X X X O .",
            ". . X . . . . . . . X O O",
            "O . X . . . . . . . X X X",
            ". . X . . . . . . . X . .",
            "X X X . . . . . . . X . O",
            "O O X . . . . . . . X . .",
            ". O X . . . . . . . X . O",
            "O O X . . . . . . . X . X",
            ". O X X X X X X X X X O .",
            "O O . . . . . . X O O O O",
            ". . . . . . O . X O . O .",
        ]);
        reads_back(&b, |b| {
            let n7 = at(b, "N7");
            assert!(matches!(defend(b, n7), Reading::Succeeds(_)));
        });
    }
}
