#!/usr/bin/env python3
"""Makes assets/fonts/NotoSans-Latin.ttf, the window's fallback font for the
letters egui's own fonts lack: Yoruba's dotted letters (Ẹ ẹ Ọ ọ Ṣ ṣ) and its
tone marks, written as combining accents (ọ̀, ẹ́) or precomposed (ǹ, ḿ). It is
Noto Sans Regular (SIL Open Font License 1.1, no reserved font name) cut down
to the Latin letters and the combining marks, with its glyph positioning kept
so that a combining mark sits over its letter.

Needs fontTools (`pip install fonttools`) and Noto Sans Regular, from Debian's
package fonts-noto-core (`apt-get install fonts-noto-core`, or
`apt-get download fonts-noto-core && dpkg-deb -x fonts-noto-core_*.deb x`):

    python3 assets/fonts/make_font.py [PATH/TO/NotoSans-Regular.ttf]
"""
import os, sys

from fontTools import subset

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "NotoSans-Latin.ttf")
SOURCE = "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"
# Basic Latin, Latin-1, Latin Extended-A and -B, the combining diacritical
# marks, Latin Extended Additional.
RANGES = [(0x20, 0x7E), (0xA0, 0x24F), (0x300, 0x36F), (0x1E00, 0x1EFF)]


def main():
    source = sys.argv[1] if len(sys.argv) > 1 else SOURCE
    if not os.path.exists(source):
        sys.exit("make_font.py: no %s: install fonts-noto-core, or name the file" % source)
    options = subset.Options()
    options.layout_features = ["*"]
    options.hinting = False
    options.name_IDs = ["*"]
    options.notdef_outline = True
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[c for a, b in RANGES for c in range(a, b + 1)])
    subsetter.subset(font)
    subset.save_font(font, OUT, options)
    print("wrote %s (%d bytes)" % (OUT, os.path.getsize(OUT)))


main()
