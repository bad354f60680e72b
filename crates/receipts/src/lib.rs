//! Reading a payment screenshot, with no database: its fingerprints ([`fingerprint`]) and the
//! fields of a wallet receipt ([`reading`]: amount, transfer time, transaction id), read by
//! Tesseract. The payments crate stores both and decides what they mean.

pub mod fingerprint;
mod glyphs;
pub mod reading;
#[cfg(feature = "testset")]
pub mod testset;

/// `25000` as `25,000`, as receipts and the admin's messages write amounts.
pub fn grouped(amount: i64) -> String {
    let plain = amount.unsigned_abs().to_string();
    let mut out = String::from(if amount < 0 { "-" } else { "" });
    for (n, c) in plain.chars().enumerate() {
        if n > 0 && (plain.len() - n).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// The fingerprints and the reader together on generated receipts and their altered copies,
/// with the bounds the payments crate relies on.
#[cfg(test)]
mod tests {
    use std::time::Duration;

    use crate::fingerprint::{self, DEFAULT_THRESHOLD};
    use crate::reading::{Reader, Reading};
    use crate::testset;

    /// Receipts in the check: three of each wallet, a third of them in Burmese digits.
    const RECEIPTS: usize = 12;

    fn perceptual(bytes: &[u8]) -> String {
        let picture = image::load_from_memory(bytes).expect("a generated picture decodes");
        fingerprint::of(&picture).perceptual
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn copies_match_and_distinct_receipts_stay_apart() {
        let Some(reader) = Reader::detect(Duration::from_secs(60)).await else {
            panic!(
                "tesseract with English and Burmese data is needed: install tesseract-ocr, \
                 tesseract-ocr-eng and tesseract-ocr-mya (Debian)"
            );
        };
        let set = testset::generate(42, RECEIPTS);
        let originals: Vec<String> = set.iter().map(|r| perceptual(&r.png)).collect();

        // Every 4th receipt's copies are within the threshold of it.
        let mut edited = Vec::new();
        for (n, receipt) in set.iter().enumerate().step_by(4) {
            let new_amount = receipt.amount_mmk + 5_000;
            let edit = testset::with_amount(receipt, new_amount);
            let copies = [
                ("JPEG q70", testset::as_jpeg(receipt, 70)),
                ("resized 60 %", testset::resized(receipt, 0.6)),
                ("resized 75 %", testset::resized(receipt, 0.75)),
                ("without status bar", testset::without_status_bar(receipt)),
                ("amount edited", edit.clone()),
            ];
            for (kind, bytes) in &copies {
                let d = fingerprint::distance(&originals[n], &perceptual(bytes)).expect("same kind of hash");
                assert!(d <= DEFAULT_THRESHOLD, "receipt {n} {kind}: distance {d} > {DEFAULT_THRESHOLD}");
            }
            edited.push((n, edit));
        }

        // Two readers side by side, as the two cores allow; each reads its share in order.
        let mut pictures: Vec<Vec<u8>> = set.iter().map(|r| r.png.clone()).collect();
        pictures.extend(edited.iter().map(|(_, bytes)| bytes.clone()));
        let second = Reader::detect(Duration::from_secs(60)).await.expect("detected once already");
        let lane = |reader: Reader, jobs: Vec<(usize, Vec<u8>)>| {
            tokio::spawn(async move {
                let mut out = Vec::new();
                for (n, bytes) in jobs {
                    let reading = reader.read(&bytes).await.unwrap_or_else(|e| panic!("picture {n}: {e}"));
                    out.push((n, reading));
                }
                out
            })
        };
        let share = |lane_number: usize| -> Vec<(usize, Vec<u8>)> {
            pictures
                .iter()
                .enumerate()
                .filter(|(n, _)| n % 2 == lane_number)
                .map(|(n, bytes)| (n, bytes.clone()))
                .collect()
        };
        let (first_lane, second_lane) = (lane(reader, share(0)), lane(second, share(1)));
        let mut readings: Vec<(usize, Reading)> = first_lane.await.expect("lane ran");
        readings.extend(second_lane.await.expect("lane ran"));
        readings.sort_by_key(|(n, _)| *n);
        let readings: Vec<Reading> = readings.into_iter().map(|(_, r)| r).collect();

        let amounts = set.iter().zip(&readings).filter(|(r, g)| g.amount_mmk == Some(r.amount_mmk)).count();
        let report: Vec<String> = set
            .iter()
            .zip(&readings)
            .map(|(r, g)| {
                format!("{} {} {} burmese={} read {g:?}", r.wallet, r.amount_mmk, r.transaction_id, r.burmese_digits)
            })
            .collect();
        assert!(amounts * 10 >= RECEIPTS * 9, "amounts read right {amounts}/{RECEIPTS}:\n{}", report.join("\n"));
        // Ids of capital letters and Burmese digits too (read in two parts, `glyphs`).
        let ids = set
            .iter()
            .zip(&readings)
            .filter(|(r, g)| g.transaction_id.as_deref() == Some(r.transaction_id.as_str()))
            .count();
        assert!(ids * 10 >= RECEIPTS * 9, "ids read right {ids}/{RECEIPTS}:\n{}", report.join("\n"));

        // An edited copy keeps the id: the server ties it to the original.
        for (k, (n, _)) in edited.iter().enumerate() {
            let edited_reading = &readings[RECEIPTS + k];
            assert!(edited_reading.transaction_id.is_some(), "edited copy of {n}: no id read");
            assert_eq!(edited_reading.transaction_id, readings[*n].transaction_id, "edited copy of {n}: another id");
        }

        // No two distinct receipts look alike AND carry the same read id.
        for a in 0..RECEIPTS {
            for b in a + 1..RECEIPTS {
                let near = fingerprint::distance(&originals[a], &originals[b]).is_some_and(|d| d <= DEFAULT_THRESHOLD);
                let same_id =
                    readings[a].transaction_id.is_some() && readings[a].transaction_id == readings[b].transaction_id;
                assert!(
                    !(near && same_id),
                    "receipts {a} and {b} are near and share the id {:?}",
                    readings[a].transaction_id
                );
            }
        }
    }
}
