//! Where each domain keeps its business settings: one JSON document per owner in the `setting`
//! table, under the owner's key (`site`, `shipping`, `orders`, `rewards`, `luckydraw`).
//!
//! The kernel only stores and reads documents; each owner's `settings.rs` holds its type, defaults
//! and validation, and the gateway composes the admin's settings page and `GET api/settings` from
//! them. A missing document (or a missing field of an older one) takes the owner's defaults; a
//! document that does not parse is an error, logged with the owner's name, never silent defaults
//! (the gateway's `/readyz` reports it too).

use sea_orm::{ActiveModelTrait, ConnectionTrait, EntityTrait, IntoActiveModel, Set};
use serde::{de::DeserializeOwned, Serialize};

use crate::{
    read_cache::{self, Scope},
    AppError, AppResult,
};

/// One owner's settings document.
pub trait OwnedSettings: Serialize + DeserializeOwned + Default {
    /// The key of the owner's row (its crate's name, or `site` for the content crate).
    const KEY: &'static str;
}

/// The owner's settings as stored, defaults filled in.
pub async fn load<T: OwnedSettings>(conn: &impl ConnectionTrait) -> AppResult<T> {
    let Some(row) = entity::Entity::find_by_id(T::KEY).one(conn).await? else {
        return Ok(T::default());
    };
    parse(T::KEY, &row.value)
}

/// Parses a stored document, logging the owner's name when it does not parse.
pub fn parse<T: DeserializeOwned>(key: &str, value: &str) -> AppResult<T> {
    serde_json::from_str(value).map_err(|err| {
        tracing::error!(owner = key, error = %err, "stored settings of `{key}` do not parse");
        AppError::internal(anyhow::anyhow!("stored settings of `{key}` do not parse: {err}"))
    })
}

/// Writes the owner's whole document, in the caller's transaction. The site settings answer
/// (content's read-cache scope, which the ticket cards follow) is dropped on every instance.
pub async fn save<T: OwnedSettings>(conn: &impl ConnectionTrait, settings: &T) -> AppResult<()> {
    read_cache::changed(conn, Scope::Content).await?;
    let value = serde_json::to_string(settings).map_err(AppError::internal)?;
    match entity::Entity::find_by_id(T::KEY).one(conn).await? {
        Some(row) => {
            let mut active = row.into_active_model();
            active.value = Set(value);
            active.update(conn).await?;
        }
        None => {
            entity::ActiveModel { key: Set(T::KEY.to_owned()), value: Set(value) }.insert(conn).await?;
        }
    }
    Ok(())
}

/// An admin's change to one owner's settings: what it leaves out stays as it is.
pub trait SettingsChange {
    /// The owner's settings the change applies to.
    type Settings: OwnedSettings;
    /// Refuses a change that breaks the owner's rules, before anything is read or written (the
    /// field names are those of the admin's settings input).
    fn check(&self) -> AppResult<()>;
    /// Sets what the change names.
    fn apply(self, settings: &mut Self::Settings);
}

/// Checks and applies an admin's change in the caller's transaction; answers the new settings.
pub async fn update<C: SettingsChange>(conn: &impl ConnectionTrait, change: C) -> AppResult<C::Settings> {
    change.check()?;
    let mut settings: C::Settings = load(conn).await?;
    change.apply(&mut settings);
    save(conn, &settings).await?;
    Ok(settings)
}

/// Whether a stored document parses as its owner's type (`Err` says why): see [`parses`].
pub type Parser = fn(&str) -> Result<(), String>;

/// The stored documents whose owner cannot read them: `(key, why)`, for `/readyz`. `parsers`
/// names every owner's key with a check that its document parses.
pub async fn unreadable(
    conn: &impl ConnectionTrait,
    parsers: &[(&'static str, Parser)],
) -> AppResult<Vec<(&'static str, String)>> {
    let rows = entity::Entity::find().all(conn).await?;
    let mut failures = Vec::new();
    for (key, parses) in parsers {
        if let Some(row) = rows.iter().find(|row| row.key == *key) {
            if let Err(why) = parses(&row.value) {
                tracing::error!(owner = key, error = %why, "stored settings of `{key}` do not parse");
                failures.push((*key, why));
            }
        }
    }
    Ok(failures)
}

/// A parser for [`unreadable`]: whether `value` is a valid document of `T`.
pub fn parses<T: OwnedSettings>(value: &str) -> Result<(), String> {
    serde_json::from_str::<T>(value).map(|_| ()).map_err(|err| err.to_string())
}

pub mod entity {
    use sea_orm::entity::prelude::*;

    /// One JSON document per owner's key.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "setting")]
    pub struct Model {
        #[sea_orm(primary_key, auto_increment = false)]
        pub key: String,
        pub value: String,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    use super::*;

    #[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
    #[serde(default)]
    struct Sample {
        fee: i64,
        name: String,
    }

    impl OwnedSettings for Sample {
        const KEY: &'static str = "sample";
    }

    #[test]
    fn a_missing_field_takes_its_default() {
        assert_eq!(parse::<Sample>("sample", r#"{"fee":5}"#).unwrap(), Sample { fee: 5, name: String::new() });
    }

    #[test]
    fn a_document_that_does_not_parse_is_an_error_naming_its_owner() {
        let err = parse::<Sample>("sample", r#"{"fee":"five"}"#).unwrap_err();
        assert!(format!("{err:?}").contains("sample"), "{err:?}");
        assert!(parses::<Sample>("not json").is_err());
        assert!(parses::<Sample>(r#"{"fee":1}"#).is_ok());
    }
}
