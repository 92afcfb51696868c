#!/usr/bin/env python3
"""Draws the app's icon: the Akidada board (two squares joined at their
midpoints) on wood, with a white and a black piece and a crowned king.
Writes assets/icon.png (256 px, embedded in the program), the desktop's sizes
assets/linux/icons/akidada-<N>.png (16 to 512 px, each drawn at its size, not
scaled), and the same drawing as a vector, assets/linux/icons/akidada.svg.
Pure Python (no imaging library); supersampled for smooth edges.
Run: python3 assets/make_icon.py"""
import math, struct, zlib, os

HERE = os.path.dirname(os.path.abspath(__file__))
SIZES = [16, 22, 24, 32, 48, 64, 128, 256, 512]

def blend(dst, src, a):
    return tuple(d * (1 - a) + s * a for d, s in zip(dst, src))

def rounded_rect_alpha(x, y, x0, y0, x1, y1, r):
    cx = min(max(x, x0 + r), x1 - r)
    cy = min(max(y, y0 + r), y1 - r)
    return 1.0 if (x - cx) ** 2 + (y - cy) ** 2 <= r * r else 0.0

def seg_dist(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    t = max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)))
    return math.hypot(px - (ax + t * dx), py - (ay + t * dy))

# Board geometry in icon units (0..256).
lo, hi = 40.0, 216.0
mid = (lo + hi) / 2
ilo, ihi = lo + (hi - lo) / 4, hi - (hi - lo) / 4
segments = [
    (lo, lo, hi, lo), (hi, lo, hi, hi), (hi, hi, lo, hi), (lo, hi, lo, lo),
    (ilo, ilo, ihi, ilo), (ihi, ilo, ihi, ihi), (ihi, ihi, ilo, ihi), (ilo, ihi, ilo, ilo),
    (mid, lo, mid, ilo), (hi, mid, ihi, mid), (mid, hi, mid, ihi), (lo, mid, ilo, mid),
]
pieces = [  # (x, y, radius, colour, rim, crowned)
    (lo, lo, 27, (251, 246, 234), (156, 138, 109), False),
    (mid, lo, 27, (251, 246, 234), (156, 138, 109), False),
    (ihi, ihi, 27, (51, 44, 41), (16, 13, 11), False),
    (hi, hi, 27, (51, 44, 41), (16, 13, 11), True),
]

def pixel(x, y):
    c = (0.0, 0.0, 0.0)
    a = rounded_rect_alpha(x, y, 6, 6, 250, 250, 40)
    if a == 0:
        return (0, 0, 0, 0)
    # Wood with faint grain.
    grain = 0.5 + 0.5 * math.sin(y * 0.09 + math.sin(x * 0.031) * 2.5)
    c = blend((214, 168, 110), (196, 146, 88), grain * 0.6)
    edge = min(x - 6, y - 6, 250 - x, 250 - y)
    if edge < 7:
        c = blend(c, (120, 78, 40), 0.85)
    for (ax, ay, bx, by) in segments:
        if seg_dist(x, y, ax, ay, bx, by) < 4.2:
            c = (94, 60, 32)
    for (px, py, r, col, rim, crown) in pieces:
        d = math.hypot(x - px - 3, y - py - 4)
        if d < r:
            c = blend(c, (60, 35, 15), 0.45)
    for (px, py, r, col, rim, crown) in pieces:
        d = math.hypot(x - px, y - py)
        if d < r:
            c = rim if d > r - 3.5 else col
            if abs(d - r * 0.66) < 1.6:
                c = blend(c, rim, 0.7)
            if crown:
                u, v = (x - px) / (r * 0.55), (y - py) / (r * 0.55)
                inside = (-0.8 <= u <= 0.8 and 0.15 <= v <= 0.55) or any(
                    v >= -0.8 + abs(u - tx) * 2.6 and -0.8 <= v <= 0.15 and abs(u - tx) < 0.38
                    for tx in (-0.6, 0.0, 0.6))
                if inside:
                    c = (240, 184, 40)
    return (*c, 255)

def chunk(tag, data):
    return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

