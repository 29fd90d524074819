/**
 * The pharmacy's API payloads keep the original site's field names (`_id`, `medicine_name`,
 * `total_price` in rupees...), so clients written against the spec's call table still work;
 * inside, the clean names and integer paise are used. Each answer's shape is described once, as a
 * yup schema in ./api-contract.ts; the functions return its InferType.
 */
import { successAnswer } from '@/lib/api/success-answer';
import { paiseToRupees } from '../money';
import type { PricedCart } from './pricing';
import { needsPrescription } from './schedule';
import type { MedicineCard, MedicineDetail, SearchSuggestion } from './types';
import type {
  ApiMedicine,
  ApiMedicineCard,
  ApiSuggestion,
  CartQuoteAnswer,
  DeliveryAreaAnswer,
} from './api-contract';
import { deliveryBy, type DeliveryArea } from './delivery-area';

export type { ApiSuggestion };

export function apiMedicineCard(
  m: MedicineCard & { categoryName?: string; brandName?: string },
): ApiMedicineCard {
  return {
    _id: String(m.id),
    slug: m.slug,
    medicine_name: m.name,
    med_images: m.image ? [m.image] : [],
    actual_price: paiseToRupees(m.mrpPaise),
    total_price: paiseToRupees(m.pricePaise),
    discount: m.discountPercent,
    packSize: m.packSize,
    availability: m.available,
    schedule: m.schedule,
    prescription_required: needsPrescription(m.schedule),
    ...(m.categoryName ? { category: { category_name: m.categoryName } } : {}),
    ...(m.brandName ? { brand: { brand_name: m.brandName } } : {}),
  };
}

/** One medicine with its related products (lib/pharmacy/reads.ts, getRelatedProducts). */
export function apiMedicine(m: MedicineDetail, related: MedicineCard[]): ApiMedicine {
  return {
    ...apiMedicineCard(m),
    med_images: m.images,
    price_per_pack: m.pricePerPack,
    available_size: m.availableSizes,
    manufacturer: m.manufacturer,
    manufacturer_address: m.manufacturerAddress,
    country_of_orgin: m.countryOfOrigin,
    consume_types: m.consumeType,
    expiry_dates: m.expiryDate,
    about: m.about,
    uses: m.uses,
    medical_benefits: m.medicalBenefits,
    direction_of_use: m.directionOfUse,
    storage: m.storage,
    side_effects: m.sideEffects,
    drug_warning: m.drugWarning,
    drug_interactions: m.drugInteractions,
    drug_interactions_list: m.drugInteractionsList,
    special_advice: m.specialAdvice,
    disease_condition: m.diseaseCondition,
    faq: m.faqs.map((f) => ({ faq_question: f.question, faq_answer: f.answer })),
    adV_banner: m.adBanners,
    related_products: related.map((card) => apiMedicineCard(card)),
    category: { category_name: m.categoryName, slug: m.categorySlug },
    brand: { brand_name: m.brandName },
    type: m.type,
  };
}

export function apiSuggestion(s: SearchSuggestion): ApiSuggestion {
  return {
    _id: String(s.id),
    name: s.name,
    slug: s.slug,
    image: s.image,
    link: `/pharmacy/${s.slug}`,
    exact: s.exact,
  };
}

/**
 * The answer of POST /api/pharmacycart/add_pharmacycart: the cart priced from the database, in
 * the spec's field names and rupees. Nothing is stored (docs/decisions/content-api.md).
 */
export function cartQuoteAnswer(cart: PricedCart): CartQuoteAnswer {
  return successAnswer({
    items: cart.lines.map((line) => ({
      _id: String(line.medicineId),
      medicine_name: line.name,
      quantity: line.quantity,
      actual_price: paiseToRupees(line.unitMrpPaise),
      total_price: paiseToRupees(line.unitPricePaise),
      discount: line.discountPercent,
      line_total: paiseToRupees(line.unitPricePaise * line.quantity),
    })),
    cart_total: paiseToRupees(cart.subtotalPaise),
    mrp_total: paiseToRupees(cart.mrpTotalPaise),
    saved_percent: cart.savedPercent,
  });
}

export function apiDeliveryArea(
  pincode: string,
  area: DeliveryArea | null,
  todayIso: string,
): DeliveryAreaAnswer['data'] {
  if (!area) {
    return {
      pincode,
      serviceable: false,
      area: null,
      city: null,
      min_days: null,
      max_days: null,
      delivery_by: null,
      delivery_fee: null,
    };
  }
  return {
    pincode,
    serviceable: true,
    area: area.area,
    city: area.city,
    min_days: area.minDays,
    max_days: area.maxDays,
    delivery_by: deliveryBy(area, todayIso),
    delivery_fee: paiseToRupees(area.feePaise),
  };
}
