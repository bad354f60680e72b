//! The audit log: every admin action, written in the same transaction as the change it records,
//! and read back (filtered by admin, action and Myanmar days) by the admin console.

use chrono::{DateTime, NaiveDate, Utc};
use sea_orm::{
    ColumnTrait, ConnectionTrait, EntityTrait, PaginatorTrait, QueryFilter, QueryOrder, QuerySelect, Statement, Value,
};

use crate::{
    auth::CurrentUser,
    clock::myanmar_day_range,
    pagination::{PageMeta, PageParams},
    AppError, AppResult, FieldError, Msg,
};

/// The `audit_log` table, for reading; rows are written by [`record`] only.
pub mod entity {
    use sea_orm::entity::prelude::*;

    /// One admin action: who (`actor_id`; 0 is the shop itself), what (`action`, e.g.
    /// `order.approve`), on which record (`subject_type` and `subject_id`) and its facts as JSON.
    #[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
    #[sea_orm(table_name = "audit_log")]
    pub struct Model {
        #[sea_orm(primary_key)]
        pub id: i64,
        pub actor_id: Option<i64>,
        /// The role the actor acted with, as it was then (`admin`, `payment_checker`, ...).
        pub actor_role: Option<String>,
        pub action: String,
        pub subject_type: String,
        pub subject_id: Option<i64>,
        pub detail: String,
        pub created_at: ChronoDateTimeUtc,
    }

    #[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
    pub enum Relation {}

    impl ActiveModelBehavior for ActiveModel {}
}

/// Records `action` by `actor` (and the role it acts with) on a subject (`"product"`, 42) with free-form JSON details.
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
            "INSERT INTO audit_log (actor_id, actor_role, action, subject_type, subject_id, detail, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)"
        }
        _ => "INSERT INTO audit_log (actor_id, actor_role, action, subject_type, subject_id, detail, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
    };
    let values: Vec<Value> = vec![
        actor.map(|a| a.id).into(),
        actor.map(|a| a.role.as_str().to_owned()).into(),
        action.into(),
        subject_type.into(),
        subject_id.into(),
        detail.to_string().into(),
        chrono::Utc::now().into(),
    ];
    conn.execute(Statement::from_sql_and_values(backend, sql, values)).await?;
    Ok(())
}

/// Which audit rows to list: every filter left out matches everything.
#[derive(Debug, Clone, Default)]
pub struct AuditFilter {
    /// Only this admin's actions.
    pub actor_id: Option<i64>,
    /// Only this action (`order.approve`).
    pub action: Option<String>,
    /// From this Myanmar day (`YYYY-MM-DD`), inclusive.
    pub from: Option<String>,
    /// Up to this Myanmar day (`YYYY-MM-DD`), inclusive.
    pub to: Option<String>,
}

/// Audit rows, newest first, with the page's `meta`. A date that is not `YYYY-MM-DD`, or a `to`
/// before `from`, is a validation error on that field.
pub async fn list(
    conn: &impl ConnectionTrait,
    filter: &AuditFilter,
    page: PageParams,
    default_per_page: u64,
) -> AppResult<(Vec<entity::Model>, PageMeta)> {
    let (from, to) = day_bounds(filter)?;
    let mut select = entity::Entity::find();
    if let Some(actor) = filter.actor_id {
        select = select.filter(entity::Column::ActorId.eq(actor));
    }
    if let Some(action) = filter.action.as_deref().map(str::trim).filter(|a| !a.is_empty()) {
        select = select.filter(entity::Column::Action.eq(action));
    }
    if let Some(from) = from {
        select = select.filter(entity::Column::CreatedAt.gte(from));
    }
    if let Some(to) = to {
        select = select.filter(entity::Column::CreatedAt.lt(to));
    }
    let per_page = page.per_page(default_per_page);
    let paginator =
        select.order_by_desc(entity::Column::CreatedAt).order_by_desc(entity::Column::Id).paginate(conn, per_page);
    let total = paginator.num_items().await?;
    let rows = paginator.fetch_page(page.page() - 1).await?;
    Ok((rows, PageMeta::new(total, per_page, page.page())))
}

/// Every action the log holds, alphabetically (the filter's choices).
pub async fn actions(conn: &impl ConnectionTrait) -> AppResult<Vec<String>> {
    Ok(entity::Entity::find()
        .select_only()
        .column(entity::Column::Action)
        .distinct()
        .order_by_asc(entity::Column::Action)
        .into_tuple::<String>()
        .all(conn)
        .await?)
}

/// An instant a range starts or ends at, when it has that end.
type Bound = Option<DateTime<Utc>>;

/// `[start of from, end of to)` in UTC from the filter's Myanmar days.
fn day_bounds(filter: &AuditFilter) -> AppResult<(Bound, Bound)> {
    let mut errors = Vec::new();
    let mut day = |field: &'static str, text: &Option<String>| -> Option<NaiveDate> {
        let text = text.as_deref().map(str::trim).filter(|t| !t.is_empty())?;
        let parsed = NaiveDate::parse_from_str(text, "%Y-%m-%d").ok().filter(|_| text.len() == 10);
        if parsed.is_none() {
            errors.push(FieldError { field: field.into(), message: Msg::new("common.date_invalid") });
        }
        parsed
    };
    let (from, to) = (day("from", &filter.from), day("to", &filter.to));
    if let (Some(from), Some(to)) = (from, to) {
        if to < from {
            errors.push(FieldError { field: "to".into(), message: Msg::new("common.date_range_invalid") });
        }
    }
    if !errors.is_empty() {
        return Err(AppError::Validation(errors));
    }
    Ok((from.map(|d| myanmar_day_range(d).0), to.map(|d| myanmar_day_range(d).1)))
}
