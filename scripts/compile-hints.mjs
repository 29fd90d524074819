/**
 * Run after every `next build` (npm run build): marks each script a page loads at start with V8's
 * explicit compile hint, `//# allFunctionsCalledOnLoad` on its first line
 * (docs/decisions/compile-hints.md). Chromium 136 and later then compile the file's functions on
 * the background thread that streams the script, instead of one by one on the main thread the
 * first time each runs: the start-up task that runs Next's entry point spent most of its time
 * compiling module factories (issue 50).
 *
 * The scripts a page loads at start are Next's own (`rootMainFiles` of .next/build-manifest.json)
 * and each route's entry chunks (`entryJSFiles` of its client reference manifest). A chunk only
 * reached by a dynamic import (a dialog, the carousel's Swiper, the console's editor) is left as
 * it is: compiling what may never run would be waste. Other browsers read the line as a comment.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The client reference manifests under .next/server/app (one per page or route). */
function manifestFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('_client-reference-manifest.js')) {
      found.push(path.join(entry.parentPath, entry.name));
    }
  }
  return found;
}

/** The entry chunks a manifest names, read by running it in a sandbox (it assigns a global). */
function entryChunks(file) {
  const sandbox = {};
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file });
  const chunks = [];
  for (const manifest of Object.values(sandbox.__RSC_MANIFEST ?? {})) {
    for (const files of Object.values(manifest.entryJSFiles ?? {})) chunks.push(...files);
  }
  return chunks;
}

/** The build's scripts that pages load at start, as paths under `distDir` (`static/chunks/…`). */
export function startupScripts(distDir = '.next') {
  const build = JSON.parse(readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'));
  const scripts = new Set(build.rootMainFiles ?? []);
  const appDir = path.join(distDir, 'server', 'app');
  if (existsSync(appDir)) {
    for (const file of manifestFiles(appDir)) {
      for (const chunk of entryChunks(file)) scripts.add(chunk);
    }
  }
  return [...scripts].filter((file) => /^static\/chunks\/[^/]+\.js$/.test(file)).sort();
}

/**
 * Prepends the hint to each start-up script of the build in `distDir` that lacks it; returns how
 * many files it changed and how many had it already (a second run changes nothing).
 */
export function addCompileHints(distDir = '.next') {
  let added = 0;
  let present = 0;
  for (const script of startupScripts(distDir)) {
    const file = path.join(distDir, script);
    const source = readFileSync(file, 'utf8');
    if (source.startsWith(COMPILE_HINT)) {
      present += 1;
      continue;
    }
    writeFileSync(file, COMPILE_HINT + source);
    added += 1;
  }
  return { added, present };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { added, present } = addCompileHints(process.argv[2] ?? '.next');
  if (added + present === 0) {
    console.error('compile-hints: no start-up scripts found in the build');
    process.exit(1);
  }
  console.log(`compile-hints: ${added} start-up scripts marked (${present} already were)`);
}
