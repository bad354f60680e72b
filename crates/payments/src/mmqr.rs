//! MMQR: the EMVCo merchant-presented QR that Myanmar's wallets scan (KBZPay, WavePay, AYA Pay,
//! CB Pay...). Pure functions over the payload text, no database and no pictures.
//!
//! A payload is a run of TLVs: a 2-digit tag, a 2-digit length (in characters) and the value. The
//! tags this module cares about:
//!
//! | Tag | What |
//! |---|---|
//! | `00` | payload format indicator, `01`, always first |
//! | `01` | point of initiation: `11` static (the shopper types the amount), `12` dynamic (one payment) |
//! | `26`-`51` | merchant account information (the wallet's own template) |
//! | `53` | currency, ISO 4217 numeric: `104` is the kyat (MMK) |
//! | `54` | amount |
//! | `62` | additional data, itself TLVs; its sub-tag `01` is the bill number |
//! | `63` | CRC: 4 uppercase hex digits of CRC-16/CCITT-FALSE over everything before them, `6304` included, always last |
//!
//! [`validate`] checks a merchant's static QR before the shop keeps it; [`with_amount`] turns it
//! into the QR of one payment (dynamic, with the amount and the shop's reference as bill number).

use crc::{Crc, CRC_16_IBM_3740};

/// CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor): the `crc` crate's
/// catalogue names it `CRC_16_IBM_3740`.
const CRC16: Crc<u16> = Crc::<u16>::new(&CRC_16_IBM_3740);

/// The kyat, ISO 4217 numeric.
pub const MMK: &str = "104";

/// One tag, length, value; the value's length is its number of characters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tlv {
    pub tag: String,
    pub value: String,
}

impl Tlv {
    fn new(tag: &str, value: impl Into<String>) -> Tlv {
        Tlv { tag: tag.to_owned(), value: value.into() }
    }

    fn number(&self) -> u8 {
        self.tag.parse().unwrap_or(u8::MAX)
    }
}

/// Why a payload is not a usable MMQR.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MmqrError {
    /// Not TLVs (a tag or length that is not two digits, a value cut short), or not EMVCo: no
    /// `00` = `01` first, no CRC last.
    NotEmvco,
    /// The CRC does not match the payload (a character changed, or misread).
    BadCrc,
    /// The currency (tag 53) is not the kyat.
    OtherCurrency,
    /// No merchant account information (tags 26 to 51).
    NoMerchantAccount,
    /// What [`with_amount`] was asked to write does not fit: an amount below 1 or of more than
    /// 13 digits, a reference empty, of more than 25 characters, or of other than letters and
    /// digits, or additional data (tag 62) grown past 99 characters.
    DoesNotFit,
}

impl MmqrError {
    /// The message key (`crates/kernel/locales/payments.yml`).
    pub fn message_key(self) -> &'static str {
        match self {
            MmqrError::NotEmvco => "payments.qr.not_emvco",
            MmqrError::BadCrc => "payments.qr.bad_crc",
            MmqrError::OtherCurrency => "payments.qr.other_currency",
            MmqrError::NoMerchantAccount => "payments.qr.no_merchant_account",
            MmqrError::DoesNotFit => "payments.qr.does_not_fit",
        }
    }
}

/// The CRC-16/CCITT-FALSE of `data`.
pub fn crc16(data: &[u8]) -> u16 {
    CRC16.checksum(data)
}

/// Splits `text` into TLVs: every tag and length two ASCII digits, every value present in full
/// and at least one character long.
pub fn parse(text: &str) -> Result<Vec<Tlv>, MmqrError> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut at = 0;
    while at < chars.len() {
        let head = chars.get(at..at + 4).ok_or(MmqrError::NotEmvco)?;
        if !head.iter().all(char::is_ascii_digit) {
            return Err(MmqrError::NotEmvco);
        }
        let tag: String = head[..2].iter().collect();
        let len: usize = head[2..].iter().collect::<String>().parse().map_err(|_| MmqrError::NotEmvco)?;
        if len == 0 {
            return Err(MmqrError::NotEmvco);
        }
        let value = chars.get(at + 4..at + 4 + len).ok_or(MmqrError::NotEmvco)?;
        out.push(Tlv { tag, value: value.iter().collect() });
        at += 4 + len;
    }
    Ok(out)
}

