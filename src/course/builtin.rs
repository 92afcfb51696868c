//! The built-in course: one file a stage, in the order they are taught.

use super::{Level, Stage};

/// Every stage's file, in the course's order.
pub const FILES: &[(&str, &str)] = &[
    (
        "dama-1-men.ron",
        include_str!("../../assets/course/dama-1-men.ron"),
    ),
    (
        "dama-2-capturing.ron",
        include_str!("../../assets/course/dama-2-capturing.ron"),
    ),
    (
        "dama-3-compulsory.ron",
        include_str!("../../assets/course/dama-3-compulsory.ron"),
    ),
    (
        "dama-4-largest.ron",
        include_str!("../../assets/course/dama-4-largest.ron"),
    ),
    (
        "dama-5-crowning.ron",
        include_str!("../../assets/course/dama-5-crowning.ron"),
    ),
    (
        "dama-6-kings.ron",
        include_str!("../../assets/course/dama-6-kings.ron"),
    ),
    (
        "dama-7-lone-piece.ron",
        include_str!("../../assets/course/dama-7-lone-piece.ron"),
    ),
    (
        "dama-8-shots.ron",
        include_str!("../../assets/course/dama-8-shots.ron"),
    ),
    (
        "dama-9-endings.ron",
        include_str!("../../assets/course/dama-9-endings.ron"),
    ),
    (
        "akidada-1-lines.ron",
        include_str!("../../assets/course/akidada-1-lines.ron"),
    ),
    (
        "akidada-2-removal.ron",
        include_str!("../../assets/course/akidada-2-removal.ron"),
    ),
    (
        "akidada-3-blocking.ron",
        include_str!("../../assets/course/akidada-3-blocking.ron"),
    ),
    (
        "akidada-4-moving.ron",
        include_str!("../../assets/course/akidada-4-moving.ron"),
    ),
    (
        "akidada-5-winning.ron",
        include_str!("../../assets/course/akidada-5-winning.ron"),
    ),
];

/// Every level of the built-in course, in order; a file that does not read
/// is reported with its name, line and column.
pub fn levels() -> Result<Vec<Level>, String> {
    let mut all = Vec::new();
    for (file, text) in FILES {
        let levels = Level::parse_all(text).map_err(|e| format!("{file}:{e}"))?;
        all.extend(levels);
    }
    Ok(all)
}

/// The stages of the built-in course in order, each once, with their
/// levels (indices into [`levels`]).
pub fn stages() -> Result<Vec<Stage>, String> {
    Ok(Stage::group(&levels()?))
}
