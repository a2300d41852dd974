#!/usr/bin/env python3
"""Writes the JPEG decoder's fixtures: JPEG files made by Pillow (libjpeg underneath), and
beside each the pixels Pillow decodes from it, as a PNG.

    pip install Pillow && apt-get install libjpeg-turbo-progs  # for cjpeg
    python3 Tests/PixelKitTests/Fixtures/JPEG/make_jpeg_fixtures.py

JPEGDecodingTests decodes every NAME.jpg and compares it with NAME.png within 2 levels per
channel (the inverse DCT and the upsampling round differently from libjpeg's integer
code). The picture is the same every time (a seeded generator); the sizes are not multiples
of 8 or 16, so partial blocks and MCUs are covered.
"""

import io
import os
import random
import subprocess

from PIL import Image, ImageDraw

HERE = os.path.dirname(os.path.abspath(__file__))


def picture(width, height, seed):
    """Gradients, hard-edged shapes and noise: smooth areas and sharp chroma edges."""
    rng = random.Random(seed)
    image = Image.new("RGB", (width, height))
    pixels = image.load()
    for y in range(height):
        for x in range(width):
            pixels[x, y] = (
                (x * 255) // max(1, width - 1),
                (y * 255) // max(1, height - 1),
                ((x + y) * 7 + rng.randrange(40)) % 256,
            )
    draw = ImageDraw.Draw(image)
    for _ in range(6):
        x0, y0 = rng.randrange(width), rng.randrange(height)
        x1, y1 = x0 + rng.randrange(4, 20), y0 + rng.randrange(4, 20)
        color = (rng.randrange(256), rng.randrange(256), rng.randrange(256))
        if rng.random() < 0.5:
            draw.ellipse((x0, y0, x1, y1), fill=color)
        else:
            draw.rectangle((x0, y0, x1, y1), fill=color)
    return image


def exif_block():
    """A small EXIF segment, which the decoder must skip."""
    exif = Image.Exif()
    exif[0x010F] = "Shapes fixture"  # Make
    exif[0x0112] = 1  # Orientation: as stored
    return exif.tobytes()


def save(name, image, **options):
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", **options)
    data = buffer.getvalue()
    with open(os.path.join(HERE, name + ".jpg"), "wb") as file:
        file.write(data)
    decoded = Image.open(io.BytesIO(data))
    decoded.convert("RGB").save(os.path.join(HERE, name + ".png"))


def save_with_cjpeg(name, image, *options):
    """A JPEG made by libjpeg-turbo's cjpeg, for what Pillow cannot ask for (other
    sampling factors, arithmetic coding); its PNG is what Pillow decodes, when it can."""
    buffer = io.BytesIO()
    image.save(buffer, "PPM")
    data = subprocess.run(
        ["cjpeg", *options], input=buffer.getvalue(), capture_output=True, check=True
    ).stdout
    with open(os.path.join(HERE, name + ".jpg"), "wb") as file:
        file.write(data)
    if "-arithmetic" not in options:
        decoded = Image.open(io.BytesIO(data))
        decoded.convert("RGB").save(os.path.join(HERE, name + ".png"))


def main():
    color = picture(45, 29, seed=15)
    gray = color.convert("L")
    subsamplings = {"444": 0, "422": 1, "420": 2}
    for mode in ("baseline", "progressive"):
        progressive = mode == "progressive"
        for label, subsampling in subsamplings.items():
            save(
                f"{mode}-{label}", color, quality=85, subsampling=subsampling,
                progressive=progressive)
        save(f"{mode}-gray", gray, quality=85, progressive=progressive)
    # Optimized Huffman tables, restart markers every 3 MCUs, and an EXIF segment.
    save(
        "baseline-420-restart-exif", picture(61, 35, seed=16), quality=90, subsampling=2,
        optimize=True, restart_marker_blocks=3, exif=exif_block())
    save(
        "progressive-420-restart", picture(61, 35, seed=17), quality=75, subsampling=2,
        progressive=True, restart_marker_blocks=2)
    # A large quality range: near-lossless and coarse quantization.
    save("baseline-444-q100", color, quality=100, subsampling=0)
    save("progressive-422-q20", color, quality=20, subsampling=1, progressive=True)
    # The raster renderer's check: four flat quadrants (red, lime, blue, white), 16 × 16.
    quadrants = Image.new("RGB", (16, 16))
    for (x, y), fill in {
        (0, 0): (255, 0, 0), (8, 0): (0, 255, 0), (0, 8): (0, 0, 255), (8, 8): (255, 255, 255)
    }.items():
        quadrants.paste(fill, (x, y, x + 8, y + 8))
    save("quadrants-444", quadrants, quality=100, subsampling=0)
    # 4:4:0 (chroma halved vertically), 4:1:1 (a quarter across), a restart marker every
    # MCU row with a progressive file, and arithmetic coding (which the decoder refuses).
    save_with_cjpeg("cjpeg-440", color, "-quality", "85", "-sample", "1x2,1x1,1x1")
    save_with_cjpeg("cjpeg-411", color, "-quality", "85", "-sample", "4x1,1x1,1x1")
    save_with_cjpeg(
        "cjpeg-progressive-restart-rows", picture(61, 35, seed=18), "-quality", "80",
        "-progressive", "-restart", "1")
    save_with_cjpeg("cjpeg-arithmetic", color, "-quality", "85", "-arithmetic")
    # RGB samples, not YCbCr: an Adobe segment says so (transform 0).
    save_with_cjpeg("cjpeg-rgb", color, "-quality", "90", "-rgb")


if __name__ == "__main__":
    main()
