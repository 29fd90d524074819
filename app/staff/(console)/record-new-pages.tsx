import {
  createBlogAction,
  createDepartmentAction,
  createDoctorAction,
  createMedicineAction,
  createTreatmentAction,
} from '@/app/staff/(console)/actions';
import {
  BLOG_HTML_NOTE,
  BLOG_TITLE_FIELD,
  CHOICES,
  DEPARTMENT_FIELDS,
  DOCTOR_PROFILE_FIELDS,
  MEDICINE_LABEL_FIELDS,
  MEDICINE_SCHEDULES,
  MEDICINE_TELEMEDICINE_LISTS,
  MEDICINE_TEXT_FIELDS,
  SEARCH_FIELDS,
  TREATMENT_FIELDS,
} from '@/components/staff/content-fields';
import {
  ChoiceField,
  ImageField,
  PICTURE_LABEL,
  ShownOnSite,
  TextField,
  TextFields,
} from '@/components/staff/fields';
import { RichTextEditor } from '@/components/staff/rich-text-editor';
import { listBlogAuthors } from '@/lib/blog/staff-blogs';
import { listDepartmentsForStaff } from '@/lib/departments/staff-treatments';
import { listBranchesForStaff } from '@/lib/doctors/staff-doctors';
import { MEDICINE_STOCK_MAX } from '@/lib/pharmacy/staff-medicine-actions';
import { listMedicineChoices } from '@/lib/pharmacy/staff-medicines';
import styles from '@/components/staff/staff.module.css';
import {
  newRecordPage,
  DOCTORS,
  TREATMENTS,
  DEPARTMENTS,
  BLOGS,
  MEDICINES,
} from './record-page-kit';

/** The console's 'add' pages of the records editors keep (record-page-kit.tsx). */

export const NewDoctorPage = newRecordPage({
  area: 'content',
  choices: (db) => Promise.all([listDepartmentsForStaff(db), listBranchesForStaff(db)]),
  back: DOCTORS,
  title: 'Add a doctor',
  intro:
    "The profile's address is made from the name (/docprofile/dr-name). The doctor gets the clinic's weekly slots at once, and is listed and bookable once 'Shown on the site' is ticked.",
  label: 'New doctor',
  action: createDoctorAction,
  submit: 'Add doctor',
  fields: ([departments, branches]) => (
    <>
      <TextField
        idPrefix="doc"
        spec={{ name: 'name', label: 'Name (such as Dr. Asha Menon)', max: 120 }}
      />
      <ChoiceField id="doc-department" spec={CHOICES.department} choices={departments} />
      <ChoiceField id="doc-branch" spec={CHOICES.branch} choices={branches} />
      <div className={styles.row}>
        <TextField
          idPrefix="doc"
          spec={{ name: 'fee', label: 'Consultation fee (₹)', type: 'number' }}
        />
        <TextField idPrefix="doc" spec={{ name: 'phone', label: 'Phone (10 digits)', max: 10 }} />
      </div>
      <ImageField
        id="doc-photo"
        name="photo"
        label="Photo (optional; JPEG, PNG or WebP, at most 5 MB; cropped square)"
      />
      <TextFields idPrefix="doc" specs={DOCTOR_PROFILE_FIELDS} values={{ experience: 0 }} />
      <ShownOnSite checked={false} />
    </>
  ),
});

export const NewTreatmentPage = newRecordPage({
  area: 'content',
  choices: listDepartmentsForStaff,
  back: TREATMENTS,
  title: 'Add a treatment',
  intro: 'Its address is made from its name: /treatment/name-in-lower-case.',
  label: 'New treatment',
  action: createTreatmentAction,
  submit: 'Add and publish',
  fields: (departments) => (
    <>
      <ChoiceField id="treatment-department" spec={CHOICES.department} choices={departments} />
      <TextFields idPrefix="treatment" specs={TREATMENT_FIELDS} />
      <ImageField id="treatment-image" label={PICTURE_LABEL} />
    </>
  ),
});

