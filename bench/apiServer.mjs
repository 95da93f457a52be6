/**
 * The production build served the way README's deployment section says (hashed assets, history fallback to
 * index.html, `/api` handed to a backend), with the demo backend's handlers (src/mocks, loaded through Vite's
 * module loader) answering `/api` in Node through msw's `getResponse`: the bundle users get, in front of an API
 * that answers like the real one. Used by the Lighthouse part of `npm run bench`.
 */
import { createServer as createHttpServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

async function loadHandlers(root) {
  // The demo backend reads BPMN XML with the browser's DOMParser: in Node, jsdom's.
  const { JSDOM } = await import('jsdom');
  globalThis.DOMParser ??= new JSDOM('').window.DOMParser;
  const { createServer } = await import('vite');
  const vite = await createServer({ root, mode: 'test', logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, ws: false } });
  try {
    const { handlers } = await vite.ssrLoadModule('/src/mocks/handlers/index.ts');
    const { indexHandlers } = await vite.ssrLoadModule('/src/mocks/router.ts');
    // The same index as the in-browser demo backend (src/mocks/router.ts): only the request path's handlers run.
    return indexHandlers(handlers).candidates;
  } finally {
    await vite.close();
  }
}

async function fileOf(dist, pathname) {
  const file = normalize(join(dist, decodeURIComponent(pathname)));
  if (!file.startsWith(dist)) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/** Starts the server on `port`; resolves to a function that stops it. */
export async function serveProduction(root, dist, port) {
  const { getResponse } = await import('msw');
  const candidates = await loadHandlers(root);
  const distDir = normalize(join(root, dist));
  const server = createHttpServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
      if (url.pathname.startsWith('/api/')) {
        const chunks = [];
        for await (const c of req) chunks.push(c);
        const body = chunks.length && req.method !== 'GET' && req.method !== 'HEAD' ? Buffer.concat(chunks) : undefined;
        const request = new Request(url, { method: req.method, headers: req.headers, body });
        const answer = await getResponse([...candidates(url.pathname)], request);
        if (!answer) {
          res.writeHead(404).end();
          return;
        }
        const headers = Object.fromEntries(answer.headers);
        res.writeHead(answer.status, headers).end(Buffer.from(await answer.arrayBuffer()));
        return;
      }
      // Hashed assets cached forever; index.html and static/version.json never (README "Deploy").
      const file = (await fileOf(distDir, url.pathname)) ?? join(distDir, 'index.html');
      // Text compressed as nginx's `gzip on` would (README "Deploy").
      const hashed = file.includes('/assets/');
      const type = TYPES[extname(file)] ?? 'application/octet-stream';
      const zip = /text|json|svg/.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
      const bytes = await readFile(file);
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache', ...(zip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}) });
      res.end(zip ? gzipSync(bytes, { level: 6 }) : bytes);
    } catch (e) {
      res.writeHead(500).end(String(e));
    }
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise((resolve) => server.close(() => resolve()));
}
