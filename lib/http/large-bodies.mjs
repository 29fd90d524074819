/**
 * How many large request bodies (uploads: a resume, a prescription, a staff picture or lab
 * report) one instance reads at once. The body limits say how large one may be; this says how
 * many may be in memory together, so parallel 10 MB posts (issue 48, finding 5), or a forged
 * console cookie that earns the console's larger limit, cost at most MAX_LARGE_BODIES of them.
 * Honest uploads are few and short; one that finds all places taken is told to retry in seconds.
 * Plain JavaScript for scripts/start.mjs; the types are in large-bodies.d.mts.
 */

/** Larger than any JSON or public action body (16 kB, 8 kB), smaller than any upload. */
export const LARGE_BODY_BYTES = 64 * 1024;

export const MAX_LARGE_BODIES = 4;

/** Seconds a refused upload is told to wait. */
export const LARGE_BODY_RETRY_SECONDS = 5;

let reading = 0;

/**
 * Takes a place for `req` when it declares a large body, given back when its answer is done (or
 * its connection closes); false when every place is taken: the caller answers 429 unread.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function admitLargeBody(req, res) {
  const declared = Number(req.headers['content-length']);
  if (!Number.isSafeInteger(declared) || declared <= LARGE_BODY_BYTES) return true;
  if (reading >= MAX_LARGE_BODIES) return false;
  reading += 1;
  let given = false;
  const giveBack = () => {
    if (given) return;
    given = true;
    reading -= 1;
  };
  res.once('close', giveBack);
  res.once('finish', giveBack);
  return true;
}

/** For tests: how many places are taken now. */
export function largeBodiesReading() {
  return reading;
}
