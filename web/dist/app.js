// app.js: the page's three panels. Every answer comes from the worker
// (worker.js, ludic.wasm); this file only reads inputs, draws and routes
// clicks. Errors are shown beside their input in the command line's words.
import { formatG, towerText } from './ludic.mjs';

const $ = (id) => document.getElementById(id);
const el = (tag, attrs = {}, ...children) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else if (v !== false && v !== undefined) e.setAttribute(k, v === true ? '' : v);
  }
  for (const c of children.flat(Infinity)) if (c !== null && c !== undefined) e.append(c);
  return e;
};

// ---- the worker: calls, progress, cancel ----------------------------------

class Engine {
  constructor() {
    this.next = 1;
    this.pending = new Map();
    this.start();
  }

  start() {
    this.worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
    this.worker.onmessage = ({ data }) => {
      const p = this.pending.get(data.id);
      if (!p) return;
      if (data.progress) return p.onProgress?.(...data.progress);
      this.pending.delete(data.id);
      if (data.error) p.reject(Object.assign(new Error(data.error.message), data.error, { ludic: true }));
      else p.resolve(data.result);
    };
    this.worker.onerror = (e) => {
      for (const p of this.pending.values()) p.reject(new Error(e.message || 'the worker failed'));
      this.pending.clear();
    };
  }

  call(method, args, onProgress) {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onProgress });
      this.worker.postMessage({ id, method, args });
    });
  }

  // Stop whatever runs: a new worker replaces the old one (its solvers are gone too).
  cancel() {
    this.worker.terminate();
    for (const p of this.pending.values()) p.reject(Object.assign(new Error('cancelled'), { cancelled: true }));
    this.pending.clear();
    this.start();
    this.generation = (this.generation ?? 0) + 1;
  }
}

const engine = new Engine();

// The command line's error line for an error of `source` ("ludic: input:1:4: ...").
function cliWords(e, source) {
  if (!e.ludic) return e.cancelled ? 'Cancelled.' : `ludic: ${e.message}`;
  if (e.status === 'internal') return `ludic: internal error: ${e.message}; please report it`;
  if (e.line && e.column) return `ludic: ${source}:${e.line}:${e.column}: ${e.message}`;
  if (e.line) return `ludic: ${source}:${e.line}: ${e.message}`;
  return `ludic: ${source}: ${e.message}`;
}

function showError(id, e, source) {
  const box = $(id);
  box.textContent = e ? cliWords(e, source) : '';
  const input = document.querySelector(`[aria-describedby~="${id}"]`);
  if (input) input.setAttribute('aria-invalid', e ? 'true' : 'false');
}

// Long work: show a progress bar, the time so far and the cancel button while
// `work` runs (after 150 ms, so quick answers do not flicker). The library
// reports progress through the worker when a computation has it; otherwise
// the bar is indeterminate and the seconds count up.
async function busy(boxId, work) {
  const box = $(boxId);
  const bar = box.querySelector('progress');
  const text = box.querySelector('.busy-text');
  const t0 = Date.now();
  let fraction = '';
  bar.removeAttribute('value');
  const tick = () => {
    text.textContent = `working${fraction}: ${((Date.now() - t0) / 1000).toFixed(1)} s`;
  };
  tick();
  const show = setTimeout(() => { box.hidden = false; }, 150);
  const clock = setInterval(tick, 100);
  const onProgress = (done, total) => {
    box.hidden = false;
    if (total > 0) {
      bar.max = total;
      bar.value = done;
      fraction = ` ${Math.floor((100 * done) / total)}%`;
    } else if (done > 0) { // the size is not known beforehand (the draw game's hands met)
      fraction = `, ${done.toLocaleString('en')} so far`;
    }
  };
  try {
    return await work(onProgress);
  } finally {
    clearTimeout(show);
    clearInterval(clock);
    box.hidden = true;
  }
}
for (const b of document.querySelectorAll('.busy .cancel')) b.addEventListener('click', () => engine.cancel());

// ---- tabs -------------------------------------------------------------------

const tabs = [...document.querySelectorAll('[role=tab]')];
function selectTab(tab, focus) {
  for (const t of tabs) {
    const on = t === tab;
    t.setAttribute('aria-selected', on);
    t.tabIndex = on ? 0 : -1;
    $(t.getAttribute('aria-controls')).hidden = !on;
  }
  if (focus) tab.focus();
  history.replaceState(null, '', `#${tab.getAttribute('aria-controls')}`);
}
tabs.forEach((t, i) => {
  t.addEventListener('click', () => selectTab(t));
  t.addEventListener('keydown', (ev) => {
    const d = ev.key === 'ArrowRight' ? 1 : ev.key === 'ArrowLeft' ? -1 : 0;
    if (d) selectTab(tabs[(i + d + tabs.length) % tabs.length], true);
  });
});
const initial = tabs.find((t) => `#${t.getAttribute('aria-controls')}` === location.hash);
if (initial) selectTab(initial);

