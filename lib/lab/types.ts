/** The lab-test catalogue as pages and the lab cart see it (issue 17). */

export type LabKind = 'test' | 'package';

export type LabCategory = { id: number; name: string; slug: string };

/** A test or package on a card: enough to choose it and put it in the lab cart. */
export type LabCard = {
  id: number;
  slug: string;
  name: string;
  kind: LabKind;
  summary: string;
  categorySlug: string;
  /** Tests a package includes; 0 for a test. */
  testCount: number;
  /**
   * The ids of those tests (empty for a test): the lab cart keeps a package and one of its own
   * tests from both being booked (lib/lab/booking-rules.ts, findPackageConflict).
   */
  testIds: number[];
  fastingHours: number;
  reportHours: number;
  pricePaise: number;
  mrpPaise: number;
  discountPercent: number;
  image: string;
};

/** One test or package, for its own page. */
export type LabItem = LabCard & {
  categoryName: string;
  parameters: string[];
  sampleTypes: string[];
  whoShouldTake: string[];
  faqs: { question: string; answer: string }[];
  /** A package's tests, by name. */
  includes: { slug: string; name: string }[];
  /** For a test, the packages that include it; for a package, others of its category. */
  related: LabCard[];
};
