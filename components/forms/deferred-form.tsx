'use client';

import {
  useCallback,
  useEffect,
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
 * A deferred form is drawn at once as plain HTML by the same view the working form uses, with
 * uncontrolled fields, so the page looks the same and typing works from the first paint. Its
 * script is fetched when the form comes within LOAD_MARGIN of the screen, or at the first focus,
 * press or submit. The working form takes over only when the visitor is not using the form: at
 * once if the focus is elsewhere, else when the focus leaves the form, or at submit. So a swap
 * never interrupts anything (no caret to put back, no keystroke or click to rescue); it carries
 * over what was typed, the fields already left, and a submit pressed before the script arrived.
 *
 * A submit pressed before the page's scripts start at all (or without script) is a plain browser
 * submit: the lead forms post to their server action (`action`), whose answer the form's page
 * shows (docs/decisions/forms-without-javascript.md); a view without an action says
 * method="post", which never puts a patient's details into a URL (as GET would).
 */

/** How far ahead of the screen a form starts loading its script. */
const LOAD_MARGIN = '300px';

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
  /** The server action a submit without script posts to (the shell's only). */
  action?: (form: FormData) => void;
};

/** What the shell hands to the working form when it takes over. */
export type Handoff = {
  /** The values typed into the shell, by field name. */
  values: Record<string, string>;
  /** The fields the visitor had already left (touched), whose errors show at once. */
  touched: string[];
  /** Submit was pressed before the working form took over. */
  submit: boolean;
};

type WorkingForm<P> = ComponentType<P & { handoff?: Handoff }>;

type DeferredFormProps<P> = {
  load: () => Promise<WorkingForm<P>>;
  props: P;
  /** Values the shell's uncontrolled fields start with (a read-only date, say). */
  initial?: Record<string, string>;
  /** The server's answer to a submit without script: a message per field, shown by the shell. */
  errors?: Record<string, string>;
  /** The server action the shell's form posts to before (or without) script. */
  action?: (form: FormData) => void;
  /** The form's view, bound to uncontrolled fields until the working form takes over. */
  shell: (binder: FormBinder<string>) => ReactNode;
};

export function DeferredForm<P extends object>({
  load,
  props,
  initial,
  errors,
  action,
  shell,
}: DeferredFormProps<P>) {
  const box = useRef<HTMLDivElement>(null);
  const [working, setWorking] = useState<{ Form: WorkingForm<P>; handoff: Handoff } | null>(null);
  const loaded = useRef<WorkingForm<P> | null>(null);
  const started = useRef(false);
  const submitPressed = useRef(false);
  const pressing = useRef(false);
  const touched = useRef(new Set<string>());

  /** Hands over to the working form once it has arrived, unless the visitor is using the shell. */
  const takeOver = useCallback(() => {
    const Form = loaded.current;
    // box.current is null once the working form has taken over.
    if (!Form || !box.current) return;
    const inUse = pressing.current || Boolean(box.current?.contains(document.activeElement));
    if (inUse && !submitPressed.current) return;
    const handoff = readShell(box.current, submitPressed.current, touched.current);
    // Swapped in the task that read the shell: a letter typed between the two (a later task)
    // would go into the shell and be lost with it.
    flushSync(() => setWorking({ Form, handoff }));
  }, []);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    load().then(
      (Form) => {
        loaded.current = Form;
        takeOver();
      },
      () => {
        // A failed chunk load (offline, a new deployment): let the next touch try again.
        started.current = false;
      },
    );
  }, [load, takeOver]);

  useEffect(() => {
    const el = box.current?.firstElementChild;
    if (!el || working) return;
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
  }, [working, start]);

  const binder = useMemo<FormBinder<string>>(
    () => ({
      field: (name) => ({ name, defaultValue: initial?.[name] }),
      error: (name) => errors?.[name],
      submitting: false,
      action,
      onSubmit: (event) => {
        event.preventDefault();
        submitPressed.current = true;
        start();
        takeOver();
      },
    }),
    [start, takeOver, initial, errors, action],
  );

  if (working) {
    const { Form, handoff } = working;
    return <Form {...props} handoff={handoff} />;
  }
  return (
    <div
      ref={box}
      style={{ display: 'contents' }}
      onPointerDownCapture={() => {
        // Browsers that do not focus a pressed button (Safari): the press is use too, until its
        // click has been dispatched (a task after it ends).
        pressing.current = true;
        const release = () => {
          for (const type of PRESS_ENDS) window.removeEventListener(type, release, true);
          setTimeout(() => {
            pressing.current = false;
            takeOver();
          }, 0);
        };
        for (const type of PRESS_ENDS) window.addEventListener(type, release, true);
        start();
      }}
      onFocusCapture={start}
      onBlurCapture={(event) => {
        const name = event.target.getAttribute('name');
        if (name) touched.current.add(name);
        if (!box.current?.contains(event.relatedTarget as Node | null)) {
          // Focus is leaving the form; document.activeElement is updated once blur is over.
          setTimeout(takeOver, 0);
        }
      }}
    >
      {/* eslint-disable-next-line react-hooks/refs -- the view only attaches the binder's handlers; none reads a ref during render */}
      {shell(binder)}
    </div>
  );
}

/** What ends a press in the shell. */
const PRESS_ENDS = ['pointerup', 'pointercancel', 'contextmenu'] as const;

function readShell(box: HTMLElement | null, submit: boolean, touched: Set<string>): Handoff {
  const values: Record<string, string> = {};
  const form = box?.querySelector('form');
  if (form) {
    for (const [name, value] of new FormData(form)) {
      if (typeof value === 'string') values[name] = value;
    }
  }
  return { values, submit, touched: [...touched] };
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
 * their errors show as they would have) and carry out a submit pressed before it took over.
 */
export function useTakeOver(
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
  useEffect(() => {
    if (!handoff || done.current) return;
    done.current = true;
    if (handoff.submit) void submit();
    else if (handoff.touched.length > 0) {
      void setTouched(Object.fromEntries(handoff.touched.map((name) => [name, true])), true);
    }
  }, [handoff, submit, setTouched]);
}
