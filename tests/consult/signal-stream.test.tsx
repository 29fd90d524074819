/** @jest-environment jsdom */
/**
 * The room's incoming signals (components/consult/use-signal-stream.ts): one at a time and in
 * order however long a handler takes; a bad message does not stop the ones after it; nothing is
 * handled once the stream is closed; a refusal for good is told.
 */
import { act, renderHook } from '@testing-library/react';
import { useSignalStream } from '@/components/consult/use-signal-stream';

class FakeEventSource {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onmessage: ((message: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  deliver(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
}

type Signal = { kind: string };
const settle = () => act(async () => {});

beforeEach(() => {
  FakeEventSource.made = [];
  (globalThis as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
});

function stream(onSignal: (signal: Signal) => Promise<void> | void, open = true) {
  const onLost = jest.fn();
  const hook = renderHook(
    ({ open: isOpen }) =>
      useSignalStream<Signal>({
        url: '/consult/R1/events?peer=p1',
        open: isOpen,
        onSignal,
        onLost,
      }),
    { initialProps: { open } },
  );
  return { hook, onLost, source: () => FakeEventSource.made.at(-1)! };
}

describe('useSignalStream', () => {
  it('hands signals over one at a time, in order, however long one takes', async () => {
    const handled: string[] = [];
    let release = () => {};
    const { source } = stream(async (signal) => {
      handled.push(`start ${signal.kind}`);
      if (signal.kind === 'description') await new Promise<void>((r) => (release = r));
      handled.push(`end ${signal.kind}`);
    });
    expect(source().url).toBe('/consult/R1/events?peer=p1');
    source().deliver({ kind: 'description' });
    source().deliver({ kind: 'candidates' });
    await settle();
    expect(handled).toEqual(['start description']);
    release();
    await settle();
    expect(handled).toEqual([
      'start description',
      'end description',
      'start candidates',
      'end candidates',
    ]);
  });

  it('goes on after a message that is not JSON or a handler that throws', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const handled: string[] = [];
    const { source } = stream((signal) => {
      if (signal.kind === 'bad') throw new Error('no');
      handled.push(signal.kind);
    });
    source().deliver('{not json');
    source().deliver({ kind: 'bad' });
    source().deliver({ kind: 'chat' });
    await settle();
    expect(handled).toEqual(['chat']);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('handles nothing more once closed, even signals already waiting', async () => {
    const handled: string[] = [];
    let release = () => {};
    const { hook, source } = stream(async (signal) => {
      handled.push(signal.kind);
      if (signal.kind === 'end') await new Promise<void>((r) => (release = r));
    });
    source().deliver({ kind: 'end' });
    source().deliver({ kind: 'presence' });
    await settle();
    hook.result.current.close();
    expect(source().readyState).toBe(FakeEventSource.CLOSED);
    release();
    await settle();
    expect(handled).toEqual(['end']);
  });

  it('tells when the server refused the stream for good, not while the browser reconnects', () => {
    const { onLost, source } = stream(() => {});
    source().readyState = FakeEventSource.CONNECTING;
    source().onerror?.();
    expect(onLost).not.toHaveBeenCalled();
    source().readyState = FakeEventSource.CLOSED;
    source().onerror?.();
    expect(onLost).toHaveBeenCalledTimes(1);
  });

  it('opens only while asked, and closes when no longer asked', () => {
    const { hook } = stream(() => {}, false);
    expect(FakeEventSource.made).toHaveLength(0);
    hook.rerender({ open: true });
    expect(FakeEventSource.made).toHaveLength(1);
    hook.rerender({ open: false });
    expect(FakeEventSource.made[0].readyState).toBe(FakeEventSource.CLOSED);
  });

  it('keeps one stream when its handler changes, and hands signals to the newest handler', async () => {
    const first = jest.fn();
    const second = jest.fn();
    const hook = renderHook(
      ({ onSignal }) =>
        useSignalStream<Signal>({
          url: '/consult/R1/events?peer=p1',
          open: true,
          onSignal,
          onLost() {},
        }),
      { initialProps: { onSignal: first } },
    );
    hook.rerender({ onSignal: second });
    expect(FakeEventSource.made).toHaveLength(1);
    FakeEventSource.made[0].deliver({ kind: 'chat' });
    await settle();
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ kind: 'chat' });
  });
});
