'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { show } from './devices';

type Send = (body: Record<string, unknown>) => Promise<boolean>;

/**
 * The room's one-to-one RTCPeerConnection, in the "perfect negotiation" pattern: either side may
 * offer; when offers cross, the impolite side (the doctor) ignores the other's and the polite one
 * (the patient) rolls its own back. ICE candidates go out in batches of 50; a connection that
 * fails, or stays disconnected for 3 s (Wi-Fi to mobile data), restarts ICE.
 */
export function usePeerConnection({
  polite,
  send,
  localStream,
  remoteVideo,
}: {
  polite: boolean;
  send: Send;
  localStream: RefObject<MediaStream | null>;
  remoteVideo: RefObject<HTMLVideoElement | null>;
}) {
  const [connection, setConnection] = useState<RTCPeerConnectionState | 'idle'>('idle');
  const peer = useRef<RTCPeerConnection | null>(null);
  const iceServers = useRef<RTCIceServer[]>([]);
  const pending = useRef<RTCIceCandidateInit[]>([]);
  const flushTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const negotiation = useRef({ makingOffer: false, ignoreOffer: false });

  /** Posts the candidates gathered so far, 50 at a time. */
  const flushCandidates = useCallback(() => {
    const flush = () => {
      flushTimer.current = null;
      const batch = pending.current.splice(0, 50);
      if (batch.length > 0) void send({ kind: 'candidates', candidates: batch });
      if (pending.current.length > 0) flushTimer.current = setTimeout(flush, 250);
    };
    flush();
  }, [send]);

  /** Ends the connection; its candidates not yet posted go with it (the next one has its own). */
  const release = useCallback(() => {
    if (flushTimer.current) clearTimeout(flushTimer.current);
    flushTimer.current = null;
    pending.current = [];
    peer.current?.close();
    peer.current = null;
  }, []);

  // A room left by navigating away lets its connection go, as one ended by a button does; a
  // signal still queued then (the other side's offer) must not open a new one.
  const gone = useRef(false);
  useEffect(() => {
    gone.current = false;
    return () => {
      gone.current = true;
      release();
    };
  }, [release]);

  const close = useCallback(() => {
    release();
    show(remoteVideo.current, null);
    setConnection('idle');
  }, [release, remoteVideo]);

  /** A new connection with this side's tracks (or receive-only ones), replacing any other. */
  const start = useCallback(() => {
    close();
    const pc = new RTCPeerConnection({ iceServers: iceServers.current });
    peer.current = pc;
    negotiation.current = { makingOffer: false, ignoreOffer: false };
    const stream = localStream.current;
    for (const track of stream?.getTracks() ?? []) pc.addTrack(track, stream!);
    // Receive video even when this side sends none (audio only).
    if (!stream?.getVideoTracks().length) pc.addTransceiver('video', { direction: 'recvonly' });
    if (!stream?.getAudioTracks().length) pc.addTransceiver('audio', { direction: 'recvonly' });
    pc.ontrack = ({ track, streams }) => {
      const video = remoteVideo.current;
      if (!video) return;
      const remote = streams[0] ?? (video.srcObject as MediaStream | null) ?? new MediaStream();
      if (!streams[0]) remote.addTrack(track);
      show(video, remote);
    };
    pc.onnegotiationneeded = async () => {
      try {
        negotiation.current.makingOffer = true;
        await pc.setLocalDescription();
        const description = pc.localDescription;
        if (description)
          await send({ kind: 'description', type: description.type, sdp: description.sdp });
      } finally {
        negotiation.current.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (!candidate) return;
      pending.current.push(candidate.toJSON());
      flushTimer.current ??= setTimeout(flushCandidates, 200);
    };
    let restartTimer: ReturnType<typeof setTimeout> | undefined;
    pc.onconnectionstatechange = () => {
      setConnection(pc.connectionState);
      clearTimeout(restartTimer);
      // A network change (Wi-Fi to mobile data): new candidates through an ICE restart.
      if (pc.connectionState === 'failed') pc.restartIce();
      if (pc.connectionState === 'disconnected') {
        restartTimer = setTimeout(() => {
          if (pc.connectionState === 'disconnected') pc.restartIce();
        }, 3000);
      }
    };
    return pc;
  }, [close, flushCandidates, localStream, remoteVideo, send]);

  /**
   * The other side came (again): a new page of it (or no connection yet) needs a new connection,
   * a stream that only reconnected keeps the call, restarting ICE if the media dropped too.
   * Answers whether a new connection was started.
   */
  const otherArrived = useCallback(
    (newPage: boolean) => {
      if (gone.current) return false;
      if (!peer.current || newPage) {
        start();
        return true;
      }
      if (peer.current.connectionState !== 'connected') peer.current.restartIce();
      return false;
    },
    [start],
  );

  const receiveDescription = useCallback(
    async (description: RTCSessionDescriptionInit) => {
      if (gone.current) return;
      const pc = peer.current ?? start();
      const collision =
        description.type === 'offer' &&
        (negotiation.current.makingOffer || pc.signalingState !== 'stable');
      negotiation.current.ignoreOffer = !polite && collision;
      if (negotiation.current.ignoreOffer) return;
      await pc.setRemoteDescription(description);
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        const answer = pc.localDescription;
        if (answer) await send({ kind: 'description', type: answer.type, sdp: answer.sdp });
      }
    },
    [polite, send, start],
  );

  const receiveCandidates = useCallback(async (candidates: RTCIceCandidateInit[]) => {
    const pc = peer.current;
    if (!pc) return;
    for (const candidate of candidates) {
      try {
        await pc.addIceCandidate(candidate);
      } catch (error) {
        if (!negotiation.current.ignoreOffer) console.warn('ICE candidate refused', error);
      }
    }
  }, []);

  const setIceServers = useCallback((servers: RTCIceServer[]) => {
    iceServers.current = servers;
  }, []);

  return {
    connection,
    close,
    otherArrived,
    receiveDescription,
    receiveCandidates,
    setIceServers,
  };
}
