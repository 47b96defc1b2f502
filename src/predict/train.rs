//! Learning the gammas from game records with Coulom's minorization-maximization (MM, "Computing
//! Elo Ratings of Move Patterns in the Game of Go", 2007): every position is a competition
//! among the candidate moves, each move a team of its features, and the played move the
//! winner. One MM step for a feature group sets each feature's gamma to
//! `(wins + 1) / (Σ teammates' strength / total strength + 2 / (gamma + 1))`, the `1` and `2`
//! being a prior of one virtual win and one virtual loss against a move of gamma 1.
//!
//! Spatial patterns are harvested first: a pattern is a feature when the played moves of the
//! training games show it at least `min_pattern_count` times; a move then has the largest
//! known pattern around it.

use super::features::{self, Context, Group, GROUPS};
use super::games::Replay;
use super::model;
use super::{pattern3, spatial};
use crate::board::Board;
use rayon::prelude::*;
use std::collections::HashMap;
use std::ops::Range;

/// Features of one move: one per tactical group that applies, the 3×3 code, the spatial
/// pattern.
const MAX_FEATURES: usize = GROUPS + 2;

/// Games whose competitions are gathered at a time.
const GAMES_PER_CHUNK: usize = 256;

/// A move in a competition: its feature ids and how many moves of the position share them.
#[derive(Clone, Copy)]
struct Entrant {
    ids: [u32; MAX_FEATURES],
    len: u8,
    count: u16,
}

impl Entrant {
    fn ids(&self) -> &[u32] {
        &self.ids[..self.len as usize]
    }
}

/// One position: its entrants and the winner among them.
#[derive(Clone)]
struct Competition {
    entrants: Range<usize>,
    winner: usize,
}

/// Where each feature group's ids lie, and what each id stands for.
struct FeatureSpace {
    /// Per tactical group, then the 3×3 codes, then the spatial patterns.
    groups: Vec<Range<usize>>,
    /// Dense id of each canonical 3×3 code (u32::MAX for codes that are not canonical).
    pattern3_ids: Vec<u32>,
    /// Canonical 3×3 code of each dense id.
    pattern3_codes: Vec<u32>,
    /// Id of each known spatial key.
    spatial_ids: HashMap<u64, u32>,
    /// Spatial key of each id.
    spatial_keys: Vec<u64>,
}

impl FeatureSpace {
    fn new(spatial_keys: Vec<u64>) -> FeatureSpace {
        let mut groups = Vec::new();
        let mut next = 0;
        for group in Group::ALL {
            groups.push(next..next + group.levels());
            next += group.levels();
        }
        let mut pattern3_ids = vec![u32::MAX; pattern3::CODES];
        let mut pattern3_codes = Vec::new();
        for code in 0..pattern3::CODES as u32 {
            if pattern3::canonical(code) == code {
                pattern3_ids[code as usize] = pattern3_codes.len() as u32;
                pattern3_codes.push(code);
            }
        }
        groups.push(next..next + pattern3_codes.len());
        next += pattern3_codes.len();
        groups.push(next..next + spatial_keys.len());
        let spatial_ids = spatial_keys
            .iter()
            .enumerate()
            .map(|(i, &k)| (k, i as u32))
            .collect();
        FeatureSpace {
            groups,
            pattern3_ids,
            pattern3_codes,
            spatial_ids,
            spatial_keys,
        }
    }

    fn len(&self) -> usize {
        self.groups.last().map_or(0, |g| g.end)
    }

    /// The feature ids of a move.
    fn entrant(&self, features: &features::MoveFeatures) -> Entrant {
        let mut ids = [0; MAX_FEATURES];
        let mut len = 0;
        for (g, &level) in features.tactical.iter().enumerate() {
            if level > 0 {
                ids[len] = (self.groups[g].start + level as usize - 1) as u32;
                len += 1;
            }
        }
        let p3 = self.pattern3_ids[features.pattern3 as usize];
        ids[len] = self.groups[GROUPS].start as u32 + p3;
        len += 1;
        if let Some(id) = features
            .spatial
            .iter()
            .rev()
            .find_map(|k| self.spatial_ids.get(k))
        {
            ids[len] = self.groups[GROUPS + 1].start as u32 + id;
            len += 1;
        }
        Entrant {
            ids,
            len: len as u8,
            count: 1,
        }
    }

    /// The weights file entries of `gammas` (features that never appeared are left out).
    fn entries(&self, gammas: &[f64], seen: &[bool]) -> Vec<(u64, f32)> {
        let mut entries = Vec::new();
        for (id, (&gamma, _)) in gammas.iter().zip(seen).enumerate().filter(|(_, (_, &s))| s) {
            let g = self
                .groups
                .iter()
                .position(|r| r.contains(&id))
                .unwrap_or(0);
            let offset = id - self.groups[g].start;
            let key = match g {
                g if g < GROUPS => model::tactical_key(g, offset as u8 + 1),
                g if g == GROUPS => model::pattern3_key(self.pattern3_codes[offset]),
                _ => model::spatial_key(self.spatial_keys[offset]),
            };
            entries.push((key, gamma as f32));
        }
        entries
    }
}

