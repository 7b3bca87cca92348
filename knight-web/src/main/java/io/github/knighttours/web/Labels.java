package io.github.knighttours.web;

import io.github.knighttours.solvers.MoveOrder;
import java.util.Locale;
import java.util.Map;
import org.teavm.jso.JSObject;
import org.teavm.jso.core.JSArray;

/** The page's words for the strategies and move orders: those the local server's page shows. */
final class Labels {
  private static final Map<String, String> STRATEGIES =
      Map.ofEntries(
          Map.entry("NAIVE_BACKTRACKING", "naive backtracking: fixed move order, no pruning (exhaustive)"),
          Map.entry("BACKTRACKING", "exhaustive search with pruning, Warnsdorff order"),
          Map.entry("WARNSDORFF", "Warnsdorff's rule: fewest onward moves (heuristic, never backs up)"),
          Map.entry("POHL", "Pohl's rule: Warnsdorff, ties by look-ahead (heuristic, retries)"),
          Map.entry("ROTH", "Roth's rule: Warnsdorff, ties to the edge (heuristic)"),
          Map.entry("SQUIRREL", "Squirrel and Cull's move orders (heuristic)"),
          Map.entry("POSA", "Warnsdorff with Pósa's rotations (heuristic)"),
          Map.entry("CLAUSE_LEARNING", "exact search over moves, learning from conflicts (exhaustive)"),
          Map.entry("NEURAL_NETWORK", "Takefuji and Lee's neural network (heuristic)"),
          Map.entry("DIVIDE_AND_CONQUER", "divide and conquer: joins small tours (construction)"),
          Map.entry("AUTO", "auto: a theorem, a construction or a search"));

  private static final Map<MoveOrder, String> MOVE_ORDERS =
      Map.of(
          MoveOrder.GEEKSFORGEEKS, "GeeksforGeeks' program (C, C++, Java, Python)",
          MoveOrder.MILLER_RANUM, "Miller and Ranum's Python program",
          MoveOrder.ROSETTA_ADA, "Rosetta Code's Ada program",
          MoveOrder.NEIGHBOUR_ORDER, "the board's own neighbour order");

  private Labels() {}

  static String strategy(String name) {
    return STRATEGIES.getOrDefault(name, name.toLowerCase(Locale.ROOT).replace('_', ' '));
  }

  static JSArray<JSObject> moveOrders() {
    JSArray<JSObject> a = Js.array();
    for (MoveOrder order : MoveOrder.values()) {
      JSObject o = Js.object();
      Js.set(o, "name", order.name());
      Js.set(o, "label", MOVE_ORDERS.getOrDefault(order, order.cliName()));
      Js.push(a, o);
    }
    return a;
  }
}