export const NewDepartmentPage = newRecordPage({
  area: 'content',
  back: DEPARTMENTS,
  title: 'Add a department',
  intro:
    'Its address is made from its name (/department/name-in-lower-case) and stays with it. Treatments, doctors and posts are added to it afterwards.',
  label: 'New department',
  action: createDepartmentAction,
  submit: 'Add and publish',
  fields: () => (
    <>
      <TextField idPrefix="dep" spec={{ name: 'name', label: 'Name', max: 120 }} />
      <TextFields idPrefix="dep" specs={DEPARTMENT_FIELDS} />
      <ImageField id="dep-image" label={PICTURE_LABEL} />
    </>
  ),
});

export const NewBlogPage = newRecordPage({
  area: 'content',
  choices: (db) => Promise.all([listDepartmentsForStaff(db), listBlogAuthors(db)]),
  back: BLOGS,
  title: 'Write a post',
  intro: `The post's address is made from its title (/blog/title-in-lower-case). ${BLOG_HTML_NOTE}`,
  label: 'New post',
  action: createBlogAction,
  submit: 'Publish',
  fields: ([departments, authors]) => (
    <>
      <div className={styles.row}>
        <ChoiceField id="blog-category" spec={CHOICES.blogCategory} choices={departments} />
        <ChoiceField id="blog-author" spec={CHOICES.blogAuthor} choices={authors} />
      </div>
      <TextField idPrefix="blog" spec={BLOG_TITLE_FIELD} />
      <RichTextEditor id="blog-body" name="body" label="Text" />
      <TextFields idPrefix="blog" specs={SEARCH_FIELDS} />
      <ImageField id="blog-image" label={PICTURE_LABEL} />
    </>
  ),
});

export const NewMedicinePage = newRecordPage({
  area: 'pharmacy_orders',
  choices: listMedicineChoices,
  back: MEDICINES,
  title: 'Add a medicine',
  intro:
    "Its page's address is made from its name (/pharmacy/name-in-lower-case). It is offered for sale once 'Offered for sale' is ticked and units are on hand.",
  label: 'New medicine',
  action: createMedicineAction,
  submit: 'Add medicine',
  fields: ({ categories, brands }) => (
    <>
      <TextField
        idPrefix="med"
        spec={{ name: 'name', label: 'Name (such as Dolo 650 mg Tablet)', max: 200 }}
      />
      <div className={styles.row}>
        <ChoiceField id="med-category" spec={CHOICES.medicineCategory} choices={categories} />
        <ChoiceField id="med-brand" spec={CHOICES.medicineBrand} choices={brands} />
      </div>
      <ChoiceField id="med-schedule" spec={CHOICES.schedule} options={MEDICINE_SCHEDULES} />
      <ChoiceField
        id="med-telemedicine-list"
        spec={CHOICES.telemedicineList}
        options={MEDICINE_TELEMEDICINE_LISTS}
        value="A"
      />
      <div className={styles.row}>
        <TextField idPrefix="med" spec={{ name: 'price', label: 'Price (₹)', max: 10 }} />
        <TextField idPrefix="med" spec={{ name: 'mrp', label: 'MRP (₹)', max: 10 }} />
        <TextField
          idPrefix="med"
          spec={{ name: 'stock', label: 'Units on hand', type: 'number' }}
          value={0}
        />
      </div>
      <p className={styles.hint}>At most {MEDICINE_STOCK_MAX} units.</p>
      <label>
        <input type="checkbox" name="available" value="true" /> Offered for sale
      </label>
      <TextFields
        idPrefix="med"
        specs={MEDICINE_LABEL_FIELDS}
        values={{ country_of_origin: 'India' }}
      />
      <TextFields idPrefix="med" specs={MEDICINE_TEXT_FIELDS} />
      <ImageField id="med-image" label="Pack photo (optional; JPEG, PNG or WebP, at most 5 MB)" />
    </>
  ),
});
