import { Link } from '@/components/ui/link';
import { recordVersion } from '@/lib/staff/record-version';
import { StaffForm } from './staff-form';
import styles from './staff.module.css';

/**
 * The frame of a console page about one record (an 'add' or 'edit' page): the way back to its
 * list, its title, an optional introduction and the labelled panel that holds its form.
 */
export function RecordPage({
  back,
  title,
  intro,
  label,
  children,
}: {
  back: { href: string; label: React.ReactNode };
  title: React.ReactNode;
  intro?: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <Link href={back.href} className={styles.back}>
        ← {back.label}
      </Link>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p>{intro}</p> : null}
      <section className={styles.panel} aria-label={label}>
        {children}
      </section>
    </>
  );
}

type Action = React.ComponentProps<typeof StaffForm>['action'];

/**
 * A RecordPage whose panel is one StaffForm: `hidden` are the form's hidden fields (the record's
 * id, the version the editor saw), then the visible fields of `children`.
 */
export function RecordFormPage({
  action,
  submit,
  hidden = {},
  children,
  ...page
}: Omit<React.ComponentProps<typeof RecordPage>, 'children'> & {
  action: Action;
  submit: string;
  hidden?: Record<string, string | number>;
  children: React.ReactNode;
}) {
  return (
    <RecordPage {...page}>
      <StaffForm action={action} submit={submit}>
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
      </StaffForm>
    </RecordPage>
  );
}

/** The address of a record's public page, opened in a new tab, as an edit page's introduction. */
export function PublicPage({ path, children }: { path: string; children?: React.ReactNode }) {
  return (
    <>
      Public page:{' '}
      <a href={path} target="_blank" rel="noopener">
        {path}
      </a>
      {children}
    </>
  );
}

/**
 * The edit page of a record the site publishes (a doctor, a department, a treatment, a post): its
 * public page as the introduction (`note` after it), saved by 'Save and publish' with the record's
 * id and the version of it the editor was shown (lib/staff/record-version.ts).
 */
export function PublishedEditPage({
  record,
  publicPath,
  note,
  ...page
}: Omit<React.ComponentProps<typeof RecordFormPage>, 'intro' | 'submit' | 'hidden'> & {
  record: { id: number };
  publicPath: string;
  note?: React.ReactNode;
}) {
  return (
    <RecordFormPage
      {...page}
      intro={<PublicPage path={publicPath}>{note}</PublicPage>}
      submit="Save and publish"
      hidden={{ id: record.id, seen: recordVersion(record) }}
    />
  );
}
