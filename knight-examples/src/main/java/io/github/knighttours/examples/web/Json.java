package io.github.knighttours.examples.web;

/** Just enough JSON writing for the simulator's answers. */
final class Json {

  private Json() {}

  /** Returns {@code text} as a JSON string literal, quotes included. */
  static String string(String text) {
    StringBuilder quoted = new StringBuilder(text.length() + 2).append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '"' || c == '\\') {
        quoted.append('\\').append(c);
      } else if (c < 0x20 || c == '\u2028' || c == '\u2029') {
        quoted.append(String.format("\\u%04x", (int) c));
      } else {
        quoted.append(c);
      }
    }
    return quoted.append('"').toString();
  }
}
