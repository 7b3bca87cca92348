package io.github.knighttours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.knighttours.Board;
import io.github.knighttours.Square;
import io.github.knighttours.TourValidator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The launcher script target/bin/knight-tours and the class-data archive beside the jar, as
 * {@code mvn package} made them: the build runs this test after {@code package} (the pom's
 * launcher-script execution, which sets knighttours.packaged).
 * The script must run the program with the archive, without it, and with an archive that does
 * not match its jar or is not an archive at all, with the same output every time.
 */
class LauncherScriptTest {

  private static final Path TARGET = Path.of(System.getProperty("basedir", "."), "target");
  private static final Path JAR = TARGET.resolve("knight-tours.jar");
  private static final Path ARCHIVE = TARGET.resolve("knight-tours.jsa");
  private static final Path SCRIPT = TARGET.resolve("bin").resolve("knight-tours");

  /** What one run of the script printed, and how it ended. */
  private record Run(int status, String out, String err) {}

  @BeforeAll
  static void afterPackageWithAPosixShell() {
    assumeTrue(
        Boolean.getBoolean("knighttours.packaged"),
        "runs after package, in the build's launcher-script execution (mvn verify), where target/bin exists");
    assumeFalse(
        System.getProperty("os.name").toLowerCase(Locale.ROOT).startsWith("windows"),
        "the launcher is a POSIX sh script");
  }

  @Test
  void theBuildMadeAnExecutableScriptAndAnArchiveThatTheJvmUses(@TempDir Path dir) throws Exception {
    assertTrue(Files.isExecutable(SCRIPT), SCRIPT + " is not executable");
    assertTrue(Files.isRegularFile(ARCHIVE), "the build made no " + ARCHIVE);
    Path log = dir.resolve("classes.log");
    Run run = run(SCRIPT, "-Xlog:class+load:file=" + log, "tour", "--board", "5x5", "--start", "a1", "--format", "squares");
    assertFiveByFiveTourFromA1(run);
    String classes = Files.readString(log, StandardCharsets.UTF_8);
    assertTrue(
        classes.contains("io.github.knighttours.examples.TourMain source: shared objects file"),
        "the program's classes did not come from the archive");
    // picocli's java.time converters are left out (no option uses them), so java.time's
    // formatters are never initialised on the way to a tour.
    assertTrue(!classes.contains("java.time.format.DateTimeFormatter "), "java.time was initialised");
  }

  @Test
  void aTimeBudgetStillReadsAndAUserMayTakePicocliConvertersBack(@TempDir Path dir) throws Exception {
    assertFiveByFiveTourFromA1(
        run(SCRIPT, "", "tour", "--board", "5x5", "--start", "a1", "--time-budget", "0.5", "--format", "squares"));
    Path log = dir.resolve("classes.log");
    Run run =
        run(SCRIPT, "-Dpicocli.converters.excludes=none -Xlog:class+load:file=" + log,
            "tour", "--board", "5x5", "--start", "a1", "--format", "squares");
    assertFiveByFiveTourFromA1(run);
    assertTrue(
        Files.readString(log, StandardCharsets.UTF_8).contains("java.time.format.DateTimeFormatter "),
        "the user's own setting of picocli.converters.excludes was not kept");
  }

  @Test
  void aTourOfFiveByFiveWithAndWithoutTheArchive(@TempDir Path dir) throws Exception {
    Path bare = install(dir.resolve("bare"), false);
    for (Path script : List.of(SCRIPT, bare)) {
      assertFiveByFiveTourFromA1(run(script, "", "tour", "--board", "5x5", "--start", "a1", "--format", "squares"));
      // The default start, b1, is on the colour with one square fewer: proven absent, exit 3.
      Run none = run(script, "", "tour", "--board", "5x5");
      assertEquals(3, none.status(), none.err());
      assertEquals("", none.out());
      assertTrue(none.err().startsWith("No open tour of the 5x5 board from b1"), none.err());
    }
  }