// ---- mahjong ------------------------------------------------------------------

const SUITS = ['m', 'p', 's', 'z'];
const HONOURS = ['E', 'S', 'W', 'N', '', 'F', 'C']; // 5z (white dragon) is a blank tile
const HONOUR_NAMES = ['East', 'South', 'West', 'North', 'White dragon', 'Green dragon', 'Red dragon'];
const SUIT_NAMES = { m: 'characters', p: 'circles', s: 'bamboo' };
const kinds = [];
for (const s of SUITS) for (let r = 1; r <= (s === 'z' ? 7 : 9); r++) kinds.push(`${r}${s}`);

// A tile drawn as SVG: the rank, the suit's letter, the suit's colour.
function tileSvg(kind) {
  const r = Number(kind[0]), s = kind[1];
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 30 40');
  svg.setAttribute('class', `tile-svg suit-${s}`);
  svg.setAttribute('aria-hidden', 'true');
  const add = (tag, attrs, text) => {
    const e = document.createElementNS(ns, tag);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
    if (text) e.textContent = text;
    svg.append(e);
  };
  add('rect', { x: 1, y: 1, width: 28, height: 38, rx: 4, class: 'face' });
  if (s === 'z') {
    if (r === 5) add('rect', { x: 7, y: 8, width: 16, height: 24, rx: 2, class: 'frame' });
    else add('text', { x: 15, y: 27, 'text-anchor': 'middle', class: `big honour h${r}` }, HONOURS[r - 1]);
  } else {
    add('text', { x: 15, y: 22, 'text-anchor': 'middle', class: 'big' }, String(r));
    add('text', { x: 15, y: 35, 'text-anchor': 'middle', class: 'small' }, s);
  }
  return svg;
}

function tileName(kind) {
  const r = Number(kind[0]), s = kind[1];
  return s === 'z' ? HONOUR_NAMES[r - 1] : `${r} of ${SUIT_NAMES[s]}`;
}

// Notation <-> counts, kinds in the library's order (m, p, s, z). Red fives (0) count as 5.
function parseCounts(text) {
  const counts = new Map();
  let digits = [];
  for (const ch of text.replace(/\s/g, '')) {
    if (/[0-9]/.test(ch)) digits.push(ch === '0' ? '5' : ch);
    else if (SUITS.includes(ch)) {
      for (const d of digits) counts.set(`${d}${ch}`, (counts.get(`${d}${ch}`) ?? 0) + 1);
      digits = [];
    } else return null;
  }
  return digits.length ? null : counts;
}

function notation(counts) {
  let out = '';
  for (const s of SUITS) {
    let group = '';
    for (const k of kinds) if (k[1] === s) group += k[0].repeat(counts.get(k) ?? 0);
    if (group) out += group + s;
  }
  return out;
}

function handTiles(text) {
  const counts = parseCounts(text);
  if (!counts) return null;
  const list = [];
  for (const k of kinds) for (let i = 0; i < (counts.get(k) ?? 0); i++) list.push(k);
  return list;
}

function drawHand() {
  const box = $('mj-hand-tiles');
  box.replaceChildren();
  const list = handTiles($('mj-hand').value);
  if (!list) return;
  list.forEach((k, i) => {
    box.append(el('button', {
      type: 'button', class: 'tile', 'aria-label': `${tileName(k)} (${k}): remove`, 'data-kind': k,
      onclick: () => {
        const rest = list.filter((_, j) => j !== i);
        const counts = new Map();
        for (const t of rest) counts.set(t, (counts.get(t) ?? 0) + 1);
        $('mj-hand').value = notation(counts);
        drawHand();
        box.querySelectorAll('button')[Math.min(i, rest.length - 1)]?.focus();
      },
    }, tileSvg(k)));
  });
}

function drawPalette() {
  const box = $('mj-palette');
  box.replaceChildren();
  const sanma = $('mj-set').value === 'sanma';
  for (const k of kinds) {
    if (sanma && k[1] === 'm' && k[0] !== '1' && k[0] !== '9') continue;
    box.append(el('button', {
      type: 'button', class: 'tile', 'aria-label': `add ${tileName(k)} (${k})`, 'data-kind': k,
      onclick: () => {
        const list = handTiles($('mj-hand').value) ?? [];
        if (list.length >= 14) return;
        const counts = new Map();
        for (const t of [...list, k]) counts.set(t, (counts.get(t) ?? 0) + 1);
        $('mj-hand').value = notation(counts);
        drawHand();
      },
    }, tileSvg(k)));
  }
}

