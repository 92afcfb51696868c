//! UPnP IGD: the router is found by SSDP (a multicast search on the local
//! network), its description read over HTTP, and its WAN connection service
//! asked by SOAP to add, renew and delete a port mapping.
//!
//! Three SOAP calls over plain HTTP/1.1 are all the app needs, so they are
//! written here over `std::net` rather than brought in with an HTTP client,
//! a URL parser and an XML library. Every reply is read by plain functions
//! over text, tested below with replies as routers send them; whatever does
//! not read is a [`RouterError::Malformed`], never a panic.

use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, SocketAddrV4, TcpStream, UdpSocket};
use std::time::{Duration, Instant};

use super::{Mapping, Method, RouterError};

const SSDP: SocketAddrV4 = SocketAddrV4::new(Ipv4Addr::new(239, 255, 255, 250), 1900);
/// The most read of one HTTP reply: a router's description is a few KiB.
const MAX_REPLY: usize = 64 * 1024;
/// The services that map ports, the newest first.
const SERVICES: [&str; 3] = [
    "urn:schemas-upnp-org:service:WANIPConnection:2",
    "urn:schemas-upnp-org:service:WANIPConnection:1",
    "urn:schemas-upnp-org:service:WANPPPConnection:1",
];
/// UPnP's "ConflictInMappingEntry": the port is mapped to another machine.
const CONFLICT: u32 = 718;
/// UPnP's "OnlyPermanentLeasesSupported".
const ONLY_PERMANENT: u32 = 725;
const DESCRIPTION: &str = "Akidada";

/// A router's WAN connection service.
#[derive(Clone, Debug, PartialEq)]
pub struct Gateway {
    /// Where its control URL is.
    pub addr: SocketAddr,
    pub control_path: String,
    pub service: String,
}

/// Searches the local network for a router, for at most `within`; `Ok(None)`
/// when none answers.
pub fn search(within: Duration) -> Result<Option<Gateway>, RouterError> {
    let deadline = Instant::now() + within;
    let socket = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).map_err(RouterError::io)?;
    let mut sent = false;
    for target in [
        "urn:schemas-upnp-org:device:InternetGatewayDevice:1",
        "urn:schemas-upnp-org:device:InternetGatewayDevice:2",
    ] {
        let request = format!(
            "M-SEARCH * HTTP/1.1\r\nHOST: 239.255.255.250:1900\r\n\
             MAN: \"ssdp:discover\"\r\nMX: 1\r\nST: {target}\r\n\r\n"
        );
        sent |= socket.send_to(request.as_bytes(), SSDP).is_ok();
    }
    if !sent {
        // No route to the local network's multicast: no router to find.
        return Ok(None);
    }
    let mut buf = [0u8; 2048];
    while let Some(left) = deadline.checked_duration_since(Instant::now()) {
        if left.is_zero() {
            break;
        }
        socket
            .set_read_timeout(Some(left))
            .map_err(RouterError::io)?;
        let (n, from) = match socket.recv_from(&mut buf) {
            Ok(got) => got,
            Err(_) => break,
        };
        // Another device's answer, or one that does not read: the search
        // goes on for the router's.
        let Ok(location) = read_search_reply(&buf[..n]) else {
            continue;
        };
        let Ok((addr, path)) = read_url(&location) else {
            continue;
        };
        // The description must come from the machine that answered: a
        // reply cannot send the app to another address.
        if addr.ip() != from.ip() {
            continue;
        }
        let left = deadline.saturating_duration_since(Instant::now());
        let reply = http(addr, &get(addr, &path), left.max(Duration::from_secs(1)))?;
        if reply.status != 200 {
            return Err(RouterError::Malformed(format!(
                "the router's description came with HTTP status {}",
                reply.status
            )));
        }
        let (path, service) = read_description(&reply.body)?;
        let (control_addr, control_path) = resolve(addr, &path)?;
        return Ok(Some(Gateway {
            addr: control_addr,
            control_path,
            service,
        }));
    }
    Ok(None)
}