/// TLVs back to text; a value over 99 characters does not fit.
pub fn encode(tlvs: &[Tlv]) -> Result<String, MmqrError> {
    let mut out = String::new();
    for tlv in tlvs {
        let len = tlv.value.chars().count();
        if !(1..=99).contains(&len) || tlv.tag.len() != 2 {
            return Err(MmqrError::DoesNotFit);
        }
        out.push_str(&format!("{}{len:02}{}", tlv.tag, tlv.value));
    }
    Ok(out)
}

/// `body` (every TLV but the CRC) with `6304` and its CRC appended.
pub fn with_crc(body: &str) -> String {
    let signed = format!("{body}6304");
    let crc = crc16(signed.as_bytes());
    format!("{signed}{crc:04X}")
}

/// Checks a payload is a merchant's MMQR the shop can take payments with, and answers its TLVs
/// (the CRC's last): `00` = `01` first, the CRC present, last and correct, the currency absent or
/// the kyat, at least one merchant account (26 to 51), and readable additional data (62).
pub fn validate(payload: &str) -> Result<Vec<Tlv>, MmqrError> {
    let tlvs = parse(payload)?;
    if tlvs.first() != Some(&Tlv::new("00", "01")) {
        return Err(MmqrError::NotEmvco);
    }
    let last = tlvs.last().filter(|t| t.tag == "63").ok_or(MmqrError::NotEmvco)?;
    if tlvs.iter().filter(|t| t.tag == "63").count() != 1 || last.value.chars().count() != 4 {
        return Err(MmqrError::NotEmvco);
    }
    if !last.value.chars().all(|c| c.is_ascii_hexdigit()) {
        return Err(MmqrError::BadCrc);
    }
    // The CRC covers everything up to and including `6304`: all but its 4 (ASCII) digits.
    let signed = &payload[..payload.len() - 4];
    let stated = u16::from_str_radix(&last.value, 16).map_err(|_| MmqrError::BadCrc)?;
    if stated != crc16(signed.as_bytes()) {
        return Err(MmqrError::BadCrc);
    }
    if let Some(currency) = tlvs.iter().find(|t| t.tag == "53") {
        if currency.value != MMK {
            return Err(MmqrError::OtherCurrency);
        }
    }
    if !tlvs.iter().any(|t| (26..=51).contains(&t.number())) {
        return Err(MmqrError::NoMerchantAccount);
    }
    if let Some(extra) = tlvs.iter().find(|t| t.tag == "62") {
        parse(&extra.value)?;
    }
    Ok(tlvs)
}

/// The QR of one payment from a merchant's (static or dynamic) MMQR: dynamic (`01` = `12`), the
/// amount in whole kyat as tag 54, `reference` as the bill number (tag 62, sub-tag 01; the other
/// sub-tags kept), every other tag kept in its order, and a new CRC. A tag the payload lacks is put
/// before the first tag of a higher number.
pub fn with_amount(payload: &str, amount_mmk: i64, reference: &str) -> Result<String, MmqrError> {
    let mut tlvs = validate(payload)?;
    tlvs.pop(); // the CRC, written anew
    let amount = amount_mmk.to_string();
    if amount_mmk < 1 || amount.len() > 13 {
        return Err(MmqrError::DoesNotFit);
    }
    if reference.is_empty() || reference.len() > 25 || !reference.chars().all(|c| c.is_ascii_alphanumeric()) {
        return Err(MmqrError::DoesNotFit);
    }
    set(&mut tlvs, "01", "12".to_owned());
    set(&mut tlvs, "54", amount);
    let mut extra = match tlvs.iter().find(|t| t.tag == "62") {
        Some(found) => parse(&found.value)?,
        None => Vec::new(),
    };
    set(&mut extra, "01", reference.to_owned());
    set(&mut tlvs, "62", encode(&extra)?);
    Ok(with_crc(&encode(&tlvs)?))
}

