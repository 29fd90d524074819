/**
 * Who enters a video consultation's room and reads or writes its signalling (issue 47), on both
 * engines: the appointment's doctor (her console session) on the doctor's side; the account that
 * owns the booking, or the booking's one-time code, on the patient's; another doctor, an admin,
 * another account, another booking's code and a stranger nowhere. Only a confirmed video
 * appointment has a room, and only while it is open. The routes themselves are called: the event
 * stream of one side carries the other's signals and chat, and refuses everyone else.
 */
// First: a throwaway DATA_DIR for the shared files, before anything imports lib/env.
import { FORBIDDEN_CHARACTERS_MESSAGE } from '@/lib/validation/input-shape';
import '../helpers/upload-data-dir';
import { appDbMock, useAppDb } from '../helpers/app-db';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GET as eventsGET } from '@/app/(site)/consult/[reference]/events/route';
import { POST as filesPOST } from '@/app/(site)/consult/[reference]/files/route';
import { GET as fileGET } from '@/app/(site)/consult/[reference]/files/[id]/route';
import { CONSULT_SIGNAL_BODY_LIMIT, PRESCRIPTION_UPLOAD_LIMIT } from '@/lib/api/body-limits.mjs';
import { actionBodyLimit } from '@/lib/api/server-actions.mjs';
import { POST as signalPOST } from '@/app/(site)/consult/[reference]/signal/route';
import { ACCOUNT_COOKIE } from '@/lib/accounts/current';
import { openSession } from '@/lib/accounts/sessions';
import {
  CONSULT_ACCESS_COOKIE,
  CONSULT_STAFF_COOKIE,
  roomAppointment,
  roomEntrant,
  roomState,
  sideOf,
  staffMayEnter,
  type RoomCredentials,
} from '@/lib/consult/access';
import { closeHub } from '@/lib/consult/hub';
import { iceServers, turnCredential } from '@/lib/consult/ice';
import type { Db } from '@/lib/db/open';
import {
  accounts,
  appointments,
  auditLog,
  consultationMessages,
  consultations,
} from '@/lib/db/schema';
import { checkAccessCode, sendAccessCode } from '@/lib/self-service/access';
import { findBookingHolder } from '@/lib/self-service/booking';
import { createSession } from '@/lib/staff/sessions';
import { addDays, formatTime12h, indiaNow, indiaToday } from '@/lib/time/india';
import { createWorld, PATIENT, type World } from '../booking/fixtures';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { insertStaffUser } from '../helpers/staff-users';

jest.mock('@/lib/db', () => appDbMock());

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const reference = () => `SMH-${Array.from({ length: 10 }, () => ALPHABET[randomInt(32)]).join('')}`;

let phones = 0;
const newPhone = () =>
  `97${String(Date.now() % 1e6).padStart(6, '0')}${String(++phones % 100).padStart(2, '0')}`;

afterAll(() => closeHub());

