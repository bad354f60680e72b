//! The web app, uploaded media and the health check.

use std::path::Path;

use axum::{
    extract::{Path as UrlPath, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    Json,
};
use kernel::{AppContext, AppError};
use sea_orm::ConnectionTrait;
use tower_http::services::{ServeDir, ServeFile};

/// The built web app; unknown paths get `index.html` so client-side routes work on reload.
pub fn web_app(dir: &Path) -> ServeDir<tower_http::set_status::SetStatus<ServeFile>> {
    ServeDir::new(dir).precompressed_gzip().not_found_service(ServeFile::new(dir.join("index.html")))
}

/// `GET /media/{key}`: a stored upload, cached for a year (keys never change content).
pub async fn media(State(ctx): State<AppContext>, UrlPath(key): UrlPath<String>) -> Result<Response, AppError> {
    // Private media (payment screenshots) is served only by the endpoints that check the caller.
    if key.starts_with(kernel::media::PRIVATE_PREFIX)
        || key.split('/').any(|part| part.is_empty() || part == "." || part == "..")
    {
        return Err(AppError::not_found("common.route_not_found"));
    }
    let Some(found) = ctx.media.get(&key).await? else {
        return Err(AppError::not_found("common.route_not_found"));
    };
    Ok((
        [(header::CONTENT_TYPE, found.content_type), (header::CACHE_CONTROL, "public, max-age=31536000, immutable")],
        found.bytes,
    )
        .into_response())
}

/// `GET /healthz`: 200 when the database answers.
pub async fn healthz(State(ctx): State<AppContext>) -> Response {
    match ctx.db.conn().execute_unprepared("SELECT 1").await {
        Ok(_) => Json(serde_json::json!({ "status": "ok" })).into_response(),
        Err(err) => {
            tracing::error!(error = %err, "health check failed");
            (StatusCode::SERVICE_UNAVAILABLE, Json(serde_json::json!({ "status": "database unavailable" })))
                .into_response()
        }
    }
}
