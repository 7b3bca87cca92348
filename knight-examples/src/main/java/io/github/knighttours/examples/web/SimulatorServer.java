package io.github.knighttours.examples.web;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.sun.net.httpserver.Headers;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourSolver;
import io.github.knighttours.draw.TourPictures;
import io.github.knighttours.examples.ResultJson;
import io.github.knighttours.examples.ShapeStrategies;
import io.github.knighttours.solvers.MoveOrder;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The knight's tour simulator: a local web page that runs a search in the library and shows it
 * step by step. It listens on 127.0.0.1 only, with the JDK's own HTTP server.
 *
 * <pre>{@code
 * try (SimulatorServer server = SimulatorServer.start(0)) {   // 0: any free port
 *   System.out.println("open " + server.uri());
 *   ...
 * }
 * }</pre>
 *
 * <p>Endpoints (all on localhost; any other Host header is refused with 403):
 *
 * <ul>
 *   <li>{@code GET /}: the page ({@code /simulator.js}, {@code /backend-server.js} and
 *       {@code /simulator.css} with it).
 *   <li>{@code GET /api/strategies}: a JSON array of the solvers the library finds, each
 *       {@code {"name", "exhaustive", "findsTourWhenOneExists", "mayProveAbsence",
 *       "takesEveryShape", "takesThreeDimensions"}} (false: the strategy refuses the shapes that
 *       {@code wrap} and {@code leaper} make, or boards with layers); the page has its own words
 *       for each, the same on the no-install page.
 *   <li>{@code GET /api/limits}: the caps below, as JSON.
 *   <li>{@code GET /api/move-orders}: the naive search's move orders, each {@code {"name"}};
 *       {@code /api/run} takes one as {@code moveOrder=ROSETTA_ADA} (or
 *       {@code rosetta-ada}) with {@code strategy=NAIVE_BACKTRACKING}.
 *   <li>{@code GET /api/hints?rows=8&cols=8&path=a1,b3}: for the manual mode, the square that
 *       Warnsdorff's rule and Pohl's rule would take next after the walk {@code path}, and the
 *       knight's legal moves, asked of the library's solvers: {@code {"warnsdorff":"c5",
 *       "pohl":"c5","moves":["a5","c5","d4","d2","c1"]}} (null when the knight has no move).
 *       Plain boards up to {@link #MAX_TRACED_SIDE} a side; the path must be knight moves, no
 *       square twice.
 *   <li>{@code GET /api/run?rows=5&cols=5&start=a1&strategy=BACKTRACKING&kind=open&speed=max&budget=60&paused=false}:
 *       starts a search and streams it as server-sent events (see the package description);
 *       rows, cols and start are required; {@code wrap=none|cylinder|torus} and
 *       {@code leaper=A,B} (such as 2,3) give the board another shape, and {@code holes=c3,d4}
 *       removes squares (at most 10,000 of them; the start may not be one).
 *   <li>{@code GET /api/run?layers=4&rows=4&cols=4&start=(0,0,0)&strategy=AUTO&kind=closed&budget=60}:
 *       a three-dimensional board ({@code layers} makes it one; at most 30 cells a side, start a
 *       cell {@code (layer,row,col)}, strategies those with {@code takesThreeDimensions}). The
 *       library has no step trace there: the stream carries progress and the found tour (see
 *       {@code Board3dRun}), and the two-dimensional parameters are refused. Only {@code stop}
 *       controls such a run (the others answer 409).
 *   <li>{@code POST /api/runs/ID/pause}, {@code resume}, {@code step}, {@code stop} and
 *       {@code speed?value=N|max}: control a run (204; 404 for an unknown run). This and
 *       {@code /api/run} need the page's token or the server's own origin (below), else 403.
 *   <li>{@code GET /api/runs/ID/tour.svg} and {@code tour.png}: the tour a run found, drawn by
 *       {@link TourPictures}.
 * </ul>
 *
 * <p>Bad parameters get 400 with a plain-text message naming the parameter and its value; an
 * unknown path 404, a wrong method 405; a run over {@link #MAX_RUNS} at once 503. Every refusal
 * (400, 403, 404, 405, 409, 503) is plain text; 500 means a bug. (A request line the JDK's server
 * cannot parse at all, such as a malformed {@code %} escape, gets that server's own 400.)
 *
 * <h2>Requests from other sites</h2>
 *
 * <p>Any page the user visits can make the browser send requests to 127.0.0.1, so the requests
 * that change state, {@code GET /api/run} (which starts a search: a GET, for server-sent events,
 * but not a safe one) and every {@code POST /api/runs/ID/...}, are answered only when they come
 * from this server's own page; otherwise 403 and nothing changes:
 *
 * <ol>
 *   <li>an {@code Origin} header, if there is one, must be this server's own origin
 *       ({@code http://127.0.0.1:PORT}, {@code http://localhost:PORT} or {@code http://[::1]:PORT});
 *   <li>a {@code Sec-Fetch-Site} header, if there is one, must be {@code same-origin};
 *   <li>and the request must carry the page's token in the {@value #TOKEN_HEADER} header, or
 *       else the server's own {@code Origin}.
 * </ol>
 *
 * <p>The token is 128 random bits made when the server starts and written into the page
 * ({@code <meta name="simulator-token">}); the page's script sends it with each request. Another
 * site's page cannot read it (the server sends no CORS headers, and the Host check above stops
 * DNS rebinding), and a custom header on a cross-origin request needs a CORS preflight, which the
 * server refuses. The token is what protects a browser that sends neither {@code Origin} nor
 * {@code Sec-Fetch-Site}: browsers leave {@code Origin} out of same-origin GETs and of
 * {@code no-cors} GETs such as an {@code <img>} tag's, and {@code EventSource} sends it only
 * cross-origin. A script outside the browser sends the token it reads from the page, or an
 * {@code Origin} of this server. Reading the page, the strategies, the limits and the pictures
 * changes nothing and is open to all. Run ids are 128 random bits too (22 URL-safe characters),
 * so another page cannot guess a run to stop or download.
 *
 * <h2>What is bounded</h2>
 *
 * <ul>
 *   <li>A request must arrive, from its first byte to the end of its headers, within {@link
 *       #READ_TIMEOUT_SECONDS} s, or its connection is closed. Requests are served by up to
 *       {@link #MAX_THREADS} threads; a half-sent request holds one only until then, so slow
 *       clients do not keep others waiting. (The JDK's {@code sun.net.httpserver.maxReqTime}
 *       takes effect only if set before the JDK's server class is first loaded in the JVM, and
 *       it also counts the time a request waits for a thread, so it would cut off the very
 *       requests that slow clients hold up. The server enforces its own deadline instead: a
 *       watchdog interrupts the reading thread, which closes that connection.) Connections that send nothing or sit idle between requests hold
 *       no thread; the JDK's server closes them after {@code sun.net.httpserver.idleInterval}
 *       (30 s unless set).
 *   <li>Each write to a client (the event stream, a picture, any answer) may stay blocked for at
 *       most {@link #WRITE_TIMEOUT_SECONDS} s: a client that reads nothing then loses its
 *       connection, and its run ends and frees its slot.
 *   <li>A run's time budget ({@link #DEFAULT_TIME_BUDGET_SECONDS} s unless the page asks for up
 *       to {@link #MAX_TIME_BUDGET_SECONDS} s) counts pauses and pacing; a run still searching
 *       {@link #RUN_GRACE_SECONDS} s after its budget is ended by the server, whatever the
 *       strategy is doing. Its stream ends with BUDGET_EXHAUSTED.
 *   <li>A closed page is noticed by the next write: steps, progress, or a comment line sent at
 *       least once a second while the library reports progress (and while paused), so a
 *       search whose page has gone ends within about two seconds, on every board size; a
 *       strategy that reports no progress in some phase is ended by its budget at the latest.
 *   <li>At most {@link #MAX_RUNS} runs at once (503 with {@code Retry-After} beyond), boards of
 *       at most {@link #MAX_SIDE} a side (step by step up to {@link #MAX_TRACED_SIDE}), 30 a side
 *       with layers, 10,000 holes; the 8 latest found tours are kept for download.
 * </ul>
 */
public final class SimulatorServer implements AutoCloseable {

  /** Boards up to this many squares a side are shown step by step. */
  public static final int MAX_TRACED_SIDE = 30;

  /** The largest side of a board; boards over {@link #MAX_TRACED_SIDE} show only the finished tour. */
  public static final int MAX_SIDE = 1000;

  /** The most runs searching at once. */
  public static final int MAX_RUNS = 4;

  /** A run's time budget unless the page asks for another. */
  public static final int DEFAULT_TIME_BUDGET_SECONDS = 60;

  /** The longest time budget a run may ask for. */
  public static final int MAX_TIME_BUDGET_SECONDS = 600;

  /**
   * The longest a request may take to arrive, from its first byte to the end of its headers; a
   * slower one is cut off (its connection closed) so that it holds no thread.
   */
  public static final int READ_TIMEOUT_SECONDS = 5;

  /**
   * The longest one write to a client may stay blocked (the client reads nothing); the connection
   * is then closed, and a run streaming to it ends and frees its slot.
   */
  public static final int WRITE_TIMEOUT_SECONDS = 10;

  /**
   * How long after its time budget a run that is still searching is ended by the server,
   * whatever the strategy is doing: the slot is free again by then.
   */
  public static final int RUN_GRACE_SECONDS = 2;

  /**
   * The most request threads: requests beyond them wait their turn. A request being read holds
   * one for at most {@link #READ_TIMEOUT_SECONDS}, so slow clients cannot take them all for long.
   */
  public static final int MAX_THREADS = 256;

  /** The request header that carries the page's token. */
  public static final String TOKEN_HEADER = "X-Simulator-Token";

  /** How many finished tours are kept for download. */
  private static final int KEPT_TOURS = 8;

  /** An idle request thread ends after this long. */
  private static final long IDLE_THREAD_SECONDS = 30;

  /** Where the page's file holds the token. */
  private static final String TOKEN_PLACEHOLDER = "{{simulator-token}}";

  private static final SecureRandom RANDOM = new SecureRandom();

  private static final Pattern RUN_PATH = Pattern.compile("/api/runs/([A-Za-z0-9_-]{1,64})/([a-z.]+)");

  private static final Map<String, String> ASSETS =
      Map.of(
          "/", "index.html",
          "/index.html", "index.html",
          "/simulator.js", "simulator.js",
          "/backend-server.js", "backend-server.js",
          "/simulator.css", "simulator.css");

  private final HttpServer server;
  private final ThreadPoolExecutor threads;
  private final Watchdog watchdog = new Watchdog();
  /** The current request's read deadline, ended when the handler is reached. */
  private final ThreadLocal<Watchdog.Watch> reading = new ThreadLocal<>();
  /** The token this server's page carries; other pages cannot read it. */
  private final String token = randomId();
  private final Semaphore slots = new Semaphore(MAX_RUNS);
  private final Map<String, SimulationRun> active = new ConcurrentHashMap<>();
  private final Map<String, Board3dRun> active3d = new ConcurrentHashMap<>();
  private final Map<String, Tour> finished =
      new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Tour> eldest) {
          return size() > KEPT_TOURS;
        }
      };

  private SimulatorServer(HttpServer server) {
    this.server = server;
    this.threads =
        new ThreadPoolExecutor(
            MAX_THREADS,
            MAX_THREADS,
            IDLE_THREAD_SECONDS,
            TimeUnit.SECONDS,
            new LinkedBlockingQueue<>(),
            task -> {
              Thread thread = new Thread(task, "knight-tours-serve");
              thread.setDaemon(true);
              return thread;
            });
    threads.allowCoreThreadTimeOut(true);
    server.setExecutor(task -> threads.execute(() -> exchange(task)));
    server.createContext("/", this::handle);
  }

  /**
   * Runs one exchange of the JDK's server: it reads the request (blocking), then calls {@link
   * #handle}. The read has {@link #READ_TIMEOUT_SECONDS}; the interrupt that ends a slow one closes
   * its connection, and the thread is clean for the next exchange either way.
   */
  private void exchange(Runnable task) {
    Watchdog.Watch read = watchdog.interruptAfter(TimeUnit.SECONDS.toNanos(READ_TIMEOUT_SECONDS));
    reading.set(read);
    try {
      task.run();
    } finally {
      reading.remove();
      read.end();
      Thread.interrupted();
    }
  }

  /** 128 random bits, URL-safe: run ids and the page's token, which nobody can guess. */
  private static String randomId() {
    byte[] bytes = new byte[16];
    RANDOM.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  /**
   * Starts a server on 127.0.0.1 at {@code port}, 0 for any free port.
   *
   * @throws IllegalArgumentException if {@code port} is not from 0 to 65535
   * @throws IOException if the port cannot be listened on, such as when it is in use
   *     ({@link java.net.BindException})
   */
  public static SimulatorServer start(int port) throws IOException {
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("port must be from 0 to 65535, got " + port);
    }
    HttpServer http = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 0);
    SimulatorServer simulator = new SimulatorServer(http);
    http.start();
    warmUp();
    return simulator;
  }

  /** The strategies a race usually compares, loaded and run once before the page asks. */
  private static final List<String> WARMED = List.of("NAIVE_BACKTRACKING", "BACKTRACKING", "WARNSDORFF", "POHL");

  /**
   * Runs the strategies of a race once on a small board, in the background: a race's first run
   * would otherwise count class loading and the JIT's first compilations in its search time,
   * which says nothing about the algorithm (14 ms against 1 ms for the same 25 placements).
   */
  private static final TourRequest WARM_UP =
      TourRequest.builder(io.github.knighttours.Board.of(5, 5), Square.parse("a1")).timeBudget(java.time.Duration.ofSeconds(2)).build();

  private static void warmUp() {
    Thread thread =
        new Thread(
            () -> {
              for (String name : WARMED) {
                KnightTours.solver(name)
                    .ifPresent(solver -> KnightTours.solve(WARM_UP, solver));
              }
            },
            "knight-tours-warm-up");
    thread.setDaemon(true);
    thread.setPriority(Thread.MIN_PRIORITY);
    thread.start();
  }

  /** Returns the port the server listens on. */
  public int port() {
    return server.getAddress().getPort();
  }

  /** Returns the page's address, such as {@code http://127.0.0.1:8080/}. */
  public URI uri() {
    return URI.create("http://127.0.0.1:" + port() + "/");
  }

  /** Returns how many runs are searching now. */
  public int activeRuns() {
    return MAX_RUNS - slots.availablePermits();
  }

  /** Stops every run and the server. */
  @Override
  public void close() {
    active.values().forEach(SimulationRun::stop);
    active3d.values().forEach(Board3dRun::stop);
    server.stop(0);
    threads.shutdownNow();
    watchdog.close();
  }

  private void handle(HttpExchange exchange) {
    Watchdog.Watch read = reading.get();
    reading.remove();
    if (read != null && read.end()) {
      exchange.close(); // the request came too late: its connection is closed already
      return;
    }
    try {
      try {
        checkHost(exchange.getRequestHeaders());
        route(exchange);
      } catch (HttpError e) {
        if (exchange.getResponseCode() == -1) {
          sendText(exchange, e.status(), e.getMessage());
        }
      } catch (RuntimeException | StackOverflowError e) {
        if (exchange.getResponseCode() == -1) {
          sendText(exchange, 500, "internal error: " + e);
        }
      }
    } catch (IOException e) {
      // the client has gone, or read nothing for too long: nobody to answer
    } finally {
      try {
        watched(exchange::close);
      } catch (IOException e) {
        // as above
      }
    }
  }

  /** Runs a write to the client under {@link #WRITE_TIMEOUT_SECONDS}. */
  private void watched(WatchedOutputStream.Io io) throws IOException {
    WatchedOutputStream.watched(watchdog, TimeUnit.SECONDS.toNanos(WRITE_TIMEOUT_SECONDS), io);
  }

  /** The response body of {@code exchange}, every write under {@link #WRITE_TIMEOUT_SECONDS}. */
  private OutputStream body(HttpExchange exchange) {
    return new WatchedOutputStream(
        exchange.getResponseBody(), watchdog, TimeUnit.SECONDS.toNanos(WRITE_TIMEOUT_SECONDS));
  }

  /**
   * Refuses a request that changes state (starts or controls a run) unless it comes from this
   * server's own page: see the class description for the rule.
   */
  private void checkCaller(HttpExchange exchange) {
    Headers headers = exchange.getRequestHeaders();
    List<String> origins = headers.get("Origin");
    String origin = origins == null || origins.isEmpty() ? null : origins.get(0);
    if (origins != null && (origins.size() > 1 || !isOwnOrigin(origin))) {
      throw new HttpError(
          403, "refused: this request comes from the page of another site (Origin '" + String.join(", ", origins)
              + "'); only the simulator's own page at " + uri() + " may start or control runs");
    }
    String site = headers.getFirst("Sec-Fetch-Site");
    if (site != null && !site.equalsIgnoreCase("same-origin")) {
      throw new HttpError(
          403, "refused: the browser says this request comes from another site (Sec-Fetch-Site '" + site
              + "'); only the simulator's own page at " + uri() + " may start or control runs");
    }
    String given = headers.getFirst(TOKEN_HEADER);
    if (given != null) {
      if (!MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8), token.getBytes(StandardCharsets.UTF_8))) {
        throw new HttpError(403, "refused: header " + TOKEN_HEADER + " is not this server's token; reload the page");
      }
    } else if (origin == null) {
      throw new HttpError(
          403, "refused: starting or controlling a run needs the page's token (header " + TOKEN_HEADER
              + ", from the page at " + uri() + ") or this server's own Origin header");
    }
  }

  /** True for this server's own origin, by any of the names it answers to. */
  private boolean isOwnOrigin(String origin) {
    String o = origin.trim().toLowerCase(Locale.ROOT);
    int port = port();
    return o.equals("http://127.0.0.1:" + port) || o.equals("http://localhost:" + port) || o.equals("http://[::1]:" + port);
  }

  /** Refuses pages of other sites that reach this server by a name of their own (DNS rebinding). */
  private static void checkHost(Headers headers) {
    String host = headers.getFirst("Host");
    String name = host == null ? "" : host.replaceFirst(":\\d+$", "").toLowerCase(Locale.ROOT);
    if (!name.equals("127.0.0.1") && !name.equals("localhost") && !name.equals("[::1]")) {
      throw new HttpError(403, "this server answers only to 127.0.0.1 or localhost, not to Host '" + host + "'");
    }
  }

  private void route(HttpExchange exchange) throws IOException {
    String path = exchange.getRequestURI().getPath();
    String asset = ASSETS.get(path);
    if (asset != null) {
      requireMethod(exchange, "GET");
      sendAsset(exchange, asset);
    } else if (path.equals("/api/strategies")) {
      requireMethod(exchange, "GET");
      sendJson(exchange, strategiesJson());
    } else if (path.equals("/api/move-orders")) {
      requireMethod(exchange, "GET");
      sendJson(exchange, moveOrdersJson());
    } else if (path.equals("/api/hints")) {
      requireMethod(exchange, "GET");
      sendJson(exchange, ManualHints.of(RunParameters.query(exchange.getRequestURI().getRawQuery())).toJson());
    } else if (path.equals("/api/limits")) {
      requireMethod(exchange, "GET");
      sendJson(exchange, limitsJson());
    } else if (path.equals("/api/run")) {
      requireMethod(exchange, "GET");
      checkCaller(exchange);
      run(exchange);
    } else {
      Matcher m = RUN_PATH.matcher(path);
      if (!m.matches()) {
        throw HttpError.notFound("no page " + path + " here; the simulator is at /");
      }
      String id = m.group(1);
      String action = m.group(2);
      switch (action) {
        case "pause", "resume", "step", "stop", "speed" -> {
          requireMethod(exchange, "POST");
          checkCaller(exchange);
          control(exchange, id, action);
        }
        case "tour.svg", "tour.png" -> {
          requireMethod(exchange, "GET");
          picture(exchange, id, action.endsWith("svg"));
        }
        default -> throw HttpError.notFound("no page " + path + " here; the simulator is at /");
      }
    }
  }

  private static void requireMethod(HttpExchange exchange, String allowed) {
    if (!exchange.getRequestMethod().equals(allowed)) {
      exchange.getResponseHeaders().set("Allow", allowed);
      throw new HttpError(
          405, exchange.getRequestMethod() + " is not allowed on " + exchange.getRequestURI().getPath() + "; use " + allowed);
    }
  }

  private void run(HttpExchange exchange) throws IOException {
    String rawQuery = exchange.getRequestURI().getRawQuery();
    Map<String, String> query = RunParameters.query(rawQuery);
    if (Run3dParameters.asked(query)) {
      run3d(exchange, Run3dParameters.parse(query));
      return;
    }
    RunParameters parameters = RunParameters.parse(rawQuery);
    acquireSlot(exchange);
    try {
      String id = randomId();
      startStream(exchange);
      // The tour is kept before the end event goes out: the page fetches its picture on that
      // event, and a tour kept only after it was sometimes not there yet (a 404).
      SimulationRun run =
          new SimulationRun(
              id,
              parameters,
              body(exchange),
              tour -> {
                synchronized (finished) {
                  finished.put(id, tour);
                }
              });
      active.put(id, run);
      Watchdog.Watch expiry = watchdog.arm(overrun(parameters.timeBudget()), run::expire);
      try {
        run.search();
      } finally {
        expiry.end();
        active.remove(id);
      }
    } finally {
      slots.release();
    }
  }

  /** Runs a search on a three-dimensional board: progress and the found tour, no steps. */
  private void run3d(HttpExchange exchange, Run3dParameters parameters) throws IOException {
    acquireSlot(exchange);
    try {
      String id = randomId();
      startStream(exchange);
      Board3dRun run = new Board3dRun(id, parameters, body(exchange));
      active3d.put(id, run);
      Watchdog.Watch expiry = watchdog.arm(overrun(parameters.timeBudget()), run::expire);
      try {
        run.search();
      } finally {
        expiry.end();
        active3d.remove(id);
      }
    } finally {
      slots.release();
    }
  }

  /** Takes one of the {@link #MAX_RUNS} slots, or answers 503. */
  private void acquireSlot(HttpExchange exchange) {
    if (!slots.tryAcquire()) {
      exchange.getResponseHeaders().set("Retry-After", "5");
      throw new HttpError(
          503, "too many runs at once: at most " + MAX_RUNS + " may search at the same time; stop one, or try again"
              + " when one has finished");
    }
  }

  /** When the server ends a run that is still searching: its budget and {@link #RUN_GRACE_SECONDS}. */
  private static long overrun(java.time.Duration budget) {
    return budget.plusSeconds(RUN_GRACE_SECONDS).toNanos();
  }

  private void startStream(HttpExchange exchange) throws IOException {
    Headers headers = exchange.getResponseHeaders();
    headers.set("Content-Type", "text/event-stream; charset=utf-8");
    headers.set("Cache-Control", "no-store");
    watched(() -> exchange.sendResponseHeaders(200, 0));
  }

  private void control(HttpExchange exchange, String id, String action) throws IOException {
    Board3dRun run3d = active3d.get(id);
    if (run3d != null) {
      if (!action.equals("stop")) {
        throw new HttpError(
            409, "run " + id + " is on a three-dimensional board: its search can only be stopped, not paused,"
                + " stepped or paced (the page replays the found tour)");
      }
      run3d.stop();
      watched(() -> exchange.sendResponseHeaders(204, -1));
      return;
    }
    SimulationRun run = active.get(id);
    if (run == null) {
      throw HttpError.notFound("no run " + id + " is searching (it may have ended)");
    }
    Map<String, String> query = RunParameters.query(exchange.getRequestURI().getRawQuery());
    switch (action) {
      case "pause" -> run.pause();
      case "resume" -> run.resume();
      case "step" -> run.step();
      case "stop" -> run.stop();
      default -> {
        String value = query.get("value");
        if (value == null) {
          throw HttpError.badRequest("missing parameter 'value' (steps per second, or max)");
        }
        run.setSpeed(RunParameters.speed(value));
      }
    }
    watched(() -> exchange.sendResponseHeaders(204, -1));
  }

  private void picture(HttpExchange exchange, String id, boolean svg) throws IOException {
    Tour tour;
    synchronized (finished) {
      tour = finished.get(id);
    }
    if (tour == null) {
      throw HttpError.notFound(
          "no tour for run " + id + ": it found none, is still searching, or is older than the last " + KEPT_TOURS + " tours");
    }
    String name = "knight-tour-" + tour.board() + "-" + tour.start() + (svg ? ".svg" : ".png");
    Headers headers = exchange.getResponseHeaders();
    headers.set("Content-Type", svg ? "image/svg+xml; charset=utf-8" : "image/png");
    headers.set("Content-Disposition", "attachment; filename=\"" + name + "\"");
    watched(() -> exchange.sendResponseHeaders(200, 0));
    try (OutputStream body = new BufferedOutputStream(body(exchange), 1 << 16)) {
      if (svg) {
        Writer out = new OutputStreamWriter(body, StandardCharsets.UTF_8);
        TourPictures.writeSvg(tour, out);
        out.flush();
      } else {
        TourPictures.writePng(tour, body);
      }
    }
  }

  static String strategiesJson() {
    ArrayNode items = ResultJson.array();
    for (TourSolver solver : KnightTours.solvers()) {
      items.addObject()
          .put("name", solver.name())
          .put("exhaustive", solver.findsTourWhenOneExists() && solver.mayProveAbsence())
          .put("findsTourWhenOneExists", solver.findsTourWhenOneExists())
          .put("mayProveAbsence", solver.mayProveAbsence())
          .put("takesEveryShape", ShapeStrategies.takesEveryShape(solver))
          .put("takesThreeDimensions", Run3dParameters.threeDimensional(solver.name()) != null);
    }
    return ResultJson.text(items);
  }

  /** The move orders of the naive search, default first (the page has its words for them). */
  static String moveOrdersJson() {
    ArrayNode items = ResultJson.array();
    for (MoveOrder order : MoveOrder.values()) {
      items.addObject().put("name", order.name());
    }
    return ResultJson.text(items);
  }

  private static String limitsJson() {
    return ResultJson.text(ResultJson.object()
        .put("maxRows", MAX_SIDE)
        .put("maxCols", MAX_SIDE)
        .put("maxTracedSide", MAX_TRACED_SIDE)
        .put("maxSide", MAX_SIDE)
        .put("maxRuns", MAX_RUNS)
        .put("defaultBudgetSeconds", DEFAULT_TIME_BUDGET_SECONDS)
        .put("maxBudgetSeconds", MAX_TIME_BUDGET_SECONDS)
        .put("maxStepsPerSecond", RunParameters.MAX_STEPS_PER_SECOND)
        .put("maxHoles", RunParameters.MAX_HOLES)
        .put("maxSide3d", Run3dParameters.MAX_SIDE));
  }

  private void sendAsset(HttpExchange exchange, String name) throws IOException {
    byte[] bytes;
    try (InputStream in = SimulatorServer.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("the page's file " + name + " is missing from the jar");
      }
      bytes = in.readAllBytes();
    }
    if (name.equals("index.html")) {
      bytes = new String(bytes, StandardCharsets.UTF_8).replace(TOKEN_PLACEHOLDER, token).getBytes(StandardCharsets.UTF_8);
    }
    String type =
        name.endsWith(".html")
            ? "text/html; charset=utf-8"
            : name.endsWith(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8";
    send(exchange, 200, type, bytes);
  }

  private void sendJson(HttpExchange exchange, String json) throws IOException {
    send(exchange, 200, "application/json; charset=utf-8", json.getBytes(StandardCharsets.UTF_8));
  }

  private void sendText(HttpExchange exchange, int status, String text) throws IOException {
    send(exchange, status, "text/plain; charset=utf-8", (text + "\n").getBytes(StandardCharsets.UTF_8));
  }

  private void send(HttpExchange exchange, int status, String type, byte[] bytes) throws IOException {
    exchange.getResponseHeaders().set("Content-Type", type);
    exchange.getResponseHeaders().set("Cache-Control", "no-store");
    exchange.getResponseHeaders().set("X-Content-Type-Options", "nosniff");
    watched(() -> exchange.sendResponseHeaders(status, bytes.length));
    try (OutputStream body = body(exchange)) {
      body.write(bytes);
    }
  }
}
