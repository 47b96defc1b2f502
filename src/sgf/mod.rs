//! SGF (FF[4]) reading and writing: collections, the main line of each game, setup stones,
//! moves and the game-info properties tengen uses.
//!
//! The reader walks the file with an explicit depth counter instead of recursion, so deeply
//! nested variations cannot overflow the stack; only the main line (the first variation at each
//! branch) is kept.

mod charset;
mod server_komi;

use crate::board::{Color, Move, Point, Vertex, VertexOrPass, MAX_SIZE};
use crate::game::Game;
use crate::rules::Rules;
use nom::branch::alt;
use nom::bytes::complete::{is_not, tag, take, take_while1};
use nom::character::complete::multispace0;
use nom::combinator::{map, value};
use nom::multi::many0;
use nom::sequence::{delimited, preceded};
use nom::IResult;
use std::collections::HashMap;
use std::fmt;
use std::io::Read;
use std::path::{Path, PathBuf};

/// One SGF property: its identifier and its values (escapes already resolved).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Property {
    /// The property's identifier (`B`, `SZ`, …).
    pub id: String,
    /// Its values.
    pub values: Vec<String>,
}

/// A node: its properties in file order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Node {
    /// The node's properties.
    pub properties: Vec<Property>,
}

impl Node {
    /// A node of `properties` in file order, a property repeated within it (`AB[dd]AB[jd]`, as
    /// old GNU Go, IGS and NNGS files write handicap stones) merged into its first place.
    fn merged(properties: Vec<Property>) -> Node {
        let mut node = Node::default();
        let mut place: HashMap<String, usize> = HashMap::new();
        for property in properties {
            match place.get(&property.id) {
                Some(&i) => node.properties[i].values.extend(property.values),
                None => {
                    place.insert(property.id.clone(), node.properties.len());
                    node.properties.push(property);
                }
            }
        }
        node
    }

    /// The values of property `id`, if present.
    pub fn get(&self, id: &str) -> Option<&[String]> {
        self.properties
            .iter()
            .find(|p| p.id == id)
            .map(|p| p.values.as_slice())
    }

    /// The first value of property `id`.
    pub fn first(&self, id: &str) -> Option<&str> {
        self.get(id).and_then(|v| v.first()).map(String::as_str)
    }
}

impl fmt::Display for Node {
    /// The node as SGF: `;` and its properties, values escaped.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(";")?;
        // A property whose name was all lower case (FF[3]) has none left to write.
        for property in self.properties.iter().filter(|p| !p.id.is_empty()) {
            f.write_str(&property.id)?;
            for value in &property.values {
                write!(f, "[{}]", escape(value))?;
            }
        }
        Ok(())
    }
}

/// Why a file could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SgfError {
    /// Not SGF at all, or broken at the given byte offset.
    Syntax(usize),
    /// The file ended inside a game tree or a property value.
    Truncated,
    /// A collection without any game.
    Empty,
    /// A property tengen needs has a value it cannot use.
    BadValue {
        /// The property's identifier.
        property: String,
        /// The value.
        value: String,
    },
    /// A rectangular board (`SZ[W:H]`): tengen plays on square boards only.
    NotSquare(String),
}

/// Set-up properties, applied in this order within a node.
const SETUP: [&str; 3] = ["AE", "AB", "AW"];

/// The properties kept of the main line's nodes after the root.
const KEPT_AFTER_ROOT: [&str; 6] = ["B", "W", "AB", "AW", "AE", "PL"];

impl fmt::Display for SgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SgfError::Syntax(at) => write!(f, "SGF syntax error at byte {at}"),
            SgfError::Truncated => f.write_str("SGF file is truncated"),
            SgfError::Empty => f.write_str("SGF file holds no game"),
            SgfError::BadValue { property, value } => {
                write!(f, "unusable SGF value {property}[{value}]")
            }
            SgfError::NotSquare(size) => {
                write!(
                    f,
                    "board SZ[{size}] is not square; only square boards are supported"
                )
            }
        }
    }
}

impl std::error::Error for SgfError {}

/// What a piece of SGF text starts with.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Token {
    Open,
    Close,
    Node(Node),
}

