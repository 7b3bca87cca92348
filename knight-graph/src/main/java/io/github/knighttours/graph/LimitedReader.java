package io.github.knighttours.graph;

import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;

/** Passes text through until it is longer than a limit, then refuses it with the sizes. */
final class LimitedReader extends FilterReader {

  private final String name;
  private final long limit;
  private final String why;
  private long count;

  /** {@code why} ends the message: where the limit comes from. */
  LimitedReader(Reader in, String name, long limit, String why) {
    super(in);
    this.name = name;
    this.limit = limit;
    this.why = why;
  }

  @Override
  public int read() throws IOException {
    int c = super.read();
    if (c >= 0) {
      counted(1);
    }
    return c;
  }

  @Override
  public int read(char[] buffer, int offset, int length) throws IOException {
    int read = super.read(buffer, offset, length);
    if (read > 0) {
      counted(read);
    }
    return read;
  }

  @Override
  public long skip(long n) throws IOException {
    long skipped = super.skip(n);
    counted(skipped);
    return skipped;
  }

  private void counted(long chars) {
    count += chars;
    if (count > limit) {
      throw new IllegalArgumentException(
          name + ": the text (after decompression) is longer than " + limit + " characters ("
              + (limit >> 20) + " MiB), the most that is read: " + why);
    }
  }
}
