/**
 * The application under fuzz: its POST route handlers loaded after the test's environment and
 * database mock are in place, plus how one endpoint's request is built (JSON, multipart, a signed
 * webhook body or a path parameter) with one field replaced, and how it is sent.
 */
import type { Db } from '@/lib/db/open';
import type { SimulatedProvider } from '@/lib/payments/simulated';
import type { FuzzWorld } from './fuzz-world';

export const SITE = 'http://localhost:3000';

type Handler = (
  request: Request,
  ctx: { params: Promise<Record<string, string>> },
) => Promise<Response>;

export type App = {
  db: Db;
  world: FuzzWorld;
  /** Signs webhooks and checkout results with the secret the routes verify against. */
  provider: SimulatedProvider;
  routes: Record<RouteName, Handler>;
  /** How many cache tags /api/revalidate has expired so far (next/cache is mocked). */
  revalidations(): number;
};

const ROUTE_MODULES = {
  booking: () => import('@/app/api/booking/create_booking/route'),
  contact: () => import('@/app/api/contactform/add_contactform/route'),
  career: () => import('@/app/api/carrer/create_carrerform/route'),
  blogView: () => import('@/app/api/blog/[id]/view/route'),
  paymentOrder: () => import('@/app/api/payment_order/route'),
  addAppointment: () => import('@/app/api/appointment/add_appointment/route'),
  pharmacyOrders: () => import('@/app/api/pharmacy/orders/route'),
  labOrders: () => import('@/app/api/lab/orders/route'),
  paymentFailed: () => import('@/app/api/payments/failed/route'),
  paymentOpened: () => import('@/app/api/payments/opened/route'),
  simulatedPay: () => import('@/app/api/payments/simulated/pay/route'),
  webhook: () => import('@/app/api/webhooks/razorpay/route'),
  coupon: () => import('@/app/api/coupon/check/route'),
  cartQuote: () => import('@/app/api/pharmacycart/add_pharmacycart/route'),
  labCartQuote: () => import('@/app/api/lab/cart/route'),
  prescription: () => import('@/app/api/pharmacy/prescriptions/route'),
  revalidate: () => import('@/app/api/revalidate/route'),
  vitals: () => import('@/app/api/vitals/route'),
};

export type RouteName = keyof typeof ROUTE_MODULES;

/** Call after setting process.env and `useAppDb(db)`: lib/env is read on first import. */
export async function loadApp(db: Db, world: FuzzWorld, provider: SimulatedProvider): Promise<App> {
  const routes = {} as Record<RouteName, Handler>;
  for (const [name, load] of Object.entries(ROUTE_MODULES)) {
    routes[name as RouteName] = (await load()).POST as unknown as Handler;
  }
  const cache = await import('next/cache');
  return {
    db,
    world,
    provider,
    routes,
    revalidations: () => {
      const revalidateTag: unknown = cache.revalidateTag;
      return jest.isMockFunction(revalidateTag) ? revalidateTag.mock.calls.length : 0;
    },
  };
}

/** A request one endpoint understands, before encoding. */
export type ValidRequest = {
  /** JSON object, multipart fields (strings and Files) or path parameters. */
  body: Record<string, unknown>;
  headers?: Record<string, string>;
};

export type Encoding = 'json' | 'multipart' | 'webhook' | 'path';

export type Call = { request: Request; params: Record<string, string> };

/** A field's place in the body: keys and array indexes; a header is ['header', name]. */
export type FieldPath = readonly (string | number)[];

export const MISSING = Symbol('missing');

export function fieldName(path: FieldPath): string {
  return path.reduce<string>(
    (name, key) =>
      typeof key === 'number' ? `${name}[${key}]` : name === '' ? key : `${name}.${key}`,
    '',
  );
}

/** A deep copy of a JSON body with the value at `path` replaced (or removed for MISSING). */
export function withValue(body: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const container = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<
    string | number,
    unknown
  >;
  const next = withValue(container[key], rest, value);
  if (next === MISSING) delete container[key];
  else container[key] = next;
  return container;
}

function post(path: string, body: BodyInit, headers: Record<string, string>): Request {
  return new Request(`${SITE}${path}`, { method: 'POST', headers, body });
}

/** Encodes a request for `encoding`; a header field is replaced in the headers instead. */
export function buildCall(
  app: App,
  path: string | ((params: Record<string, string>) => string),
  encoding: Encoding,
  valid: ValidRequest,
  change?: { path: FieldPath; value: unknown },
): Call {
  const headers: Record<string, string> = { ...valid.headers };
  let body: unknown = valid.body;
  if (change && change.path[0] === 'header') {
    const name = String(change.path[1]);
    if (change.value === MISSING) delete headers[name];
    else headers[name] = String(change.value);
  } else if (change) {
    body = withValue(body, change.path, change.value);
  }
  const fields = body as Record<string, unknown>;
  if (encoding === 'path') {
    const params = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));
    const url = typeof path === 'function' ? path(params) : path;
    return { request: post(url, '', headers), params };
  }
  const url = typeof path === 'function' ? path({}) : path;
  if (encoding === 'multipart') {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) {
      if (value instanceof Blob) form.append(name, value);
      else form.append(name, String(value));
    }
    return { request: post(url, form, headers), params: {} };
  }
  const raw = JSON.stringify(body);
  const signatureChanged = change?.path[0] === 'header' && change.path[1] === SIGNATURE;
  if (encoding === 'webhook' && !signatureChanged)
    headers[SIGNATURE] = app.provider.signWebhook(raw);
  return {
    request: post(url, raw, { 'content-type': 'application/json', ...headers }),
    params: {},
  };
}

export const SIGNATURE = 'x-razorpay-signature';

let clients = 0;

/**
 * Sends each request from an address of its own (as the peer, and as a proxy would forward it),
 * so wrong coupon codes tried by earlier cases never add up to a 429 that hides what a case sent.
 */
export function send(app: App, route: RouteName, call: Call): Promise<Response> {
  clients += 1;
  const address = `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`;
  call.request.headers.set('x-forwarded-for', address);
  call.request.headers.set('x-client-peer', address);
  return app.routes[route](call.request, { params: Promise.resolve(call.params) });
}
