//! One solved table: the value of every position under one combination of the
//! options that change the game tree, held in memory and kept on disk.
//!
//! In memory and on disk a value takes one byte when every distance fits (it does
//! under all four combinations): `win n` has an odd `n` and `loss n` an even one,
//! since the winner makes the last move, so the byte is `n` itself, and 255 is a
//! draw. Otherwise two bytes (`Code`). The file is the shared table container
//! ([`crate::ai::cache`]): header naming the format version and the options, the
//! data, a checksum; a file that does not pass is rebuilt, never used.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use super::graph::TreeRules;
use super::index::{Layout, Node};
use super::retrograde::{self, Cancelled, Code, Progress, decode};
use crate::ai::Value;
use crate::ai::cache::{self, CacheError, TableId};
use crate::games::akidada::{DoubleLine, Removal};

/// The kind of table in the file header.
pub const KIND: &str = "akidada";
/// Bumped whenever the layout of the index or the meaning of the data changes.
pub const FORMAT_VERSION: u32 = 1;

const BYTE_DRAW: u8 = u8::MAX;

/// The values, one or two bytes each.
#[derive(Clone, Debug)]
enum Values {
    Bytes(Vec<u8>),
    Words(Vec<Code>),
}

impl Values {
    fn from_codes(codes: Vec<Code>) -> Values {
        let fits = codes.iter().all(|&c| match decode(c) {
            Value::Draw => true,
            Value::Win(n) => n < 255 && n % 2 == 1,
            Value::Loss(n) => n < 255 && n % 2 == 0,
        });
        if !fits {
            return Values::Words(codes);
        }
        Values::Bytes(
            codes
                .iter()
                .map(|&c| match decode(c) {
                    Value::Win(n) | Value::Loss(n) => n as u8,
                    Value::Draw => BYTE_DRAW,
                })
                .collect(),
        )
    }

    fn len(&self) -> usize {
        match self {
            Values::Bytes(v) => v.len(),
            Values::Words(v) => v.len(),
        }
    }

    #[inline]
    fn get(&self, index: usize) -> Value {
        match self {
            Values::Bytes(v) => match v[index] {
                BYTE_DRAW => Value::Draw,
                n if n % 2 == 1 => Value::Win(u16::from(n)),
                n => Value::Loss(u16::from(n)),
            },
            Values::Words(v) => decode(v[index]),
        }
    }
}

/// Words for the options, as in file headers and file names.
fn option_words(rules: TreeRules) -> (&'static str, &'static str) {
    let removal = match rules.removal {
        Removal::Any => "Any",
        Removal::NotFromLines => "NotFromLines",
    };
    let double = match rules.double_line {
        DoubleLine::One => "One",
        DoubleLine::Two => "Two",
    };
    (removal, double)
}

/// `removal=Any double_line=One`: the options, as the file header names them.
pub fn params(rules: TreeRules) -> String {
    let (removal, double) = option_words(rules);
    format!("removal={removal} double_line={double}")
}

/// `akidada-any-one`: the start of the file names for these options.
pub fn file_stem(rules: TreeRules) -> String {
    let (removal, double) = option_words(rules);
    format!(
        "akidada-{}-{}",
        removal.to_ascii_lowercase(),
        double.to_ascii_lowercase()
    )
}

/// The solved table for one combination of options.
#[derive(Debug)]
pub struct Table {
    rules: TreeRules,
    layout: Layout,
    values: Values,
}

impl Table {
    /// Solves the game under `rules`. `progress` hears of each sector solved;
    /// setting `cancel` stops the work soon after.
    pub fn build(
        rules: TreeRules,
        progress: &mut dyn FnMut(Progress),
        cancel: &AtomicBool,
    ) -> Result<Table, Cancelled> {
        let layout = Layout::new();
        let codes = retrograde::build_values(&layout, rules, progress, cancel)?;
        Ok(Table {
            rules,
            layout,
            values: Values::from_codes(codes),
        })
    }

    pub fn rules(&self) -> TreeRules {
        self.rules
    }

    pub fn layout(&self) -> &Layout {
        &self.layout
    }

    /// Entries in the table.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    pub fn is_empty(&self) -> bool {
        self.values.len() == 0
    }

    /// The value of entry `index`.
    #[inline]
    pub fn get(&self, index: usize) -> Value {
        self.values.get(index)
    }

    /// The value of a position seen from the side to move, with the game-over
    /// cases the table does not store: two pieces or fewer for the side to move is
    /// `loss 0`, for the opponent `win 0` (the opponent has already lost).
    pub fn value_of(&self, node: &Node) -> Value {
        if node.us_total() <= 2 {
            return Value::Loss(0);
        }
        if node.them_total() <= 2 {
            return Value::Win(0);
        }
        match self.layout.index(node) {
            Some(index) => self.get(index),
            // More than six pieces a side: positions are validated before this.
            None => Value::Draw,
        }
    }

    /// The table's data as stored in the file: a byte giving the width of a
    /// value (1 or 2), then the values (two-byte ones little-endian).
    pub(super) fn payload(&self) -> Vec<u8> {
        match &self.values {
            Values::Bytes(v) => {
                let mut out = Vec::with_capacity(v.len() + 1);
                out.push(1);
                out.extend_from_slice(v);
                out
            }
            Values::Words(v) => {
                let mut out = Vec::with_capacity(2 * v.len() + 1);
                out.push(2);
                for c in v {
                    out.extend_from_slice(&c.to_le_bytes());
                }
                out
            }
        }
    }

    pub(super) fn from_payload(rules: TreeRules, payload: &[u8]) -> Result<Table, CacheError> {
        let layout = Layout::new();
        let n = layout.len();
        let values = match payload.split_first() {
            Some((1, rest)) if rest.len() == n => Values::Bytes(rest.to_vec()),
            Some((2, rest)) if rest.len() == 2 * n => Values::Words(
                rest.chunks_exact(2)
                    .map(|w| u16::from_le_bytes([w[0], w[1]]))
                    .collect(),
            ),
            _ => {
                return Err(CacheError::Damaged(
                    "its data does not have the size of the table",
                ));
            }
        };
        Ok(Table {
            rules,
            layout,
            values,
        })
    }

    /// The path of this table's file in `dir`.
    pub fn path_in(dir: &Path, rules: TreeRules) -> PathBuf {
        dir.join(format!("{}.table", file_stem(rules)))
    }

    /// Writes the table to `path` (atomically: a temporary file renamed).
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        let params = params(self.rules);
        cache::write(path, &id(&params), &self.payload())
    }

    /// Reads the table for `rules` from `path`, if the file is whole and is that
    /// table.
    pub fn load(path: &Path, rules: TreeRules) -> Result<Table, CacheError> {
        let params = params(rules);
        let payload = cache::read(path, &id(&params))?;
        Table::from_payload(rules, &payload)
    }
}

fn id(params: &str) -> TableId<'_> {
    TableId {
        kind: KIND,
        version: FORMAT_VERSION,
        params,
    }
}
