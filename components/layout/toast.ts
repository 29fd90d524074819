/**
 * The site's toasts, with sonner's API. Neither sonner nor its host is part of a page's load: the
 * first toast fetches sonner and asks the toast host (toaster.tsx) to mount, and is shown once
 * the host is there to show it. A toast only ever follows something the visitor does (or a page
 * that reports an outcome), so no page pays at load for a host that may never show anything.
 */
/**
 * `description`: a second line under the message (the server's own words, say). `key`: one toast
 * on screen per key; a new one with the same key takes the last one away and is shown in its
 * place, so pressing again renews the words rather than stacking copies. It is shown under an id
 * of its own: sonner updating a toast in place by its id lost the new message when the old toast
 * was just ending (the career form's 'Resume must be at most 5 MB' sometimes never showed).
 */
type Options = { id?: string | number; key?: string; description?: string };
type Show = (message: string, options?: Options) => void;

/** The id of the toast each key shows now. */
const shownFor = new Map<string, string>();
let issued = 0;

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
    let shown: Omit<Options, 'key'> | undefined = options;
    if (options?.key !== undefined) {
      const { key, ...rest } = options;
      const before = shownFor.get(key);
      if (before) toast.dismiss(before);
      const id = `${key}-${(issued += 1)}`;
      shownFor.set(key, id);
      shown = { ...rest, id };
    }
    void Promise.all([import('sonner'), wantHost()]).then(([{ toast: sonner }]) =>
      sonner[kind](message, shown),
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
