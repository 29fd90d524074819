/** Site-wide records: page meta tags, contact details, footer settings and lab ads. */
import { img } from './image-paths';
import { BRANCHES } from './places';

export const HOSPITAL_NAME = 'Saithunga Multi-Speciality Hospital';
/** Fictional numbers and a reserved e-mail domain: nothing here reaches a real person. */
export const HOSPITAL_PHONE = '8045671234';
export const EMERGENCY_PHONE = '8045671108';
export const WHATSAPP_NUMBER = '9845012345';
export const HOSPITAL_EMAIL = 'care@saithunga.example';

type SeoType = 'Home' | 'About' | 'Doctors' | 'Careers' | 'Blog' | 'Contactus' | 'Pharmacy';

export const SEO_TAGS: {
  type: SeoType;
  metaTitle: string;
  metaDescription: string;
  metaTags: string[];
  metaName: string;
}[] = [
  {
    type: 'Home',
    metaTitle:
      'Saithunga Multi-Speciality Hospital, Bangalore | 24x7 Emergency and Specialist Care',
    metaDescription:
      'Specialist doctors in 14 departments across five Bangalore branches. Book appointments online, order medicines and reach our 24x7 emergency.',
    metaTags: [
      'hospital in bangalore',
      'multi speciality hospital',
      'best doctors bangalore',
      '24x7 emergency',
    ],
    metaName: 'Saithunga Hospital',
  },
  {
    type: 'About',
    metaTitle: 'About Saithunga | Thirty Years of Care in Bangalore',
    metaDescription:
      'Our story, mission, values and leadership team: how Saithunga has cared for Bangalore families since 1994.',
    metaTags: ['about saithunga', 'hospital leadership', 'hospital mission'],
    metaName: 'About Saithunga',
  },
  {
    type: 'Doctors',
    metaTitle: 'Find a Doctor in Bangalore | Book Online at Saithunga',
    metaDescription:
      'Search Saithunga specialists by name or health problem, check experience and fees, and book a consultation slot online.',
    metaTags: ['book doctor appointment', 'specialist doctors bangalore', 'online doctor booking'],
    metaName: 'Our Doctors',
  },
  {
    type: 'Careers',
    metaTitle: 'Careers at Saithunga | Nursing, Medical and Allied Health Jobs',
    metaDescription:
      'Current vacancies for nurses, doctors, technicians and administrators at Saithunga Multi-Speciality Hospital, Bangalore.',
    metaTags: ['hospital jobs bangalore', 'nursing jobs', 'medical careers'],
    metaName: 'Careers',
  },
  {
    type: 'Blog',
    metaTitle: 'Health Blog | Advice from Saithunga Doctors',
    metaDescription:
      'Practical health articles written by Saithunga doctors, dietitians and physiotherapists.',
    metaTags: ['health blog', 'medical advice', 'doctor articles'],
    metaName: 'Saithunga Blog',
  },
  {
    type: 'Contactus',
    metaTitle: 'Contact Saithunga Hospital | Branches, Phone and Directions',
    metaDescription:
      'Addresses, phone numbers and office hours of every Saithunga branch in Bangalore, and a form to send us a message.',
    metaTags: ['contact hospital', 'hospital phone number', 'hospital address bangalore'],
    metaName: 'Contact Us',
  },
  {
    type: 'Pharmacy',
    metaTitle: 'Saithunga Pharmacy | Buy Medicines Online with Free Delivery',
    metaDescription:
      'Order genuine medicines and health essentials online from the Saithunga Pharmacy, with free delivery in Bangalore.',
    metaTags: ['online pharmacy bangalore', 'buy medicines online', 'medicine delivery'],
    metaName: 'Saithunga Pharmacy',
  },
];

export const CONTACT_INFO = {
  sectionName: 'main',
  title: 'We are here to help',
  officeHours: [
    { days: 'Monday - Saturday', time: '08:00 AM - 08:00 PM' },
    { days: 'Sunday', time: '09:00 AM - 01:00 PM' },
    { days: 'Emergency', time: 'Open 24 hours, every day' },
  ],
  officeAddress: BRANCHES[0].address,
  officeAddress2: BRANCHES[1].address,
  getInTouch: [`+91 ${HOSPITAL_PHONE}`, HOSPITAL_EMAIL, `WhatsApp +91 ${WHATSAPP_NUMBER}`],
  description:
    'Questions about appointments, reports, insurance or bills? Write to us and the patient care team will reply within one working day.',
  appointmentCall: HOSPITAL_PHONE,
  emergencyCall: EMERGENCY_PHONE,
  whatsapp: WHATSAPP_NUMBER,
  email: HOSPITAL_EMAIL,
};

export type SiteSettings = {
  hospitalName: string;
  phone: string;
  email: string;
  socialLinks: { label: string; href: string }[];
};

export const SITE_SETTINGS: SiteSettings = {
  hospitalName: HOSPITAL_NAME,
  phone: HOSPITAL_PHONE,
  email: HOSPITAL_EMAIL,
  socialLinks: [
    { label: 'Instagram', href: 'https://www.instagram.com/saithunga.hospital' },
    { label: 'WhatsApp', href: `https://wa.me/91${WHATSAPP_NUMBER}` },
  ],
};

/**
 * The Grievance Officer the privacy centre names (DPDP Act 2023 s.8(10), DPDP Rules 2025 r.9):
 * demo values; a real hospital writes its own into the settings row 'grievance_officer'.
 */
export const GRIEVANCE_OFFICER = {
  name: 'Dr. Kavya Menon',
  email: 'privacy@saithunga.example',
  phone: '8045671299',
};

export const LAB_AD = {
  mainAd: img.lab('main'),
  secondaryImages: [img.lab('secondary-1'), img.lab('secondary-2'), img.lab('secondary-3')],
};

/**
 * The pharmacy as its tax invoices name it (lib/invoices/seller.ts): demo values in the right
 * shapes (a Karnataka GSTIN, Form 20 and 21 licence numbers), to be replaced by the real ones.
 */
export const SELLER_SETTINGS = {
  legalName: 'Saithunga Healthcare Private Limited (Saithunga Pharmacy)',
  address: BRANCHES[0].address,
  gstin: '29AAKCS1234F1Z5',
  drugLicences: ['KA-B10-20B-123456 (Form 20)', 'KA-B10-21B-123457 (Form 21)'],
  stateName: 'Karnataka',
  stateCode: '29',
};