/// What `learn` needs besides the games.
#[derive(Clone, Copy, Debug)]
pub struct TrainSettings {
    /// A spatial pattern becomes a feature when played at least this often.
    pub min_pattern_count: u32,
    /// MM passes over all feature groups.
    pub iterations: usize,
}

/// What learning found, for the report.
pub struct Learned {
    /// Weights file entries.
    pub entries: Vec<(u64, f32)>,
    /// Training positions (moves) read.
    pub positions: usize,
    /// Candidate moves in them: the entrants the played moves competed with.
    pub entrants: usize,
    /// Spatial patterns seen often enough to get a weight.
    pub spatial_patterns: usize,
    /// Mean log-likelihood of the played moves after each iteration.
    pub log_likelihood: Vec<f64>,
}

/// The spatial keys played at least `min_count` times in `games`, most played first.
fn harvest(games: &[Replay], min_count: u32) -> Vec<u64> {
    let counts = games
        .par_iter()
        .fold(HashMap::new, |mut counts: HashMap<u64, u32>, game| {
            game.visit_positions(|board, context, played| {
                for key in spatial::keys(board, played, context.color) {
                    *counts.entry(key).or_default() += 1;
                }
            });
            counts
        })
        .reduce(HashMap::new, |mut a, b| {
            for (k, c) in b {
                *a.entry(k).or_default() += c;
            }
            a
        });
    let mut known: Vec<(u64, u32)> = counts
        .into_iter()
        .filter(|&(_, c)| c >= min_count)
        .collect();
    known.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    known.into_iter().map(|(k, _)| k).collect()
}

/// The competitions of one game (entrants appended to `entrants`).
fn competitions_of(
    space: &FeatureSpace,
    game: &Replay,
    entrants: &mut Vec<Entrant>,
) -> Vec<Competition> {
    let mut out = Vec::new();
    let mut scratch: Vec<Entrant> = Vec::new();
    game.visit_positions(|board: &mut Board, context: &Context, played| {
        scratch.clear();
        let mut winner = None;
        for p in features::candidates(board, context.color) {
            let mut e = space.entrant(&features::extract(board, p, context));
            e.ids[..e.len as usize].sort_unstable();
            if p == played {
                winner = Some(e);
            }
            scratch.push(e);
        }
        let Some(winner) = winner else { return };
        // Moves with the same features compete as one entrant counted several times.
        scratch.sort_unstable_by(|a, b| a.ids().cmp(b.ids()));
        let start = entrants.len();
        for e in scratch.iter() {
            let merged = entrants.len() > start;
            match entrants.last_mut() {
                Some(last) if merged && last.ids() == e.ids() => last.count += 1,
                _ => entrants.push(*e),
            }
        }
        let winner = (start..entrants.len())
            .find(|&i| entrants[i].ids() == winner.ids())
            .unwrap_or(start);
        out.push(Competition {
            entrants: start..entrants.len(),
            winner,
        });
    });
    out
}

/// Learns the gammas from `games`; `progress` hears of each step.
pub fn learn(games: &[Replay], settings: TrainSettings, progress: impl Fn(&str)) -> Learned {
    let keys = harvest(games, settings.min_pattern_count);
    progress(&format!(
        "{} spatial patterns played at least {} times",
        keys.len(),
        settings.min_pattern_count
    ));
    let space = FeatureSpace::new(keys);
    let mut entrants = Vec::new();
    let mut competitions = Vec::new();
    // A chunk of games at a time: only one chunk's moves are ever held twice.
    for chunk in games.chunks(GAMES_PER_CHUNK) {
        let per_game: Vec<(Vec<Entrant>, Vec<Competition>)> = chunk
            .par_iter()
            .map(|game| {
                let mut entrants = Vec::new();
                let held = competitions_of(&space, game, &mut entrants);
                (entrants, held)
            })
            .collect();
        for (game_entrants, game_competitions) in per_game {
            let base = entrants.len();
            entrants.extend(game_entrants);
            competitions.extend(game_competitions.into_iter().map(|c| Competition {
                entrants: c.entrants.start + base..c.entrants.end + base,
                winner: c.winner + base,
            }));
        }
    }
    progress(&format!(
        "{} positions, {} distinct moves",
        competitions.len(),
        entrants.len()
    ));
    let mut wins = vec![0.0f64; space.len()];
    let mut seen = vec![false; space.len()];
    for c in &competitions {
        for &id in entrants[c.winner].ids() {
            wins[id as usize] += 1.0;
        }
        for e in &entrants[c.entrants.clone()] {
            for &id in e.ids() {
                seen[id as usize] = true;
            }
        }
    }
    let mut gammas = vec![1.0f64; space.len()];
    let mut log_likelihood = Vec::new();
    for iteration in 0..settings.iterations {
        for group in &space.groups {
            let denominators = denominators(&entrants, &competitions, &gammas, group.clone());
            for (offset, d) in denominators.iter().enumerate() {
                let id = group.start + offset;
                if seen[id] {
                    gammas[id] = (wins[id] + 1.0) / (d + 2.0 / (gammas[id] + 1.0));
                }
            }
        }
        let ll = mean_log_likelihood(&entrants, &competitions, &gammas);
        progress(&format!(
            "iteration {}: mean log-likelihood {ll:.4}",
            iteration + 1
        ));
        log_likelihood.push(ll);
    }
    Learned {
        entries: space.entries(&gammas, &seen),
        positions: competitions.len(),
        entrants: entrants.len(),
        spatial_patterns: space.spatial_keys.len(),
        log_likelihood,
    }
}

