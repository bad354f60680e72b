//! The audit log: every admin action, written in the same transaction as the change it records.

use sea_orm::{ConnectionTrait, Statement, Value};

use crate::{auth::CurrentUser, AppResult};

/// Records `action` by `actor` on a subject (`"product"`, 42) with free-form JSON details.
pub async fn record(
    conn: &impl ConnectionTrait,
    actor: Option<CurrentUser>,
    action: &str,
    subject_type: &str,
    subject_id: Option<i64>,
    detail: serde_json::Value,
) -> AppResult<()> {
    let backend = conn.get_database_backend();
    let sql = match backend {
        sea_orm::DatabaseBackend::Postgres => {
            "INSERT INTO audit_log (actor_id, action, subject_type, subject_id, detail, created_at) VALUES ($1, $2, $3, $4, $5, $6)"
        }
        _ => "INSERT INTO audit_log (actor_id, action, subject_type, subject_id, detail, created_at) VALUES (?, ?, ?, ?, ?, ?)",
    };
    let values: Vec<Value> = vec![
        actor.map(|a| a.id).into(),
        action.into(),
        subject_type.into(),
        subject_id.into(),
        detail.to_string().into(),
        chrono::Utc::now().into(),
    ];
    conn.execute(Statement::from_sql_and_values(backend, sql, values)).await?;
    Ok(())
}
