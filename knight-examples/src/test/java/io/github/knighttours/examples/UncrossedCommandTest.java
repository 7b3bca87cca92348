package io.github.knighttours.examples;

import static io.github.knighttours.examples.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import java.io.ByteArrayInputStream;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The uncrossed subcommand, run in-process. */
class UncrossedCommandTest {

  private static final String SVG_NS = "http://www.w3.org/2000/svg";

  private static List<Square> squares(String line) {
    return Stream.of(line.trim().split(" ")).map(Square::parse).collect(Collectors.toList());
  }

  /** The moves the summary on standard error announces. */
  private static int announcedMoves(String err) {
    Matcher m = Pattern.compile(": (\\d+) moves \\((\\d+) squares\\)").matcher(err);
    assertTrue(m.find(), err);
    return Integer.parseInt(m.group(1));
  }

  // ---- an independent check of an uncrossed path ------------------------------------------

  /**
   * Asserts that {@code path} is a knight's path (a cycle if {@code closed}) of {@code board}
   * visiting no square twice, no two of whose moves have a point in common but a shared end.
   */
  private static void assertUncrossed(Board board, List<Square> path, boolean closed) {
    Set<Square> seen = new HashSet<>();
    for (Square s : path) {
      assertTrue(board.contains(s), s + " off " + board);
      assertTrue(seen.add(s), s + " twice in " + path);
    }
    int moveCount = closed ? path.size() : path.size() - 1;
    int[][] moves = new int[moveCount][];
    for (int i = 0; i < moveCount; i++) {
      Square a = path.get(i);
      Square b = path.get((i + 1) % path.size());
      int dr = Math.abs(a.row() - b.row());
      int dc = Math.abs(a.col() - b.col());
      assertTrue(dr * dc == 2, a + "-" + b + " is not a knight move");
      moves[i] = new int[] {a.col(), a.row(), b.col(), b.row()};
    }
    for (int i = 0; i < moveCount; i++) {
      for (int j = i + 1; j < moveCount; j++) {
        assertFalse(touch(moves[i], moves[j]), "moves " + i + " and " + j + " cross in " + path);
      }
    }
  }

  /** True if the segments have a common point other than one end they share. */
  private static boolean touch(int[] p, int[] q) {
    boolean shared =
        (p[0] == q[0] && p[1] == q[1]) || (p[0] == q[2] && p[1] == q[3])
            || (p[2] == q[0] && p[3] == q[1]) || (p[2] == q[2] && p[3] == q[3]);
    int d1 = orientation(p[0], p[1], p[2], p[3], q[0], q[1]);
    int d2 = orientation(p[0], p[1], p[2], p[3], q[2], q[3]);
    int d3 = orientation(q[0], q[1], q[2], q[3], p[0], p[1]);
    int d4 = orientation(q[0], q[1], q[2], q[3], p[2], p[3]);
    if (d1 == 0 && d2 == 0) { // on one line: overlap of their projections on x, then y
      int overlapX = Math.min(Math.max(p[0], p[2]), Math.max(q[0], q[2])) - Math.max(Math.min(p[0], p[2]), Math.min(q[0], q[2]));
      int overlapY = Math.min(Math.max(p[1], p[3]), Math.max(q[1], q[3])) - Math.max(Math.min(p[1], p[3]), Math.min(q[1], q[3]));
      if (overlapX < 0 || overlapY < 0) {
        return false;
      }
      return overlapX > 0 || overlapY > 0 || !shared; // more than one point, or a point not shared
    }
    if (shared) {
      return false; // not on one line: the shared end is the only common point
    }
    return d1 * d2 <= 0 && d3 * d4 <= 0;
  }

  private static int orientation(int ax, int ay, int bx, int by, int cx, int cy) {
    return Integer.signum((bx - ax) * (cy - ay) - (by - ay) * (cx - ax));
  }

  @Test
  void theCheckSeesACrossingAndAcceptsAnUncrossedPath() {
    Board board = Board.of(5, 5);
    // a1-c2 (y = x/2) and a3-b1 (y = 2 - 2x) meet at (0.8, 0.4), inside both.
    boolean failed = false;
    try {
      assertUncrossed(board, squares("a1 c2 a3 b1"), false);
    } catch (AssertionError expected) {
      failed = true;
    }
    assertTrue(failed, "a1-c2 and a3-b1 cross");
    assertUncrossed(board, squares("a1 c2 e1"), false);
    assertUncrossed(board, squares("a1 c2 e1 d3 b4"), false);
  }

  // ---- the command ------------------------------------------------------------------------

