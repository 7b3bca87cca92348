package io.github.knighttours.examples;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.knighttours.Board;
import io.github.knighttours.HamiltonianPath;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import io.github.knighttours.TourValidator;
import io.github.knighttours.shapes.Board3d;
import io.github.knighttours.shapes.Cell;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
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
      "Reads the tour as 'knight-tours tour' prints it with --format board (the numbered board), squares,"
          + " json or csv (which one is told from the text) from FILE, or from standard input when FILE is -"
          + " or left out; the JSON is read as JSON, its top-level \"squares\" list and \"board\". Pictures and"
          + " animations (--format svg, png, gif, html) keep no list of squares and cannot be read back:"
          + " they are refused with a message saying so. The board's size comes from --board, else from"
          + " --holes, else from the board, JSON or CSV, else from the squares themselves (the smallest"
          + " board holding them). Its shape (--leaper, --torus, --cylinder, --holes) comes from these"
          + " options when any is given, else from the JSON or CSV, which 'tour' writes with the shape"
          + " (the numbered board shows holes, but not a wrap or another leaper). The squares must be a"
          + " tour of that board.",
      "A tour of a three-dimensional board (--board 4x4x4, or cells such as (0,1,2) in the input) is"
          + " drawn as svg or png (or read as json), its layers side by side: moves within a layer are lines, and a move to"
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
      "  knight-tours tour --board 6x6 | knight-tours draw --format html -o tour.html",
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
    HTML,
    /** No picture: the tour read and checked, as the JSON of docs/result.schema.json. */
    JSON
  }

  @Spec private CommandSpec spec;

  @Parameters(
      index = "0",
      arity = "0..1",
      paramLabel = "FILE",
      defaultValue = "-",
      description = "The tour, as printed by 'knight-tours tour' (board, squares, json or csv); - (the default)"
          + " is standard input.")
  private String input;

  @Option(
      names = "--format",
      paramLabel = "svg|png|gif|html|json",
      defaultValue = "svg",
      description = "svg or png (a picture), gif or html (the tour growing move by move); png and gif"
          + " need --output, or standard output redirected; json: no picture, but the tour read and checked"
          + " as one JSON object (command, board, kind, start, end, squares; see docs/result.schema.json),"
          + " whichever format it was read from. Default: ${DEFAULT-VALUE}.")
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
    PictureOutput.Kind kind = format == Format.JSON ? null : PictureOutput.Kind.valueOf(format.name());
    if (kind != null) {
      PictureOutput.checkDestination(spec.commandLine(), kind, output);
    }
    String text = readInput();
    String head = text.substring(0, Math.min(text.length(), 64)).stripLeading();
    boolean csv = head.startsWith("move,") || head.startsWith("#");
    boolean json = head.startsWith("{");
    long squares = csv ? text.lines().count() : tokens(text);
    // Each square read is a string, a Square and their references before it is a tour: about
    // 100 bytes (a CSV line, or a node of the JSON tree, as well: 200), beside the text itself.
    OutputMemory.check(
        spec.commandLine(), 2L * text.length() + (csv || json ? 200 : 100) * squares,
        "reading a tour of about " + squares + " squares from " + (input.equals("-") ? "standard input" : input)
            + " needs about %d MiB",
        "");
    board = boardArgument == null ? null : boardArgument.flat();
    String trimmed = text.strip();
    refusePicture(trimmed);
    ObjectNode read = null;
    if (trimmed.startsWith("{")) {
      try {
        read = ResultJson.read(trimmed, input.equals("-") ? "standard input" : input);
      } catch (IllegalArgumentException e) {
        throw usage(e.getMessage());
      }
      if ((boardArgument != null && boardArgument.isSolid()) || Tour3dText.isSolid(read)) {
        return drawSolid(kind, trimmed, read);
      }
    } else if ((boardArgument != null && boardArgument.isSolid()) || Tour3dText.isSolid(trimmed)) {
      return drawSolid(kind, trimmed, null);
    }
    Tour tour = read != null ? parse(read) : parse(trimmed);
    if (kind == null) {
      return writeJson(tour.board().toString(), tour.board(), tour.isClosed(),
          tour.squares().stream().map(Square::algebraic).collect(java.util.stream.Collectors.toList()));
    }
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

  /** Draws a tour of a three-dimensional board, as svg or png, from the text or its JSON (when not null). */
  private Integer drawSolid(PictureOutput.Kind kind, String text, ObjectNode json) {
    String shapeOption = shape.firstGiven();
    if (shapeOption != null) {
      throw usage(shapeOption + " shapes a flat board (RxC), not a three-dimensional one: leave it out");
    }
    if (kind != null && kind != PictureOutput.Kind.SVG && kind != PictureOutput.Kind.PNG) {
      throw usage("--format " + TourMain.lower(kind) + " animates flat boards only; draw a three-dimensional"
          + " tour with --format svg or png");
    }
    if (boardArgument != null && !boardArgument.isSolid()) {
      throw usage("the input is a tour of a three-dimensional board (cells such as (0,1,2)), but --board "
          + boardArgument.flat() + " is flat: give --board LxRxC, or leave it out");
    }
    if (text.isEmpty()) {
      throw usage(EMPTY);
    }
    HamiltonianPath<Cell> tour;
    try {
      Board3d solid = boardArgument == null || !boardArgument.isSolid() ? null : boardArgument.solid();
      tour = json != null ? Tour3dText.read(json, solid) : Tour3dText.read(text, solid);
    } catch (IllegalArgumentException e) {
      throw usage(e.getMessage());
    }
    if (kind == null) {
      return writeJson(tour.shape().toString(), null, tour.isClosed(), tour.labels());
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
    } catch (CharacterCodingException e) {
      // Not UTF-8: a PNG or GIF, most likely, which refusePicture names once it is text.
      throw usage("cannot read " + name + ": it is not UTF-8 text" + binaryPicture(Path.of(input)));
    } catch (IOException e) {
      throw usage("cannot read " + name + ": " + e.getMessage());
    }
  }

  /**
   * What a file that is not text is, when its first bytes say so: ", but a PNG picture, which draw
   * cannot read back ...", else "".
   */
  private static String binaryPicture(Path file) {
    byte[] head = new byte[4];
    int n;
    try (InputStream in = Files.newInputStream(file)) {
      n = in.readNBytes(head, 0, head.length);
    } catch (IOException e) {
      return "";
    }
    String what =
        n == 4 && (head[0] & 0xff) == 0x89 && head[1] == 'P' && head[2] == 'N' && head[3] == 'G' ? "a PNG picture"
            : n == 4 && head[0] == 'G' && head[1] == 'I' && head[2] == 'F' && head[3] == '8' ? "a GIF animation"
            : null;
    return what == null ? "" : ", but " + what + CANNOT_READ_BACK;
  }

  /** What the refusal of a picture adds. */
  private static final String CANNOT_READ_BACK =
      ", which draw cannot read back (a picture keeps no list of squares): give the tour as 'knight-tours tour'"
          + " prints it with --format board, squares, json or csv";

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

  /**
   * Writes the tour read as JSON: command, board (with the shape of {@code flat} when it is not
   * null), kind, start, end and squares.
   */
  private int writeJson(String boardName, Board flat, boolean closed, List<?> squares) {
    ObjectNode json = ResultJson.of("draw").put("board", boardName);
    if (flat != null) {
      ShapeText.putShape(json, flat);
    }
    json.put("kind", closed ? "closed" : "open");
    json.put("start", squares.get(0).toString()).put("end", squares.get(squares.size() - 1).toString());
    ResultJson.strings(json, "squares", squares);
    try {
      TextOutput.write(output, spec.commandLine().getOut(), out -> ResultJson.write(json, out));
    } catch (IOException e) {
      spec.commandLine().getErr().println("error: cannot write " + TextOutput.destination(output) + ": " + e.getMessage());
      return TourMain.INTERNAL_ERROR;
    }
    return TourMain.FOUND;
  }

  /** The message for an empty input. */
  private static final String EMPTY =
      "the input is empty: expected a tour as printed by 'knight-tours tour --format board|squares|json|csv'";

  /**
   * Refuses a picture or an animation, which 'tour' writes but which holds no squares to read
   * back: SVG, PNG, GIF and HTML, told from their first bytes.
   */
  private void refusePicture(String text) {
    String picture =
        text.startsWith("<svg") || (text.startsWith("<?xml") && text.contains("<svg")) ? "an SVG picture"
            : text.startsWith("\uFFFDPNG") || text.startsWith("PNG", 1) && text.charAt(0) > 0x7f ? "a PNG picture"
            : text.startsWith("GIF8") ? "a GIF animation"
            : text.regionMatches(true, 0, "<!DOCTYPE html", 0, 14) || text.regionMatches(true, 0, "<html", 0, 5)
                ? "an HTML page"
            : null;
    if (picture != null) {
      throw usage("the input is " + picture + CANNOT_READ_BACK);
    }
  }

  /** Reads the squares of {@code tour --format json}, and checks that they are a tour. */
  private Tour parse(ObjectNode json) {
    JsonNode list = json.get("squares");
    if (list == null || list.isNull()) {
      String outcome = json.path("outcome").asText("");
      throw usage("the JSON has no \"squares\" list" + (outcome.isEmpty() || outcome.equals("FOUND") ? ""
          : " (its outcome is " + TourMain.shorten(outcome) + ": no tour was found)")
          + "; 'knight-tours tour --format json' prints one when it finds a tour");
    }
    if (!list.isArray()) {
      throw usage("the JSON's \"squares\" is not a list of squares such as [\"b1\",\"c3\"]");
    }
    List<String> names = new ArrayList<>(list.size());
    for (JsonNode entry : list) {
      if (!entry.isTextual()) {
        throw usage("square " + (names.size() + 1) + " of the JSON, " + TourMain.shorten(entry.toString())
            + ", is not a string such as \"b1\"");
      }
      names.add(entry.textValue());
    }
    return tour(names, stated(() -> ShapeText.fromJson(json)), null);
  }

  /** Reads the squares in whichever text format the input is, and checks that they are a tour. */
  private Tour parse(String trimmed) {
    if (trimmed.isEmpty()) {
      throw usage(EMPTY);
    }
    List<String> names;
    ShapeText.Stated stated = null;
    if (trimmed.startsWith("move,square") || trimmed.startsWith("#")) {
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
      NumberedBoard numbered;
      try {
        numbered = NumberedBoard.read(trimmed);
      } catch (IllegalArgumentException e) {
        throw usage(e.getMessage());
      }
      List<Square> squares = numbered.squares();
      // The numbered board shows the holes, but not a wrap or another leaper: those come from the options.
      ShapeText.Stated size = new ShapeText.Stated(
          numbered.rows(), numbered.cols(), Board.Wrap.NONE, Board.Leaper.KNIGHT, numbered.holes());
      return tour(null, size, squares);
    } else {
      names = List.of(trimmed.split("\\s+"));
    }
    return tour(names, stated, null);
  }

  /** The tour of the squares named (or given), on the board stated or asked for, checked. */
  private Tour tour(List<String> names, ShapeText.Stated stated, List<Square> given) {
    List<Square> squares = given;
    if (squares == null) {
      if (names.isEmpty()) {
        throw usage("the input has no squares");
      }
      squares = new ArrayList<>(names.size());
      for (int i = 0; i < names.size(); i++) {
        try {
          squares.add(Square.parse(names.get(i)));
        } catch (IllegalArgumentException e) {
          throw usage("square " + (i + 1) + " of the input, '" + TourMain.shorten(names.get(i)) + "', is not a square such as b1");
        }
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
