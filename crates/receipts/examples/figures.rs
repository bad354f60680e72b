//! How well the fingerprints and the reader do on generated receipts.
//!
//! `cargo run --release -p receipts --features testset --example figures -- [count]` (default
//! 200) generates `count` distinct receipts and, for every 4th, four altered copies (JPEG q70,
//! resized to 60 % or 75 %, status bar cropped, amount redrawn), then prints what the exact and
//! perceptual hashes match, what Tesseract reads right, and how long both take.

use std::time::{Duration, Instant};

use receipts::fingerprint::{self, Fingerprint, BANDS, DEFAULT_THRESHOLD};
use receipts::reading::{Reader, Reading};
use receipts::testset::{self, Receipt};

/// Two readers run side by side: one tesseract per core of the 2-core machines.
const READERS: usize = 2;

const KINDS: [&str; 4] = ["jpeg q70", "resized", "no status bar", "amount edited"];

#[tokio::main]
async fn main() {
    let count: usize = std::env::args().nth(1).and_then(|a| a.parse().ok()).unwrap_or(200);
    let started = Instant::now();
    let set = testset::generate(2026, count);
    let generating = started.elapsed();
    println!("{count} receipts generated in {generating:.2?} ({:.1?} each)", generating / count as u32);

    // Copies of every 4th receipt: (original index, kind, bytes).
    let mut copies: Vec<(usize, usize, Vec<u8>)> = Vec::new();
    for (n, receipt) in set.iter().enumerate().step_by(4) {
        let scale = if n % 8 == 0 { 0.6 } else { 0.75 };
        copies.push((n, 0, testset::as_jpeg(receipt, 70)));
        copies.push((n, 1, testset::resized(receipt, scale)));
        copies.push((n, 2, testset::without_status_bar(receipt)));
        copies.push((n, 3, testset::with_amount(receipt, edited_amount(receipt.amount_mmk))));
    }

    // Fingerprints, timed from the stored bytes (decoding included, as the server does it).
    let mut fingerprint_times = Vec::new();
    let mut fingerprint_of = |bytes: &[u8]| -> Fingerprint {
        let started = Instant::now();
        let picture = image::load_from_memory(bytes).expect("a generated picture decodes");
        let fingerprint = fingerprint::of(&picture);
        fingerprint_times.push(started.elapsed());
        fingerprint
    };
    let originals: Vec<Fingerprint> = set.iter().map(|r| fingerprint_of(&r.png)).collect();
    let copy_prints: Vec<Fingerprint> = copies.iter().map(|(_, _, bytes)| fingerprint_of(bytes)).collect();

    println!();
    println!(
        "== Fingerprints (perceptual: {:?} {}x{}, region {:?} x width; {} bits, BANDS {BANDS}, threshold {DEFAULT_THRESHOLD})",
        fingerprint::PERCEPTUAL.algorithm,
        fingerprint::PERCEPTUAL.size.0,
        fingerprint::PERCEPTUAL.size.1,
        fingerprint::PERCEPTUAL.region_height,
        originals[0].perceptual.len() * 4
    );
    println!(
        "{:<16} {:>7} {:>12} {:>18} {:>12} {:>20}",
        "copy", "copies", "exact match", "perceptual match", "band found", "distance min/med/max"
    );
    for (kind, name) in KINDS.iter().enumerate() {
        let mut distances = Vec::new();
        let (mut exact, mut near, mut banded) = (0, 0, 0);
        for ((n, k, _), print) in copies.iter().zip(&copy_prints) {
            if *k != kind {
                continue;
            }
            let original = &originals[*n];
            exact += usize::from(original.exact == print.exact);
            let d = fingerprint::distance(&original.perceptual, &print.perceptual).expect("same kind of hash");
            near += usize::from(d <= DEFAULT_THRESHOLD);
            let bands = fingerprint::bands(&original.perceptual);
            banded += usize::from(fingerprint::bands(&print.perceptual).iter().any(|b| bands.contains(b)));
            distances.push(d);
        }
        println!(
            "{name:<16} {:>7} {:>12} {:>18} {:>12} {:>20}",
            distances.len(),
            exact,
            near,
            banded,
            spread(&mut distances)
        );
    }

    // Distinct receipts: every pair.
    let (mut same, mut other) = (Vec::new(), Vec::new());
    let mut flagged = Vec::new();
    for a in 0..set.len() {
        for b in a + 1..set.len() {
            let d =
                fingerprint::distance(&originals[a].perceptual, &originals[b].perceptual).expect("same kind of hash");
            if set[a].wallet == set[b].wallet {
                same.push(d);
            } else {
                other.push(d);
            }
            if d <= DEFAULT_THRESHOLD {
                flagged.push((a, b));
            }
        }
    }
    let pairs = same.len() + other.len();
    let exact_pairs = (0..set.len())
        .flat_map(|a| (a + 1..set.len()).map(move |b| (a, b)))
        .filter(|&(a, b)| originals[a].exact == originals[b].exact)
        .count();
    println!(
        "distinct pairs: {pairs}; exact hash equal: {exact_pairs}; perceptual within threshold: {} ({:.2} %)",
        flagged.len(),
        100.0 * flagged.len() as f64 / pairs.max(1) as f64
    );
    println!(
        "  same-template pairs   {:>6}  distance min/med/max {}  within threshold {}",
        same.len(),
        spread(&mut same.clone()),
        same.iter().filter(|&&d| d <= DEFAULT_THRESHOLD).count()
    );
    println!(
        "  other-template pairs  {:>6}  distance min/med/max {}  within threshold {}",
        other.len(),
        spread(&mut other.clone()),
        other.iter().filter(|&&d| d <= DEFAULT_THRESHOLD).count()
    );
    for threshold in [8, 12, 16, 20, 24, 28] {
        let copies_in = copies
            .iter()
            .zip(&copy_prints)
            .filter(|((n, _, _), p)| {
                fingerprint::distance(&originals[*n].perceptual, &p.perceptual).is_some_and(|d| d <= threshold)
            })
            .count();
        let same_in = same.iter().filter(|&&d| d <= threshold).count();
        println!(
            "  at threshold {threshold:>2}: copies within {copies_in}/{}, same-template pairs within {same_in}/{}",
            copies.len(),
            same.len()
        );
    }
    let mut times = fingerprint_times;
    println!("fingerprint (decode + both hashes) per picture: {}", timing(&mut times));

    // OCR of every original and every amount-edited copy.
    println!();
    println!("== OCR (tesseract, {READERS} readers side by side)");
    let Some(reader) = Reader::detect(Duration::from_secs(60)).await else {
        println!("tesseract with eng and mya is not installed: no OCR figures");
        return;
    };
    let mut jobs: Vec<(Option<usize>, Vec<u8>)> = set.iter().map(|r| (None, r.png.clone())).collect();
    jobs.extend(copies.iter().filter(|(_, k, _)| *k == 3).map(|(n, _, bytes)| (Some(*n), bytes.clone())));
    let results = read_all(&reader, &jobs).await;
    let mut ocr_times: Vec<Duration> = results.iter().map(|(_, t)| *t).collect();
    let readings: Vec<Reading> = results.into_iter().map(|(r, _)| r).collect();

    for burmese in [false, true] {
        let (mut amounts, mut ids, mut times_right, mut total) = (0, 0, 0, 0);
        for (receipt, reading) in set.iter().zip(&readings) {
            if receipt.burmese_digits != burmese {
                continue;
            }
            total += 1;
            amounts += usize::from(reading.amount_mmk == Some(receipt.amount_mmk));
            ids += usize::from(reading.transaction_id.as_deref() == Some(receipt.transaction_id.as_str()));
            times_right += usize::from(reading.transferred_at == Some(receipt.transferred_at));
        }
        println!(
            "{} digits: {total} receipts; amount right {amounts} ({:.0} %), id right {ids} ({:.0} %), time right {times_right} ({:.0} %)",
            if burmese { "Burmese" } else { "English" },
            percent(amounts, total),
            percent(ids, total),
            percent(times_right, total)
        );
    }
    for wallet in testset::WALLETS {
        let of_wallet: Vec<(&Receipt, &Reading)> =
            set.iter().zip(&readings).filter(|(r, _)| r.wallet == wallet).collect();
        let right = |f: &dyn Fn(&Receipt, &Reading) -> bool| of_wallet.iter().filter(|(r, g)| f(r, g)).count();
        println!(
            "  {wallet:<8} amount {}/{n} id {}/{n} time {}/{n}",
            right(&|r, g| g.amount_mmk == Some(r.amount_mmk)),
            right(&|r, g| g.transaction_id.as_deref() == Some(r.transaction_id.as_str())),
            right(&|r, g| g.transferred_at == Some(r.transferred_at)),
            n = of_wallet.len()
        );
    }
    let edited: Vec<(usize, &Reading)> =
        jobs.iter().zip(&readings).filter_map(|((of, _), reading)| of.map(|n| (n, reading))).collect();
    let same_id = edited
        .iter()
        .filter(|(n, reading)| {
            reading.transaction_id.is_some() && reading.transaction_id == readings[*n].transaction_id
        })
        .count();
    let true_id = edited
        .iter()
        .filter(|(n, reading)| reading.transaction_id.as_deref() == Some(set[*n].transaction_id.as_str()))
        .count();
    let new_amount =
        edited.iter().filter(|(n, reading)| reading.amount_mmk == Some(edited_amount(set[*n].amount_mmk))).count();
    println!(
        "amount-edited copies: {}; read id equals the original's read id {same_id}, equals the true id {true_id}; new amount read {new_amount}",
        edited.len()
    );
    let both = flagged
        .iter()
        .filter(|&&(a, b)| {
            readings[a].transaction_id.is_some() && readings[a].transaction_id == readings[b].transaction_id
        })
        .count();
    let ids_differ = flagged
        .iter()
        .filter(|&&(a, b)| matches!((&readings[a].transaction_id, &readings[b].transaction_id), (Some(x), Some(y)) if x != y))
        .count();
    let told_apart = flagged.iter().filter(|&&(a, b)| readings[a].is_another_transfer(&readings[b])).count();
    println!(
        "distinct pairs within the perceptual threshold: {}; of them with both ids read and different {ids_differ}; told apart by id, time or amount (the server withdraws the near-picture flag) {told_apart}; left flagged as the same picture {}; with equal read ids (flagged as the same transfer) {both}",
        flagged.len(),
        flagged.len() - told_apart
    );
    if std::env::var_os("FIGURES_VERBOSE").is_some() {
        for &(a, b) in flagged.iter().filter(|&&(a, b)| !readings[a].is_another_transfer(&readings[b])).take(8) {
            println!("left flagged: {:?} ({}) ~ {:?} ({})", readings[a], set[a].wallet, readings[b], set[b].wallet);
        }
    }
    // Sent one after another, the later of a pair is the one flagged: how many receipts end up
    // wrongly flagged as a copy.
    let mut wrongly: Vec<usize> = flagged
        .iter()
        .filter(|&&(a, b)| !readings[a].is_another_transfer(&readings[b]))
        .map(|&(a, b)| a.max(b))
        .collect();
    wrongly.sort_unstable();
    wrongly.dedup();
    println!("distinct receipts sent one after another and left flagged as a copy: {} of {}", wrongly.len(), set.len());
    let edited_kept = edited.iter().filter(|(n, reading)| !reading.is_another_transfer(&readings[*n])).count();
    println!("amount-edited copies the server keeps flagged as the same picture: {edited_kept}/{}", edited.len());
    println!("OCR per screenshot: {}", timing(&mut ocr_times));

    // With FIGURES_VERBOSE set, the text of each original read wrong, for tuning the parser.
    if std::env::var_os("FIGURES_VERBOSE").is_some() {
        for (receipt, reading) in set.iter().zip(&readings) {
            let right = reading.amount_mmk == Some(receipt.amount_mmk)
                && reading.transaction_id.as_deref() == Some(receipt.transaction_id.as_str())
                && reading.transferred_at == Some(receipt.transferred_at);
            if !right {
                let texts = reader.read_text(&receipt.png).await.unwrap_or_default();
                println!(
                    "--- {} {} {} {} burmese={}\n{reading:?}\n{}\n- burmese pass:\n{}",
                    receipt.wallet,
                    receipt.amount_mmk,
                    receipt.transferred_at,
                    receipt.transaction_id,
                    receipt.burmese_digits,
                    texts.mixed,
                    texts.burmese.unwrap_or_default()
                );
            }
        }
    }
}

