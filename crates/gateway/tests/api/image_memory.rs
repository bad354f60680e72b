//! Peak memory of the real `mall` process while large images arrive at once.
//!
//! The probe sent eight 6300x6300 PNGs at once and the server went from 194 MiB to 1,643 MiB. Now
//! images over `MALL_MAX_IMAGE_PIXELS` (24 MP) are refused from their header, and at most
//! `MALL_IMAGE_DECODES` (2) images are decoded at a time. This test starts the server binary as its
//! own process (so the figure is the server's alone), sends eight of the largest accepted images
//! (6000x4000) at once, and reads the process's peak resident memory (`VmHWM`).
//!
//! Checked to fail without the bound: with `MALL_IMAGE_DECODES=8 cargo test --test image_memory`
//! every upload decodes at once and the growth passes the bound.

use std::io::Cursor;

use reqwest::{multipart, Client, StatusCode};
use serde_json::{json, Value};

/// What eight concurrent 24-megapixel uploads may add to the server's peak memory, in MiB.
const GROWTH_BOUND_MIB: u64 = 400;

#[path = "../../benches/support/process.rs"]
mod process;

/// Peak resident memory of a process, in MiB.
fn peak_mib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).expect("VmHWM");
    line.split_whitespace().nth(1).unwrap().parse::<u64>().unwrap() / 1024
}

fn photo(width: u32, height: u32) -> Vec<u8> {
    png_of(&image::RgbImage::from_fn(width, height, |x, y| image::Rgb([(x % 256) as u8, (y % 256) as u8, 90])))
}

fn png_of(image: &image::RgbImage) -> Vec<u8> {
    let mut out = Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Png).unwrap();
    out.into_inner()
}

#[tokio::test]
async fn eight_large_uploads_at_once_stay_within_the_memory_bound() {
    let server = process::ServerProcess::start(None, &[("MALL_DRAW_CHECK_SECONDS", "0")]).await;
    let client = Client::new();
    let register = client
        .post(format!("{}/api/user/register", server.base))
        .json(&json!({"name": "Photographer", "phone": "09791600001", "password": "secret123", "password_confirmation": "secret123"}))
        .send()
        .await
        .unwrap();
    let token = register.json::<Value>().await.unwrap()["token"].as_str().unwrap().to_owned();
    let image = photo(6_000, 4_000);
    assert!(image.len() < 5 * 1024 * 1024, "under the upload cap: {} bytes", image.len());

    let before = peak_mib(server.pid());
    let uploads = (0..8).map(|i| {
        let form = multipart::Form::new().part(
            "profile_image",
            multipart::Part::bytes(image.clone()).file_name(format!("p{i}.png")).mime_str("image/png").unwrap(),
        );
        client.post(format!("{}/api/user/upload-profile-image", server.base)).bearer_auth(&token).multipart(form).send()
    });
    let answers = futures::future::join_all(uploads).await;
    for answer in answers {
        assert_eq!(answer.unwrap().status(), StatusCode::OK);
    }
    let after = peak_mib(server.pid());
    let growth = after.saturating_sub(before);
    println!(
        "eight 6000x4000 uploads at once: peak {before} MiB -> {after} MiB (+{growth} MiB, bound +{GROWTH_BOUND_MIB} MiB)"
    );
    assert!(growth < GROWTH_BOUND_MIB, "peak memory grew by {growth} MiB");
}

/// A decompression bomb that passes the header check: 6000x4000 of one colour, a few kilobytes
/// of PNG that decode to 72 MB.
fn flat_bomb() -> Vec<u8> {
    png_of(&image::RgbImage::from_pixel(6_000, 4_000, image::Rgb([200, 30, 30])))
}

/// A PNG whose header claims 40000x40000 (1.6 gigapixels) and holds no pixels.
fn header_bomb() -> Vec<u8> {
    let mut bytes = png_of(&image::RgbImage::new(1, 1));
    // IHDR's width and height follow the 8-byte signature, the chunk length and "IHDR".
    bytes[16..20].copy_from_slice(&40_000u32.to_be_bytes());
    bytes[20..24].copy_from_slice(&40_000u32.to_be_bytes());
    bytes
}

#[tokio::test]
async fn a_flood_of_decompression_bombs_stays_within_the_memory_bound() {
    let server = process::ServerProcess::start(None, &[("MALL_DRAW_CHECK_SECONDS", "0")]).await;
    let client = Client::new();
    let register = client
        .post(format!("{}/api/user/register", server.base))
        .json(&json!({"name": "Bomber", "phone": "09791600002", "password": "secret123", "password_confirmation": "secret123"}))
        .send()
        .await
        .unwrap();
    let token = register.json::<Value>().await.unwrap()["token"].as_str().unwrap().to_owned();
    let (flat, claimed) = (flat_bomb(), header_bomb());
    let before = peak_mib(server.pid());
    // Eight of each at once: the flat ones decode (two at a time), the others are refused from
    // their header before any pixel is allocated.
    let uploads = (0..16).map(|i| {
        let bytes = if i % 2 == 0 { flat.clone() } else { claimed.clone() };
        let part = multipart::Part::bytes(bytes).file_name(format!("b{i}.png")).mime_str("image/png").unwrap();
        let form = multipart::Form::new().part("profile_image", part);
        client.post(format!("{}/api/user/upload-profile-image", server.base)).bearer_auth(&token).multipart(form).send()
    });
    let statuses: Vec<StatusCode> =
        futures::future::join_all(uploads).await.into_iter().map(|answer| answer.unwrap().status()).collect();
    for (i, status) in statuses.iter().enumerate() {
        let expected = if i % 2 == 0 { StatusCode::OK } else { StatusCode::UNPROCESSABLE_ENTITY };
        assert_eq!(*status, expected, "upload {i}");
    }
    let after = peak_mib(server.pid());
    let growth = after.saturating_sub(before);
    println!(
        "bombs: 8 flat 6000x4000 PNGs of {} KB and 8 headers claiming 40000x40000, at once: peak {before} MiB -> \
         {after} MiB (+{growth} MiB, bound +{GROWTH_BOUND_MIB} MiB)",
        flat.len() / 1024
    );
    assert!(growth < GROWTH_BOUND_MIB, "peak memory grew by {growth} MiB");
}
