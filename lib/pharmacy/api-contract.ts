/**
 * The answers of the pharmacy calls (lib/pharmacy/api-shape.ts, and the few small ones the routes
 * build inline), described once: the document at /api/openapi.json converts these schemas, and
 * the shape functions return their InferType, so the documented shape and the one sent cannot
 * differ. Money is in rupees, as the original API has it.
 */
import { object, type InferType } from 'yup';
import {
  apiId,
  flag,
  html,
  link,
  list,
  nullableText,
  oneOfTexts,
  rupees,
  success,
  text,
  texts,
  whole,
} from '@/lib/api/openapi/answer-fields';
import { orderConfirmationAnswerSchemas } from '@/lib/checkout/order-answers';
import { DRUG_SCHEDULES } from './schedule';

const medicineCardFields = {
  _id: apiId(),
  slug: text(),
  medicine_name: text(),
  med_images: list(link()),
  actual_price: rupees('MRP in rupees'),
  total_price: rupees('Selling price in rupees'),
  discount: whole('Percent off the MRP'),
  packSize: text(),
  availability: flag(),
  schedule: oneOfTexts(DRUG_SCHEDULES).meta({
    description:
      "The drug schedule: 'OTC'; 'H' or 'H1', sold only against a prescription; 'X', never sold online",
  }),
  prescription_required: flag('Schedule H or H1'),
};

/** A catalogue card; the category and brand come with the pages that read them. */
export const apiMedicineCardSchema = object({
  ...medicineCardFields,
  category: object({ category_name: text() }).default(undefined).optional(),
  brand: object({ brand_name: text() }).default(undefined).optional(),
});

export const apiMedicineSchema = object({
  ...medicineCardFields,
  price_per_pack: text(),
  available_size: texts(),
  manufacturer: text(),
  manufacturer_address: text(),
  country_of_orgin: text('Spelled so, as the original API'),
  consume_types: text(),
  expiry_dates: text('yyyy-mm-dd').meta({ jsonSchema: { format: 'date' } }),
  about: html(),
  uses: html(),
  medical_benefits: html(),
  direction_of_use: html(),
  storage: html(),
  side_effects: html(),
  drug_warning: html(),
  drug_interactions: html(),
  drug_interactions_list: texts(),
  special_advice: html(),
  disease_condition: html(),
  faq: list(object({ faq_question: text(), faq_answer: html() })),
  adV_banner: list(link()),
  related_products: list(apiMedicineCardSchema).meta({
    description:
      "Up to 4 related medicines that can be bought now (its 'Customers also Bought'), never itself",
  }),
  category: object({ category_name: text(), slug: text() }),
  brand: object({ brand_name: text() }),
  type: text(),
});

export const apiSuggestionSchema = object({
  _id: apiId(),
  name: text(),
  slug: text(),
  image: link(),
  link: link('The medicine page'),
  exact: flag('True for a substring match, false for a near match (a typo)'),
});

export const cartQuoteAnswerSchema = success(
  object({
    items: list(
      object({
        _id: apiId(),
        medicine_name: text(),
        quantity: whole(),
        actual_price: rupees('Unit MRP in rupees'),
        total_price: rupees('Unit selling price in rupees'),
        discount: whole('Percent off the MRP'),
        line_total: rupees('Selling price times quantity, in rupees'),
      }),
    ),
    cart_total: rupees('In rupees, before any coupon'),
    mrp_total: rupees('In rupees'),
    saved_percent: whole('Percent saved on the MRP total'),
  }),
);

export const medicinePageAnswerSchema = object({
  data: list(apiMedicineCardSchema),
  pagination: object({
    page: whole(),
    limit: whole(),
    total: whole('Medicines in the catalogue'),
    totalPages: whole(),
  }),
});

export const medicineOneAnswerSchema = object({ data: apiMedicineSchema });

export const suggestionsAnswerSchema = object({
  data: list(apiSuggestionSchema),
  total: whole('Medicines whose name contains the query (the results page lists them all)'),
});

/** The cart page's 'Customers also Bought': cards with the units their buttons may offer. */
/** At most this many cart lines are looked at for suggestions (a cart holds far fewer). */
export const SUGGESTION_CART_LINES = 50;

/** GET /api/pharmacy/also-bought's `ids`: the cart's medicine ids, comma-separated, or none. */
export const CART_IDS_PATTERN = `^([0-9]{1,9}(,[0-9]{1,9}){0,${SUGGESTION_CART_LINES - 1}})?$`;

export const alsoBoughtAnswerSchema = object({
  data: list(
    apiMedicineCardSchema.shape({
      stock: whole("Units on hand a page may tell of (at most one order's 10)"),
    }),
  ),
});

export const categoriesAnswerSchema = object({
  data: list(object({ _id: apiId(), category_name: text(), slug: text() })),
});

export const brandsAnswerSchema = object({
  data: list(object({ _id: apiId(), brand_name: text() })),
});

const coupon = object({ coupon_code: text(), coupon_percentage: whole('Percent off') });

export const couponCheckAnswerSchema = object({ data: coupon });

/** The spec's coupon list, holding at most the one coupon the code names. */
export const couponListAnswerSchema = success(list(coupon).max(1));

/**
 * POST /api/pharmacy/orders: stored; paid already by another payment; or refund due, paid after
 * the hold lapsed and other shoppers bought the units.
 */
export const {
  stored: pharmacyOrderAnswerSchema,
  extraPayment: pharmacyExtraPaymentAnswerSchema,
  refundDue: pharmacyRefundDueAnswerSchema,
} = orderConfirmationAnswerSchemas("The order's reference, 'SPH-' and 10 characters");

export type ApiMedicineCard = InferType<typeof apiMedicineCardSchema>;
export type ApiMedicine = InferType<typeof apiMedicineSchema>;
export type ApiSuggestion = InferType<typeof apiSuggestionSchema>;
export type AlsoBoughtAnswer = InferType<typeof alsoBoughtAnswerSchema>;
export type CartQuoteAnswer = InferType<typeof cartQuoteAnswerSchema>;

/** GET /api/pharmacy/pincode/{pincode}: a served pincode with its estimate and fee, or not served. */
export const deliveryAreaAnswerSchema = success(
  object({
    pincode: text('Six digits'),
    serviceable: flag('False: the pharmacy does not deliver there, and the fields below are null'),
    area: nullableText('The locality'),
    city: nullableText(),
    min_days: whole('Delivered in at least this many days').nullable(),
    max_days: whole('Delivered in at most this many days').nullable(),
    delivery_by: nullableText(
      "The latest day of delivery, counted from today in India: 'Thu, 27 Nov'",
    ),
    delivery_fee: rupees('Delivery fee in rupees; 0 is FREE').nullable(),
  }),
);

export type DeliveryAreaAnswer = InferType<typeof deliveryAreaAnswerSchema>;

/** POST /api/pharmacy/prescriptions: the stored page's token, for the payment order to name. */
export const prescriptionUploadAnswerSchema = success(
  object({
    prescription_id: text('The token a payment order names this page by (32 URL-safe characters)'),
    content_type: oneOfTexts(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']),
    size: whole('Bytes stored (a photo is re-encoded without its metadata)'),
  }),
);
