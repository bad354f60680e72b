//! The fields of a wallet receipt, read from its picture by Tesseract.
//!
//! [`parse`] finds the fields in the text of one pass (`fields`), [`parse_texts`] combines the
//! mixed pass with a Burmese-only one for a receipt in Burmese digits (`burmese`), and [`Reader`]
//! runs Tesseract on a picture to make those passes (`tesseract`).

mod burmese;
mod fields;
mod tesseract;

use chrono::NaiveDateTime;

pub use burmese::{parse_texts, Texts};
pub use fields::parse;
pub use tesseract::{Reader, DEFAULT_MEMORY_LIMIT};

/// What was read from a receipt; a field is `None` when it could not be read.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reading {
    /// The amount transferred in whole kyat.
    pub amount_mmk: Option<i64>,
    /// When the transfer was made, as the receipt shows it (Myanmar local time).
    pub transferred_at: Option<NaiveDateTime>,
    /// The wallet's transaction id (digits and capital letters only).
    pub transaction_id: Option<String>,
    /// The shop's payment references on the receipt (`PAY000042`, typed into the wallet's note
    /// or carried by the shop's payment QR), as written by the shop, in the order found.
    pub references: Vec<String>,
}

impl Reading {
    /// Whether two receipts read from pictures that look alike are two different transfers: their
    /// transaction ids were both read and differ, or their transfer times were both read and
    /// differ, or, when neither the ids nor the times could be compared, their amounts differ.
    /// Receipts of one wallet look alike but for these numbers, so a near picture is only called a
    /// copy when the numbers read do not tell the transfers apart. A forger who edits the amount
    /// keeps the id and the time, so an edited copy stays a copy whenever either was read.
    pub fn is_another_transfer(&self, other: &Reading) -> bool {
        fn differ<T: PartialEq>(a: Option<T>, b: Option<T>) -> Option<bool> {
            Some(a? != b?)
        }
        let ids = differ(self.transaction_id.as_deref(), other.transaction_id.as_deref());
        let times = differ(self.transferred_at, other.transferred_at);
        match (ids, times) {
            (Some(true), _) | (_, Some(true)) => true,
            (None, None) => differ(self.amount_mmk, other.amount_mmk) == Some(true),
            _ => false,
        }
    }
}

/// Why a picture was not read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("reading took longer than allowed")]
    TimedOut,
    #[error("tesseract failed: {0}")]
    Failed(String),
}

#[cfg(test)]
mod tests {
    use chrono::NaiveDate;

    use super::burmese::needs_burmese_pass;
    use super::*;

    fn at(y: i32, mo: u32, d: u32, h: u32, mi: u32, s: u32) -> Option<NaiveDateTime> {
        NaiveDate::from_ymd_opt(y, mo, d).and_then(|d| d.and_hms_opt(h, mi, s))
    }

    #[test]
    fn the_shops_payment_references_are_found_as_ocr_keeps_them() {
        let text =
            "Transaction No. 2611201234567890\nNotes  PAY000042\nRemark: pay-0OOl23 and PAY 000042\nPAYMENT 1234567";
        assert_eq!(parse(text).references, ["PAY000042", "PAY000123"]);
        assert_eq!(parse(text).transaction_id.as_deref(), Some("2611201234567890"));
        // Without a label, a reference is never taken for the transaction id.
        assert_eq!(parse("Notes\nPAY0000420001").transaction_id, None);
        assert!(parse("PAYDAY 12 items").references.is_empty());
    }

