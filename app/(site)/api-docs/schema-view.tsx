import type { JsonSchema } from '@/lib/api/openapi/json-schema';
import { FieldList } from './field-list';
import { schemaRows } from './schema-rows';
import styles from './api-docs.module.css';

/** A body or answer schema; alternatives (anyOf) one after another, each under its title. */
export function SchemaView({ schema }: { schema: JsonSchema }) {
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop() ?? schema.$ref;
    return (
      <p className={styles.note}>
        The <a href={`#schema-${name.toLowerCase()}`}>{name}</a> shape.
      </p>
    );
  }
  if (schema.anyOf) {
    return schema.anyOf.map((variant, i) => (
      <div key={i} className={styles.variant}>
        <p className={styles.variantTitle}>
          {variant.title ? (
            <>
              For <code>{variant.title}</code>:
            </>
          ) : (
            `Shape ${i + 1} of ${schema.anyOf!.length}:`
          )}
        </p>
        <SchemaView schema={variant} />
      </div>
    ));
  }
  return <FieldList rows={schemaRows(schema)} />;
}
