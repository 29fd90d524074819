import {
  editBlogAction,
  editDepartmentAction,
  editDoctorAction,
  editTreatmentAction,
} from '@/app/staff/(console)/actions';
import {
  BLOG_HTML_NOTE,
  BLOG_TITLE_FIELD,
  DEPARTMENT_FIELDS,
  DOCTOR_PROFILE_FIELDS,
  SEARCH_FIELDS,
  TREATMENT_FIELDS,
} from '@/components/staff/content-fields';
import {
  ImageField,
  ReplacePicture,
  ShownOnSite,
  TextField,
  TextFields,
} from '@/components/staff/fields';
import { RichTextEditor } from '@/components/staff/rich-text-editor';
import { getBlogForEdit } from '@/lib/blog/staff-blogs';
import { getDepartmentForEdit, getTreatmentForEdit } from '@/lib/departments/staff-treatments';
import { getDoctorForEdit } from '@/lib/doctors/staff-doctors';
import { htmlToText } from '@/lib/sanitize';
import { editRecordPage, DOCTORS, TREATMENTS, DEPARTMENTS, BLOGS } from './record-page-kit';

/** The console's edit pages of the records the site publishes (record-page-kit.tsx). */

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
