/** Fixed content of the contact page (the spec gives these as static, not from the database). */

/** Spec: 64K+ surgeries, 54+ team, 36K+ clients, 25+ awards. */
export const CONTACT_STATS = [
  { value: '64K+', label: 'Surgeries' },
  { value: '54+', label: 'Team' },
  { value: '36K+', label: 'Clients' },
  { value: '25+', label: 'Awards' },
] as const;

/**
 * The name beside the map. The spec's placeholder address under it is the main hospital's stored
 * one (the first branch), the same as in the branch cards above: two addresses for one hospital
 * on one page would leave a patient unsure where to go.
 */
export const MAP_PLACE_NAME = 'Saithunga Multi-Speciality Hospital';

/** The hospital's position on the map (the main hospital, Indiranagar, Bangalore). */
export const MAP_LOCATION = { lat: 12.9719, lon: 77.6412 };

const BOX = 0.012;
export const MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=' +
  [
    MAP_LOCATION.lon - BOX,
    MAP_LOCATION.lat - BOX / 2,
    MAP_LOCATION.lon + BOX,
    MAP_LOCATION.lat + BOX / 2,
  ]
    .map((n) => n.toFixed(4))
    .join('%2C') +
  `&layer=mapnik&marker=${MAP_LOCATION.lat}%2C${MAP_LOCATION.lon}`;

export const FULL_MAP_URL = `https://www.openstreetmap.org/?mlat=${MAP_LOCATION.lat}&mlon=${MAP_LOCATION.lon}#map=16/${MAP_LOCATION.lat}/${MAP_LOCATION.lon}`;

export const CONTACT_FAQS = [
  {
    id: 'hours',
    question: 'When can I visit the hospital?',
    answer:
      'Outpatient clinics run from Monday to Saturday as listed under office hours. The emergency department, pharmacy and laboratory are open 24 hours a day, every day of the year.',
  },
  {
    id: 'appointment',
    question: 'How do I book an appointment with a doctor?',
    answer:
      'Choose a doctor on the Our Doctors page and pick a free slot, or call the appointment number above. You can also send us a message with the form on this page and our team will call you back.',
  },
  {
    id: 'emergency',
    question: 'What should I do in a medical emergency?',
    answer:
      'Call our emergency number straight away. Our ambulance and emergency team are available round the clock, and you do not need an appointment for emergency care.',
  },
  {
    id: 'insurance',
    question: 'Do you accept health insurance?',
    answer:
      'Yes. We work with most major insurers and third-party administrators for cashless treatment. Bring your insurance card and a photo ID, and our help desk will guide you through the approval.',
  },
  {
    id: 'reply',
    question: 'How soon will you reply to my message?',
    answer:
      'Messages sent through this page are answered within one working day. For anything urgent, please call us instead.',
  },
] as const;
