package io.github.knighttours;

import java.math.BigInteger;
import java.time.Duration;

/**
 * A snapshot of a running count, passed to a {@link CountProgressListener}.
 *
 * @param fractionDone an estimate from 0 to 1 of the work done, never decreasing: the share of
 *     the search tree under the finished work items and the searched part of the running ones,
 *     each share estimated as if sibling subtrees took equally long (they do not, so the
 *     estimate runs unevenly); 1 when the count is complete
 * @param toursSoFar the tours counted so far, symmetry weights included; never more than the
 *     final count
 * @param nodes search nodes expanded so far, by all threads together
 * @param elapsed time since the count began
 */
public record CountProgress(double fractionDone, BigInteger toursSoFar, long nodes, Duration elapsed) {}