/// A property value: `[` … `]` with `\` escaping the next character and `\` + newline a
/// soft line break that vanishes.
fn property_value(input: &str) -> IResult<&str, String> {
    let (mut rest, _) = preceded(multispace0, tag("["))(input)?;
    let mut text = String::new();
    loop {
        let (after, chunk) = nom::combinator::opt(is_not("]\\"))(rest)?;
        text.push_str(chunk.unwrap_or(""));
        rest = after;
        if let Ok((after, _)) = tag::<_, _, nom::error::Error<&str>>("]")(rest) {
            return Ok((after, text));
        }
        let (after, _) = tag("\\")(rest)?;
        let (after, escaped) = take(1usize)(after)?;
        match escaped {
            "\n" => {
                rest = after.strip_prefix('\r').unwrap_or(after);
            }
            "\r" => {
                rest = after.strip_prefix('\n').unwrap_or(after);
            }
            other => {
                text.push_str(other);
                rest = after;
            }
        }
    }
}

/// A property identifier (upper-case letters; FF[3] lower-case letters are dropped) and its
/// values.
fn property(input: &str) -> IResult<&str, Property> {
    let (rest, id) = preceded(multispace0, take_while1(|c: char| c.is_ascii_alphabetic()))(input)?;
    let (rest, first) = property_value(rest)?;
    let (rest, more) = many0(property_value)(rest)?;
    let mut values = vec![first];
    values.extend(more);
    let id = id.chars().filter(char::is_ascii_uppercase).collect();
    Ok((rest, Property { id, values }))
}

fn token(input: &str) -> IResult<&str, Token> {
    preceded(
        multispace0,
        alt((
            value(Token::Open, tag("(")),
            value(Token::Close, tag(")")),
            map(preceded(tag(";"), many0(property)), |properties| {
                Token::Node(Node::merged(properties))
            }),
        )),
    )(input)
}

/// Reads every game of a collection, keeping the main line of each as a list of nodes.
pub fn parse_collection(text: &str) -> Result<Vec<Vec<Node>>, SgfError> {
    parse_games(text, usize::MAX)
}

/// The largest SGF file read (`loadsgf`, `tengen review`) (real game records, commentary included, stay far
/// below it).
const MAX_SGF_BYTES: u64 = 32 << 20;

/// The text of the SGF file at `path` ([`read_file`]), decoded by its character set
/// ([`charset::decode`]); a warning is logged when some of its bytes are not characters.
pub fn read_text(path: &Path) -> Result<String, String> {
    let (text, warning) = charset::decode(&read_file(path)?);
    if let Some(warning) = warning {
        log::warn!("{}: {warning}", path.display());
    }
    Ok(text)
}

/// The bytes of the regular file at `path`, at most [`MAX_SGF_BYTES`] of them: anything else
/// (a pipe, which would block; a device such as `/dev/zero`, which never ends) is refused, and
/// the limit holds for the bytes read, whatever size the file claims.
fn read_file(path: &Path) -> Result<Vec<u8>, String> {
    let metadata = std::fs::metadata(path).map_err(|e| e.to_string())?;
    if !metadata.is_file() {
        return Err("not a regular file".to_string());
    }
    let too_large = |bytes: u64| {
        format!(
            "file too large ({} MB, limit {} MB)",
            bytes.div_ceil(1 << 20),
            MAX_SGF_BYTES >> 20
        )
    };
    if metadata.len() > MAX_SGF_BYTES {
        return Err(too_large(metadata.len()));
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| std::io::Read::take(file, MAX_SGF_BYTES + 1).read_to_end(&mut bytes))
        .map_err(|e| e.to_string())?;
    if bytes.len() as u64 > MAX_SGF_BYTES {
        return Err(too_large(bytes.len() as u64));
    }
    Ok(bytes)
}

/// The `.sgf` files (any case of the extension) in the folder `dir`, in name order; an error
/// naming the folder when it cannot be read or holds none.
pub fn files_in(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| {
            path.extension()
                .is_some_and(|e| e.eq_ignore_ascii_case("sgf"))
        })
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(format!("{}: no .sgf files", dir.display()));
    }
    Ok(files)
}

