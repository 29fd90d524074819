/**
 * The beacon's validation (POST /api/vitals): every kind of bad input is one message on the field
 * it is about, through the project's one validation step; a valid beacon keeps only its fields.
 */
import { VITALS_MESSAGES as M, vitalsBeaconSchema } from '@/lib/vitals/beacon-schema';
import { validateBody } from '@/lib/validation/validate';

const valid = {
  template: '/pharmacy/[medname]',
  device: 'mobile',
  connection: '4g',
  metrics: [
    { name: 'LCP', value: 2300 },
    { name: 'CLS', value: 0.04 },
    { name: 'INP', value: 120 },
    { name: 'TTFB', value: 410 },
    { name: 'FCP', value: 1200 },
  ],
};

const errorsOf = async (body: unknown) => {
  const result = await validateBody(vitalsBeaconSchema, body);
  return result.ok ? {} : result.errors;
};

describe('the vitals beacon', () => {
  it('accepts a page view, dropping anything else it carries', async () => {
    const result = await validateBody(vitalsBeaconSchema, {
      ...valid,
      url: 'https://example.com/pharmacy/x?phone=9876543210',
      userAgent: 'Mozilla/5.0',
    });
    expect(result).toEqual({ ok: true, value: valid });
    expect(await errorsOf({ ...valid, metrics: [{ name: 'CLS', value: 0 }] })).toEqual({});
  });

  it.each([
    ['a missing template', { template: undefined }, 'template', M.template],
    ['a real address', { template: '/pharmacy/paracetamol' }, 'template', M.template],
    ['a console page', { template: '/staff/vitals' }, 'template', M.template],
    ['a template as a number', { template: 7 }, 'template', 'template must be text'],
    ['an unknown device', { device: 'watch' }, 'device', M.device],
    ['a missing device', { device: undefined }, 'device', M.device],
    ['an unknown connection', { connection: '5g' }, 'connection', M.connection],
    [
      'a connection with a control character',
      { connection: '4g\u0000' },
      'connection',
      expect.stringContaining('control characters'),
    ],
    ['no metrics', { metrics: [] }, 'metrics', M.metrics],
    ['metrics missing', { metrics: undefined }, 'metrics', M.metrics],
    ['metrics as an object', { metrics: { name: 'LCP' } }, 'metrics', 'metrics must be a list'],
    [
      'too many metrics',
      { metrics: [...valid.metrics, { name: 'LCP', value: 1 }] },
      'metrics',
      M.metrics,
    ],
    [
      'a metric twice',
      {
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
      'metrics',
      M.metricTwice,
    ],
    ['an unknown metric', { metrics: [{ name: 'FID', value: 10 }] }, 'metrics[0].name', M.name],
    ['a metric as a string', { metrics: ['LCP'] }, 'metrics[0]', 'metrics[0] must be an object'],
    ['a negative value', { metrics: [{ name: 'LCP', value: -1 }] }, 'metrics[0].value', M.value],
    ['a value as text', { metrics: [{ name: 'LCP', value: '1200' }] }, 'metrics[0].value', M.value],
    ['a missing value', { metrics: [{ name: 'LCP' }] }, 'metrics[0].value', M.value],
    [
      'a null value',
      { metrics: [{ name: 'LCP', value: null }] },
      'metrics[0].value',
      'metrics[0].value must not be null',
    ],
    [
      'an LCP over its max',
      { metrics: [{ name: 'LCP', value: 120_001 }] },
      'metrics[0].value',
      M.value,
    ],
    ['a CLS over its max', { metrics: [{ name: 'CLS', value: 101 }] }, 'metrics[0].value', M.value],
    [
      'an INP over its max',
      { metrics: [{ name: 'INP', value: 60_000.5 }] },
      'metrics[0].value',
      M.value,
    ],
  ])('refuses %s', async (_case, change, field, message) => {
    const errors = await errorsOf({ ...valid, ...change });
    expect(errors[field]).toEqual(message);
  });

  it('refuses a body that is no object', async () => {
    expect(await errorsOf([valid])).toEqual({ body: 'body must be an object' });
  });

  it("takes each metric's max itself", async () => {
    const atMax = [
      { name: 'LCP', value: 120_000 },
      { name: 'INP', value: 60_000 },
      { name: 'CLS', value: 100 },
    ];
    expect(await errorsOf({ ...valid, metrics: atMax })).toEqual({});
  });
});
