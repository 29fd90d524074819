/**
 * Pages whose first load has no form must not pull form libraries into it: yup alone is 13 kB
 * gzip. It came into the medicine page through a message constant
 * (lib/pharmacy/delivery-messages.ts), and into both carts (180 and 177 kB against a budget of
 * 170) through the 'for whom' choice's relationship labels (lib/accounts/person-choices.ts); the
 * cart's delivery form loads its formik and yup when it is drawn (deferred-delivery-form.tsx).
 * Walks each island's static imports (relative and '@/') and lists the packages they reach.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = process.cwd();
const ISLANDS = [
  // The medicine page
  'components/pharmacy/pincode-form.tsx',
  'components/pharmacy/sticky-add-bar.tsx',
  'components/pharmacy/add-to-cart-button.tsx',
  'components/pharmacy/medicine-gallery.tsx',
  // The pharmacy cart and the lab cart
  'components/cart/cart-page.tsx',
  'components/cart/cart-popup.tsx',
  'components/cart/pharmacy-cart-provider.tsx',
  'components/pharmacy/cart-also-bought.tsx',
  'components/lab-cart/lab-cart-page.tsx',
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

describe('the islands of pages without a form at first', () => {
  it.each(ISLANDS)('%s reaches no form library', (island) => {
    const reached = packagesReached(island);
    expect(reached.has('react')).toBe(true);
    expect([...reached].filter((name) => ['yup', 'formik'].includes(name))).toEqual([]);
  });
});
