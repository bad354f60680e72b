//! The Tesseract runner: a child process per pass, bounded in time and memory, one picture at a
//! time per reader; the picture prepared for it and its TSV output read back.

use std::process::Stdio;
use std::sync::Arc;
use std::time::Duration;

use image::GrayImage;
use tokio::io::AsyncWriteExt;
use tokio::process::Command;
use tokio::sync::Semaphore;

use super::burmese::{burmese_id_digits, needs_burmese_pass, parse_texts, Texts};
use super::fields::ascii_digits;
use super::{ReadError, Reading};
use crate::glyphs::{split_id, SplitId, WordBox};

/// The memory a tesseract run may map (its address space), by default.
pub const DEFAULT_MEMORY_LIMIT: u64 = 1 << 30;

/// Pictures narrower than this are scaled up before OCR: Tesseract reads text best at a height
/// of 20 to 40 pixels, and the small grey labels of a resized screenshot are well under that.
const OCR_WIDTH: u32 = 1080;
/// Wider pictures are scaled down to this, which keeps the run short and the text still large.
const OCR_MAX_WIDTH: u32 = 1440;
/// Tesseract's page segmentation: 4 (a single column of text of variable sizes) kept each
/// label with its value on one line and read the most fields right on the generated receipts.
const PAGE_SEGMENTATION: &str = "4";

/// Tesseract, run as a command off the async threads, bounded in time and memory, one picture
/// at a time per permit.
#[derive(Clone)]
pub struct Reader {
    timeout: Duration,
    memory_limit: u64,
    /// One permit shared by the clones, so that one reader never runs two tesseracts at once.
    permit: Arc<Semaphore>,
}

