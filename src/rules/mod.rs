//! Rulesets as data: one small value type and the named presets.
//!
//! Every rule difference the engine knows is a field of [`Rules`]; code asks the field, never
//! the ruleset's name. Values follow the rulesets' texts; where sources disagree the ruleset's
//! own text wins, and the preset's doc comment says so.

mod text;

use std::fmt;

/// Which repetitions are forbidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KoRule {
    /// Only the immediate recapture of a single-stone ko.
    Simple,
    /// No move may recreate any earlier board position.
    PositionalSuperko,
    /// No move may recreate an earlier board position with the same side to move.
    SituationalSuperko,
}

/// How the final position is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scoring {
    /// Stones on the board plus surrounded empty points.
    Area,
    /// Surrounded empty points plus prisoners.
    Territory,
}

/// What groups in seki are taxed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SekiTax {
    /// Eyes of groups in seki count like any territory.
    None,
    /// Eyes of groups in seki score nothing (Japanese 1989, Korean).
    SekiEyes,
}

/// Who gets the empty points shared between groups in seki.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SharedSekiPoints {
    /// Nobody.
    Neutral,
    /// Each side gets half (Ing: "shared spaces are divided equally").
    SplitEqually,
}

/// Points White receives for Black's handicap stones, on top of komi.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandicapCompensation {
    /// No compensation.
    None,
    /// One point per handicap stone after the first.
    NMinusOne,
    /// One point per handicap stone.
    N,
}

impl HandicapCompensation {
    /// Points for `stones` handicap stones (a game with one or no handicap stone is even).
    pub fn points(self, stones: usize) -> usize {
        if stones < 2 {
            return 0;
        }
        match self {
            HandicapCompensation::None => 0,
            HandicapCompensation::NMinusOne => stones - 1,
            HandicapCompensation::N => stones,
        }
    }
}

/// What an equal score means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TieRule {
    /// A draw (jigo).
    Draw,
    /// Black wins (Ing: komi 8, Black wins ties).
    BlackWins,
}

/// What happens to dead stones when the game is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeadStones {
    /// Stones both players agree are dead (tengen's estimate) come off as prisoners.
    Removed,
    /// Every stone on the board counts as alive; dead stones must be captured in play
    /// (Tromp-Taylor).
    StayOnBoard,
}

/// How kos are settled when life and death is confirmed after the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConfirmationKo {
    /// Disputes are played out with ko threats (area rulesets): a ko is an open fight.
    PlayedOut,
    /// Confirmation by hypothetical play where the only ko threat is a pass (J1989): whoever
    /// may start a ko wins it, so bent four in the corner is dead without play.
    NoThreats,
}

/// A complete ruleset.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rules {
    /// Preset name, for display (`kata-get-rules`, `showboard`).
    pub name: &'static str,
    /// Which repetitions are forbidden.
    pub ko: KoRule,
    /// Whether a move that removes two or more of the mover's own stones is legal.
    /// Single-stone suicide is illegal under every preset.
    pub multi_stone_suicide: bool,
    /// How the final position is counted.
    pub scoring: Scoring,
    /// What groups in seki are taxed.
    pub seki_tax: SekiTax,
    /// What happens to the empty points two groups in seki share.
    pub shared_seki_points: SharedSekiPoints,
    /// Each pass hands one prisoner to the opponent (AGA).
    pub pass_stones: bool,
    /// The game must end with a White pass (AGA).
    pub white_passes_last: bool,
    /// Points White gets per handicap stone.
    pub handicap_compensation: HandicapCompensation,
    /// Komi for an even 19×19 game.
    pub default_komi: f64,
    /// What a drawn count means.
    pub tie: TieRule,
    /// Whether dead stones are removed before the count.
    pub dead_stones: DeadStones,
    /// Whether a ko in the confirmation phase needs a threat.
    pub confirmation_ko: ConfirmationKo,
}

/// Japanese 1989: simple ko (a repeating cycle is "no result"), suicide illegal, territory and
/// prisoners, no points in seki, no handicap compensation, komi 6.5.
pub const JAPANESE: Rules = Rules {
    name: "japanese",
    ko: KoRule::Simple,
    multi_stone_suicide: false,
    scoring: Scoring::Territory,
    seki_tax: SekiTax::SekiEyes,
    shared_seki_points: SharedSekiPoints::Neutral,
    pass_stones: false,
    white_passes_last: false,
    handicap_compensation: HandicapCompensation::None,
    default_komi: 6.5,
    dead_stones: DeadStones::Removed,
    confirmation_ko: ConfirmationKo::NoThreats,
    tie: TieRule::Draw,
};

/// Korean: as Japanese in every field tengen models (territory, seki eyes score nothing, komi
/// 6.5).
pub const KOREAN: Rules = Rules {
    name: "korean",
    ..JAPANESE
};

