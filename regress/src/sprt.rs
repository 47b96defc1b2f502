//! The sequential probability ratio test that decides a match early: does the first engine
//! stand `elo0` or `elo1` Elo above the second? The log-likelihood ratio of the two is the
//! generalised SPRT's normal approximation over wins, draws and losses (as chess engine
//! testing uses it), and the match stops once it leaves the bounds that the error rates set.

/// The two hypotheses and the error rates of a test.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    /// Elo difference of the null hypothesis (the change is not an improvement).
    pub elo0: f64,
    /// Elo difference of the alternative (the change gains this much).
    pub elo1: f64,
    /// Chance of accepting `elo1` when `elo0` is true, and of the reverse error.
    pub alpha: f64,
}

/// Where a test stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The games so far decide nothing yet.
    Continue,
    /// The first engine is `elo0` or weaker: the change is rejected.
    AcceptElo0,
    /// The first engine is `elo1` or stronger: the change is accepted.
    AcceptElo1,
}

impl Sprt {
    /// Parses `ELO0,ELO1` with `elo0 < elo1`.
    pub fn parse(text: &str, alpha: f64) -> Result<Sprt, String> {
        let (a, b) = text
            .split_once(',')
            .ok_or_else(|| format!("--sprt wants ELO0,ELO1, not {text}"))?;
        let number = |s: &str| {
            s.trim()
                .parse::<f64>()
                .ok()
                .filter(|x| x.is_finite())
                .ok_or_else(|| format!("--sprt: {s} is not a number"))
        };
        let (elo0, elo1) = (number(a)?, number(b)?);
        if elo0 >= elo1 {
            return Err(format!("--sprt: ELO0 ({elo0}) must be below ELO1 ({elo1})"));
        }
        if !(alpha > 0.0 && alpha < 0.5) {
            return Err(format!(
                "--sprt-alpha must lie between 0 and 0.5, not {alpha}"
            ));
        }
        Ok(Sprt { elo0, elo1, alpha })
    }

    /// The log-likelihood ratio below which `elo0` is accepted and above which `elo1` is.
    pub fn bounds(&self) -> (f64, f64) {
        let (alpha, beta) = (self.alpha, self.alpha);
        ((beta / (1.0 - alpha)).ln(), ((1.0 - beta) / alpha).ln())
    }

    /// The log-likelihood ratio of `elo1` against `elo0` after `wins`, `draws` and `losses`
    /// of the first engine. Half a win and half a loss are added to the results, so that a
    /// run of wins only (or losses only) has a spread and decides after a few games.
    pub fn llr(&self, wins: usize, draws: usize, losses: usize) -> f64 {
        let (wins, draws, losses) = (wins as f64 + 0.5, draws as f64, losses as f64 + 0.5);
        let n = wins + draws + losses;
        let score = (wins + draws / 2.0) / n;
        let variance = (wins + draws / 4.0) / n - score * score;
        let (s0, s1) = (expected_score(self.elo0), expected_score(self.elo1));
        (s1 - s0) * (2.0 * score - s0 - s1) * n / (2.0 * variance)
    }

    /// What a log-likelihood ratio of `llr` ([`Sprt::llr`]) decides.
    pub fn verdict(&self, llr: f64) -> Verdict {
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Verdict::AcceptElo1
        } else if llr <= lower {
            Verdict::AcceptElo0
        } else {
            Verdict::Continue
        }
    }
}

/// The score an engine `elo` points stronger expects per game.
fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn test() -> Sprt {
        Sprt::parse("0,30", 0.05).unwrap()
    }

    #[test]
    fn bounds_follow_the_error_rates() {
        let (lower, upper) = test().bounds();
        assert!((lower - (-2.944)).abs() < 1e-3, "{lower}");
        assert!((upper - 2.944).abs() < 1e-3, "{upper}");
    }

    #[test]
    fn a_clear_winner_is_accepted_and_a_clear_loser_rejected() {
        let sprt = test();
        assert_eq!(sprt.verdict(sprt.llr(70, 0, 30)), Verdict::AcceptElo1);
        assert_eq!(sprt.verdict(sprt.llr(30, 0, 70)), Verdict::AcceptElo0);
        // An even score lies nearer elo0 = 0 than elo1 = 30: it leans that way.
        assert!(sprt.llr(50, 0, 50) < 0.0);
        assert_eq!(sprt.verdict(sprt.llr(5, 0, 5)), Verdict::Continue);
    }

    #[test]
    fn a_score_halfway_between_the_hypotheses_decides_nothing() {
        let sprt = Sprt::parse("-20,20", 0.05).unwrap();
        assert!(sprt.llr(500, 0, 500).abs() < 1e-9);
        assert!(sprt.llr(250, 500, 250).abs() < 1e-9);
    }

    #[test]
    fn a_run_of_losses_only_decides_after_a_few_games() {
        let sprt = test();
        assert_eq!(sprt.verdict(sprt.llr(0, 0, 2)), Verdict::Continue);
        assert_eq!(sprt.verdict(sprt.llr(0, 0, 12)), Verdict::AcceptElo0);
        assert_eq!(sprt.verdict(sprt.llr(12, 0, 0)), Verdict::AcceptElo1);
    }

    #[test]
    fn bad_hypotheses_are_refused() {
        assert!(Sprt::parse("30,0", 0.05).is_err());
        assert!(Sprt::parse("0", 0.05).is_err());
        assert!(Sprt::parse("0,x", 0.05).is_err());
        assert!(Sprt::parse("0,30", 0.7).is_err());
    }
}
