//! What both benchmarks share: the server process ([`process`]) and the load loop: `connections` workers send requests back to back until the
//! deadline, and their latencies are merged into one histogram.
#![allow(dead_code)] // each benchmark uses a part

pub mod process;
pub mod wrk;

use std::{
    sync::Arc,
    time::{Duration, Instant},
};

use hdrhistogram::Histogram;

/// Builds the i-th request of worker w.
pub type RequestFor = Arc<dyn Fn(&reqwest::Client, usize, usize) -> reqwest::RequestBuilder + Send + Sync>;

pub struct Outcome {
    pub latencies: Histogram<u64>,
    /// 4xx answers (a refusal the scenario expects now and then, e.g. a batch that just sold out).
    pub refused: u64,
    /// 5xx answers and transport failures.
    pub errors: u64,
    pub length: Duration,
}

impl Outcome {
    pub fn per_second(&self) -> f64 {
        self.latencies.len() as f64 / self.length.as_secs_f64()
    }

    /// p50, p99 and max in milliseconds.
    pub fn millis(&self) -> (f64, f64, f64) {
        let ms = |micros: u64| micros as f64 / 1000.0;
        (
            ms(self.latencies.value_at_quantile(0.5)),
            ms(self.latencies.value_at_quantile(0.99)),
            ms(self.latencies.max()),
        )
    }
}

pub async fn load(connections: usize, length: Duration, request_for: RequestFor) -> Outcome {
    let deadline = Instant::now() + length;
    let mut workers = Vec::new();
    for worker in 0..connections {
        let request_for = request_for.clone();
        workers.push(tokio::spawn(async move {
            let client = reqwest::Client::new();
            let mut latencies = Histogram::<u64>::new(3).unwrap();
            let (mut refused, mut errors, mut i) = (0u64, 0u64, 0usize);
            while Instant::now() < deadline {
                let request = request_for(&client, worker, i);
                i += 1;
                let sent = Instant::now();
                match request.send().await {
                    Ok(response) if response.status().is_success() => {
                        let _ = response.bytes().await;
                        latencies.record(sent.elapsed().as_micros() as u64).unwrap();
                    }
                    Ok(response) if response.status().is_client_error() => refused += 1,
                    _ => errors += 1,
                }
            }
            (latencies, refused, errors)
        }));
    }
    let mut outcome = Outcome { latencies: Histogram::new(3).unwrap(), refused: 0, errors: 0, length };
    for worker in workers {
        let (latencies, refused, errors) = worker.await.unwrap();
        outcome.latencies.add(latencies).unwrap();
        outcome.refused += refused;
        outcome.errors += errors;
    }
    outcome
}

/// An open-loop load: request `i` is due at `i / rate` seconds from the start, whatever the answers
/// before it did, and its latency counts from when it was due (so a slow answer delays the count of
/// the requests behind it, as a shopper would see it, instead of slowing the load down). Each
/// request is a worker of its own: `request_for(client, i, i)`.
pub async fn paced(rate: f64, length: Duration, request_for: RequestFor) -> Outcome {
    let client = reqwest::Client::new();
    let start = tokio::time::Instant::now();
    let count = (rate * length.as_secs_f64()) as usize;
    let mut requests = Vec::with_capacity(count);
    for i in 0..count {
        let due = start + Duration::from_secs_f64(i as f64 / rate);
        tokio::time::sleep_until(due).await;
        let request = request_for(&client, i, i);
        requests.push(tokio::spawn(async move {
            match request.send().await {
                Ok(response) if response.status().is_success() => {
                    let _ = response.bytes().await;
                    Ok(due.elapsed())
                }
                Ok(response) if response.status().is_client_error() => Err(true),
                _ => Err(false),
            }
        }));
    }
    let mut outcome = Outcome { latencies: Histogram::new(3).unwrap(), refused: 0, errors: 0, length };
    for request in requests {
        match request.await.unwrap() {
            Ok(latency) => outcome.latencies.record(latency.as_micros() as u64).unwrap(),
            Err(true) => outcome.refused += 1,
            Err(false) => outcome.errors += 1,
        }
    }
    outcome
}

/// `GET url` answered as JSON (panics otherwise: a bench's setup must work).
pub async fn get_json(client: &reqwest::Client, url: &str) -> serde_json::Value {
    answer_of(client.get(url)).await
}

/// A setup request's answer as JSON (panics otherwise: a bench's setup must work).
pub async fn answer_of(request: reqwest::RequestBuilder) -> serde_json::Value {
    request.send().await.unwrap().json().await.unwrap()
}
