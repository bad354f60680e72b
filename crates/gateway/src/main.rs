//! `mall`: serve the shop, create admins, back up and restore, export the GraphQL schema and the
//! OpenAPI document.

use clap::{Parser, Subcommand};
use gateway::{api_docs, backup, schema, telemetry, Application};
use kernel::config::Config;

/// mimalloc instead of glibc's malloc: under load, glibc's malloc and free took a fifth of the time
/// of a read answered from memory (`perf` on `./just bench`'s product detail).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(name = "mall", version, about = "Lucky Mall: the shop with a lucky draw")]
struct Cli {
    #[command(flatten)]
    config: Config,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run pending migrations and serve the shop.
    Serve,
    /// Apply pending migrations and stop: run once per new version before its gateways start
    /// (on PostgreSQL, in one transaction under a lock several gateways share).
    Migrate,
    /// Add generated products (names in three languages, demo photos) to the demo shop, to try
    /// and measure the shop at size. Stop the shop first on SQLite; on PostgreSQL running gateways
    /// drop their cached catalogue.
    DemoCatalog {
        /// How many products to add.
        #[arg(long)]
        products: usize,
    },
    /// Check every rule the shop's money, tokens, points and tickets keep (balances equal their
    /// ledgers, nothing negative, no ticket sold twice, every to-ship item from one source, ...);
    /// exits 1 when one is broken. Read-only: safe while the shop serves.
    Check,
    /// Manage admins.
    Admin {
        #[command(subcommand)]
        command: AdminCommand,
    },
    /// Copy the SQLite database (online, while the shop serves) and the uploads into a folder or an
    /// s3://bucket/prefix. On PostgreSQL, use pg_dump for the database and --uploads-only here.
    Backup {
        /// A folder, or s3://bucket/prefix?endpoint=...&region=... (AWS credentials from the environment).
        dest: String,
        /// Copy the uploads only (a PostgreSQL shop's database is backed up with pg_dump).
        #[arg(long)]
        uploads_only: bool,
    },
    /// Bring a backup back: its uploads into the configured store, its database into the data
    /// folder (MALL_DATA_DIR), then run the migrations. Stop the shop first.
    Restore {
        /// The backup's folder or s3://bucket/prefix.
        src: String,
        /// Replace the database the data folder already has.
        #[arg(long)]
        force: bool,
        /// Restore the uploads only (a PostgreSQL shop's database comes back with pg_restore).
        #[arg(long)]
        uploads_only: bool,
    },
    /// Print the GraphQL schema (SDL), as kept in schema.graphql.
    Schema,
    /// Print the REST layer's OpenAPI document (JSON).
    Openapi,
}

#[derive(Subcommand)]
enum AdminCommand {
    /// Create an admin, or make an existing user an admin with this password.
    Create {
        #[arg(long)]
        phone: String,
        #[arg(long)]
        password: String,
        #[arg(long, default_value = "Admin")]
        name: String,
    },
}

/// Stack of each runtime thread. The merged GraphQL schema's resolver futures are deep, and a debug
/// build (the browser tests' server) keeps every local of every nested `poll` on the stack: a
/// checkout's GraphQL request with the websocket feeds running overflowed tokio's default 2 MiB
/// there now and then ("thread 'tokio-rt-worker' has overflowed its stack"). Release builds use a
/// fraction of it; the memory is reserved, not committed, until used.
const THREAD_STACK_BYTES: usize = 8 * 1024 * 1024;

fn main() -> anyhow::Result<()> {
    tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .thread_stack_size(THREAD_STACK_BYTES)
        .build()?
        .block_on(run())
}

async fn run() -> anyhow::Result<()> {
    let cli = Cli::parse();
    match cli.command {
        Command::Schema => print!("{}", schema::sdl()),
        Command::Openapi => println!("{}", api_docs::openapi().to_pretty_json()?),
        Command::Serve => {
            telemetry::init(&cli.config.log_format);
            let app = Application::build(cli.config).await?;
            tracing::info!(addr = %app.local_addr(), "Lucky Mall is serving: /, /graphql, /api/docs");
            app.run_until_stopped().await?;
        }
        Command::Migrate => {
            telemetry::init(&cli.config.log_format);
            std::fs::create_dir_all(&cli.config.data_dir)?;
            let db = kernel::db::Db::connect(&cli.config.database_url(), 1).await?;
            gateway::migrate::run(db.conn()).await?;
            let state = gateway::migrate::state(db.conn()).await?;
            println!("migrations applied; the database is at {}", state.applied_latest.as_deref().unwrap_or("none"));
        }
        Command::Backup { dest, uploads_only } => {
            telemetry::init(&cli.config.log_format);
            let (manifest, copied) = backup::backup(&cli.config, &dest, uploads_only).await?;
            let database = match (&manifest.database, manifest.database_bytes) {
                (Some(kind), Some(bytes)) => format!(
                    "the {kind} database ({bytes} bytes, migration {}), ",
                    manifest.migration.as_deref().unwrap_or("none")
                ),
                _ => String::new(),
            };
            println!(
                "backup written to {dest}: {database}{} uploads ({} copied now, {} vanished meanwhile)",
                copied.objects, copied.copied, copied.vanished
            );
        }
        Command::Restore { src, force, uploads_only } => {
            telemetry::init(&cli.config.log_format);
            let (manifest, copied) = backup::restore(&cli.config, &src, force, uploads_only).await?;
            let database = if uploads_only { "" } else { "the database and " };
            println!(
                "restored {database}{} uploads from {src} (taken {}) into {}",
                copied.objects,
                manifest.created_at.to_rfc3339(),
                cli.config.data_dir.display()
            );
        }
        Command::Check => {
            telemetry::init(&cli.config.log_format);
            let db = kernel::db::Db::connect(&cli.config.database_url(), 1).await?;
            let rules = gateway::integrity::rules();
            let broken =
                gateway::integrity::check(db.conn(), &cli.config).await.map_err(|err| anyhow::anyhow!("{err:?}"))?;
            for rule in &rules {
                match broken.iter().find(|b| b.holds == rule.holds) {
                    None => println!("ok      {}", rule.holds),
                    Some(b) => {
                        println!("BROKEN  {} ({} rows)", rule.holds, b.count);
                        b.examples.iter().for_each(|example| println!("          {example}"));
                    }
                }
            }
            if !broken.is_empty() {
                println!("{} of {} rules broken", broken.len(), rules.len());
                std::process::exit(1);
            }
            println!("all {} rules hold", rules.len());
        }
        Command::DemoCatalog { products } => {
            telemetry::init(&cli.config.log_format);
            let ctx = gateway::build_context(cli.config).await?;
            let started = std::time::Instant::now();
            let total = demo::generate_catalog(&ctx, products).await?;
            println!("added {products} products in {:.1} s; the shop has {total}", started.elapsed().as_secs_f64());
        }
        Command::Admin { command: AdminCommand::Create { phone, password, name } } => {
            telemetry::init(&cli.config.log_format);
            let ctx = gateway::build_context(cli.config).await?;
            match accounts::service::create_admin(&ctx, &phone, &password, &name).await {
                Ok(id) => println!("admin {id} ready: sign in with {phone}"),
                Err(err) => anyhow::bail!("could not create the admin: {}", err.message(kernel::Locale::En)),
            }
        }
    }
    Ok(())
}