function tileChip(kind, count) {
  return el('span', { class: 'chip', title: tileName(kind) }, tileSvg(kind), el('span', { class: 'kind' }, `${kind}(${count})`));
}

function effectiveList(list) {
  return list.length ? el('span', { class: 'chips' }, list.map((e) => tileChip(e.tile, e.count))) : 'none';
}

function shantenWords(s) {
  if (s.min === -1) return 'complete: the hand wins as it stands';
  if (s.min === 0) return 'tenpai (one tile from winning)';
  return `${s.min} (${s.min + 1} tiles from winning)`;
}

async function mahjongGo() {
  const set = $('mj-set').value;
  const out = $('mj-result');
  out.replaceChildren();
  showError('mj-hand-error', null);
  showError('mj-file-error', null);
  try {
    await busy('mj-busy', async (onProgress) => {
      if (set === 'file') {
        const text = $('mj-file').value;
        const answer = await engine.call('solve', ['mahjong', text, {}], onProgress);
        const decimal = await engine.call('solve', ['mahjong', text, { decimal: true }], onProgress);
        const dist = await engine.call('mahjongDist', [text, {}], onProgress);
        out.append(summary([
          ['Expected draws', decimal, 'mj-expected'],
          ['As the original problem prints it (mod 998244353)', answer, 'mj-answer'],
          ['Hand', `${dist.hand} (${dist.layout}, ${dist.kinds} kinds, ${dist.wall} tiles in the wall)`],
        ]), distChart(dist));
        return;
      }
      const hand = $('mj-hand').value.trim();
      const melds = $('mj-melds').value.trim().split(/\s+/).filter(Boolean);
      const visible = $('mj-visible').value.trim();
      const sanma = set === 'sanma';
      const a = await engine.call('riichiAnalyze', [hand, { melds, visible, sanma }], onProgress);
      const rows = [
        ['Shanten', shantenWords(a.shanten), 'mj-shanten'],
        ['By form', `standard ${a.shanten.standard}` + (a.shanten.seven_pairs === null ? ' (seven pairs and thirteen orphans need a closed hand)'
          : `, seven pairs ${a.shanten.seven_pairs}, thirteen orphans ${a.shanten.thirteen_orphans}`)],
        ['Tiles', `${a.tiles} in the hand, ${a.wall} in the wall (${a.set} set)`],
      ];
      if (a.tiles + 3 * a.melds.length === 13) {
        const flag = sanma ? { sanma: true } : { riichi: true };
        // A closed hand with nothing else out of the wall is the command line's
        // `ludic mahjong --riichi HAND --decimal`: show its answer as it prints it.
        const plain = !melds.length && !visible && a.expected_draws !== null;
        const expected = plain ? await engine.call('solve', ['mahjong', hand, { ...flag, decimal: true }], onProgress)
          : a.expected_draws === null ? 'none (not for hands with called melds, or the wall never completes it)'
            : formatG(a.expected_draws, 12);
        rows.unshift(['Expected draws (ZJOI)', expected, 'mj-expected']);
        if (plain) {
          const exact = await engine.call('solve', ['mahjong', hand, flag], onProgress);
          rows.splice(1, 0, ['As the original problem prints it (mod 998244353)', exact, 'mj-answer']);
        }
        rows.push(['Effective tiles', effectiveList(a.effective), 'mj-effective'],
          ['', `${a.effective_total} tile${a.effective_total === 1 ? '' : 's'} in the wall`]);
        out.append(summary(rows));
        if (plain) {
          const dist = await engine.call('mahjongDist', [hand, flag], onProgress);
          out.append(distChart(dist));
        }
      } else {
        out.append(summary(rows), discardTable(a));
      }
    });
  } catch (e) {
    if (set === 'file') showError('mj-file-error', e, 'input');
    else showError('mj-hand-error', e, 'HAND');
  }
}

