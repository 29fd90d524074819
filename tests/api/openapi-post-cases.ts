/**
 * The POST cases: every endpoint of the fuzz suite with its valid request (its 2xx), then the
 * refusals the document promises: a body that breaks the schema (400 with field messages), the
 * wrong content type (415), a body over the limit (413), and each endpoint's own (an unknown
 * record, a taken slot, a wrong signature or secret).
 */
import { buildCall, send, SIGNATURE, type App, type ValidRequest } from './fuzz-app';
import { bodyCall } from './fuzz-bodies';
import { ENDPOINTS, type Endpoint } from './fuzz-endpoints';
import { exercise, freshValidRequest } from './fuzz-run';
import { readAnswer } from './error-contract';
import type { ContractCase, Sent } from './openapi-cases';

/** 'POST /api/payment_order (appointment)' -> '/api/payment_order'. */
const pathOf = (endpoint: Endpoint) => endpoint.name.replace(/^POST /, '').replace(/ \(.*\)$/, '');

/** A multipart body's fields as the document describes them (a file as text). */
const described = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v instanceof Blob ? 'file' : v]));

type Change = (valid: ValidRequest) => ValidRequest;

/** The valid request, changed; a header change goes through buildCall (a webhook is re-signed). */
function sendValid(endpoint: Endpoint, change?: Change | { header: string; value: string }) {
  return async ({ app }: { app: App }): Promise<Sent> => {
    let sent: ValidRequest | undefined;
    const outcome = await exercise(app, endpoint, (valid) => {
      if (typeof change === 'object') {
        sent = valid;
        return buildCall(app, endpoint.path, endpoint.encoding, valid, {
          path: ['header', change.header],
          value: change.value,
        });
      }
      sent = change ? change(valid) : valid;
      return buildCall(app, endpoint.path, endpoint.encoding, sent);
    });
    const body = endpoint.encoding === 'path' ? undefined : described(sent!.body);
    return { answer: outcome.answer, body };
  };
}

function sendBodyCase(endpoint: Endpoint, mode: 'text/plain content type' | 'body over the limit') {
  return async ({ app }: { app: App }): Promise<Sent> => {
    const outcome = await exercise(app, endpoint, (valid) => bodyCall(app, endpoint, valid, mode));
    return { answer: outcome.answer };
  };
}

/** Sends the valid request twice; the second answer is the case's. */
function sendTwice(endpoint: Endpoint) {
  return async ({ app }: { app: App }): Promise<Sent> => {
    const valid = await freshValidRequest(app, endpoint);
    await send(app, endpoint.route, buildCall(app, endpoint.path, endpoint.encoding, valid));
    const again = await send(
      app,
      endpoint.route,
      buildCall(app, endpoint.path, endpoint.encoding, valid),
    );
    return { answer: await readAnswer(again) };
  };
}

const byName = (name: string) => {
  const endpoint = ENDPOINTS.find((e) => e.name === name);
  if (!endpoint) throw new Error(`the fuzz suite has no endpoint ${name}`);
  return endpoint;
};

