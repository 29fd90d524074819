/**
 * lib/http/scripts-after-paint.mjs: Next's script tags become calls to a queue that loads the
 * same scripts after the first paint. The page is a copy of what Next 16 writes (attribute
 * order included); e2e/shell.spec.ts checks the real pages in Chromium.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { gunzipSync, gzipSync } from 'node:zlib';
import { JSDOM, type DOMWindow } from 'jsdom';
import {
  QUEUE_NAME,
  createScriptRewriter,
  pageBytes,
  holdScriptsUntilPaint,
} from '@/lib/http/scripts-after-paint.mjs';

const HEAD_SCRIPTS = ['/_next/static/chunks/a1.js', '/_next/static/chunks/turbopack-b2.js'];
const ENTRY = '/_next/static/chunks/entry.js';

/**
 * A page as Next 16 writes it, React's attribute orders included: the head's scripts (React's
 * preinit) put the nonce after `async`, the entry point (a bootstrap script) before it.
 */
function nextPage(nonce?: string, entryTag?: string): string {
  const n = nonce ? ` nonce="${nonce}"` : '';
  return (
    '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>' +
    '<link rel="stylesheet" href="/_next/static/chunks/x.css" data-precedence="next"/>' +
    `<link rel="preload" as="script" fetchPriority="low"${n} href="${ENTRY}"/>` +
    HEAD_SCRIPTS.map((src) => `<script src="${src}" async=""${n}></script>`).join('') +
    '<title>Cardiology — ₹500 consultation</title>' +
    `<script src="/_next/static/chunks/polyfill.js" noModule=""${n}></script></head>` +
    '<body><main><h1>Heart care in Bengaluru — ಹೃದಯ</h1><p>Dr. Müller</p></main>' +
    `<script${n}>(self.__next_f=self.__next_f||[]).push([0])</script>` +
    (entryTag ?? `<script src="${ENTRY}"${n} async=""></script>`) +
    `<script${n}>self.__next_f.push([1,"a:\\"/_next/static/chunks/a1.js\\""])</script>` +
    '<p>after the entry: <script src="/_next/static/chunks/late.js" async=""></script></p>' +
    '</body></html>'
  );
}

function rewriteWhole(html: string): string {
  const rewriter = createScriptRewriter();
  return Buffer.concat([rewriter.push(Buffer.from(html)), rewriter.end()]).toString('utf8');
}

function rewriteInPieces(html: string, cuts: number[]): string {
  const bytes = Buffer.from(html);
  const rewriter = createScriptRewriter();
  const out: Buffer[] = [];
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    out.push(rewriter.push(bytes.subarray(from, cut)));
    from = cut;
  }
  out.push(rewriter.end());
  return Buffer.concat(out).toString('utf8');
}

