import { act, screen } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

let root: Root | undefined;

/**
 * `ui` drawn as the server draws it, typed into (or chosen in, or ticked: `true`/`false` for a
 * checkbox) by label (or by `#id`), and whatever `before` does, before any script ran,
 * then hydrated by React: what a visitor quick on a slow phone does. The page's own effects have
 * run when it answers; hydrated in Strict Mode, as in development, so an effect that ran twice
 * would show.
 */
export async function typeThenHydrate(
  ui: ReactElement,
  typed: Record<string, string | boolean>,
  /** What else the visitor does to the drawn page before it hydrates (taps, say). */
  before?: (drawn: HTMLElement) => void,
): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<StrictMode>{ui}</StrictMode>);
  document.body.appendChild(container);
  for (const [label, value] of Object.entries(typed)) {
    const field = (
      label.startsWith('#') ? container.querySelector(label) : screen.getByLabelText(label)
    ) as HTMLInputElement | HTMLSelectElement;
    if (typeof value === 'boolean') (field as HTMLInputElement).checked = value;
    else field.value = value;
  }
  before?.(container);
  await act(async () => {
    root = hydrateRoot(container, <StrictMode>{ui}</StrictMode>);
  });
  return container;
}

/** Unmounts what `typeThenHydrate` hydrated and empties the document. */
export function unmountHydrated() {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
}