/// The main line of a file's first game with every property of every node, and whether the
/// game has variations besides it.
#[derive(Clone, Debug, PartialEq)]
pub struct WholeMainLine {
    /// The root and the nodes after it, properties as in the file.
    pub nodes: Vec<Node>,
    /// Whether any node lies off the main line.
    pub variations: bool,
}

/// Reads the main line of the first game of `text` keeping every property (comments and
/// markup too, which [`GameRecord::parse_first`] drops after the root).
pub fn parse_whole_main_line(text: &str) -> Result<WholeMainLine, SgfError> {
    let start = text.find('(').ok_or(SgfError::Empty)?;
    let tree = parse_game_tree(text, &text[start..], Kept::Everything)?;
    Ok(WholeMainLine {
        nodes: tree.main_line,
        variations: tree.variations,
    })
}

/// What a parse keeps of the nodes after the root.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kept {
    /// Moves and set-up only.
    Play,
    /// Every property.
    Everything,
}

/// One game tree read: its main line, whether it has variations, and its length in bytes.
struct GameTree {
    main_line: Vec<Node>,
    variations: bool,
    length: usize,
}

/// Reads the first `limit` games of a collection (what follows them is not looked at).
fn parse_games(text: &str, limit: usize) -> Result<Vec<Vec<Node>>, SgfError> {
    let mut games = Vec::new();
    let mut rest = text;
    // Skip anything before the first game tree (some files carry a header line).
    while let Some(start) = rest.find('(').filter(|_| games.len() < limit) {
        rest = &rest[start..];
        let game = parse_game_tree(text, rest, Kept::Play)?;
        rest = &rest[game.length..];
        games.push(game.main_line);
        if delimited(
            multispace0,
            tag::<_, _, nom::error::Error<&str>>("("),
            multispace0,
        )(rest)
        .is_err()
        {
            break;
        }
    }
    if games.is_empty() {
        return Err(SgfError::Empty);
    }
    Ok(games)
}

/// Reads one game tree starting at `input` (which begins with `(`): its main line, whether it
/// has variations, and its length in bytes.
fn parse_game_tree(whole: &str, input: &str, kept: Kept) -> Result<GameTree, SgfError> {
    let offset = |rest: &str| whole.len() - rest.len();
    let mut rest = input;
    let mut depth = 0usize;
    // Depth of the innermost tree on the main line, and whether a tree at that depth has had a
    // child tree yet (later children of the same parent are variations).
    let mut main_depth = 0usize;
    let mut main_has_child = false;
    let mut nodes = Vec::new();
    let mut variations = false;
    let tree = |rest: &str, main_line, variations| GameTree {
        main_line,
        variations,
        length: input.len() - rest.len(),
    };
    loop {
        if rest.trim_start().is_empty() {
            if depth > 0 && !nodes.is_empty() {
                log::warn!("SGF file ends without closing its game tree; read as if it did");
                return Ok(tree(rest, nodes, variations));
            }
            return Err(SgfError::Truncated);
        }
        let (after, tok) = match token(rest) {
            Ok(ok) => ok,
            Err(nom::Err::Error(e) | nom::Err::Failure(e)) => {
                return Err(if e.input.is_empty() {
                    SgfError::Truncated
                } else {
                    SgfError::Syntax(offset(e.input))
                })
            }
            Err(nom::Err::Incomplete(_)) => return Err(SgfError::Truncated),
        };
        rest = after;
        match tok {
            Token::Open => {
                if depth == main_depth && !main_has_child {
                    main_depth += 1;
                }
                depth += 1;
                if depth == main_depth {
                    main_has_child = false;
                }
            }
            Token::Close => {
                if depth == 0 {
                    return Err(SgfError::Syntax(offset(rest) - 1));
                }
                if depth == main_depth {
                    // The main line is complete; its parent must not take another child.
                    main_depth -= 1;
                    main_has_child = true;
                }
                depth -= 1;
                if depth == 0 {
                    return Ok(tree(rest, nodes, variations));
                }
            }
            Token::Node(mut node) => {
                if depth == 0 {
                    return Err(SgfError::Syntax(offset(rest)));
                }
                if depth == main_depth && !main_has_child {
                    // Beyond the root only moves and set-up matter to play: comments and
                    // markup are dropped, so memory follows the number of moves, not the
                    // file's size.
                    if !nodes.is_empty() && kept == Kept::Play {
                        node.properties
                            .retain(|p| KEPT_AFTER_ROOT.contains(&p.id.as_str()));
                    }
                    nodes.push(node);
                } else {
                    variations = true;
                }
            }
        }
    }
}

