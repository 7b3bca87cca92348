package io.github.knighttours.graph;

import java.io.IOException;
import java.io.Reader;

/**
 * Reads lines of at most {@link GraphFiles#MAX_LINE_CHARS} characters, ended by {@code \n},
 * {@code \r\n} or {@code \r}, and counts them: unlike {@link java.io.BufferedReader#readLine}
 * it never builds an unbounded string from a file without line breaks.
 */
final class LineReader {

  private final Reader in;
  private final String name;
  private final char[] buffer = new char[1 << 16];
  private final StringBuilder line = new StringBuilder();
  private int position;
  private int limit;
  private int lineNumber;
  private boolean afterCarriageReturn;

  LineReader(Reader in, String name) {
    this.in = in;
    this.name = name;
  }

  /** The number of the line last returned, from 1. */
  int lineNumber() {
    return lineNumber;
  }

  /** Returns the next line without its ending, or null at the end of the text. */
  String readLine() throws IOException {
    line.setLength(0);
    boolean any = false;
    while (true) {
      if (position == limit) {
        limit = in.read(buffer, 0, buffer.length);
        position = 0;
        if (limit <= 0) {
          limit = 0;
          if (!any) {
            return null;
          }
          lineNumber++;
          return line.toString();
        }
      }
      char c = buffer[position++];
      if (afterCarriageReturn) {
        afterCarriageReturn = false;
        if (c == '\n') {
          continue;
        }
      }
      if (c == '\n' || c == '\r') {
        afterCarriageReturn = c == '\r';
        lineNumber++;
        return line.toString();
      }
      any = true;
      if (line.length() == GraphFiles.MAX_LINE_CHARS) {
        throw new IllegalArgumentException(
            name + " line " + (lineNumber + 1) + ": longer than " + GraphFiles.MAX_LINE_CHARS
                + " characters; lines are at most that long");
      }
      line.append(c);
    }
  }
}
