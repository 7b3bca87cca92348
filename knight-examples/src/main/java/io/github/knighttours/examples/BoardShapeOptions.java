package io.github.knighttours.examples;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import java.io.IOException;
import java.io.Reader;
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

  /**
   * The most characters a --holes picture may have: one per square plus line ends, with room
   * for spaces. Counted as the file is read, so that /dev/zero or a pipe that never ends is
   * refused at this size, not read until the heap runs out.
   */
  static final long MAX_HOLES_FILE_BYTES = 2L * Board.MAX_SQUARES_WITH_HOLES + 16;

  /** The most lines (ranks) a --holes picture may have. */
  static final int MAX_HOLES_LINES = 1 << 16;

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
          + " must be the same size. At most " + MAX_HOLES_LINES + " lines and " + MAX_HOLES_FILE_BYTES
          + " characters (with --board, about twice its squares).")
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
    Board picture = holes == null ? null : readHoles(cmd, size);
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

  private Board readHoles(CommandLine cmd, Board size) {
    String text;
    try {
      text = readPicture(cmd, maxPictureChars(size));
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

  /**
   * The most characters the picture of a {@code size} board may have: each rank's squares, its
   * line end and as many spaces again; the hard cap when the size is not given.
   */
  static long maxPictureChars(Board size) {
    if (size == null) {
      return MAX_HOLES_FILE_BYTES;
    }
    return Math.min(MAX_HOLES_FILE_BYTES, 2 * (long) size.rows() * (size.cols() + 2L) + 16);
  }

  /**
   * Reads the picture, each line stripped, refusing it as soon as it holds more than {@code
   * maxChars} characters or {@link #MAX_HOLES_LINES} lines: whatever the file is, this reads at
   * most that much.
   */
  private String readPicture(CommandLine cmd, long maxChars) throws IOException {
    StringBuilder text = new StringBuilder();
    try (Reader in = Files.newBufferedReader(holes, StandardCharsets.UTF_8)) {
      char[] buffer = new char[1 << 16];
      long read = 0;
      int lines = 0;
      long badAt = -1;
      for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
        read += n;
        // A picture takes about 12 bytes a character while it is read and parsed.
        OutputMemory.check(cmd, 12 * read, "reading --holes " + holes + " needs about %d MiB", "");
        if (read > maxChars) {
          throw new ParameterException(
              cmd,
              "--holes " + holes + " holds more than " + maxChars + " characters: "
                  + (maxChars < MAX_HOLES_FILE_BYTES
                      ? "too many for a picture of the --board size"
                      : "a board with holes has at most " + Board.MAX_SQUARES_WITH_HOLES + " squares"));
        }
        boolean badLineEnded = false;
        for (int i = 0; i < n; i++) {
          char c = buffer[i];
          if (c == '\n') {
            badLineEnded |= badAt >= 0;
            if (++lines > MAX_HOLES_LINES) {
              throw new ParameterException(
                  cmd, "--holes " + holes + " has more than " + MAX_HOLES_LINES + " lines: a picture has at most "
                      + MAX_HOLES_LINES + " ranks");
            }
          } else if (badAt < 0 && c != '.' && c != '#' && !Character.isWhitespace(c)) {
            badAt = read - n + i;
          }
        }
        text.append(buffer, 0, n);
        // Not a picture: read no further than the end of the line at fault (or a little past it),
        // so that Board.parse names it, however long the file.
        if (badAt >= 0 && (badLineEnded || read - badAt > 4096)) {
          break;
        }
      }
    } catch (java.nio.charset.CharacterCodingException e) {
      throw new ParameterException(cmd, "--holes " + holes + " is not UTF-8 text");
    }
    return text.toString();
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
