/**
 * The payment screens say how payments are taken, from the server's mode: 'Test mode: no real
 * payment is taken' in test mode (the appointment checkout, the pharmacy cart and the test
 * checkout dialog), that online payment is unavailable when payments are off, and nothing when
 * Razorpay takes real payments.
 */
// First: the mock factories below use it before the other imports run.
import { navigationMock, noIncrementalCacheMock, renderPage } from '../helpers/render-page';
import type { PaymentMode } from '@/lib/payments/mode';
import { PharmacyCartProvider } from '@/components/cart/pharmacy-cart-provider';
import { TestCheckoutDialog } from '@/components/checkout/test-checkout-dialog';
import { TEST_MODE_TEXT } from '@/components/checkout/test-mode-banner';

let mockMode: PaymentMode = 'test';
jest.mock('@/lib/payments/mode', () => ({ getPaymentMode: () => mockMode }));
// The cart page's other parts are not under test (and the carousel's CSS does not load in jest).
jest.mock('@/components/pharmacy/cart-also-bought', () => ({ CartAlsoBought: () => null }));
jest.mock('next/cache', () => noIncrementalCacheMock());
jest.mock('next/navigation', () => navigationMock());

const OFF_TEXT = 'Online payment is not available right now';

// The pages are imported once the mocks above are in place (their modules import Next's).
const screens: [string, () => Promise<string>][] = [
  [
    'the appointment checkout',
    async () => {
      const { default: AppointmentPage } = await import('@/app/(site)/addtocart/appointment/page');
      return renderPage(AppointmentPage());
    },
  ],
  [
    'the pharmacy cart',
    async () => {
      const { default: CartAndCheckoutPage } = await import('@/app/(site)/pharmacy/addtocart/page');
      return renderPage(<PharmacyCartProvider>{await CartAndCheckoutPage()}</PharmacyCartProvider>);
    },
  ],
];

/** The banner's element: a status region the page renders on the server. */
const statusRegions = (html: string) =>
  [...html.matchAll(/<div role="status"[^>]*>(.*?)<\/div>/g)].map((m) =>
    m[1].replace(/<[^>]+>/g, ''),
  );

describe.each(screens)('%s', (_name, render) => {
  it('shows the test-mode banner in test mode', async () => {
    mockMode = 'test';
    const regions = statusRegions(await render());
    expect(regions).toEqual([expect.stringContaining(TEST_MODE_TEXT)]);
  });

  it('says online payment is unavailable when payments are off', async () => {
    mockMode = 'off';
    const html = await render();
    expect(statusRegions(html)).toEqual([expect.stringContaining(OFF_TEXT)]);
    expect(html).toContain('href="/contactus"');
    expect(html).not.toContain(TEST_MODE_TEXT);
  });

  it('shows no banner when Razorpay takes real payments', async () => {
    mockMode = 'razorpay';
    const html = await render();
    expect(html).not.toContain(TEST_MODE_TEXT);
    expect(html).not.toContain(OFF_TEXT);
  });
});

it('the test checkout dialog carries the banner too', async () => {
  const html = await renderPage(
    <TestCheckoutDialog
      amount={95_000}
      onPay={async () => {}}
      onFail={() => {}}
      onDismiss={() => {}}
    />,
  );
  expect(statusRegions(html)).toEqual([TEST_MODE_TEXT]);
});
