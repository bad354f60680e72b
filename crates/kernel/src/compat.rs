//! REST compatibility: every lenient reading and writing the spec's `api/` clients rely on, in one
//! place, so that no domain crate invents its own and none of it leaks into GraphQL.
//!
//! The spec's clients send numbers as JSON numbers or as text, ids one at a time or as lists (and
//! lists as JSON text inside a form), and read some lists back as comma-joined text. GraphQL types
//! carry the real shapes (`Int`, `[Int!]!`); these helpers translate at the REST edge only.

use axum::{
    extract::{FromRequestParts, Path},
    http::request::Parts,
};
use serde::{Deserialize, Deserializer, Serializer};

use crate::{
    input::{check_list, too_many_items, MAX_LIST_ITEMS},
    AppError, AppResult,
};

/// A whole number from a JSON number or a text of digits; anything else is `None` (and the
/// service's own "required" message answers).
pub fn whole(value: &Option<serde_json::Value>) -> Option<i64> {
    match value {
        Some(serde_json::Value::Number(n)) => n.as_i64(),
        Some(serde_json::Value::String(s)) => s.trim().parse().ok(),
        _ => None,
    }
}

#[derive(Deserialize)]
#[serde(untagged)]
enum OneOrMany {
    One(i64),
    Many(Vec<i64>),
    Text(String),
}

/// Serde `deserialize_with` for an id list sent as one id, a JSON array, or either as text (Form B
/// sends `"[1,2]"`). Absent is `None`; text that is neither is an error, never an empty list (an
/// empty list would mean "all" to some endpoints).
pub fn ids_or_none<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Option<Vec<i64>>, D::Error> {
    Ok(match Option::<OneOrMany>::deserialize(deserializer)? {
        None => None,
        Some(OneOrMany::One(id)) => Some(vec![id]),
        Some(OneOrMany::Many(ids)) => Some(ids),
        Some(OneOrMany::Text(text)) => Some(ids_from_text(&text).map_err(serde::de::Error::custom)?),
    })
}

/// [`ids_or_none`] where absent is an empty list.
pub fn ids<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Vec<i64>, D::Error> {
    Ok(ids_or_none(deserializer)?.unwrap_or_default())
}

/// An id list written as text: `"[1,2]"`, `"1,2"` or `"7"`.
pub fn ids_from_text(text: &str) -> Result<Vec<i64>, String> {
    let text = text.trim();
    if text.starts_with('[') {
        return serde_json::from_str(text).map_err(|_| format!("not a list of ids: {text}"));
    }
    text.split(',')
        .filter(|part| !part.trim().is_empty())
        .map(|part| part.trim().parse::<i64>().map_err(|_| format!("not an id: {part}")))
        .collect()
}

/// Serde `serialize_with` writing numbers as the comma-joined text the spec's detail pages read
/// (`"3,6,12"`; empty when there are none).
pub fn comma_joined<S: Serializer>(numbers: &[i64], serializer: S) -> Result<S::Ok, S::Error> {
    let text = numbers.iter().map(i64::to_string).collect::<Vec<_>>().join(",");
    serializer.serialize_str(&text)
}

/// Multipart forms (Form B): numbers and id lists as the spec's clients send them.
impl crate::rest::MultipartForm {
    /// A whole number from a text field; absent or not a number is `None` (the service's own
    /// "required" message answers).
    pub fn whole(&self, name: &str) -> Option<i64> {
        self.text(name).and_then(|v| v.trim().parse().ok())
    }

    /// Every value of a repeated field (`product_id`, `order_item_id`), or of its one value written
    /// as a JSON array (`[1,2]`), that is an id; `None` when the field is absent. Values that are not
    /// numbers name no row and are left out.
    ///
    /// More than [`MAX_LIST_ITEMS`] values are a 422 on the field, found while counting: the array
    /// is never read whole (1.5 million ids read into strings cost 315 MiB).
    pub fn ids(&self, name: &str) -> AppResult<Option<Vec<i64>>> {
        let Some(values) = self.repeated.get(name) else { return Ok(None) };
        check_list(name, values.len())?;
        if let [only] = values.as_slice() {
            match serde_json::from_str::<CappedIds>(only) {
                Ok(CappedIds(ids)) => return Ok(Some(ids)),
                Err(err) if err.to_string().starts_with(TOO_MANY_IDS) => return Err(too_many_items(name)),
                // Not a JSON array: the value itself is read as one id.
                Err(_) => {}
            }
        }
        Ok(Some(values.iter().filter_map(|v| v.trim().parse().ok()).collect()))
    }
}

/// The error [`CappedIds`] stops at.
const TOO_MANY_IDS: &str = "more ids than allowed";

/// A JSON array of ids (numbers, or numbers as text; other items are left out), read item by item
/// and given up past [`MAX_LIST_ITEMS`].
struct CappedIds(Vec<i64>);

