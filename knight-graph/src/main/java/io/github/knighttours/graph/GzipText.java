package io.github.knighttours.graph;

import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * Decompresses a gzip file, and turns a corrupt or truncated one into a clear
 * {@link IllegalArgumentException} naming the file: bad input, not a failed read. (The size of
 * the text it gives is bounded by {@link LimitedReader}.)
 */
final class GzipText extends FilterInputStream {

  private final String name;

  GzipText(InputStream raw, String name) throws IOException {
    super(null);
    this.name = name;
    try {
      this.in = new GZIPInputStream(raw, 1 << 16);
    } catch (ZipException | EOFException e) {
      throw corrupt(e);
    }
  }

  @Override
  public int read() throws IOException {
    try {
      return in.read();
    } catch (ZipException | EOFException e) {
      throw corrupt(e);
    }
  }

  @Override
  public int read(byte[] buffer, int offset, int length) throws IOException {
    try {
      return in.read(buffer, offset, length);
    } catch (ZipException | EOFException e) {
      throw corrupt(e);
    }
  }

  private IllegalArgumentException corrupt(IOException e) {
    return new IllegalArgumentException(name + ": not a valid gzip file: " + e.getMessage(), e);
  }
}
