/** The free port the local-server scripts (e2e, bench, Lighthouse) start `next start` on. */
import net from 'node:net';
import type { AddressInfo } from 'node:net';

type LocalServers = { freePort: (wanted?: number) => Promise<number> };

let freePort: LocalServers['freePort'];

beforeAll(async () => {
  const modulePath: string = '@/scripts/local-servers.mjs';
  ({ freePort } = (await import(modulePath)) as LocalServers);
});

function listen(port: number): Promise<net.Server> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('freePort', () => {
  it('gives the port asked for when it is free', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(await freePort(port)).toBe(port);
  });

  it('gives another free port when the one asked for is taken', async () => {
    const taken = await listen(0);
    const { port } = taken.address() as AddressInfo;
    try {
      const other = await freePort(port);
      expect(other).not.toBe(port);
      const server = await listen(other);
      await new Promise((resolve) => server.close(resolve));
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
