package io.github.knighttours.examples;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.AutoComplete;

/**
 * Writes the bash/zsh completion script of {@code knight-tours}, which the build runs into
 * {@code target/knight-tours_completion}. picocli writes the script from the program's whole
 * command line, whose subcommands are added in code (see {@link TourMain}), not listed in an
 * annotation that picocli's own generator could read.
 */
public final class CompletionScript {

  private CompletionScript() {}

  /**
   * Writes the script.
   *
   * @param args one argument: the file to write
   * @throws IOException if the file cannot be written
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException(
          "expected one argument, the file to write, but got " + args.length);
    }
    String script = AutoComplete.bash("knight-tours", TourMain.commandLine());
    Files.writeString(Path.of(args[0]), script, StandardCharsets.UTF_8);
  }
}
