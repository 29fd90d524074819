/**
 * The console's one download guard (lib/staff/downloads.ts), on both engines: no session is 401,
 * a role without the area 403, nothing found 404, each in the API's one error shape and before
 * anything is looked up or logged; a download that is sent was written to the audit log first.
 */
import { appDbMock, useAppDb } from '../helpers/app-db';
import { eq } from 'drizzle-orm';
import { auditLog, staffUsers } from '@/lib/db/schema';
import { staffDownload, type StaffFile } from '@/lib/staff/downloads';
import type { StaffActor } from '@/lib/staff/sessions';
import { createTestDb, engines, type TestDb } from '../helpers/db';

jest.mock('@/lib/db', () => appDbMock());
let signedIn: StaffActor | null = null;
jest.mock('@/lib/staff/current', () => ({
  getStaff: async () => signedIn,
  requireStaff: async () => signedIn,
}));

const get = (path = '/staff/x') => new Request(`http://localhost:3000${path}`);
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

describe.each(engines)('staff downloads on %s', (engine) => {
  let t: TestDb;
  let admin: StaffActor;
  let hr: StaffActor;

  beforeAll(async () => {
    t = await createTestDb(engine);
    useAppDb(t.db);
    const rows = await t.db
      .insert(staffUsers)
      .values([
        { email: 'admin@t.example', name: 'Admin', role: 'admin', passwordHash: 'x' },
        { email: 'hr@t.example', name: 'HR', role: 'hr', passwordHash: 'x' },
      ])
      .returning({ id: staffUsers.id, email: staffUsers.email });
    admin = { id: rows[0].id, email: rows[0].email, name: 'Admin', role: 'admin' };
    hr = { id: rows[1].id, email: rows[1].email, name: 'HR', role: 'hr' };
  });
  afterAll(() => t.drop());
  afterEach(() => {
    signedIn = null;
  });

  const auditOf = (staff: StaffActor) =>
    t.db.select().from(auditLog).where(eq(auditLog.staffId, staff.id));

  /** A download of the outbox area whose `open` is a spy answering `found`. */
  function download(found: StaffFile | null) {
    const open = jest.fn(async () => found);
    return { open, GET: staffDownload<{ id: string }>('notifications', open) };
  }

  const file = (send: () => Response): StaffFile => ({
    audit: { action: 'test.download', entity: 'test', entityId: 7 },
    send,
  });

  it('answers 401 in the error shape without a session, looking nothing up', async () => {
    const { open, GET } = download(file(() => new Response('secret')));
    const res = await GET(get(), params({ id: '7' }));
    expect(res.status).toBe(401);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      message: 'Please sign in',
      code: 'sign_in_required',
      requestId: expect.any(String),
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('answers 403 to a role without the area, looking nothing up and logging nothing', async () => {
    signedIn = hr;
    const { open, GET } = download(file(() => new Response('secret')));
    const res = await GET(get(), params({ id: '7' }));
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ message: 'Forbidden', code: 'forbidden' });
    expect(open).not.toHaveBeenCalled();
    expect(await auditOf(hr)).toEqual([]);
  });

  it('answers 404 when nothing is found, and logs nothing', async () => {
    signedIn = admin;
    const before = (await auditOf(admin)).length;
    const { open, GET } = download(null);
    const res = await GET(get(), params({ id: '7' }));
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ message: 'Not found', code: 'not_found' });
    expect(open).toHaveBeenCalledWith(expect.anything(), { id: '7' }, expect.any(Request));
    expect(await auditOf(admin)).toHaveLength(before);
  });

  it('sends the file once its opening is in the audit log, and never when it cannot be logged', async () => {
    signedIn = admin;
    const send = jest.fn(() => new Response('the file'));
    const { GET } = download(file(send));
    const res = await GET(get(), params({ id: '7' }));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('the file');
    expect((await auditOf(admin)).at(-1)).toMatchObject({
      action: 'test.download',
      entity: 'test',
      entityId: '7',
    });
    // A member the log cannot name (the row is refused): nothing is sent.
    signedIn = { ...admin, id: 999_999 };
    send.mockClear();
    const unlogged = await GET(get(), params({ id: '7' }));
    expect(unlogged.status).toBeGreaterThanOrEqual(500);
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses an export by its list: 404 for no such list, 403 for a list outside the role', async () => {
    const { GET } = await import('@/app/staff/(console)/export/[list]/route');
    signedIn = admin;
    const none = await GET(get('/staff/export/nothing'), params({ list: 'nothing' }));
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ code: 'not_found' });
    signedIn = hr;
    const audit = await GET(get('/staff/export/audit'), params({ list: 'audit' }));
    expect(audit.status).toBe(403);
    expect(await audit.json()).toMatchObject({ code: 'forbidden' });
    const own = await GET(get('/staff/export/applications'), params({ list: 'applications' }));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await auditOf(hr)).at(-1)).toMatchObject({
      action: 'export.csv',
      entity: 'applications',
    });
  });
});
