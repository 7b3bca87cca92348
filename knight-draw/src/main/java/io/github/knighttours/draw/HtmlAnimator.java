package io.github.knighttours.draw;

import io.github.knighttours.Board;
import io.github.knighttours.spi.SearchStep;
import io.github.knighttours.Square;
import io.github.knighttours.Tour;
import java.io.IOException;
import java.util.List;
import java.util.Locale;

/**
 * Writes a self-contained HTML page that plays a tour or a search trace: an inline SVG board,
 * the data as JSON in a {@code <script type="application/json">}, and a small script. The page
 * loads nothing from the network. It is also well-formed XML (the script sits in a CDATA
 * section that HTML reads as comments), which keeps it easy to check.
 *
 * <p>The data: {@code rows}, {@code cols}, {@code mode} ({@code "tour"} or {@code "search"}),
 * {@code squares} (square indices {@code row * cols + col}, one per step), {@code kinds} (one
 * letter per step: {@code S} placed at depth 0, a new attempt; {@code P} placed; {@code R}
 * removed; {@code D} dead end; empty for a tour, whose steps are all placements), {@code tour}
 * (the final tour's square indices, or null), {@code closed}, {@code total} (the steps there
 * were, of which the page holds the first {@code squares.length}).
 */
final class HtmlAnimator {

  private static final int BUFFER = 1 << 13;

  private static final String SVG_NS = "http://www.w3.org/2000/svg";

  private static final int[] SPEEDS = {1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 50000};

  private final Board board;
  private final AnimationStyle style;
  private final Appendable out;
  private final StringBuilder buffer = new StringBuilder(BUFFER + 256);
  private final int rows;
  private final int cols;

  HtmlAnimator(Board board, AnimationStyle style, Appendable out) {
    this.board = board;
    this.style = style;
    this.out = out;
    this.rows = board.rows();
    this.cols = board.cols();
  }

  /** Writes the page of a tour. */
  void writeTour(Tour tour) throws IOException {
    String title = "Knight's tour of the " + board + " board from " + tour.start().algebraic()
        + (tour.isClosed() ? ", closed" : ", open");
    head(title);
    buffer.append("<p class=\"note\">The knight's path grows move by move")
        .append(tour.isClosed() ? "; the dashed line is the closing move back to the start" : "")
        .append(".</p>\n");
    controls();
    svg(tour.isClosed());
    buffer.append("<script type=\"application/json\" id=\"data\">{\"mode\":\"tour\",\"rows\":")
        .append(rows).append(",\"cols\":").append(cols)
        .append(",\"closed\":").append(tour.isClosed())
        .append(",\"total\":").append(tour.size())
        .append(",\"kinds\":\"\"");
    wrapData();
    buffer.append(",\"squares\":");
    squares(tour.squares());
    buffer.append(",\"tour\":null}</script>\n");
    tail();
  }

  /** Writes the page of the first {@code shown} of {@code steps}, then of the tour if given. */
  void writeSearch(List<SearchStep<Square>> steps, int shown, Tour tour) throws IOException {
    String title = "Knight's tour search on the " + board + " board"
        + (steps.isEmpty() ? "" : " from " + steps.get(0).square().algebraic());
    head(title);
    buffer.append("<p class=\"note\">Squares are placed on the path and taken back off it when the search"
        + " backtracks; a cross marks a dead end.");
    if (shown < steps.size()) {
      buffer.append(" This page holds the first ").append(String.format(Locale.ROOT, "%,d", shown))
          .append(" of the ").append(String.format(Locale.ROOT, "%,d", steps.size()))
          .append(" steps (at most ").append(String.format(Locale.ROOT, "%,d", TourAnimations.MAX_HTML_STEPS))
          .append(")").append(tour != null ? ", then shows the tour found" : "").append('.');
    } else if (tour != null) {
      buffer.append(" At the end, the tour found.");
    } else {
      buffer.append(" The search found no tour.");
    }
    buffer.append("</p>\n");
    controls();
    svg(tour != null && tour.isClosed());
    buffer.append("<script type=\"application/json\" id=\"data\">{\"mode\":\"search\",\"rows\":")
        .append(rows).append(",\"cols\":").append(cols)
        .append(",\"closed\":").append(tour != null && tour.isClosed())
        .append(",\"total\":").append(steps.size());
    wrapData();
    buffer.append(",\"kinds\":\"");
    for (int i = 0; i < shown; i++) {
      SearchStep<Square> step = steps.get(i);
      buffer.append(switch (step.kind()) {
        case PLACED -> step.depth() == 0 ? 'S' : 'P';
        case REMOVED -> 'R';
        case DEAD_END -> 'D';
      });
      flushIfFull();
    }
    buffer.append("\",\"squares\":[");
    for (int i = 0; i < shown; i++) {
      if (i > 0) {
        buffer.append(',');
      }
      Square square = steps.get(i).square();
      buffer.append(square.row() * cols + square.col());
      flushIfFull();
    }
    buffer.append("],\"tour\":");
    if (tour == null) {
      buffer.append("null");
    } else {
      squares(tour.squares());
    }
    buffer.append("}</script>\n");
    tail();
  }

