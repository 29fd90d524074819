/**
 * The page's tap capture (lib/http/early-taps.mjs) as the production server's first inline script
 * installs it, in this jsdom document. Answers a function that removes it again.
 */
import { EARLY_TAPS, earlyTapsSource } from '@/lib/http/early-taps.mjs';

export function installEarlyTapCapture(): () => void {
  const removals: (() => void)[] = [];
  const add = window.addEventListener.bind(window);
  const spy = jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, o) => {
    removals.push(() => window.removeEventListener(type, listener, o));
    add(type, listener, o);
  });
  new Function(earlyTapsSource())();
  spy.mockRestore();
  return () => {
    removals.splice(0).forEach((remove) => remove());
    delete (window as unknown as Record<string, unknown>)[EARLY_TAPS];
  };
}
