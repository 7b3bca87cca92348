package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.CountKind;
import io.github.knighttours.CountMethod;
import io.github.knighttours.CountRequest;
import io.github.knighttours.CountWorkItem;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.TourCount;
import java.math.BigInteger;
import java.time.Duration;
import java.util.List;

/** The README's counting example, kept here so that the build compiles it and a test runs it. */
public final class CountingQuickStart {

  private CountingQuickStart() {}

  /**
   * Lists three tours of 5x5, counts the closed tours of 6x6, stops a count of 8x8 after a second,
   * and adds up the counts of the work items of 6x6's open tours.
   *
   * @param args not used
   */
  public static void main(String[] args) {
    // Every open tour of 5x5 from a1, one at a time (there are 304); here the first three.
    KnightTours.openTours(Board.of(5, 5), Square.parse("a1"))
        .limit(3)
        .forEach(System.out::println);

    // An exact count, on all cores.
    TourCount closed =
        KnightTours.count(CountRequest.builder(Board.of(6, 6), CountKind.CLOSED_UNDIRECTED).build());
    System.out.println(closed);   // 9862 CLOSED_UNDIRECTED tours of the 6x6 board (complete; ...)

    // A frontier sweep along a narrow board: time linear in its length (shorter side at most 8).
    TourCount narrow =
        KnightTours.count(CountRequest.builder(Board.of(5, 10), CountKind.CLOSED_UNDIRECTED).build());
    System.out.println(narrow);   // 13311268 CLOSED_UNDIRECTED tours of the 5x10 board (complete; ... states ...)

    // A time budget and a progress listener; a count that runs out of time is a lower bound.
    TourCount big =
        KnightTours.count(
            CountRequest.builder(Board.of(8, 8), CountKind.CLOSED_UNDIRECTED)
                .method(CountMethod.DEPTH_FIRST)
                .timeBudget(Duration.ofSeconds(1))
                .progressListener(p -> System.out.println(p.toursSoFar() + " tours so far"))
                .build());
    System.out.println(big.isComplete() + ": " + big);   // false: at least ... (incomplete, a lower bound: ...)

    // Independent work items, as lines of text: count each anywhere, and add up.
    CountRequest request = CountRequest.builder(Board.of(6, 6), CountKind.OPEN_DIRECTED).build();
    List<String> lines = KnightTours.split(request, 1000).stream().map(CountWorkItem::encode).toList();
    BigInteger total =
        lines.parallelStream()   // or one line per task on a cluster
            .map(line -> CountWorkItem.decode(line).count())
            .reduce(BigInteger.ZERO, BigInteger::add);
    System.out.println(lines.size() + " items, " + total + " tours");   // ... items, 6637920 tours
  }
}
