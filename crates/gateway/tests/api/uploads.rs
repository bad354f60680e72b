//! What a hostile or careless upload gets, as a table: each file a shopper could send as a picture,
//! sent as an avatar (every kind of upload goes through the same `kernel::media` checks), and what
//! must come of it. A refusal says why in the shopper's language and leaves no file behind; what is
//! taken is stored re-encoded from its pixels alone, so nothing riding along survives.

use crate::{
    hardening::png_header_only,
    support::{file_part, png, spawn_app},
};
use reqwest::{multipart, StatusCode};

/// A JPEG of `width` x `height`, left half red and right half blue.
fn two_colour_jpeg(width: u32, height: u32) -> Vec<u8> {
    let image = image::RgbImage::from_fn(width, height, |x, _| {
        if x < width / 2 {
            image::Rgb([220, 20, 20])
        } else {
            image::Rgb([20, 20, 220])
        }
    });
    let mut out = std::io::Cursor::new(Vec::new());
    image.write_to(&mut out, image::ImageFormat::Jpeg).unwrap();
    out.into_inner()
}

/// `jpeg` with an EXIF block as a phone writes it: the orientation "turn 90° clockwise to show"
/// (6) and a GPS position (16° 46' N, Yangon).
fn with_exif_orientation_and_gps(jpeg: &[u8]) -> Vec<u8> {
    let mut tiff: Vec<u8> = b"II\x2a\x00\x08\x00\x00\x00".to_vec();
    let entry = |tag: u16, kind: u16, count: u32, value: [u8; 4]| {
        [&tag.to_le_bytes()[..], &kind.to_le_bytes(), &count.to_le_bytes(), &value].concat()
    };
    // IFD0 at 8: orientation, and where the GPS IFD is (8 + 2 + 2 * 12 + 4 = 38).
    tiff.extend_from_slice(&2u16.to_le_bytes());
    tiff.extend(entry(0x0112, 3, 1, [6, 0, 0, 0]));
    tiff.extend(entry(0x8825, 4, 1, 38u32.to_le_bytes()));
    tiff.extend_from_slice(&0u32.to_le_bytes());
    // GPS IFD at 38: latitude reference "N" and the latitude's three rationals at 38 + 30 = 68.
    tiff.extend_from_slice(&2u16.to_le_bytes());
    tiff.extend(entry(0x0001, 2, 2, *b"N\0\0\0"));
    tiff.extend(entry(0x0002, 5, 3, 68u32.to_le_bytes()));
    tiff.extend_from_slice(&0u32.to_le_bytes());
    for (numerator, denominator) in [(16u32, 1u32), (46, 1), (0, 1)] {
        tiff.extend_from_slice(&numerator.to_le_bytes());
        tiff.extend_from_slice(&denominator.to_le_bytes());
    }
    let mut app1 = b"Exif\0\0".to_vec();
    app1.extend(tiff);
    let mut out = jpeg[..2].to_vec(); // SOI
    out.extend_from_slice(&[0xff, 0xe1]);
    out.extend_from_slice(&((app1.len() + 2) as u16).to_be_bytes());
    out.extend(app1);
    out.extend_from_slice(&jpeg[2..]);
    out
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|window| window == needle)
}

#[tokio::test]
async fn each_hostile_upload_is_refused_or_cleaned_and_nothing_is_left_behind() {
    let app = spawn_app().await;
    let token = app.register("Uploader", "09791400001").await;
    let html = b"<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>".to_vec();
    let svg = br#"<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>"#.to_vec();
    // A GIF89a header (animated GIFs are not among the formats taken: PNG, JPEG, WebP).
    let gif = b"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xff\x0bNETSCAPE2.0\x03\x01\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;".to_vec();
    let oversized = {
        let mut bytes = png(10, 10);
        bytes.resize(app.ctx.config.max_image_bytes + 1, 0);
        bytes
    };
    let refused: [(&str, Vec<u8>, &str, &str); 6] = [
        ("HTML named .jpg", html, "page.jpg", "must be an image"),
        ("SVG with scripts named .png", svg, "logo.png", "must be an image"),
        ("animated GIF", gif, "dance.gif", "must be an image"),
        ("truncated JPEG", two_colour_jpeg(64, 64)[..200].to_vec(), "cut.jpg", "must be an image"),
        ("over the size cap", oversized, "big.png", "larger than"),
        ("decompression bomb", png_header_only(40_000, 40_000), "bomb.png", "too large"),
    ];
    for (what, bytes, name, says) in refused {
        let form = multipart::Form::new().part("profile_image", file_part(bytes, name));
        let (status, body) = app.post_multipart("api/user/upload-profile-image", form, &token).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{what}: {body}");
        let message = body["errors"]["profile_image"][0].as_str().unwrap_or_default();
        assert!(message.contains(says), "{what}: {body}");
        assert!(app.stored_files().await.is_empty(), "{what} left a file");
    }
    assert_eq!(app.profile(&token).await["profile_image"], serde_json::Value::Null, "nothing changed");

    // Polyglots: a real picture with a page or an archive riding after it is taken, re-encoded
    // from its pixels, and what rode along is gone.
    for (what, tail) in
        [("PNG + HTML", &b"<html><script>alert(1)</script></html>"[..]), ("JPEG + ZIP", b"PK\x03\x04zip")]
    {
        let mut bytes = if what.starts_with("PNG") { png(40, 40) } else { two_colour_jpeg(40, 40) };
        bytes.extend_from_slice(tail);
        let form = multipart::Form::new().part("profile_image", file_part(bytes, "me.png"));
        let (status, body) = app.post_multipart("api/user/upload-profile-image", form, &token).await;
        assert_eq!(status, StatusCode::OK, "{what}: {body}");
        let stored = app.client.get(app.url(body["data"]["profile_image"].as_str().unwrap())).send().await.unwrap();
        let stored = stored.bytes().await.unwrap();
        assert!(!contains(&stored, tail), "{what}: the tail was kept");
        image::load_from_memory(&stored).expect("a picture");
    }

    // A phone photo: 240 x 120 as the sensor saw it, "turn it clockwise" and a GPS position in its
    // EXIF. Stored upright (120 x 240, red on top), with no EXIF and no position.
    let photo = with_exif_orientation_and_gps(&two_colour_jpeg(240, 120));
    assert!(contains(&photo, b"Exif\0\0"));
    let form = multipart::Form::new().part("profile_image", file_part(photo, "IMG_0001.jpg"));
    let (status, body) = app.post_multipart("api/user/upload-profile-image", form, &token).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let stored = app.client.get(app.url(body["data"]["profile_image"].as_str().unwrap())).send().await.unwrap();
    let stored = stored.bytes().await.unwrap();
    assert!(!contains(&stored, b"Exif") && !contains(&stored, b"II\x2a\x00"), "EXIF kept");
    let upright = image::load_from_memory(&stored).unwrap().to_rgb8();
    assert_eq!(upright.dimensions(), (120, 240), "turned as the EXIF said");
    let (top, bottom) = (upright.get_pixel(60, 40), upright.get_pixel(60, 200));
    assert!(top[0] > 150 && top[2] < 100, "red on top: {top:?}");
    assert!(bottom[2] > 150 && bottom[0] < 100, "blue below: {bottom:?}");
}
