// ludic.test.mjs: the JavaScript package against the command line. Every
// expected value is what the real `ludic` executable prints for the same
// input (LUDIC_CLI), never the package's own output: the README's examples,
// every file of examples/, and seeded generated inputs of each game.
// Run by web/test/run.sh (CTest label web): LUDIC_WASM names the module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

import { formatG, load, LudicError, towerText } from '../ludic.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cliPath = process.env.LUDIC_CLI ?? path.join(root, 'build/release/bin/ludic');
const wasmPath = process.env.LUDIC_WASM ?? path.join(root, 'web/dist/ludic.wasm');
const ludic = await load(readFileSync(wasmPath));
const SEEDS = Number(process.env.LUDIC_WEB_SEEDS ?? 12);

// Run the CLI: { status, stdout, stderr }.
function cli(args, input) {
  const r = spawnSync(cliPath, args, { input: input ?? '', encoding: 'utf8' });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

// The package's solve() must give the CLI's stdout (minus its final newline),
// or throw the error whose command-line line is the CLI's stderr.
function sameAsCli(game, text, options = {}, extraArgs = []) {
  const args = [game, options.brute ? 'brute' : 'solve', ...extraArgs];
  if (options.decimal) args.push('--decimal');
  if (options.json) args.push('--json');
  const r = cli(args, text);
  const label = `${args.join(' ')} <<< ${JSON.stringify(text).slice(0, 80)}`;
  if (r.status === 0 && options.json && game === 'jenga') {
    // Memory figures are of the machine: wasm32's pointers are half as wide.
    const drop = (k, v) => (/^memory/.test(k) ? undefined : v);
    assert.deepEqual(JSON.parse(ludic.solve(game, text, options), drop), JSON.parse(r.stdout, drop), label);
  } else if (r.status === 0) {
    assert.equal(ludic.solve(game, text, options) + '\n', r.stdout, label);
  } else {
    assert.throws(() => ludic.solve(game, text, options), (e) => {
      assert.ok(e instanceof LudicError, label);
      assert.equal(e.cli('<stdin>'), r.stderr.trim(), label);
      return true;
    });
  }
  return r;
}

// A small deterministic generator for positions and hands the CLI cannot make.
function rng(seed) {
  let s = BigInt(seed) * 0x9e3779b97f4a7c15n + 1n;
  return (n) => {
    s = (s * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
    return Number((s >> 33n) % BigInt(n));
  };
}

test('solve gives the README answers, with the newline convention of Python\'s solve', () => {
  assert.equal(ludic.solve('blackwhite', '10 4 2'), '182');
  assert.equal(cli(['blackwhite'], '10 4 2\n').stdout, '182\n');
  assert.equal(ludic.solve('blackwhite', '10 4 2', { decimal: true }), '0.866666666667');
  assert.equal(ludic.solve('blackwhite', '1000000000000000000 1000 1'), '943442390');
  const sample = readFileSync(path.join(root, 'examples/mahjong/sample.txt'), 'utf8');
  assert.equal(ludic.solve('mahjong', sample), '570425346');
  assert.equal(ludic.solve('mahjong', sample, { decimal: true }), '1.42857142857143');
  assert.equal(ludic.solve('mahjong', sample, { brute: true }), '570425346');
  assert.equal(ludic.solve('mahjong', '123m456p789s1122z', { riichi: true, decimal: true }), '9.31440593383965');
  assert.equal(ludic.solve('mahjong', '19m19p19s1234567z', { riichi: true, decimal: true }), '3.09759370827758');
  assert.equal(ludic.solve('jenga', readFileSync(path.join(root, 'examples/jenga/sample.txt'), 'utf8')), '17.1192136966');
  assert.equal(ludic.solve('jenga', '3\nRG.\nGB.\nR..\n'), '7');
});

test('errors carry the CLI\'s message, line and column', () => {
  assert.throws(() => ludic.solve('blackwhite', '10 3 2'), (e) => {
    assert.ok(e instanceof LudicError);
    assert.equal(e.status, 'invalid');
    assert.equal(e.line, 1);
    assert.equal(e.column, 4);
    assert.equal(e.message, "k (the number of pieces) must be even (the pieces form white-black pairs), found '3'");
    return true;
  });
  sameAsCli('blackwhite', '10 3 2\n');
  sameAsCli('jenga', '2\nRGB\nRXB\n');
  sameAsCli('mahjong', '5\n1 1\n');
  sameAsCli('blackwhite', '');
  assert.throws(() => ludic.solve('chess', '1'), (e) => e.status === 'argument');
  const r = cli(['mahjong', '--riichi', '123m456p789s1122z3z']);
  assert.throws(() => ludic.solve('mahjong', '123m456p789s1122z3z', { riichi: true }),
    (e) => e.cli('--riichi') === r.stderr.trim());
});

test('every bundled example solves as on the command line', () => {
  for (const game of ['blackwhite', 'mahjong', 'jenga']) {
    const dir = path.join(root, 'examples', game);
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      if (game === 'jenga' && /hard8|tall|big/.test(file)) continue; // seconds each: the slow suite's
      sameAsCli(game, text);
      if (game !== 'jenga') sameAsCli(game, text, { decimal: true });
    }
  }
});

test('seeded generated inputs solve as on the command line', () => {
  for (let seed = 1; seed <= SEEDS; seed++) {
    for (const [game, args] of [['blackwhite', []], ['mahjong', []], ['mahjong', ['--layout', 'riichi']],
      ['mahjong', ['--layout', 'sanma']], ['jenga', []]]) {
      const input = execFileSync(cliPath, [game, 'gen', '--seed', String(seed), ...args], { encoding: 'utf8' });
      sameAsCli(game, input);
      if (game !== 'jenga') sameAsCli(game, input, { decimal: true });
      if (game === 'jenga' && seed <= 3) sameAsCli(game, input, { json: true });
    }
  }
  // Small inputs the brute-force references take.
  for (let seed = 1; seed <= 4; seed++) {
    const bw = execFileSync(cliPath, ['blackwhite', 'gen', '--seed', String(seed), '--n', '12'], { encoding: 'utf8' });
    sameAsCli('blackwhite', bw, { brute: true });
  }
});

// JSON of the command line vs the package's object (keys the page adds left out).
function sameJson(actual, cliArgs, input, drop = []) {
  const r = cli(cliArgs, input);
  assert.equal(r.status, 0, `${cliArgs.join(' ')}: ${r.stderr}`);
  const expected = JSON.parse(r.stdout);
  const copy = JSON.parse(JSON.stringify(actual, (k, v) => (drop.includes(k) ? undefined : v)));
  assert.deepEqual(copy, expected, cliArgs.join(' '));
}

test('mahjong dist matches dist --json', () => {
  const sample = readFileSync(path.join(root, 'examples/mahjong/sample.txt'), 'utf8');
  const d = ludic.mahjongDist(sample);
  sameJson(d, ['mahjong', 'dist', '--json'], sample, ['svg']);
  assert.match(d.svg, /<svg [^>]*>/);
  sameJson(ludic.mahjongDist('123m456p789s1122z', { riichi: true }), ['mahjong', 'dist', '--json', '--riichi', '123m456p789s1122z'], '', ['svg']);
  sameJson(ludic.mahjongDist('19m1234567p1122z', { sanma: true }), ['mahjong', 'dist', '--json', '--sanma', '19m1234567p1122z'], '', ['svg']);
  const layout = readFileSync(path.join(root, 'examples/mahjong/custom_layout.txt'), 'utf8');
  sameJson(ludic.mahjongDist(layout), ['mahjong', 'dist', '--json'], layout, ['svg']);
});

test('riichi analysis matches analyze --json (README hands and seeded hands)', () => {
  const cases = [
    ['123m456p789s1122z', {}],
    ['1259m2358p13789s4z', {}],
    ['19m19p19s1234567z', {}],
    ['1122z', { melds: ['123m', '456p', '789s'], visible: '1z1z2z2z' }],
    ['1m406p', { melds: ['123s', '456s', '789s'] }],
    ['11119999m22p', { sanma: true }],
    ['11119999m22p5z', { sanma: true }],
    ['1259m2358p13789s4z', { form: 'seven-pairs' }],
  ];
  const r = rng(7);
  const names = [];
  for (const s of 'mpsz') for (let k = 1; k <= (s === 'z' ? 7 : 9); k++) names.push(`${k}${s}`);
  for (let seed = 1; seed <= SEEDS; seed++) {
    const gen = execFileSync(cliPath, ['mahjong', 'gen', '--seed', String(seed), '--layout', 'riichi'], { encoding: 'utf8' });
    const hand = gen.match(/^hand (\S+)/m)[1];
    cases.push([hand, {}]);
    cases.push([hand + names[r(names.length)], {}]); // a 14th tile (maybe a fifth copy: an error both ways)
  }
  // Random deals from the whole set (the module's shanten is the reference
  // search, the executable's the table-driven one: docs/web.md).
  const wall = [];
  for (const n of names) for (let c = 0; c < 4; c++) wall.push(n);
  for (let i = 0; i < 2 * SEEDS; i++) {
    const deck = wall.slice();
    const take = (k) => Array.from({ length: k }, () => deck.splice(r(deck.length), 1)[0]);
    const sanma = i % 6 === 5;
    if (sanma) for (let j = deck.length - 1; j >= 0; j--) if (/^[2-8]m$/.test(deck[j])) deck.splice(j, 1);
    const tiles = take(i % 2 ? 14 : 13);
    const counts = new Map();
    for (const t of tiles) counts.set(t, (counts.get(t) ?? 0) + 1);
    let hand = '';
    for (const suit of 'mpsz') {
      const digits = names.filter((n) => n[1] === suit).map((n) => n[0].repeat(counts.get(n) ?? 0)).join('');
      if (digits) hand += digits + suit;
    }
    cases.push([hand, sanma ? { sanma: true } : {}]);
  }
  for (const [hand, o] of cases) {
    const args = ['mahjong', 'analyze', '--json'];
    for (const m of o.melds ?? []) args.push('--meld', m);
    if (o.visible) args.push('--visible', o.visible);
    if (o.sanma) args.push('--sanma');
    if (o.form) args.push('--form', o.form);
    args.push(hand);
    const c = cli(args, '');
    if (c.status === 0) {
      sameJson(ludic.riichiAnalyze(hand, o), args, '');
    } else {
      assert.throws(() => ludic.riichiAnalyze(hand, o), (e) => e instanceof LudicError, args.join(' '));
    }
  }
});

// The draw game's per-draw figures: the module's forward pass walks every
// draw (LUDIC_SMALL), the native one merges a hand's draws by destination
// (src/riichi/riichi_draw_values.c, merge_hand): the same within 1e-12
// relative (docs/riichi.md), not always the same bits.
function closeFigures(got, want, label) {
  if (!Array.isArray(want)) return assert.deepEqual(got, want, label); // a 14-tile hand's: none
  assert.ok(Array.isArray(got) && got.length === want.length, label);
  for (let t = 0; t < want.length; t++) {
    const tol = 1e-12 * Math.max(Math.abs(got[t]), Math.abs(want[t]));
    assert.ok(Math.abs(got[t] - want[t]) <= tol, `${label}: draw ${t + 1}: ${got[t]} against ${want[t]}`);
  }
}

// The same chart but for its numbers, each within 1e-12 relative (above).
function closeSvg(got, want, label) {
  const split = (t) => t.split(/(-?\d+(?:\.\d+)?(?:e[-+]?\d+)?)/);
  const g = split(got), w = split(want);
  assert.equal(g.length, w.length, label);
  for (let k = 0; k < w.length; k++) {
    if (k % 2 === 0 || g[k] === w[k]) assert.equal(g[k], w[k], label);
    else closeFigures([Number(g[k])], [Number(w[k])], `${label}: ${g[k]} against ${w[k]}`);
  }
}

test('the draw game matches analyze --json --draws, and its chart --svg', () => {
  // [hand, options]: hands at most 1-shanten (the module has no shanten tables: docs/web.md)
  const cases = [
    ['123m456p789s1122z', { draws: 18 }],
    ['123m456p789s35s125z', { draws: 18 }],
    ['123m456p789s1122z', { draws: 3, policy: 'exchange' }],
    ['1122z', { melds: ['123m', '456p', '789s'], visible: '1z1z2z2z', draws: 4 }], // karaten
    ['406p11z', { melds: ['123s', '456s', '789s'], draws: 6 }],
    ['19m1234567p11z22z', { sanma: true, draws: 5 }],
    ['123m456p789s1122z', { draws: 2, policy: 'any' }],
  ];
  const keys = ['hand', 'melds', 'visible', 'set', 'tiles', 'wall', 'shanten', 'draws', 'wall_rule', 'policy',
    'policy_slack', 'exact', 'hands_searched', 'win', 'tenpai', 'best_discard', 'draw_order'];
  for (const [hand, o] of cases) {
    const args = ['mahjong', 'analyze', '--json', '--draws', String(o.draws)];
    for (const m of o.melds ?? []) args.push('--meld', m);
    if (o.visible) args.push('--visible', o.visible);
    if (o.sanma) args.push('--sanma');
    if (o.policy) args.push('--policy', o.policy);
    args.push(hand);
    const r = cli(args, '');
    assert.equal(r.status, 0, `${args.join(' ')}: ${r.stderr}`);
    const want = JSON.parse(r.stdout);
    const got = ludic.riichiDraws(hand, o);
    for (const k of keys) {
      if (k === 'win' || k === 'tenpai') closeFigures(got[k], want[k], `${k} of ${args.join(' ')}`);
      else assert.deepEqual(got[k], want[k], `${k} of ${args.join(' ')}`);
    }
    if (!want.discards) continue;
    // rows best first here, in analyze's order there: compare by discard
    assert.deepEqual(got.discards.map((d) => d.discard), want.draw_order);
    for (const d of got.discards) {
      const w = want.discards.find((x) => x.discard === d.discard);
      assert.equal(d.shanten, w.shanten, `${d.discard} of ${args.join(' ')}`);
      closeFigures(d.win, w.win, `win of ${d.discard} of ${args.join(' ')}`);
      closeFigures(d.tenpai, w.tenpai, `tenpai of ${d.discard} of ${args.join(' ')}`);
    }
    const svg = path.join(process.env.LUDIC_WEB_BUILD ?? tmpdir(), 'draws.svg');
    const c = cli([...args.slice(0, -1), '--svg', svg, hand], '');
    assert.equal(c.status, 0, c.stderr);
    closeSvg(got.svg, readFileSync(svg, 'utf8'), `the chart of ${args.join(' ')}`);
  }
  // errors: the command line's words
  for (const [hand, o, status] of [['123m456p789s11x22z', {}, 'syntax'], ['11111m56p789s1122z', {}, 'invalid'],
    ['123m456p789s1122z', { draws: 0 }, 'argument'], ['123m456p789s1122z', { policy: 'greedy' }, 'argument']]) {
    assert.throws(() => ludic.riichiDraws(hand, o), (e) => e instanceof LudicError && e.status === status, `${hand} ${JSON.stringify(o)}`);
  }
  // a search that reports progress: hands met so far, total 0, and a callback that cancels
  const seen = [];
  ludic.onProgress = (done, total) => { seen.push([done, total]); return seen.length >= 2; };
  try {
    assert.throws(() => ludic.riichiDraws('12m456p789s35s1257z', { draws: 18 }), (e) => e.constructor.name === 'Cancelled');
  } finally {
    ludic.onProgress = null;
  }
  assert.ok(seen.length === 2 && seen.every(([d, t]) => d > 0 && t === 0), JSON.stringify(seen));
});

test('blackwhite analysis, the perfect opponent and moves match the command line', () => {
  sameJson(ludic.blackwhiteAnalyze('W...BW.....BW.......B', { limit: Infinity }),
    ['blackwhite', 'analyze', '--json', '--all', 'W...BW.....BW.......B'], '');
  sameJson(ludic.blackwhiteAnalyze('W.B.W.B', { toMove: 'black' }),
    ['blackwhite', 'analyze', '--json', '--to-move', 'black', 'W.B.W.B'], '');
  sameJson(ludic.blackwhiteAnalyze('W..B.W...B', { d: 2 }), ['blackwhite', 'analyze', '--json', '--d', '2', 'W..B.W...B'], '');
  const r = rng(11);
  for (let i = 0; i < SEEDS * 2; i++) {
    const n = 6 + r(30), pairs = 1 + r(4);
    const cells = Array(n).fill('.');
    const spots = [...Array(n).keys()].sort(() => r(3) - 1).slice(0, 2 * pairs).sort((a, b) => a - b);
    spots.forEach((c, k) => { cells[c] = k % 2 ? 'B' : 'W'; });
    const pos = cells.join(''), d = 1 + r(3), side = r(2) ? 'black' : 'white';
    sameJson(ludic.blackwhiteAnalyze(pos, { d, toMove: side, limit: 5 }),
      ['blackwhite', 'analyze', '--json', '--all', '--limit', '5', '--d', String(d), '--to-move', side, pos], '');
  }
  // The README's game: white plays 6-7, 7-8, 8-9; black answers as the CLI's perfect player does.
  const transcript = cli(['blackwhite', 'play', '--side', 'white', '--position', 'W..B.W...B'], '6-7\n7-8\n8-9\n').stdout;
  const replies = [...transcript.matchAll(/^I move (\S+)/gm)].map((m) => m[1]);
  const boards = [...transcript.matchAll(/^((?:  [WB.])+)$/gm)].map((m) => m[1].replace(/ /g, ''));
  let pos = 'W..B.W...B', over = false;
  for (const [i, move] of ['6-7', '7-8', '8-9'].entries()) {
    ({ position: pos, over } = ludic.blackwhitePlay(pos, move));
    if (over) break;
    const reply = ludic.blackwhiteChoose(pos, { side: 'black' });
    assert.equal(reply.move, replies[i]);
    pos = reply.position;
  }
  assert.ok(over);
  assert.equal(pos, boards[boards.length - 1]);
  assert.throws(() => ludic.blackwhitePlay('W..B', '4-3'), (e) => /black/.test(e.message));
});

test('jenga advise matches advise --json, and a game steps to its end', () => {
  const mid = readFileSync(path.join(root, 'examples/jenga/midgame.txt'), 'utf8');
  sameJson(ludic.jengaAdvise(mid), ['jenga', 'advise', '--json'], mid, ['after']);
  for (let seed = 1; seed <= 3; seed++) {
    const t = execFileSync(cliPath, ['jenga', 'gen', '--seed', String(seed), '--n', '3'], { encoding: 'utf8' });
    sameJson(ludic.jengaAdvise(t), ['jenga', 'advise', '--json'], t, ['after']);
  }
  const solver = ludic.jengaSolver(readFileSync(path.join(root, 'examples/jenga/sample.txt'), 'utf8'));
  try {
    const r = rng(3);
    let tower = solver.tower, minutes = 0;
    for (;;) {
      const a = solver.advise(tower);
      // The same advice the command line gives for this tower.
      if (minutes < 3) sameJson(a, ['jenga', 'advise', '--json'], towerText(tower), ['after']);
      if (a.game_over) break;
      const face = ['green', 'green', 'blue', 'blue', 'red', 'black'][r(6)];
      minutes++;
      if (face !== 'black' && a.best[face]) tower = a.best[face].after;
      assert.ok(minutes < 500);
    }
    assert.ok(minutes >= 1);
  } finally {
    solver.free();
  }
});

test('npm pack packs the module, the .wasm and package.json', (t) => {
  if (!existsSync(path.join(root, 'web/dist/ludic.wasm'))) return t.skip('web/dist/ludic.wasm not built here (make web)');
  const r = spawnSync('npm', ['pack', '--dry-run', '--json'], { cwd: path.join(root, 'web'), encoding: 'utf8' });
  if (r.error) return t.skip('npm is not installed');
  assert.equal(r.status, 0, r.stderr);
  const files = JSON.parse(r.stdout)[0].files.map((f) => f.path).sort();
  assert.deepEqual(files, ['README.md', 'dist/ludic.wasm', 'ludic.mjs', 'package.json']);
});

test('formatG writes numbers as printf %.12g does (jenga answers of seeded towers)', () => {
  for (let seed = 1; seed <= SEEDS; seed++) {
    const t = execFileSync(cliPath, ['jenga', 'gen', '--seed', String(seed)], { encoding: 'utf8' });
    const s = ludic.jengaSolver(t);
    try {
      assert.equal(formatG(s.expected, 12) + '\n', cli(['jenga'], t).stdout);
    } finally {
      s.free();
    }
  }
});

test('the README\'s JavaScript example prints what its comments say', async () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const block = readme.match(/```js\n([^]*?)```/)[1];
  const lines = block.split('\n').map((line) => {
    if (line.startsWith('import ')) return `import { load } from ${JSON.stringify(pathToFileURL(path.join(root, 'web/ludic.mjs')).href)};`;
    if (/^const ludic = await load\(\)/.test(line)) return `const ludic = await load(readFileSync(${JSON.stringify(wasmPath)}));`;
    const m = line.match(/^(?!const |try )(.*?);\s*\/\/ (.+)$/);
    return m ? `assert.deepStrictEqual(${m[1]}, ${m[2]});` : line;
  });
  const tryLine = lines.findIndex((l) => l.startsWith('try '));
  const said = JSON.parse(lines[tryLine + 1].replace(/^\/\/ /, ''));
  lines[tryLine] = lines[tryLine].replace('e.cli();', `assert.equal(e.cli(), ${JSON.stringify(said)}); threw = true;`);
  lines.splice(tryLine, 0, 'let threw = false;');
  lines.push('assert.ok(threw);');
  const file = path.join(process.env.LUDIC_WEB_BUILD ?? tmpdir(), 'readme_example.mjs');
  writeFileSync(file, `import assert from 'node:assert/strict';\nimport { readFileSync } from 'node:fs';\n${lines.join('\n')}\n`);
  await import(pathToFileURL(file).href);
});
