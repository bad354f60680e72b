//! Uploaded media over `object_store` (a local folder by default).
//!
//! Uploads are checked by their content, never by name: the first bytes must be PNG, JPEG or WebP,
//! the header's width x height must fit [`ImageLimits::max_pixels`] (read before anything is
//! decoded, so a small file cannot expand to gigabytes), and the whole file must decode. Accepted
//! images are decoded once and re-encoded at the sizes asked for, which drops metadata (EXIF
//! location) and anything smuggled after the image data. Decoding takes one of a fixed number of
//! turns ([`ImageLimits::decodes`]), so the memory images take is bounded however many arrive.

use std::{io::Cursor, sync::Arc};

use bytes::Bytes;
use image::{metadata::Orientation, DynamicImage, ImageDecoder, ImageFormat, ImageReader};
use object_store::{path::Path as StorePath, ObjectStore, PutMode, PutOptions, PutPayload};
use tokio::sync::Semaphore;

use crate::{
    storage::{OpenedStore, SignedLinks},
    AppError, AppResult, Msg,
};

/// What an uploaded image may be.
#[derive(Debug, Clone, Copy)]
pub struct ImageLimits {
    /// Largest file, in bytes.
    pub max_bytes: usize,
    /// Largest width x height, from the header.
    pub max_pixels: u64,
    /// Images decoded at once.
    pub decodes: usize,
}

#[derive(Clone)]
pub struct MediaStore {
    store: Arc<dyn ObjectStore>,
    /// S3 only: signs links for serving public media by redirect.
    links: Option<SignedLinks>,
    description: String,
    url_prefix: String,
    limits: ImageLimits,
    decode_turns: Arc<Semaphore>,
}

/// A stored object as served back.
pub struct StoredMedia {
    pub bytes: Bytes,
    pub content_type: &'static str,
}

impl MediaStore {
    /// Media kept in a local folder (created when missing).
    pub fn local(root: &std::path::Path, url_prefix: &str, limits: ImageLimits) -> anyhow::Result<MediaStore> {
        Ok(MediaStore::new(crate::storage::open_folder(root)?, url_prefix, limits))
    }

    pub fn new(opened: OpenedStore, url_prefix: &str, limits: ImageLimits) -> MediaStore {
        let decode_turns = Arc::new(Semaphore::new(limits.decodes.max(1)));
        let OpenedStore { store, links, description } = opened;
        MediaStore {
            store,
            links,
            description,
            url_prefix: url_prefix.trim_end_matches('/').to_owned(),
            limits,
            decode_turns,
        }
    }

    /// Which store this is, without secrets (`folder ./data/uploads`, `s3://bucket/prefix`).
    pub fn description(&self) -> &str {
        &self.description
    }

    /// A link anyone may follow for `valid_for` to read `key` straight from the bucket, when the
    /// store is S3; `None` on a folder.
    pub async fn signed_link(&self, key: &str, valid_for: std::time::Duration) -> AppResult<Option<String>> {
        match &self.links {
            Some(links) => Ok(Some(links.get_link(key, valid_for).await.map_err(AppError::internal)?.to_string())),
            None => Ok(None),
        }
    }

    pub fn max_image_bytes(&self) -> usize {
        self.limits.max_bytes
    }

    /// The store itself, for sweeping (listing what is there).
    pub fn object_store(&self) -> &Arc<dyn ObjectStore> {
        &self.store
    }

    /// The public URL of a stored key.
    pub fn url(&self, key: &str) -> String {
        format!("{}/{}", self.url_prefix, key)
    }

