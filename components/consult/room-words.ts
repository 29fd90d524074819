import type { ConsultSide } from '@/lib/consult/access';
import type { Devices } from './devices';

/** Where a consultation room stands, as its captions and status line read it. */
export type RoomMoment = {
  side: ConsultSide;
  doctorName: string;
  /** The room is open for joining (it opens a few minutes before the time). */
  open: boolean;
  opensAtLabel: string;
  joined: boolean;
  otherHere: boolean;
  /** The doctor has been in the room (the patient's waiting words). */
  doctorCame: boolean;
  connection: RTCPeerConnectionState | 'idle';
};

/** The caption under the other side's video. */
export function remoteCaption(m: RoomMoment): string {
  const patient = m.side === 'patient';
  if (!m.joined) {
    if (!patient) return 'The patient appears here.';
    return m.doctorCame ? `${m.doctorName} has joined.` : `${m.doctorName} has not joined yet.`;
  }
  if (!m.otherHere) {
    return patient ? `Waiting for ${m.doctorName} to join…` : 'Waiting for the patient to join…';
  }
  if (m.connection !== 'connected') return 'Connecting…';
  return patient ? m.doctorName : 'Patient';
}

/** The room's status line. */
export function roomStatus(m: RoomMoment): string {
  if (m.connection === 'connected') return 'Connected.';
  if (m.connection === 'disconnected' || m.connection === 'failed') {
    return 'The connection dropped. Reconnecting…';
  }
  if (m.joined) return m.otherHere ? 'Connecting…' : 'You are in the waiting room.';
  return m.open
    ? 'Check your camera and microphone, then join.'
    : `The room opens at ${m.opensAtLabel}.`;
}

/** The join button's words for what the device check found. */
export function joinLabel(devices: Devices): string {
  if (devices === 'audio') return 'Join with audio only';
  if (devices === 'video') return 'Join the consultation';
  return 'Join without camera or microphone';
}
