#!/usr/bin/env python3
"""Writes assets/linux/copyright, the Debian package's copyright file: the app's
own notice, then every Rust crate compiled into /usr/bin/akidada (as `cargo tree`
lists them for Linux, with the licence each declares), the fonts compiled in,
and the text of each licence that Debian does not keep in
/usr/share/common-licenses. The licence texts are read from the crates' own
files, so the list is always the one of Cargo.lock.

Run: python3 assets/linux/make_copyright.py            (writes the file)
     python3 assets/linux/make_copyright.py --check    (fails if it is stale)"""
import json, os, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OUT = os.path.join(ROOT, "assets", "linux", "copyright")
TARGET = "x86_64-unknown-linux-gnu"

MIT = """Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE."""

# Licences whose text Debian ships in /usr/share/common-licenses.
COMMON = {"Apache-2.0", "MPL-2.0", "GPL-2.0-only"}
# Texts of the other licences the crates declare: (crate, file in the crate).
TEXTS = {
    "Zlib": ("foldhash", "LICENSE"),
    "ISC": ("libloading", "LICENSE"),
    "Unicode-3.0": ("unicode-ident", "LICENSE-UNICODE"),
    "Ubuntu-font-1.0": ("epaint_default_fonts", "fonts/UFL.txt"),
    # Declared by epaint_default_fonts for its Noto Emoji, which this build leaves out;
    # the licence of the Noto Sans subset bundled (assets/fonts/make_font.py).
    "OFL-1.1": ("epaint_default_fonts", "fonts/OFL.txt"),
    "Hack and Bitstream Vera": ("epaint_default_fonts", "fonts/Hack-Regular.txt"),
    "emoji-icon-font (MIT)": ("epaint_default_fonts", "fonts/emoji-icon-font-mit-license.txt"),
}

def cargo(*args):
    return subprocess.run(["cargo", *args], cwd=ROOT, check=True,
                          capture_output=True, text=True).stdout

def crates():
    """(name, version, licence) of every crate in the Linux binary, but ours."""
    lines = cargo("tree", "--locked", "-e", "normal,no-proc-macro", "--prefix", "none",
                  "--target", TARGET, "--format", "{p}|{l}").splitlines()
    found = set()
    for line in lines:
        name_version, _, licence = line.replace(" (*)", "").partition("|")
        name, version = name_version.split()[:2]
        if name != "akidada":
            found.add((name, version.lstrip("v"), licence.strip()))
    return sorted(found)

def crate_dirs():
    meta = json.loads(cargo("metadata", "--locked", "--format-version", "1",
                            "--filter-platform", TARGET))
    return {p["name"]: os.path.dirname(p["manifest_path"]) for p in meta["packages"]}

def text():
    listed = crates()
    dirs = crate_dirs()
    licences = set()
    for _, _, licence in listed:
        for word in licence.replace("(", " ").replace(")", " ").replace("/", " ").split():
            if word not in ("OR", "AND", "WITH"):
                licences.add(word)
    unknown = licences - COMMON - set(TEXTS) - {"MIT", "LLVM-exception", "BSD-2-Clause",
                                                 "BSD-3-Clause", "0BSD", "Unlicense"}
    if unknown:
        sys.exit("make_copyright.py: no text for the licence(s) %s: add them to TEXTS"
                 % ", ".join(sorted(unknown)))
    out = ["""akidada: Akidada (the Yoruba alignment game) and Dama (Turkish draughts),
a desktop app and command line.

Copyright 2026 Akidada maintainers
License: MIT (the text is at the end of this file)

/usr/bin/akidada is one program with these parts compiled in:

The fonts of the egui toolkit (crate epaint_default_fonts):
  Ubuntu Light     Copyright 2010-2011 Canonical Ltd.; Ubuntu Font Licence 1.0
  Hack             Copyright 2018 Source Foundry Authors; MIT. Derived from
                   DejaVu (public domain) and Bitstream Vera Sans Mono,
                   Copyright 2003 Bitstream Inc. (Bitstream Vera License)
  egui-icons       a subset of emoji-icon-font, Copyright (c) 2014 John
                   Slegers; MIT

The font bundled after those, for the letters they lack (Yoruba's dotted
letters and tone marks), assets/fonts/NotoSans-Latin.ttf in the source:
  Noto Sans        a subset of Noto Sans Regular (Latin letters and combining
                   marks), Copyright 2015 Google LLC; SIL Open Font License 1.1
                   (OFL-1.1, whose text follows the list)

The Rust crates below, each under the licence it declares (a crate that offers
a choice is used under MIT, or else the first licence named). Their sources,
with their authors' notices, are on crates.io under the same name and version.
Apache-2.0, MPL-2.0 and GPL-2.0: /usr/share/common-licenses/. The other texts
follow the list.
"""]
    width = max(len(n) + len(v) + 1 for n, v, _ in listed)
    for name, version, licence in listed:
        out.append("  %-*s  %s" % (width, "%s %s" % (name, version), licence))
    for licence, (crate, path) in TEXTS.items():
        with open(os.path.join(dirs[crate], path), encoding="utf-8") as f:
            body = f.read().strip()
        out.append("\n" + "-" * 78 + "\n%s (from %s, %s)\n\n%s" % (licence, crate, path, body))
    out.append("\n" + "-" * 78 + "\nMIT (akidada, and the crates under MIT)\n\n" + MIT)
    return "\n".join(out) + "\n"

def main():
    new = text()
    if "--check" in sys.argv[1:]:
        old = open(OUT, encoding="utf-8").read() if os.path.exists(OUT) else ""
        if old != new:
            sys.exit("assets/linux/copyright is not the list of today's crates: "
                     "run python3 assets/linux/make_copyright.py")
        print("assets/linux/copyright lists every crate compiled in")
        return
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(new)
    print("wrote", OUT)

main()
