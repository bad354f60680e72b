//! Myanmar mobile numbers: one rule for every way a shopper types them.

use phonenumber::{country, metadata::DATABASE, Mode, PhoneNumber};

/// Normalises a Myanmar mobile number to the local `09...` form.
///
/// Accepts `09...`, `9...`, `959...`, `+959...`, `00959...` with spaces, dashes or dots, checked
/// against libphonenumber's metadata for Myanmar (length and operator prefixes). Landlines and
/// foreign numbers are refused.
pub fn normalize_phone(input: &str) -> Option<String> {
    let cleaned: String = input.chars().filter(|c| !matches!(c, ' ' | '-' | '.' | '(' | ')')).collect();
    let cleaned = cleaned.trim();
    if cleaned.is_empty() || !cleaned.trim_start_matches('+').chars().all(|c| c.is_ascii_digit()) {
        return None;
    }
    let international = if let Some(rest) = cleaned.strip_prefix("+") {
        format!("+{rest}")
    } else if let Some(rest) = cleaned.strip_prefix("00") {
        format!("+{rest}")
    } else if cleaned.starts_with("95") && cleaned.len() >= 10 {
        format!("+{cleaned}")
    } else {
        cleaned.to_owned()
    };
    let number: PhoneNumber = phonenumber::parse(Some(country::Id::MM), &international).ok()?;
    if number.country().id() != Some(country::Id::MM) || !phonenumber::is_valid(&number) {
        return None;
    }
    if !matches!(number.number_type(&DATABASE), phonenumber::Type::Mobile) {
        return None;
    }
    let national = number.format().mode(Mode::National).to_string();
    let digits: String = national.chars().filter(char::is_ascii_digit).collect();
    Some(if digits.starts_with('0') { digits } else { format!("0{digits}") })
}

#[cfg(test)]
mod tests {
    use super::normalize_phone;

    #[test]
    fn every_written_form_of_one_number_normalises_to_the_same_09_number() {
        for form in ["09791234567", "+959791234567", "959791234567", "00959791234567", "09 791 234 567", "9791234567"] {
            assert_eq!(normalize_phone(form).as_deref(), Some("09791234567"), "{form}");
        }
    }

    #[test]
    fn operators_numbers_of_different_lengths_are_accepted() {
        assert_eq!(normalize_phone("09250123456").as_deref(), Some("09250123456"));
        assert_eq!(normalize_phone("09971234567").as_deref(), Some("09971234567"));
    }

    #[test]
    fn landlines_foreign_numbers_and_garbage_are_refused() {
        for bad in ["", "abc", "011234567", "+6591234567", "0979", "0979123456789", "09-79x1234567"] {
            assert_eq!(normalize_phone(bad), None, "{bad}");
        }
    }
}
