//! Typed GTP arguments, with the failure each bad one answers.

use super::reply::Failure;
use crate::board::{Color, Vertex, VertexOrPass};

/// Fails with a syntax error unless there are exactly `n` arguments.
pub fn count_args(args: &[String], n: usize) -> Result<(), Failure> {
    if args.len() == n {
        Ok(())
    } else {
        Err(Failure::new(format!(
            "syntax error: expected {n} argument{}, got {}",
            if n == 1 { "" } else { "s" },
            args.len()
        )))
    }
}

/// A GTP colour.
pub fn color(text: &str) -> Result<Color, Failure> {
    Color::parse(text).ok_or_else(|| Failure::new(format!("invalid color '{text}'")))
}

/// A GTP vertex (not `pass`).
pub fn vertex(text: &str) -> Result<Vertex, Failure> {
    Vertex::parse(text).ok_or_else(|| Failure::new(format!("invalid coordinate '{text}'")))
}

/// A GTP vertex or `pass`.
pub fn vertex_or_pass(text: &str) -> Result<VertexOrPass, Failure> {
    VertexOrPass::parse(text).ok_or_else(|| Failure::new(format!("invalid coordinate '{text}'")))
}

/// A GTP integer (fits in i64).
pub fn int(text: &str) -> Result<i64, Failure> {
    text.parse()
        .map_err(|_| Failure::new(format!("syntax error: '{text}' is not an integer")))
}

/// A finite GTP float.
pub fn float(text: &str) -> Result<f64, Failure> {
    match text.parse::<f64>() {
        Ok(value) if value.is_finite() => Ok(value),
        _ => Err(Failure::new(format!(
            "syntax error: '{text}' is not a number"
        ))),
    }
}