/// A game as tengen uses it: board size, game info, setup and the moves of the main line.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// Board size (`SZ`, 19 without one).
    pub size: usize,
    /// Komi (`KM`), if given.
    pub komi: Option<f64>,
    /// Handicap stones (`HA`), if given.
    pub handicap: Option<usize>,
    /// The `RU` text, if any.
    pub rules: Option<String>,
    /// The `RE` text, if any.
    pub result: Option<String>,
    /// Stones set up before the first move (`AB`/`AW`, less those `AE` removes).
    pub setup: Vec<(Color, Vertex)>,
    /// Who plays first, when a node before the first move says so (`PL`).
    pub first_player: Option<Color>,
    /// Moves of the main line in order.
    pub moves: Vec<(Color, VertexOrPass)>,
    /// Set-up between moves (problem collections, edited games), in order.
    pub later_setups: Vec<LaterSetup>,
    /// The root node, for any other property a caller wants.
    pub root: Node,
}

/// Stones added or removed after some moves of the main line.
#[derive(Clone, Debug, PartialEq)]
pub struct LaterSetup {
    /// Moves of [`GameRecord::moves`] played before it.
    pub after_moves: usize,
    /// Points in order: a stone of a colour put there, or the point emptied (`AE`).
    pub changes: Vec<(Option<Color>, Vertex)>,
    /// Who plays next, when the node says so (`PL`).
    pub to_move: Option<Color>,
}

/// Decodes an SGF point (`dd`) on a board of `size`; the empty value and `tt` (up to 19×19)
/// are passes.
pub fn decode_point(text: &str, size: usize) -> Option<VertexOrPass> {
    if text.is_empty() || (text == "tt" && size <= 19) {
        return Some(VertexOrPass::Pass);
    }
    let bytes = text.as_bytes();
    if bytes.len() != 2 {
        return None;
    }
    let col = coordinate(bytes[0])?;
    let from_top = coordinate(bytes[1])?;
    if col >= size || from_top >= size {
        return None;
    }
    Some(VertexOrPass::Vertex(Vertex {
        col,
        row: size - 1 - from_top,
    }))
}

fn coordinate(letter: u8) -> Option<usize> {
    match letter {
        b'a'..=b'z' => Some((letter - b'a') as usize),
        b'A'..=b'Z' => Some((letter - b'A') as usize + 26),
        _ => None,
    }
}

/// Encodes a vertex as an SGF point on a board of `size`.
pub fn encode_point(vertex: Vertex, size: usize) -> String {
    let letter = |i: usize| (b'a' + i as u8) as char;
    format!("{}{}", letter(vertex.col), letter(size - 1 - vertex.row))
}

/// Expands a point list value: a single point or a compressed rectangle `ab:cd`.
fn point_list(id: &str, values: &[String], size: usize) -> Result<Vec<Vertex>, SgfError> {
    let bad = |value: &str| SgfError::BadValue {
        property: id.to_string(),
        value: value.to_string(),
    };
    let mut vertices = Vec::new();
    for value in values {
        let (first, second) = value.split_once(':').unwrap_or((value, value));
        let corner = |text: &str| match decode_point(text, size) {
            Some(VertexOrPass::Vertex(v)) => Ok(v),
            _ => Err(bad(value)),
        };
        let (a, b) = (corner(first)?, corner(second)?);
        for col in a.col.min(b.col)..=a.col.max(b.col) {
            for row in a.row.min(b.row)..=a.row.max(b.row) {
                vertices.push(Vertex { col, row });
            }
        }
    }
    Ok(vertices)
}

