/** @jest-environment jsdom */
/**
 * The room's peer connection (components/consult/use-peer-connection.ts): ICE candidates go out
 * in batches of 50, and only while their connection lives: a connection closed, replaced by a new
 * one, or left by the page's going away takes its unposted candidates with it.
 */
import { act, renderHook } from '@testing-library/react';
import { usePeerConnection } from '@/components/consult/use-peer-connection';

class FakePeer {
  static made: FakePeer[] = [];
  closed = false;
  connectionState = 'new';
  signalingState = 'stable';
  onicecandidate: ((event: { candidate: unknown }) => void) | null = null;
  constructor() {
    FakePeer.made.push(this);
  }
  addTrack() {}
  addTransceiver() {}
  restartIce() {}
  close() {
    this.closed = true;
  }
  /** The browser found `count` candidates. */
  gather(count: number, from = 0) {
    for (let i = from; i < from + count; i++) {
      this.onicecandidate?.({ candidate: { toJSON: () => ({ candidate: `c${i}` }) } });
    }
  }
}

const send = jest.fn<Promise<boolean>, [Record<string, unknown>]>(async () => true);

function room() {
  return renderHook(() =>
    usePeerConnection({
      polite: true,
      send,
      localStream: { current: null },
      remoteVideo: { current: null },
    }),
  );
}

/** The candidates posted, batch by batch. */
const posted = () =>
  send.mock.calls.map(
    ([body]) => (body as unknown as { candidates: { candidate: string }[] }).candidates.length,
  );

beforeEach(() => {
  jest.useFakeTimers();
  FakePeer.made = [];
  send.mockClear();
  (globalThis as { RTCPeerConnection?: unknown }).RTCPeerConnection = FakePeer;
});
afterEach(() => jest.useRealTimers());

it('posts the candidates gathered, 50 at a time', () => {
  const { result } = room();
  act(() => void result.current.otherArrived(true));
  FakePeer.made[0].gather(120);
  act(() => jest.advanceTimersByTime(2_000));
  expect(posted()).toEqual([50, 50, 20]);
});

it('drops the unposted candidates of a connection it closes', () => {
  const { result } = room();
  act(() => void result.current.otherArrived(true));
  FakePeer.made[0].gather(120);
  act(() => jest.advanceTimersByTime(200)); // the first batch went
  act(() => result.current.close());
  act(() => jest.advanceTimersByTime(2_000));
  expect(posted()).toEqual([50]);
  expect(FakePeer.made[0].closed).toBe(true);
});

it("never posts an old connection's candidates for the new one", () => {
  const { result } = room();
  act(() => void result.current.otherArrived(true));
  FakePeer.made[0].gather(3);
  // The other side reloaded: a new connection replaces the old before its candidates went.
  act(() => void result.current.otherArrived(true));
  FakePeer.made[1].gather(2, 100);
  act(() => jest.advanceTimersByTime(2_000));
  expect(FakePeer.made[0].closed).toBe(true);
  expect(send.mock.calls.map(([body]) => body)).toEqual([
    { kind: 'candidates', candidates: [{ candidate: 'c100' }, { candidate: 'c101' }] },
  ]);
});

it('closes the connection when the room goes away, and opens none for a signal still queued', async () => {
  const { result, unmount } = room();
  act(() => void result.current.otherArrived(true));
  FakePeer.made[0].gather(3);
  const { otherArrived, receiveDescription } = result.current;
  unmount();
  jest.advanceTimersByTime(2_000);
  expect(FakePeer.made[0].closed).toBe(true);
  expect(send).not.toHaveBeenCalled();
  // The signal stream's queue may still hand over the other side's offer or arrival.
  await receiveDescription({ type: 'offer', sdp: 'v=0' });
  expect(otherArrived(true)).toBe(false);
  expect(FakePeer.made).toHaveLength(1);
});
