'use client';

/** The contact page's 'Contact Us' button: back to the top of the page, where the details are. */
export function BackToTopButton({ label, focusId }: { label: string; focusId: string }) {
  function goUp() {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    // Keyboard and screen-reader users land where the eyes do.
    document.getElementById(focusId)?.focus({ preventScroll: true });
  }
  return (
    <button type="button" className="btn btn-primary" onClick={goUp}>
      {label}
    </button>
  );
}
