package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.knighttours.Board;
import java.io.IOException;
import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.jgrapht.Graph;
import org.junit.jupiter.api.Test;

/**
 * The Javadoc links to JGraphT and knight-core are made offline from committed element-lists
 * (src/javadoc/links); they must name the modules and the packages those modules export, as the
 * jars on the test path declare them, or links would be missing or broken.
 */
class ElementListsTest {

  private static void assertListMatches(String list, Class<?> member) throws IOException {
    Module module = member.getModule();
    ModuleDescriptor descriptor = module.getDescriptor();
    List<String> expected = descriptor.exports().stream()
        .filter(e -> !e.isQualified())
        .map(ModuleDescriptor.Exports::source)
        .sorted()
        .collect(Collectors.toList());
    expected.add(0, "module:" + descriptor.name());
    List<String> committed = Files.readAllLines(Path.of("src/javadoc/links", list, "element-list")).stream()
        .filter(line -> !line.isBlank())
        .collect(Collectors.toList());
    assertEquals(expected, committed, "src/javadoc/links/" + list + "/element-list");
  }

  @Test
  void jgraphtListNamesEveryExportedPackage() throws IOException {
    assertListMatches("jgrapht-core", Graph.class);
  }

  @Test
  void knightCoreListNamesItsPublicPackage() throws IOException {
    assertListMatches("knight-core", Board.class);
  }
}