  @Test
  void anArchiveOfAnotherJarOrNoArchiveAtAllIsDroppedSilently(@TempDir Path dir) throws Exception {
    // A copy of the jar has another modification time than the one the archive was made for.
    Path stale = install(dir.resolve("stale"), true);
    Path log = dir.resolve("classes.log");
    Run run = run(stale, "-Xlog:class+load:file=" + log, "tour", "--board", "5x5", "--start", "a1", "--format", "squares");
    assertFiveByFiveTourFromA1(run);
    assertFalse(
        Files.readString(log, StandardCharsets.UTF_8)
            .contains("io.github.knighttours.examples.TourMain source: shared objects file"),
        "the archive of another jar was used");

    Path garbage = install(dir.resolve("garbage"), false);
    byte[] noise = new byte[64 * 1024];
    new Random(26).nextBytes(noise);
    Files.write(garbage.getParent().getParent().resolve("knight-tours.jsa"), noise);
    assertFiveByFiveTourFromA1(run(garbage, "", "tour", "--board", "5x5", "--start", "a1", "--format", "squares"));

    Path empty = install(dir.resolve("empty"), false);
    Files.write(empty.getParent().getParent().resolve("knight-tours.jsa"), new byte[0]);
    assertFiveByFiveTourFromA1(run(empty, "", "tour", "--board", "5x5", "--start", "a1", "--format", "squares"));
  }

  @Test
  void aJarThatCannotRunGetsNoArchiveAndTheReason(@TempDir Path dir) throws Exception {
    Path jar = dir.resolve("empty.jar");
    try (var out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar))) {
      out.putNextEntry(new java.util.jar.JarEntry("nothing.txt"));
    }
    Path archive = dir.resolve("empty.jsa");
    Files.writeString(archive, "an old archive");
    String problem = StartArchive.makeArchive(Path.of(System.getProperty("java.home"), "bin", "java"), jar, archive);
    assertNotNull(problem);
    assertTrue(problem.startsWith("the training run exited 1"), problem);
    assertFalse(Files.exists(archive), "an archive was left behind");
  }

  /**
   * A copy of the program in {@code dir}: bin/knight-tours and knight-tours.jar, and with {@code
   * withArchive} the build's archive, which does not match the copied jar. Returns the script.
   */
  private static Path install(Path dir, boolean withArchive) throws IOException {
    Path script = StartArchive.installScript(SCRIPT, dir.resolve("bin"));
    Files.copy(JAR, dir.resolve("knight-tours.jar"));
    Files.setLastModifiedTime(dir.resolve("knight-tours.jar"), java.nio.file.attribute.FileTime.fromMillis(0));
    if (withArchive) {
      Files.copy(ARCHIVE, dir.resolve("knight-tours.jsa"), StandardCopyOption.COPY_ATTRIBUTES);
    }
    return script;
  }

  /** Runs {@code script} with the JVM of this test and {@code javaOpts} in JAVA_OPTS. */
  private static Run run(Path script, String javaOpts, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(script.toString());
    command.addAll(Arrays.asList(args));
    ProcessBuilder builder = new ProcessBuilder(command);
    Map<String, String> env = builder.environment();
    env.put("JAVA_HOME", System.getProperty("java.home"));
    env.put("JAVA_OPTS", javaOpts);
    Path out = Files.createTempFile("launcher", ".out");
    Path err = Files.createTempFile("launcher", ".err");
    try {
      Process process = builder.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
      if (!process.waitFor(120, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new AssertionError("still running after 120 s: " + command);
      }
      return new Run(
          process.exitValue(), Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8));
    } finally {
      Files.delete(out);
      Files.delete(err);
    }
  }

  /** Standard output is exactly a tour of 5x5 from a1, and nothing more; the summary on stderr. */
  private static void assertFiveByFiveTourFromA1(Run run) {
    assertEquals(0, run.status(), run.err());
    List<Square> squares =
        Arrays.stream(run.out().strip().split(" ")).map(Square::parse).collect(Collectors.toList());
    assertEquals(25, squares.size(), run.out());
    assertEquals(Square.parse("a1"), squares.get(0));
    assertTrue(TourValidator.validate(Board.of(5, 5), squares).isTour(), run.out());
    assertTrue(run.out().endsWith("\n") && run.out().indexOf('\n') == run.out().length() - 1, run.out());
    assertTrue(run.err().startsWith("Open tour of the 5x5 board from a1"), run.err());
  }
}
