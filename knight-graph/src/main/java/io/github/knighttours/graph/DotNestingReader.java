package io.github.knighttours.graph;

import java.io.FilterReader;
import java.io.IOException;
import java.io.Reader;

/**
 * Passes DOT text through to JGraphT's parser, which recurses once a {@code {}, and refuses it
 * with a clear message once braces nest more than {@link GraphFiles#MAX_NESTING} deep. It
 * follows the DOT lexer: braces in quoted strings, HTML strings and comments do not nest, but
 * in case the parser sees such a region otherwise, a region whose braces do not balance still
 * counts with its surplus of opening braces, and no region may reach past the limit either.
 */
final class DotNestingReader extends FilterReader {

  private enum State { CODE, SLASH, STRING, STRING_BACKSLASH, BLOCK_COMMENT, BLOCK_STAR, LINE_COMMENT, HTML }

  private final String name;
  private State state = State.CODE;
  private int depth;
  /** Inside a string, comment or HTML string: its braces' running balance; and HTML's own level. */
  private int regionBalance;
  private int htmlDepth;
  private int line = 1;

  DotNestingReader(Reader in, String name) {
    super(in);
    this.name = name;
  }

  @Override
  public int read() throws IOException {
    int c = super.read();
    if (c >= 0) {
      scan((char) c);
    }
    return c;
  }

  @Override
  public int read(char[] buffer, int offset, int length) throws IOException {
    int read = super.read(buffer, offset, length);
    for (int i = 0; i < read; i++) {
      scan(buffer[offset + i]);
    }
    return read;
  }

  @Override
  public long skip(long n) throws IOException {
    long skipped = 0;
    while (skipped < n && read() >= 0) {
      skipped++;
    }
    return skipped;
  }

  private void scan(char c) {
    if (c == '\n') {
      line++;
    }
    switch (state) {
      case SLASH -> {
        if (c == '*') {
          enter(State.BLOCK_COMMENT);
        } else if (c == '/') {
          enter(State.LINE_COMMENT);
        } else {
          state = State.CODE;
          code(c);
        }
      }
      case CODE -> code(c);
      case STRING -> {
        if (c == '\\') {
          state = State.STRING_BACKSLASH;
        } else if (c == '"') {
          leave();
        } else {
          region(c);
        }
      }
      case STRING_BACKSLASH -> {
        state = State.STRING;
        if (c != '"') {
          region(c);
        }
      }
      case BLOCK_COMMENT -> {
        if (c == '*') {
          state = State.BLOCK_STAR;
        } else {
          region(c);
        }
      }
      case BLOCK_STAR -> {
        if (c == '/') {
          leave();
        } else if (c != '*') {
          state = State.BLOCK_COMMENT;
          region(c);
        }
      }
      case LINE_COMMENT -> {
        if (c == '\n' || c == '\r') {
          leave();
        } else {
          region(c);
        }
      }
      case HTML -> {
        // As the lexer: '<' (TAG | ~[<>])* '>', where a TAG is '<' .*? '>' (no deeper).
        if (c == '<') {
          htmlDepth = 2;
        } else if (c == '>' && --htmlDepth == 0) {
          leave();
        } else {
          region(c);
        }
      }
    }
  }

  private void code(char c) {
    switch (c) {
      case '{' -> {
        depth++;
        check(depth);
      }
      case '}' -> depth = Math.max(0, depth - 1);
      case '"' -> enter(State.STRING);
      case '/' -> state = State.SLASH;
      case '#' -> enter(State.LINE_COMMENT);
      case '<' -> {
        enter(State.HTML);
        htmlDepth = 1;
      }
      default -> {
        // Ids, operators, spaces: no nesting.
      }
    }
  }

  private void enter(State region) {
    state = region;
    regionBalance = 0;
  }

  /** A brace inside a region: as deep as it would be, were the region read as code. */
  private void region(char c) {
    if (c == '{') {
      regionBalance++;
      check(depth + regionBalance);
    } else if (c == '}') {
      regionBalance--;
    }
  }

  private void leave() {
    state = State.CODE;
  }

  private void check(int nesting) {
    if (nesting > GraphFiles.MAX_NESTING) {
      throw new IllegalArgumentException(
          name + " line " + line + ": braces nested more than " + GraphFiles.MAX_NESTING
              + " deep; at most that many levels are read");
    }
  }
}
