/**
 * The largest request body each kind of endpoint reads, in bytes: one place for the route
 * handlers (which enforce them exactly, while streaming) and for scripts/start.mjs (which refuses
 * a declared length over them before Next reads a byte, since Next buffers a POST body for the
 * middleware before any route runs). Plain JavaScript because the start script runs in Node
 * without a TypeScript step; the types are in body-limits.d.mts.
 */

/** JSON bodies are a few fields of text: the largest, a 50-line pharmacy order, is under 4 kB. */
export const JSON_BODY_LIMIT = 16 * 1024;

/** Razorpay's payment and order events are 2-5 kB. */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

/** A job application: the resume's 5 MB plus room for the text fields and multipart framing. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const MULTIPART_LIMIT = RESUME_MAX_BYTES + 64 * 1024;

/** A prescription page (a photo or a PDF) of up to 10 MB, with room for the multipart framing. */
export const PRESCRIPTION_MAX_BYTES = 10 * 1024 * 1024;
export const PRESCRIPTION_UPLOAD_LIMIT = PRESCRIPTION_MAX_BYTES + 64 * 1024;

/**
 * A lab report (a PDF of up to 10 MB) that staff upload through a console server action: the
 * largest body a server action takes, and so next.config's limit for them all. The server lets
 * it through only to the lab order's page, and only with a staff session cookie
 * (./server-actions.mjs); every other server action is held to one of the two limits below.
 */
export const LAB_REPORT_MAX_BYTES = 10 * 1024 * 1024;
export const SERVER_ACTION_BODY_LIMIT = LAB_REPORT_MAX_BYTES + 64 * 1024;

/**
 * The console's other forms: a picture of up to 5 MB (IMAGE_MAX_BYTES of
 * lib/uploads/image-kinds.ts) with the form's text fields and the multipart framing.
 */
export const STAFF_ACTION_BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;

/**
 * The public pages' server actions (a code asked for or entered, a booking moved or cancelled,
 * the staff sign-in): a few short fields. askBookingCode's call, as a browser sends it, measured
 * 362 bytes (e2e/server-actions.spec.ts); the longest any of these forms can make, a sign-in with
 * a 254-character e-mail and a 200-character password of 4-byte characters, stays under 2 kB.
 * 8 kB leaves room for the framework's framing to grow and refuses anything that is not a form.
 */
export const PUBLIC_ACTION_BODY_LIMIT = 8 * 1024;

/**
 * A video consultation's signal (POST /consult/{reference}/signal): an offer or answer's SDP,
 * 4-10 kB with audio, video and their codecs, or a batch of ICE candidates.
 */
export const CONSULT_SIGNAL_BODY_LIMIT = 64 * 1024;

/**
 * A page view's web vitals beacon (POST /api/vitals): five metrics with the template, device and
 * connection, under 400 bytes as the browser sends it; 2 kB refuses anything that is not one.
 */
export const VITALS_BODY_LIMIT = 2 * 1024;

/** The largest body any request to `pathname` may carry (the route may refuse less). */
export function bodyLimitFor(pathname) {
  if (pathname === '/api/carrer/create_carrerform') return MULTIPART_LIMIT;
  if (pathname === '/api/pharmacy/prescriptions') return PRESCRIPTION_UPLOAD_LIMIT;
  if (pathname.startsWith('/api/webhooks/')) return WEBHOOK_BODY_LIMIT;
  if (pathname === '/api/vitals') return VITALS_BODY_LIMIT;
  return JSON_BODY_LIMIT;
}

/**
 * What the server answers before Next reads a body: 411 when a body comes without a declared
 * length (a chunked upload would otherwise be read to its end whatever its size), 413 when the
 * declared length is over the path's limit, else null (Next and the route take over).
 */
export function refuseBodyEarly(method, pathname, headers) {
  if (!pathname.startsWith('/api/') || method === 'GET' || method === 'HEAD') return null;
  const declared = headers['content-length'];
  if (declared === undefined) {
    if (headers['transfer-encoding'] === undefined) return null;
    return {
      status: 411,
      body: {
        message: 'A request body must declare its length (Content-Length)',
        code: 'length_required',
      },
    };
  }
  const length = Number(declared);
  if (!Number.isSafeInteger(length) || length > bodyLimitFor(pathname)) {
    return {
      status: 413,
      body: { message: 'Request body is too large', code: 'payload_too_large' },
    };
  }
  return null;
}
