import type { Metadata } from 'next';
import formStyles from '@/components/forms/forms.module.css';
import { AccountPage } from '@/components/account/account-page';
import { PersonForm } from '@/components/account/person-form';
import styles from '@/components/account/profile.module.css';
import { SavedList } from '@/components/account/saved-list';
import { requireAccount } from '@/lib/accounts/current';
import { listPatients } from '@/lib/accounts/family';
import { accountPageMetadata } from '@/lib/accounts/page-metadata';
import { MAX_FAMILY_MEMBERS } from '@/lib/accounts/family-schema';
import { RELATIONSHIP_LABELS } from '@/lib/accounts/person-choices';
import { getDb } from '@/lib/db';
import { addMember, editMember, removeMember, saveProfile } from './actions';

// Personal: read per request from the session, never cached, never indexed.
export const dynamic = 'force-dynamic';

const PATH = '/account/family';

export const metadata: Metadata = accountPageMetadata(
  'Your family',
  'The people you book appointments and buy medicines and lab tests for.',
  PATH,
);

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
    <AccountPage title="Your family" path={PATH} className={styles.page}>
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
      <SavedList
        heading="Family members"
        emptyText={`Add up to ${MAX_FAMILY_MEMBERS} family members to book and buy for them.`}
        noun="family members"
        max={MAX_FAMILY_MEMBERS}
        entries={family.map((member) => ({
          id: member.id,
          name: member.name,
          summary: `${member.name} · ${RELATIONSHIP_LABELS[member.relationship]}`,
          editor: (
            <PersonForm
              action={editMember.bind(null, member.id)}
              idPrefix={`member-${member.id}`}
              initial={member}
              withRelationship
              submitLabel="Save changes"
            />
          ),
          remove: removeMember.bind(null, member.id),
          removeLabel: `Remove ${member.name}`,
          confirmText: `Remove ${member.name} from your family? Their past bookings and orders stay.`,
        }))}
        addHeading="Add a family member"
        addForm={
          <PersonForm
            action={addMember}
            idPrefix="new-member"
            withRelationship
            submitLabel="Add family member"
          />
        }
      />
    </AccountPage>
  );
}
