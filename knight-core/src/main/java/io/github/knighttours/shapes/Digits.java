package io.github.knighttours.shapes;

import static com.google.common.base.Preconditions.checkArgument;

/** Reads the non-negative whole numbers in the text of a {@link Board3d} or a {@link Cell}. */
final class Digits {

  private Digits() {}

  /**
   * Reads {@code digits}, ASCII digits only, as an int. The messages are the caller's templates:
   * {@code missing} given {@code text, name}; {@code notWhole} and {@code tooLarge} given {@code
   * text, name, digits}.
   *
   * @throws IllegalArgumentException if {@code digits} is empty, holds anything but a digit, or
   *     exceeds {@link Integer#MAX_VALUE}
   */
  static int read(String text, String name, String digits, String missing, String notWhole, String tooLarge) {
    checkArgument(!digits.isEmpty(), missing, text, name);
    long value = 0;
    for (int i = 0; i < digits.length(); i++) {
      char c = digits.charAt(i);
      checkArgument(c >= '0' && c <= '9', notWhole, text, name, digits);
      value = value * 10 + (c - '0');
      checkArgument(value <= Integer.MAX_VALUE, tooLarge, text, name, digits);
    }
    return (int) value;
  }
}
