//! Which URLs the server may call when someone else chose them: browsers' push endpoints
//! (`notify::push`) and integrators' webhook endpoints (`webhooks`). The server POSTs to them, so
//! without these rules anyone could make the server call into its own network (server-side
//! request forgery): only https URLs of hosts whose every address is public pass, checked when the
//! URL is saved, again before each send (DNS can change), and at connect time by
//! [`PublicOnlyResolver`], so a name that turns private between the check and the connection is
//! still refused.

use std::{
    net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr},
    time::Duration,
};

use url::{Host, Url};

/// Push services' URLs are short (browsers' are under 300 characters), and so are webhooks'.
pub const MAX_ENDPOINT_CHARS: usize = 1_000;

/// The longest wait for a DNS answer when checking an endpoint.
const LOOKUP_TIMEOUT: Duration = Duration::from_secs(5);

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EndpointProblem {
    /// Not an absolute https URL of at most [`MAX_ENDPOINT_CHARS`] characters.
    Malformed,
    /// An address literal, `localhost`, or a name with a loopback, private or reserved address.
    NotPublic,
    /// The name has no address (now): it may be a typo, or DNS may be down.
    Unresolved,
}

/// Parses and checks an endpoint, its host's DNS answer included; `allow_local` (tests only) lets
/// http and any address through.
pub async fn check_endpoint(raw: &str, allow_local: bool) -> Result<Url, EndpointProblem> {
    let url = parse_endpoint(raw, allow_local)?;
    if !allow_local {
        check_resolves_public(&url).await?;
    }
    Ok(url)
}

/// Every check of [`check_endpoint`] but the DNS lookup.
pub fn parse_endpoint(raw: &str, allow_local: bool) -> Result<Url, EndpointProblem> {
    if raw.chars().count() > MAX_ENDPOINT_CHARS {
        return Err(EndpointProblem::Malformed);
    }
    let url = Url::parse(raw.trim()).map_err(|_| EndpointProblem::Malformed)?;
    let https = url.scheme() == "https";
    let http_allowed = allow_local && url.scheme() == "http";
    // Credentials in such a URL have no use, and would be sent to the host as Basic auth.
    if !(https || http_allowed) || !url.username().is_empty() || url.password().is_some() {
        return Err(EndpointProblem::Malformed);
    }
    let host = url.host().ok_or(EndpointProblem::Malformed)?;
    if allow_local {
        return Ok(url);
    }
    let name = match host {
        // Push services and integrators are named hosts; a bare address is someone pointing us somewhere.
        Host::Ipv4(_) | Host::Ipv6(_) => return Err(EndpointProblem::NotPublic),
        Host::Domain(name) => name.to_ascii_lowercase(),
    };
    let name = name.trim_end_matches('.');
    if name == "localhost" || name.ends_with(".localhost") {
        return Err(EndpointProblem::NotPublic);
    }
    Ok(url)
}

/// Whether every address the endpoint's host has now is public.
async fn check_resolves_public(url: &Url) -> Result<(), EndpointProblem> {
    let name = url.host_str().ok_or(EndpointProblem::Malformed)?;
    let port = url.port_or_known_default().unwrap_or(443);
    let lookup = tokio::time::timeout(LOOKUP_TIMEOUT, tokio::net::lookup_host((name, port))).await;
    let addresses: Vec<SocketAddr> = match lookup {
        Ok(Ok(found)) => found.collect(),
        Ok(Err(_)) | Err(_) => return Err(EndpointProblem::Unresolved),
    };
    if addresses.is_empty() {
        return Err(EndpointProblem::Unresolved);
    }
    // Every address, not just one: the connection may go to any of them.
    if addresses.iter().any(|a| !is_public(a.ip())) {
        return Err(EndpointProblem::NotPublic);
    }
    Ok(())
}

/// Whether `ip` is a globally routable unicast address.
pub fn is_public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_public_v4(v4),
        IpAddr::V6(v6) => is_public_v6(v6),
    }
}

fn is_public_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    let reserved = a == 0 // "this network", including 0.0.0.0
        || a == 10
        || a == 127
        || (a == 100 && (64..128).contains(&b)) // carrier-grade NAT 100.64/10
        || (a == 169 && b == 254) // link-local
        || (a == 172 && (16..32).contains(&b))
        || (a == 192 && b == 168)
        || (a == 192 && b == 0 && c == 0) // IETF protocol assignments
        || (a == 192 && b == 0 && c == 2) // documentation
        || (a == 192 && b == 88 && c == 99) // 6to4 relay anycast
        || (a == 198 && (b == 18 || b == 19)) // benchmarking
        || (a == 198 && b == 51 && c == 100) // documentation
        || (a == 203 && b == 0 && c == 113) // documentation
        || a >= 224; // multicast 224/4, reserved 240/4 and broadcast
    !reserved
}

