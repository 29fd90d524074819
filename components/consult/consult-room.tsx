'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { ConsultSide, RoomState } from '@/lib/consult/access';
import type { ChatLine } from '@/lib/consult/room';
import { NothingRecorded } from './nothing-recorded';
import styles from './consult.module.css';

type Props = {
  reference: string;
  side: ConsultSide;
  doctorName: string;
  state: RoomState;
  opensAt: string;
  opensAtLabel: string;
  doctorJoined: boolean;
  phoneCallRequested: boolean;
};

type Devices = 'checking' | 'video' | 'audio' | 'denied' | 'none' | 'unsupported';

type Signal = { kind: string; from?: ConsultSide; data?: unknown; side?: ConsultSide };

const GUIDANCE: Record<Exclude<Devices, 'checking' | 'video'>, string> = {
  audio:
    'No camera was found, or it is in use by another app. You can join with your microphone only; the doctor will still see and hear what they share.',
  denied:
    'Your browser blocked the camera and microphone. Click the camera icon in the address bar (or your browser’s site settings), allow both, then check again. Or ask for a phone call instead.',
  none: 'No microphone or camera was found on this device. Connect a headset or use a phone, then check again, or ask for a phone call instead.',
  unsupported:
    'This browser cannot make video calls. Open this page in a recent Chrome, Edge, Firefox or Safari, or ask for a phone call instead.',
};

/**
 * Shows `stream` in `video` and starts it: a tab in the background when the stream came holds
 * `autoplay` back until asked.
 */
function show(video: HTMLVideoElement | null, stream: MediaStream | null) {
  if (!video) return;
  if (video.srcObject !== stream) video.srcObject = stream;
  if (stream) void video.play().catch(() => undefined);
}

/** A random id of this page's visit: a side that reloads is a new peer, a reconnecting stream is not. */
const newPeerId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (b) => (b % 36).toString(36)).join('');

/**
 * The room of a video consultation (issue 47): device check with guidance, waiting room, a
 * one-to-one RTCPeerConnection (the "perfect negotiation" pattern: the patient is the polite
 * side), chat, the patient's shared files, ICE restart after a network change, and the end.
 * Signals go through the app: POST /consult/{reference}/signal, and the side's event stream.
 */
