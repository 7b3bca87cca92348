// The knight's tour simulator page. It draws the boards, starts runs through window.KnightBackend
// (backend-server.js for the local server, backend-local.js for the static site: this file never
// talks to a server itself) and shows the steps they report. Three modes:
//   watch   one search, step by step;
//   race    two strategies side by side on the same board and start, each with its own counters;
//   manual  the user moves the knight; hints show Warnsdorff's and Pohl's choices (the backend asks
//           the library: the rules are not written again here).
// The board may have another shape: its edges may wrap (a move across an edge is drawn as two short
// stubs towards the edge, as the library's pictures draw it), another leaper may tour it, and squares
// may be holes. With two or more layers the board is three-dimensional: the library reports no steps
// there, only progress, so the page shows the progress and then replays the found tour move by move.
'use strict';
(() => {
  const $ = (id) => document.getElementById(id);
  const backend = window.KnightBackend;
  const settings = ['mode', 'layers', 'rows', 'cols', 'start', 'wrap', 'leapA', 'leapB', 'holes', 'clickMode', 'strategy',
    'strategyB', 'moveOrder', 'kind', 'budget'];
  // The settings of a flat board only: a board with layers has no wrap, leaper or holes.
  const flatOnly = ['wrap', 'leapA', 'leapB', 'holes', 'clickMode', 'mode'];
  // Manual mode is on the knight's plain board.
  const notManual = ['wrap', 'leapA', 'leapB', 'holes', 'clickMode', 'strategy', 'strategyB', 'moveOrder', 'kind', 'layers',
    'budget', 'speed'];
  let limits = { maxTracedSide: 30, maxSide: 1000 };
  // The page's words for the strategies and the naive search's move orders, the same whichever
  // backend runs the searches: enough for a class to tell the naive search from the pruned one and
  // both from the heuristics. A name missing here shows as itself, in lower case.
  const labels = {
    NAIVE_BACKTRACKING: 'naive backtracking: fixed move order, no pruning (exhaustive)',
    BACKTRACKING: 'exhaustive search with pruning, Warnsdorff order',
    WARNSDORFF: "Warnsdorff's rule: fewest onward moves (heuristic, never backs up)",
    POHL: "Pohl's rule: Warnsdorff, ties by look-ahead (heuristic, retries)",
    ROTH: "Roth's rule: Warnsdorff, ties to the edge (heuristic)",
    SQUIRREL: "Squirrel and Cull's move orders (heuristic)",
    POSA: "Warnsdorff with P\u00f3sa's rotations (heuristic)",
    CLAUSE_LEARNING: 'exact search over moves, learning from conflicts (exhaustive)',
    NEURAL_NETWORK: "Takefuji and Lee's neural network (heuristic)",
    DIVIDE_AND_CONQUER: 'divide and conquer: joins small tours (construction)',
    AUTO: 'auto: a theorem, a construction or a search',
  };
  const moveOrderLabels = {
    GEEKSFORGEEKS: "GeeksforGeeks' program (C, C++, Java, Python)",
    MILLER_RANUM: "Miller and Ranum's Python program",
    ROSETTA_ADA: "Rosetta Code's Ada program",
    NEIGHBOUR_ORDER: "the board's own neighbour order",
  };
  let session = null; // the runs under way: {paused, panes}
  let manual = null; // the manual mode's walk: {path: [index], hints}
  // The three-dimensional board: its sizes, its cells' elements (numbered
  // (layer * rows + row) * cols + col), each layer's path of moves within it, and the replay.
  let board3d = { layers: 0, rows: 0, cols: 0, cells: [], paths: [] };
  let run3d = null;
  let replay = null;
  let wasThreeD = false;

  function fileName(col) {
    let n = col + 1;
    let letters = '';
    while (n > 0) {
      n--;
      letters = String.fromCharCode(97 + (n % 26)) + letters;
      n = Math.floor(n / 26);
    }
    return letters;
  }

  // A square's name as (row, col), or null.
  function parseSquare(text) {
    const m = /^([a-z]+)([1-9][0-9]*)$/i.exec(String(text).trim());
    if (!m) return null;
    let col = 0;
    for (const ch of m[1].toLowerCase()) col = col * 26 + (ch.charCodeAt(0) - 96);
    return { row: parseInt(m[2], 10) - 1, col: col - 1 };
  }

  function mode() {
    return is3d() ? 'watch' : $('mode').value;
  }

  // ---- One board and the run on it ------------------------------------------------------------

  function makePane(letter) {
    const section = $('pane' + letter);
    return {
      letter,
      section,
      board: section.querySelector('.board'),
      frame: section.querySelector('.frame'),
      ranks: section.querySelector('.ranks'),
      files: section.querySelector('.files'),
      title: section.querySelector('.paneTitle'),
      outcome: section.querySelector('.outcome'),
      counterEls: Object.fromEntries(Array.from(section.querySelectorAll('[data-counter]'))
        .map((el) => [el.dataset.counter, el])),
      rows: 0,
      cols: 0,
      cells: [],
      holes: new Set(),
      shape: { wrap: 'none', a: 1, b: 2 },
      run: null,
      strategy: '',
    };
  }

  const panes = [makePane('A'), makePane('B')];

  function squareIndex(pane, text) {
    const at = parseSquare(text);
    if (!at || at.row >= pane.rows || at.col >= pane.cols) return -1;
    return at.row * pane.cols + at.col;
  }

  function nameOf(pane, index) {
    return fileName(index % pane.cols) + (Math.floor(index / pane.cols) + 1);
  }

  function leaps() {
    return [parseInt($('leapA').value, 10), parseInt($('leapB').value, 10)];
  }

  function isKnight() {
    const [a, b] = leaps();
    return (a === 1 && b === 2) || (a === 2 && b === 1);
  }

  function listsHoles() {
    return /[^\s,]/.test($('holes').value);
  }

  // True if the form asks for another board than the knight's plain rectangle.
  function shaped() {
    return $('wrap').value !== 'none' || !isKnight() || listsHoles();
  }

  // The squares the holes box lists, as indices on the drawn board; a name off the board is left
  // for the server to refuse, with its message.
  function readHoles() {
    const pane = panes[0];
    const holes = new Set();
    if (pane.cols > 0 && mode() !== 'manual') {
      for (const name of $('holes').value.split(/[\s,]+/)) {
        const index = name === '' ? -1 : squareIndex(pane, name);
        if (index >= 0) holes.add(index);
      }
    }
    for (const p of panes) p.holes = holes;
  }

  function writeHoles() {
    $('holes').value = [...panes[0].holes].sort((x, y) => x - y).map((i) => nameOf(panes[0], i)).join(',');
  }

  function markHoles() {
    for (const pane of panes) pane.cells.forEach((cell, i) => cell.classList.toggle('hole', pane.holes.has(i)));
  }

  // Greys out the strategies that take only the plain rectangle while another shape is chosen.
  function updateStrategies() {
    const other = shaped();
    const threeD = is3d();
    for (const id of ['strategy', 'strategyB']) {
      const select = $(id);
      for (const option of select.options) {
        option.disabled = threeD ? option.dataset.threeD === 'false' : other && option.dataset.everyShape === 'false';
      }
      const chosen = select.selectedOptions[0];
      if (chosen && chosen.disabled) {
        const fallback = Array.from(select.options).find((o) => o.value === 'BACKTRACKING' && !o.disabled)
          || Array.from(select.options).find((o) => !o.disabled);
        if (fallback) select.value = fallback.value;
      }
    }
    updateMoveOrder();
    titlePanes();
  }

  function isNaive(name) {
    return /^NAIVE/.test(name || '');
  }

  // The move order matters to the naive search only.
  function updateMoveOrder() {
    const m = mode();
    const naive = m !== 'manual' && !is3d() && (isNaive($('strategy').value) || (m === 'race' && isNaive($('strategyB').value)));
    $('moveOrderLabel').hidden = !naive || $('moveOrder').options.length === 0;
  }

  function label(name) {
    return labels[name] || name.toLowerCase().replace(/_/g, ' ');
  }

  // The strategy's name without its description: "naive backtracking", "Warnsdorff's rule".
  function shortLabel(name) {
    return label(name).split(':')[0];
  }

  function titlePanes() {
    const m = mode();
    panes[0].title.textContent = m === 'manual' ? 'Your tour' : label($('strategy').value);
    panes[1].title.textContent = label($('strategyB').value);
    panes[0].title.hidden = m === 'watch';
  }

  function mod(x, n) {
    return ((x % n) + n) % n;
  }

  // The fraction of a move from `at` by `move` after which it leaves [-0.5, n - 0.5].
  function leave(at, move, n) {
    const to = at + move;
    if (to > n - 1) return (n - 0.5 - at) / move;
    if (to < 0) return (-0.5 - at) / move;
    return 1;
  }

  // An SVG path from the centre of (row, col) in the move's direction to the board's border
  // (x is the column, y counts rows from the top).
  function stub(pane, row, col, moveRow, moveCol) {
    const t = Math.min(1, leave(row, moveRow, pane.rows), leave(col, moveCol, pane.cols));
    const top = pane.rows - 1;
    return `M${col} ${top - row}L${col + t * moveCol} ${top - (row + t * moveRow)}`;
  }

  // The two stubs of the move from one square index to another if it wraps across an edge (its
  // straight difference is not a leap of the leaper), else null.
  function wrapStubs(pane, from, to) {
    const { shape, cols } = pane;
    if (shape.wrap === 'none') return null;
    const fromRow = Math.floor(from / cols);
    const fromCol = from % cols;
    const toRow = Math.floor(to / cols);
    const toCol = to % cols;
    const dr = Math.abs(toRow - fromRow);
    const dc = Math.abs(toCol - fromCol);
    const { a, b } = shape;
    if ((dr === a && dc === b) || (dr === b && dc === a)) return null;
    for (const [leapRow, leapCol] of [[a, b], [b, a]]) {
      for (const signRow of [1, -1]) {
        for (const signCol of [1, -1]) {
          const moveRow = signRow * leapRow;
          const moveCol = signCol * leapCol;
          const rowFits = shape.wrap === 'torus'
            ? mod(fromRow + moveRow, pane.rows) === toRow
            : fromRow + moveRow === toRow;
          if (rowFits && mod(fromCol + moveCol, cols) === toCol) {
            return stub(pane, fromRow, fromCol, moveRow, moveCol) + stub(pane, toRow, toCol, -moveRow, -moveCol);
          }
        }
      }
    }
    return null;
  }

  // Draws the path's moves across an edge (and the closing move of a finished closed tour).
  function drawWrapMoves(pane) {
    const svg = pane.board.querySelector('svg.wrapMoves');
    if (!svg) return;
    const { path } = pane;
    let d = '';
    let count = 0;
    if (pane.shape.wrap !== 'none') {
      const last = pane.closedShown && path.length > 2 ? path.length : path.length - 1;
      for (let k = 0; k < last; k++) {
        const stubs = wrapStubs(pane, path[k], path[(k + 1) % path.length]);
        if (stubs) {
          d += stubs;
          count++;
        }
      }
    }
    svg.firstChild.setAttribute('d', d);
    svg.dataset.wrapMoves = String(count);
  }

  function traced(rows, columns) {
    return rows >= 1 && columns >= 1 && rows <= limits.maxTracedSide && columns <= limits.maxTracedSide;
  }

  function clickNote() {
    if (mode() === 'manual') {
      return 'Click the square the knight moves to next: a knight\'s move to a square it has not visited. ' +
        'Hint shows where Warnsdorff\'s rule (fewest onward moves) and Pohl\'s rule (its tie-break by looking ' +
        'ahead) would go. To start elsewhere, type the start square.';
    }
    return $('clickMode').value === 'hole'
      ? 'Click a square to make it a hole, or to put it back.'
      : 'Click a square to start there.';
  }

  // Draws both boards (the second only in a race) as the form says, empty.
  function drawBoard() {
    stopReplay();
    const m = mode();
    $('legend').dataset.mode = m;
    $('panes').dataset.mode = m;
    $('legend').dataset.shaped = String(m !== 'manual' && shaped());
    $('manualButtons').hidden = m !== 'manual';
    $('buttons').hidden = m === 'manual';
    $('manualMessage').hidden = m !== 'manual';
    $('againstLabel').hidden = m !== 'race';
    $('strategyLabel').textContent = m === 'race' ? 'strategy' : 'strategy';
    $('raceNote').hidden = true;
    if (is3d()) {
      $('panes').hidden = true;
      $('legend').hidden = true;
      drawBoard3d();
      return;
    }
    $('board3d').hidden = true;
    $('board3d').textContent = '';
    $('progress3d').hidden = true;
    $('outcome3d').hidden = true;
    $('panes').hidden = false;
    $('legend').hidden = false;
    const rows = parseInt($('rows').value, 10);
    const columns = parseInt($('cols').value, 10);
    panes[1].section.hidden = m !== 'race';
    const drawn = m === 'race' ? panes : [panes[0]];
    for (const pane of panes) {
      pane.board.textContent = '';
      pane.ranks.textContent = '';
      pane.files.textContent = '';
      pane.cells = [];
      pane.rows = 0;
      pane.cols = 0;
      resetTrace(pane, 0);
      showOutcome(pane, '', '', false);
      showCounters(pane);
    }
    titlePanes();
    updateMoveOrder();
    for (const pane of panes) {
      pane.untraced = !traced(rows, columns);
      showCounters(pane);
    }
    if (!traced(rows, columns)) {
      for (const pane of panes) pane.frame.hidden = true;
      $('legend').hidden = true;
      $('note').textContent = rows > limits.maxTracedSide || columns > limits.maxTracedSide
        ? `Boards larger than ${limits.maxTracedSide}×${limits.maxTracedSide} are not shown step by step: ` +
          `the finished tour is drawn as a picture (up to ${limits.maxSide}×${limits.maxSide}). Type the start square.`
        : '';
      for (const pane of panes) pane.rows = Number.isFinite(rows) ? rows : 0;
      return;
    }
    $('note').textContent = clickNote();
    const size = Math.max(16, Math.min(56, Math.floor((m === 'race' ? 420 : 600) / Math.max(rows, columns))));
    const [a, b] = leaps();
    for (const pane of drawn) {
      pane.frame.hidden = false;
      pane.rows = rows;
      pane.cols = columns;
      pane.shape = m === 'manual' ? { wrap: 'none', a: 1, b: 2 } : { wrap: $('wrap').value, a, b };
      pane.frame.style.setProperty('--cell', size + 'px');
      pane.board.style.gridTemplateColumns = `repeat(${columns}, var(--cell))`;
      pane.cells = new Array(rows * columns);
      for (let r = rows - 1; r >= 0; r--) {
        const rank = document.createElement('span');
        rank.textContent = String(r + 1);
        pane.ranks.appendChild(rank);
        for (let c = 0; c < columns; c++) {
          const cell = document.createElement('div');
          const name = fileName(c) + (r + 1);
          cell.className = 'cell ' + ((r + c) % 2 === 0 ? 'dark' : 'light');
          cell.dataset.square = name;
          cell.title = name;
          const index = r * columns + c;
          cell.addEventListener('click', () => clickSquare(pane, index, name));
          pane.board.appendChild(cell);
          pane.cells[index] = cell;
        }
      }
      for (let c = 0; c < columns; c++) {
        const file = document.createElement('span');
        file.textContent = fileName(c);
        pane.files.appendChild(file);
      }
      // The moves across an edge, over the squares (the HTML parser makes it an SVG element).
      pane.board.insertAdjacentHTML('beforeend',
        `<svg class="wrapMoves" id="wrapMoves${pane.letter === 'A' ? '' : pane.letter}" ` +
        `viewBox="-0.5 -0.5 ${columns} ${rows}" preserveAspectRatio="none" data-wrap-moves="0"><path d=""></path></svg>`);
      resetTrace(pane, rows * columns);
    }
    for (const pane of panes.slice(drawn.length)) pane.frame.hidden = true;
    readHoles();
    markHoles();
    markStart();
    if (m === 'manual') resetManual();
  }

  function clickSquare(pane, index, name) {
    if (mode() === 'manual') {
      manualMove(index);
      return;
    }
    if (session) return;
    if ($('clickMode').value === 'hole') {
      if (pane.holes.has(index)) pane.holes.delete(index);
      else pane.holes.add(index);
      for (const p of panes) p.holes = pane.holes;
      writeHoles();
      markHoles();
      updateStrategies();
      $('legend').dataset.shaped = String(shaped());
    } else if (!pane.holes.has(index)) {
      $('start').value = name;
      markStart();
    }
  }

  function resetTrace(pane, n) {
    pane.numbers = new Int32Array(n);
    pane.dead = new Uint8Array(n);
    pane.path = [];
    pane.knight = -1;
    pane.dirty = new Set();
    pane.flashes = new Set();
    pane.counts = { placed: 0, backtracks: 0, deadEnds: 0, nodes: 0, searchMillis: 0 };
    pane.closedShown = false;
    pane.pathChanged = false;
    pane.firstStepAt = 0;
    pane.lastStepAt = 0;
  }

  function markStart() {
    for (const pane of panes) {
      const index = squareIndex(pane, $('start').value);
      pane.cells.forEach((cell, i) => cell.classList.toggle('start', i === index));
    }
  }

  function moveKnight(pane, index) {
    if (pane.knight >= 0) pane.dirty.add(pane.knight);
    pane.knight = index;
    if (index >= 0) pane.dirty.add(index);
  }

  // One step the backend reports: {kind, square, depth} (and the square's index, when it knows it).
  function applyStep(pane, step) {
    const square = step.index ?? squareIndex(pane, step.square);
    pane.lastStepAt = performance.now(); // the page's own pace, for the benchmark in the tests
    if (!pane.firstStepAt) pane.firstStepAt = pane.lastStepAt;
    const { depth } = step;
    const { path, numbers, dead } = pane;
    switch (step.kind) {
      case 'placed':
        // A placement at a depth below the path's end begins a new attempt.
        while (path.length > depth) {
          const old = path.pop();
          numbers[old] = 0;
          pane.dirty.add(old);
        }
        path.push(square);
        numbers[square] = depth + 1;
        dead[square] = 0;
        pane.dirty.add(square);
        pane.counts.placed++;
        moveKnight(pane, square);
        pane.pathChanged = true;
        break;
      case 'removed':
        if (path.length > 0 && path[path.length - 1] === square) path.pop();
        numbers[square] = 0;
        pane.dirty.add(square);
        pane.flashes.add(square);
        pane.counts.backtracks++;
        pane.pathChanged = true;
        moveKnight(pane, path.length > 0 ? path[path.length - 1] : -1);
        break;
      default:
        dead[square] = 1;
        pane.dirty.add(square);
        pane.counts.deadEnds++;
        break;
    }
  }

  function formatMillis(ms) {
    if (ms < 1000) return `${Math.round(ms)} ms`;
    return `${(ms / 1000).toFixed(ms < 10000 ? 2 : 1)} s`;
  }

  function showCounters(pane) {
    const c = pane.counts;
    const els = pane.counterEls;
    // A board drawn only when finished has no steps to count: the library's counts come at the end.
    els.placed.textContent = pane.untraced ? '–' : String(c.placed);
    els.backtracks.textContent = String(c.backtracks);
    els.deadEnds.textContent = pane.untraced ? '–' : String(c.deadEnds);
    els.nodes.textContent = String(Math.max(c.nodes, 0));
    els.searchTime.textContent = formatMillis(c.searchMillis);
    els.searchTime.dataset.millis = String(c.searchMillis);
  }

  function render(pane) {
    const { cells, numbers, dead } = pane;
    if (cells.length > 0) {
      for (const i of pane.dirty) {
        const cell = cells[i];
        cell.textContent = numbers[i] > 0 ? String(numbers[i]) : '';
        cell.classList.toggle('visited', numbers[i] > 0);
        cell.classList.toggle('dead', dead[i] === 1);
        cell.classList.toggle('knight', i === pane.knight);
      }
      if (pane.pathChanged) drawWrapMoves(pane);
      if (pane.flashes.size <= 16) {
        for (const i of pane.flashes) {
          cells[i].classList.remove('flash');
          void cells[i].offsetWidth; // restarts the animation
          cells[i].classList.add('flash');
        }
      }
    }
    pane.dirty.clear();
    pane.flashes.clear();
    pane.pathChanged = false;
    showCounters(pane);
    pane.section.dataset.stepMillis = String(Math.round(pane.lastStepAt - pane.firstStepAt));
  }

  function tick() {
    if (!session) return;
    for (const pane of session.panes) render(pane);
    if (session.panes.length === 2 && session.panes.some((p) => !p.run)) raceNote(); // the count so far
    requestAnimationFrame(tick);
  }

  function showOutcome(pane, outcome, text, isError) {
    pane.outcome.textContent = text;
    pane.outcome.dataset.outcome = outcome;
    pane.outcome.classList.toggle('error', Boolean(isError));
  }

  function setButtons() {
    const active = session !== null || run3d !== null;
    const replaying = replay !== null;
    $('startButton').disabled = active;
    $('pauseButton').disabled = !(session !== null) && !replaying;
    $('stopButton').disabled = !active && !replaying;
    $('stepButton').disabled = run3d !== null;
    $('pauseButton').textContent = (session && session.paused) || (replaying && replay.paused) ? 'Resume' : 'Pause';
    const threeD = is3d();
    const manualMode = mode() === 'manual';
    for (const id of settings) {
      $(id).disabled = active || (threeD && flatOnly.includes(id)) || (manualMode && notManual.includes(id));
    }
    $('speed').disabled = manualMode;
  }

  // The board's words for an outcome: what the page says at the end of a run.
  function outcomeText(pane, end) {
    if (end.outcome === 'FOUND') {
      return `FOUND: ${(end.kind || $('kind').value) === 'closed' ? 'a closed' : 'an open'} tour from ${end.start || $('start').value.trim()}` +
        (end.end ? ` to ${end.end}` : '');
    }
    return `${end.outcome}: ${end.explanation}`;
  }

  function finishPane(pane, end) {
    if (!pane.run) return;
    pane.run = null;
    pane.ended = end.outcome;
    const c = end.counters || {};
    pane.counts.nodes = c.nodes ?? end.nodes ?? pane.counts.nodes;
    pane.counts.searchMillis = c.searchMillis ?? pane.counts.searchMillis;
    if (pane.untraced && typeof end.backtracks === 'number') pane.counts.backtracks = end.backtracks;
    if (pane.cells.length > 0) {
      if (end.squares && end.squares.length > 0) {
        // The finished tour as the library returns it (a closed tour begins at the start square).
        pane.numbers.fill(0);
        pane.dead.fill(0);
        end.squares.forEach((name, i) => {
          pane.numbers[squareIndex(pane, name)] = i + 1;
        });
        pane.path = end.squares.map((name) => squareIndex(pane, name));
        moveKnight(pane, pane.path[pane.path.length - 1]);
        pane.closedShown = (end.kind || $('kind').value) === 'closed';
      } else {
        // No tour: the marks of the search say nothing about the board any more. A heuristic's
        // last walk stays (it shows where it got stuck); an exhaustive search leaves a clean board.
        pane.dead.fill(0);
        if (end.outcome !== 'GAVE_UP') {
          pane.numbers.fill(0);
          pane.path = [];
          moveKnight(pane, -1);
        } else if (pane.path.length > 0) {
          pane.dead[pane.path[pane.path.length - 1]] = 1;
        }
      }
      pane.cells.forEach((cell, i) => {
        pane.dirty.add(i);
        cell.classList.remove('flash'); // the search is over: nothing is being taken back
      });
      pane.flashes.clear();
      pane.pathChanged = true;
    }
    render(pane);
    showOutcome(pane, end.outcome, outcomeText(pane, end), end.outcome === 'REFUSED');
    if (end.outcome === 'FOUND' && end.pictures && mode() === 'watch') {
      $('svgLink').href = end.pictures.svg;
      $('pngLink').href = end.pictures.png;
      $('downloads').hidden = false;
      if (!end.traced) {
        $('picture').src = end.pictures.svg;
        $('picture').hidden = false;
      }
    }
    paneEnded(pane);
  }

  function failPane(pane, message) {
    if (!pane.run) return;
    pane.run = null;
    pane.ended = 'ERROR';
    render(pane);
    showOutcome(pane, 'ERROR', message, true);
    paneEnded(pane);
  }

  // After a pane's run ends: the race's note, and the end of the session when every run is over.
  function paneEnded(pane) {
    if (!session) return;
    const running = session.panes.filter((p) => p.run);
    if (session.panes.length === 2) raceNote();
    if (running.length === 0) {
      session = null;
      setButtons();
    }
  }

  // In a race: once one strategy has finished, what the other one's count means.
  function raceNote() {
    const [a, b] = session.panes;
    const done = [a, b].filter((p) => !p.run);
    const running = [a, b].filter((p) => p.run);
    const note = $('raceNote');
    if (done.length === 1 && running.length === 1) {
      const d = done[0];
      const r = running[0];
      let text = `${shortLabel(d.strategy)} has finished after placing ${d.counts.placed} squares; ` +
        `${shortLabel(r.strategy)} is still searching (${r.counts.placed} squares placed so far).`;
      if (isNaive(r.strategy)) {
        text += ' The naive search tries the moves in a fixed order and backs up only at a dead end, so every ' +
          'wrong early choice costs it the whole tree of paths below that choice: with up to 8 moves from a ' +
          'square, that tree grows exponentially with the path\'s length, and on 8×8 it can run for minutes from ' +
          'some starts. Warnsdorff\'s rule looks one move ahead instead and never backs up; on boards like these ' +
          'it rarely meets a dead end.';
      }
      note.textContent = text;
      note.hidden = false;
    } else if (done.length === 2) {
      const fmt = (p) => `${shortLabel(p.strategy)}: ${p.ended === 'FOUND' ? 'a tour' : p.ended} after ` +
        `${p.counts.placed} squares placed, ${p.counts.backtracks} backtracks, ` +
        `${formatMillis(p.counts.searchMillis)} of search`;
      note.textContent = `Both have ended. ${fmt(a)}; ${fmt(b)}.`;
      note.hidden = false;
    }
  }

  function runParams(strategy, paused) {
    const params = {
      rows: parseInt($('rows').value, 10),
      cols: parseInt($('cols').value, 10),
      start: $('start').value.trim(),
      strategy,
      kind: $('kind').value,
      speed: $('speed').value,
      budget: parseInt($('budget').value, 10),
      paused,
    };
    if (isNaive(strategy) && $('moveOrder').value) params.moveOrder = $('moveOrder').value;
    if ($('wrap').value !== 'none') params.wrap = $('wrap').value;
    if (!isKnight()) params.leaper = `${$('leapA').value},${$('leapB').value}`;
    if (listsHoles()) params.holes = $('holes').value.trim();
    return params;
  }

  function start(paused) {
    if (session || run3d) return;
    if (is3d()) {
      start3d(paused);
      return;
    }
    drawBoard();
    $('downloads').hidden = true;
    $('picture').hidden = true;
    const race = mode() === 'race';
    const used = race ? panes : [panes[0]];
    const strategies = [$('strategy').value, $('strategyB').value];
    session = { paused, panes: used };
    used.forEach((pane, k) => {
      pane.strategy = strategies[k];
      showOutcome(pane, '', 'searching…', false);
      const listener = {
        onStep: (step) => applyStep(pane, step),
        onCounters: (c) => {
          pane.counts.nodes = c.nodes;
          pane.counts.searchMillis = c.searchMillis;
        },
        onFinish: (end) => finishPane(pane, end),
        onError: (message) => failPane(pane, message),
      };
      pane.run = true; // a backend may refuse at once, before start returns
      const handle = backend.start(runParams(pane.strategy, paused), listener);
      if (pane.run === true) pane.run = handle;
    });
    setButtons();
    requestAnimationFrame(tick);
  }

  function eachRun(action) {
    if (!session) return;
    for (const pane of session.panes) if (pane.run && pane.run !== true) pane.run[action]();
  }

  // ---- Manual mode ----------------------------------------------------------------------------

  function resetManual() {
    const pane = panes[0];
    const start = squareIndex(pane, $('start').value);
    manual = { path: [] };
    resetTrace(pane, pane.rows * pane.cols);
    clearHints();
    if (start >= 0) placeManual(start);
    say(start >= 0 ? `The knight stands on ${nameOf(pane, start)}. Click where it goes next.`
      : `Type a start square on the ${pane.rows}×${pane.cols} board.`, false);
    showManualCounters();
  }

  function say(text, isError) {
    const el = $('manualMessage');
    el.textContent = text;
    el.classList.toggle('error', Boolean(isError));
  }

  function placeManual(index) {
    const pane = panes[0];
    manual.path.push(index);
    applyStep(pane, { kind: 'placed', index, depth: manual.path.length - 1 });
    render(pane);
  }

  function showManualCounters() {
    const pane = panes[0];
    pane.counts.nodes = manual.path.length;
    showCounters(pane);
  }

  function clearHints() {
    for (const cell of panes[0].cells) cell.classList.remove('hintW', 'hintP');
    if (manual) manual.hints = null;
  }

  function legalMoves(index) {
    const pane = panes[0];
    const row = Math.floor(index / pane.cols);
    const col = index % pane.cols;
    const moves = [];
    for (const [dr, dc] of [[1, 2], [2, 1], [2, -1], [1, -2], [-1, -2], [-2, -1], [-2, 1], [-1, 2]]) {
      const r = row + dr;
      const c = col + dc;
      if (r >= 0 && r < pane.rows && c >= 0 && c < pane.cols && pane.numbers[r * pane.cols + c] === 0) {
        moves.push(r * pane.cols + c);
      }
    }
    return moves;
  }

  function manualMove(index) {
    const pane = panes[0];
    if (!manual || manual.path.length === 0) return;
    const from = manual.path[manual.path.length - 1];
    const name = nameOf(pane, index);
    let refusal = null;
    if (index === from) {
      refusal = `The knight is on ${name} already.`;
    } else if (pane.numbers[index] > 0) {
      refusal = `Refused: ${name} is visited already (square ${pane.numbers[index]} of the path); a tour visits ` +
        'every square once.';
    } else if (!legalMoves(from).includes(index)) {
      refusal = `Refused: ${nameOf(pane, from)} to ${name} is not a knight's move (two squares one way and one ` +
        'the other).';
    }
    if (refusal) {
      const cell = pane.cells[index];
      cell.classList.remove('refused');
      void cell.offsetWidth; // restarts the animation
      cell.classList.add('refused');
      say(refusal, true);
      return;
    }
    clearHints();
    placeManual(index);
    showManualCounters();
    describeManual();
  }

  function describeManual() {
    const pane = panes[0];
    const n = manual.path.length;
    const total = pane.rows * pane.cols;
    const last = manual.path[n - 1];
    if (n === total) {
      const closed = total > 2 && legalMovesIgnoringVisits(last).includes(manual.path[0]);
      say(`A tour: all ${total} squares visited, ${closed ? 'and closed: the last square is a knight\'s move from the first'
        : 'an open one (the last square is no knight\'s move from the first)'}.`, false);
    } else if (legalMoves(last).length === 0) {
      say(`Dead end on ${nameOf(pane, last)} after ${n} of ${total} squares: no square the knight can reach is ` +
        'left. Undo to back up.', true);
    } else {
      say(`${n} of ${total} squares visited. The knight is on ${nameOf(pane, last)}.`, false);
    }
  }

  function legalMovesIgnoringVisits(index) {
    const pane = panes[0];
    const saved = pane.numbers;
    pane.numbers = new Int32Array(saved.length);
    const moves = legalMoves(index);
    pane.numbers = saved;
    return moves;
  }

  function undoManual() {
    const pane = panes[0];
    if (!manual || manual.path.length <= 1) {
      say('Nothing to undo: the knight is on its start square.', false);
      return;
    }
    const index = manual.path.pop();
    clearHints();
    applyStep(pane, { kind: 'removed', index, depth: manual.path.length });
    pane.counts.backtracks = 0;
    render(pane);
    showManualCounters();
    describeManual();
  }

  async function hint() {
    const pane = panes[0];
    if (!manual || manual.path.length === 0) return;
    const path = manual.path.slice();
    let hints;
    try {
      hints = await backend.hints(pane.rows, pane.cols, path.map((i) => nameOf(pane, i)));
    } catch (e) {
      say('No hint: ' + (e.message || e), true);
      return;
    }
    if (!manual || manual.path.length !== path.length) return; // the walk moved on meanwhile
    clearHints();
    manual.hints = hints;
    if (!hints.warnsdorff && !hints.pohl) {
      say('No hint: the knight has no move left. Undo to back up.', true);
      return;
    }
    const w = squareIndex(pane, hints.warnsdorff);
    const p = squareIndex(pane, hints.pohl);
    if (w >= 0) pane.cells[w].classList.add('hintW');
    if (p >= 0) pane.cells[p].classList.add('hintP');
    say(`Hint: Warnsdorff's rule moves to ${hints.warnsdorff} (the square with the fewest onward moves; ties to the ` +
      `lowest rank, then file); Pohl's rule moves to ${hints.pohl} (it breaks those ties by looking one more move ` +
      'ahead).', false);
  }

  // ---- Three-dimensional boards -------------------------------------------------------------

  // ---- Three-dimensional boards -------------------------------------------------------------

  function is3d() {
    return parseInt($('layers').value, 10) >= 2;
  }

  // The cell "(layer,row,col)" as a number on the drawn 3-D board, or -1.
  function cellIndex3d(text) {
    const m = /^\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(String(text).trim());
    if (!m) return -1;
    const [layer, row, col] = [1, 2, 3].map((i) => parseInt(m[i], 10));
    const { layers, rows, cols: columns } = board3d;
    if (layer >= layers || row >= rows || col >= columns) return -1;
    return (layer * rows + row) * columns + col;
  }

  function coordinates3d(index) {
    const { rows, cols: columns } = board3d;
    const line = Math.floor(index / columns);
    return { layer: Math.floor(line / rows), row: line % rows, col: index % columns };
  }

  // Keeps the start where it was when the board gains or loses its layers: a1 is (0,0,0).
  function convertStart() {
    const threeD = is3d();
    if (threeD === wasThreeD) return;
    const text = $('start').value.trim();
    if (threeD) {
      const m = /^([a-z]+)([1-9][0-9]*)$/i.exec(text);
      let row = 0;
      let col = 0;
      if (m) {
        for (const ch of m[1].toLowerCase()) col = col * 26 + (ch.charCodeAt(0) - 96);
        col -= 1;
        row = parseInt(m[2], 10) - 1;
      }
      $('start').value = `(0,${row},${col})`;
    } else {
      const m = /^\(\s*\d+\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(text);
      $('start').value = m ? fileName(parseInt(m[2], 10)) + (parseInt(m[1], 10) + 1) : 'a1';
    }
    wasThreeD = threeD;
  }

  function drawBoard3d() {
    const layers = parseInt($('layers').value, 10);
    const rows = parseInt($('rows').value, 10);
    const columns = parseInt($('cols').value, 10);
    $('picture').hidden = true;
    $('downloads').hidden = true;
    $('progress3d').hidden = false;
    $('outcome3d').hidden = false;
    const el = $('board3d');
    el.textContent = '';
    board3d = { layers, rows, cols: columns, cells: [], paths: [] };
    const max = limits.maxSide3d || limits.maxTracedSide;
    if (![layers, rows, columns].every((n) => n >= 1 && n <= max)) {
      el.hidden = true;
      $('note').textContent = `A board with layers has at most ${max} layers, rows and columns: the page draws ` +
        'every cell of the found tour.';
      return;
    }
    el.hidden = false;
    $('note').textContent = 'Three-dimensional boards show the found tour move by move, not the search: the ' +
      'library reports no steps there, only progress. Each layer is a board; a knight move changes one coordinate ' +
      'by 1 and another by 2. Moves within a layer are drawn as lines; ▲ or ▼ after a number says the next move ' +
      'goes to a higher or lower layer. Click a cell to start there.';
    const size = Math.max(16, Math.min(44, Math.floor(600 / Math.max(rows, columns)),
      Math.floor(1100 / (layers * (columns + 1)))));
    board3d.cells = new Array(layers * rows * columns);
    for (let layer = 0; layer < layers; layer++) {
      const wrapper = document.createElement('div');
      wrapper.className = 'layer3d';
      const caption = document.createElement('div');
      caption.className = 'caption';
      caption.textContent = `layer ${layer}`;
      const grid = document.createElement('div');
      grid.className = 'grid3d';
      grid.dataset.layer = String(layer);
      grid.style.setProperty('--cell', size + 'px');
      grid.style.gridTemplateColumns = `repeat(${columns}, var(--cell))`;
      for (let r = rows - 1; r >= 0; r--) {
        for (let c = 0; c < columns; c++) {
          const cell = document.createElement('div');
          const name = `(${layer},${r},${c})`;
          cell.className = 'cell ' + ((layer + r + c) % 2 === 0 ? 'dark' : 'light');
          cell.dataset.cell = name;
          cell.title = `layer ${layer}, row ${r}, column ${c}`;
          cell.addEventListener('click', () => {
            if (run3d) return;
            $('start').value = name;
            markStart3d();
          });
          grid.appendChild(cell);
          board3d.cells[(layer * rows + r) * columns + c] = cell;
        }
      }
      grid.insertAdjacentHTML('beforeend',
        `<svg class="moves3d" viewBox="-0.5 -0.5 ${columns} ${rows}" preserveAspectRatio="none"` +
        ' data-lines="0"><path d=""></path></svg>');
      wrapper.append(caption, grid);
      el.appendChild(wrapper);
    }
    el.dataset.shown = '0';
    el.dataset.layerMoves = '0';
    showProgress3d({ nodes: 0, pathLength: 0, longestPath: 0, cells: layers * rows * columns, elapsedMillis: 0 });
    $('replayMove').textContent = '0';
    $('replayTotal').textContent = '0';
    markStart3d();
  }

  function markStart3d() {
    const index = cellIndex3d($('start').value);
    board3d.cells.forEach((cell, i) => cell.classList.toggle('start', i === index));
  }

  function showProgress3d(p) {
    $('nodes3d').textContent = p.nodes;
    $('path3d').textContent = p.pathLength;
    $('longest3d').textContent = p.longestPath;
    $('cells3d').textContent = p.cells;
    $('time3d').textContent = (p.elapsedMillis / 1000).toFixed(1);
  }

  function showOutcome3d(outcome, text, isError) {
    const el = $('outcome3d');
    el.textContent = text;
    el.dataset.outcome = outcome;
    el.classList.toggle('error', Boolean(isError));
  }

  function start3d(pausedReplay) {
    drawBoard();
    showOutcome3d('', 'searching…', false);
    const state = { pausedReplay, found: null };
    const ended = () => {
      run3d = null;
      if (state.found) startReplay(state.found.cells, state.found.closed, state.found.pausedReplay);
      setButtons();
    };
    run3d = { stop: () => {} };
    const handle = backend.start3d({
      layers: parseInt($('layers').value, 10),
      rows: parseInt($('rows').value, 10),
      cols: parseInt($('cols').value, 10),
      start: $('start').value.trim(),
      strategy: $('strategy').value,
      kind: $('kind').value,
      budget: parseInt($('budget').value, 10),
    }, {
      onProgress: showProgress3d,
      onFinish: (end) => {
        finish3d(end, state);
        ended();
      },
      onError: (message) => {
        showOutcome3d('ERROR', message, true);
        ended();
      },
    });
    if (run3d) run3d = handle;
    setButtons();
  }

  function finish3d(end, state) {
    const total = board3d.layers * board3d.rows * board3d.cols;
    let text = `${end.outcome}: ${end.explanation}`;
    if (end.outcome === 'FOUND') {
      // The cells as tour --format json writes them: "(layer,row,col)".
      const cells = end.squares.map((name) => name.slice(1, -1).split(',').map(Number));
      text = `FOUND: ${end.kind === 'closed' ? 'a closed' : 'an open'} tour from ${$('start').value.trim()} to ` +
        `${end.end}; replaying it move by move`;
      const indices = cells.map(([l, r, c]) => (l * board3d.rows + r) * board3d.cols + c);
      state.found = { cells: indices, closed: end.kind === 'closed', pausedReplay: state.pausedReplay };
      showProgress3d({ nodes: end.nodes, pathLength: total, longestPath: total, cells: total,
        elapsedMillis: end.elapsedMillis });
    } else if (typeof end.nodes === 'number') {
      $('nodes3d').textContent = end.nodes;
      $('time3d').textContent = (end.elapsedMillis / 1000).toFixed(1);
    }
    if (end.strategy) text += ` (${end.strategy}, ${end.nodes} nodes, ${end.elapsedMillis} ms of search)`;
    showOutcome3d(end.outcome, text, end.outcome === 'REFUSED');
  }

  function startReplay(tour, closed, paused) {
    replay = { tour, closed, paused, shown: 0, last: performance.now(), credit: 0, lines: [], layerMoves: 0 };
    board3d.paths = board3d.cells.length > 0 ? new Array(board3d.layers).fill('') : [];
    $('replayTotal').textContent = String(tour.length);
    advanceReplay(1); // the knight on its start cell
    if (!paused) requestAnimationFrame(replayTick);
  }

  function stopReplay() {
    replay = null;
  }

  // Shows the tour up to its move `target` (1 = the start cell only); at the end of a closed tour,
  // the closing move too.
  function advanceReplay(target) {
    if (!replay) return;
    const { tour } = replay;
    const n = tour.length;
    const to = Math.min(n, target);
    const touched = new Set();
    for (let i = replay.shown; i < to; i++) {
      const cell = board3d.cells[tour[i]];
      cell.textContent = '';
      const number = document.createElement('span');
      number.className = 'num';
      number.textContent = String(i + 1);
      cell.appendChild(number);
      cell.dataset.number = String(i + 1);
      cell.classList.add('visited');
      if (i > 0) touched.add(drawMove3d(tour[i - 1], tour[i]));
    }
    if (to === n && replay.shown < n && replay.closed && n > 1) touched.add(drawMove3d(tour[n - 1], tour[0]));
    if (replay.shown > 0) board3d.cells[tour[replay.shown - 1]].classList.remove('knight');
    board3d.cells[tour[to - 1]].classList.add('knight');
    replay.shown = to;
    const svgs = $('board3d').querySelectorAll('svg.moves3d');
    for (const layer of touched) {
      if (layer < 0) continue;
      svgs[layer].firstChild.setAttribute('d', board3d.paths[layer]);
      svgs[layer].dataset.lines = String((board3d.paths[layer].match(/M/g) || []).length);
    }
    $('board3d').dataset.shown = String(to);
    $('board3d').dataset.layerMoves = String(replay.layerMoves);
    $('replayMove').textContent = String(to);
    if (to === n) {
      replay = null;
      setButtons();
    }
  }

  // Draws the move from one cell to the next: a line within a layer (returns the layer), or a
  // marker on the cell it leaves for another layer (returns -1).
  function drawMove3d(fromIndex, toIndex) {
    const from = coordinates3d(fromIndex);
    const to = coordinates3d(toIndex);
    if (from.layer === to.layer) {
      const top = board3d.rows - 1;
      board3d.paths[from.layer] += `M${from.col} ${top - from.row}L${to.col} ${top - to.row}`;
      return from.layer;
    }
    const marker = document.createElement('span');
    marker.className = 'updown';
    marker.textContent = to.layer > from.layer ? '▲' : '▼';
    const cell = board3d.cells[fromIndex];
    cell.appendChild(marker);
    cell.dataset.nextLayer = String(to.layer);
    cell.title += `; the next move goes to layer ${to.layer}`;
    replay.layerMoves++;
    return -1;
  }

  function replayTick(now) {
    if (!replay || replay.paused) return;
    const speed = $('speed').value;
    if (speed === 'max') {
      advanceReplay(replay.tour.length);
      return;
    }
    replay.credit += ((now - replay.last) / 1000) * parseInt(speed, 10);
    replay.last = now;
    const moves = Math.floor(replay.credit);
    if (moves > 0) {
      replay.credit -= moves;
      advanceReplay(replay.shown + moves);
    }
    if (replay) requestAnimationFrame(replayTick);
  }


  async function init() {
    try {
      limits = await backend.limits();
      // A backend may give only its largest board: it is then drawn step by step up to that size.
      limits.maxSide = limits.maxSide || Math.max(limits.maxRows || 30, limits.maxCols || 30);
      limits.maxTracedSide = limits.maxTracedSide || Math.min(limits.maxSide, 30);
      const strategies = await backend.strategies();
      for (const id of ['strategy', 'strategyB']) {
        for (const s of strategies) {
          labels[s.name] = labels[s.name] || s.label || s.name.toLowerCase().replace(/_/g, ' ');
          const option = document.createElement('option');
          option.value = s.name;
          option.textContent = labels[s.name];
          option.dataset.everyShape = String(s.takesEveryShape !== false);
          option.dataset.threeD = String(s.takesThreeDimensions === true);
          if (s.takesEveryShape === false) option.title = 'only on the plain board of the knight';
          $(id).appendChild(option);
        }
      }
      const has = (name) => strategies.some((s) => s.name === name);
      $('strategy').value = 'BACKTRACKING';
      $('strategyB').value = has('WARNSDORFF') ? 'WARNSDORFF' : 'BACKTRACKING';
      if (limits.defaultBudgetSeconds) $('budget').value = limits.defaultBudgetSeconds;
      if (limits.maxBudgetSeconds) $('budget').max = limits.maxBudgetSeconds;
      if (limits.maxSide3d) $('layers').max = limits.maxSide3d;
      if (!backend.start3d) $('layers').max = 1;
    } catch (e) {
      showOutcome(panes[0], 'ERROR', 'cannot load the strategies: ' + (e.message || e), true);
    }
    try {
      for (const order of await backend.moveOrders()) {
        const option = document.createElement('option');
        option.value = order.name;
        option.textContent =
          moveOrderLabels[order.name] || order.label || order.name.toLowerCase().replace(/_/g, ' ');
        $('moveOrder').appendChild(option);
      }
    } catch (e) {
      // no move orders to choose from: the naive search uses its default
    }
    drawBoard();
    updateStrategies();
    setButtons();
  }

  $('mode').addEventListener('change', () => {
    const m = $('mode').value;
    // The race is the lesson: the naive search against Warnsdorff's rule, unless chosen otherwise.
    if (m === 'race' && !isNaive($('strategy').value)) {
      const naive = Array.from($('strategy').options).find((o) => isNaive(o.value) && !o.disabled);
      if (naive) $('strategy').value = naive.value;
    }
    drawBoard();
    updateStrategies();
    setButtons();
  });
  $('layers').addEventListener('change', () => {
    convertStart();
    drawBoard();
    updateStrategies();
    setButtons();
  });
  $('rows').addEventListener('change', drawBoard);
  $('cols').addEventListener('change', drawBoard);
  $('start').addEventListener('input', () => {
    if (is3d()) markStart3d();
    else if (mode() === 'manual') drawBoard();
    else markStart();
  });
  for (const id of ['wrap', 'leapA', 'leapB']) {
    $(id).addEventListener('change', () => {
      updateStrategies();
      $('legend').dataset.shaped = String(shaped());
    });
  }
  for (const id of ['strategy', 'strategyB']) $(id).addEventListener('change', updateStrategies);
  $('holes').addEventListener('input', () => {
    readHoles();
    markHoles();
    updateStrategies();
    $('legend').dataset.shaped = String(shaped());
  });
  $('clickMode').addEventListener('change', () => {
    if (panes[0].cells.length > 0) $('note').textContent = clickNote();
  });
  $('startButton').addEventListener('click', () => start(false));
  $('pauseButton').addEventListener('click', () => {
    if (replay) {
      replay.paused = !replay.paused;
      replay.last = performance.now();
      replay.credit = 0;
      setButtons();
      if (!replay.paused) requestAnimationFrame(replayTick);
      return;
    }
    if (!session) return;
    session.paused = !session.paused;
    setButtons();
    eachRun(session.paused ? 'pause' : 'resume');
  });
  $('stepButton').addEventListener('click', () => {
    if (replay) {
      replay.paused = true;
      advanceReplay(replay.shown + 1);
      setButtons();
      return;
    }
    if (!session) {
      start(true);
      if (session) eachRun('step');
      return;
    }
    session.paused = true;
    setButtons();
    eachRun('step');
  });
  $('stopButton').addEventListener('click', () => {
    if (replay) {
      advanceReplay(replay.tour.length); // the rest of the tour at once
      return;
    }
    if (run3d) {
      run3d.stop();
      return;
    }
    eachRun('stop');
  });
  $('speed').addEventListener('change', () => {
    if (!session) return;
    for (const pane of session.panes) if (pane.run && pane.run !== true) pane.run.setSpeed($('speed').value);
  });
  $('hintButton').addEventListener('click', hint);
  $('undoButton').addEventListener('click', undoManual);
  $('restartButton').addEventListener('click', () => drawBoard());
  $('settings').addEventListener('submit', (e) => e.preventDefault());
  init();
})();
