package io.github.knighttours.examples;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One run of {@code knight-tours} in a JVM of its own (a heap of its own, real file descriptors),
 * for the tests that in-process runs cannot make.
 *
 * @param status the exit status
 * @param err what went to standard error
 */
record JvmRun(int status, String err) {

  /** Runs the program with the JVM options, then the arguments; standard output goes to {@code out}. */
  static JvmRun run(List<String> jvmOptions, File out, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvmOptions);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(TourMain.class.getName());
    command.addAll(List.of(args));
    File err = Files.createTempFile("knight-tours", ".err").toFile();
    try {
      Process process = new ProcessBuilder(command).redirectOutput(out).redirectError(err).start();
      if (!process.waitFor(150, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        throw new AssertionError("still running after 150 s: " + List.of(args));
      }
      return new JvmRun(process.exitValue(), Files.readString(err.toPath(), StandardCharsets.UTF_8));
    } finally {
      err.delete();
    }
  }
}
