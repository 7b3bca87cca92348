package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;

/**
 * The options that give a board its shape, shared by {@code tour} and {@code draw}: the piece
 * ({@code --leaper}), the edges moves wrap across ({@code --torus}, {@code --cylinder}) and the
 * holes ({@code --holes FILE}, a text picture read by {@link Board#parse(String)}).
 */
final class BoardShapeOptions {

  /** The options' names, for the commands that refuse them. */
  static final Set<String> NAMES = Set.of("--leaper", "--torus", "--cylinder", "--holes");

  /** The most bytes a --holes picture may have: one per square plus line ends. */
  static final long MAX_HOLES_FILE_BYTES = 2L * Board.MAX_SQUARES_WITH_HOLES + 16;

  @Option(
      names = "--leaper",
      paramLabel = "A,B",
      converter = LeaperConverter.class,
      description = "The piece: an {A,B}-leaper jumps A squares along one axis and B along the other,"
          + " such as 2,3 (the zebra) or 1,3 (the camel). Default: 1,2, the knight.")
  private Board.Leaper leaper;

  @Option(
      names = "--torus",
      description = "Moves wrap across all four edges (not with --cylinder).")
  private boolean torus;

  @Option(
      names = "--cylinder",
      description = "Moves wrap across the left and right edges (not with --torus).")
  private boolean cylinder;

  @Option(
      names = "--holes",
      paramLabel = "FILE",
      description = "A text picture of the board: '.' a square, '#' a hole, one line per rank, the top"
          + " line the highest rank. It gives the board's size: --board may be left out, and if given"
          + " must be the same size.")
  private Path holes;

  /** Returns the name of the first shape option given, or null if none was. */
  String firstGiven() {
    return leaper != null ? "--leaper" : torus ? "--torus" : cylinder ? "--cylinder" : holes != null ? "--holes" : null;
  }

  /** Returns true if any shape option was given. */
  boolean given() {
    return leaper != null || torus || cylinder || holes != null;
  }

  /**
   * Returns the board these options shape: of the size of {@code size} if not null, else of the
   * --holes picture, else of {@code fallback}.
   *
   * @throws ParameterException naming the option and the value at fault
   */
  Board board(CommandLine cmd, Board size, Board fallback) {
    if (torus && cylinder) {
      throw new ParameterException(cmd, "--torus and --cylinder cannot be combined: choose one");
    }
    Board picture = holes == null ? null : readHoles(cmd);
    if (picture != null && size != null && (picture.rows() != size.rows() || picture.cols() != size.cols())) {
      throw new ParameterException(
          cmd,
          "--holes " + holes + " draws a " + picture.rows() + "x" + picture.cols() + " board but --board is "
              + size.rows() + "x" + size.cols() + ": give the same size, or leave --board out");
    }
    Board sized = size != null ? size : picture != null ? picture : fallback;
    Board.Wrap wrap = torus ? Board.Wrap.TORUS : cylinder ? Board.Wrap.CYLINDER : Board.Wrap.NONE;
    return shaped(
        cmd,
        sized.rows(),
        sized.cols(),
        wrap,
        leaper == null ? Board.Leaper.KNIGHT : leaper,
        picture == null ? Set.of() : picture.holes());
  }

  /**
   * Returns the board of {@code rows × cols} with the given wrap, piece and holes.
   *
   * @throws ParameterException with the library's reason if there is no such board
   */
  static Board shaped(
      CommandLine cmd, int rows, int cols, Board.Wrap wrap, Board.Leaper leaper, Collection<Square> holes) {
    try {
      Board board =
          wrap == Board.Wrap.TORUS
              ? Board.torus(rows, cols)
              : wrap == Board.Wrap.CYLINDER ? Board.cylinder(rows, cols) : Board.of(rows, cols);
      if (!holes.isEmpty()) {
        board = board.withHoles(holes);
      }
      return board.withLeaper(leaper);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(cmd, "no such board: " + e.getMessage(), e);
    }
  }

  private Board readHoles(CommandLine cmd) {
    String text;
    try {
      if (Files.size(holes) > MAX_HOLES_FILE_BYTES) {
        throw new ParameterException(
            cmd,
            "--holes " + holes + " is larger than " + MAX_HOLES_FILE_BYTES + " bytes: a board with holes"
                + " has at most " + Board.MAX_SQUARES_WITH_HOLES + " squares");
      }
      text = Files.readString(holes, StandardCharsets.UTF_8);
    } catch (NoSuchFileException e) {
      throw new ParameterException(cmd, "cannot read --holes " + holes + ": no such file");
    } catch (IOException e) {
      throw new ParameterException(cmd, "cannot read --holes " + holes + ": " + e.getMessage());
    }
    try {
      return Board.parse(text);
    } catch (IllegalArgumentException e) {
      throw new ParameterException(cmd, "--holes " + holes + " is not a board picture: " + e.getMessage(), e);
    }
  }

  /** Reads a leaper such as 2,3. */
  static final class LeaperConverter implements ITypeConverter<Board.Leaper> {
    private static final Pattern LEAPS = Pattern.compile("\\s*(\\d{1,9})\\s*,\\s*(\\d{1,9})\\s*");

    @Override
    public Board.Leaper convert(String text) {
      Matcher m = LEAPS.matcher(text);
      if (!m.matches()) {
        throw new TypeConversionException("must be two leaps such as 2,3 (the zebra), got '" + text + "'");
      }
      try {
        return Board.Leaper.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
      } catch (IllegalArgumentException e) {
        throw new TypeConversionException("'" + text + "' is not a leaper: " + e.getMessage());
      }
    }
  }
}
