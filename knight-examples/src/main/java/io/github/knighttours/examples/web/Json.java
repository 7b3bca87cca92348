package io.github.knighttours.examples.web;

/**
 * Just enough JSON writing for the simulator's answers. The field names follow the shared
 * result shape of issue 26 (kind, strategy, outcome, squares, nodes, backtracks, elapsedMillis,
 * explanation); Jackson, which the command line uses for it, was not yet on main when the web
 * API took that shape, so these few flat objects are still written here.
 */
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
