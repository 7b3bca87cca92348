package io.github.knighttours.examples;

import static io.github.knighttours.examples.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourSolver;
import java.io.IOException;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The board-shape options of {@code tour} and {@code draw}, run in-process. */
class ShapeOptionsTest {

  /**
   * Checks, without the library, that {@code names} visit each of {@code squares} once, each
   * step an {r,s} leap, wrapping by remainders across the rows if {@code wrapRows} and across the
   * columns if {@code wrapCols}; returns how many steps needed the wrap.
   */
  private static int assertLeaperTour(
      int rows, int cols, Set<Square> squares, List<String> names, int r, int s, boolean wrapRows, boolean wrapCols) {
    assertEquals(squares.size(), names.size(), names.toString());
    Set<Square> seen = new HashSet<>();
    int wrapped = 0;
    Square previous = null;
    for (String name : names) {
      Square square = Square.parse(name);
      assertTrue(squares.contains(square), name + " is not a square of the board");
      assertTrue(seen.add(square), name + " visited twice");
      if (previous != null) {
        int dr = Math.abs(square.row() - previous.row());
        int dc = Math.abs(square.col() - previous.col());
        boolean plain = leap(dr, dc, r, s);
        int wdr = wrapRows ? Math.min(dr, rows - dr) : dr;
        int wdc = wrapCols ? Math.min(dc, cols - dc) : dc;
        assertTrue(plain || leap(wdr, wdc, r, s), previous + " to " + square + " is not a leap");
        if (!plain) {
          wrapped++;
        }
      }
      previous = square;
    }
    return wrapped;
  }

  private static boolean leap(int dr, int dc, int r, int s) {
    return (dr == r && dc == s) || (dr == s && dc == r);
  }

  private static Set<Square> rectangle(int rows, int cols) {
    Set<Square> squares = new HashSet<>();
    for (int row = 0; row < rows; row++) {
      for (int col = 0; col < cols; col++) {
        squares.add(new Square(row, col));
      }
    }
    return squares;
  }

  private static List<String> words(String text) {
    return Arrays.asList(text.trim().split("\\s+"));
  }

  /** A 5x5 picture with a hole on c3 (the centre): 24 squares, 12 of each colour. */
  private static Path centreHole(Path dir) throws IOException {
    return Files.writeString(dir.resolve("holes.txt"), ".....\n.....\n..#..\n.....\n.....\n", StandardCharsets.UTF_8);
  }

