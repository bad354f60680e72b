//! `mall backup <dest>` and `mall restore <src>`: the SQLite database and the uploads, copied while
//! the shop serves, and brought back into a data folder.
//!
//! A backup is a folder (or an `s3://bucket/prefix` of the store kind `MALL_STORAGE_URL` takes):
//!
//! ```text
//! mall.sqlite3    the database at one point in time (SQLite's VACUUM INTO)
//! uploads/<key>   every object of the media store
//! manifest.json   written last: when, which database, which migration, how many objects
//! ```
//!
//! Order is what makes it consistent while shoppers buy:
//! - the database is copied by `VACUUM INTO` on a connection to the live file: one read
//!   transaction, so the copy is the database as it was at one instant, whatever the writers do
//!   meanwhile (WAL mode keeps them going);
//! - then the uploads. An upload is stored before the row that points to it commits, so every
//!   row in the copy finds its object. An image replaced after the copy was taken and deleted
//!   before it was reached is the one thing that can be missing (counted as `vanished`);
//! - the manifest last, after removing the old one first: a folder without `manifest.json` is an
//!   interrupted backup, and `mall restore` refuses it.
//!
//! Uploads already in the destination with the same size are not copied again (keys are fresh
//! random names, never rewritten), so backing up into the same folder again is quick.
//!
//! PostgreSQL is backed up with its own tools (`pg_dump -Fc`, `pg_restore`; see docs/backups.md);
//! `--uploads-only` copies and restores the uploads on either database.

use std::{
    path::{Path, PathBuf},
    str::FromStr,
    sync::Arc,
    time::Duration,
};

use anyhow::{bail, Context as _};
use futures::{StreamExt as _, TryStreamExt as _};
use kernel::{config::Config, db::Db};
use object_store::{buffered::BufWriter, path::Path as StorePath, prefix::PrefixStore, ObjectStore, PutPayload};
use sea_orm::sqlx::{
    self,
    sqlite::{SqliteConnectOptions, SqlitePoolOptions},
    Row as _,
};
use serde::{Deserialize, Serialize};
use tokio::io::AsyncWriteExt as _;

const DATABASE_FILE: &str = "mall.sqlite3";
const MANIFEST_FILE: &str = "manifest.json";
const UPLOADS: &str = "uploads";

/// Objects copied at once.
const PARALLEL_COPIES: usize = 8;

/// What a backup holds (`manifest.json`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Manifest {
    /// This layout's version.
    pub format: u32,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub mall_version: String,
    /// `sqlite`, or `null` for `--uploads-only` (a PostgreSQL shop backs its database up with pg_dump).
    pub database: Option<String>,
    pub database_bytes: Option<u64>,
    /// The newest migration applied in the copied database.
    pub migration: Option<String>,
    pub objects: u64,
    pub object_bytes: u64,
    /// Where the uploads came from (no secrets).
    pub store: String,
}

/// What one copy of the uploads did.
#[derive(Debug, Default, Clone, Copy)]
pub struct Copied {
    /// Objects now in the destination (copied or already there).
    pub objects: u64,
    pub bytes: u64,
    /// Copied this time.
    pub copied: u64,
    /// Listed, then gone before they were read (replaced or swept meanwhile).
    pub vanished: u64,
}

/// A backup's folder or store.
struct Place {
    store: Arc<dyn ObjectStore>,
    /// Set for a plain folder path: the database is written there directly.
    folder: Option<PathBuf>,
    description: String,
}

impl Place {
    fn open(target: &str) -> anyhow::Result<Place> {
        let target = target.trim();
        if target.is_empty() {
            bail!("name a folder or an s3://bucket/prefix");
        }
        if target.contains("://") {
            let opened = kernel::storage::open(target)?;
            return Ok(Place { store: opened.store, folder: None, description: opened.description });
        }
        let opened = kernel::storage::open_folder(Path::new(target))?;
        Ok(Place { store: opened.store, folder: Some(PathBuf::from(target)), description: target.to_owned() })
    }

    fn uploads(&self) -> Arc<dyn ObjectStore> {
        Arc::new(PrefixStore::new(self.store.clone(), UPLOADS))
    }
}