    /// Stores a new object. Keys are fresh random names, so an existing object under the key is a
    /// bug: the put is conditional (`If-None-Match: *` on S3) and never overwrites what is there.
    pub async fn put(&self, key: &str, bytes: Bytes) -> AppResult<()> {
        let path = StorePath::parse(key).map_err(AppError::internal)?;
        let create_only = PutOptions { mode: PutMode::Create, ..Default::default() };
        self.store.put_opts(&path, PutPayload::from_bytes(bytes), create_only).await.map_err(store_failed)?;
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
                let bytes = result.bytes().await.map_err(store_failed)?;
                Ok(Some(StoredMedia { bytes, content_type: content_type_of(key) }))
            }
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(err) => Err(store_failed(err)),
        }
    }

    /// Checks an uploaded image and re-encodes it, no side larger than `max_side` pixels.
    ///
    /// `field` names the form field in the validation error. Returns PNG bytes for images with
    /// transparency and JPEG otherwise, with the matching file extension.
    pub async fn prepare_image(&self, field: &'static str, upload: Bytes, max_side: u32) -> AppResult<PreparedImage> {
        let mut sizes = self.prepare_image_sizes(field, upload, &[max_side]).await?;
        Ok(sizes.remove(0))
    }

    /// [`MediaStore::prepare_image`] at several sizes from one decode, in the order of `sides`.
    pub async fn prepare_image_sizes(
        &self,
        field: &'static str,
        upload: Bytes,
        sides: &[u32],
    ) -> AppResult<Vec<PreparedImage>> {
        let (sizes, ()) = self.prepare_image_inspected(field, upload, sides, |_| ()).await?;
        Ok(sizes)
    }

    /// [`MediaStore::prepare_image_sizes`], also handing the decoded picture (turned upright, at
    /// full size) to `inspect` on the same blocking thread, for what must see every pixel once
    /// (a payment screenshot's fingerprints).
    pub async fn prepare_image_inspected<T: Send + 'static>(
        &self,
        field: &'static str,
        upload: Bytes,
        sides: &[u32],
        inspect: impl FnOnce(&DynamicImage) -> T + Send + 'static,
    ) -> AppResult<(Vec<PreparedImage>, T)> {
        if upload.len() > self.limits.max_bytes {
            return Err(AppError::invalid(
                field,
                Msg::new("common.image_too_large").arg("size", human_size(self.limits.max_bytes)),
            ));
        }
        let limits = self.limits;
        // Cheap header check first, so an oversized image never waits for (or takes) a turn.
        let header = check_header(field, &upload, limits)?;
        let _turn = self.decode_turns.clone().acquire_owned().await.map_err(AppError::internal)?;
        let sides = sides.to_vec();
        tokio::task::spawn_blocking(move || reencode(field, &upload, header, &sides, inspect))
            .await
            .map_err(AppError::internal)?
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
        Ok(self.put_private_image_inspected(field, prefix, upload, |_| ()).await?.0)
    }

    /// [`MediaStore::put_private_image`], with what `inspect` makes of the decoded picture
    /// ([`MediaStore::prepare_image_inspected`]).
    pub async fn put_private_image_inspected<T: Send + 'static>(
        &self,
        field: &'static str,
        prefix: &str,
        upload: Bytes,
        inspect: impl FnOnce(&DynamicImage) -> T + Send + 'static,
    ) -> AppResult<(String, T)> {
        let (mut sizes, inspected) = self.prepare_image_inspected(field, upload, &[SCREENSHOT_SIDE], inspect).await?;
        let image = sizes.remove(0);
        let key = format!("{PRIVATE_PREFIX}{}/{}.{}", prefix.trim_matches('/'), new_name(), image.extension);
        self.put(&key, image.bytes).await?;
        Ok((key, inspected))
    }
}

/// Sizes of a stored catalogue image: the full one for carousels, the thumbnail for grids.
pub const FULL_SIDE: u32 = 800;
pub const THUMB_SIDE: u32 = 320;

