package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.HamiltonianPath;
import io.github.knighttours.KnightTours;
import io.github.knighttours.Outcome;
import io.github.knighttours.PathRequest;
import io.github.knighttours.PathResult;
import io.github.knighttours.SearchOptions;
import io.github.knighttours.spi.SearchStep;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import io.github.knighttours.solvers.MoveOrder;
import io.github.knighttours.solvers.NaiveBacktrackingSolver;
import io.github.knighttours.Tour;
import io.github.knighttours.TourExistence;
import io.github.knighttours.TourKind;
import io.github.knighttours.TourRequest;
import io.github.knighttours.TourResult;
import io.github.knighttours.TourSolver;
import io.github.knighttours.draw.Tour3dPictures;
import io.github.knighttours.draw.TraceRecorder;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The {@code tour} subcommand: finds one knight's tour and prints it. */
@Command(
    name = "tour",
    mixinStandardHelpOptions = true,
    versionProvider = TourMain.ManifestVersion.class,
    sortOptions = false,
    description = {
      "Finds a knight's tour: a path of knight moves that visits every square once.",
      "The board may have another shape: another leaper (--leaper), moves that wrap across the edges"
          + " (--torus, --cylinder), holes (--holes). Every strategy searches every shape but ROTH, SQUIRREL"
          + " and DIVIDE_AND_CONQUER, which need the plain rectangle.",
      "A board of three sizes, such as --board 4x4x4 (layers x rows x columns), is three-dimensional:"
          + " the knight changes one coordinate by 1 and another by 2; --start is then a cell such as"
          + " (0,0,0), and so is --end, the formats are board, squares, json, csv, svg and png, and the"
          + " shape options do not apply. The strategies that search every shape search it.",
      "The tour goes to standard output (or --output) in the chosen format; a one-line summary goes to"
          + " standard error, so that the output holds only the tour. Ctrl-C stops the search and says"
          + " how it ended."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:a tour was found",
      "1:internal error, or the output (standard output or --output) could not be written",
      "2:bad command line, or a board too large for the heap, for the search or for the output"
          + " (the message says how much it needs; raise it with -Xmx)",
      "3:no tour exists from this square (proven by exhaustive search or a theorem)",
      "4:the strategy gave up, or a budget ran out",
      "130:stopped by Ctrl-C, after saying how the search ended"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  knight-tours tour                  (8x8 from b1, numbered board)",
      "  knight-tours tour --board 5x5 --start a1 --format squares",
      "  knight-tours tour --board 12x12 --kind closed --format json -o tour.json",
      "  knight-tours tour --board 6x6 --strategy backtracking --time-budget 2.5",
      "  knight-tours tour --board 8x8 --format svg -o tour.svg",
      "  knight-tours tour --board 6x6 --torus --strategy warnsdorff --format squares",
      "  knight-tours tour --board 10x10 --leaper 2,3 --start a1      (the zebra)",
      "  knight-tours tour --holes board.txt --start a1 --format json",
      "  knight-tours tour --board 4x4x4 --kind closed                (the layers side by side)",
      "  knight-tours tour --board 3x4x4 --start '(0,0,0)' --format svg -o cube.svg",
      "  knight-tours tour --board 6x6 --start c1 --strategy backtracking --format html --animate search -o search.html"
    })
final class TourCommand implements Callable<Integer> {

  /** The ways to print a tour. */
  enum Format {
    /** The board with each square's move number. */
    BOARD,
    /** The squares in algebraic notation on one line. */
    SQUARES,
    /** A JSON object. */
    JSON,
    /** One line per move. */
    CSV,
    /** An SVG picture of the board and the path (knight-draw's TourPictures). */
    SVG,
    /** A PNG picture, as SVG; binary: not written to a terminal. */
    PNG,
    /** An animated GIF (knight-draw's TourAnimations); binary: not written to a terminal. */
    GIF,
    /** A self-contained HTML page that plays the animation. */
    HTML;

