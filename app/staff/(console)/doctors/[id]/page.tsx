import type { Metadata } from 'next';
import { editDoctorAction } from '@/app/staff/(console)/actions';
import { DOCTOR_PROFILE_FIELDS } from '@/components/staff/content-fields';
import { ImageField, ShownOnSite, TextFields } from '@/components/staff/fields';
import { PublishedEditPage } from '@/components/staff/record-page';
import { getDoctorForEdit } from '@/lib/doctors/staff-doctors';
import { requireRecord, type RecordPageProps } from '@/lib/staff/record-page';

export const metadata: Metadata = { title: 'Edit doctor' };

export default async function EditDoctorPage({ params }: RecordPageProps) {
  const doctor = await requireRecord('content', params, getDoctorForEdit);
  return (
    <PublishedEditPage
      record={doctor}
      back={{ href: '/staff/doctors', label: 'Doctors' }}
      title={`Edit ${doctor.name}`}
      publicPath={`/docprofile/${doctor.slug}`}
      note=". The fee is changed under Doctor leave and fees (front desk)."
      label="Profile"
      action={editDoctorAction}
    >
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
    </PublishedEditPage>
  );
}
