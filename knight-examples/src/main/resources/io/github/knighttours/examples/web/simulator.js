// The knight's tour simulator page: draws the board, starts a run on the server, and replays the
// steps it streams (server-sent events read with fetch, so that a refused request shows the
// server's message). Nothing here searches; the server paces the steps. The board may have another
// shape: its edges may wrap (a move across an edge is drawn as two short stubs towards the edge,
// as the library's pictures draw it), another leaper may tour it, and squares may be holes.
// With two or more layers the board is three-dimensional: the library reports no steps there, only
// progress, so the page shows the progress while the search runs and then replays the found tour
// move by move, the layers side by side.
'use strict';
(() => {
  const $ = (id) => document.getElementById(id);
  // The server answers requests that start or control a run only with the token it put in this
  // page, which pages of other sites cannot read.
  const token = document.querySelector('meta[name="simulator-token"]').content;
  const api = (url, options = {}) =>
    fetch(url, { ...options, headers: { ...(options.headers || {}), 'X-Simulator-Token': token } });
  const settings = ['layers', 'rows', 'cols', 'start', 'wrap', 'leapA', 'leapB', 'holes', 'clickMode', 'strategy', 'kind',
    'budget'];
  // The settings of a flat board only: a board with layers has no wrap, leaper or holes.
  const flatOnly = ['wrap', 'leapA', 'leapB', 'holes', 'clickMode'];
  let limits = { maxTracedSide: 30, maxSide: 1000 };
  let run = null;
  let cells = [];
  let cols = 0;
  let holes = new Set();
  let shape = { wrap: 'none', a: 1, b: 2, rows: 0 };
  let closedShown = false;
  let pathChanged = false;
  let numbers = new Int32Array(0);
  let dead = new Uint8Array(0);
  let path = [];
  let knight = -1;
  let dirty = new Set();
  let flashes = new Set();
  let counts = { placed: 0, removed: 0, deadEnds: 0 };
  let startedAt = 0;
  let endedAt = 0;
  // The three-dimensional board: its sizes, its cells' elements (numbered
  // (layer * rows + row) * cols + col), each layer's path of moves within it, and the replay.
  let board3d = { layers: 0, rows: 0, cols: 0, cells: [], paths: [] };
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

  function squareIndex(text) {
    const m = /^([a-z]+)([1-9][0-9]*)$/i.exec(String(text).trim());
    if (!m) return -1;
    let col = 0;
    for (const ch of m[1].toLowerCase()) col = col * 26 + (ch.charCodeAt(0) - 96);
    const row = parseInt(m[2], 10) - 1;
    col -= 1;
    if (row >= cells.length / Math.max(cols, 1) || col >= cols) return -1;
    return row * cols + col;
  }

  function nameOf(index) {
    return fileName(index % cols) + (Math.floor(index / cols) + 1);
  }

  // The squares the holes box lists, as indices on the drawn board; a name off the board is left
  // for the server to refuse, with its message.
  function readHoles() {
    holes = new Set();
    if (cols === 0) return;
    for (const name of $('holes').value.split(/[\s,]+/)) {
      const index = name === '' ? -1 : squareIndex(name);
      if (index >= 0) holes.add(index);
    }
  }

  function writeHoles() {
    $('holes').value = [...holes].sort((x, y) => x - y).map(nameOf).join(',');
  }

  function markHoles() {
    cells.forEach((cell, i) => cell.classList.toggle('hole', holes.has(i)));
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

  // Greys out the strategies that take only the plain rectangle while another shape is chosen.
  function updateStrategies() {
    const select = $('strategy');
    const other = shaped();
    const threeD = is3d();
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
  function stub(row, col, moveRow, moveCol) {
    const t = Math.min(1, leave(row, moveRow, shape.rows), leave(col, moveCol, cols));
    const top = shape.rows - 1;
    return `M${col} ${top - row}L${col + t * moveCol} ${top - (row + t * moveRow)}`;
  }

  // The two stubs of the move from one square index to another if it wraps across an edge (its
  // straight difference is not a leap of the leaper), else null.
  function wrapStubs(from, to) {
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
            ? mod(fromRow + moveRow, shape.rows) === toRow
            : fromRow + moveRow === toRow;
          if (rowFits && mod(fromCol + moveCol, cols) === toCol) {
            return stub(fromRow, fromCol, moveRow, moveCol) + stub(toRow, toCol, -moveRow, -moveCol);
          }
        }
      }
    }
    return null;
  }

  // Draws the path's moves across an edge (and the closing move of a finished closed tour).
  function drawWrapMoves() {
    const svg = $('wrapMoves');
    if (!svg) return;
    let d = '';
    let count = 0;
    if (shape.wrap !== 'none') {
      const last = closedShown && path.length > 2 ? path.length : path.length - 1;
      for (let k = 0; k < last; k++) {
        const stubs = wrapStubs(path[k], path[(k + 1) % path.length]);
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

  function drawBoard() {
    stopReplay();
    if (is3d()) {
      drawBoard3d();
      return;
    }
    $('board3d').hidden = true;
    $('board3d').textContent = '';
    $('progress3d').hidden = true;
    $('counters').hidden = false;
    const rows = parseInt($('rows').value, 10);
    const columns = parseInt($('cols').value, 10);
    const el = $('board');
    el.textContent = '';
    cells = [];
    cols = 0;
    holes = new Set();
    const [a, b] = leaps();
    shape = { wrap: $('wrap').value, a, b, rows };
    if (!traced(rows, columns)) {
      el.hidden = true;
      $('note').textContent = rows > limits.maxTracedSide || columns > limits.maxTracedSide
        ? `Boards larger than ${limits.maxTracedSide}×${limits.maxTracedSide} are not shown step by step: ` +
          `the finished tour is drawn as a picture (up to ${limits.maxSide}×${limits.maxSide}). Type the start square.`
        : '';
      resetTrace(0);
      return;
    }
    el.hidden = false;
    $('note').textContent = $('clickMode').value === 'hole'
      ? 'Click a square to make it a hole, or to put it back.'
      : 'Click a square to start there.';
    const size = Math.max(16, Math.min(56, Math.floor(600 / Math.max(rows, columns))));
    el.style.setProperty('--cell', size + 'px');
    el.style.gridTemplateColumns = `repeat(${columns}, var(--cell))`;
    cols = columns;
    cells = new Array(rows * columns);
    for (let r = rows - 1; r >= 0; r--) {
      for (let c = 0; c < columns; c++) {
        const cell = document.createElement('div');
        const name = fileName(c) + (r + 1);
        cell.className = 'cell ' + ((r + c) % 2 === 0 ? 'dark' : 'light');
        cell.dataset.square = name;
        cell.title = name;
        const index = r * columns + c;
        cell.addEventListener('click', () => {
          if (run) return;
          if ($('clickMode').value === 'hole') {
            if (holes.has(index)) holes.delete(index);
            else holes.add(index);
            writeHoles();
            markHoles();
            updateStrategies();
          } else if (!holes.has(index)) {
            $('start').value = name;
            markStart();
          }
        });
        el.appendChild(cell);
        cells[index] = cell;
      }
    }
    // The moves across an edge, over the squares (the HTML parser makes it an SVG element).
    el.insertAdjacentHTML('beforeend',
      `<svg id="wrapMoves" viewBox="-0.5 -0.5 ${columns} ${rows}" preserveAspectRatio="none"` +
      ' data-wrap-moves="0"><path d=""></path></svg>');
    resetTrace(rows * columns);
    readHoles();
    markHoles();
    markStart();
  }

  function resetTrace(n) {
    numbers = new Int32Array(n);
    dead = new Uint8Array(n);
    path = [];
    knight = -1;
    dirty = new Set();
    flashes = new Set();
    counts = { placed: 0, removed: 0, deadEnds: 0 };
    closedShown = false;
    pathChanged = false;
  }

  function markStart() {
    const index = squareIndex($('start').value);
    cells.forEach((cell, i) => cell.classList.toggle('start', i === index));
  }

  function moveKnight(index) {
    if (knight >= 0) dirty.add(knight);
    knight = index;
    if (index >= 0) dirty.add(index);
  }

  function apply(token) {
    const slash = token.indexOf('/');
    const square = parseInt(token.slice(1, slash), 10);
    const depth = parseInt(token.slice(slash + 1), 10);
    switch (token[0]) {
      case 'p':
        // A placement at a depth below the path's end begins a new attempt.
        while (path.length > depth) {
          const old = path.pop();
          numbers[old] = 0;
          dirty.add(old);
        }
        path.push(square);
        numbers[square] = depth + 1;
        dead[square] = 0;
        dirty.add(square);
        counts.placed++;
        moveKnight(square);
        pathChanged = true;
        break;
      case 'r':
        if (path.length > 0 && path[path.length - 1] === square) path.pop();
        numbers[square] = 0;
        dirty.add(square);
        flashes.add(square);
        counts.removed++;
        pathChanged = true;
        moveKnight(path.length > 0 ? path[path.length - 1] : -1);
        break;
      default:
        dead[square] = 1;
        dirty.add(square);
        counts.deadEnds++;
        break;
    }
  }

  function render() {
    if (cells.length > 0) {
      for (const i of dirty) {
        const cell = cells[i];
        cell.textContent = numbers[i] > 0 ? String(numbers[i]) : '';
        cell.classList.toggle('visited', numbers[i] > 0);
        cell.classList.toggle('dead', dead[i] === 1);
        cell.classList.toggle('knight', i === knight);
      }
      if (pathChanged) drawWrapMoves();
      if (flashes.size <= 16) {
        for (const i of flashes) {
          cells[i].classList.remove('flash');
          void cells[i].offsetWidth; // restarts the animation
          cells[i].classList.add('flash');
        }
      }
    }
    dirty.clear();
    flashes.clear();
    pathChanged = false;
    $('moves').textContent = counts.placed;
    $('backtracks').textContent = counts.removed;
    $('deadEnds').textContent = counts.deadEnds;
    const seconds = startedAt === 0 ? 0 : ((endedAt || performance.now()) - startedAt) / 1000;
    $('time').textContent = seconds.toFixed(1);
    const steps = counts.placed + counts.removed + counts.deadEnds;
    $('rate').textContent = seconds > 0 ? Math.round(steps / seconds) : 0;
  }

  function tick() {
    render();
    if (run) requestAnimationFrame(tick);
  }

  function showOutcome(outcome, text, isError) {
    const el = $('outcome');
    el.textContent = text;
    el.dataset.outcome = outcome;
    el.classList.toggle('error', Boolean(isError));
  }

  function setButtons() {
    const active = run !== null;
    $('startButton').disabled = active;
    const replaying = replay !== null;
    const searching3d = active && run.threeD;
    $('pauseButton').disabled = !(active && !searching3d) && !replaying;
    $('stopButton').disabled = !active && !replaying;
    $('stepButton').disabled = searching3d;
    $('pauseButton').textContent = (active && run.paused) || (replaying && replay.paused) ? 'Resume' : 'Pause';
    const threeD = is3d();
    for (const id of settings) $(id).disabled = active || (threeD && flatOnly.includes(id));
  }

  async function control(action) {
    if (!run || !run.id) return;
    const response = await api(`/api/runs/${run.id}/${action}`, { method: 'POST' });
    if (!response.ok && response.status !== 404) {
      showOutcome('ERROR', await response.text(), true);
    }
  }

  function handleEvent(block) {
    let name = 'message';
    const data = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length === 0) return; // a comment: the stream is alive
    const text = data.join('\n');
    if (name === 'steps') {
      for (const token of text.split(' ')) apply(token);
    } else if (name === 'run') {
      const info = JSON.parse(text);
      run.id = info.id;
      run.traced = info.traced;
      if (run.pendingStep) {
        run.pendingStep = false;
        control('step');
      }
    } else if (name === 'end') {
      finish(JSON.parse(text));
    }
  }

  function finish(end) {
    run.ended = true;
    endedAt = performance.now();
    if (end.squares && end.squares.length > 0 && cells.length > 0) {
      // The finished tour as the library returns it (a closed tour begins at the start square).
      numbers.fill(0);
      end.squares.forEach((name, i) => {
        numbers[squareIndex(name)] = i + 1;
      });
      cells.forEach((cell, i) => dirty.add(i));
      moveKnight(squareIndex(end.end));
      path = end.squares.map(squareIndex);
      closedShown = Boolean(end.closed);
      pathChanged = true;
    }
    let text = `${end.outcome}: ${end.explanation}`;
    if (end.outcome === 'FOUND') {
      text = `FOUND: ${end.closed ? 'a closed' : 'an open'} tour from ${$('start').value.trim()} to ${end.end}`;
      const base = `/api/runs/${end.id}/tour`;
      $('svgLink').href = base + '.svg';
      $('pngLink').href = base + '.png';
      $('downloads').hidden = false;
      if (!run.traced) {
        $('picture').src = base + '.svg';
        $('picture').hidden = false;
      }
    }
    if (end.solver) text += ` (${end.solver}, ${end.nodes} nodes, ${end.elapsedMillis} ms of search)`;
    showOutcome(end.outcome, text, false);
  }

  async function start(paused) {
    if (run) return;
    if (is3d()) {
      start3d(paused);
      return;
    }
    drawBoard();
    $('downloads').hidden = true;
    $('picture').hidden = true;
    showOutcome('', '', false);
    const params = new URLSearchParams({
      rows: $('rows').value,
      cols: $('cols').value,
      start: $('start').value,
      strategy: $('strategy').value,
      kind: $('kind').value,
      speed: $('speed').value,
      budget: $('budget').value,
      paused: String(paused),
    });
    // Only another shape is named, so that a plain board's request is what it always was.
    if ($('wrap').value !== 'none') params.set('wrap', $('wrap').value);
    if (!isKnight()) params.set('leaper', `${$('leapA').value},${$('leapB').value}`);
    if (listsHoles()) params.set('holes', $('holes').value.trim());
    const controller = new AbortController();
    run = { id: null, paused, pendingStep: paused, traced: false, ended: false, controller };
    setButtons();
    let response;
    try {
      response = await api('/api/run?' + params, { signal: controller.signal });
    } catch (e) {
      run = null;
      setButtons();
      showOutcome('ERROR', 'cannot reach the server: ' + e, true);
      return;
    }
    if (!response.ok) {
      run = null;
      setButtons();
      showOutcome('ERROR', (await response.text()).trim(), true);
      return;
    }
    startedAt = performance.now();
    endedAt = 0;
    requestAnimationFrame(tick);
    await readEvents(response, handleEvent);
    if (!endedAt) endedAt = performance.now();
    run = null;
    render();
    setButtons();
  }

  // Reads a stream of server-sent events to its end, handing each block to `handle`.
  async function readEvents(response, handle) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          handle(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
      }
    } catch (e) {
      if (!run.ended) showOutcome('ERROR', 'the connection to the server was lost: ' + e, true);
    }
    if (!run.ended && !$('outcome').classList.contains('error')) {
      showOutcome('ERROR', 'the stream ended without an outcome', true);
    }
  }

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
    $('board').hidden = true;
    $('board').textContent = '';
    cells = [];
    cols = 0;
    resetTrace(0);
    $('picture').hidden = true;
    $('downloads').hidden = true;
    $('counters').hidden = true;
    $('progress3d').hidden = false;
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
            if (run) return;
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

  async function start3d(pausedReplay) {
    drawBoard();
    showOutcome('', '', false);
    const params = new URLSearchParams({
      layers: $('layers').value,
      rows: $('rows').value,
      cols: $('cols').value,
      start: $('start').value.trim(),
      strategy: $('strategy').value,
      kind: $('kind').value,
      budget: $('budget').value,
    });
    const controller = new AbortController();
    run = { id: null, paused: false, threeD: true, pausedReplay, ended: false, controller };
    setButtons();
    let response;
    try {
      response = await api('/api/run?' + params, { signal: controller.signal });
    } catch (e) {
      run = null;
      setButtons();
      showOutcome('ERROR', 'cannot reach the server: ' + e, true);
      return;
    }
    if (!response.ok) {
      run = null;
      setButtons();
      showOutcome('ERROR', (await response.text()).trim(), true);
      return;
    }
    showOutcome('', 'searching…', false);
    await readEvents(response, handleEvent3d);
    const found = run.found;
    run = null;
    if (found) startReplay(found.cells, found.closed, found.pausedReplay);
    setButtons();
  }

  function handleEvent3d(block) {
    let name = 'message';
    const data = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length === 0) return;
    const info = JSON.parse(data.join('\n'));
    if (name === 'run') {
      run.id = info.id;
    } else if (name === 'progress') {
      showProgress3d(info);
    } else if (name === 'end') {
      finish3d(info);
    }
  }

  function finish3d(end) {
    run.ended = true;
    const total = board3d.layers * board3d.rows * board3d.cols;
    let text = `${end.outcome}: ${end.explanation}`;
    if (end.outcome === 'FOUND') {
      const last = end.cells[end.cells.length - 1];
      text = `FOUND: ${end.closed ? 'a closed' : 'an open'} tour from ${$('start').value.trim()} to ` +
        `(${last.join(',')}); replaying it move by move`;
      const indices = end.cells.map(([l, r, c]) => (l * board3d.rows + r) * board3d.cols + c);
      run.found = { cells: indices, closed: Boolean(end.closed), pausedReplay: run.pausedReplay };
      showProgress3d({ nodes: end.nodes, pathLength: total, longestPath: total, cells: total,
        elapsedMillis: end.elapsedMillis });
    } else if (typeof end.nodes === 'number') {
      $('nodes3d').textContent = end.nodes;
      $('time3d').textContent = (end.elapsedMillis / 1000).toFixed(1);
    }
    if (end.solver) text += ` (${end.solver}, ${end.nodes} nodes, ${end.elapsedMillis} ms of search)`;
    showOutcome(end.outcome, text, end.outcome === 'REFUSED');
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
      limits = await (await api('/api/limits')).json();
      const strategies = await (await api('/api/strategies')).json();
      for (const s of strategies) {
        const option = document.createElement('option');
        option.value = s.name;
        option.textContent = s.name.toLowerCase().replace(/_/g, ' ');
        option.selected = s.name === 'BACKTRACKING';
        option.dataset.everyShape = String(s.takesEveryShape !== false);
        option.dataset.threeD = String(s.takesThreeDimensions === true);
        if (s.takesEveryShape === false) option.title = 'only on the plain board of the knight';
        $('strategy').appendChild(option);
      }
      $('budget').value = limits.defaultBudgetSeconds;
      $('budget').max = limits.maxBudgetSeconds;
      if (limits.maxSide3d) $('layers').max = limits.maxSide3d;
    } catch (e) {
      showOutcome('ERROR', 'cannot load the strategies: ' + e, true);
    }
    drawBoard();
    updateStrategies();
    setButtons();
  }

  $('layers').addEventListener('change', () => {
    convertStart();
    drawBoard();
    updateStrategies();
    setButtons();
  });
  $('rows').addEventListener('change', drawBoard);
  $('cols').addEventListener('change', drawBoard);
  $('start').addEventListener('input', () => (is3d() ? markStart3d() : markStart()));
  for (const id of ['wrap', 'leapA', 'leapB']) $(id).addEventListener('change', updateStrategies);
  $('holes').addEventListener('input', () => {
    readHoles();
    markHoles();
    updateStrategies();
  });
  $('clickMode').addEventListener('change', () => {
    if (cells.length > 0) {
      $('note').textContent = $('clickMode').value === 'hole'
        ? 'Click a square to make it a hole, or to put it back.'
        : 'Click a square to start there.';
    }
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
    if (!run) return;
    run.paused = !run.paused;
    setButtons();
    control(run.paused ? 'pause' : 'resume');
  });
  $('stepButton').addEventListener('click', () => {
    if (replay) {
      replay.paused = true;
      advanceReplay(replay.shown + 1);
      setButtons();
      return;
    }
    if (!run) {
      start(true);
      return;
    }
    run.paused = true;
    setButtons();
    control('step');
  });
  $('stopButton').addEventListener('click', () => {
    if (replay) {
      advanceReplay(replay.tour.length); // the rest of the tour at once
      return;
    }
    control('stop');
  });
  $('speed').addEventListener('change', () => {
    if (run && !run.threeD) control('speed?value=' + encodeURIComponent($('speed').value));
  });
  $('settings').addEventListener('submit', (e) => e.preventDefault());
  window.addEventListener('pagehide', () => run && run.controller.abort());
  init();
})();