impl Gateway {
    /// Maps `port` (the same port outside, or the next few if it is taken)
    /// to this machine for `lease`.
    pub fn map(
        &self,
        port: u16,
        lease: Duration,
        within: Duration,
    ) -> Result<Mapping, RouterError> {
        let public_ip = self.external_ip(within)?;
        let mut last = None;
        for external in (0..4).filter_map(|i| port.checked_add(i)) {
            match self.add(external, port, lease, within) {
                Ok(lease) => {
                    return Ok(Mapping {
                        public: SocketAddr::new(public_ip, external),
                        internal_port: port,
                        lease,
                        method: Method::Upnp,
                    });
                }
                Err(RouterError::Fault { code, text }) if code == CONFLICT => {
                    last = Some(RouterError::Fault { code, text });
                }
                Err(e) => return Err(e),
            }
        }
        Err(last.unwrap_or(RouterError::Silent))
    }

    /// Asks again for the same mapping: the router takes it as a renewal.
    pub fn renew(&self, mapping: &Mapping, within: Duration) -> Result<(), RouterError> {
        let lease = if mapping.lease.is_zero() {
            Duration::ZERO
        } else {
            mapping.lease
        };
        self.add(mapping.public.port(), mapping.internal_port, lease, within)
            .map(|_| ())
    }

    pub fn remove(&self, mapping: &Mapping, within: Duration) -> Result<(), RouterError> {
        let args = format!(
            "<NewRemoteHost></NewRemoteHost><NewExternalPort>{}</NewExternalPort>\
             <NewProtocol>TCP</NewProtocol>",
            mapping.public.port()
        );
        self.call("DeletePortMapping", &args, within).map(|_| ())
    }

    /// Adds the mapping; the lease the router took (a router that keeps
    /// only permanent mappings is asked again for one, removed at the end).
    fn add(
        &self,
        external: u16,
        internal: u16,
        lease: Duration,
        within: Duration,
    ) -> Result<Duration, RouterError> {
        let local = self.local_ip()?;
        let ask = |lease: Duration| {
            let args = format!(
                "<NewRemoteHost></NewRemoteHost><NewExternalPort>{external}</NewExternalPort>\
                 <NewProtocol>TCP</NewProtocol><NewInternalPort>{internal}</NewInternalPort>\
                 <NewInternalClient>{local}</NewInternalClient><NewEnabled>1</NewEnabled>\
                 <NewPortMappingDescription>{DESCRIPTION}</NewPortMappingDescription>\
                 <NewLeaseDuration>{}</NewLeaseDuration>",
                lease.as_secs()
            );
            self.call("AddPortMapping", &args, within)
        };
        match ask(lease) {
            Ok(_) => Ok(lease),
            Err(RouterError::Fault { code, .. }) if code == ONLY_PERMANENT => {
                ask(Duration::ZERO).map(|_| Duration::ZERO)
            }
            Err(e) => Err(e),
        }
    }

    fn external_ip(&self, within: Duration) -> Result<IpAddr, RouterError> {
        let body = self.call("GetExternalIPAddress", "", within)?;
        read_external_ip(&body)
    }

    /// This machine's address as the router sees it: the one a connection
    /// to it goes from.
    fn local_ip(&self) -> Result<IpAddr, RouterError> {
        let probe = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).map_err(RouterError::io)?;
        probe.connect(self.addr).map_err(RouterError::io)?;
        Ok(probe.local_addr().map_err(RouterError::io)?.ip())
    }

    /// One SOAP call; the reply's body, or the router's fault.
    fn call(&self, action: &str, args: &str, within: Duration) -> Result<String, RouterError> {
        let service = &self.service;
        let body = format!(
            "<?xml version=\"1.0\"?>\r\n<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\" \
             s:encodingStyle=\"http://schemas.xmlsoap.org/soap/encoding/\"><s:Body>\
             <u:{action} xmlns:u=\"{service}\">{args}</u:{action}></s:Body></s:Envelope>\r\n"
        );
        let request = format!(
            "POST {} HTTP/1.1\r\nHost: {}\r\nContent-Type: text/xml; charset=\"utf-8\"\r\n\
             SOAPAction: \"{service}#{action}\"\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            self.control_path,
            self.addr,
            body.len()
        );
        let reply = http(self.addr, &request, within)?;
        match reply.status {
            200 => Ok(reply.body),
            _ => Err(read_fault(&reply.body).unwrap_or_else(|| {
                RouterError::Malformed(format!(
                    "{action} came back with HTTP status {} and no UPnP error",
                    reply.status
                ))
            })),
        }
    }
}

/// An HTTP GET request.
fn get(addr: SocketAddr, path: &str) -> String {
    format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n")
}

