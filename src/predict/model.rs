//! Learned move-prediction weights: a strength (gamma) per feature, multiplied over the
//! features of a move (Coulom's generalised Bradley-Terry model), and the compact file that
//! holds them.
//!
//! File layout (little-endian): the 8 bytes `TGSHAPES`, a `u32` format version, a `u32` entry
//! count, then per entry a `u64` feature key and an `f32` gamma. A key's top byte names its
//! kind: `1 + g` the tactical group `g` of [`Group::ALL`] (low bits: the level), 8 a canonical
//! 3×3 code, 9 a spatial pattern (its key's low 56 bits). Features without an entry weigh 1.

use super::features::{self, Context, Group, GROUPS};
use super::{pattern3, spatial};
use crate::board::{Board, Point};
use std::collections::HashMap;
use std::fmt;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;

const MAGIC: &[u8; 8] = b"TGSHAPES";
/// The format version this code reads and writes.
pub const VERSION: u32 = 1;
const TAG_SHIFT: u32 = 56;
const LOW_BITS: u64 = (1 << TAG_SHIFT) - 1;
const PATTERN3_TAG: u64 = 8;
const SPATIAL_TAG: u64 = 9;

/// The weights built in for the game's search, learned from every training game (rebuilt
/// by `tengen train`, see docs/search.md).
const GAME_WEIGHTS: &[u8] = include_bytes!("game.weights");
/// The weights built in for the local searches that judge groups, learned from 3,000 of the
/// games: those searches read more suite tests right with them than with the game's.
const LOCAL_WEIGHTS: &[u8] = include_bytes!("local.weights");

/// Which of the weights built into tengen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// The game's search, and the policy it reports.
    Game,
    /// The local searches that judge groups.
    Local,
}

/// The key of a tactical group's level.
pub fn tactical_key(group: usize, level: u8) -> u64 {
    (1 + group as u64) << TAG_SHIFT | u64::from(level)
}

/// The key of a canonical 3×3 code.
pub fn pattern3_key(canonical: u32) -> u64 {
    PATTERN3_TAG << TAG_SHIFT | u64::from(canonical)
}

/// The key of a spatial pattern key.
pub fn spatial_key(key: u64) -> u64 {
    SPATIAL_TAG << TAG_SHIFT | (key & LOW_BITS)
}

/// Why a weights file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WeightsError {
    /// Not a weights file.
    NotWeights,
    /// A format version this build cannot read.
    Version(u32),
    /// Shorter than its entry count says.
    Truncated,
    /// An entry this build does not know or a gamma that is not a positive number.
    BadEntry(u64),
}

impl fmt::Display for WeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WeightsError::NotWeights => f.write_str("not a tengen weights file"),
            WeightsError::Version(v) => {
                write!(f, "weights format version {v}, this build reads {VERSION}")
            }
            WeightsError::Truncated => f.write_str("weights file is truncated"),
            WeightsError::BadEntry(key) => write!(f, "unusable weights entry {key:#018x}"),
        }
    }
}

impl std::error::Error for WeightsError {}

/// The bytes of a weights file holding `entries` (key, gamma).
pub fn encode(entries: &[(u64, f32)]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(16 + 12 * entries.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&VERSION.to_le_bytes());
    bytes.extend_from_slice(&(entries.len() as u32).to_le_bytes());
    for &(key, gamma) in entries {
        bytes.extend_from_slice(&key.to_le_bytes());
        bytes.extend_from_slice(&gamma.to_le_bytes());
    }
    bytes
}

/// The entries of a weights file.
pub fn decode(bytes: &[u8]) -> Result<Vec<(u64, f32)>, WeightsError> {
    let word = |at: usize| -> Option<[u8; 4]> { bytes.get(at..at + 4)?.try_into().ok() };
    if bytes.len() < 16 || &bytes[..8] != MAGIC {
        return Err(WeightsError::NotWeights);
    }
    let version = u32::from_le_bytes(word(8).ok_or(WeightsError::NotWeights)?);
    if version != VERSION {
        return Err(WeightsError::Version(version));
    }
    let count = u32::from_le_bytes(word(12).ok_or(WeightsError::NotWeights)?) as usize;
    let body = &bytes[16..];
    if body.len() != count.saturating_mul(12) {
        return Err(WeightsError::Truncated);
    }
    Ok(body
        .chunks_exact(12)
        .map(|entry| {
            let (key, gamma) = entry.split_at(8);
            let key = u64::from_le_bytes(key.try_into().unwrap_or_default());
            let gamma = f32::from_le_bytes(gamma.try_into().unwrap_or_default());
            (key, gamma)
        })
        .collect())
}