describe.each(engines)('the consultation room on %s', (engine) => {
  let t: TestDb;
  let world: World;
  let otherWorld: World;
  const today = indiaToday();
  // The slot starts now (India time), so the room is open while the test runs.
  const nowMinute = indiaNow().minuteOfDay;
  const slotKey = `${today} ${formatTime12h(nowMinute)}`;
  const laterKey = `${addDays(today, 3)} ${formatTime12h(10 * 60)}`;
  const cookies: Record<'doctor' | 'otherDoctor' | 'admin' | 'owner' | 'otherAccount', string> = {
    doctor: '',
    otherDoctor: '',
    admin: '',
    owner: '',
    otherAccount: '',
  };
  let ownerId: number;

  async function book(
    db: Db,
    key: string,
    extra: Partial<typeof appointments.$inferInsert> = {},
    w: World = world,
  ) {
    const [date, ...time] = key.split(' ');
    const [row] = await db
      .insert(appointments)
      .values({
        reference: reference(),
        doctorId: w.doctorId,
        slotId: w.slotIds[key],
        slotDate: date,
        slotTime: time.join(' '),
        patientName: PATIENT.name,
        phone: PATIENT.phone,
        gender: 'female',
        disease: 'Fever',
        age: 34,
        email: PATIENT.email,
        pincode: PATIENT.pincode,
        amountPaise: 50_000,
        mode: 'video',
        status: 'confirmed',
        ...extra,
      })
      .returning({ id: appointments.id, reference: appointments.reference });
    return row;
  }

  /** The grant of the booking's one-time code, as the room's code form leaves it. */
  async function grantFor(db: Db, ref: string): Promise<string> {
    await sendAccessCode(
      db,
      'appointment',
      findBookingHolder,
      { reference: ref, phone: PATIENT.phone },
      new Date(),
      '123456',
    );
    const { token } = await checkAccessCode(db, 'appointment', findBookingHolder, {
      reference: ref,
      phone: PATIENT.phone,
      code: '123456',
      client: `test-${ref}`,
    });
    return token;
  }

  let doctors = 0;
  /** A doctor of her own with a slot now and one in three days, and her console session. */
  async function newDoctor(): Promise<{ world: World; session: string }> {
    const w = await createWorld(t.db, [
      { date: today, minute: nowMinute },
      { date: addDays(today, 3), minute: 10 * 60 },
    ]);
    doctors += 1;
    const staff = await insertStaffUser(t.db, {
      email: `doctor-${doctors}-${engine}@test.example`,
      name: 'Dr Asha',
      role: 'doctor',
      doctorId: w.doctorId,
    });
    return { world: w, session: await createSession(t.db, staff) };
  }

  // Each test its own doctors: a slot holds one active booking.
  beforeEach(async () => {
    const mine = await newDoctor();
    const other = await newDoctor();
    world = mine.world;
    otherWorld = other.world;
    cookies.doctor = mine.session;
    cookies.otherDoctor = other.session;
  });

  beforeAll(async () => {
    t = await createTestDb(engine);
    useAppDb(t.db);
    const admin = await insertStaffUser(t.db, {
      email: `admin-${engine}@test.example`,
      name: 'Admin',
      role: 'admin',
    });
    cookies.admin = await createSession(t.db, admin);
    const [owner] = await t.db.insert(accounts).values({ phone: newPhone() }).returning();
    const [other] = await t.db.insert(accounts).values({ phone: newPhone() }).returning();
    ownerId = owner.id;
    cookies.owner = await openSession(t.db, owner.id);
    cookies.otherAccount = await openSession(t.db, other.id);
  }, 180_000);
  afterAll(async () => {
    useAppDb(null);
    await t.drop();
  });

  it('admits the doctor of the appointment and its patient, and nobody else', async () => {
    const booking = await book(t.db, slotKey, { accountId: ownerId });
    const other = await book(t.db, slotKey, {}, otherWorld);
    const appointment = await roomAppointment(t.db, booking.reference);
    expect(appointment).not.toBeNull();
    const side = (c: RoomCredentials) => sideOf(t.db, appointment!, c);

    expect(await side({ staffToken: cookies.doctor })).toBe('doctor');
    expect(await side({ accountToken: cookies.owner })).toBe('patient');
    expect(await side({ grantToken: await grantFor(t.db, booking.reference) })).toBe('patient');

    expect(await side({ staffToken: cookies.otherDoctor })).toBeNull();
    expect(await side({ staffToken: cookies.admin })).toBeNull();
    expect(await side({ accountToken: cookies.otherAccount })).toBeNull();
    expect(await side({ grantToken: await grantFor(t.db, other.reference) })).toBeNull();
    // A patient's session put in the doctor's cookie is no doctor.
    expect(await side({ staffToken: cookies.owner })).toBeNull();
    expect(await side({})).toBeNull();

    expect(await staffMayEnter(t.db, booking.reference, cookies.doctor)).toBe('doctor');
    expect(await staffMayEnter(t.db, booking.reference, cookies.otherDoctor)).toBe('refused');
    expect(await staffMayEnter(t.db, booking.reference, cookies.admin)).toBe('refused');
    expect(await staffMayEnter(t.db, booking.reference, undefined)).toBe('signed-out');
  });

  it('has a room only for a confirmed video appointment', async () => {
    const clinic = await book(t.db, slotKey, { mode: 'clinic' });
    const held = await book(t.db, laterKey, { status: 'held' });
    const cancelled = await book(t.db, slotKey, { status: 'cancelled' }, otherWorld);
    for (const booking of [clinic, held, cancelled]) {
      expect(await roomAppointment(t.db, booking.reference)).toBeNull();
      expect(await roomEntrant(t.db, booking.reference, { staffToken: cookies.doctor })).toBeNull();
    }
    expect(await roomAppointment(t.db, 'not-a-reference')).toBeNull();
  });

  it('opens the room 10 minutes before the time and closes it when ended or after the day', async () => {
    const later = await book(t.db, laterKey);
    const appointment = (await roomAppointment(t.db, later.reference))!;
    const start = appointment.startsAt.getTime();
    expect(await roomState(t.db, appointment, new Date(start - 11 * 60_000))).toBe('waiting');
    expect(await roomState(t.db, appointment, new Date(start - 10 * 60_000))).toBe('open');
    expect(await roomState(t.db, appointment, new Date(start + 14 * 3_600_000 + 60_000))).toBe(
      'closed',
    );
    await t.db.insert(consultations).values({ appointmentId: appointment.id, endedAt: new Date() });
    expect(await roomState(t.db, appointment, new Date(start))).toBe('ended');
  });

  const cookieHeader = (name: string, value: string) => ({ cookie: `${name}=${value}` });
  const doctorHeaders = () => cookieHeader(CONSULT_STAFF_COOKIE, cookies.doctor);
  const ctx = (ref: string) => ({ params: Promise.resolve({ reference: ref }) });
  const post = (ref: string, headers: Record<string, string>, body: unknown) =>
    signalPOST(
      new Request(`http://localhost/consult/${ref}/signal`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    );
  const events = (ref: string, headers: Record<string, string>, signal?: AbortSignal) =>
    eventsGET(new Request(`http://localhost/consult/${ref}/events`, { headers, signal }), ctx(ref));

  /** Reads the stream's events until `until` matches one (or it times out). */
  async function readUntil(
    response: Response,
    until: (event: Record<string, unknown>) => boolean,
  ): Promise<Record<string, unknown>[]> {
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const seen: Record<string, unknown>[] = [];
    let buffer = '';
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const chunk = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!chunk.startsWith('data: ')) continue;
        const parsed = JSON.parse(chunk.slice(6)) as Record<string, unknown>;
        seen.push(parsed);
        if (until(parsed)) {
          reader.releaseLock();
          return seen;
        }
      }
    }
    throw new Error(`the awaited event never came: ${JSON.stringify(seen)}`);
  }

  it('carries one side’s signals and chat to the other, and refuses everyone else', async () => {
    const booking = await book(t.db, slotKey, { accountId: ownerId });
    const ref = booking.reference;
    const patientHeaders = cookieHeader(ACCOUNT_COOKIE, cookies.owner);

    const aborts = new AbortController();
    const stream = await events(ref, patientHeaders, aborts.signal);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const [welcome] = await readUntil(stream, (e) => e.kind === 'welcome');
    expect(welcome).toMatchObject({ kind: 'welcome', side: 'patient', chat: [] });

    // The doctor's offer and chat reach the patient's stream; the chat is kept.
    expect(
      (await post(ref, doctorHeaders(), { kind: 'description', type: 'offer', sdp: 'v=0\r\n' }))
        .status,
    ).toBe(200);
    const chat = await post(ref, doctorHeaders(), { kind: 'chat', body: '  Good morning  ' });
    expect(chat.status).toBe(200);
    const seen = await readUntil(stream, (e) => e.kind === 'chat');
    expect(seen).toContainEqual(
      expect.objectContaining({
        kind: 'description',
        from: 'doctor',
        data: { type: 'offer', sdp: 'v=0\r\n' },
      }),
    );
    expect(seen.at(-1)).toMatchObject({
      from: 'doctor',
      data: { body: 'Good morning', sender: 'doctor' },
    });
    const kept = await t.db
      .select()
      .from(consultationMessages)
      .where(eq(consultationMessages.appointmentId, booking.id));
    expect(kept.map((m) => [m.sender, m.body])).toEqual([['doctor', 'Good morning']]);
    const [joined] = await t.db
      .select()
      .from(consultations)
      .where(eq(consultations.appointmentId, booking.id));
    expect(joined.patientJoinedAt).not.toBeNull();
    aborts.abort();

    // Refused: another doctor, an admin, another account, a stranger; for reading and writing.
    const outsiders = [
      cookieHeader(CONSULT_STAFF_COOKIE, cookies.otherDoctor),
      cookieHeader(CONSULT_STAFF_COOKIE, cookies.admin),
      cookieHeader(ACCOUNT_COOKIE, cookies.otherAccount),
      cookieHeader(CONSULT_ACCESS_COOKIE, 'x'.repeat(43)),
      {},
    ];
    for (const headers of outsiders) {
      const read = await events(ref, headers);
      expect(read.status).toBe(403);
      expect(await read.json()).toMatchObject({ code: 'not_in_room' });
      const write = await post(ref, headers, { kind: 'chat', body: 'let me in' });
      expect(write.status).toBe(403);
    }
    // Bad input is a 400 with a message per field, never a 5xx.
    const bad = await post(ref, doctorHeaders(), { kind: 'description', type: 'bogus', sdp: 'x' });
    expect(bad.status).toBe(400);
    expect((await post(ref, doctorHeaders(), { kind: 'chat', body: '   ' })).status).toBe(400);
    // Control and hidden characters are refused, as in every other form.
    const hidden = await post(ref, doctorHeaders(), {
      kind: 'chat',
      body: 'take\u0000 this\u202E',
    });
    expect(hidden.status).toBe(400);
    expect(await hidden.json()).toMatchObject({ errors: { body: FORBIDDEN_CHARACTERS_MESSAGE } });
    expect((await post(ref, doctorHeaders(), { kind: 'chat', body: 42 })).status).toBe(400);
    // Only the patient asks for a phone call.
    expect((await post(ref, doctorHeaders(), { kind: 'phone' })).status).toBe(403);
    expect((await post(ref, patientHeaders, { kind: 'phone' })).status).toBe(200);

    // Ended by either side: the room is shut for both.
    expect((await post(ref, patientHeaders, { kind: 'end' })).status).toBe(200);
    const after = await post(ref, doctorHeaders(), { kind: 'chat', body: 'still there?' });
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ message: 'This consultation has ended.' });
  });

  it('lets the patient share a file that both sides open, the doctor’s opening audited', async () => {
    const booking = await book(t.db, slotKey, { accountId: ownerId });
    const ref = booking.reference;
    const patientHeaders = cookieHeader(ACCOUNT_COOKIE, cookies.owner);
    const upload = (headers: Record<string, string>, bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
      return filesPOST(
        new Request(`http://localhost/consult/${ref}/files`, {
          method: 'POST',
          headers,
          body: form,
        }),
      );
    };
    const shared = await upload(patientHeaders, PNG, 'old report.png');
    expect(shared.status).toBe(201);
    const { data } = (await shared.json()) as { data: { file: { id: number; name: string } } };
    expect(data.file.name).toBe('old report.png');
    // Not a photo or PDF: refused per field; the doctor shares nothing.
    const bad = await upload(patientHeaders, new TextEncoder().encode('hello'), 'x.txt');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: { file: expect.stringContaining('PDF') } });
    expect((await upload(doctorHeaders(), PNG, 'x.png')).status).toBe(403);

    const open = (headers: Record<string, string>, id = data.file.id) =>
      fileGET(new Request(`http://localhost/consult/${ref}/files/${id}`, { headers }), {
        params: Promise.resolve({ reference: ref, id: String(id) }),
      });
    const byDoctor = await open(doctorHeaders());
    expect(byDoctor.status).toBe(200);
    expect(byDoctor.headers.get('content-type')).toBe('image/png');
    expect(byDoctor.headers.get('content-security-policy')).toContain('sandbox');
    expect((await open(patientHeaders)).status).toBe(200);
    expect((await open(cookieHeader(CONSULT_STAFF_COOKIE, cookies.otherDoctor))).status).toBe(403);
    expect((await open(doctorHeaders(), data.file.id + 1000)).status).toBe(404);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'consultation_file'));
    expect(audited.map((row) => row.entityId)).toContain(String(data.file.id));
  });

  it('refuses signalling before the room opens', async () => {
    const later = await book(t.db, laterKey);
    const response = await post(later.reference, doctorHeaders(), { kind: 'chat', body: 'early' });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({
      message: 'The consultation room is not open yet.',
    });
  });
});

