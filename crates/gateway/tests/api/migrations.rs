//! Migrations when several gateways share one database (`gateway::migrate`): gateways starting
//! together migrate once, and an old gateway restarting during a rollout serves a newer database
//! only when it has everything the old one needs.

use sea_orm::{ConnectionTrait, Database};

use crate::support::{empty_postgres, spawn_app};

#[tokio::test]
async fn gateways_starting_together_on_a_new_database_migrate_it_once() {
    let Some(database) = empty_postgres().await else {
        crate::support::backend_missing(
            "postgres",
            "gateways migrating together need PostgreSQL (one process owns a SQLite file)",
        );
        return;
    };
    let starts = (0..4).map(|_| {
        let url = database.url.clone();
        tokio::spawn(async move {
            let db = kernel::db::Db::connect(&url, 2).await.unwrap();
            gateway::migrate::run(db.conn()).await.map_err(|err| err.to_string())
        })
    });
    for started in futures::future::join_all(starts).await {
        started.unwrap().expect("every gateway starts");
    }
    let db = Database::connect(&database.url).await.unwrap();
    let state = gateway::migrate::state(&db).await.unwrap();
    assert!(state.pending.is_empty() && state.newer.is_empty(), "{state:?}");
    let rows = db
        .query_all(sea_orm::Statement::from_string(db.get_database_backend(), "SELECT version FROM seaql_migrations"))
        .await
        .unwrap();
    assert_eq!(rows.len(), migration_count(), "each migration recorded once");
    db.close().await.ok();
}

#[tokio::test]
async fn an_older_gateway_serves_a_newer_database_only_when_nothing_it_needs_is_missing() {
    let app = spawn_app().await;
    let conn = app.ctx.db.conn();
    let backend = conn.get_database_backend();
    // A newer version added a migration this build does not know.
    conn.execute_unprepared(
        "INSERT INTO seaql_migrations (version, applied_at) VALUES ('m29991231_000001_from_the_future', 0)",
    )
    .await
    .unwrap();
    gateway::migrate::run(conn).await.expect("every migration this build knows is there: it serves");
    let state = gateway::migrate::state(conn).await.unwrap();
    assert_eq!(state.newer, vec!["m29991231_000001_from_the_future".to_owned()]);
    assert!(state.pending.is_empty());

    // The same database without one of this build's migrations: not this build's to fix.
    let last = state.applied_latest.clone().unwrap();
    assert_eq!(last, "m29991231_000001_from_the_future");
    let known_last = {
        use migration::MigratorTrait;
        migration::Migrator::migrations().last().unwrap().name().to_owned()
    };
    conn.execute(sea_orm::Statement::from_string(
        backend,
        format!("DELETE FROM seaql_migrations WHERE version = '{known_last}'"),
    ))
    .await
    .unwrap();
    let refused = gateway::migrate::run(conn).await.expect_err("a build cannot migrate under a newer database");
    assert!(refused.to_string().contains("mall migrate"), "{refused}");
}

fn migration_count() -> usize {
    use migration::MigratorTrait;
    migration::Migrator::migrations().len()
}
