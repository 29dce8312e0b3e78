// worker.js: the page's Web Worker. It loads ludic.wasm once and runs every
// computation off the page's thread, so long work (a tall jenga tower, a big
// mahjong layout) never freezes the page. Messages in: {id, method, args};
// out: {id, progress: [done, total]} now and then, then {id, result} or
// {id, error}. The page cancels by terminating this worker and starting a
// new one. Jenga solvers live here, by handle, until the page frees them.
import { load, LudicError } from './ludic.mjs';

const ready = load(new URL('./ludic.wasm', import.meta.url));
const solvers = new Map();
let current = 0;
let lastReport = 0;

const methods = {
  version: (l) => l.version(),
  solve: (l, game, text, options) => l.solve(game, text, options),
  mahjongDist: (l, text, options) => l.mahjongDist(text, options),
  riichiAnalyze: (l, hand, options) => l.riichiAnalyze(hand, options),
  riichiDraws: (l, hand, options) => l.riichiDraws(hand, options),
  blackwhiteAnalyze: (l, position, options) => l.blackwhiteAnalyze(position, options),
  blackwhiteChoose: (l, position, options) => l.blackwhiteChoose(position, options),
  blackwhitePlay: (l, position, move, options) => l.blackwhitePlay(position, move, options),
  jengaSolve(l, text, options) {
    const solver = l.jengaSolver(text, options);
    solvers.set(solver.handle, solver);
    return { handle: solver.handle, expected: solver.expected, tower: solver.tower, dice: solver.dice, states: solver.states };
  },
  jengaAdvise(l, handle, tower) {
    const solver = solvers.get(handle);
    if (!solver) throw new LudicError({ status: 'argument', message: 'the tower was not solved here: solve it again' });
    return solver.advise(tower);
  },
  jengaFree(l, handle) {
    solvers.get(handle)?.free();
    solvers.delete(handle);
    return true;
  },
};

self.onmessage = async ({ data: { id, method, args } }) => {
  try {
    const ludic = await ready;
    current = id;
    ludic.onProgress = (done, total) => {
      const now = Date.now();
      if (now - lastReport >= 50) {
        lastReport = now;
        self.postMessage({ id: current, progress: [done, total] });
      }
      return false;
    };
    self.postMessage({ id, result: methods[method](ludic, ...args) });
  } catch (e) {
    self.postMessage({
      id,
      error: e instanceof LudicError
        ? { status: e.status, message: e.message, line: e.line, column: e.column }
        : { status: 'internal', message: String(e && e.message ? e.message : e), line: 0, column: 0 },
    });
  }
};
