/**
 * One fuzz case end to end: a clean world, a fresh valid request, the changed request sent to
 * the route handler, and what the database looked like before and after.
 */
import { readAnswer, type Answer } from './error-contract';
import { send, type App, type ValidRequest } from './fuzz-app';
import type { BodyCall } from './fuzz-bodies';
import type { Endpoint } from './fuzz-endpoints';
import { resetWrites, snapshotWrites, type WritesSnapshot } from './fuzz-world';

export type Outcome = {
  answer: Answer;
  before: WritesSnapshot;
  after: WritesSnapshot;
  /** Bytes the server read of an endless body. */
  pulled?: number;
};

/** Empties what endpoints write, then builds a valid request. */
export async function freshValidRequest(app: App, endpoint: Endpoint): Promise<ValidRequest> {
  await resetWrites(app.db, app.world);
  return endpoint.prepare(app);
}

export async function exercise(
  app: App,
  endpoint: Endpoint,
  build: (valid: ValidRequest) => BodyCall,
): Promise<Outcome> {
  const valid = await freshValidRequest(app, endpoint);
  const call = build(valid);
  const snapshot = () => snapshotWrites(app.db, app.world, app.revalidations());
  const before = await snapshot();
  const answer = await readAnswer(await send(app, endpoint.route, call));
  const after = await snapshot();
  return { answer, before, after, pulled: call.pulled?.() };
}
