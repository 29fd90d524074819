/**
 * What the forms tell a visitor when the server refuses (issue 13, point 11): under the form's
 * own failure text, nothing more for a 400 (its fields say what to change), the server's message
 * for anything else, and a retry hint when the server sent no message at all.
 */
import { NETWORK_ERROR, RETRY_LATER, postJson, serverNote } from '@/components/forms/post-form';

const answer = (status: number, body: unknown) =>
  jest.fn(async () =>
    typeof body === 'string'
      ? new Response(body, { status, headers: { 'content-type': 'text/html' } })
      : Response.json(body, { status }),
  );

describe('refused form posts', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it.each([
    [400, { message: 'Name is required', code: 'invalid_input', errors: { name: 'x' } }, undefined],
    [
      413,
      { message: 'Request body is too large', code: 'payload_too_large' },
      'Request body is too large',
    ],
    [
      429,
      { message: 'Too many requests. Please wait a moment and try again.', code: 'rate_limited' },
      'Too many requests. Please wait a moment and try again.',
    ],
    [
      503,
      { message: 'We cannot reach our records right now.', code: 'service_unavailable' },
      'We cannot reach our records right now.',
    ],
    [502, '<html>Bad gateway</html>', RETRY_LATER],
  ])('status %i shows the right text', async (status, body, shown) => {
    global.fetch = answer(status, body) as unknown as typeof fetch;
    const result = await postJson('/api/booking/create_booking', {});
    if (result.kind !== 'refused') throw new Error(`expected a refusal, got ${result.kind}`);
    expect(result.status).toBe(status);
    expect(serverNote(result)).toBe(shown);
  });

  it('keeps the field messages of a 400', async () => {
    global.fetch = answer(400, {
      message: 'Name is required',
      code: 'invalid_input',
      errors: { patient_name: 'Patient Name is required' },
    }) as unknown as typeof fetch;
    expect(await postJson('/x', {})).toMatchObject({
      kind: 'refused',
      errors: { patient_name: 'Patient Name is required' },
    });
  });

  it('reports a failed connection as such', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await postJson('/x', {})).toEqual({ kind: 'network' });
    expect(NETWORK_ERROR).toMatch(/internet connection/);
  });
});
