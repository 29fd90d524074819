/**
 * scripts/compile-hints.mjs, run after `next build`: the scripts pages load at start (Next's root
 * files and every route's entry chunks) get V8's compile hint on their first line, once; a chunk
 * only a dynamic import reaches is left alone.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type CompileHints = {
  COMPILE_HINT: string;
  startupScripts(distDir: string): string[];
  addCompileHints(distDir: string): { added: number; present: number };
};

let hints: CompileHints;
let dist: string;

beforeAll(async () => {
  const modulePath: string = '@/scripts/compile-hints.mjs';
  hints = (await import(modulePath)) as CompileHints;
});

/** A build folder as Next writes it: a build manifest, two route manifests and four chunks. */
beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  const chunks = path.join(dist, 'static', 'chunks');
  fs.mkdirSync(chunks, { recursive: true });
  for (const name of ['runtime.js', 'page-a.js', 'page-b.js', 'dialog.js']) {
    fs.writeFileSync(path.join(chunks, name), `console.log(${JSON.stringify(name)});\n`);
  }
  fs.writeFileSync(path.join(chunks, 'styles.css'), 'a{}');
  fs.writeFileSync(
    path.join(dist, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: ['static/chunks/runtime.js'] }),
  );
  const route = (dir: string, key: string, files: string[]) => {
    const folder = path.join(dist, 'server', 'app', dir);
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(
      path.join(folder, 'page_client-reference-manifest.js'),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\n` +
        `globalThis.__RSC_MANIFEST[${JSON.stringify(key)}] = ${JSON.stringify({
          clientModules: { dialog: { chunks: ['/_next/static/chunks/dialog.js'] } },
          entryJSFiles: { [`[project]/app/${dir}/page`]: files },
        })};\n`,
    );
  };
  route('(site)', '/(site)/page', ['static/chunks/page-a.js', 'static/chunks/styles.css']);
  route('(site)/doctors', '/(site)/doctors/page', [
    'static/chunks/page-a.js',
    'static/chunks/page-b.js',
  ]);
});

afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

const read = (name: string) => fs.readFileSync(path.join(dist, 'static', 'chunks', name), 'utf8');

describe('compile hints', () => {
  it("names Next's root scripts and every route's entry chunks, not a dynamic import's", () => {
    expect(hints.startupScripts(dist)).toEqual([
      'static/chunks/page-a.js',
      'static/chunks/page-b.js',
      'static/chunks/runtime.js',
    ]);
  });

  it('puts the hint on the first line of each, once, and leaves the rest as it was', () => {
    expect(hints.COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    expect(hints.addCompileHints(dist)).toEqual({ added: 3, present: 0 });
    expect(read('runtime.js')).toBe(`//# allFunctionsCalledOnLoad\nconsole.log("runtime.js");\n`);
    expect(read('page-b.js').startsWith(hints.COMPILE_HINT)).toBe(true);
    expect(read('dialog.js')).toBe('console.log("dialog.js");\n');
    expect(read('styles.css')).toBe('a{}');
    expect(hints.addCompileHints(dist)).toEqual({ added: 0, present: 3 });
    expect(read('page-a.js').split(hints.COMPILE_HINT)).toHaveLength(2);
  });
});
