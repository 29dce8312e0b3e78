// ludic.mjs: ludic's library in JavaScript, for Node and browsers, over the
// WebAssembly module web/build.sh makes (dist/ludic.wasm). No dependencies.
//
//   import { load } from './ludic.mjs';
//   const ludic = await load();                 // Node: reads dist/ludic.wasm beside this file
//   ludic.solve('blackwhite', '10 4 2');        // '182'
//
// solve(game, text) returns what `ludic GAME solve` prints, without its
// final newline (as Python's ludic.solve does); a failure throws a
// LudicError carrying the library's message, line and column, the words the
// command line prints (error.cli() gives its whole line). The typed
// functions return the objects of the command line's --json output.
//
// The module needs a few WASI functions (wasi_snapshot_preview1) only
// because wasi-libc links them; the library never does I/O. They are
// implemented here: output to a buffer, no arguments, no environment.

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** An error of the library: status ("syntax", "invalid", ...), message, line and column. */
export class LudicError extends Error {
  constructor({ status, message, line = 0, column = 0 }) {
    super(message);
    this.name = 'LudicError';
    this.status = status;
    this.line = line;
    this.column = column;
  }

  /** The line the command line prints for this error, e.g. "ludic: <stdin>:1:4: ...". */
  cli(source = '<stdin>') {
    if (this.status === 'internal') return `ludic: internal error: ${this.message}; please report it`;
    if (source && this.line && this.column) return `ludic: ${source}:${this.line}:${this.column}: ${this.message}`;
    if (source && this.line) return `ludic: ${source}:${this.line}: ${this.message}`;
    if (source) return `ludic: ${source}: ${this.message}`;
    return `ludic: ${this.message}`;
  }
}

/** Thrown by a progress callback's cancel, and when the work was cancelled. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.name = 'Cancelled';
  }
}

const SOLVE = { decimal: 1, json: 2, brute: 4, riichi: 16, sanma: 32 };
const FORMS = { min: 0, standard: 1, 'seven-pairs': 2, 'thirteen-orphans': 3 };
const POLICIES = { progress: 0, exchange: 1, any: 2 };
const SIDES = { white: 0, black: 1 };

/**
 * A number as C's printf("%.*g", digits, x) writes it: the command line
 * prints its decimals so (jenga's minutes with 12 digits, the tables of
 * advise and dist).
 */
export function formatG(x, digits = 12) {
  if (!Number.isFinite(x)) return Number.isNaN(x) ? 'nan' : x > 0 ? 'inf' : '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0' : '0';
  const [mantissa, exponent] = x.toExponential(digits - 1).split('e');
  const e = Number(exponent);
  const trim = (t) => (t.includes('.') ? t.replace(/\.?0+$/, '') : t);
  if (e < -4 || e >= digits) {
    const abs = String(Math.abs(e)).padStart(2, '0');
    return `${trim(mantissa)}e${e < 0 ? '-' : '+'}${abs}`;
  }
  return trim(x.toFixed(digits - 1 - e));
}

/** The text of a jenga tower (levels bottom first, as the advise JSON gives them). */
export function towerText(levels) {
  return `${levels.length}\n${levels.join('\n')}\n`;
}

// The WASI functions wasi-libc imports. Output to fd 1 and 2 is collected
// (the library writes none); everything else reports "not supported".
function wasiImports(instanceRef) {
  const ENOSYS = 52, EBADF = 8;
  const view = () => new DataView(instanceRef.memory.buffer);
  return {
    fd_write(fd, iovs, iovsLen, nwritten) {
      const v = view();
      let total = 0;
      for (let i = 0; i < iovsLen; i++) {
        const ptr = v.getUint32(iovs + 8 * i, true), len = v.getUint32(iovs + 8 * i + 4, true);
        if (fd === 1 || fd === 2)
          instanceRef.output.push(decoder.decode(new Uint8Array(instanceRef.memory.buffer, ptr, len)));
        total += len;
      }
      v.setUint32(nwritten, total, true);
      return fd === 1 || fd === 2 ? 0 : EBADF;
    },
    fd_close: () => 0,
    fd_seek: () => ENOSYS,
    fd_fdstat_get: () => ENOSYS,
    proc_exit(code) {
      throw new Error(`ludic.wasm exited with status ${code}`);
    },
    clock_time_get(id, precision, out) {
      view().setBigUint64(out, BigInt(Math.round(Date.now() * 1e6)), true);
      return 0;
    },
    random_get(buf, len) {
      const bytes = new Uint8Array(instanceRef.memory.buffer, buf, len);
      for (let i = 0; i < len; i++) bytes[i] = (Math.random() * 256) | 0;
      return 0;
    },
    environ_sizes_get(count, size) {
      view().setUint32(count, 0, true);
      view().setUint32(size, 0, true);
      return 0;
    },
    environ_get: () => 0,
    args_sizes_get(count, size) {
      view().setUint32(count, 0, true);
      view().setUint32(size, 0, true);
      return 0;
    },
    args_get: () => 0,
  };
}

