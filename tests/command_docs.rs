//! The manual lists exactly the commands tengen knows: the README has one line per command of
//! the command table (its usage and summary, in `list_commands` order) and `docs/gtp.md` one
//! section per command, headed by its name and opened by its usage; `--help` names every
//! ruleset.

use tengen::gtp::COMMANDS;

/// The text of a file at the top of the repository.
fn read(path: &str) -> String {
    let full = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    std::fs::read_to_string(&full).unwrap_or_else(|e| panic!("{}: {e}", full.display()))
}

/// A command's usage line: its name, then its arguments.
fn usage(name: &str, args: &str) -> String {
    if args.is_empty() {
        name.to_string()
    } else {
        format!("{name} {args}")
    }
}

#[test]
fn the_readme_lists_every_command_with_its_usage_and_summary_in_table_order() {
    let readme = read("README.md");
    let start = readme
        .find("\n## GTP commands\n")
        .expect("the README has a GTP commands section");
    let section = &readme[start + 1..];
    let section = &section[..section[3..].find("\n## ").map_or(section.len(), |i| i + 3)];
    let listed: Vec<&str> = section.lines().filter(|l| l.starts_with("- `")).collect();
    let expected: Vec<String> = COMMANDS
        .iter()
        .map(|c| format!("- `{}`: {}", usage(c.name, c.usage), c.summary))
        .collect();
    assert_eq!(listed, expected);
    for command in COMMANDS {
        assert!(
            command.summary.chars().count() <= 150,
            "{}'s summary is over one line",
            command.name
        );
    }
}

#[test]
fn docs_gtp_has_a_section_for_every_command_opened_by_its_usage_in_table_order() {
    let docs = read("docs/gtp.md");
    let lines: Vec<&str> = docs.lines().collect();
    let mut sections = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(name) = line
            .strip_prefix("### `")
            .and_then(|rest| rest.strip_suffix('`'))
        else {
            continue;
        };
        let usage_line = lines[i + 1..]
            .iter()
            .find(|l| !l.trim().is_empty())
            .copied()
            .unwrap_or_default();
        sections.push((name.to_string(), usage_line.to_string()));
    }
    let expected: Vec<(String, String)> = COMMANDS
        .iter()
        .map(|c| {
            let usage_line = format!("- Usage: `{}`", usage(c.name, c.usage));
            (c.name.to_string(), usage_line)
        })
        .collect();
    assert_eq!(sections, expected);
}

#[test]
fn help_names_every_ruleset() {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_tengen"))
        .arg("--help")
        .output()
        .unwrap();
    let help = String::from_utf8(output.stdout).unwrap();
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    for name in tengen::rules::Rules::preset_names() {
        assert!(
            help.contains(&format!(" {name},")) || help.contains(&format!(" {name} ")),
            "--help does not name {name}: {help}"
        );
    }
}
