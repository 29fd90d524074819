/**
 * Taps made before a control's island has hydrated are kept and replayed, not lost
 * (docs/decisions/early-taps.md).
 *
 * Between a page's first paint and its hydration (seconds on a slow phone: the scripts load
 * after the paint, lib/http/scripts-after-paint.mjs) a button looks ready and nothing listens to
 * it. A control that cannot be a plain link or form is rendered with `data-replay="<key>"` until
 * its island can answer it itself (components/ui/replayed-tap.ts). `captureEarlyTaps` runs in the
 * page's first inline script, before anything is drawn: in the capture phase on the window, ahead
 * of React's own listeners, it takes every click (tap, mouse, Enter or Space) on such a control,
 * so neither the browser nor React acts on it, marks the control `aria-busy` (drawn as pressed,
 * app/globals.css) and queues its key. The island, once ready, asks `take(key)`: whether a tap
 * of that key is queued. It removes every queued tap of that key and their marks, so any number
 * of early taps on one control is answered once, and React never sees them to replay them again.
 *
 * Serialised with Function.prototype.toString like the script queue: plain old JavaScript,
 * nothing from outside itself, no comment, no `<`.
 */
export function captureEarlyTaps(name, attribute) {
  var taps = [];
  self[name] = {
    take: function (key) {
      var found = false;
      taps = taps.filter(function (tap) {
        if (tap.key !== key) return true;
        found = true;
        tap.element.removeAttribute('aria-busy');
        return false;
      });
      return found;
    },
  };
  addEventListener(
    'click',
    function (event) {
      var target = event.target;
      var element = target && target.closest ? target.closest('[' + attribute + ']') : null;
      if (!element) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      element.setAttribute('aria-busy', 'true');
      taps.push({ key: element.getAttribute(attribute), element: element });
    },
    true,
  );
}

/** Where the page keeps its early taps (`self.__earlyTaps.take(key)`). */
export const EARLY_TAPS = '__earlyTaps';
/** The attribute a control carries while its taps are to be kept for its island. */
export const REPLAY_ATTRIBUTE = 'data-replay';

/** The call written into the page, in one line. */
export function earlyTapsSource() {
  const source = captureEarlyTaps.toString().replace(/\s+/g, ' ');
  return `(${source})(${JSON.stringify(EARLY_TAPS)},${JSON.stringify(REPLAY_ATTRIBUTE)});`;
}