impl MediaStore {
    /// Checks an uploaded image and stores it twice, at [`FULL_SIDE`] and [`THUMB_SIDE`]; answers the
    /// key of the full one (the thumbnail's is [`thumb_key`]). Nothing is stored if the image is bad.
    pub async fn put_image_with_thumb(&self, field: &'static str, prefix: &str, upload: Bytes) -> AppResult<String> {
        let mut sizes = self.prepare_image_sizes(field, upload, &[FULL_SIDE, THUMB_SIDE]).await?;
        let thumb = sizes.pop().expect("two sizes");
        let full = sizes.pop().expect("two sizes");
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

    /// Removes an image, its thumbnail and its share card (when one was made).
    pub async fn delete_with_thumb(&self, key: &str) {
        self.delete(key).await;
        self.delete(&thumb_key(key)).await;
        self.delete(&card_key(key)).await;
    }

    /// URL of the thumbnail of an image stored with [`MediaStore::put_image_with_thumb`].
    pub fn thumb_url(&self, key: &str) -> String {
        self.url(&thumb_key(key))
    }
}

/// The store did not do what was asked: logged in full, and the client told to try again (503)
/// rather than shown a server error, since an outage of the store passes.
fn store_failed(err: object_store::Error) -> AppError {
    tracing::error!(error = %err, "upload store");
    if crate::error::is_storage_full(&err) {
        // A local folder on a full disk: says so, and passes once space is freed.
        return crate::error::storage_full();
    }
    AppError::Unavailable(Msg::new("common.storage_unavailable"))
}

/// `products/ab12.jpg` -> `products/ab12.thumb.jpg`.
pub fn thumb_key(key: &str) -> String {
    match key.rsplit_once('.') {
        Some((stem, extension)) => format!("{stem}.thumb.{extension}"),
        None => format!("{key}.thumb"),
    }
}

/// `products/ab12.png` -> `products/ab12.card.jpg`: the image's share card ([`MediaStore::share_card`]).
pub fn card_key(key: &str) -> String {
    let stem = key.rsplit_once('.').map_or(key, |(stem, _)| stem);
    format!("{stem}.card.jpg")
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

/// What the header says, before anything is decoded.
#[derive(Clone, Copy)]
struct Header {
    format: ImageFormat,
    width: u32,
    height: u32,
}

fn check_header(field: &'static str, upload: &[u8], limits: ImageLimits) -> AppResult<Header> {
    let format = image::guess_format(upload).map_err(|_| not_an_image(field))?;
    if !matches!(format, ImageFormat::Png | ImageFormat::Jpeg | ImageFormat::WebP) {
        return Err(not_an_image(field));
    }
    let mut reader = ImageReader::with_format(Cursor::new(upload), format);
    // Reading dimensions allocates next to nothing; the cap guards decoders that buffer headers.
    let mut header_limits = image::Limits::default();
    header_limits.max_alloc = Some(16 * 1024 * 1024);
    reader.limits(header_limits);
    let (width, height) = reader.into_dimensions().map_err(|_| not_an_image(field))?;
    if width == 0 || height == 0 {
        return Err(not_an_image(field));
    }
    if u64::from(width) * u64::from(height) > limits.max_pixels {
        let megapixels = limits.max_pixels / 1_000_000;
        return Err(AppError::invalid(
            field,
            Msg::new("common.image_too_many_pixels").arg("width", width).arg("height", height).arg("max", megapixels),
        ));
    }
    Ok(Header { format, width, height })
}

fn reencode<T>(
    field: &'static str,
    upload: &[u8],
    header: Header,
    sides: &[u32],
    inspect: impl FnOnce(&DynamicImage) -> T,
) -> AppResult<(Vec<PreparedImage>, T)> {
    let Header { format, width, height } = header;
    let mut reader = ImageReader::with_format(Cursor::new(upload), format);
    reader.limits(limits_for(width, height));
    let mut decoder = reader.into_decoder().map_err(|_| not_an_image(field))?;
    // A phone's photo holds the pixels as the sensor saw them and an EXIF tag saying how to turn
    // them. The stored copy keeps no EXIF (where the photo was taken least of all), so the turn is
    // applied to the pixels themselves, or the photo would show on its side.
    let orientation = decoder.orientation().unwrap_or(Orientation::NoTransforms);
    let mut decoded = DynamicImage::from_decoder(decoder).map_err(|_| not_an_image(field))?;
    decoded.apply_orientation(orientation);
    let inspected = inspect(&decoded);
    let mut prepared = Vec::with_capacity(sides.len());
    for &max_side in sides {
        let resized = if width > max_side || height > max_side {
            decoded.resize(max_side, max_side, image::imageops::FilterType::Lanczos3)
        } else {
            decoded.clone()
        };
        prepared.push(encode(&resized)?);
    }
    Ok((prepared, inspected))
}

fn encode(image: &image::DynamicImage) -> AppResult<PreparedImage> {
    let mut out = Cursor::new(Vec::new());
    let extension = if image.color().has_alpha() {
        image.write_to(&mut out, ImageFormat::Png).map_err(AppError::internal)?;
        "png"
    } else {
        let rgb = image.to_rgb8();
        image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85)
            .encode_image(&rgb)
            .map_err(AppError::internal)?;
        "jpg"
    };
    Ok(PreparedImage { bytes: Bytes::from(out.into_inner()), extension })
}

/// Decoding may allocate the image itself (at most 8 bytes a pixel, 16-bit RGBA) and a little more.
fn limits_for(width: u32, height: u32) -> image::Limits {
    let mut limits = image::Limits::default();
    limits.max_image_width = Some(width);
    limits.max_image_height = Some(height);
    limits.max_alloc = Some(u64::from(width) * u64::from(height) * 8 + 1024 * 1024);
    limits
}

/// `5 MB`, `195 KB`: sizes as people read them.
pub fn human_size(bytes: usize) -> String {
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

impl MediaStore {
    /// Keys of private objects last written more than `age` ago, on a local folder or S3 alike.
    pub async fn private_keys_older_than(&self, age: std::time::Duration) -> AppResult<Vec<String>> {
        use futures::TryStreamExt;
        let cutoff = chrono::Utc::now() - chrono::Duration::from_std(age).map_err(AppError::internal)?;
        let prefix = StorePath::from(PRIVATE_PREFIX.trim_end_matches('/'));
        let objects: Vec<object_store::ObjectMeta> =
            self.store.list(Some(&prefix)).try_collect().await.map_err(AppError::internal)?;
        Ok(objects.into_iter().filter(|o| o.last_modified < cutoff).map(|o| o.location.to_string()).collect())
    }
}

/// Size of a link's preview picture (`og:image`): what Facebook, Viber and Telegram show large.
pub const CARD_WIDTH: u32 = 1200;
pub const CARD_HEIGHT: u32 = 630;

impl MediaStore {
    /// The key of the share card of a stored image ([`card_key`]): the image cropped to fill
    /// [`CARD_WIDTH`] x [`CARD_HEIGHT`] (centred), as JPEG on white. Made the first time it is
    /// asked for and kept next to the image in the same store (a folder or a bucket alike), so it is
    /// made once; [`MediaStore::delete_with_thumb`] removes it with the image. `None` when the image
    /// itself is gone. Two instances making the same card at once both succeed: the store keeps the
    /// first (a conditional put), and the second's identical card is dropped.
    pub async fn share_card(&self, key: &str) -> AppResult<Option<String>> {
        let card = card_key(key);
        let path = StorePath::parse(&card).map_err(AppError::internal)?;
        match self.store.head(&path).await {
            Ok(_) => return Ok(Some(card)),
            Err(object_store::Error::NotFound { .. }) => {}
            Err(err) => return Err(store_failed(err)),
        }
        let Some(image) = self.get(key).await? else { return Ok(None) };
        let _turn = self.decode_turns.clone().acquire_owned().await.map_err(AppError::internal)?;
        let bytes =
            tokio::task::spawn_blocking(move || crop_card(&image.bytes)).await.map_err(AppError::internal)??;
        drop(_turn);
        let create_only = PutOptions { mode: PutMode::Create, ..Default::default() };
        match self.store.put_opts(&path, PutPayload::from_bytes(bytes), create_only).await {
            Ok(_) | Err(object_store::Error::AlreadyExists { .. } | object_store::Error::Precondition { .. }) => {
                Ok(Some(card))
            }
            Err(err) => Err(store_failed(err)),
        }
    }
}

/// A stored image (ours: already checked and re-encoded) cropped to fill the card's size.
fn crop_card(stored: &[u8]) -> AppResult<Bytes> {
    let format = image::guess_format(stored).map_err(AppError::internal)?;
    let mut reader = ImageReader::with_format(Cursor::new(stored), format);
    let (width, height) =
        ImageReader::with_format(Cursor::new(stored), format).into_dimensions().map_err(AppError::internal)?;
    reader.limits(limits_for(width, height));
    let decoded = reader.decode().map_err(AppError::internal)?;
    let filled = decoded.resize_to_fill(CARD_WIDTH, CARD_HEIGHT, image::imageops::FilterType::Lanczos3);
    // Transparency (a logo's) is laid on white: JPEG has none, and a black card reads as broken.
    let mut card = image::RgbImage::from_pixel(CARD_WIDTH, CARD_HEIGHT, image::Rgb([255, 255, 255]));
    for (x, y, pixel) in filled.to_rgba8().enumerate_pixels() {
        let [r, g, b, a] = pixel.0;
        let blend = |c: u8| ((u32::from(c) * u32::from(a) + 255 * (255 - u32::from(a))) / 255) as u8;
        card.put_pixel(x, y, image::Rgb([blend(r), blend(g), blend(b)]));
    }
    let mut out = Cursor::new(Vec::new());
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut out, 85).encode_image(&card).map_err(AppError::internal)?;
    Ok(Bytes::from(out.into_inner()))
}
