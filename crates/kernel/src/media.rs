//! Uploaded media over `object_store` (a local folder by default).
//!
//! Uploads are checked by their content, never by name: the first bytes must be PNG, JPEG or WebP
//! and the whole file must decode within [`MAX_PIXELS`]. Accepted images are decoded and re-encoded,
//! which drops metadata (EXIF location) and anything smuggled after the image data.

use std::{io::Cursor, sync::Arc};

use bytes::Bytes;
use image::{ImageFormat, ImageReader};
use object_store::{local::LocalFileSystem, path::Path as StorePath, ObjectStore, PutPayload};

use crate::{AppError, AppResult, Msg};

/// Largest image accepted, in pixels (width x height), so a small file cannot expand to gigabytes.
pub const MAX_PIXELS: u64 = 40_000_000;

#[derive(Clone)]
pub struct MediaStore {
    store: Arc<dyn ObjectStore>,
    url_prefix: String,
    max_image_bytes: usize,
}

/// A stored object as served back.
pub struct StoredMedia {
    pub bytes: Bytes,
    pub content_type: &'static str,
}

impl MediaStore {
    /// Media kept in a local folder (created when missing).
    pub fn local(root: &std::path::Path, url_prefix: &str, max_image_bytes: usize) -> anyhow::Result<MediaStore> {
        std::fs::create_dir_all(root)?;
        let store = LocalFileSystem::new_with_prefix(root)?;
        Ok(MediaStore::new(Arc::new(store), url_prefix, max_image_bytes))
    }

    pub fn new(store: Arc<dyn ObjectStore>, url_prefix: &str, max_image_bytes: usize) -> MediaStore {
        MediaStore { store, url_prefix: url_prefix.trim_end_matches('/').to_owned(), max_image_bytes }
    }

    pub fn max_image_bytes(&self) -> usize {
        self.max_image_bytes
    }

    /// The public URL of a stored key.
    pub fn url(&self, key: &str) -> String {
        format!("{}/{}", self.url_prefix, key)
    }

    pub async fn put(&self, key: &str, bytes: Bytes) -> AppResult<()> {
        let path = StorePath::parse(key).map_err(AppError::internal)?;
        self.store.put(&path, PutPayload::from_bytes(bytes)).await.map_err(AppError::internal)?;
        Ok(())
    }

    /// Removes an object; a missing one is not an error (deleting is how we undo a failed write).
    pub async fn delete(&self, key: &str) {
        let Ok(path) = StorePath::parse(key) else { return };
        if let Err(err) = self.store.delete(&path).await {
            if !matches!(err, object_store::Error::NotFound { .. }) {
                tracing::warn!(key, error = %err, "could not delete media");
            }
        }
    }

    pub async fn get(&self, key: &str) -> AppResult<Option<StoredMedia>> {
        let Ok(path) = StorePath::parse(key) else { return Ok(None) };
        match self.store.get(&path).await {
            Ok(result) => {
                let bytes = result.bytes().await.map_err(AppError::internal)?;
                Ok(Some(StoredMedia { bytes, content_type: content_type_of(key) }))
            }
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(err) => Err(AppError::internal(err)),
        }
    }

    /// Checks an uploaded image and re-encodes it, no side larger than `max_side` pixels.
    ///
    /// `field` names the form field in the validation error. Returns PNG bytes for images with
    /// transparency and JPEG otherwise, with the matching file extension.
    pub async fn prepare_image(&self, field: &'static str, upload: Bytes, max_side: u32) -> AppResult<PreparedImage> {
        if upload.len() > self.max_image_bytes {
            return Err(AppError::invalid(
                field,
                Msg::new("common.image_too_large").arg("size", human_size(self.max_image_bytes)),
            ));
        }
        tokio::task::spawn_blocking(move || reencode(field, &upload, max_side)).await.map_err(AppError::internal)?
    }
}

pub struct PreparedImage {
    pub bytes: Bytes,
    pub extension: &'static str,
}

fn not_an_image(field: &'static str) -> AppError {
    AppError::invalid(field, Msg::new("common.not_an_image"))
}

fn reencode(field: &'static str, upload: &[u8], max_side: u32) -> AppResult<PreparedImage> {
    let format = image::guess_format(upload).map_err(|_| not_an_image(field))?;
    if !matches!(format, ImageFormat::Png | ImageFormat::Jpeg | ImageFormat::WebP) {
        return Err(not_an_image(field));
    }
    let mut reader = ImageReader::with_format(Cursor::new(upload), format);
    let mut limits = image::Limits::default();
    limits.max_alloc = Some(MAX_PIXELS * 4 + 1024);
    reader.limits(limits);
    let (width, height) = reader.into_dimensions().map_err(|_| not_an_image(field))?;
    if u64::from(width) * u64::from(height) > MAX_PIXELS || width == 0 || height == 0 {
        return Err(not_an_image(field));
    }
    let mut reader = ImageReader::with_format(Cursor::new(upload), format);
    reader.limits(limits_for(width, height));
    let decoded = reader.decode().map_err(|_| not_an_image(field))?;
    let resized = if width > max_side || height > max_side {
        decoded.resize(max_side, max_side, image::imageops::FilterType::Lanczos3)
    } else {
        decoded
    };
    let mut out = Cursor::new(Vec::new());
    let extension = if resized.color().has_alpha() {
        resized.write_to(&mut out, ImageFormat::Png).map_err(AppError::internal)?;
        "png"
    } else {
        let rgb = resized.to_rgb8();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
            .encode_image(&rgb)
            .map_err(AppError::internal)?;
        "jpg"
    };
    Ok(PreparedImage { bytes: Bytes::from(out.into_inner()), extension })
}

fn limits_for(width: u32, height: u32) -> image::Limits {
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(width);
    limits.max_image_height = Some(height);
    limits.max_alloc = Some(u64::from(width) * u64::from(height) * 8 + 1024 * 1024);
    limits
}

/// `5 MB`, `195 KB`: sizes as people read them.
fn human_size(bytes: usize) -> String {
    if bytes >= 1024 * 1024 {
        format!("{} MB", bytes / (1024 * 1024))
    } else {
        format!("{} KB", bytes / 1024)
    }
}

/// Content type by the extension we gave the key ourselves.
pub fn content_type_of(key: &str) -> &'static str {
    match key.rsplit('.').next() {
        Some("png") => "image/png",
        Some("jpg" | "jpeg") => "image/jpeg",
        Some("webp") => "image/webp",
        Some("svg") => "image/svg+xml",
        _ => "application/octet-stream",
    }
}
