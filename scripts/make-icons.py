#!/usr/bin/env python3
"""Draws Parlour's app icons (a cream pawn on a deep green tile) as PNG files
in static/icons/, with no dependencies beyond the standard library.

The icons are checked in; run this only to change them. Maskable icons fill
the whole square (the pawn stays inside the central safe circle); the others
are a rounded tile on transparency. The SVG icon beside them draws the same
shapes for the favicon and the header."""

import struct
import zlib
from pathlib import Path

TILE = (0x1F, 0x4D, 0x3A)
PAWN = (0xF4, 0xEC, 0xDA)
SAMPLES = 3  # supersampling per axis


def in_pawn(x, y):
    """Unit coordinates, y downwards; the pawn spans about y 0.22..0.76."""
    if (x - 0.5) ** 2 + (y - 0.34) ** 2 <= 0.105 ** 2:  # head
        return True
    if 0.455 <= y <= 0.49 and abs(x - 0.5) <= 0.115:  # collar
        return True
    if 0.47 <= y <= 0.68:  # body, widening downwards
        half = 0.065 + (y - 0.47) / 0.21 * 0.09
        if abs(x - 0.5) <= half:
            return True
    if 0.68 <= y <= 0.76 and abs(x - 0.5) <= 0.2:  # base
        return True
    return False


def in_tile(x, y, radius):
    """A square with rounded corners of the given radius (unit coordinates)."""
    cx = min(max(x, radius), 1 - radius)
    cy = min(max(y, radius), 1 - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2


def render(size, maskable):
    rows = []
    n = SAMPLES * SAMPLES
    for py in range(size):
        row = bytearray([0])  # PNG filter: none
        for px in range(size):
            tile = pawn = 0
            for sy in range(SAMPLES):
                for sx in range(SAMPLES):
                    x = (px + (sx + 0.5) / SAMPLES) / size
                    y = (py + (sy + 0.5) / SAMPLES) / size
                    if maskable:
                        # Shrink the pawn into the safe zone (central 80%).
                        inside = True
                        pawn += in_pawn(0.5 + (x - 0.5) / 0.8, 0.5 + (y - 0.5) / 0.8)
                    else:
                        inside = in_tile(x, y, 0.22)
                        pawn += inside and in_pawn(x, y)
                    tile += inside
            alpha = tile / n
            mix = pawn / max(tile, 1)
            colour = [round(t + (p - t) * mix) for t, p in zip(TILE, PAWN)]
            row += bytes(colour + [round(alpha * 255)])
        rows.append(bytes(row))
    return png(size, b"".join(rows))


def png(size, raw):
    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(raw, 9))
        + chunk(b"IEND", b"")
    )


def main():
    out = Path(__file__).resolve().parent.parent / "static" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    for name, size, maskable in [
        ("icon-192.png", 192, False),
        ("icon-512.png", 512, False),
        ("maskable-192.png", 192, True),
        ("maskable-512.png", 512, True),
        ("apple-touch-icon.png", 180, True),
    ]:
        (out / name).write_bytes(render(size, maskable))
        print(out / name)


if __name__ == "__main__":
    main()
