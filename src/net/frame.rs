//! Frames on a TCP stream: a two-byte length, then that many bytes. The
//! length is read and checked before anything else, so a peer cannot make
//! the reader hold more than [`Limits::max_frame`] bytes; a frame begun and
//! not finished within [`Limits::stall`] ends the connection.

use std::io::{self, Read, Write};
use std::net::TcpStream;
use std::time::{Duration, Instant};

use super::{Limits, NetError};

/// How long one read waits before the caller gets to look at its clocks and
/// its commands again.
pub(super) const TICK: Duration = Duration::from_millis(20);

/// A stream and what has been read of it that is not yet a whole frame.
pub(super) struct Frames {
    pub stream: TcpStream,
    buf: Vec<u8>,
    /// When the bytes waiting in `buf` started to wait.
    partial_since: Option<Instant>,
    max_frame: usize,
    stall: Duration,
}

impl Frames {
    pub fn new(stream: TcpStream, limits: &Limits) -> io::Result<Frames> {
        stream.set_nodelay(true)?;
        stream.set_read_timeout(Some(TICK))?;
        stream.set_write_timeout(Some(limits.stall))?;
        Ok(Frames {
            stream,
            buf: Vec::new(),
            partial_since: None,
            max_frame: limits.max_frame,
            stall: limits.stall,
        })
    }

    /// Sends one frame.
    pub fn send(&mut self, bytes: &[u8]) -> Result<(), NetError> {
        let Ok(len) = u16::try_from(bytes.len()) else {
            return Err(NetError::Oversized);
        };
        let mut frame = Vec::with_capacity(bytes.len() + 2);
        frame.extend_from_slice(&len.to_be_bytes());
        frame.extend_from_slice(bytes);
        self.stream.write_all(&frame).map_err(NetError::from_io)
    }

    /// The next whole frame if one has come, after waiting at most one
    /// [`TICK`] for bytes.
    pub fn poll(&mut self) -> Result<Option<Vec<u8>>, NetError> {
        if let Some(frame) = self.take()? {
            return Ok(Some(frame));
        }
        let mut chunk = [0u8; 4096];
        match self.stream.read(&mut chunk) {
            Ok(0) => return Err(NetError::Closed),
            Ok(n) => {
                if self.buf.is_empty() {
                    self.partial_since = Some(Instant::now());
                }
                self.buf.extend_from_slice(&chunk[..n]);
            }
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) => {}
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(NetError::from_io(e)),
        }
        if let Some(frame) = self.take()? {
            return Ok(Some(frame));
        }
        match self.partial_since {
            Some(since) if since.elapsed() > self.stall => Err(NetError::Stalled),
            _ => Ok(None),
        }
    }

    /// Waits for the next frame until `deadline`.
    pub fn next_before(&mut self, deadline: Instant) -> Result<Vec<u8>, NetError> {
        loop {
            if let Some(frame) = self.poll()? {
                return Ok(frame);
            }
            if Instant::now() >= deadline {
                return Err(NetError::TimedOut);
            }
        }
    }

    /// A whole frame from the buffer, if there is one; checks the length as
    /// soon as it is there.
    fn take(&mut self) -> Result<Option<Vec<u8>>, NetError> {
        let Some((frame, used)) = parse(&self.buf, self.max_frame)? else {
            return Ok(None);
        };
        let frame = frame.to_vec();
        self.buf.drain(..used);
        // What is left is the start of the next frame: its wait starts now.
        self.partial_since = (!self.buf.is_empty()).then(Instant::now);
        Ok(Some(frame))
    }
}

/// The first frame of `buf` and the bytes it takes, `None` while it is not
/// all there; an empty frame or one longer than `max_frame` is refused as
/// soon as its length is read.
pub fn parse(buf: &[u8], max_frame: usize) -> Result<Option<(&[u8], usize)>, NetError> {
    let [a, b, rest @ ..] = buf else {
        return Ok(None);
    };
    let len = usize::from(u16::from_be_bytes([*a, *b]));
    if len == 0 || len > max_frame {
        return Err(NetError::Oversized);
    }
    Ok(rest.get(..len).map(|frame| (frame, 2 + len)))
}

#[cfg(test)]
mod tests {
    use std::io::Write;
    use std::net::{Ipv4Addr, TcpListener, TcpStream};

    use super::*;

    /// A connected pair on the loopback address: our frames, the peer's
    /// raw stream.
    fn pair(limits: &Limits) -> (Frames, TcpStream) {
        let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).unwrap();
        let peer = TcpStream::connect(listener.local_addr().unwrap()).unwrap();
        let (ours, _) = listener.accept().unwrap();
        (Frames::new(ours, limits).unwrap(), peer)
    }

    fn until_done(frames: &mut Frames) -> Result<Vec<u8>, NetError> {
        frames.next_before(Instant::now() + Duration::from_secs(5))
    }

    #[test]
    fn a_frame_split_anyhow_arrives_whole() {
        let (mut frames, mut peer) = pair(&Limits::default());
        peer.write_all(&[0, 3, b'a']).unwrap();
        assert_eq!(frames.poll(), Ok(None));
        peer.write_all(&[b'b', b'c', 0, 1, b'd']).unwrap();
        assert_eq!(until_done(&mut frames), Ok(b"abc".to_vec()));
        assert_eq!(until_done(&mut frames), Ok(b"d".to_vec()));
    }

    #[test]
    fn half_a_frame_then_silence_is_cut_off() {
        let limits = Limits {
            stall: Duration::from_millis(200),
            ..Limits::default()
        };
        let (mut frames, mut peer) = pair(&limits);
        peer.write_all(&[0, 10, 1, 2]).unwrap();
        let started = Instant::now();
        assert_eq!(until_done(&mut frames), Err(NetError::Stalled));
        assert!(started.elapsed() < Duration::from_secs(2));
    }

    #[test]
    fn a_length_over_the_limit_is_refused_before_the_bytes_come() {
        let limits = Limits {
            max_frame: 100,
            ..Limits::default()
        };
        let (mut frames, mut peer) = pair(&limits);
        peer.write_all(&[0, 101]).unwrap();
        assert_eq!(until_done(&mut frames), Err(NetError::Oversized));
        let (mut frames, mut peer) = pair(&limits);
        peer.write_all(&[0, 0]).unwrap();
        assert_eq!(until_done(&mut frames), Err(NetError::Oversized));
        let (mut frames, peer) = pair(&limits);
        drop(peer);
        assert_eq!(until_done(&mut frames), Err(NetError::Closed));
    }
}
