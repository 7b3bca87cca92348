package io.github.knighttours.golden;

import io.github.knighttours.Board;
import io.github.knighttours.CountKind;
import io.github.knighttours.CountRequest;
import io.github.knighttours.CountWorkItem;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.Tour;
import io.github.knighttours.TourCount;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.TourValidator;
import io.github.knighttours.internal.construct.ConstructionPieces;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Computes the golden fingerprints that {@code GoldenToursTest} checks in a fresh JVM, and prints
 * them in the format of {@code src/test/resources/golden/tours.txt}: a comment header, then one
 * {@code name value} line per entry.
 *
 * <p>A tour's fingerprint is the SHA-256 digest, in lower-case hex, of the board's rows and
 * columns followed by the tour's squares as indices {@code row * cols + col}, each written as a
 * 4-byte big-endian int. An entry over several tours (every start of a board, the first k tours
 * of an enumeration) digests their encodings one after another, in the order listed. Every tour
 * is checked by {@link TourValidator} (and, where it must be closed, for closing) before it is
 * digested: a broken tour stops the program instead of becoming a golden value.
 *
 * <pre>
 * java -cp TEST_CLASSPATH io.github.knighttours.golden.GoldenTours
 * </pre>
 */
public final class GoldenTours {

  /** The header of the golden file; every line starts with {@code #}. */
  static final String HEADER =
      """
      # Golden fingerprints of knight-core's constructed and heuristic tours, checked in a fresh JVM
      # by GoldenToursTest. One "name value" line each; a tour's value is the SHA-256 of its rows,
      # columns and square indices (row * cols + col) as 4-byte big-endian ints, entries over
      # several tours digest them in order (see GoldenTours). Every tour is validated first.
      #
      # Regenerate only for an intended change to a construction or a heuristic (a new block
      # tour, another seed, a different tie-break), never to make a failing test pass unexplained:
      #   mvn -B -o -pl knight-core test -Dtest=GoldenToursTest -Dgolden.regenerate=true
      # then review the diff of this file: only the entries you meant to change may differ.
      """;

  private GoldenTours() {}

  /** Prints the header and the entries. */
  public static void main(String[] args) {
    System.out.print(render());
    System.out.flush();
  }

  /** The golden file's text: the header, then one line per entry of {@link #compute()}. */
  static String render() {
    StringBuilder out = new StringBuilder(HEADER);
    compute().forEach((name, value) -> out.append(name).append(' ').append(value).append('\n'));
    return out.toString();
  }

  /** The entries, by name, in a fixed order. */
  static Map<String, String> compute() {
    Map<String, String> entries = new LinkedHashMap<>();
    divideAndConquer(entries);
    blockPieces(entries);
    narrowBoards(entries);
    heuristics(entries);
    enumerationAndCounts(entries);
    return entries;
  }

  /** Strategy.DIVIDE_AND_CONQUER through the public API, closed and open. */
  private static void divideAndConquer(Map<String, String> entries) {
    for (int[] size : new int[][] {{8, 8}, {30, 42}}) {
      Board board = Board.of(size[0], size[1]);
      entries.put("dac.closed." + board + ".a1", fingerprint(solve(board, Square.of(0, 0), TourKind.CLOSED)));
      Square inside = Square.of(size[0] / 2, size[1] / 3);
      entries.put("dac.open." + board + "." + inside, fingerprint(solve(board, inside, TourKind.OPEN)));
    }
    // Odd boards: an open block tour around the start, joined to closed ones.
    Board odd = Board.of(29, 31);
    for (Square start : List.of(Square.of(0, 0), Square.of(14, 16))) {
      entries.put("dac.open." + odd + "." + start, fingerprint(solve(odd, start, TourKind.OPEN)));
    }
    // A single odd block: the open block tour itself, from every majority-colour start.
    for (int n : new int[] {5, 7, 9, 11}) {
      Board board = Board.of(n, n);
      Fingerprint all = new Fingerprint();
      for (Square start : squares(board)) {
        if ((start.row() + start.col()) % 2 == 0) {
          all.add(solve(board, start, TourKind.OPEN));
        }
      }
      entries.put("dac.open." + board + ".every-majority-start", all.hex());
    }
  }

