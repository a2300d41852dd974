/*
 * The C floor of the benchmark: what a hand-written emitter costs.
 *
 * It writes the same W1 ("grid") and W2 ("long path") SVG text that Shapes writes, byte
 * for byte: numbers at 3 decimals in their shortest form, `H`/`V` for lines that keep y
 * or x (as written), one letter for a run of equal commands, arcs as equal `A` pieces of
 * at most 90.9 degrees, the same attribute order. The geometry is computed with the same
 * floating-point operations as the Swift catalog, so the rounded text agrees. Output goes
 * through a 1 MB buffer with write(2).
 *
 *   cc -O2 -ffp-contract=off -o floor floor.c -lm
 *   floor w1 [COUNT] OUT.svg    (the first COUNT cells of the grid; 10000 is W1)
 *   floor w2 [POINTS] OUT.svg   (1000000 points is W2)
 *   floor --empty
 */
#include <fcntl.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* ---- output ---------------------------------------------------------------------- */

enum { CHUNK = 1 << 20, SLACK = 4096 };
static char buffer[CHUNK + SLACK];
static char *out = buffer;
static int fd = -1;

static void flush_output(void) {
  size_t length = (size_t)(out - buffer);
  const char *p = buffer;
  while (length > 0) {
    ssize_t written = write(fd, p, length);
    if (written < 0) {
      perror("floor: write");
      exit(1);
    }
    p += written;
    length -= (size_t)written;
  }
  out = buffer;
}

/* Called between small pieces: there is always SLACK room for one of them. */
static inline void maybe_flush(void) {
  if (out - buffer >= CHUNK) flush_output();
}

static inline void put(const char *text, size_t length) {
  memcpy(out, text, length);
  out += length;
}
#define PUT(literal) put(literal, sizeof(literal) - 1)

/* ---- numbers --------------------------------------------------------------------- */

/* The value in thousandths, rounded half away from zero, as Shapes' SVGNumberFormat. */
static inline long long units_of(double value) {
  if (!isfinite(value)) return 0;
  return (long long)round(value * 1000.0);
}

static inline void put_digits(unsigned long long value) {
  char digits[24];
  int count = 0;
  do {
    digits[count++] = (char)('0' + value % 10);
    value /= 10;
  } while (value > 0);
  while (count > 0) *out++ = digits[--count];
}

/* Writes thousandths in the shortest form: `2`, `0.5`, `-12.125`, never `-0`. */
static inline void put_units(long long units) {
  if (units == 0) {
    *out++ = '0';
    return;
  }
  if (units < 0) {
    *out++ = '-';
    units = -units;
  }
  put_digits((unsigned long long)units / 1000);
  int fraction = (int)(units % 1000);
  if (fraction == 0) return;
  *out++ = '.';
  *out++ = (char)('0' + fraction / 100);
  fraction %= 100;
  if (fraction == 0) return;
  *out++ = (char)('0' + fraction / 10);
  fraction %= 10;
  if (fraction == 0) return;
  *out++ = (char)('0' + fraction);
}

/* ---- path data ------------------------------------------------------------------- */

/* The state of one path's data: the last letter, whether a number came last, and the
 * current point and sub-path start as written (in thousandths). */
typedef struct {
  char last;
  int separated;
  long long x, y, start_x, start_y;
} PathWriter;

static inline void command(PathWriter *w, char letter) {
  if (letter == w->last && letter != 'M') return;
  *out++ = letter;
  w->last = letter;
  w->separated = 0;
}

static inline void number(PathWriter *w, double value) {
  long long units = units_of(value);
  if (w->separated && units >= 0) *out++ = ' ';
  put_units(units);
  w->separated = 1;
}

static inline void flag(PathWriter *w, int value) {
  if (w->separated) *out++ = ' ';
  *out++ = value ? '1' : '0';
  w->separated = 1;
}

static inline void move_to(PathWriter *w, double x, double y) {
  command(w, 'M');
  number(w, x);
  number(w, y);
  w->x = w->start_x = units_of(x);
  w->y = w->start_y = units_of(y);
}

static inline void line_to(PathWriter *w, double x, double y) {
  long long ux = units_of(x), uy = units_of(y);
  if (uy == w->y) {
    command(w, 'H');
    number(w, x);
  } else if (ux == w->x) {
    command(w, 'V');
    number(w, y);
  } else {
    command(w, 'L');
    number(w, x);
    number(w, y);
  }
  w->x = ux;
  w->y = uy;
}

/* A circular arc of radius r about (cx, cy) from angle `start` turning by `sweep` (> 0,
 * clockwise on screen), as Shapes writes it: equal pieces of at most 90.9 degrees. */
static inline void arc(PathWriter *w, double cx, double cy, double r, double start,
                       double sweep) {
  int count = (int)ceil(fabs(sweep) / (M_PI / 2 * 1.01));
  if (count < 1) count = 1;
  double end_angle = start + sweep;
  for (int piece = 1; piece <= count; piece++) {
    double angle = piece == count ? end_angle : start + (double)piece / (double)count * sweep;
    double x = r * cos(angle) + cx, y = r * sin(angle) + cy;
    command(w, 'A');
    number(w, r);
    number(w, r);
    number(w, 0);
    flag(w, 0);
    flag(w, 1);
    number(w, x);
    number(w, y);
    w->x = units_of(x);
    w->y = units_of(y);
  }
}

static inline void close_path(PathWriter *w) {
  command(w, 'Z');
  w->x = w->start_x;
  w->y = w->start_y;
  w->last = 'Z';
}

/* The miter ratio of the corner at (bx, by) between the lines from (ax, ay) and to
 * (cx, cy): 1/cos(turn/2). */