impl Reader {
    /// A reader when `tesseract` is installed with its English and Burmese data; `None` otherwise.
    ///
    /// `timeout` bounds both this check and every [`Reader::read`].
    pub async fn detect(timeout: std::time::Duration) -> Option<Reader> {
        let mut command = Command::new("tesseract");
        command.arg("--list-langs").stdin(Stdio::null()).kill_on_drop(true);
        let output = match tokio::time::timeout(timeout, command.output()).await {
            Ok(Ok(output)) => output,
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "receipt reading is off: tesseract could not be run");
                return None;
            }
            Err(_) => {
                tracing::warn!(?timeout, "receipt reading is off: tesseract --list-langs timed out");
                return None;
            }
        };
        // Tesseract 4 printed the list on stderr, 5 on stdout.
        let listed =
            format!("{}\n{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
        let has = |lang: &str| listed.lines().any(|line| line.trim() == lang);
        let missing: Vec<&str> = ["eng", "mya"].into_iter().filter(|lang| !has(lang)).collect();
        if !missing.is_empty() {
            tracing::warn!(?missing, "receipt reading is off: tesseract lacks language data");
            return None;
        }
        Some(Reader { timeout, memory_limit: DEFAULT_MEMORY_LIMIT, permit: Arc::new(Semaphore::new(1)) })
    }

    /// The same reader (sharing its permit) with another time bound for each picture.
    pub fn with_timeout(mut self, timeout: Duration) -> Reader {
        self.timeout = timeout;
        self
    }

    /// The same reader (sharing its permit) with another bound on tesseract's address space.
    pub fn with_memory_limit(mut self, bytes: u64) -> Reader {
        self.memory_limit = bytes;
        self
    }

    /// The time bound for each picture.
    pub fn timeout(&self) -> Duration {
        self.timeout
    }

    /// Reads a stored picture (PNG, JPEG or WebP bytes).
    pub async fn read(&self, picture: &[u8]) -> Result<Reading, ReadError> {
        Ok(parse_texts(&self.read_text(picture).await?))
    }

    /// The text Tesseract reads in a stored picture (PNG, JPEG or WebP bytes), for logs and
    /// tuning; [`Reader::read`] parses it. A second, Burmese-only pass is made only when the
    /// first one saw Burmese digits or missed a field ([`needs_burmese_pass`]), so a receipt in
    /// English digits read whole costs one run.
    pub async fn read_text(&self, picture: &[u8]) -> Result<Texts, ReadError> {
        // Waiting for the permit counts against the time bound too: a queue of uploads must not
        // hold a request forever.
        let bounded = async {
            let _permit =
                self.permit.acquire().await.map_err(|_| ReadError::Failed("the reader was closed".to_owned()))?;
            let bytes = picture.to_vec();
            let prepared = tokio::task::spawn_blocking(move || prepare(&bytes))
                .await
                .map_err(|e| ReadError::Failed(format!("preparing the picture: {e}")))??;
            let prepared = Arc::new(prepared);
            let mixed = self.tesseract(pgm(&prepared), "eng+mya", PAGE_SEGMENTATION, &[]).await?;
            if !needs_burmese_pass(&mixed) {
                return Ok(Texts { mixed, burmese: None, burmese_id: None });
            }
            let words = Words::from_tsv(&self.tesseract(pgm(&prepared), "mya", PAGE_SEGMENTATION, &["tsv"]).await?);
            let burmese_id = match words.id_box() {
                Some(id_box) => self.read_split_id(Arc::clone(&prepared), id_box).await?,
                None => None,
            };
            Ok(Texts { mixed, burmese: Some(words.text()), burmese_id })
        };
        tokio::time::timeout(self.timeout, bounded).await.map_err(|_| ReadError::TimedOut)?
    }

    /// The id whose word is at `id_box` in `picture`, re-read in two parts when it begins with
    /// capital letters: one model reads one word in one script, and the English one reads
    /// Burmese digits as Latin look-alikes while the Burmese one reads capitals as digits
    /// (`J` as `၂`). `None` when the parts were not read.
    async fn read_split_id(&self, picture: Arc<GrayImage>, id_box: WordBox) -> Result<Option<String>, ReadError> {
        let parts = tokio::task::spawn_blocking(move || split_id(&picture, id_box))
            .await
            .map_err(|e| ReadError::Failed(format!("splitting the id: {e}")))?;
        let Some(SplitId { letters, digits }) = parts else { return Ok(None) };
        let prefix = match letters {
            Some(letters) => {
                let read = self
                    .tesseract(pgm(&letters), "eng", "7", &["-c", "tessedit_char_whitelist=ABCDEFGHIJKLMNOPQRSTUVWXYZ"])
                    .await?;
                let read: String = read.chars().filter(char::is_ascii_uppercase).collect();
                if read.is_empty() {
                    return Ok(None);
                }
                read
            }
            None => String::new(),
        };
        let read = self.tesseract(pgm(&digits), "mya", "7", &[]).await?;
        let digits: String = ascii_digits(&read).chars().filter(char::is_ascii_digit).collect();
        Ok((digits.len() >= 8).then(|| format!("{prefix}{digits}")))
    }

    /// Runs tesseract on a prepared picture (PGM bytes) with a page segmentation mode and
    /// further arguments (`-c` settings, an output format), and returns what it printed.
    async fn tesseract(
        &self,
        pgm: Vec<u8>,
        languages: &str,
        segmentation: &str,
        more: &[&str],
    ) -> Result<String, ReadError> {
        let mut child = Command::new("prlimit")
            .arg(format!("--as={}", self.memory_limit))
            .args(["--", "tesseract", "stdin", "stdout", "-l", languages, "--psm", segmentation])
            .args(more)
            // Tesseract's OpenMP threads only contend with the server for the cores.
            .env("OMP_THREAD_LIMIT", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .map_err(|e| ReadError::Failed(format!("starting prlimit/tesseract: {e}")))?;
        let mut stdin = child.stdin.take().ok_or_else(|| ReadError::Failed("no stdin".to_owned()))?;
        // Written while the output is collected, so a full pipe cannot stall both sides.
        let feed = async move {
            let written = stdin.write_all(&pgm).await;
            drop(stdin);
            written
        };
        let (written, output) = tokio::join!(feed, child.wait_with_output());
        let output = output.map_err(|e| ReadError::Failed(format!("waiting for tesseract: {e}")))?;
        if !output.status.success() {
            let stderr = String::from_utf8_lossy(&output.stderr);
            return Err(ReadError::Failed(format!(
                "{}: {}",
                output.status,
                stderr.trim().lines().last().unwrap_or("")
            )));
        }
        written.map_err(|e| ReadError::Failed(format!("feeding tesseract: {e}")))?;
        Ok(String::from_utf8_lossy(&output.stdout).into_owned())
    }
}