/// `mall backup <dest>`: the database (SQLite) and the uploads, while the shop serves.
pub async fn backup(config: &Config, dest: &str, uploads_only: bool) -> anyhow::Result<(Manifest, Copied)> {
    let database_url = config.database_url();
    let sqlite = is_sqlite(&database_url);
    if !sqlite && !uploads_only {
        bail!(
            "mall backup copies SQLite databases; this shop runs on PostgreSQL. Back the database up \
             with `pg_dump -Fc` first, then copy the uploads with `mall backup --uploads-only {dest}` \
             (docs/backups.md)"
        );
    }
    if !uploads_only {
        let live = SqliteConnectOptions::from_str(&database_url)?;
        if !live.get_filename().is_file() {
            bail!("there is no database at {} (MALL_DATA_DIR / DATABASE_URL)", live.get_filename().display());
        }
    }
    let place = Place::open(dest)?;
    // From here until the new manifest is written, the destination reads as incomplete.
    match place.store.delete(&StorePath::from(MANIFEST_FILE)).await {
        Ok(()) | Err(object_store::Error::NotFound { .. }) => {}
        Err(err) => return Err(err).context("removing the old manifest.json"),
    }
    let (database, database_bytes, migration) = if uploads_only {
        (None, None, None)
    } else {
        let (bytes, migration) = copy_database(config, &database_url, &place).await?;
        (Some("sqlite".to_owned()), Some(bytes), migration)
    };
    let source = kernel::storage::open(&config.storage_url())?;
    tracing::info!(from = source.description, to = place.description, "backup: copying the uploads");
    let copied = copy_objects(source.store.clone(), place.uploads()).await?;
    let manifest = Manifest {
        format: 1,
        created_at: chrono::Utc::now(),
        mall_version: env!("CARGO_PKG_VERSION").to_owned(),
        database,
        database_bytes,
        migration,
        objects: copied.objects,
        object_bytes: copied.bytes,
        store: source.description,
    };
    let text = serde_json::to_vec_pretty(&manifest)?;
    place.store.put(&StorePath::from(MANIFEST_FILE), PutPayload::from(text)).await.context("writing manifest.json")?;
    tracing::info!(to = place.description, objects = copied.objects, copied = copied.copied, "backup: done");
    Ok((manifest, copied))
}

/// `VACUUM INTO` a file beside the destination (or in the data folder, for a store), checks it,
/// and puts it in place; answers its size and newest migration.
async fn copy_database(config: &Config, database_url: &str, place: &Place) -> anyhow::Result<(u64, Option<String>)> {
    let live = SqliteConnectOptions::from_str(database_url)?.create_if_missing(false);
    let live_file = live.get_filename().to_owned();
    let partial = match &place.folder {
        Some(folder) => folder.join(format!("{DATABASE_FILE}.partial")),
        None => {
            std::fs::create_dir_all(&config.data_dir)?;
            config.data_dir.join(format!(".backup-{}.sqlite3", uuid::Uuid::new_v4().simple()))
        }
    };
    remove_if_there(&partial)?;
    let result = async {
        tracing::info!(database = %live_file.display(), "backup: copying the database (VACUUM INTO)");
        let pool = SqlitePoolOptions::new()
            .max_connections(1)
            .connect_with(live.busy_timeout(Duration::from_secs(30)))
            .await
            .with_context(|| format!("opening {}", live_file.display()))?;
        let target = partial.to_str().context("the backup path is not UTF-8")?.to_owned();
        let vacuumed = sqlx::query("VACUUM INTO ?").bind(target).execute(&pool).await;
        pool.close().await;
        vacuumed.context("VACUUM INTO")?;
        let migration = check_copy(&partial).await?;
        let bytes = std::fs::metadata(&partial)?.len();
        match &place.folder {
            Some(folder) => std::fs::rename(&partial, folder.join(DATABASE_FILE))?,
            None => upload_file(&partial, place.store.clone(), DATABASE_FILE).await?,
        }
        anyhow::Ok((bytes, migration))
    }
    .await;
    remove_if_there(&partial)?;
    result
}

