//! Zobrist keys, generated at compile time from a fixed seed so that hashes are the same in
//! every run and on every machine.

use super::coord::{Color, MAX_POINTS};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// One step of SplitMix64: a tiny generator good enough for hash keys.
const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn make_keys() -> [[u64; MAX_POINTS]; 2] {
    let mut keys = [[0u64; MAX_POINTS]; 2];
    let mut state = 0x7465_6E67_656E_u64; // "tengen"
    let mut color = 0;
    while color < 2 {
        let mut point = 0;
        while point < MAX_POINTS {
            let (next, key) = splitmix64(state);
            state = next;
            keys[color][point] = key;
            point += 1;
        }
        color += 1;
    }
    keys
}

static STONE_KEYS: [[u64; MAX_POINTS]; 2] = make_keys();

/// Key of a stone of `color` on point index `point`.
#[inline]
pub(crate) fn stone_key(color: Color, point: usize) -> u64 {
    STONE_KEYS[color.index()][point]
}

/// Key mixed into the position hash when White is to move.
pub(crate) const WHITE_TO_MOVE: u64 = splitmix64(0x5349_4445).1;

/// A hash map keyed by Zobrist hashes, which are their own hash ([`ZobristHasher`]).
pub type ZobristMap<V> = HashMap<u64, V, BuildHasherDefault<ZobristHasher>>;

/// A hasher for keys that are Zobrist hashes already: it passes the bits through.
#[derive(Default)]
pub struct ZobristHasher(u64);

impl Hasher for ZobristHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, value: u64) {
        self.0 = value;
    }
}
