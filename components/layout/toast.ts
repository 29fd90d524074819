/**
 * The site's toasts, with sonner's API. Neither sonner nor its host is part of a page's load: the
 * first toast fetches sonner and asks the toast host (toaster.tsx) to mount, and is shown once
 * the host is there to show it. A toast only ever follows something the visitor does (or a page
 * that reports an outcome), so no page pays at load for a host that may never show anything.
 */
/** `description`: a second line under the message (the server's own words, say). */
type Options = { id?: string | number; description?: string };
type Show = (message: string, options?: Options) => void;

let hostWanted = false;
const hostListeners = new Set<() => void>();
let hostMounted: () => void = () => {};
const hostReady = new Promise<void>((resolve) => {
  hostMounted = resolve;
});

/** For the toast host's placeholder: whether a toast has asked for the host yet. */
export const toastHost = {
  wanted: () => hostWanted,
  subscribe(listener: () => void) {
    hostListeners.add(listener);
    return () => {
      hostListeners.delete(listener);
    };
  },
  /** Called by the host once mounted: sonner's toaster is listening from then on. */
  mounted: () => hostMounted(),
};

function wantHost() {
  if (!hostWanted) {
    hostWanted = true;
    for (const listener of hostListeners) listener();
  }
  return hostReady;
}

const show =
  (kind: 'success' | 'error' | 'warning' | 'info'): Show =>
  (message, options) => {
    void Promise.all([import('sonner'), wantHost()]).then(([{ toast: sonner }]) =>
      sonner[kind](message, options),
    );
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  /** Takes a toast away; none has been shown while no toast has asked for the host. */
  dismiss(id: string | number) {
    if (!hostWanted) return;
    void Promise.all([import('sonner'), hostReady]).then(([{ toast: sonner }]) =>
      sonner.dismiss(id),
    );
  },
};
