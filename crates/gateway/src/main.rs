//! `mall`: serve the shop, create admins, export the GraphQL schema and the OpenAPI document.

use clap::{Parser, Subcommand};
use gateway::{api_docs, schema, telemetry, Application};
use kernel::config::Config;

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
    /// Manage admins.
    Admin {
        #[command(subcommand)]
        command: AdminCommand,
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

#[tokio::main]
async fn main() -> anyhow::Result<()> {
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
