import { Link } from '@/components/ui/link';
import { formatPhone, mailtoHref, telHref } from '@/components/ui/contact-links';

/** Terms of use of the hospital's website. */
export function TermsContent({ email, emergency }: { email: string; emergency: string }) {
  return (
    <>
      <p>
        These terms apply to everyone who uses the website of Saithunga Multi-Speciality Hospital,
        Bangalore. By using the site, booking an appointment or placing a pharmacy order you accept
        them. Please also read our <Link href="/privacy">Privacy Policy</Link>.
      </p>

      <h2>1. Not for emergencies, not a diagnosis</h2>
      <p>
        The articles, department pages and answers on this website are general health information
        written by our clinical teams. They do not replace a consultation, a diagnosis or treatment
        by a doctor who has examined you. In an emergency do not wait for a reply to a form: call
        our emergency number <a href={telHref(emergency)}>{formatPhone(emergency)}</a> or go to the
        nearest emergency department.
      </p>

      <h2>2. Appointments</h2>
      <ul>
        <li>
          An appointment is confirmed only when the consultation fee has been paid and you see the
          confirmation page. Until then the slot is held for you for a short time only.
        </li>
        <li>
          Please arrive 15 minutes early with a photo ID and your previous reports. Doctors may be
          delayed by emergencies; we will tell you as soon as we know.
        </li>
        <li>
          To cancel or move an appointment, call us at least 4 hours before it. Fees paid for
          appointments cancelled in time, or cancelled by the hospital, are refunded to the original
          payment method within 7 working days.
        </li>
        <li>
          The information you give when booking must be true and about the patient who will attend.
        </li>
      </ul>

      <h2>3. Payments</h2>
      <p>
        Prices are in Indian rupees and include applicable taxes. Online payments are processed by
        our payment provider; we never see or store your card or bank details. The amount charged is
        always calculated by us from the doctor&rsquo;s fee or the medicines in your cart, whatever
        the page shows if it has been altered.
      </p>

      <h2>4. Pharmacy orders</h2>
      <ul>
        <li>
          Prescription medicines are dispensed only against a valid prescription from a registered
          doctor.
        </li>
        <li>
          We may cancel and refund an order if a medicine is out of stock or a prescription cannot
          be verified.
        </li>
        <li>
          Expected delivery dates are estimates. For safety, medicines cannot be returned once
          delivered unless they are damaged, expired or not what you ordered; tell us within 48
          hours.
        </li>
      </ul>

      <h2>5. Using the website</h2>
      <ul>
        <li>
          Do not misuse the forms, send false bookings, or try to disrupt or break into the site.
        </li>
        <li>
          The text, pictures and logo on this site belong to the hospital. You may share links and
          print pages for personal use, but not copy them for commercial use without our permission.
        </li>
        <li>
          Links to other websites are provided for convenience; we are not responsible for their
          content.
        </li>
      </ul>

      <h2>6. Accuracy and liability</h2>
      <p>
        We keep doctor profiles, timings and prices up to date, but they may change without notice.
        To the extent the law allows, the hospital is not liable for loss caused by relying on the
        general information on this site or by the site being temporarily unavailable. Nothing in
        these terms limits your rights as a patient or consumer under Indian law.
      </p>

      <h2>7. Law and disputes</h2>
      <p>
        These terms are governed by the laws of India. Courts in Bangalore, Karnataka have
        jurisdiction over any dispute about them.
      </p>

      <h2>8. Changes and contact</h2>
      <p>
        We may update these terms; the version on this page applies from the date shown. Questions
        are welcome at <a href={mailtoHref(email)}>{email}</a> or through the{' '}
        <Link href="/contactus">contact page</Link>.
      </p>
    </>
  );
}
