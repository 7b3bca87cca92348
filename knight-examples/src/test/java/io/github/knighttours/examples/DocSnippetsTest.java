package io.github.knighttours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.knighttours.KnightTours;
import io.github.knighttours.Square;
import io.github.knighttours.Strategy;
import java.io.File;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every ```java block of README.md and docs/*.md compiles against the library, and every block of
 * statements runs; every relative link of those pages names a file (and heading) that exists.
 *
 * <p>The conventions (also in docs/README.md): imports at the top of a block are kept; a block that
 * then declares a class is a compilation unit, any other is a list of statements compiled in a
 * method with {@link #IMPORTS}. {@code ```java no-run} marks a block that is only compiled (it
 * writes files, starts Spark or runs for seconds). A block may use {@code MySolver}, the solver
 * that docs/own-solver.md writes.
 */
class DocSnippetsTest {

  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  /** What a block of statements may use without importing it. */
  static final List<String> IMPORTS =
      List.of(
          "io.github.knighttours.*",
          "io.github.knighttours.spi.*",
          "io.github.knighttours.shapes.*",
          "io.github.knighttours.solvers.*",
          "io.github.knighttours.count.*",
          "io.github.knighttours.uncrossed.*",
          "io.github.knighttours.graph.*",
          "io.github.knighttours.draw.*",
          "org.jgrapht.*",
          "org.jgrapht.graph.*",
          "org.jgrapht.generate.*",
          "org.jgrapht.alg.interfaces.*",
          "java.util.*",
          "java.time.*",
          "java.math.*",
          "java.io.*",
          "java.nio.file.*");

