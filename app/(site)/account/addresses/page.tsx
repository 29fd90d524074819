import type { Metadata } from 'next';
import { AccountPage } from '@/components/account/account-page';
import { AddressForm } from '@/components/account/address-form';
import styles from '@/components/account/profile.module.css';
import { SavedList } from '@/components/account/saved-list';
import { listAddresses } from '@/lib/accounts/addresses';
import { requireAccount } from '@/lib/accounts/current';
import { accountPageMetadata } from '@/lib/accounts/page-metadata';
import { MAX_ADDRESSES } from '@/lib/accounts/family-schema';
import { getDb } from '@/lib/db';
import { addSavedAddress, editSavedAddress, removeSavedAddress } from './actions';

// Personal: read per request from the session, never cached, never indexed.
export const dynamic = 'force-dynamic';

const PATH = '/account/addresses';

export const metadata: Metadata = accountPageMetadata(
  'Your addresses',
  'Addresses for medicine delivery and home sample collection.',
  PATH,
);

/**
 * /account/addresses (issue 46): up to five addresses inside the delivery area, which the
 * pharmacy and lab checkouts fill in for a signed-in patient.
 */
export default async function AddressesPage() {
  const account = await requireAccount(PATH);
  const addresses = await listAddresses(await getDb(), account.id);
  return (
    <AccountPage title="Your addresses" path={PATH} className={styles.page}>
      <SavedList
        heading="Saved addresses"
        emptyText="Save an address to have medicines delivered and samples collected there without typing it again."
        noun="addresses"
        max={MAX_ADDRESSES}
        entries={addresses.map((saved) => ({
          id: saved.id,
          name: saved.label || saved.address,
          summary: `${saved.label ? `${saved.label}: ` : ''}${saved.address}, ${saved.pincode}`,
          editor: (
            <AddressForm
              action={editSavedAddress.bind(null, saved.id)}
              idPrefix={`address-${saved.id}`}
              initial={saved}
              submitLabel="Save changes"
            />
          ),
          remove: removeSavedAddress.bind(null, saved.id),
          removeLabel: 'Remove this address',
          confirmText: 'Remove this address?',
        }))}
        addHeading="Add an address"
        addForm={
          <AddressForm action={addSavedAddress} idPrefix="new-address" submitLabel="Save address" />
        }
      />
    </AccountPage>
  );
}
