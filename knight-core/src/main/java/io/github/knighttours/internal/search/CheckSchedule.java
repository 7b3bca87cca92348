package io.github.knighttours.internal.search;

/**
 * When an exact search runs a costly check that only prunes (the connectivity and bridge check,
 * O(V + E)): not at every node, since most nodes pass it. After a check that passes, the next
 * waits one node longer, up to {@link #MAX_INTERVAL}; after one that fails, half as long. A
 * violation missed for a few nodes is found a few levels deeper, and skipping the check never
 * changes an answer: it only prunes, and a full assignment that passes the local rules is a
 * Hamiltonian cycle whatever the cuts. (On large cubic graphs this made the forcing search about
 * five times faster, measured 2026-11-26.) One schedule a search; not thread-safe.
 */
final class CheckSchedule {

  /** The longest wait, in nodes, between two checks. */
  static final int MAX_INTERVAL = 32;

  private long next;
  private int interval = 1;

  /** Whether the check is due at node {@code nodes} (always with {@code always}). */
  boolean due(long nodes, boolean always) {
    return always || nodes >= next;
  }

  /** Records the outcome of a check made at node {@code nodes}; returns {@code holds}. */
  boolean record(long nodes, boolean holds) {
    interval = holds ? Math.min(MAX_INTERVAL, interval + 1) : Math.max(1, interval / 2);
    next = nodes + interval;
    return holds;
  }
}
