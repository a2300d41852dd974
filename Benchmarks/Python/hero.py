"""R2 for the Python baselines: the gallery's trapezium hero (Examples/GalleryArtwork/
TrapeziumHero.swift) at scale 3, drawn as closely as each library allows.

    python3 hero.py PICTURE.svg PHOTO.png   writes the photo embedded in R2's SVG to a file

The picture, in points (each library scales by 3): the canvas filled #f2f2f7; a title and
a subtitle centred in their bands; the photo (240 x 160 pixels) drawn into the trapezium's
frame, clipped to the trapezium; a gray stroke 10 wide over the outline; and under both a
shadow of their alpha, black at 0.35, blurred with a standard deviation of 8 points and cast
8 right and 10 down.

What differs from Shapes' picture: the text is drawn by each library's own text engine
(Liberation Sans, regular in place of medium for the subtitle), not as Shapes' glyph
outlines; cairo has no blur, so its shadow is blurred by numpy, three box passes a
direction as SVG's feGaussianBlur approximates it; skia's drop-shadow filter blurs with its
own Gaussian.
"""
import base64
import math
import re
import sys

SCALE = 3
SIZE = (480, 380)
PIXELS = (SIZE[0] * SCALE, SIZE[1] * SCALE)
BACKGROUND = (242, 242, 247)
INK = (28, 28, 30)
SECONDARY_INK = (110, 110, 115)
GRAY = (142, 142, 147)
FONT = "Liberation Sans"
# (text, band (x, y, width, height), size, bold, color)
CAPTIONS = [
    ("The Trapezium", (0, 14, 480, 32), 26, True, INK),
    ("Trapezium() \u00b7 a photo, clipped, stroked and shadowed", (0, 48, 480, 20), 13, False,
     SECONDARY_INK),
]
FRAME = (60, 92, 360, 240)
STROKE_WIDTH = 10
SHADOW_OPACITY = 0.35
SHADOW_SIGMA = 8
SHADOW_OFFSET = (8, 10)


def trapezium():
    """The corners of Trapezium() in FRAME: the bottom-left corner at 0.75 of the height."""
    x, y, w, h = FRAME
    return [(x, y), (x + w, y), (x + w, y + h), (x, y + 0.75 * h)]


def hero_arguments(argv):
    """(photo, output) from `r2 PHOTO.png OUT.png` or `r2 PHOTO.png --no-png` (output None)."""
    return argv[2], None if argv[3] == "--no-png" else argv[3]