impl GameRecord {
    /// Interprets the main line of one game.
    pub fn from_nodes(nodes: &[Node]) -> Result<GameRecord, SgfError> {
        let root = nodes.first().cloned().unwrap_or_default();
        let bad = |property: &str, value: &str| SgfError::BadValue {
            property: property.to_string(),
            value: value.to_string(),
        };
        let size = match root.first("SZ") {
            None => 19,
            Some(text) => match text.trim().parse::<usize>() {
                Ok(n) if (2..=MAX_SIZE).contains(&n) => n,
                _ => match text
                    .split_once(':')
                    .map(|(w, h)| (w.trim().parse::<usize>(), h.trim().parse::<usize>()))
                {
                    Some((Ok(w), Ok(h))) if w != h => {
                        return Err(SgfError::NotSquare(text.to_string()))
                    }
                    Some((Ok(n), Ok(_))) if (2..=MAX_SIZE).contains(&n) => n,
                    _ => return Err(bad("SZ", text)),
                },
            },
        };
        let komi = match root.first("KM") {
            None => None,
            Some(text) => match text.trim().parse::<f64>() {
                Ok(komi) if crate::game::is_acceptable_komi(komi) => Some(komi),
                _ => return Err(bad("KM", text)),
            },
        };
        // A handicap that is not a count (`HA[7.5]`, komi in the wrong place) is ignored: it
        // only decides whether Black's set-up stones are handicap stones.
        let handicap = root.first("HA").and_then(|text| {
            let count = text.trim().parse::<usize>().ok();
            if count.is_none() {
                log::warn!("SGF HA[{text}] is not a number of stones; ignored");
            }
            count
        });
        let mut setup: Vec<(Color, Vertex)> = Vec::new();
        let mut first_player = None;
        let mut moves = Vec::new();
        let mut later_setups: Vec<LaterSetup> = Vec::new();
        for node in nodes {
            let mut changes = Vec::new();
            for id in SETUP {
                let Some(values) = node.get(id) else {
                    continue;
                };
                let color = match id {
                    "AB" => Some(Color::Black),
                    "AW" => Some(Color::White),
                    _ => None,
                };
                for v in point_list(id, values, size)? {
                    changes.push((color, v));
                }
            }
            let player = node.first("PL").and_then(|text| {
                let color = Color::parse(text.trim());
                if color.is_none() {
                    log::warn!("SGF PL[{text}] names no colour; ignored");
                }
                color
            });
            if moves.is_empty() {
                for (color, v) in changes {
                    setup.retain(|&(_, at)| at != v);
                    if let Some(color) = color {
                        setup.push((color, v));
                    }
                }
                first_player = player.or(first_player);
            } else if !changes.is_empty() || player.is_some() {
                later_setups.push(LaterSetup {
                    after_moves: moves.len(),
                    changes,
                    to_move: player,
                });
            }
            for (id, color) in [("B", Color::Black), ("W", Color::White)] {
                if let Some(value) = node.first(id) {
                    let mv = decode_point(value, size).ok_or_else(|| bad(id, value))?;
                    moves.push((color, mv));
                }
            }
        }
        let handicap_stones =
            handicap.is_some_and(|h| h >= 1) && setup.iter().any(|&(c, _)| c == Color::Black);
        Ok(GameRecord {
            size,
            komi: komi.map(|k| server_komi::record_komi(k, &root, handicap_stones)),
            handicap,
            rules: root.first("RU").map(str::to_string),
            result: root.first("RE").map(str::to_string),
            setup,
            first_player,
            moves,
            later_setups,
            root,
        })
    }

    /// Reads the first game of a file; what follows it (more games, even broken ones) is not
    /// looked at.
    pub fn parse_first(text: &str) -> Result<GameRecord, SgfError> {
        let games = parse_games(text, 1)?;
        GameRecord::from_nodes(&games[0])
    }

    /// Reads every game of a collection.
    pub fn parse_all(text: &str) -> Result<Vec<GameRecord>, SgfError> {
        parse_collection(text)?
            .iter()
            .map(|nodes| GameRecord::from_nodes(nodes))
            .collect()
    }
}

/// Where loading a game stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LoadUntil {
    /// Play every move of the main line.
    End,
    /// Stop before move number `n` (1-based): `n − 1` moves are played.
    MoveNumber(usize),
    /// Stop before the first move on this vertex.
    FirstMoveAt(Vertex),
}

