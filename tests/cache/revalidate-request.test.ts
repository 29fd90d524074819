import {
  MAX_TAGS,
  SECRET_HEADER,
  SHARED_CACHE_DOWN,
  TAGS_MESSAGE,
  handleRevalidate,
  parseTags,
} from '@/lib/cache/revalidate-request';
import { ServiceError } from '@/lib/api/errors';

/** What the route answers: a thrown refusal becomes its status and body. */
async function outcomeOf(promise: Promise<{ revalidated: string[] }>) {
  try {
    return { status: 200, body: await promise };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return { status: error.status, body: error.toBody() };
  }
}

function request(body: unknown, secret?: string) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (secret !== undefined) headers.set(SECRET_HEADER, secret);
  return new Request('http://localhost/api/revalidate', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/revalidate rules', () => {
  const revalidate = jest.fn();
  beforeEach(() => revalidate.mockReset());

  it('does not exist (404) when no secret is configured', async () => {
    const outcome = await outcomeOf(
      handleRevalidate(request({ tags: ['doctors'] }, 'anything'), {
        secret: undefined,
        revalidate,
      }),
    );
    expect(outcome.status).toBe(404);
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('refuses (401) a missing or wrong secret', async () => {
    for (const sent of [undefined, '', 'wrong', 's3cret2', 'S3CRET']) {
      const outcome = await outcomeOf(
        handleRevalidate(request({ tags: ['doctors'] }, sent), {
          secret: 's3cret',
          revalidate,
        }),
      );
      expect(outcome.status).toBe(401);
    }
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('answers 400 with a field error for a bad body', async () => {
    for (const body of [
      'not json',
      {},
      { tags: [] },
      { tags: 'doctors' },
      { tags: [''] },
      { tags: [1] },
      { tags: ['x'.repeat(257)] },
    ]) {
      const outcome = await outcomeOf(
        handleRevalidate(request(body, 's3cret'), {
          secret: 's3cret',
          revalidate,
        }),
      );
      expect(outcome).toEqual({
        status: 400,
        body: { message: TAGS_MESSAGE, code: 'invalid_input', errors: { tags: TAGS_MESSAGE } },
      });
    }
    expect(revalidate).not.toHaveBeenCalled();
  });

  it('revalidates each tag once with the right secret', async () => {
    const outcome = await outcomeOf(
      handleRevalidate(
        request({ tags: ['department:cardiology', 'doctors', 'doctors'] }, 's3cret'),
        {
          secret: 's3cret',
          revalidate,
        },
      ),
    );
    expect(outcome).toEqual({
      status: 200,
      body: { revalidated: ['department:cardiology', 'doctors'] },
    });
    expect(revalidate.mock.calls).toEqual([['department:cardiology'], ['doctors']]);
  });

  it('shares the revalidation first, and revalidates nothing when it cannot (503)', async () => {
    const shared: string[][] = [];
    const ok = await outcomeOf(
      handleRevalidate(request({ tags: ['doctors'] }, 's3cret'), {
        secret: 's3cret',
        revalidate,
        share: async (tags) => {
          shared.push(tags);
        },
      }),
    );
    expect(ok.status).toBe(200);
    expect(shared).toEqual([['doctors']]);

    revalidate.mockReset();
    const down = await outcomeOf(
      handleRevalidate(request({ tags: ['doctors'] }, 's3cret'), {
        secret: 's3cret',
        revalidate,
        share: () => Promise.reject(new Error('Redis is unavailable')),
      }),
    );
    expect(down).toMatchObject({
      status: 503,
      body: { code: 'service_unavailable', message: SHARED_CACHE_DOWN },
    });
    expect(revalidate).not.toHaveBeenCalled();
  });

  it(`accepts at most ${MAX_TAGS} tags`, () => {
    expect(parseTags({ tags: Array.from({ length: MAX_TAGS }, (_, i) => `t${i}`) })).toHaveLength(
      MAX_TAGS,
    );
    expect(parseTags({ tags: Array.from({ length: MAX_TAGS + 1 }, (_, i) => `t${i}`) })).toBeNull();
  });
});
