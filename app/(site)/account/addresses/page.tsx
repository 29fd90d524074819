import type { Metadata } from 'next';
import formStyles from '@/components/forms/forms.module.css';
import { AddressForm } from '@/components/account/address-form';
import styles from '@/components/account/profile.module.css';
import { RemoveButton } from '@/components/account/remove-button';
import { PageHero } from '@/components/ui/page-hero';
import { listAddresses } from '@/lib/accounts/addresses';
import { requireAccount } from '@/lib/accounts/current';
import { MAX_ADDRESSES } from '@/lib/accounts/family-schema';
import { getDb } from '@/lib/db';
import { buildMetadata } from '@/lib/seo/metadata';
import { addSavedAddress, editSavedAddress, removeSavedAddress } from './actions';

// Personal: read per request from the session, never cached, never indexed.
export const dynamic = 'force-dynamic';

const PATH = '/account/addresses';

export const metadata: Metadata = buildMetadata({
  title: 'Your addresses',
  description: 'Addresses for medicine delivery and home sample collection.',
  path: PATH,
  noindex: true,
});

/**
 * /account/addresses (issue 46): up to five addresses inside the delivery area, which the
 * pharmacy and lab checkouts fill in for a signed-in patient.
 */
export default async function AddressesPage() {
  const account = await requireAccount(PATH);
  const addresses = await listAddresses(await getDb(), account.id);
  return (
    <>
      <PageHero title="Your addresses" trail={[{ name: 'Your addresses', path: PATH }]} />
      <section className="section">
        <div className={`container ${styles.page}`}>
          <div className={formStyles.card}>
            <h2>Saved addresses</h2>
            <p className={styles.muted}>
              {addresses.length === 0
                ? 'Save an address to have medicines delivered and samples collected there without typing it again.'
                : `${addresses.length} of ${MAX_ADDRESSES} addresses.`}
            </p>
            <ul className={styles.list} role="list">
              {addresses.map((saved) => (
                <li key={saved.id} aria-label={saved.label || saved.address}>
                  <details>
                    <summary>
                      {saved.label ? `${saved.label}: ` : ''}
                      {saved.address}, {saved.pincode}
                    </summary>
                    <AddressForm
                      action={editSavedAddress.bind(null, saved.id)}
                      idPrefix={`address-${saved.id}`}
                      initial={saved}
                      submitLabel="Save changes"
                    />
                    <RemoveButton
                      remove={removeSavedAddress.bind(null, saved.id)}
                      label="Remove this address"
                      confirmText="Remove this address?"
                    />
                  </details>
                </li>
              ))}
            </ul>
          </div>
          {addresses.length < MAX_ADDRESSES ? (
            <div className={formStyles.card}>
              <h2>Add an address</h2>
              <AddressForm
                action={addSavedAddress}
                idPrefix="new-address"
                submitLabel="Save address"
              />
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}