    /** The picture this format is, or null for the text formats. */
    PictureOutput.Kind picture() {
      switch (this) {
        case SVG:
          return PictureOutput.Kind.SVG;
        case PNG:
          return PictureOutput.Kind.PNG;
        case GIF:
          return PictureOutput.Kind.GIF;
        case HTML:
          return PictureOutput.Kind.HTML;
        default:
          return null;
      }
    }
  }

  /** What an animation shows. */
  enum Animate {
    /** The tour found, growing move by move. */
    TOUR,
    /** The search: every square placed and taken back, then the tour. */
    SEARCH
  }

  @Spec private CommandSpec spec;

  @Option(
      names = "--board",
      paramLabel = "RxC|LxRxC",
      converter = BoardArgument.Converter.class,
      description = "Rows x columns, such as 8x8 or 5x6; or layers x rows x columns, such as 4x4x4, for a"
          + " three-dimensional board. Default: 8x8, or the size of the --holes picture.")
  private BoardArgument size;

  @Mixin private BoardShapeOptions shape;

  /** The board, shaped by --leaper, --torus, --cylinder and --holes; set when the command runs. */
  private Board board;

  @Option(
      names = "--start",
      paramLabel = "SQUARE|CELL",
      description = "The first square, in algebraic notation: file letter, rank number (a1 is a corner)."
          + " On a three-dimensional board a cell (layer,row,col) counted from 0, such as (0,1,2)."
          + " Default: b1 (the board's first square, a1, on a board without b1), or (0,0,0) on a"
          + " three-dimensional board.")
  private String startText;

  /** The first square of a flat board's tour, read from --start when the command runs. */
  private Square start;

  @Option(
      names = "--end",
      paramLabel = "SQUARE|CELL",
      converter = EndConverter.class,
      description = "The last square, for an open tour that must end there (not with --kind closed); on a"
          + " three-dimensional board a cell (layer,row,col). A knight alternates colours: on a board with an"
          + " even number of squares it must have the other colour than --start.")
  private String endText;

  /** The last square of a flat board's tour, read from --end when the command runs, or null. */
  private Square end;

  @Option(
      names = "--strategy",
      paramLabel = "NAME",
      defaultValue = "AUTO",
      converter = TourMain.SolverConverter.class,
      completionCandidates = TourMain.SolverNames.class,
      description = "How to search, case ignored: ${COMPLETION-CANDIDATES}. AUTO picks one that suits the"
          + " board. Default: ${DEFAULT-VALUE}.")
  private TourSolver strategy;

  @Option(
      names = "--move-order",
      paramLabel = "ORDER",
      converter = MoveOrderConverter.class,
      description = "With --strategy naive_backtracking: the order in which the knight tries its moves, as"
          + " the classic programs list them: geeksforgeeks (the default), miller-ranum, rosetta-ada, or"
          + " neighbour-order (the board's own order).")
  private MoveOrder moveOrder;

  @Option(
      names = "--kind",
      paramLabel = "open|closed",
      defaultValue = "open",
      description = "open: any tour; closed: the last square is a knight move from the first."
          + " Default: ${DEFAULT-VALUE}.")
  private TourKind kind;

  @Option(
      names = "--seed",
      paramLabel = "N",
      description = "Breaks ties at random with this seed (the same seed gives the same tour).")
  private Long seed;

  @Option(
      names = "--lookahead",
      paramLabel = "K",
      description = "How many levels Pohl's tie-break looks ahead. Default: "
          + TourRequest.DEFAULT_LOOKAHEAD + ", at most " + TourRequest.MAX_LOOKAHEAD + ".")
  private Integer lookahead;

  @Option(
      names = "--time-budget",
      paramLabel = "SECONDS",
      converter = TourMain.SecondsConverter.class,
      description = "Gives up after this many seconds (decimals allowed, such as 0.5).")
  private Duration timeBudget;

