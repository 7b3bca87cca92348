package io.github.knighttours.count;

import io.github.knighttours.CountMethod;

import java.math.BigInteger;
import java.time.Duration;

/**
 * A snapshot of a running count, passed to a {@link CountProgressListener}.
 *
 * @param fractionDone an estimate from 0 to 1 of the work done, never decreasing; 1 when the count
 *     is complete. For the depth-first search, the share of the search tree under the finished
 *     work items and the searched part of the running ones, each share estimated as if sibling
 *     subtrees took equally long (they do not, so the estimate runs unevenly); for the frontier
 *     sweep ({@link CountMethod#FRONTIER}), the share of the board's squares done
 * @param toursSoFar the tours counted so far, symmetry weights included; never more than the
 *     final count (a frontier sweep completes most tours at its last squares)
 * @param nodes search nodes expanded so far, by all threads together; for the frontier sweep, the
 *     states processed so far by this run
 * @param elapsed time since the count began
 * @param frontierStates for the frontier sweep, the states of its current generation (what the
 *     next square will process); 0 for the depth-first search
 */
public record CountProgress(
    double fractionDone, BigInteger toursSoFar, long nodes, Duration elapsed, long frontierStates) {

  /**
   * A snapshot of a depth-first count, without frontier states.
   *
   * @param fractionDone see the record's description
   * @param toursSoFar see the record's description
   * @param nodes see the record's description
   * @param elapsed see the record's description
   */
  public CountProgress(double fractionDone, BigInteger toursSoFar, long nodes, Duration elapsed) {
    this(fractionDone, toursSoFar, nodes, elapsed, 0);
  }
}
