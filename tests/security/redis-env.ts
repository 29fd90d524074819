/**
 * Tests of the shared (Redis) limits run against TEST_REDIS_URL. On a laptop without it they are
 * skipped with one info line; in CI (CI set) a missing Redis fails them instead, so a CI machine
 * without Redis can never pass while the sharing between instances goes untested.
 */
export const testRedisUrl = process.env.TEST_REDIS_URL;

export function describeWithRedis(name: string, body: () => void): void {
  if (testRedisUrl) {
    describe(name, body);
    return;
  }
  if (process.env.CI) {
    describe(name, () => {
      it('needs TEST_REDIS_URL in CI', () => {
        throw new Error(
          'TEST_REDIS_URL is not set: CI must test the limits shared through Redis (.ci/run sets it when redis-cli ping answers on 127.0.0.1:6379)',
        );
      });
    });
    return;
  }
  console.info(`TEST_REDIS_URL is not set: "${name}" is skipped.`);
  describe.skip(name, body);
}
