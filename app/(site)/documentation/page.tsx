import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { StaticPage } from '@/components/static/static-page';
import { formatPhone, telHref } from '@/components/ui/contact-links';
import { getContactSettings } from '@/lib/site/reads';
import { INNER_PAGES, innerPageMetadata } from '@/lib/site/inner-pages';

export const revalidate = 3600;

export const metadata: Metadata = innerPageMetadata(INNER_PAGES.documentation);

/** The footer's 'Documentation' link: the practical guide for patients and families. */
export default async function PatientGuidePage() {
  const contact = await getContactSettings();
  return (
    <StaticPage
      page={INNER_PAGES.documentation}
      aside={
        <div>
          <h2>Need help?</h2>
          <p>
            Appointments:{' '}
            <a href={telHref(contact.appointmentCall)}>{formatPhone(contact.appointmentCall)}</a>
          </p>
          <p>
            Emergency (24/7):{' '}
            <a href={telHref(contact.emergencyCall)}>{formatPhone(contact.emergencyCall)}</a>
          </p>
        </div>
      }
    >
      <h2>Booking an appointment</h2>
      <p>
        Find a doctor on <Link href="/doctors">Our Doctors</Link>, choose a date and a free slot,
        and pay the consultation fee online to confirm it. You can also call us and our team will
        book for you.
      </p>

      <h2>What to bring</h2>
      <ul>
        <li>a photo ID (Aadhaar, PAN card, passport or driving licence);</li>
        <li>previous prescriptions, discharge summaries, scans and laboratory reports;</li>
        <li>a list of the medicines you take, with their doses;</li>
        <li>your insurance card or corporate health card, if you have one.</li>
      </ul>

      <h2>On the day</h2>
      <p>
        Please arrive 15 minutes before your slot and check in at the front desk with your booking
        confirmation. Some tests need you to fast; the desk will tell you when you book.
      </p>

      <h2>Admission and insurance</h2>
      <p>
        For a planned admission, the admissions desk gives you an estimate and, for insured
        patients, sends the pre-authorisation request to your insurer or third-party administrator.
        Cashless treatment is available with most major insurers.
      </p>

      <h2>Visiting hours</h2>
      <p>
        Wards: 10:00 AM to 12:00 PM and 4:00 PM to 7:00 PM, one visitor at a time. Intensive care
        units: 5:00 PM to 6:00 PM, one close relative. Children under 12 are asked not to visit
        wards for their own safety.
      </p>

      <h2>Billing and discharge</h2>
      <p>
        Your final bill lists every service. Discharge usually takes two to three hours once the
        doctor approves it; you receive a discharge summary, prescriptions and your follow-up date.
        Medicines can be collected from our pharmacy or <Link href="/pharmacy">ordered online</Link>
        .
      </p>

      <h2>Your records and privacy</h2>
      <p>
        Copies of your medical records are available from the medical records department on request.
        How we protect your personal data is explained in our{' '}
        <Link href="/privacy">Privacy Policy</Link>.
      </p>
    </StaticPage>
  );
}