/// An HTTP reply: its status and its body.
#[derive(Debug, PartialEq)]
pub struct Reply {
    pub status: u16,
    pub body: String,
}

/// Sends one request and reads the reply to its end, within `within`.
fn http(addr: SocketAddr, request: &str, within: Duration) -> Result<Reply, RouterError> {
    let deadline = Instant::now() + within;
    let mut stream = TcpStream::connect_timeout(&addr, within).map_err(RouterError::io)?;
    stream
        .set_write_timeout(Some(within))
        .map_err(RouterError::io)?;
    stream
        .write_all(request.as_bytes())
        .map_err(RouterError::io)?;
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return Err(RouterError::Silent);
        }
        stream
            .set_read_timeout(Some(left))
            .map_err(RouterError::io)?;
        let n = stream.read(&mut buf).map_err(RouterError::io)?;
        if n == 0 {
            break;
        }
        got.extend_from_slice(&buf[..n]);
        if got.len() > MAX_REPLY {
            return Err(RouterError::Malformed(format!(
                "a reply longer than {MAX_REPLY} bytes"
            )));
        }
        // A whole reply with its length given need not wait for the close.
        if let Ok(reply) = read_reply(&got) {
            return Ok(reply);
        }
    }
    read_reply(&got)
}

/// Reads an HTTP/1.1 reply: the status line, the headers, and the body as
/// its length, chunks or the connection's end give it.
pub fn read_reply(bytes: &[u8]) -> Result<Reply, RouterError> {
    let malformed = |what: &str| RouterError::Malformed(format!("an HTTP reply {what}"));
    let split = find(bytes, b"\r\n\r\n").ok_or_else(|| malformed("with no end to its headers"))?;
    let head = std::str::from_utf8(&bytes[..split]).map_err(|_| malformed("not in text"))?;
    let rest = &bytes[split + 4..];
    let mut lines = head.split("\r\n");
    let status_line = lines.next().unwrap_or_default();
    let mut words = status_line.split(' ');
    let status = match (words.next(), words.next()) {
        (Some(version), Some(code)) if version.starts_with("HTTP/1.") => code
            .parse::<u16>()
            .map_err(|_| malformed("with no status"))?,
        _ => return Err(malformed("with no status line")),
    };
    let mut length = None;
    let mut chunked = false;
    for line in lines {
        let Some((name, value)) = line.split_once(':') else {
            return Err(malformed("with a header that does not read"));
        };
        let value = value.trim();
        if name.eq_ignore_ascii_case("content-length") {
            length = Some(
                value
                    .parse::<usize>()
                    .map_err(|_| malformed("with a length that does not read"))?,
            );
        } else if name.eq_ignore_ascii_case("transfer-encoding") {
            chunked = value.eq_ignore_ascii_case("chunked");
        }
    }
    let body = if chunked {
        dechunk(rest).ok_or_else(|| malformed("whose chunks do not read"))?
    } else if let Some(length) = length {
        rest.get(..length)
            .ok_or_else(|| malformed("shorter than its length"))?
            .to_vec()
    } else {
        rest.to_vec()
    };
    let body = String::from_utf8(body).map_err(|_| malformed("whose body is not UTF-8"))?;
    Ok(Reply { status, body })
}

