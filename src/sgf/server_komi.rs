//! Komi as some servers write it. Fox (FoxWQ, `AP[foxwq]`) does not write the komi its games
//! are counted with: even games under Chinese rules say `KM[375]` (3¾ stones), others `KM[650]`
//! or `KM[0]`, handicap games `KM[0]`. Fox's records get the komi Sabaki and KaTrain give them:
//! 0.5 with handicap stones, else 7.5 under Chinese rules and 6.5 under others. Records that
//! other programs converted from Fox keep the hundredths but lose `AP[foxwq]` (`KM[750]`); a
//! whole-number komi of at least [`HUNDREDTHS_FROM`], which no real game has, is read as
//! hundredths of a point, and a quarter point then as Chinese stones (3.75 stones: 7.5 points).

use super::Node;

/// A whole-number `KM` from this value up is read as hundredths of a point (the largest area a
/// 19×19 board can hold is 361 points; real komi stay well below 100).
const HUNDREDTHS_FROM: f64 = 100.0;

/// The komi of a game whose root is `root`, whose `KM` reads `written`, with `handicap_stones`
/// (Black's set-up stones in a game with `HA` of at least 1).
pub(super) fn record_komi(written: f64, root: &Node, handicap_stones: bool) -> f64 {
    let from_fox = root
        .get("AP")
        .is_some_and(|values| values.iter().any(|v| v.to_lowercase().contains("foxwq")));
    let komi = if from_fox {
        let chinese = root
            .first("RU")
            .is_some_and(|r| matches!(r.trim().to_lowercase().as_str(), "chinese" | "cn"));
        if handicap_stones {
            0.5
        } else if chinese {
            7.5
        } else {
            6.5
        }
    } else if written >= HUNDREDTHS_FROM && written.fract() == 0.0 {
        let points = written / 100.0;
        if (points * 4.0).fract() == 0.0 && (points * 2.0).fract() != 0.0 {
            points * 2.0
        } else {
            points
        }
    } else {
        written
    };
    if komi != written {
        log::info!("SGF KM[{written}] read as komi {komi} (the way Fox writes komi)");
    }
    komi
}
