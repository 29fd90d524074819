/**
 * Whole-body cases: the valid request sent with a wrong content type, over the endpoint's limit
 * (declared, and streamed with a count of the bytes the server pulled), as a top-level array,
 * with invalid UTF-8, and a few more malformed bodies for the fuzz property.
 */
import { bodyLimitFor } from '@/lib/api/body-limits.mjs';
import { SIGNATURE, SITE, buildCall, type App, type Call, type ValidRequest } from './fuzz-app';
import type { Endpoint } from './fuzz-endpoints';

export type BodyModeName =
  | 'text/plain content type'
  | 'form-urlencoded content type'
  | 'body over the limit'
  | 'body streamed past the limit'
  | 'top-level array'
  | 'invalid UTF-8'
  | 'prototype keys';

export const BODY_MODES: BodyModeName[] = [
  'text/plain content type',
  'form-urlencoded content type',
  'body over the limit',
  'body streamed past the limit',
  'top-level array',
  'invalid UTF-8',
  'prototype keys',
];

/** Further malformed bodies the property mixes in. */
export const EXTRA_BODIES = [
  'empty body',
  'malformed JSON',
  'JSON scalar',
  'deep nesting',
] as const;

/**
 * Keys named like Object.prototype's members, beside the valid fields: a schema library that
 * looks fields up in a plain object finds `Object` for "constructor"; a merge that follows
 * "__proto__" pollutes every object of the process.
 */
export const PROTOTYPE_KEYS =
  '"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"toString":"x","hasOwnProperty":1';

export type BodyCaseName = BodyModeName | (typeof EXTRA_BODIES)[number];

/** Sizes surely past each endpoint's limit: "a few kB" for JSON, 5 MB + 64 kB for the resume. */
export const OVER_LIMIT: Record<Endpoint['encoding'], number> = {
  json: 64 * 1024,
  path: 64 * 1024,
  webhook: 1024 * 1024,
  multipart: 6 * 1024 * 1024,
};

/** Bytes the server may pull from an endless body before answering 413. */
const MAY_PULL: Record<Endpoint['encoding'], number> = {
  json: 1024 * 1024,
  path: 1024 * 1024,
  webhook: 2 * 1024 * 1024,
  multipart: 6 * 1024 * 1024,
};

/** A multipart endpoint's own limit (lib/api/body-limits.mjs), else its encoding's figure. */
function ownLimit(endpoint: Endpoint, byEncoding: Record<Endpoint['encoding'], number>): number {
  if (endpoint.encoding !== 'multipart' || typeof endpoint.path !== 'string') {
    return byEncoding[endpoint.encoding];
  }
  return Math.max(byEncoding.multipart, bodyLimitFor(endpoint.path) + 1024 * 1024);
}

/** Bytes the server may pull from an endless body sent to `endpoint` before answering 413. */
export const mayPull = (endpoint: Endpoint) => ownLimit(endpoint, MAY_PULL);

const STREAM_BYTES = 32 * 1024 * 1024;
const CHUNK = new Uint8Array(64 * 1024).fill(0x20);

export type BodyCall = Call & { pulled?: () => number };

function url(endpoint: Endpoint, valid: ValidRequest): string {
  const params = Object.fromEntries(Object.entries(valid.body).map(([k, v]) => [k, String(v)]));
  return `${SITE}${typeof endpoint.path === 'function' ? endpoint.path(params) : endpoint.path}`;
}

function params(endpoint: Endpoint, valid: ValidRequest): Record<string, string> {
  return endpoint.encoding === 'path'
    ? Object.fromEntries(Object.entries(valid.body).map(([k, v]) => [k, String(v)]))
    : {};
}

function raw(
  app: App,
  endpoint: Endpoint,
  valid: ValidRequest,
  body: BodyInit,
  contentType: string,
  { sign = false } = {},
): Call {
  const headers: Record<string, string> = { ...valid.headers, 'content-type': contentType };
  if (sign && endpoint.encoding === 'webhook' && typeof body === 'string') {
    headers[SIGNATURE] = app.provider.signWebhook(body);
  }
  return {
    request: new Request(url(endpoint, valid), { method: 'POST', headers, body }),
    params: params(endpoint, valid),
  };
}

