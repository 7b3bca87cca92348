package io.github.knighttours.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.spi.SearchStep;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import io.github.knighttours.TourResult;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The page parsed as XML (it is well-formed once the HTML doctype is taken off): one inline SVG,
 * the data and the player scripts, no address but the SVG namespace, and the data decoded back
 * into the tour or the steps.
 */
class HtmlTest {

  private static final String SVG_NS = "http://www.w3.org/2000/svg";

  @Test
  void aTourPageHoldsTheTourInOrder() throws Exception {
    for (Tour tour : List.of(Tours.open(5, 5), Tours.closed(6, 6), Tours.open(3, 4), Tours.open(40, 40))) {
      String page = TourAnimations.html(tour);
      Document document = parse(page);
      checkSelfContained(page, document);
      String data = data(document);
      assertEquals("tour", string(data, "mode"));
      assertEquals(tour.board().rows(), number(data, "rows"));
      assertEquals(tour.board().cols(), number(data, "cols"));
      assertEquals(tour.isClosed(), data.contains("\"closed\":true"));
      Tour decoded = Tour.of(tour.board(), squares(array(data, "squares"), tour.board()));
      assertEquals(tour, decoded);
      assertEquals(tour.isClosed() ? 1 : 0, elementsWithId(document, "closing"));
      boolean numbered = tour.board().rows() <= PictureStyle.MAX_NUMBERED_SIDE;
      assertEquals(numbered ? 1 : 0, elementsWithId(document, "numbers"));
    }
  }

  @Test
  void aSearchPageHoldsTheStepsAndTheTour() throws Exception {
    TraceRecorder recorder = new TraceRecorder();
    TourResult result = Searches.backtrackingFromC1(recorder);
    String page = TourAnimations.html(Searches.BOARD, recorder.steps(), result.tour());
    Document document = parse(page);
    checkSelfContained(page, document);
    String data = data(document);
    assertEquals("search", string(data, "mode"));
    assertEquals(recorder.steps(), steps(data, Searches.BOARD));
    assertEquals(recorder.steps().size(), number(data, "total"));
    assertEquals(result.tour().orElseThrow(), Tour.of(Searches.BOARD, squares(array(data, "tour"), Searches.BOARD)));
    assertTrue(page.contains("backtracks"));
  }

  @Test
  void aLongTraceIsCutAtTheCapAndThePageSaysSo() throws Exception {
    List<SearchStep<Square>> steps = new ArrayList<>();
    steps.add(new SearchStep<>(SearchStep.Kind.PLACED, Square.parse("a1"), 0));
    while (steps.size() < 120_001) {
      steps.add(new SearchStep<>(SearchStep.Kind.PLACED, Square.parse("b3"), 1));
      steps.add(new SearchStep<>(SearchStep.Kind.REMOVED, Square.parse("b3"), 1));
    }
    String page = TourAnimations.html(Searches.BOARD, steps, Optional.empty());
    Document document = parse(page);
    checkSelfContained(page, document);
    String data = data(document);
    assertEquals(steps.subList(0, TourAnimations.MAX_HTML_STEPS), steps(data, Searches.BOARD));
    assertEquals(120_001, number(data, "total"));
    assertTrue(page.contains("first 100,000 of the 120,001 steps"), "the page says it is cut");
    assertTrue(data.contains("\"tour\":null"));
  }

  @Test
  void aSearchWithoutStepsStillMakesAPage() throws Exception {
    String page = TourAnimations.html(Board.of(3, 3), List.of(), Optional.empty());
    String data = data(parse(page));
    assertEquals(0, number(data, "total"));
    assertEquals(List.of(), steps(data, Board.of(3, 3)));
    assertTrue(page.contains("no tour"));
  }

  @Test
  void escapeCoversTheFiveSpecialCharacters() {
    assertEquals("&lt;a href=&quot;x&quot;&gt;&amp;&#39;", HtmlAnimator.escape("<a href=\"x\">&'"));
    assertEquals("plain 8x8", HtmlAnimator.escape("plain 8x8"));
  }

  @Test
  void theStartingSpeedFollowsTheFrameDelay() {
    Tour tour = Tours.open(5, 5);
    StringBuilder slow = new StringBuilder();
    TourAnimations.writeHtml(tour, AnimationStyle.builder().frameDelayMillis(1000).build(), slow);
    StringBuilder fast = new StringBuilder();
    TourAnimations.writeHtml(tour, AnimationStyle.builder().frameDelayMillis(20).build(), fast);
    // SPEEDS[0] is 1 step a second, SPEEDS[5] 50.
    assertTrue(slow.toString().contains("id=\"speed\" min=\"0\" max=\"13\" value=\"0\""));
    assertTrue(fast.toString().contains("id=\"speed\" min=\"0\" max=\"13\" value=\"5\""));
  }

