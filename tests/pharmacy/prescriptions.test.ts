/**
 * Issue 18's prescriptions on both engines: the upload keeps only real photos (re-encoded without
 * their metadata) and PDFs, outside public/; a cart with a Schedule H or H1 medicine cannot be
 * paid for without a prescription; the paid order waits for the pharmacist's check with its pages
 * attached; and the retention pass deletes what is due, and nothing else.
 */
// First: sets DATA_DIR before anything imports lib/env.
import { uploadDataDir as dataDir } from '../helpers/upload-data-dir';
import { appDbMock, useAppDb } from '../helpers/app-db';
import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { confirmCheckout } from '@/lib/checkout/settle';
import { orders, prescriptionFiles } from '@/lib/db/schema';
import { SimulatedProvider } from '@/lib/payments/simulated';
import { PRESCRIPTION_MESSAGES } from '@/lib/pharmacy/prescription-rules';
import { purgePrescriptions } from '@/lib/pharmacy/prescriptions';
import { pharmacyOrderPurchase } from '@/lib/pharmacy/purchase';
import { diskStorage } from '@/lib/storage';
import { createOrder } from '../booking/fixtures';
import { inputErrors } from '../helpers/api-error';
import { createTestDb, engines, type TestDb } from '../helpers/db';
import { exeBytes, htmlBytes, pdfBytes, pdfPolyglotBytes } from '../helpers/files';
import { deliveryInfo, insertPharmacyFixture, type Fixture } from './fixtures';

jest.mock('@/lib/db', () => appDbMock());

const provider = new SimulatedProvider('prescription-test-secret');
const uploadsDir = path.join(dataDir, 'uploads');

/** A small JPEG photo carrying EXIF (camera, GPS-like comment) and an ICC-free header. */
async function photoWithExif(): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 220, b: 240 } },
  })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Secret Phone', Artist: 'Asha Rao' } })
    .toBuffer();
  return new Uint8Array(buffer);
}

