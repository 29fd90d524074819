import type { ReactNode } from 'react';
import {
  createBlogAction,
  createDepartmentAction,
  createDoctorAction,
  createMedicineAction,
  createTreatmentAction,
  editBlogAction,
  editDepartmentAction,
  editDoctorAction,
  editTreatmentAction,
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
  ReplacePicture,
  ShownOnSite,
  TextField,
  TextFields,
} from '@/components/staff/fields';
import { RecordList, YesNoBadge, type RecordColumn } from '@/components/staff/record-list';
import { PublishedEditPage, RecordFormPage } from '@/components/staff/record-page';
import { RichTextEditor } from '@/components/staff/rich-text-editor';
import { getBlogForEdit, listBlogAuthors, listBlogsForStaff } from '@/lib/blog/staff-blogs';
import { listJobsForStaff } from '@/lib/careers/staff-jobs';
import { getDb } from '@/lib/db';
import {
  getDepartmentForEdit,
  getTreatmentForEdit,
  listDepartmentsForStaff,
  listTreatmentsForStaff,
} from '@/lib/departments/staff-treatments';
import {
  getDoctorForEdit,
  listBranchesForStaff,
  listDoctorsForStaff,
} from '@/lib/doctors/staff-doctors';
import { MEDICINE_STOCK_MAX } from '@/lib/pharmacy/staff-medicine-actions';
import { listMedicineChoices } from '@/lib/pharmacy/staff-medicines';
import { htmlToText } from '@/lib/sanitize';
import { requireStaff } from '@/lib/staff/current';
import {
  requireRecord,
  requireSearch,
  type ListPageProps,
  type RecordPageProps,
} from '@/lib/staff/record-page';
import type { StaffArea } from '@/lib/staff/roles';
import { formatIndiaDateTime } from '@/lib/time/date-time';
import styles from '@/components/staff/staff.module.css';

/**
 * The console's pages for the records editors keep (issue 45): a list, an 'add' page and an edit
 * page are each one function (recordListPage, newRecordPage, editRecordPage) that every kind of
 * record fills in with its words, its reads and its fields, here in one table, instead of a
 * near-identical page file per kind. Each page.tsx names its metadata and its entry below.
 */

type Db = Awaited<ReturnType<typeof getDb>>;
type Back = { href: string; label: string };
type Action = React.ComponentProps<typeof RecordFormPage>['action'];

/**
 * A list of records (RecordList): the staff member may use `area`; with `search`, the list is of
 * the records matching the address's `?q=`.
 */
function recordListPage<Row extends { id: number }>(spec: {
  area: StaffArea;
  title: string;
  path: string;
  addLabel: string;
  label?: string;
  search?: { label: string; noun: string };
  list: (db: Db, q: string) => Promise<readonly Row[]>;
  columns: RecordColumn<Row>[];
}) {
  return async function RecordListPage({ searchParams }: ListPageProps) {
    const { search, list, area, ...page } = spec;
    let q = '';
    if (search) q = await requireSearch(area, searchParams);
    else await requireStaff(area);
    const rows = await list(await getDb(), q);
    return <RecordList {...page} search={search ? { ...search, q } : undefined} rows={rows} />;
  };
}

/** An 'add' page (RecordFormPage), with the choices its fields offer read first. */
function newRecordPage<Choices>(spec: {
  area: StaffArea;
  choices?: (db: Db) => Promise<Choices>;
  back: Back;
  title: string;
  intro: string;
  label: string;
  action: Action;
  submit: string;
  fields: (choices: Choices) => ReactNode;
}) {
  return async function NewRecordPage() {
    const { area, choices, fields, ...page } = spec;
    await requireStaff(area);
    const offered = choices ? await choices(await getDb()) : (undefined as Choices);
    return <RecordFormPage {...page}>{fields(offered)}</RecordFormPage>;
  };
}

/** The edit page of a record the site publishes (PublishedEditPage), the record read by `load`. */
function editRecordPage<Record extends { id: number; slug: string }>(spec: {
  load: (db: Db, id: number) => Promise<Record | null>;
  back: Back;
  title: (record: Record) => string;
  publicPath: string;
  note?: ReactNode;
  label: string;
  action: Action;
  fields: (record: Record) => ReactNode;
}) {
  return async function EditRecordPage({ params }: RecordPageProps) {
    const { load, title, publicPath, fields, ...page } = spec;
    const record = await requireRecord('content', params, load);
    return (
      <PublishedEditPage
        {...page}
        record={record}
        title={title(record)}
        publicPath={`${publicPath}/${record.slug}`}
      >
        {fields(record)}
      </PublishedEditPage>
    );
  };
}

const DOCTORS: Back = { href: '/staff/doctors', label: 'Doctors' };
const TREATMENTS: Back = { href: '/staff/treatments', label: 'Treatments' };
const DEPARTMENTS: Back = { href: '/staff/departments', label: 'Departments' };
const BLOGS: Back = { href: '/staff/blogs', label: 'Blog posts' };
const MEDICINES: Back = { href: '/staff/medicines', label: 'Medicines and stock' };

const listOf = (back: Back) => ({ title: back.label, path: back.href });
const searched = (area: StaffArea, label: string, noun: string) => ({
  area,
  search: { label, noun },
});

export const DoctorsListPage = recordListPage({
  ...listOf(DOCTORS),
  ...searched('content', 'Search doctor name', 'doctor'),
  addLabel: 'Add a doctor',
  list: listDoctorsForStaff,
  columns: [
    { heading: 'Doctor', link: (row) => row.name },
    { heading: 'Department', cell: (row) => row.departmentName },
    {
      heading: 'On the site',
      cell: (row) => <YesNoBadge on={row.verified} yes="Shown" no="Hidden" />,
    },
  ],
});