/** A 1x1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

describe('the room’s routes at the server’s gate', () => {
  it('take their own body limits, larger than a public action’s', () => {
    expect(actionBodyLimit('/consult/SMH-AB12CD34EF/signal', {})).toBe(CONSULT_SIGNAL_BODY_LIMIT);
    expect(actionBodyLimit('/consult/SMH-AB12CD34EF/files', {})).toBe(PRESCRIPTION_UPLOAD_LIMIT);
    expect(actionBodyLimit('/consult/SMH-AB12CD34EF', {})).toBeLessThan(CONSULT_SIGNAL_BODY_LIMIT);
  });
});

describe('ICE servers', () => {
  it('gives coturn REST-API credentials that lapse, and STUN alone without TURN', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const { username, credential } = turnCredential('s3cret', '7-patient', now);
    expect(username).toBe(`${now.getTime() / 1000 + 4 * 3600}:7-patient`);
    // coturn checks base64(HMAC-SHA1(secret, username)).
    const { createHmac } = jest.requireActual<typeof import('node:crypto')>('node:crypto');
    expect(credential).toBe(createHmac('sha1', 's3cret').update(username).digest('base64'));
    expect(iceServers('1-doctor', { stunUrls: ['stun:a:3478'], turnUrls: [] })).toEqual([
      { urls: ['stun:a:3478'] },
    ]);
    expect(
      iceServers('1-doctor', { stunUrls: [], turnUrls: ['turn:t:3478'], turnSecret: 's' }, now),
    ).toEqual([{ urls: ['turn:t:3478'], ...turnCredential('s', '1-doctor', now) }]);
  });
});
