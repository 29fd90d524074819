'use client';

/** Prints the page (the console's print styles leave out its navigation and forms). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn btn-outline btn-sm" onClick={() => window.print()}>
      {label}
    </button>
  );
}
