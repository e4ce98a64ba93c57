import {createReadStream} from 'node:fs';
import {readFile, stat} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import {createGzip} from 'node:zlib';
import path from 'node:path';
import type {AddressInfo} from 'node:net';
import {readSiteLocation} from '../../src/config/site';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
};

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (s) => s.isFile(),
    () => false,
  );
}

export interface StaticSite {
  /** Site root with base path and trailing slash, e.g. http://127.0.0.1:41234/prism-data-layer/ */
  url: string;
  origin: string;
  close: () => Promise<void>;
}

/**
 * Serves a built site under its base path the way GitHub Pages does: files as
 * they are, folders through index.html (with a redirect to the slash form), and
 * 404.html with status 404 for anything else. `delayMs` slows responses for
 * paths matching `delayPattern`, to make loading states observable; `compress`
 * gzips text responses for clients that accept it, as GitHub Pages does;
 * `stall` sends each HTML page in two parts, pausing before the first
 * occurrence of `before`, as a slow network delivers a page in pieces.
 */
export async function serveStaticSite(
  root: string,
  baseUrl = readSiteLocation().baseUrl,
  options: {delayMs?: number; delayPattern?: RegExp; port?: number; compress?: boolean; stall?: {before: string; ms: number}} = {},
): Promise<StaticSite & {server: Server; setDelay: (ms: number, pattern?: RegExp) => void}> {
  let delay = {ms: options.delayMs ?? 0, pattern: options.delayPattern ?? /./};
  const server = createServer(async (request, response) => {
    const sendStalled = async (file: string, status: number, stall: {before: string; ms: number}) => {
      const html = await readFile(file);
      const at = html.indexOf(stall.before);
      response.writeHead(status, {'content-type': TYPES['.html']});
      response.write(html.subarray(0, Math.max(at, 0)));
      await new Promise((resolve) => setTimeout(resolve, stall.ms));
      response.end(html.subarray(Math.max(at, 0)));
    };
    const send = async (file: string, status = 200) => {
      if (options.stall && file.endsWith('.html')) return sendStalled(file, status, options.stall);
      const stream = createReadStream(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      const gzip = options.compress && /gzip/.test(String(request.headers['accept-encoding'])) && !/^image\/png|font\//.test(type);
      stream.once('open', () => {
        response.writeHead(status, {'content-type': type, ...(gzip ? {'content-encoding': 'gzip', vary: 'accept-encoding'} : {})});
        (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
      });
      // A file removed under a running server (a rebuild) is a 500, not a crash.
      stream.once('error', (error) => (response.headersSent ? response.destroy(error) : response.writeHead(500).end(String(error))));
    };
    try {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (delay.ms > 0 && delay.pattern.test(url.pathname)) {
        await new Promise((resolve) => setTimeout(resolve, delay.ms));
      }
      if (!url.pathname.startsWith(baseUrl)) {
        if (`${url.pathname}/` === baseUrl) {
          response.writeHead(301, {location: baseUrl}).end();
          return;
        }
        return send(path.join(root, '404.html'), 404);
      }
      let relative: string;
      try {
        relative = decodeURIComponent(url.pathname.slice(baseUrl.length));
      } catch {
        return send(path.join(root, '404.html'), 404);
      }
      const file = path.join(root, relative);
      if (!file.startsWith(root)) {
        return send(path.join(root, '404.html'), 404);
      }
      if (await isFile(file)) {
        return send(file);
      }
      if (await isFile(path.join(file, 'index.html'))) {
        if (!url.pathname.endsWith('/')) {
          response.writeHead(301, {location: `${url.pathname}/${url.search}`}).end();
          return;
        }
        return send(path.join(file, 'index.html'));
      }
      return send(path.join(root, '404.html'), 404);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    server,
    origin,
    url: `${origin}${baseUrl}`,
    setDelay: (ms, pattern = /./) => {
      delay = {ms, pattern};
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