/** Endpoint-specific refusals: [endpoint name, case name, status, change to the valid request]. */
const OWN_CASES: [string, string, number, Change | { header: string; value: string }][] = [
  [
    'POST /api/payment_order (appointment)',
    'an unknown purpose',
    400,
    (v) => ({ ...v, body: { ...v.body, purpose: 'lab_test' } }),
  ],
  [
    'POST /api/payment_order (appointment)',
    'an unknown doctor',
    404,
    (v) => ({ ...v, body: { ...v.body, doctorId: 999_999_999 } }),
  ],
  [
    'POST /api/appointment/add_appointment',
    'a wrong signature',
    400,
    (v) => ({ ...v, body: { ...v.body, razorpay_signature: 'f'.repeat(64) } }),
  ],
  [
    'POST /api/appointment/add_appointment',
    'an unknown order',
    404,
    (v) => ({ ...v, body: { ...v.body, razorpay_order_id: 'order_nosuchorder' } }),
  ],
  [
    'POST /api/pharmacy/orders',
    'an unknown order',
    404,
    (v) => ({ ...v, body: { ...v.body, razorpay_order_id: 'order_nosuchorder' } }),
  ],
  [
    'POST /api/payments/opened',
    'an unknown order',
    404,
    (v) => ({ ...v, body: { orderId: 'order_nosuchorder' } }),
  ],
  [
    'POST /api/payments/simulated/pay',
    'an unknown order',
    404,
    (v) => ({ ...v, body: { orderId: 'order_nosuchorder' } }),
  ],
  ['POST /api/coupon/check', 'a wrong code', 400, (v) => ({ ...v, body: { code: 'NOPE10' } })],
  [
    'POST /api/pharmacycart/add_pharmacycart',
    'an unknown medicine',
    400,
    (v) => ({ ...v, body: { items: [{ id: 999_999_999, quantity: 1 }] } }),
  ],
  [
    'POST /api/lab/cart',
    'an unknown test',
    400,
    (v) => ({ ...v, body: { items: [{ id: 999_999_999, quantity: 1 }] } }),
  ],
  ['POST /api/blog/{id}/view', 'a malformed {id}', 400, (v) => ({ ...v, body: { id: 'abc' } })],
  [
    'POST /api/blog/{id}/view',
    'an unknown {id}',
    404,
    (v) => ({ ...v, body: { id: '999999999' } }),
  ],
  ['POST /api/revalidate', 'no secret', 401, (v) => ({ ...v, headers: {} })],
  [
    'POST /api/webhooks/razorpay (payment.captured)',
    'a wrong signature',
    400,
    { header: SIGNATURE, value: 'f'.repeat(64) },
  ],
];

export function postCases(): ContractCase[] {
  const cases: ContractCase[] = [];
  for (const endpoint of ENDPOINTS) {
    const path = pathOf(endpoint);
    const base = { method: 'post' as const, path };
    const created = [
      '/api/payment_order',
      '/api/pharmacy/orders',
      '/api/lab/orders',
      '/api/pharmacy/prescriptions',
    ].includes(path);
    const variant = endpoint.name.match(/\((.*)\)$/)?.[1];
    cases.push({
      ...base,
      name: variant ? `valid (${variant})` : 'valid',
      // A beacon is counted and answered without content.
      status: created ? 201 : path === '/api/vitals' ? 204 : 200,
      bodyFollowsSchema: true,
      send: sendValid(endpoint),
    });
    if (variant && variant !== 'appointment' && variant !== 'payment.captured') continue;
    if (endpoint.encoding === 'path') continue;
    cases.push(
      {
        ...base,
        name: 'the wrong content type',
        status: 415,
        send: sendBodyCase(endpoint, 'text/plain content type'),
      },
      {
        ...base,
        name: 'a body over the limit',
        status: 413,
        send: sendBodyCase(endpoint, 'body over the limit'),
      },
    );
    if (endpoint.encoding !== 'webhook') {
      // No field at all: every required field is named (the secret still sent to revalidate).
      cases.push({
        ...base,
        name: 'an empty body',
        status: 400,
        fieldErrors: true,
        bodyFollowsSchema: false,
        send: sendValid(endpoint, (v) => ({ ...v, body: {} })),
      });
    }
  }
  for (const [name, caseName, status, change] of OWN_CASES) {
    const endpoint = byName(name);
    cases.push({
      method: 'post',
      path: pathOf(endpoint),
      name: caseName,
      status,
      fieldErrors: status === 400 && !caseName.includes('signature'),
      send: sendValid(endpoint, change),
    });
  }
  const paymentOrder = byName('POST /api/payment_order (appointment)');
  const pharmacyOrder = byName('POST /api/pharmacy/orders');
  cases.push(
    {
      method: 'post',
      path: '/api/payment_order',
      name: 'a slot just taken',
      status: 409,
      send: sendTwice(paymentOrder),
    },
    {
      method: 'post',
      path: '/api/pharmacy/orders',
      name: 'a repeated confirmation',
      status: 200,
      send: sendTwice(pharmacyOrder),
    },
  );
  return cases;
}