describe('the rewritten page', () => {
  const page = rewriteWhole(nextPage());

  it('loads none of Next’s first-load scripts by itself, nor preloads its entry point', () => {
    expect(page).not.toMatch(/<script src="\/_next\/static\/chunks\/(a1|turbopack-b2|entry)\.js"/);
    expect(page).not.toContain('rel="preload" as="script"');
  });

  it('hands each script to the queue, in the order Next wrote them, the queue defined once', () => {
    const calls = [...page.matchAll(/self\.__afterPaint\("([^"]+)"(,1)?\)/g)].map((m) => m[1]);
    expect(calls).toEqual([...HEAD_SCRIPTS, ENTRY]);
    // The entry point comes right after the shell: its call says the shell is in.
    expect(page).toContain(`self.__afterPaint("${ENTRY}",1)`);
    expect(page.match(/,1\)/g)).toHaveLength(1);
    expect(page.split(`self[name] = function`).length - 1).toBe(1);
    expect(page.indexOf('function startQueue')).toBeLessThan(page.indexOf(HEAD_SCRIPTS[0]));
  });

  it('writes its queue and the early-tap capture without a `<`, so the markup reads as before', () => {
    const queue = /<script>(\(function captureEarlyTaps[^]*?)<\/script>/.exec(page)![1];
    expect(queue).not.toContain('<');
  });

  it('leaves everything else as it was: text, inline scripts, the polyfill, the stylesheet', () => {
    expect(page).toContain('<title>Cardiology — ₹500 consultation</title>');
    expect(page).toContain('<h1>Heart care in Bengaluru — ಹೃದಯ</h1><p>Dr. Müller</p>');
    expect(page).toContain('<script src="/_next/static/chunks/polyfill.js" noModule="">');
    expect(page).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
    expect(page).toContain('self.__next_f.push([1,"a:\\"/_next/static/chunks/a1.js\\""])');
    expect(page).toContain('<link rel="stylesheet" href="/_next/static/chunks/x.css"');
  });

  it('stops reading once the entry point is rewritten', () => {
    expect(page).toContain(
      '<p>after the entry: <script src="/_next/static/chunks/late.js" async=""></script></p>',
    );
  });

  it('gives each inline script the nonce Next gave the tag it replaces (strict CSP pages)', () => {
    const strict = rewriteWhole(nextPage('Zm9vYmFy'));
    const replaced = [...strict.matchAll(/<script( nonce="[^"]*")?>[^<]*__afterPaint\(/g)];
    expect(replaced).toHaveLength(3);
    for (const [, nonce] of replaced) expect(nonce).toBe(' nonce="Zm9vYmFy"');
    expect(rewriteWhole(nextPage())).not.toContain('nonce=');
  });

  it('is the same whichever byte the page is cut at, inside a tag or a UTF-8 character', () => {
    const html = nextPage('bm9uY2U=');
    const whole = rewriteWhole(html);
    const length = Buffer.byteLength(html);
    for (let cut = 1; cut < length; cut++) {
      expect(rewriteInPieces(html, [cut])).toBe(whole);
    }
    const everyByte = Array.from({ length: length - 1 }, (_, i) => i + 1);
    expect(rewriteInPieces(html, everyByte)).toBe(whole);
  });

  it('reads the same from a page given whole as a string', () => {
    // A nonce is copied from the app's tags as it is, so one outside ASCII must come through.
    const pages = [nextPage(), nextPage('Zm9vYmFy'), nextPage('nonce-é'), '<p>ಹೃದಯ</p>'];
    for (const html of pages) {
      expect(createScriptRewriter().whole(html)).toBe(rewriteWhole(html));
      expect(pageBytes(html).toString('utf8')).toBe(rewriteWhole(html));
    }
  });

  it("remembers a whole page's bytes by its text, so a changed page is never answered stale", () => {
    const page = nextPage('bm9uY2U=');
    const bytes = pageBytes(page);
    // A copy of the text (not the same string) finds the same bytes.
    expect(pageBytes(` ${page}`.slice(1))).toBe(bytes);
    const edited = page.replace('<p>', '<p>₹ 1,499 ');
    expect(pageBytes(edited)).not.toBe(bytes);
    expect(pageBytes(edited).toString('utf8')).toBe(rewriteWhole(edited));
    expect(pageBytes(page)).toBe(bytes);
  });

  it('leaves an entry point it does not recognise as it is, and stops reading there', () => {
    const entryTag = `<script src="${ENTRY}" id="_R_" async=""></script>`;
    const page = rewriteWhole(nextPage(undefined, entryTag));
    expect(page).toContain(entryTag);
    expect(page).not.toMatch(/__afterPaint\("[^"]+",1\)/);
    // The head's scripts are still queued; the queue then starts at DOMContentLoaded.
    expect([...page.matchAll(/self\.__afterPaint\("([^"]+)"\)/g)].map((m) => m[1])).toEqual(
      HEAD_SCRIPTS,
    );
    expect(page).toContain('<script src="/_next/static/chunks/late.js" async=""></script>');
  });

  it('leaves a script tag with anything more than src, async and a nonce', () => {
    for (const tag of [
      `<script src="/_next/static/chunks/a.js" async="" integrity="sha384-x"></script>`,
      `<script src="/_next/static/chunks/a.js" async="" crossOrigin=""></script>`,
      `<script src="/_next/static/chunks/a.js"></script>`,
      `<script src="/_next/static/chunks/a.js?v=1" async=""></script>`,
      `<script src="/elsewhere/a.js" async=""></script>`,
    ]) {
      expect(rewriteWhole(`<head>${tag}</head>`)).toBe(`<head>${tag}</head>`);
    }
  });

  it('passes a page without Next’s tags through unchanged', () => {
    const plain = '<!DOCTYPE html><html><head><script src="/other.js" async=""></script></head>';
    expect(rewriteWhole(plain)).toBe(plain);
  });
});

describe('the queue, run in a document', () => {
  function load(html: string) {
    return new JSDOM(html, { runScripts: 'dangerously', pretendToBeVisual: true }).window;
  }
  const scriptsIn = (window: DOMWindow) =>
    [...window.document.head.querySelectorAll('script[async][src]')].map((s) =>
      s.getAttribute('src'),
    );

  it('adds every script to the head as <script async src>, once a frame has been drawn', async () => {
    const window = load(rewriteWhole(nextPage()));
    expect(scriptsIn(window)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scriptsIn(window)).toEqual([...HEAD_SCRIPTS, ENTRY]);
    window.close();
  });

  it('adds the queued scripts one task at a time, not in one long task', async () => {
    const window = load(rewriteWhole(nextPage()));
    // Mutation records are delivered at the end of each task's microtasks: scripts added in one
    // task arrive in one delivery.
    const perDelivery: number[] = [];
    new window.MutationObserver((records) => {
      const added = records.flatMap((r) => [...r.addedNodes]);
      perDelivery.push(added.filter((n) => (n as Element).tagName === 'SCRIPT').length);
    }).observe(window.document.head, { childList: true });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scriptsIn(window)).toEqual([...HEAD_SCRIPTS, ENTRY]);
    expect(perDelivery).toEqual([1, 1, 1]);
    window.close();
  });

  it('adds them all at once in a tab that is not shown (no frame to wait for)', () => {
    const window = new JSDOM(rewriteWhole(nextPage()), {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      beforeParse: (w) =>
        Object.defineProperty(w.document, 'visibilityState', { get: () => 'hidden' }),
    }).window;
    // No timer has run: each script was added as its call came.
    expect(scriptsIn(window)).toEqual([...HEAD_SCRIPTS, ENTRY]);
    window.close();
  });

  /** A browser with paint timing whose first contentful paint has not come (nothing drawn yet). */
  function loadUnpainted(html: string) {
    return new JSDOM(html, {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      beforeParse: (w) => {
        class Unpainted {
          static supportedEntryTypes = ['paint'];
          observe() {}
        }
        Object.assign(w, { PerformanceObserver: Unpainted });
      },
    }).window;
  }

  it('waits for the first paint while none has come', async () => {
    const window = loadUnpainted(rewriteWhole(nextPage()));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scriptsIn(window)).toEqual([]);
    window.close();
  });

  it("loads at once on Next's error shell, whose empty body will never paint by itself", async () => {
    const shell = nextPage()
      .replace('<html lang="en-IN">', '<html id="__next_error__">')
      .replace(/<main>.*<\/main>/, '');
    const window = loadUnpainted(rewriteWhole(shell));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scriptsIn(window)).toEqual([...HEAD_SCRIPTS, ENTRY]);
    window.close();
  });

  it('loads a script handed over after the paint at once', async () => {
    const window = load(rewriteWhole(nextPage()));
    await new Promise((resolve) => setTimeout(resolve, 100));
    (window as unknown as Record<string, (src: string) => void>)[QUEUE_NAME]('/late.js');
    expect(scriptsIn(window).at(-1)).toBe('/late.js');
    window.close();
  });
});

describe('a response', () => {
  let server: http.Server;
  let port: number;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      holdScriptsUntilPaint(res);
      const html = nextPage();
      if (req.url === '/json') {
        const json = JSON.stringify({ a: `<script src="${ENTRY}" async=""></script>` });
        res.setHeader('content-type', 'application/json');
        res.setHeader('content-length', String(Buffer.byteLength(json)));
        res.end(json);
      } else if (req.url === '/whole') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-length', String(Buffer.byteLength(html)));
        res.end(html);
      } else if (req.url === '/whole-undeclared') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(html);
      } else if (req.url === '/whole-bytes') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(Buffer.from(html));
      } else if (req.url === '/gzipped') {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.setHeader('content-encoding', 'gzip');
        res.end(gzipSync(html));
      } else if (req.url === '/head-object') {
        res.writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Length': String(Buffer.byteLength(html)),
        });
        res.end(html);
      } else {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        const bytes = Buffer.from(html);
        res.write(bytes.subarray(0, 333));
        res.write(bytes.subarray(333, 700).toString('latin1'), 'latin1');
        res.end(bytes.subarray(700));
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  const get = (target: string, method = 'GET') =>
    new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path: target, method }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const gzipped = res.headers['content-encoding'] === 'gzip';
            resolve({ headers: res.headers, body: raw.toString(gzipped ? 'latin1' : 'utf8') });
          });
        })
        .on('error', reject)
        .end();
    });

  it('of HTML sent whole is rewritten, with its new length', async () => {
    const { headers, body } = await get('/whole');
    expect(body).toBe(rewriteWhole(nextPage()));
    expect(headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('of HTML sent whole without a length, or as bytes, is rewritten, with its length', async () => {
    for (const target of ['/whole-undeclared', '/whole-bytes']) {
      const { headers, body } = await get(target);
      expect(body).toBe(rewriteWhole(nextPage()));
      expect(headers['content-length']).toBe(String(Buffer.byteLength(body)));
    }
  });

  it('of HTML whose head was written at once is rewritten, without the old length', async () => {
    const { headers, body } = await get('/head-object');
    expect(body).toBe(rewriteWhole(nextPage()));
    expect(headers['content-length']).toBeUndefined();
  });

  it('of HTML sent in pieces is rewritten, with no length', async () => {
    const { headers, body } = await get('/streamed');
    expect(body).toBe(rewriteWhole(nextPage()));
    expect(headers['content-length']).toBeUndefined();
    expect(headers['transfer-encoding']).toBe('chunked');
  });

  it('of HTML already compressed is untouched', async () => {
    const { headers, body } = await get('/gzipped');
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.from(body, 'latin1')).toString('utf8')).toBe(nextPage());
  });

  it('of another type is untouched', async () => {
    const { headers, body } = await get('/json');
    expect(JSON.parse(body)).toEqual({ a: `<script src="${ENTRY}" async=""></script>` });
    expect(headers['content-length']).toBe(String(Buffer.byteLength(body)));
  });

  it('to HEAD has no body', async () => {
    const { body } = await get('/whole', 'HEAD');
    expect(body).toBe('');
  });
});

