package io.github.knighttours.examples.web;

import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Reads server-sent events from a response body, as a browser's parser would. */
final class EventStream implements Closeable {

  /** One event: its name and its data lines joined by newlines. */
  record Event(String name, String data) {}

  private final BufferedReader reader;

  EventStream(InputStream body) {
    this.reader = new BufferedReader(new InputStreamReader(body, StandardCharsets.UTF_8));
  }

  /** Returns the next event, or null at the end of the stream; comments are skipped. */
  Event next() throws IOException {
    String name = "message";
    List<String> data = new ArrayList<>();
    String line;
    while ((line = reader.readLine()) != null) {
      if (line.isEmpty()) {
        if (!data.isEmpty()) {
          return new Event(name, String.join("\n", data));
        }
        name = "message";
      } else if (line.startsWith("event:")) {
        name = line.substring(6).trim();
      } else if (line.startsWith("data:")) {
        data.add(line.substring(5).stripLeading());
      }
    }
    return null;
  }

  /** Returns every event up to the end of the stream. */
  List<Event> rest() throws IOException {
    List<Event> events = new ArrayList<>();
    Event event;
    while ((event = next()) != null) {
      events.add(event);
    }
    return events;
  }

  @Override
  public void close() throws IOException {
    reader.close();
  }
}