describe.each(engines)('prescriptions on %s', (engine) => {
  let t: TestDb;
  let f: Fixture;
  let post: (request: Request) => Promise<Response>;
  const id = (name: string) => f.ids[name];

  beforeAll(async () => {
    t = await createTestDb(engine);
    f = await insertPharmacyFixture(t.db);
    useAppDb(t.db);
    post = (await import('@/app/api/pharmacy/prescriptions/route')).POST;
  });
  afterAll(async () => {
    useAppDb(null);
    await t.drop();
  });

  const upload = async (bytes: Uint8Array<ArrayBuffer> | null, name = 'page.jpg') => {
    const form = new FormData();
    if (bytes) form.append('file', new File([bytes], name));
    const response = await post(
      new Request('http://localhost:3000/api/pharmacy/prescriptions', {
        method: 'POST',
        headers: { host: 'localhost:3000' },
        body: form,
      }),
    );
    return { status: response.status, body: await response.json() };
  };
  const stored = async (token: string) => {
    const [row] = await t.db
      .select()
      .from(prescriptionFiles)
      .where(eq(prescriptionFiles.token, token));
    return row;
  };

  const placedOrder = async (reference: string) => {
    const [row] = await t.db.select().from(orders).where(eq(orders.reference, reference));
    return row;
  };

  describe('the upload', () => {
    it('re-encodes a photo without its metadata and keeps it outside public/, under a generated name', async () => {
      const photo = await photoWithExif();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const answer = await upload(photo, '../../public/evil.jpg');
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        message: 'Success',
        data: {
          prescription_id: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
          content_type: 'image/jpeg',
          size: expect.any(Number),
        },
      });
      const row = await stored(answer.body.data.prescription_id);
      expect(row.storageKey).toMatch(/^prescriptions\/[0-9a-f-]{36}\.jpg$/);
      const file = fs.readFileSync(path.join(uploadsDir, row.storageKey));
      expect(file.byteLength).toBe(row.sizeBytes);
      const meta = await sharp(file).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 40, height: 30 });
      expect(meta.exif).toBeUndefined();
      expect(file.includes('Secret Phone')).toBe(false);
      expect(fs.existsSync(path.join(process.cwd(), 'public', 'evil.jpg'))).toBe(false);
    });

    it('keeps a PNG a PNG and a PDF a PDF (as rewritten), whatever their names say', async () => {
      const png = new Uint8Array(
        await sharp({
          create: { width: 8, height: 8, channels: 4, background: '#ffffff' },
        })
          .png()
          .toBuffer(),
      );
      const asPng = await upload(png, 'scan.pdf');
      expect(asPng.body.data.content_type).toBe('image/png');
      const pdf = pdfBytes();
      const asPdf = await upload(pdf, 'photo.jpg');
      expect(asPdf.status).toBe(201);
      expect(asPdf.body.data).toMatchObject({ content_type: 'application/pdf' });
      // Stored as qpdf rewrote it (lib/uploads/pdf-content.ts), not byte for byte.
      const row = await stored(asPdf.body.data.prescription_id);
      const file = fs.readFileSync(path.join(uploadsDir, row.storageKey));
      expect(asPdf.body.data.size).toBe(file.byteLength);
      expect(new Uint8Array(file)).not.toEqual(pdf);
      expect(file.toString('latin1')).toMatch(/^%PDF-1\.\d/);
    });

    it.each([
      ['a program', exeBytes()],
      ['a web page', htmlBytes()],
      ['a PDF that is also a web page', pdfPolyglotBytes()],
      [
        'a truncated JPEG',
        new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]),
      ],
    ])('refuses %s, storing nothing', async (_label, bytes) => {
      const before = (await t.db.select().from(prescriptionFiles)).length;
      const answer = await upload(bytes as Uint8Array<ArrayBuffer>);
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ file: PRESCRIPTION_MESSAGES.fileType });
      expect((await t.db.select().from(prescriptionFiles)).length).toBe(before);
    });

    it('takes at most 10 pages an hour from one client, refusing the 11th before reading it', async () => {
      for (let i = 0; i < 10; i++) expect((await upload(pdfBytes())).status).toBe(201);
      const refused = await upload(pdfBytes());
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'too_many_attempts',
        errors: { file: 'Too many prescription uploads, please try again later' },
      });
    });

    it('refuses a missing, empty or too large file with its message', async () => {
      expect((await upload(null)).body.errors).toEqual({
        file: PRESCRIPTION_MESSAGES.fileRequired,
      });
      expect((await upload(new Uint8Array(0))).body.errors).toEqual({
        file: PRESCRIPTION_MESSAGES.fileRequired,
      });
      const big = new Uint8Array(10 * 1024 * 1024 + 1);
      big.set(pdfBytes());
      const answer = await upload(big, 'big.pdf');
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual({ file: PRESCRIPTION_MESSAGES.fileSize });
    });
  });

  describe('the order', () => {
    const rxCart = () => [
      { id: id('Azithromycin 500mg Tablet'), quantity: 1 },
      { id: id('Cetirizine 10mg Tablet'), quantity: 1 },
    ];
    /** An order of `items` with the usual delivery and this prescription (none if undefined). */
    const orderWith = (prescription?: Record<string, unknown>, items = rxCart()) =>
      createOrder(pharmacyOrderPurchase, t.db, provider, {
        items,
        delivery: deliveryInfo(),
        ...(prescription && { prescription }),
      });
    /** Such an order paid through the test checkout: answers the order row it placed. */
    const paidOrder = async (prescription: Record<string, unknown>, items = rxCart()) => {
      const order = await orderWith(prescription, items);
      const confirmed = await confirmCheckout(
        t.db,
        provider,
        pharmacyOrderPurchase,
        provider.pay(order.id),
      );
      return placedOrder(confirmed.reference!);
    };

    it('refuses a cart with a prescription medicine and no prescription, before any payment', async () => {
      for (const prescription of [undefined, { files: [], call_me: false }]) {
        expect(await inputErrors(orderWith(prescription))).toEqual({
          prescription: PRESCRIPTION_MESSAGES.required,
        });
      }
    });

    it('refuses a page that was never uploaded, or a token of the wrong shape', async () => {
      expect(await inputErrors(orderWith({ files: ['A'.repeat(32)] }))).toEqual({
        'prescription.files': PRESCRIPTION_MESSAGES.unknownFile,
      });
      expect(await inputErrors(orderWith({ files: ["' or 1=1 --"] }))).toEqual({
        'prescription.files[0]': PRESCRIPTION_MESSAGES.unknownFile,
      });
    });

    it('holds the paid order for the pharmacist, with its pages attached; a page serves one order', async () => {
      const page = (await upload(await photoWithExif())).body.data.prescription_id;
      const placed = await paidOrder({ files: [page] });
      expect(placed).toMatchObject({ status: 'awaiting_prescription', prescriptionCall: false });
      expect((await stored(page)).pharmacyOrderId).toBe(placed.id);

      expect(await inputErrors(orderWith({ files: [page] }))).toEqual({
        'prescription.files': PRESCRIPTION_MESSAGES.unknownFile,
      });
    });

    it("records a pharmacist's call asked for instead of an upload", async () => {
      const placed = await paidOrder({ call_me: true });
      expect(placed).toMatchObject({ status: 'awaiting_prescription', prescriptionCall: true });
    });

    it('places a cart without prescription medicines at once, ignoring any prescription sent', async () => {
      const placed = await paidOrder({ files: ['B'.repeat(32)], call_me: true }, [
        { id: id('Cetirizine 10mg Tablet'), quantity: 1 },
      ]);
      expect(placed).toMatchObject({ status: 'placed', prescriptionCall: false });
    });
  });

  describe('retention', () => {
    it('deletes unused pages after a day and used ones three years after their order, files first', async () => {
      const storage = diskStorage(uploadsDir);
      const fresh = (await upload(pdfBytes())).body.data.prescription_id;
      const stale = (await upload(pdfBytes())).body.data.prescription_id;
      const kept = (await upload(pdfBytes())).body.data.prescription_id;
      const old = (await upload(pdfBytes())).body.data.prescription_id;
      const now = new Date();
      const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
      await t.db
        .update(prescriptionFiles)
        .set({ createdAt: hoursAgo(25) })
        .where(inArray(prescriptionFiles.token, [stale, kept, old]));
      const [recent] = await t.db.select({ id: orders.id }).from(orders).limit(1);
      const [ancient] = await t.db
        .insert(orders)
        .values({
          kind: 'pharmacy',
          reference: 'SPH-OLDORDER23',
          name: 'Asha Rao',
          email: 'asha@example.com',
          phone: '9876543210',
          pincode: '560001',
          address: 'MG Road',
          expectedDate: '01/01/2023',
          expectedTime: '10:00 am',
          subtotalPaise: 100,
          totalPaise: 100,
          status: 'prescription_approved',
          createdAt: new Date(now.getTime() - (3 * 365 + 1) * 86_400_000),
        })
        .returning({ id: orders.id });
      await t.db
        .update(prescriptionFiles)
        .set({ pharmacyOrderId: recent.id })
        .where(eq(prescriptionFiles.token, kept));
      await t.db
        .update(prescriptionFiles)
        .set({ pharmacyOrderId: ancient.id })
        .where(eq(prescriptionFiles.token, old));
      const keys = Object.fromEntries(
        await Promise.all(
          [fresh, stale, kept, old].map(async (token) => [token, (await stored(token)).storageKey]),
        ),
      );

      const deleted = await purgePrescriptions(t.db, storage, now);

      expect(deleted).toBeGreaterThanOrEqual(2);
      for (const token of [stale, old]) {
        expect(await stored(token)).toBeUndefined();
        expect(fs.existsSync(path.join(uploadsDir, keys[token]))).toBe(false);
      }
      for (const token of [fresh, kept]) {
        expect(await stored(token)).toBeDefined();
        expect(fs.existsSync(path.join(uploadsDir, keys[token]))).toBe(true);
      }
      // A second pass finds nothing more of these.
      await purgePrescriptions(t.db, storage, now);
      expect(await stored(kept)).toBeDefined();
    });
  });
});
