/**
 * An e-prescription's free texts refuse control and hidden characters, as every form of the site
 * does (lib/validation/input-shape.ts): they are printed on a signed PDF and read by a pharmacist.
 */
import { prescriptionItemSchema, prescriptionSchema } from '@/lib/prescriptions/schema';
import { FORBIDDEN_CHARACTERS_MESSAGE } from '@/lib/validation/input-shape';

const line = {
  kind: 'medicine',
  name: 'Paracetamol 500 mg',
  strength: '500 mg',
  dose: '1 tablet',
  frequency: 'Twice a day',
  duration: '3 days',
};

describe('e-prescription texts', () => {
  it('keep ordinary text, new lines in advice included', async () => {
    await expect(prescriptionItemSchema.validate(line)).resolves.toMatchObject(line);
    await expect(
      prescriptionSchema.validate({ diagnosis: 'Fever', advice: 'Rest.\nFluids.', items: [line] }),
    ).resolves.toMatchObject({ advice: 'Rest.\nFluids.' });
  });

  it.each([
    ['a NUL in the instructions', { ...line, instructions: 'after\u0000food' }],
    ['a right-to-left override in the name', { ...line, name: 'Para\u202Ecetamol' }],
    ['a bell in the dose', { ...line, dose: '1 tablet\u0007' }],
  ])('refuse %s', async (_label, item) => {
    await expect(prescriptionItemSchema.validate(item)).rejects.toMatchObject({
      message: FORBIDDEN_CHARACTERS_MESSAGE,
    });
  });
});
