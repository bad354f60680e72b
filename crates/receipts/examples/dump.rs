//! Writes a few generated receipts and their variants as files, to look at them.
fn main() {
    let count = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(4);
    let dir = std::path::PathBuf::from(std::env::args().nth(2).unwrap_or_else(|| "/tmp/receipts".into()));
    std::fs::create_dir_all(&dir).expect("creating the output folder");
    let started = std::time::Instant::now();
    let receipts = receipts::testset::generate(11, count);
    eprintln!("generated {count} in {:?}", started.elapsed());
    for (n, r) in receipts.iter().enumerate() {
        std::fs::write(dir.join(format!("{n}.png")), &r.png).expect("writing");
        std::fs::write(dir.join(format!("{n}-edit.png")), receipts::testset::with_amount(r, 123_000)).expect("writing");
        println!("{n} {} {} {} {} {}", r.wallet, r.amount_mmk, r.transferred_at, r.transaction_id, r.burmese_digits);
    }
}
