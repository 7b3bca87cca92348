package io.github.knighttours;

/**
 * Run by {@link HeapLimitTest} in a JVM of its own with a small heap: solves n × n from a1 for n
 * from the first argument downwards, until a board is not rejected for its size, and prints one
 * line for the first board rejected and one for the first board solved. Exit status 3 if the
 * heap ran out although the size check let the board through, 0 otherwise.
 *
 * <p>Arguments: strategy name, the first side to try, and optionally a node budget in nodes per
 * square.
 */
final class HeapProbe {

  private HeapProbe() {}

  public static void main(String[] args) {
    Strategy strategy = Strategy.valueOf(args[0]);
    int side = Integer.parseInt(args[1]);
    long budgetPerSquare = args.length > 2 ? Long.parseLong(args[2]) : 0;
    boolean rejected = false;
    for (; side >= 5; side--) {
      TourRequest.Builder request = TourRequest.builder(Board.of(side, side), Square.of(0, 0));
      if (budgetPerSquare > 0) {
        request.nodeBudget(budgetPerSquare * side * side);
      }
      try {
        TourResult result = KnightTours.solve(request.build(), strategy);
        System.out.println("SOLVED " + side + "x" + side + " " + result.outcome());
        return;
      } catch (IllegalArgumentException e) {
        if (e.getCause() instanceof OutOfMemoryError) {
          System.out.println("OUT OF MEMORY " + side + "x" + side + " " + e.getMessage());
          System.exit(3);
        }
        if (!rejected) {
          System.out.println("REJECTED " + side + "x" + side + " " + e.getMessage());
          rejected = true;
        }
      }
    }
    System.out.println("NOTHING FITS");
  }
}
