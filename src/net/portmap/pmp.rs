//! NAT-PMP (RFC 6886) and PCP (RFC 6887): one UDP packet to the router's
//! port 5351 asks for a TCP port, one comes back. PCP is asked first; a
//! router that speaks only NAT-PMP says so (its reply has version 0), and
//! is asked again in NAT-PMP.
//!
//! The requests are built and the replies read by plain functions over
//! bytes, tested below with replies as routers send them.

use std::io;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr, SocketAddrV4, UdpSocket};
use std::time::{Duration, Instant};

use super::{Mapping, Method, RouterError};

/// The router's port for both protocols.
pub const PORT: u16 = 5351;

const PCP_VERSION: u8 = 2;
const PCP_MAP: u8 = 1;
const PCP_REPLY: u8 = 0x80;
const PMP_MAP_TCP: u8 = 2;
const PMP_REPLY: u8 = 128;
const PCP_LEN: usize = 60;
const PMP_MAP_LEN: usize = 16;
const TCP: u8 = 6;

/// A router that speaks NAT-PMP or PCP, and how this machine reaches it.
pub struct Router {
    socket: UdpSocket,
    local: Ipv4Addr,
    /// PCP's nonce for this mapping: a renewal or a removal names it again.
    nonce: [u8; 12],
    method: Method,
}

impl Router {
    /// Asks `gateway` for `port`; `Ok(None)` when nothing answers within
    /// `within` (or the router's port is closed).
    pub fn map(
        gateway: Ipv4Addr,
        port: u16,
        lease: Duration,
        within: Duration,
    ) -> Result<Option<(Router, Mapping)>, RouterError> {
        let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).map_err(RouterError::io)?;
        socket
            .connect(SocketAddrV4::new(gateway, PORT))
            .map_err(RouterError::io)?;
        let local = match socket.local_addr().map_err(RouterError::io)?.ip() {
            IpAddr::V4(ip) => ip,
            IpAddr::V6(_) => return Ok(None),
        };
        let mut nonce = [0u8; 12];
        getrandom::fill(&mut nonce).map_err(|e| RouterError::Io(e.to_string()))?;
        let mut router = Router {
            socket,
            local,
            nonce,
            method: Method::Pcp,
        };
        let deadline = Instant::now() + within;
        match router.ask(port, port, lease, deadline)? {
            Some(mapping) => Ok(Some((router, mapping))),
            None => Ok(None),
        }
    }

    /// Asks again for the same mapping (a renewal), or with a zero lease (a
    /// removal).
    pub fn renew(
        &mut self,
        mapping: &Mapping,
        lease: Duration,
        within: Duration,
    ) -> Result<Mapping, RouterError> {
        let deadline = Instant::now() + within;
        self.ask(
            mapping.internal_port,
            mapping.public.port(),
            lease,
            deadline,
        )?
        .ok_or(RouterError::Silent)
    }

    pub fn remove(&mut self, mapping: &Mapping, within: Duration) -> Result<(), RouterError> {
        let deadline = Instant::now() + within;
        // A removal names no external port in NAT-PMP; PCP names the
        // mapping by its nonce and internal port.
        self.ask(mapping.internal_port, 0, Duration::ZERO, deadline)
            .map(|_| ())
    }

    /// One request, sent again with doubling waits (RFC 6886: 250 ms
    /// first) until a reply or the deadline. A PCP request answered in
    /// NAT-PMP's version is asked again in NAT-PMP.
    fn ask(
        &mut self,
        internal: u16,
        external: u16,
        lease: Duration,
        deadline: Instant,
    ) -> Result<Option<Mapping>, RouterError> {
        let lease_s = u32::try_from(lease.as_secs()).unwrap_or(u32::MAX);
        let mut wait = Duration::from_millis(250);
        let mut buf = [0u8; 1100];
        loop {
            let request = match self.method {
                Method::Pcp => {
                    pcp_request(self.local, &self.nonce, internal, external, lease_s).to_vec()
                }
                _ => pmp_request(internal, external, lease_s).to_vec(),
            };
            match self.socket.send(&request) {
                Ok(_) => {}
                Err(e) if refused(&e) => return Ok(None),
                Err(e) => return Err(RouterError::io(e)),
            }
            let now = Instant::now();
            if now >= deadline {
                return Ok(None);
            }
            let until = (now + wait).min(deadline);
            wait *= 2;
            while let Some(left) = until.checked_duration_since(Instant::now()) {
                if left.is_zero() {
                    break;
                }
                self.socket
                    .set_read_timeout(Some(left))
                    .map_err(RouterError::io)?;
                let n = match self.socket.recv(&mut buf) {
                    Ok(n) => n,
                    Err(e) if refused(&e) => return Ok(None),
                    Err(e)
                        if matches!(
                            e.kind(),
                            io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                        ) =>
                    {
                        break;
                    }
                    Err(e) => return Err(RouterError::io(e)),
                };
                let reply = &buf[..n];
                match self.method {
                    Method::Pcp => match read_pcp(reply, &self.nonce, internal)? {
                        PcpReply::Mapped(mapping) => return Ok(Some(mapping)),
                        PcpReply::NotMine => continue,
                        PcpReply::SpeaksPmp => {
                            self.method = Method::NatPmp;
                            wait = Duration::from_millis(250);
                            break;
                        }
                    },
                    _ => {
                        if let Some(mapping) = read_pmp(reply, internal)? {
                            return Ok(Some(self.with_public(mapping, deadline)?));
                        }
                    }
                }
            }
        }
    }

    /// NAT-PMP's mapping reply has no address: the router's public
    /// address is asked apart (a removal needs none).
    fn with_public(&self, mapping: Mapping, deadline: Instant) -> Result<Mapping, RouterError> {
        if mapping.lease.is_zero() {
            return Ok(mapping);
        }
        let mut buf = [0u8; 64];
        let mut wait = Duration::from_millis(250);
        loop {
            self.socket.send(&[0, 0]).map_err(RouterError::io)?;
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                return Err(RouterError::Silent);
            }
            self.socket
                .set_read_timeout(Some(wait.min(left)))
                .map_err(RouterError::io)?;
            wait *= 2;
            match self.socket.recv(&mut buf) {
                Ok(n) => {
                    if let Some(ip) = read_pmp_address(&buf[..n])? {
                        return Ok(Mapping {
                            public: SocketAddr::new(IpAddr::V4(ip), mapping.public.port()),
                            ..mapping
                        });
                    }
                }
                Err(e)
                    if matches!(
                        e.kind(),
                        io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                    ) => {}
                Err(e) => return Err(RouterError::io(e)),
            }
        }
    }
}

