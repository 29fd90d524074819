'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { ConsultSide, RoomState } from '@/lib/consult/access';
import type { ChatLine } from '@/lib/consult/room';
import { GUIDANCE, newPeerId, openLocalMedia, show, type Devices } from './devices';
import { NothingRecorded } from './nothing-recorded';
import { joinLabel, remoteCaption, roomStatus } from './room-words';
import { RoomChat } from './room-chat';
import { usePeerConnection } from './use-peer-connection';
import { useSignalStream } from './use-signal-stream';
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

type Signal = { kind: string; from?: ConsultSide; data?: unknown; side?: ConsultSide };

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
  const [ended, setEnded] = useState(props.state === 'ended' || props.state === 'closed');
  const [chat, setChat] = useState<ChatLine[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [phoneAsked, setPhoneAsked] = useState(props.phoneCallRequested);
  const [open, setOpen] = useState(props.state !== 'waiting');
  const localVideo = useRef<HTMLVideoElement>(null);
  const remoteVideo = useRef<HTMLVideoElement>(null);
  const localStream = useRef<MediaStream | null>(null);
  const otherPeer = useRef<string | null>(null);
  // This page's own id in the room: a reload is a new peer, a reconnecting stream the same one.
  const [peerId] = useState(newPeerId);

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
  const {
    connection,
    close: closePeer,
    setIceServers,
    otherArrived,
    receiveDescription,
    receiveCandidates,
  } = usePeerConnection({
    polite: side === 'patient',
    send,
    localStream,
    remoteVideo,
  });

  // The room opens ROOM_OPENS_MINUTES_BEFORE the time: the join button waits for it.
  useEffect(() => {
    if (open) return;
    const wait = new Date(props.opensAt).getTime() - Date.now();
    const timer = setTimeout(() => setOpen(true), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [open, props.opensAt]);

  /** Asks for the camera and microphone (./devices.ts) and shows what came. */
  const probeDevices = useCallback(async (): Promise<Devices> => {
    localStream.current?.getTracks().forEach((track) => track.stop());
    const { found, stream } = await openLocalMedia();
    localStream.current = stream;
    if (stream) show(localVideo.current, stream);
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

  const { close: closeSignals } = useSignalStream<Signal>({
    url: `${base}/events?peer=${peerId}`,
    open: joined && !ended,
    onSignal: (signal): Promise<void> => onSignal(signal),
    onLost: () =>
      setProblem('You are no longer connected to the room. Reload the page to join again.'),
  });

  /** The call is over (this side ended it, or the other did): everything let go. */
  const finish = useCallback(() => {
    closePeer();
    closeSignals();
    localStream.current?.getTracks().forEach((track) => track.stop());
    setEnded(true);
  }, [closePeer, closeSignals]);

  const onSignal = useCallback(
    async (signal: Signal): Promise<void> => {
      switch (signal.kind) {
        case 'welcome': {
          const welcome = signal as unknown as { iceServers: RTCIceServer[]; chat: ChatLine[] };
          setIceServers(welcome.iceServers);
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
          if (otherArrived(Boolean(id && id !== otherPeer.current))) {
            otherPeer.current = id ?? null;
          }
          return;
        }
        case 'description':
          await receiveDescription(signal.data as RTCSessionDescriptionInit);
          return;
        case 'candidates':
          await receiveCandidates(signal.data as RTCIceCandidateInit[]);
          return;
        case 'phone':
          setPhoneAsked(true);
          return;
        case 'end':
          finish();
          return;
      }
    },
    [finish, other, otherArrived, receiveCandidates, receiveDescription, setIceServers],
  );

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
  const moment = {
    side,
    doctorName,
    open,
    opensAtLabel: props.opensAtLabel,
    joined,
    otherHere,
    doctorCame,
    connection,
  };
  return (
    <div className={styles.room}>
      <NothingRecorded />
      <div className={styles.stage}>
        <figure className={styles.remote}>
          <video ref={remoteVideo} autoPlay playsInline data-testid="remote-video" />
          <figcaption>{remoteCaption(moment)}</figcaption>
        </figure>
        <figure className={styles.local}>
          <video ref={localVideo} autoPlay playsInline muted data-testid="local-video" />
          <figcaption>You</figcaption>
        </figure>
      </div>
      <p className={styles.status} role="status" data-testid="room-status">
        {roomStatus(moment)}
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
            {joinLabel(devices)}
          </button>
        ) : (
          <button type="button" className="btn btn-outline" onClick={() => void end()}>
            End consultation
          </button>
        )}
      </div>
      {joined ? (
        <RoomChat
          base={base}
          side={side}
          doctorName={doctorName}
          chat={chat}
          send={send}
          onProblem={setProblem}
        />
      ) : null}
    </div>
  );
}
