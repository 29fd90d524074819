/**
 * What the local-server scripts (e2e, bench, Lighthouse) share: the free port they start
 * `next start` on, and the check that the bare reference app runs none of the site's code.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

type LocalServers = {
  freePort: (wanted?: number) => Promise<number>;
  foreignStartupSources: (serverDir: string, appDir: string) => string[];
  referenceBuildKey: (appDir: string, htmlBytes: number) => string;
};

let freePort: LocalServers['freePort'];
let foreignStartupSources: LocalServers['foreignStartupSources'];
let referenceBuildKey: LocalServers['referenceBuildKey'];

beforeAll(async () => {
  const modulePath: string = '@/scripts/local-servers.mjs';
  ({ freePort, foreignStartupSources, referenceBuildKey } = (await import(
    modulePath
  )) as LocalServers);
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

describe('foreignStartupSources', () => {
  // A repository with the site's instrumentation.ts at its root and an app in bench/app, whose
  // server build (bench/app/.next/server) is written as Turbopack writes it.
  let repo: string;
  let serverDir: string;
  let appDir: string;
  beforeEach(() => {
    repo = mkdtempSync(path.join(os.tmpdir(), 'saithunga-reference-'));
    appDir = path.join(repo, 'bench/app');
    serverDir = path.join(appDir, '.next/server');
    mkdirSync(path.join(serverDir, 'chunks'), { recursive: true });
  });
  afterEach(() => rmSync(repo, { recursive: true, force: true }));

  /** An instrumentation.js that loads one chunk whose source map names `sources`. */
  function build(sources: string[], sectioned = false) {
    writeFileSync(
      path.join(serverDir, 'instrumentation.js'),
      [
        'var R=require("./chunks/[turbopack]_runtime.js")("server/instrumentation.js")',
        'R.c("server/chunks/start_0abc._.js")',
        'R.m(1)',
      ].join('\n'),
    );
    const map = { version: 3, sources };
    writeFileSync(
      path.join(serverDir, 'chunks/start_0abc._.js.map'),
      JSON.stringify(sectioned ? { version: 3, sections: [{ offset: {}, map }] } : map),
    );
  }

  it("names the workspace root's instrumentation.ts taken into the app's start-up", () => {
    // Paths as Turbopack writes them: relative to the chunk's folder.
    build(['../../../../../instrumentation.ts', '../../../../../lib/env.ts'], true);
    const found = foreignStartupSources(serverDir, appDir);
    expect(found.map((f) => path.relative(repo, path.resolve(f)))).toEqual([
      'instrumentation.ts',
      'lib/env.ts',
    ]);
  });

  it("accepts the app's own hook and the packages it imports", () => {
    build([
      '../../../instrumentation.ts',
      '../../../../../node_modules/some-package/index.js',
      'turbopack:///[turbopack]/runtime.ts',
    ]);
    expect(foreignStartupSources(serverDir, appDir)).toEqual([]);
  });

  it('accepts a build without an instrumentation hook', () => {
    expect(foreignStartupSources(serverDir, appDir)).toEqual([]);
  });
});

describe('referenceBuildKey', () => {
  it('changes with the page size and the sources, not with what a build wrote', () => {
    const app = mkdtempSync(path.join(os.tmpdir(), 'reference-key-'));
    try {
      mkdirSync(path.join(app, 'app'));
      writeFileSync(path.join(app, 'app/page.tsx'), 'export default () => null;');
      const key = referenceBuildKey(app, 60_000);
      expect(referenceBuildKey(app, 60_000)).toBe(key);
      expect(referenceBuildKey(app, 61_000)).not.toBe(key);
      // A build's output is not a source: the app built once is not built again for it.
      mkdirSync(path.join(app, '.next'));
      writeFileSync(path.join(app, '.next/BUILD_ID'), 'x');
      expect(referenceBuildKey(app, 60_000)).toBe(key);
      writeFileSync(path.join(app, 'app/page.tsx'), 'export default () => "changed";');
      expect(referenceBuildKey(app, 60_000)).not.toBe(key);
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  });
});