/// The amount a forger writes instead: a different, plausible one.
fn edited_amount(amount: i64) -> i64 {
    if amount >= 100_000 {
        amount / 10
    } else {
        amount * 10
    }
}

/// Reads every picture with `READERS` readers side by side; results in order, with the time each took.
async fn read_all(reader: &Reader, jobs: &[(Option<usize>, Vec<u8>)]) -> Vec<(Reading, Duration)> {
    let mut tasks = Vec::new();
    for lane in 0..READERS {
        // Each lane its own reader (its own permit), as separate server processes would be.
        let reader = Reader::detect(reader.timeout()).await.expect("detected once already");
        let lane_jobs: Vec<(usize, Vec<u8>)> = jobs
            .iter()
            .enumerate()
            .filter(|(n, _)| n % READERS == lane)
            .map(|(n, (_, bytes))| (n, bytes.clone()))
            .collect();
        tasks.push(tokio::spawn(async move {
            let mut out = Vec::new();
            for (n, bytes) in lane_jobs {
                let started = Instant::now();
                let reading = reader.read(&bytes).await.unwrap_or_else(|e| {
                    eprintln!("picture {n}: {e}");
                    Reading::default()
                });
                out.push((n, reading, started.elapsed()));
            }
            out
        }));
    }
    let mut all = Vec::new();
    for task in tasks {
        all.extend(task.await.expect("a reading lane finished"));
    }
    all.sort_by_key(|(n, _, _)| *n);
    all.into_iter().map(|(_, r, t)| (r, t)).collect()
}

fn spread(values: &mut [u32]) -> String {
    if values.is_empty() {
        return "-".to_owned();
    }
    values.sort_unstable();
    format!("{}/{}/{}", values[0], values[values.len() / 2], values[values.len() - 1])
}

fn timing(times: &mut [Duration]) -> String {
    if times.is_empty() {
        return "-".to_owned();
    }
    times.sort_unstable();
    let mean = times.iter().sum::<Duration>() / times.len() as u32;
    let p95 = times[(times.len() * 95 / 100).min(times.len() - 1)];
    format!("mean {mean:.1?}, p95 {p95:.1?} ({} pictures)", times.len())
}

fn percent(part: usize, whole: usize) -> f64 {
    100.0 * part as f64 / whole.max(1) as f64
}
