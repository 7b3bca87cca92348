// The simulator's backend for the local server (`serve`): every request the page makes goes
// through here, as window.KnightBackend. The static site loads backend-local.js instead, which
// offers the same object with the library compiled to JavaScript. The interface:
//
//   name                                   'server'
//   limits()                               Promise<{maxRows, maxCols, maxTracedSide, maxSide, ...}>
//   strategies()                           Promise<[{name, label, exhaustive, mayProveAbsence, ...}]>
//   moveOrders()                           Promise<[{name, label}]>
//   start(params, listener) -> run         params: {rows, cols, start, kind, strategy, moveOrder, speed,
//                                          paused, budget, wrap, leaper, holes}
//       listener.onStep({kind: 'placed'|'removed'|'deadEnd', square: 'c3', depth, index})
//       listener.onCounters({placed, backtracks, deadEnds, nodes, searchMillis})
//       listener.onFinish({outcome, squares, explanation, counters, ...the JSON of a result})
//       listener.onError(message)
//       run.pause(), run.resume(), run.step(), run.stop(), run.setSpeed(speed)
//   hints(rows, cols, pathSquares)         Promise<{warnsdorff, pohl, moves}>
//   start3d(params, listener) -> run       (server only) listener.onProgress, onFinish, onError; run.stop()
//
// The server paces the steps itself (speed, pause, step); `searchMillis` is the search's own time.
'use strict';
(() => {
  // The server answers requests that start or control a run only with the token it put in the
  // page, which pages of other sites cannot read.
  const meta = document.querySelector('meta[name="simulator-token"]');
  const token = meta ? meta.content : '';
  const api = (url, options = {}) =>
    fetch(url, { ...options, headers: { ...(options.headers || {}), 'X-Simulator-Token': token } });
  const streams = new Set();

  async function json(url) {
    const response = await api(url);
    if (!response.ok) throw new Error((await response.text()).trim());
    return response.json();
  }

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

  // Reads a stream of server-sent events to its end, handing each (name, data) to `handle`.
  async function readEvents(response, handle) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let cut;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        let name = 'message';
        const data = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) name = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        if (data.length > 0) handle(name, data.join('\n')); // else a comment: the stream is alive
      }
    }
  }

  // Opens /api/run with `query` and hands its events to `handle`; calls onError for a refusal,
  // a lost connection or a stream that ends without its `end` event.
  function stream(query, handle, listener, run) {
    const controller = new AbortController();
    streams.add(controller);
    run.controller = controller;
    (async () => {
      let response;
      try {
        response = await api('/api/run?' + query, { signal: controller.signal });
      } catch (e) {
        listener.onError('cannot reach the server: ' + e);
        return;
      }
      if (!response.ok) {
        listener.onError((await response.text()).trim());
        return;
      }
      try {
        await readEvents(response, handle);
      } catch (e) {
        if (!run.ended) listener.onError('the connection to the server was lost: ' + e);
        return;
      } finally {
        streams.delete(controller);
      }
      if (!run.ended) listener.onError('the stream ended without an outcome');
    })();
  }

  function start(params, listener) {
    const query = new URLSearchParams({
      rows: String(params.rows),
      cols: String(params.cols),
      start: params.start,
      strategy: params.strategy,
      kind: params.kind || 'open',
      speed: String(params.speed ?? 'max'),
      paused: String(Boolean(params.paused)),
    });
    if (params.budget) query.set('budget', String(params.budget));
    if (params.moveOrder) query.set('moveOrder', params.moveOrder);
    // Only another shape is named, so that a plain board's request is what it always was.
    if (params.wrap && params.wrap !== 'none') query.set('wrap', params.wrap);
    if (params.leaper) query.set('leaper', params.leaper);
    if (params.holes) query.set('holes', params.holes);
    const cols = params.cols;
    const run = { id: null, ended: false, queued: [], traced: false };
    const control = async (action) => {
      if (run.ended) return;
      if (!run.id) {
        run.queued.push(action); // sent once the server has named the run
        return;
      }
      const response = await api(`/api/runs/${run.id}/${action}`, { method: 'POST' });
      // 404: the run has just ended; its end event is on its way.
      if (!response.ok && response.status !== 404) listener.onError((await response.text()).trim());
    };
    stream(query, (name, data) => {
      if (name === 'steps') {
        for (const token of data.split(' ')) {
          const slash = token.indexOf('/');
          const index = parseInt(token.slice(1, slash), 10);
          const kind = token[0] === 'p' ? 'placed' : token[0] === 'r' ? 'removed' : 'deadEnd';
          const square = fileName(index % cols) + (Math.floor(index / cols) + 1);
          listener.onStep({ kind, square, depth: parseInt(token.slice(slash + 1), 10), index });
        }
      } else if (name === 'counters') {
        listener.onCounters(JSON.parse(data));
      } else if (name === 'run') {
        const info = JSON.parse(data);
        run.id = info.id;
        run.traced = info.traced;
        for (const action of run.queued.splice(0)) control(action);
      } else if (name === 'end') {
        const end = JSON.parse(data);
        run.ended = true;
        end.traced = run.traced;
        if (end.outcome === 'FOUND') {
          end.pictures = { svg: `/api/runs/${end.id}/tour.svg`, png: `/api/runs/${end.id}/tour.png` };
        }
        if (end.counters) listener.onCounters(end.counters);
        listener.onFinish(end);
      }
    }, listener, run);
    return {
      pause: () => control('pause'),
      resume: () => control('resume'),
      step: () => control('step'),
      stop: () => control('stop'),
      setSpeed: (speed) => control('speed?value=' + encodeURIComponent(String(speed))),
    };
  }

  // A three-dimensional board: the library reports progress there, not steps.
  function start3d(params, listener) {
    const query = new URLSearchParams({
      layers: String(params.layers),
      rows: String(params.rows),
      cols: String(params.cols),
      start: params.start,
      strategy: params.strategy,
      kind: params.kind || 'open',
      budget: String(params.budget),
    });
    const run = { id: null, ended: false };
    stream(query, (name, data) => {
      const info = JSON.parse(data);
      if (name === 'run') {
        run.id = info.id;
      } else if (name === 'progress') {
        listener.onProgress(info);
      } else if (name === 'end') {
        run.ended = true;
        listener.onFinish(info);
      }
    }, listener, run);
    return {
      stop: async () => {
        if (run.id && !run.ended) await api(`/api/runs/${run.id}/stop`, { method: 'POST' });
      },
    };
  }

  window.KnightBackend = {
    name: 'server',
    limits: () => json('/api/limits'),
    strategies: () => json('/api/strategies'),
    moveOrders: () => json('/api/move-orders'),
    start,
    start3d,
    hints: (rows, cols, pathSquares) =>
      json('/api/hints?' + new URLSearchParams({ rows: String(rows), cols: String(cols), path: pathSquares.join(',') })),
  };
  window.addEventListener('pagehide', () => streams.forEach((c) => c.abort()));
})();