/** An endless body (up to STREAM_BYTES) without Content-Length, counting what is read. */
function endless(endpoint: Endpoint, valid: ValidRequest, contentType: string): BodyCall {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= STREAM_BYTES) return controller.close();
      pulled += CHUNK.byteLength;
      controller.enqueue(pulled === CHUNK.byteLength ? new TextEncoder().encode('{"a":"') : CHUNK);
    },
  });
  const request = new Request(url(endpoint, valid), {
    method: 'POST',
    headers: { ...valid.headers, 'content-type': contentType },
    body: stream,
    duplex: 'half',
  } as RequestInit);
  return { request, params: params(endpoint, valid), pulled: () => pulled };
}

/** The valid fields as text, for bodies that cannot carry structure. */
function flatFields(valid: ValidRequest): [string, string][] {
  return Object.entries(valid.body)
    .filter(([, v]) => !(v instanceof Blob))
    .map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]);
}

/** Invalid UTF-8 (a stray continuation byte, an overlong form, 0xFF) inside the first text value. */
const BAD_UTF8 = new Uint8Array([0x80, 0xc0, 0xaf, 0xff, 0xfe]);

function withBadBytes(text: string, after: string): Uint8Array<ArrayBuffer> {
  const at = text.indexOf(after);
  const cut = at < 0 ? text.length : at + after.length;
  const head = new TextEncoder().encode(text.slice(0, cut));
  const tail = new TextEncoder().encode(text.slice(cut));
  const out = new Uint8Array(head.length + BAD_UTF8.length + tail.length);
  out.set(head, 0);
  out.set(BAD_UTF8, head.length);
  out.set(tail, head.length + BAD_UTF8.length);
  return out;
}

function multipartWithBadBytes(valid: ValidRequest): { body: Uint8Array; type: string } {
  const boundary = 'fuzzboundary7d1f';
  const parts = flatFields(valid).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const text = `${parts.join('')}--${boundary}--\r\n`;
  return {
    body: withBadBytes(text, 'name="name"\r\n\r\n'),
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

export function bodyCall(
  app: App,
  endpoint: Endpoint,
  valid: ValidRequest,
  name: BodyCaseName,
): BodyCall {
  const json = JSON.stringify(valid.body);
  const multipart = endpoint.encoding === 'multipart';
  const ownType = multipart ? 'multipart/form-data; boundary=x' : 'application/json';
  switch (name) {
    case 'text/plain content type':
      return raw(app, endpoint, valid, json, 'text/plain', { sign: true });
    case 'form-urlencoded content type': {
      const form = new URLSearchParams(flatFields(valid)).toString();
      return raw(app, endpoint, valid, form, 'application/x-www-form-urlencoded', { sign: true });
    }
    case 'body over the limit': {
      if (multipart) {
        const size = ownLimit(endpoint, OVER_LIMIT);
        const big = new File([new Uint8Array(size).fill(0x20)], 'big.pdf');
        const fileField = String(endpoint.fields.find((field) => field.kind === 'file')!.path[0]);
        return buildCall(app, endpoint.path, 'multipart', {
          ...valid,
          body: { ...valid.body, [fileField]: big },
        });
      }
      const padded = { ...valid.body, padding: 'x'.repeat(OVER_LIMIT[endpoint.encoding]) };
      return raw(app, endpoint, valid, JSON.stringify(padded), 'application/json', { sign: true });
    }
    case 'body streamed past the limit':
      return endless(endpoint, valid, ownType);
    case 'top-level array':
      return raw(app, endpoint, valid, `[${json}]`, 'application/json', { sign: true });
    case 'invalid UTF-8': {
      if (multipart) {
        const { body, type } = multipartWithBadBytes(valid);
        return raw(app, endpoint, valid, body as Uint8Array<ArrayBuffer>, type);
      }
      return raw(app, endpoint, valid, withBadBytes(json, '":"'), 'application/json');
    }
    case 'empty body':
      return raw(app, endpoint, valid, '', ownType);
    case 'malformed JSON':
      return raw(app, endpoint, valid, json.slice(0, -1), ownType, { sign: true });
    case 'JSON scalar':
      return raw(app, endpoint, valid, '"x"', ownType, { sign: true });
    case 'deep nesting':
      return raw(app, endpoint, valid, `${'['.repeat(5000)}${']'.repeat(5000)}`, ownType, {
        sign: true,
      });
    case 'prototype keys': {
      if (multipart) {
        const fields = { ...valid.body, constructor: 'x', toString: 'x', ['__proto__']: 'x' };
        return buildCall(app, endpoint.path, 'multipart', { ...valid, body: fields });
      }
      const polluted = `{${PROTOTYPE_KEYS},${json.slice(1)}`;
      return raw(app, endpoint, valid, polluted, 'application/json', { sign: true });
    }
  }
}
