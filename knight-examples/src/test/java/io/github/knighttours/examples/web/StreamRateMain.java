package io.github.knighttours.examples.web;

import io.github.knighttours.examples.web.EventStream.Event;
import java.io.InputStream;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * Measures how many trace steps per second the simulator streams over HTTP (not a test: run by
 * hand, see the README). Streams a 30x30 closed BACKTRACKING search from a1, whose trace has
 * about 7000 steps, several times at full speed and once paced at 1000 steps per second.
 *
 * <pre>
 * java -cp knight-examples/target/test-classes:knight-examples/target/knight-tours.jar \
 *     io.github.knighttours.examples.web.StreamRateMain
 * </pre>
 */
public final class StreamRateMain {

  private StreamRateMain() {}

  /**
   * Runs the measurement and prints the figures.
   *
   * @param args ignored
   * @throws Exception if the server or the stream fails
   */
  public static void main(String[] args) throws Exception {
    try (SimulatorServer server = SimulatorServer.start(0)) {
      HttpClient client = HttpClient.newHttpClient();
      String query = "/api/run?rows=30&cols=30&start=a1&strategy=BACKTRACKING&kind=closed&speed=";
      stream(client, server, query + "max"); // warm-up
      long steps = 0;
      long start = System.nanoTime();
      int runs = 20;
      for (int i = 0; i < runs; i++) {
        steps += stream(client, server, query + "max");
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      System.out.printf("fastest: %d runs, %d steps in %.2f s: %.0f steps/s%n", runs, steps, seconds, steps / seconds);
      start = System.nanoTime();
      steps = stream(client, server, query + "1000");
      seconds = (System.nanoTime() - start) / 1e9;
      System.out.printf("paced at 1000 steps/s: %d steps in %.2f s: %.0f steps/s%n", steps, seconds, steps / seconds);
    }
  }

  private static long stream(HttpClient client, SimulatorServer server, String pathAndQuery) throws Exception {
    HttpResponse<InputStream> response =
        client.send(
            HttpRequest.newBuilder(server.uri().resolve(pathAndQuery))
                .header(SimulatorServer.TOKEN_HEADER, SimulatorHttp.pageToken(server, client))
                .build(),
            HttpResponse.BodyHandlers.ofInputStream());
    long steps = 0;
    try (EventStream events = new EventStream(response.body())) {
      Event event;
      while ((event = events.next()) != null) {
        if (event.name().equals("steps")) {
          steps += event.data().split(" ").length;
        }
      }
    }
    return steps;
  }
}
