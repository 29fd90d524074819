import type { SanitizedHtml } from '@/lib/sanitize';
import type { DrugSchedule } from './schedule';
/**
 * Plain, serialisable shapes of the pharmacy shared by server reads, API routes and client
 * islands. Money is integer paise; the spec's field names live only in API payloads.
 */

/** What a card, a search suggestion, a cart line and the carousels need to show a medicine. */
export type MedicineCard = {
  id: number;
  slug: string;
  name: string;
  /** First image of the medicine (site-relative path). */
  image: string;
  /** Selling price (total_price) in paise. */
  pricePaise: number;
  /** MRP (actual_price) in paise. */
  mrpPaise: number;
  discountPercent: number;
  packSize: string;
  /** Can be bought now: offered, with units on hand. */
  available: boolean;
  /**
   * Units on hand up to MAX_QUANTITY (0 when not offered: stock-rules.ts, shownStock); what to
   * say about it is stockNote's.
   */
  stock: number;
  /** OTC, H, H1 (prescription required) or X (never sold online): lib/pharmacy/schedule.ts. */
  schedule: DrugSchedule;
};

export type MedicineFaq = { id: number; question: string; answer: SanitizedHtml };

export type MedicineDetail = MedicineCard & {
  images: string[];
  pricePerPack: string;
  availableSizes: string[];
  manufacturer: string;
  manufacturerAddress: string;
  countryOfOrigin: string;
  consumeType: string;
  /** ISO yyyy-mm-dd. */
  expiryDate: string;
  about: SanitizedHtml;
  uses: SanitizedHtml;
  medicalBenefits: SanitizedHtml;
  directionOfUse: SanitizedHtml;
  storage: SanitizedHtml;
  sideEffects: SanitizedHtml;
  drugWarning: SanitizedHtml;
  drugInteractions: SanitizedHtml;
  drugInteractionsList: string[];
  specialAdvice: SanitizedHtml;
  diseaseCondition: SanitizedHtml;
  adBanners: string[];
  type: string;
  categoryName: string;
  categorySlug: string;
  brandName: string;
  faqs: MedicineFaq[];
};

export type CategoryOption = { id: number; name: string; slug: string };
export type BrandOption = { id: number; name: string };

/** One carousel of the pharmacy home page. */
export type CategoryShelf = CategoryOption & { medicines: MedicineCard[] };

/** A search suggestion (spec section 5: name, slug, image, _id). */
export type SearchSuggestion = {
  id: number;
  name: string;
  slug: string;
  image: string;
  /** True for a substring match; false for a near match (typo tolerance). */
  exact: boolean;
};

export type ListingPage = {
  items: MedicineCard[];
  total: number;
  page: number;
  pageCount: number;
};
