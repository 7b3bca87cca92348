package io.github.knighttours.examples;

/**
 * Whether the program talks to a person at a terminal: then progress is drawn on standard error
 * and binary pictures are not written to standard output. Java 17's {@link System#console()} is
 * present exactly when standard input and output are both terminals.
 */
final class Terminal {

  /** Set by tests to act as if run in a terminal (true) or not (false); null: ask the JVM. */
  static volatile Boolean assumedForTests;

  private Terminal() {}

  /** Returns true if standard output (and error) go to a terminal. */
  static boolean isInteractive() {
    Boolean assumed = assumedForTests;
    return assumed != null ? assumed : System.console() != null;
  }
}
