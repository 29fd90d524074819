import type { ReactNode } from 'react';
import type { CallbackFormProps } from '@/components/forms/callback-form-view';
import { DeferredCallbackForm } from '@/components/forms/lazy-forms';
import styles from './content-with-sidebar.module.css';

/** The callback form's place on the page: the hero's and 'Get in touch' buttons scroll to it. */
export const CALLBACK_FORM_ID = 'book-appointment';

type Props = CallbackFormProps & { children: ReactNode };

/**
 * The department and treatment pages' two columns: content, and the 'Book FREE Doctor
 * Appointment' callback form beside it (sticky from 1024 px; below the content on smaller screens).
 */
export function ContentWithSidebar({ children, ...form }: Props) {
  return (
    <div className={`container ${styles.layout}`}>
      <div className={styles.main}>{children}</div>
      <aside
        id={CALLBACK_FORM_ID}
        className={styles.aside}
        aria-label="Book FREE Doctor Appointment"
      >
        <div className={styles.sticky}>
          <DeferredCallbackForm {...form} />
        </div>
      </aside>
    </div>
  );
}
