import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { editDoctorAction } from '@/app/staff/(console)/actions';
import { DOCTOR_PROFILE_FIELDS } from '@/components/staff/content-fields';
import { ImageField, ShownOnSite, TextFields } from '@/components/staff/fields';
import { StaffForm } from '@/components/staff/staff-form';
import { parseId } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { getDoctorForEdit } from '@/lib/doctors/staff-doctors';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';
import { recordVersion } from '@/lib/staff/record-version';

export const metadata: Metadata = { title: 'Edit doctor' };

export default async function EditDoctorPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('content');
  const id = parseId((await params).id);
  if (!id) notFound();
  const doctor = await getDoctorForEdit(await getDb(), id);
  if (!doctor) notFound();
  return (
    <>
      <Link href="/staff/doctors" className={styles.back}>
        ← Doctors
      </Link>
      <h1 className={styles.title}>Edit {doctor.name}</h1>
      <p>
        Public page:{' '}
        <a href={`/docprofile/${doctor.slug}`} target="_blank" rel="noopener">
          /docprofile/{doctor.slug}
        </a>
        . The fee is changed under Doctor leave and fees (front desk).
      </p>
      <section className={styles.panel} aria-label="Profile">
        <StaffForm action={editDoctorAction} submit="Save and publish">
          <input type="hidden" name="id" value={doctor.id} />
          <input type="hidden" name="seen" value={recordVersion(doctor)} />
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
        </StaffForm>
      </section>
    </>
  );
}