/// The router's port closed: an ICMP "port unreachable" comes back as this.
fn refused(e: &io::Error) -> bool {
    matches!(
        e.kind(),
        io::ErrorKind::ConnectionRefused
            | io::ErrorKind::ConnectionReset
            | io::ErrorKind::HostUnreachable
            | io::ErrorKind::NetworkUnreachable
    )
}

/// A PCP MAP request for TCP (RFC 6887 sections 7.1 and 11.1).
pub fn pcp_request(
    local: Ipv4Addr,
    nonce: &[u8; 12],
    internal: u16,
    external: u16,
    lease_s: u32,
) -> [u8; PCP_LEN] {
    let mut b = [0u8; PCP_LEN];
    b[0] = PCP_VERSION;
    b[1] = PCP_MAP;
    b[4..8].copy_from_slice(&lease_s.to_be_bytes());
    b[8..24].copy_from_slice(&local.to_ipv6_mapped().octets());
    b[24..36].copy_from_slice(nonce);
    b[36] = TCP;
    b[40..42].copy_from_slice(&internal.to_be_bytes());
    b[42..44].copy_from_slice(&external.to_be_bytes());
    // Any external address: the IPv4-mapped zero address.
    b[44..60].copy_from_slice(&Ipv4Addr::UNSPECIFIED.to_ipv6_mapped().octets());
    b
}

/// A NAT-PMP mapping request for TCP (RFC 6886 section 3.3).
pub fn pmp_request(internal: u16, external: u16, lease_s: u32) -> [u8; 12] {
    let mut b = [0u8; 12];
    b[1] = PMP_MAP_TCP;
    b[4..6].copy_from_slice(&internal.to_be_bytes());
    b[6..8].copy_from_slice(&external.to_be_bytes());
    b[8..12].copy_from_slice(&lease_s.to_be_bytes());
    b
}