/// Chinese (CWA 2002): area counting, White gets N for N handicap stones, komi 7.5. The written
/// rule forbids repeating a position, so this preset uses positional superko even though
/// referees in practice treat triple ko as a void game (KataGo's `chinese` uses simple ko).
pub const CHINESE: Rules = Rules {
    name: "chinese",
    ko: KoRule::PositionalSuperko,
    multi_stone_suicide: false,
    scoring: Scoring::Area,
    seki_tax: SekiTax::None,
    shared_seki_points: SharedSekiPoints::Neutral,
    pass_stones: false,
    white_passes_last: false,
    handicap_compensation: HandicapCompensation::N,
    default_komi: 7.5,
    dead_stones: DeadStones::Removed,
    confirmation_ko: ConfirmationKo::PlayedOut,
    tie: TieRule::Draw,
};

/// AGA: situational superko, suicide illegal, pass stones, White passes last, komi 7.5. Area
/// and territory counting agree thanks to pass stones; tengen counts by area, where White gets
/// N−1 for N handicap stones (AGA rule 4: the compensation exists only under area counting).
pub const AGA: Rules = Rules {
    name: "aga",
    ko: KoRule::SituationalSuperko,
    multi_stone_suicide: false,
    scoring: Scoring::Area,
    seki_tax: SekiTax::None,
    shared_seki_points: SharedSekiPoints::Neutral,
    pass_stones: true,
    white_passes_last: true,
    handicap_compensation: HandicapCompensation::NMinusOne,
    default_komi: 7.5,
    dead_stones: DeadStones::Removed,
    confirmation_ko: ConfirmationKo::PlayedOut,
    tie: TieRule::Draw,
};

/// Ing (SST 1991) and GOE: multi-stone suicide legal, area by fill-in counting, shared seki
/// points split equally, no handicap compensation, komi 8 with Black winning ties. Ing's own
/// ko rule (fighting vs disturbing ko) is approximated by positional superko, as KataGo does.
pub const ING: Rules = Rules {
    name: "ing",
    ko: KoRule::PositionalSuperko,
    multi_stone_suicide: true,
    scoring: Scoring::Area,
    seki_tax: SekiTax::None,
    shared_seki_points: SharedSekiPoints::SplitEqually,
    pass_stones: false,
    white_passes_last: false,
    handicap_compensation: HandicapCompensation::None,
    default_komi: 8.0,
    dead_stones: DeadStones::Removed,
    confirmation_ko: ConfirmationKo::PlayedOut,
    tie: TieRule::BlackWins,
};

/// New Zealand: a move may not recreate a position that followed one of the mover's earlier
/// moves (situational superko), multi-stone suicide legal, area, no handicap compensation
/// (White passes instead), komi 7, ties possible.
pub const NEW_ZEALAND: Rules = Rules {
    name: "new-zealand",
    ko: KoRule::SituationalSuperko,
    multi_stone_suicide: true,
    scoring: Scoring::Area,
    seki_tax: SekiTax::None,
    shared_seki_points: SharedSekiPoints::Neutral,
    pass_stones: false,
    white_passes_last: false,
    handicap_compensation: HandicapCompensation::None,
    default_komi: 7.0,
    dead_stones: DeadStones::Removed,
    confirmation_ko: ConfirmationKo::PlayedOut,
    tie: TieRule::Draw,
};

/// Tromp-Taylor: positional superko, multi-stone suicide legal, area with every stone alive.
/// Komi is not part of the rules; 7.5 as in KataGo.
pub const TROMP_TAYLOR: Rules = Rules {
    name: "tromp-taylor",
    ko: KoRule::PositionalSuperko,
    multi_stone_suicide: true,
    scoring: Scoring::Area,
    seki_tax: SekiTax::None,
    shared_seki_points: SharedSekiPoints::Neutral,
    pass_stones: false,
    white_passes_last: false,
    handicap_compensation: HandicapCompensation::None,
    default_komi: 7.5,
    dead_stones: DeadStones::StayOnBoard,
    confirmation_ko: ConfirmationKo::PlayedOut,
    tie: TieRule::Draw,
};

/// AGA rules counted by territory: pass stones and White's closing pass make the result equal
/// to the area count, so handicap compensation is not given.
pub const AGA_TERRITORY: Rules = Rules {
    name: "aga-territory",
    scoring: Scoring::Territory,
    handicap_compensation: HandicapCompensation::None,
    ..AGA
};

/// Every preset, with the names it is known by (after normalisation: lower case, `-`).
const PRESETS: &[(&[&str], Rules)] = &[
    (&["japanese"], JAPANESE),
    (&["korean"], KOREAN),
    (&["chinese"], CHINESE),
    (&["aga"], AGA),
    (&["aga-territory"], AGA_TERRITORY),
    (&["ing", "goe"], ING),
    (&["new-zealand", "nz"], NEW_ZEALAND),
    (&["tromp-taylor"], TROMP_TAYLOR),
];

