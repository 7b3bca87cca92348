package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.HamiltonianPath;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import io.github.knighttours.TourValidator;
import io.github.knighttours.shapes.Cell;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** The {@code draw} subcommand: a picture of a tour that {@code tour} printed. */
@Command(
    name = "draw",
    mixinStandardHelpOptions = true,
    versionProvider = TourMain.ManifestVersion.class,
    sortOptions = false,
    description = {
      "Draws a knight's tour as a picture: the board, the path, the start and end, and the move numbers"
          + " (on boards up to 32x32).",
      "Reads the tour as 'knight-tours tour' prints it with --format squares, json or csv (which one is"
          + " told from the text) from FILE, or from standard input when FILE is - or left out. The"
          + " board's size comes from --board, else from --holes, else from the JSON or CSV, else from"
          + " the squares themselves (the smallest board holding them). Its shape (--leaper, --torus,"
          + " --cylinder, --holes) comes from these options when any is given, else from the JSON or"
          + " CSV, which 'tour' writes with the shape. The squares must be a tour of that board.",
      "A tour of a three-dimensional board (--board 4x4x4, or cells such as (0,1,2) in the input) is"
          + " drawn as svg or png, its layers side by side: moves within a layer are lines, and a move to"
          + " another layer is a small triangle in the corner of the cell it leaves, pointing up to a"
          + " higher layer or down to a lower one, beside the number of that layer."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:the picture was written",
      "1:internal error, or the output (standard output or --output) could not be written",
      "2:bad command line, or the input is not a knight's tour"
    },
    footerHeading = "%nExamples:%n",
    footer = {
      "  knight-tours tour --format squares | knight-tours draw > tour.svg",
      "  knight-tours tour --board 12x12 --format json -o tour.json",
      "  knight-tours draw tour.json --format png -o tour.png",
      "  knight-tours tour --board 4x4x4 --format json | knight-tours draw --format png -o cube.png"
    })
final class DrawCommand implements Callable<Integer> {

  /** The most characters of input read: a 2000x2000 tour as JSON is about 28 million. */
  static final int MAX_INPUT_CHARS = 100_000_000;

  /** The picture formats. */
  enum Format {
    /** SVG text. */
    SVG,
    /** PNG image; binary: not written to a terminal. */
    PNG,
    /** An animated GIF of the tour growing move by move; binary: not written to a terminal. */
    GIF,
    /** A self-contained HTML page that plays the tour move by move. */
    HTML
  }

  private static final Pattern JSON_SQUARES = Pattern.compile("\"squares\"\\s*:\\s*\\[([^\\]]*)\\]");

