/**
 * The callback and contact endpoints, called as Next calls them (a Request in, a Response out),
 * against real databases on each engine.
 */
import { callbackRequests, contactMessages } from '@/lib/db/schema';
import { CALLBACK_LIMIT_MESSAGE } from '@/lib/leads/callback-schema';
import { FORBIDDEN_CHARACTERS_MESSAGE } from '@/lib/validation/input-shape';
import { logger } from '@/lib/log';
import { apiError, expectInvalidInput, invalidInput } from '../helpers/api-error';
import { appDbForFile, appDbMock, useAppDb } from '../helpers/app-db';
import { engines } from '../helpers/db';

jest.mock('@/lib/db', () => appDbMock());

const SITE = 'http://localhost:3000';

function post(path: string, body: string, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', host: 'localhost:3000', ...headers },
    body,
  });
}

const valid = {
  patient_name: 'Asha <script>alert(1)</script>',
  contact_number: '9876543210',
  email_id: 'asha@example.com',
  disease: 'fever, cough',
  address: 'Indiranagar',
  page_name: 'cardiology',
  form: 'department',
};

describe.each(engines)('lead endpoints on %s', (engine) => {
  const t = appDbForFile(engine);
  let booking: (r: Request) => Promise<Response>;
  let contact: (r: Request) => Promise<Response>;

  beforeAll(async () => {
    booking = (await import('@/app/api/booking/create_booking/route')).POST;
    contact = (await import('@/app/api/contactform/add_contactform/route')).POST;
  });
  beforeEach(async () => {
    await t.db.delete(callbackRequests);
    await t.db.delete(contactMessages);
  });

  /** Posts `body` (JSON-encoded unless already text) to the contact form's route. */
  const sendContact = (body: unknown, headers?: Record<string, string>) =>
    contact(
      post(
        '/api/contactform/add_contactform',
        typeof body === 'string' ? body : JSON.stringify(body),
        headers,
      ),
    );

  const count = async (table: typeof callbackRequests | typeof contactMessages) =>
    (await t.db.select().from(table)).length;

  it('stores at most 20 callback requests an hour from one client; a refused form does not count', async () => {
    const from = { 'x-forwarded-for': `10.62.${engine.length}.9` };
    const send = (body: object) =>
      booking(post('/api/booking/create_booking', JSON.stringify(body), from));
    for (let i = 0; i < 3; i += 1) expect((await send({ form: 'department' })).status).toBe(400);
    for (let i = 0; i < 20; i += 1) expect((await send(valid)).status).toBe(200);
    const refused = await send(valid);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      code: 'rate_limited',
      message: CALLBACK_LIMIT_MESSAGE,
    });
    expect(await count(callbackRequests)).toBe(20);
    const other = await booking(
      post('/api/booking/create_booking', JSON.stringify(valid), {
        'x-forwarded-for': '10.63.0.1',
      }),
    );
    expect(other.status).toBe(200);
  });

  it('stores a valid callback request exactly as typed, with a timestamp', async () => {
    const res = await booking(post('/api/booking/create_booking', JSON.stringify(valid)));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: 'Success' });
    const [row] = await t.db.select().from(callbackRequests);
    expect(row).toMatchObject({
      patientName: 'Asha <script>alert(1)</script>',
      contactNumber: '9876543210',
      email: 'asha@example.com',
      disease: 'fever, cough',
      address: 'Indiranagar',
      pageName: 'cardiology',
    });
    expect(row.createdAt).toBeInstanceOf(Date);
  });

  it('stores a consultation request from /doctors without an e-mail', async () => {
    const { email_id: _e, ...rest } = valid;
    void _e;
    const body = { ...rest, form: 'doctors', page_name: 'doctors' };
    const res = await booking(post('/api/booking/create_booking', JSON.stringify(body)));
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(callbackRequests);
    expect(row).toMatchObject({ pageName: 'doctors', email: '' });
  });

  it('answers malformed JSON with 400 and stores nothing', async () => {
    const res = await booking(post('/api/booking/create_booking', '{"patient_name": "A",'));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(
      apiError({ code: 'malformed_body', message: 'Malformed JSON body' }),
    );
    expect((await sendContact('[1,2]')).status).toBe(400);
    expect(await count(callbackRequests)).toBe(0);
    expect(await count(contactMessages)).toBe(0);
  });

  it('refuses a name of invisible characters only, and a text that reorders itself', async () => {
    for (const name of ['\u200b', '\u200b\u200c\u200d\u2060', '\u3164', '\u0301\u0301']) {
      const res = await booking(
        post('/api/booking/create_booking', JSON.stringify({ ...valid, patient_name: name })),
      );
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({
        patient_name: FORBIDDEN_CHARACTERS_MESSAGE,
      });
    }
    const res = await sendContact({
      name: 'Asha',
      email: 'asha@example.com',
      message: '\u202egnp.exe',
    });
    expect(res.status).toBe(400);
    expect(await count(callbackRequests)).toBe(0);
    expect(await count(contactMessages)).toBe(0);
  });

  it('names every missing field with its message', async () => {
    const res = await booking(
      post('/api/booking/create_booking', JSON.stringify({ form: 'department' })),
    );
    await expectInvalidInput(res, {
      patient_name: 'Patient Name is required',
      contact_number: 'Contact Number must be a 10-digit number',
      email_id: 'Invalid email address',
      disease: 'Disease is required',
      address: 'Please select your location',
      page_name: 'Page name is required',
    });
    const treatment = await booking(
      post(
        '/api/booking/create_booking',
        JSON.stringify({ ...valid, form: 'treatment', address: '' }),
      ),
    );
    expect(await treatment.json()).toEqual(invalidInput({ address: 'Address is required' }));
    expect(await count(callbackRequests)).toBe(0);
  });

  it('refuses an 11-digit phone', async () => {
    const res = await booking(
      post(
        '/api/booking/create_booking',
        JSON.stringify({ ...valid, contact_number: '98765432101' }),
      ),
    );
    await expectInvalidInput(res, { contact_number: 'Contact Number must be a 10-digit number' });
    expect(await count(callbackRequests)).toBe(0);
  });

  it('refuses a cross-site post with 403 but accepts its own origin', async () => {
    const evil = await booking(
      post('/api/booking/create_booking', JSON.stringify(valid), {
        origin: 'https://evil.example',
      }),
    );
    expect(evil.status).toBe(403);
    const nullOrigin = await sendContact(
      { name: 'A', email: 'a@b.co', message: 'x' },
      {
        origin: 'null',
      },
    );
    expect(nullOrigin.status).toBe(403);
    expect(await count(callbackRequests)).toBe(0);
    expect(await count(contactMessages)).toBe(0);

    const own = await booking(
      post('/api/booking/create_booking', JSON.stringify(valid), {
        origin: 'http://localhost:3000',
      }),
    );
    expect(own.status).toBe(200);
    // Behind a proxy the Host header names the public site.
    const proxied = await booking(
      post('/api/booking/create_booking', JSON.stringify(valid), {
        origin: 'https://hospital.example',
        host: 'hospital.example',
      }),
    );
    expect(proxied.status).toBe(200);
  });

  it('answers an oversized body with 413, by header or by stream', async () => {
    const big = JSON.stringify({ ...valid, disease: 'x'.repeat(40_000) });
    expect((await booking(post('/api/booking/create_booking', big))).status).toBe(413);
    // No Content-Length: the limit holds while streaming.
    const chunks = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < chunks.length; i += 4096)
          controller.enqueue(chunks.subarray(i, i + 4096));
        controller.close();
      },
    });
    const streamed = new Request(`${SITE}/api/booking/create_booking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await booking(streamed)).status).toBe(413);
    expect(await count(callbackRequests)).toBe(0);
  });

  it('refuses a non-JSON content type', async () => {
    const res = await booking(
      post('/api/booking/create_booking', JSON.stringify(valid), { 'content-type': 'text/plain' }),
    );
    expect(res.status).toBe(415);
  });

  it('stores a contact message and validates it with the spec messages', async () => {
    const bad = await sendContact({ email: 'x' });
    await expectInvalidInput(bad, {
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    });
    const ok = await sendContact({ name: 'Meera', email: 'm@x.in', message: 'Hello' });
    expect(ok.status).toBe(200);
    const rows = await t.db.select().from(contactMessages);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Meera', email: 'm@x.in', message: 'Hello' });
  });

  it('logs an unexpected failure and answers 500 without internals', async () => {
    const spy = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    useAppDb(null);
    try {
      const res = await sendContact({ name: 'A', email: 'a@b.co', message: 'x' });
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(text).not.toMatch(/useAppDb|Error:|at /);
      expect(spy).toHaveBeenCalledTimes(1);
      // The log line carries the request id the answer gives, and nothing the visitor typed.
      const [fields] = spy.mock.calls[0] as unknown as [Record<string, unknown>];
      expect(fields.requestId).toBe(JSON.parse(text).requestId);
      expect(JSON.stringify(fields)).not.toMatch(/a@b\.co/);
    } finally {
      useAppDb(t.db);
      spy.mockRestore();
    }
  });
});