/// Opens the copy read-only, checks its pages and answers its newest migration.
async fn check_copy(file: &Path) -> anyhow::Result<Option<String>> {
    let options = SqliteConnectOptions::new().filename(file).read_only(true);
    let pool = SqlitePoolOptions::new().max_connections(1).connect_with(options).await?;
    let checked: anyhow::Result<Option<String>> = async {
        let verdict: String = sqlx::query("PRAGMA quick_check").fetch_one(&pool).await?.try_get(0)?;
        if verdict != "ok" {
            bail!("the copy failed SQLite's check: {verdict}");
        }
        let row = sqlx::query("SELECT MAX(version) FROM seaql_migrations").fetch_one(&pool).await?;
        Ok(row.try_get::<Option<String>, _>(0)?)
    }
    .await;
    pool.close().await;
    checked
}

/// `mall restore <src>`: the backup's uploads into the configured store, then its database into
/// the data folder, then the migrations of this binary.
pub async fn restore(
    config: &Config,
    src: &str,
    force: bool,
    uploads_only: bool,
) -> anyhow::Result<(Manifest, Copied)> {
    if !src.contains("://") && !Path::new(src.trim()).is_dir() {
        bail!("{src} is not a folder");
    }
    let place = Place::open(src)?;
    let manifest = read_manifest(&place).await?;
    let database_url = config.database_url();
    let target = if uploads_only {
        None
    } else {
        if manifest.database.as_deref() != Some("sqlite") {
            bail!(
                "{} holds no database (an --uploads-only backup); restore the database with pg_restore \
                 and the uploads with `mall restore --uploads-only {src}`",
                place.description
            );
        }
        if !is_sqlite(&database_url) {
            bail!(
                "this shop is configured for PostgreSQL; a SQLite backup restores into a SQLite data \
                 folder. For PostgreSQL use pg_restore (docs/backups.md), and `mall restore \
                 --uploads-only {src}` for the uploads"
            );
        }
        let file = SqliteConnectOptions::from_str(&database_url)?.get_filename().to_owned();
        let has_database = std::fs::metadata(&file).is_ok_and(|m| m.len() > 0);
        if has_database && !force {
            bail!(
                "{} already holds a database; stop the shop and run `mall restore --force {src}` to \
                 replace it",
                file.display()
            );
        }
        Some(file)
    };

    let store = kernel::storage::open(&config.storage_url())?;
    tracing::info!(from = place.description, to = store.description, "restore: copying the uploads");
    let copied = copy_objects(place.uploads(), store.store.clone()).await?;

    if let Some(file) = target {
        tracing::info!(database = %file.display(), "restore: putting the database in place");
        if let Some(parent) = file.parent() {
            std::fs::create_dir_all(parent)?;
        }
        let incoming = file.with_extension("restoring");
        remove_if_there(&incoming)?;
        let fetched = async {
            match &place.folder {
                Some(folder) => {
                    std::fs::copy(folder.join(DATABASE_FILE), &incoming)
                        .with_context(|| format!("copying {DATABASE_FILE} from {}", folder.display()))?;
                }
                None => download_file(place.store.clone(), DATABASE_FILE, &incoming).await?,
            }
            check_copy(&incoming).await
        }
        .await;
        if let Err(err) = fetched {
            remove_if_there(&incoming)?;
            return Err(err);
        }
        // The old database's journal must not be replayed onto the restored one.
        for suffix in ["-wal", "-shm", "-journal"] {
            remove_if_there(&PathBuf::from(format!("{}{suffix}", file.display())))?;
        }
        std::fs::rename(&incoming, &file)?;
        tracing::info!("restore: running the migrations");
        let db = Db::connect(&database_url, 1).await?;
        crate::migrate::run(db.conn()).await?;
        db.conn().clone().close().await?;
    }
    tracing::info!(objects = copied.objects, copied = copied.copied, "restore: done");
    Ok((manifest, copied))
}

async fn read_manifest(place: &Place) -> anyhow::Result<Manifest> {
    let found = match place.store.get(&StorePath::from(MANIFEST_FILE)).await {
        Ok(found) => found,
        Err(object_store::Error::NotFound { .. }) => {
            bail!("{} has no {MANIFEST_FILE}: it is not a backup, or the backup was interrupted", place.description)
        }
        Err(err) => return Err(err).context("reading manifest.json"),
    };
    let manifest: Manifest = serde_json::from_slice(&found.bytes().await?).context("reading manifest.json")?;
    if manifest.format != 1 {
        bail!("this backup's format ({}) is newer than this mall knows", manifest.format);
    }
    Ok(manifest)
}

