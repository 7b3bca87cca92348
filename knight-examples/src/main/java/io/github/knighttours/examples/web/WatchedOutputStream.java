package io.github.knighttours.examples.web;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.OutputStream;

/**
 * A response body whose every write and flush must make progress within {@link
 * SimulatorServer#WRITE_TIMEOUT_SECONDS}: a client that stops reading fills the socket's buffers,
 * the write blocks, and the watchdog then interrupts the writing thread, which closes the
 * connection (the JDK's server writes to a socket channel) and ends the write with an
 * IOException. Large writes go out in pieces, each with the whole timeout, so a slow but reading
 * client is never cut off.
 */
final class WatchedOutputStream extends FilterOutputStream {

  /** The most bytes one watched write hands to the socket. */
  private static final int PIECE = 64 * 1024;

  private final Watchdog watchdog;
  private final long timeoutNanos;

  WatchedOutputStream(OutputStream out, Watchdog watchdog, long timeoutNanos) {
    super(out);
    this.watchdog = watchdog;
    this.timeoutNanos = timeoutNanos;
  }

  @Override
  public void write(int b) throws IOException {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public void write(byte[] b, int off, int len) throws IOException {
    for (int done = 0; done < len; done += PIECE) {
      int piece = Math.min(PIECE, len - done);
      int from = off + done;
      watched(() -> out.write(b, from, piece));
    }
  }

  @Override
  public void flush() throws IOException {
    watched(out::flush);
  }

  @Override
  public void close() throws IOException {
    watched(out::close);
  }

  /** Something that writes to the socket. */
  interface Io {
    void run() throws IOException;
  }

  /** Runs {@code io} under the write timeout of {@code watchdog}; a timeout is an IOException. */
  static void watched(Watchdog watchdog, long timeoutNanos, Io io) throws IOException {
    Watchdog.Watch watch = watchdog.interruptAfter(timeoutNanos);
    try {
      io.run();
    } finally {
      if (watch.end()) {
        // The interrupt closed the connection, or is about to: the client is treated as gone.
        throw new InterruptedIOException(
            "the client read nothing for " + SimulatorServer.WRITE_TIMEOUT_SECONDS + " s; its connection was closed");
      }
    }
  }

  private void watched(Io io) throws IOException {
    watched(watchdog, timeoutNanos, io);
  }
}