    #[test]
    fn two_transfers_are_told_apart_by_id_then_time_then_amount() {
        let read = |amount: Option<i64>, time, id: Option<&str>| Reading {
            amount_mmk: amount,
            transferred_at: time,
            transaction_id: id.map(str::to_owned),
            references: Vec::new(),
        };
        let first = read(Some(25_000), at(2026, 11, 20, 14, 35, 0), Some("0100"));
        // An edited amount keeps the id and the time: a copy.
        assert!(!first.is_another_transfer(&read(Some(95_000), at(2026, 11, 20, 14, 35, 0), Some("0100"))));
        assert!(!first.is_another_transfer(&read(Some(95_000), None, Some("0100"))));
        assert!(first.is_another_transfer(&read(Some(25_000), at(2026, 11, 20, 14, 35, 0), Some("0101"))));
        assert!(first.is_another_transfer(&read(Some(25_000), at(2026, 11, 21, 9, 0, 0), None)));
        // Nothing but the amount to compare: the amount decides; nothing at all: a copy.
        assert!(first.is_another_transfer(&read(Some(99_000), None, None)));
        assert!(!first.is_another_transfer(&read(Some(25_000), None, None)));
        assert!(!first.is_another_transfer(&Reading::default()));
    }

    #[test]
    fn kbzpay_in_english() {
        let text = "13:44 all =\nKBZPay\nTransfer Successful\n-25,000.00 Ks\n\
                    Transaction Time 2026/11/20 14:35:12\nTransaction No. 2611 0452987293596183\n\
                    Transfer To Ko Nay Lin\nAmount 25,000.00 Ks\nNotes Thanks\n";
        let reading = parse(text);
        assert_eq!(reading.amount_mmk, Some(25_000));
        assert_eq!(reading.transferred_at, at(2026, 11, 20, 14, 35, 12));
        assert_eq!(reading.transaction_id.as_deref(), Some("26110452987293596183"));
    }

    #[test]
    fn burmese_digits() {
        let text = "KBZPay\nransaction Tim ၂၀၂၆/၁၁/၀၁ ၁၃:၁၈:၂၈\nransaction No ၂၆၁၁၀၁၇၃၉၂၀၃၄၈၄၀၃၃၀၈\n\
                    Amount ၉၇,၀၀၀.၀၀ Ks\n";
        let reading = parse(text);
        assert_eq!(reading.amount_mmk, Some(97_000));
        assert_eq!(reading.transferred_at, at(2026, 11, 1, 13, 18, 28));
        assert_eq!(reading.transaction_id.as_deref(), Some("26110173920348403308"));
    }

    #[test]
    fn wa_for_zero_and_kyat_word() {
        let reading = parse("ငွေ ၂၅ဝဝဝ ကျပ်\n");
        assert_eq!(reading.amount_mmk, Some(25_000));
    }

    #[test]
    fn other_time_forms() {
        assert_eq!(parse("Transaction Time 20-11-2026 02:35 PM").transferred_at, at(2026, 11, 20, 14, 35, 0));
        assert_eq!(parse("Date & Time Nov 20, 2026 14:35").transferred_at, at(2026, 11, 20, 14, 35, 0));
        assert_eq!(parse("20 Nov 2026 2:35 PM").transferred_at, at(2026, 11, 20, 14, 35, 0));
        assert_eq!(parse("20 November 2026 12:05 AM").transferred_at, at(2026, 11, 20, 0, 5, 0));
        assert_eq!(parse("Transaction Time ၁၇-၁၁-၂၀. ၂၆ ၀၂:၄၀ AM").transferred_at, at(2026, 11, 17, 2, 40, 0));
        assert_eq!(parse("no time here 99/99/2026 10:00").transferred_at, None);
    }

    #[test]
    fn amounts_and_labels() {
        assert_eq!(parse("MMK 78,000\nAmount 78,000 MMK").amount_mmk, Some(78_000));
        assert_eq!(parse("-25,000.00 MMK").amount_mmk, Some(25_000));
        assert_eq!(parse("25000 ကျပ်").amount_mmk, Some(25_000));
        assert_eq!(parse("Amount 9.200 Ks").amount_mmk, Some(9_200));
        // Disagreeing readings: the Amount row wins over the big amount.
        assert_eq!(parse("2,000.00 Ks\nAmout 97,000.00 Ks").amount_mmk, Some(97_000));
        // Without a label, the largest amount with a currency.
        assert_eq!(parse("Fee 500 Ks\nPaid 1,500,000 Ks\nPhone 0912345").amount_mmk, Some(1_500_000));
        assert_eq!(parse("nothing").amount_mmk, None);
    }

