package io.github.knighttours.examples.web;

import io.github.knighttours.HamiltonianPath;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Outcome;
import io.github.knighttours.PathRequest;
import io.github.knighttours.PathResult;
import io.github.knighttours.spi.ProgressListener;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.spi.SearchProgress;
import io.github.knighttours.shapes.Cell;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * One search on a three-dimensional board, run on the thread of its {@code GET /api/run} request
 * and streamed to that request's response as server-sent events.
 *
 * <p>The page replays the found tour rather than the search, so no steps are asked of the library
 * and the stream is: {@code run}
 * (JSON: the id and parameters, with {@code "layers"}), {@code progress} (JSON: nodes expanded,
 * the current and the longest path, the cells to visit, the milliseconds so far; as often as the
 * library reports, about ten times a second) and {@code end} (JSON: outcome, explanation, counts
 * and the found tour's cells as {@code [layer,row,col]} triples in visiting order). The page
 * replays the found tour; the search itself cannot be paused or stepped, only stopped.
 *
 * <p>Stopping works as in {@link SimulationRun}: the searching thread is interrupted only while it
 * is not writing (an interrupt during a write closes the socket), and otherwise interrupts itself
 * after the write; the search then ends as CANCELLED.
 */
final class Board3dRun implements ProgressListener {

  private final String id;
  private final Run3dParameters parameters;
  private final OutputStream body;
  private final Thread searcher;

  // Shared with the stop request; guarded by this.
  private boolean stopRequested;
  private boolean searching;
  private boolean writing;
  private boolean expired;

  // The searching thread's own.
  private boolean clientGone;
  private long reports;

  /** Makes a run to be searched on the calling thread, writing to {@code body}. */
  Board3dRun(String id, Run3dParameters parameters, OutputStream body) {
    this.id = id;
    this.parameters = parameters;
    this.body = body;
    this.searcher = Thread.currentThread();
  }

  /** Searches and streams the progress and the outcome; returns the result, null if stopped first. */
  PathResult<Cell> search() {
    write("run", runJson());
    SearchOptions options =
        SearchOptions.builder().timeBudget(parameters.timeBudget()).progressListener(this).build();
    synchronized (this) {
      searching = !stopRequested;
    }
    PathResult<Cell> result = null;
    String refusal = null;
    try {
      if (searching) {
        result =
            KnightTours.solvePath(
                PathRequest.builder(parameters.board())
                    .start(parameters.start())
                    .kind(parameters.kind())
                    .options(options)
                    .build(),
                parameters.strategy());
      }
    } catch (IllegalArgumentException e) {
      refusal = e.getMessage(); // such as a search too large for this JVM's heap
    } finally {
      synchronized (this) {
        searching = false;
      }
      // Cleared so that the last event can still be written.
      Thread.interrupted();
    }
    if (refusal != null) {
      write("end", "{\"id\":" + Json.string(id) + ",\"outcome\":\"REFUSED\",\"explanation\":" + Json.string(refusal)
          + ",\"cells\":[]}");
      return null;
    }
    boolean overran;
    synchronized (this) {
      overran = expired && result != null && result.outcome() == Outcome.CANCELLED;
    }
    if (overran) {
      write("end", "{\"id\":" + Json.string(id) + ",\"outcome\":\"BUDGET_EXHAUSTED\",\"explanation\":"
          + Json.string("the time budget of " + parameters.timeBudget().toSeconds() + " s ran out")
          + ",\"cells\":[]}");
      return result;
    }
    if (result == null) {
      write("end", "{\"id\":" + Json.string(id)
          + ",\"outcome\":\"CANCELLED\",\"explanation\":\"stopped before the search began\",\"cells\":[]}");
      return null;
    }
    write("end", endJson(result));
    return result;
  }

  /** Ends the search as soon as it can; the stream then ends with the CANCELLED outcome. */
  synchronized void stop() {
    stopRequested = true;
    if (searching && !writing) {
      searcher.interrupt();
    }
  }

  /**
   * Ends the search because it overran its time budget: the server's watchdog calls this. The
   * stream ends with BUDGET_EXHAUSTED.
   */
  synchronized void expire() {
    expired = true;
    stop();
  }

  @Override
  public void onProgress(SearchProgress progress) {
    reports++;
    write("progress", "{\"nodes\":" + progress.nodesExpanded()
        + ",\"pathLength\":" + progress.pathLength()
        + ",\"longestPath\":" + progress.longestPath()
        + ",\"cells\":" + progress.squareCount()
        + ",\"elapsedMillis\":" + progress.elapsed().toMillis() + "}");
    synchronized (this) {
      if (stopRequested) {
        searcher.interrupt(); // a stop that came during the write; no write follows until it is cleared
      }
    }
  }

  boolean clientGone() {
    return clientGone;
  }

  private void write(String event, String data) {
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
      body.write(("event: " + event + "\ndata: " + data + "\n\n").getBytes(StandardCharsets.UTF_8));
      body.flush();
    } catch (IOException e) {
      clientGone = true; // the page was closed: stop the search and free the slot
    } finally {
      synchronized (this) {
        writing = false;
      }
    }
    if (clientGone) {
      synchronized (this) {
        stopRequested = true;
        if (searching) {
          searcher.interrupt();
        }
      }
    }
  }

  private String runJson() {
    return "{\"id\":" + Json.string(id)
        + ",\"layers\":" + parameters.board().layers()
        + ",\"rows\":" + parameters.board().rows()
        + ",\"cols\":" + parameters.board().cols()
        + ",\"start\":" + Json.string(parameters.start().toString())
        + ",\"strategy\":" + Json.string(parameters.strategy().name())
        + ",\"kind\":" + Json.string(parameters.kind().name().toLowerCase(Locale.ROOT))
        + ",\"budgetSeconds\":" + parameters.timeBudget().toSeconds()
        + ",\"traced\":false}";
  }

  private String endJson(PathResult<Cell> result) {
    StringBuilder json = new StringBuilder("{\"id\":").append(Json.string(id));
    json.append(",\"board\":").append(Json.string(parameters.board().layers() + "x" + parameters.board().rows() + "x" + parameters.board().cols()));
    json.append(",\"kind\":").append(Json.string(parameters.kind().name().toLowerCase(Locale.ROOT)));
    json.append(",\"strategy\":").append(Json.string(result.solverName()));
    json.append(",\"outcome\":").append(Json.string(result.outcome().name()));
    json.append(",\"explanation\":").append(Json.string(explain(result)));
    json.append(",\"nodes\":").append(result.statistics().nodesExpanded());
    json.append(",\"backtracks\":").append(result.statistics().backtracks());
    json.append(",\"elapsedMillis\":").append(result.statistics().elapsed().toMillis());
    json.append(",\"progressReports\":").append(reports);
    HamiltonianPath<Cell> tour = result.hamiltonianPath().orElse(null);
    json.append(",\"cells\":[");
    if (tour != null) {
      List<Cell> cells = tour.labels();
      for (int i = 0; i < cells.size(); i++) {
        Cell c = cells.get(i);
        json.append(i > 0 ? ",[" : "[").append(c.layer()).append(',').append(c.row()).append(',').append(c.col())
            .append(']');
      }
    }
    return json.append("]}").toString();
  }

  /** The result's explanation, or what the outcome means when the library gave none. */
  private static String explain(PathResult<Cell> result) {
    if (result.outcome() == Outcome.CANCELLED) {
      return "stopped before the search ended; a tour may still exist";
    }
    if (result.outcome() == Outcome.FOUND) {
      return "a tour";
    }
    return result.explanation().isEmpty() ? result.outcome().name() : result.explanation();
  }
}