  /**
   * The solver the page on bringing your own solver writes: its block that declares
   * {@code class MySolver}, compiled once more in package {@code snippets} so that the other blocks
   * may use it.
   */
  static String mySolver() throws IOException {
    List<String> lines = Files.readAllLines(ROOT.resolve("docs/own-solver.md"));
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).startsWith("```java")) {
        int end = i + 1;
        while (end < lines.size() && !lines.get(end).startsWith("```")) {
          end++;
        }
        String block = String.join("\n", lines.subList(i + 1, end));
        if (block.matches("(?s).*\\bclass MySolver\\b.*")) {
          return "package snippets;\n" + block + "\n";
        }
        i = end;
      }
    }
    throw new AssertionError("docs/own-solver.md has no block that declares class MySolver");
  }


  private static final Pattern FENCE = Pattern.compile("^```java(?:\\s+(\\S+))?\\s*$");
  private static final Pattern DECLARATION =
      Pattern.compile(
          "^(?:(public|final|abstract|sealed)\\s+)*(class|interface|record|enum)\\s+(\\w+)",
          Pattern.MULTILINE);
  private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");

  /** One ```java block: where it is, its lines, and whether it may run. */
  record Snippet(Path file, int line, List<String> lines, boolean run) {
    String where() {
      return ROOT.relativize(file) + ":" + line;
    }
  }

  /** The README and every page of the guide. */
  static List<Path> pages() throws IOException {
    List<Path> pages = new ArrayList<>();
    pages.add(ROOT.resolve("README.md"));
    try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
      docs.filter(p -> p.toString().endsWith(".md")).sorted().forEach(pages::add);
    }
    return pages;
  }

  static List<Snippet> snippets(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    List<Snippet> snippets = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      Matcher fence = FENCE.matcher(lines.get(i));
      if (!fence.matches()) {
        continue;
      }
      String tag = fence.group(1);
      if (tag != null && !tag.equals("no-run")) {
        fail(file + ":" + (i + 1) + ": unknown tag ```java " + tag + " (only no-run is known)");
      }
      int start = i + 1;
      int end = start;
      while (end < lines.size() && !lines.get(end).startsWith("```")) {
        end++;
      }
      // Line numbers count from 1 and name the first line of code.
      snippets.add(new Snippet(file, start + 1, lines.subList(start, end), tag == null));
      i = end;
    }
    return snippets;
  }

  /** A snippet turned into a Java source, with the page line of each of its lines (0: none). */
  record Source(Snippet snippet, String packageName, String className, String text, int[] pageLines) {
    boolean runs() {
      return snippet.run() && className.equals("Snippet");
    }
  }

  static Source source(Snippet snippet, int index) {
    String packageName = "snippets.s" + index;
    List<String> out = new ArrayList<>();
    List<Integer> pageLines = new ArrayList<>();
    out.add("package " + packageName + ";");
    pageLines.add(0);
    // The block that declares MySolver (docs/own-solver.md) is the one that must not import it.
    out.add(snippet.lines().stream().anyMatch(l -> l.matches(".*\\bclass MySolver\\b.*")) ? "" : "import snippets.MySolver;");
    pageLines.add(0);
    for (String name : IMPORTS) {
      out.add("import " + name + ";");
      pageLines.add(0);
    }
    List<String> lines = snippet.lines();
    int body = 0;
    while (body < lines.size()
        && (lines.get(body).isBlank() || lines.get(body).startsWith("import "))) {
      out.add(lines.get(body));
      pageLines.add(snippet.line() + body);
      body++;
    }
    String rest = String.join("\n", lines.subList(body, lines.size()));
    Matcher declaration = DECLARATION.matcher(rest);
    String className;
    boolean statements = !declaration.find();
    if (statements) {
      className = "Snippet";
      out.add("public final class Snippet { public static void run() throws Exception {");
      pageLines.add(0);
    } else {
      className = declaration.group(3);
    }
    for (int i = body; i < lines.size(); i++) {
      out.add(lines.get(i));
      pageLines.add(snippet.line() + i);
    }
    if (statements) {
      out.add("}}");
      pageLines.add(0);
    }
    return new Source(
        snippet,
        packageName,
        className,
        String.join("\n", out) + "\n",
        pageLines.stream().mapToInt(Integer::intValue).toArray());
  }

  /** The class path the snippets compile against: this test's, and Spark's for its page. */
  static List<File> classPath() throws IOException {
    String path = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    List<File> files = new ArrayList<>();
    for (String entry : path.split(File.pathSeparator)) {
      if (!entry.isBlank()) {
        files.add(new File(entry));
      }
    }
    // spark-core is provided, so not on this class path; knight-spark's build lists its jars.
    Path spark = ROOT.resolve("knight-spark/target/spark-classpath.txt");
    assertTrue(
        Files.isRegularFile(spark),
        spark + " is missing: build knight-spark first (mvn -pl knight-examples -am package)");
    for (String entry : Files.readString(spark).trim().split(File.pathSeparator)) {
      if (!entry.isBlank()) {
        files.add(new File(entry));
      }
    }
    return files;
  }

  static final class StringSource extends SimpleJavaFileObject {
    final Source source;

    StringSource(Source source) {
      super(
          Path.of(source.packageName().replace('.', '/'), source.className() + ".java").toUri(),
          Kind.SOURCE);
      this.source = source;
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return source.text();
    }
  }

  static final class SupportSource extends SimpleJavaFileObject {
    SupportSource() {
      super(Path.of("snippets", "MySolver.java").toUri(), Kind.SOURCE);
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      try {
        return mySolver();
      } catch (IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    }
  }

  /**
   * Compiles the sources into {@code out}; returns one message per error, naming the page, the
   * line of the page and the compiler's message.
   */
  static List<String> compile(List<Source> sources, Path out) throws IOException {
    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    assertTrue(compiler != null, "no system Java compiler: run the tests on a JDK");
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    List<JavaFileObject> units = new ArrayList<>();
    units.add(new SupportSource());
    sources.forEach(s -> units.add(new StringSource(s)));
    try (StandardJavaFileManager files =
        compiler.getStandardFileManager(diagnostics, Locale.ROOT, StandardCharsets.UTF_8)) {
      files.setLocation(javax.tools.StandardLocation.CLASS_PATH, classPath());
      files.setLocation(javax.tools.StandardLocation.CLASS_OUTPUT, List.of(out.toFile()));
      compiler
          .getTask(null, files, diagnostics, List.of("-proc:none", "-Xlint:none", "-nowarn"), null, units)
          .call();
    }
    List<String> errors = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() != Diagnostic.Kind.ERROR) {
        continue;
      }
      String message = d.getMessage(Locale.ROOT);
      if (d.getSource() instanceof StringSource s) {
        int line = (int) d.getLineNumber();
        int pageLine = line >= 1 && line <= s.source.pageLines().length ? s.source.pageLines()[line - 1] : 0;
        String where =
            ROOT.relativize(s.source.snippet().file())
                + ":"
                + (pageLine > 0 ? pageLine : s.source.snippet().line());
        errors.add(where + " (the ```java block at line " + s.source.snippet().line() + "): " + message);
      } else {
        errors.add(d.getSource() + ":" + d.getLineNumber() + ": " + message);
      }
    }
    return errors;
  }

  static List<Source> allSources() throws IOException {
    List<Source> sources = new ArrayList<>();
    for (Path page : pages()) {
      for (Snippet snippet : snippets(page)) {
        sources.add(source(snippet, sources.size()));
      }
    }
    return sources;
  }

  @Test
  void everyJavaSnippetCompilesAndEveryStatementSnippetRuns(@TempDir Path out) throws Exception {
    List<Source> sources = allSources();
    // The quick start, graphs, counting, pictures and the own solver at least: not a vacuous pass.
    assertTrue(sources.size() >= 15, "only " + sources.size() + " ```java blocks found");
    List<String> errors = compile(sources, out);
    if (!errors.isEmpty()) {
      fail(errors.size() + " compile errors in the docs' snippets:\n" + String.join("\n", errors));
    }
    List<String> failures = new ArrayList<>();
    int ran = 0;
    try (URLClassLoader loader =
        new URLClassLoader(new URL[] {out.toUri().toURL()}, getClass().getClassLoader())) {
      for (Source source : sources) {
        if (!source.runs()) {
          continue;
        }
        Method run = loader.loadClass(source.packageName() + ".Snippet").getMethod("run");
        try {
          run.invoke(null);
          ran++;
        } catch (InvocationTargetException e) {
          failures.add(source.snippet().where() + ": threw " + e.getCause());
        }
      }
    }
    if (!failures.isEmpty()) {
      fail("snippets that failed when run:\n" + String.join("\n", failures));
    }
    assertTrue(ran >= 8, "only " + ran + " snippets ran");
  }

  @Test
  void aBrokenSnippetIsReportedWithItsPageAndLine(@TempDir Path dir) throws Exception {
    Path page = dir.resolve("page.md");
    Files.writeString(
        page,
        "# A page\n\n```java\nBoard board = Board.of(8, 8);\nboard.noSuchMethod();\n```\n");
    List<Snippet> snippets = snippets(page);
    assertEquals(1, snippets.size());
    List<String> errors = compile(List.of(source(snippets.get(0), 0)), dir);
    assertEquals(1, errors.size(), errors.toString());
    String error = errors.get(0);
    assertTrue(error.contains("page.md:5 "), error);
    assertTrue(error.contains("noSuchMethod"), error);
  }

  @Test
  void theReadmeBoardIsTheTourItsQuickStartPrints() throws IOException {
    String readme = Files.readString(ROOT.resolve("README.md"));
    int start = readme.indexOf("```\n") + 4;
    String board = readme.substring(start, readme.indexOf("```", start));
    String tour = KnightTours.find(8, 8, Square.parse("b1"), Strategy.POHL).orElseThrow().toString();
    assertEquals(tour.strip(), board.strip());
  }

  @Test
  void everyRelativeLinkNamesAFileAndHeadingThatExist() throws IOException {
    List<String> broken = new ArrayList<>();
    int checked = 0;
    for (Path page : pages()) {
      List<String> lines = Files.readAllLines(page, StandardCharsets.UTF_8);
      boolean inCode = false;
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (line.startsWith("```")) {
          inCode = !inCode;
          continue;
        }
        if (inCode) {
          continue;
        }
        Matcher link = LINK.matcher(line);
        while (link.find()) {
          String target = link.group(1);
          if (target.matches("[a-z]+:.*")) {
            continue; // https: and the like
          }
          checked++;
          int hash = target.indexOf('#');
          String file = hash < 0 ? target : target.substring(0, hash);
          Path resolved = file.isEmpty() ? page : page.getParent().resolve(file).normalize();
          String where = ROOT.relativize(page) + ":" + (i + 1) + ": " + target;
          if (!Files.exists(resolved)) {
            broken.add(where + " (no such file)");
          } else if (hash >= 0 && !anchors(resolved).contains(target.substring(hash + 1))) {
            broken.add(where + " (no such heading in " + ROOT.relativize(resolved) + ")");
          }
        }
      }
    }
    assertTrue(checked >= 30, "only " + checked + " relative links found");
    assertTrue(broken.isEmpty(), "broken links:\n" + String.join("\n", broken));
  }

  /** The anchors GitHub gives a Markdown file's headings. */
  static Set<String> anchors(Path file) throws IOException {
    Set<String> anchors = new HashSet<>();
    if (!file.toString().endsWith(".md")) {
      return anchors;
    }
    Map<String, Integer> seen = new HashMap<>();
    boolean inCode = false;
    for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
      if (line.startsWith("```")) {
        inCode = !inCode;
      }
      if (inCode || !line.matches("#{1,6} .*")) {
        continue;
      }
      String slug =
          line.replaceFirst("^#+ ", "").strip().toLowerCase(Locale.ROOT).codePoints()
              .filter(c -> Character.isLetterOrDigit(c) || c == ' ' || c == '-' || c == '_')
              .mapToObj(Character::toString)
              .collect(Collectors.joining())
              .replace(' ', '-');
      int n = seen.merge(slug, 1, Integer::sum);
      anchors.add(n == 1 ? slug : slug + "-" + (n - 1));
    }
    return anchors;
  }
}