async function wasmBytes(source) {
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return source;
  const url = source ?? new URL('./dist/ludic.wasm', import.meta.url);
  const href = String(url);
  if (href.startsWith('file:') && typeof process !== 'undefined' && process.versions?.node) {
    const { readFile } = await import('node:fs/promises');
    return readFile(new URL(href));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`cannot load ${href}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/**
 * Load the module: `source` is the .wasm's URL (default: dist/ludic.wasm
 * beside this file), or its bytes. Resolves to a Ludic object.
 */
export async function load(source) {
  const ref = { memory: null, output: [], onProgress: null };
  const imports = {
    wasi_snapshot_preview1: wasiImports(ref),
    ludic: {
      // Long work reports here; a callback returning true cancels it.
      progress(done, total) {
        return ref.onProgress && ref.onProgress(done, total) === true ? 1 : 0;
      },
    },
  };
  const { instance } = await WebAssembly.instantiate(await wasmBytes(source), imports);
  ref.memory = instance.exports.memory;
  instance.exports._initialize();
  return new Ludic(instance.exports, ref);
}

/** The library's functions; made by load(). */
export class Ludic {
  constructor(exports, ref) {
    this.exports = exports;
    this.ref = ref;
  }

  /** Called with (done, total) during long work (mahjong dist, jenga solve); return true to cancel. */
  set onProgress(fn) {
    this.ref.onProgress = fn;
  }

  // Copy a string into the module's memory (NUL-terminated); [pointer, bytes].
  put(text) {
    const bytes = encoder.encode(String(text));
    const ptr = this.exports.malloc(bytes.length + 1);
    if (!ptr) throw new LudicError({ status: 'memory', message: 'out of memory' });
    const mem = new Uint8Array(this.exports.memory.buffer, ptr, bytes.length + 1);
    mem.set(bytes);
    mem[bytes.length] = 0;
    return [ptr, bytes.length];
  }

  // Call an export with string arguments (each becomes a pointer, or pointer and
  // length when given as [text, 'len']), read its JSON result and free everything.
  call(name, ...args) {
    const owned = [];
    const flat = [];
    try {
      for (const a of args) {
        if (typeof a === 'string') {
          const [ptr] = this.put(a);
          owned.push(ptr);
          flat.push(ptr);
        } else if (Array.isArray(a)) {
          const [ptr, len] = this.put(a[0]);
          owned.push(ptr);
          flat.push(ptr, len);
        } else {
          flat.push(a);
        }
      }
      const result = this.exports[name](...flat);
      if (!result) throw new LudicError({ status: 'memory', message: 'out of memory' });
      const mem = new Uint8Array(this.exports.memory.buffer);
      const end = mem.indexOf(0, result);
      const text = decoder.decode(mem.subarray(result, end));
      this.exports.free(result);
      const value = JSON.parse(text);
      if (value.error) {
        if (value.error.status === 'cancelled') throw new Cancelled();
        throw new LudicError(value.error);
      }
      return value;
    } finally {
      for (const ptr of owned) this.exports.free(ptr);
    }
  }

  /** The library's version, e.g. "1.0.0". */
  version() {
    return this.call('ludic_web_version').version;
  }

  /**
   * What `ludic GAME solve [options]` prints for the input `text`, without
   * the final newline. options: decimal, json, brute (`ludic GAME brute`),
   * riichi / sanma (mahjong: text is a hand), digits (jenga).
   */
  solve(game, text, options = {}) {
    let flags = 0;
    for (const [key, bit] of Object.entries(SOLVE)) if (options[key]) flags |= bit;
    const out = this.call('ludic_web_solve', String(game), [String(text), 'len'], flags, options.digits ?? 0).output;
    return out.endsWith('\n') ? out.slice(0, -1) : out;
  }

  /**
   * `ludic mahjong dist --json` (plus "svg": the library's chart). text is an
   * input file, or a hand with { riichi: true } or { sanma: true }.
   */
  mahjongDist(text, options = {}) {
    const mode = options.riichi ? 1 : options.sanma ? 2 : 0;
    return this.call('ludic_web_mahjong_dist', [String(text), 'len'], mode);
  }

  /**
   * `ludic mahjong analyze --json HAND`: options melds (array of melds),
   * visible (tiles), sanma, form ("min", "standard", "seven-pairs",
   * "thirteen-orphans").
   */
  riichiAnalyze(hand, options = {}) {
    const form = FORMS[options.form ?? 'min'];
    if (form === undefined) throw new LudicError({ status: 'argument', message: `unknown form '${options.form}'` });
    return this.call('ludic_web_riichi_analyze', String(hand), (options.melds ?? []).join(' '),
      String(options.visible ?? ''), options.sanma ? 1 : 0, form);
  }

  /**
   * The draw game, `ludic mahjong analyze --json --draws T HAND` under the
   * replace wall (exact): P(win) and P(tenpai) within t = 1..T draws under
   * the best policy of the class. options melds, visible, sanma (as
   * riichiAnalyze), draws (18; 1 to 32), policy ("progress", "exchange",
   * "any"). 13 tiles: win and tenpai; 14: best_discard, draw_order and
   * discards ({discard, shanten, win, tenpai}, best first) plus svg (the
   * chart `--svg` writes). Reports progress: hands met so far, total 0.
   */
  riichiDraws(hand, options = {}) {
    const policy = POLICIES[options.policy ?? 'progress'];
    if (policy === undefined) throw new LudicError({ status: 'argument', message: `unknown policy '${options.policy}'` });
    return this.call('ludic_web_riichi_draws', String(hand), (options.melds ?? []).join(' '),
      String(options.visible ?? ''), options.sanma ? 1 : 0, options.draws ?? 18, policy);
  }

  /**
   * `ludic blackwhite analyze --json POSITION`: who wins and the winning
   * moves. options: d (1), toMove ("white"), limit (moves listed: 1, as the
   * command without --all; Infinity for all).
   */
  blackwhiteAnalyze(position, options = {}) {
    const limit = options.limit === undefined ? 1 : Math.min(options.limit, 0xffffffff);
    return this.call('ludic_web_blackwhite_analyze', [String(position), 'len'], options.d ?? 1,
      side(options.toMove), limit >>> 0);
  }

  /** The perfect opponent's move for options.side: { move, steps, position, over }. */
  blackwhiteChoose(position, options = {}) {
    return this.call('ludic_web_blackwhite_choose', [String(position), 'len'], options.d ?? 1, side(options.side));
  }

  /** Play `move` ("6-7", cells from 1) for options.side: { position, over }, or a LudicError saying why not. */
  blackwhitePlay(position, move, options = {}) {
    return this.call('ludic_web_blackwhite_play', [String(position), 'len'], options.d ?? 1, side(options.side), String(move));
  }

  /**
   * Solve a jenga tower (text in ludic's format; options.dice = [green, blue,
   * red, black]). Returns a JengaSolver; free() it when done.
   */
  jengaSolver(text, options = {}) {
    const [g, b, r, k] = options.dice ?? [0, 0, 0, 0];
    const info = this.call('ludic_web_jenga_create', [String(text), 'len'], g, b, r, k);
    return new JengaSolver(this, info);
  }

  /** `ludic jenga advise --json` for a tower (one-shot). */
  jengaAdvise(text, options = {}) {
    const solver = this.jengaSolver(text, options);
    try {
      return solver.advise(solver.tower);
    } finally {
      solver.free();
    }
  }
}

function side(name = 'white') {
  const s = SIDES[name];
  if (s === undefined) throw new LudicError({ status: 'argument', message: `the side must be white or black, not '${name}'` });
  return s;
}

/** A solved jenga tower: the expected minutes and the optimal move of any tower reached from it. */
export class JengaSolver {
  constructor(ludic, info) {
    this.ludic = ludic;
    this.handle = info.handle;
    this.expected = info.expected;
    this.tower = info.tower;
    this.dice = info.dice;
    this.states = info.states;
    this.memory = info.memory;
  }

  /** `ludic jenga advise --json` for `tower` (levels bottom first, or text), plus "after" in each option. */
  advise(tower) {
    if (!this.handle) throw new LudicError({ status: 'argument', message: 'the solver was freed' });
    const text = Array.isArray(tower) ? towerText(tower) : String(tower);
    return this.ludic.call('ludic_web_jenga_advise', this.handle, [text, 'len']);
  }

  free() {
    if (this.handle) this.ludic.exports.ludic_web_jenga_free(this.handle);
    this.handle = 0;
  }
}

let shared = null;

/** solve() on a module loaded once: `await solve('blackwhite', '10 4 2')` is '182'. */
export async function solve(game, text, options) {
  shared ??= load();
  return (await shared).solve(game, text, options);
}
