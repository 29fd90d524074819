/** Pharmacy reference data: categories (with their condition texts), brands and coupons. */
export type CategoryText = {
  name: string;
  condition: string;
  warning: string;
  advice: string;
};

export const MEDICINE_CATEGORIES: CategoryText[] = [
  {
    name: 'Diabetes Care',
    condition:
      'Diabetes is a long-term condition in which blood sugar stays higher than normal because the body makes too little insulin or cannot use it well. Over years, high sugar damages the eyes, kidneys, nerves and heart.',
    warning:
      'Watch for low sugar: sweating, shaking, hunger and confusion. Keep glucose tablets or sugar with you.',
    advice:
      'Check your blood sugar as advised, keep a record for your doctor, and have your HbA1c measured every three months.',
  },
  {
    name: 'Heart Care',
    condition:
      'Heart and blood vessel diseases include high blood pressure, high cholesterol and coronary artery disease. They often cause no symptoms until a heart attack or stroke.',
    warning:
      'Do not stop heart medicines suddenly; some can cause a rebound rise in blood pressure or chest pain.',
    advice:
      'Measure your blood pressure at home, limit salt, stay active and never miss follow-up visits.',
  },
  {
    name: 'Pain Relief',
    condition:
      'Pain may come from injury, inflammation, nerves or long-term conditions such as arthritis. Treating the cause works better than treating the pain alone.',
    warning:
      'Painkillers taken for long periods can harm the stomach, kidneys or liver. Use the lowest dose for the shortest time.',
    advice:
      'Take painkillers after food unless told otherwise and see a doctor if pain lasts more than a week.',
  },
  {
    name: 'Cold and Cough',
    condition:
      'Colds and coughs are usually caused by viruses and settle in one to two weeks. A cough lasting more than three weeks needs a medical check.',
    warning:
      'Many cold medicines cause drowsiness; avoid driving until you know how they affect you.',
    advice:
      'Rest, drink warm fluids and use steam inhalation. Do not give adult cough medicines to young children.',
  },
  {
    name: 'Vitamins and Supplements',
    condition:
      'Deficiencies of vitamin D, vitamin B12, iron and calcium are common in India and cause tiredness, weak bones, numbness and anaemia.',
    warning:
      "More is not better: high doses of some vitamins can be harmful. Follow the dose on the pack or your doctor's advice.",
    advice: 'Supplements work best alongside a balanced diet, sunlight and regular exercise.',
  },
  {
    name: 'Skin Care',
    condition:
      'Skin conditions include fungal and bacterial infections, acne, scabies and irritation. Most respond well to the right cream used for the full course.',
    warning:
      'Do not use steroid creams unless prescribed; they can worsen infections and thin the skin.',
    advice: 'Keep the affected area clean and dry and wash your hands after applying the medicine.',
  },
  {
    name: 'Stomach Care',
    condition:
      'Acidity, indigestion, nausea, constipation and loose motions are common digestive complaints, often linked to meal timing, stress and infections.',
    warning: 'See a doctor for black stools, vomiting blood, difficulty swallowing or weight loss.',
    advice:
      'Eat small regular meals, avoid lying down within two hours of eating and drink enough water.',
  },
  {
    name: 'Eye and Ear Care',
    condition:
      'Dry eyes, eye infections, allergies and ear infections cause redness, itching, discharge and discomfort.',
    warning: 'Do not touch the dropper tip to the eye or ear, and do not share drops with others.',
    advice:
      'Remove contact lenses before using eye drops and wait 15 minutes before putting them back.',
  },
  {
    name: 'Baby Care',
    condition:
      'Babies and young children commonly have fever, colic, blocked noses, diarrhoea and nappy rash.',
    warning:
      "Dose children's medicines by weight with the measuring device provided, never with a kitchen spoon.",
    advice:
      'See a paediatrician urgently if a baby under three months has fever or a child is drowsy or not feeding.',
  },
  {
    name: 'Antibiotics',
    condition:
      'Bacterial infections of the chest, throat, urine, skin and ears may need antibiotics. Antibiotics do not work against viral colds and flu.',
    warning: 'Take antibiotics only on prescription and complete the course to prevent resistance.',
    advice:
      'Take doses at evenly spaced times and tell your doctor about any past allergy to antibiotics.',
  },
  {
    name: 'Allergy Care',
    condition:
      'Allergies such as hay fever, hives and allergic asthma happen when the immune system reacts to harmless substances like dust mites and pollen.',
    warning: 'Some antihistamines cause drowsiness; avoid alcohol and take care while driving.',
    advice:
      'Identify and reduce your triggers: wash bedding weekly in hot water and keep windows closed on high-pollen days.',
  },
  {
    name: "Women's Health",
    condition:
      "Women's health needs change across life: periods, pregnancy planning, pregnancy, and menopause each bring their own nutritional and hormonal needs.",
    warning:
      'Tell your doctor if you are pregnant, planning pregnancy or breastfeeding before starting any medicine.',
    advice:
      'Keep track of your cycle and see a gynaecologist for very heavy, painful or irregular periods.',
  },
];