/// Copies every object of `from` into `to`, skipping those already there with the same size.
pub async fn copy_objects(from: Arc<dyn ObjectStore>, to: Arc<dyn ObjectStore>) -> anyhow::Result<Copied> {
    let listed: Vec<object_store::ObjectMeta> = from.list(None).try_collect().await.context("listing the uploads")?;
    let copies = futures::stream::iter(listed).map(|meta| {
        let (from, to) = (from.clone(), to.clone());
        async move { copy_one(from.as_ref(), to.as_ref(), meta).await }
    });
    let outcomes: Vec<anyhow::Result<Outcome>> = copies.buffer_unordered(PARALLEL_COPIES).collect().await;
    let mut copied = Copied::default();
    for outcome in outcomes {
        match outcome? {
            Outcome::Copied(bytes) => {
                copied.copied += 1;
                copied.objects += 1;
                copied.bytes += bytes;
            }
            Outcome::AlreadyThere(bytes) => {
                copied.objects += 1;
                copied.bytes += bytes;
            }
            Outcome::Vanished => copied.vanished += 1,
        }
    }
    Ok(copied)
}

enum Outcome {
    Copied(u64),
    AlreadyThere(u64),
    Vanished,
}

async fn copy_one(
    from: &dyn ObjectStore,
    to: &dyn ObjectStore,
    meta: object_store::ObjectMeta,
) -> anyhow::Result<Outcome> {
    let key = meta.location;
    match to.head(&key).await {
        Ok(there) if there.size == meta.size => return Ok(Outcome::AlreadyThere(meta.size)),
        Ok(_) | Err(object_store::Error::NotFound { .. }) => {}
        Err(err) => return Err(err).with_context(|| format!("looking for {key} in the destination")),
    }
    let bytes = match from.get(&key).await {
        Ok(found) => found.bytes().await.with_context(|| format!("reading {key}"))?,
        Err(object_store::Error::NotFound { .. }) => {
            tracing::warn!(%key, "an upload was deleted while it was being copied");
            return Ok(Outcome::Vanished);
        }
        Err(err) => return Err(err).with_context(|| format!("reading {key}")),
    };
    let size = bytes.len() as u64;
    to.put(&key, PutPayload::from_bytes(bytes)).await.with_context(|| format!("writing {key}"))?;
    Ok(Outcome::Copied(size))
}

/// Streams a local file into a store object (multipart on S3).
async fn upload_file(file: &Path, store: Arc<dyn ObjectStore>, key: &str) -> anyhow::Result<()> {
    let mut reader = tokio::fs::File::open(file).await?;
    let mut writer = BufWriter::new(store, StorePath::from(key));
    if let Err(err) = tokio::io::copy(&mut reader, &mut writer).await {
        let _ = writer.abort().await;
        return Err(err).with_context(|| format!("writing {key}"));
    }
    writer.shutdown().await.with_context(|| format!("writing {key}"))?;
    Ok(())
}

/// Streams a store object into a local file.
async fn download_file(store: Arc<dyn ObjectStore>, key: &str, file: &Path) -> anyhow::Result<()> {
    let mut stream = store.get(&StorePath::from(key)).await.with_context(|| format!("reading {key}"))?.into_stream();
    let mut out = tokio::fs::File::create(file).await?;
    while let Some(chunk) = stream.next().await {
        out.write_all(&chunk.with_context(|| format!("reading {key}"))?).await?;
    }
    out.sync_all().await?;
    Ok(())
}

fn is_sqlite(database_url: &str) -> bool {
    database_url.trim_start().to_ascii_lowercase().starts_with("sqlite:")
}

fn remove_if_there(file: &Path) -> anyhow::Result<()> {
    match std::fs::remove_file(file) {
        Ok(()) => Ok(()),
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(err) => Err(err).with_context(|| format!("removing {}", file.display())),
    }
}
