//! Helpers shared by the integration tests that drive tengen through GTP.

use std::path::Path;
use yardsticks::engine::Engine;

/// tengen with `args`, started in the repository root.
pub fn tengen(args: &[&str]) -> Engine {
    let mut command = vec![env!("CARGO_BIN_EXE_tengen").to_string()];
    command.extend(args.iter().map(|a| a.to_string()));
    Engine::start(&command, Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap()
}

/// The answer to `line`, which must succeed.
pub fn answer(engine: &mut Engine, line: &str) -> String {
    let response = engine.send(line).unwrap();
    assert!(response.ok, "{line}: {}", response.text);
    response.text
}