/// The error for a rules name no preset answers to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRules(pub String);

impl fmt::Display for UnknownRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown rules '{}' (known: {})",
            self.0,
            Rules::preset_names().join(", ")
        )
    }
}

impl std::error::Error for UnknownRules {}

impl Rules {
    /// Looks up a preset by name: case-insensitive, with `-`, `_` and spaces treated alike.
    pub fn by_name(name: &str) -> Result<Rules, UnknownRules> {
        let normalized: String = name
            .trim()
            .chars()
            .map(|c| match c {
                '_' | ' ' => '-',
                c => c.to_ascii_lowercase(),
            })
            .collect();
        PRESETS
            .iter()
            .find(|(names, _)| names.contains(&normalized.as_str()))
            .map(|(_, rules)| *rules)
            .ok_or_else(|| UnknownRules(name.to_string()))
    }

    /// The canonical names of all presets.
    pub fn preset_names() -> Vec<&'static str> {
        PRESETS.iter().map(|(_, rules)| rules.name).collect()
    }

    /// Whether a suicide removing `stones` own stones is legal.
    pub fn allows_suicide_of(&self, stones: usize) -> bool {
        self.multi_stone_suicide && stones >= 2
    }

    /// What Black's area margin (stones and surrounded points) must beat besides komi in a game
    /// with `handicap` stones: the compensation White gets and, under territory scoring, the
    /// stones Black placed beyond White's (area − territory = H − 1 when the moves alternate).
    /// The search scores its playouts by area and wins them by this.
    pub fn area_handicap_offset(&self, handicap: usize) -> f64 {
        let extra_stones = match self.scoring {
            Scoring::Territory if handicap >= 2 => handicap - 1,
            _ => 0,
        };
        (self.handicap_compensation.points(handicap) + extra_stones) as f64
    }
}

impl Default for Rules {
    fn default() -> Rules {
        CHINESE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_normalised() {
        for name in ["new-zealand", "New_Zealand", "NEW ZEALAND", " nz "] {
            assert_eq!(Rules::by_name(name), Ok(NEW_ZEALAND), "{name}");
        }
        assert_eq!(Rules::by_name("GOE"), Ok(ING));
        assert_eq!(Rules::by_name("Tromp_Taylor"), Ok(TROMP_TAYLOR));
        assert!(Rules::by_name("chess").is_err());
        assert!(Rules::by_name("").is_err());
    }

    #[test]
    fn every_preset_is_found_by_its_own_name() {
        for name in Rules::preset_names() {
            assert_eq!(Rules::by_name(name).map(|r| r.name), Ok(name));
        }
    }

    #[test]
    fn table_values_from_the_rule_texts() {
        let preset = |name| Rules::by_name(name).unwrap();
        let (japanese, aga, chinese, ing) = (
            preset("japanese"),
            preset("aga"),
            preset("chinese"),
            preset("ing"),
        );
        assert_eq!(japanese.scoring, Scoring::Territory);
        assert_eq!(japanese.seki_tax, SekiTax::SekiEyes);
        assert_eq!(preset("korean").seki_tax, SekiTax::SekiEyes);
        assert_eq!(aga.ko, KoRule::SituationalSuperko);
        assert!(aga.pass_stones && aga.white_passes_last);
        assert_eq!(aga.handicap_compensation.points(9), 8);
        assert_eq!(chinese.handicap_compensation.points(9), 9);
        assert_eq!(japanese.handicap_compensation.points(9), 0);
        assert_eq!(chinese.handicap_compensation.points(1), 0);
        // The search's area target: compensation under area rules, the stones Black placed
        // beyond White's under territory rules.
        assert_eq!(chinese.area_handicap_offset(4), 4.0);
        assert_eq!(aga.area_handicap_offset(4), 3.0);
        assert_eq!(japanese.area_handicap_offset(4), 3.0);
        assert_eq!(preset("aga-territory").area_handicap_offset(4), 3.0);
        assert_eq!(japanese.area_handicap_offset(1), 0.0);
        assert_eq!((ing.default_komi, ing.tie), (8.0, TieRule::BlackWins));
        assert_eq!(ing.shared_seki_points, SharedSekiPoints::SplitEqually);
        assert!(ing.allows_suicide_of(2) && !ing.allows_suicide_of(1));
        assert!(!japanese.allows_suicide_of(5));
        assert_eq!(preset("nz").default_komi, 7.0);
        assert_eq!(preset("tromp-taylor").ko, KoRule::PositionalSuperko);
    }
}