  /** Every closed block tour divide and conquer caches: each shape with an even area. */
  private static void blockPieces(Map<String, String> entries) {
    int min = ConstructionPieces.MIN_BLOCK_SIDE;
    int max = ConstructionPieces.MAX_BLOCK_SIDE;
    for (int r = min; r <= max; r++) {
      for (int c = min; c <= max; c++) {
        if (r * c % 2 == 0) {
          Board block = Board.of(r, c);
          int[] tour = validated(block, ConstructionPieces.closedBlockTour(r, c), true, "block " + block);
          entries.put("block.closed." + block, new Fingerprint().add(r, c, tour).hex());
        }
      }
    }
  }

  /**
   * The narrow construction on 3×n and 4×n, n = 16..23, from every start it covers, and closed
   * where it builds one. The base pieces are 12 to 15 columns wide (n mod 4), with extensions on
   * the left, the right or both; these lengths use each base piece the construction can ask for.
   */
  private static void narrowBoards(Map<String, String> entries) {
    int first = ConstructionPieces.MIN_NARROW_LENGTH;
    for (int r = 3; r <= 4; r++) {
      for (int n = first; n < first + 8; n++) {
        Board board = Board.of(r, n);
        Fingerprint open = new Fingerprint();
        for (int start = 0; start < r * n; start++) {
          if (ConstructionPieces.narrowBuildsOpenTour(r, n, start)) {
            int[] tour = ConstructionPieces.narrowOpenTour(r, n, start);
            open.add(r, n, validated(board, tour, false, "narrow open " + board + " from " + start));
          }
        }
        entries.put("narrow.open." + board + ".every-covered-start", open.hex());
        if (ConstructionPieces.narrowBuildsClosedTour(r, n)) {
          int[] tour = validated(board, ConstructionPieces.narrowClosedTour(r, n, 0), true, "narrow closed " + board);
          entries.put("narrow.closed." + board + ".a1", new Fingerprint().add(r, n, tour).hex());
        }
      }
    }
  }

  /** SQUIRREL's walks (Ganzfried's repair at 74) and POHL with its retries. */
  private static void heuristics(Map<String, String> entries) {
    for (int n : new int[] {74, 100}) {
      Board board = Board.of(n, n);
      entries.put("squirrel." + board + ".a1", fingerprint(solve(board, Square.of(0, 0), Strategy.SQUIRREL)));
    }
    Board chessboard = Board.of(8, 8);
    for (Long seed : new Long[] {null, 42L}) {
      Fingerprint all = new Fingerprint();
      for (Square start : squares(chessboard)) {
        TourRequest.Builder request = TourRequest.builder(chessboard, start);
        if (seed != null) {
          request.seed(seed);
        }
        all.add(solved(request.build(), Strategy.POHL));
      }
      entries.put("pohl." + chessboard + ".every-start" + (seed == null ? "" : ".seed-" + seed), all.hex());
    }
  }

  /** Enumeration order, work-item splits and a parallel count: the same on every run. */
  private static void enumerationAndCounts(Map<String, String> entries) {
    Board six = Board.of(6, 6);
    Fingerprint open = new Fingerprint();
    KnightTours.openTours(six, Square.parse("b1")).limit(300).forEach(tour -> open.add(validated(tour, false)));
    entries.put("enumerate.open." + six + ".b1.first-300", open.hex());
    Fingerprint closed = new Fingerprint();
    KnightTours.closedTours(six).limit(100).forEach(tour -> closed.add(validated(tour, true)));
    entries.put("enumerate.closed." + six + ".first-100", closed.hex());

    CountRequest splitRequest = CountRequest.builder(six, CountKind.OPEN_UNDIRECTED).symmetry(true).build();
    List<String> lines = new ArrayList<>();
    for (CountWorkItem item : KnightTours.split(splitRequest, 300)) {
      lines.add(item.encode());
    }
    entries.put("split." + six + ".open-undirected.300", sha256(String.join("\n", lines)));

    CountRequest countRequest = CountRequest.builder(Board.of(5, 6), CountKind.OPEN_UNDIRECTED).parallelism(3).build();
    TourCount count = KnightTours.count(countRequest);
    entries.put("count.5x6.open-undirected.parallelism-3", "count=" + count.count() + ",nodes=" + count.nodes());
  }

