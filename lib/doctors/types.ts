/**
 * Shapes of doctor data as pages and client islands receive it: plain, serialisable, with the
 * display rules (default experience, normalised region) already applied by lib/doctors/reads.ts.
 */
import type { Qualification } from '@/lib/db/schema/doctors';

export type { Qualification };

/** What every doctor card shows (listing, department and treatment pages). */
export type DoctorCardData = {
  id: number;
  name: string;
  slug: string;
  image: string;
  specialities: string[];
  qualifications: Qualification[];
  /** Years, 3 when the record has none. */
  experienceYears: number;
  /** Normalised region label, 'Indranagar' when the record has none. */
  region: string;
  pricePaise: number;
  phone: string;
  rating: number | null;
  departmentName: string;
  departmentSlug: string;
  /** Extra words the free-text search matches ('by disease'): expertise and treatments. */
  searchTerms: string[];
};

/** A doctor's full profile page. */
export type DoctorProfileData = DoctorCardData & {
  expertise: string[];
  about: string;
  membership: string;
  bestKnownFor: string[];
  topTreatments: string[];
  branchName: string;
};
