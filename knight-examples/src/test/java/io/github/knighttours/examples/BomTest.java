package io.github.knighttours.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * knight-bom has no parent (an imported BOM would hand on the parent's dependency management),
 * so what it repeats of the parent must stay in step: its version, the published modules it
 * manages, and the versions of the plugins it runs.
 */
class BomTest {

  private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

  private static Document read(Path pom) throws Exception {
    DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
    factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
    factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    return factory.newDocumentBuilder().parse(pom.toFile());
  }

  /** The text of the first child of {@code parent} named {@code name}, or null. */
  private static String child(Element parent, String name) {
    for (Node n = parent.getFirstChild(); n != null; n = n.getNextSibling()) {
      if (n instanceof Element e && e.getTagName().equals(name)) {
        return e.getTextContent().trim();
      }
    }
    return null;
  }

  /** artifactId to version of every plugin element below {@code root}. */
  private static Map<String, String> pluginVersions(Document pom) {
    Map<String, String> versions = new TreeMap<>();
    NodeList plugins = pom.getElementsByTagName("plugin");
    for (int i = 0; i < plugins.getLength(); i++) {
      Element plugin = (Element) plugins.item(i);
      String version = child(plugin, "version");
      if (version != null) {
        versions.put(child(plugin, "artifactId"), version);
      }
    }
    return versions;
  }

  @Test
  void theBomKeepsInStepWithTheParent() throws Exception {
    Document parent = read(ROOT.resolve("pom.xml"));
    Document bom = read(ROOT.resolve("knight-bom").resolve("pom.xml"));

    assertEquals(
        child(parent.getDocumentElement(), "version"), child(bom.getDocumentElement(), "version"), "version");

    // Published: every module but the BOM itself and those that skip deployment.
    TreeSet<String> published = new TreeSet<>();
    NodeList modules = parent.getElementsByTagName("module");
    for (int i = 0; i < modules.getLength(); i++) {
      String module = modules.item(i).getTextContent().trim();
      String text = Files.readString(ROOT.resolve(module).resolve("pom.xml"));
      if (!module.equals("knight-bom") && !text.contains("<maven.deploy.skip>true</maven.deploy.skip>")) {
        published.add(module);
      }
    }
    TreeSet<String> managed = new TreeSet<>();
    NodeList dependencies = bom.getElementsByTagName("dependency");
    for (int i = 0; i < dependencies.getLength(); i++) {
      managed.add(child((Element) dependencies.item(i), "artifactId"));
    }
    assertEquals(published, managed, "modules the BOM manages");

    Map<String, String> parentPlugins = pluginVersions(parent);
    Map<String, String> bomPlugins = pluginVersions(bom);
    for (String plugin : new ArrayList<>(bomPlugins.keySet())) {
      assertEquals(parentPlugins.get(plugin), bomPlugins.get(plugin), plugin);
    }
  }
}
