package io.github.knighttours.examples.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Outcome;
import io.github.knighttours.spi.SearchProgress;
import io.github.knighttours.SearchStatistics;
import io.github.knighttours.spi.SearchStep;
import io.github.knighttours.spi.SearchTraceListener;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.examples.ResultJson;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * One search, run on the thread of its {@code GET /api/run} request, streaming its trace to that
 * request's response as server-sent events. The pacing is done here, on the searching thread: the
 * trace listener waits before letting each step go according to the run's speed and pause state,
 * so the search never runs ahead of the page and nothing piles up in memory.
 *
 * <p>Events: {@code run} (JSON: the run's id and parameters), {@code steps} (a batch of steps,
 * space-separated, each {@code p}, {@code r} or {@code d} for placed, removed and dead end, then
 * the square's index {@code row * cols + col}, a slash and the depth: {@code p7/1}),
 * {@code counters} after each batch (JSON: {@code placed}, {@code backtracks}, {@code deadEnds},
 * {@code nodes}, {@code searchMillis}), and {@code end} (a result of docs/result.schema.json with
 * {@code "command": "serve"}: {@code board}, {@code kind}, {@code strategy}, {@code outcome}, {@code start},
 * {@code end}, {@code squares} (on boards drawn step by step, when a tour was found),
 * {@code nodes}, {@code backtracks}, {@code elapsedMillis}, {@code explanation}, and the
 * counters). Comment lines keep a paused stream alive and find out when the page has gone.
 *
 * <p>{@code searchMillis} is the search's own time: the time since it began less the time the
 * searching thread spent in this listener (pacing waits, pauses, and writing to the page). The
 * library's {@code elapsedMillis} counts all of it.
 *
 * <p>A found tour is handed to the run's {@code found} callback before the {@code end} event is
 * written, so a picture the page asks for on that event is there to be drawn.
 *
 * <p>Stopping: a socket channel is closed by an interrupt that reaches it during a write, so
 * {@link #stop()} interrupts the searching thread only while it is not writing; when it is, the
 * listener ends the search at the next step by throwing from the listener, which the library passes
 * on unchanged. Either way the run ends as CANCELLED.
 *
 * <p>Its time budget counts pauses and pacing: the listener never waits past it, and a step due
 * after it ends the run as BUDGET_EXHAUSTED. The server's watchdog calls {@link #expire()} a
 * little later should the search still hold its slot. While the library searches without steps
 * for the page (boards drawn only when finished, or a strategy's long set-up), a comment goes
 * out at least every second from its progress reports, so a closed page is noticed within a
 * second or two and the search ends.
 */
final class SimulationRun implements SearchTraceListener<Square> {

  /** Steps go out together at least this often while the search runs fast. */
  private static final long FLUSH_NANOS = TimeUnit.MILLISECONDS.toNanos(40);

  /** A batch is sent once it holds this many steps, whatever the time. */
  private static final int MAX_BATCH = 4096;

  /** A step due this far ahead is shown first, then waited for. */
  private static final long SHOW_BEFORE_WAIT_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

  /** A paced run that fell behind catches up by at most this much, not all at once. */
  private static final long MAX_LAG_NANOS = TimeUnit.MILLISECONDS.toNanos(50);

  /** A paused or silent stream writes a comment this often, which fails once the page is gone. */
  private static final long HEARTBEAT_MILLIS = 1000;

  private final String id;
  private final RunParameters parameters;
  private final OutputStream body;
  private final Consumer<Tour> found;
  private final Thread searcher;
  /** When the time budget is spent (System.nanoTime). */
  private final long deadline;

  // Shared with the control requests; guarded by this.
  private long nanosPerStep;
  private boolean paused;
  private int stepPermits;
  private boolean stopRequested;
  private boolean searching;
  private boolean writing;
  private boolean expired;

  // The searching thread's own.
  private final StringBuilder batch = new StringBuilder();
  private int batched;
  private long lastFlush;
  private long lastWrite;
  private long lastDue;
  private boolean halted;
  private boolean clientGone;
  private long placed;
  private long removed;
  private long deadEnds;
  /** Squares placed as the library's progress last said (searches that trace every placement: the same). */
  private long progressNodes;
  /** When the search began (System.nanoTime). */
  private long searchStarted;
  /** Time spent in this listener, so far, by completed calls. */
  private long listenerNanos;
  /** When the call of the listener under way began; 0 when none is. */
  private long listenerEntered;

  /**
   * Makes a run to be searched on the calling thread, writing to {@code body}; a found tour is
   * given to {@code found} before the stream's last event.
   */
  SimulationRun(String id, RunParameters parameters, OutputStream body, Consumer<Tour> found) {
    this.id = id;
    this.parameters = parameters;
    this.body = body;
    this.found = found;
    this.searcher = Thread.currentThread();
    this.nanosPerStep = nanosPerStep(parameters.stepsPerSecond());
    this.paused = parameters.paused();
    this.deadline = System.nanoTime() + parameters.timeBudget().toNanos();
    this.lastWrite = System.nanoTime();
  }

  String id() {
    return id;
  }

  /** Searches, streams the trace and the outcome; returns the result. */
  TourResult search() {
    write("run", runJson());
    TourRequest.Builder request =
        TourRequest.builder(parameters.board(), parameters.start())
            .kind(parameters.kind())
            .timeBudget(parameters.timeBudget());
    if (parameters.traced()) {
      request.traceListener(this);
    }
    request.progressListener(this::heartbeat);
    synchronized (this) {
      searching = !stopRequested;
    }
    TourResult result;
    String refusal = null;
    long started = System.nanoTime();
    searchStarted = started;
    try {
      result = searching ? KnightTours.solve(request.build(), parameters.solver()) : null;
    } catch (Stopped e) {
      result =
          TourResult.cancelled(
              parameters.solver().name(),
              new SearchStatistics(placed, removed, Duration.ofNanos(System.nanoTime() - started)));
    } catch (IllegalArgumentException e) {
      result = null;
      refusal = e.getMessage(); // such as a search too large for this JVM's heap
    } finally {
      synchronized (this) {
        searching = false;
      }
      // Cleared so that the last events can still be written.
      Thread.interrupted();
    }
    long searchNanos = searchNanos(System.nanoTime());
    if (refusal != null) {
      flush();
      write("end", endJson("REFUSED", String.valueOf(refusal), null, 0, 0, 0, searchNanos));
      return null;
    }
    if (result == null) {
      write("end", endJson("CANCELLED", "stopped before the search began", null, 0, 0, 0, searchNanos));
      return null;
    }
    synchronized (this) {
      if (expired && result.outcome() == Outcome.CANCELLED) {
        result =
            TourResult.budgetExhausted(
                result.solverName(),
                "the time budget of " + parameters.timeBudget().toSeconds() + " s ran out (pauses count)",
                result.statistics());
      }
    }
    flush();
    result.tour().ifPresent(found);
    write("end", endJson(result, searchNanos));
    return result;
  }

  /** The search's own time up to {@code now}: the time since it began less the listener's. */
  private long searchNanos(long now) {
    if (searchStarted == 0) {
      return 0;
    }
    long inListener = listenerNanos + (listenerEntered == 0 ? 0 : now - listenerEntered);
    return Math.max(0, now - searchStarted - inListener);
  }

  /** Sets the pace: steps per second, 0 for as fast as possible. */
  synchronized void setSpeed(int stepsPerSecond) {
    nanosPerStep = nanosPerStep(stepsPerSecond);
    notifyAll();
  }

  synchronized void pause() {
    paused = true;
    notifyAll();
  }

  synchronized void resume() {
    paused = false;
    notifyAll();
  }

  /** Pauses the run if it is running, and lets one more step through. */
  synchronized void step() {
    paused = true;
    stepPermits++;
    notifyAll();
  }

  /** Ends the search as soon as it can; the stream then ends with the CANCELLED outcome. */
  synchronized void stop() {
    stopRequested = true;
    notifyAll();
    if (searching && !writing) {
      searcher.interrupt();
    }
  }

  /**
   * Ends the search because its time budget is spent: the server's watchdog calls this when the
   * search overruns it. The stream ends with BUDGET_EXHAUSTED. A write blocked on a page that
   * reads nothing is the write timeout's to end.
   */
  synchronized void expire() {
    expired = true;
    stop();
  }

  /** From the library's progress reports: a comment when nothing went out for a while. */
  private void heartbeat(SearchProgress progress) {
    progressNodes = progress.nodesExpanded();
    long now = System.nanoTime();
    if (now - lastWrite >= TimeUnit.MILLISECONDS.toNanos(HEARTBEAT_MILLIS)) {
      writeRaw(": searching\n\n");
      listenerNanos += System.nanoTime() - now; // writing to the page is no search
    }
  }

  /** Lets a step go to the page when its time comes; the time spent here is not search time. */
  @Override
  public void onStep(SearchStep<Square> step) {
    listenerEntered = System.nanoTime();
    try {
      gate(step);
    } finally {
      listenerNanos += System.nanoTime() - listenerEntered;
      listenerEntered = 0;
    }
  }

  private void gate(SearchStep<Square> step) {
    if (halted) {
      throw new Stopped();
    }
    long due = 0;
    while (true) {
      long now = System.nanoTime();
      Gate gate;
      synchronized (this) {
        if (now - deadline >= 0) {
          expired = true; // paused or paced past the budget
        }
        if (stopRequested || expired) {
          throw halt();
        }
        if (paused) {
          if (stepPermits > 0) {
            stepPermits--;
            gate = Gate.ONE_STEP;
          } else {
            gate = Gate.PAUSED;
          }
        } else if (nanosPerStep == 0) {
          gate = Gate.GO;
        } else {
          if (due == 0) {
            due = Math.max(lastDue + nanosPerStep, now - MAX_LAG_NANOS);
          }
          gate = due <= now ? Gate.GO : Gate.WAIT;
        }
      }
      switch (gate) {
        case ONE_STEP:
          lastDue = now;
          release(step);
          flush();
          return;
        case GO:
          lastDue = due == 0 ? now : due;
          release(step);
          if (nanosPerStep > SHOW_BEFORE_WAIT_NANOS || now - lastFlush >= FLUSH_NANOS || batched >= MAX_BATCH) {
            flush();
          }
          return;
        case PAUSED:
          if (batched > 0) {
            flush(); // the page sees every step before the pause
          } else if (!await(-1)) {
            throw halt();
          }
          break;
        default:
          long wait = due - now;
          if (batched > 0 && wait > SHOW_BEFORE_WAIT_NANOS) {
            flush(); // the page sees the earlier steps while the knight waits
          } else if (!await(wait)) {
            throw halt();
          }
          break;
      }
    }
  }

  /** What the listener does with a step, given the run's state. */
  private enum Gate {
    /** Paused with a Step permit: this one step goes out now. */
    ONE_STEP,
    /** Running and the step is due: it goes out, with the next batch. */
    GO,
    /** Paused: wait for Resume, Step or Stop. */
    PAUSED,
    /** Running at a pace and the step is not due yet. */
    WAIT
  }

  /** Waits on this run's state for {@code nanos} (negative: paused); false if the run halted. */
  private boolean await(long nanos) {
    long start = System.nanoTime();
    try {
      synchronized (this) {
        if (stopRequested) {
          return false;
        }
        long left = deadline - System.nanoTime();
        if (left <= 0) {
          return true; // the caller sees the spent budget
        }
        if (nanos < 0) {
          if (paused && stepPermits == 0) {
            TimeUnit.NANOSECONDS.timedWait(this, Math.min(left, TimeUnit.MILLISECONDS.toNanos(HEARTBEAT_MILLIS)));
          }
        } else {
          TimeUnit.NANOSECONDS.timedWait(this, Math.min(left, nanos));
        }
      }
    } catch (InterruptedException e) {
      return false;
    }
    if (nanos < 0 && System.nanoTime() - start >= TimeUnit.MILLISECONDS.toNanos(HEARTBEAT_MILLIS)) {
      writeRaw(": paused\n\n");
    }
    return !halted;
  }

  /** Counts a step the page is to see and adds it to the batch. */
  private void release(SearchStep<Square> step) {
    char kind;
    switch (step.kind()) {
      case PLACED:
        placed++;
        kind = 'p';
        break;
      case REMOVED:
        removed++;
        kind = 'r';
        break;
      default:
        deadEnds++;
        kind = 'd';
        break;
    }
    if (batched > 0) {
      batch.append(' ');
    }
    Square square = step.square();
    batch.append(kind).append(square.row() * parameters.board().cols() + square.col()).append('/').append(step.depth());
    batched++;
  }

  /**
   * Stops listening; the returned exception, thrown from the listener, ends the search at once
   * (the library passes a listener's exceptions on unchanged), and the interrupt flag stops it
   * too should it catch that.
   */
  private Stopped halt() {
    halted = true;
    searcher.interrupt();
    return new Stopped();
  }

  /** Thrown from the listener to end a stopped search; caught in {@link #search()}. */
  private static final class Stopped extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Stopped() {
      super("stopped", null, false, false);
    }
  }

  private void flush() {
    if (batched == 0) {
      return;
    }
    String steps = batch.toString();
    batch.setLength(0);
    batched = 0;
    lastFlush = System.nanoTime();
    write("steps", steps);
    write("counters", ResultJson.text(counters(searchNanos(System.nanoTime()), Math.max(placed, progressNodes))));
  }

  /** The page's counters. */
  private ObjectNode counters(long searchNanos, long nodes) {
    return ResultJson.object()
        .put("placed", placed)
        .put("backtracks", removed)
        .put("deadEnds", deadEnds)
        .put("nodes", nodes)
        .put("searchMillis", TimeUnit.NANOSECONDS.toMillis(searchNanos));
  }

  private void write(String event, String data) {
    writeRaw("event: " + event + "\ndata: " + data + "\n\n");
  }

  /** Writes and flushes, unless the page has gone or an interrupt may be pending. */
  private void writeRaw(String text) {
    if (clientGone) {
      return;
    }
    synchronized (this) {
      if (searching && stopRequested) {
        return; // an interrupt may be on its way: it would close the socket mid-write
      }
      writing = true;
    }
    try {
      body.write(text.getBytes(StandardCharsets.UTF_8));
      body.flush();
      lastWrite = System.nanoTime();
    } catch (IOException e) {
      clientGone = true; // the page was closed: stop the search and free the slot
      halted = true;
    } finally {
      synchronized (this) {
        writing = false;
      }
    }
    if (clientGone && Thread.currentThread() == searcher) {
      synchronized (this) {
        stopRequested = true;
        if (searching) {
          searcher.interrupt();
        }
      }
    }
  }

  boolean clientGone() {
    return clientGone;
  }

  private String runJson() {
    ObjectNode json = ResultJson.object().put("id", id);
    json.put("rows", parameters.board().rows()).put("cols", parameters.board().cols());
    json.put("wrap", parameters.board().wrap().name().toLowerCase(Locale.ROOT));
    json.put("leaper", parameters.board().leaper().r() + "," + parameters.board().leaper().s());
    ArrayNode holes = json.putArray("holes");
    for (Square hole : parameters.board().holes()) {
      holes.add(hole.algebraic());
    }
    json.put("start", parameters.start().algebraic()).put("strategy", parameters.solver().name());
    putMoveOrder(json);
    json.put("kind", parameters.kind().name().toLowerCase(Locale.ROOT));
    if (parameters.stepsPerSecond() == 0) {
      json.put("speed", "max");
    } else {
      json.put("speed", parameters.stepsPerSecond());
    }
    json.put("budgetSeconds", parameters.timeBudget().toSeconds());
    json.put("paused", parameters.paused()).put("traced", parameters.traced());
    return ResultJson.text(json);
  }

  /** The naive search's move order; nothing for other strategies. */
  private void putMoveOrder(ObjectNode json) {
    if (parameters.moveOrder() != null) {
      json.put("moveOrder", parameters.moveOrder().cliName());
    }
  }

  private String endJson(TourResult result, long searchNanos) {
    return endJson(
        result.outcome().name(),
        explain(result),
        result.tour().orElse(null),
        result.statistics().nodesExpanded(),
        result.statistics().backtracks(),
        result.statistics().elapsed().toMillis(),
        searchNanos);
  }

  /**
   * The {@code end} event: the shape of docs/result.schema.json with {@code "command": "serve"}
   * (board, kind, strategy, outcome, start, end, squares, nodes, backtracks, elapsedMillis,
   * explanation), plus the run's id and the page's counters. {@code squares} is left out when no
   * tour was found, and on boards too large to be drawn step by step (the picture shows those).
   */
  private String endJson(
      String outcome, String explanation, Tour tour, long nodes, long backtracks, long elapsedMillis, long searchNanos) {
    ObjectNode json = ResultJson.of("serve").put("id", id);
    json.put("board", parameters.board().toString());
    ResultJson.shape(json, parameters.board());
    ResultJson.search(json, parameters.kind(), parameters.solver().name(), outcome);
    putMoveOrder(json);
    json.put("start", parameters.start().algebraic());
    if (tour == null) {
      json.putNull("end");
    } else {
      json.put("end", tour.end().algebraic());
      if (parameters.traced()) {
        ResultJson.strings(json, "squares", tour.squares().stream().map(Square::algebraic).collect(Collectors.toList()));
      }
    }
    ResultJson.work(json, nodes, backtracks, elapsedMillis, explanation);
    json.set("counters", counters(searchNanos, nodes));
    return ResultJson.text(json);
  }

  /** The result's explanation, or what the outcome means when the solver gave none. */
  static String explain(TourResult result) {
    if (result.outcome() == Outcome.CANCELLED) {
      return "stopped before the search ended; a tour may still exist";
    }
    if (!result.explanation().isEmpty()) {
      return result.explanation();
    }
    switch (result.outcome()) {
      case FOUND:
        return "a tour";
      case PROVEN_ABSENT:
        return "no tour exists from this square";
      case GAVE_UP:
        return "the strategy reached a dead end; a tour may still exist";
      case BUDGET_EXHAUSTED:
        return "the time limit ran out; a tour may still exist";
      default:
        return result.outcome().name();
    }
  }

  private static long nanosPerStep(int stepsPerSecond) {
    return stepsPerSecond == 0 ? 0 : TimeUnit.SECONDS.toNanos(1) / stepsPerSecond;
  }
}