/// A hasher for keys that are random already: the key is its own hash (see `write_u64`).
#[derive(Default)]
struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, key: u64) {
        // The table indexes by the low bits and tags each slot with the top seven; keys are
        // 56-bit, so their low byte is copied up to give the tag something to tell apart.
        self.0 = key | key << 56;
    }
}

/// The gammas of spatial patterns. Most keys looked up are unknown (larger sizes around
/// stones rarely repeat), and a miss in a table of many patterns is a cache miss; a bit per
/// key hash in a small filter answers most misses from the cache first.
#[derive(Default)]
struct SpatialTable {
    gammas: HashMap<u64, f32, BuildHasherDefault<KeyHasher>>,
    /// A bit per filter slot: set when a known key falls into it.
    filter: Vec<u64>,
}

impl SpatialTable {
    /// Bits of the filter's slot index (2^20 bits: 128 KB).
    const FILTER_BITS: u32 = 20;

    /// The filter slot of `key` (bits the hash table's index does not use).
    fn slot(key: u64) -> usize {
        ((key >> 32) & ((1 << Self::FILTER_BITS) - 1)) as usize
    }

    fn insert(&mut self, key: u64, gamma: f32) {
        if self.filter.is_empty() {
            self.filter = vec![0; (1 << Self::FILTER_BITS) / 64];
        }
        let slot = Self::slot(key);
        self.filter[slot / 64] |= 1 << (slot % 64);
        self.gammas.insert(key, gamma);
    }

    fn get(&self, key: u64) -> Option<f32> {
        let slot = Self::slot(key);
        let word = self.filter.get(slot / 64)?;
        if word & (1 << (slot % 64)) == 0 {
            return None;
        }
        self.gammas.get(&key).copied()
    }

    fn len(&self) -> usize {
        self.gammas.len()
    }
}

/// A candidate move as the model sees it.
#[derive(Clone, Copy, Debug)]
pub struct RatedMove {
    /// The move's point.
    pub point: Point,
    /// Level per tactical group (see [`features::tactical`]).
    pub tactical: [u8; GROUPS],
    /// Its strength: the product of its features' gammas.
    pub gamma: f32,
}

/// Gammas laid out for fast lookup.
pub struct Model {
    /// Per group, the gamma of each level (level 0: 1).
    tactical: [Vec<f32>; GROUPS],
    /// Gamma by raw 3×3 code (every orientation filled in).
    pattern3: Vec<f32>,
    spatial: SpatialTable,
}

impl Model {
    /// The model of `entries`.
    pub fn new(entries: &[(u64, f32)]) -> Result<Model, WeightsError> {
        let mut model = Model {
            tactical: std::array::from_fn(|g| vec![1.0; Group::ALL[g].levels() + 1]),
            pattern3: vec![1.0; pattern3::CODES],
            spatial: SpatialTable::default(),
        };
        for &(key, gamma) in entries {
            let bad = WeightsError::BadEntry(key);
            if !(gamma.is_finite() && gamma > 0.0) {
                return Err(bad);
            }
            let low = key & LOW_BITS;
            match key >> TAG_SHIFT {
                tag @ 1..=7 => {
                    let levels = &mut model.tactical[tag as usize - 1];
                    match usize::try_from(low)
                        .ok()
                        .filter(|&l| l >= 1 && l < levels.len())
                    {
                        Some(level) => levels[level] = gamma,
                        None => return Err(bad),
                    }
                }
                PATTERN3_TAG if (low as usize) < pattern3::CODES => {
                    for code in pattern3::orientations(low as u32) {
                        model.pattern3[code as usize] = gamma;
                    }
                }
                SPATIAL_TAG => {
                    model.spatial.insert(low, gamma);
                }
                _ => return Err(bad),
            }
        }
        Ok(model)
    }

