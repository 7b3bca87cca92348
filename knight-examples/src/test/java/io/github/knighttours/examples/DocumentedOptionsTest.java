package io.github.knighttours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The options README.md and docs/*.md give each subcommand against picocli's model of the
 * program: every option the pages give a subcommand exists for it, and every option of every
 * subcommand is given to it somewhere in the pages.
 *
 * <p>An option is given to a subcommand where the pages write them together: on a command line
 * of a {@code ```sh} block ({@code knight-tours.jar count --board 6x6}, each side of a pipe on
 * its own), in a code span ({@code `tour --board 4x4x4`}), or anywhere in a bullet of the
 * command-line page that begins with the subcommand ({@code - `graph FILE` finds ...}). A
 * command line documented to exit with 2 (a refusal shown on purpose) gives nothing.
 */
class DocumentedOptionsTest {

  private static final Path ROOT = Path.of("..");
  private static final Pattern OPTION = Pattern.compile("(?<![\\w-])(--[a-z][a-z0-9-]*|-[a-zA-Z])(?![\\w-])");
  private static final Pattern CODE_SPAN = Pattern.compile("`([^`\\n]+)`");

  /** Subcommand name to its options' names, from picocli. */
  private static final Map<String, CommandSpec> SUBCOMMANDS = new TreeMap<>();

  /** Subcommand name to the options the pages give it, each with where. */
  private static final Map<String, Map<String, String>> DOCUMENTED = new TreeMap<>();

  @BeforeAll
  static void read() throws IOException {
    TourMain.commandLine().getSubcommands().forEach((name, line) -> {
      if (!name.equals("help")) {
        SUBCOMMANDS.put(name, line.getCommandSpec());
        DOCUMENTED.put(name, new TreeMap<>());
      }
    });
    List<Path> pages = new ArrayList<>();
    pages.add(ROOT.resolve("README.md"));
    try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    for (Path page : pages) {
      readPage(page);
    }
  }

  private static void readPage(Path page) throws IOException {
    List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
    String name = ROOT.relativize(page).toString();
    boolean inSh = false;
    boolean inOther = false;
    String bullet = null; // the subcommand of the command-line page's bullet being read
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      String where = name + ":" + (i + 1);
      if (line.startsWith("```")) {
        if (inSh || inOther) {
          inSh = false;
          inOther = false;
        } else if (line.strip().equals("```sh")) {
          inSh = true;
        } else {
          inOther = true;
        }
        continue;
      }
      if (inOther) {
        continue;
      }
      if (inSh) {
        if (line.matches(".*#\\s*exit 2\\s*$")) {
          continue; // a refusal shown on purpose, such as an option the subcommand does not take
        }
        for (String piece : line.split("\\|")) {
          commandLine(piece, where);
        }
        continue;
      }
      if (name.equals("docs/command-line.md")) {
        Matcher start = Pattern.compile("^- `([a-z]+)").matcher(line);
        if (start.find() && SUBCOMMANDS.containsKey(start.group(1))) {
          bullet = start.group(1);
        } else if (line.isBlank() || line.startsWith("- ") || line.startsWith("#")) {
          bullet = null;
        }
      }
      Matcher span = CODE_SPAN.matcher(line);
      while (span.find()) {
        String code = span.group(1);
        if (bullet != null) {
          give(bullet, code, where);
        }
        commandLine(code, where);
      }
    }
  }

  /** The options after a subcommand's name in a command line or code span, given to it. */
  private static void commandLine(String text, String where) {
    String[] words = text.strip().split("\\s+");
    for (int w = 0; w < words.length; w++) {
      String word = words[w];
      boolean program = w == 0 || words[w - 1].endsWith("knight-tours.jar") || words[w - 1].equals("knight-tours");
      if (program && SUBCOMMANDS.containsKey(word)) {
        StringBuilder rest = new StringBuilder();
        for (int r = w + 1; r < words.length && !words[r].equals("#"); r++) {
          rest.append(' ').append(words[r]);
        }
        give(word, rest.toString(), where);
        return;
      }
    }
  }

  private static void give(String subcommand, String text, String where) {
    Matcher option = OPTION.matcher(text);
    while (option.find()) {
      DOCUMENTED.get(subcommand).putIfAbsent(option.group(1), where);
    }
  }

  @Test
  void everyDocumentedOptionExistsForItsSubcommand() {
    List<String> unknown = new ArrayList<>();
    DOCUMENTED.forEach((subcommand, options) -> options.forEach((option, where) -> {
      if (SUBCOMMANDS.get(subcommand).findOption(option) == null) {
        unknown.add(where + ": " + subcommand + " " + option);
      }
    }));
    assertEquals(List.of(), unknown, "options the pages give a subcommand that has no such option");
  }

  @Test
  void everyOptionOfEverySubcommandIsDocumented() {
    List<String> missing = new ArrayList<>();
    SUBCOMMANDS.forEach((subcommand, spec) -> {
      for (OptionSpec option : spec.options()) {
        if (option.usageHelp() || option.versionHelp()) {
          continue; // --help and --version: the command-line page says every subcommand has them
        }
        boolean given = false;
        for (String name : option.names()) {
          given |= DOCUMENTED.get(subcommand).containsKey(name);
        }
        if (!given) {
          missing.add(subcommand + " " + option.longestName());
        }
      }
    });
    assertEquals(List.of(), missing, "options of a subcommand that no page of README.md or docs/ gives it");
  }

  @Test
  void theReaderOfThePagesFindsWhatItShould() {
    // Guards the test itself: a reader that found nothing would pass the first test vacuously.
    assertTrue(DOCUMENTED.get("tour").containsKey("--board"), DOCUMENTED.toString());
    assertTrue(DOCUMENTED.get("count").containsKey("--method"), DOCUMENTED.toString());
    assertTrue(DOCUMENTED.get("graph").containsKey("--format-in"), DOCUMENTED.toString());
    Set<String> empty = new TreeSet<>();
    DOCUMENTED.forEach((subcommand, options) -> {
      if (options.isEmpty() && !SUBCOMMANDS.get(subcommand).options().stream().allMatch(o -> o.usageHelp() || o.versionHelp())) {
        empty.add(subcommand);
      }
    });
    assertEquals(Set.of(), empty);
  }
}