    #[test]
    fn burmese_pass_supplies_the_digits() {
        let texts = Texts {
            mixed: "MMK 2 J2,000\nTransaction Date ၀၂ Nov ၂၀၂၆ ၃:၃၇ PM\n\
                    Transaction Ref No CBYMg 90096996909\nAmount 2 J2,000 MMK\n"
                .to_owned(),
            burmese: Some(
                "႔ ႔ ၁၂၁,၀၀၀\n1[~၂၂၇ ၅ ၀၂ 1၀ ၂၀၂၆ ၃:၃၇ န္လ\n1[~၅၂ ၆၃? ဝ င%4၄၅၀၀၇၆၇၅၆၃၁၅\n\
                 ၇၀၅၈ ၀၉** ၈၅၃၀၄\n#၂၅၅၀(၂၅{ ၁၂၁,.၀၀၀ {၂"
                    .to_owned(),
            ),
            burmese_id: None,
        };
        let reading = parse_texts(&texts);
        assert_eq!(reading.amount_mmk, Some(121_000));
        assert_eq!(reading.transaction_id.as_deref(), Some("CBYM450076756315"));
        assert_eq!(reading.transferred_at, at(2026, 11, 2, 15, 37, 0));
        let aya = Texts {
            mixed: "Date & Time Nov ၁၉, ၂၀၂၆ 06:99 PM\n".to_owned(),
            burmese: Some("[၁46 & 11 [၀ ၁၉, ၂၀၂၆ ၀၆:၁၇\n".to_owned()),
            burmese_id: None,
        };
        assert_eq!(parse_texts(&aya).transferred_at, at(2026, 11, 19, 18, 17, 0));
        // The month's name misread as a word of the Burmese pass (`Oct` as `၀ဂ`).
        let cb = Texts {
            mixed: "Transaction Date JJ Oct ၂၀၂၆ 9:99 PM\n".to_owned(),
            burmese: Some("ါ[~9၂၇59င41၀၂) ဓ ၂၂ ၀ဂ ၂၀၂၆ ၁:၃၁ [႔\n၂ ၂၂) ထ ၂၇၈၁၈၅၁၈၂၇၉၅\n".to_owned()),
            burmese_id: None,
        };
        assert_eq!(parse_texts(&cb).transferred_at, at(2026, 10, 22, 13, 31, 0));
        // The id read in parts wins over the guess from the two passes.
        let split = Texts { burmese_id: Some("CBYM450076756319".to_owned()), ..texts.clone() };
        assert_eq!(parse_texts(&split).transaction_id.as_deref(), Some("CBYM450076756319"));
        assert!(needs_burmese_pass(&texts.mixed));
        assert!(needs_burmese_pass("Date & Time Novoe, ၂၀၂၆ 00: Je\nTxn ID APageoggbaqnnboege\nAmount 99,000.00 MMK"));
        assert!(!needs_burmese_pass(
            "Amount 25,000 Ks\nTransaction Time 2026/11/20 14:35\nTransaction No. 2611045298729"
        ));
    }

    #[test]
    fn ids_after_their_labels() {
        assert_eq!(parse("Txn ID AP4389203655061621").transaction_id.as_deref(), Some("AP4389203655061621"));
        assert_eq!(parse("Transaction Ref No CBEZ 0047 2551 5606").transaction_id.as_deref(), Some("CBEZ004725515606"));
        assert_eq!(parse("Ref No: 0123456789O1").transaction_id.as_deref(), Some("012345678901"));
        assert_eq!(parse("Transaction ID\n933524468829").transaction_id.as_deref(), Some("933524468829"));
        // No label: the longest run of digits.
        assert_eq!(parse("KBZPay\n26110452987293596183\n").transaction_id.as_deref(), Some("26110452987293596183"));
        assert_eq!(parse("Transaction Time 2026/11/20 14:35").transaction_id, None);
    }
}