/// What a PCP reply says.
#[derive(Debug, PartialEq)]
pub enum PcpReply {
    Mapped(Mapping),
    /// A reply to another request (another nonce, port or opcode): ignored.
    NotMine,
    /// The router speaks NAT-PMP, not PCP.
    SpeaksPmp,
}

/// Reads a reply to [`pcp_request`].
pub fn read_pcp(b: &[u8], nonce: &[u8; 12], internal: u16) -> Result<PcpReply, RouterError> {
    // A NAT-PMP router answers a PCP request with its own version and
    // "unsupported version" (RFC 6887 section 9).
    if b.len() >= 2 && b[0] == 0 {
        return Ok(PcpReply::SpeaksPmp);
    }
    reply_header(b, PCP_VERSION, "PCP")?;
    if b[1] != PCP_REPLY | PCP_MAP {
        return Ok(PcpReply::NotMine);
    }
    let result = b[3];
    result_code("PCP", result.into(), pcp_result(result))?;
    reply_length(b, PCP_LEN, "PCP mapping")?;
    if &b[24..36] != nonce || b[36] != TCP || u16::from_be_bytes([b[40], b[41]]) != internal {
        return Ok(PcpReply::NotMine);
    }
    let lease = u32::from_be_bytes([b[4], b[5], b[6], b[7]]);
    let port = u16::from_be_bytes([b[42], b[43]]);
    let mut ip = [0u8; 16];
    ip.copy_from_slice(&b[44..60]);
    let ip = Ipv6Addr::from(ip);
    let ip = ip.to_ipv4_mapped().map_or(IpAddr::V6(ip), IpAddr::V4);
    if lease != 0 && (port == 0 || ip.is_unspecified()) {
        return Err(RouterError::Malformed(format!(
            "a PCP mapping to {ip} port {port}"
        )));
    }
    Ok(PcpReply::Mapped(Mapping {
        public: SocketAddr::new(ip, port),
        internal_port: internal,
        lease: Duration::from_secs(lease.into()),
        method: Method::Pcp,
    }))
}

/// Reads a reply to [`pmp_request`]: `None` for a reply to something else.
/// The public address is not in it (see [`read_pmp_address`]).
pub fn read_pmp(b: &[u8], internal: u16) -> Result<Option<Mapping>, RouterError> {
    reply_header(b, 0, "NAT-PMP")?;
    if b[1] != PMP_REPLY + PMP_MAP_TCP {
        return Ok(None);
    }
    pmp_result_code(b)?;
    reply_length(b, PMP_MAP_LEN, "NAT-PMP mapping")?;
    if u16::from_be_bytes([b[8], b[9]]) != internal {
        return Ok(None);
    }
    let port = u16::from_be_bytes([b[10], b[11]]);
    let lease = u32::from_be_bytes([b[12], b[13], b[14], b[15]]);
    if lease != 0 && port == 0 {
        return Err(RouterError::Malformed(
            "a NAT-PMP mapping to port 0".to_string(),
        ));
    }
    Ok(Some(Mapping {
        public: SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), port),
        internal_port: internal,
        lease: Duration::from_secs(lease.into()),
        method: Method::NatPmp,
    }))
}

/// Reads a reply to NAT-PMP's public-address request: `None` for a reply
/// to something else.
pub fn read_pmp_address(b: &[u8]) -> Result<Option<Ipv4Addr>, RouterError> {
    if b.len() < 4 || b[0] != 0 {
        return Err(RouterError::Malformed(format!(
            "a NAT-PMP reply of {} bytes",
            b.len()
        )));
    }
    if b[1] != PMP_REPLY {
        return Ok(None);
    }
    pmp_result_code(b)?;
    reply_length(b, 12, "NAT-PMP address")?;
    let ip = Ipv4Addr::new(b[8], b[9], b[10], b[11]);
    if ip.is_unspecified() {
        return Err(RouterError::NoPublicAddress);
    }
    Ok(Some(ip))
}

