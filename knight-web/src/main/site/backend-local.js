// The simulator's backend for the static site: window.KnightBackend (the interface is described
// in backend-server.js, its twin for the local server) on top of the library compiled to
// JavaScript by TeaVM, js/knight-tours.js, which this file loads (the same module instance that
// knight-tours-global.js sets as the global `knightTours`, as docs/no-install-page.md documents
// it). No server: nothing here calls fetch().
//
// Pacing is done here: a run's search goes on in the library on its own green thread, a few
// thousand steps ahead of the page at most (knightTours.trace(...).next(n) never blocks), and
// each animation frame takes the steps the speed allows. `searchMillis` is the library's own
// search time up to the last step shown: pacing and pauses are not in it.
'use strict';
(() => {
  const script = document.currentScript;
  const base = script && script.src ? script.src : document.baseURI;
  const ready = import(new URL('js/knight-tours.js', base).href);
  // Steps shown in one frame at the fastest speed: the page draws each of them, so the number
  // adapts to keep a frame's work near FRAME_MILLIS, between these bounds.
  const MIN_STEPS_PER_FRAME = 50;
  const MAX_STEPS_PER_FRAME = 20000;
  const FRAME_MILLIS = 10;
  // A paced run that fell behind (a slow frame, a search still busy) catches up at most this much.
  const MAX_CREDIT_SECONDS = 0.25;

  // Runs fn at the next animation frame, or after 100 ms where frames do not come (a hidden tab).
  function later(fn) {
    let called = false;
    const once = () => {
      if (!called) {
        called = true;
        fn();
      }
    };
    requestAnimationFrame(once);
    setTimeout(once, 100);
  }

  // The finished tour's pictures, as `serve` offers them: SVG drawn by the library (knight-draw),
  // PNG from it through a canvas; object URLs, made on the page. Plain boards only.
  async function pictures(api, params, result) {
    const plain = (!params.wrap || params.wrap === 'none') && !params.leaper && !params.holes;
    if (result.outcome !== 'FOUND' || !result.squares || !plain) return undefined;
    const text = api.svg(params.rows, params.cols, result.squares, result.kind);
    const svg = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    let png = svg;
    try {
      const image = new Image();
      image.src = svg;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext('2d').drawImage(image, 0, 0);
      const blob = await new Promise((ok) => canvas.toBlob(ok, 'image/png'));
      if (blob) png = URL.createObjectURL(blob);
    } catch (e) {
      // no PNG from this browser: the link offers the SVG
    }
    return { svg, png };
  }

  function stepsPerSecond(speed) {
    if (speed === undefined || speed === null || speed === 'max' || Number(speed) === 0) return Infinity;
    const n = Number(speed);
    return Number.isFinite(n) && n > 0 ? n : Infinity;
  }

  function start(params, listener) {
    const state = {
      trace: null,
      paused: Boolean(params.paused),
      stepsWanted: 0,
      rate: stepsPerSecond(params.speed),
      perFrame: 1000,
      credit: 0,
      last: performance.now(),
      ended: false,
      stopped: false,
    };

    async function end(x) {
      state.ended = true;
      const result = x.result || {};
      if (result.error) {
        listener.onError(result.error);
        return;
      }
      let drawn;
      try {
        drawn = await pictures(await ready, params, result);
      } catch (e) {
        drawn = undefined; // the tour is shown on the board all the same
      }
      listener.onCounters(x.counters);
      listener.onFinish({ ...result, counters: x.counters, traced: true, pictures: drawn });
    }

    function frame() {
      if (state.ended) return;
      const now = performance.now();
      let n;
      if (state.stopped) {
        n = 0;
      } else if (state.paused) {
        n = state.stepsWanted;
      } else if (state.rate === Infinity) {
        n = state.perFrame;
      } else {
        state.credit = Math.min(state.credit + ((now - state.last) / 1000) * state.rate,
          Math.max(1, state.rate * MAX_CREDIT_SECONDS));
        n = Math.min(Math.floor(state.credit), MAX_STEPS_PER_FRAME);
      }
      state.last = now;
      let x;
      try {
        x = state.trace.next(n);
      } catch (e) {
        state.ended = true;
        listener.onError(e.message || String(e));
        return;
      }
      const taken = x.steps.length;
      if (state.paused) state.stepsWanted -= taken;
      else if (state.rate !== Infinity) state.credit -= taken;
      for (const step of x.steps) listener.onStep(step);
      if (taken > 0) listener.onCounters(x.counters);
      if (!state.paused && state.rate === Infinity) {
        // The frame's own work (taking and drawing the steps) decides the next frame's share.
        const spent = performance.now() - now;
        if (spent > FRAME_MILLIS) state.perFrame = Math.max(MIN_STEPS_PER_FRAME, Math.floor(state.perFrame * 0.7));
        else if (taken === n && spent < FRAME_MILLIS / 2) state.perFrame = Math.min(MAX_STEPS_PER_FRAME, Math.ceil(state.perFrame * 1.25));
      }
      if (x.done) {
        end(x);
        return;
      }
      later(frame);
    }

    ready.then((api) => {
      if (state.stopped) {
        state.ended = true;
        listener.onFinish({ outcome: 'CANCELLED', explanation: 'stopped before it started', traced: true });
        return;
      }
      try {
        state.trace = api.trace(params.rows, params.cols, params.start, params.strategy, params.kind || 'open', {
          moveOrder: params.moveOrder || null,
          budget: params.budget || 0,
          wrap: params.wrap || 'none',
          leaper: params.leaper || null,
          holes: params.holes || null,
        });
      } catch (e) {
        state.ended = true;
        listener.onError(e.message || String(e));
        return;
      }
      state.last = performance.now();
      later(frame);
    }, (e) => {
      state.ended = true;
      listener.onError('cannot load the library (js/knight-tours.js): ' + (e.message || e));
    });

    return {
      pause: () => { state.paused = true; state.stepsWanted = 0; },
      resume: () => { state.paused = false; state.credit = 0; state.last = performance.now(); },
      step: () => { if (state.paused) state.stepsWanted++; },
      stop: () => {
        state.stopped = true;
        if (state.trace) state.trace.stop();
      },
      setSpeed: (speed) => { state.rate = stepsPerSecond(speed); state.credit = 0; },
    };
  }

  window.KnightBackend = {
    name: 'local',
    limits: () => ready.then((api) => {
      const l = api.limits();
      // Larger boards would be drawn as a finished picture, which only the server makes.
      return { ...l, maxSide: l.maxTracedSide, maxStepsPerSecond: 1000000 };
    }),
    strategies: () => ready.then((api) => api.strategies()),
    moveOrders: () => ready.then((api) => api.moveOrders()),
    start,
    hints: (rows, cols, pathSquares) => ready.then((api) => api.hints(rows, cols, pathSquares)),
  };
})();