  /** One svg, two scripts (data and player), the controls, and no address but the SVG namespace. */
  private static void checkSelfContained(String page, Document document) {
    assertEquals(1, document.getElementsByTagName("svg").getLength());
    assertEquals(SVG_NS, ((Element) document.getElementsByTagName("svg").item(0)).getAttribute("xmlns"));
    NodeList scripts = document.getElementsByTagName("script");
    assertEquals(2, scripts.getLength());
    assertEquals("application/json", ((Element) scripts.item(0)).getAttribute("type"));
    assertTrue(scripts.item(1).getTextContent().contains("requestAnimationFrame"));
    for (String id : List.of("play", "step", "reset", "speed", "counter", "path", "start", "knight")) {
      assertEquals(1, elementsWithId(document, id), id);
    }
    Matcher address = Pattern.compile("(?i)https?://[^\"' )]*").matcher(page);
    while (address.find()) {
      assertEquals(SVG_NS, address.group(), "the page loads nothing");
    }
    assertFalse(page.contains(" src="), "nothing to load");
    assertFalse(page.contains("<link"), "nothing to load");
  }

  private static int elementsWithId(Document document, String id) {
    int count = 0;
    NodeList all = document.getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      if (id.equals(((Element) all.item(i)).getAttribute("id"))) {
        count++;
      }
    }
    return count;
  }

  static Document parse(String page) throws Exception {
    String doctype = "<!DOCTYPE html>\n";
    assertTrue(page.startsWith(doctype));
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    factory.setExpandEntityReferences(false);
    byte[] bytes = page.substring(doctype.length()).getBytes(StandardCharsets.UTF_8);
    return factory.newDocumentBuilder().parse(new ByteArrayInputStream(bytes));
  }

  private static String data(Document document) {
    Element script = (Element) document.getElementsByTagName("script").item(0);
    assertEquals("data", script.getAttribute("id"));
    String json = script.getTextContent();
    assertFalse(json.contains("<"), "no markup in the data");
    return json;
  }

  private static String string(String json, String name) {
    Matcher m = Pattern.compile("\"" + name + "\":\"([^\"]*)\"").matcher(json);
    assertTrue(m.find(), name);
    return m.group(1);
  }

  private static long number(String json, String name) {
    Matcher m = Pattern.compile("\"" + name + "\":(\\d+)").matcher(json);
    assertTrue(m.find(), name);
    return Long.parseLong(m.group(1));
  }

  private static List<Integer> array(String json, String name) {
    Matcher m = Pattern.compile("\"" + name + "\":\\[([0-9,]*)]").matcher(json);
    assertTrue(m.find(), name);
    List<Integer> values = new ArrayList<>();
    for (String value : m.group(1).split(",")) {
      if (!value.isEmpty()) {
        values.add(Integer.parseInt(value));
      }
    }
    return values;
  }

  private static List<Square> squares(List<Integer> indices, Board board) {
    List<Square> squares = new ArrayList<>();
    for (int index : indices) {
      squares.add(Square.of(index / board.cols(), index % board.cols()));
    }
    return squares;
  }

  /** Decodes the kinds and squares into steps, the depths from replaying them. */
  private static List<SearchStep<Square>> steps(String json, Board board) {
    String kinds = string(json, "kinds");
    List<Square> squares = squares(array(json, "squares"), board);
    assertEquals(kinds.length(), squares.size());
    List<SearchStep<Square>> steps = new ArrayList<>();
    int length = 0;
    for (int i = 0; i < kinds.length(); i++) {
      switch (kinds.charAt(i)) {
        case 'S' -> {
          steps.add(new SearchStep<>(SearchStep.Kind.PLACED, squares.get(i), 0));
          length = 1;
        }
        case 'P' -> steps.add(new SearchStep<>(SearchStep.Kind.PLACED, squares.get(i), length++));
        case 'R' -> steps.add(new SearchStep<>(SearchStep.Kind.REMOVED, squares.get(i), --length));
        case 'D' -> steps.add(new SearchStep<>(SearchStep.Kind.DEAD_END, squares.get(i), length - 1));
        default -> throw new AssertionError("kind " + kinds.charAt(i));
      }
    }
    return steps;
  }
}