def png(N, S):
    """The icon at N x N pixels, S x S samples a pixel (drawing units: 0..256)."""
    k = 256.0 / N
    rows = []
    for py in range(N):
        row = bytearray([0])
        for px in range(N):
            acc = [0.0, 0.0, 0.0, 0.0]
            for sy in range(S):
                for sx in range(S):
                    r, g, b, a = pixel((px + (sx + 0.5) / S) * k, (py + (sy + 0.5) / S) * k)
                    acc[0] += r * a; acc[1] += g * a; acc[2] += b * a; acc[3] += a
            n = S * S
            alpha = acc[3] / n
            if acc[3] > 0:
                row += bytes([round(acc[0] / acc[3]), round(acc[1] / acc[3]), round(acc[2] / acc[3]), round(alpha)])
            else:
                row += bytes([0, 0, 0, 0])
        rows.append(bytes(row))
    data = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", N, N, 8, 6, 0, 0, 0))
    return data + chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")

def hexc(c):
    return "#%02x%02x%02x" % tuple(round(v) for v in c)

def svg():
    """The same drawing as a vector (the wood's grain as a few soft bands)."""
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
           '<defs><clipPath id="board"><rect x="6" y="6" width="244" height="244" rx="40"/></clipPath>',
           '<linearGradient id="grain" x1="0" y1="0" x2="0" y2="1">']
    for i in range(11):
        t = i / 10
        grain = 0.5 + 0.5 * math.sin(t * 256 * 0.09)
        out.append('<stop offset="%.2f" stop-color="%s"/>' % (t, hexc(blend((214, 168, 110), (196, 146, 88), grain * 0.6))))
    out += ['</linearGradient></defs>',
            '<g clip-path="url(#board)">',
            '<rect x="6" y="6" width="244" height="244" fill="%s"/>' % hexc(blend((205, 157, 99), (120, 78, 40), 0.85)),
            '<rect x="13" y="13" width="230" height="230" rx="33" fill="url(#grain)"/></g>']
    for (ax, ay, bx, by) in segments:
        out.append('<line x1="%g" y1="%g" x2="%g" y2="%g" stroke="#5e3c20" stroke-width="8.4" stroke-linecap="round"/>' % (ax, ay, bx, by))
    for (px, py, r, col, rim, crown) in pieces:
        out.append('<circle cx="%g" cy="%g" r="%g" fill="#3c230f" fill-opacity="0.45"/>' % (px + 3, py + 4, r))
    for (px, py, r, col, rim, crown) in pieces:
        out.append('<circle cx="%g" cy="%g" r="%g" fill="%s" stroke="%s" stroke-width="3.5"/>' % (px, py, r - 1.75, hexc(col), hexc(rim)))
        out.append('<circle cx="%g" cy="%g" r="%g" fill="none" stroke="%s" stroke-width="3.2"/>' % (px, py, r * 0.66, hexc(blend(col, rim, 0.7))))
        if crown:
            q = r * 0.55
            # The raster's band and three spikes (slope 2.6, meeting at u = +-0.3).
            pts = [(-0.8, 0.55), (0.8, 0.55), (0.8, 0.15), (0.965, 0.15), (0.6, -0.8), (0.3, -0.02), (0.0, -0.8), (-0.3, -0.02), (-0.6, -0.8), (-0.965, 0.15), (-0.8, 0.15)]
            out.append('<polygon points="%s" fill="#f0b828"/>' % " ".join("%.2f,%.2f" % (px + u * q, py + v * q) for u, v in pts))
    out.append('</svg>')
    return "\n".join(out) + "\n"

def write(path, data):
    with open(path, "wb") as f:
        f.write(data)
    print("wrote", path, len(data), "bytes")

icons = os.path.join(HERE, "linux", "icons")
os.makedirs(icons, exist_ok=True)
write(os.path.join(HERE, "icon.png"), png(256, 4))
for n in SIZES:
    if n != 256:  # the 256 px icon is assets/icon.png itself
        write(os.path.join(icons, "akidada-%d.png" % n), png(n, max(4, 512 // n)))
write(os.path.join(icons, "akidada.svg"), svg().encode())
