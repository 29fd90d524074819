/** Home page content: banners, video testimonials, advertisements, FAQs and statistics. */
import { p, ul } from './html';
import { img, type IconName } from './image-paths';
import type { FaqSeed } from './types';

export const HOME_BANNERS = [
  {
    title: 'Expert Care, Close to Home',
    subtitle: 'Five branches across Bangalore, emergency open 24x7',
  },
  {
    title: 'Heart Attack? Every Minute Matters',
    subtitle: 'Round-the-clock cath lab and cardiac emergency team',
  },
  { title: 'Book a Doctor in Under a Minute', subtitle: 'Pick a slot online and pay securely' },
  {
    title: 'Medicines Delivered to Your Door',
    subtitle: 'Order from the Saithunga Pharmacy with free delivery',
  },
].map((b, i) => ({ ...b, image: img.banner(i + 1), position: i }));

const TESTIMONIALS = [
  {
    title: 'Walking again after knee replacement',
    description:
      'After eight years of knee pain I could not walk to the temple near my house. Three weeks after surgery I walked there with my grandson.',
    name: 'Shanthamma K.',
    designation: 'Retired teacher, Jayanagar',
  },
  {
    title: 'Home two days after my heart attack',
    description:
      'The ambulance team sent my ECG ahead and the cath lab was ready when I arrived. I was back at my desk in two weeks.',
    name: 'Rahul Verma',
    designation: 'Software engineer, Whitefield',
  },
  {
    title: 'Our twins grew strong in the NICU',
    description:
      'Our babies were born at 31 weeks. The nurses taught us kangaroo care and we took them home healthy after five weeks.',
    name: 'Aishwarya and Naveen',
    designation: 'Parents, HSR Layout',
  },
  {
    title: 'Stone-free without a single cut',
    description:
      'I had a 12 mm kidney stone removed by laser in the morning and went home the next day. The pain I had lived with for months was gone.',
    name: 'Imtiaz Ahmed',
    designation: 'Business owner, Koramangala',
  },
];

/**
 * Each url is a short captioned clip under public/videos, made locally with its captions
 * (`npx tsx scripts/generate-videos.ts`); the player finds the captions beside it (lib/site/video.ts).
 */
export const VIDEO_TESTIMONIALS = TESTIMONIALS.map((t, i) => ({
  url: `/videos/testimonial-${i + 1}.webm`,
  posterImage: img.site(`testimonial-${i + 1}`),
  title: t.title,
  description: t.description,
  postedByImage: img.person(`testimonial-${i + 1}`),
  postedByName: t.name,
  postedByDesignation: t.designation,
  position: i,
}));

export const ADVERTISEMENTS = [
  {
    title: 'Comprehensive Health Check-up',
    descriptionHtml:
      p(
        'Nineteen tests from one sample, collected at your home in the morning. Reports are ready on your phone within a day.',
      ) +
      ul([
        'Heart, sugar, liver, kidney and thyroid profile',
        'Vitamin D, vitamin B12 and iron',
        'Hepatitis B screening',
      ]) +
      '<p><strong>Home collection</strong> every day from 6 AM to 11 AM.</p>',
    image: img.ad('ad-health-check'),
  },
  {
    title: 'Free Diabetic Foot Screening',
    descriptionHtml: p(
      'Every Saturday in November, people with diabetes can have their feet checked for nerve and blood flow problems at no charge.',
    ),
    image: img.ad('ad-diabetic-foot'),
  },
];

const FAQS: [string, string][] = [
  [
    'Is the Saithunga emergency department open at night?',
    '<p>Yes. The emergency department at every branch is open <strong>24 hours a day, all year</strong>, with doctors, an ambulance and a pharmacy on site.</p>',
  ],
  [
    'How do I book an appointment online?',
    '<p>Open <strong>Our Doctors</strong>, choose a doctor, pick a date and a free slot, and pay the consultation fee. You receive a confirmation immediately.</p>',
  ],
  [
    'Can I cancel or reschedule my appointment?',
    '<p>Call the appointment desk at least two hours before your slot and we will move it to another free slot with the same doctor.</p>',
  ],
  [
    'Which insurance policies do you accept?',
    '<p>We are empanelled with most major insurers, third-party administrators and government health schemes. The insurance desk confirms your cover before admission.</p>',
  ],
  [
    'Do you offer video consultations?',
    '<p>Follow-up visits with many of our doctors can be done over video. Ask the appointment desk when you book.</p>',
  ],
  [
    'How do I get my test reports?',
    '<p>Reports are shared on your registered mobile number and e-mail as soon as they are ready, and printed copies are available at the front desk.</p>',
  ],
  [
    'Is parking available?',
    '<p>All branches have basement parking; the Whitefield and Indiranagar branches also offer valet parking.</p>',
  ],
  [
    'Can a relative stay with the patient?',
    '<p>One attendant can stay with each admitted patient. Visiting hours are <strong>5 PM to 7 PM</strong>, with two visitors at a time.</p>',
  ],
  [
    'Does the hospital pharmacy deliver medicines?',
    '<p>Yes. Order on the Pharmacy page; delivery is free within Bangalore.</p>',
  ],
];

export const HOME_FAQS: (FaqSeed & { position: number })[] = FAQS.map(
  ([question, answerHtml], i) => ({
    question,
    answerHtml,
    position: i,
  }),
);

const COUNTERS: [number, string, IconName][] = [
  [120, 'Specialist Doctors', 'doctors'],
  [450, 'Hospital Beds', 'beds'],
  [64000, 'Surgeries Performed', 'surgeries'],
  [250000, 'Patients Treated', 'patients'],
];

export const ANALYTICS = COUNTERS.map(([countNumber, countText, icon], i) => ({
  countNumber,
  countText,
  icon: img.icon(icon),
  position: i,
}));
