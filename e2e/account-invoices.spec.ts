/**
 * A patient's GST invoice and receipt (issue 46) through the real server: a medicine bought with
 * the test checkout by a guest, whose number then signs in (the order is claimed at sign-in);
 * the invoice downloads from the account's route as an attachment, never cached, and its text
 * (read back with poppler's pdftotext) names the GSTIN, the HSN code, and a taxable value and tax
 * that add up to what was paid. No one else gets it: signed out 401, another patient 404.
 * Reorder answers the order's lines at today's prices.
 */
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect, test } from './test';
import { signIn } from './helpers/account';
import { testBuyer } from './helpers/buyer';
import { DEMO_GSTIN as GSTIN, paiseIn, pdfText } from './helpers/pdf';
import { indiaDate, MEDICINE } from './pharmacy-helpers';
import { signIn as staffSignIn } from './staff-helpers';

/** A paid pharmacy order of `phone` through the test checkout; its reference and amount. */
async function buyMedicine(request: APIRequestContext, phone: string, email: string) {
  const [hit] = (await (await request.get(`/api/pharmacy/search?q=${MEDICINE.typo}`)).json()).data;
  const [y, m, d] = indiaDate(2).split('-');
  const created = await request.post('/api/payment_order', {
    data: {
      purpose: 'pharmacy_order',
      items: [{ id: Number(hit._id), quantity: 2 }],
      delivery: {
        name: 'Asha Rao',
        email,
        phone_number: phone,
        pincode: '560038',
        address: '12 CMH Road, Indiranagar, Bangalore',
        date: `${d}/${m}/${y}`,
        time: '02:30 pm',
      },
    },
  });
  expect(created.status()).toBe(201);
  const order = await created.json();
  const paid = await request.post('/api/payments/simulated/pay', { data: { orderId: order.id } });
  const stored = await request.post('/api/pharmacy/orders', { data: await paid.json() });
  expect(stored.status()).toBe(201);
  return { reference: (await stored.json()).data.reference as string, amount: order.amount };
}

async function newPage(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  return context.newPage();
}

test.describe('account invoices', () => {
  test.skip(({ isMobile }) => isMobile, 'downloads and API answers: one project is enough');
  // Two patients sign in with codes read from the console's outbox.
  test.setTimeout(180_000);

  test('the owner downloads a GST invoice whose tax adds up; nobody else can', async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const buyer = testBuyer();
    const { reference, amount } = await buyMedicine(request, buyer.phone, buyer.email);
    const admin = await newPage(browser, testInfo);
    await staffSignIn(admin, 'admin');
    await signIn(page, admin, buyer.phone);

    const invoicePath = `/api/account/orders/${reference}/invoice.pdf`;
    const answer = await page.request.get(invoicePath);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    expect(answer.headers()['content-disposition']).toMatch(
      /^attachment; filename="invoice-SMH-\d{2}-\d{2}-\d{6}\.pdf"/,
    );
    const text = pdfText(await answer.body());
    expect(text).toContain(`GSTIN: ${GSTIN}`);
    expect(text).toMatch(/\b3004\b/);
    expect(text).toContain(reference);
    const taxable = paiseIn(text, 'Total taxable value');
    const tax = paiseIn(text, 'Total CGST') + paiseIn(text, 'Total SGST');
    expect(taxable).toBeGreaterThan(0);
    expect(tax).toBeGreaterThan(0);
    expect(taxable + tax).toBe(amount);
    expect(paiseIn(text, 'Amount paid')).toBe(amount);

    const receipt = await page.request.get(`/api/account/orders/${reference}/receipt.pdf`);
    expect(receipt.status()).toBe(200);
    expect(pdfText(await receipt.body())).toMatch(/Payment id: pay_/);

    const reorder = await page.request.post(`/api/account/orders/${reference}/reorder`);
    expect(reorder.status()).toBe(200);
    const { data } = await reorder.json();
    expect(data.lines).toEqual([
      expect.objectContaining({ name: MEDICINE.name, quantity: 2, askedQuantity: 2 }),
    ]);

    // Signed out: 401 in the API's one error shape; another patient: the same 404 as unknown.
    const signedOut = await request.get(invoicePath);
    expect(signedOut.status()).toBe(401);
    expect(await signedOut.json()).toMatchObject({ code: 'sign_in_required' });
    const other = await newPage(browser, testInfo);
    await signIn(other, admin, testBuyer('ravi').phone.replace(/^9/, '8'), { name: 'Ravi Kumar' });
    for (const file of ['invoice.pdf', 'receipt.pdf']) {
      const refused = await other.request.get(`/api/account/orders/${reference}/${file}`);
      expect(refused.status()).toBe(404);
      expect(await refused.json()).toMatchObject({ code: 'not_found' });
    }
    expect((await other.request.post(`/api/account/orders/${reference}/reorder`)).status()).toBe(
      404,
    );
  });
});
