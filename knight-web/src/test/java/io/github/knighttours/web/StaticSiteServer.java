package io.github.knighttours.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * A static file server over a folder, as GitHub Pages or any host serves the site: GET only,
 * files by path, index.html for a folder, the content types a browser needs for ES modules.
 * Java 17 has no SimpleFileServer (it came in 18), so the test has its own, on the loopback.
 */
final class StaticSiteServer implements AutoCloseable {
  private static final Map<String, String> TYPES =
      Map.of(
          "html", "text/html; charset=utf-8",
          "js", "text/javascript; charset=utf-8",
          "css", "text/css; charset=utf-8",
          "svg", "image/svg+xml",
          "png", "image/png",
          "json", "application/json");

  private final HttpServer server;
  private final Path root;

  private StaticSiteServer(HttpServer server, Path root) {
    this.server = server;
    this.root = root;
  }

  /** Serves {@code root} on a free port of the loopback interface. */
  static StaticSiteServer start(Path root) throws IOException {
    HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
    StaticSiteServer site = new StaticSiteServer(server, root.toAbsolutePath().normalize());
    server.createContext("/", site::handle);
    server.start();
    return site;
  }

  /** The address of the folder, ending with '/'. */
  URI uri() {
    return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      if (!exchange.getRequestMethod().equals("GET") && !exchange.getRequestMethod().equals("HEAD")) {
        send(exchange, 405, "text/plain", new byte[0]);
        return;
      }
      Path file = root.resolve(exchange.getRequestURI().getPath().substring(1)).normalize();
      if (Files.isDirectory(file)) {
        file = file.resolve("index.html");
      }
      if (!file.startsWith(root) || !Files.isRegularFile(file)) {
        send(exchange, 404, "text/plain", "not found".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        return;
      }
      String name = file.getFileName().toString();
      String extension = name.substring(name.lastIndexOf('.') + 1);
      send(exchange, 200, TYPES.getOrDefault(extension, "application/octet-stream"), Files.readAllBytes(file));
    }
  }

  private static void send(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
    exchange.getResponseHeaders().set("Content-Type", type);
    boolean head = exchange.getRequestMethod().equals("HEAD");
    exchange.sendResponseHeaders(status, head || body.length == 0 ? -1 : body.length);
    if (!head) {
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    }
  }

  @Override
  public void close() {
    server.stop(0);
  }
}
