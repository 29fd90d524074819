/** Settings of lib/env that are not about payments (those are in tests/payments). */
import { loadEnv } from '../helpers/load-env';

describe('LOG_LEVEL', () => {
  it('is info by default, silent under test, and takes pino levels', () => {
    expect(loadEnv({ LOG_LEVEL: '', NODE_ENV: 'production' }).logLevel).toBe('info');
    expect(loadEnv({ LOG_LEVEL: '', NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadEnv({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
  });

  it('refuses an unknown level at start, which would otherwise break every route', () => {
    expect(() => loadEnv({ LOG_LEVEL: 'verbose' })).toThrow('LOG_LEVEL must be one of');
  });
});

describe('TRUSTED_PROXY_HOPS', () => {
  it('defaults to 0: no X-Forwarded-For entry is trusted unless a proxy is declared', () => {
    expect(loadEnv({ TRUSTED_PROXY_HOPS: '' }).trustedProxyHops).toBe(0);
    expect(loadEnv({ TRUSTED_PROXY_HOPS: '2' }).trustedProxyHops).toBe(2);
    expect(() => loadEnv({ TRUSTED_PROXY_HOPS: '-1' })).toThrow('TRUSTED_PROXY_HOPS');
  });
});
