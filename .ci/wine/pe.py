#!/usr/bin/env python3
"""What `.ci/windows` reads from and writes to a Windows program (a PE file).

  pe.py subsystem FILE          prints `windows` or `console`
  pe.py console-twin SRC DST    DST: SRC marked as a console program
  pe.py resources FILE          the resource types and the version strings

A program's subsystem is one field of its optional header: the same program
marked `console` is what `editbin /subsystem:console` makes of it. Nothing
else in it changes (there is no signature to break, and Windows does not
check the header's checksum of a program).
"""

import struct
import sys

SUBSYSTEMS = {2: "windows", 3: "console"}
RESOURCE_TYPES = {3: "icon", 14: "icon group", 16: "version", 24: "manifest"}


class Pe:
    def __init__(self, data: bytes):
        if data[:2] != b"MZ":
            raise SystemExit("not a Windows program: no MZ header")
        self.data = data
        self.header = struct.unpack_from("<I", data, 0x3C)[0]
        if data[self.header:self.header + 4] != b"PE\0\0":
            raise SystemExit("not a Windows program: no PE header")
        coff = self.header + 4
        sections, optional_size = struct.unpack_from("<H12xH", data, coff + 2)
        self.optional = coff + 20
        magic = struct.unpack_from("<H", data, self.optional)[0]
        if magic != 0x20B:
            raise SystemExit("not a 64-bit program")
        self.subsystem_at = self.optional + 68
        self.directories = self.optional + 112
        self.sections = []
        table = self.optional + optional_size
        for i in range(sections):
            size, rva, raw_size, raw = struct.unpack_from("<IIII", data, table + 40 * i + 8)
            self.sections.append((rva, max(size, raw_size), raw))

    def subsystem(self) -> int:
        return struct.unpack_from("<H", self.data, self.subsystem_at)[0]

    def offset(self, rva: int) -> int:
        for start, size, raw in self.sections:
            if start <= rva < start + size:
                return raw + rva - start
        raise SystemExit(f"address {rva:#x} is in no section")

    def resources(self):
        rva, size = struct.unpack_from("<II", self.data, self.directories + 2 * 8)
        if rva == 0 or size == 0:
            return [], ""
        base = self.offset(rva)
        named, ids = struct.unpack_from("<HH", self.data, base + 12)
        types = []
        for i in range(named + ids):
            type_id, _ = struct.unpack_from("<II", self.data, base + 16 + 8 * i)
            if not type_id & 0x80000000:
                types.append(type_id)
        # The version strings are UTF-16 pairs of key and value in the section.
        section = self.data[base:base + size]
        return types, section.decode("utf-16-le", errors="replace")


def version_strings(text: str):
    out = {}
    for key in ("ProductName", "ProductVersion", "FileVersion", "FileDescription", "CompanyName"):
        at = text.find(key + "\0")
        if at < 0:
            continue
        rest = text[at + len(key) + 1:].lstrip("\0")
        out[key] = rest.split("\0", 1)[0]
    return out


def main(argv):
    if len(argv) == 3 and argv[1] == "subsystem":
        with open(argv[2], "rb") as f:
            kind = Pe(f.read()).subsystem()
        print(SUBSYSTEMS.get(kind, f"subsystem {kind}"))
    elif len(argv) == 4 and argv[1] == "console-twin":
        with open(argv[2], "rb") as f:
            data = bytearray(f.read())
        pe = Pe(bytes(data))
        if pe.subsystem() != 2:
            raise SystemExit(f"{argv[2]} is not a window program")
        struct.pack_into("<H", data, pe.subsystem_at, 3)
        with open(argv[3], "wb") as f:
            f.write(data)
    elif len(argv) == 3 and argv[1] == "resources":
        with open(argv[2], "rb") as f:
            types, text = Pe(f.read()).resources()
        for t in types:
            print(RESOURCE_TYPES.get(t, f"type {t}"))
        for key, value in version_strings(text).items():
            print(f"{key} {value}")
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv)
