package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import org.junit.jupiter.api.Test;

/** {@link Tour#render(Appendable)} writes exactly {@link Tour#render()}'s text, in chunks. */
class TourRenderTest {

  @Test
  void writingGivesTheSameTextAsTheString() {
    for (Tour tour :
        new Tour[] {
          TestTours.open3x4(),
          TestTours.closed5x6(),
          KnightTours.find(1, 1, Square.of(0, 0), Strategy.WARNSDORFF).orElseThrow(),
          KnightTours.find(5, 28, Square.parse("a1"), Strategy.BACKTRACKING).orElseThrow(),
          KnightTours.solve(TourRequest.of(120, 130, Square.of(0, 0))).tour().orElseThrow()
        }) {
      String text = tour.render();
      StringBuilder out = new StringBuilder();
      assertSame(out, tour.render(out));
      assertEquals(text, out.toString(), tour.board()::toString);
    }
  }

  @Test
  void longTextReachesTheAppendableInChunks() {
    Tour tour = KnightTours.solve(TourRequest.of(300, 300, Square.of(0, 0))).tour().orElseThrow();
    CountingWriter out = new CountingWriter();
    tour.render(out);
    assertEquals(tour.render().length(), out.characters);
    assertTrue(out.appends > 1 && out.longest < 10_000, () -> out.appends + " appends, longest " + out.longest);
  }

  @Test
  void anIoExceptionIsWrappedAndTheTextSoFarStays() {
    IOException failure = new IOException("disk full");
    Tour tour = KnightTours.solve(TourRequest.of(200, 200, Square.of(0, 0))).tour().orElseThrow();
    StringBuilder written = new StringBuilder();
    Appendable failing =
        new Appendable() {
          @Override
          public Appendable append(CharSequence csq) throws IOException {
            if (written.length() > 0) {
              throw failure;
            }
            written.append(csq);
            return this;
          }

          @Override
          public Appendable append(CharSequence csq, int start, int end) throws IOException {
            return append(csq.subSequence(start, end));
          }

          @Override
          public Appendable append(char c) throws IOException {
            return append(String.valueOf(c));
          }
        };
    UncheckedIOException e = assertThrows(UncheckedIOException.class, () -> tour.render(failing));
    assertSame(failure, e.getCause());
    assertTrue(tour.render().startsWith(written.toString()));
  }

  @Test
  void toStringStillRendersSmallBoardsAndSummarisesLargeOnes() {
    assertEquals(TestTours.open3x4().render(), TestTours.open3x4().toString());
    Tour large = KnightTours.solve(TourRequest.of(40, 40, Square.of(0, 0))).tour().orElseThrow();
    assertTrue(large.toString().matches("(open|closed) tour of the 40x40 board from a1 to [a-z]+[0-9]+"), large::toString);
  }

  private static final class CountingWriter extends Writer {
    long characters;
    int appends;
    int longest;

    @Override
    public void write(char[] buffer, int offset, int length) {
      characters += length;
      appends++;
      longest = Math.max(longest, length);
    }

    @Override
    public Writer append(CharSequence csq) {
      characters += csq.length();
      appends++;
      longest = Math.max(longest, csq.length());
      return this;
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  }
}