def box_sizes(sigma):
    """feGaussianBlur's three boxes for a standard deviation: (size, offset) each."""
    d = int(math.floor(sigma * 3 * math.sqrt(2 * math.pi) / 4 + 0.5))
    if d % 2 == 1:
        return [(d, d // 2)] * 3
    return [(d, d // 2), (d, d // 2 - 1), (d + 1, d // 2)]


def blur_alpha(alpha, sigma):
    """`alpha` (a 2-D float array) blurred by three box passes along each axis."""
    import numpy

    for axis in (1, 0):
        for size, offset in box_sizes(sigma):
            padded = numpy.pad(alpha, [(0, 0), (size, size)] if axis == 1 else
                               [(size, size), (0, 0)])
            sums = numpy.cumsum(padded, axis=axis, dtype=numpy.float64)
            sums = numpy.insert(sums, 0, 0, axis=axis)
            n = alpha.shape[axis]
            start = size - offset
            if axis == 1:
                alpha = (sums[:, start + size:start + size + n] - sums[:, start:start + n]) / size
            else:
                alpha = (sums[start + size:start + size + n, :] - sums[start:start + n, :]) / size
    return alpha


def draw_hero_cairo(surface, photo_path):
    """The hero on a PIXELS-sized ARGB32 cairo image surface."""
    import cairo
    import numpy

    context = cairo.Context(surface)
    context.scale(SCALE, SCALE)
    context.set_source_rgb(*(c / 255 for c in BACKGROUND))
    context.paint()
    for text, (x, y, w, h), size, bold, color in CAPTIONS:
        weight = cairo.FONT_WEIGHT_BOLD if bold else cairo.FONT_WEIGHT_NORMAL
        context.select_font_face(FONT, cairo.FONT_SLANT_NORMAL, weight)
        context.set_font_size(size)
        ascent, descent = context.font_extents()[:2]
        advance = context.text_extents(text).x_advance
        context.move_to(x + (w - advance) / 2, y + h / 2 + (ascent - descent) / 2)
        context.set_source_rgb(*(c / 255 for c in color))
        context.show_text(text)
    # The clipped photo and the stroke, in a group of their own for the shadow.
    group = cairo.ImageSurface(cairo.FORMAT_ARGB32, *PIXELS)
    g = cairo.Context(group)
    g.scale(SCALE, SCALE)
    corners = trapezium()

    def outline():
        g.move_to(*corners[0])
        for point in corners[1:]:
            g.line_to(*point)
        g.close_path()

    photo = cairo.ImageSurface.create_from_png(photo_path)
    g.save()
    outline()
    g.clip()
    g.translate(FRAME[0], FRAME[1])
    g.scale(FRAME[2] / photo.get_width(), FRAME[3] / photo.get_height())
    g.set_source_surface(photo, 0, 0)
    g.get_source().set_filter(cairo.FILTER_BILINEAR)
    g.paint()
    g.restore()
    outline()
    g.set_source_rgb(*(c / 255 for c in GRAY))
    g.set_line_width(STROKE_WIDTH)
    g.stroke()
    group.flush()
    # The shadow: the group's alpha blurred, in black at SHADOW_OPACITY (premultiplied).
    stride = group.get_stride()
    pixels = numpy.ndarray((PIXELS[1], stride // 4, 4), numpy.uint8, group.get_data())
    alpha = pixels[:, :PIXELS[0], 3].astype(numpy.float32) / 255
    alpha = blur_alpha(alpha, SHADOW_SIGMA * SCALE) * SHADOW_OPACITY
    shadow_pixels = numpy.zeros((PIXELS[1], stride // 4, 4), numpy.uint8)
    shadow_pixels[:, :PIXELS[0], 3] = numpy.clip(alpha * 255 + 0.5, 0, 255).astype(numpy.uint8)
    shadow = cairo.ImageSurface.create_for_data(
        memoryview(shadow_pixels), cairo.FORMAT_ARGB32, PIXELS[0], PIXELS[1], stride)
    context.identity_matrix()
    context.set_source_surface(shadow, SHADOW_OFFSET[0] * SCALE, SHADOW_OFFSET[1] * SCALE)
    context.paint()
    context.set_source_surface(group, 0, 0)
    context.paint()
    surface.flush()


def draw_hero_skia(canvas, photo_path):
    """The hero on a PIXELS-sized skia canvas."""
    import skia

    canvas.scale(SCALE, SCALE)
    canvas.clear(skia.Color(*BACKGROUND))
    for text, (x, y, w, h), size, bold, color in CAPTIONS:
        style = skia.FontStyle.Bold() if bold else skia.FontStyle.Normal()
        font = skia.Font(skia.Typeface(FONT, style), size)
        metrics = font.getMetrics()
        advance = font.measureText(text)
        baseline = y + h / 2 - (metrics.fAscent + metrics.fDescent) / 2
        paint = skia.Paint(AntiAlias=True, Color=skia.Color(*color))
        canvas.drawString(text, x + (w - advance) / 2, baseline, font, paint)
    path = skia.Path()
    corners = trapezium()
    path.moveTo(*corners[0])
    for point in corners[1:]:
        path.lineTo(*point)
    path.close()
    shadow = skia.ImageFilters.DropShadow(
        SHADOW_OFFSET[0], SHADOW_OFFSET[1], SHADOW_SIGMA, SHADOW_SIGMA,
        skia.Color4f(0, 0, 0, SHADOW_OPACITY).toColor())
    canvas.saveLayer(None, skia.Paint(ImageFilter=shadow))
    canvas.save()
    canvas.clipPath(path, skia.ClipOp.kIntersect, True)
    x, y, w, h = FRAME
    canvas.drawImageRect(
        skia.Image.open(photo_path), skia.Rect.MakeXYWH(x, y, w, h),
        skia.SamplingOptions(skia.FilterMode.kLinear))
    canvas.restore()
    canvas.drawPath(path, skia.Paint(
        AntiAlias=True, Style=skia.Paint.kStroke_Style, StrokeWidth=STROKE_WIDTH,
        Color=skia.Color(*GRAY)))
    canvas.restore()


def extract_photo(svg_path, photo_path):
    """Writes the PNG embedded in R2's SVG (the gallery's photo) to `photo_path`."""
    with open(svg_path) as svg:
        match = re.search(r"data:image/png;base64,([A-Za-z0-9+/=]+)", svg.read())
    with open(photo_path, "wb") as photo:
        photo.write(base64.b64decode(match.group(1)))


if __name__ == "__main__":
    extract_photo(sys.argv[1], sys.argv[2])
