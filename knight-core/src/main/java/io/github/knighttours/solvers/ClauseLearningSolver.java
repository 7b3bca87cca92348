package io.github.knighttours.solvers;

import io.github.knighttours.TourRequest;
import io.github.knighttours.Outcome;
import io.github.knighttours.Strategy;

import io.github.knighttours.spi.NeighbourFunction;
import io.github.knighttours.internal.search.ClauseLearningSearch;
import io.github.knighttours.internal.search.ExhaustiveSearch;
import io.github.knighttours.internal.search.PathEngine;
import io.github.knighttours.spi.SearchResult;
import io.github.knighttours.internal.search.SearchMonitor;
import java.util.OptionalLong;

/**
 * An exact search that decides edges and learns from its contradictions (conflict-driven clause
 * learning, as SAT solvers do), for boards and for any undirected graph. It is the exact search of
 * {@link Strategy#AUTO} on graphs, where it finds cycles that the other searches miss on graphs
 * built to be hard.
 *
 * <p>Each edge is in the tour or out of it. The rules every Hamiltonian cycle obeys decide edges
 * as others are decided: two edges at each vertex (once two are in, the rest are out; once all but
 * two are out, those two are in), no cycle shorter than the graph (an edge joining the ends of a
 * path of in-edges is out), and two crossings of every cut (the edges not out must stay connected,
 * without a bridge). Each deduction keeps its reasons; when the rules contradict one another, the
 * search learns a clause (decisions that cannot all hold) from the reasons and jumps back to where
 * that clause first decides something, so no later branch repeats the mistake (J. P. Marques-Silva
 * and K. A. Sakallah, "GRASP: A search algorithm for propositional satisfiability", IEEE
 * Transactions on Computers 48(5), 1999). It decides at an end of a path of in-edges first, the
 * edge most often met in recent contradictions there (VSIDS: M. W. Moskewicz et al., "Chaff:
 * engineering an efficient SAT solver", DAC 2001), restarts after 100 times Luby's sequence of
 * contradictions, keeping what it learnt, and forgets the least useful clauses as they pile up.
 *
 * <p>An open tour (a Hamiltonian path) is a cycle of the graph with one more vertex, joined to
 * every vertex, that must use the edge from it to the start; with an {@linkplain
 * TourRequest#end() end square}, a cycle that must use the edge from the end to the start.
 *
 * <p>It is exact: {@link Outcome#FOUND} with a tour whenever one exists, given the budget, and
 * {@link Outcome#PROVEN_ABSENT} only when every choice of edges has led to a contradiction (every
 * clause it learns follows from the rules). Choices among equals follow the request's seed, or a
 * fixed one, so the same request gives the same tour. On a directed graph (whose edges cannot be
 * taken either way) it runs {@link BacktrackingSolver}'s search instead.
 *
 * <p>Statistics: a node is an edge decided, by a choice or by the rules (so that a node budget
 * bounds the work done), and a backtrack is a contradiction. Performance: exponential in the
 * worst case. A decision costs its deductions plus, at most
 * decisions, a connectivity check in O(V + E); memory is O(V + E) plus the clauses learnt, whose
 * total size is bounded (about 16 literals an edge, at least 2^20). Stateless and thread-safe.
 */
public final class ClauseLearningSolver extends GenericSolver {

  /** Creates the solver. Prefer {@link Strategy#CLAUSE_LEARNING}{@code .solver()}, which is shared. */
  public ClauseLearningSolver() {
    super("CLAUSE_LEARNING", true, true);
  }

  @Override
  PathEngine engine(int lookahead, OptionalLong seed) {
    return engineTo(lookahead, seed, -1);
  }

  @Override
  PathEngine engineTo(int lookahead, OptionalLong seed, int end) {
    long ties = seed.orElse(ClauseLearningSearch.UNSEEDED);
    return new PathEngine() {
      @Override
      public SearchResult search(NeighbourFunction graph, int start, boolean closed, SearchMonitor monitor) {
        if (!graph.isSymmetric()) {
          return end >= 0 ? ExhaustiveSearch.run(graph, start, end, monitor) : ExhaustiveSearch.run(graph, start, closed, monitor);
        }
        return closed
            ? ClauseLearningSearch.run(graph, start, ties, monitor)
            : ClauseLearningSearch.runPath(graph, start, end, ties, monitor);
      }

      @Override
      public boolean cycleIndependentOfStart() {
        return true;
      }
    };
  }

  @Override
  long workingBytes(long n, int maxDegree) {
    return Math.max(ClauseLearningSearch.workingBytes(n + 1, maxDegree + 1), ExhaustiveSearch.workingBytes(n, maxDegree));
  }
}
