/**
 * Next's scripts start downloading after the page's first paint
 * (docs/decisions/scripts-after-paint.md; the measurements are in docs/performance.md).
 *
 * Next writes each script of a page's first load as `<script src="/_next/static/…" async="">`
 * (in the head, and the entry point after the document's shell, announced in the head by a
 * low-priority preload). The browser fetches them while it waits for the stylesheets, so on a
 * slow connection they share its bandwidth with what the first paint needs. Here each of those
 * tags becomes a one-line inline script that hands its address to a small queue, and the queue
 * adds the very same `<script src async>` elements to the head once the first contentful paint
 * is on the screen and the document's shell is in (or at once, in a tab that is not shown). React
 * hydrates as before, a little later.
 *
 * Only tags with exactly `src`, `async` and perhaps a nonce are touched: Next's inline scripts,
 * its `noModule` polyfill and anything a page renders itself pass through unchanged. A tag Next
 * writes differently is left as it is and loads early, as before (`e2e/shell.spec.ts` fails).
 *
 * The rewriting is streamed: Next sends a page's HTML in pieces, and a tag cut between two of
 * them is held back until its end arrives. Text is handled as latin1, which maps every byte to
 * one character and back, so UTF-8 text anywhere in the page is carried through byte for byte.
 */

import { LRUCache } from 'lru-cache';
import { earlyTapsSource } from './early-taps.mjs';

/** The inline function that every held script calls with its address. */
export const QUEUE_NAME = '__afterPaint';

/** An empty `<script …></script>` or a `<link …/>`, each attribute written `name="value"`. */
const TAG = /<(script|link)((?: [a-zA-Z]+="[^"<>]*")+)(?:><\/script>|\/>)/g;
const ATTRIBUTE = / ([a-zA-Z]+)="([^"<>]*)"/g;
/** A chunk's address as Turbopack names it: nothing to decode or escape. */
const CHUNK = /^\/_next\/static\/[\w./~-]+\.js$/;
/** Where a script tag may begin without its end having arrived yet. */
const TAG_START = '<script ';

function attributesOf(text) {
  const attributes = {};
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) attributes[name] = value;
  return attributes;
}

/** Whether `attributes` holds exactly the named ones (in whatever order React wrote them). */
function exactly(attributes, names, optional = []) {
  const keys = Object.keys(attributes);
  return (
    names.every((name) => name in attributes) &&
    keys.every((key) => names.includes(key) || optional.includes(key))
  );
}

/** Next's tag for a first-load script: `src`, `async` and maybe a `nonce`, nothing else. */
function firstLoadScript(element, attributes) {
  return (
    element === 'script' &&
    exactly(attributes, ['src', 'async'], ['nonce']) &&
    attributes.async === '' &&
    CHUNK.test(attributes.src)
  );
}

/** Next's preload of its entry point. */
function entryPreload(element, attributes) {
  return (
    element === 'link' &&
    exactly(attributes, ['rel', 'as', 'href'], ['fetchPriority', 'nonce']) &&
    attributes.rel === 'preload' &&
    attributes.as === 'script' &&
    CHUNK.test(attributes.href)
  );
}

/**
 * The queue, run once per page before the first held script. It is serialised into the page
 * with Function.prototype.toString, so it is written in the JavaScript every browser the site
 * supports runs, refers to nothing outside itself, and holds no comment (it would be sent too)
 * and no `<` (so that the page's markup around it reads as before):
 *
 * - The scripts are added once (a) the browser has reported its first contentful paint, which it
 *   does once that frame is on the screen, and (b) the document's shell is in: the entry point's
 *   call (`last`) comes right after the shell in the HTML (a page whose entry point was not
 *   recognised waits for DOMContentLoaded instead). A shell that was in before that paint was in
 *   it; one that came later (the parser stopped to draw the header) is drawn in the next frame,
 *   and the scripts come once that frame has been drawn. Frames alone say nothing: the browser
 *   runs them while the stylesheets still block rendering. A browser without paint timing counts
 *   as painted at once.
 * - `load` adds the tag Next would have written. The `async` attribute is what React looks for
 *   (`script[async][src]`) before it adds a script of its own, so none is loaded twice. Each
 *   queued script is added in a task of its own: adding a script element starts its fetch
 *   there and then, and the fourteen of a page added at once took one task of 10-20 ms
 *   (unthrottled, so 40-85 ms on Lighthouse's 4x slower phone), the longest but one of
 *   /pharmacy's load through nginx.
 * - A tab that is not shown draws no frame: it loads at once, as does one hidden meanwhile. And
 *   should the wait last `waitMs` past the shell, the scripts come anyway.
 * - Nor does Next's error shell (`<html id="__next_error__">`, an empty body: what a page that
 *   calls notFound() after its response began, such as an unknown doctor, is sent as). Its
 *   content is drawn by React from the payload, so it loads at once; waiting for a paint left
 *   those 404 pages blank for `waitMs`.
 */
