/**
 * The converter from yup to JSON Schema (lib/api/openapi/yup-json-schema.ts) on the kinds of rule
 * the forms use, and the hand-written path parameter schemas held to the routes' own checks: a
 * value passes the documented schema exactly when the route accepts it.
 */
import Ajv2020 from 'ajv/dist/2020';
import fc from 'fast-check';
import { array, number, object, string } from 'yup';
import { parseId } from '@/lib/api/handler';
import { ID_SCHEMA, NAME_OR_SLUG_SCHEMA, SLUG_SCHEMA } from '@/lib/api/openapi/params';
import { toJsonSchema } from '@/lib/api/openapi/yup-json-schema';
import { requiredText } from '@/lib/validation/fields';
import { isNameOrSlug } from '@/lib/validation/name-or-slug';
import { isSlug } from '@/lib/validation/slug';

const ajv = new Ajv2020({ strict: true, allowUnionTypes: true });

describe('toJsonSchema', () => {
  const schema = object({
    name: requiredText('Name is required', 100, 'Too long'),
    phone: string()
      .trim()
      .matches(/^\d{10}$/, { message: 'Phone', excludeEmptyString: true })
      .optional(),
    reason: string().trim().max(500).default(''),
    age: number().integer().positive().max(130).required(),
    gender: string()
      .required()
      .test('gender', 'Gender must be male, female or other', (v) => !v || v !== 'x'),
    tags: array(string().defined()).min(1).max(3).required(),
    note: string().nullable().defined(),
    kind: string().oneOf(['a']).defined(),
  });
  const converted = toJsonSchema(schema);

  it('calls a field required when the schema refuses it absent, whatever says so', () => {
    // requiredText has a test named 'required' and a default of '', not yup's flag.
    expect(converted.required).toEqual(['name', 'age', 'gender', 'tags', 'note', 'kind']);
  });

  it('turns the built-in rules into keywords', () => {
    expect(converted.properties).toMatchObject({
      name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
      reason: { type: 'string', maxLength: 500, default: '' },
      age: { type: 'integer', exclusiveMinimum: 0, maximum: 130 },
      tags: { type: 'array', minItems: 1, maxItems: 3, items: { type: 'string' } },
      note: { type: ['string', 'null'] },
      kind: { type: 'string', const: 'a' },
    });
    expect(converted.properties!.name).not.toHaveProperty('default');
  });

  it('lets an empty string past a pattern the schema skips for it', () => {
    const phone = converted.properties!.phone;
    expect(phone.pattern).toBe('^$|(?:^\\d{10}$)');
    const validate = ajv.compile(phone);
    expect([validate(''), validate('9876543210'), validate('98765')]).toEqual([true, true, false]);
  });

  it('names the rules of its own tests in the description', () => {
    expect(converted.properties!.gender.description).toBe('Gender must be male, female or other.');
  });
});

describe('hand-written path parameter schemas', () => {
  const validId = ajv.compile(ID_SCHEMA);
  const validSlug = ajv.compile(SLUG_SCHEMA);
  const idLike = fc.oneof(
    fc.stringMatching(/^[0-9]{0,11}$/),
    fc.string({ maxLength: 12 }),
    fc.constantFrom('0', '000', '1', '999999999', '1000000000', '01', ' 1', '1e3', '-1'),
  );
  const slugLike = fc.oneof(
    fc.stringMatching(/^[a-z0-9-]{0,12}$/),
    fc.string({ maxLength: 12 }),
    fc.constantFrom(
      'cardiology',
      'a-b',
      '-a',
      'a--b',
      'A',
      'a_b',
      'x'.repeat(200),
      'x'.repeat(201),
    ),
  );

  it('the id schema accepts exactly what parseId accepts', () => {
    fc.assert(
      fc.property(idLike, (value) => validId(value) === (parseId(value) !== null)),
      {
        numRuns: 500,
      },
    );
  });

  it('the slug schema accepts exactly what isSlug accepts', () => {
    fc.assert(
      fc.property(slugLike, (value) => validSlug(value) === isSlug(value)),
      {
        numRuns: 500,
      },
    );
  });

  it('the name-or-slug schema accepts exactly what isNameOrSlug accepts', () => {
    const validName = ajv.compile(NAME_OR_SLUG_SCHEMA);
    const nameLike = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.stringMatching(/^[ A-Za-z&\t\n\u0000\u0085\u202E-]{0,12}$/),
      fc.constantFrom(
        'Obstetrics & Gynaecology',
        'cardiology',
        ' ',
        '',
        'a\u2066b',
        'x'.repeat(200),
        'x'.repeat(201),
      ),
    );
    fc.assert(
      fc.property(nameLike, (value) => validName(value) === isNameOrSlug(value)),
      { numRuns: 500 },
    );
  });
});
