package io.github.knighttours.examples;

import static io.github.knighttours.examples.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code tour} and {@code draw} on three-dimensional boards ({@code --board 4x4x4}), run in-process. */
class Board3dCommandTest {

  private static final Pattern CELL = Pattern.compile("\\((\\d+),(\\d+),(\\d+)\\)");

  @TempDir Path dir;

  /** Reads "(l,r,c)" cells out of {@code text}, in order. */
  private static List<int[]> cells(String text) {
    List<int[]> cells = new ArrayList<>();
    Matcher m = CELL.matcher(text);
    while (m.find()) {
      cells.add(new int[] {Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))});
    }
    return cells;
  }

  /** Checks without the library that {@code cells} is a tour of the board: each cell once, 3-D knight moves. */
  private static void assertTour(int layers, int rows, int cols, List<int[]> cells, boolean closed) {
    assertEquals(layers * rows * cols, cells.size());
    Set<List<Integer>> seen = new HashSet<>();
    for (int i = 0; i < cells.size(); i++) {
      int[] c = cells.get(i);
      assertTrue(c[0] < layers && c[1] < rows && c[2] < cols, "off the board: " + List.of(c[0], c[1], c[2]));
      assertTrue(seen.add(List.of(c[0], c[1], c[2])), "twice: " + List.of(c[0], c[1], c[2]));
      if (i > 0) {
        assertTrue(isMove(cells.get(i - 1), c), "not a move at " + i);
      }
    }
    if (closed) {
      assertTrue(isMove(cells.get(cells.size() - 1), cells.get(0)), "not closed");
    }
  }

  private static boolean isMove(int[] a, int[] b) {
    int[] d = {Math.abs(a[0] - b[0]), Math.abs(a[1] - b[1]), Math.abs(a[2] - b[2])};
    java.util.Arrays.sort(d);
    return d[0] == 0 && d[1] == 1 && d[2] == 2;
  }

  @Test
  void squaresFormatPrintsAClosedTourOfTheCube() {
    CommandRun r = run("tour", "--board", "4x4x4", "--kind", "closed", "--format", "squares");
    assertEquals(0, r.status(), r.err());
    List<int[]> cells = cells(r.out());
    assertTour(4, 4, 4, cells, true);
    assertEquals(List.of(0, 0, 0), List.of(cells.get(0)[0], cells.get(0)[1], cells.get(0)[2]));
    assertTrue(r.err().startsWith("Closed tour of the 4x4x4 board from (0,0,0) to "), r.err());
  }

  @Test
  void boardFormatShowsTheLayersSideBySideWithEveryNumberOnce() {
    CommandRun r = run("tour", "--board", "2x3x4");
    assertEquals(0, r.status(), r.err());
    assertTrue(r.out().contains("layer 0") && r.out().contains("layer 1"), r.out());
    List<Integer> numbers = new ArrayList<>();
    for (String line : r.out().split("\\R")) {
      String[] boxes = line.split("\\|");
      for (int i = 1; i < boxes.length; i += 2) {
        for (String n : boxes[i].trim().split("\\s+")) {
          numbers.add(Integer.parseInt(n));
        }
      }
    }
    numbers.sort(null);
    List<Integer> expected = new ArrayList<>();
    for (int i = 1; i <= 24; i++) {
      expected.add(i);
    }
    assertEquals(expected, numbers);
  }

  @Test
  void jsonAndCsvCarryTheCells() {
    CommandRun json = run("tour", "--board", "3x4x4", "--start", "(1,2,3)", "--format", "json");
    assertEquals(0, json.status(), json.err());
    assertTrue(json.out().startsWith("{\"board\":\"3x4x4\",\"start\":\"(1,2,3)\",\"end\":\"("), json.out());
    assertTrue(json.out().contains("\"closed\":false,\"solver\":\"AUTO\",\"outcome\":\"FOUND\""), json.out());
    int listStart = json.out().indexOf("\"cells\":[");
    assertTrue(listStart > 0, json.out());
    List<int[]> cells = cells(json.out().substring(listStart));
    assertTour(3, 4, 4, cells, false);
    assertEquals(List.of(1, 2, 3), List.of(cells.get(0)[0], cells.get(0)[1], cells.get(0)[2]));

    CommandRun csv = run("tour", "--board", "2x3x4", "--format", "csv", "--strategy", "warnsdorff", "--seed", "3");
    assertEquals(0, csv.status(), csv.err());
    String[] lines = csv.out().split("\\R");
    assertEquals("move,layer,row,col", lines[0]);
    assertEquals(25, lines.length);
    List<int[]> fromCsv = new ArrayList<>();
    for (int i = 1; i < lines.length; i++) {
      String[] f = lines[i].split(",");
      assertEquals(String.valueOf(i), f[0]);
      fromCsv.add(new int[] {Integer.parseInt(f[1]), Integer.parseInt(f[2]), Integer.parseInt(f[3])});
    }
    assertTour(2, 3, 4, fromCsv, false);
  }

  @Test
  void anOpenTourEndsOnTheCellOfEnd() {
    CommandRun json =
        run("tour", "--board", "2x3x4", "--start", "(0,0,0)", "--end", "(1,2,2)", "--format", "json");
    assertEquals(0, json.status(), json.err());
    assertTrue(json.out().startsWith("{\"board\":\"2x3x4\",\"start\":\"(0,0,0)\",\"end\":\"(1,2,2)\""), json.out());
    List<int[]> cells = cells(json.out().substring(json.out().indexOf("\"cells\":[")));
    assertTour(2, 3, 4, cells, false);
    assertEquals(List.of(1, 2, 2), List.of(cells.get(23)[0], cells.get(23)[1], cells.get(23)[2]));
    assertTrue(json.err().contains("Open tour of the 2x3x4 board from (0,0,0) to (1,2,2) (AUTO, "), json.err());

    // Every move changes the parity of layer + row + col: a path through the 24 cells ends on the
    // parity it did not start on, and (1,2,3) has that of (0,0,0).
    CommandRun absent = run("tour", "--board", "2x3x4", "--end", "(1,2,3)", "--strategy", "backtracking");
    assertEquals(3, absent.status(), absent.err());
    assertTrue(
        absent.err().contains("No open tour of the 2x3x4 board from (0,0,0) to (1,2,3) (BACKTRACKING, "), absent.err());
    assertTrue(absent.err().contains("none exists (the board is bipartite with sides of 12 cells each"), absent.err());
    assertTrue(absent.out().isEmpty(), absent.out());
  }

  @Test
  void exitCodesAreThoseOfFlatBoards() {
    CommandRun absent = run("tour", "--board", "3x3x3", "--kind", "closed", "--strategy", "backtracking");
    assertEquals(3, absent.status(), absent.err());
    assertTrue(absent.err().contains("No closed tour of the 3x3x3 board from (0,0,0)"), absent.err());
    assertTrue(absent.out().isEmpty());
    CommandRun budget =
        run("tour", "--board", "4x4x4", "--kind", "closed", "--strategy", "backtracking", "--node-budget", "10");
    assertEquals(4, budget.status(), budget.err());
    assertTrue(budget.err().contains("the budget ran out"), budget.err());
    CommandRun jsonAbsent = run("tour", "--board", "3x3x3", "--kind", "closed", "--format", "json");
    assertEquals(3, jsonAbsent.status(), jsonAbsent.err());
    assertTrue(jsonAbsent.out().contains("\"outcome\":\"PROVEN_ABSENT\"") && jsonAbsent.out().contains("\"cells\":[]"),
        jsonAbsent.out());
  }

  private static void assertUsage(String expected, String... args) {
    CommandRun r = run(args);
    assertEquals(2, r.status(), String.join(" ", args) + ": " + r.err());
    assertTrue(r.err().contains(expected), String.join(" ", args) + ": " + r.err());
    assertTrue(r.out().isEmpty(), r.out());
  }

  @Test
  void badCommandLinesAreRefusedInCommandLineWords() {
    assertUsage("--torus shapes a flat board (RxC), not the three-dimensional 4x4x4 board",
        "tour", "--board", "4x4x4", "--torus");
    assertUsage("--leaper shapes a flat board", "tour", "--board", "4x4x4", "--leaper", "2,3");
    assertUsage("--holes shapes a flat board", "tour", "--board", "4x4x4", "--holes", "any.txt");
    assertUsage("--start b1 is a square of a flat board, but --board 4x4x4 is three-dimensional",
        "tour", "--board", "4x4x4", "--start", "b1");
    assertUsage("--start (0,0,0) is a cell of a three-dimensional board, but --board 8x8 is flat",
        "tour", "--board", "8x8", "--start", "(0,0,0)");
    assertUsage("--board 8x8 (the default) is flat", "tour", "--start", "(0,0,0)");
    assertUsage("--start (4,0,0) is off the 4x4x4 board", "tour", "--board", "4x4x4", "--start", "(4,0,0)");
    assertUsage("--start: cell \"(0,0)\" has 2 coordinates", "tour", "--board", "4x4x4", "--start", "(0,0)");
    assertUsage("--end a1 is a square of a flat board, but --board 4x4x4 is three-dimensional",
        "tour", "--board", "4x4x4", "--end", "a1");
    assertUsage("--end (0,0,1) is a cell of a three-dimensional board, but --board 8x8 is flat",
        "tour", "--board", "8x8", "--end", "(0,0,1)");
    assertUsage("--end (4,0,0) is off the 4x4x4 board", "tour", "--board", "4x4x4", "--end", "(4,0,0)");
    assertUsage("--end (0,0,0) must differ from --start (0,0,0)", "tour", "--board", "4x4x4", "--end", "(0,0,0)");
    assertUsage("--end cannot be combined with --kind closed",
        "tour", "--board", "4x4x4", "--end", "(0,1,2)", "--kind", "closed");
    assertUsage("cell \"(0,0)\" has 2 coordinates", "tour", "--board", "4x4x4", "--end", "(0,0)");
    assertUsage("--format gif animates flat boards only", "tour", "--board", "4x4x4", "--format", "gif", "-o", "x.gif");
    assertUsage("--strategy ROTH searches flat boards only", "tour", "--board", "4x4x4", "--strategy", "roth");
    assertUsage("or 4x4x4 (layers x rows x columns), got '4x4x'", "tour", "--board", "4x4x");
    assertUsage("'0x4x4' is not a board: layers must be at least 1, got 0", "tour", "--board", "0x4x4");
  }

  private static Document xml(Path file) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setNamespaceAware(true);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    return factory.newDocumentBuilder().parse(file.toFile());
  }

  private static List<Integer> numbers(Document svg) {
    NodeList groups = svg.getElementsByTagNameNS("http://www.w3.org/2000/svg", "g");
    List<Integer> numbers = new ArrayList<>();
    for (int i = 0; i < groups.getLength(); i++) {
      Element g = (Element) groups.item(i);
      if (g.getAttribute("class").equals("numbers")) {
        NodeList texts = g.getElementsByTagNameNS("http://www.w3.org/2000/svg", "text");
        for (int k = 0; k < texts.getLength(); k++) {
          numbers.add(Integer.parseInt(texts.item(k).getTextContent()));
        }
      }
    }
    numbers.sort(null);
    return numbers;
  }

  @Test
  void tourDrawsSvgAndPng() throws Exception {
    Path svg = dir.resolve("cube.svg");
    CommandRun r = run("tour", "--board", "4x4x4", "--kind", "closed", "--format", "svg", "-o", svg.toString());
    assertEquals(0, r.status(), r.err());
    List<Integer> numbers = numbers(xml(svg));
    assertEquals(64, numbers.size());
    assertEquals(64, new HashSet<>(numbers).size());
    assertEquals(1, numbers.get(0));
    assertEquals(64, numbers.get(63));
    Path png = dir.resolve("cube.png");
    CommandRun p = run("tour", "--board", "4x4x4", "--format", "png", "-o", png.toString());
    assertEquals(0, p.status(), p.err());
    BufferedImage image = ImageIO.read(png.toFile());
    // 4 panels of 4 squares and 3 one-square gaps across; a caption and 4 rows down; 40 pixels a square.
    assertEquals(19 * 40, image.getWidth());
    assertEquals(5 * 40, image.getHeight());
  }

  @Test
  void drawReadsTheTourBackFromJsonCsvAndCells() throws Exception {
    Path json = dir.resolve("cube.json");
    assertEquals(0, run("tour", "--board", "4x4x4", "--kind", "closed", "--format", "json", "-o", json.toString()).status());
    Path svg = dir.resolve("from-json.svg");
    CommandRun fromJson = run("draw", json.toString(), "-o", svg.toString());
    assertEquals(0, fromJson.status(), fromJson.err());
    Document picture = xml(svg);
    assertEquals(64, numbers(picture).size());
    assertTrue(picture.getElementsByTagNameNS("http://www.w3.org/2000/svg", "title").item(0).getTextContent()
        .endsWith(", closed"));

    Path csv = dir.resolve("tour.csv");
    assertEquals(0, run("tour", "--board", "2x3x4", "--format", "csv", "-o", csv.toString()).status());
    Path png = dir.resolve("from-csv.png");
    CommandRun fromCsv = run("draw", csv.toString(), "--board", "2x3x4", "--format", "png", "-o", png.toString());
    assertEquals(0, fromCsv.status(), fromCsv.err());
    BufferedImage image = ImageIO.read(png.toFile());
    // 9 squares across: 512 / 9, rounded, is 57 pixels a square.
    assertEquals((2 * 4 + 1) * 57, image.getWidth());
    assertEquals((1 + 3) * 57, image.getHeight());

    Path squares = dir.resolve("tour.txt");
    assertEquals(0, run("tour", "--board", "2x3x4", "--format", "squares", "-o", squares.toString()).status());
    CommandRun fromSquares = run("draw", squares.toString());
    assertEquals(0, fromSquares.status(), fromSquares.err());
    assertTrue(fromSquares.out().contains("layer 1</text>"), fromSquares.out());
  }

  @Test
  void drawRefusesWhatDoesNotFitAThreeDimensionalTour() throws Exception {
    Path squares = dir.resolve("tour.txt");
    assertEquals(0, run("tour", "--board", "2x3x4", "--format", "squares", "-o", squares.toString()).status());
    assertUsage("--board 8x8 is flat", "draw", squares.toString(), "--board", "8x8");
    assertUsage("--torus shapes a flat board", "draw", squares.toString(), "--torus");
    assertUsage("--format html animates flat boards only", "draw", squares.toString(), "--format", "html");
    assertUsage("tour of 2x3x5: 24 vertices, not the 30 of 2x3x5", "draw", squares.toString(), "--board", "2x3x5");
    Path broken = dir.resolve("broken.txt");
    String text = Files.readString(squares, StandardCharsets.UTF_8).strip();
    // Swap the first two cells: the first step is then no knight move.
    String[] cells = text.split(" ");
    String swapped = cells[1] + " " + cells[0] + text.substring(cells[0].length() + cells[1].length() + 1);
    Files.writeString(broken, swapped, StandardCharsets.UTF_8);
    assertUsage("tour of 2x3x4: step ", "draw", broken.toString());
    assertUsage("is not a move", "draw", broken.toString());
  }
}
