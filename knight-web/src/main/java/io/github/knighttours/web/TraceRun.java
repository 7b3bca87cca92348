package io.github.knighttours.web;

import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.TourResult;
import io.github.knighttours.spi.SearchStep;
import org.teavm.jso.JSExport;
import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSArray;

/**
 * One search, run step by step for a page: what {@code knightTours.trace(...)} returns.
 *
 * <p>The search runs on its own TeaVM thread (a green thread: JavaScript has one). Its trace
 * listener puts each step into a buffer; when the buffer holds {@code ahead} steps the search
 * waits, and the browser's event loop runs on. {@link #next(int)} takes steps from the buffer
 * at once, never blocking, and lets the search run on. So a naive search of any length is
 * replayed in slices of at most {@code ahead} steps (a few milliseconds each), never freezes
 * the tab, and holds at most {@code ahead} steps in memory.
 *
 * <p>The time the search ran is measured between its waits ({@code searchMillis}): the
 * library's own search time, tracing included, pauses and pacing excluded.
 */
public final class TraceRun implements Runnable {
  /** Steps buffered ahead of the consumer by default. */
  static final int DEFAULT_AHEAD = 4096;

  private static final int PLACED = 0;
  private static final int REMOVED = 1;
  private static final int DEAD_END = 2;
  private static final String[] KIND_NAMES = {"placed", "removed", "deadEnd"};

  private final Runs.Parameters parameters;
  private final int cols;
  private final Object lock = new Object();

  // The buffer: a queue in three parallel arrays, from head (inclusive) to tail (exclusive).
  private int[] kinds;
  private int[] squares;
  private int[] depths;
  private double[] stepMillis;
  private int head;
  private int tail;

  private int ahead;
  private boolean stopRequested;
  private boolean finished;
  private TourResult result;
  private String failure;

  // Time the search has run, in nanoseconds, and since when it runs (0 while it waits).
  private long ranNanos;
  private long runningSince;

  // Counts of the steps taken out by next().
  private long placed;
  private long backtracks;
  private long deadEnds;
  private double deliveredMillis;

  TraceRun(Runs.Parameters parameters, int ahead) {
    this.parameters = parameters;
    this.cols = parameters.cols();
    this.ahead = ahead;
    int capacity = Math.max(16, ahead * 2);
    kinds = new int[capacity];
    squares = new int[capacity];
    depths = new int[capacity];
    stepMillis = new double[capacity];
  }

  void start() {
    new Thread(this, "knight-tours trace").start();
  }

  /** The search, on its own thread. */
  @Override
  public void run() {
    runningSince = System.nanoTime();
    try {
      result = KnightTours.solve(parameters.request(this::onStep), parameters.solver());
    } catch (Stopped stopped) {
      // stop() asked for it: no result.
    } catch (RuntimeException e) {
      failure = e.getMessage() == null ? e.toString() : e.getMessage();
    }
    ranNanos += System.nanoTime() - runningSince;
    runningSince = 0;
    synchronized (lock) {
      finished = true;
    }
  }

  private void onStep(SearchStep<Square> step) {
    if (stopRequested) {
      throw new Stopped();
    }
    int kind =
        switch (step.kind()) {
          case PLACED -> PLACED;
          case REMOVED -> REMOVED;
          case DEAD_END -> DEAD_END;
        };
    Square s = step.square();
    append(kind, s.row() * cols + s.col(), step.depth(), (ranNanos + System.nanoTime() - runningSince) / 1e6);
    if (tail - head >= ahead) {
      ranNanos += System.nanoTime() - runningSince;
      synchronized (lock) {
        while (tail - head >= ahead && !stopRequested) {
          try {
            lock.wait();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopRequested = true;
          }
        }
      }
      runningSince = System.nanoTime();
      if (stopRequested) {
        throw new Stopped();
      }
    }
  }

  private void append(int kind, int square, int depth, double millis) {
    if (tail == kinds.length) {
      int size = tail - head;
      if (head > 0 && size <= kinds.length / 2) {
        // Room at the front: move the queue there.
        System.arraycopy(kinds, head, kinds, 0, size);
        System.arraycopy(squares, head, squares, 0, size);
        System.arraycopy(depths, head, depths, 0, size);
        System.arraycopy(stepMillis, head, stepMillis, 0, size);
      } else {
        int capacity = kinds.length * 2;
        kinds = copy(kinds, head, size, capacity);
        squares = copy(squares, head, size, capacity);
        depths = copy(depths, head, size, capacity);
        double[] m = new double[capacity];
        System.arraycopy(stepMillis, head, m, 0, size);
        stepMillis = m;
      }
      head = 0;
      tail = size;
    }
    kinds[tail] = kind;
    squares[tail] = square;
    depths[tail] = depth;
    stepMillis[tail] = millis;
    tail++;
  }

