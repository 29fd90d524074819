/**
 * lib/http/early-taps.mjs: the capture the page's first inline script runs, in a document as the
 * server sends it (jsdom, the script evaluated from the very source written into the page), and
 * components/ui/replayed-tap.ts, which islands use to answer what it kept.
 */
import { JSDOM, type DOMWindow } from 'jsdom';
import { EARLY_TAPS, earlyTapsSource, type EarlyTaps } from '@/lib/http/early-taps.mjs';
import { createScriptRewriter } from '@/lib/http/scripts-after-paint.mjs';

const BODY =
  '<form action="/nowhere"><button id="add" data-replay="cart:7"><span>Add</span></button>' +
  '<button id="add-again" data-replay="cart:7">Add</button>' +
  '<button id="other" data-replay="cart:8">Add</button>' +
  '<button id="plain">Plain</button></form>';

/** A page with the capture running, and what reached a listener of the page's own (React's). */
function page() {
  const dom = new JSDOM(`<!DOCTYPE html><body>${BODY}</body>`, { runScripts: 'outside-only' });
  const window = dom.window;
  window.eval(earlyTapsSource());
  const seen: string[] = [];
  const submitted: string[] = [];
  window.document.addEventListener('click', (e) => seen.push((e.target as Element).id), true);
  window.document.addEventListener('submit', (e) => {
    submitted.push('form');
    e.preventDefault();
  });
  return { window, seen, submitted };
}

const el = (window: DOMWindow, id: string) => window.document.getElementById(id)!;
const taps = (window: DOMWindow) => (window as unknown as Record<string, EarlyTaps>)[EARLY_TAPS];

describe('early taps', () => {
  it('keeps a tap on a marked control from the page and from React, and marks it busy', () => {
    const { window, seen, submitted } = page();
    const tap = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    el(window, 'add').querySelector('span')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect(submitted).toEqual([]);
    expect(el(window, 'add').getAttribute('aria-busy')).toBe('true');
  });

  it('answers a key once, however many taps it kept, and clears their marks', () => {
    const { window } = page();
    el(window, 'add').click();
    el(window, 'add').click();
    el(window, 'add-again').click();
    el(window, 'other').click();
    expect(taps(window).take('cart:7')).toBe(true);
    expect(taps(window).take('cart:7')).toBe(false);
    expect(el(window, 'add').hasAttribute('aria-busy')).toBe(false);
    expect(el(window, 'add-again').hasAttribute('aria-busy')).toBe(false);
    // Another control's tap is still kept for its own island.
    expect(el(window, 'other').getAttribute('aria-busy')).toBe('true');
    expect(taps(window).take('cart:8')).toBe(true);
    expect(taps(window).take('cart:9')).toBe(false);
  });

  it('lets every other click through, and a control once its island answers it', () => {
    const { window, seen, submitted } = page();
    el(window, 'plain').click();
    el(window, 'add').removeAttribute('data-replay');
    el(window, 'add').click();
    expect(seen).toEqual(['plain', 'add']);
    expect(submitted).toEqual(['form', 'form']);
    expect(taps(window).take('cart:7')).toBe(false);
  });

  it('is written into the page once, before the first script and with its nonce', () => {
    const head = (n: string) =>
      `<script src="/_next/static/chunks/a.js" async="" nonce="${n}"></script>` +
      `<script src="/_next/static/chunks/b.js" async="" nonce="${n}"></script>`;
    const html = createScriptRewriter().whole(`<html><head>${head('n0nce')}</head><body></body>`);
    expect(html.split('function captureEarlyTaps').length).toBe(2);
    expect(html).toMatch(/^<html><head><script nonce="n0nce">\(function captureEarlyTaps/);
  });
});
