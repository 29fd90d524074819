/**
 * A video consultation between two browsers on two production instances of this build, over one
 * PostgreSQL database and one Redis (issue 47). Chromium's fake camera and microphone stand in for
 * the devices. The doctor signs in to the console on instance one and enters the room from it; the
 * patient opens the room on instance two with the booking's reference and one-time code. Both see
 * the other's video (RTCPeerConnection stats: inbound video frames decoded > 0 on each side) and a
 * chat message from the other; the patient shares a report the doctor opens; the patient ends the
 * call and the doctor sees it end. A third person with the link but not the code, and another
 * doctor, cannot enter the room nor read its signalling.
 *
 * The patient books and pays the video consultation through the site as a guest (a video-only
 * time of the demo video doctor, added a few minutes from now so that the room is open), enters
 * the room with the booking's code, and after the call signs up with the same phone: the booking
 * is claimed into her account. The doctor writes the e-prescription in the console; the patient
 * reads its PDF and orders its medicines in one tap from her account; the pharmacist sees the
 * order with the e-prescription attached (e2e/helpers/prescription.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import pg from 'pg';
import { formatTime12h, indiaNow, indiaToday } from '@/lib/time/india';
import { everyPageOf, expect, test, waitForReact } from './test';
import { createDatabase, type TestDatabase } from './helpers/databases';
import { servers, startInstances } from './helpers/instances';
import { PASSWORD, signIn as signInStaff } from './staff-helpers';
import { fillPatient, openPicker, payForAppointment } from './booking-helpers';
import { signIn as signInPatient } from './helpers/account';
import { testBuyer } from './helpers/buyer';
import {
  expectOrderWithPrescription,
  openFirstVideoPrescription,
  orderPrescribedMedicines,
  patientPrescriptionText,
  VIDEO_MEDICINE_LINE,
  writePrescription,
} from './helpers/prescription';
import { MEDICINE } from './pharmacy-helpers';
import { DEMO_VIDEO_DOCTOR_SLUG } from '../lib/seed/content/video-doctors';
import { DEMO_DOCTOR_EMAIL } from '../lib/seed/content/staff';

const DATABASE_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

if ((!DATABASE_URL || !REDIS_URL) && process.env.CI) {
  throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL must be set: CI runs the video call test');
}

const OTHER_DOCTOR_EMAIL = `other-${randomBytes(3).toString('hex')}@staff.example`;

/** Every RTCPeerConnection the page makes, kept for the test to read its stats. */
function recordPeers() {
  const Native = window.RTCPeerConnection;
  const peers: RTCPeerConnection[] = [];
  (window as unknown as { __peers: RTCPeerConnection[] }).__peers = peers;
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      peers.push(this);
    }
  };
}

/** Inbound video frames decoded on the page's live connection. */
const framesDecoded = (page: Page) =>
  page.evaluate(async () => {
    const peers = (window as unknown as { __peers?: RTCPeerConnection[] }).__peers ?? [];
    let frames = 0;
    for (const pc of peers) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach((report) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') {
          frames += report.framesDecoded ?? 0;
        }
      });
    }
    return frames;
  });

