package io.github.knighttours.examples.web;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.knighttours.HamiltonianPath;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Outcome;
import io.github.knighttours.PathRequest;
import io.github.knighttours.PathResult;
import io.github.knighttours.spi.ProgressListener;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.SearchStatistics;
import io.github.knighttours.examples.ResultJson;
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
      write("end", endJson("REFUSED", refusal, null));
      return null;
    }
    boolean overran;
    synchronized (this) {
      overran = expired && result != null && result.outcome() == Outcome.CANCELLED;
    }
    if (overran) {
      write("end", endJson(Outcome.BUDGET_EXHAUSTED.name(),
          "the time budget of " + parameters.timeBudget().toSeconds() + " s ran out", result));
      return result;
    }
    if (result == null) {
      write("end", endJson(Outcome.CANCELLED.name(), "stopped before the search began", null));
      return null;
    }
    write("end", endJson(result.outcome().name(), explain(result), result));
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
    write("progress", ResultJson.text(ResultJson.object()
        .put("nodes", progress.nodesExpanded())
        .put("pathLength", progress.pathLength())
        .put("longestPath", progress.longestPath())
        .put("cells", progress.squareCount())
        .put("elapsedMillis", progress.elapsed().toMillis())));
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
    return ResultJson.text(ResultJson.object()
        .put("id", id)
        .put("layers", parameters.board().layers())
        .put("rows", parameters.board().rows())
        .put("cols", parameters.board().cols())
        .put("start", parameters.start().toString())
        .put("strategy", parameters.strategy().name())
        .put("kind", parameters.kind().name().toLowerCase(Locale.ROOT))
        .put("budgetSeconds", parameters.timeBudget().toSeconds())
        .put("traced", false));
  }

  /**
   * The {@code end} event: the shape of docs/result.schema.json with {@code "command": "serve"},
   * as {@code tour --format json} writes a three-dimensional board (cells as {@code "(l,r,c)"} in
   * {@code squares}, left out when none was found), plus the run's id and the number of progress
   * reports. {@code result} is null when there was no search; its work then counts as none.
   */
  private String endJson(String outcome, String explanation, PathResult<Cell> result) {
    ObjectNode json = ResultJson.of("serve").put("id", id);
    json.put("board", parameters.board().toString());
    ResultJson.search(json, parameters.kind(), parameters.strategy().name(), outcome);
    json.put("start", parameters.start().toString());
    HamiltonianPath<Cell> tour = result == null ? null : result.hamiltonianPath().orElse(null);
    if (tour == null) {
      json.putNull("end");
    } else {
      List<Cell> cells = tour.labels();
      json.put("end", cells.get(cells.size() - 1).toString());
      ResultJson.strings(json, "squares", cells);
    }
    SearchStatistics statistics = result == null ? null : result.statistics();
    ResultJson.work(
        json,
        statistics == null ? 0 : statistics.nodesExpanded(),
        statistics == null ? 0 : statistics.backtracks(),
        statistics == null ? 0 : statistics.elapsed().toMillis(),
        explanation);
    json.put("progressReports", reports);
    return ResultJson.text(json);
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
