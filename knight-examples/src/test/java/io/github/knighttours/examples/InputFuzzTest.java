package io.github.knighttours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fuzzes the files the command line reads itself: the {@code --holes} picture and the tour files
 * {@code draw} reads (squares, JSON, CSV; flat, shaped and three-dimensional). Each input is a
 * seeded random mutation of a real one; the program must end with success (or 3, 4) or with
 * exit 2 and one clear "error:" line: never 1 (an internal error), a stack trace, a hang or an
 * OutOfMemoryError.
 *
 * <p>{@value #DEFAULT_INPUTS} inputs a target in {@code mvn verify}; for a longer run:
 *
 * <pre>
 * mvn -B -o -pl knight-examples -am -Dtest=InputFuzzTest -Dsurefire.failIfNoSpecifiedTests=false \
 *     -Dfuzz.inputs=100000 -Dfuzz.seed=7 verify
 * </pre>
 */
class InputFuzzTest {

  static final int DEFAULT_INPUTS = 400;

  private static final int INPUTS = Integer.getInteger("fuzz.inputs", DEFAULT_INPUTS);
  private static final long SEED = Long.getLong("fuzz.seed", 24L);

  /** Pieces a mutation may insert: the formats' own punctuation and the numbers that break parsers. */
  private static final String[] TOKENS = {
    "{", "}", "[", "]", "\"", ",", ":", "(", ")", "x", "X", "#", ".", "\n", "\r\n", " ", "\t", "\u0000", "\uFEFF",
    "-", "0", "1", "9", "99999999999", "2147483647", "-2147483648", "46341", "a1", "zz99", "(0,0,0)", "(-1,0,0)",
    "(99999999999,0,0)", "\"squares\":[", "\"cells\":[", "\"board\":\"", "46341x46341", "1000000x1000000", "4x4x4",
    "move,square,row,col\n", "move,layer,row,col\n", "# board: ", "; wrap: torus", "; leaper: 2,3", "; holes: ",
    "\"wrap\":\"cylinder\"", "\"leaper\":[1,", "\"holes\":[\"", "torus", "with 1 hole", "é", "\uD800", "+-",
    "|", "\"closed\":true"
  };

  /** A seeded mutation of {@code seed}: a few flips, insertions, deletions, copies or a cut. */
  static String mutate(String seed, Random random) {
    StringBuilder text = new StringBuilder(seed);
    int edits = 1 + random.nextInt(random.nextInt(10) == 0 ? 40 : 4);
    for (int e = 0; e < edits; e++) {
      int at = text.length() == 0 ? 0 : random.nextInt(text.length() + 1);
      switch (random.nextInt(7)) {
        case 0: // flip a character
          if (at < text.length()) {
            text.setCharAt(at, (char) (random.nextBoolean() ? random.nextInt(128) : random.nextInt(0x3000)));
          }
          break;
        case 1: // insert a token
          text.insert(at, TOKENS[random.nextInt(TOKENS.length)]);
          break;
        case 2: { // delete a range
          int to = Math.min(text.length(), at + 1 + random.nextInt(20));
          text.delete(Math.min(at, to), to);
          break;
        }
        case 3: { // copy a range elsewhere, up to a few times
          int to = Math.min(text.length(), at + 1 + random.nextInt(200));
          String piece = text.substring(Math.min(at, to), to);
          int where = random.nextInt(text.length() + 1);
          for (int k = 1 + random.nextInt(3); k > 0; k--) {
            text.insert(where, piece);
          }
          break;
        }
        case 4: // cut the text short
          text.setLength(at);
          break;
        case 5: // a digit changed: sizes and squares off by a little or a lot
          if (at < text.length() && Character.isDigit(text.charAt(at))) {
            text.replace(at, at + 1, String.valueOf(random.nextInt(10) == 0 ? 1_000_000_007 : random.nextInt(10)));
          }
          break;
        default: // swap two characters
          if (text.length() > 1) {
            int other = random.nextInt(text.length());
            int here = Math.min(at, text.length() - 1);
            char c = text.charAt(here);
            text.setCharAt(here, text.charAt(other));
            text.setCharAt(other, c);
          }
          break;
      }
    }
    return text.toString();
  }

  /** Runs the program and checks the pass condition; the input is saved to say what failed. */
  private static int check(Path dir, String what, String input, int index, String... args) throws IOException {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status;
    try {
      status = TourMain.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
    } catch (Throwable e) {
      throw new AssertionError(failure(dir, what, input, index, "threw " + e), e);
    }
    String text = err.toString();
    boolean clean = !text.contains("internal error") && !text.contains("\tat ") && !text.contains("Exception");
    if (status == 2) {
      clean &= text.startsWith("error: ") && text.lines().filter(l -> l.startsWith("error: ")).count() == 1;
    }
    if (!(status == 0 || status == 2 || status == 3 || status == 4) || !clean) {
      fail(failure(dir, what, input, index, "exit " + status + ": " + text));
    }
    return status;
  }

  private static String failure(Path dir, String what, String input, int index, String how) throws IOException {
    Path saved = Path.of("target", "fuzz-failures", what + "-" + SEED + "-" + index + ".txt");
    Files.createDirectories(saved.getParent());
    Files.writeString(saved, input, StandardCharsets.UTF_8);
    return what + " input " + index + " (seed " + SEED + ", saved in " + saved.toAbsolutePath() + "): " + how;
  }

  /** Real tours as 'tour' prints them, in every form 'draw' reads. */
  private static List<String> tourSeeds(Path dir) throws IOException {
    List<String[]> runs = List.of(
        new String[] {"--board", "5x5", "--start", "a1", "--format", "squares"},
        new String[] {"--board", "5x5", "--start", "a1", "--format", "json"},
        new String[] {"--board", "5x6", "--format", "csv"},
        new String[] {"--board", "6x6", "--torus", "--strategy", "warnsdorff", "--format", "json"},
        new String[] {"--board", "6x6", "--cylinder", "--strategy", "warnsdorff", "--format", "csv"},
        new String[] {"--board", "3x4x4", "--format", "squares"},
        new String[] {"--board", "3x4x4", "--format", "json"},
        new String[] {"--board", "3x4x4", "--format", "csv"});
    List<String> seeds = new ArrayList<>();
    for (String[] args : runs) {
      Path file = dir.resolve("seed-" + seeds.size());
      List<String> all = new ArrayList<>(List.of("tour", "-q", "-o", file.toString()));
      all.addAll(List.of(args));
      assertEquals(0, CommandRun.run(all.toArray(String[]::new)).status(), all.toString());
      seeds.add(Files.readString(file, StandardCharsets.UTF_8));
    }
    Path holes = Files.writeString(dir.resolve("holes.txt"), ".....\n.....\n..#..\n.....\n.....\n");
    Path file = dir.resolve("seed-holes");
    assertEquals(0, CommandRun.run("tour", "-q", "--holes", holes.toString(), "--start", "a1", "--format", "json", "-o", file.toString()).status());
    seeds.add(Files.readString(file, StandardCharsets.UTF_8));
    return seeds;
  }

  @Test
  @Timeout(value = 600, unit = TimeUnit.SECONDS)
  void drawReadsEveryMutatedTourFileWithoutCrashing(@TempDir Path dir) throws IOException {
    List<String> seeds = tourSeeds(dir);
    Random random = new Random(SEED);
    Path input = dir.resolve("input.txt");
    int[] statuses = new int[5];
    Path picture = dir.resolve("picture.svg");
    for (int i = 0; i < INPUTS; i++) {
      String text = mutate(seeds.get(random.nextInt(seeds.size())), random);
      Files.write(input, bytes(text, random));
      statuses[check(dir, "draw", text, i, "draw", input.toString(), "-o", picture.toString())]++;
    }
    assertNotVacuous("draw", statuses);
    // The seeds themselves draw.
    for (String seed : seeds) {
      Files.writeString(input, seed, StandardCharsets.UTF_8);
      assertEquals(0, CommandRun.run("draw", input.toString(), "-o", picture.toString()).status(), seed);
    }
  }

  @Test
  @Timeout(value = 600, unit = TimeUnit.SECONDS)
  void tourReadsEveryMutatedHolesPictureWithoutCrashing(@TempDir Path dir) throws IOException {
    List<String> seeds = List.of(
        ".....\n.....\n..#..\n.....\n.....\n",
        "#.....\n......\n......\n......\n......\n#.....\n",
        "  ....  \r\n  ....\r\n  .#..\r\n  ....\r\n",
        "........\n........\n...##...\n........\n........\n...##...\n........\n........\n");
    Random random = new Random(SEED);
    Path input = dir.resolve("holes.txt");
    int[] statuses = new int[5];
    for (int i = 0; i < INPUTS; i++) {
      String text = mutate(seeds.get(random.nextInt(seeds.size())), random);
      Files.write(input, bytes(text, random));
      // A small node budget: the picture is what is tested, not the search.
      statuses[check(dir, "holes", text, i, "tour", "--holes", input.toString(), "--strategy", "warnsdorff", "--node-budget", "20000",
          "--format", "squares", "-q", "--start", random.nextBoolean() ? "a1" : "b1")]++;
    }
    assertNotVacuous("holes", statuses);
  }

  /** Some mutations must still be read (and drawn or searched), and some refused: else the fuzz tests little. */
  private static void assertNotVacuous(String what, int[] statuses) {
    System.out.println(what + " fuzz, inputs by exit status 0..4: " + java.util.Arrays.toString(statuses));
    if (INPUTS >= 100) {
      assertTrue(statuses[2] > INPUTS / 20, what + ": " + java.util.Arrays.toString(statuses));
      assertTrue(statuses[0] + statuses[3] + statuses[4] > INPUTS / 50, what + ": " + java.util.Arrays.toString(statuses));
    }
  }

  /** The text as UTF-8, now and then with a byte that is not UTF-8. */
  private static byte[] bytes(String text, Random random) {
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    if (bytes.length > 0 && random.nextInt(20) == 0) {
      bytes[random.nextInt(bytes.length)] = (byte) (0x80 + random.nextInt(0x80));
    }
    return bytes;
  }

  @Test
  void theMutatorIsSeededAndChangesItsInput() {
    String seed = "{\"board\":\"5x5\",\"squares\":[\"a1\",\"b3\"]}";
    assertEquals(mutate(seed, new Random(1)), mutate(seed, new Random(1)));
    int changed = 0;
    Random random = new Random(2);
    for (int i = 0; i < 100; i++) {
      changed += mutate(seed, random).equals(seed) ? 0 : 1;
    }
    assertTrue(changed > 80, "changed " + changed);
  }
}