  private static TourRequest request(Board board, Square start, TourKind kind) {
    return TourRequest.builder(board, start).kind(kind).build();
  }

  private static Tour solve(Board board, Square start, TourKind kind) {
    return solved(request(board, start, kind), Strategy.DIVIDE_AND_CONQUER);
  }

  private static Tour solve(Board board, Square start, Strategy strategy) {
    return solved(request(board, start, TourKind.OPEN), strategy);
  }

  /** The tour the strategy finds, validated; fails if it finds none. */
  private static Tour solved(TourRequest request, Strategy strategy) {
    TourResult result = KnightTours.solve(request, strategy);
    Tour tour =
        result.tour()
            .orElseThrow(() -> new IllegalStateException(strategy + " found no tour: " + request + " -> " + result));
    if (!tour.start().equals(request.start())) {
      throw new IllegalStateException(strategy + " started elsewhere: " + request + " -> " + tour.start());
    }
    return validated(tour, request.kind() == TourKind.CLOSED);
  }

  private static Tour validated(Tour tour, boolean closed) {
    TourValidator.Report report = TourValidator.validate(tour.board(), tour.squares());
    if (!report.isTour() || (closed && !report.isClosed())) {
      throw new IllegalStateException("not a" + (closed ? " closed" : "") + " tour of " + tour.board() + ": " + report);
    }
    return tour;
  }

  private static int[] validated(Board board, int[] path, boolean closed, String what) {
    if (path == null) {
      throw new IllegalStateException("no tour: " + what);
    }
    List<Square> squares = new ArrayList<>(path.length);
    for (int v : path) {
      squares.add(Square.of(v / board.cols(), v % board.cols()));
    }
    TourValidator.Report report = TourValidator.validate(board, squares);
    if (!report.isTour() || (closed && !report.isClosed())) {
      throw new IllegalStateException("not a" + (closed ? " closed" : "") + " tour: " + what + ": " + report);
    }
    return path;
  }

  private static String fingerprint(Tour tour) {
    return new Fingerprint().add(tour).hex();
  }

  private static List<Square> squares(Board board) {
    List<Square> squares = new ArrayList<>();
    for (int row = 0; row < board.rows(); row++) {
      for (int col = 0; col < board.cols(); col++) {
        squares.add(Square.of(row, col));
      }
    }
    return squares;
  }

  private static String sha256(String text) {
    return HexFormat.of().formatHex(digest().digest(text.getBytes(StandardCharsets.UTF_8)));
  }

  private static MessageDigest digest() {
    try {
      return MessageDigest.getInstance("SHA-256");
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("every JVM has SHA-256", e);
    }
  }

  /** SHA-256 over tours encoded as described in the class comment. */
  private static final class Fingerprint {
    private final MessageDigest sha = digest();

    Fingerprint add(Tour tour) {
      int cols = tour.board().cols();
      int[] path = new int[tour.size()];
      for (int i = 0; i < path.length; i++) {
        Square s = tour.squares().get(i);
        path[i] = s.row() * cols + s.col();
      }
      return add(tour.board().rows(), cols, path);
    }

    Fingerprint add(int rows, int cols, int[] path) {
      putInt(rows);
      putInt(cols);
      for (int v : path) {
        putInt(v);
      }
      return this;
    }

    private void putInt(int v) {
      sha.update((byte) (v >>> 24));
      sha.update((byte) (v >>> 16));
      sha.update((byte) (v >>> 8));
      sha.update((byte) v);
    }

    String hex() {
      return HexFormat.of().formatHex(sha.digest());
    }
  }
}
