/**
 * /api-docs renders the document the API serves: every operation with its method and path,
 * grouped by tag, from the same object as /api/openapi.json; not indexed, and nothing loaded
 * from elsewhere.
 */
import { navigationMock, noIncrementalCacheMock, renderPage } from '../helpers/render-page';

jest.mock('next/cache', () => noIncrementalCacheMock());
jest.mock('next/navigation', () => navigationMock());

import ApiDocsPage, { metadata } from '@/app/(site)/api-docs/page';
import { openApiDocument } from '@/lib/api/openapi/document';
import { HTTP_METHODS } from '@/lib/api/openapi/types';

describe('/api-docs', () => {
  let html = '';
  beforeAll(async () => {
    html = await renderPage(ApiDocsPage());
  });

  it('shows every operation of the document under its tag', () => {
    const document = openApiDocument();
    const missing = Object.entries(document.paths).flatMap(([path, item]) =>
      HTTP_METHODS.filter((method) => item[method])
        .filter((method) => {
          const id = item[method]!.operationId;
          return !html.includes(`id="${id}"`) || !html.includes(`${path}</code>`);
        })
        .map((method) => `${method} ${path}`),
    );
    expect(missing).toEqual([]);
    for (const tag of document.tags) expect(html).toContain(`>${tag.name}</h2>`);
  });

  it('links the machine-readable document', () => {
    expect(html).toContain('href="/api/openapi.json"');
  });

  it('asks not to be indexed and loads no script or stylesheet of its own', () => {
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+stylesheet/);
  });
});
