package io.github.knighttours;

import java.io.Writer;
import java.util.List;

/**
 * Runs one call that would not fit in a small heap, in a JVM started by {@link HeapRefusalsTest}
 * with that heap, and prints one line: {@code IAE <message>} if it was refused,
 * {@code OK <detail>} if it ran, or {@code OOM <message>} (and exits with status 3) if an
 * {@link OutOfMemoryError} escaped.
 */
public final class HeapRefusalMain {

  private HeapRefusalMain() {}

  /**
   * @param args the case to run: render, render-appendable, count, split, split-grows, work-item
   *     or listing
   */
  public static void main(String[] args) {
    try {
      System.out.println("OK " + run(args[0]));
    } catch (IllegalArgumentException e) {
      System.out.println("IAE " + e.getMessage());
    } catch (OutOfMemoryError e) {
      System.out.println("OOM " + e.getMessage());
      System.exit(3);
    }
  }

  private static String run(String which) {
    switch (which) {
      case "render":
        return tour().render().length() + " characters";
      case "render-appendable":
        CountingWriter out = new CountingWriter();
        tour().render(out);
        return out.characters + " characters";
      case "count":
        return KnightTours.count(CountRequest.builder(Board.of(150, 150), CountKind.OPEN_DIRECTED).parallelism(2).build())
            .toString();
      case "split":
        return KnightTours.split(CountRequest.builder(Board.of(60, 60), CountKind.OPEN_DIRECTED).build(), KnightTours.MAX_SPLIT)
                .size()
            + " items";
      case "split-grows":
        // Allowed up front (200000 short items fit), then refused as the levels grow.
        List<CountWorkItem> items =
            KnightTours.split(CountRequest.builder(Board.of(12, 12), CountKind.OPEN_DIRECTED).build(), 200_000);
        return items.size() + " items";
      case "work-item":
        return CountWorkItem.decode("knight-tours-count/1 board=150x150 kind=OPEN_FROM_START symmetry=off weight=1 prefix=a1")
            .count()
            .toString();
      case "listing":
        return KnightTours.openTours(Board.of(2000, 2000), Square.of(0, 0)).findFirst().toString();
      default:
        throw new AssertionError(which);
    }
  }

  /** A closed tour of 2000 x 2000: 16 MB of path, whose text is some 32 million characters. */
  private static Tour tour() {
    TourRequest request = TourRequest.builder(Board.of(2000, 2000), Square.of(0, 0)).kind(TourKind.CLOSED).build();
    return KnightTours.solve(request).tour().orElseThrow();
  }

  private static final class CountingWriter extends Writer {
    long characters;

    @Override
    public void write(char[] buffer, int offset, int length) {
      characters += length;
    }

    @Override
    public Writer append(CharSequence csq) {
      characters += csq.length();
      return this;
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  }
}
