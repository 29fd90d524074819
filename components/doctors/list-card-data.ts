import { formatQualification } from '@/lib/doctors/format';
import type { DoctorCardData } from '@/lib/doctors/types';

/**
 * What a /doctors list card shows, and nothing else: the card is a client component, so this is
 * what the page's payload carries for each doctor (docs/decisions/client-cards.md), not the
 * doctor's search terms, phone, rating or department.
 */
export type DoctorListItem = Pick<
  DoctorCardData,
  'id' | 'name' | 'slug' | 'image' | 'experienceYears' | 'region' | 'pricePaise'
> & {
  /** 'MBBS (2001), MD (2005)', or empty. */
  degrees: string;
  /** 'Cardiology, Echocardiography'. */
  specialities: string;
};

export function doctorListItem(doctor: DoctorCardData): DoctorListItem {
  return {
    id: doctor.id,
    name: doctor.name,
    slug: doctor.slug,
    image: doctor.image,
    experienceYears: doctor.experienceYears,
    region: doctor.region,
    pricePaise: doctor.pricePaise,
    degrees: doctor.qualifications.map(formatQualification).join(', '),
    specialities: doctor.specialities.join(', '),
  };
}
