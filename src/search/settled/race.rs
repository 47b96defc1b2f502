//! Capturing races settled by the readers, the owl readings and a local search: GNU Go's
//! `analyze_semeai`.

use super::{owl_kill, owl_save, owner_of};
use crate::board::{Board, Color, Move, Placement, Point};
use crate::game::Game;
use crate::search::{no_reading, Player};
use crate::tactics::dragon::{chains_of, Dragons};
use crate::tactics::life::{self, LifeReading, OWL_BUDGET};
use crate::tactics::semeai;
use crate::tactics::Ko;

/// The capturing race between the groups at `first` and `second` (opposite colours), the
/// first group's owner to move: where one stands inside the other, by the life reader if it
/// decides ([`semeai::race_with_a_group_inside`]); else the readings of the two
/// chains and of their groups ([`semeai::race`]), with the owl readings' word on a second
/// group that cannot live ([`second_dead_anyway`]) and, in a race through a ko, the life
/// reader's kill through the same ko as the move ([`with_the_kill_of_the_second`]); where
/// those are out of budget or find the first group dead, a local search
/// ([`race_by_local_search`]) whose move may give way to the life reader's kill, and where that
/// finds it dead too, the life reader's save ([`race_by_owl`]).
pub fn race(player: &mut Player, game: &Game, first: Point, second: Point) -> semeai::Race {
    let mover = owner_of(game, first);
    let mut board = game.board().clone();
    let dragons = Dragons::find(&mut board);
    if let Some(race) = semeai::race_with_a_group_inside(&mut board, &dragons, first, second) {
        return race;
    }
    match semeai::race(&mut board, &dragons, first, second) {
        Some(race) if race.first_lives.is_some() => {
            let race = second_dead_anyway(player, game, &dragons, [first, second], race);
            match race.second_dies {
                Some(ko) if ko != Ko::Unneeded => {
                    with_the_kill_of_the_second(game, second, race, |kill_ko| kill_ko == ko)
                }
                _ => race,
            }
        }
        _ => match race_by_local_search(player, game, &dragons, [first, second], mover) {
            race if race.first_lives.is_some() => {
                with_the_kill_of_the_second(game, second, race, |_| true)
            }
            race => race_by_owl(player, game, first, second).unwrap_or(race),
        },
    }
}

/// A race in which the first group lives and the second dies, named by the life reader's own
/// kill of the second group when it finds one whose ko `accepts`: the local search's most
/// visited moves are the best for the game, the kill the one for the race (any kill), and in
/// a race through a ko the race reading's move may be one the ko does not turn on (a kill
/// through the same ko). (GNU Go's `semeai.tst`: 34 and 143 won, none lost; any kill of the
/// race reading's answers too, 34, 119 and 143 won, 16 and 19 lost.)
fn with_the_kill_of_the_second(
    game: &Game,
    second: Point,
    race: semeai::Race,
    accepts: impl Fn(Ko) -> bool,
) -> semeai::Race {
    if race.second_dies.is_none() {
        return race;
    }
    match life::kill_through_ko(&mut game.board().clone(), second, OWL_BUDGET).answer_and_ko() {
        (LifeReading::Succeeds(mv @ Move::Play(_)), ko) if accepts(ko) => {
            semeai::Race { mv, ..race }
        }
        _ => race,
    }
}

/// A capturing race the race reading and the local search lose, where the life reader itself
/// (not a local search, see [`owl_save`]) saves the first group: it lives by that move, with
/// that reading's ko, and the second dies (with the same ko) when, after the move, the owl
/// reading cannot save it, or only through a ko while the first lives through one. `None`
/// when the life reader does not save the first group. (GNU Go's `semeai.tst`: 21 and 129
/// won, none lost; asked before the local search, 2 won and 6 lost, on the owl reading's
/// local search too, 60 lost.)
fn race_by_owl(
    player: &mut Player,
    game: &Game,
    first: Point,
    second: Point,
) -> Option<semeai::Race> {
    let ((LifeReading::Succeeds(mv), ko), false) = owl_save(player, game, first) else {
        return None;
    };
    let mut after = game.clone();
    after.play(owner_of(game, first), mv).ok()?;
    // The second group dies when it cannot be saved after the move, or only through a ko
    // when the first group lives through one too (the same fight decides both).
    let second_dies = match owl_save(player, &after, second).0 {
        (LifeReading::Fails, _) => true,
        (LifeReading::Succeeds(_), save_ko) => ko != Ko::Unneeded && save_ko != Ko::Unneeded,
        (LifeReading::Unknown, _) => false,
    };
    Some(semeai::Race {
        first_lives: Some(ko),
        second_dies: second_dies.then_some(ko),
        mv,
    })
}

