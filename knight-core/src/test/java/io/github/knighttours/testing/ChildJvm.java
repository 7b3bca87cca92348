package io.github.knighttours.testing;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * Runs a {@code main} class of the tests in a JVM of its own, with JVM options such as a small
 * {@code -Xmx}: for the checks that need a heap, or an exit status, of their own.
 *
 * @param status the exit status
 * @param output standard output and standard error together, stripped
 */
public record ChildJvm(int status, String output) {

  /** The longest a child may run before it is killed and the test fails. */
  private static final long LIMIT_SECONDS = 300;

  /**
   * Runs {@code main} with the JVM options and then the arguments, on this JVM's class path and
   * module path joined as one class path (the modules run unnamed there).
   */
  public static ChildJvm run(List<String> jvmOptions, Class<?> main, String... args)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvmOptions);
    command.add("-cp");
    command.add(classPath());
    command.add(main.getName());
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    // Read while it runs, so that a child that writes much never blocks on a full pipe.
    CompletableFuture<String> output =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
              } catch (IOException e) {
                return "(output lost: " + e + ")";
              }
            });
    if (!process.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new AssertionError("still running after " + LIMIT_SECONDS + " s: " + command);
    }
    try {
      return new ChildJvm(process.exitValue(), output.get(LIMIT_SECONDS, TimeUnit.SECONDS));
    } catch (ExecutionException | java.util.concurrent.TimeoutException e) {
      throw new AssertionError("the output of " + command + " was not read", e);
    }
  }

  /** This JVM's class path and module path as one class path. */
  public static String classPath() {
    List<String> parts = new ArrayList<>();
    for (String property : new String[] {"java.class.path", "jdk.module.path"}) {
      String value = System.getProperty(property);
      if (value != null && !value.isEmpty()) {
        parts.add(value);
      }
    }
    return String.join(File.pathSeparator, parts);
  }
}