  @Test
  void aTorusTourUsesMovesAcrossTheEdges() {
    CommandRun run = run("tour", "--board", "6x6", "--torus", "--strategy", "warnsdorff", "--format", "squares");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.err().contains("tour of the 6x6 torus board from b1"), run.err());
    int wrapped = assertLeaperTour(6, 6, rectangle(6, 6), words(run.out()), 1, 2, true, true);
    assertTrue(wrapped > 0, "no step crossed an edge: " + run.out());
  }

  @Test
  void aCylinderTourWrapsOnlyAcrossTheFiles() {
    CommandRun run = run("tour", "--board", "5x6", "--cylinder", "--start", "a1", "--format", "squares");
    assertEquals(0, run.status(), run.err());
    assertLeaperTour(5, 6, rectangle(5, 6), words(run.out()), 1, 2, false, true);
  }

  @Test
  void aZebraTourAsJsonStatesItsShape() {
    CommandRun run = run("tour", "--board", "10x10", "--leaper", "2,3", "--start", "a1", "--format", "json");
    assertEquals(0, run.status(), run.err());
    Matcher m =
        Pattern.compile(
                "\\{\"command\":\"tour\",\"board\":\"10x10 \\{2,3\\}-leaper\",\"wrap\":\"none\",\"leaper\":\\[2,3\\],"
                    + "\"holes\":\\[\\],.*\"start\":\"a1\",.*\"squares\":\\[([^\\]]*)\\],.*\\}")
            .matcher(run.out().trim());
    assertTrue(m.matches(), run.out());
    List<String> names = new ArrayList<>();
    for (String quoted : m.group(1).split(",")) {
      names.add(quoted.replace("\"", ""));
    }
    assertEquals("a1", names.get(0));
    assertLeaperTour(10, 10, rectangle(10, 10), names, 2, 3, false, false);
  }

  @Test
  void theLeaperIsReadInEitherOrder() {
    CommandRun run = run("tour", "--board", "10x10", "--leaper", "3,2", "--start", "a1", "--format", "squares");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.err().contains("10x10 {2,3}-leaper"), run.err());
  }

  @Test
  void aHolesFileGivesTheSizeAndTheHoles(@TempDir Path dir) throws IOException {
    Path holes = centreHole(dir);
    Set<Square> squares = rectangle(5, 5);
    squares.remove(Square.parse("c3"));
    CommandRun csv = run("tour", "--holes", holes.toString(), "--start", "a1", "--format", "csv");
    assertEquals(0, csv.status(), csv.err());
    String[] lines = csv.out().split("\\R");
    assertEquals("# board: 5x5 with 1 hole; wrap: none; leaper: 1,2; holes: c3", lines[0]);
    assertEquals("move,square,row,col", lines[1]);
    List<String> names = new ArrayList<>();
    for (int i = 2; i < lines.length; i++) {
      names.add(lines[i].split(",")[1]);
    }
    assertLeaperTour(5, 5, squares, names, 1, 2, false, false);
    // --board may be given too, of the same size; the numbered board shows the hole.
    CommandRun board = run("tour", "--board", "5x5", "--holes", holes.toString(), "--start", "a1");
    assertEquals(0, board.status(), board.err());
    assertTrue(board.out().contains("3 |") && board.out().matches("(?s).*\\R3 \\|\\s+\\d+\\s+\\d+\\s+#\\s.*"), board.out());
  }

  @Test
  void holesCombineWithATorus(@TempDir Path dir) throws IOException {
    Path holes = Files.writeString(dir.resolve("h.txt"), "#.....\n......\n......\n......\n......\n#.....\n");
    CommandRun run = run("tour", "--holes", holes.toString(), "--torus", "--start", "b1", "--format", "squares", "--strategy", "backtracking");
    assertEquals(0, run.status(), run.err());
    Set<Square> squares = rectangle(6, 6);
    squares.remove(Square.parse("a6"));
    squares.remove(Square.parse("a1"));
    assertLeaperTour(6, 6, squares, words(run.out()), 1, 2, true, true);
  }

  @Test
  void drawReadsTheShapeBackFromJsonAndCsv(@TempDir Path dir) throws IOException {
    Path json = dir.resolve("torus.json");
    assertEquals(0, run("tour", "--board", "6x6", "--torus", "--strategy", "warnsdorff", "--format", "json", "-q",
        "-o", json.toString()).status());
    CommandRun drawn = run("draw", json.toString());
    assertEquals(0, drawn.status(), drawn.err());
    assertTrue(drawn.out().contains("6x6 torus"), drawn.out());
    Path csv = dir.resolve("holes.csv");
    assertEquals(0, run("tour", "--holes", centreHole(dir).toString(), "--start", "a1", "--format", "csv", "-q",
        "-o", csv.toString()).status());
    CommandRun fromCsv = run("draw", csv.toString());
    assertEquals(0, fromCsv.status(), fromCsv.err());
    assertTrue(fromCsv.out().contains("5x5 with 1 hole"), fromCsv.out());
  }

  @Test
  void drawTakesTheShapeOptionsForBareSquares(@TempDir Path dir) throws IOException {
    Path squares = dir.resolve("torus.txt");
    assertEquals(0, run("tour", "--board", "6x6", "--torus", "--strategy", "warnsdorff", "--format", "squares",
        "-q", "-o", squares.toString()).status());
    assertEquals(0, run("draw", squares.toString(), "--torus").status());
    CommandRun plain = run("draw", squares.toString());
    assertEquals(2, plain.status());
    assertTrue(plain.err().contains("not a knight's tour of the 6x6 board"), plain.err());
    CommandRun zebra = run("draw", squares.toString(), "--torus", "--leaper", "2,3");
    assertEquals(2, zebra.status());
    assertTrue(zebra.err().contains("not a {2,3}-leaper's tour of the 6x6 torus {2,3}-leaper board"), zebra.err());
  }

  @Test
  void drawRefusesAShapeItCannotRead(@TempDir Path dir) throws IOException {
    Path json = Files.writeString(dir.resolve("t.json"), "{\"board\":\"6x6 torus\",\"wrap\":\"sphere\",\"squares\":[\"a1\"]}");
    CommandRun wrap = run("draw", json.toString());
    assertEquals(2, wrap.status());
    assertTrue(wrap.err().contains("\"wrap\" must be none, cylinder or torus, got 'sphere'"), wrap.err());
    Path csv = Files.writeString(dir.resolve("t.csv"), "# board: 5x5; wrap: torus\nmove,square,row,col\n1,a1,0,0\n");
    CommandRun comment = run("draw", csv.toString());
    assertEquals(2, comment.status());
    assertTrue(comment.err().contains("the CSV's first line is not"), comment.err());
  }

  @Test
  void badShapeValuesAreUsageErrorsNamingTheOptionAndTheValue(@TempDir Path dir) throws IOException {
    assertUsage(run("tour", "--leaper", "x"), "--leaper", "'x'");
    assertUsage(run("tour", "--leaper", "0,0"), "--leaper", "'0,0'");
    assertUsage(run("tour", "--leaper", "1,99999"), "--leaper", "99999");
    assertUsage(run("tour", "--leaper", "-1,2"), "--leaper", "'-1,2'");
    assertUsage(run("tour", "--torus", "--cylinder"), "--torus and --cylinder cannot be combined");
    Path tour = Files.writeString(dir.resolve("tour.txt"), "a1 b3");
    assertUsage(run("draw", "--torus", "--cylinder", tour.toString()), "--torus and --cylinder cannot be combined");
    Path missing = dir.resolve("missing.txt");
    assertUsage(run("tour", "--holes", missing.toString()), "cannot read --holes " + missing, "no such file");
    Path bad = Files.writeString(dir.resolve("bad.txt"), "...\n.x.\n...\n");
    assertUsage(run("tour", "--holes", bad.toString()), "--holes " + bad, "line 2, column 2", "'x'");
    Path ragged = Files.writeString(dir.resolve("ragged.txt"), "...\n..\n");
    assertUsage(run("tour", "--holes", ragged.toString()), "--holes " + ragged, "line 2");
    Path allHoles = Files.writeString(dir.resolve("all.txt"), "##\n##\n");
    assertUsage(run("tour", "--holes", allHoles.toString()), "--holes", "all 4 are holes");
    assertUsage(
        run("tour", "--holes", centreHole(dir).toString(), "--board", "6x6"),
        "draws a 5x5 board but --board is 6x6");
    assertUsage(
        run("tour", "--holes", centreHole(dir).toString(), "--start", "c3"), "--start c3 is a hole of the 5x5 with 1 hole board");
    assertUsage(
        run("tour", "--holes", centreHole(dir).toString(), "--start", "a1", "--end", "c3"), "--end c3 is a hole of");
  }

  @Test
  void strategiesForThePlainBoardRefuseShapesBeforeSearching() {
    for (String strategy : List.of("roth", "squirrel", "divide_and_conquer")) {
      CommandRun run = run("tour", "--board", "8x8", "--torus", "--strategy", strategy);
      assertUsage(run, "--strategy " + strategy.toUpperCase(), "not on the 8x8 torus board", "BACKTRACKING");
      assertEquals("", run.out());
    }
    assertUsage(run("tour", "--leaper", "2,3", "--strategy", "roth"), "8x8 {2,3}-leaper board");
  }

  @Test
  void theCommandLineKnowsWhichBuiltInStrategiesTakeShapes() {
    // Against the library itself: a solver that refuses a shape throws before it searches.
    TourRequest request = TourRequest.builder(Board.torus(5, 5), Square.parse("a1")).nodeBudget(1).build();
    int refusing = 0;
    for (TourSolver solver : KnightTours.solvers()) {
      if (ShapeStrategies.takesEveryShape(solver)) {
        KnightTours.solve(request, solver);
      } else {
        refusing++;
        assertThrows(IllegalArgumentException.class, () -> KnightTours.solve(request, solver), solver.name());
      }
    }
    assertEquals(3, refusing);
  }

  @Test
  void countAndUncrossedSayTheyTakeOnlyThePlainBoard() {
    CommandRun count = run("count", "--board", "5x5", "--torus");
    assertUsage(count, "'count' works only on the knight's plain rectangle", "--torus");
    CommandRun uncrossed = run("uncrossed", "--board", "5x5", "--leaper=2,3");
    assertUsage(uncrossed, "'uncrossed' works only on the knight's plain rectangle", "--leaper");
    CommandRun holes = run("count", "--board", "5x5", "--holes", "h.txt");
    assertUsage(holes, "--holes is an option of 'tour' and 'draw'");
  }

  @Test
  void plainBoardsKeepTheirOutput() {
    CommandRun json = run("tour", "--board", "5x5", "--start", "a1", "--format", "json");
    assertFalse(json.out().contains("\"wrap\""), json.out());
    CommandRun csv = run("tour", "--board", "5x5", "--start", "a1", "--format", "csv");
    assertTrue(csv.out().startsWith("move,square,row,col"), csv.out());
  }

  @Test
  void helpAndCompletionKnowTheShapeOptions(@TempDir Path dir) throws IOException {
    for (String command : List.of("tour", "draw")) {
      String help = run(command, "--help").out();
      for (String option : BoardShapeOptions.NAMES) {
        assertTrue(help.contains(option), command + " help lacks " + option);
      }
    }
    Path file = dir.resolve("completion");
    CompletionScript.main(new String[] {file.toString()});
    String script = Files.readString(file, StandardCharsets.UTF_8);
    Matcher tour = Pattern.compile("(?s)function _picocli_knight-tours_tour\\(\\).*?\\n}").matcher(script);
    assertTrue(tour.find());
    for (String option : BoardShapeOptions.NAMES) {
      assertTrue(tour.group().contains(option), option);
    }
  }

  private static void assertUsage(CommandRun run, String... parts) {
    assertEquals(2, run.status(), run.err());
    for (String part : parts) {
      assertTrue(run.err().contains(part), "'" + part + "' missing from: " + run.err());
    }
  }
}