  @Spec private CommandSpec spec;

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "FILE",
      defaultValue = "-",
      description = "The tour, as printed by 'knight-tours tour'; - (the default) is standard input.")
  private String input;

  @Option(
      names = "--format",
      paramLabel = "svg|png|gif|html",
      defaultValue = "svg",
      description = "svg or png (a picture), gif or html (the tour growing move by move); png and gif"
          + " need --output, or standard output redirected. Default: ${DEFAULT-VALUE}.")
  private Format format;

  @Option(names = {"-o", "--output"}, paramLabel = "FILE", description = "Writes the picture to FILE.")
  private Path output;

  @Option(
      names = "--coordinates",
      description = "File letters under the board and rank numbers at its left, as on a chess diagram"
          + " (flat boards up to 64 squares a side).")
  private boolean coordinates;

  @Option(
      names = "--board",
      paramLabel = "RxC|LxRxC",
      converter = BoardArgument.Converter.class,
      description = "The board, rows x columns, such as 8x8, or layers x rows x columns, such as 4x4x4;"
          + " by default from the input.")
  private BoardArgument boardArgument;

  /** The flat board of --board, or null. */
  private Board board;

  @Mixin private BoardShapeOptions shape;

  @Override
  public Integer call() {
    PictureOutput.Kind kind = PictureOutput.Kind.valueOf(format.name());
    PictureOutput.checkDestination(spec.commandLine(), kind, output);
    String text = readInput();
    String head = text.substring(0, Math.min(text.length(), 64)).stripLeading();
    boolean csv = head.startsWith("move,") || head.startsWith("#");
    long squares = csv ? text.lines().count() : tokens(text);
    // Each square read is a string, a Square and their references before it is a tour: about
    // 100 bytes (a CSV line as well: 200), beside the text itself.
    OutputMemory.check(
        spec.commandLine(), 2L * text.length() + (csv ? 200 : 100) * squares,
        "reading a tour of about " + squares + " squares from " + (input.equals("-") ? "standard input" : input)
            + " needs about %d MiB",
        "");
    board = boardArgument == null ? null : boardArgument.flat();
    if ((boardArgument != null && boardArgument.isSolid()) || Tour3dText.isSolid(text.strip())) {
      return drawSolid(kind, text.strip());
    }
    Tour tour = parse(text);
    PictureOutput.check(spec.commandLine(), kind, tour.board(), output);
    try {
      PictureOutput.write(kind, tour, Optional.empty(), output, spec.commandLine().getOut(), coordinates);
    } catch (IOException e) {
      spec.commandLine().getErr().println("error: cannot write " + TextOutput.destination(output) + ": " + e.getMessage());
      return TourMain.INTERNAL_ERROR;
    } catch (IllegalArgumentException e) {
      throw usage(e.getMessage());
    } catch (OutOfMemoryError e) {
      throw usage(OutputMemory.outOfMemory("drawing the tour as " + TourMain.lower(kind)));
    }
    return TourMain.FOUND;
  }

  /** Draws a tour of a three-dimensional board, as svg or png. */
  private Integer drawSolid(PictureOutput.Kind kind, String text) {
    String shapeOption = shape.firstGiven();
    if (shapeOption != null) {
      throw usage(shapeOption + " shapes a flat board (RxC), not a three-dimensional one: leave it out");
    }
    if (kind != PictureOutput.Kind.SVG && kind != PictureOutput.Kind.PNG) {
      throw usage("--format " + TourMain.lower(kind) + " animates flat boards only; draw a three-dimensional"
          + " tour with --format svg or png");
    }
    if (boardArgument != null && !boardArgument.isSolid()) {
      throw usage("the input is a tour of a three-dimensional board (cells such as (0,1,2)), but --board "
          + boardArgument.flat() + " is flat: give --board LxRxC, or leave it out");
    }
    if (text.isEmpty()) {
      throw usage("the input is empty: expected a tour as printed by 'knight-tours tour --format squares|json|csv'");
    }
    HamiltonianPath<Cell> tour;
    try {
      tour = Tour3dText.read(text, boardArgument == null ? null : boardArgument.solid());
    } catch (IllegalArgumentException e) {
      throw usage(e.getMessage());
    }
    try {
      PictureOutput.write(kind, tour, output, spec.commandLine().getOut());
    } catch (IOException e) {
      spec.commandLine().getErr().println("error: cannot write " + TextOutput.destination(output) + ": " + e.getMessage());
      return TourMain.INTERNAL_ERROR;
    } catch (IllegalArgumentException e) {
      throw usage(e.getMessage());
    } catch (OutOfMemoryError e) {
      throw usage(OutputMemory.outOfMemory("drawing the tour as " + TourMain.lower(kind)));
    }
    return TourMain.FOUND;
  }

  private String readInput() {
    boolean stdin = input.equals("-");
    String name = stdin ? "standard input" : input;
    try (Reader in =
        stdin
            ? new InputStreamReader(uncloseable(System.in), StandardCharsets.UTF_8)
            : Files.newBufferedReader(Path.of(input), StandardCharsets.UTF_8)) {
      StringBuilder text = new StringBuilder();
      char[] buffer = new char[1 << 16];
      for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
        text.append(buffer, 0, n);
        if (text.length() > MAX_INPUT_CHARS) {
          throw usage(name + " holds more than " + MAX_INPUT_CHARS + " characters: too large for a tour to draw");
        }
      }
      return text.toString();
    } catch (NoSuchFileException e) {
      throw usage("cannot read " + name + ": no such file");
    } catch (IOException e) {
      throw usage("cannot read " + name + ": " + e.getMessage());
    }
  }

  /** The runs of letters, digits and parentheses in {@code text}: about the squares or cells it names. */
  static long tokens(String text) {
    long tokens = 0;
    boolean in = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean part = Character.isLetterOrDigit(c) || c == '(' || c == ')';
      if (part && !in) {
        tokens++;
      }
      in = part;
    }
    return tokens;
  }

  /** Standard input, which closing the reader must leave open. */
  private static InputStream uncloseable(InputStream in) {
    return new FilterInputStream(in) {
      @Override
      public void close() {}
    };
  }

  /** Reads the squares in whichever format the text is, and checks that they are a tour. */
  private Tour parse(String text) {
    String trimmed = text.strip();
    if (trimmed.isEmpty()) {
      throw usage("the input is empty: expected a tour as printed by 'knight-tours tour --format squares|json|csv'");
    }
    List<String> names;
    ShapeText.Stated stated = null;
    if (trimmed.startsWith("{")) {
      Matcher squares = JSON_SQUARES.matcher(trimmed);
      if (!squares.find()) {
        throw usage("the JSON has no \"squares\" list, as 'knight-tours tour --format json' prints");
      }
      names = new ArrayList<>();
      for (String quoted : squares.group(1).split(",")) {
        String name = quoted.strip();
        if (!name.isEmpty()) {
          names.add(name.length() >= 2 && name.startsWith("\"") && name.endsWith("\"") ? name.substring(1, name.length() - 1) : name);
        }
      }
      stated = stated(() -> ShapeText.fromJson(trimmed));
    } else if (trimmed.startsWith("move,square") || trimmed.startsWith("#")) {
      names = new ArrayList<>();
      String[] lines = trimmed.split("\\R");
      int header = 0;
      if (trimmed.startsWith("#")) {
        stated = stated(() -> ShapeText.fromCsvComment(lines[0]));
        header = 1;
      }
      if (lines.length <= header || !lines[header].startsWith("move,square")) {
        throw usage("CSV line " + (header + 1) + " is not the header 'move,square,row,col'");
      }
      for (int i = header + 1; i < lines.length; i++) {
        String[] cells = lines[i].split(",");
        if (cells.length < 2) {
          throw usage("CSV line " + (i + 1) + " has no square: '" + TourMain.shorten(lines[i]) + "'");
        }
        names.add(cells[1].strip());
      }
    } else if (trimmed.contains("|") || trimmed.startsWith("+-")) {
      throw usage("this looks like the numbered board, which is not read back: print the tour with"
          + " 'knight-tours tour --format squares' (or json, or csv)");
    } else {
      names = List.of(trimmed.split("\\s+"));
    }
    if (names.isEmpty()) {
      throw usage("the input has no squares");
    }
    List<Square> squares = new ArrayList<>(names.size());
    for (int i = 0; i < names.size(); i++) {
      try {
        squares.add(Square.parse(names.get(i)));
      } catch (IllegalArgumentException e) {
        throw usage("square " + (i + 1) + " of the input, '" + TourMain.shorten(names.get(i)) + "', is not a square such as b1");
      }
    }
    Board drawOn = boardFor(stated, squares);
    Optional<String> problem = TourValidator.validate(drawOn, squares).problem();
    if (problem.isPresent()) {
      throw usage(
          "not a " + (drawOn.leaper().equals(Board.Leaper.KNIGHT) ? "knight's" : drawOn.leaper() + "-leaper's")
              + " tour of the " + drawOn + " board: " + problem.get());
    }
    return Tour.of(drawOn, squares);
  }

  /** The board to check and draw the tour on: see the command's description. */
  private Board boardFor(ShapeText.Stated stated, List<Square> squares) {
    Board inputSize = stated != null ? board(stated.rows(), stated.cols()) : null;
    if (shape.given()) {
      return shape.board(spec.commandLine(), board, inputSize != null ? inputSize : smallestBoard(squares));
    }
    if (stated != null) {
      Board size = board != null ? board : inputSize;
      return BoardShapeOptions.shaped(
          spec.commandLine(), size.rows(), size.cols(), stated.wrap(), stated.leaper(), stated.holes());
    }
    return board != null ? board : smallestBoard(squares);
  }

  private ShapeText.Stated stated(Supplier<ShapeText.Stated> read) {
    try {
      return read.get();
    } catch (IllegalArgumentException e) {
      throw usage(e.getMessage());
    }
  }

  private Board board(int rows, int cols) {
    try {
      return Board.of(rows, cols);
    } catch (IllegalArgumentException e) {
      throw usage("the input's board " + rows + "x" + cols + " is not a board: " + e.getMessage());
    }
  }

  private Board smallestBoard(List<Square> squares) {
    int rows = 0;
    int cols = 0;
    for (Square s : squares) {
      rows = Math.max(rows, s.row() + 1);
      cols = Math.max(cols, s.col() + 1);
    }
    return board(rows, cols);
  }

  private ParameterException usage(String message) {
    return new ParameterException(spec.commandLine(), message);
  }
}