static double miter_ratio(double ax, double ay, double bx, double by, double cx, double cy) {
  double dx1 = bx - ax, dy1 = by - ay, dx2 = cx - bx, dy2 = cy - by;
  double l1 = sqrt(dx1 * dx1 + dy1 * dy1), l2 = sqrt(dx2 * dx2 + dy2 * dy2);
  double cosine = (dx1 / l1) * (dx2 / l2) + (dy1 / l1) * (dy2 / l2);
  if (cosine > 1) cosine = 1;
  if (cosine < -1) cosine = -1;
  double half = sqrt((1 + cosine) / 2);
  return half > 0 ? 1 / half : INFINITY;
}

/* ---- document -------------------------------------------------------------------- */

static void begin_document(double width, double height) {
  PUT("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
      "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"");
  put_units(units_of(width));
  PUT("\" height=\"");
  put_units(units_of(height));
  PUT("\" viewBox=\"0 0 ");
  put_units(units_of(width));
  *out++ = ' ';
  put_units(units_of(height));
  PUT("\">\n");
}

static void end_document(void) {
  PUT("</svg>\n");
  flush_output();
}

/* ---- W1 -------------------------------------------------------------------------- */

static const char *const palette[8] = {
    "#e6194b", "#3cb44b", "#ffe119", "#4363d8", "#f58231", "#911eb4", "#46f0f0", "#f032e6",
};

static void grid(int count) {
  int rows = (count + 99) / 100;
  begin_document(2000, rows * 20.0);
  for (int i = 0; i < count; i++) {
    double x = (i % 100) * 20.0 + 2, y = (i / 100) * 20.0 + 2, side = 16;
    PathWriter w = {0};
    double miter = 1;
    PUT("<path d=\"");
    switch (i % 3) {
      case 0: /* Trapezium(): the bottom-left corner at 0.75 of the height. */
        move_to(&w, x, y);
        line_to(&w, x + side, y);
        line_to(&w, x + side, y + side);
        line_to(&w, x, y + 0.75 * side);
        close_path(&w);
        break;
      case 1: { /* Pie from -90 degrees, sweeping (i*7 % 359 + 1) degrees clockwise. */
        double cx = x + side / 2, cy = y + side / 2, r = side / 2;
        double start = -90.0 * (M_PI / 180);
        double end = (-90.0 + (double)(i * 7 % 359 + 1)) * (M_PI / 180);
        double turn = 2 * M_PI;
        double sweep = fmod(end - start, turn);
        if (sweep < 0) sweep += turn;
        double sx = r * cos(start) + cx, sy = r * sin(start) + cy;
        double ex = r * cos(start + sweep) + cx, ey = r * sin(start + sweep) + cy;
        move_to(&w, cx, cy);
        line_to(&w, sx, sy);
        arc(&w, cx, cy, r, start, sweep);
        close_path(&w);
        /* The sharpest corner is at the centre; SVG's default miter limit is 4, SwiftUI's
         * 10, so the limit is written when the corner's miter ratio lies between. */
        miter = miter_ratio(ex, ey, cx, cy, sx, sy);
        break;
      }
      default: { /* RoundedRectangle(cornerRadius: 4, style: .circular). */
        double r = 4, right = x + side, bottom = y + side;
        move_to(&w, x + r, y);
        line_to(&w, right - r, y);
        arc(&w, right - r, y + r, r, 3 * M_PI / 2, M_PI / 2);
        line_to(&w, right, bottom - r);
        arc(&w, right - r, bottom - r, r, 4 * M_PI / 2, M_PI / 2);
        line_to(&w, x + r, bottom);
        arc(&w, x + r, bottom - r, r, 5 * M_PI / 2, M_PI / 2);
        line_to(&w, x, y + r);
        arc(&w, x + r, y + r, r, 2 * M_PI / 2, M_PI / 2);
        close_path(&w);
        break;
      }
    }
    PUT("\" fill=\"");
    put(palette[i % 8], 7);
    PUT("\" stroke=\"#000000\"");
    if (miter > 4 && miter <= 10) PUT(" stroke-miterlimit=\"10\"");
    PUT("/>\n");
    maybe_flush();
  }
  end_document();
}

/* ---- W2 -------------------------------------------------------------------------- */

static void long_path(int points) {
  begin_document(2000, 1000);
  PUT("<path d=\"");
  PathWriter w = {0};
  if (points > 0) move_to(&w, 0, 500);
  for (int k = 1; k < points; k++) {
    double t = (double)k;
    line_to(&w, t * 0.002, 500 + 400 * sin(t * 0.001));
    maybe_flush();
  }
  PUT("\" fill=\"none\" stroke=\"#000000\"/>\n");
  end_document();
}

int main(int argc, char **argv) {
  if (argc >= 2 && strcmp(argv[1], "--empty") == 0) return 0;
  if (argc < 3 || (strcmp(argv[1], "w1") != 0 && strcmp(argv[1], "w2") != 0)) {
    fprintf(stderr, "usage: floor w1|w2 [COUNT] OUT.svg | floor --empty\n");
    return 64;
  }
  int is_grid = strcmp(argv[1], "w1") == 0;
  int count = is_grid ? 10000 : 1000000;
  if (argc >= 4) count = atoi(argv[2]);
  const char *path = argv[argc - 1];
  fd = strcmp(path, "-") == 0 ? 1 : open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) {
    perror("floor: open");
    return 1;
  }
  if (is_grid) {
    grid(count);
  } else {
    long_path(count);
  }
  return close(fd) == 0 ? 0 : 1;
}
