import type { Metadata } from 'next';
import { StaticPage } from '@/components/static/static-page';
import { openApiDocument } from '@/lib/api/openapi/document';
import { HTTP_METHODS, type HttpMethod, type OperationObject } from '@/lib/api/openapi/types';
import { INNER_PAGES, innerPageMetadata } from '@/lib/site/inner-pages';
import { FieldList } from './field-list';
import { OperationEntry } from './operation-entry';
import { RichText } from './rich-text';
import { schemaRows } from './schema-rows';
import styles from './api-docs.module.css';

export const revalidate = 3600;

export const metadata: Metadata = innerPageMetadata(INNER_PAGES.apiDocs);

type Entry = { path: string; method: HttpMethod; operation: OperationObject };

const anchor = (tag: string) => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * /api-docs: the document of /api/openapi.json, readable. Rendered on the server from the very
 * object that route serves; no script, font or stylesheet from elsewhere.
 */
export default function ApiDocsPage() {
  const document = openApiDocument();
  const entries: Entry[] = Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ path, method, operation }] : [];
    }),
  );
  const byTag = document.tags.map((tag) => ({
    ...tag,
    entries: entries.filter((entry) => entry.operation.tags.includes(tag.name)),
  }));
  return (
    <StaticPage
      page={INNER_PAGES.apiDocs}
      lead={
        <>
          Every call of the site&apos;s JSON API. The same document, for tools:{' '}
          <a href="/api/openapi.json" className={styles.heroLink}>
            /api/openapi.json
          </a>{' '}
          (OpenAPI {document.openapi}).
        </>
      }
      aside={
        <nav aria-labelledby="api-contents">
          <h2 id="api-contents">On this page</h2>
          <ol>
            <li>
              <a href="#schema-error">Errors</a>
            </li>
            {byTag.map((tag) => (
              <li key={tag.name}>
                <a href={`#${anchor(tag.name)}`}>{tag.name}</a> ({tag.entries.length})
              </li>
            ))}
          </ol>
        </nav>
      }
    >
      <RichText text={document.info.description} />

      <h2 id="schema-error">Errors</h2>
      <p>
        Every error answer has this shape (<code>Error</code>); each operation lists the statuses it
        can give and their codes.
      </p>
      <FieldList rows={schemaRows(document.components.schemas.Error)} />

      {byTag.map((tag) => (
        <section key={tag.name} aria-labelledby={anchor(tag.name)} className={styles.tag}>
          <h2 id={anchor(tag.name)}>{tag.name}</h2>
          <p>{tag.description}</p>
          {tag.entries.map((entry) => (
            <OperationEntry
              key={`${entry.method} ${entry.path}`}
              document={document}
              path={entry.path}
              method={entry.method}
              operation={entry.operation}
            />
          ))}
        </section>
      ))}
    </StaticPage>
  );
}
