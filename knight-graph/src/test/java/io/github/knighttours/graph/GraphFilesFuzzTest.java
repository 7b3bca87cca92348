package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Fuzzes every graph reader with a seeded random mutator over small seed files: bit flips,
 * inserted and deleted bytes, duplicated chunks, deep nesting, huge and out-of-range numbers,
 * truncation, and gzip (whole or corrupted). Whatever the input, {@link GraphFiles#read} returns
 * a graph or throws an {@link IllegalArgumentException} (or an {@link IOException}); never any
 * other exception, a {@link StackOverflowError}, an {@link OutOfMemoryError} or a hang.
 *
 * <p>{@code mvn verify} runs {@value #DEFAULT_INPUTS} inputs a format; more with, say,
 * {@code mvn -B -o -pl knight-graph -am -Dtest=GraphFilesFuzzTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Dfuzz.inputs=100000 -Dfuzz.seed=7 verify}. A failing
 * input is written to {@code target/fuzz-failures} and named in the failure.
 */
class GraphFilesFuzzTest {

  private static final int DEFAULT_INPUTS = 1000;
  private static final int INPUTS = Integer.getInteger("fuzz.inputs", DEFAULT_INPUTS);
  private static final long SEED = Long.getLong("fuzz.seed", 24L);
  private static final int MAX_INPUT_BYTES = 1 << 19;
  private static final Path GRAPHS = Path.of("src/test/resources/graphs");

  /** Fragments the mutator splices in: the formats' own syntax, and numbers at the edges. */
  private static final String[] TOKENS = {
    "{", "}", "<", ">", "\"", ",", "\n", "\r", "\r\n", "&", ";", "--", "->", "#", "/*", "*/", "//", "\\",
    "[", "]", "=", "subgraph", "graph", "digraph", "node", "edge", "strict", "<node id=\"", "<edge source=\"",
    "\" target=\"", "/>", "<graph>", "</graph>", "<!DOCTYPE x [<!ENTITY e \"e\">]>", "&e;", "<![CDATA[", "]]>",
    "<?xml version=\"1.0\"?>", "p edge ", "p col ", "e ", "c ", "TYPE : HCP\n", "DIMENSION : ", "EDGE_DATA_SECTION\n",
    "-1", "EOF", "0", "-7", "2147483648", "9223372036854775808", "99999999999999999999", "100000000", "1e308",
    "NaN", "\u0000", "\uFEFF", "\u00e9", "\"\"", "\t", " ",
  };

  private static List<String> seeds(GraphFormat format) throws IOException {
    List<String> seeds = new ArrayList<>();
    for (String extension : format.extensions()) {
      Path file = GRAPHS.resolve("petersen" + extension);
      if (Files.exists(file)) {
        seeds.add(Files.readString(file));
      }
    }
    switch (format) {
      case HCP -> seeds.add(Files.readString(GRAPHS.resolve("cycle8.hcp")));
      case DIMACS -> seeds.add("c isolated vertices\np edge 6 3\ne 1 2\ne 2 3 1.5\na 3 1\n");
      case CSV -> seeds.add("\"a,1\",b\r\nb,\"c \"\"x\"\"\"\nlone\n\nc,a\n");
      case DOT ->
          seeds.add(
              "strict digraph G { node [shape=box]; a -> {b c} -> d; subgraph s { e -- f [label=\"{x|y}\"] }\n"
                  + "g [label=<<b>bold</b>>]; /* c { */ // {\n# pre\n\"q r\":n -> h:sw; x = y }\n");
      case GRAPHML ->
          seeds.add(
              "<?xml version=\"1.0\" encoding=\"UTF-8\"?><graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\">"
                  + "<key id=\"w\" for=\"edge\" attr.name=\"weight\" attr.type=\"double\"><default>1</default></key>"
                  + "<graph id=\"g\" edgedefault=\"directed\"><node id=\"n0\"><data key=\"w\">x<!-- c --></data></node>"
                  + "<node id=\"n1\"/><edge id=\"e0\" source=\"n0\" target=\"n1\"><data key=\"w\">2.5</data></edge>"
                  + "</graph></graphml>");
      default -> throw new IllegalStateException(format.toString());
    }
    return seeds;
  }

  @ParameterizedTest
  @EnumSource(GraphFormat.class)
  @Timeout(300)
  void everyReaderReturnsAGraphOrRefusesTheInputClearly(GraphFormat format, @TempDir Path dir) throws IOException {
    List<String> seeds = seeds(format);
    Random random = new Random(SEED * 31 + format.ordinal());
    String extension = format.extensions().get(0);
    int read = 0;
    int refused = 0;
    for (int i = 0; i < INPUTS; i++) {
      byte[] input = mutate(seeds.get(random.nextInt(seeds.size())).getBytes(StandardCharsets.UTF_8), seeds, random);
      boolean gzip = random.nextInt(8) == 0;
      try {
        if (gzip) {
          byte[] compressed = gzip(input);
          if (random.nextBoolean()) {
            compressed = mutate(compressed, seeds, random); // a corrupt gzip file
          }
          Path file = dir.resolve("fuzz" + extension + ".gz");
          Files.write(file, compressed);
          GraphFiles.read(file, format);
        } else {
          Reader reader = new InputStreamReader(new ByteArrayInputStream(input), StandardCharsets.UTF_8);
          GraphFiles.read(reader, format, "fuzz" + extension);
        }
        read++;
      } catch (IllegalArgumentException | IOException expected) {
        // A clear refusal: it names the file.
        String message = String.valueOf(expected.getMessage());
        if (!message.contains("fuzz" + extension)) {
          Path saved = save(format, i, gzip, input);
          fail(format + " input " + i + " (saved as " + saved + "): the message does not name the file: " + message);
        }
        refused++;
      } catch (Throwable e) {
        Path saved = save(format, i, gzip, input);
        fail(format + " input " + i + " (seed " + SEED + (gzip ? ", gzipped" : "") + ", saved as " + saved + ") threw "
            + e, e);
      }
    }
    // Not vacuous: the mutations leave some inputs readable and break others.
    if (INPUTS >= 100 && (read == 0 || refused == 0)) {
      fail(format + ": " + read + " inputs read and " + refused + " refused; the mutator tests nothing");
    }
  }

  /** One to four mutations of a seed. */
  private static byte[] mutate(byte[] seed, List<String> seeds, Random random) {
    byte[] data = seed;
    int mutations = 1 + random.nextInt(4);
    for (int m = 0; m < mutations; m++) {
      int length = data.length;
      int at = length == 0 ? 0 : random.nextInt(length + 1);
      switch (random.nextInt(10)) {
        case 0 -> { // flip bits
          if (length > 0) {
            data = data.clone();
            data[Math.min(at, length - 1)] ^= (byte) (1 << random.nextInt(8));
          }
        }
        case 1 -> data = insert(data, at, new byte[] {(byte) random.nextInt(256)});
        case 2 -> { // delete a range
          int end = Math.min(length, at + 1 + random.nextInt(16));
          data = concat(Arrays.copyOf(data, Math.min(at, length)), Arrays.copyOfRange(data, Math.min(end, length), length));
        }
        case 3 -> { // duplicate a chunk, up to thousands of times
          int from = length == 0 ? 0 : random.nextInt(length);
          int to = Math.min(length, from + 1 + random.nextInt(64));
          byte[] chunk = Arrays.copyOfRange(data, from, to);
          data = insert(data, at, repeat(chunk, 1 + random.nextInt(random.nextBoolean() ? 4 : 5000)));
        }
        case 4 -> { // nest: open many times, close (or not)
          String[][] pairs = {{"{", "}"}, {"<x>", "</x>"}, {"subgraph {", "}"}, {"\"", "\""}, {"<", ">"}, {"/*", "*/"}};
          String[] pair = pairs[random.nextInt(pairs.length)];
          int times = 1 + random.nextInt(random.nextBoolean() ? 200 : 20_000);
          byte[] open = repeat(pair[0].getBytes(StandardCharsets.UTF_8), times);
          byte[] close = random.nextBoolean() ? repeat(pair[1].getBytes(StandardCharsets.UTF_8), times) : new byte[0];
          int end = length == 0 ? 0 : at + random.nextInt(length - at + 1);
          data = concat(concat(Arrays.copyOf(data, at), open), concat(Arrays.copyOfRange(data, at, end), concat(close,
              Arrays.copyOfRange(data, end, length))));
        }
        case 5, 6 -> data = insert(data, at, TOKENS[random.nextInt(TOKENS.length)].getBytes(StandardCharsets.UTF_8));
        case 7 -> data = Arrays.copyOf(data, Math.min(at, length)); // truncate
        case 8 -> { // splice in part of another seed
          byte[] other = seeds.get(random.nextInt(seeds.size())).getBytes(StandardCharsets.UTF_8);
          int from = random.nextInt(other.length);
          data = insert(data, at, Arrays.copyOfRange(other, from, Math.min(other.length, from + random.nextInt(200))));
        }
        default -> { // replace a number by a huge or out-of-range one
          String number = new String[] {"0", "-1", "2147483648", "99999999999999999999", "100000001", "65537"}[random.nextInt(6)];
          data = insert(data, at, number.getBytes(StandardCharsets.US_ASCII));
        }
      }
      if (data.length > MAX_INPUT_BYTES) {
        data = Arrays.copyOf(data, MAX_INPUT_BYTES);
      }
    }
    return data;
  }

  private static byte[] insert(byte[] data, int at, byte[] piece) {
    int where = Math.min(at, data.length);
    return concat(concat(Arrays.copyOf(data, where), piece), Arrays.copyOfRange(data, where, data.length));
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] both = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, both, a.length, b.length);
    return both;
  }

  private static byte[] repeat(byte[] chunk, int times) {
    int total = (int) Math.min((long) chunk.length * times, MAX_INPUT_BYTES);
    byte[] out = new byte[total];
    for (int i = 0; i < total; i++) {
      out[i] = chunk[i % chunk.length];
    }
    return out;
  }

  private static byte[] gzip(byte[] data) {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (OutputStream out = new GZIPOutputStream(bytes)) {
      out.write(data);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return bytes.toByteArray();
  }

  private static Path save(GraphFormat format, int input, boolean gzip, byte[] data) throws IOException {
    Path dir = Files.createDirectories(Path.of("target", "fuzz-failures"));
    Path file = dir.resolve(format + "-" + SEED + "-" + input + (gzip ? "-plain-of-gz" : "") + format.extensions().get(0));
    Files.write(file, data);
    return file.toAbsolutePath();
  }
}
