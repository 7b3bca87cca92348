package io.github.knighttours.web.jdk.java.util.concurrent;

/** {@code java.util.concurrent.TimeoutException} for the page, which TeaVM's class library lacks. */
public class TTimeoutException extends Exception {
  private static final long serialVersionUID = 1L;

  /** An exception without a message. */
  public TTimeoutException() {}

  /**
   * An exception with a message.
   *
   * @param message the message
   */
  public TTimeoutException(String message) {
    super(message);
  }
}
