'use client';

import { useCallback, useEffect, useRef } from 'react';

/**
 * The room's incoming signals: the side's event stream (`url`) while `open`, each message handed
 * to `onSignal` one at a time, in order (a candidate must not overtake the offer it belongs to),
 * however long a handler takes. A message that is not JSON, or a handler that throws, is logged
 * and the next one still runs. `onLost` is told when the server refused the stream for good (the
 * browser reconnects by itself after anything else). `close()` ends it at once (the call ended):
 * a signal still waiting in the queue is not handled.
 */
export function useSignalStream<Signal>({
  url,
  open,
  onSignal,
  onLost,
}: {
  url: string;
  open: boolean;
  onSignal: (signal: Signal) => Promise<void> | void;
  onLost: () => void;
}) {
  const stream = useRef<EventSource | null>(null);
  // The latest handlers, without opening the stream again when they change.
  const handlers = useRef({ onSignal, onLost });
  useEffect(() => {
    handlers.current = { onSignal, onLost };
  });

  useEffect(() => {
    if (!open) return;
    const source = new EventSource(url);
    stream.current = source;
    let queue = Promise.resolve();
    source.onmessage = (message: MessageEvent<string>) => {
      queue = queue
        // Nothing more once closed: the call may have ended while signals were waiting.
        .then(() => {
          if (stream.current !== source) return;
          return handlers.current.onSignal(JSON.parse(message.data) as Signal);
        })
        .catch((error: unknown) => console.warn('signal not handled', error));
    };
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) handlers.current.onLost();
    };
    return () => {
      source.close();
      if (stream.current === source) stream.current = null;
    };
  }, [url, open]);

  return {
    close: useCallback(() => {
      stream.current?.close();
      stream.current = null;
    }, []),
  };
}