    /// The model of a weights file's bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<Model, WeightsError> {
        Model::new(&decode(bytes)?)
    }

    /// The `which` weights built into tengen.
    pub fn builtin(which: Builtin) -> &'static Model {
        static GAME: OnceLock<Model> = OnceLock::new();
        static LOCAL: OnceLock<Model> = OnceLock::new();
        let (cell, bytes) = match which {
            Builtin::Game => (&GAME, GAME_WEIGHTS),
            Builtin::Local => (&LOCAL, LOCAL_WEIGHTS),
        };
        cell.get_or_init(|| {
            Model::from_bytes(bytes).unwrap_or_else(|e| {
                log::error!(
                    "built-in {which:?} shape weights unusable ({e}); shapes weigh nothing"
                );
                Model::new(&[]).unwrap_or_else(|_| unreachable!("no entries, no error"))
            })
        })
    }

    /// Number of spatial patterns known.
    pub fn spatial_patterns(&self) -> usize {
        self.spatial.len()
    }

    /// The gamma of the largest known spatial pattern among `keys` (1 when none is known).
    fn spatial_gamma(&self, keys: &[u64; spatial::SIZES]) -> f32 {
        keys.iter()
            .rev()
            .find_map(|&k| self.spatial.get(k & LOW_BITS))
            .unwrap_or(1.0)
    }

    /// Every candidate move of `context.color` on `board` ([`features::candidates`]) with
    /// its tactical levels and its strength (ladders are read on `board`, which is left as it
    /// was).
    pub fn rate(&self, board: &mut Board, context: &Context) -> Vec<RatedMove> {
        let grid = spatial::Grid::new(board, context.color);
        features::candidates(board, context.color)
            .into_iter()
            .map(|point| {
                let tactical = features::tactical(board, point, context);
                let tactical_gamma: f32 = tactical
                    .iter()
                    .zip(&self.tactical)
                    .map(|(&level, gammas)| gammas[level as usize])
                    .product();
                let shape = self.pattern3[pattern3::raw_code(board, point, context.color) as usize];
                RatedMove {
                    point,
                    tactical,
                    gamma: tactical_gamma * shape * self.spatial_gamma(&grid.keys(board, point)),
                }
            })
            .collect()
    }

    /// Every candidate move with its strength (see [`Model::rate`]).
    pub fn gammas(&self, board: &mut Board, context: &Context) -> Vec<(Point, f32)> {
        self.rate(board, context)
            .into_iter()
            .map(|m| (m.point, m.gamma))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::{diagram_board as board, point_at as at, Color};

    #[test]
    fn a_file_reads_back_as_written_and_damage_is_refused() {
        let entries = vec![(tactical_key(0, 2), 3.5), (pattern3_key(77), 0.25)];
        let bytes = encode(&entries);
        assert_eq!(decode(&bytes), Ok(entries));
        assert_eq!(
            decode(&bytes[..bytes.len() - 1]),
            Err(WeightsError::Truncated)
        );
        assert_eq!(decode(b"TGSHAPEX"), Err(WeightsError::NotWeights));
        let mut newer = bytes.clone();
        newer[8] = 2;
        assert_eq!(decode(&newer), Err(WeightsError::Version(2)));
        assert!(Model::new(&[(tactical_key(0, 9), 1.0)]).is_err());
        assert!(Model::new(&[(tactical_key(0, 1), -1.0)]).is_err());
        assert!(Model::new(&[(10 << TAG_SHIFT, 1.0)]).is_err());
    }

    #[test]
    fn a_move_weighs_the_product_of_its_features() {
        let mut b = board(&[
            ". . . . .",
            ". X . . .",
            "X O X . .",
            ". . . . .",
            ". . . . .",
        ]);
        let context = Context {
            color: Color::Black,
            last: None,
            before_last: None,
        };
        let p = at(&b, "B2");
        let features = features::extract(&mut b, p, &context);
        let gamma_at = |b: &mut Board, model: &Model| {
            let gammas = model.gammas(b, &context);
            gammas.iter().find(|&&(q, _)| q == p).map(|&(_, g)| g)
        };
        let biggest = *features.spatial.last().unwrap();
        let model = Model::new(&[
            (tactical_key(0, features.tactical[0]), 4.0),
            (pattern3_key(features.pattern3), 0.5),
            (spatial_key(features.spatial[0]), 3.0),
            (spatial_key(biggest), 5.0),
        ])
        .unwrap();
        // The capture (4) times the 3×3 shape (0.5) times the largest known pattern (5).
        assert_eq!(gamma_at(&mut b, &model), Some(10.0));
    }

    #[test]
    fn the_builtin_weights_load() {
        for (bytes, which) in [
            (GAME_WEIGHTS, Builtin::Game),
            (LOCAL_WEIGHTS, Builtin::Local),
        ] {
            assert!(Model::from_bytes(bytes).is_ok());
            assert!(Model::builtin(which).spatial_patterns() > 1000);
        }
    }
}
