import { Link } from '@/components/ui/link';
import { formatPhone, mailtoHref } from '@/components/ui/contact-links';
import styles from './static-page.module.css';

export const PRIVACY_SECTIONS = [
  { id: 'collect', title: 'What we collect' },
  { id: 'use', title: 'How we use it' },
  { id: 'keep', title: 'How long we keep it' },
  { id: 'share', title: 'Who we share it with' },
  { id: 'protect', title: 'How we protect it' },
  { id: 'rights', title: 'Your rights' },
  { id: 'erase', title: 'Asking us to erase your data' },
  { id: 'changes', title: 'Changes and contact' },
] as const;

const title = (id: (typeof PRIVACY_SECTIONS)[number]['id']) =>
  PRIVACY_SECTIONS.find((s) => s.id === id)?.title;

/** The privacy notice of Saithunga Multi-Speciality Hospital's website. */
export function PrivacyContent({ email, phone }: { email: string; phone: string }) {
  return (
    <>
      <p>
        Saithunga Multi-Speciality Hospital (&ldquo;we&rdquo;, &ldquo;the hospital&rdquo;) runs this
        website so that patients and visitors can learn about our care, book appointments, order
        medicines and reach us. This notice explains what personal data the website collects, why,
        how long we keep it, who sees it and how you can have it corrected or erased. We process
        personal data in line with India&rsquo;s Digital Personal Data Protection Act, 2023 and the
        Information Technology Act, 2000 and its rules on sensitive personal data.
      </p>

      <h2 id="collect">{title('collect')}</h2>
      <p>
        We only collect what you give us in a form, and what is needed to complete what you ask:
      </p>
      <div className={styles.tableWrap}>
        <table>
          <thead>
            <tr>
              <th scope="col">When you</th>
              <th scope="col">We collect</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>ask for a callback on a department or treatment page</td>
              <td>
                patient name, contact number, e-mail, the illness you describe, your location and
                the page you were on
              </td>
            </tr>
            <tr>
              <td>send a message from the contact page</td>
              <td>name, e-mail and your message</td>
            </tr>
            <tr>
              <td>book and pay for a doctor appointment</td>
              <td>
                name, phone, e-mail, gender, age, pincode, the health concern you enter, the doctor,
                date and time chosen, and the payment status
              </td>
            </tr>
            <tr>
              <td>pay online</td>
              <td>
                the payment order and payment references and the amount. Card, UPI and bank details
                are entered on our payment provider&rsquo;s checkout and never reach our servers
              </td>
            </tr>
            <tr>
              <td>order from the online pharmacy</td>
              <td>
                name, phone, e-mail, delivery address, the medicines ordered, coupon used and
                payment status, and for a prescription medicine the prescription you upload (a photo
                is re-encoded so that its hidden data, such as the phone&rsquo;s location, is not
                kept) or your request that a pharmacist call you
              </td>
            </tr>
            <tr>
              <td>apply for a job</td>
              <td>name, e-mail, phone, the post applied for and your resume</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>
        Your browser also keeps a few values on your own device so the site works: the items in your
        pharmacy cart, the appointment slot you picked before paying and the department you last
        viewed. They stay in your browser&rsquo;s storage, are not sent to us until you submit a
        form, and you can clear them at any time from your browser settings. We use no advertising
        or cross-site tracking cookies.
      </p>

      <h2 id="use">{title('use')}</h2>
      <ul>
        <li>To call you back, answer your message and arrange the appointment you asked for.</li>
        <li>To confirm bookings and payments, issue receipts and handle refunds.</li>
        <li>
          To prepare, dispatch and deliver pharmacy orders, and check prescriptions where the law
          requires it.
        </li>
        <li>To assess job applications for the post you applied to.</li>
        <li>To keep the website secure, prevent fraud and meet our legal and accounting duties.</li>
      </ul>
      <p>
        We never use what you tell us in a form for marketing unless you separately agree to it, and
        we never sell personal data.
      </p>

      <h2 id="keep">{title('keep')}</h2>
      <ul>
        <li>
          Callback requests and contact messages: 12 months after our last reply, then deleted.
        </li>
        <li>Job applications: 12 months after the post is filled, unless you join us.</li>
        <li>
          Appointment, payment and pharmacy order records: 8 years, because tax and accounting law
          requires us to keep billing records for that long.
        </li>
        <li>
          Prescriptions uploaded for a pharmacy order: 3 years after the order, as the Drugs Rules
          require for the register of Schedule H1 sales, then deleted automatically; a prescription
          uploaded for an order that was never paid is deleted after 24 hours. Only our pharmacists
          see them.
        </li>
        <li>
          Medical records created when you are treated at the hospital are kept as Indian medical
          regulations require (at least 3 years, longer for in-patients and medico-legal cases).
        </li>
      </ul>

      <h2 id="share">{title('share')}</h2>
      <p>Only with those who need it to serve you, each bound to keep it confidential:</p>
      <ul>
        <li>our doctors, nurses and patient-care staff involved in your appointment or enquiry;</li>
        <li>our payment provider, to process and verify online payments;</li>
        <li>
          our delivery partners, who receive only the name, phone and address for a pharmacy order;
        </li>
        <li>your insurer or third-party administrator, only when you ask us to claim for you;</li>
        <li>
          public authorities, when the law requires it (for example in notifiable diseases or
          medico-legal cases).
        </li>
      </ul>
      <p>Our servers and backups are located in India.</p>

      <h2 id="protect">{title('protect')}</h2>
      <p>
        The website is served over an encrypted connection. Forms are checked on the server, staff
        access is limited to those who need it, and payment confirmations are verified with the
        payment provider&rsquo;s signature before any booking is confirmed.
      </p>

      <h2 id="rights">{title('rights')}</h2>
      <p>You may ask us at any time to:</p>
      <ul>
        <li>tell you what personal data we hold about you and how we use it;</li>
        <li>correct or complete it;</li>
        <li>erase it, where we are not required by law to keep it;</li>
        <li>withdraw a consent you gave (this does not undo what was done before);</li>
        <li>nominate someone to act for you in case of death or incapacity.</li>
      </ul>

      <h2 id="erase">{title('erase')}</h2>
      <ol>
        <li>
          Write to our Grievance Officer at <a href={mailtoHref(email)}>{email}</a> with the subject
          &ldquo;Erase my data&rdquo;, or use the <Link href="/contactus">contact form</Link>.
        </li>
        <li>
          Tell us the name, phone number and e-mail you used, and what you want erased (for example
          a callback request, a job application or your whole record).
        </li>
        <li>
          We confirm we received your request within 3 working days, may call you on the number you
          gave to make sure the request is really yours, and complete it within 30 days.
        </li>
        <li>
          If part of your data must be kept by law (such as billing records), we tell you which
          part, why, and until when, and we erase it when that period ends.
        </li>
      </ol>
      <p>
        If you are not satisfied with our answer you may complain to the Data Protection Board of
        India.
      </p>

      <h2 id="changes">{title('changes')}</h2>
      <p>
        We will post any change to this notice on this page with a new date. For questions, call{' '}
        {formatPhone(phone)} or write to <a href={mailtoHref(email)}>{email}</a>.
      </p>
    </>
  );
}