/// The body of a chunked reply: `None` until it is whole.
fn dechunk(mut rest: &[u8]) -> Option<Vec<u8>> {
    let mut body = Vec::new();
    loop {
        let end = find(rest, b"\r\n")?;
        let size = std::str::from_utf8(&rest[..end]).ok()?;
        let size = size.split(';').next()?.trim();
        let size = usize::from_str_radix(size, 16).ok()?;
        rest = &rest[end + 2..];
        if size == 0 {
            return Some(body);
        }
        let chunk = rest.get(..size)?;
        body.extend_from_slice(chunk);
        rest = rest.get(size..)?.strip_prefix(b"\r\n")?;
    }
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// The description's address from an SSDP reply (its `LOCATION` header).
pub fn read_search_reply(bytes: &[u8]) -> Result<String, RouterError> {
    let text = std::str::from_utf8(bytes)
        .map_err(|_| RouterError::Malformed("an SSDP reply not in text".into()))?;
    let mut lines = text.split("\r\n");
    if !lines
        .next()
        .is_some_and(|l| l.starts_with("HTTP/1.1 200") || l.starts_with("HTTP/1.0 200"))
    {
        return Err(RouterError::Malformed(
            "an SSDP reply with no status".into(),
        ));
    }
    lines
        .filter_map(|l| l.split_once(':'))
        .find(|(name, _)| name.trim().eq_ignore_ascii_case("location"))
        .map(|(_, value)| value.trim().to_string())
        .ok_or_else(|| RouterError::Malformed("an SSDP reply with no location".into()))
}

/// An `http://` URL with a numeric address, as routers give them: the
/// address and the path. A name is refused (it would need a look-up).
pub fn read_url(url: &str) -> Result<(SocketAddr, String), RouterError> {
    let malformed = || RouterError::Malformed(format!("the router's address {url:?}"));
    let rest = url.strip_prefix("http://").ok_or_else(malformed)?;
    let (authority, path) = match rest.find('/') {
        Some(i) => (&rest[..i], &rest[i..]),
        None => (rest, "/"),
    };
    let addr = match authority.parse::<SocketAddr>() {
        Ok(addr) => addr,
        Err(_) => {
            let ip = authority
                .trim_start_matches('[')
                .trim_end_matches(']')
                .parse::<IpAddr>()
                .map_err(|_| malformed())?;
            SocketAddr::new(ip, 80)
        }
    };
    if path.chars().any(|c| c.is_control() || c == ' ') {
        return Err(malformed());
    }
    Ok((addr, path.to_string()))
}

/// A control URL from a description, made absolute on the description's
/// address: a path, or a whole URL at the same address.
fn resolve(base: SocketAddr, url: &str) -> Result<(SocketAddr, String), RouterError> {
    if url.starts_with("http://") {
        let (addr, path) = read_url(url)?;
        if addr.ip() != base.ip() {
            return Err(RouterError::Malformed(format!(
                "a control address {addr} away from the router at {}",
                base.ip()
            )));
        }
        return Ok((addr, path));
    }
    let path = if url.starts_with('/') {
        url.to_string()
    } else {
        format!("/{url}")
    };
    read_url(&format!("http://{base}{path}"))
}

/// The control URL and the type of the first WAN connection service that a
/// router's description lists, the newest kind first.
pub fn read_description(xml: &str) -> Result<(String, String), RouterError> {
    let services = elements(xml, "service")?;
    for wanted in SERVICES {
        for service in &services {
            let kind = text_of(service, "serviceType")?;
            if kind.as_deref() == Some(wanted) {
                let control = text_of(service, "controlURL")?.ok_or_else(|| {
                    RouterError::Malformed(format!("the router's {wanted} has no control URL"))
                })?;
                return Ok((control, wanted.to_string()));
            }
        }
    }
    Err(RouterError::NoService)
}

/// The public address in a `GetExternalIPAddress` reply.
pub fn read_external_ip(xml: &str) -> Result<IpAddr, RouterError> {
    let text = text_of(xml, "NewExternalIPAddress")?
        .ok_or_else(|| RouterError::Malformed("the router's reply has no public address".into()))?;
    if text.trim().is_empty() {
        return Err(RouterError::NoPublicAddress);
    }
    let ip = text.trim().parse::<IpAddr>().map_err(|_| {
        RouterError::Malformed(format!(
            "the router's public address {text:?} does not read"
        ))
    })?;
    if ip.is_unspecified() {
        return Err(RouterError::NoPublicAddress);
    }
    Ok(ip)
}

/// A SOAP fault's UPnP error: its code and description.
pub fn read_fault(xml: &str) -> Option<RouterError> {
    let code = text_of(xml, "errorCode").ok()??;
    let code = code.trim().parse::<u32>().ok()?;
    let text = text_of(xml, "errorDescription")
        .ok()
        .flatten()
        .unwrap_or_default();
    Some(RouterError::Fault {
        code,
        text: text.chars().take(200).collect(),
    })
}

/// The text of the first element named `name` (any namespace prefix), its
/// entities decoded; `None` if there is none.
fn text_of(xml: &str, name: &str) -> Result<Option<String>, RouterError> {
    match elements(xml, name)?.first() {
        None => Ok(None),
        Some(inner) => unescape(inner).map(Some),
    }
}

/// The contents of every element named `name` (any namespace prefix, not
/// nested in one another), in order.
fn elements<'a>(xml: &'a str, name: &str) -> Result<Vec<&'a str>, RouterError> {
    let malformed = |what: &str| RouterError::Malformed(format!("the router's XML {what}"));
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(open) = xml[at..].find('<').map(|i| at + i) {
        let close = xml[open..]
            .find('>')
            .map(|i| open + i)
            .ok_or_else(|| malformed("has a tag with no end"))?;
        let tag = &xml[open + 1..close];
        at = close + 1;
        if tag.starts_with(['/', '?', '!']) || tag.ends_with('/') {
            continue;
        }
        let qualified = tag.split_whitespace().next().unwrap_or_default();
        let local = qualified.rsplit(':').next().unwrap_or_default();
        if local != name {
            continue;
        }
        let end_tag = format!("</{qualified}>");
        let end = xml[at..]
            .find(&end_tag)
            .map(|i| at + i)
            .ok_or_else(|| malformed(&format!("has no end to <{qualified}>")))?;
        found.push(&xml[at..end]);
        at = end + end_tag.len();
    }
    Ok(found)
}

