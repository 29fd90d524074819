import {
  joinLabel,
  remoteCaption,
  roomStatus,
  type RoomMoment,
} from '@/components/consult/room-words';

const before: RoomMoment = {
  side: 'patient',
  doctorName: 'Dr. Asha Rao',
  open: true,
  opensAtLabel: '10:20 am',
  joined: false,
  otherHere: false,
  doctorCame: false,
  connection: 'idle',
};

describe("a consultation room's words", () => {
  it.each<[string, Partial<RoomMoment>, string]>([
    ['patient, not joined, doctor not yet in', {}, 'Dr. Asha Rao has not joined yet.'],
    ['patient, not joined, doctor came', { doctorCame: true }, 'Dr. Asha Rao has joined.'],
    ['doctor, not joined', { side: 'doctor' }, 'The patient appears here.'],
    ['patient, waiting', { joined: true }, 'Waiting for Dr. Asha Rao to join…'],
    ['doctor, waiting', { side: 'doctor', joined: true }, 'Waiting for the patient to join…'],
    [
      'both in, connecting',
      { joined: true, otherHere: true, connection: 'connecting' },
      'Connecting…',
    ],
    [
      'patient, connected',
      { joined: true, otherHere: true, connection: 'connected' },
      'Dr. Asha Rao',
    ],
    [
      'doctor, connected',
      { side: 'doctor', joined: true, otherHere: true, connection: 'connected' },
      'Patient',
    ],
  ])('captions the other video: %s', (_, change, caption) => {
    expect(remoteCaption({ ...before, ...change })).toBe(caption);
  });

  it.each<[string, Partial<RoomMoment>, string]>([
    ['not open yet', { open: false }, 'The room opens at 10:20 am.'],
    ['open, not joined', {}, 'Check your camera and microphone, then join.'],
    ['joined alone', { joined: true }, 'You are in the waiting room.'],
    ['joined with the other side', { joined: true, otherHere: true }, 'Connecting…'],
    ['connected', { joined: true, otherHere: true, connection: 'connected' }, 'Connected.'],
    [
      'dropped',
      { joined: true, otherHere: true, connection: 'disconnected' },
      'The connection dropped. Reconnecting…',
    ],
    [
      'failed',
      { joined: true, otherHere: true, connection: 'failed' },
      'The connection dropped. Reconnecting…',
    ],
  ])('states the room: %s', (_, change, status) => {
    expect(roomStatus({ ...before, ...change })).toBe(status);
  });

  it('names the join for what the device check found', () => {
    expect(joinLabel('video')).toBe('Join the consultation');
    expect(joinLabel('audio')).toBe('Join with audio only');
    expect(joinLabel('denied')).toBe('Join without camera or microphone');
    expect(joinLabel('none')).toBe('Join without camera or microphone');
  });
});
