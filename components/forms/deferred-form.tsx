'use client';

import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from 'react';
import { flushSync } from 'react-dom';

/**
 * Forms whose code (formik, yup, the toasts) stays out of a page's first load.
 *
 * A deferred form is drawn at once as plain HTML by the same view the working form uses, so the
 * page looks the same and nothing shifts; its script is fetched when the form comes within
 * LOAD_MARGIN of the screen, or at the first touch, focus or submit, whichever comes first. The
 * working form then takes over with whatever the visitor had already typed, the focus where it
 * was, and a submit that was pressed before the script arrived.
 *
 * Every form view says method="post": a submit pressed before the page's scripts start at all is
 * a plain browser submit, which must never put a patient's details into a URL (as GET would).
 */

/** How far ahead of the screen a form starts loading its script. */
const LOAD_MARGIN = '300px';

/** What ends a press in the shell, and the longest a swap waits for it. */
const PRESS_ENDS = ['pointerup', 'pointercancel', 'contextmenu', 'blur'] as const;
const PRESS_WAIT_MS = 1000;

/** What a form view needs for each field, from formik or, before it loads, from the shell. */
export type FormBinder<Name extends string> = {
  field: (name: Name) => {
    name: string;
    value?: string;
    defaultValue?: string;
    onChange?: (event: FormEvent<HTMLElement>) => void;
    onBlur?: (event: FocusEvent<HTMLElement>) => void;
  };
  error: (name: Name) => string | undefined;
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** What the shell hands to the working form when it takes over. */
export type Handoff = {
  /** The values typed into the shell, by field name. */
  values: Record<string, string>;
  /** The field that had the focus. */
  focus?: string;
  /** The fields the visitor had already left (touched), whose errors show at once. */
  touched: string[];
  /** Submit was pressed before the script arrived. */
  submit: boolean;
};

type DeferredFormProps<P> = {
  load: () => Promise<ComponentType<P & { handoff?: Handoff }>>;
  props: P;
  /** Values the shell's uncontrolled fields start with (a read-only date, say). */
  initial?: Record<string, string>;
  /** The form's view, bound to uncontrolled fields until the script arrives. */
  shell: (binder: FormBinder<string>) => ReactNode;
};

export function DeferredForm<P extends object>({
  load,
  props,
  initial,
  shell,
}: DeferredFormProps<P>) {
  const box = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<{
    Form: ComponentType<P & { handoff?: Handoff }>;
    handoff: Handoff;
  } | null>(null);
  const started = useRef(false);
  const submitPressed = useRef(false);
  const touched = useRef(new Set<string>());
  /** A press in progress in the shell, settled once its click has been dispatched. */
  const press = useRef<Promise<void> | null>(null);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (Form) => {
        const swap = () => {
          const handoff = readShell(box.current, submitPressed.current, touched.current);
          // Swap in the same task the shell was read in, so no keystroke falls between the two.
          flushSync(() => setLoaded({ Form, handoff }));
        };
        // The script arrived between a press and its click: swapping now would remove the
        // pressed button and lose the click, so swap once that click is over.
        if (press.current) void press.current.then(swap);
        else swap();
      },
      () => {
        // A failed chunk load (offline, a new deployment): let the next touch try again.
        started.current = false;
      },
    );
  }, [load]);

  useEffect(() => {
    const el = box.current?.firstElementChild;
    if (!el || loaded) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          start();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [loaded, start]);

  const binder = useMemo<FormBinder<string>>(
    () => ({
      field: (name) => ({ name, defaultValue: initial?.[name] }),
      error: () => undefined,
      submitting: false,
      onSubmit: (event) => {
        event.preventDefault();
        submitPressed.current = true;
        start();
      },
    }),
    [start, initial],
  );

  if (loaded) {
    const { Form, handoff } = loaded;
    return (
      <div ref={box} style={{ display: 'contents' }}>
        <Form {...props} handoff={handoff} />
      </div>
    );
  }
  return (
    <div
      ref={box}
      style={{ display: 'contents' }}
      onPointerDownCapture={(event) => {
        const { pointerId } = event;
        press.current = new Promise<void>((resolve) => {
          const release = (ended?: Event) => {
            if (ended && 'pointerId' in ended && ended.pointerId !== pointerId) return;
            // The window losing focus ends it; a field losing focus (captured here too) does not.
            if (ended?.type === 'blur' && ended.target !== window) return;
            for (const type of PRESS_ENDS) window.removeEventListener(type, release, true);
            clearTimeout(giveUp);
            // A task later, when the click that follows pointerup has been dispatched.
            setTimeout(() => {
              press.current = null;
              resolve();
            }, 0);
          };
          // Some presses never end in pointerup (a right-click opening the context menu on
          // macOS): the wait is bounded, so the working form always arrives.
          const giveUp = setTimeout(release, PRESS_WAIT_MS);
          for (const type of PRESS_ENDS) window.addEventListener(type, release, true);
        });
        start();
      }}
      onFocusCapture={start}
      onBlurCapture={(event) => {
        const name = event.target.getAttribute('name');
        if (name) touched.current.add(name);
      }}
    >
      {/* eslint-disable-next-line react-hooks/refs -- the view only attaches binder.onSubmit; it writes its ref on submit, never during render */}
      {shell(binder)}
    </div>
  );
}

function readShell(box: HTMLElement | null, submit: boolean, touched: Set<string>): Handoff {
  const values: Record<string, string> = {};
  const form = box?.querySelector('form');
  if (form) {
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string') values[name] = value;
    }
  }
  const active = document.activeElement;
  const focus =
    active && box?.contains(active) ? (active.getAttribute('name') ?? undefined) : undefined;
  return { values, focus, submit, touched: [...touched] };
}

/**
 * For the working form: its initial values with what was typed into the shell laid over them,
 * only for fields the form knows.
 */
export function initialValuesFrom<V extends Record<string, string>>(
  defaults: V,
  handoff: Handoff | undefined,
): V {
  if (!handoff) return defaults;
  const values = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof V & string)[]) {
    const typed = handoff.values[key];
    if (typeof typed === 'string') values[key] = typed as V[typeof key];
  }
  return values;
}

/**
 * For the working form, once mounted: mark the fields already left as touched (validating, so
 * their errors show as they would have), put the focus back (caret at the end) and carry out a
 * submit pressed before the script arrived.
 */
export function useTakeOver(
  form: { current: HTMLFormElement | null },
  handoff: Handoff | undefined,
  {
    submit,
    setTouched,
  }: {
    submit: () => unknown;
    setTouched: (touched: Record<string, boolean>, validate?: boolean) => unknown;
  },
) {
  const done = useRef(false);
  // Before paint, in the commit that swapped the form in, so the caret never leaves the field.
  useLayoutEffect(() => {
    if (!handoff || done.current) return;
    done.current = true;
    if (handoff.touched.length > 0 && !handoff.submit) {
      void setTouched(Object.fromEntries(handoff.touched.map((name) => [name, true])), true);
    }
    const field = handoff.focus ? form.current?.elements.namedItem(handoff.focus) : null;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      field.focus();
      const end = field.value.length;
      try {
        field.setSelectionRange(end, end);
      } catch {
        // email and number inputs have no selection range
      }
    } else if (field instanceof HTMLSelectElement) field.focus();
    if (handoff.submit) void submit();
  }, [form, handoff, submit, setTouched]);
}
