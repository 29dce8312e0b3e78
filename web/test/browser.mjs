// browser.mjs: the page in a real browser. Serves DIST with web/serve.mjs on
// 127.0.0.1, drives Debian's Chromium headless with playwright-core, and
// checks that the README's examples typed into each panel show the answers
// of the ludic executable (LUDIC_CLI, run here for each expected value), that
// a blackwhite game plays to its end by clicking, that a jenga game steps to
// its end, that errors read as the command line's, that long work can be
// cancelled, that the page fits 375 px and is usable by keyboard, and that
// nothing is fetched from elsewhere. Screenshots go to SHOTS.
//
//   node web/test/browser.mjs --dist DIR --shots DIR [--docs]
//   (--docs also copies the panel screenshots to docs/img/ for the README)
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import assert from 'node:assert/strict';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const args = process.argv.slice(2);
const opt = (name, dflt) => (args.includes(name) ? args[args.indexOf(name) + 1] : dflt);
const dist = path.resolve(opt('--dist', path.join(root, 'web/dist')));
const shots = path.resolve(opt('--shots', path.join(root, 'build/web-shots')));
const cliPath = process.env.LUDIC_CLI ?? path.join(root, 'build/release/bin/ludic');
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
mkdirSync(shots, { recursive: true });

const { chromium: launcher } = await import('playwright-core');

function cli(cliArgs, input = '') {
  const r = spawnSync(cliPath, cliArgs, { input, encoding: 'utf8' });
  return { status: r.status, out: r.stdout.replace(/\n$/, ''), err: r.stderr.trim() };
}

let failures = 0;
async function check(name, fn) {
  const t0 = Date.now();
  try {
    await fn();
    console.log(`ok - ${name} (${Date.now() - t0} ms)`);
  } catch (e) {
    failures++;
    console.log(`not ok - ${name}\n  ${String(e.stack || e).split('\n').join('\n  ')}`);
  }
}

