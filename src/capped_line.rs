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
        .take(MAX_LINE_BYTES + 1)
        .read_until(b'\n', &mut bytes)
        .ok()?;
    if n == 0 {
        return None;
    }
    if bytes.last() == Some(&b'\n') {
        bytes.pop();
        return Some(CappedLine::Whole(bytes));
    }
    if (n as u64) <= MAX_LINE_BYTES {
        // The input ended without a newline.
        return Some(CappedLine::Whole(bytes));
    }
    bytes.truncate(MAX_LINE_BYTES as usize);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_of_exactly_the_limit_is_whole_and_one_byte_more_is_cut() {
        let limit = MAX_LINE_BYTES as usize;
        let mut input = vec![b'x'; limit];
        input.push(b'\n');
        input.extend(vec![b'y'; limit + 1]);
        input.extend(b"\nend\n");
        let mut reader = std::io::BufReader::new(input.as_slice());
        assert!(
            matches!(read_capped_line(&mut reader), Some(CappedLine::Whole(b)) if b.len() == limit)
        );
        assert!(
            matches!(read_capped_line(&mut reader), Some(CappedLine::Cut(b)) if b.len() == limit)
        );
        assert!(matches!(read_capped_line(&mut reader), Some(CappedLine::Whole(b)) if b == b"end"));
        assert!(read_capped_line(&mut reader).is_none());
    }
}
