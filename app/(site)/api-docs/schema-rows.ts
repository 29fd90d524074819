/**
 * A JSON Schema of the document as rows a person reads: one per field, nested fields named by
 * their path (`delivery.name`, `items[].id`), each with its type, whether it is required, and its
 * constraints in words.
 */
import { allowsNull, typesOf, type JsonSchema } from '@/lib/api/openapi/json-schema';

export type FieldRow = {
  name: string;
  type: string;
  required: boolean;
  rules: string[];
  description?: string;
  /** The component a `$ref` names ('Error'), shown as a link instead of its fields. */
  ref?: string;
};

const refName = (ref: string) => ref.split('/').pop() ?? ref;

const show = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

export function typeLabel(schema: JsonSchema): string {
  if (schema.$ref) return refName(schema.$ref);
  const types = typesOf(schema);
  let label: string;
  if (types.length === 0) label = schema.contentMediaType ? 'file' : 'any';
  else if (types.includes('array') && schema.items) label = `list of ${typeLabel(schema.items)}`;
  else label = types.join(' or ');
  if (schema.contentMediaType && types.includes('string')) label = 'file';
  if (schema.format) label = `${label} (${schema.format})`;
  return allowsNull(schema) ? `${label} or null` : label;
}

const range = (min: number | undefined, max: number | undefined, unit: string) => {
  if (min !== undefined && max !== undefined) {
    return min === max ? `exactly ${min} ${unit}` : `${min} to ${max} ${unit}`;
  }
  if (min !== undefined) return `at least ${min} ${unit}`;
  return max !== undefined ? `at most ${max} ${unit}` : null;
};

/** The schema's constraints, in words. */
export function rulesOf(schema: JsonSchema): string[] {
  const rules: (string | null)[] = [
    schema.const !== undefined ? `exactly ${show(schema.const)}` : null,
    schema.enum ? `one of ${schema.enum.map(show).join(', ')}` : null,
    range(schema.minLength, schema.maxLength, 'characters'),
    // The converter's mark of a text that must not be blank reads better in words.
    schema.pattern === '\\S' ? 'not blank' : schema.pattern ? `matches ${schema.pattern}` : null,
    range(schema.minItems, schema.maxItems, 'items'),
    schema.minimum !== undefined ? `from ${schema.minimum}` : null,
    schema.exclusiveMinimum !== undefined ? `more than ${schema.exclusiveMinimum}` : null,
    schema.maximum !== undefined ? `up to ${schema.maximum}` : null,
    schema.exclusiveMaximum !== undefined ? `less than ${schema.exclusiveMaximum}` : null,
    schema.default !== undefined ? `default ${show(schema.default)}` : null,
  ];
  return rules.filter((rule): rule is string => rule !== null);
}

function rowsOfObject(schema: JsonSchema, prefix: string): FieldRow[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([key, field]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    const row: FieldRow = {
      name,
      type: typeLabel(field),
      required: required.has(key),
      rules: rulesOf(field),
      ...(field.description && { description: field.description }),
      ...(field.$ref && { ref: refName(field.$ref) }),
    };
    return [row, ...nestedRows(field, name)];
  });
}

/** The rows inside a field: an object's fields, a list's items' fields. */
function nestedRows(schema: JsonSchema, name: string): FieldRow[] {
  if (schema.properties) return rowsOfObject(schema, name);
  if (schema.items) {
    const item = schema.items;
    const itemRows = nestedRows(item, `${name}[]`);
    // A list of plain values says its items' rules on a row of their own.
    const itemRules = rulesOf(item);
    if (itemRows.length === 0 && (itemRules.length > 0 || item.description)) {
      return [
        {
          name: `${name}[]`,
          type: typeLabel(item),
          required: true,
          rules: itemRules,
          ...(item.description && { description: item.description }),
        },
      ];
    }
    return itemRows;
  }
  return [];
}

/** Every field of a body or answer schema; a schema that is not an object is one row. */
export function schemaRows(schema: JsonSchema): FieldRow[] {
  if (schema.properties || schema.items) {
    const rows = nestedRows(schema, '');
    if (rows.length > 0) return rows;
  }
  return [
    {
      name: '(body)',
      type: typeLabel(schema),
      required: true,
      rules: rulesOf(schema),
      ...(schema.description && { description: schema.description }),
      ...(schema.$ref && { ref: refName(schema.$ref) }),
    },
  ];
}