/// XML's five entities and its character references decoded.
fn unescape(text: &str) -> Result<String, RouterError> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        let end = rest[i..]
            .find(';')
            .map(|j| i + j)
            .ok_or_else(|| RouterError::Malformed("the router's XML has a bare &".into()))?;
        let entity = &rest[i + 1..end];
        let c = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            _ => entity
                .strip_prefix("#x")
                .map(|h| u32::from_str_radix(h, 16))
                .or_else(|| entity.strip_prefix('#').map(str::parse::<u32>))
                .and_then(Result::ok)
                .and_then(char::from_u32),
        };
        let c = c.ok_or_else(|| {
            RouterError::Malformed(format!("the router's XML has an unknown entity &{entity};"))
        })?;
        out.push(c);
        rest = &rest[end + 1..];
    }
    out.push_str(rest);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The reply miniupnpd sends to an SSDP search.
    const SEARCH_REPLY: &str = "HTTP/1.1 200 OK\r\nCACHE-CONTROL: max-age=120\r\n\
        ST: urn:schemas-upnp-org:device:InternetGatewayDevice:1\r\n\
        USN: uuid:4a6b6964-6164-6100-0000-000000000001::urn:schemas-upnp-org:device:InternetGatewayDevice:1\r\n\
        EXT:\r\nSERVER: Debian/12 UPnP/1.1 MiniUPnPd/2.3.1\r\n\
        LOCATION: http://192.168.77.1:40797/rootDesc.xml\r\nOPT: \"http://schemas.upnp.org/upnp/1/0/\"; ns=01\r\n\
        01-NLS: 1796514269\r\nBOOTID.UPNP.ORG: 1796514269\r\nCONFIGID.UPNP.ORG: 1337\r\n\r\n";

    /// A router's description, cut to its devices and services as
    /// miniupnpd writes them (an IGD:2 with its WANIPConnection:2).
    const DESCRIPTION_XML: &str = r#"<?xml version="1.0"?>
