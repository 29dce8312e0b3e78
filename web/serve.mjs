// serve.mjs: a tiny static file server for the page, on the loopback
// interface only. `node web/serve.mjs [--port P] [DIR]` (default 8000 and
// web/dist; port 0 picks a free one) prints "ludic page: http://127.0.0.1:P/"
// and serves DIR's files with the right types (.mjs and .wasm included)
// until stopped. No directory listings, nothing outside DIR.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
};

const args = process.argv.slice(2);
let port = 8000;
let dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--port') port = Number(args[++i]);
  else dir = path.resolve(args[i]);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve.mjs: --port expects 0..65535, found '${args[args.indexOf('--port') + 1]}'`);
  process.exit(2);
}

const server = createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://127.0.0.1');
    let rel = decodeURIComponent(url.pathname);
    if (rel.endsWith('/')) rel += 'index.html';
    const file = path.join(dir, path.normalize(rel));
    if (!file.startsWith(dir + path.sep)) throw Object.assign(new Error('outside'), { code: 'ENOENT' });
    if (!(await stat(file)).isFile()) throw Object.assign(new Error('not a file'), { code: 'ENOENT' });
    const body = await readFile(file);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  } catch (e) {
    res.writeHead(e.code === 'ENOENT' || e.code === 'ENOTDIR' ? 404 : 500, { 'Content-Type': 'text/plain' });
    res.end(e.code === 'ENOENT' || e.code === 'ENOTDIR' ? 'not found\n' : 'error\n');
  }
});

server.listen(port, '127.0.0.1', () => {
  console.log(`ludic page: http://127.0.0.1:${server.address().port}/  (serving ${dir}; Ctrl-C stops)`);
});