  @Test
  void fiveByFiveOpenIsTenMovesProvenOptimal() {
    CommandRun run = run("uncrossed", "--board", "5x5", "--kind", "open");
    assertEquals(0, run.status(), run.err());
    List<Square> path = squares(run.out());
    assertUncrossed(Board.of(5, 5), path, false);
    // OEIS A003192: the longest uncrossed knight's path on 5x5 has 10 moves.
    assertEquals(11, path.size(), run.out());
    assertEquals(10, announcedMoves(run.err()));
    assertTrue(run.err().contains("proven optimal"), run.err());
    assertTrue(run.err().matches("(?s).*\\(\\d+ nodes, \\d+ ms\\).*"), run.err());
  }

  @Test
  void aClosedRunPrintsAnUncrossedCycleAndItsMoves() {
    CommandRun run = run("uncrossed", "--board", "6x6", "--kind", "closed", "--quiet");
    assertEquals(0, run.status(), run.err());
    assertEquals("", run.err());
    List<Square> cycle = squares(run.out());
    assertUncrossed(Board.of(6, 6), cycle, true);
    assertTrue(cycle.size() >= 4, run.out());
  }

  @Test
  void threeByThreeHasNoUncrossedCycle() {
    CommandRun run = run("uncrossed", "--board", "3x3", "--kind", "closed");
    assertEquals(3, run.status(), run.err());
    assertEquals("", run.out());
    assertTrue(run.err().contains("No uncrossed knight's cycle exists on the 3x3 board"), run.err());
  }

  @Test
  void aNodeBudgetPrintsTheBestFoundNotProven() {
    CommandRun run = run("uncrossed", "--board", "8x8", "--node-budget", "2000");
    assertEquals(4, run.status(), run.err());
    List<Square> path = squares(run.out());
    assertUncrossed(Board.of(8, 8), path, false);
    assertEquals(path.size() - 1, announcedMoves(run.err()));
    assertTrue(run.err().contains("NOT proven optimal: the budget ran out"), run.err());
  }

  @Test
  void svgHasOnePolylineOfOnePointPerSquare() throws Exception {
    CommandRun run = run("uncrossed", "--board", "5x5", "--format", "svg");
    assertEquals(0, run.status(), run.err());
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    Document svg =
        factory.newDocumentBuilder().parse(new ByteArrayInputStream(run.out().getBytes(StandardCharsets.UTF_8)));
    assertEquals("svg", svg.getDocumentElement().getLocalName());
    NodeList polylines = svg.getElementsByTagNameNS(SVG_NS, "polyline");
    assertEquals(1, polylines.getLength());
    String[] points = ((Element) polylines.item(0)).getAttribute("points").trim().split("\\s+");
    assertEquals(announcedMoves(run.err()) + 1, points.length);
  }

  @Test
  void jsonToAFileHasTheMovesAndTheSquares(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("u.json");
    CommandRun run = run("uncrossed", "--board", "4x5", "--format", "json", "-o", file.toString());
    assertEquals(0, run.status(), run.err());
    String json = Files.readString(file, StandardCharsets.UTF_8);
    Matcher moves = Pattern.compile("\"moves\":(\\d+)").matcher(json);
    Matcher squares = Pattern.compile("\"squares\":\\[(.*)\\]").matcher(json);
    assertTrue(moves.find() && squares.find(), json);
    assertTrue(json.contains("\"provenOptimal\":true"), json);
    List<Square> path = squares(squares.group(1).replace("\"", "").replace(",", " "));
    assertUncrossed(Board.of(4, 5), path, false);
    assertEquals(path.size() - 1, Integer.parseInt(moves.group(1)));
  }

  @Test
  void aBoardAboveTheLargestSideIsABadCommandLine() {
    CommandRun run = run("uncrossed", "--board", "17x17");
    assertEquals(2, run.status());
    assertTrue(run.err().contains("--board 17x17 is too large"), run.err());
    assertEquals("", run.out());
    CommandRun zero = run("uncrossed", "--board", "5x5", "--node-budget", "0");
    assertEquals(2, zero.status());
    assertTrue(zero.err().contains("--node-budget must be positive"), zero.err());
  }

  @Test
  void helpExplainsMovesExitCodesAndExamples() {
    CommandRun run = run("uncrossed", "--help");
    assertEquals(0, run.status());
    assertTrue(run.out().contains("MOVES"), run.out());
    assertTrue(run.out().contains("Exit codes:"), run.out());
    assertTrue(run.out().contains("knight-tours uncrossed --board"), run.out());
  }
}