<root xmlns="urn:schemas-upnp-org:device-1-0" configId="1337"><specVersion><major>1</major><minor>1</minor></specVersion><device><deviceType>urn:schemas-upnp-org:device:InternetGatewayDevice:2</deviceType><friendlyName>Debian router</friendlyName><serviceList><service><serviceType>urn:schemas-upnp-org:service:Layer3Forwarding:1</serviceType><serviceId>urn:upnp-org:serviceId:L3Forwarding1</serviceId><controlURL>/ctl/L3F</controlURL><eventSubURL>/evt/L3F</eventSubURL><SCPDURL>/L3F.xml</SCPDURL></service></serviceList><deviceList><device><deviceType>urn:schemas-upnp-org:device:WANDevice:2</deviceType><serviceList><service><serviceType>urn:schemas-upnp-org:service:WANCommonInterfaceConfig:1</serviceType><serviceId>urn:upnp-org:serviceId:WANCommonIFC1</serviceId><controlURL>/ctl/CmnIfCfg</controlURL><eventSubURL>/evt/CmnIfCfg</eventSubURL><SCPDURL>/WANCfg.xml</SCPDURL></service></serviceList><deviceList><device><deviceType>urn:schemas-upnp-org:device:WANConnectionDevice:2</deviceType><serviceList><service><serviceType>urn:schemas-upnp-org:service:WANIPConnection:2</serviceType><serviceId>urn:upnp-org:serviceId:WANIPConn1</serviceId><controlURL>/ctl/IPConn</controlURL><eventSubURL>/evt/IPConn</eventSubURL><SCPDURL>/WANIPCn.xml</SCPDURL></service></serviceList></device></deviceList></device></deviceList><presentationURL>http://192.168.77.1/</presentationURL></device></root>"#;

    #[test]
    fn a_search_reply_gives_the_description_address() {
        let location = read_search_reply(SEARCH_REPLY.as_bytes()).unwrap();
        assert_eq!(location, "http://192.168.77.1:40797/rootDesc.xml");
        let (addr, path) = read_url(&location).unwrap();
        assert_eq!(addr, "192.168.77.1:40797".parse().unwrap());
        assert_eq!(path, "/rootDesc.xml");
        assert!(read_search_reply(b"NOTIFY * HTTP/1.1\r\n\r\n").is_err());
        assert!(read_search_reply(b"HTTP/1.1 200 OK\r\nST: x\r\n\r\n").is_err());
        assert!(read_search_reply(&[0xff, 0xfe, 0]).is_err());
    }

    #[test]
    fn urls_with_names_or_other_schemes_are_refused() {
        assert_eq!(
            read_url("http://10.0.0.1/desc").unwrap(),
            ("10.0.0.1:80".parse().unwrap(), "/desc".to_string())
        );
        assert_eq!(read_url("http://[fe80::1]:5000").unwrap().1, "/");
        for bad in [
            "https://10.0.0.1/",
            "http://router.lan/desc",
            "http://10.0.0.1:x/",
            "http://10.0.0.1/a b",
            "",
        ] {
            assert!(
                matches!(read_url(bad), Err(RouterError::Malformed(_))),
                "{bad}"
            );
        }
        let base: SocketAddr = "10.0.0.1:5000".parse().unwrap();
        assert_eq!(resolve(base, "/ctl/IPConn").unwrap().1, "/ctl/IPConn");
        assert_eq!(resolve(base, "ctl/IPConn").unwrap().1, "/ctl/IPConn");
        assert!(resolve(base, "http://10.9.9.9:5000/ctl").is_err());
    }

    #[test]
    fn a_description_gives_the_wan_service() {
        let (control, service) = read_description(DESCRIPTION_XML).unwrap();
        assert_eq!(control, "/ctl/IPConn");
        assert_eq!(service, "urn:schemas-upnp-org:service:WANIPConnection:2");
        // An older router's PPP connection, its URL escaped.
        let ppp = "<root><device><serviceList><service>\
            <serviceType>urn:schemas-upnp-org:service:WANPPPConnection:1</serviceType>\
            <controlURL>/upnp/control?id=1&amp;s=ppp</controlURL></service></serviceList></device></root>";
        assert_eq!(read_description(ppp).unwrap().0, "/upnp/control?id=1&s=ppp");
    }

    #[test]
    fn descriptions_that_do_not_read_are_errors() {
        let no_wan = DESCRIPTION_XML.replace("WANIPConnection:2", "WANIPv6FirewallControl:1");
        assert_eq!(read_description(&no_wan), Err(RouterError::NoService));
        let cut = &DESCRIPTION_XML[..DESCRIPTION_XML
            .find("</controlURL><eventSubURL>/evt/IPConn")
            .unwrap()];
        assert!(matches!(
            read_description(cut),
            Err(RouterError::Malformed(_))
        ));
        let no_control = DESCRIPTION_XML.replace("<controlURL>/ctl/IPConn</controlURL>", "");
        assert!(matches!(
            read_description(&no_control),
            Err(RouterError::Malformed(_))
        ));
        assert!(matches!(
            read_description("<root><service"),
            Err(RouterError::Malformed(_))
        ));
        let bad_entity = DESCRIPTION_XML.replace("/ctl/IPConn<", "/ctl/&bogus;<");
        assert!(matches!(
            read_description(&bad_entity),
            Err(RouterError::Malformed(_))
        ));
        assert_eq!(read_description(""), Err(RouterError::NoService));
    }

    #[test]
    fn soap_replies_and_faults_read() {
        let body = "<?xml version=\"1.0\"?>\r\n<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\" \
            s:encodingStyle=\"http://schemas.xmlsoap.org/soap/encoding/\"><s:Body><u:GetExternalIPAddressResponse \
            xmlns:u=\"urn:schemas-upnp-org:service:WANIPConnection:2\"><NewExternalIPAddress>198.20.0.1</NewExternalIPAddress>\
            </u:GetExternalIPAddressResponse></s:Body></s:Envelope>\r\n";
        let reply = format!(
            "HTTP/1.1 200 OK\r\nContent-Type: text/xml; charset=\"utf-8\"\r\nConnection: close\r\n\
             Content-Length: {}\r\nServer: Debian/12 UPnP/1.1 MiniUPnPd/2.3.1\r\nExt:\r\n\r\n{body}",
            body.len()
        );
        let parsed = read_reply(reply.as_bytes()).unwrap();
        assert_eq!(parsed.status, 200);
        assert_eq!(
            read_external_ip(&parsed.body).unwrap(),
            IpAddr::V4(Ipv4Addr::new(198, 20, 0, 1))
        );
        // The same fault as a router sends it in chunks.
        let body = "<?xml version=\"1.0\"?>\r\n<s:Envelope xmlns:s=\"http://schemas.xmlsoap.org/soap/envelope/\" \
            s:encodingStyle=\"http://schemas.xmlsoap.org/soap/encoding/\"><s:Body><s:Fault><faultcode>s:Client</faultcode>\
            <faultstring>UPnPError</faultstring><detail><UPnPError xmlns=\"urn:schemas-upnp-org:control-1-0\">\
            <errorCode>718</errorCode><errorDescription>ConflictInMappingEntry</errorDescription></UPnPError>\
            </detail></s:Fault></s:Body></s:Envelope>\r\n";
        let mut fault = String::from(
            "HTTP/1.1 500 Internal Server Error\r\nContent-Type: text/xml; charset=\"utf-8\"\r\n\
             Transfer-Encoding: chunked\r\n\r\n",
        );
        for chunk in [&body[..40], &body[40..]] {
            fault.push_str(&format!("{:x}\r\n{chunk}\r\n", chunk.len()));
        }
        fault.push_str("0\r\n\r\n");
        let parsed = read_reply(fault.as_bytes()).unwrap();
        assert_eq!(parsed.status, 500);
        assert_eq!(
            read_fault(&parsed.body),
            Some(RouterError::Fault {
                code: 718,
                text: "ConflictInMappingEntry".into()
            })
        );
    }

    #[test]
    fn http_and_soap_replies_that_do_not_read_are_errors() {
        for bad in [
            &b""[..],
            b"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n",
            b"SSH-2.0-OpenSSH\r\n\r\n",
            b"HTTP/1.1 abc OK\r\n\r\n",
            b"HTTP/1.1 200 OK\r\nContent-Length: 10\r\n\r\nshort",
            b"HTTP/1.1 200 OK\r\nContent-Length: -1\r\n\r\n",
            b"HTTP/1.1 200 OK\r\nno colon\r\n\r\n",
            b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
            b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nab",
            b"HTTP/1.1 200 OK\r\n\r\n\xff\xfe",
        ] {
            assert!(
                matches!(read_reply(bad), Err(RouterError::Malformed(_))),
                "{bad:?}"
            );
        }
        assert_eq!(
            read_external_ip("<NewExternalIPAddress></NewExternalIPAddress>"),
            Err(RouterError::NoPublicAddress)
        );
        assert!(matches!(
            read_external_ip("<NewExternalIPAddress>not an address</NewExternalIPAddress>"),
            Err(RouterError::Malformed(_))
        ));
        assert!(matches!(
            read_external_ip("<s:Envelope/>"),
            Err(RouterError::Malformed(_))
        ));
        assert!(matches!(
            read_external_ip("<NewExternalIPAddress>1.2.3.4"),
            Err(RouterError::Malformed(_))
        ));
        assert_eq!(read_fault("<errorCode>many</errorCode>"), None);
        assert_eq!(read_fault("<html>Server error</html>"), None);
    }

    #[test]
    fn entities_decode() {
        assert_eq!(
            unescape("a&amp;b&lt;&#65;&#x42;&quot;").unwrap(),
            "a&b<AB\""
        );
        assert!(unescape("a & b").is_err());
        assert!(unescape("&#xD800;").is_err());
    }
}