/// A reply's first four bytes are there and its version is `version`: else
/// the reply is malformed, said with the `protocol`'s name.
fn reply_header(b: &[u8], version: u8, protocol: &str) -> Result<(), RouterError> {
    if b.len() < 4 || b[0] != version {
        return Err(RouterError::Malformed(format!(
            "a {protocol} reply of {} bytes, version {}",
            b.len(),
            b.first().copied().unwrap_or_default()
        )));
    }
    Ok(())
}

/// A reply's result `code`: 0 is success, any other the router's refusal,
/// said with the protocol's name, the code and what it `means`.
fn result_code(protocol: &str, code: u16, means: &str) -> Result<(), RouterError> {
    if code != 0 {
        return Err(RouterError::Refused(format!("{protocol} {code}: {means}")));
    }
    Ok(())
}

/// The result code of a NAT-PMP reply (whose header is read).
fn pmp_result_code(b: &[u8]) -> Result<(), RouterError> {
    let result = u16::from_be_bytes([b[2], b[3]]);
    result_code("NAT-PMP", result, pmp_result(result))
}

/// A reply of a `kind` that has `len` bytes exactly: else it is malformed.
fn reply_length(b: &[u8], len: usize, kind: &str) -> Result<(), RouterError> {
    if b.len() != len {
        return Err(RouterError::Malformed(format!(
            "a {kind} reply of {} bytes, not {len}",
            b.len()
        )));
    }
    Ok(())
}

/// NAT-PMP's result codes (RFC 6886 section 3.5).
fn pmp_result(code: u16) -> &'static str {
    match code {
        1 => "unsupported version",
        2 => "not authorized or refused",
        3 => "network failure",
        4 => "out of resources",
        5 => "unsupported opcode",
        _ => "unknown result",
    }
}

