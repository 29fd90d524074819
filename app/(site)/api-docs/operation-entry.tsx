import type {
  HttpMethod,
  OpenApiDocument,
  OperationObject,
  ResponseObject,
} from '@/lib/api/openapi/types';
import { isRef } from '@/lib/api/openapi/types';
import { CACHE_NOTE, cachingOf } from './caching';
import { FieldList } from './field-list';
import { InlineText, RichText } from './rich-text';
import { rulesOf, typeLabel, type FieldRow } from './schema-rows';
import { SchemaView } from './schema-view';
import styles from './api-docs.module.css';

type Props = {
  document: OpenApiDocument;
  path: string;
  method: HttpMethod;
  operation: OperationObject;
};

function response(document: OpenApiDocument, value: OperationObject['responses'][string]) {
  if (!isRef(value)) return value;
  const name = value.$ref.split('/').pop() ?? '';
  return document.components.responses[name] as ResponseObject;
}

function parameterRows(operation: OperationObject): FieldRow[] {
  return (operation.parameters ?? []).map((parameter) => ({
    name: parameter.name,
    type: typeLabel(parameter.schema),
    required: parameter.required,
    rules: rulesOf(parameter.schema),
    description: [parameter.description, parameter.schema.description].filter(Boolean).join('. '),
  }));
}

/** One operation: method and path, what it does, its input and every answer it can give. */
export function OperationEntry({ document, path, method, operation }: Props) {
  const titleId = `${operation.operationId}-title`;
  const parameters = parameterRows(operation);
  const places = new Map((operation.parameters ?? []).map((p) => [p.name, p.in]));
  const body = operation.requestBody;
  const caching = cachingOf(operation);
  return (
    <article id={operation.operationId} className={styles.operation} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.signature}>
        <span className={styles.method} data-method={method}>
          {method.toUpperCase()}
        </span>{' '}
        <code className={styles.path}>{path}</code>
      </h3>
      <p className={styles.summary}>{operation.summary}</p>
      {operation.description ? <RichText text={operation.description} /> : null}
      {caching ? <p className={styles.note}>{CACHE_NOTE[caching]}</p> : null}
      {operation.security?.map((requirement) =>
        Object.keys(requirement).map((scheme) => {
          const security = document.components.securitySchemes[scheme];
          return (
            <p key={scheme} className={styles.note}>
              Needs the{' '}
              <code>{security.type === 'http' ? 'Authorization: Bearer …' : security.name}</code>{' '}
              header: <InlineText text={security.description} />
            </p>
          );
        }),
      )}

      {parameters.length > 0 ? (
        <>
          <h4>Parameters</h4>
          <FieldList rows={parameters} place={(row) => places.get(row.name) ?? ''} />
        </>
      ) : null}

      {body
        ? Object.entries(body.content).map(([type, media]) => (
            <section key={type} aria-label="Request body">
              <h4>
                Request body <span className={styles.mediaType}>{type}</span>
              </h4>
              {body.description ? <RichText text={body.description} /> : null}
              {media.schema ? <SchemaView schema={media.schema} /> : null}
            </section>
          ))
        : null}

      <h4>Responses</h4>
      <ul className={styles.responses} role="list">
        {Object.entries(operation.responses).map(([status, value], index, all) => {
          const answer = response(document, value);
          const media = Object.entries(answer.content ?? {});
          const schema = media.find(([, m]) => m.schema)?.[1].schema;
          return (
            <li key={status}>
              {/* The first success is open: the answer's shape is what a reader came for. */}
              <details
                className={styles.response}
                open={all.findIndex(([s]) => s.startsWith('2')) === index}
              >
                <summary>
                  <span className={styles.status} data-class={status[0]}>
                    {status}
                  </span>{' '}
                  <InlineText text={answer.description} />
                </summary>
                <div className={styles.responseBody}>
                  <p className={styles.note}>
                    {media.length > 0 ? (
                      <>
                        Content: {media.map(([type]) => type).join(', ')}
                        {Object.keys(answer.headers ?? {}).length > 0 ? '. ' : null}
                      </>
                    ) : (
                      'No body. '
                    )}
                    {Object.keys(answer.headers ?? {}).length > 0
                      ? `Headers: ${Object.keys(answer.headers ?? {}).join(', ')}.`
                      : null}
                  </p>
                  {schema ? <SchemaView schema={schema} /> : null}
                </div>
              </details>
            </li>
          );
        })}
      </ul>
    </article>
  );
}
