package io.github.knighttours;

import java.math.BigInteger;
import java.time.Duration;

/**
 * A snapshot of a running count, passed to a {@link CountProgressListener}.
 *
 * @param fractionDone an estimate from 0 to 1 of the work done: the finished work items' share
 *     of the search tree, each item's share estimated from how many siblings its prefix had at
 *     each step; 1 when the count is complete
 * @param toursSoFar the tours counted so far, symmetry weights included; never more than the
 *     final count
 * @param nodes search nodes expanded so far, by all threads together
 * @param elapsed time since the count began
 */
public record CountProgress(double fractionDone, BigInteger toursSoFar, long nodes, Duration elapsed) {}
