package io.github.knighttours.web;

import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSArray;

/** Words for the page's lists. */
final class Labels {
  private Labels() {}

  static String strategy(String name) {
    return switch (name) {
      case "BACKTRACKING" -> "Backtracking, pruned and Warnsdorff-ordered (exhaustive)";
      case "NAIVE_BACKTRACKING" -> "Naive backtracking: fixed move order, no pruning (exhaustive)";
      case "WARNSDORFF" -> "Warnsdorff's rule (heuristic, no backtracking)";
      case "POHL" -> "Pohl's tie-break of Warnsdorff's rule (heuristic)";
      case "AUTO" -> "Automatic: the library's choice";
      default -> name;
    };
  }

  static JSArray<JSObject> moveOrders() {
    return Js.array();
  }
}
