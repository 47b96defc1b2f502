//! Corpus games with their ground truth, including dead stones corrected by hand review.
//!
//! Cleanup play is the truth, except where the cleanup player blundered: GNU Go does not
//! defend stones it already believes dead, so its cleanup can "confirm" its own mistakes.
//! Every position where an engine disagrees with the recorded truth is looked at by hand;
//! where the recorded dead stones are provably wrong the correction goes to `reviews.txt`
//! next to the corpus files, one line per game, with the line of play that proves it:
//!
//! ```text
//! 9x9.sgf 193 | recorded D9 E8 E9 | reviewed - | B D8 is answered by W C8 capturing ...
//! ```
//!
//! A review whose recorded stones no longer match the corpus (it was regenerated) is an
//! error, so stale corrections never apply silently.

use crate::corpus::recorded_dead;
use std::collections::BTreeSet;
use std::io;
use std::path::Path;
use tengen::board::Vertex;
use tengen::sgf::GameRecord;

/// Name of the review file, looked up in the directory of each corpus file.
pub const REVIEW_FILE: &str = "reviews.txt";

/// A corpus game and the dead stones it is judged against.
#[derive(Clone, Debug)]
pub struct CorpusGame {
    /// `file#index`, for reports.
    pub label: String,
    pub record: GameRecord,
    /// Dead stones: the recorded ones, or the reviewed ones when a review exists.
    pub truth: BTreeSet<Vertex>,
    /// Whether `truth` comes from a hand review.
    pub reviewed: bool,
}

/// One hand correction of a game's recorded dead stones.
#[derive(Clone, Debug, PartialEq)]
struct Review {
    file: String,
    game: usize,
    recorded: BTreeSet<Vertex>,
    reviewed: BTreeSet<Vertex>,
}

/// Loads a corpus file and applies the reviews of its directory's `reviews.txt`.
pub fn load_corpus(path: &Path) -> io::Result<Vec<CorpusGame>> {
    let text = std::fs::read_to_string(path)?;
    let records = GameRecord::parse_all(&text)
        .map_err(|e| io::Error::other(format!("{}: {e}", path.display())))?;
    let file = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let review_path = path.with_file_name(REVIEW_FILE);
    let reviews = match std::fs::read_to_string(&review_path) {
        Ok(text) => parse_reviews(&text)
            .map_err(|e| io::Error::other(format!("{}: {e}", review_path.display())))?,
        Err(e) if e.kind() == io::ErrorKind::NotFound => Vec::new(),
        Err(e) => return Err(e),
    };
    let mut games: Vec<CorpusGame> = records
        .into_iter()
        .enumerate()
        .map(|(index, record)| CorpusGame {
            label: format!("{file}#{index}"),
            truth: recorded_dead(&record).into_iter().collect(),
            record,
            reviewed: false,
        })
        .collect();
    for review in reviews.into_iter().filter(|r| r.file == file) {
        let game = games.get_mut(review.game).ok_or_else(|| {
            io::Error::other(format!("{REVIEW_FILE}: {file} has no game {}", review.game))
        })?;
        if game.truth != review.recorded {
            return Err(io::Error::other(format!(
                "{REVIEW_FILE}: review of {} is stale: the corpus records {}",
                game.label,
                vertex_list(&game.truth)
            )));
        }
        game.truth = review.reviewed;
        game.reviewed = true;
    }
    Ok(games)
}

/// Stones as written in `reviews.txt`: GTP vertices separated by spaces, `-` for none.
fn vertex_list(stones: &BTreeSet<Vertex>) -> String {
    if stones.is_empty() {
        return "-".into();
    }
    stones
        .iter()
        .map(Vertex::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

fn parse_reviews(text: &str) -> Result<Vec<Review>, String> {
    let mut reviews = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        reviews.push(parse_review(line).map_err(|e| format!("line {}: {e}", number + 1))?);
    }
    Ok(reviews)
}

fn parse_review(line: &str) -> Result<Review, String> {
    let fields: Vec<&str> = line.splitn(4, '|').map(str::trim).collect();
    let [game, recorded, reviewed, why] = fields[..] else {
        return Err("expected `FILE INDEX | recorded … | reviewed … | why`".into());
    };
    if why.is_empty() {
        return Err("a review needs its reason".into());
    }
    let (file, index) = game
        .split_once(' ')
        .ok_or("expected `FILE INDEX` before the first `|`")?;
    let index = index
        .trim()
        .parse()
        .map_err(|_| format!("bad game index {index}"))?;
    Ok(Review {
        file: file.to_string(),
        game: index,
        recorded: stones(recorded, "recorded")?,
        reviewed: stones(reviewed, "reviewed")?,
    })
}

fn stones(field: &str, keyword: &str) -> Result<BTreeSet<Vertex>, String> {
    let list = field
        .strip_prefix(keyword)
        .ok_or(format!("expected `{keyword} …`"))?
        .trim();
    if list == "-" {
        return Ok(BTreeSet::new());
    }
    list.split_whitespace()
        .map(|word| Vertex::parse(word).ok_or(format!("bad vertex {word}")))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_review_line_gives_file_game_and_both_stone_lists() {
        let review =
            parse_review("9x9.sgf 193 | recorded D9 E9 | reviewed - | white lives").unwrap();
        assert_eq!(review.file, "9x9.sgf");
        assert_eq!(review.game, 193);
        assert_eq!(vertex_list(&review.recorded), "D9 E9");
        assert!(review.reviewed.is_empty());
    }

    #[test]
    fn malformed_reviews_are_errors_with_the_line_number() {
        let text =
            "# comment\n9x9.sgf 1 | recorded A1 | reviewed - | fine\n9x9.sgf x | a | b | c\n";
        assert_eq!(parse_reviews(text).unwrap_err(), "line 3: bad game index x");
        assert!(parse_review("9x9.sgf 1 | recorded A1 | reviewed - |").is_err());
        assert!(parse_review("9x9.sgf 1 | recorded I1 | reviewed - | why").is_err());
        assert!(parse_review("9x9.sgf 1 | dead A1 | reviewed - | why").is_err());
    }

    #[test]
    fn stale_reviews_are_refused() {
        let dir = std::env::temp_dir().join(format!("tengen-review-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let corpus = dir.join("c.sgf");
        std::fs::write(&corpus, "(;GM[1]SZ[9]DEAD[aa];B[ee];W[];B[])\n").unwrap();
        std::fs::write(
            dir.join(REVIEW_FILE),
            "c.sgf 0 | recorded A9 | reviewed - | ok\n",
        )
        .unwrap();
        let games = load_corpus(&corpus).unwrap();
        assert!(games[0].reviewed && games[0].truth.is_empty());
        std::fs::write(
            dir.join(REVIEW_FILE),
            "c.sgf 0 | recorded B9 | reviewed - | x\n",
        )
        .unwrap();
        let error = load_corpus(&corpus).unwrap_err().to_string();
        assert!(error.contains("stale"), "{error}");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
