/**
 * Constructions: tours built in linear time without searching the board (divide and conquer,
 * the narrow-board construction, the small piece search that finds their blocks once). Depends
 * on {@code internal.graph} and, for the monitor and its results, {@code internal.search}. Not
 * API.
 */
package io.github.knighttours.internal.construct;