/// The words of Tesseract's TSV output, with their boxes, in reading order.
struct Words(Vec<Word>);

struct Word {
    /// Block, paragraph and line numbers: the words of one line share them.
    line: (u32, u32, u32),
    bounds: WordBox,
    text: String,
}

impl Words {
    /// Parses TSV rows (`level page block par line word left top width height conf text`) of
    /// level 5, the words.
    fn from_tsv(tsv: &str) -> Words {
        let words = tsv
            .lines()
            .filter_map(|row| {
                let cells: Vec<&str> = row.split('\t').collect();
                let [level, _, block, par, line, _, left, top, width, height, _, text] = cells[..] else {
                    return None;
                };
                let text = text.trim();
                if level != "5" || text.is_empty() {
                    return None;
                }
                let number = |cell: &str| cell.parse::<u32>().ok();
                Some(Word {
                    line: (number(block)?, number(par)?, number(line)?),
                    bounds: WordBox {
                        left: number(left)?,
                        top: number(top)?,
                        width: number(width)?,
                        height: number(height)?,
                    },
                    text: text.to_owned(),
                })
            })
            .collect();
        Words(words)
    }

    /// The text, a line of words at a time, as Tesseract's plain output has it.
    fn text(&self) -> String {
        let mut text = String::new();
        for (n, word) in self.0.iter().enumerate() {
            if n > 0 {
                text.push(if self.0[n - 1].line == word.line { ' ' } else { '\n' });
            }
            text.push_str(&word.text);
        }
        text
    }

    /// The box of the word holding the longest run of Burmese digits, at least 8: the id's.
    fn id_box(&self) -> Option<WordBox> {
        self.0
            .iter()
            .filter_map(|word| burmese_id_digits(&word.text).map(|digits| (digits.len(), word.bounds)))
            .max_by_key(|(digits, _)| *digits)
            .map(|(_, bounds)| bounds)
    }
}

/// Decodes a picture and makes it what Tesseract reads best: greyscale, scaled to a text height
/// it likes.
fn prepare(bytes: &[u8]) -> Result<GrayImage, ReadError> {
    let picture =
        image::load_from_memory(bytes).map_err(|e| ReadError::Failed(format!("not a readable picture: {e}")))?;
    Ok(scaled_for_ocr(picture.to_luma8()))
}

/// A grey picture as binary PGM, which Tesseract reads from stdin without a codec.
fn pgm(grey: &GrayImage) -> Vec<u8> {
    let mut pgm = format!("P5\n{} {}\n255\n", grey.width(), grey.height()).into_bytes();
    pgm.extend_from_slice(grey.as_raw());
    pgm
}

fn scaled_for_ocr(grey: GrayImage) -> GrayImage {
    let width = grey.width().max(1);
    let target = if width < OCR_WIDTH {
        OCR_WIDTH
    } else if width > OCR_MAX_WIDTH {
        OCR_MAX_WIDTH
    } else {
        return grey;
    };
    let height = ((grey.height() as u64 * target as u64) / width as u64).max(1) as u32;
    image::imageops::resize(&grey, target, height, image::imageops::FilterType::CatmullRom)
}
