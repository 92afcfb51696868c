//! The built-in course: one file a stage, in the order they are taught.

use super::Level;

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
        "akidada-1-lines.ron",
        include_str!("../../assets/course/akidada-1-lines.ron"),
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