/// A move's strength: the product of its features' gammas.
fn strength(entrant: &Entrant, gammas: &[f64]) -> f64 {
    entrant
        .ids()
        .iter()
        .map(|&id| gammas[id as usize])
        .product()
}

/// For each feature of `group`: the sum over competitions of its teammates' strength (times
/// the entrant's count) over the competition's total strength.
fn denominators(
    entrants: &[Entrant],
    competitions: &[Competition],
    gammas: &[f64],
    group: Range<usize>,
) -> Vec<f64> {
    let width = group.len();
    competitions
        .par_chunks(4096)
        .fold(
            || vec![0.0f64; width],
            |mut sums, chunk| {
                for c in chunk {
                    let field = &entrants[c.entrants.clone()];
                    let total: f64 = field
                        .iter()
                        .map(|e| f64::from(e.count) * strength(e, gammas))
                        .sum();
                    for e in field {
                        if let Some(&id) =
                            e.ids().iter().find(|&&id| group.contains(&(id as usize)))
                        {
                            let id = id as usize;
                            let teammates = strength(e, gammas) / gammas[id];
                            sums[id - group.start] += f64::from(e.count) * teammates / total;
                        }
                    }
                }
                sums
            },
        )
        .reduce(
            || vec![0.0f64; width],
            |mut a, b| {
                a.iter_mut().zip(&b).for_each(|(x, y)| *x += y);
                a
            },
        )
}

/// The mean log-probability the model gives the played moves.
fn mean_log_likelihood(entrants: &[Entrant], competitions: &[Competition], gammas: &[f64]) -> f64 {
    let sum: f64 = competitions
        .par_iter()
        .map(|c| {
            let total: f64 = entrants[c.entrants.clone()]
                .iter()
                .map(|e| f64::from(e.count) * strength(e, gammas))
                .sum();
            (strength(&entrants[c.winner], gammas) / total).ln()
        })
        .sum();
    sum / competitions.len().max(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::predict::games::GameSet;
    use crate::predict::model::{tactical_key, Model};

    /// SGF points of the first line, going round the board from the corner `aa`.
    fn edge_points() -> Vec<String> {
        let letters: Vec<char> = ('a'..='s').collect();
        let mut points = Vec::new();
        for i in 0..18 {
            points.push(format!("{}a", letters[i]));
            points.push(format!("s{}", letters[i]));
            points.push(format!("{}s", letters[18 - i]));
            points.push(format!("a{}", letters[18 - i]));
        }
        points
    }

    #[test]
    fn games_played_on_the_edge_teach_the_first_line() {
        let dir = std::env::temp_dir().join(format!("tengen-train-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let points = edge_points();
        for game in 0..6 {
            let moves: String = points
                .iter()
                .skip(game * 3)
                .take(24)
                .enumerate()
                .map(|(i, p)| format!(";{}[{p}]", if i % 2 == 0 { "B" } else { "W" }))
                .collect();
            std::fs::write(dir.join(format!("{game}.sgf")), format!("(;SZ[19]{moves})")).unwrap();
        }
        std::fs::write(dir.join("small.sgf"), "(;SZ[9];B[aa])").unwrap();
        let set = GameSet::load(&dir, 3, usize::MAX).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(
            (set.train.len(), set.held_out.len(), set.skipped),
            (4, 2, 1)
        );
        let settings = TrainSettings {
            min_pattern_count: 1,
            iterations: 3,
        };
        let learned = learn(&set.train, settings, |_| {});
        assert_eq!(learned.positions, 4 * 24);
        // MM never lowers the likelihood.
        assert!(learned
            .log_likelihood
            .windows(2)
            .all(|w| w[1] >= w[0] - 1e-9));
        let gamma = |key: u64| {
            learned
                .entries
                .iter()
                .find(|&&(k, _)| k == key)
                .map_or(1.0, |&(_, g)| g)
        };
        let line = Group::ALL.iter().position(|&g| g == Group::Line).unwrap();
        assert!(gamma(tactical_key(line, 1)) > 2.0 * gamma(tactical_key(line, 2)));
        // The held-out games' edge moves are predicted far better than by chance.
        let model = Model::new(&learned.entries).unwrap();
        let rate = crate::predict::measure::prediction_rate(&set.held_out, |board, context| {
            model
                .gammas(board, context)
                .into_iter()
                .map(|(p, g)| (p, f64::from(g)))
                .collect()
        });
        assert!(rate.top5() > 0.5, "{rate}");
    }
}