/// PCP's result codes (RFC 6887 section 7.4).
fn pcp_result(code: u8) -> &'static str {
    match code {
        1 => "unsupported version",
        2 => "not authorized",
        3 => "malformed request",
        4 => "unsupported opcode",
        5 => "unsupported option",
        6 => "malformed option",
        7 => "network failure",
        8 => "no resources",
        9 => "unsupported protocol",
        10 => "user exceeded quota",
        11 => "cannot provide external",
        12 => "address mismatch",
        13 => "excessive remote peers",
        _ => "unknown result",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const NONCE: [u8; 12] = *b"akidada-noce";

    /// A PCP MAP reply as miniupnpd sends it: the request's fields echoed,
    /// the lease granted and the public address filled in.
    fn pcp_reply(result: u8, lease: u32, port: u16, ip: Ipv4Addr) -> Vec<u8> {
        let request = pcp_request(Ipv4Addr::new(192, 168, 1, 20), &NONCE, 47147, 47147, lease);
        let mut b = request.to_vec();
        b[1] = 0x81;
        b[2] = 0;
        b[3] = result;
        b[4..8].copy_from_slice(&lease.to_be_bytes());
        b[8..12].copy_from_slice(&77u32.to_be_bytes());
        b[12..24].fill(0);
        b[42..44].copy_from_slice(&port.to_be_bytes());
        b[44..60].copy_from_slice(&ip.to_ipv6_mapped().octets());
        b
    }

    #[test]
    fn a_pcp_request_is_laid_out_as_the_rfc_says() {
        let b = pcp_request(Ipv4Addr::new(192, 168, 1, 20), &NONCE, 47147, 47148, 120);
        assert_eq!(&b[..8], &[2, 1, 0, 0, 0, 0, 0, 120]);
        assert_eq!(
            &b[8..24],
            &[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 192, 168, 1, 20]
        );
        assert_eq!(&b[24..36], &NONCE);
        assert_eq!(&b[36..40], &[6, 0, 0, 0]);
        assert_eq!(&b[40..44], &[0xb8, 0x2b, 0xb8, 0x2c]);
        assert_eq!(
            &b[44..60],
            &[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff, 0, 0, 0, 0]
        );
    }

    #[test]
    fn a_pcp_mapping_reads() {
        let b = pcp_reply(0, 120, 47150, Ipv4Addr::new(198, 20, 0, 1));
        let reply = read_pcp(&b, &NONCE, 47147).unwrap();
        assert_eq!(
            reply,
            PcpReply::Mapped(Mapping {
                public: "198.20.0.1:47150".parse().unwrap(),
                internal_port: 47147,
                lease: Duration::from_secs(120),
                method: Method::Pcp,
            })
        );
    }

    #[test]
    fn pcp_replies_that_are_not_ours_or_refuse_or_are_cut_say_so() {
        let good = pcp_reply(0, 120, 47147, Ipv4Addr::new(198, 20, 0, 1));
        assert_eq!(
            read_pcp(&good, b"another-nonc", 47147).unwrap(),
            PcpReply::NotMine
        );
        assert_eq!(read_pcp(&good, &NONCE, 5000).unwrap(), PcpReply::NotMine);
        let refused = pcp_reply(2, 0, 0, Ipv4Addr::UNSPECIFIED);
        let e = read_pcp(&refused, &NONCE, 47147).unwrap_err();
        assert_eq!(e, RouterError::Refused("PCP 2: not authorized".into()));
        for len in [0, 1, 3, 24, 59, 61] {
            let mut b = good.clone();
            b.resize(len, 0);
            if len >= 1 {
                b[0] = 2;
            }
            assert!(
                matches!(read_pcp(&b, &NONCE, 47147), Err(RouterError::Malformed(_))),
                "{len} bytes"
            );
        }
        // A NAT-PMP router's answer to a PCP request: version 0,
        // "unsupported version".
        assert_eq!(
            read_pcp(&[0, 0x81, 0, 1, 0, 0, 0, 5], &NONCE, 47147).unwrap(),
            PcpReply::SpeaksPmp
        );
        let zero_port = pcp_reply(0, 120, 0, Ipv4Addr::new(198, 20, 0, 1));
        assert!(matches!(
            read_pcp(&zero_port, &NONCE, 47147),
            Err(RouterError::Malformed(_))
        ));
    }

    #[test]
    fn nat_pmp_replies_read_as_miniupnpd_sends_them() {
        // Bytes a miniupnpd router sent: the address reply and the mapping
        // reply for port 47147 (0xb82b) with a 60 s lease.
        let address = b"\x00\x80\x00\x00\x00\x00\x00\x01\xc6\x14\x00\x01";
        assert_eq!(
            read_pmp_address(address).unwrap(),
            Some(Ipv4Addr::new(198, 20, 0, 1))
        );
        let mapped = b"\x00\x82\x00\x00\x00\x00\x00\x01\xb8+\xb8+\x00\x00\x00<";
        let mapping = read_pmp(mapped, 47147).unwrap().unwrap();
        assert_eq!(mapping.public.port(), 47147);
        assert_eq!(mapping.lease, Duration::from_secs(60));
        // The router could not add its rule: result 3.
        let failed = b"\x00\x82\x00\x03\x00\x00\x00\x01\xb8+\xb8+\x00\x00\x00<";
        assert_eq!(
            read_pmp(failed, 47147).unwrap_err(),
            RouterError::Refused("NAT-PMP 3: network failure".into())
        );
        assert_eq!(read_pmp(mapped, 5000).unwrap(), None);
        assert_eq!(read_pmp(address, 47147).unwrap(), None);
    }

    #[test]
    fn nat_pmp_replies_of_the_wrong_size_are_errors() {
        let mapped = b"\x00\x82\x00\x00\x00\x00\x00\x01\xb8+\xb8+\x00\x00\x00<";
        for len in [0, 3, 12, 15] {
            assert!(
                matches!(
                    read_pmp(&mapped[..len], 47147),
                    Err(RouterError::Malformed(_))
                ),
                "{len} bytes"
            );
        }
        let mut long = mapped.to_vec();
        long.push(0);
        assert!(matches!(
            read_pmp(&long, 47147),
            Err(RouterError::Malformed(_))
        ));
        let address = b"\x00\x80\x00\x00\x00\x00\x00\x01\xc6\x14\x00\x01";
        assert!(matches!(
            read_pmp_address(&address[..11]),
            Err(RouterError::Malformed(_))
        ));
        assert!(matches!(
            read_pmp_address(&[2, 128, 0, 0]),
            Err(RouterError::Malformed(_))
        ));
        let mut none = *address;
        none[8..].fill(0);
        assert_eq!(read_pmp_address(&none), Err(RouterError::NoPublicAddress));
    }
}
