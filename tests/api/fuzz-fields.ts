/**
 * The vocabulary the fuzz suite describes endpoints in: each field's place and kind (which
 * decides what a replacement must lead to, see fuzz-expectations.ts) and an endpoint's request.
 */
import type { App, Encoding, FieldPath, RouteName, ValidRequest } from './fuzz-app';

/**
 * text: free text a person types, stored as typed (unicode and HTML accepted); format: a string
 * with a format (phone, e-mail, id, code); number, enum, list, object, file: as named; header
 * and path: a request header or path parameter.
 */
export type FieldKind =
  'text' | 'format' | 'number' | 'enum' | 'list' | 'object' | 'file' | 'header' | 'path';

export type FieldSpec = {
  path: FieldPath;
  kind: FieldKind;
  /** May be left out: null or '' may then be accepted as 'not given'. */
  optional?: boolean;
  /** For text: false when the server keeps its own value instead (a job's title). */
  stored?: boolean;
  /** Signed provider data: only the general contract applies, not the 400 rules. */
  lenient?: boolean;
  /** Keys of `errors` that name this field (default: its path, 'a.b[0].c'). */
  errorKeys?: string[];
};

export type Endpoint = {
  name: string;
  route: RouteName;
  encoding: Encoding;
  path: string | ((params: Record<string, string>) => string);
  fields: FieldSpec[];
  /** Builds the world the request needs (a payment order, say) and the valid request. */
  prepare(app: App): Promise<ValidRequest>;
};

/** Lone surrogates have no UTF-8 form: a URL carries U+FFFD in their place, as browsers send. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
export const encodePathSegment = (value: string) =>
  encodeURIComponent(value.replace(LONE_SURROGATE, '\ufffd'));

export const f = (path: FieldPath, kind: FieldKind, extra: Partial<FieldSpec> = {}): FieldSpec => ({
  path,
  kind,
  ...extra,
});

/** A cart's `items`: the list, its first line, that line's id and quantity. */
export const cartItemFields: FieldSpec[] = [
  f(['items'], 'list'),
  f(['items', 0], 'object'),
  f(['items', 0, 'id'], 'number'),
  f(['items', 0, 'quantity'], 'number'),
];

/** A buyer's block (the pharmacy's `delivery`, the lab's `contact`): who they are and where. */
export const buyerFields = (key: string): FieldSpec[] => [
  f([key], 'object'),
  f([key, 'name'], 'text'),
  f([key, 'email'], 'format'),
  f([key, 'phone_number'], 'format'),
  f([key, 'pincode'], 'format'),
  f([key, 'address'], 'text'),
];
