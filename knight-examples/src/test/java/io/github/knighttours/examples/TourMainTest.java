package io.github.knighttours.examples;

import static io.github.knighttours.examples.CommandRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.knighttours.Board;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.TourSolver;
import io.github.knighttours.TourValidator;
import java.io.IOException;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicReference;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TourMainTest {

  /** Checks that the squares form a tour of the board from the start. */
  private static void assertTour(Board board, String start, List<String> names) {
    List<Square> squares = names.stream().map(Square::parse).collect(Collectors.toList());
    assertEquals(board.squareCount(), squares.size(), names.toString());
    assertEquals(Square.parse(start), squares.get(0));
    assertTrue(TourValidator.validate(board, squares).isTour(), names.toString());
  }

  @Test
  void theWholeCommandLineHasEverySubcommandAndACommandLineForOneHasOnlyThatOne() {
    assertEquals(
        List.of("tour", "count", "sample", "graph", "draw", "uncrossed", "serve", "help"),
        new ArrayList<>(TourMain.commandLine().getSubcommands().keySet()));
    assertEquals(
        List.of("graph"),
        new ArrayList<>(TourMain.commandLine("graph").getSubcommands().keySet()));
    // Not a subcommand: everything, so that help lists them all and typos get suggestions.
    assertEquals(8, TourMain.commandLine("--help").getSubcommands().size());
    assertEquals(8, TourMain.commandLine("turo").getSubcommands().size());
  }

  @Test
  void helpListsEverySubcommandAndATypoGetsTheNearestName() {
    CommandRun help = run("--help");
    assertEquals(0, help.status());
    for (String name : List.of("tour", "count", "sample", "graph", "draw", "uncrossed", "serve")) {
      assertTrue(help.out().contains("  " + name + " "), name + " missing from:\n" + help.out());
    }
    CommandRun typo = run("turo");
    assertEquals(2, typo.status());
    assertTrue(typo.err().contains("tour"), typo.err());
  }

  @Test
  void theCompletionScriptCompletesEverySubcommand(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("knight-tours_completion");
    CompletionScript.main(new String[] {file.toString()});
    String script = Files.readString(file, StandardCharsets.UTF_8);
    for (String name : List.of("tour", "count", "sample", "graph", "draw", "uncrossed", "serve")) {
      assertTrue(script.contains("_picocli_knight-tours_" + name), name);
    }
  }

  @Test
  void noArgumentsPrintTheNumberedBoardOfAnEightByEightTourFromB1() {
    CommandRun run = run();
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("+-------------------------+"), run.out());
    assertTrue(run.out().contains("a  b  c  d  e  f  g  h"), run.out());
    assertTrue(run.err().matches("(?s)(Open|Closed) tour of the 8x8 board from b1 to [a-h][1-8] \\(.*, \\d+ ms\\)\\R"), run.err());
    // Move 1 stands on b1: the bottom row, second column.
    assertTrue(Pattern.compile("(?m)^1 \\|\\s+\\d+\\s+1\\s").matcher(run.out()).find(), run.out());
  }

  @Test
  void squaresFormatIsOneLineOfAlgebraicNamesForming5x5Tour() {
    CommandRun run = run("tour", "--board", "5x5", "--start", "a1", "--format", "squares");
    assertEquals(0, run.status(), run.err());
    String[] lines = run.out().split("\\R");
    assertEquals(1, lines.length, run.out());
    assertTour(Board.of(5, 5), "a1", Arrays.asList(lines[0].split(" ")));
  }

  @Test
  void optionsAcceptTheEqualsForm() {
    CommandRun run = run("tour", "--board=6x6", "--start=c3", "--format=squares", "--strategy=warnsdorff", "--seed=7");
    assertEquals(0, run.status(), run.err());
    assertTour(Board.of(6, 6), "c3", Arrays.asList(run.out().trim().split(" ")));
    assertTrue(run.err().contains("WARNSDORFF"), run.err());
  }

  @Test
  void jsonFormatHasEveryFieldAndTheSquares() throws IOException {
    CommandRun run = run("tour", "--board", "6x6", "--start", "a1", "--kind", "closed", "--format", "json");
    assertEquals(0, run.status(), run.err());
    com.fasterxml.jackson.databind.JsonNode json = new com.fasterxml.jackson.databind.ObjectMapper().readTree(run.out());
    List<String> fields = new ArrayList<>();
    json.fieldNames().forEachRemaining(fields::add);
    assertEquals(
        List.of("command", "board", "kind", "strategy", "outcome", "start", "end", "squares", "nodes", "backtracks",
            "elapsedMillis", "explanation"),
        fields);
    assertEquals("6x6", json.get("board").textValue());
    assertEquals("closed", json.get("kind").textValue());
    assertEquals("AUTO", json.get("strategy").textValue());
    assertEquals("FOUND", json.get("outcome").textValue());
    assertEquals("a1", json.get("start").textValue());
    assertTrue(json.get("nodes").isIntegralNumber() && json.get("elapsedMillis").isIntegralNumber(), run.out());
    List<String> squares = new ArrayList<>();
    json.get("squares").forEach(square -> squares.add(square.textValue()));
    assertTour(Board.of(6, 6), "a1", squares);
    assertEquals(json.get("end").textValue(), squares.get(squares.size() - 1));
  }

  @Test
  void jsonFormatOfAnAbsentTourSaysSoWithNoSquares() {
    CommandRun run = run("tour", "--board", "5x5", "--start", "b1", "--strategy", "backtracking", "--format", "json");
    assertEquals(3, run.status(), run.err());
    assertTrue(run.out().contains("\"outcome\":\"PROVEN_ABSENT\""), run.out());
    assertTrue(run.out().contains("\"end\":null") && !run.out().contains("\"squares\""), run.out());
    assertTrue(run.out().contains("\"explanation\":\"colour argument"), run.out());
  }

  @Test
  void csvFormatHasAHeaderAndOneLinePerMove() {
    CommandRun run = run("tour", "--board", "5x6", "--start", "a1", "--format", "csv");
    assertEquals(0, run.status(), run.err());
    String[] lines = run.out().split("\\R");
    assertEquals(30 + 1, lines.length, run.out());
    assertEquals("move,square,row,col", lines[0]);
    List<String> squares = new ArrayList<>();
    for (int i = 1; i < lines.length; i++) {
      String[] cells = lines[i].split(",");
      assertEquals(String.valueOf(i), cells[0]);
      Square square = Square.parse(cells[1]);
      assertEquals(square.row(), Integer.parseInt(cells[2]));
      assertEquals(square.col(), Integer.parseInt(cells[3]));
      squares.add(cells[1]);
    }
    assertTour(Board.of(5, 6), "a1", squares);
  }

  @Test
  void outputWritesTheTourToAFileAndNothingToStandardOutput(@TempDir Path dir) throws IOException {
    Path file = dir.resolve("tour.txt");
    CommandRun run = run("tour", "--board", "5x5", "--start", "c3", "--format", "squares", "--output", file.toString());
    assertEquals(0, run.status(), run.err());
    assertEquals("", run.out());
    String written = Files.readString(file, StandardCharsets.UTF_8).trim();
    assertTour(Board.of(5, 5), "c3", Arrays.asList(written.split(" ")));
  }

  @Test
  void quietLeavesStandardErrorEmpty() {
    CommandRun run = run("tour", "--board", "5x5", "--start", "a1", "--quiet");
    assertEquals(0, run.status());
    assertEquals("", run.err());
    assertFalse(run.out().isEmpty());
  }

  @Test
  void strategyNameIgnoresCaseAndBudgetsAreAccepted() {
    CommandRun run = run("tour", "--strategy", "PoHl", "--lookahead", "2", "--time-budget", "2.5", "--node-budget", "1000000");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.err().contains("POHL"), run.err());
  }

  @Test
  void provenAbsentExitsWithThree() {
    CommandRun run = run("tour", "--board", "5x5", "--start", "b1", "--strategy", "backtracking");
    assertEquals(3, run.status(), run.err());
    assertEquals("", run.out());
    assertTrue(run.err().contains("No open tour of the 5x5 board from b1") && run.err().contains("none exists"), run.err());
  }

  @Test
  void warnsdorffGivingUpExitsWithFour() {
    // Warnsdorff with its fixed tie order dead-ends here after 113 of 121 squares.
    CommandRun run = run("tour", "--board", "11x11", "--start", "a1", "--strategy", "warnsdorff");
    assertEquals(4, run.status(), run.err());
    assertTrue(run.err().contains("gave up"), run.err());
  }

  @Test
  void nodeBudgetRunningOutExitsWithFour() {
    CommandRun run = run("tour", "--board", "8x8", "--strategy", "backtracking", "--node-budget", "10");
    assertEquals(4, run.status(), run.err());
    assertTrue(run.err().contains("budget ran out"), run.err());
  }

  @Test
  void badBoardIsAUsageErrorInCommandLineWords() {
    CommandRun run = run("tour", "--board", "8by8");
    assertEquals(2, run.status());
    assertTrue(run.err().contains("--board") && run.err().contains("must look like 8x8") && run.err().contains("'8by8'"), run.err());
    assertTrue(run.err().contains("knight-tours tour --help"), run.err());
  }

  @Test
  void endChoosesTheLastSquareAndBadEndsAreUsageErrors() {
    CommandRun found = run("tour", "--board", "6x6", "--start", "a1", "--end", "f5", "--strategy", "backtracking",
        "--format", "squares");
    assertEquals(0, found.status(), found.err());
    List<String> names = List.of(found.out().trim().split("\\s+"));
    assertTour(Board.of(6, 6), "a1", names);
    assertEquals("f5", names.get(names.size() - 1));
    CommandRun colour = run("tour", "--board", "6x6", "--start", "a1", "--end", "c1", "--strategy", "backtracking");
    assertEquals(3, colour.status(), colour.err());
    assertTrue(colour.err().contains("to c1") && colour.err().contains("colour"), colour.err());
    CommandRun off = run("tour", "--board", "5x5", "--start", "a1", "--end", "h8");
    assertEquals(2, off.status());
    assertTrue(off.err().contains("--end h8 is off the 5x5 board"), off.err());
    CommandRun closed = run("tour", "--board", "6x6", "--start", "a1", "--end", "b1", "--kind", "closed");
    assertEquals(2, closed.status());
    assertTrue(closed.err().contains("--end cannot be combined with --kind closed"), closed.err());
    CommandRun same = run("tour", "--board", "6x6", "--start", "a1", "--end", "a1");
    assertEquals(2, same.status());
    assertTrue(same.err().contains("--end a1 must differ from --start a1"), same.err());
  }

  @Test
  void badValuesAreUsageErrors() {
    assertEquals(2, run("tour", "--start", "z").status());
    assertEquals(2, run("tour", "--strategy", "nosuch").status());
    assertTrue(run("tour", "--strategy", "nosuch").err().contains("WARNSDORFF"));
    assertEquals(2, run("tour", "--kind", "round").status());
    assertEquals(2, run("tour", "--format", "pdf").status());
    assertEquals(2, run("tour", "--time-budget", "soon").status());
    assertEquals(2, run("tour", "--time-budget", "-1").status());
    assertEquals(2, run("tour", "--board", "0x8").status());
    CommandRun offBoard = run("tour", "--board", "5x5", "--start", "h8");
    assertEquals(2, offBoard.status());
    assertTrue(offBoard.err().contains("--start h8 is off the 5x5 board"), offBoard.err());
    CommandRun noTime = run("tour", "--time-budget", "0");
    assertEquals(2, noTime.status());
    assertTrue(noTime.err().contains("--time-budget") && noTime.err().contains("more than 0"), noTime.err());
    assertEquals(2, run("tour", "--lookahead", "99").status());
    assertEquals(2, run("count").status());
    assertEquals(2, run("frobnicate").status());
  }

  @Test
  void typoGetsASuggestion() {
    CommandRun run = run("tour", "--bord", "8x8");
    assertEquals(2, run.status());
    assertTrue(run.err().contains("Possible solutions: --board"), run.err());
    CommandRun sub = run("tuor");
    assertEquals(2, sub.status());
    assertTrue(sub.err().contains("tour"), sub.err());
  }

  @Test
  void versionSaysDevelopmentWhenRunFromClasses() {
    CommandRun run = run("--version");
    assertEquals(0, run.status());
    // Tests run from target/classes, where no manifest gives the version.
    assertEquals("knight-tours development", run.out().trim());
  }

  @Test
  void everySubcommandAnswersVersion() {
    for (String command : List.of("tour", "count", "sample", "graph", "draw", "uncrossed", "serve")) {
      CommandRun run = run(command, "--version");
      assertEquals(0, run.status(), command);
      assertEquals("knight-tours development", run.out().trim(), command);
    }
  }

  @Test
  void aBoardWithoutB1StartsOnItsFirstSquare() {
    CommandRun one = run("tour", "--board", "1x1", "--format", "squares");
    assertEquals(0, one.status(), one.err());
    assertEquals("a1", one.out().trim());
    // A start given on purpose is still checked.
    CommandRun off = run("tour", "--board", "1x1", "--start", "b1");
    assertEquals(2, off.status(), off.out());
    assertTrue(off.err().contains("b1"), off.err());
  }

  @Test
  void theHelpsExamplesAreShellCommands() {
    // A cell's parentheses need quotes in a shell: (0,0,0) unquoted is a syntax error.
    String help = run("tour", "--help").out();
    assertTrue(help.contains("--start '(0,0,0)'"), help);
    assertTrue(!help.contains("--start (0,0,0)"), help);
  }

  @Test
  void helpOfEachCommandHasExitCodesAndExamples() {
    for (String[] args : List.of(new String[] {"--help"}, new String[] {"tour", "--help"}, new String[] {"count", "--help"})) {
      CommandRun run = run(args);
      assertEquals(0, run.status(), Arrays.toString(args));
      assertTrue(run.out().contains("Exit codes:") && run.out().contains("Examples:"), run.out());
      assertTrue(run.out().contains("  4   "), run.out());
    }
    assertTrue(run("tour", "--help").out().contains("BACKTRACKING"));
    assertTrue(run("help", "count").out().contains("--time-budget"));
  }

  @Test
  void countOfSixBySixClosedToursIs9862() {
    CommandRun run = run("count", "--board", "6x6", "--kind", "closed");
    assertEquals(0, run.status(), run.err());
    assertEquals("9862\n", run.out()); // the number alone, for scripts
    assertTrue(run.err().startsWith("Closed tours of the 6x6 board (undirected): 9862\nexact; "), run.err());
  }

  @Test
  void countFromOneSquareAndDirected() {
    CommandRun run = run("count", "--board=5x5", "--directed", "--threads=1");
    assertEquals(0, run.status(), run.err());
    assertEquals("1728\n", run.out());
    assertTrue(run.err().startsWith("Open tours of the 5x5 board (directed): 1728\n"), run.err());
    assertEquals(2, run("count", "--board", "5x5", "--kind", "closed", "--start", "a1").status());
  }

  @Test
  void countWithATinyTimeBudgetIsALowerBoundAndExitsWithFour() {
    CommandRun run = run("count", "--board", "8x8", "--kind", "closed", "--time-budget", "0.001");
    assertEquals(4, run.status(), run.err());
    assertTrue(run.out().matches("\\d+\\n"), run.out());
    assertTrue(run.err().contains("at least"), run.err());
    assertTrue(run.err().contains("time budget ran out"), run.err());
  }

  @Test
  void countProgressDrawsABarOnStandardError() {
    CommandRun run = run("count", "--board", "5x5", "--progress");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.err().contains("Counting") && run.err().contains("100%"), run.err());
    assertEquals("864\n", run.out());
  }

  /**
   * Runs the program on a thread that is interrupted from the start, as the Ctrl-C hook does
   * to the working thread (real signals are not sent in tests).
   */
  private static CommandRun runInterrupted(String... args) throws InterruptedException {
    AtomicReference<CommandRun> result = new AtomicReference<>();
    Thread worker =
        new Thread(
            () -> {
              Thread.currentThread().interrupt();
              result.set(run(args));
            });
    worker.start();
    worker.join();
    return result.get();
  }

  @Test
  void interruptingATourSearchPrintsStoppedAndExitsWithFour() throws InterruptedException {
    // 10,000 squares: more nodes than the search goes between two looks at the interrupt flag.
    CommandRun run = runInterrupted("tour", "--board", "100x100", "--strategy", "backtracking");
    assertEquals(4, run.status(), run.err());
    assertEquals("", run.out());
    assertTrue(run.err().startsWith("stopped: No open tour") && run.err().contains("the search was stopped"), run.err());
  }

  @Test
  void interruptingACountPrintsTheLowerBoundAndExitsWithFour() throws InterruptedException {
    CommandRun run = runInterrupted("count", "--board", "8x8", "--kind", "closed");
    assertEquals(4, run.status(), run.err());
    assertTrue(run.err().contains("at least") && run.err().contains("stopped, so this is a lower bound"), run.err());
  }

  /** With a progress bar too: closing the bar must not hide the interrupt (it once said "time budget"). */
  @Test
  void interruptingASweepWithAProgressBarSaysStopped() throws InterruptedException {
    CommandRun run = runInterrupted("count", "--board", "8x8", "--kind", "closed", "--method", "frontier", "--progress");
    assertEquals(4, run.status(), run.err());
    assertTrue(run.err().contains("stopped, so this is a lower bound"), run.err());
  }

  @Test
  void countWithACheckpointGoesOnFromWhereTheLastRunStopped(@TempDir Path directory) throws IOException {
    // A sweep stopped half-way, as Ctrl-C would stop the command, leaves its checkpoint.
    io.github.knighttours.KnightTours.count(
        io.github.knighttours.CountRequest.builder(Board.of(6, 7), io.github.knighttours.CountKind.CLOSED_UNDIRECTED)
            .method(io.github.knighttours.CountMethod.FRONTIER)
            .checkpoint(directory)
            .progressListener(
                p -> {
                  if (p.fractionDone() >= 0.5) {
                    Thread.currentThread().interrupt();
                  }
                })
            .build());
    assertTrue(Thread.interrupted());
    try (java.util.stream.Stream<Path> files = Files.list(directory)) {
      assertEquals(2, files.count(), "a checkpoint and its generation");
    }
    CommandRun run =
        run("count", "--board", "6x7", "--kind", "closed", "--method", "frontier", "--checkpoint", directory.toString(),
            "--memory-limit", "256m");
    assertEquals(0, run.status(), run.err());
    assertEquals("1067638\n", run.out()); // A175881
    try (java.util.stream.Stream<Path> files = Files.list(directory)) {
      assertEquals(0, files.count(), "the finished count deletes its files");
    }
  }

  @Test
  void badMemoryLimitsAreRefusedWithExitTwo() {
    for (String limit : List.of("12q", "0", "1k", "-5m", "")) {
      CommandRun run = run("count", "--board", "6x6", "--method", "frontier", "--memory-limit", limit);
      assertEquals(2, run.status(), limit);
      assertTrue(run.err().contains("--memory-limit must be") && run.err().contains("'" + limit + "'"), run.err());
    }
  }

  @Test
  void theProgressBarShowsASweepsStatesUntilItHasTours() {
    java.time.Duration second = java.time.Duration.ofSeconds(1);
    assertEquals(
        "826,012,345 states",
        CountCommand.progressMessage(new io.github.knighttours.count.CountProgress(0.7, java.math.BigInteger.ZERO, 5, second, 826_012_345)));
    assertEquals(
        "12 tours",
        CountCommand.progressMessage(new io.github.knighttours.count.CountProgress(0.9, java.math.BigInteger.valueOf(12), 5, second, 40)));
    assertEquals(
        "0 tours", CountCommand.progressMessage(new io.github.knighttours.count.CountProgress(0.1, java.math.BigInteger.ZERO, 5, second)));
  }

  @Test
  void aBuiltInStrategyNameGivesTheSolverTheLibraryFindsByThatName() {
    for (Strategy strategy : Strategy.values()) {
      TourSolver converted = new TourMain.SolverConverter().convert(strategy.name().toLowerCase(Locale.ROOT));
      TourSolver found = KnightTours.solver(strategy.name()).orElseThrow();
      assertEquals(found.getClass(), converted.getClass(), strategy.name());
      assertEquals(found.name(), converted.name(), strategy.name());
    }
  }
}