  /** On a torus or a cylinder, what the player needs to draw moves across the edge as stubs. */
  private void wrapData() {
    if (Shapes.wraps(board)) {
      buffer.append(",\"wrap\":{\"rows\":").append(board.wrap() == Board.Wrap.TORUS)
          .append(",\"r\":").append(board.leaper().r())
          .append(",\"s\":").append(board.leaper().s()).append('}');
    }
  }

  private void head(String title) throws IOException {
    buffer.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>")
        .append(escape(title))
        .append("</title>\n<style>\n")
        .append("body{font-family:sans-serif;margin:1em;color:#202020;background:#fafafa}\n")
        .append("h1{font-size:1.3em}\n.note{max-width:50em}\n")
        .append(".controls{display:flex;flex-wrap:wrap;gap:.5em;align-items:center;margin:.5em 0}\n")
        .append("button{min-width:5em;padding:.3em .8em}\n")
        .append("#counter{font-variant-numeric:tabular-nums}\n")
        .append("svg{max-width:100%;height:auto;border:1px solid #888;display:block}\n")
        .append("</style>\n</head>\n<body>\n<h1>")
        .append(escape(title))
        .append("</h1>\n");
    flushIfFull();
  }

  private void controls() {
    int initial = 0;
    int wanted = 1000 / style.frameDelayMillis();
    for (int i = 0; i < SPEEDS.length; i++) {
      if (Math.abs(SPEEDS[i] - wanted) < Math.abs(SPEEDS[initial] - wanted)) {
        initial = i;
      }
    }
    buffer.append("<div class=\"controls\">\n")
        .append("<button type=\"button\" id=\"play\">Play</button>\n")
        .append("<button type=\"button\" id=\"step\">Step</button>\n")
        .append("<button type=\"button\" id=\"reset\">Reset</button>\n")
        .append("<label for=\"speed\">Speed</label>\n<input type=\"range\" id=\"speed\" min=\"0\" max=\"")
        .append(SPEEDS.length - 1).append("\" value=\"").append(initial).append("\"/>\n")
        .append("<span id=\"speed-text\"></span>\n</div>\n")
        .append("<p id=\"counter\" aria-live=\"polite\"></p>\n");
  }