// ---- the server ---------------------------------------------------------------
const server = spawn(process.execPath, [path.join(root, 'web/serve.mjs'), '--port', '0', dist], { stdio: ['ignore', 'pipe', 'inherit'] });
process.on('exit', () => server.kill()); // also when the run is cut short
const address = await new Promise((resolve, reject) => {
  let text = '';
  server.stdout.on('data', (d) => {
    text += d;
    const m = text.match(/http:\/\/127\.0\.0\.1:\d+\//);
    if (m) resolve(m[0]);
  });
  server.on('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  setTimeout(() => reject(new Error('serve.mjs printed no address')), 10000);
});

const browser = await launcher.launch({
  executablePath: chromium,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync'],
});
const context = await browser.newContext({ viewport: { width: 1000, height: 900 } });
const page = await context.newPage();
const problems = [];
const foreign = [];
page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
page.on('request', (r) => { if (!r.url().startsWith(address)) foreign.push(r.url()); });
page.setDefaultTimeout(20000);

const text = (sel) => page.locator(sel).innerText();
const shot = (name) => page.screenshot({ path: path.join(shots, name), fullPage: true });

try {
  await page.goto(address);
  await page.waitForFunction(() => document.getElementById('version').textContent !== '');

  // ---- mahjong ------------------------------------------------------------------
  await check('mahjong: a README riichi hand shows the CLI\'s expected draws, effective tiles and chart', async () => {
    await page.fill('#mj-hand', '123m456p789s1122z');
    await page.click('#mj-go');
    await page.waitForSelector('#mj-chart svg');
    assert.equal(await text('#mj-expected'), cli(['mahjong', '--riichi', '123m456p789s1122z', '--decimal']).out);
    assert.equal(await text('#mj-answer'), cli(['mahjong', '--riichi', '123m456p789s1122z']).out);
    const analyze = cli(['mahjong', 'analyze', '123m456p789s1122z']).out;
    const effective = analyze.match(/^effective tiles: (.*) \(\d+ tiles?\)$/m)[1];
    const chips = await page.$$eval('#mj-effective .kind', (ks) => ks.map((k) => k.textContent).join(' '));
    assert.equal(chips, effective);
    assert.match(await text('#mj-shanten'), /tenpai/);
    await shot('mahjong.png');
  });

  await check('mahjong: a 14-tile hand shows the CLI\'s discard table', async () => {
    await page.fill('#mj-hand', '1259m2358p13789s4z');
    await page.click('#mj-go');
    await page.waitForSelector('#mj-discards');
    const rows = cli(['mahjong', 'analyze', '1259m2358p13789s4z']).out.split('\n')
      .filter((l) => /^\S+\s+\d+\s+\d+\s+[\d.]+\s/.test(l)).map((l) => l.split(/\s+/).slice(0, 4).join(' '));
    const shown = await page.$$eval('#mj-discards tbody tr', (trs) => trs.map((tr) =>
      [...tr.children].slice(0, 4).map((c) => (c.querySelector('.kind') ?? c).textContent.trim()).join(' ')));
    assert.deepEqual(shown, rows);
  });

  await check('mahjong: win probability per discard, best first, as analyze --json --draws gives it', async () => {
    const hand = '123m456p789s35s125z'; // 1-shanten: a quarter of a second in the module
    await page.click('#mj-draws-options summary'); // the options are folded away at first
    await page.fill('#mj-hand', hand);
    await page.fill('#mj-draws', '18');
    await page.click('#mj-odds');
    await page.waitForSelector('#mj-draws-chart svg');
    const a = JSON.parse(cli(['mahjong', 'analyze', '--json', '--draws', '18', hand]).out);
    const win = Object.fromEntries(a.discards.map((r) => [r.discard, r.win[17].toFixed(6)]));
    const want = a.draw_order.map((k) => `${k} ${win[k]}`);
    const shown = await page.$$eval('#mj-draws-table tbody tr', (trs) => trs.map((tr) =>
      [tr.children[0].querySelector('.kind').textContent, tr.children[2].textContent].join(' ')));
    assert.deepEqual(shown, want);
    assert.match(await text('#mj-best'), new RegExp(`^${a.best_discard}: `));
    await shot('mahjong-draws.png');
  });

  await check('mahjong: a 13-tile hand\'s win probability draw by draw', async () => {
    const hand = '123m456p789s1122z';
    await page.fill('#mj-hand', hand);
    await page.fill('#mj-draws', '4');
    await page.click('#mj-odds');
    await page.waitForSelector('#mj-draws-table');
    const a = JSON.parse(cli(['mahjong', 'analyze', '--json', '--draws', '4', hand]).out);
    assert.equal(await text('#mj-win'), a.win[3].toFixed(6));
    const shown = await page.$$eval('#mj-draws-table tbody tr', (trs) => trs.map((tr) => tr.children[1].textContent));
    assert.deepEqual(shown, a.win.map((w) => w.toFixed(6)));
  });

  await check('mahjong: a long draw-game search shows the hands searched and can be cancelled', async () => {
    await page.fill('#mj-hand', '1259m2358p13789s4z'); // 3-shanten: tens of seconds without the tables
    await page.fill('#mj-draws', '18');
    await page.click('#mj-odds');
    await page.waitForFunction(() => /so far/.test(document.querySelector('#mj-busy .busy-text').textContent));
    await page.click('#mj-busy .cancel');
    await page.waitForSelector('#mj-hand-error:not(:empty)');
    assert.equal(await text('#mj-hand-error'), 'Cancelled.');
    await page.fill('#mj-draws', '18');
  });

  await check('mahjong: tiles are entered by clicking and by keyboard', async () => {
    await page.click('#mj-clear');
    for (const k of ['1m', '1m', '9m']) await page.click(`#mj-palette [data-kind="${k}"]`);
    await page.focus('#mj-palette [data-kind="5z"]');
    await page.keyboard.press('Enter');
    assert.equal(await page.inputValue('#mj-hand'), '119m5z');
    await page.click('#mj-hand-tiles [data-kind="9m"]');
    assert.equal(await page.inputValue('#mj-hand'), '11m5z');
  });

  await check('mahjong: a bad hand shows the CLI\'s error beside the input', async () => {
    await page.fill('#mj-hand', '123m456p789s11228z');
    await page.click('#mj-go');
    await page.waitForSelector('#mj-hand-error:not(:empty)');
    assert.equal(await text('#mj-hand-error'), cli(['mahjong', 'analyze', '123m456p789s11228z']).err);
  });

  await check('mahjong: the original input gives the original answer', async () => {
    await page.selectOption('#mj-set', 'file');
    await page.click('#mj-example');
    await page.waitForSelector('#mj-chart svg');
    const sample = path.join(root, 'examples/mahjong/sample.txt');
    assert.equal(await text('#mj-answer'), cli(['mahjong', sample]).out);
    assert.equal(await text('#mj-expected'), cli(['mahjong', '--decimal', sample]).out);
    await page.selectOption('#mj-set', 'riichi');
  });

  // ---- blackwhite -----------------------------------------------------------------
  await page.click('#tab-blackwhite');
  await check('blackwhite: the original question 10 4 2 and its decimal', async () => {
    await page.fill('#bw-question', '10 4 2');
    await page.click('#bw-count');
    await page.waitForSelector('#bw-count-answer');
    assert.equal(await text('#bw-count-answer'), cli(['blackwhite'], '10 4 2\n').out);
    assert.equal(await text('#bw-count-decimal'), cli(['blackwhite', '--decimal'], '10 4 2\n').out);
  });

  await check('blackwhite: an invalid question shows the CLI\'s words', async () => {
    await page.fill('#bw-question', '10 3 2');
    await page.press('#bw-question', 'Enter');
    await page.waitForSelector('#bw-question-error:not(:empty)');
    assert.equal(await text('#bw-question-error'), cli(['blackwhite'], '10 3 2\n').err.replace('<stdin>', 'input'));
    await page.fill('#bw-question', '10 4 2');
    await page.click('#bw-count');
  });

  await check('blackwhite: a position\'s winner and winning moves, highlighted', async () => {
    const pos = 'W...BW.....BW.......B';
    await page.fill('#bw-position', pos);
    await page.click('#bw-analyze');
    await page.waitForSelector('#bw-moves');
    const expected = cli(['blackwhite', 'analyze', '--all', pos]).out;
    assert.match(expected, /White to move wins/);
    assert.match(await text('#bw-winner'), /White to move wins/);
    const moves = [...expected.matchAll(/^ {2}(\S+) \(/gm)].map((m) => m[1]);
    const shown = await page.$$eval('#bw-moves li', (lis) => lis.map((li) => li.innerText.split(' ')[0]));
    assert.deepEqual(shown, moves);
    assert.equal(await page.locator('.cell.win-from').count(), moves.length);
    await shot('blackwhite.png');
  });

  await check('blackwhite: a game against the perfect opponent, played by clicking, to its end', async () => {
    await page.fill('#bw-position', 'W..B.W...B');
    await page.click('#bw-play-white');
    const transcript = cli(['blackwhite', 'play', '--side', 'white', '--position', 'W..B.W...B'], '6-7\n7-8\n8-9\n').out;
    const replies = [...transcript.matchAll(/^I move (\S+)/gm)].map((m) => m[1]);
    for (const [i, [from, to]] of [[6, 7], [7, 8], [8, 9]].entries()) {
      await page.click(`#bw-board [data-cell="${from}"]`);
      await page.click(`#bw-board [data-cell="${to}"]`);
      if (i < replies.length) {
        await page.waitForFunction((m) => document.getElementById('bw-result').innerText.includes(`I move ${m} `), replies[i]);
      }
    }
    await page.waitForSelector('#bw-over');
    assert.match(await text('#bw-over'), /You win!/);
    const last = [...transcript.matchAll(/^((?: {2}[WB.])+)$/gm)].map((m) => m[1].replace(/ /g, '')).pop();
    assert.equal(await page.inputValue('#bw-position'), last);
  });

  await check('blackwhite: an illegal move is refused in the library\'s words', async () => {
    await page.fill('#bw-position', 'W..B.W...B');
    await page.click('#bw-play-white');
    await page.fill('#bw-move', '4-3');
    await page.press('#bw-move', 'Enter');
    await page.waitForSelector('#bw-move-error:not(:empty)');
    assert.match(await text('#bw-move-error'), /black/);
    await page.click('#bw-stop');
  });

  // ---- jenga ----------------------------------------------------------------------
  await page.click('#tab-jenga');
  await check('jenga: the README tower\'s expected minutes and the best move per face', async () => {
    await page.click('#jg-example');
    await page.waitForSelector('#jg-advice');
    const midgame = path.join(root, 'examples/jenga/midgame.txt');
    assert.equal(await text('#jg-expected'), cli(['jenga', midgame]).out);
    const advise = cli(['jenga', 'advise', '--color', 'never', midgame]).out;
    for (const face of ['green', 'blue', 'red']) {
      const best = advise.match(new RegExp(`^On ${face} \\(.*\\): (take .*)$`, 'm'))[1].replace(/\s+/g, ' ');
      const row = await text(`#jg-advice tr[data-face="${face}"] td:nth-child(2)`);
      assert.equal(row.replace(/\s+/g, ' '), best);
      const value = advise.match(new RegExp(`On ${face} [^]*?\\n\\s+(\\S+)\\s+take .*\\(best\\)`))[1];
      assert.equal(await text(`#jg-advice tr[data-face="${face}"] td:nth-child(3)`), value);
    }
    await shot('jenga.png');
  });

  await check('jenga: a game steps with the die to its end', async () => {
    for (const face of ['green', 'blue', 'red', 'black']) {
      await page.click(`#jg-game .face[data-face="${face}"]`);
      await page.waitForFunction((m) => document.getElementById('jg-game-status').innerText.includes(`Minute ${m}:`), 1 + ['green', 'blue', 'red', 'black'].indexOf(face));
    }
    for (let i = 0; i < 300 && !(await page.locator('#jg-over').count()); i++) {
      await page.click('#jg-roll');
      await page.waitForFunction((m) => document.getElementById('jg-game-status').innerText.includes(`Minute ${m}:`) || document.getElementById('jg-over'), 5 + i);
    }
    assert.match(await text('#jg-over'), /game is over after \d+ minutes/);
    await shot('jenga-game.png');
  });

  await check('jenga: the tower editor changes colours and levels; errors read as the CLI\'s', async () => {
    await page.click('#jg-restart');
    await page.fill('#jg-text', '2\nRGB\nRGB\n');
    await page.click('#jg-tower [data-level="1"][data-pos="0"]');
    assert.equal(await page.inputValue('#jg-text'), '2\nGGB\nRGB\n');
    await page.click('#jg-add');
    assert.equal(await page.inputValue('#jg-text'), '3\nGGB\nRGB\nRGB\n');
    await page.fill('#jg-text', '2\nRGB\nRXB\n');
    await page.click('#jg-solve');
    await page.waitForSelector('#jg-text-error:not(:empty)');
    assert.equal(await text('#jg-text-error'), cli(['jenga'], '2\nRGB\nRXB\n').err.replace('<stdin>', 'input'));
  });

  await check('jenga: long work shows progress and can be cancelled', async () => {
    await page.fill('#jg-text', (await import('node:fs')).readFileSync(path.join(root, 'examples/jenga/hard8.txt'), 'utf8'));
    await page.click('#jg-solve');
    await page.waitForSelector('#jg-busy:not([hidden])');
    await page.click('#jg-busy .cancel');
    await page.waitForSelector('#jg-text-error:not(:empty)');
    assert.equal(await text('#jg-text-error'), 'Cancelled.');
    // The page still works after a cancel (a fresh worker).
    await page.click('#jg-example');
    await page.waitForSelector('#jg-advice');
  });

  // ---- the page as a whole ----------------------------------------------------------
  await check('keyboard: arrow keys move between the tabs', async () => {
    await page.focus('#tab-jenga');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.getAttribute('#tab-blackwhite', 'aria-selected'), 'true');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'tab-blackwhite');
  });

  await check('375 px wide: every panel fits without sideways scrolling', async () => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const tab of ['mahjong', 'blackwhite', 'jenga']) {
      await page.click(`#tab-${tab}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `${tab} is ${width} px wide`);
      await shot(`${tab}-375.png`);
    }
    await page.setViewportSize({ width: 1000, height: 900 });
  });

  await check('budget and origin: at most 500 KB, ludic.wasm at most 200 KB, nothing from elsewhere', async () => {
    const files = readdirSync(dist).filter((f) => statSync(path.join(dist, f)).isFile());
    const total = files.reduce((s, f) => s + statSync(path.join(dist, f)).size, 0);
    console.log(`  page: ${files.length} files, ${total} bytes; ludic.wasm ${statSync(path.join(dist, 'ludic.wasm')).size} bytes`);
    assert.ok(total <= 500 * 1024, `${total} bytes`);
    assert.ok(statSync(path.join(dist, 'ludic.wasm')).size <= 200 * 1024);
    assert.deepEqual(foreign, []);
  });

  await check('no errors in the console', async () => {
    assert.deepEqual(problems, []);
  });
} finally {
  await browser.close();
  server.kill();
}

if (args.includes('--docs')) {
  mkdirSync(path.join(root, 'docs/img'), { recursive: true });
  for (const name of ['mahjong.png', 'mahjong-draws.png', 'blackwhite.png', 'jenga.png']) {
    copyFileSync(path.join(shots, name), path.join(root, 'docs/img', `web-${name}`));
  }
  console.log('copied the panel screenshots to docs/img/web-*.png');
}
console.log(failures ? `${failures} check(s) failed; screenshots in ${shots}` : `all checks passed; screenshots in ${shots}`);
process.exit(failures ? 1 : 0);
