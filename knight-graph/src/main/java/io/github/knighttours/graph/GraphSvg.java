package io.github.knighttours.graph;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.jgrapht.Graph;

/** Writes a placed path as SVG text, by hand; the structure is described in {@link GraphPictures}. */
final class GraphSvg {

  /** The most pixels a side that the picture asks a viewer for; larger ones are scaled down. */
  static final double MAX_DISPLAY_SIDE = 4000;

  private GraphSvg() {}

  static <V, E> String write(PathOnGraph<V, E> path, GraphPlacement<V> placement) {
    Graph<V, E> graph = path.graph();
    boolean directed = graph.getType().isDirected();
    int n = graph.vertexSet().size();
    StringBuilder out = new StringBuilder(512 + 120 * n + 90 * graph.edgeSet().size());
    String side = number(placement.side());
    String shown = number(Math.min(placement.side(), MAX_DISPLAY_SIDE));
    out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        .append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(shown).append("\" height=\"")
        .append(shown).append("\" viewBox=\"0 0 ").append(side).append(' ').append(side).append("\">\n");
    out.append("<title>").append(title(path)).append("</title>\n");
    out.append("<style>\n")
        .append(".edge{stroke:#b8b8b8;stroke-width:1}\n")
        .append(".path-edge{stroke:#c0392b;stroke-width:3.5;stroke-linecap:round}\n")
        .append(".closing{stroke-dasharray:9 6}\n")
        .append(".vertex{fill:#ffffff;stroke:#333333;stroke-width:1.5}\n")
        .append(".off-path{fill:#dddddd;stroke:#999999}\n")
        .append(".start{stroke:#2e8b57;stroke-width:3}\n")
        .append(".end{stroke:#1f4e9c;stroke-width:3}\n")
        .append("text{font-family:sans-serif;font-size:").append(number(fontSize(path.order().size())))
        .append("px;text-anchor:middle;dominant-baseline:central;fill:#202020}\n")
        .append("</style>\n");
    if (directed) {
      out.append("<defs><marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"6\" "
          + "markerHeight=\"6\" markerUnits=\"userSpaceOnUse\" orient=\"auto\"><path d=\"M0,0 L10,5 L0,10 z\" "
          + "fill=\"#555555\"/></marker></defs>\n");
    }
    out.append("<rect width=\"").append(side).append("\" height=\"").append(side).append("\" fill=\"#ffffff\"/>\n");

    Set<E> onPath = new HashSet<>(path.edges());
    out.append("<g class=\"edges\">\n");
    for (E e : graph.edgeSet()) {
      if (!onPath.contains(e)) {
        line(out, graph, e, placement, directed, "edge", 0);
      }
    }
    out.append("</g>\n<g class=\"path\">\n");
    List<E> edges = path.edges();
    Set<E> drawn = new HashSet<>();
    for (int i = 0; i < edges.size(); i++) {
      E e = edges.get(i);
      if (drawn.add(e)) {
        boolean closing = path.closed() && i == edges.size() - 1;
        line(out, graph, e, placement, directed, closing ? "path-edge closing" : "path-edge", i + 1);
      }
    }
    out.append("</g>\n<g class=\"vertices\">\n");
    V first = path.order().get(0);
    V last = path.order().get(path.order().size() - 1);
    for (V v : graph.vertexSet()) {
      double[] p = placement.point(v);
      String kind = path.step(v) == 0 ? "vertex off-path"
          : v.equals(first) ? "vertex start" : v.equals(last) && !path.closed() ? "vertex end" : "vertex";
      out.append("<circle class=\"").append(kind).append("\" cx=\"").append(number(p[0])).append("\" cy=\"")
          .append(number(p[1])).append("\" r=\"").append(number(GraphPlacement.VERTEX_RADIUS)).append("\"><title>");
      escape(String.valueOf(v), out);
      out.append("</title></circle>\n");
    }
    out.append("</g>\n<g class=\"numbers\">\n");
    for (V v : path.order()) {
      double[] p = placement.point(v);
      out.append("<text x=\"").append(number(p[0])).append("\" y=\"").append(number(p[1])).append("\">")
          .append(path.step(v)).append("</text>\n");
    }
    out.append("</g>\n</svg>\n");
    return out.toString();
  }

  /** One edge as a line; on a directed graph it stops at the circles and ends in an arrowhead. */
  private static <V, E> void line(StringBuilder out, Graph<V, E> graph, E e, GraphPlacement<V> placement,
      boolean directed, String kind, int step) {
    V source = graph.getEdgeSource(e);
    V target = graph.getEdgeTarget(e);
    if (source.equals(target)) {
      return; // a self-loop has no line to draw
    }
    double[] a = placement.point(source);
    double[] b = placement.point(target);
    double x1 = a[0];
    double y1 = a[1];
    double x2 = b[0];
    double y2 = b[1];
    double length = Math.hypot(x2 - x1, y2 - y1);
    if (directed && length > 2 * GraphPlacement.VERTEX_RADIUS) {
      double dx = (x2 - x1) / length * GraphPlacement.VERTEX_RADIUS;
      double dy = (y2 - y1) / length * GraphPlacement.VERTEX_RADIUS;
      x1 += dx;
      y1 += dy;
      x2 -= dx;
      y2 -= dy;
    }
    out.append("<line class=\"").append(kind).append('"');
    if (step > 0) {
      out.append(" data-step=\"").append(step).append('"');
    }
    out.append(" x1=\"").append(number(x1)).append("\" y1=\"").append(number(y1)).append("\" x2=\"")
        .append(number(x2)).append("\" y2=\"").append(number(y2)).append('"');
    if (directed) {
      out.append(" marker-end=\"url(#arrow)\"");
    }
    out.append("/>\n");
  }

  private static String title(PathOnGraph<?, ?> path) {
    int visited = path.order().size();
    int n = path.graph().vertexSet().size();
    String what = path.closed() ? "cycle" : "path";
    return visited == n
        ? "A Hamiltonian " + what + " through all " + n + (n == 1 ? " vertex" : " vertices")
        : "A " + what + " through " + visited + " of " + n + " vertices";
  }

  /** A font size at which the widest number still fits in its circle. */
  static double fontSize(int count) {
    int digits = String.valueOf(count).length();
    return Math.min(11, (2 * GraphPlacement.VERTEX_RADIUS - 4) / (0.6 * digits));
  }

  /** {@code value} with at most two decimals, without trailing zeros, in the root locale. */
  static String number(double value) {
    long hundredths = Math.round(value * 100);
    StringBuilder s = new StringBuilder();
    if (hundredths < 0) {
      s.append('-');
      hundredths = -hundredths;
    }
    s.append(hundredths / 100);
    long fraction = hundredths % 100;
    if (fraction != 0) {
      s.append('.').append(fraction / 10);
      if (fraction % 10 != 0) {
        s.append(fraction % 10);
      }
    }
    return s.toString();
  }

  /** Appends {@code text} as XML character data; characters XML 1.0 cannot hold become U+FFFD. */
  static void escape(String text, StringBuilder out) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        default -> {
          if (Character.isHighSurrogate(c) && i + 1 < text.length() && Character.isLowSurrogate(text.charAt(i + 1))) {
            out.append(c).append(text.charAt(++i));
          } else if (Character.isSurrogate(c) || (c < 0x20 && c != '\t' && c != '\n' && c != '\r')
              || c == 0xFFFE || c == 0xFFFF) {
            out.append('\uFFFD');
          } else {
            out.append(c);
          }
        }
      }
    }
  }
}
