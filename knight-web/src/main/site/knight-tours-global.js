// Sets the library as the global `knightTours` before the page's load event: a module script runs
// before DOMContentLoaded, so scripts and tests that start after loading find it there.
// backend-local.js imports the same module (one instance) for window.KnightBackend.
import * as knightTours from './js/knight-tours.js';

window.knightTours = knightTours;
