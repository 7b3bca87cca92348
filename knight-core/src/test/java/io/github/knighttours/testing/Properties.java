package io.github.knighttours.testing;

import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import java.util.function.Consumer;
import org.quicktheories.core.Gen;

/**
 * The one place that knows the property-testing engine (QuickTheories). Tests describe inputs
 * in the library's terms and this class generates them, with shrinking and a fixed seed, so
 * that the engine can be swapped without touching the tests.
 */
public final class Properties {

  /** Every run generates the same examples, so that a failure can be reproduced. */
  private static final long SEED = 20261121L;

  private Properties() {}

  /**
   * Checks {@code property} on {@code examples} random boards of 1 to {@code maxRows} rows and
   * 1 to {@code maxCols} columns, each with a random start square. Shrinks a failing case
   * towards small boards and the corner.
   */
  public static void forAllBoardsAndStarts(int maxRows, int maxCols, int examples, Consumer<BoardStart> property) {
    qt().withFixedSeed(SEED).withExamples(examples).forAll(boardsAndStarts(maxRows, maxCols)).checkAssert(property);
  }

  private static Gen<BoardStart> boardsAndStarts(int maxRows, int maxCols) {
    Gen<Board> boards = integers().between(1, maxRows).zip(integers().between(1, maxCols), Board::of);
    return boards
        .<BoardStart>flatMap(
            board ->
                integers()
                    .between(0, board.rows() - 1)
                    .zip(
                        integers().between(0, board.cols() - 1),
                        (row, col) -> new BoardStart(board, Square.of(row, col))))
        .describedAs(BoardStart::toString);
  }
}
