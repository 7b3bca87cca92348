package io.github.knighttours;

import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.spi.Shape;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The words of results on boards. The engines search a neighbour function and explain in graph
 * words (vertex, edge, Hamiltonian path); on a chessboard the same sentence says square, move
 * and tour, and on a 3-D board cell. Only whole words change, in the library's own sentences.
 */
final class BoardWords {

  private BoardWords() {}

  private static final Pattern GRAPH_WORD =
      Pattern.compile(
          "\\bHamiltonian (path|cycle)(s?)\\b|\\b(vertex|vertices|edge|edges)\\b|\\b(the|a) graph('s)?\\b");

  /** {@code text} in the words of {@code shape}: unchanged on shapes other than boards. */
  static String say(Shape<?> shape, String text) {
    String square;
    if (shape instanceof Board) {
      square = "square";
    } else if (shape instanceof Board3d) {
      square = "cell";
    } else {
      return text;
    }
    Matcher m = GRAPH_WORD.matcher(text);
    StringBuilder out = new StringBuilder(text.length());
    // Copied by hand, not with appendReplacement/appendTail: their StringBuilder forms are missing
    // from TeaVM's class library, which compiles this for the no-install page (knight-web).
    int copied = 0;
    while (m.find()) {
      String word;
      if (m.group(1) != null) {
        word = (m.group(1).equals("cycle") ? "closed tour" : "tour") + m.group(2);
      } else if (m.group(3) != null) {
        word =
            switch (m.group(3)) {
              case "vertex" -> square;
              case "vertices" -> square + "s";
              case "edge" -> "move";
              default -> "moves";
            };
      } else {
        word = m.group(4) + " board" + (m.group(5) == null ? "" : "'s");
      }
      out.append(text, copied, m.start()).append(word);
      copied = m.end();
    }
    return out.append(text, copied, text.length()).toString();
  }
}