// The draw game (riichiDraws): P(win) and P(tenpai) within t draws under the
// best policy of a class, exact under the replace wall.
async function drawsGo() {
  const set = $('mj-set').value;
  const out = $('mj-result');
  if (set === 'file') return;
  out.replaceChildren();
  showError('mj-hand-error', null);
  const hand = $('mj-hand').value.trim();
  const melds = $('mj-melds').value.trim().split(/\s+/).filter(Boolean);
  const visible = $('mj-visible').value.trim();
  const draws = Number($('mj-draws').value);
  const policy = $('mj-policy').value;
  try {
    await busy('mj-busy', async (onProgress) => {
      const d = await engine.call('riichiDraws', [hand, { melds, visible, sanma: set === 'sanma', draws, policy }], onProgress);
      const T = d.draws;
      const rows = [
        ['Shanten', shantenWords(d.shanten), 'mj-shanten'],
        ['Draws left', `${T}, ${d.wall} tiles in the wall; a discard goes back into the wall (exact figures)`],
        ['Policy class', `${d.policy}: ${$('mj-policy').selectedOptions[0].textContent}`],
        ['Hands searched', d.hands_searched.toLocaleString('en')],
      ];
      if (!d.discards) {
        rows.splice(1, 0, [`P(win within ${T})`, d.win[T - 1].toFixed(6), 'mj-win'],
          [`P(tenpai within ${T})`, d.tenpai[T - 1].toFixed(6)]);
        out.append(summary(rows), drawsByDraw(d));
        return;
      }
      rows.splice(1, 0, ['Best discard', `${d.best_discard}: P(win within ${T}) ${d.discards[0].win[T - 1].toFixed(6)}`, 'mj-best']);
      out.append(summary(rows), drawsTable(d), drawsChart(d));
    });
  } catch (e) {
    showError('mj-hand-error', e, 'HAND');
  }
}

