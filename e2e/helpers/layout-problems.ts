/**
 * The layout test's look at one page (e2e/layout.spec.ts), run in the page as it is scrolled top
 * to bottom a screen at a time. It reports:
 * - what is wider than the screen;
 * - each visible control whose middle another element covers (what a pinned full-width bar covers
 *   while the page scrolls under it is the bar's to cover, so a control is looked at only between
 *   such bars; the page also scrolls under a toast for its few seconds);
 * - each control that an element staying put covers in part: a fixed or sticky element (a toast,
 *   a floating button, a pinned bar) over a control of another such element, which no scrolling
 *   uncovers, and a carousel's stop/start button over anything it could hide;
 * - text drawn smaller than MIN_TEXT_PX: HTML text by its computed size, SVG text (inline, or in
 *   a same-site SVG banner: a picture at least 2.5 times as wide as tall, across most of the
 *   screen) by its size times the scale it is drawn at.
 */
import { type Page } from '@playwright/test';

/** The smallest text a page may draw, in CSS pixels. */
export const MIN_TEXT_PX = 12;

export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(async (minText) => {
    const problems: string[] = [];
    const root = document.documentElement;
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `${el.tagName.toLowerCase()}${cls ? '.' + cls : ''} "${text}"`;
    };
    /** Once per page: the first time it is found wider than the screen, and what sticks out. */
    let reportedWide = false;
    const checkWidth = () => {
      if (reportedWide || root.scrollWidth <= root.clientWidth) return;
      reportedWide = true;
      const wide = [...document.body.querySelectorAll('*')]
        .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
        .slice(-3)
        .map(describe);
      problems.push(
        `page is ${root.scrollWidth} px wide in ${root.clientWidth} at scroll ${Math.round(window.scrollY)}: ${wide}`,
      );
    };

    type Box = { left: number; top: number; right: number; bottom: number };
    /** The part of the element's box no scrolling or clipping ancestor hides, or null. */
    const visibleBox = (el: Element): Box | null => {
      const r = el.getBoundingClientRect();
      let { left, top, right, bottom } = r;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const c = a.getBoundingClientRect();
          left = Math.max(left, c.left);
          top = Math.max(top, c.top);
          right = Math.min(right, c.right);
          bottom = Math.min(bottom, c.bottom);
        }
      }
      return right - left >= 4 && bottom - top >= 4 ? { left, top, right, bottom } : null;
    };
    const shown = (el: Element) => {
      // The content of a closed <details> keeps its boxes but is not rendered.
      if (!el.checkVisibility()) return false;
      const style = getComputedStyle(el);
      return (
        style.visibility === 'visible' &&
        Number(style.opacity) > 0.05 &&
        !el.closest('[inert], [aria-hidden="true"]')
      );
    };
    const pinned = (el: Element) => ['sticky', 'fixed'].includes(getComputedStyle(el).position);
    /**
     * The band of the screen between full-width bars pinned to its edges (the phone header at the
     * top; the phone contact bar and the medicine page's add bar at the bottom): content scrolls
     * under those bars as under any pinned header. Floating controls that are not full-width bars are never exempt.
     */
    const openBand = () => {
      let top = 0;
      let bottom = root.clientHeight;
      const bars = [...document.querySelectorAll('header, [data-pinned]')]
        .filter((el) => pinned(el))
        .map((el) => el.getBoundingClientRect())
        .filter((r) => r.width >= root.clientWidth - 1 && r.height > 0);
      // Bars stack (the add bar sits on the contact bar): each one touching the band narrows it.
      for (let narrowed = true; narrowed;) {
        narrowed = false;
        for (const r of bars) {
          if (r.top <= top + 0.5 && r.bottom > top + 0.5) {
            top = r.bottom;
            narrowed = true;
          } else if (r.bottom >= bottom - 0.5 && r.top < bottom - 0.5) {
            bottom = r.top;
            narrowed = true;
          }
        }
      }
      return { top, bottom };
    };
    /**
     * Every outermost fixed or sticky element on screen. Looking through every element is slow on
     * long pages: it is done again only when the page has gained or lost elements.
     */
    const all = document.getElementsByTagName('*');
    let pinnedCandidates: Element[] = [];
    let countSeen = -1;
    const pinnedElements = () => {
      if (all.length !== countSeen) {
        countSeen = all.length;
        pinnedCandidates = [];
        for (const el of document.body.querySelectorAll('*')) {
          if (!pinnedCandidates.some((f) => f.contains(el)) && pinned(el))
            pinnedCandidates.push(el);
        }
      }
      // A box of no size (sonner's list of toasts) stands for what it holds (each toast).
      const boxes = (el: Element): Element[] =>
        visibleBox(el) ? [el] : [...el.children].flatMap(boxes);
      return pinnedCandidates.filter(shown).flatMap(boxes);
    };

    const seen = new Set<string>();
    const report = (el: Element, over: Element) => {
      const key = `${describe(el)} under ${describe(over)}`;
      if (!seen.has(key)) {
        seen.add(key);
        problems.push(`${key} at scroll ${Math.round(window.scrollY)}`);
      }
    };
    /** `el` (a control, seen in `box`) partly under `over`: where their boxes meet, `over` shows. */
    const checkCover = (el: Element, box: Box, over: Element) => {
      const o = over.getBoundingClientRect();
      const left = Math.max(box.left, o.left);
      const right = Math.min(box.right, o.right);
      const top = Math.max(box.top, o.top);
      const bottom = Math.min(box.bottom, o.bottom);
      if (right - left < 2 || bottom - top < 2) return;
      const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
      if (hit && over.contains(hit) && !el.contains(hit)) report(el, over);
    };

    const controls = 'a[href], button, input:not([type="hidden"]), select, textarea, summary';
    const step = Math.floor(root.clientHeight * 0.75);
    for (let y = 0; ; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      // Let scroll-driven controls (the scroll-to-top button renders in the scroll event) appear:
      // the event fires before the next frame, and the frame after it is painted. Bounded: a
      // headless browser that stops drawing frames for a while would otherwise hold the test
      // until its timeout (seen once in CI, the retry passing in half the time).
      await new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)));
        setTimeout(resolve, 250);
      });
      checkWidth();
      const band = openBand();
      const floating = pinnedElements();
      // A carousel's stop/start button moves with its carousel, but over its slides it hides a
      // corner of one whatever the visitor does.
      const toggles = [...document.querySelectorAll('[data-autoplay-toggle]')];
      for (const el of document.querySelectorAll(controls)) {
        // Off screen at this scroll: skipped before the costlier checks (long pages have
        // thousands of controls).
        const rect = el.getBoundingClientRect();
        if (rect.bottom < 0 || rect.top > root.clientHeight) continue;
        const box = visibleBox(el);
        if (!box || !shown(el)) continue;
        const home = floating.find((f) => f.contains(el));
        // Content scrolls under pinned things; only what is pinned itself must stay clear.
        const over = [...(home ? floating : []), ...toggles];
        for (const o of over)
          if (o !== home && !o.contains(el) && !el.contains(o)) checkCover(el, box, o);
        const x = (box.left + box.right) / 2;
        const yMid = (box.top + box.bottom) / 2;
        // elementFromPoint rounds: a middle within a pixel of a bar's edge counts as under it.
        if (x < 0 || x >= root.clientWidth || yMid <= band.top + 1 || yMid >= band.bottom - 1)
          continue;
        const hit = document.elementFromPoint(x, yMid);
        if (!hit || el === hit || el.contains(hit) || hit.contains(el)) continue;
        // The page scrolls under a toast for its few seconds; only what stays put must be clear
        // of it (checked above).
        if (hit.closest('[data-sonner-toaster]')) continue;
        // A label covering its own field (a custom checkbox) is the field.
        if (hit.closest('label')?.contains(el) || (el.id && hit.closest(`label[for="${el.id}"]`)))
          continue;
        report(el, hit);
      }
      if (y + root.clientHeight >= root.scrollHeight) break;
    }

    // Text, once the whole page has been scrolled through (slides and shelves drawn on approach
    // are in by then).
    const small = new Set<string>();
    const tooSmall = (text: string, px: number) => {
      if (px < minText - 0.05) small.add(`"${text.trim().slice(0, 50)}" at ${px.toFixed(1)} px`);
    };
    /** How much an SVG element's own units are scaled on the screen. */
    const svgScale = (el: Element) => {
      const m = (el as SVGGraphicsElement).getScreenCTM?.();
      return m ? Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)) : 1;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || !node.textContent?.trim() || !shown(el)) continue;
      // Text kept for screen readers only (a 1 px clipped box) is not drawn.
      const r = el.getBoundingClientRect();
      if (r.width < 2 || r.height < 2) continue;
      const px = parseFloat(getComputedStyle(el).fontSize);
      tooSmall(node.textContent, el instanceof SVGElement ? px * svgScale(el) : px);
    }
    const svgPictures = [...document.querySelectorAll('img')].filter((img) => {
      const src = new URL(img.currentSrc || img.src, location.href);
      return src.origin === location.origin && src.pathname.endsWith('.svg') && shown(img);
    });
    for (const img of svgPictures) {
      // Banners: pictures whose words are their message. Words inside other pictures (a logo, a
      // medicine pack, a card's picture) are part of the picture.
      const r = img.getBoundingClientRect();
      if (r.width < root.clientWidth * 0.6 || r.width < r.height * 2.5) continue;
      const svg = new DOMParser().parseFromString(
        await (await fetch(img.currentSrc || img.src)).text(),
        'image/svg+xml',
      ).documentElement;
      const [, , vw, vh] = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
      if (!vw || !vh) continue;
      const fit = getComputedStyle(img).objectFit;
      const scale =
        fit === 'cover'
          ? Math.max(r.width / vw, r.height / vh)
          : fit === 'fill'
            ? r.height / vh
            : Math.min(r.width / vw, r.height / vh);
      for (const text of svg.querySelectorAll('text')) {
        const size = Number(text.getAttribute('font-size') ?? 16);
        tooSmall(`${text.textContent} (${new URL(img.src).pathname})`, size * scale);
      }
    }
    for (const s of small) problems.push(`text ${s}`);

    window.scrollTo({ top: 0, behavior: 'instant' });
    return problems;
  }, MIN_TEXT_PX);
}