  @Option(
      names = "--node-budget",
      paramLabel = "N",
      description = "Gives up after visiting this many search nodes.")
  private Long nodeBudget;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      defaultValue = "board",
      description = "board: the numbered board; squares: the squares on one line; json: an object with"
          + " board, start, end, closed, solver, outcome, nodes, elapsedMillis and squares (and wrap, leaper"
          + " and holes for other shapes than the knight's plain rectangle); csv: a header"
          + " move,square,row,col and one line per move (row and col count from 0, row 0 is rank 1),"
          + " after a line '# board: ...; wrap: ...; leaper: A,B; holes: ...' for other shapes;"
          + " svg, png: a picture of the board and the path; gif, html: an animation (see --animate);"
          + " png and gif need --output, or standard output redirected. On a three-dimensional board:"
          + " board shows the layers side by side, squares lists the cells such as (0,1,2), json has"
          + " cells instead of squares, csv has the header move,layer,row,col, svg and png draw the"
          + " layers side by side. Default: ${DEFAULT-VALUE}.")
  private Format format;

  @Option(
      names = "--animate",
      paramLabel = "tour|search",
      defaultValue = "tour",
      description = "For --format gif or html: tour (the tour growing move by move) or search (every"
          + " square the search placed and took back, up to the first "
          + TraceRecorder.DEFAULT_MAX_STEPS + " steps, then the tour). Default: ${DEFAULT-VALUE}.")
  private Animate animate;

  @Option(
      names = "--coordinates",
      description = "For a picture or an animation: file letters under the board and rank numbers at its"
          + " left, as on a chess diagram (flat boards up to 64 squares a side).")
  private boolean coordinates;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "Writes the tour to FILE instead of standard output.")
  private Path output;

  @Option(
      names = {"-q", "--quiet"},
      description = "No summary line on standard error when a tour is found.")
  private boolean quiet;

  @Option(
      names = "--progress",
      description = "Draws the search's progress on standard error even when it is not a terminal (in a"
          + " terminal it is drawn anyway, as a bar; elsewhere as a plain line at most once a second):"
          + " steps placed, the longest path, and the time used against --time-budget.")
  private boolean progress;

  @Override
  public Integer call() {
    if (moveOrder != null) {
      if (!strategy.name().equals(Strategy.NAIVE_BACKTRACKING.name())) {
        throw new ParameterException(
            spec.commandLine(),
            "--move-order " + moveOrder.cliName() + " needs --strategy naive_backtracking, not " + strategy.name());
      }
      strategy = new NaiveBacktrackingSolver(moveOrder);
    }
    if (size != null && size.isSolid()) {
      return callSolid(size.solid());
    }
    start = startSquare();
    end = endSquare();
    board = shape.board(spec.commandLine(), size == null ? null : size.flat(), Board.of(8, 8));
    if (startText == null && !board.contains(start)) {
      start = board.label(0); // a board of one column, or one with a hole on b1
    }
    if (!strategy.accepts(board)) {
      throw new ParameterException(
          spec.commandLine(),
          "--strategy " + strategy.name() + " works only on the knight's plain rectangle, not on the " + board
              + " board; these take every shape: " + ShapeStrategies.everyShapeNames());
    }
    if (format.picture() != null) {
      PictureOutput.check(spec.commandLine(), format.picture(), board, output);
    }
    request(null); // checks the options before anything is drawn
    TourExistence.Answer exists = kind == TourKind.CLOSED ? TourExistence.closedTour(board) : TourExistence.openTour(board);
    if (exists.verdict() != TourExistence.Verdict.NO) { // else no tour is printed, and a theorem says so at once
      OutputMemory.check(
          spec.commandLine(), OutputMemory.bytes(format, board),
          "printing a tour of the " + board + " board as " + TourMain.lower(format));
    }
    boolean terminal = Terminal.isInteractive();
    TourResult result;
    boolean stopped;
    try (CtrlC ctrlC = CtrlC.watchCurrentThread()) {
      try (SearchProgressDisplay display =
          SearchProgressDisplay.create(spec.commandLine().getErr(), progress || terminal, terminal, timeBudget)) {
        try {
          result = KnightTours.solve(request(display), strategy);
        } catch (IllegalArgumentException e) {
          // The board is too large for the heap, or a solver from elsewhere refuses its shape.
          throw new ParameterException(spec.commandLine(), e.getMessage(), e);
        }
        steps = recorder == null ? Optional.empty() : Optional.of(recorder.steps());
        // Cleared so that writing the output (an interruptible file channel) still works.
        stopped = Thread.interrupted();
        longest = display.longestSoFar();
      }
      return report(result, stopped);
    }
  }

  private Square startSquare() {
    if (startText == null) {
      return Square.parse("b1");
    }
    if (BoardArgument.looksLikeCell(startText)) {
      throw new ParameterException(
          spec.commandLine(),
          "--start " + startText + " is a cell of a three-dimensional board, but --board "
              + (size == null ? "8x8 (the default)" : size.flat()) + " is flat: give a square such as b1,"
              + " or a board such as --board 4x4x4");
    }
    try {
      return new TourMain.SquareConverter().convert(startText);
    } catch (picocli.CommandLine.TypeConversionException e) {
      throw new ParameterException(spec.commandLine(), "--start " + e.getMessage());
    }
  }

  private Square endSquare() {
    if (endText == null) {
      return null;
    }
    if (BoardArgument.looksLikeCell(endText)) {
      throw new ParameterException(
          spec.commandLine(),
          "--end " + endText + " is a cell of a three-dimensional board, but --board "
              + (size == null ? "8x8 (the default)" : size.flat()) + " is flat: give a square such as b1,"
              + " or a board such as --board 4x4x4");
    }
    return Square.parse(endText); // checked by EndConverter
  }

  /**
   * Reads --end as a square or, written (layer,row,col), a cell; which of the two the board needs
   * is checked when the command runs.
   */
  static final class EndConverter implements picocli.CommandLine.ITypeConverter<String> {
    @Override
    public String convert(String text) {
      if (BoardArgument.looksLikeCell(text)) {
        try {
          Cell.parse(text);
        } catch (IllegalArgumentException e) {
          throw new picocli.CommandLine.TypeConversionException(e.getMessage());
        }
        return text;
      }
      new TourMain.SquareConverter().convert(text);
      return text;
    }
  }

  /** The tour of a three-dimensional board: the same options, formats and exit codes, where they apply. */
  private Integer callSolid(Board3d solid) {
    CommandLine cmd = spec.commandLine();
    String shapeOption = shape.firstGiven();
    if (shapeOption != null) {
      throw new ParameterException(
          cmd,
          shapeOption + " shapes a flat board (RxC), not the three-dimensional " + solid + " board: leave it out,"
              + " or give --board RxC");
    }
    if (format == Format.GIF || format == Format.HTML) {
      throw new ParameterException(
          cmd,
          "--format " + TourMain.lower(format) + " animates flat boards only; draw the three-dimensional "
              + solid + " board with --format svg or png");
    }
    Cell cell = startCell(solid);
    Cell endCell = endCell(solid, cell);
    if (!strategy.accepts(solid)) {
      throw new ParameterException(
          cmd,
          "--strategy " + strategy.name() + " searches flat boards only, not the three-dimensional " + solid
              + " board; these search it: "
              + Arrays.stream(Strategy.values())
                  .filter(s -> s.solver().accepts(solid))
                  .map(Strategy::name)
                  .collect(Collectors.joining(", ")));
    }
    if (format.picture() != null) {
      PictureOutput.checkDestination(cmd, format.picture(), output);
      try {
        Tour3dPictures.checkDrawable(solid);
      } catch (IllegalArgumentException e) {
        throw new ParameterException(cmd, "--format " + TourMain.lower(format) + ": " + e.getMessage(), e);
      }
    }
    OutputMemory.check(
        cmd, OutputMemory.bytes(format, solid), "printing a tour of the " + solid + " board as " + TourMain.lower(format));
    boolean terminal = Terminal.isInteractive();
    PathResult<Cell> result;
    boolean stopped;
    try (CtrlC ctrlC = CtrlC.watchCurrentThread()) {
      try (SearchProgressDisplay display =
          SearchProgressDisplay.create(cmd.getErr(), progress || terminal, terminal, timeBudget)) {
        try {
          PathRequest.Builder<Cell> request = PathRequest.builder(solid).start(cell).kind(kind).options(options(display));
          if (endCell != null) {
            request.end(endCell);
          }
          result = KnightTours.solvePath(request.build(), strategy);
        } catch (IllegalArgumentException e) {
          throw new ParameterException(cmd, e.getMessage(), e);
        }
        stopped = Thread.interrupted();
        longest = display.longestSoFar();
      }
      return reportSolid(solid, cell, endCell, result, stopped);
    }
  }

  private Cell startCell(Board3d solid) {
    CommandLine cmd = spec.commandLine();
    if (startText == null) {
      return new Cell(0, 0, 0);
    }
    if (!BoardArgument.looksLikeCell(startText)) {
      throw new ParameterException(
          cmd,
          "--start " + startText + " is a square of a flat board, but --board " + solid + " is three-dimensional:"
              + " give a cell (layer,row,col) such as (0,0,0)");
    }
    Cell cell;
    try {
      cell = Cell.parse(startText);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(cmd, "--start: " + e.getMessage(), e);
    }
    if (!solid.contains(cell)) {
      throw new ParameterException(cmd, "--start " + cell + " is off the " + solid + " board");
    }
    return cell;
  }

  /** The cell of --end on {@code solid}, checked as a flat board's --end is, or null. */
  private Cell endCell(Board3d solid, Cell start) {
    CommandLine cmd = spec.commandLine();
    if (endText == null) {
      return null;
    }
    if (!BoardArgument.looksLikeCell(endText)) {
      throw new ParameterException(
          cmd,
          "--end " + endText + " is a square of a flat board, but --board " + solid + " is three-dimensional:"
              + " give a cell (layer,row,col) such as (0,1,2)");
    }
    Cell cell = Cell.parse(endText); // checked by EndConverter
    if (!solid.contains(cell)) {
      throw new ParameterException(cmd, "--end " + cell + " is off the " + solid + " board");
    }
    if (cell.equals(start)) {
      throw new ParameterException(cmd, "--end " + cell + " must differ from --start " + start);
    }
    if (kind == TourKind.CLOSED) {
      throw new ParameterException(
          cmd, "--end cannot be combined with --kind closed: a closed tour has no end of its own");
    }
    return cell;
  }

  private SearchOptions options(SearchProgressDisplay display) {
    try {
      SearchOptions.Builder options = SearchOptions.builder().progressListener(display);
      if (seed != null) {
        options.seed(seed);
      }
      if (lookahead != null) {
        options.lookahead(lookahead);
      }
      if (timeBudget != null) {
        options.timeBudget(timeBudget);
      }
      if (nodeBudget != null) {
        options.nodeBudget(nodeBudget);
      }
      return options.build();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage(), e);
    }
  }

  private int reportSolid(Board3d solid, Cell cell, Cell endCell, PathResult<Cell> result, boolean stopped) {
    PrintWriter err = spec.commandLine().getErr();
    if (result.isFound() || format == Format.JSON) {
      try {
        if (format.picture() != null) {
          PictureOutput.write(format.picture(), result.hamiltonianPath().orElseThrow(), output, spec.commandLine().getOut());
        } else {
          TextOutput.write(output, spec.commandLine().getOut(), out -> Tour3dText.write(format, solid, cell, kind, result, out));
        }
      } catch (IOException e) {
        err.println("error: cannot write " + TextOutput.destination(output) + ": " + e.getMessage());
        return TourMain.INTERNAL_ERROR;
      } catch (IllegalArgumentException e) {
        throw new ParameterException(spec.commandLine(), e.getMessage(), e);
      } catch (OutOfMemoryError e) {
        throw new ParameterException(
            spec.commandLine(), OutputMemory.outOfMemory("printing the tour as " + TourMain.lower(format)), e);
      }
    }
    if (result.isFound()) {
      HamiltonianPath<Cell> tour = result.hamiltonianPath().orElseThrow();
      if (!quiet) {
        err.println(
            (kind == TourKind.CLOSED ? "Closed" : "Open") + " tour of the " + solid + " board from " + cell + " to "
                + tour.end() + " (" + result.solverName() + ", "
                + result.statistics().elapsed().toMillis() + " ms)");
      }
      return TourMain.FOUND;
    }
    String how =
        " (" + result.solverName() + ", " + result.statistics().elapsed().toMillis() + " ms, "
            + result.statistics().nodesExpanded() + " steps" + (longest.isEmpty() ? "" : ", " + longest) + ")";
    err.println(
        (stopped ? "stopped: " : "") + "No " + TourMain.lower(kind) + " tour of the " + solid + " board from " + cell
            + (endCell == null ? "" : " to " + endCell) + how + ": " + describe(result.outcome())
            + (result.explanation().isEmpty() ? "" : " (" + result.explanation() + ")"));
    return result.outcome() == Outcome.PROVEN_ABSENT ? TourMain.PROVEN_ABSENT : TourMain.INCOMPLETE;
  }

  /** The longest path the search held, from its last progress report, for the message when it fails. */
  private String longest = "";

  /** The search's steps, when an animation of the search was asked for. */
  private TraceRecorder recorder;

  private Optional<List<SearchStep<Square>>> steps = Optional.empty();

  private TourRequest request(SearchProgressDisplay display) {
    checkOnBoard("--start", start);
    if (end != null) {
      checkOnBoard("--end", end);
      if (end.equals(start)) {
        throw new ParameterException(spec.commandLine(), "--end " + end + " must differ from --start " + start);
      }
      if (kind == TourKind.CLOSED) {
        throw new ParameterException(
            spec.commandLine(), "--end cannot be combined with --kind closed: a closed tour has no end of its own");
      }
    }
    try {
      TourRequest.Builder request = TourRequest.builder(board, start).kind(kind);
      if (end != null) {
        request.end(end);
      }
      if (display != null) {
        request.progressListener(display);
        if (animate == Animate.SEARCH && (format == Format.GIF || format == Format.HTML)) {
          recorder = new TraceRecorder();
          request.traceListener(recorder);
        }
      }
      if (seed != null) {
        request.seed(seed);
      }
      if (lookahead != null) {
        request.lookahead(lookahead);
      }
      if (timeBudget != null) {
        request.timeBudget(timeBudget);
      }
      if (nodeBudget != null) {
        request.nodeBudget(nodeBudget);
      }
      return request.build();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage(), e);
    }
  }

  private void checkOnBoard(String option, Square square) {
    if (!board.contains(square)) {
      boolean hole = square.row() < board.rows() && square.col() < board.cols();
      throw new ParameterException(
          spec.commandLine(), option + " " + square + " is " + (hole ? "a hole of" : "off") + " the " + board + " board");
    }
  }

  private int report(TourResult result, boolean stopped) {
    PrintWriter err = spec.commandLine().getErr();
    if (result.isFound() || format == Format.JSON) {
      try {
        write(result);
      } catch (IOException e) {
        err.println("error: cannot write " + TextOutput.destination(output) + ": " + e.getMessage());
        return TourMain.INTERNAL_ERROR;
      } catch (IllegalArgumentException e) {
        // The heap check of the rendering, or a picture too large: what the estimate did not foresee.
        throw new ParameterException(spec.commandLine(), e.getMessage(), e);
      } catch (OutOfMemoryError e) {
        throw new ParameterException(
            spec.commandLine(), OutputMemory.outOfMemory("printing the tour as " + TourMain.lower(format)), e);
      }
    }
    String work = " (" + result.solverName() + ", " + result.statistics().elapsed().toMillis() + " ms)";
    if (result.isFound()) {
      Tour tour = result.tour().orElseThrow();
      if (!quiet) {
        err.println(
            (tour.isClosed() ? "Closed" : "Open") + " tour of the " + board + " board from " + tour.start()
                + " to " + tour.end() + work);
      }
      return TourMain.FOUND;
    }
    String how =
        " (" + result.solverName() + ", " + result.statistics().elapsed().toMillis() + " ms, "
            + result.statistics().nodesExpanded() + " steps" + (longest.isEmpty() ? "" : ", " + longest) + ")";
    String what =
        "No " + TourMain.lower(kind) + " tour of the " + board + " board from " + start
            + (end == null ? "" : " to " + end) + how + ": ";
    err.println(
        (stopped ? "stopped: " : "") + what + describe(result.outcome())
            + (result.explanation().isEmpty() ? "" : " (" + result.explanation() + ")"));
    return result.outcome() == Outcome.PROVEN_ABSENT ? TourMain.PROVEN_ABSENT : TourMain.INCOMPLETE;
  }

  private static String describe(Outcome outcome) {
    switch (outcome) {
      case PROVEN_ABSENT:
        return "none exists";
      case GAVE_UP:
        return "the strategy gave up; a tour may still exist (try --strategy backtracking)";
      case BUDGET_EXHAUSTED:
        return "the budget ran out; a tour may still exist";
      case CANCELLED:
        return "the search was stopped; a tour may still exist";
      default:
        return outcome.name();
    }
  }

  private void write(TourResult result) throws IOException {
    if (format.picture() != null) {
      PictureOutput.write(
          format.picture(), result.tour().orElseThrow(), steps, output, spec.commandLine().getOut(), coordinates);
      return;
    }
    TextOutput.write(output, spec.commandLine().getOut(), out -> write(result, out));
  }

  private void write(TourResult result, Writer out) throws IOException {
    Tour tour = result.tour().orElse(null);
    List<Square> squares = tour == null ? List.of() : tour.squares();
    switch (format) {
      case BOARD:
        tour.render(out); // streamed: a huge board's numbered board does not fit in one String
        out.write(System.lineSeparator());
        break;
      case SQUARES:
        for (int i = 0; i < squares.size(); i++) {
          if (i > 0) {
            out.write(' ');
          }
          out.write(squares.get(i).algebraic());
        }
        out.write(System.lineSeparator());
        break;
      case CSV:
        if (!board.isPlainKnightBoard()) {
          out.write(ShapeText.csvComment(board) + System.lineSeparator());
        }
        out.write("move,square,row,col" + System.lineSeparator());
        for (int i = 0; i < squares.size(); i++) {
          Square s = squares.get(i);
          out.write((i + 1) + "," + s.algebraic() + "," + s.row() + "," + s.col() + System.lineSeparator());
        }
        break;
      case JSON:
        out.write("{\"board\":\"" + board + "\"" + ShapeText.jsonFields(board) + ",\"start\":\"" + start + "\",\"end\":");
        out.write(tour == null ? "null" : "\"" + tour.end() + "\"");
        out.write(",\"closed\":" + (tour == null ? kind == TourKind.CLOSED : tour.isClosed()));
        out.write(",\"solver\":\"" + jsonEscape(result.solverName()) + "\"");
        out.write(",\"outcome\":\"" + result.outcome() + "\"");
        out.write(",\"nodes\":" + result.statistics().nodesExpanded());
        out.write(",\"elapsedMillis\":" + result.statistics().elapsed().toMillis());
        out.write(",\"squares\":[");
        for (int i = 0; i < squares.size(); i++) {
          out.write((i > 0 ? ",\"" : "\"") + squares.get(i).algebraic() + "\"");
        }
        out.write("]}" + System.lineSeparator());
        break;
      default:
        throw new IllegalStateException("unknown format " + format);
    }
  }

  /** Escapes a string for a JSON string literal. */
  static String jsonEscape(String text) {
    StringBuilder escaped = new StringBuilder(text.length());
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') {
        escaped.append('\\').append(c);
      } else if (c < 0x20) {
        escaped.append(String.format("\\u%04x", (int) c));
      } else {
        escaped.append(c);
      }
    }
    return escaped.toString();
  }

  /** Reads --move-order, naming the bad value and the choices. */
  static final class MoveOrderConverter implements picocli.CommandLine.ITypeConverter<MoveOrder> {
    @Override
    public MoveOrder convert(String value) {
      try {
        return MoveOrder.parse(value);
      } catch (IllegalArgumentException e) {
        throw new picocli.CommandLine.TypeConversionException(e.getMessage());
      }
    }
  }
}
