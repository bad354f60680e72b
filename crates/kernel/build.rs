// The message catalogue (locales/*.yml) is compiled in by rust-i18n; rebuild when any file there
// changes or is added, not only when Rust code does.
fn main() {
    println!("cargo:rerun-if-changed=locales");
}
