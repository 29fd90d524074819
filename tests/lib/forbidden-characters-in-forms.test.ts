/**
 * Text pasted with hidden or control characters is refused by the form itself, in the words the
 * server uses: before, only the server refused it, naming the JSON field ('delivery.name
 * contains…'), after the visitor had pressed Send.
 */
import { callbackSchemaFor } from '@/lib/leads/callback-schema';
import { emailText, requiredText } from '@/lib/validation/fields';
import { FORBIDDEN_CHARACTERS_MESSAGE } from '@/lib/validation/input-shape';

const errorOf = async (schema: { validate(v: unknown): Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(
    () => null,
    (error: { message: string }) => error.message,
  );

it.each([
  ['a name wrapped in direction marks (copied from a chat)', '\u2068Asha Rao\u2069'],
  ['a NUL byte', 'Asha\u0000Rao'],
  ['only a zero-width space', '\u200b'],
])('refuses %s with words a visitor can act on', async (_label, text) => {
  expect(await errorOf(requiredText('Name is required', 100, 'Too long'), text)).toBe(
    FORBIDDEN_CHARACTERS_MESSAGE,
  );
});

it('refuses an e-mail address carrying them, and keeps tabs, new lines and Indian scripts', async () => {
  // Not an address either: its own message comes first.
  expect(await errorOf(emailText('Invalid email address'), 'asha\u202e@example.com')).toBe(
    'Invalid email address',
  );
  const text = requiredText('Required', 500, 'Too long');
  expect(await errorOf(text, 'Line one\n\tLine two')).toBeNull();
  expect(await errorOf(text, 'ಆಶಾ ರಾವ್')).toBeNull();
});

it('is in the callback form the browser runs', async () => {
  const form = callbackSchemaFor('treatment');
  const error = await form.validateAt('patient_name', { patient_name: '\u2068Asha\u2069' }).then(
    () => null,
    (e: { message: string }) => e.message,
  );
  expect(error).toBe(FORBIDDEN_CHARACTERS_MESSAGE);
});
