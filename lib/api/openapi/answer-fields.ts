/**
 * Building blocks of the answer schemas (lib/<domain>/api-contract.ts): yup schemas that describe
 * what a route sends, converted for the document like the request schemas, and whose InferType is
 * the shape functions' return type. Every field is `defined()`: an answer always carries its keys,
 * even when the value is '' or null, so a key that disappears fails the contract test.
 */
import { array, boolean, number, object, string, type AnySchema, type ISchema } from 'yup';

/** The message of the original API's success answers. */
export const API_SUCCESS = 'Success' as const;

/** Text, possibly empty. */
export const text = (description?: string) =>
  string()
    .defined()
    .meta({ ...(description && { description }) });

/** Text or null. */
export const nullableText = (description?: string) =>
  string()
    .nullable()
    .defined()
    .meta({ ...(description && { description }) });

/** HTML sanitised by the read (lib/sanitize.ts); safe to insert. */
export const html = (description = 'Sanitised HTML') => text(description);

/** A site-relative path or URL of an image or file. */
export const link = (description = 'Site-relative path or absolute URL') => text(description);

/** A record's numeric id, as the original API's string `_id`. */
export const apiId = () =>
  string()
    .matches(/^\d+$/)
    .defined()
    .meta({ description: 'Numeric id as a string', example: '12' });

/** One exact text (a message the original front end compares, a code). */
export const literal = <const T extends string>(value: T) => string().oneOf([value]).defined();

/** One of a few exact texts. */
export const oneOfTexts = <const T extends string>(values: readonly T[]) =>
  string().oneOf(values).defined();

export const whole = (description?: string) =>
  number()
    .integer()
    .defined()
    .meta({ ...(description && { description }) });

/** Any number. */
export const numeric = (description?: string) =>
  number()
    .defined()
    .meta({ ...(description && { description }) });

/** A number of rupees (the original API's money), possibly with paise. */
export const rupees = (description = 'Rupees') => number().defined().meta({ description });

export const flag = (description?: string) =>
  boolean()
    .defined()
    .meta({ ...(description && { description }) });

export const list = <T>(item: ISchema<T>) => array(item).defined();

export const texts = () => list(text());

/** `{ message: 'Success', data }`, the original API's envelope. */
export const success = <S extends AnySchema>(data: S) =>
  object({ message: literal(API_SUCCESS), data });

/** `{ message: 'Success', data: { data } }`, where the spec reads `data.data`. */
export const nestedSuccess = <S extends AnySchema>(data: S) =>
  object({ message: literal(API_SUCCESS), data: object({ data }) });

/** The answer of a form that stored a record: its id. */
export const storedAnswerSchema = success(object({ _id: apiId() }));
