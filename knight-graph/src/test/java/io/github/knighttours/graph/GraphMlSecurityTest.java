package io.github.knighttours.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A GraphML file cannot make the reader fetch a DTD or an entity, from the network or from a
 * local file: a DOCTYPE is refused before anything is read.
 */
class GraphMlSecurityTest {

  private static final String GRAPH =
      "<graphml xmlns=\"http://graphml.graphdrawing.org/xmlns\"><key id=\"d\" for=\"node\" attr.name=\"label\" attr.type=\"string\"/>"
          + "<graph edgedefault=\"undirected\"><node id=\"a\"><data key=\"d\">%s</data></node>"
          + "<node id=\"b\"/><edge source=\"a\" target=\"b\"/></graph></graphml>\n";

  /** A listener on 127.0.0.1 that counts the connections made to it and closes each at once. */
  private static final class Listener implements AutoCloseable {
    final ServerSocket server;
    final List<String> connections = new CopyOnWriteArrayList<>();
    final Thread acceptor;

    Listener() throws IOException {
      server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
      acceptor =
          new Thread(
              () -> {
                while (true) {
                  try (Socket socket = server.accept()) {
                    connections.add(socket.getRemoteSocketAddress().toString());
                  } catch (SocketException closed) {
                    return;
                  } catch (IOException e) {
                    connections.add(e.toString());
                  }
                }
              });
      acceptor.setDaemon(true);
      acceptor.start();
    }

    String url(String path) {
      return "http://127.0.0.1:" + server.getLocalPort() + "/" + path;
    }

    @Override
    public void close() throws Exception {
      server.close();
      acceptor.join(10_000);
    }
  }

  private static IllegalArgumentException refused(Path file) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GraphFiles.read(file));
    String name = file.getFileName().toString();
    assertTrue(e.getMessage().startsWith(name + " line "), e.getMessage());
    assertTrue(e.getMessage().contains("a DOCTYPE is not allowed in GraphML"), e.getMessage());
    return e;
  }

  @Test
  @Timeout(60)
  void anExternalDtdOrEntityOnTheNetworkIsNeverFetched(@TempDir Path dir) throws Exception {
    try (Listener listener = new Listener()) {
      Path dtd = dir.resolve("dtd.graphml");
      Files.writeString(
          dtd,
          "<?xml version=\"1.0\"?>\n<!DOCTYPE graphml SYSTEM \"" + listener.url("evil.dtd") + "\">\n"
              + GRAPH.formatted("x"));
      Path entity = dir.resolve("entity.graphml");
      Files.writeString(
          entity,
          "<?xml version=\"1.0\"?>\n<!DOCTYPE graphml [<!ENTITY e SYSTEM \"" + listener.url("e") + "\">\n"
              + "<!ENTITY % p SYSTEM \"" + listener.url("p") + "\"> %p;]>\n" + GRAPH.formatted("&e;"));
      refused(dtd);
      refused(entity);
      // Through the Reader API too, with the declaration behind a comment and in UTF-16's worth of spaces.
      String hidden = "<!-- a graph -->   \n<!DOCTYPE graphml SYSTEM \"" + listener.url("r") + "\">" + GRAPH.formatted("");
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> GraphFiles.read(new java.io.StringReader(hidden), GraphFormat.GRAPHML, "r.graphml"));
      assertTrue(e.getMessage().contains("DOCTYPE"), e.getMessage());
      listener.server.close();
      listener.acceptor.join(10_000);
      assertEquals(List.of(), listener.connections);
    }
  }

  @Test
  void aLocalFileEntityIsNeverRead(@TempDir Path dir) throws IOException {
    Path secret = dir.resolve("secret.txt");
    Files.writeString(secret, "TOP SECRET");
    Path file = dir.resolve("local.graphml");
    Files.writeString(
        file,
        "<?xml version=\"1.0\"?>\n<!DOCTYPE graphml [<!ENTITY s SYSTEM \"" + secret.toUri() + "\">]>\n"
            + GRAPH.formatted("&s;"));
    refused(file);
    // An internal entity (the seed of a billion laughs) is refused the same way.
    Path internal = dir.resolve("internal.graphml");
    Files.writeString(internal, "<!DOCTYPE graphml [<!ENTITY l \"lol\">]>\n" + GRAPH.formatted("&l;&l;"));
    refused(internal);
  }

  @Test
  void plainGraphMlIsStillRead() throws IOException {
    GraphFile file =
        GraphFiles.read(new java.io.StringReader(GRAPH.formatted("<y:x xmlns:y=\"urn:y\">text</y:x>")), GraphFormat.GRAPHML, "ok.graphml");
    assertEquals(List.of("a", "b"), List.copyOf(file.graph().vertexSet()));
    assertEquals(1, file.graph().edgeSet().size());
  }

  @Test
  void deeplyNestedOrMisplacedElementsAreRefusedNamingTheLine() {
    String deep = "<graphml><graph>" + "<x>".repeat(5000) + "</x>".repeat(5000) + "</graph></graphml>";
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> GraphFiles.read(new java.io.StringReader(deep), GraphFormat.GRAPHML, "deep.graphml"));
    assertTrue(e.getMessage().startsWith("deep.graphml line 1: elements nested more than 100 deep"), e.getMessage());
    for (String bad :
        List.of(
            "<graphml><graph><node/></graph></graphml>",
            "<graphml><graph><edge source=\"a\"/></graph></graphml>",
            "<graphml><graph><node id=\"a\"><graph/></node></graph></graphml>",
            "<graphml><node id=\"a\"/></graphml>",
            "<graph><node id=\"a\"/></graph>",
            "<graphml></graphml>")) {
      IllegalArgumentException b =
          assertThrows(
              IllegalArgumentException.class,
              () -> GraphFiles.read(new java.io.StringReader(bad), GraphFormat.GRAPHML, "b.graphml"),
              bad);
      assertTrue(b.getMessage().startsWith("b.graphml"), b.getMessage());
    }
  }
}
