import type { ComponentProps } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import { AccountPage } from './account-page';
import { LinkForm } from './link-form';
import styles from './account.module.css';

type Props = { title: string; path: string } & ComponentProps<typeof LinkForm>;

/** The page an e-mailed link lands on (sign-in or verification): a heading and its one button. */
export function LinkLanding({ title, path, action, label }: Props) {
  return (
    <AccountPage title={title} path={path} className={styles.page}>
      <div className={formStyles.card}>
        <LinkForm action={action} label={label} />
      </div>
    </AccountPage>
  );
}
