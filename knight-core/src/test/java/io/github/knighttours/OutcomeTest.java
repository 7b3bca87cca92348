package io.github.knighttours;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OutcomeTest {

  @Test
  void onlyFoundAndProvenAbsentAreConclusive() {
    Set<Outcome> conclusive = EnumSet.noneOf(Outcome.class);
    for (Outcome outcome : Outcome.values()) {
      if (outcome.isConclusive()) {
        conclusive.add(outcome);
      }
    }
    assertEquals(EnumSet.of(Outcome.FOUND, Outcome.PROVEN_ABSENT), conclusive);
  }
}
