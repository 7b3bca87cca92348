/*
 * A plain C reference for knight-tours' WARNSDORFF walk with fixed ties, to measure how far the
 * Java walk is from native code. Built and run by ../../../c-reference.sh, not by Maven.
 *
 * The walk is the library's: from the start, always move to the unvisited square with the
 * fewest unvisited squares a knight move away; ties go to the first square in the move order
 * (row change, column change) (-2,-1), (-2,+1), (-1,-2), (-1,+2), (+1,-2), (+1,+2), (+2,-1),
 * (+2,+1), which is the lowest square index (row * cols + col) among the tied ones. No
 * backtracking: the walk stops at a dead end.
 *
 * The board is padded by two rows and columns of "visited" squares on every side, so that no
 * move needs a bounds check. Each step marks the new square visited, lowers the count of each
 * of its neighbours, and picks the next square in the same pass over the eight neighbours (the
 * smallest of count * 8 + move number is the fewest onward moves, first in move order). The
 * Java walk does the same work per step.
 *
 * Output, one line per board: squares reached, a checksum of the path (the sum of
 * (i + 1) * square_i over the squares reached, modulo 2^64, square = row * cols + col), and the
 * time per square: best and median of the timed walks. Each timed walk fills the board and
 * writes the path, as one Java call does; the arrays are allocated once, before the timing, and
 * reused, as the Java heap reuses its memory (the JMH fork pre-touches its heap), so that
 * neither side pays the operating system's first touch of fresh pages.
 *
 * Usage: warnsdorff ROWS COLS [START_ROW START_COL [MIN_SECONDS]]
 * With WALK_CLOCK=cpu in the environment it times by this thread's CPU time instead of the wall
 * clock, which a busy machine disturbs less. With RULE=pohl it walks by Pohl's rule with a
 * look-ahead of one level and fixed ties, as the library's POHL does by default, for a
 * comparison of like with like.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { PAD = 2, OFF_BOARD = 64 };

static const int ROW_STEP[8] = {-2, -2, -1, -1, 1, 1, 2, 2};
static const int COL_STEP[8] = {-1, 1, -2, 2, -2, 2, -1, 1};

/* With RULE=pohl in the environment, Pohl's look-ahead of one level breaks the ties. */
static int pohl = 0;

typedef struct {
  long reached;
  uint64_t checksum;
} walk_result;

static int on_board(long r, long c, long rows, long cols) {
  return r >= 0 && r < rows && c >= 0 && c < cols;
}

/* The arrays of one board size, allocated once and reused by every walk. */
typedef struct {
  signed char *degree;
  int *path;
  int *near_rows;
  int *near_cols;
} buffers;

static buffers allocate(long rows, long cols) {
  buffers b;
  b.degree = malloc((size_t)((rows + 2 * PAD) * (cols + 2 * PAD)));
  b.path = malloc((size_t)(rows * cols) * sizeof(int));
  b.near_rows = malloc((size_t)rows * 2 * sizeof(int));
  b.near_cols = malloc((size_t)cols * 2 * sizeof(int));
  if (b.degree == NULL || b.path == NULL || b.near_rows == NULL || b.near_cols == NULL) {
    fprintf(stderr, "out of memory for a %ldx%ld board\n", rows, cols);
    exit(2);
  }
  return b;
}

/* One walk: fills the padded board and walks, writing the path. */
static walk_result walk(const buffers *b, long rows, long cols, long start_row, long start_col) {
  long width = cols + 2 * PAD;
  long padded = (rows + 2 * PAD) * width;
  signed char *degree = b->degree;
  int *path = b->path;
  /* Moves from (r, c): those with a row change of 2 and a column change of 1, plus the others;
   * each kind is (rows within reach) * (columns within reach). */
  int *near_rows = b->near_rows;
  int *near_cols = b->near_cols;
  for (long r = 0; r < rows; r++) {
    near_rows[2 * r] = (r >= 1) + (r + 1 < rows);
    near_rows[2 * r + 1] = (r >= 2) + (r + 2 < rows);
  }
  for (long c = 0; c < cols; c++) {
    near_cols[2 * c] = (c >= 1) + (c + 1 < cols);
    near_cols[2 * c + 1] = (c >= 2) + (c + 2 < cols);
  }
  memset(degree, OFF_BOARD, (size_t)padded);
  for (long r = 0; r < rows; r++) {
    signed char *row = degree + (r + PAD) * width + PAD;
    int one = near_rows[2 * r];
    int two = near_rows[2 * r + 1];
    for (long c = 0; c < cols; c++) {
      row[c] = (signed char)(two * near_cols[2 * c] + one * near_cols[2 * c + 1]);
    }
  }
  long padded_step[8];
  long index_step[8];
  for (int m = 0; m < 8; m++) {
    padded_step[m] = ROW_STEP[m] * width + COL_STEP[m];
    index_step[m] = ROW_STEP[m] * cols + COL_STEP[m];
  }

  long p = (start_row + PAD) * width + start_col + PAD;
  long v = start_row * cols + start_col;
  long reached = 0;
  uint64_t checksum = 0;
  for (;;) {
    path[reached] = (int)v;
    reached++;
    checksum += (uint64_t)reached * (uint64_t)v;
    degree[p] = OFF_BOARD;
    int best = OFF_BOARD * 16;
    for (int m = 0; m < 8; m++) {
      signed char *q = degree + p + padded_step[m];
      int d = --*q;
      int key = d * 8 + m;
      best = key < best ? key : best;
    }
    if (best >= (OFF_BOARD - 8) * 8) {
      break; /* dead end, or every square visited */
    }
    int m = best & 7;
    if (pohl) {
      /* Pohl's rule: among the squares with the fewest onward moves, the one whose unvisited
       * neighbours have the fewest onward moves in all, with the knight standing on it (each
       * of them one fewer); remaining ties to the first in move order. */
      int fewest = best >> 3;
      int fewest_sum = 1 << 30;
      for (int i = 0; i < 8; i++) {
        long q = p + padded_step[i];
        if (degree[q] != fewest) {
          continue;
        }
        int sum = 0;
        for (int j = 0; j < 8; j++) {
          int d = degree[q + padded_step[j]];
          sum += d < OFF_BOARD - 8 ? d - 1 : 0;
        }
        if (sum < fewest_sum) {
          fewest_sum = sum;
          m = i;
        }
      }
    }
    p += padded_step[m];
    v += index_step[m];
  }
  /* Keep the path observable, so that the compiler cannot drop the stores. */
  if (path[reached - 1] != (int)v) {
    fprintf(stderr, "internal error\n");
    exit(3);
  }
  walk_result result = {reached, checksum};
  return result;
}