  private void svg(boolean closed) throws IOException {
    PictureStyle picture = style.pictureStyle();
    double cell = TourPictures.svgCellSize(board, picture);
    boolean numbers = picture.numbersOn(rows, cols);
    double stroke = numbers ? 0.1 : 0.2;
    double margin = TourPictures.margin(board, picture);
    String path = PictureStyle.hex(picture.pathColor());
    buffer.append("<svg xmlns=\"").append(SVG_NS).append("\" id=\"board\" width=\"")
        .append(Math.max(1, Math.round((cols + margin) * cell))).append("\" height=\"")
        .append(Math.max(1, Math.round((rows + margin) * cell))).append("\" viewBox=\"");
    Shapes.appendCoordinate(buffer, -0.5 - margin);
    buffer.append(" -0.5 ");
    Shapes.appendCoordinate(buffer, cols + margin);
    buffer.append(' ');
    Shapes.appendCoordinate(buffer, rows + margin);
    buffer.append("\" role=\"img\" aria-label=\"")
        .append(escape(board + " board")).append("\">\n");
    if (margin > 0) {
      TourPictures.writeCoordinates(board, margin, buffer);
    }
    buffer
        .append("<defs><pattern id=\"checks\" patternUnits=\"userSpaceOnUse\" x=\"-0.5\" y=\"-0.5\"")
        .append(" width=\"2\" height=\"2\">");
    // Tile square (k down, c across) shows rank rows - 1 - k; a1 = (0, 0) is dark: row + col even.
    for (int k = 0; k < 2; k++) {
      for (int c = 0; c < 2; c++) {
        if ((rows - 1 - k + c) % 2 == 0) {
          buffer.append("<rect x=\"").append(c).append("\" y=\"").append(k)
              .append("\" width=\"1\" height=\"1\" fill=\"").append(PictureStyle.hex(picture.darkSquareColor()))
              .append("\"/>");
        }
      }
    }
    buffer.append("</pattern></defs>\n<g class=\"board\" shape-rendering=\"crispEdges\">")
        .append("<rect x=\"-0.5\" y=\"-0.5\" width=\"").append(cols).append("\" height=\"").append(rows)
        .append("\" fill=\"").append(PictureStyle.hex(picture.lightSquareColor())).append("\"/>")
        .append("<rect x=\"-0.5\" y=\"-0.5\" width=\"").append(cols).append("\" height=\"").append(rows)
        .append("\" fill=\"url(#checks)\"/></g>\n");
    Shapes.appendSvgHoles(board, buffer, this::flushIfFull);
    buffer.append("<polyline id=\"path\" class=\"path\" fill=\"none\" stroke=\"").append(path)
        .append("\" stroke-width=\"").append(stroke)
        .append("\" stroke-linejoin=\"round\" stroke-linecap=\"round\" points=\"\"/>\n");
    if (closed) {
      buffer.append("<line id=\"closing\" class=\"closing-move\" stroke=\"").append(path)
          .append("\" stroke-width=\"").append(stroke)
          .append("\" stroke-dasharray=\"0.2 0.1\" visibility=\"hidden\"/>\n");
      if (Shapes.wraps(board)) {
        // The second stub of a closing move across the edge.
        buffer.append("<line id=\"closing-in\" class=\"closing-move\" stroke=\"").append(path)
            .append("\" stroke-width=\"").append(stroke)
            .append("\" stroke-dasharray=\"0.2 0.1\" visibility=\"hidden\"/>\n");
      }
    }
    buffer.append("<path id=\"dead-end\" class=\"dead-end\" d=\"M-0.3,-0.3L0.3,0.3M-0.3,0.3L0.3,-0.3\" stroke=\"")
        .append(PictureStyle.hex(GifAnimator.DEAD_END_COLOR))
        .append("\" stroke-width=\"0.12\" stroke-linecap=\"round\" visibility=\"hidden\"/>\n");
    if (numbers) {
      // Each number's halo and plate in its square's colour, under the dots and the digits.
      buffer.append("<g id=\"halos\" class=\"halos\" font-family=\"sans-serif\" font-size=\"")
          .append(String.format(Locale.ROOT, "%.2f", TourPictures.numberFontSize(board.squareCount())))
          .append("\" text-anchor=\"middle\"");
      Labels.appendHaloGroupAttributes(buffer, TourPictures.numberFontSize(board.squareCount()));
      buffer.append(" data-light=\"").append(PictureStyle.hex(picture.lightSquareColor()))
          .append("\" data-dark=\"").append(PictureStyle.hex(picture.darkSquareColor()))
          .append("\" data-plate=\"");
      Shapes.appendCoordinate(buffer, Labels.PLATE_RADIUS * TourPictures.numberFontSize(board.squareCount()));
      buffer.append("\"></g>\n");
    }
    buffer.append("<circle id=\"start\" class=\"start\" r=\"0.3\" fill=\"")
        .append(PictureStyle.hex(TourPictures.START_COLOR)).append("\" visibility=\"hidden\"/>\n")
        .append("<circle id=\"knight\" class=\"end\" r=\"0.3\" fill=\"")
        .append(PictureStyle.hex(TourPictures.END_COLOR)).append("\" visibility=\"hidden\"/>\n");
    // The numbers go on top of the dots, as in TourPictures.
    if (numbers) {
      buffer.append("<g id=\"numbers\" font-family=\"sans-serif\" font-size=\"")
          .append(String.format(Locale.ROOT, "%.2f", TourPictures.numberFontSize(board.squareCount())))
          .append("\" text-anchor=\"middle\" fill=\"").append(PictureStyle.hex(TourPictures.NUMBER_COLOR))
          .append("\"></g>\n");
    }
    buffer.append("</svg>\n");
  }

  private void squares(List<Square> squares) throws IOException {
    buffer.append('[');
    for (int i = 0; i < squares.size(); i++) {
      if (i > 0) {
        buffer.append(',');
      }
      Square square = squares.get(i);
      buffer.append(square.row() * cols + square.col());
      flushIfFull();
    }
    buffer.append(']');
  }

