package io.github.knighttours.examples;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Makes the fast start of {@code knight-tours}, which the build runs once the jar is shaded: the
 * launcher script {@code target/bin/knight-tours}, executable, and beside the jar a class-data
 * sharing archive, {@code target/knight-tours.jsa}, of the classes that one {@code tour --board
 * 8x8} loads (the JDK's, picocli's and the program's). The script hands the archive to the JVM,
 * which then maps those classes already parsed, verified and laid out instead of reading them from
 * the jar (docs/performance.md, "Cold start", has the figures).
 *
 * <p>The archive is made as Java 17 makes a static one: a training run that writes the list of
 * classes it loaded ({@code -XX:DumpLoadedClassList}), then {@code -Xshare:dump} of that list.
 * Static rather than dynamic ({@code -XX:ArchiveClassesAtExit}): Java 17's dynamic archive leaves
 * out classes compiled for Java 5, which is what picocli's jar holds. The training run is one
 * fixed command, so the archive's classes are the same on every build. The archive belongs to the
 * JVM that made it and to this jar, at this path: the JVM checks both when it starts and, on a
 * mismatch, runs without the archive (slower, not wrong). A build whose JVM cannot make one says
 * so and goes on without it: the script runs the jar alone.
 */
public final class StartArchive {

  /** How long the training run or the dump may take before the build gives up on the archive. */
  private static final long TIMEOUT_SECONDS = 120;

  private StartArchive() {}

  /**
   * Writes the launcher script and the archive.
   *
   * @param args three arguments: the shaded jar, the launcher script's source, and the directory
   *     to write the script into (the archive goes beside the jar, named as the jar with
   *     {@code .jsa})
   * @throws IOException if the script cannot be written
   * @throws InterruptedException if the build is interrupted
   */
  public static void main(String[] args) throws IOException, InterruptedException {
    if (args.length != 3) {
      throw new IllegalArgumentException(
          "expected three arguments, the jar, the launcher script and its directory, but got "
              + args.length);
    }
    Path jar = Path.of(args[0]).toRealPath();
    installScript(Path.of(args[1]), Path.of(args[2]));
    Path archive = jar.resolveSibling(jar.getFileName().toString().replaceFirst("\\.jar$", "") + ".jsa");
    String problem = makeArchive(Path.of(System.getProperty("java.home"), "bin", "java"), jar, archive);
    if (problem != null) {
      System.err.println("warning: no class-data archive " + archive + " (" + problem
          + "); bin/knight-tours runs the jar without it, only slower to start");
    }
  }

  /** Copies the script into {@code dir} and makes it executable where files have permissions. */
  static Path installScript(Path script, Path dir) throws IOException {
    Files.createDirectories(dir);
    Path target = dir.resolve(script.getFileName());
    Files.copy(script, target, StandardCopyOption.REPLACE_EXISTING);
    if (target.getFileSystem().supportedFileAttributeViews().contains("posix")) {
      Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
    return target;
  }

  /**
   * Makes {@code archive} for {@code jar} with the JVM {@code java}: null once it is written, else
   * why not (and no archive is left behind, not even an old one).
   */
  static String makeArchive(Path java, Path jar, Path archive) throws IOException, InterruptedException {
    Files.deleteIfExists(archive);
    Path classList = Files.createTempFile("knight-tours", ".classlist");
    Path log = Files.createTempFile("knight-tours", ".log");
    // Dumped under another name and moved into place, so that a failed dump leaves nothing.
    Path partial = archive.resolveSibling(archive.getFileName() + ".part");
    try {
      String training = run(log,
          java.toString(), "-XX:DumpLoadedClassList=" + classList, "-cp", jar.toString(),
          TourMain.class.getName(), "tour", "--board", "8x8");
      if (training != null) {
        return "the training run " + training;
      }
      String dump = run(log,
          java.toString(), "-Xshare:dump", "-XX:SharedClassListFile=" + classList,
          "-XX:SharedArchiveFile=" + partial, "-cp", jar.toString());
      if (dump != null || !Files.isRegularFile(partial)) {
        return "-Xshare:dump " + (dump != null ? dump : "wrote no file");
      }
      Files.move(partial, archive, StandardCopyOption.REPLACE_EXISTING);
      return null;
    } finally {
      Files.deleteIfExists(classList);
      Files.deleteIfExists(log);
      Files.deleteIfExists(partial);
    }
  }

  /** Runs {@code command} with its output in {@code log}: null if it exits 0, else what went wrong. */
  private static String run(Path log, String... command) throws IOException, InterruptedException {
    Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      return "took more than " + TIMEOUT_SECONDS + " s";
    }
    if (process.exitValue() == 0) {
      return null;
    }
    List<String> lines = Files.readAllLines(log, StandardCharsets.UTF_8);
    String last = lines.isEmpty() ? "no output" : lines.get(lines.size() - 1);
    return "exited " + process.exitValue() + ": " + last;
  }
}
