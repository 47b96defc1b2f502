//! Reading a line of input whatever its length, with a bounded amount of memory: the GTP loop
//! and the JSON analysis mode read their controllers' lines this way.

use std::io::{BufRead, Read};

/// Longest line kept: a whole game as one `gogui-play_sequence` or one JSON query on 25×25
/// stays far below it. A longer line is read to its end and only its start kept.
pub const MAX_LINE_BYTES: u64 = 1 << 20;

/// A line read with [`read_capped_line`].
pub enum CappedLine {
    /// The whole line, without its `\n`.
    Whole(Vec<u8>),
    /// A line longer than [`MAX_LINE_BYTES`]: its first `MAX_LINE_BYTES` bytes (the rest was
    /// read and dropped).
    Cut(Vec<u8>),
}

/// Reads one line, keeping at most [`MAX_LINE_BYTES`] of it in memory however long it is;
/// `None` at end of input (or on a read error).
pub fn read_capped_line<R: BufRead>(reader: &mut R) -> Option<CappedLine> {
    let mut bytes = Vec::new();
    let n = reader
        .by_ref()
        .take(MAX_LINE_BYTES)
        .read_until(b'\n', &mut bytes)
        .ok()?;
    if n == 0 {
        return None;
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
        return Some(CappedLine::Whole(bytes));
    }
    if (n as u64) < MAX_LINE_BYTES {
        // The input ended without a newline.
        return Some(CappedLine::Whole(bytes));
    }
    let mut discard = Vec::new();
    while reader
        .by_ref()
        .take(MAX_LINE_BYTES)
        .read_until(b'\n', &mut discard)
        .ok()?
        > 0
    {
        if discard.last() == Some(&b'\n') {
            break;
        }
        discard.clear();
    }
    Some(CappedLine::Cut(bytes))
}
