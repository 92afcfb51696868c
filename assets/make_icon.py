#!/usr/bin/env python3
"""Draws assets/icon.png: the Akidada board (two squares joined at their
midpoints) on wood, with a white and a black piece and a crowned king.
Pure Python (no imaging library); 4x supersampled for smooth edges.
Run: python3 assets/make_icon.py"""
import math, struct, zlib, os

N = 256
S = 4  # supersampling
W = N * S

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

rows = []
for py in range(N):
    row = bytearray([0])
    for px in range(N):
        acc = [0.0, 0.0, 0.0, 0.0]
        for sy in range(S):
            for sx in range(S):
                r, g, b, a = pixel(px + (sx + 0.5) / S, py + (sy + 0.5) / S)
                acc[0] += r * a; acc[1] += g * a; acc[2] += b * a; acc[3] += a
        n = S * S
        alpha = acc[3] / n
        if acc[3] > 0:
            row += bytes([round(acc[0] / acc[3]), round(acc[1] / acc[3]), round(acc[2] / acc[3]), round(alpha)])
        else:
            row += bytes([0, 0, 0, 0])
    rows.append(bytes(row))

def chunk(tag, data):
    return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF)

png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", N, N, 8, 6, 0, 0, 0))
png += chunk(b"IDAT", zlib.compress(b"".join(rows), 9)) + chunk(b"IEND", b"")
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "icon.png")
open(out, "wb").write(png)
print("wrote", out, len(png), "bytes")