  private void tail() throws IOException {
    buffer.append("<script>\n//<![CDATA[\n").append("var SPEEDS = [");
    for (int i = 0; i < SPEEDS.length; i++) {
      buffer.append(i > 0 ? "," : "").append(SPEEDS[i]);
    }
    buffer.append("];\n").append(Shapes.wraps(board) ? WRAP_SCRIPT : SCRIPT).append("//]]>\n</script>\n</body>\n</html>\n");
    out.append(buffer);
    buffer.setLength(0);
  }

  /** Escapes text for HTML element content and attribute values. */
  static String escape(String text) {
    StringBuilder escaped = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> escaped.append("&amp;");
        case '<' -> escaped.append("&lt;");
        case '>' -> escaped.append("&gt;");
        case '"' -> escaped.append("&quot;");
        case '\'' -> escaped.append("&#39;");
        default -> escaped.append(c);
      }
    }
    return escaped.toString();
  }

  private void flushIfFull() throws IOException {
    if (buffer.length() >= BUFFER) {
      out.append(buffer);
      buffer.setLength(0);
    }
  }

  /**
   * The player. It replays the steps onto the polyline's point list (append on a placement,
   * remove on a take-back), so a step costs O(1) however long the path. It sits in a CDATA
   * section, so it must never hold the CDATA end marker or a closing script tag.
   */
  private static final String SCRIPT = """
      (function () {
        'use strict';
        var NS = 'http://www.w3.org/2000/svg';
        var data = JSON.parse(document.getElementById('data').textContent);
        var rows = data.rows, cols = data.cols, squares = data.squares, kinds = data.kinds;
        var count = squares.length, search = data.mode === 'search';
        var svg = document.getElementById('board');
        var line = document.getElementById('path');
        var numbers = document.getElementById('numbers');
        var halos = document.getElementById('halos');
        var closing = document.getElementById('closing');
        var deadEnd = document.getElementById('dead-end');
        var start = document.getElementById('start');
        var knight = document.getElementById('knight');
        var play = document.getElementById('play');
        var speed = document.getElementById('speed');
        var speedText = document.getElementById('speed-text');
        var counter = document.getElementById('counter');
        var at, path, texts, haloTexts, placed, removed, deadEnds, showsTour, playing = false, budget = 0, last = 0;

        function x(s) { return s % cols; }
        function y(s) { return rows - 1 - Math.floor(s / cols); }
        function move(element, s) {
          element.setAttribute('cx', x(s));
          element.setAttribute('cy', y(s));
          element.setAttribute('visibility', 'visible');
        }
        function place(s) {
          var p = svg.createSVGPoint();
          p.x = x(s);
          p.y = y(s);
          line.points.appendItem(p);
          path.push(s);
          if (numbers) {
            var text = document.createElementNS(NS, 'text');
            text.setAttribute('x', x(s));
            text.setAttribute('y', y(s));
            text.setAttribute('dy', '0.35em');
            text.textContent = String(path.length);
            numbers.appendChild(text);
            texts.push(text);
            var colour = (Math.floor(s / cols) + s % cols) % 2 === 0
                ? halos.getAttribute('data-dark') : halos.getAttribute('data-light');
            var halo = document.createElementNS(NS, 'g');
            var plate = document.createElementNS(NS, 'circle');
            plate.setAttribute('cx', x(s));
            plate.setAttribute('cy', y(s));
            plate.setAttribute('r', halos.getAttribute('data-plate'));
            plate.setAttribute('fill', colour);
            plate.setAttribute('stroke', 'none');
            var outline = text.cloneNode(true);
            outline.setAttribute('stroke', colour);
            halo.appendChild(plate);
            halo.appendChild(outline);
            halos.appendChild(halo);
            haloTexts.push(halo);
          }
        }
        function unplace() {
          line.points.removeItem(line.points.numberOfItems - 1);
          path.pop();
          if (numbers) {
            numbers.removeChild(texts.pop());
            halos.removeChild(haloTexts.pop());
          }
        }
        function clear() {
          while (path.length) {
            unplace();
          }
        }
        function reset() {
          path = [];
          texts = [];
          haloTexts = [];
          if (line.points.numberOfItems) {
            line.points.clear();
          }
          if (numbers) {
            while (numbers.firstChild) {
              numbers.removeChild(numbers.firstChild);
            }
            while (halos.firstChild) {
              halos.removeChild(halos.firstChild);
            }
          }
          at = 0;
          placed = 0;
          removed = 0;
          deadEnds = 0;
          showsTour = false;
          [closing, deadEnd, start, knight].forEach(function (e) {
            if (e) {
              e.setAttribute('visibility', 'hidden');
            }
          });
          show();
        }
        function step() {
          var s = squares[at], kind = search ? kinds.charAt(at) : 'P';
          at++;
          deadEnd.setAttribute('visibility', 'hidden');
          if (kind === 'S') {
            clear();
          }
          if (kind === 'S' || kind === 'P') {
            place(s);
            placed++;
          } else if (kind === 'R') {
            unplace();
            removed++;
          } else {
            deadEnd.setAttribute('transform', 'translate(' + x(s) + ',' + y(s) + ')');
            deadEnd.setAttribute('visibility', 'visible');
            deadEnds++;
          }
        }
        function finish() {
          var tour = search ? data.tour : squares;
          if (!tour) {
            return;
          }
          if (search) {
            clear();
            tour.forEach(place);
          }
          if (closing) {
            closing.setAttribute('x1', x(tour[tour.length - 1]));
            closing.setAttribute('y1', y(tour[tour.length - 1]));
            closing.setAttribute('x2', x(tour[0]));
            closing.setAttribute('y2', y(tour[0]));
            closing.setAttribute('visibility', 'visible');
          }
          deadEnd.setAttribute('visibility', 'hidden');
          showsTour = true;
        }
        function show() {
          if (path.length) {
            move(start, path[0]);
            move(knight, path[path.length - 1]);
          } else {
            start.setAttribute('visibility', 'hidden');
            knight.setAttribute('visibility', 'hidden');
          }
          var text;
          if (search) {
            text = 'Step ' + at + ' of ' + count + ' \\u00b7 placed ' + placed + ' \\u00b7 backtracks ' + removed
                + ' \\u00b7 dead ends ' + deadEnds + ' \\u00b7 path ' + path.length + ' squares';
            if (data.total !== count) {
              text += ' (the search took ' + data.total + ' steps)';
            }
          } else {
            text = 'Move ' + Math.max(0, path.length - 1) + ' of ' + (count - 1)
                + ' \\u00b7 square ' + path.length + ' of ' + count;
          }
          if (showsTour) {
            text += ' \\u00b7 tour complete';
          } else if (at === count) {
            text += search ? (data.tour ? '' : ' \\u00b7 no tour found') : '';
          }
          counter.textContent = text;
        }
        function advance(n) {
          while (n-- > 0 && at !== count) {
            step();
          }
          if (at === count && !showsTour) {
            finish();
            stop();
          }
          show();
        }
        function stop() {
          playing = false;
          play.textContent = 'Play';
        }
        function tick(now) {
          if (!playing) {
            return;
          }
          budget += Math.min(now - last, 250) * SPEEDS[speed.value] / 1000;
          last = now;
          var n = Math.floor(budget);
          budget -= n;
          advance(Math.min(n, 100000));
          if (playing) {
            requestAnimationFrame(tick);
          }
        }
        function showSpeed() {
          speedText.textContent = SPEEDS[speed.value] + (search ? ' steps' : ' moves') + ' a second';
        }
        play.addEventListener('click', function () {
          if (playing) {
            stop();
            return;
          }
          if (at === count) {
            reset();
          }
          playing = true;
          play.textContent = 'Pause';
          budget = 1;
          last = performance.now();
          requestAnimationFrame(tick);
        });
        document.getElementById('step').addEventListener('click', function () {
          stop();
          if (at === count) {
            reset();
          }
          advance(1);
        });
        document.getElementById('reset').addEventListener('click', function () {
          stop();
          reset();
        });
        speed.addEventListener('input', showSpeed);
        showSpeed();
        reset();
      })();
      """;

  /**
   * The player of a torus or a cylinder: {@link #SCRIPT} with a move across the edge drawn as two
   * stubs (the polyline ends at the border and a new one starts at the opposite border), by the
   * same rule as {@link Shapes#stubs}.
   */
  private static final String WRAP_SCRIPT = wrapScript();

  private static String wrapScript() {
    String script = SCRIPT;
    script = replaceOnce(script, """
        function place(s) {
          var p = svg.createSVGPoint();
          p.x = x(s);
          p.y = y(s);
          line.points.appendItem(p);
          path.push(s);
      """, """
        var wrap = data.wrap, runs = [], crossed = [];
        function mod(a, n) { return ((a % n) + n) % n; }
        function acrossEdge(a, b) {
          var ra = Math.floor(a / cols), ca = a % cols, rb = Math.floor(b / cols), cb = b % cols;
          var dr = Math.abs(rb - ra), dc = Math.abs(cb - ca), leaps = [[wrap.r, wrap.s], [wrap.s, wrap.r]];
          if ((dr === wrap.r && dc === wrap.s) || (dr === wrap.s && dc === wrap.r)) {
            return null;
          }
          for (var i = 0; i < 2; i++) {
            for (var sr = 1; sr >= -1; sr -= 2) {
              for (var sc = 1; sc >= -1; sc -= 2) {
                var mr = sr * leaps[i][0], mc = sc * leaps[i][1];
                var rowFits = wrap.rows ? mod(ra + mr, rows) === rb : ra + mr === rb;
                if (rowFits && mod(ca + mc, cols) === cb) {
                  return [mr, mc];
                }
              }
            }
          }
          return null;
        }
        function leave(at, m, n) {
          var to = at + m;
          return to > n - 1 ? (n - 0.5 - at) / m : to < 0 ? (-0.5 - at) / m : 1;
        }
        function border(s, mr, mc) {
          var r = Math.floor(s / cols), c = s % cols;
          var t = Math.min(1, leave(r, mr, rows), leave(c, mc, cols));
          return [c + t * mc, rows - 1 - (r + t * mr)];
        }
        function addPoint(polyline, px, py) {
          var p = svg.createSVGPoint();
          p.x = px;
          p.y = py;
          polyline.points.appendItem(p);
        }
        function setLine(element, from, to) {
          element.setAttribute('x1', from[0]);
          element.setAttribute('y1', from[1]);
          element.setAttribute('x2', to[0]);
          element.setAttribute('y2', to[1]);
          element.setAttribute('visibility', 'visible');
        }
        function place(s) {
          var m = path.length ? acrossEdge(path[path.length - 1], s) : null;
          if (m) {
            addPoint(line, ...border(path[path.length - 1], m[0], m[1]));
            var run = line.cloneNode(false);
            run.removeAttribute('id');
            run.setAttribute('points', '');
            line.parentNode.insertBefore(run, line.nextSibling);
            runs.push(line);
            line = run;
            addPoint(line, ...border(s, -m[0], -m[1]));
          }
          addPoint(line, x(s), y(s));
          crossed.push(!!m);
          path.push(s);
      """);
    script = replaceOnce(script, """
        function unplace() {
          line.points.removeItem(line.points.numberOfItems - 1);
          path.pop();
      """, """
        function unplace() {
          line.points.removeItem(line.points.numberOfItems - 1);
          if (crossed.pop()) {
            line.parentNode.removeChild(line);
            line = runs.pop();
            line.points.removeItem(line.points.numberOfItems - 1);
          }
          path.pop();
      """);
    script = replaceOnce(script, """
        function reset() {
          path = [];
      """, """
        function reset() {
          while (runs.length) {
            line.parentNode.removeChild(line);
            line = runs.pop();
          }
          crossed = [];
          path = [];
      """);
    script = replaceOnce(script, """
            closing.setAttribute('x1', x(tour[tour.length - 1]));
            closing.setAttribute('y1', y(tour[tour.length - 1]));
            closing.setAttribute('x2', x(tour[0]));
            closing.setAttribute('y2', y(tour[0]));
            closing.setAttribute('visibility', 'visible');
      """, """
            var a = tour[tour.length - 1], b = tour[0], m = acrossEdge(a, b);
            if (m) {
              setLine(closing, [x(a), y(a)], border(a, m[0], m[1]));
              setLine(document.getElementById('closing-in'), [x(b), y(b)], border(b, -m[0], -m[1]));
            } else {
              setLine(closing, [x(a), y(a)], [x(b), y(b)]);
            }
      """);
    return replaceOnce(script, """
          [closing, deadEnd, start, knight].forEach(function (e) {
      """, """
          [closing, document.getElementById('closing-in'), deadEnd, start, knight].forEach(function (e) {
      """);
  }

  private static String replaceOnce(String text, String target, String replacement) {
    int at = text.indexOf(target);
    if (at < 0 || text.indexOf(target, at + 1) >= 0) {
      throw new AssertionError("the player script must hold this exactly once: " + target);
    }
    return text.substring(0, at) + replacement + text.substring(at + target.length());
  }
}
