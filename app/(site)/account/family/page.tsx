import type { Metadata } from 'next';
import formStyles from '@/components/forms/forms.module.css';
import { PersonForm } from '@/components/account/person-form';
import styles from '@/components/account/profile.module.css';
import { RemoveButton } from '@/components/account/remove-button';
import { PageHero } from '@/components/ui/page-hero';
import { requireAccount } from '@/lib/accounts/current';
import { listPatients } from '@/lib/accounts/family';
import { MAX_FAMILY_MEMBERS, RELATIONSHIP_LABELS } from '@/lib/accounts/family-schema';
import { getDb } from '@/lib/db';
import { buildMetadata } from '@/lib/seo/metadata';
import { addMember, editMember, removeMember, saveProfile } from './actions';

// Personal: read per request from the session, never cached, never indexed.
export const dynamic = 'force-dynamic';

const PATH = '/account/family';

export const metadata: Metadata = buildMetadata({
  title: 'Your family',
  description: 'The people you book appointments and buy medicines and lab tests for.',
  path: PATH,
  noindex: true,
});

/**
 * /account/family (issue 46): the holder's own details ('correct your data') and up to six family
 * members, whom every booking and purchase form then offers under 'For whom'.
 */
export default async function FamilyPage() {
  const account = await requireAccount(PATH);
  const people = await listPatients(await getDb(), account.id);
  const holder = people.find((p) => p.relationship === 'self');
  const family = people.filter((p) => p.relationship !== 'self');
  return (
    <>
      <PageHero title="Your family" trail={[{ name: 'Your family', path: PATH }]} />
      <section className="section">
        <div className={`container ${styles.page}`}>
          <div className={formStyles.card}>
            <h2>Your details</h2>
            <PersonForm
              action={saveProfile}
              idPrefix="self"
              initial={holder}
              withRelationship={false}
              submitLabel="Save your details"
            />
          </div>
          <div className={formStyles.card}>
            <h2>Family members</h2>
            <p className={styles.muted}>
              {family.length === 0
                ? `Add up to ${MAX_FAMILY_MEMBERS} family members to book and buy for them.`
                : `${family.length} of ${MAX_FAMILY_MEMBERS} family members.`}
            </p>
            <ul className={styles.list} role="list">
              {family.map((member) => (
                <li key={member.id} aria-label={member.name}>
                  <details>
                    <summary>
                      {member.name} · {RELATIONSHIP_LABELS[member.relationship]}
                    </summary>
                    <PersonForm
                      action={editMember.bind(null, member.id)}
                      idPrefix={`member-${member.id}`}
                      initial={member}
                      withRelationship
                      submitLabel="Save changes"
                    />
                    <RemoveButton
                      remove={removeMember.bind(null, member.id)}
                      label={`Remove ${member.name}`}
                      confirmText={`Remove ${member.name} from your family? Their past bookings and orders stay.`}
                    />
                  </details>
                </li>
              ))}
            </ul>
          </div>
          {family.length < MAX_FAMILY_MEMBERS ? (
            <div className={formStyles.card}>
              <h2>Add a family member</h2>
              <PersonForm
                action={addMember}
                idPrefix="new-member"
                withRelationship
                submitLabel="Add family member"
              />
            </div>
          ) : null}
        </div>
      </section>
    </>
  );
}