/// Replaces the value of `tag`, or puts it before the first tag of a higher number.
fn set(tlvs: &mut Vec<Tlv>, tag: &str, value: String) {
    if let Some(found) = tlvs.iter_mut().find(|t| t.tag == tag) {
        found.value = value;
        return;
    }
    let new = Tlv::new(tag, value);
    let at = tlvs.iter().position(|t| t.number() > new.number()).unwrap_or(tlvs.len());
    tlvs.insert(at, new);
}

/// The value of `tag` in `payload` (or in its additional data, `62`, when `sub` is given).
pub fn value_of(payload: &str, tag: &str, sub: Option<&str>) -> Option<String> {
    let tlvs = parse(payload).ok()?;
    let found = tlvs.into_iter().find(|t| t.tag == tag)?.value;
    match sub {
        None => Some(found),
        Some(sub) => parse(&found).ok()?.into_iter().find(|t| t.tag == sub).map(|t| t.value),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A wallet's static merchant QR as one would print it at a counter: a merchant account
    /// template (26: a globally unique id, the merchant's wallet number), MCC 5411, the kyat,
    /// Myanmar, the shop's name and city, and a terminal label in the additional data.
    fn static_qr() -> String {
        let account = encode(&[Tlv::new("00", "com.kbzpay.mmqr"), Tlv::new("01", "09791234567")]).unwrap();
        let body = encode(&[
            Tlv::new("00", "01"),
            Tlv::new("01", "11"),
            Tlv::new("26", account),
            Tlv::new("52", "5411"),
            Tlv::new("53", "104"),
            Tlv::new("58", "MM"),
            Tlv::new("59", "LUCKY MALL"),
            Tlv::new("60", "YANGON"),
            Tlv::new("62", encode(&[Tlv::new("07", "COUNTER1")]).unwrap()),
        ])
        .unwrap();
        with_crc(&body)
    }

    #[test]
    fn the_crc_is_ccitt_false() {
        assert_eq!(crc16(b"123456789"), 0x29B1);
    }

    #[test]
    fn a_static_merchant_qr_is_valid() {
        let payload = static_qr();
        assert!(payload.starts_with("000201010211"));
        let tlvs = validate(&payload).unwrap();
        assert_eq!(tlvs.len(), 10);
        assert_eq!(tlvs.last().unwrap().tag, "63");
        let crc = &payload[payload.len() - 4..];
        assert_eq!(crc, format!("{:04X}", crc16(&payload.as_bytes()[..payload.len() - 4])));
        assert!(crc.chars().all(|c| c.is_ascii_digit() || c.is_ascii_uppercase()));
    }

    #[test]
    fn malformed_payloads_are_not_emvco() {
        for bad in [
            "",
            "hello world",
            "https://example.com/pay",
            "000201",               // cut short: no CRC
            "0002010102",           // a value cut short
            "0A0201",               // a tag not of digits
            "00x201",               // a length not of digits
            "00020101001",          // a zero length
            "0002026304ABCD",       // payload format not 01
            "01021100020163041234", // 00 not first
        ] {
            assert_eq!(validate(bad), Err(MmqrError::NotEmvco), "{bad:?}");
        }
        // The CRC not last.
        let payload = static_qr();
        let moved = format!("{}5802MM", &payload);
        assert_eq!(validate(&moved), Err(MmqrError::NotEmvco));
    }

    #[test]
    fn a_changed_character_breaks_the_crc() {
        let payload = static_qr();
        let tampered = payload.replace("LUCKY MALL", "LUCKY MALX");
        assert_eq!(validate(&tampered), Err(MmqrError::BadCrc));
        let lower = format!("{}{}", &payload[..payload.len() - 4], "zzzz");
        assert_eq!(validate(&lower), Err(MmqrError::BadCrc));
    }

    #[test]
    fn another_currency_or_no_merchant_account_is_refused() {
        let dollars = with_crc(&static_qr()[..static_qr().len() - 8].replace("5303104", "5303840"));
        assert_eq!(validate(&dollars), Err(MmqrError::OtherCurrency));
        let body = encode(&[Tlv::new("00", "01"), Tlv::new("52", "5411"), Tlv::new("58", "MM")]).unwrap();
        assert_eq!(validate(&with_crc(&body)), Err(MmqrError::NoMerchantAccount));
        // No currency at all is taken (the wallet's own).
        let body = encode(&[Tlv::new("00", "01"), Tlv::new("29", "0004abcd")]).unwrap();
        assert!(validate(&with_crc(&body)).is_ok());
    }

    #[test]
    fn with_amount_makes_one_payment_s_qr() {
        let payload = static_qr();
        let paid = with_amount(&payload, 45_000, "ORD000123").unwrap();
        let tlvs = validate(&paid).unwrap();
        let tags: Vec<&str> = tlvs.iter().map(|t| t.tag.as_str()).collect();
        assert_eq!(tags, ["00", "01", "26", "52", "53", "54", "58", "59", "60", "62", "63"]);
        assert_eq!(value_of(&paid, "01", None).as_deref(), Some("12"));
        assert_eq!(value_of(&paid, "54", None).as_deref(), Some("45000"));
        assert_eq!(value_of(&paid, "62", Some("01")).as_deref(), Some("ORD000123"));
        assert_eq!(value_of(&paid, "62", Some("07")).as_deref(), Some("COUNTER1"), "other sub-tags kept");
        assert_eq!(value_of(&paid, "62", None).as_deref(), Some("0109ORD0001230708COUNTER1"));
        // The merchant's own tags are as they were.
        for tag in ["26", "52", "53", "58", "59", "60"] {
            assert_eq!(value_of(&paid, tag, None), value_of(&payload, tag, None), "{tag}");
        }

        // Again on a dynamic QR: the amount and bill number are replaced, not added.
        let again = with_amount(&paid, 95_000, "ORD000124").unwrap();
        assert_eq!(value_of(&again, "54", None).as_deref(), Some("95000"));
        assert_eq!(value_of(&again, "62", None).as_deref(), Some("0109ORD0001240708COUNTER1"));
        assert_eq!(validate(&again).unwrap().len(), 11);
    }

    #[test]
    fn with_amount_adds_what_a_bare_qr_lacks() {
        let body = encode(&[Tlv::new("00", "01"), Tlv::new("29", "0004abcd"), Tlv::new("64", "0002ZH")]).unwrap();
        let paid = with_amount(&with_crc(&body), 1, "R1").unwrap();
        let tags: Vec<String> = validate(&paid).unwrap().into_iter().map(|t| t.tag).collect();
        assert_eq!(tags, ["00", "01", "29", "54", "62", "64", "63"]);
        assert_eq!(value_of(&paid, "62", None).as_deref(), Some("0102R1"));
    }

    #[test]
    fn with_amount_refuses_what_does_not_fit() {
        let payload = static_qr();
        assert_eq!(with_amount(&payload, 0, "ORD1"), Err(MmqrError::DoesNotFit));
        assert_eq!(with_amount(&payload, 10_i64.pow(13), "ORD1"), Err(MmqrError::DoesNotFit));
        assert_eq!(with_amount(&payload, 5, ""), Err(MmqrError::DoesNotFit));
        assert_eq!(with_amount(&payload, 5, "ORD 1"), Err(MmqrError::DoesNotFit));
        assert_eq!(with_amount(&payload, 5, &"A".repeat(26)), Err(MmqrError::DoesNotFit));
        assert_eq!(with_amount("garbage", 5, "ORD1"), Err(MmqrError::NotEmvco));
    }
}
