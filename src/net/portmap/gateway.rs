//! The default IPv4 gateway, the router that PCP and NAT-PMP ask: read
//! from Linux's routing table, or asked of Windows' IP helper.

use std::net::Ipv4Addr;

/// The default IPv4 gateway: `None` without one, or on a system this does
/// not know how to ask (UPnP, which finds its router by multicast, still
/// works there).
pub fn default_gateway() -> Option<Ipv4Addr> {
    #[cfg(target_os = "linux")]
    {
        let table = std::fs::read_to_string("/proc/net/route").ok()?;
        gateway_of(&table)
    }
    #[cfg(windows)]
    {
        windows::best_route_gateway()
    }
    #[cfg(not(any(target_os = "linux", windows)))]
    {
        None
    }
}

/// The gateway of the default route in `/proc/net/route`'s text.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub fn gateway_of(table: &str) -> Option<Ipv4Addr> {
    table.lines().skip(1).find_map(|line| {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let (destination, gateway, mask) = (fields.get(1)?, fields.get(2)?, fields.get(7)?);
        if *destination != "00000000" || *mask != "00000000" {
            return None;
        }
        // The kernel prints the address as a number in the machine's own
        // byte order.
        let raw = u32::from_str_radix(gateway, 16).ok()?;
        let ip = Ipv4Addr::from(raw.to_ne_bytes());
        (!ip.is_unspecified()).then_some(ip)
    })
}

#[cfg(windows)]
#[allow(unsafe_code)]
mod windows {
    use std::net::Ipv4Addr;

    /// `MIB_IPFORWARDROW` of `iphlpapi.h`: fourteen 32-bit fields, the
    /// addresses in network byte order.
    #[repr(C)]
    #[derive(Default)]
    struct ForwardRow {
        destination: u32,
        mask: u32,
        policy: u32,
        next_hop: u32,
        interface: u32,
        kind: u32,
        protocol: u32,
        age: u32,
        next_hop_as: u32,
        metrics: [u32; 5],
    }

    #[link(name = "iphlpapi")]
    unsafe extern "system" {
        fn GetBestRoute(destination: u32, source: u32, row: *mut ForwardRow) -> u32;
    }

    /// The next hop of the route Windows would take to an address on the
    /// internet (a documentation address: nothing is sent to it), which is
    /// the default route's gateway.
    pub fn best_route_gateway() -> Option<Ipv4Addr> {
        let outside = u32::from_ne_bytes(Ipv4Addr::new(192, 0, 2, 1).octets());
        let mut row = ForwardRow::default();
        // SAFETY: `row` is a writable MIB_IPFORWARDROW that outlives the call.
        let status = unsafe { GetBestRoute(outside, 0, &mut row) };
        let gateway = Ipv4Addr::from(row.next_hop.to_ne_bytes());
        (status == 0 && !gateway.is_unspecified()).then_some(gateway)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_gateway_reads_from_the_routing_table() {
        let gateway = Ipv4Addr::new(192, 168, 77, 1);
        let hex = format!("{:08X}", u32::from_ne_bytes(gateway.octets()));
        let table = format!(
            "Iface\tDestination\tGateway \tFlags\tRefCnt\tUse\tMetric\tMask\t\tMTU\tWindow\tIRTT\n\
             eth0\t004DA8C0\t00000000\t0001\t0\t0\t0\t00FFFFFF\t0\t0\t0\n\
             eth0\t00000000\t{hex}\t0003\t0\t0\t0\t00000000\t0\t0\t0\n"
        );
        assert_eq!(gateway_of(&table), Some(gateway));
        assert_eq!(gateway_of("Iface\tDestination\n"), None);
        assert_eq!(
            gateway_of("header\neth0 00000000 zz 0003 0 0 0 00000000\n"),
            None
        );
    }
}