fn is_public_v6(ip: Ipv6Addr) -> bool {
    let segments = ip.segments();
    // Forms that carry an IPv4 address are as public as that address.
    if let Some(v4) = ip.to_ipv4_mapped() {
        return is_public_v4(v4);
    }
    let embedded = |high: u16, low: u16| Ipv4Addr::from((u32::from(high) << 16) | u32::from(low));
    if segments[..6] == [0x64, 0xff9b, 0, 0, 0, 0] {
        // NAT64 (64:ff9b::/96) reaches the embedded IPv4 address.
        return is_public_v4(embedded(segments[6], segments[7]));
    }
    if segments[0] == 0x2002 {
        // 6to4 (2002::/16) reaches the embedded IPv4 address.
        return is_public_v4(embedded(segments[1], segments[2]));
    }
    // Only global unicast (2000::/3) is routable; that leaves out ::, ::1, IPv4-compatible ::/96,
    // unique local fc00::/7, link-local fe80::/10 and multicast ff00::/8.
    let global_unicast = segments[0] & 0xe000 == 0x2000;
    // 2001::/23 is IETF protocol assignments (Teredo, benchmarking); 2001:db8::/32 is documentation.
    let special = segments[0] == 0x2001 && (segments[1] < 0x0200 || segments[1] == 0x0db8);
    global_unicast && !special
}

/// Resolves names for an outgoing client (push, webhooks), keeping only public addresses; a name
/// with none fails to connect. Installed unless the client's allow-local test switch is on.
pub struct PublicOnlyResolver;

impl reqwest::dns::Resolve for PublicOnlyResolver {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let name = name.as_str().to_owned();
        Box::pin(async move {
            let found = tokio::net::lookup_host((name.as_str(), 0)).await?;
            let public: Vec<SocketAddr> = found.filter(|a| is_public(a.ip())).collect();
            if public.is_empty() {
                return Err(format!("{name} has no public address").into());
            }
            Ok(Box::new(public.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn private_and_reserved_addresses_are_not_public() {
        for ip in [
            "0.0.0.0",
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.1.1",
            "169.254.169.254",
            "100.64.0.1",
            "100.127.255.255",
            "224.0.0.1",
            "255.255.255.255",
            "192.0.2.1",
            "198.51.100.7",
            "203.0.113.9",
            "::",
            "::1",
            "fc00::1",
            "fd12:3456::1",
            "fe80::1",
            "ff02::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "64:ff9b::a00:1",
            "2002:c0a8:0101::1",
            "2001:db8::1",
            "::127.0.0.1",
        ] {
            assert!(!is_public(ip.parse().unwrap()), "{ip} is not public");
        }
    }

    #[test]
    fn internet_addresses_are_public() {
        for ip in ["8.8.8.8", "172.32.0.1", "100.128.0.1", "142.250.74.138", "2a00:1450:4001::200e", "::ffff:8.8.8.8"] {
            assert!(is_public(ip.parse().unwrap()), "{ip} is public");
        }
    }

    #[test]
    fn endpoints_must_be_https_urls_of_named_hosts() {
        for raw in
            ["http://push.example.com/x", "ftp://push.example.com/x", "not a url", "https://user:pw@push.example.com/"]
        {
            assert_eq!(parse_endpoint(raw, false), Err(EndpointProblem::Malformed), "{raw}");
        }
        let long = format!("https://push.example.com/{}", "a".repeat(MAX_ENDPOINT_CHARS));
        assert_eq!(parse_endpoint(&long, false), Err(EndpointProblem::Malformed));
        for raw in [
            "https://127.0.0.1/x",
            "https://8.8.8.8/x",
            "https://[::1]/x",
            "https://localhost/x",
            "https://a.localhost./x",
        ] {
            assert_eq!(parse_endpoint(raw, false), Err(EndpointProblem::NotPublic), "{raw}");
        }
        assert!(parse_endpoint("https://fcm.googleapis.com/fcm/send/abc", false).is_ok());
        assert!(parse_endpoint("http://127.0.0.1:9/x", true).is_ok());
    }
}
