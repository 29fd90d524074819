/**
 * Path parameters the routes check by hand rather than with a yup schema: a content slug
 * (lib/validation/slug.ts, whose constants build the schema) and a database id (parseId in
 * lib/api/handler.ts). tests/api/openapi-schemas.test.ts holds each schema to its check.
 */
import { PINCODE_PATTERN } from '@/lib/pharmacy/delivery-area';
import { NAME_OR_SLUG_MAX_LENGTH, NAME_OR_SLUG_PATTERN } from '@/lib/validation/name-or-slug';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '@/lib/validation/slug';
import type { JsonSchema } from './json-schema';
import { pathParameter, type Parameter } from './operation';

export const SLUG_SCHEMA: JsonSchema = {
  type: 'string',
  pattern: SLUG_PATTERN.source,
  maxLength: SLUG_MAX_LENGTH,
  description: 'A slug: lower-case letters and digits in words joined by single hyphens',
  examples: ['cardiology'],
};

/** isNameOrSlug (lib/validation/name-or-slug.ts): a record's name, any case, or its slug. */
export const NAME_OR_SLUG_SCHEMA: JsonSchema = {
  type: 'string',
  pattern: NAME_OR_SLUG_PATTERN.source,
  maxLength: NAME_OR_SLUG_MAX_LENGTH,
  description:
    'A name in any case and spacing, or a slug; no control, tab, line-feed or direction-changing characters',
  examples: ['Obstetrics & Gynaecology', 'obstetrics-gynaecology'],
};

/** parseId: one to nine digits, not zero. */
export const ID_SCHEMA: JsonSchema = {
  type: 'string',
  pattern: '^(?!0+$)[0-9]{1,9}$',
  description: 'A positive whole number of at most nine digits (a database id)',
  examples: ['12'],
};

/** The pincode route's check (lib/pharmacy/delivery-area.ts). */
export const PINCODE_SCHEMA: JsonSchema = {
  type: 'string',
  pattern: PINCODE_PATTERN.source,
  description: 'An Indian pincode: six digits, the first not 0',
  examples: ['560038'],
};

export const slugParameter = (name: string, of: string): Parameter =>
  pathParameter(name, SLUG_SCHEMA, `The ${of}'s slug`);

export const nameOrSlugParameter = (name: string, of: string): Parameter =>
  pathParameter(name, NAME_OR_SLUG_SCHEMA, `The ${of}'s name (as stored, any case) or slug`);

export const idParameter = (name: string, of: string): Parameter =>
  pathParameter(name, ID_SCHEMA, `The ${of}'s id`);
