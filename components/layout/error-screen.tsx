import styles from './error-screen.module.css';

export const ERROR_HEADING = 'Unexpected Application Error!';

type Props = {
  /** The error's message, shown under the heading as the spec asks. */
  message: string;
  /** Shows a 'Try again' button when given. */
  onRetry?: () => void;
  /** The built-in 'Back to home' link; pages with their own links turn it off. */
  homeLink?: boolean;
  children?: React.ReactNode;
};

/**
 * The default error screen (spec: 'Unexpected Application Error!' with the error message).
 * Presentational, so error.tsx, global-error.tsx, not-found.tsx and tests share it. The home
 * link is a plain anchor: after an error a full page load is the surest way back.
 */
export function ErrorScreen({ message, onRetry, homeLink = true, children }: Props) {
  return (
    <section className={styles.screen} aria-labelledby="error-title">
      <div className={styles.card}>
        <h1 id="error-title" className={styles.title}>
          {ERROR_HEADING}
        </h1>
        <p className={styles.message} role="alert">
          {message}
        </p>
        {children}
        {onRetry || homeLink ? (
          <div className={styles.actions}>
            {onRetry ? (
              <button type="button" className="btn btn-primary" onClick={onRetry}>
                Try again
              </button>
            ) : null}
            {homeLink ? (
              // eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload resets a broken app
              <a href="/" className="btn btn-outline">
                Back to home
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </section>
  );
}

/** Text for an unknown thrown value: Errors give their message, anything else is stringified. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong while loading this page.';
}