  private static int[] copy(int[] from, int head, int size, int capacity) {
    int[] to = new int[capacity];
    System.arraycopy(from, head, to, 0, size);
    return to;
  }

  /**
   * Takes up to {@code n} steps, at once: those the search has made since the last call, at
   * most {@code n}; none while it is still working on them. Returns
   * {@code {steps: [{kind: 'placed'|'removed'|'deadEnd', square: 'c3', depth, index}], counters:
   * {placed, backtracks, deadEnds, nodes, searchMillis}, done, result}}; {@code done} is true
   * once the search has ended and every step was taken, and {@code result} (null until then)
   * is the search's result in the shape of {@code knightTours.solve}. The counters count the
   * steps taken so far; {@code searchMillis} is the search's own time up to the last of them.
   *
   * @param n the most steps to take, at least 0
   * @return the steps, the counters and, at the end, the result
   */
  @JSExport
  public JSObject next(int n) {
    if (n < 0) {
      Js.raise(Js.error("n must be at least 0, got " + n));
    }
    JSArray<JSObject> steps = Js.array();
    // A stopped run hands out nothing more: its steps were never shown.
    int take = stopRequested ? 0 : Math.min(n, tail - head);
    for (int i = 0; i < take; i++) {
      int k = kinds[head];
      int sq = squares[head];
      JSObject step = Js.object();
      Js.set(step, "kind", KIND_NAMES[k]);
      Js.set(step, "square", Square.of(sq / cols, sq % cols).algebraic());
      Js.set(step, "depth", depths[head]);
      Js.set(step, "index", sq);
      Js.push(steps, step);
      if (k == PLACED) {
        placed++;
      } else if (k == REMOVED) {
        backtracks++;
      } else {
        deadEnds++;
      }
      deliveredMillis = stepMillis[head];
      head++;
    }
    if (head == tail) {
      head = 0;
      tail = 0;
    }
    boolean done;
    synchronized (lock) {
      // Let the search fill the buffer again: at least what was asked for, next time.
      ahead = Math.max(ahead, n);
      lock.notifyAll();
      done = finished && (head == tail || stopRequested);
    }
    JSObject o = Js.object();
    Js.set(o, "steps", steps);
    Js.set(o, "counters", counters(done));
    Js.set(o, "done", done);
    if (done) {
      Js.set(o, "result", finalResult());
    } else {
      Js.setNull(o, "result");
    }
    return o;
  }

  /**
   * Stops the search; {@link #next(int)} then hands out the steps already made and ends with
   * a {@code CANCELLED} result.
   */
  @JSExport
  public void stop() {
    synchronized (lock) {
      stopRequested = true;
      lock.notifyAll();
    }
  }

  /**
   * True once the search itself has ended (steps may still wait in the buffer).
   *
   * @return whether the search has ended
   */
  @JSExport
  public boolean isSearchFinished() {
    return finished;
  }

  private JSObject counters(boolean done) {
    JSObject c = Js.object();
    Js.set(c, "placed", (double) placed);
    Js.set(c, "backtracks", (double) backtracks);
    Js.set(c, "deadEnds", (double) deadEnds);
    Js.set(c, "nodes", (double) placed);
    Js.set(c, "searchMillis", done ? ranNanos / 1e6 : deliveredMillis);
    return c;
  }

  private JSObject finalResult() {
    double millis = ranNanos / 1e6;
    if (failure != null) {
      JSObject o = Js.object();
      Js.set(o, "error", failure);
      return o;
    }
    if (result == null || stopRequested) {
      return Runs.object(Runs.fields(parameters, "CANCELLED", null, placed, backtracks, (long) millis,
          "stopped after " + placed + " squares placed and " + backtracks + " taken back"));
    }
    return Runs.result(parameters, result, millis);
  }

  /** Thrown from the trace listener to end a search that {@link #stop()} stopped. */
  private static final class Stopped extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Stopped() {
      super("stopped", null, false, false);
    }
  }
}
