package io.github.knighttours.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Outcome;
import io.github.knighttours.Strategy;
import io.github.knighttours.benchmarks.StopLatency.Case;
import io.github.knighttours.benchmarks.StopLatency.Measurement;
import io.github.knighttours.benchmarks.StopLatency.Mode;
import io.github.knighttours.benchmarks.StopLatency.Row;
import io.github.knighttours.benchmarks.StopLatency.Runner;
import io.github.knighttours.benchmarks.StopLatency.Scale;
import io.github.knighttours.benchmarks.StopLatency.Settings;
import io.github.knighttours.benchmarks.StopLatency.Status;
import io.github.knighttours.benchmarks.StopLatency.Timed;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The stop-latency table's construction, on small instances: its shape and its cells, never its figures. */
class StopLatencyTest {

  private static final List<String> FAMILIES = List.of("2d", "huge2d", "3d", "torus", "graph", "fhcp");

  private static final List<String> CALLS = List.of("count", "split", "work-item", "stream");

  /** The strategies that take only the knight's plain rectangle. */
  private static final Set<Strategy> PLAIN_ONLY =
      Set.of(Strategy.ROTH, Strategy.SQUIRREL, Strategy.DIVIDE_AND_CONQUER);

  private static final Set<String> OUTCOMES =
      Arrays.stream(Outcome.values()).map(Outcome::name).collect(Collectors.toSet());

  @Test
  @Timeout(300)
  void theTinyMatrixHasARowForEveryStrategyAndFamilyAndAnOutcomeInEveryCell() {
    Settings settings = new Settings(List.of(), 10, 60, true, Scale.TINY);
    Runner runner = StopLatency.inProcess(settings);
    List<Row> rows = StopLatency.cases(Scale.TINY).stream().map(c -> StopLatency.measure(c, runner)).toList();

    List<String> expected = new ArrayList<>();
    for (String family : FAMILIES) {
      for (Strategy s : Strategy.values()) {
        expected.add(s.name() + "/" + family);
      }
    }
    for (String call : CALLS) {
      expected.add(call + "/call");
    }
    assertEquals(expected, rows.stream().map(r -> r.row().id()).toList());

    for (Row row : rows) {
      String id = row.row().id();
      for (Measurement m : List.of(row.budget(), row.interrupt())) {
        assertNotEquals(Status.FAILED, m.status(), id + ": " + m);
        assertNotEquals(Status.TIMED_OUT, m.status(), id + ": " + m);
        assertFalse(m.cell().isBlank(), id);
      }
      assertFalse(row.outcome().isBlank(), id);
      if (row.row().family().equals("call")) {
        assertEquals(!row.row().label().equals("count"), row.budget().status() == Status.SKIPPED, id);
        continue;
      }
      boolean refused = PLAIN_ONLY.contains(Strategy.valueOf(row.row().label())) && !row.row().family().endsWith("2d");
      for (Measurement m : List.of(row.budget(), row.interrupt())) {
        if (refused) {
          assertEquals(Status.REFUSED, m.status(), id + ": " + m);
          assertEquals("n/a", m.cell(), id);
        } else {
          assertTrue(OUTCOMES.contains(m.shortOutcome()), id + ": " + m);
        }
      }
    }

    List<String> lines = StopLatency.table(rows).lines().toList();
    assertEquals(StopLatency.TABLE_HEAD, lines.get(0));
    assertEquals(StopLatency.TABLE_RULE, lines.get(1));
    assertEquals(rows.size() + 2, lines.size());
    for (String line : lines) {
      // Five columns: six bars, none of them empty.
      assertEquals(6, line.chars().filter(c -> c == '|').count(), line);
      assertFalse(line.contains("|  |"), line);
    }
    String legend = StopLatency.legend(Scale.TINY, rows);
    for (String family : FAMILIES) {
      assertTrue(legend.contains("- " + family + ": "), legend);
    }
  }

  @Test
  void cellsOverTheGoalAreBoldAndNamedInTheSummary() {
    Measurement quick = new Measurement(Status.STOPPED, 12.04, 112, "CANCELLED: interrupted");
    Measurement atGoal = new Measurement(Status.STOPPED, 50.0, 150, "BUDGET_EXHAUSTED: the time budget ran out");
    Measurement late = new Measurement(Status.STOPPED, 50.1, 150, "BUDGET_EXHAUSTED: the time budget ran out");
    Measurement never = Measurement.timedOut(30, 30_100);
    Measurement refused = new Measurement(Status.REFUSED, 0, 1, "IllegalArgumentException: needs about 9 MiB of heap");
    Measurement early = new Measurement(Status.FINISHED, -59, 41.4, "FOUND: found a tour");

    assertEquals("12.0", quick.cell());
    assertEquals("50.0", atGoal.cell());
    assertEquals("**50.1**", late.cell());
    assertEquals("**> 30 s**", never.cell());
    assertEquals("n/a", refused.cell());
    assertEquals("refused: heap", refused.shortOutcome());
    assertEquals("done at 41 ms", early.cell());
    assertEquals("—", Measurement.skipped().cell());

    Timed none = o -> "";
    List<Row> rows =
        List.of(
            new Row(new Case("A", "2d", () -> none, true), quick, late),
            new Row(new Case("B", "3d", () -> none, true), atGoal, never),
            new Row(new Case("C", "torus", () -> none, true), refused, refused),
            new Row(new Case("D", "call", () -> none, false), Measurement.skipped(), early));
    assertEquals("| A | 2d | 12.0 | **50.1** | CANCELLED / BUDGET_EXHAUSTED |", StopLatency.line(rows.get(0)));
    assertEquals("| C | torus | n/a | n/a | refused: heap |", StopLatency.line(rows.get(2)));
    assertEquals("| D | call | — | done at 41 ms | FOUND |", StopLatency.line(rows.get(3)));
    assertEquals(
        "2 of 4 stopped calls returned more than 50 ms after their stop: A/2d interrupt, B/3d interrupt.",
        StopLatency.summary(rows));
  }

