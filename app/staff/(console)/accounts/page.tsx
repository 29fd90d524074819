import type { Metadata } from 'next';
import { createAccountAction, updateAccountAction } from '@/app/staff/(console)/actions';
import { ListTable } from '@/components/staff/list-parts';
import { FormPanel } from '@/components/staff/form-panel';
import { LabelledInput } from '@/components/staff/labelled-input';
import { StaffForm } from '@/components/staff/staff-form';
import { getDb } from '@/lib/db';
import { listDoctorsForStaff } from '@/lib/doctors/staff-doctors';
import { listAccounts } from '@/lib/staff/audit-queries';
import { requireStaff } from '@/lib/staff/current';
import { PASSWORD_MIN_LENGTH } from '@/lib/staff/password';
import { ROLE_LABELS, STAFF_ROLES } from '@/lib/staff/roles';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Staff accounts' };

const roleOptions = STAFF_ROLES.map((role) => (
  <option key={role} value={role}>
    {ROLE_LABELS[role]}
  </option>
));

/** A choice in an account's row: its label is read out, not shown (the column heading says it). */
function RowSelect({
  id,
  label,
  name,
  value,
  children,
}: {
  id: string;
  label: string;
  name: string;
  value: string | number;
  children: React.ReactNode;
}) {
  return (
    <>
      <label className="visually-hidden" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value}>
        {children}
      </select>
    </>
  );
}

/** Admins open accounts, change roles and switch accounts off (their sessions end at once). */
export default async function AccountsPage() {
  const me = await requireStaff('accounts');
  const db = await getDb();
  const [accounts, doctorList] = await Promise.all([listAccounts(db), listDoctorsForStaff(db, '')]);
  // A doctor's account acts for one doctor (issue 47); the choice is ignored for other roles.
  const doctorOptions = (
    <>
      <option value="">No doctor (other roles)</option>
      {doctorList.map((d) => (
        <option key={d.id} value={d.id}>
          {d.name}
        </option>
      ))}
    </>
  );
  return (
    <>
      <h1 className={styles.title}>Staff accounts</h1>
      <ListTable
        label="Staff accounts"
        rows={accounts}
        rowKey={(account) => account.id}
        columns={[
          { heading: 'Name', cell: (account) => `${account.name}${account.demo ? ' (demo)' : ''}` },
          { heading: 'E-mail', cell: (account) => account.email },
          {
            heading: 'Last sign-in',
            cell: (account) =>
              account.lastLoginAt ? formatIndiaDateTime(account.lastLoginAt) : 'Never',
          },
          {
            heading: 'Role and access',
            cell: (account) =>
              account.id === me.id ? (
                `${ROLE_LABELS[account.role]} (you)`
              ) : (
                <StaffForm action={updateAccountAction} submit="Save" inline>
                  <input type="hidden" name="id" value={account.id} />
                  <RowSelect
                    id={`role-${account.id}`}
                    label={`Role of ${account.name}`}
                    name="role"
                    value={account.role}
                  >
                    {roleOptions}
                  </RowSelect>
                  <RowSelect
                    id={`doctor-${account.id}`}
                    label={`Doctor of ${account.name}`}
                    name="doctor_id"
                    value={account.doctorId ?? ''}
                  >
                    {doctorOptions}
                  </RowSelect>
                  <RowSelect
                    id={`active-${account.id}`}
                    label={`Access of ${account.name}`}
                    name="active"
                    value={account.active ? 'true' : 'false'}
                  >
                    <option value="true">May sign in</option>
                    <option value="false">Switched off</option>
                  </RowSelect>
                </StaffForm>
              ),
          },
        ]}
      />
      <FormPanel
        id="account-new"
        title="Open an account"
        action={createAccountAction}
        submit="Create account"
      >
        <div className={styles.row}>
          <LabelledInput
            id="account-name"
            label="Name"
            name="name"
            maxLength={80}
            autoComplete="off"
          />
          <LabelledInput
            id="account-email"
            label="E-mail"
            name="email"
            type="email"
            maxLength={254}
            autoComplete="off"
          />
          <div className={styles.field}>
            <label htmlFor="account-role">Role</label>
            <select id="account-role" name="role" defaultValue="front_desk">
              {roleOptions}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="account-doctor">Doctor (for a doctor&apos;s account)</label>
            <select id="account-doctor" name="doctor_id" defaultValue="">
              {doctorOptions}
            </select>
          </div>
          <LabelledInput
            id="account-password"
            label={<>First password (at least {PASSWORD_MIN_LENGTH} characters)</>}
            name="password"
            type="password"
            autoComplete="new-password"
          />
        </div>
      </FormPanel>
    </>
  );
}
