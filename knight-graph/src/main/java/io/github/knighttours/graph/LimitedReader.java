package io.github.knighttours.graph;

import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;

/** Passes text through until it is longer than a limit, then refuses it with the sizes. */
final class LimitedReader extends FilterReader {

  private final String name;
  private final long limit;
  private long count;

  LimitedReader(Reader in, String name, long limit) {
    super(in);
    this.name = name;
    this.limit = limit;
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
      long heapMiB = Runtime.getRuntime().maxMemory() >> 20;
      throw new IllegalArgumentException(
          name + ": the text (after decompression) is longer than " + limit + " characters, at most "
              + (limit >> 20) + " MiB are read: as many characters as the maximum heap (" + heapMiB
              + " MiB) has bytes, and never more than " + (GraphFiles.MAX_TEXT_CHARS >> 20)
              + " MiB (raise the heap with -Xmx)");
    }
  }
}