/// Why a record could not become a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// A board size tengen does not play on.
    Size(usize),
    /// Set-up after `moves` moves that the board cannot hold.
    Setup {
        /// Moves played before it.
        moves: usize,
        /// Why the board cannot hold it.
        reason: String,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Size(size) => write!(f, "unacceptable board size {size}"),
            LoadError::Setup { moves, reason } => {
                write!(f, "set-up after move {moves}: {reason}")
            }
        }
    }
}

impl GameRecord {
    /// The game this record describes under `rules` (the caller maps `RU`), with `komi` where
    /// the record has no `KM`: set-up stones, the handicap (Black set-up stones when `HA` is
    /// 2 or more), then the moves up to `until`.
    pub fn to_game(&self, rules: Rules, komi: f64, until: LoadUntil) -> Result<Game, LoadError> {
        let mut game = Game::new(self.size, rules, self.komi.unwrap_or(komi))
            .map_err(|_| LoadError::Size(self.size))?;
        let board = game.board();
        let setup: Vec<(Color, Point)> = self
            .setup
            .iter()
            .filter_map(|&(c, v)| board.point_of(v).map(|p| (c, p)))
            .collect();
        let handicap =
            self.handicap.unwrap_or(0) >= 2 && setup.iter().all(|(c, _)| *c == Color::Black);
        let first_to_move = match self.first_player {
            Some(color) => color,
            None => match self.moves.first() {
                Some(&(color, _)) => color,
                None if handicap => Color::White,
                None => Color::Black,
            },
        };
        if !setup.is_empty() || first_to_move != Color::Black {
            game.set_up(&setup, first_to_move, handicap)
                .map_err(|e| LoadError::Setup {
                    moves: 0,
                    reason: e.to_string(),
                })?;
        }
        let mut later = self.later_setups.iter().peekable();
        for i in 0..=self.moves.len() {
            while let Some(step) = later.next_if(|s| s.after_moves == i) {
                self.apply_later_setup(&mut game, step)?;
            }
            let Some(&(color, mv)) = self.moves.get(i) else {
                break;
            };
            let stop = match until {
                LoadUntil::End => false,
                LoadUntil::MoveNumber(n) => i + 1 >= n,
                LoadUntil::FirstMoveAt(v) => mv == VertexOrPass::Vertex(v),
            };
            if stop {
                break;
            }
            // As GNU Go does: a move the position does not allow (a point taken twice in an
            // edited record) is left out, and the rest of the game still loads.
            if let Err(e) = game.play_vertex(color, mv) {
                log::warn!(
                    "SGF move {} ({color} {mv}) is illegal ({e}); left out",
                    i + 1
                );
            }
        }
        Ok(game)
    }
}

impl GameRecord {
    /// Applies set-up found between moves: it becomes the game's new start position.
    fn apply_later_setup(&self, game: &mut Game, step: &LaterSetup) -> Result<(), LoadError> {
        let board = game.board();
        let changes: Vec<(Option<Color>, Point)> = step
            .changes
            .iter()
            .filter_map(|&(c, v)| board.point_of(v).map(|p| (c, p)))
            .collect();
        let to_move = step.to_move.unwrap_or(game.to_move());
        if changes.is_empty() {
            // Only who plays next: the history stays.
            game.set_to_move(to_move);
            return Ok(());
        }
        game.change_setup(&changes, to_move)
            .map_err(|e| LoadError::Setup {
                moves: step.after_moves,
                reason: e.to_string(),
            })
    }

