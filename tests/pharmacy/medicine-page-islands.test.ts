/**
 * The medicine page's browser islands must not pull form libraries into the first load: yup alone
 * is 13 kB gzip, and it once came in through a message constant (lib/pharmacy/delivery-messages.ts).
 * Walks each island's static imports (relative and '@/') and lists the packages they reach.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = process.cwd();
const ISLANDS = [
  'components/pharmacy/pincode-form.tsx',
  'components/pharmacy/sticky-add-bar.tsx',
  'components/pharmacy/add-to-cart-button.tsx',
  'components/pharmacy/medicine-gallery.tsx',
];

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? path.join(ROOT, spec.slice(2))
    : path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The bare packages (yup, formik, react…) reached from `entry` through value imports. */
function packagesReached(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [path.join(ROOT, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
      if (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) continue;
      if (ts.isExportDeclaration(statement) && statement.isTypeOnly) continue;
      const spec = (statement.moduleSpecifier as ts.StringLiteral | undefined)?.text;
      if (!spec) continue;
      if (spec.startsWith('.') || spec.startsWith('@/')) {
        const local = resolveLocal(file, spec);
        if (local) queue.push(local);
      } else {
        packages.add(spec.split('/')[0]);
      }
    }
  }
  return packages;
}

describe("the medicine page's islands", () => {
  it.each(ISLANDS)('%s reaches no form library', (island) => {
    const reached = packagesReached(island);
    expect(reached.has('react')).toBe(true);
    expect([...reached].filter((name) => ['yup', 'formik'].includes(name))).toEqual([]);
  });
});
