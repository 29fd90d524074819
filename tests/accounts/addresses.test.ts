/**
 * Saved addresses (lib/accounts/addresses.ts), on both engines: inside the delivery area when
 * saved (the checkout's own refusal otherwise), at most five, changed and removed only by their
 * own account, and the limit held when saves come at once.
 */
import {
  addAddress,
  AddressesFullError,
  listAddresses,
  removeAddress,
  updateAddress,
} from '@/lib/accounts/addresses';
import { FAMILY_MESSAGES, savedAddressSchema } from '@/lib/accounts/family-schema';
import { InvalidInputError, NotFoundError } from '@/lib/api/errors';
import { notServiceableMessage } from '@/lib/pharmacy/delivery-area';
import { validateBody } from '@/lib/validation/validate';
import { inputErrors } from '../helpers/api-error';
import { engines, testDbForFile } from '../helpers/db';
import { insertPharmacyFixture } from '../pharmacy/fixtures';
import { createAccount } from './fixtures';

const home = (n = 1) => ({
  label: `Home ${n}`,
  address: `${n} MG Road, Bangalore`,
  pincode: '560001',
});

it('names the bad fields of an address', async () => {
  expect(
    await validateBody(savedAddressSchema, {
      label: 'x'.repeat(41),
      address: ' ',
      pincode: '012345',
    }),
  ).toEqual({
    ok: false,
    errors: {
      label: FAMILY_MESSAGES.label,
      address: FAMILY_MESSAGES.address,
      pincode: FAMILY_MESSAGES.pincode,
    },
  });
});

describe.each(engines)('saved addresses on %s', (engine) => {
  const t = testDbForFile(engine);
  beforeAll(() => insertPharmacyFixture(t.db));

  it('refuses an address outside the delivery area with the checkout’s words', async () => {
    const account = await createAccount(t.db);
    for (const pincode of ['110001', '562130']) {
      expect(await inputErrors(addAddress(t.db, account.id, { ...home(), pincode }))).toEqual({
        pincode: notServiceableMessage(pincode),
      });
    }
    const saved = await addAddress(t.db, account.id, home());
    await expect(
      updateAddress(t.db, account.id, saved.id, { ...home(), pincode: '110001' }),
    ).rejects.toBeInstanceOf(InvalidInputError);
    expect(await listAddresses(t.db, account.id)).toEqual([saved]);
  });

  it('keeps at most five, and only its own account changes them', async () => {
    const mine = await createAccount(t.db);
    const theirs = await createAccount(t.db);
    for (let n = 1; n <= 5; n += 1) await addAddress(t.db, mine.id, home(n));
    await expect(addAddress(t.db, mine.id, home(6))).rejects.toBeInstanceOf(AddressesFullError);
    const [first] = await listAddresses(t.db, mine.id);
    await expect(updateAddress(t.db, theirs.id, first.id, home(9))).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(removeAddress(t.db, theirs.id, first.id)).rejects.toBeInstanceOf(NotFoundError);
    expect(await updateAddress(t.db, mine.id, first.id, { ...home(9), pincode: '562114' })).toEqual(
      { id: first.id, label: 'Home 9', address: '9 MG Road, Bangalore', pincode: '562114' },
    );
    await removeAddress(t.db, mine.id, first.id);
    expect(await listAddresses(t.db, mine.id)).toHaveLength(4);
  });

  it('never saves a sixth, even when saves come at once', async () => {
    const account = await createAccount(t.db);
    for (let n = 1; n <= 3; n += 1) await addAddress(t.db, account.id, home(n));
    const results = await Promise.allSettled(
      [4, 5, 6, 7].map((n) => addAddress(t.db, account.id, home(n))),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(await listAddresses(t.db, account.id)).toHaveLength(5);
  });
});