export const TreatmentsListPage = recordListPage({
  ...listOf(TREATMENTS),
  ...searched('content', 'Search treatment or department', 'treatment'),
  addLabel: 'Add a treatment',
  list: listTreatmentsForStaff,
  columns: [
    { heading: 'Treatment', link: (row) => row.name },
    { heading: 'Department', cell: (row) => row.departmentName },
    { heading: 'Public page', cell: (row) => `/treatment/${row.slug}` },
  ],
});

export const BlogsListPage = recordListPage({
  ...listOf(BLOGS),
  ...searched('content', 'Search titles', 'post'),
  addLabel: 'Write a post',
  list: listBlogsForStaff,
  columns: [
    { heading: 'Published', cell: (row) => formatIndiaDateTime(row.createdAt) },
    { heading: 'Title', link: (row) => htmlToText(row.titleHtml) },
    { heading: 'Category', cell: (row) => row.departmentName },
  ],
});

export const DepartmentsListPage = recordListPage({
  ...listOf(DEPARTMENTS),
  area: 'content',
  addLabel: 'Add a department',
  list: (db) => listDepartmentsForStaff(db),
  columns: [
    { heading: 'Department', link: (row) => row.name },
    { heading: 'Public page', cell: (row) => `/department/${row.slug}` },
  ],
});

export const JobsListPage = recordListPage({
  title: 'Vacancies',
  path: '/staff/jobs',
  area: 'content',
  addLabel: 'Post a vacancy',
  label: 'Vacancies, open ones first',
  list: (db) => listJobsForStaff(db),
  columns: [
    { heading: 'Posted', cell: (job) => formatIndiaDateTime(job.createdAt) },
    { heading: 'Title', link: (job) => job.title },
    { heading: 'Category', cell: (job) => job.categoryName },
    { heading: 'Vacancies', cell: (job) => job.vacancy },
    {
      heading: 'State',
      cell: (job) => <YesNoBadge on={!job.closedAt} yes="Open" no="Closed" />,
    },
  ],
});

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

export const EditDoctorPage = editRecordPage({
  load: getDoctorForEdit,
  back: DOCTORS,
  title: (doctor) => `Edit ${doctor.name}`,
  publicPath: '/docprofile',
  note: '. The fee is changed under Doctor leave and fees (front desk).',
  label: 'Profile',
  action: editDoctorAction,
  fields: (doctor) => (
    <>
      <ImageField
        id="doc-photo"
        name="photo"
        label="New photo (JPEG, PNG or WebP, at most 5 MB; cropped square)"
        current={{ src: doctor.image, alt: `Current photo of ${doctor.name}` }}
      />
      <TextFields
        idPrefix="doc"
        specs={DOCTOR_PROFILE_FIELDS}
        values={{
          specialities: doctor.specialities.join(', '),
          experience: doctor.experienceYears ?? '',
          qualifications: doctor.qualifications
            .map((q) => (q.year ? `${q.degree}, ${q.year}` : q.degree))
            .join('\n'),
          region: doctor.region ?? '',
          about: doctor.about,
          expertise: doctor.expertise.join(', '),
          membership: doctor.membership,
        }}
      />
      <ShownOnSite checked={doctor.verified} />
    </>
  ),
});

export const EditTreatmentPage = editRecordPage({
  load: getTreatmentForEdit,
  back: TREATMENTS,
  title: (treatment) => `Edit ${treatment.name}`,
  publicPath: '/treatment',
  label: 'Treatment text',
  action: editTreatmentAction,
  fields: (treatment) => (
    <>
      <TextFields
        idPrefix="treatment"
        specs={TREATMENT_FIELDS}
        values={{
          name: treatment.name,
          description: treatment.description,
          meta_name: treatment.metaName,
          meta_description: treatment.metaDescription,
          disease_name: treatment.diseaseName,
          surgery_name: treatment.surgeryName,
          duration: treatment.duration,
          treated_by: treatment.treatedBy,
        }}
      />
      <ReplacePicture id="treatment-image" src={treatment.image} name={treatment.name} />
    </>
  ),
});

export const EditDepartmentPage = editRecordPage({
  load: getDepartmentForEdit,
  back: DEPARTMENTS,
  title: (department) => `Edit ${department.name}`,
  publicPath: '/department',
  label: 'Department text',
  action: editDepartmentAction,
  fields: (department) => (
    <>
      <TextFields
        idPrefix="dep"
        specs={DEPARTMENT_FIELDS}
        values={{
          description: department.description,
          meta_name: department.metaName,
          meta_description: department.metaDescription,
        }}
      />
      <ReplacePicture id="department-image" src={department.image} name={department.name} />
    </>
  ),
});

export const EditBlogPage = editRecordPage({
  load: getBlogForEdit,
  back: BLOGS,
  title: (post) => `Edit “${htmlToText(post.titleHtml)}”`,
  publicPath: '/blog',
  note: <>. {BLOG_HTML_NOTE}</>,
  label: 'Post',
  action: editBlogAction,
  fields: (post) => (
    <>
      <TextField idPrefix="blog" spec={BLOG_TITLE_FIELD} value={post.titleHtml} />
      <RichTextEditor id="blog-body" name="body" label="Text" initialHtml={post.descriptionHtml} />
      <TextFields
        idPrefix="blog"
        specs={SEARCH_FIELDS}
        values={{ meta_name: post.metaName, meta_description: post.metaDescription }}
      />
      <ReplacePicture id="post-image" src={post.image} name={htmlToText(post.titleHtml)} />
    </>
  ),
});