/// `race`, in which the first group lives, with the second group dead when the race reading
/// leaves it alive but the owl readings find the first group alive on its own (it cannot be
/// killed, [`owl_kill`]) and the second unable to live even with its owner moving first
/// ([`owl_save`]). A pass is then replaced by a liberty of the second group that touches no
/// stone of the first and that the mover may fill without standing in atari. (GNU Go's
/// `semeai.tst`: 44 won, none lost; without the check on the first group, which a seki keeps
/// alive without eyes, 20 and 44 won and five sekis lost.)
fn second_dead_anyway(
    player: &mut Player,
    game: &Game,
    dragons: &Dragons,
    [first, second]: [Point; 2],
    race: semeai::Race,
) -> semeai::Race {
    if race.second_dies.is_some()
        || owl_kill(player, game, first).0 .0 != LifeReading::Fails
        || owl_save(player, game, second).0 .0 != LifeReading::Fails
    {
        return race;
    }
    let board = game.board();
    let mover = owner_of(game, first);
    let touches_first = |p: Point| {
        board
            .neighbors(p)
            .into_iter()
            .any(|n| dragons.of(n).is_some_and(|d| d.stones.contains(&first)))
    };
    let mv = match race.mv {
        Move::Pass => dragons
            .of(second)
            .into_iter()
            .flat_map(|dragon| dragon.stones.iter())
            .flat_map(|&s| board.liberty_points(s))
            .find(|&p| {
                !touches_first(p)
                    && board.placement(p, mover) == Placement::Legal
                    && board.self_atari_stones(p, mover).is_none()
            })
            .map_or(Move::Pass, Move::Play),
        mv => mv,
    };
    semeai::Race {
        second_dies: Some(Ko::Unneeded),
        mv,
        ..race
    }
}

/// How much of the second group's point the first group's owner must own, from −1 to 1, at
/// the end of a race's local search for the second group to die ([`race_by_local_search`]).
const SECOND_DIES_ABOVE: f64 = -0.05;

/// A capturing race whose readings are out of budget or find the first group dead, judged by
/// a local search with the first group's owner to move ([`Player::local_verdict`]): the first
/// group lives when the mover owns its point at the end of most of the search's playouts, or
/// owns the two groups' points on average after its best move. The move is the one the
/// search names if it touches the race ([`touches_the_race`]), else the most visited compared
/// move that does (the search's names are the best for the game, and a move that touches
/// neither group cannot decide their race); a pass when the first group dies. The second
/// group dies when the mover owns its point by more than [`SECOND_DIES_ABOVE`], or when the
/// life reader cannot save it after the move ([`cannot_be_saved_after`]). (GNU Go's
/// `semeai.tst`: naming the move so, 25 won, none lost, and 25 and 33 won, 53 and 124 lost
/// counting only the groups' own liberties as touching the race; the life reader's word on
/// the second group, 38 won, none lost.)
fn race_by_local_search(
    player: &mut Player,
    game: &Game,
    dragons: &Dragons,
    [first, second]: [Point; 2],
    mover: Color,
) -> semeai::Race {
    log::debug!(
        "race {} {}: the readings are out of budget or lost, judged by a local search",
        game.board().vertex(first),
        game.board().vertex(second)
    );
    match player.local_verdict(game, &[first, second], mover, &mut no_reading, true) {
        Some(verdict)
            if verdict.mover_owns[0] > 0.0 || verdict.owns_after_best.is_some_and(|o| o > 0.0) =>
        {
            let touches = |mv: &Move| touches_the_race(game.board(), dragons, [first, second], *mv);
            let mv = if touches(&verdict.best) {
                verdict.best
            } else {
                verdict
                    .most_visited
                    .iter()
                    .copied()
                    .find(touches)
                    .unwrap_or(verdict.best)
            };
            let dies = verdict.mover_owns[1] > SECOND_DIES_ABOVE
                || cannot_be_saved_after(game.board(), mv, mover, second);
            semeai::Race {
                first_lives: Some(Ko::Unneeded),
                second_dies: dies.then_some(Ko::Unneeded),
                mv,
            }
        }
        _ => semeai::Race {
            first_lives: None,
            second_dies: None,
            mv: Move::Pass,
        },
    }
}

/// Whether the life reader (its own reading, no local search) finds that the group at
/// `point` cannot be saved, even with its owner free to take back kos, after `mover` plays
/// `mv`.
fn cannot_be_saved_after(board: &Board, mv: Move, mover: Color, point: Point) -> bool {
    let Move::Play(p) = mv else {
        return false;
    };
    let mut after = board.clone();
    after.play(p, mover);
    let save = life::save_through_ko(&mut after, point, OWL_BUDGET);
    save.answer_and_ko().0 == LifeReading::Fails
}

/// Whether `mv` is a liberty of a chain of the groups (dragons) at the two `groups` points,
/// or of an opponent chain next to one of theirs.
fn touches_the_race(board: &Board, dragons: &Dragons, groups: [Point; 2], mv: Move) -> bool {
    let Move::Play(p) = mv else {
        return false;
    };
    groups.iter().filter_map(|&g| dragons.of(g)).any(|dragon| {
        chains_of(board, dragon.color, &dragon.stones)
            .into_iter()
            .any(|chain| {
                board.liberty_points(chain).contains(&p)
                    || board
                        .adjacent_chains(chain, dragon.color.opponent())
                        .iter()
                        .any(|&n| board.liberty_points(n).contains(&p))
            })
    })
}