test.describe('a video consultation across two instances', () => {
  test.skip(!DATABASE_URL || !REDIS_URL, 'TEST_DATABASE_URL and TEST_REDIS_URL are not set');
  test.skip(({ isMobile }) => isMobile, 'two desktop browsers: once is enough');
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  let database: TestDatabase | undefined;
  let dataDir = '';
  let stops: (() => void)[] = [];
  let one = '';
  let two = '';
  let browser: Browser;
  let db: pg.Client;
  let doctorName = '';
  let slotId = 0;
  /** The booking the patient pays for in the first test. */
  let reference = '';
  let phone = '';

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    database = await createDatabase('consult');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'consult-e2e-'));
    const { freePort } = await servers();
    const ports = [await freePort(3425), await freePort(3426)];
    [one, two] = ports.map((port) => `http://127.0.0.1:${port}`);
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: REDIS_URL!,
      REDIS_CACHE_PREFIX: `saithunga-test:consult_${randomBytes(4).toString('hex')}:`,
      // One store for both: a file shared on one instance opens on the other.
      DATA_DIR: dataDir,
      SITE_URL: one,
      PAYMENT_TEST_MODE: '1',
      // Host candidates only: the two browsers share this machine.
      STUN_URLS: 'none',
    };
    // The first migrates and seeds the empty database; the second finds it ready.
    await startInstances(ports, env, stops, 240_000);

    db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const {
      rows: [videoDoctor],
    } = await db.query<{ id: number; name: string }>(
      'select id, name from doctors where slug = $1',
      [DEMO_VIDEO_DOCTOR_SLUG],
    );
    const {
      rows: [other],
    } = await db.query<{ id: number }>(
      'select id from doctors where id <> $1 order by id limit 1',
      [videoDoctor.id],
    );
    doctorName = videoDoctor.name;
    // A video-only time a few minutes ahead: bookable now, and its room already open.
    const minute = indiaNow().minuteOfDay + 6;
    if (minute >= 24 * 60) throw new Error('run this spec before 23:54 India time');
    const period = minute < 720 ? 'morning' : minute < 1020 ? 'afternoon' : 'evening';
    const {
      rows: [slot],
    } = await db.query<{ id: number }>(
      `insert into doctor_slots (doctor_id, date, period, time, start_minute, mode)
       values ($1, $2, $3, $4, $5, 'video')
       on conflict (doctor_id, date, time) do update set mode = 'video' returning id`,
      [videoDoctor.id, indiaToday(), period, formatTime12h(minute), minute],
    );
    slotId = slot.id;
    // Another doctor's account with the demo staff's password (the seeded admin's hash).
    await db.query(
      `insert into staff_users (email, name, role, doctor_id, password_hash, demo)
       select $1, 'Doctor', 'doctor', $2, password_hash, true from staff_users
       where email = 'admin@staff.example'`,
      [OTHER_DOCTOR_EMAIL, other.id],
    );
    browser = await chromium.launch({
      args: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    });
  });

  test.afterAll(async () => {
    await browser?.close();
    stops.forEach((stop) => stop());
    stops = [];
    await db?.end();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function newContext(baseURL?: string): Promise<BrowserContext> {
    const context = await browser.newContext({ baseURL, permissions: ['camera', 'microphone'] });
    everyPageOf(context);
    await context.addInitScript(recordPeers);
    return context;
  }

  async function staffSignIn(page: Page, base: string, email: string) {
    await page.goto(`${base}/staff/login`);
    await waitForReact(page);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/staff/login'));
  }

  /** The code of the newest code e-mail for the booking, from the outbox's .eml files. */
  async function codeFromOutbox(): Promise<string> {
    let code = '';
    await expect(async () => {
      const dir = path.join(dataDir, 'outbox');
      const codes = readdirSync(dir)
        .map((name) => path.join(dir, name))
        .filter((file) => file.endsWith('.eml'))
        .map((file) => readFileSync(file, 'utf8'))
        .map((eml) => new RegExp(`Your code for booking ${reference}: (\\d{6})`).exec(eml)?.[1])
        .filter(Boolean);
      expect(codes.length).toBeGreaterThan(0);
      code = codes.at(-1)!;
    }).toPass({ timeout: 45_000 });
    return code;
  }

  test('the patient books and pays a video consultation through the site', async () => {
    const context = await newContext(two);
    const page = await context.newPage();
    const buyer = testBuyer('meera');
    phone = buyer.phone;
    const picker = await openPicker(page, {
      _id: '',
      slug: DEMO_VIDEO_DOCTOR_SLUG,
      name: doctorName,
    });
    // Today's tab: the video-only time added for this run.
    await expect(picker.getByText(/\d+ Total Slots available/)).toBeVisible();
    const slot = picker.locator(`button[data-slot-id="${slotId}"]`);
    await expect(slot).toContainText('Video only');
    await slot.click();
    await expect(slot).toHaveAttribute('aria-pressed', 'true');
    await picker.getByRole('button', { name: 'Add Appointment' }).click();
    await expect(page).toHaveURL(/\/addtocart\/appointment$/);
    await expect(page.getByRole('region', { name: 'Appointment summary' })).toContainText(
      'Video consultation',
    );
    await fillPatient(page);
    reference = await payForAppointment(page);
    const {
      rows: [booked],
    } = await db.query<{ mode: string; status: string }>(
      'select mode, status from appointments where reference = $1',
      [reference],
    );
    expect(booked).toEqual({ mode: 'video', status: 'confirmed' });
    await context.close();
  });

  test('a stranger with the link, and another doctor, cannot join or read the signalling', async () => {
    // The link without the code: the code form, no room; the signalling refuses.
    const strangerContext = await newContext();
    const stranger = await strangerContext.newPage();
    await stranger.goto(`${two}/consult/${reference}`);
    await expect(
      stranger.getByRole('heading', { name: 'Join your video consultation' }),
    ).toBeVisible();
    await expect(stranger.getByRole('button', { name: /Join the consultation/ })).toHaveCount(0);
    for (const base of [one, two]) {
      const events = await stranger.request.get(`${base}/consult/${reference}/events`);
      expect(events.status()).toBe(403);
      const post = await stranger.request.post(`${base}/consult/${reference}/signal`, {
        data: { kind: 'chat', body: 'let me in' },
      });
      expect(post.status()).toBe(403);
    }
    await strangerContext.close();

    // Another doctor: refused at the console's door, and with her session in the room's cookie.
    const otherContext = await newContext();
    const other = await otherContext.newPage();
    await staffSignIn(other, one, OTHER_DOCTOR_EMAIL);
    const door = await other.request.get(`${one}/staff/consult/${reference}`, { maxRedirects: 0 });
    expect(door.status()).toBe(403);
    const session = (await otherContext.cookies(`${one}/staff`)).find(
      (cookie) => cookie.name === 'staff_session',
    );
    expect(session).toBeDefined();
    await otherContext.addCookies([
      { name: 'consult_staff', value: session!.value, url: `${one}/consult` },
    ]);
    await other.goto(`${one}/consult/${reference}`);
    await expect(
      other.getByRole('heading', { name: 'Join your video consultation' }),
    ).toBeVisible();
    const events = await other.request.get(`${one}/consult/${reference}/events`);
    expect(events.status()).toBe(403);
    await otherContext.close();
  });
  test('doctor and patient see and hear each other, chat, share a report and end the call; the e-prescription reaches the pharmacy', async () => {
    const doctorContext = await newContext(one);
    const patientContext = await newContext(two);
    const doctor = await doctorContext.newPage();
    const patient = await patientContext.newPage();

    // The doctor: console sign-in on instance one, then into the room from the console.
    await staffSignIn(doctor, one, DEMO_DOCTOR_EMAIL);
    await doctor.goto(`${one}/staff/consult/${reference}`);
    await expect(doctor).toHaveURL(`${one}/consult/${reference}`);
    await waitForReact(doctor);
    await expect(doctor.getByTestId('nothing-recorded')).toContainText('Nothing is recorded');
    await doctor.getByRole('button', { name: 'Join the consultation' }).click();
    await expect(doctor.getByTestId('room-status')).toContainText('waiting room');

    // The patient: the link on instance two, the reference and phone, then the code.
    await patient.goto(`${two}/consult/${reference}`);
    await waitForReact(patient);
    await expect(
      patient.getByRole('heading', { name: 'Join your video consultation' }),
    ).toBeVisible();
    await expect(patient.getByTestId('nothing-recorded')).toBeVisible();
    await patient.getByLabel(/^Phone number used for the/).fill(phone);
    await patient.getByRole('button', { name: 'Send me a code' }).click();
    await patient.getByLabel('6-digit code').fill(await codeFromOutbox());
    await patient.getByRole('button', { name: 'Open my consultation' }).click();
    await expect(patient.getByRole('button', { name: 'Join the consultation' })).toBeEnabled();
    await patient.getByRole('button', { name: 'Join the consultation' }).click();

    // Media both ways: each side decodes the other's video.
    for (const side of [doctor, patient]) {
      await expect(side.getByTestId('room-status')).toHaveText('Connected.', { timeout: 30_000 });
      await expect.poll(() => framesDecoded(side), { timeout: 30_000 }).toBeGreaterThan(0);
    }

    // Chat both ways, through the two instances.
    await doctor.getByLabel('Message').fill('Good morning, how is the fever?');
    await doctor.getByRole('button', { name: 'Send' }).click();
    await expect(patient.getByTestId('chat-lines')).toContainText(
      'Good morning, how is the fever?',
    );
    await patient.getByLabel('Message').fill('Better since yesterday, doctor.');
    await patient.getByRole('button', { name: 'Send' }).click();
    await expect(doctor.getByTestId('chat-lines')).toContainText('Better since yesterday, doctor.');

    // The patient shares an earlier report; the doctor opens it.
    await patient.getByLabel(/Share a report/).setInputFiles({
      name: 'blood-report.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await patient.getByRole('button', { name: 'Share with the doctor' }).click();
    const shared = doctor.getByRole('link', { name: 'blood-report.png' });
    await expect(shared).toBeVisible();
    const file = await doctor.request.get(new URL((await shared.getAttribute('href'))!, one).href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');

    // Either side ends it; the other sees it end.
    await patient.getByRole('button', { name: 'End consultation' }).click();
    await expect(patient.getByTestId('room-status')).toContainText('This consultation has ended');
    await expect(doctor.getByTestId('room-status')).toContainText('This consultation has ended');

    // The doctor writes the e-prescription in the console (instance one); a List B medicine is
    // refused on this first video consultation, the signed one goes out through the outbox.
    await openFirstVideoPrescription(doctor, reference);
    const code = await writePrescription(doctor, reference, {
      diagnosis: 'Acute viral fever',
      medicines: [VIDEO_MEDICINE_LINE],
      tests: [],
    });

    // The patient signs up with the booking's phone on instance two: the guest booking is hers
    // now; she reads the PDF and orders its medicines in one tap.
    const adminContext = await browser.newContext({ baseURL: one });
    everyPageOf(adminContext);
    const admin = await adminContext.newPage();
    await signInStaff(admin, 'admin');
    await signInPatient(patient, admin, phone, { name: 'Meera Iyer' });
    const text = await patientPrescriptionText(patient, reference);
    for (const fact of [
      'E-PRESCRIPTION',
      doctorName.replace(/^Dr\.?\s*/, ''),
      'Meera Iyer, 41 years, Female',
      'Acute viral fever',
      MEDICINE.name,
      `Verification code: ${code}`,
    ]) {
      expect(text).toContain(fact);
    }
    const doctorPattern = new RegExp(doctorName.replace(/^Dr\.?\s*/, ''));
    const order = await orderPrescribedMedicines(patient, reference, doctorPattern);

    // The pharmacist (instance one) sees the order with the e-prescription attached.
    const pharmacistContext = await browser.newContext({ baseURL: one });
    everyPageOf(pharmacistContext);
    const pharmacist = await pharmacistContext.newPage();
    await signInStaff(pharmacist, 'pharmacist');
    await expectOrderWithPrescription(pharmacist, order, doctorPattern);

    await pharmacistContext.close();
    await adminContext.close();
    await doctorContext.close();
    await patientContext.close();
  });
});