function startQueue(name, waitMs) {
  var ERROR_SHELL = '__next_error__';
  var queued = [];
  var started = false;
  var paintedAt = -1;
  var shellAt = -1;
  function load(src) {
    var script = document.createElement('script');
    script.src = src;
    script.setAttribute('async', '');
    document.head.appendChild(script);
  }
  function start() {
    if (started) return;
    started = true;
    var now = document.visibilityState === 'hidden';
    queued.splice(0).forEach(function (src) {
      if (now) load(src);
      else setTimeout(load, 0, src);
    });
  }
  function startWhenDrawn() {
    if (paintedAt === -1 || shellAt === -1) return;
    if (paintedAt >= shellAt) start();
    else
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
  }
  function onShell() {
    if (shellAt !== -1) return;
    shellAt = performance.now();
    setTimeout(start, waitMs);
    startWhenDrawn();
  }
  self[name] = function (src, last) {
    if (started) load(src);
    else queued.push(src);
    if (last) onShell();
  };
  var types = self.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') !== -1)
    new PerformanceObserver(function (list) {
      var paint = list.getEntriesByName('first-contentful-paint')[0];
      if (!paint || paintedAt !== -1) return;
      paintedAt = paint.startTime;
      startWhenDrawn();
    }).observe({ type: 'paint', buffered: true });
  else paintedAt = 0;
  if (document.visibilityState === 'hidden' || document.documentElement.id === ERROR_SHELL) start();
  document.addEventListener('DOMContentLoaded', onShell);
  document.addEventListener('visibilitychange', start);
}

/** How long the queue waits, once the shell is in, before it loads the scripts anyway. */
export const SHELL_WAIT_MS = 3000;

/**
 * Its source in one line: it holds no string or comment in which a run of spaces would count.
 * The page's first inline script also starts keeping the taps made before hydration
 * (./early-taps.mjs): it runs before anything is drawn, with the page's nonce.
 */
const QUEUE_SOURCE = `${earlyTapsSource()}(${startQueue.toString().replace(/\s+/g, ' ')})(${JSON.stringify(QUEUE_NAME)},${SHELL_WAIT_MS});`;

/**
 * A streaming rewriter for one HTML response. `push(bytes)` returns what can be sent now,
 * `end()` the rest. Once the entry point's tag (the one the preload announced) has been met, the
 * rest of the page passes through without being read. Should that tag not be one this
 * recognises, it is left as it is: the page then works as before (the queue starts at
 * DOMContentLoaded), only its entry point loads early.
 */
export function createScriptRewriter() {
  let held = '';
  let queueStarted = false;
  let entry;
  let finished = false;

  const replacement = (element, attributes) => {
    if (entryPreload(element, attributes)) {
      entry = attributes.href;
      return '';
    }
    const isEntry = element === 'script' && attributes.src === entry;
    if (!firstLoadScript(element, attributes)) {
      if (isEntry) finished = true;
      return undefined;
    }
    if (isEntry) finished = true;
    const src = JSON.stringify(attributes.src);
    const call = `self.${QUEUE_NAME}(${src}${isEntry ? ',1' : ''})`;
    const body = queueStarted ? call : `${QUEUE_SOURCE}${call}`;
    queueStarted = true;
    const nonce = attributes.nonce === undefined ? '' : ` nonce="${attributes.nonce}"`;
    return `<script${nonce}>${body}</script>`;
  };

  /**
   * The text rewritten up to the entry point, in pieces, and where reading stopped (or -1).
   */
  const rewrite = (text) => {
    const parts = [];
    let from = 0;
    TAG.lastIndex = 0;
    for (let match; (match = TAG.exec(text));) {
      const swap = replacement(match[1], attributesOf(match[2]));
      if (swap !== undefined) {
        parts.push(text.slice(from, match.index), swap);
        from = TAG.lastIndex;
      }
      if (finished) {
        parts.push(text.slice(from, TAG.lastIndex));
        return { parts, stop: TAG.lastIndex };
      }
    }
    parts.push(text.slice(from));
    return { parts, stop: -1 };
  };

  /** Where the text stops being safe to send: a tag whose end has not arrived yet. */
  const safeEnd = (text) => {
    let end = text.length;
    const lastOpen = text.lastIndexOf('<');
    if (lastOpen !== -1 && text.indexOf('>', lastOpen) === -1) end = lastOpen;
    const lastTag = text.lastIndexOf(TAG_START);
    if (lastTag !== -1 && text.indexOf('</script>', lastTag) === -1) end = Math.min(end, lastTag);
    return end;
  };

  return {
    /** A whole page given as one string before any `push`, rewritten. */
    whole(text) {
      const { parts, stop } = rewrite(text);
      finished = true;
      if (stop !== -1) parts.push(text.slice(stop));
      return parts.join('');
    },
    push(bytes) {
      if (finished) return bytes;
      const before = held.length;
      const { parts, stop } = rewrite(held + bytes.toString('latin1'));
      const out = parts.join('');
      if (stop !== -1) {
        // The rest of this piece, as it came: `stop` counts the held text first.
        const rest =
          stop >= before
            ? bytes.subarray(stop - before)
            : Buffer.concat([Buffer.from(held.slice(stop), 'latin1'), bytes]);
        held = '';
        return Buffer.concat([Buffer.from(out, 'latin1'), rest]);
      }
      const end = safeEnd(out);
      held = out.slice(end);
      return Buffer.from(out.slice(0, end), 'latin1');
    },
    end() {
      const rest = Buffer.from(held, 'latin1');
      held = '';
      return rest;
    },
  };
}