impl<'de> Deserialize<'de> for CappedIds {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Item {
            Id(i64),
            Text(String),
            Other(serde::de::IgnoredAny),
        }

        struct Items;

        impl<'de> serde::de::Visitor<'de> for Items {
            type Value = CappedIds;

            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("a list of ids")
            }

            fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<CappedIds, A::Error> {
                let mut ids = Vec::new();
                let mut count = 0;
                while let Some(item) = seq.next_element::<Item>()? {
                    count += 1;
                    if count > MAX_LIST_ITEMS {
                        return Err(serde::de::Error::custom(TOO_MANY_IDS));
                    }
                    match item {
                        Item::Id(id) => ids.push(id),
                        Item::Text(text) => ids.extend(text.trim().parse::<i64>().ok()),
                        Item::Other(_) => {}
                    }
                }
                Ok(CappedIds(ids))
            }
        }

        deserializer.deserialize_seq(Items)
    }
}

/// The id in a path like `api/user/orders/{id}`. A segment that is not a number names no row, so
/// it is read as an id no row has and the resource answers its own "not found" (the spec's clients
/// show that message), not a generic 400.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IdPath(pub i64);

/// The id no row has (ids start at 1).
pub const NO_ROW_ID: i64 = -1;

impl<S: Send + Sync> FromRequestParts<S> for IdPath {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<IdPath, AppError> {
        let Path(segment) = Path::<String>::from_request_parts(parts, state)
            .await
            .map_err(|_| AppError::BadRequest(crate::Msg::new("common.malformed_request")))?;
        Ok(IdPath(segment.trim().parse().unwrap_or(NO_ROW_ID)))
    }
}

/// Whether `err` is a unique-constraint violation of `table.column` (a column declared unique),
/// so a service can turn a lost race on *that* rule into its own message and let any other
/// violation stay an error. Both databases name it in the message: PostgreSQL as the constraint
/// `{table}_{column}_key`, SQLite as `{table}.{column}`.
pub fn violates_unique(err: &AppError, table: &str, column: &str) -> bool {
    let AppError::Database(db_err) = err else { return false };
    let Some(sea_orm::SqlErr::UniqueConstraintViolation(message)) = db_err.sql_err() else { return false };
    message.contains(&format!("{table}_{column}_key")) || message.contains(&format!("{table}.{column}"))
}

/// Whether `err` is a violation of the unique index `index` over `table`'s `columns`: PostgreSQL
/// names the index, SQLite lists the columns as `table.column, table.column`.
pub fn violates_unique_index(err: &AppError, index: &str, table: &str, columns: &[&str]) -> bool {
    let AppError::Database(db_err) = err else { return false };
    let Some(sea_orm::SqlErr::UniqueConstraintViolation(message)) = db_err.sql_err() else { return false };
    let sqlite = columns.iter().map(|c| format!("{table}.{c}")).collect::<Vec<_>>().join(", ");
    message.contains(&format!("\"{index}\"")) || message.ends_with(&sqlite) || message.contains(&format!("{sqlite} "))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Deserialize)]
    struct Form {
        #[serde(default, deserialize_with = "ids_or_none")]
        id: Option<Vec<i64>>,
    }

    fn read(json: &str) -> Result<Option<Vec<i64>>, String> {
        serde_json::from_str::<Form>(json).map(|f| f.id).map_err(|e| e.to_string())
    }

    #[test]
    fn ids_come_one_or_many_as_numbers_or_text() {
        assert_eq!(read(r#"{}"#), Ok(None));
        assert_eq!(read(r#"{"id": 7}"#), Ok(Some(vec![7])));
        assert_eq!(read(r#"{"id": [1, 2]}"#), Ok(Some(vec![1, 2])));
        assert_eq!(read(r#"{"id": "[3,4]"}"#), Ok(Some(vec![3, 4])));
        assert_eq!(read(r#"{"id": "5, 6"}"#), Ok(Some(vec![5, 6])));
        assert!(read(r#"{"id": "all"}"#).is_err(), "unreadable text is an error, never an empty list");
    }

    #[test]
    fn whole_numbers_come_as_numbers_or_digits() {
        assert_eq!(whole(&Some(serde_json::json!(3))), Some(3));
        assert_eq!(whole(&Some(serde_json::json!(" 12 "))), Some(12));
        assert_eq!(whole(&Some(serde_json::json!("x"))), None);
        assert_eq!(whole(&Some(serde_json::json!(1.5))), None);
        assert_eq!(whole(&None), None);
    }

    #[test]
    fn numbers_join_with_commas() {
        let mut out = Vec::new();
        comma_joined(&[3, 6, 12], &mut serde_json::Serializer::new(&mut out)).unwrap();
        assert_eq!(String::from_utf8(out).unwrap(), r#""3,6,12""#);
    }
}
