/**
 * Counting tours without listing them: the bit-set path counters, the kinds and symmetry of a
 * count, and the parallel count over independent prefixes. Depends on {@code internal.graph}
 * and, for the heap guard, {@code internal.search}. Not API.
 */
package io.github.knighttours.internal.count;
