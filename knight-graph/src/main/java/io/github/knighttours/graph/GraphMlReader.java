package io.github.knighttours.graph;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import javax.xml.XMLConstants;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.parsers.SAXParserFactory;
import org.xml.sax.Attributes;
import org.xml.sax.InputSource;
import org.xml.sax.Locator;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;
import org.xml.sax.XMLReader;
import org.xml.sax.helpers.DefaultHandler;

/**
 * Reads GraphML with the JDK's own SAX parser, hardened: a DOCTYPE is refused (so no DTD is
 * fetched and no entity, external or internal, is declared), external entities, external DTDs,
 * schemas and XInclude are off. Keeps the {@code id} of each {@code node} and the
 * {@code source} and {@code target} of each {@code edge} of the one {@code graph}; everything
 * else (keys, data, ports, elements of other namespaces) is skipped without being held.
 */
final class GraphMlReader extends DefaultHandler {

  private static final String GRAPHML_NS = "http://graphml.graphdrawing.org/xmlns";

  private final String name;
  private final GraphBuilder builder;
  private Locator locator;
  private int depth;
  private int graphs;
  private int insideGraph;
  private int insideNodeOrEdge;

  GraphMlReader(String name, GraphBuilder builder) {
    this.name = name;
    this.builder = builder;
  }

  /** A SAX reader that refuses DOCTYPEs and never loads anything from outside the text. */
  static XMLReader hardenedXmlReader() {
    try {
      // The JDK's built-in parser, whatever else is on the class path.
      SAXParserFactory factory = SAXParserFactory.newDefaultInstance();
      factory.setNamespaceAware(true);
      factory.setValidating(false);
      factory.setXIncludeAware(false);
      factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
      factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
      factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
      factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
      factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
      XMLReader reader = factory.newSAXParser().getXMLReader();
      reader.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
      reader.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
      // Should anything still ask for an outside resource, it gets nothing.
      reader.setEntityResolver((publicId, systemId) -> new InputSource(new StringReader("")));
      return reader;
    } catch (ParserConfigurationException | SAXException e) {
      throw new IllegalStateException("the JDK's XML parser cannot be hardened", e);
    }
  }

  void read(Reader in) throws IOException {
    XMLReader reader = hardenedXmlReader();
    reader.setContentHandler(this);
    reader.setErrorHandler(this);
    try {
      reader.parse(new InputSource(in));
    } catch (SAXParseException e) {
      String message = String.valueOf(e.getMessage());
      if (message.contains("DOCTYPE") || message.contains("disallow-doctype-decl")) {
        message = "a DOCTYPE is not allowed in GraphML (no DTD or entity is read)";
      } else {
        message = "not valid XML: " + message;
      }
      throw new IllegalArgumentException(name + " line " + e.getLineNumber() + ": " + message, e);
    } catch (SAXException e) {
      Exception inner = e.getException();
      if (inner instanceof IllegalArgumentException iae) {
        throw iae;
      }
      throw new IllegalArgumentException(name + ": not valid XML: " + e.getMessage(), e);
    }
    if (graphs == 0) {
      throw new IllegalArgumentException(name + ": no <graph> element in the GraphML file");
    }
  }

  @Override
  public void setDocumentLocator(Locator locator) {
    this.locator = locator;
  }

  @Override
  public void startElement(String uri, String localName, String qName, Attributes attributes) throws SAXException {
    if (++depth > GraphFiles.MAX_NESTING) {
      throw fail("elements nested more than " + GraphFiles.MAX_NESTING + " deep");
    }
    boolean graphMl = uri.isEmpty() || uri.equals(GRAPHML_NS);
    if (depth == 1) {
      if (!graphMl || !localName.equals("graphml")) {
        throw fail("the root element is <" + GraphFiles.shorten(qName) + ">, not <graphml>");
      }
      return;
    }
    if (!graphMl) {
      return;
    }
    switch (localName) {
      case "graph" -> {
        if (insideGraph > 0 || graphs > 0) {
          throw fail("more than one graph, or a nested graph; one graph is read");
        }
        graphs++;
        insideGraph++;
        String edgeDefault = attributes.getValue("", "edgedefault");
        if (builder.directed() && !"directed".equals(edgeDefault)) {
          throw fail("read as directed, but its <graph> has edgedefault=\""
              + GraphFiles.shorten(String.valueOf(edgeDefault)) + "\", not \"directed\": its edges have no direction");
        }
      }
      case "node" -> {
        requireInGraph("node");
        insideNodeOrEdge++;
        builder.vertex(attribute(attributes, "node", "id"));
      }
      case "edge" -> {
        requireInGraph("edge");
        insideNodeOrEdge++;
        if (builder.directed() && "false".equals(attributes.getValue("", "directed"))) {
          throw fail("read as directed, but an <edge> has directed=\"false\": a graph of arcs and edges is not read");
        }
        builder.edge(attribute(attributes, "edge", "source"), attribute(attributes, "edge", "target"));
      }
      case "hyperedge" -> throw fail("hyperedges are not read");
      default -> {
        // Keys, data, ports, descriptions: nothing the graph needs.
      }
    }
  }

  @Override
  public void endElement(String uri, String localName, String qName) {
    depth--;
    if (uri.isEmpty() || uri.equals(GRAPHML_NS)) {
      switch (localName) {
        case "graph" -> insideGraph--;
        case "node", "edge" -> insideNodeOrEdge--;
        default -> {
          // Nothing to undo.
        }
      }
    }
  }

  private void requireInGraph(String element) throws SAXException {
    if (insideGraph != 1 || insideNodeOrEdge > 0) {
      throw fail("a <" + element + "> outside a <graph>, or inside a node or an edge");
    }
  }

  private String attribute(Attributes attributes, String element, String attribute) throws SAXException {
    String value = attributes.getValue("", attribute);
    if (value == null) {
      value = attributes.getValue(attribute);
    }
    if (value == null || value.isEmpty()) {
      throw fail("a <" + element + "> without its " + attribute + " attribute");
    }
    return value;
  }

  @Override
  public void warning(SAXParseException e) {
    // Warnings do not change the graph.
  }

  @Override
  public void error(SAXParseException e) throws SAXException {
    throw e;
  }

  private SAXException fail(String problem) {
    int line = locator != null ? locator.getLineNumber() : -1;
    return new SAXException(
        new IllegalArgumentException(
            name + (line > 0 ? " line " + line : "") + ": " + problem));
  }
}
