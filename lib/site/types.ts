/** Shapes returned by the site-wide reads in lib/site/reads.ts (plain, serialisable data). */

export type Branch = {
  id: number;
  name: string;
  address: string;
  phone: string;
};

export type DepartmentMenuItem = {
  id: number;
  name: string;
  slug: string;
};

export type OfficeHours = { days: string; time: string };

/** The contact_info row of section 'main': numbers the header, footer and floating buttons use. */
export type ContactSettings = {
  title: string;
  officeHours: OfficeHours[];
  officeAddress: string;
  officeAddress2: string;
  getInTouch: string[];
  description: string;
  appointmentCall: string;
  emergencyCall: string;
  /** Ten-digit Indian mobile number without the country code. */
  whatsapp: string;
  email: string;
};

export type SocialLink = { label: string; href: string };

/** The settings row with key 'site'. */
export type SiteSettings = {
  hospitalName: string;
  phone: string;
  email: string;
  socialLinks: SocialLink[];
};

/** A locality patients come from; the popular ones are offered first. */
export type Region = { id: number; name: string; popular: boolean };

/** The lab-test area's banner ads: one main ad and its secondary images. */
export type LabAd = { id: number; mainAd: string; secondaryImages: string[] };
