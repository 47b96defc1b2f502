//! The text of an SGF file from its bytes: UTF-8 as it is, anything else decoded from the
//! character set its `CA` property names (records from Fox, Tygem and older Chinese, Korean
//! and Japanese servers come in GB2312, EUC-KR or Shift_JIS), or from ISO-8859-1, the SGF
//! default, when it names none or one unknown (read as Windows-1252, its superset, as
//! browsers do).

use encoding_rs::{Encoding, WINDOWS_1252};

/// The text of an SGF file's `bytes` (a UTF-8 byte order mark dropped), and a warning when its
/// character set is unknown or some bytes are not characters of the set it was read in (they
/// read as U+FFFD).
pub fn decode(bytes: &[u8]) -> (String, Option<String>) {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    if let Ok(text) = std::str::from_utf8(bytes) {
        return (text.to_string(), None);
    }
    let named = charset_named(bytes).map(str::trim);
    let known = named.and_then(|label| Encoding::for_label(label.as_bytes()));
    let (text, had_errors) = known
        .unwrap_or(WINDOWS_1252)
        .decode_without_bom_handling(bytes);
    let warning = match (named, known) {
        (Some(label), None) => Some(format!("unknown character set {label}; read as ISO-8859-1")),
        _ if had_errors => Some(format!(
            "some bytes are not characters of {} (read as U+FFFD)",
            named.unwrap_or("ISO-8859-1")
        )),
        _ => None,
    };
    (text.into_owned(), warning)
}

/// The value of the first `CA[…]` property in `bytes`, if it is ASCII.
fn charset_named(bytes: &[u8]) -> Option<&str> {
    let start = bytes.windows(3).position(|w| w == b"CA[")? + 3;
    let length = bytes[start..].iter().position(|&b| b == b']')?;
    std::str::from_utf8(&bytes[start..start + length])
        .ok()
        .filter(|label| label.is_ascii())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_record_in_gb2312_is_read_by_its_charset() {
        // 黑 (black) and 白 (white) in GB2312.
        let record = b"(;CA[gb2312]PB[\xBA\xDA]PW[\xB0\xD7];B[pd])";
        let (text, warning) = decode(record);
        assert_eq!(text, "(;CA[gb2312]PB[\u{9ed1}]PW[\u{767d}];B[pd])");
        assert_eq!(warning, None);
    }

    #[test]
    fn utf8_is_kept_and_a_record_naming_no_charset_is_latin_1() {
        let (text, _) = decode("\u{feff}(;PB[李世石])".as_bytes());
        assert_eq!(text, "(;PB[李世石])");
        let (text, warning) = decode(b"(;PB[Jos\xE9])");
        assert_eq!(text, "(;PB[Jos\u{e9}])");
        assert_eq!(warning, None);
    }

    #[test]
    fn an_unknown_charset_is_read_as_latin_1_with_a_warning() {
        let (text, warning) = decode(b"(;CA[klingon]PB[Jos\xE9])");
        assert_eq!(text, "(;CA[klingon]PB[Jos\u{e9}])");
        assert!(warning.is_some_and(|w| w.contains("klingon")));
    }

    #[test]
    fn bytes_the_named_charset_lacks_are_warned_of() {
        let (text, warning) = decode(b"(;CA[UTF-8]PB[\xFF])");
        assert_eq!(text, "(;CA[UTF-8]PB[\u{fffd}])");
        assert!(warning.is_some_and(|w| w.contains("UTF-8")));
    }
}
