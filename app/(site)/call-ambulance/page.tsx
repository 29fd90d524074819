import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { StaticPage } from '@/components/static/static-page';
import { formatPhone, telHref } from '@/components/ui/contact-links';
import { AmbulanceIcon, PhoneIcon } from '@/components/ui/icons';
import { getContactSettings } from '@/lib/site/reads';
import { INNER_PAGES, innerPageMetadata } from '@/lib/site/inner-pages';
import styles from './call-ambulance.module.css';

export const revalidate = 3600;

export const metadata: Metadata = innerPageMetadata(INNER_PAGES.callAmbulance);

export default async function CallAmbulancePage() {
  const contact = await getContactSettings();
  return (
    <StaticPage page={INNER_PAGES.callAmbulance}>
      <div className={styles.callCard}>
        <span className={styles.icon}>
          <AmbulanceIcon size={40} />
        </span>
        <p className={styles.callLead}>Emergency and ambulance number</p>
        <a
          href={telHref(contact.emergencyCall)}
          className={styles.callButton}
          data-testid="ambulance-call"
        >
          <PhoneIcon size={28} />
          <span>
            <span className="visually-hidden">Call </span>
            {formatPhone(contact.emergencyCall)}
          </span>
        </a>
        <p className={styles.callNote}>
          Tap the number to call. The line is answered 24 hours a day.
        </p>
      </div>

      <h2>Tell the call handler</h2>
      <ul>
        <li>the exact address or a landmark near you, and a phone number we can call back;</li>
        <li>what happened and when, and whether the person is awake and breathing;</li>
        <li>the patient&rsquo;s age and any illness, allergy or medicine you know of.</li>
      </ul>

      <h2>While you wait</h2>
      <ul>
        <li>Stay with the patient and keep the phone line free.</li>
        <li>Do not give food or drink. Do not move someone who may have a neck or back injury.</li>
        <li>Unlock the door and, at night, switch on an outside light so the crew can find you.</li>
        <li>Keep the patient&rsquo;s reports, medicines and ID ready to bring along.</li>
      </ul>

      <p>
        Not an emergency? <Link href="/doctors">Book an appointment with one of our doctors</Link>{' '}
        or <Link href="/contactus">contact us</Link>.
      </p>
    </StaticPage>
  );
}
