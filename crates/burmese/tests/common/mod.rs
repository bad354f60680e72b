//! The package's parallel texts, read from `data/`.

#![allow(dead_code)] // Each test file uses part of it.

use std::path::Path;

/// One parallel text: the same lines in Zawgyi and in Unicode.
pub struct Parallel {
    pub name: &'static str,
    /// (Zawgyi line, Unicode line, 1-based line number); empty lines are left out.
    pub pairs: Vec<(String, String, usize)>,
}

fn read(file: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("data").join(file);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn parallel(name: &'static str, zawgyi: &str, unicode: &str) -> Parallel {
    let (zawgyi, unicode) = (read(zawgyi), read(unicode));
    let (zawgyi, unicode): (Vec<_>, Vec<_>) = (zawgyi.lines().collect(), unicode.lines().collect());
    assert_eq!(zawgyi.len(), unicode.len(), "{name}: the two files differ in length");
    let pairs = zawgyi
        .iter()
        .zip(&unicode)
        .enumerate()
        .filter(|(_, (z, u))| {
            assert_eq!(z.is_empty(), u.is_empty(), "{name}: empty lines do not align");
            !z.is_empty()
        })
        .map(|(i, (z, u))| (z.to_string(), u.to_string(), i + 1))
        .collect();
    Parallel { name, pairs }
}

/// The Myanmar government text: written in Zawgyi (`mmgov_zawgyi_src.txt`), its Unicode
/// (`mmgov_unicode_out.txt`) made from it — the package's Zawgyi → Unicode reference.
pub fn mmgov() -> Parallel {
    parallel("mmgov", "mmgov_zawgyi_src.txt", "mmgov_unicode_out.txt")
}

/// The Universal Declaration of Human Rights: written in Unicode (`udhr_mya_unicode_src.txt`),
/// its Zawgyi (`udhr_mya_zawgyi_out.txt`) made from it — the package's Unicode → Zawgyi reference.
pub fn udhr() -> Parallel {
    parallel("udhr", "udhr_mya_zawgyi_out.txt", "udhr_mya_unicode_src.txt")
}
