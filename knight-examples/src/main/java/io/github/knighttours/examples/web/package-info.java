/**
 * The step-by-step simulator of {@code knight-tours serve}: {@link
 * io.github.knighttours.examples.web.SimulatorServer} serves a page (plain HTML, JavaScript and
 * CSS, no network references) where a person picks a board, a start square, a strategy, open or
 * closed, and a speed, and watches the search in the library place and take back the knight; or
 * races two strategies side by side; or moves the knight by hand, with the next moves of
 * Warnsdorff's and Pohl's rules as hints ({@code GET /api/hints}). The page's script reaches the
 * server only through {@code window.KnightBackend} ({@code backend-server.js}), which another
 * backend may replace.
 *
 * <p>The search runs on the server and streams its trace to the page as server-sent events on
 * {@code GET /api/run}: an {@code event: run} with the run's id, {@code event: steps} whose data
 * is a space-separated batch of steps such as {@code p7/1 r7/1 d12/4} (placed, removed, dead end;
 * the square's index {@code row * cols + col}; the depth), an {@code event: counters} after each
 * batch (squares placed, backtracks, dead ends, nodes, and the search's own time without pacing
 * and pauses), and a last {@code event: end}: a result of docs/result.schema.json, as {@code
 * tour --format json} writes it, with {@code "command": "serve"}. All its JSON is written with
 * Jackson, through the command line's own writer. The server paces the steps (the listener waits), so nothing is buffered without bound;
 * closing the page stops the search: comment lines, at least once a second while nothing else goes
 * out, find out that it has gone. Only the page itself may start and control runs (it sends the
 * token the server wrote into it); {@link io.github.knighttours.examples.web.SimulatorServer}
 * gives the rule and what is bounded.
 *
 * <p>A three-dimensional board ({@code layers=N}) has no trace in the library: its stream carries
 * {@code event: progress} (the library's progress reports) and an {@code end} with the found
 * tour's cells in {@code squares} (as {@code "(layer,row,col)"}), which the page then replays
 * move by move.
 */
package io.github.knighttours.examples.web;
