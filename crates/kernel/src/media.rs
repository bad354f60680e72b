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

/// Keys under this prefix are never served by `/media`: payment screenshots, fetched only through
/// an endpoint that checks who asks.
pub const PRIVATE_PREFIX: &str = "private/";
/// Payment screenshots keep enough pixels to read an account number and an amount.
pub const SCREENSHOT_SIDE: u32 = 1600;

impl MediaStore {
    /// Checks and stores a private image (a payment screenshot) under `private/{prefix}`.
    pub async fn put_private_image(&self, field: &'static str, prefix: &str, upload: Bytes) -> AppResult<String> {
        let image = self.prepare_image(field, upload, SCREENSHOT_SIDE).await?;
        let key = format!("{PRIVATE_PREFIX}{}/{}.{}", prefix.trim_matches('/'), new_name(), image.extension);
        self.put(&key, image.bytes).await?;
        Ok(key)
    }
}

/// Sizes of a stored catalogue image: the full one for carousels, the thumbnail for grids.
pub const FULL_SIDE: u32 = 800;
pub const THUMB_SIDE: u32 = 320;

impl MediaStore {
    /// Checks an uploaded image and stores it twice, at [`FULL_SIDE`] and [`THUMB_SIDE`]; answers the
    /// key of the full one (the thumbnail's is [`thumb_key`]). Nothing is stored if the image is bad.
    pub async fn put_image_with_thumb(&self, field: &'static str, prefix: &str, upload: Bytes) -> AppResult<String> {
        let full = self.prepare_image(field, upload.clone(), FULL_SIDE).await?;
        let thumb = self.prepare_image(field, upload, THUMB_SIDE).await?;
        let key = format!("{}/{}.{}", prefix.trim_end_matches('/'), new_name(), full.extension);
        // Both sizes keep the same format (transparency survives resizing), so one extension fits both.
        debug_assert_eq!(full.extension, thumb.extension);
        self.put(&key, full.bytes).await?;
        if let Err(err) = self.put(&thumb_key(&key), thumb.bytes).await {
            self.delete(&key).await;
            return Err(err);
        }
        Ok(key)
    }

    /// [`MediaStore::put_image_with_thumb`] for an optional upload.
    pub async fn put_optional_image(
        &self,
        field: &'static str,
        prefix: &str,
        upload: Option<Bytes>,
    ) -> AppResult<Option<String>> {
        match upload {
            Some(bytes) => Ok(Some(self.put_image_with_thumb(field, prefix, bytes).await?)),
            None => Ok(None),
        }
    }

    /// Removes images (with their thumbnails) that a row no longer points to.
    pub async fn delete_all_with_thumbs(&self, keys: &[String]) {
        for key in keys {
            self.delete_with_thumb(key).await;
        }
    }

    /// Passes a write's result on; when the write failed, the images uploaded for it are removed, so
    /// a failed request leaves no file behind.
    pub async fn discard_on_error<T>(&self, result: AppResult<T>, uploaded: &[String]) -> AppResult<T> {
        if result.is_err() {
            for key in uploaded {
                self.delete_with_thumb(key).await;
            }
        }
        result
    }

    /// Stores several uploads; if one is refused, the ones already stored are removed again.
    pub async fn put_images(&self, field: &'static str, prefix: &str, uploads: Vec<Bytes>) -> AppResult<Vec<String>> {
        let mut keys = Vec::with_capacity(uploads.len());
        for upload in uploads {
            match self.put_image_with_thumb(field, prefix, upload).await {
                Ok(key) => keys.push(key),
                Err(err) => {
                    self.delete_all_with_thumbs(&keys).await;
                    return Err(err);
                }
            }
        }
        Ok(keys)
    }

    /// Ends a write that pointed rows at new uploads and answered the keys it replaced: when it
    /// failed, the new uploads go; when it succeeded, the replaced images go.
    pub async fn settle_replacement(&self, result: AppResult<Vec<String>>, uploaded: &[String]) -> AppResult<()> {
        let replaced = self.discard_on_error(result, uploaded).await?;
        self.delete_all_with_thumbs(&replaced).await;
        Ok(())
    }

    /// Removes an image and its thumbnail.
    pub async fn delete_with_thumb(&self, key: &str) {
        self.delete(key).await;
        self.delete(&thumb_key(key)).await;
    }

    /// URL of the thumbnail of an image stored with [`MediaStore::put_image_with_thumb`].
    pub fn thumb_url(&self, key: &str) -> String {
        self.url(&thumb_key(key))
    }
}

/// `products/ab12.jpg` -> `products/ab12.thumb.jpg`.
pub fn thumb_key(key: &str) -> String {
    match key.rsplit_once('.') {
        Some((stem, extension)) => format!("{stem}.thumb.{extension}"),
        None => format!("{key}.thumb"),
    }
}

/// A random file name (no extension) for a new upload.
pub fn new_name() -> String {
    let bytes: [u8; 16] = rand::random();
    hex::encode(bytes)
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