function drawsTable(d) {
  const T = d.draws;
  return el('div', { class: 'scroll' }, el('table', { id: 'mj-draws-table' },
    el('caption', {}, `Win probability within ${T} draws after each discard, best first`),
    el('thead', {}, el('tr', {}, ['Discard', 'Shanten', `P(win within ${T})`, `P(tenpai within ${T})`]
      .map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, d.discards.map((r) => el('tr', {},
      el('th', { scope: 'row' }, el('span', { class: 'chip' }, tileSvg(r.discard), el('span', { class: 'kind' }, r.discard))),
      el('td', {}, String(r.shanten)), el('td', {}, r.win[T - 1].toFixed(6)),
      el('td', {}, r.tenpai[T - 1].toFixed(6)))))));
}

function drawsByDraw(d) {
  return el('div', { class: 'scroll' }, el('table', { id: 'mj-draws-table' },
    el('caption', {}, 'Draw by draw'),
    el('thead', {}, el('tr', {}, ['Draws', 'P(win)', 'P(tenpai)'].map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, d.win.map((w, i) => el('tr', {},
      el('td', {}, String(i + 1)), el('td', {}, w.toFixed(6)), el('td', {}, d.tenpai[i].toFixed(6)))))));
}

function drawsChart(d) {
  const fig = el('figure', { class: 'chart', id: 'mj-draws-chart' });
  if (d.svg) {
    const svg = new DOMParser().parseFromString(d.svg, 'image/svg+xml').documentElement;
    svg.removeAttribute('width');
    svg.removeAttribute('height');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', `P(win within t draws) for t = 1 to ${d.draws} after each of the best discards; the best is ${d.best_discard}`);
    fig.append(document.importNode(svg, true));
  }
  return fig;
}

function summary(rows) {
  return el('dl', { class: 'summary' }, rows.map(([k, v, id]) => [el('dt', {}, k), el('dd', id ? { id } : {}, v)]));
}

function discardTable(a) {
  return el('div', { class: 'scroll' }, el('table', { id: 'mj-discards' },
    el('caption', {}, 'What to discard, best first'),
    el('thead', {}, el('tr', {}, ['Discard', 'Shanten', 'Tiles', 'ZJOI draws', 'Effective tiles (copies in the wall)']
      .map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, a.discards.map((d) => el('tr', {},
      el('th', { scope: 'row' }, el('span', { class: 'chip' }, tileSvg(d.discard), el('span', { class: 'kind' }, d.discard))),
      el('td', {}, String(d.shanten)), el('td', {}, String(d.effective_total)),
      el('td', {}, d.expected_draws === null ? '-' : d.expected_draws.toFixed(4)),
      el('td', {}, effectiveList(d.effective)))))));
}

function distChart(dist) {
  const fig = el('figure', { class: 'chart', id: 'mj-chart' });
  if (dist.svg) {
    const doc = new DOMParser().parseFromString(dist.svg, 'image/svg+xml');
    const svg = doc.documentElement;
    svg.removeAttribute('width');
    svg.removeAttribute('height');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', `Distribution of the winning draw; expected ${formatG(dist.expected, 12)}; always wins within ${dist.last} draws`);
    fig.append(document.importNode(svg, true));
  }
  const rows = dist.distribution.slice(0, 40);
  fig.append(el('details', {}, el('summary', {}, 'The numbers'),
    el('div', { class: 'scroll' }, el('table', {}, el('thead', {}, el('tr', {}, ['draw', 'P(weight = draw)', 'P(weight <= draw)'].map((h) => el('th', { scope: 'col' }, h)))),
      el('tbody', {}, rows.map((r) => el('tr', {}, el('td', {}, String(r.draw)), el('td', {}, formatG(r.p, 12)), el('td', {}, formatG(r.cdf, 12)))))))));
  return fig;
}

$('mj-set').addEventListener('change', () => {
  const file = $('mj-set').value === 'file';
  $('mj-hand-input').hidden = file;
  $('mj-file-input').hidden = !file;
  drawPalette();
});
$('mj-hand').addEventListener('input', drawHand);
$('mj-hand').addEventListener('keydown', (ev) => { if (ev.key === 'Enter') mahjongGo(); });
$('mj-clear').addEventListener('click', () => { $('mj-hand').value = ''; drawHand(); $('mj-hand').focus(); });
$('mj-go').addEventListener('click', mahjongGo);
$('mj-odds').addEventListener('click', drawsGo);
$('mj-set').addEventListener('change', () => { $('mj-odds').hidden = $('mj-set').value === 'file'; });
$('mj-example').addEventListener('click', () => {
  if ($('mj-set').value === 'file') $('mj-file').value = '5\n1 1\n1 2\n1 3\n1 4\n2 1\n3 1\n3 2\n3 3\n3 4\n5 1\n5 2\n5 3\n5 4\n';
  else $('mj-hand').value = $('mj-set').value === 'sanma' ? '19m1234567p1122z' : '1259m2358p13789s4z';
  drawHand();
  mahjongGo();
});
drawPalette();
drawHand();

// ---- blackwhite -------------------------------------------------------------

async function bwCount() {
  const text = $('bw-question').value;
  const out = $('bw-count-result');
  out.replaceChildren();
  showError('bw-question-error', null);
  try {
    const count = await engine.call('solve', ['blackwhite', text, {}]);
    const decimal = await engine.call('solve', ['blackwhite', text, { decimal: true }]);
    out.append(summary([['White wins (mod 10^9+7)', count, 'bw-count-answer'],
      ['Chance a random placement is a win for white', decimal, 'bw-count-decimal']]));
  } catch (e) {
    showError('bw-question-error', e, 'input');
  }
}

const bw = { game: null, highlight: new Map(), selected: [] };

function bwBoard() {
  const box = $('bw-board');
  const pos = $('bw-position').value;
  box.replaceChildren();
  [...pos].forEach((c, i) => {
    const mark = bw.highlight.get(i + 1);
    const selected = bw.selected.includes(i + 1);
    const label = `cell ${i + 1}: ${c === 'W' ? 'white piece' : c === 'B' ? 'black piece' : 'empty'}` + (mark ? `, ${mark} of a winning move` : '');
    box.append(el('button', {
      type: 'button', class: `cell ${c === 'W' ? 'white' : c === 'B' ? 'black' : 'empty'}${mark ? ` win-${mark}` : ''}${selected ? ' selected' : ''}`,
      'aria-label': label, 'data-cell': i + 1, 'aria-pressed': selected ? 'true' : false,
      onclick: () => bwClick(i + 1),
    }, el('span', { class: 'n' }, String(i + 1)), el('span', { class: 'piece' }, c === '.' ? '' : c)));
  });
}

function bwClick(cell) {
  if (!bw.game) { // setting up: cycle . -> W -> B -> .
    const pos = [...$('bw-position').value];
    pos[cell - 1] = { '.': 'W', W: 'B', B: '.' }[pos[cell - 1]] ?? '.';
    $('bw-position').value = pos.join('');
    bw.highlight.clear();
    $('bw-result').replaceChildren();
    bwBoard();
    return;
  }
  // Playing: click one of your pieces, then the cell it goes to.
  const mine = bw.game.side === 'white' ? 'W' : 'B';
  const pos = bw.game.position;
  if (bw.selected.length % 2 === 0) {
    if (pos[cell - 1] !== mine) {
      showError('bw-move-error', { ludic: true, message: `cell ${cell} does not hold a ${bw.game.side} piece: click one of yours, then where it goes`, line: 0, column: 0 }, 'move');
      return;
    }
    bw.selected.push(cell);
  } else {
    bw.selected.push(cell);
  }
  showError('bw-move-error', null);
  const steps = [];
  for (let i = 0; i + 1 < bw.selected.length; i += 2) steps.push(`${bw.selected[i]}-${bw.selected[i + 1]}`);
  $('bw-move').value = steps.join(' ');
  bwBoard();
  // With d = 1 a move is one step: play it at once; with more, the Play button sends it.
  if (bw.selected.length % 2 === 0 && bw.game.d === 1) bwSubmit();
}

function bwHighlight(moves) {
  bw.highlight.clear();
  for (const m of moves) for (const s of m.steps) { bw.highlight.set(s.from, 'from'); bw.highlight.set(s.to, 'to'); }
}

async function bwAnalyze() {
  const position = $('bw-position').value.trim();
  const d = Number($('bw-d').value) || 1;
  const toMove = $('bw-to-move').value;
  const out = $('bw-result');
  out.replaceChildren();
  showError('bw-position-error', null);
  try {
    const a = await engine.call('blackwhiteAnalyze', [position, { d, toMove, limit: 20 }]);
    bwHighlight(a.moves);
    bwBoard();
    const who = a.winner === toMove ? `${cap(toMove)} to move wins.` : `${cap(toMove)} to move loses: every move leaves ${a.winner} a winning position.`;
    out.append(el('p', { id: 'bw-winner' }, who),
      el('p', {}, `Gaps ${a.gaps.join(' ')}; d = ${a.d}.`),
      a.moves.length ? el('div', {}, el('p', {}, a.complete ? 'Winning moves (highlighted):' : 'Some winning moves (highlighted):'),
        el('ul', { id: 'bw-moves' }, a.moves.map((m) => el('li', {}, `${m.move} (${describeSteps(toMove, m.steps)})`)))) : '');
  } catch (e) {
    showError('bw-position-error', e, 'POSITION');
  }
}

const cap = (s) => s[0].toUpperCase() + s.slice(1);
const describeSteps = (side, steps) => `${side} moves ` + steps.map((s) => `the piece on cell ${s.from} to cell ${s.to}`).join(', ');

async function bwStart(side) {
  const position = $('bw-position').value.trim();
  const d = Number($('bw-d').value) || 1;
  showError('bw-position-error', null);
  try {
    const a = await engine.call('blackwhiteAnalyze', [position, { d, toMove: 'white', limit: 1 }]);
    bw.game = { side, d, position: a.position, log: [] };
    bw.selected = [];
    bw.highlight.clear();
    $('bw-game').hidden = false;
    $('bw-result').replaceChildren(el('p', {}, `You play ${side}, the perfect opponent plays ${side === 'white' ? 'black' : 'white'}; white moves first.`));
    if (side === 'black') await bwReply();
    else bwBoard();
    $('bw-move').focus();
  } catch (e) {
    showError('bw-position-error', e, 'POSITION');
  }
}

function bwLog(text, id) {
  $('bw-result').append(el('p', id ? { id } : {}, text));
}

async function bwReply() {
  const other = bw.game.side === 'white' ? 'black' : 'white';
  const r = await engine.call('blackwhiteChoose', [bw.game.position, { d: bw.game.d, side: other }]);
  bw.game.position = r.position;
  $('bw-position').value = r.position;
  bw.highlight.clear();
  bwHighlight([r]);
  bwLog(`I move ${r.move} (${describeSteps(other, r.steps)}).`);
  bwBoard();
  if (r.over) bwEnd(`Every gap is closed: ${bw.game.side} cannot move and loses. I win!`);
}

async function bwSubmit() {
  if (!bw.game) return;
  const move = $('bw-move').value.trim();
  showError('bw-move-error', null);
  try {
    const r = await engine.call('blackwhitePlay', [bw.game.position, move, { d: bw.game.d, side: bw.game.side }]);
    bw.game.position = r.position;
    $('bw-position').value = r.position;
    bw.selected = [];
    $('bw-move').value = '';
    bwLog(`You move ${move}.`);
    bw.highlight.clear();
    bwBoard();
    if (r.over) return bwEnd(`Every gap is closed: ${bw.game.side === 'white' ? 'black' : 'white'} cannot move and loses. You win!`);
    await bwReply();
  } catch (e) {
    bw.selected = [];
    bwBoard();
    showError('bw-move-error', e, 'move');
  }
}

function bwEnd(text) {
  bwLog(text, 'bw-over');
  bw.game = null;
  $('bw-game').hidden = true;
}

async function bwHint() {
  if (!bw.game) return;
  const a = await engine.call('blackwhiteAnalyze', [bw.game.position, { d: bw.game.d, toMove: bw.game.side, limit: 1 }]);
  bwHighlight(a.moves);
  bwBoard();
  bwLog(a.moves.length ? `Hint: ${a.moves[0].move} wins.` : 'No winning move: every move leaves your opponent a winning position.');
}

$('bw-count').addEventListener('click', bwCount);
$('bw-question').addEventListener('keydown', (ev) => { if (ev.key === 'Enter') bwCount(); });
$('bw-position').addEventListener('input', () => { bw.highlight.clear(); bwBoard(); });
$('bw-position').addEventListener('keydown', (ev) => { if (ev.key === 'Enter') bwAnalyze(); });
$('bw-analyze').addEventListener('click', bwAnalyze);
$('bw-play-white').addEventListener('click', () => bwStart('white'));
$('bw-play-black').addEventListener('click', () => bwStart('black'));
$('bw-submit').addEventListener('click', bwSubmit);
$('bw-move').addEventListener('keydown', (ev) => { if (ev.key === 'Enter') bwSubmit(); });
$('bw-hint').addEventListener('click', bwHint);
$('bw-stop').addEventListener('click', () => { bw.game = null; bw.selected = []; $('bw-game').hidden = true; bwBoard(); });
bwBoard();

// ---- jenga ------------------------------------------------------------------

const COLORS = { R: 'red', G: 'green', B: 'blue', '.': 'none' };
const NEXT = { R: 'G', G: 'B', B: '.', '.': 'R' };
const jg = { levels: ['RGB', 'GRG', 'BBB', 'GGR', 'BRG', 'BRB'], solver: null, game: null, moved: null };

function jgText() {
  $('jg-text').value = towerText(jg.levels);
}

function jgDraw() {
  const box = $('jg-tower');
  box.replaceChildren();
  const levels = jg.game ? jg.game.tower : jg.levels;
  for (let i = levels.length - 1; i >= 0; i--) {
    box.append(el('div', { class: 'level' }, el('span', { class: 'level-n' }, String(i + 1)),
      [...levels[i]].map((c, p) => {
        const moved = jg.moved && ((jg.moved.take.level === i + 1 && jg.moved.take.pos === p) ? 'taken'
          : (jg.moved.put.level === i + 1 && jg.moved.put.pos === p) ? 'put' : '');
        return el('button', {
          type: 'button', class: `block ${COLORS[c]}${moved ? ` ${moved}` : ''}`, disabled: jg.game ? true : false,
          'aria-label': `level ${i + 1} ${['left', 'middle', 'right'][p]}: ${COLORS[c]}`,
          'data-level': i + 1, 'data-pos': p,
          onclick: () => {
            const row = [...jg.levels[i]];
            row[p] = NEXT[row[p]];
            jg.levels[i] = row.join('');
            jgChanged();
            box.querySelector(`[data-level="${i + 1}"][data-pos="${p}"]`)?.focus();
          },
        }, c === '.' ? '' : c);
      })));
  }
}

function jgChanged() {
  jgStop();
  jgText();
  jgDraw();
  $('jg-result').replaceChildren();
}

function jgStop() {
  if (jg.solver) engine.call('jengaFree', [jg.solver.handle]).catch(() => {});
  jg.solver = null;
  jg.game = null;
  jg.moved = null;
  $('jg-game').hidden = true;
}

const POS = { left: 0, middle: 1, right: 2 };
const moveWords = (m) => `take level ${m.take.level} ${m.take.position} -> level ${m.put.level} ${m.put.position}${m.put.new_level ? ' (new level)' : ''}`;

function adviceTable(a) {
  const faces = ['green', 'blue', 'red'];
  const total = a.dice.green + a.dice.blue + a.dice.red + a.dice.black;
  return el('div', { class: 'scroll' }, el('table', { id: 'jg-advice' },
    el('caption', {}, 'The best move for each face of the die'),
    el('thead', {}, el('tr', {}, ['Face', 'Best move', 'Minutes left after it', 'Other moves'].map((h) => el('th', { scope: 'col' }, h)))),
    el('tbody', {}, faces.map((f) => {
      const best = a.best[f];
      const others = a.moves[f].slice(1);
      return el('tr', { 'data-face': f },
        el('th', { scope: 'row' }, el('span', { class: `swatch ${f}` }), ` ${f} (${a.dice[f]} of ${total})`),
        el('td', {}, best ? moveWords(best) : a.dice[f] ? `no ${f} block can be taken; wait` : 'never rolled'),
        el('td', {}, best ? formatG(best.expected, 12) : ''),
        el('td', {}, others.length ? el('details', {}, el('summary', {}, `${others.length} more`),
          el('ul', {}, others.map((o) => el('li', {}, `${moveWords(o)}: ${formatG(o.expected, 12)}`)))) : ''));
    }).concat([el('tr', { 'data-face': 'black' }, el('th', { scope: 'row' }, el('span', { class: 'swatch black' }), ` black (${a.dice.black} of ${total})`),
      el('td', {}, 'wait'), el('td', {}, ''), el('td', {}, ''))]))));
}

async function jgSolve() {
  const text = $('jg-text').value;
  const out = $('jg-result');
  out.replaceChildren();
  showError('jg-text-error', null);
  jgStop();
  try {
    await busy('jg-busy', async (onProgress) => {
      const answer = await engine.call('solve', ['jenga', text, {}], onProgress);
      const s = await engine.call('jengaSolve', [text, {}], onProgress);
      jg.solver = s;
      jg.levels = s.tower.slice();
      jgText();
      const a = await engine.call('jengaAdvise', [s.handle, s.tower]);
      out.append(summary([['Expected minutes with optimal play', answer, 'jg-expected'],
        ['States solved', String(s.states)]]), adviceTable(a));
      jgDraw();
      jgNewGame();
    });
  } catch (e) {
    showError('jg-text-error', e, 'input');
  }
}

function jgNewGame() {
  jg.game = { tower: jg.solver.tower.slice(), minute: 0, rng: 1 };
  jg.moved = null;
  $('jg-game').hidden = false;
  $('jg-game-status').replaceChildren(el('p', {}, 'Minute 0. Roll the die.'));
  jgDraw();
}

// A seeded die, so that a game can be replayed: xorshift32 from seed 1.
function roll() {
  let x = jg.game.rng;
  x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
  jg.game.rng = x;
  const d = jg.solver.dice;
  const faces = [...Array(d.green).fill('green'), ...Array(d.blue).fill('blue'), ...Array(d.red).fill('red'), ...Array(d.black).fill('black')];
  return faces[x % faces.length];
}

async function jgStep(face) {
  if (!jg.game || jg.game.over) return;
  const status = $('jg-game-status');
  try {
    const a = await engine.call('jengaAdvise', [jg.solver.handle, jg.game.tower]);
    if (a.game_over) return jgOver(status);
    jg.game.minute++;
    const best = face === 'black' ? null : a.best[face];
    if (best) {
      jg.game.tower = best.after;
      jg.moved = { take: { level: best.take.level, pos: POS[best.take.position] }, put: { level: best.put.level, pos: POS[best.put.position] } };
    } else jg.moved = null;
    const after = await engine.call('jengaAdvise', [jg.solver.handle, jg.game.tower]);
    jgDraw();
    status.replaceChildren(el('p', { id: 'jg-step' }, `Minute ${jg.game.minute}: the die shows ${face}; ` +
      (best ? `${moveWords(best)}.` : face === 'black' ? 'wait.' : `no ${face} block can be taken; wait.`)),
    el('p', {}, `Expected minutes left: ${formatG(after.expected, 12)}.`));
    if (after.game_over) jgOver(status);
  } catch (e) {
    status.replaceChildren(el('p', { class: 'error' }, cliWords(e, 'tower')));
  }
}

function jgOver(status) {
  jg.game.over = true;
  status.append(el('p', { id: 'jg-over' }, `No block can move any more: the game is over after ${jg.game.minute} minute${jg.game.minute === 1 ? '' : 's'}.`));
}

$('jg-text').addEventListener('input', () => {
  const lines = $('jg-text').value.trim().split(/\s+/);
  const n = Number(lines[0]);
  // The drawing follows the text as it is typed (a valid tower only), so that
  // the layout never moves under a click that ends the typing.
  if (Number.isInteger(n) && n >= 1 && lines.length === n + 1 && lines.slice(1).every((l) => /^[RGB.]{3}$/.test(l)) &&
      lines.slice(1).join() !== jg.levels.join()) {
    jg.levels = lines.slice(1);
    jgStop();
    jgDraw();
  }
});
$('jg-add').addEventListener('click', () => { jg.levels.push('RGB'); jgChanged(); });
$('jg-remove').addEventListener('click', () => { if (jg.levels.length > 1) jg.levels.pop(); jgChanged(); });
$('jg-solve').addEventListener('click', jgSolve);
$('jg-example').addEventListener('click', () => { jg.levels = ['RGB', '.GB', 'GRG', 'RB.']; jgChanged(); jgSolve(); });
$('jg-roll').addEventListener('click', () => jg.game && jgStep(roll()));
for (const b of document.querySelectorAll('#jg-game .face')) b.addEventListener('click', () => jgStep(b.dataset.face));
$('jg-restart').addEventListener('click', () => jg.solver && jgNewGame());
jgText();
jgDraw();

engine.call('version', []).then((v) => { $('version').textContent = v; }).catch(() => {});