export type BrandSeed = {
  name: string;
  manufacturer: string;
  address: string;
  country: string;
  suffix: string;
};

export const BRANDS: BrandSeed[] = [
  {
    name: 'Sunveda',
    manufacturer: 'Sunveda Pharma Pvt. Ltd.',
    address: 'Plot 14, Peenya Industrial Area, Bangalore 560058',
    country: 'India',
    suffix: 'zen',
  },
  {
    name: 'Kaveri Life',
    manufacturer: 'Kaveri Life Sciences Ltd.',
    address: '22, KIADB Industrial Area, Mysore 570018',
    country: 'India',
    suffix: 'vin',
  },
  {
    name: 'Nilgiri Health',
    manufacturer: 'Nilgiri Healthcare Pvt. Ltd.',
    address: '8, SIDCO Industrial Estate, Coimbatore 641021',
    country: 'India',
    suffix: 'lex',
  },
  {
    name: 'Deccan Remedies',
    manufacturer: 'Deccan Remedies Ltd.',
    address: '61, IDA Jeedimetla, Hyderabad 500055',
    country: 'India',
    suffix: 'nova',
  },
  {
    name: 'Tunga Labs',
    manufacturer: 'Tunga Laboratories Pvt. Ltd.',
    address: '3, Industrial Suburb, Shimoga 577204',
    country: 'India',
    suffix: 'cure',
  },
  {
    name: 'Malabar Bio',
    manufacturer: 'Malabar Biotech Ltd.',
    address: '19, KINFRA Park, Kochi 683503',
    country: 'India',
    suffix: 'trix',
  },
  {
    name: 'Vindhya',
    manufacturer: 'Vindhya Pharmaceuticals Ltd.',
    address: '44, Sector 3, Pithampur, Indore 454775',
    country: 'India',
    suffix: 'med',
  },
  {
    name: 'Sahyadri',
    manufacturer: 'Sahyadri Generics Pvt. Ltd.',
    address: '7, MIDC Bhosari, Pune 411026',
    country: 'India',
    suffix: 'rex',
  },
  {
    name: 'Godavari Wellness',
    manufacturer: 'Godavari Wellness Pvt. Ltd.',
    address: '12, APIIC Industrial Park, Visakhapatnam 530012',
    country: 'India',
    suffix: 'dil',
  },
  {
    name: 'Himadri',
    manufacturer: 'Himadri Labs Ltd.',
    address: '5, Phase II, Baddi, Himachal Pradesh 173205',
    country: 'India',
    suffix: 'far',
  },
  {
    name: 'Coromandel',
    manufacturer: 'Coromandel Pharma Ltd.',
    address: '30, Guindy Industrial Estate, Chennai 600032',
    country: 'India',
    suffix: 'mac',
  },
  {
    name: 'Aravalli',
    manufacturer: 'Aravalli Health Pvt. Ltd.',
    address: '90, Sitapura Industrial Area, Jaipur 302022',
    country: 'India',
    suffix: 'tas',
  },
  {
    name: 'Narmada',
    manufacturer: 'Narmada Therapeutics Ltd.',
    address: '16, GIDC Ankleshwar, Gujarat 393002',
    country: 'India',
    suffix: 'lin',
  },
  {
    name: 'Konkan Care',
    manufacturer: 'Konkan Care Products Pvt. Ltd.',
    address: '2, Verna Industrial Estate, Goa 403722',
    country: 'India',
    suffix: 'gard',
  },
  {
    name: 'Alpenwell',
    manufacturer: 'Alpenwell Pharma AG (imported by Sunveda Pharma)',
    address: 'Industriestrasse 9, Basel, Switzerland',
    country: 'Switzerland',
    suffix: 'sol',
  },
  {
    name: 'Rheinmed',
    manufacturer: 'Rheinmed GmbH (imported by Deccan Remedies)',
    address: 'Hafenstrasse 21, Cologne, Germany',
    country: 'Germany',
    suffix: 'fit',
  },
];

export const COUPONS = [
  { code: 'WELCOME10', percentage: 10, active: true },
  { code: 'HEALTH15', percentage: 15, active: true },
  { code: 'SAVE20', percentage: 20, active: true },
  { code: 'MONSOON25', percentage: 25, active: false },
];