export function ConsultRoom(props: Props) {
  const { reference, side, doctorName } = props;
  const other: ConsultSide = side === 'doctor' ? 'patient' : 'doctor';
  const base = `/consult/${encodeURIComponent(reference)}`;
  const [devices, setDevices] = useState<Devices>('checking');
  const [joined, setJoined] = useState(false);
  const [otherHere, setOtherHere] = useState(false);
  const [doctorCame, setDoctorCame] = useState(props.doctorJoined);
  const [connection, setConnection] = useState<RTCPeerConnectionState | 'idle'>('idle');
  const [ended, setEnded] = useState(props.state === 'ended' || props.state === 'closed');
  const [chat, setChat] = useState<ChatLine[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [phoneAsked, setPhoneAsked] = useState(props.phoneCallRequested);
  const [open, setOpen] = useState(props.state !== 'waiting');
  const localVideo = useRef<HTMLVideoElement>(null);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const localStream = useRef<MediaStream | null>(null);
  const peer = useRef<RTCPeerConnection | null>(null);
  const iceServers = useRef<RTCIceServer[]>([]);
  const otherPeer = useRef<string | null>(null);
  const events = useRef<EventSource | null>(null);
  const pending = useRef<RTCIceCandidateInit[]>([]);
  const flushTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const negotiation = useRef({ makingOffer: false, ignoreOffer: false });
  const peerId = useRef<string>('');

  const send = useCallback(
    async (body: Record<string, unknown>) => {
      const response = await fetch(`${base}/signal`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      if (!response.ok) {
        const answer = (await response.json().catch(() => null)) as { message?: string } | null;
        setProblem(answer?.message ?? 'The message could not be sent. Please try again.');
      }
      return response.ok;
    },
    [base],
  );

  // The room opens ROOM_OPENS_MINUTES_BEFORE the time: the join button waits for it.
  useEffect(() => {
    if (open) return;
    const wait = new Date(props.opensAt).getTime() - Date.now();
    const timer = setTimeout(() => setOpen(true), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [open, props.opensAt]);

  /** Asks for the camera and microphone, then the microphone alone; what came of it. */
  const probeDevices = useCallback(async (): Promise<Devices> => {
    if (!navigator.mediaDevices?.getUserMedia || typeof RTCPeerConnection === 'undefined') {
      return 'unsupported';
    }
    localStream.current?.getTracks().forEach((track) => track.stop());
    let found: Devices;
    try {
      localStream.current = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      found = 'video';
    } catch (error) {
      const name = (error as DOMException).name;
      if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
      try {
        localStream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
        found = 'audio';
      } catch (second) {
        return (second as DOMException).name === 'NotAllowedError' ? 'denied' : 'none';
      }
    }
    show(localVideo.current, localStream.current);
    return found;
  }, []);

  const checkDevices = () => {
    setDevices('checking');
    void probeDevices().then(setDevices);
  };

  useEffect(() => {
    if (props.state === 'ended' || props.state === 'closed') return;
    void probeDevices().then(setDevices);
    return () => localStream.current?.getTracks().forEach((track) => track.stop());
  }, [probeDevices, props.state]);

  useEffect(() => {
    show(localVideo.current, localStream.current);
  }, [devices, joined]);

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

  const closePeer = useCallback(() => {
    peer.current?.close();
    peer.current = null;
    if (remoteVideo.current) remoteVideo.current.srcObject = null;
    setConnection('idle');
  }, []);

  /** The call is over (this side ended it, or the other did): everything let go. */
  const finish = useCallback(() => {
    closePeer();
    events.current?.close();
    localStream.current?.getTracks().forEach((track) => track.stop());
    setEnded(true);
  }, [closePeer]);

  const startPeer = useCallback(() => {
    closePeer();
    const pc = new RTCPeerConnection({ iceServers: iceServers.current });
    peer.current = pc;
    negotiation.current = { makingOffer: false, ignoreOffer: false };
    for (const track of localStream.current?.getTracks() ?? []) {
      pc.addTrack(track, localStream.current!);
    }
    // Receive video even when this side sends none (audio only).
    if (!localStream.current?.getVideoTracks().length)
      pc.addTransceiver('video', { direction: 'recvonly' });
    if (!localStream.current?.getAudioTracks().length)
      pc.addTransceiver('audio', { direction: 'recvonly' });
    pc.ontrack = ({ track, streams }) => {
      const video = remoteVideo.current;
      if (!video) return;
      const stream = streams[0] ?? (video.srcObject as MediaStream | null) ?? new MediaStream();
      if (!streams[0]) stream.addTrack(track);
      show(video, stream);
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
  }, [closePeer, flushCandidates, send]);

  const onSignal = useCallback(
    async (signal: Signal) => {
      switch (signal.kind) {
        case 'welcome': {
          const welcome = signal as unknown as { iceServers: RTCIceServer[]; chat: ChatLine[] };
          iceServers.current = welcome.iceServers;
          setChat(welcome.chat);
          return;
        }
        case 'chat':
          setChat((lines) =>
            lines.some((line) => line.id === (signal.data as ChatLine).id)
              ? lines
              : [...lines, signal.data as ChatLine],
          );
          return;
        case 'presence': {
          const { state, peer: id } = (signal.data ?? {}) as { state?: string; peer?: string };
          if (state === 'left') {
            // The old page's stream of a side that reloaded may close after the new one opened.
            if (!id || id === otherPeer.current) setOtherHere(false);
            return;
          }
          setOtherHere(true);
          if (other === 'doctor') setDoctorCame(true);
          // A new page on the other side needs a new connection; a stream that only reconnected
          // keeps the call (restarting ICE if the media dropped too).
          if (!peer.current || (id && id !== otherPeer.current)) {
            otherPeer.current = id ?? null;
            startPeer();
          } else if (peer.current.connectionState !== 'connected') {
            peer.current.restartIce();
          }
          return;
        }
        case 'description': {
          const description = signal.data as RTCSessionDescriptionInit;
          const pc = peer.current ?? startPeer();
          const polite = side === 'patient';
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
          return;
        }
        case 'candidates': {
          const pc = peer.current;
          if (!pc) return;
          for (const candidate of signal.data as RTCIceCandidateInit[]) {
            try {
              await pc.addIceCandidate(candidate);
            } catch (error) {
              if (!negotiation.current.ignoreOffer) console.warn('ICE candidate refused', error);
            }
          }
          return;
        }
        case 'phone':
          setPhoneAsked(true);
          return;
        case 'end':
          finish();
          return;
      }
    },
    [finish, other, send, side, startPeer],
  );

  useEffect(() => {
    if (!joined || ended) return;
    peerId.current ||= newPeerId();
    const source = new EventSource(`${base}/events?peer=${peerId.current}`);
    events.current = source;
    // One signal at a time, in order: a candidate must not overtake the offer it belongs to.
    let queue = Promise.resolve();
    source.onmessage = (message) => {
      const signal = JSON.parse(message.data) as Signal;
      queue = queue
        .then(() => onSignal(signal))
        .catch((error) => console.warn('signal not handled', error));
    };
    source.onerror = () => {
      // The browser reconnects by itself; a refusal (403) closes the stream for good.
      if (source.readyState === EventSource.CLOSED) {
        setProblem('You are no longer connected to the room. Reload the page to join again.');
      }
    };
    return () => {
      source.close();
      events.current = null;
    };
  }, [base, ended, joined, onSignal]);

  const [draft, setDraft] = useState('');
  const sendChat = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    if (await send({ kind: 'chat', body: draft })) setDraft('');
  };

  const [uploading, setUploading] = useState(false);
  const shareFile = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setUploading(true);
    try {
      const response = await fetch(`${base}/files`, { method: 'POST', body: new FormData(form) });
      if (!response.ok) {
        const answer = (await response.json().catch(() => null)) as { message?: string } | null;
        setProblem(answer?.message ?? 'The file could not be shared. Please try again.');
      } else {
        form.reset();
        setProblem(null);
      }
    } finally {
      setUploading(false);
    }
  };

  const askPhone = async () => {
    if (await send({ kind: 'phone' })) setPhoneAsked(true);
  };
  const end = async () => {
    if (await send({ kind: 'end' })) finish();
  };

  if (ended) {
    return (
      <div className={styles.room}>
        <p className={styles.status} role="status" data-testid="room-status">
          This consultation has ended.{' '}
          {side === 'patient'
            ? 'Your e-prescription, if the doctor writes one, comes by e-mail and SMS.'
            : ''}
        </p>
        <NothingRecorded />
      </div>
    );
  }

  const canJoin = open && devices !== 'checking';
  return (
    <div className={styles.room}>
      <NothingRecorded />
      <div className={styles.stage}>
        <figure className={styles.remote}>
          <video ref={remoteVideo} autoPlay playsInline data-testid="remote-video" />
          <figcaption>
            {!joined
              ? side === 'patient'
                ? doctorCame
                  ? `${doctorName} has joined.`
                  : `${doctorName} has not joined yet.`
                : 'The patient appears here.'
              : otherHere
                ? connection === 'connected'
                  ? side === 'patient'
                    ? doctorName
                    : 'Patient'
                  : 'Connecting…'
                : side === 'patient'
                  ? `Waiting for ${doctorName} to join…`
                  : 'Waiting for the patient to join…'}
          </figcaption>
        </figure>
        <figure className={styles.local}>
          <video ref={localVideo} autoPlay playsInline muted data-testid="local-video" />
          <figcaption>You</figcaption>
        </figure>
      </div>
      <p className={styles.status} role="status" data-testid="room-status">
        {connection === 'connected'
          ? 'Connected.'
          : connection === 'disconnected' || connection === 'failed'
            ? 'The connection dropped. Reconnecting…'
            : joined
              ? otherHere
                ? 'Connecting…'
                : 'You are in the waiting room.'
              : open
                ? 'Check your camera and microphone, then join.'
                : `The room opens at ${props.opensAtLabel}.`}
      </p>
      {devices !== 'video' && devices !== 'checking' ? (
        <div className={styles.guidance} role="alert">
          <p>{GUIDANCE[devices]}</p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-outline" onClick={checkDevices}>
              Check again
            </button>
            {side === 'patient' ? (
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => void askPhone()}
                disabled={phoneAsked}
              >
                {phoneAsked ? 'Phone call asked for' : 'Ask for a phone call instead'}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
      {side === 'doctor' && phoneAsked ? (
        <p className={styles.guidance} role="alert">
          The patient asked for a phone call instead of video.
        </p>
      ) : null}
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <div className={styles.actions}>
        {!joined ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={!canJoin}
            onClick={() => setJoined(true)}
          >
            {devices === 'audio'
              ? 'Join with audio only'
              : devices === 'video'
                ? 'Join the consultation'
                : 'Join without camera or microphone'}
          </button>
        ) : (
          <button type="button" className="btn btn-outline" onClick={() => void end()}>
            End consultation
          </button>
        )}
      </div>
      {joined ? (
        <section className={styles.chat} aria-labelledby="chat-title">
          <h2 id="chat-title">Chat</h2>
          <ol className={styles.lines} data-testid="chat-lines">
            {chat.map((line) => (
              <li key={line.id} data-sender={line.sender}>
                <strong>
                  {line.sender === side ? 'You' : line.sender === 'doctor' ? doctorName : 'Patient'}
                  :
                </strong>{' '}
                {line.file ? (
                  <a href={`${base}/files/${line.file.id}`} target="_blank" rel="noopener">
                    {line.file.name}
                  </a>
                ) : (
                  line.body
                )}
              </li>
            ))}
          </ol>
          <form onSubmit={(event) => void sendChat(event)} className={styles.chatForm}>
            <label htmlFor="chat-message">Message</label>
            <input
              id="chat-message"
              value={draft}
              maxLength={2000}
              onChange={(event) => setDraft(event.target.value)}
              autoComplete="off"
            />
            <button type="submit" className="btn btn-primary">
              Send
            </button>
          </form>
          {side === 'patient' ? (
            <form onSubmit={(event) => void shareFile(event)} className={styles.chatForm}>
              <label htmlFor="share-file">Share a report (PDF, JPG or PNG, up to 10 MB)</label>
              <input
                id="share-file"
                name="file"
                type="file"
                accept="application/pdf,image/jpeg,image/png"
                required
              />
              <button type="submit" className="btn btn-outline" disabled={uploading}>
                {uploading ? 'Sharing…' : 'Share with the doctor'}
              </button>
            </form>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