/**
 * Bytes of rewritten pages, by the text Next ended them with (see `pageBytes`). What a page
 * costs here is counted as its bytes plus its text at two bytes a character (the key holds the
 * text alive, though Next's own cache usually holds the same string).
 */
const PAGE_BYTES = new LRUCache({
  maxSize: 32 * 1024 * 1024,
  sizeCalculation: (bytes, text) => bytes.length + text.length * 2,
});

/**
 * A page Next ends with one string, rewritten and encoded as UTF-8, remembered by that string.
 * Next ends a page from its cache with the very string it keeps there, so every answer after the
 * first finds its bytes in well under a microsecond instead of rewriting and encoding them again
 * (a 170 kB page with one character outside latin1, such as ₹, is held as two-byte text, and
 * encoding it costs 200-400 µs a request on this project's machines: docs/performance.md). The
 * rewrite is a pure function of the text, and the text is the key, so nothing here can be stale.
 */
export function pageBytes(text) {
  let bytes = PAGE_BYTES.get(text);
  if (bytes === undefined) {
    bytes = Buffer.from(createScriptRewriter().whole(text), 'utf8');
    PAGE_BYTES.set(text, bytes);
  }
  return bytes;
}

function toBuffer(chunk, encoding) {
  if (chunk === undefined || chunk === null) return Buffer.alloc(0);
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding || 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

function isHtml(type) {
  return /^text\/html\b/i.test(String(Array.isArray(type) ? type[0] : (type ?? '')));
}

/**
 * Rewrites the HTML that `res` sends: its scripts are held until the first paint (above). A
 * response of any other type, or one already compressed, is untouched. The HTML's length changes:
 * a page sent whole gets its new Content-Length, a streamed one none.
 */
export function holdScriptsUntilPaint(res) {
  const { writeHead, write, end } = res;
  /** undefined until the first byte or the head is sent; then a rewriter, or null. */
  let rewriter;
  let wrote = false;
  const named = (headers, name) =>
    headers && typeof headers === 'object' && !Array.isArray(headers)
      ? Object.keys(headers).filter((key) => key.toLowerCase() === name)
      : [];
  const decide = (headers) => {
    if (rewriter !== undefined) return;
    let type = res.getHeader('content-type');
    let encoding = res.getHeader('content-encoding');
    for (const key of named(headers, 'content-type')) type = headers[key];
    for (const key of named(headers, 'content-encoding')) encoding = headers[key];
    const compressed = encoding !== undefined && String(encoding).toLowerCase() !== 'identity';
    rewriter = isHtml(type) && !compressed ? createScriptRewriter() : null;
    if (!rewriter) return;
    if (!res.headersSent) res.removeHeader('content-length');
    for (const key of named(headers, 'content-length')) delete headers[key];
  };
  /** A page ended with one string: sent as its rewritten bytes, with their length. */
  const endWhole = (body, done) => {
    const bytes = pageBytes(body);
    if (!res.headersSent && res.req?.method !== 'HEAD' && bytes.length > 0) {
      res.setHeader('content-length', bytes.length);
    }
    return end.call(res, bytes, done);
  };
  res.writeHead = function writeHeadOfPage(status, ...rest) {
    decide(rest.find((arg) => arg && typeof arg === 'object'));
    return writeHead.call(res, status, ...rest);
  };
  res.write = function writeOfPage(chunk, encoding, callback) {
    decide();
    if (!rewriter) return write.call(res, chunk, encoding, callback);
    wrote = true;
    const done = typeof encoding === 'function' ? encoding : callback;
    const bytes = rewriter.push(toBuffer(chunk, typeof encoding === 'string' ? encoding : null));
    return write.call(res, bytes, done);
  };
  res.end = function endOfPage(chunk, encoding, callback) {
    decide();
    if (!rewriter) return end.call(res, chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    const body = typeof chunk === 'function' ? undefined : chunk;
    const text = typeof encoding === 'string' ? encoding : null;
    if (!wrote && typeof body === 'string' && (text === null || /^utf-?8$/i.test(text))) {
      return endWhole(body, done);
    }
    const bytes = Buffer.concat([rewriter.push(toBuffer(body, text)), rewriter.end()]);
    // A page sent whole keeps a length (a HEAD answer has no body to measure: it keeps none).
    if (!wrote && !res.headersSent && res.req?.method !== 'HEAD' && bytes.length > 0) {
      res.setHeader('content-length', bytes.length);
    }
    return end.call(res, bytes, done);
  };
}
