/**
 * The key of every per-client limit, over the three deployment shapes (served directly, behind
 * one proxy, behind a CDN and a proxy), each with a client that forges its own headers.
 * `peer` is what scripts/start.mjs stamps: the address of the TCP connection it accepted.
 */
import { PEER_HEADER } from '@/lib/security/client-peer.mjs';
import { clientKey } from '@/lib/security/rate-limit';
import { logger } from '@/lib/log';

function request({ peer, xff }: { peer?: string; xff?: string }): Headers {
  const headers = new Headers();
  if (peer !== undefined) headers.set(PEER_HEADER, peer);
  if (xff !== undefined) headers.set('x-forwarded-for', xff);
  return headers;
}

describe('client key, served directly (TRUSTED_PROXY_HOPS=0, the default)', () => {
  it('is the peer address', () => {
    expect(clientKey(request({ peer: '203.0.113.5' }), 0)).toBe('203.0.113.5');
  });

  it('ignores any X-Forwarded-For the client sends', () => {
    for (const forged of [
      '6.6.6.6',
      '1.1.1.1, 6.6.6.6',
      `10.0.0.${Math.floor(Math.random() * 255)}`,
    ]) {
      expect(clientKey(request({ peer: '203.0.113.5', xff: forged }), 0)).toBe('203.0.113.5');
    }
  });

  it('is the default setting', () => {
    expect(clientKey(request({ peer: '203.0.113.5', xff: '6.6.6.6' }))).toBe('203.0.113.5');
  });
});

describe('client key behind one reverse proxy (TRUSTED_PROXY_HOPS=1)', () => {
  // The proxy connects to the app (peer 10.0.0.2) and appends the address it saw.
  it('is the address the proxy appended', () => {
    expect(clientKey(request({ peer: '10.0.0.2', xff: '203.0.113.5' }), 1)).toBe('203.0.113.5');
  });

  it('ignores entries the client wrote before the proxy appended its own', () => {
    const forged = request({ peer: '10.0.0.2', xff: '6.6.6.6, 1.1.1.1,203.0.113.5 ' });
    expect(clientKey(forged, 1)).toBe('203.0.113.5');
  });

  it('is the peer for a request that reached the app without the proxy and sent nothing', () => {
    expect(clientKey(request({ peer: '198.51.100.9' }), 1)).toBe('198.51.100.9');
  });
});

describe('client key behind a CDN and a proxy (TRUSTED_PROXY_HOPS=2)', () => {
  // The CDN appends the visitor, the proxy appends the CDN node, the app sees the proxy.
  it('is the address the CDN appended', () => {
    const headers = request({ peer: '10.0.0.2', xff: '203.0.113.5, 198.51.100.20' });
    expect(clientKey(headers, 2)).toBe('203.0.113.5');
  });

  it('ignores entries the client wrote before the CDN appended its own', () => {
    const headers = request({
      peer: '10.0.0.2',
      xff: '6.6.6.6, 7.7.7.7, 203.0.113.5, 198.51.100.20',
    });
    expect(clientKey(headers, 2)).toBe('203.0.113.5');
  });

  it('takes the left-most entry when a request came through fewer hops', () => {
    expect(clientKey(request({ peer: '10.0.0.2', xff: '203.0.113.5' }), 2)).toBe('203.0.113.5');
  });
});