  @Test
  void aMeasurementSurvivesTheLineAForkedJvmHandsBack() {
    Measurement m = new Measurement(Status.STOPPED, 383.5, 483.25, "BUDGET_EXHAUSTED: a\tb\nc");
    Measurement back = Measurement.decode(m.encode());
    assertEquals(new Measurement(Status.STOPPED, 383.5, 483.25, "BUDGET_EXHAUSTED: a b c"), back);
    assertThrows(IllegalArgumentException.class, () -> Measurement.decode("STOPPED\t1.0"));
  }

  @Test
  void argumentsSelectRowsByPartOfTheirName() {
    Settings s = Settings.parse(new String[] {"posa", "/3D", "--stop-ms", "250", "--limit-s", "5", "--tiny"});
    assertEquals(250, s.stopMillis());
    assertEquals(5, s.limitSeconds());
    assertEquals(Scale.TINY, s.scale());
    assertFalse(s.inProcess());
    assertTrue(s.selects("POSA/torus"));
    assertTrue(s.selects("AUTO/3d"));
    assertFalse(s.selects("AUTO/2d"));
    assertTrue(Settings.parse(new String[0]).selects("count/call"));

    assertThrows(IllegalArgumentException.class, () -> Settings.parse(new String[] {"--stop-ms"}));
    assertThrows(IllegalArgumentException.class, () -> Settings.parse(new String[] {"--stop-ms", "0"}));
    assertThrows(IllegalArgumentException.class, () -> Settings.parse(new String[] {"--limit-s", "x"}));
    assertThrows(IllegalArgumentException.class, () -> Settings.parse(new String[] {"--fast"}));
  }

  @Test
  @Timeout(60)
  void aCallIsClassedByWhenAndHowItEnds() throws Exception {
    Measurement refused = StopLatency.measure(o -> {
      throw new IllegalArgumentException("strategy X needs a board");
    }, Mode.INTERRUPT, 10_000, 30);
    assertEquals(Status.REFUSED, refused.status());

    Measurement finished = StopLatency.measure(o -> "FOUND: at once", Mode.BUDGET, 10_000, 30);
    assertEquals(Status.FINISHED, finished.status());
    assertEquals("FOUND", finished.shortOutcome());

    Measurement interrupted = StopLatency.measure(o -> {
      Thread.sleep(60_000);
      return "FOUND: slept through";
    }, Mode.INTERRUPT, 10, 30);
    assertEquals(Status.STOPPED, interrupted.status());
    assertEquals("InterruptedException", interrupted.shortOutcome());

    Measurement budgeted = StopLatency.measure(o -> {
      // Stands in for a search that checks its budget: it ends once the budget has run out.
      long until = System.nanoTime() + o.timeBudget().orElseThrow().toNanos();
      while (System.nanoTime() < until) {
        Thread.onSpinWait();
      }
      throw new CancellationException("budget");
    }, Mode.BUDGET, 10, 30);
    assertEquals(Status.STOPPED, budgeted.status());
    assertEquals("CancellationException", budgeted.shortOutcome());
  }

  @Test
  @Timeout(60)
  void aCallThatIgnoresItsStopIsRecordedAsNotReturning() throws Exception {
    AtomicBoolean release = new AtomicBoolean();
    try {
      Measurement m = StopLatency.measure(o -> {
        while (!release.get()) {
          Thread.onSpinWait();
        }
        return "FOUND: too late";
      }, Mode.INTERRUPT, 10, 1);
      assertEquals(Status.TIMED_OUT, m.status());
      assertEquals("**> 1 s**", m.cell());
      assertTrue(m.missesGoal());
    } finally {
      release.set(true);
    }
  }

  @Test
  @Timeout(180)
  void aForkedJvmMeasuresOneCellAndRefusesWhatTheStrategyRefuses() {
    Runner forked = StopLatency.forked(new Settings(List.of(), 10, 30, false, Scale.TINY));
    Case warnsdorff = find("WARNSDORFF/2d");
    Measurement m = forked.measure(warnsdorff, Mode.BUDGET);
    assertTrue(m.status() == Status.FINISHED || m.status() == Status.STOPPED, m.toString());
    assertTrue(OUTCOMES.contains(m.shortOutcome()), m.toString());

    Measurement roth = forked.measure(find("ROTH/3d"), Mode.INTERRUPT);
    assertEquals(Status.REFUSED, roth.status(), roth.toString());
  }

  private static Case find(String id) {
    return StopLatency.cases(Scale.TINY).stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
  }
}
