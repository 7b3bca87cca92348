package io.github.knighttours.graph;

import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads an edge list as CSV, streaming: one record a line, {@code source,target} for an edge or
 * a lone {@code vertex}; blank lines are skipped. Fields are RFC 4180: a field in double quotes
 * may hold commas, line breaks and doubled quotes ({@code ""}); spaces and tabs around a field
 * are dropped. A record is at most {@link GraphFiles#MAX_LINE_CHARS} characters. Every message
 * names the file and the line.
 */
final class CsvReader {

  private static final int END = -1;

  private final String name;
  private final GraphBuilder builder;
  private final char[] buffer = new char[1 << 16];
  private final StringBuilder field = new StringBuilder();
  private final List<String> fields = new ArrayList<>(3);
  private Reader in;
  private int position;
  private int limit;
  private int line = 1;
  private int recordLine;
  private int recordChars;
  private boolean started;

  CsvReader(String name, GraphBuilder builder) {
    this.name = name;
    this.builder = builder;
  }

  void read(Reader text) throws IOException {
    this.in = text;
    while (readRecord()) {
      switch (fields.size()) {
        case 1 -> {
          if (!fields.get(0).isEmpty()) {
            builder.vertex(fields.get(0));
          }
        }
        case 2 -> {
          if (fields.get(0).isEmpty() || fields.get(1).isEmpty()) {
            throw error(recordLine, "an empty vertex id; expected source,target");
          }
          builder.edge(fields.get(0), fields.get(1));
        }
        default -> throw error(recordLine, fields.size() + " fields; expected source,target");
      }
    }
  }

  /** Reads the next record's fields (at most three are kept); false at the end of the text. */
  private boolean readRecord() throws IOException {
    fields.clear();
    recordLine = line;
    recordChars = 0;
    int c = next();
    if (c == END) {
      return false;
    }
    while (true) {
      // One field: spaces, then a quoted or a plain field, then spaces.
      field.setLength(0);
      while (c == ' ' || c == '\t') {
        c = next();
      }
      if (c == '"') {
        int opened = line;
        while (true) {
          c = next();
          if (c == END) {
            throw error(opened, "a quoted field is not closed before the end of the file");
          }
          if (c == '"') {
            c = next();
            if (c != '"') {
              break;
            }
          }
          append(c);
        }
        while (c == ' ' || c == '\t') {
          c = next();
        }
        if (c != ',' && c != '\n' && c != END) {
          throw error(line, "text after a closing quote; expected a comma or the end of the line");
        }
      } else {
        while (c != ',' && c != '\n' && c != END) {
          if (c == '"') {
            throw error(line, "a quote inside a field that does not begin with one");
          }
          append(c);
          c = next();
        }
        int end = field.length();
        while (end > 0 && (field.charAt(end - 1) == ' ' || field.charAt(end - 1) == '\t')) {
          end--;
        }
        field.setLength(end);
      }
      if (fields.size() < 3) {
        fields.add(field.toString());
      }
      if (c != ',') {
        return true;
      }
      c = next();
    }
  }

  private void append(int c) {
    field.append((char) c);
  }

  /** The next character, or END; counts lines and refuses an overlong record. */
  private int next() throws IOException {
    if (position == limit && !fill()) {
      return END;
    }
    char c = buffer[position++];
    if (!started) {
      started = true;
      if (c == '\uFEFF') {
        return next(); // a byte order mark
      }
    }
    if (++recordChars > GraphFiles.MAX_LINE_CHARS) {
      throw error(recordLine, "a record longer than " + GraphFiles.MAX_LINE_CHARS + " characters");
    }
    if (c == '\n' || c == '\r') {
      if (c == '\r' && (position < limit || fill()) && buffer[position] == '\n') {
        position++;
      }
      line++;
      return '\n'; // \r\n and \r end a line too
    }
    return c;
  }

  private boolean fill() throws IOException {
    int read = in.read(buffer, 0, buffer.length);
    if (read <= 0) {
      return false;
    }
    position = 0;
    limit = read;
    return true;
  }

  private IllegalArgumentException error(int lineNumber, String problem) {
    return new IllegalArgumentException(name + " line " + lineNumber + ": " + problem);
  }
}
