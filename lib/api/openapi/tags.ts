/** The groups of the document and of the /api-docs page, in the page's order. */
export const TAGS = [
  {
    name: 'Site content',
    description:
      'Home, about, header, contact, SEO tags, branches and lab ads, in the original API field names (hospital-site.md section 7).',
  },
  {
    name: 'Departments and treatments',
    description:
      "A department or treatment by its slug; the department list's message is 'Sucess', spelled so.",
  },
  {
    name: 'Doctors and booking',
    description: 'Verified doctors, a profile, and the live slots the appointment page books.',
  },
  { name: 'Blog', description: 'Blog lists, one blog, and its view counter.' },
  {
    name: 'Careers',
    description: 'Open vacancies, their job descriptions and job applications with a resume.',
  },
  {
    name: 'Forms',
    description: 'The callback request and contact forms; the same yup schemas as the pages.',
  },
  {
    name: 'Pharmacy',
    description:
      'Catalogue, search, coupons, cart prices and the paid order (pharmacy.md section 7).',
  },
  {
    name: 'Lab tests',
    description:
      'Home sample collection: the windows a pincode offers, and the paid lab order (issue 17).',
  },
  {
    name: 'Payments',
    description:
      'One checkout for every purchase: the provider order, the signed result, a failed checkout and the provider webhook.',
  },
  {
    name: 'Patient accounts',
    description:
      "Who is signed in, for the header of cached pages; the signed-in patient's people and addresses for the forms' 'For whom'; receipts, invoices, reorder and the privacy centre's downloads (issue 46). Never cached.",
  },
  {
    name: 'Operations',
    description:
      'Readiness, cache revalidation, this document, and the answer to any other /api path.',
  },
  {
    name: 'Patient accounts',
    description:
      "A signed-in patient's own data (issue 46): the privacy centre's downloads, by the session cookie.",
  },
] as const;

export type TagName = (typeof TAGS)[number]['name'];
