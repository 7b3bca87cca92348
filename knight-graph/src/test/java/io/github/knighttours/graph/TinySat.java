package io.github.knighttours.graph;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

/**
 * A small DPLL solver (unit propagation, then branching on the first free variable), for the
 * CNFs of graphs of a dozen vertices: the tests' SAT oracle when no solver is installed.
 */
final class TinySat {

  private final int variables;
  private final List<int[]> clauses = new ArrayList<>();

  private TinySat(int variables) {
    this.variables = variables;
  }

  /** Parses DIMACS CNF, checking the header's counts. */
  static TinySat parse(String dimacs) throws IOException {
    BufferedReader in = new BufferedReader(new StringReader(dimacs));
    TinySat sat = null;
    long declared = -1;
    String line;
    while ((line = in.readLine()) != null) {
      line = line.trim();
      if (line.isEmpty() || line.startsWith("c")) {
        continue;
      }
      String[] words = line.split("\\s+");
      if (words[0].equals("p")) {
        sat = new TinySat(Integer.parseInt(words[2]));
        declared = Long.parseLong(words[3]);
        continue;
      }
      int[] clause = new int[words.length - 1];
      for (int i = 0; i < clause.length; i++) {
        clause[i] = Integer.parseInt(words[i]);
        if (clause[i] == 0 || Math.abs(clause[i]) > sat.variables) {
          throw new IllegalStateException("bad literal " + clause[i] + " in " + line);
        }
      }
      if (!words[words.length - 1].equals("0")) {
        throw new IllegalStateException("clause not ended by 0: " + line);
      }
      sat.clauses.add(clause);
    }
    if (sat.clauses.size() != declared) {
      throw new IllegalStateException(sat.clauses.size() + " clauses, header says " + declared);
    }
    return sat;
  }

  int variables() {
    return variables;
  }

  /** A model (index v: +1 true, -1 false), or null if unsatisfiable. */
  int[] solve() {
    int[] value = new int[variables + 1];
    return search(value) ? value : null;
  }

  /** Whether every clause holds under a full assignment. */
  boolean satisfiedBy(int[] value) {
    for (int[] c : clauses) {
      boolean sat = false;
      for (int l : c) {
        if (value[Math.abs(l)] == Integer.signum(l)) {
          sat = true;
          break;
        }
      }
      if (!sat) {
        return false;
      }
    }
    return true;
  }

  private boolean search(int[] value) {
    List<Integer> trail = new ArrayList<>();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int[] c : clauses) {
        int free = 0;
        int last = 0;
        boolean sat = false;
        for (int l : c) {
          int v = value[Math.abs(l)];
          if (v == Integer.signum(l)) {
            sat = true;
            break;
          }
          if (v == 0) {
            free++;
            last = l;
          }
        }
        if (sat) {
          continue;
        }
        if (free == 0) {
          undo(value, trail);
          return false;
        }
        if (free == 1) {
          value[Math.abs(last)] = Integer.signum(last);
          trail.add(Math.abs(last));
          changed = true;
        }
      }
    }
    int branch = 0;
    for (int v = 1; v <= variables; v++) {
      if (value[v] == 0) {
        branch = v;
        break;
      }
    }
    if (branch == 0) {
      return true;
    }
    for (int sign : new int[] {1, -1}) {
      value[branch] = sign;
      if (search(value)) {
        return true;
      }
    }
    value[branch] = 0;
    undo(value, trail);
    return false;
  }

  private static void undo(int[] value, List<Integer> trail) {
    for (int v : trail) {
      value[v] = 0;
    }
  }

  /** The model in the SAT competition's output format. */
  static String competitionOutput(int[] model) {
    StringBuilder s = new StringBuilder("c tiny\ns SATISFIABLE\n");
    for (int v = 1; v < model.length; v++) {
      if ((v - 1) % 10 == 0) {
        s.append(v == 1 ? "v" : "\nv");
      }
      s.append(' ').append(model[v] > 0 ? v : -v);
    }
    return s.append("\nv 0\n").toString();
  }

  /** The model as MiniSat's result file writes it. */
  static String minisatOutput(int[] model) {
    StringBuilder s = new StringBuilder("SAT\n");
    for (int v = 1; v < model.length; v++) {
      s.append(model[v] > 0 ? v : -v).append(' ');
    }
    return s.append("0\n").toString();
  }
}