describe('client key without the peer header (plain `next start` or `next dev`)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('falls back to X-Forwarded-For as Next fills it, and warns once that the key is forgeable', async () => {
    // Once per process, from whichever bundle (middleware or route) meets it first.
    delete (globalThis as { __saithungaForgeableKeyWarned?: boolean })
      .__saithungaForgeableKeyWarned;
    const warned: string[] = [];
    /** Each bundle has its own copy of the modules, logger included: listen to each. */
    const isolated = async () => {
      const { logger } = await import('@/lib/log');
      jest.spyOn(logger, 'warn').mockImplementation(((message: string) => {
        warned.push(message);
      }) as never);
      return import('@/lib/security/rate-limit');
    };
    await jest.isolateModulesAsync(async () => {
      const fresh = await isolated();
      fresh.clientKey(request({ xff: '6.6.6.6' }), 0);
    });
    await jest.isolateModulesAsync(async () => {
      // A second copy of the module, as the route handlers' bundle holds it.
      const fresh = await isolated();
      expect(fresh.clientKey(request({ xff: '6.6.6.6, 203.0.113.5' }), 0)).toBe('203.0.113.5');
      expect(fresh.clientKey(request({ xff: '6.6.6.6, 203.0.113.5' }), 1)).toBe('203.0.113.5');
      const cdn = request({ xff: '6.6.6.6, 203.0.113.5, 10.0.0.9' });
      expect(fresh.clientKey(cdn, 2)).toBe('203.0.113.5');
      expect(fresh.clientKey(request({}), 0)).toBe('unknown');
    });
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain('forge');
    expect(warned[0]).toContain('npm run start');
  });

  it('does not warn when the peer header is there', () => {
    const warn = jest.spyOn(logger, 'warn').mockImplementation((() => undefined) as never);
    clientKey(request({ peer: '203.0.113.5' }), 0);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('client key normalisation', () => {
  it('keys an IPv4-mapped address by its IPv4 address', () => {
    expect(clientKey(request({ peer: '::ffff:203.0.113.5' }), 0)).toBe('203.0.113.5');
  });

  it('keys IPv6 clients by their /64, so stepping through one subscriber block buys nothing', () => {
    const a = clientKey(request({ peer: '2001:db8:1:2:aaaa::1' }), 0);
    const b = clientKey(request({ peer: '2001:db8:1:2:ffff:1:2:3' }), 0);
    expect(a).toBe('2001:db8:1:2::/64');
    expect(b).toBe(a);
    expect(clientKey(request({ peer: '2001:db8:1:3::1' }), 0)).toBe('2001:db8:1:3::/64');
    expect(clientKey(request({ peer: '2001:0db8:0000:0002::1%eth0' }), 0)).toBe(
      '2001:db8:0:2::/64',
    );
    expect(clientKey(request({ peer: '::1' }), 0)).toBe('0:0:0:0::/64');
  });

  it('does not consult X-Real-IP, and cuts an overlong entry', () => {
    const headers = new Headers({ [PEER_HEADER]: '203.0.113.5', 'x-real-ip': '6.6.6.6' });
    expect(clientKey(headers, 0)).toBe('203.0.113.5');
    expect(clientKey(request({ peer: '10.0.0.2', xff: 'x'.repeat(500) }), 1)).toHaveLength(64);
  });
});

describe('client key from X-Forwarded-For with trusted hops (proxy-addr)', () => {
  it('groups an IPv6 client a proxy appended by its /64, however the address is written', () => {
    const long = request({ peer: '10.0.0.2', xff: '6.6.6.6, 2001:DB8:1:2:0:0:0:9' });
    const short = request({ peer: '10.0.0.2', xff: '2001:db8:1:2::abcd' });
    expect(clientKey(long, 1)).toBe('2001:db8:1:2::/64');
    expect(clientKey(short, 1)).toBe('2001:db8:1:2::/64');
  });

  it('keys a mapped IPv4 address a proxy appended by its IPv4 address', () => {
    expect(clientKey(request({ peer: '10.0.0.2', xff: '::ffff:203.0.113.5' }), 1)).toBe(
      '203.0.113.5',
    );
  });

  it('skips empty entries of a repeated or sloppy header', () => {
    const sloppy = request({ peer: '10.0.0.2', xff: '6.6.6.6,, 203.0.113.5 , 198.51.100.20' });
    expect(clientKey(sloppy, 2)).toBe('203.0.113.5');
  });
});