/* Wall-clock time, or with WALK_CLOCK=cpu this thread's CPU time (steadier on a busy machine). */
static clockid_t walk_clock = CLOCK_MONOTONIC;

static double now_seconds(void) {
  struct timespec t;
  clock_gettime(walk_clock, &t);
  return (double)t.tv_sec + t.tv_nsec * 1e-9;
}

static int compare_doubles(const void *a, const void *b) {
  double x = *(const double *)a;
  double y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(int argc, char **argv) {
  if (argc != 3 && argc != 5 && argc != 6) {
    fprintf(stderr, "usage: %s ROWS COLS [START_ROW START_COL [MIN_SECONDS]]\n", argv[0]);
    return 1;
  }
  long rows = atol(argv[1]);
  long cols = atol(argv[2]);
  long start_row = argc >= 5 ? atol(argv[3]) : 0;
  long start_col = argc >= 5 ? atol(argv[4]) : 0;
  double min_seconds = argc == 6 ? atof(argv[5]) : 2.0;
  const char *rule = getenv("RULE");
  if (rule != NULL && strcmp(rule, "pohl") == 0) {
    pohl = 1;
  }
  const char *clock_name = getenv("WALK_CLOCK");
  if (clock_name != NULL && strcmp(clock_name, "cpu") == 0) {
    walk_clock = CLOCK_THREAD_CPUTIME_ID;
  }
  if (rows < 1 || cols < 1 || rows * cols > 2147483639L || !on_board(start_row, start_col, rows, cols)) {
    fprintf(stderr, "bad board or start: %s x %s from (%ld, %ld)\n", argv[1], argv[2], start_row, start_col);
    return 1;
  }

  buffers b = allocate(rows, cols);
  walk_result first = walk(&b, rows, cols, start_row, start_col);
  /* Batches of walks long enough for the clock; at least 5 batches and min_seconds in all. */
  long batch = 1;
  for (;;) {
    double t0 = now_seconds();
    for (long i = 0; i < batch; i++) {
      walk(&b, rows, cols, start_row, start_col);
    }
    if (now_seconds() - t0 >= 0.01) {
      break;
    }
    batch *= 2;
  }
  enum { MAX_SAMPLES = 10000 };
  static double ns_per_square[MAX_SAMPLES];
  int samples = 0;
  double begin = now_seconds();
  while (samples < MAX_SAMPLES && (samples < 5 || now_seconds() - begin < min_seconds)) {
    double t0 = now_seconds();
    long reached = 0;
    for (long i = 0; i < batch; i++) {
      walk_result r = walk(&b, rows, cols, start_row, start_col);
      reached += r.reached;
      if (r.checksum != first.checksum) {
        fprintf(stderr, "the walk changed between runs\n");
        return 3;
      }
    }
    ns_per_square[samples++] = (now_seconds() - t0) * 1e9 / (double)reached;
  }
  qsort(ns_per_square, (size_t)samples, sizeof(double), compare_doubles);
  printf("%s %s %ldx%ld from (%ld,%ld): reached %ld of %ld squares, checksum %llu, "
         "%.2f ns/square best, %.2f median (%d samples of %ld walks; %.3f us per walk, median)\n",
         pohl ? "POHL" : "WARNSDORFF", walk_clock == CLOCK_MONOTONIC ? "wall" : "cpu", rows, cols, start_row, start_col, first.reached, rows * cols,
         (unsigned long long)first.checksum, ns_per_square[0], ns_per_square[samples / 2], samples, batch,
         ns_per_square[samples / 2] * (double)first.reached * 1e-3);
  return 0;
}
