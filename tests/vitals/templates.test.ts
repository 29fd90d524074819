/**
 * The vitals' page templates: exactly the public site's page files (a new page must be added,
 * or its beacon would be refused), and a page's address turned back into its template in the
 * browser, never sending a slug.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PAGE_TEMPLATES, isPageTemplate, templateOf } from '@/lib/vitals/templates';

function pagePatterns(dir: string, segments: string[] = []): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      // A route group adds no segment.
      const next = /^\(.*\)$/.test(entry.name) ? segments : [...segments, entry.name];
      found.push(...pagePatterns(path.join(dir, entry.name), next));
    } else if (entry.name === 'page.tsx') {
      found.push(`/${segments.join('/')}`);
    }
  }
  return found;
}

describe('page templates', () => {
  it('are the pages of the public site, not the console', () => {
    const onDisk = pagePatterns(path.join(process.cwd(), 'app')).filter(
      (p) => p !== '/staff' && !p.startsWith('/staff/'),
    );
    expect([...PAGE_TEMPLATES].sort()).toEqual(onDisk.sort());
  });

  it("turn an address back into its page's template", () => {
    expect(templateOf('/', {})).toBe('/');
    expect(templateOf('/pharmacy', {})).toBe('/pharmacy');
    expect(templateOf('/pharmacy/paracetamol-500', { medname: 'paracetamol-500' })).toBe(
      '/pharmacy/[medname]',
    );
    // A static page beside a dynamic one is itself.
    expect(templateOf('/pharmacy/search', {})).toBe('/pharmacy/search');
    expect(templateOf('/lab-tests/cbc', { slug: 'cbc' })).toBe('/lab-tests/[slug]');
    // The address is encoded, the parameter decoded.
    expect(templateOf('/department/ear%20nose', { dname: 'ear nose' })).toBe('/department/[dname]');
  });

  it('refuse what is no page of the list', () => {
    expect(templateOf('/no/such/page', {})).toBeNull();
    expect(templateOf('/staff/vitals', {})).toBeNull();
    expect(templateOf('/pharmacy/x/y', { medname: 'x' })).toBeNull();
    expect(isPageTemplate('/pharmacy/[medname]')).toBe(true);
    expect(isPageTemplate('/pharmacy/paracetamol')).toBe(false);
    expect(isPageTemplate(42)).toBe(false);
  });
});