    /// The record of `game` so far: size, komi, handicap, rules, set-up stones, who plays
    /// first when it is not Black (`PL`), every move, and `result` as `RE` when given.
    pub fn from_game(game: &Game, result: Option<String>) -> GameRecord {
        let (start, first) = game.start();
        let size = start.size();
        let mut setup = Vec::new();
        for color in Color::BOTH {
            for p in start.points().filter(|&p| start.color_at(p) == Some(color)) {
                setup.push((color, start.vertex(p)));
            }
        }
        let mut root = Node::default();
        root.properties.push(Property {
            id: "AP".into(),
            values: vec![format!("tengen:{}", env!("CARGO_PKG_VERSION"))],
        });
        // Who moves first: the start's side to move, or the first move's colour.
        let first = game.history().first().map_or(first, |played| played.color);
        let handicap = game.handicap().len();
        GameRecord {
            size,
            komi: Some(game.komi()),
            handicap: (handicap >= 2).then_some(handicap),
            rules: Some(game.rules().name.to_string()),
            result,
            setup,
            first_player: (first == Color::White).then_some(Color::White),
            later_setups: Vec::new(),
            moves: game
                .history()
                .iter()
                .map(|played| {
                    let mv = match played.mv {
                        Move::Pass => VertexOrPass::Pass,
                        Move::Play(p) => VertexOrPass::Vertex(start.vertex(p)),
                    };
                    (played.color, mv)
                })
                .collect(),
            root,
        }
    }
}

/// Escapes a property value: `]` and `\` get a backslash.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c == ']' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

/// The SGF letter of a colour: a move's property name and `PL`'s value.
pub fn color_letter(color: Color) -> &'static str {
    match color {
        Color::Black => "B",
        Color::White => "W",
    }
}

impl GameRecord {
    /// Writes `id` with one value per point (`AB[dd][pd]`), or nothing for no points.
    fn write_points(
        &self,
        f: &mut fmt::Formatter<'_>,
        id: &str,
        points: impl Iterator<Item = Vertex>,
    ) -> fmt::Result {
        let values: String = points
            .map(|v| format!("[{}]", encode_point(v, self.size)))
            .collect();
        if values.is_empty() {
            return Ok(());
        }
        write!(f, "{id}{values}")
    }
}

impl fmt::Display for GameRecord {
    /// Writes the game as one SGF game tree: the root node keeps every property of `root` not
    /// set from the fields, then one node per move.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "(;GM[1]FF[4]CA[UTF-8]SZ[{}]", self.size)?;
        if let Some(komi) = self.komi {
            write!(f, "KM[{komi}]")?;
        }
        if let Some(handicap) = self.handicap {
            write!(f, "HA[{handicap}]")?;
        }
        if let Some(rules) = &self.rules {
            write!(f, "RU[{}]", escape(rules))?;
        }
        if let Some(result) = &self.result {
            write!(f, "RE[{}]", escape(result))?;
        }
        for (id, color) in [("AB", Color::Black), ("AW", Color::White)] {
            let points = self.setup.iter().filter(|(c, _)| *c == color);
            self.write_points(f, id, points.map(|&(_, v)| v))?;
        }
        if let Some(color) = self.first_player {
            write!(f, "PL[{}]", color_letter(color))?;
        }
        const FROM_FIELDS: [&str; 11] = [
            "GM", "FF", "CA", "SZ", "KM", "HA", "RU", "RE", "AB", "AW", "PL",
        ];
        for property in &self.root.properties {
            if FROM_FIELDS.contains(&property.id.as_str())
                || property.id == "B"
                || property.id == "W"
            {
                continue;
            }
            write!(f, "{}", property.id)?;
            for value in &property.values {
                write!(f, "[{}]", escape(value))?;
            }
        }
        let mut later = self.later_setups.iter().peekable();
        for i in 0..=self.moves.len() {
            while let Some(step) = later.next_if(|s| s.after_moves == i) {
                writeln!(f)?;
                write!(f, ";")?;
                for (id, color) in [
                    ("AE", None),
                    ("AB", Some(Color::Black)),
                    ("AW", Some(Color::White)),
                ] {
                    let points = step.changes.iter().filter(|(c, _)| *c == color);
                    self.write_points(f, id, points.map(|&(_, v)| v))?;
                }
                if let Some(color) = step.to_move {
                    write!(f, "PL[{}]", color_letter(color))?;
                }
            }
            let Some((color, mv)) = self.moves.get(i) else {
                break;
            };
            if i % 12 == 0 {
                writeln!(f)?;
            }
            let id = color_letter(*color);
            let point = match mv {
                VertexOrPass::Pass => String::new(),
                VertexOrPass::Vertex(v) => encode_point(*v, self.size),
            };
            write!(f, ";{id}[{point}]")?;
        }
        writeln!(f, ")")
    }
}

#[cfg(test)]
mod tests;
