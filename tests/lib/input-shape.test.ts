/**
 * The one rule for the shape of request bodies (lib/validation/input-shape.ts): JSON types per
 * schema field, and the characters text may not hold.
 */
import { array, number, object, string } from 'yup';
import {
  blankForbiddenCharacters,
  hasForbiddenCharacters,
  shapeErrors,
} from '@/lib/validation/input-shape';
import { validateBody } from '@/lib/validation/validate';

describe('forbidden characters', () => {
  it.each<[string, string, boolean]>([
    ['NUL', 'a\u0000b', true],
    ['bell', 'a\u0007b', true],
    ['escape', '\u001b[31mred', true],
    ['DEL', 'a\u007fb', true],
    ['a C1 control', 'a\u0085b', true],
    ['a lone high surrogate', 'a\ud800b', true],
    ['a lone low surrogate', '\udc00', true],
    ['a right-to-left override', '\u202egnp.exe', true],
    ['a directional isolate', 'a\u2066b\u2069', true],
    ['only a zero-width space', '\u200b', true],
    ['only zero-width joiners and a word joiner', ' \u200b\u200c\u200d\u2060 ', true],
    ['only a Hangul filler', '\u3164', true],
    ['only combining marks', '\u0301\u0301', true],
    ['only a byte order mark', '\ufeff', true],
    ['tab and newlines', 'line one\n\tline two\r\n', false],
    ['Devanagari', 'नमस्ते', false],
    ['an emoji (a surrogate pair)', 'get well 🙏', false],
    ['right-to-left text', 'مرحبا', false],
    ['HTML, kept as text', '<b>bold</b>', false],
    ['Malayalam with a zero-width joiner', 'ന്\u200d', false],
    ['a name with a zero-width space inside', 'Asha\u200bRao', false],
    ['right-to-left marks', 'مرحبا\u200f', false],
    ['white space only (the schema says whether it is required)', '  \t', false],
    ['nothing', '', false],
  ])('%s: forbidden is %s', (_, value, forbidden) => {
    expect(hasForbiddenCharacters(value)).toBe(forbidden);
  });

  it('blanks them in text that is only looked up', () => {
    expect(blankForbiddenCharacters('para\u0000cet\ud800amol')).toBe('para cet amol');
  });
});

describe('field types', () => {
  const schema = object({
    name: string().trim().required(),
    age: number(),
    delivery: object({ pincode: string() }),
    items: array(object({ id: number() })),
  });

  it.each([
    ['an array', ['x']],
    ['an object', { a: 1 }],
    ['a number', 5],
    ['a boolean', true],
  ])('names a text field given %s', (_, value) => {
    expect(shapeErrors(schema, { name: value })).toEqual({ name: 'name must be text' });
  });

  it('names null, nested and listed fields by their path', () => {
    expect(
      shapeErrors(schema, {
        name: null,
        age: [5],
        delivery: { pincode: { x: 1 } },
        items: [{ id: 1 }, { id: false }],
      }),
    ).toEqual({
      name: 'name must not be null',
      age: 'age must be a number',
      'delivery.pincode': 'delivery.pincode must be text',
      'items[1].id': 'items[1].id must be a number',
    });
    expect(shapeErrors(schema, { delivery: 'x', items: {} })).toEqual({
      delivery: 'delivery must be an object',
      items: 'items must be a list',
    });
  });

  it('accepts numbers sent as text, and fields it does not know', () => {
    expect(shapeErrors(schema, { name: 'Asha', age: '34', extra: [1] })).toEqual({});
  });

  it("never lets yup's own wording through validateBody", async () => {
    const result = await validateBody(object({ when: number().required() }), { when: 'soon' });
    expect(result).toEqual({ ok: false, errors: { when: 'when has the wrong type' } });
    expect(JSON.stringify(result)).not.toMatch(/final value|must be a `/);
  });
});
