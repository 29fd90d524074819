import type { ComponentProps, ReactNode } from 'react';
import formStyles from '@/components/forms/forms.module.css';
import { AccessForm } from '@/components/self-service/access-form';
import { OtherRecordNotice, otherThanOpen } from '@/components/self-service/other-record-notice';
import { PageHero } from '@/components/ui/page-hero';
import { CODE_MINUTES } from '@/lib/self-service/access';
import { RECORDS_UNAVAILABLE } from '@/lib/self-service/guard';
import styles from './self-service.module.css';

type AccessProps = ComponentProps<typeof AccessForm>;

type Props<T extends { reference: string }> = {
  /** The order open in this browser, none, or 'unavailable' when its database cannot be read. */
  order: T | null | 'unavailable';
  /** The reference the address asks for. */
  requested: string | undefined;
  hero: ComponentProps<typeof PageHero>;
  /** The finding form's words: its heading and what the patient calls the record. */
  find: { heading: string; noun: string; openLabel: string };
  access: Omit<AccessProps, 'noun' | 'initialReference'>;
  /** The open order's view. */
  view: (order: T) => ReactNode;
};

/**
 * A patient's own record page (issue 45), whatever the kind (/pharmacy/order, /lab-tests/report,
 * /appointment/manage): the record open in this browser, or the form that finds one by its
 * reference and phone number and opens it with a one-time code.
 */
export function OrderTracking<T extends { reference: string }>({
  order,
  requested,
  hero,
  find,
  access,
  view,
}: Props<T>) {
  const another = otherThanOpen(order, requested);
  return (
    <>
      <PageHero {...hero} />
      <section className="section">
        <div className={`container ${styles.page}`}>
          {order === 'unavailable' ? (
            <p role="alert" className={`${formStyles.card} ${styles.refused}`}>
              {RECORDS_UNAVAILABLE}
            </p>
          ) : order && !another ? (
            view(order)
          ) : (
            <div className={`${formStyles.card} ${styles.section}`}>
              <h2>{find.heading}</h2>
              {another && requested ? (
                <OtherRecordNotice open={`${find.openLabel} ${another}`} requested={requested} />
              ) : null}
              <p className={styles.intro}>
                We send a 6-digit code to the phone number and e-mail of the {find.noun}. It is
                valid for {CODE_MINUTES} minutes.
              </p>
              <AccessForm {...access} noun={find.noun} initialReference={requested ?? ''} />
            </div>
          )}
        </div>
      </section>
    </>
  );
}
