package io.github.knighttours.examples.web;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A simulator started in-process on a free port, and an HTTP client for it: what the server tests
 * share. Its requests carry the page's token, as the page's own do.
 */
final class SimulatorHttp implements AutoCloseable {

  private static final Pattern TOKEN = Pattern.compile("<meta name=\"simulator-token\" content=\"([A-Za-z0-9_-]+)\">");

  private final SimulatorServer server;
  private final HttpClient client;
  private final String token;

  private SimulatorHttp(SimulatorServer server) throws IOException {
    this.server = server;
    this.client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    this.token = pageToken(server, client);
  }

  /** The token in the server's page, read as the browser reads it. */
  static String pageToken(SimulatorServer server, HttpClient client) throws IOException {
    try {
      String page = client.send(HttpRequest.newBuilder(server.uri()).build(), BodyHandlers.ofString()).body();
      Matcher m = TOKEN.matcher(page);
      assertTrue(m.find(), "the page carries its token: " + page);
      return m.group(1);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException(e);
    }
  }

  String token() {
    return token;
  }

  /** A request to {@code pathAndQuery} with the page's token. */
  HttpRequest.Builder request(String pathAndQuery) {
    return HttpRequest.newBuilder(uri(pathAndQuery)).header(SimulatorServer.TOKEN_HEADER, token);
  }

  static SimulatorHttp start() throws IOException {
    return new SimulatorHttp(SimulatorServer.start(0));
  }

  SimulatorServer server() {
    return server;
  }

  HttpClient client() {
    return client;
  }

  URI uri(String pathAndQuery) {
    return server.uri().resolve(pathAndQuery);
  }

  HttpResponse<String> get(String pathAndQuery) throws IOException, InterruptedException {
    return client.send(request(pathAndQuery).GET().build(), BodyHandlers.ofString());
  }

  HttpResponse<String> post(String pathAndQuery) throws IOException, InterruptedException {
    return client.send(
        request(pathAndQuery).POST(HttpRequest.BodyPublishers.noBody()).build(),
        BodyHandlers.ofString());
  }

  /** Opens the event stream of {@code /api/run?query}. */
  HttpResponse<InputStream> open(String query) throws IOException, InterruptedException {
    return client.send(request("/api/run?" + query).GET().build(), BodyHandlers.ofInputStream());
  }

  /** A string or number field of a flat JSON object, as text. */
  static String field(String json, String name) {
    Matcher m = Pattern.compile("\"" + name + "\":(\"((?:[^\"\\\\]|\\\\.)*)\"|[^,}\\]]+)").matcher(json);
    assertTrue(m.find(), name + " in " + json);
    return m.group(2) != null ? m.group(2) : m.group(1);
  }

  @Override
  public void close() {
    server.close();
  }
}
