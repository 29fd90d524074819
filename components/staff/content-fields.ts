import { TELEMEDICINE_LIST_LABELS, TELEMEDICINE_LISTS } from '@/lib/prescriptions/rules';
import type { ChoiceSpec, TextFieldSpec } from './fields';
import { DEFAULT_EXPERIENCE_YEARS } from '@/lib/doctors/display';

/**
 * The text fields of the console's content forms, one list per record, shared by its 'add' and
 * 'edit' pages. Names are the action schemas' fields (lib/<domain>/staff-actions.ts).
 */

export const SEARCH_FIELDS = [
  { name: 'meta_name', label: 'Page title in search results', max: 120 },
  { name: 'meta_description', label: 'Description in search results', max: 300, rows: 3 },
] as const satisfies readonly TextFieldSpec[];

export const TREATMENT_FIELDS = [
  { name: 'name', label: 'Name', max: 120 },
  { name: 'description', label: 'Description (under the page title)', max: 2000, rows: 4 },
  ...SEARCH_FIELDS,
  { name: 'disease_name', label: 'Disease', max: 200 },
  { name: 'surgery_name', label: 'Surgery / procedure', max: 200 },
  { name: 'duration', label: 'Duration', max: 100 },
  { name: 'treated_by', label: 'Treated by', max: 200 },
] as const satisfies readonly TextFieldSpec[];

export const DEPARTMENT_FIELDS = [
  { name: 'description', label: 'Description', max: 5000, rows: 6 },
  ...SEARCH_FIELDS,
] as const satisfies readonly TextFieldSpec[];

export const DOCTOR_PROFILE_FIELDS = [
  { name: 'specialities', label: 'Specialities (separated by commas)', max: 500 },
  {
    name: 'experience',
    label: 'Years of experience',
    type: 'number',
    min: 0,
    upTo: 70,
    hint: `Leave empty when not known: the site then shows ${DEFAULT_EXPERIENCE_YEARS} years.`,
  },
  {
    name: 'qualifications',
    label: "Qualifications (one per line, such as 'MBBS, 2004')",
    max: 1000,
    rows: 4,
  },
  { name: 'region', label: 'Region', max: 120 },
  { name: 'about', label: 'About', max: 5000, rows: 5 },
  { name: 'expertise', label: 'Expertise (separated by commas)', max: 1000 },
  { name: 'membership', label: 'Memberships', max: 500 },
] as const satisfies readonly TextFieldSpec[];

const PARAGRAPHS = 'Plain text; a blank line starts a new paragraph.';

export const MEDICINE_LABEL_FIELDS = [
  { name: 'type', label: 'Form (such as Tablet, Syrup, Cream)', max: 60 },
  { name: 'pack_size', label: 'Pack size (such as Strip of 10 tablets)', max: 100 },
  {
    name: 'price_per_pack',
    label: 'Price per unit (optional, such as ₹2.50 per tablet)',
    max: 100,
  },
  { name: 'manufacturer', label: 'Manufacturer', max: 200 },
  { name: 'manufacturer_address', label: 'Manufacturer’s address', max: 500, rows: 2 },
  { name: 'country_of_origin', label: 'Country of origin', max: 100 },
  { name: 'consume_type', label: 'How it is taken (such as Oral, Topical)', max: 60 },
  { name: 'expiry_date', label: 'Expiry date of the stock', type: 'date' },
] as const satisfies readonly TextFieldSpec[];

export const MEDICINE_TEXT_FIELDS = [
  { name: 'about', label: 'About', max: 5000, rows: 4, hint: PARAGRAPHS },
  { name: 'uses', label: 'Uses', max: 5000, rows: 3, hint: PARAGRAPHS },
  { name: 'medical_benefits', label: 'Medical benefits (optional)', max: 5000, rows: 3 },
  { name: 'direction_of_use', label: 'Directions for use (optional)', max: 5000, rows: 3 },
  { name: 'storage', label: 'Storage (optional)', max: 5000, rows: 2 },
  { name: 'side_effects', label: 'Side effects (optional)', max: 5000, rows: 3 },
  { name: 'drug_warning', label: 'Drug warnings (optional)', max: 5000, rows: 3 },
  { name: 'drug_interactions', label: 'Drug interactions (optional)', max: 5000, rows: 3 },
  { name: 'special_advice', label: 'Special advice (optional)', max: 5000, rows: 3 },
  { name: 'disease_condition', label: 'Disease condition (optional)', max: 5000, rows: 3 },
] as const satisfies readonly TextFieldSpec[];

/** A post's title; its text is edited in the rich text editor (components/staff/rich-text-editor.tsx). */
export const BLOG_TITLE_FIELD = {
  name: 'title',
  label: 'Title (HTML: <em> and <strong> are kept)',
  max: 300,
} as const satisfies TextFieldSpec;

/** What the post's text keeps, said beside the editor. */
export const BLOG_HTML_NOTE =
  'Paragraphs, headings, lists, quotes, tables, links, bold and italics are kept; anything else (scripts, styles, forms, frames) is removed when saved.';

/** The Drugs and Cosmetics Rules schedules, as the pharmacist chooses one (lib/pharmacy/schedule.ts). */
export const MEDICINE_SCHEDULES = [
  { value: 'OTC', label: 'Over the counter (sold freely)' },
  { value: 'H', label: 'Schedule H (only against a checked prescription)' },
  { value: 'H1', label: 'Schedule H1 (only against a checked prescription; H1 register)' },
  { value: 'X', label: 'Schedule X (never sold online)' },
];

/** The Telemedicine Practice Guidelines' lists a medicine may be on (lib/prescriptions/rules.ts). */
export const MEDICINE_TELEMEDICINE_LISTS = TELEMEDICINE_LISTS.map((value) => ({
  value,
  label: TELEMEDICINE_LIST_LABELS[value],
}));

/** The console's choices of a record's department, branch, author and medicine filing. */
export const CHOICES = {
  department: { name: 'department_id', label: 'Department', prompt: 'Choose a department' },
  branch: { name: 'branch_id', label: 'Branch', prompt: 'Choose a branch' },
  blogCategory: { name: 'department_id', label: 'Category', prompt: 'Choose a category' },
  blogAuthor: { name: 'author_id', label: 'Author', prompt: 'Choose an author' },
  medicineCategory: { name: 'category_id', label: 'Category', prompt: 'Choose a category' },
  medicineBrand: { name: 'brand_id', label: 'Brand', prompt: 'Choose a brand' },
  schedule: {
    name: 'schedule',
    label: 'Schedule (Drugs and Cosmetics Rules)',
    prompt: 'Choose the schedule',
  },
  telemedicineList: {
    name: 'telemedicine_list',
    label: 'Telemedicine list (what a video consultation may prescribe)',
    prompt: 'Choose the telemedicine list',
  },
} as const satisfies Record<string, ChoiceSpec>;