type StartScript = {
  createServer(
    handle: (req: unknown, res: http.ServerResponse) => Promise<void>,
    options?: { compress?: boolean; holdScripts?: boolean },
  ): http.Server;
  compressesHere(dir: string): boolean;
};

describe('through the production server (scripts/start.mjs), compressed', () => {
  let start: StartScript;
  beforeAll(async () => {
    const modulePath: string = '@/scripts/start.mjs';
    start = (await import(modulePath)) as StartScript;
  });

  it('takes over compression only from a build that leaves it (compress: false)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'start-'));
    expect(start.compressesHere(dir)).toBe(false);
    mkdirSync(path.join(dir, '.next'));
    const file = path.join(dir, '.next', 'required-server-files.json');
    writeFileSync(file, JSON.stringify({ config: { compress: true } }));
    expect(start.compressesHere(dir)).toBe(false);
    writeFileSync(file, JSON.stringify({ config: { compress: false } }));
    expect(start.compressesHere(dir)).toBe(true);
    rmSync(dir, { recursive: true });
  });

  it('is rewritten before it is gzipped', async () => {
    const html = nextPage();
    const server = start.createServer(async (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(html);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': 'gzip' } })
        .on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject)
        .end();
    });
    await new Promise((r) => server.close(r));
    expect(answer.encoding).toBe('gzip');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(rewriteWhole(html));
  });

  it.each([
    ['of an app that keeps Next’s compression', { compress: false }],
    ['served with holdScripts off (SCRIPTS_AFTER_PAINT=off)', { holdScripts: false }],
  ])('%s is sent as the app wrote it', async (_, options) => {
    const html = nextPage();
    const server = start.createServer(async (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(html);
    }, options);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const body = await new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': 'gzip' } })
        .on('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const body = Buffer.concat(chunks);
            resolve(
              (res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString(),
            );
          });
        })
        .on('error', reject);
    });
    await new Promise((r) => server.close(r));
    expect(body).toBe(html);
  });
});
