package io.github.knighttours.draw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.spi.SearchStep;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** The animations' bad arguments fail early, naming the argument and its value. */
class AnimationArgumentsTest {

  private static final Tour TOUR = Tours.open(5, 5);
  private static final Board BOARD = TOUR.board();
  private static final AnimationStyle STYLE = AnimationStyle.defaults();
  private static final List<SearchStep<Square>> STEPS = List.of(step(SearchStep.Kind.PLACED, "a1", 0));

  @Test
  void nullArguments() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    StringBuilder text = new StringBuilder();
    Optional<Tour> none = Optional.empty();
    assertNull("tour", () -> TourAnimations.writeGif(null, out));
    assertNull("out", () -> TourAnimations.writeGif(TOUR, (OutputStream) null));
    assertNull("style", () -> TourAnimations.writeGif(TOUR, null, out));
    assertNull("board", () -> TourAnimations.writeGif(null, STEPS, none, out));
    assertNull("steps", () -> TourAnimations.writeGif(BOARD, null, none, out));
    assertNull("tour", () -> TourAnimations.writeGif(BOARD, STEPS, null, out));
    assertNull("style", () -> TourAnimations.writeGif(BOARD, STEPS, none, null, out));
    assertNull("out", () -> TourAnimations.writeGif(BOARD, STEPS, none, STYLE, null));
    assertNull("steps[1]", () -> TourAnimations.writeGif(BOARD, Arrays.asList(STEPS.get(0), null), none, out));
    assertNull("tour", () -> TourAnimations.html(null));
    assertNull("style", () -> TourAnimations.writeHtml(TOUR, null, text));
    assertNull("out", () -> TourAnimations.writeHtml(TOUR, STYLE, null));
    assertNull("board", () -> TourAnimations.html(null, STEPS, none));
    assertNull("steps", () -> TourAnimations.html(BOARD, null, none));
    assertNull("tour", () -> TourAnimations.html(BOARD, STEPS, null));
    assertNull("out", () -> TourAnimations.writeHtml(BOARD, STEPS, none, STYLE, null));
    assertNull("pictureStyle", () -> AnimationStyle.builder().pictureStyle(null));
  }

  @Test
  void badStyleValues() {
    assertIllegal("frameDelayMillis must be in 20..60000: 19", () -> AnimationStyle.builder().frameDelayMillis(19));
    assertIllegal("frameDelayMillis must be in 20..60000: 60001",
        () -> AnimationStyle.builder().frameDelayMillis(60_001));
    assertIllegal("maxFrames must be in 3..2000: 2", () -> AnimationStyle.builder().maxFrames(2));
    assertIllegal("maxFrames must be in 3..2000: 2001", () -> AnimationStyle.builder().maxFrames(2001));
  }

  @Test
  void stepsThatDoNotFitAreNamedByIndex() {
    assertBadSteps("steps[0] " + step(SearchStep.Kind.REMOVED, "a1", 0) + " is not at the end of a path of 0 squares",
        List.of(step(SearchStep.Kind.REMOVED, "a1", 0)));
    assertBadSteps("steps[1] " + step(SearchStep.Kind.PLACED, "b3", 2) + " does not fit a path of 1 squares",
        List.of(step(SearchStep.Kind.PLACED, "a1", 0), step(SearchStep.Kind.PLACED, "b3", 2)));
    assertBadSteps("does not fit a path of 2 squares that holds a1",
        List.of(step(SearchStep.Kind.PLACED, "a1", 0), step(SearchStep.Kind.PLACED, "b3", 1),
            step(SearchStep.Kind.PLACED, "a1", 2)));
    assertBadSteps("steps[1] " + step(SearchStep.Kind.DEAD_END, "b3", 0) + " is not at the end",
        List.of(step(SearchStep.Kind.PLACED, "a1", 0), step(SearchStep.Kind.DEAD_END, "b3", 0)));
    assertBadSteps("steps[0] " + step(SearchStep.Kind.PLACED, "f1", 0) + " is off the 5x5 board",
        List.of(step(SearchStep.Kind.PLACED, "f1", 0)));
  }

  @Test
  void aTourOfAnotherBoardIsRefused() {
    Optional<Tour> other = Optional.of(Tours.open(3, 4));
    String message = "tour is of the 3x4 board, not of the 5x5 board of the steps";
    assertIllegal(message, () -> TourAnimations.writeGif(BOARD, STEPS, other, new ByteArrayOutputStream()));
    assertIllegal(message, () -> TourAnimations.html(BOARD, STEPS, other));
  }

  @Test
  void boardsTooLargeAreRefusedBeforeDrawing() {
    Tour wide = Tours.open(5, 1025);
    assertIllegal("board 5x1025 has a side of 1025 squares, more than the 1024 pixels a GIF gets",
        () -> TourAnimations.writeGif(wide, new ByteArrayOutputStream()));
    Board big = Board.of(501, 500);
    assertIllegal("board 501x500 has 250500 squares, more than the 250000 an HTML page animates",
        () -> TourAnimations.html(big, List.of(), Optional.empty()));
    // A GIF of 1024 squares a side is fine: 1 pixel a square.
    assertEquals(1, GifAnimator.cellSize(Board.of(5, 1024), STYLE));
  }

  @Test
  void writeFailuresAreUnchecked() {
    OutputStream broken = new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException("disk full");
      }
    };
    UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> TourAnimations.writeGif(TOUR, broken));
    assertTrue(e.getMessage().contains("GIF of the 5x5 board"), e.getMessage());
    Appendable failing = new Appendable() {
      @Override
      public Appendable append(CharSequence csq) throws IOException {
        throw new IOException("disk full");
      }

      @Override
      public Appendable append(CharSequence csq, int start, int end) throws IOException {
        throw new IOException("disk full");
      }

      @Override
      public Appendable append(char c) throws IOException {
        throw new IOException("disk full");
      }
    };
    UncheckedIOException html =
        assertThrows(UncheckedIOException.class, () -> TourAnimations.writeHtml(TOUR, STYLE, failing));
    assertEquals("disk full", html.getCause().getMessage());
  }

  private static SearchStep<Square> step(SearchStep.Kind kind, String square, int depth) {
    return new SearchStep<>(kind, Square.parse(square), depth);
  }

  private static void assertBadSteps(String messagePart, List<SearchStep<Square>> steps) {
    assertIllegal(messagePart,
        () -> TourAnimations.writeGif(BOARD, steps, Optional.empty(), new ByteArrayOutputStream()));
    assertIllegal(messagePart, () -> TourAnimations.html(BOARD, steps, Optional.empty()));
  }

  private static void assertNull(String name, Executable call) {
    NullPointerException e = assertThrows(NullPointerException.class, call);
    assertEquals(name, e.getMessage());
  }

  private static void assertIllegal(String messagePart, Executable call) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
    assertTrue(e.getMessage().contains(messagePart), e.getMessage());
  }
}
