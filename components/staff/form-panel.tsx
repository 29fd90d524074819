import type { ComponentProps, ReactNode } from 'react';
import { StaffForm } from './staff-form';
import styles from './staff.module.css';

/**
 * A panel holding one form under its own heading (`id` ties the two): open an account, add a
 * coupon, mark a leave. `intro` stands between the heading and the form.
 */
export function FormPanel({
  id,
  title,
  intro,
  action,
  submit,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  action: ComponentProps<typeof StaffForm>['action'];
  submit: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.subtitle}>
        {title}
      </h2>
      {intro}
      <StaffForm action={action} submit={submit}>
        {children}
      </StaffForm>
    </section>
  );
}
