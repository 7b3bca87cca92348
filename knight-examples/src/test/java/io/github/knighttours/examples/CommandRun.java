package io.github.knighttours.examples;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * What one in-process run of the command line printed and returned, for the command-line tests.
 *
 * @param status the exit status
 * @param out what went to standard output
 * @param err what went to standard error
 */
record CommandRun(int status, String out, String err) {

  /** Runs {@code knight-tours} with {@code args} in this JVM. */
  static CommandRun run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = TourMain.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    return new CommandRun(status, out.toString(), err.toString());
  }
}
