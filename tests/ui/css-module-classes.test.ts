import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every `styles.name` a component reads from its CSS module names a class the module defines.
 * Jest maps CSS modules to a proxy that answers any name, and the build turns a missing one into
 * `undefined`, so without this check a typo or a deleted rule ships as `class="... undefined"`
 * and the element silently loses its style. Reads by a computed key cannot be checked this way
 * (today only the Add button's `styles[variant]`, typed 'compact' | 'block', both defined).
 */
const ROOT = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/**
 * Class names a stylesheet's module exports: every `.name` in a selector. Declarations (where a
 * `url(...)` may hold dots) and `:global(...)` (classes the module does not own) are left out.
 */
function definedClasses(css: string): Set<string> {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\{[^{}]*\}/g, '{}')
    .replace(/:global\([^)]*\)/g, '');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]));
}

/** [file, import name, module path, [class names read]] for each CSS module import. */
function moduleUses() {
  return ['app', 'components'].flatMap(sourceFiles).flatMap((file) => {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    // Reads are looked for outside the imports: `import listing from './category-listing.module.css'`
    // is no read of a class `module`.
    const code = source.replace(/^import\s[^;]*;$/gm, '');
    return [...source.matchAll(/import\s+(\w+)\s+from\s+'([^']+\.module\.css)'/g)].map(
      ([, name, spec]) => {
        const cssFile = spec.startsWith('@/') ? spec.slice(2) : path.join(path.dirname(file), spec);
        const reads = [
          ...code.matchAll(new RegExp(`\\b${name}(?:\\.(\\w+)|\\[['"]([\\w-]+)['"]\\])`, 'g')),
        ].map((m) => m[1] ?? m[2]);
        return { file, cssFile, reads };
      },
    );
  });
}

describe('CSS module class names', () => {
  const uses = moduleUses();

  it('finds the components that use CSS modules', () => {
    expect(uses.length).toBeGreaterThan(50);
    expect(uses.some((u) => u.reads.length > 0)).toBe(true);
  });

  it('reads no class that its stylesheet does not define', () => {
    const missing = uses.flatMap(({ file, cssFile, reads }) => {
      const defined = definedClasses(readFileSync(path.join(ROOT, cssFile), 'utf8'));
      return reads.filter((name) => !defined.has(name)).map((name) => `${file}: ${name}`);
    });
    expect(missing).toEqual([]);
  });

  it('tells a defined class from a missing one', () => {
    const defined = definedClasses(
      `.card { color: red } /* .ghost */ @media (x) { .card:hover .badge-x { top: 0 } }
       .list :global(.btn) { background: url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>") }`,
    );
    expect([...defined].sort()).toEqual(['badge-x', 'card', 'list']);
  });
});
