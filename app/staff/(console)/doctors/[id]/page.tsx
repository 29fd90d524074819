import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { editDoctorAction } from '@/app/staff/(console)/actions';
import { StaffForm } from '@/components/staff/staff-form';
import { SiteImage } from '@/components/ui/site-image';
import { parseId } from '@/lib/api/handler';
import { getDb } from '@/lib/db';
import { getDoctorForEdit } from '@/lib/doctors/staff-doctors';
import { requireStaff } from '@/lib/staff/current';
import styles from '@/components/staff/staff.module.css';

export const metadata: Metadata = { title: 'Edit doctor' };

export default async function EditDoctorPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('content');
  const id = parseId((await params).id);
  if (!id) notFound();
  const doctor = await getDoctorForEdit(await getDb(), id);
  if (!doctor) notFound();
  const text = (name: string, label: string, value: string, long = false) => (
    <div className={styles.field}>
      <label htmlFor={`doc-${name}`}>{label}</label>
      {long ? (
        <textarea id={`doc-${name}`} name={name} rows={5} defaultValue={value} />
      ) : (
        <input id={`doc-${name}`} name={name} defaultValue={value} />
      )}
    </div>
  );
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
          <div className={styles.field}>
            <SiteImage
              src={doctor.image}
              alt={`Current photo of ${doctor.name}`}
              width={120}
              height={120}
            />
            <label htmlFor="doc-photo">
              New photo (JPEG, PNG or WebP, at most 5 MB; cropped square)
            </label>
            <input
              id="doc-photo"
              name="photo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
            />
          </div>
          {text(
            'specialities',
            'Specialities (separated by commas)',
            doctor.specialities.join(', '),
          )}
          <div className={styles.field}>
            <label htmlFor="doc-experience">Years of experience</label>
            <input
              id="doc-experience"
              name="experience"
              type="number"
              min={0}
              max={70}
              defaultValue={doctor.experienceYears ?? 0}
            />
          </div>
          {text(
            'qualifications',
            "Qualifications (one per line, such as 'MBBS, 2004')",
            doctor.qualifications
              .map((q) => (q.year ? `${q.degree}, ${q.year}` : q.degree))
              .join('\n'),
            true,
          )}
          {text('region', 'Region', doctor.region ?? '')}
          {text('about', 'About', doctor.about, true)}
          {text('expertise', 'Expertise (separated by commas)', doctor.expertise.join(', '))}
          {text('membership', 'Memberships', doctor.membership)}
          <label>
            <input type="checkbox" name="verified" value="true" defaultChecked={doctor.verified} />{' '}
            Shown on the site (listed and bookable)
          </label>
        </StaffForm>
      </section>
    </>
  );
}
