/**
 * The site's toasts, with sonner's API. sonner is fetched at the first toast instead of in every
 * page's first load; the toast host (toaster.tsx) fetches the same module after hydration, so by
 * the time a visitor can act the toast costs no request.
 */
/** `description`: a second line under the message (the server's own words, say). */
type Options = { id?: string | number; description?: string };
type Show = (message: string, options?: Options) => void;

const show =
  (kind: 'success' | 'error' | 'warning' | 'info'): Show =>
  (message, options) => {
    void import('sonner').then(({ toast: sonner }) => sonner[kind](message, options));
  };

export const toast = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
