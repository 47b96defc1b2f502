//! The rules as clients read them: KataGo's `kata-get-rules` JSON and a sentence in words.

use super::{DeadStones, HandicapCompensation, KoRule, Rules, Scoring, SekiTax};

impl Rules {
    /// KataGo's `kata-get-rules` JSON (keys in alphabetical order), with tengen's extra fields.
    pub fn kata_json(&self) -> String {
        let ko = match self.ko {
            KoRule::Simple => "SIMPLE",
            KoRule::PositionalSuperko => "POSITIONAL",
            KoRule::SituationalSuperko => "SITUATIONAL",
        };
        let scoring = match self.scoring {
            Scoring::Area => "AREA",
            Scoring::Territory => "TERRITORY",
        };
        let tax = match self.seki_tax {
            SekiTax::None => "NONE",
            SekiTax::SekiEyes => "SEKI",
        };
        // KataGo's friendlyPassOk: the game may end with dead stones on the board.
        let friendly_pass_ok =
            self.scoring == Scoring::Area && self.dead_stones == DeadStones::Removed;
        format!(
            "{{\"friendlyPassOk\":{},\"hasButton\":false,\"ko\":\"{ko}\",\"name\":\"{}\",\"passStones\":{},\"scoring\":\"{scoring}\",\"suicide\":{},\"tax\":\"{tax}\",\"whiteHandicapBonus\":\"{}\",\"whitePassesLast\":{}}}",
            friendly_pass_ok,
            self.name,
            self.pass_stones,
            self.multi_stone_suicide,
            self.handicap_compensation.short_name(),
            self.white_passes_last
        )
    }

    /// The rules in words, with the game's `komi`: `chinese: area scoring, positional
    /// superko, …`.
    pub fn describe(&self, komi: f64) -> String {
        let scoring = match self.scoring {
            Scoring::Area => "area scoring",
            Scoring::Territory if self.pass_stones => "territory scoring with pass stones",
            Scoring::Territory => "territory scoring",
        };
        let ko = match self.ko {
            KoRule::Simple => "simple ko",
            KoRule::PositionalSuperko => "positional superko",
            KoRule::SituationalSuperko => "situational superko",
        };
        let suicide = if self.multi_stone_suicide {
            "multi-stone suicide allowed"
        } else {
            "no suicide"
        };
        let seki = match self.seki_tax {
            SekiTax::None => "",
            SekiTax::SekiEyes => ", seki eyes score nothing",
        };
        let handicap = match self.handicap_compensation {
            HandicapCompensation::None => "none",
            other => other.short_name(),
        };
        format!(
            "{}: {scoring}, {ko}, {suicide}{seki}, komi {komi}, handicap compensation {handicap}",
            self.name
        )
    }
}

impl HandicapCompensation {
    /// `0`, `N-1` or `N`: the points White gets per handicap stone, as KataGo names them.
    fn short_name(self) -> &'static str {
        match self {
            HandicapCompensation::None => "0",
            HandicapCompensation::NMinusOne => "N-1",
            HandicapCompensation::N => "N",
        }
    }
}
