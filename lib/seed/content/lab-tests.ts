/**
 * The lab-test catalogue of the demo (issue 17): tests and health packages with realistic Indian
 * prices, preparation and report times, by category. Static data, so the seed is deterministic;
 * a package's fasting, sample types and report time follow from the tests it includes.
 */
import { fastingSpan } from '../../lab/display';
import { slugify } from '../../slug';
import { img } from './image-paths';

export const LAB_CATEGORIES = [
  'Full Body',
  'Diabetes',
  'Heart',
  'Thyroid',
  'Liver & Kidney',
  'Fever & Infection',
  'Vitamins & Bones',
  "Women's Health",
  'Blood & Urine',
] as const;

export type LabCategoryName = (typeof LAB_CATEGORIES)[number];

type Sample = 'Blood' | 'Urine' | 'Stool';

/** name, category, sample, fasting hours, report hours, price ₹, MRP ₹, what it measures, summary */
type TestRow = [string, LabCategoryName, Sample, number, number, number, number, string[], string];

// prettier-ignore
const TESTS: TestRow[] = [
  ['Complete Blood Count (CBC)', 'Blood & Urine', 'Blood', 0, 12, 299, 450, ['Haemoglobin', 'RBC count', 'WBC count', 'Platelet count', 'PCV', 'MCV', 'MCH', 'MCHC', 'RDW', 'Differential count'], 'Red cells, white cells and platelets: the first look at anaemia, infection and bleeding problems.'],
  ['Erythrocyte Sedimentation Rate (ESR)', 'Blood & Urine', 'Blood', 0, 12, 149, 250, ['ESR'], 'A general marker of inflammation in the body.'],
  ['Peripheral Blood Smear', 'Blood & Urine', 'Blood', 0, 24, 299, 450, ['RBC morphology', 'WBC morphology', 'Platelet morphology', 'Parasites'], 'A pathologist looks at your blood cells under the microscope.'],
  ['Blood Group and Rh Type', 'Blood & Urine', 'Blood', 0, 12, 149, 200, ['ABO group', 'Rh factor'], 'Your blood group, needed before surgery, pregnancy and donation.'],
  ['Urine Routine and Microscopy', 'Blood & Urine', 'Urine', 0, 12, 149, 250, ['Colour', 'pH', 'Specific gravity', 'Protein', 'Glucose', 'Ketones', 'Pus cells', 'Red cells', 'Casts', 'Crystals'], 'Screens for urinary infection, kidney disease and diabetes.'],
  ['Stool Routine', 'Blood & Urine', 'Stool', 0, 24, 199, 300, ['Colour', 'Consistency', 'Occult blood', 'Ova and cysts', 'Pus cells'], 'Looks for infection, parasites and hidden blood in the stool.'],
  ['Urine Culture and Sensitivity', 'Blood & Urine', 'Urine', 0, 72, 699, 950, ['Organism identified', 'Colony count', 'Antibiotic sensitivity'], 'Finds the germ behind a urinary infection and the antibiotics that work on it.'],
  ['Reticulocyte Count', 'Blood & Urine', 'Blood', 0, 24, 249, 400, ['Reticulocyte percentage', 'Corrected reticulocyte count'], 'How fast your bone marrow is making new red cells.'],
  ['Fasting Blood Sugar (FBS)', 'Diabetes', 'Blood', 10, 6, 79, 120, ['Fasting plasma glucose'], 'Blood glucose after an overnight fast: screens for diabetes.'],
  ['Post Prandial Blood Sugar (PPBS)', 'Diabetes', 'Blood', 0, 6, 79, 120, ['Glucose 2 hours after a meal'], 'Blood glucose two hours after a meal.'],
  ['Random Blood Sugar (RBS)', 'Diabetes', 'Blood', 0, 6, 69, 100, ['Random plasma glucose'], 'Blood glucose at any time of the day.'],
  ['HbA1c (Glycated Haemoglobin)', 'Diabetes', 'Blood', 0, 12, 399, 600, ['HbA1c', 'Estimated average glucose'], 'Your average blood sugar over the last three months.'],
  ['Fasting Insulin', 'Diabetes', 'Blood', 10, 24, 699, 950, ['Fasting insulin', 'HOMA-IR'], 'Insulin level after fasting: shows insulin resistance.'],
  ['Urine Microalbumin', 'Diabetes', 'Urine', 0, 24, 549, 800, ['Microalbumin', 'Creatinine', 'Albumin/creatinine ratio'], 'The earliest sign of kidney damage from diabetes or high blood pressure.'],
  ['Glucose Tolerance Test (GTT)', 'Diabetes', 'Blood', 10, 12, 349, 500, ['Fasting glucose', 'Glucose at 1 hour', 'Glucose at 2 hours'], 'How your body handles a measured glucose drink; used in pregnancy too.'],
  ['C-Peptide', 'Diabetes', 'Blood', 10, 48, 1199, 1600, ['C-peptide'], 'How much insulin your pancreas still makes.'],
  ['Lipid Profile', 'Heart', 'Blood', 12, 12, 499, 800, ['Total cholesterol', 'HDL cholesterol', 'LDL cholesterol', 'VLDL cholesterol', 'Triglycerides', 'Total/HDL ratio', 'LDL/HDL ratio'], 'Cholesterol and triglycerides: the main blood test of heart risk.'],
  ['High-Sensitivity CRP (hs-CRP)', 'Heart', 'Blood', 0, 24, 599, 900, ['hs-CRP'], 'Low-grade inflammation linked to heart disease.'],
  ['Lipoprotein(a)', 'Heart', 'Blood', 0, 48, 999, 1400, ['Lipoprotein(a)'], 'An inherited cholesterol particle that raises heart risk.'],
  ['Apolipoprotein A1 and B', 'Heart', 'Blood', 0, 48, 1299, 1800, ['Apo A1', 'Apo B', 'Apo B/A1 ratio'], 'The proteins that carry cholesterol: a finer measure of heart risk.'],
  ['Homocysteine', 'Heart', 'Blood', 10, 48, 999, 1400, ['Homocysteine'], 'An amino acid that, when high, damages blood vessels.'],
  ['Troponin I', 'Heart', 'Blood', 0, 6, 1199, 1500, ['Troponin I'], 'A marker of heart muscle injury.'],
  ['NT-proBNP', 'Heart', 'Blood', 0, 24, 2499, 3200, ['NT-proBNP'], 'Checks for heart failure and how well it is controlled.'],
  ['TSH (Thyroid Stimulating Hormone)', 'Thyroid', 'Blood', 0, 12, 249, 400, ['TSH'], 'The first test of an underactive or overactive thyroid.'],
  ['Free T3', 'Thyroid', 'Blood', 0, 24, 299, 450, ['Free triiodothyronine'], 'The active thyroid hormone in the blood.'],
  ['Free T4', 'Thyroid', 'Blood', 0, 24, 299, 450, ['Free thyroxine'], 'The main thyroid hormone, unbound and active.'],
  ['Total T3, T4 and TSH', 'Thyroid', 'Blood', 0, 24, 449, 700, ['Total T3', 'Total T4', 'TSH'], 'The three thyroid values most doctors ask for together.'],
  ['Anti-TPO Antibodies', 'Thyroid', 'Blood', 0, 48, 999, 1400, ['Anti-thyroid peroxidase'], "Finds autoimmune thyroid disease such as Hashimoto's."],
  ['Thyroglobulin', 'Thyroid', 'Blood', 0, 72, 1299, 1700, ['Thyroglobulin'], 'Follows up thyroid cancer treatment.'],
  ['Liver Function Test (LFT)', 'Liver & Kidney', 'Blood', 0, 12, 499, 750, ['Total bilirubin', 'Direct bilirubin', 'Indirect bilirubin', 'SGOT (AST)', 'SGPT (ALT)', 'Alkaline phosphatase', 'GGT', 'Total protein', 'Albumin', 'Globulin', 'A/G ratio'], 'How well your liver works, and whether it is inflamed or blocked.'],
  ['Kidney Function Test (KFT)', 'Liver & Kidney', 'Blood', 0, 12, 499, 750, ['Urea', 'Blood urea nitrogen', 'Creatinine', 'Uric acid', 'Sodium', 'Potassium', 'Chloride', 'Calcium', 'Phosphorus'], 'How well your kidneys filter the blood, with the salts they balance.'],
  ['Serum Creatinine', 'Liver & Kidney', 'Blood', 0, 12, 149, 250, ['Creatinine', 'eGFR'], 'The single most used measure of kidney function.'],
  ['Blood Urea Nitrogen (BUN)', 'Liver & Kidney', 'Blood', 0, 12, 149, 250, ['Blood urea nitrogen'], 'A waste product the kidneys clear.'],
  ['Uric Acid', 'Liver & Kidney', 'Blood', 0, 12, 149, 250, ['Uric acid'], 'High levels cause gout and kidney stones.'],
  ['Serum Electrolytes', 'Liver & Kidney', 'Blood', 0, 12, 349, 500, ['Sodium', 'Potassium', 'Chloride'], 'The salts that keep nerves, muscles and the heart working.'],
  ['Gamma GT (GGT)', 'Liver & Kidney', 'Blood', 0, 24, 249, 400, ['Gamma-glutamyl transferase'], 'A sensitive marker of liver and bile duct disease, and of alcohol use.'],
  ['Hepatitis B Surface Antigen (HBsAg)', 'Liver & Kidney', 'Blood', 0, 24, 399, 600, ['HBsAg'], 'Screens for hepatitis B infection.'],
  ['Hepatitis C Antibody (Anti-HCV)', 'Liver & Kidney', 'Blood', 0, 24, 699, 1000, ['Anti-HCV'], 'Screens for hepatitis C infection.'],
  ['Dengue NS1 Antigen', 'Fever & Infection', 'Blood', 0, 12, 599, 900, ['Dengue NS1 antigen'], 'Detects dengue in the first five days of fever.'],
  ['Dengue IgG and IgM Antibodies', 'Fever & Infection', 'Blood', 0, 24, 899, 1200, ['Dengue IgG', 'Dengue IgM'], 'Detects dengue after the first days of fever, and past infection.'],
  ['Malaria Parasite Antigen', 'Fever & Infection', 'Blood', 0, 12, 399, 600, ['P. falciparum antigen', 'P. vivax antigen'], 'Rapid test for the two common malaria parasites.'],
  ['Widal Test (Typhoid)', 'Fever & Infection', 'Blood', 0, 24, 199, 300, ['S. typhi O', 'S. typhi H', 'S. paratyphi AH', 'S. paratyphi BH'], 'Antibodies against typhoid and paratyphoid.'],
  ['Typhidot IgM', 'Fever & Infection', 'Blood', 0, 24, 549, 800, ['Typhoid IgM'], 'An early rapid test for typhoid fever.'],
  ['C-Reactive Protein (CRP)', 'Fever & Infection', 'Blood', 0, 12, 349, 500, ['CRP'], 'Rises quickly with infection and inflammation.'],
  ['Procalcitonin', 'Fever & Infection', 'Blood', 0, 24, 1999, 2600, ['Procalcitonin'], 'Tells a bacterial infection from a viral one.'],
  ['Chikungunya IgM', 'Fever & Infection', 'Blood', 0, 24, 799, 1100, ['Chikungunya IgM'], 'Detects chikungunya after the first days of fever.'],
  ['HIV 1 and 2 Antibodies', 'Fever & Infection', 'Blood', 0, 24, 399, 600, ['HIV-1 antibodies', 'HIV-2 antibodies', 'p24 antigen'], 'Confidential screening for HIV infection.'],
  ['Blood Culture and Sensitivity', 'Fever & Infection', 'Blood', 0, 120, 999, 1400, ['Organism identified', 'Antibiotic sensitivity'], 'Finds germs in the blood and the antibiotics that work on them.'],
  ['Vitamin D (25-OH)', 'Vitamins & Bones', 'Blood', 0, 24, 899, 1500, ['25-hydroxy vitamin D'], 'The vitamin most Indians are short of: bones, muscles, immunity.'],
  ['Vitamin B12', 'Vitamins & Bones', 'Blood', 0, 24, 699, 1100, ['Cyanocobalamin'], 'Low B12 causes tiredness, tingling and anaemia; common in vegetarians.'],
  ['Iron Studies', 'Vitamins & Bones', 'Blood', 10, 24, 699, 1000, ['Serum iron', 'TIBC', 'Transferrin saturation'], 'Tells iron deficiency from other causes of anaemia.'],
  ['Ferritin', 'Vitamins & Bones', 'Blood', 0, 24, 549, 800, ['Ferritin'], "The body's iron store."],
  ['Serum Calcium', 'Vitamins & Bones', 'Blood', 0, 12, 149, 250, ['Total calcium'], 'Calcium for bones, nerves and muscles.'],
  ['Folic Acid', 'Vitamins & Bones', 'Blood', 0, 48, 799, 1100, ['Serum folate'], 'A B vitamin needed for new cells, and before pregnancy.'],
  ['Rheumatoid Factor (RA)', 'Vitamins & Bones', 'Blood', 0, 24, 399, 600, ['Rheumatoid factor'], 'Screens for rheumatoid arthritis.'],
  ['Anti-CCP Antibodies', 'Vitamins & Bones', 'Blood', 0, 48, 1299, 1800, ['Anti-cyclic citrullinated peptide'], 'The most specific blood test for rheumatoid arthritis.'],
  ['Beta hCG (Pregnancy)', "Women's Health", 'Blood', 0, 12, 549, 800, ['Beta human chorionic gonadotropin'], 'Confirms and follows an early pregnancy.'],
  ['Prolactin', "Women's Health", 'Blood', 0, 24, 449, 700, ['Prolactin'], 'A hormone behind irregular periods and infertility.'],
  ['FSH and LH', "Women's Health", 'Blood', 0, 24, 799, 1100, ['Follicle stimulating hormone', 'Luteinising hormone', 'LH/FSH ratio'], 'The hormones that run the menstrual cycle and fertility.'],
  ['AMH (Anti-Müllerian Hormone)', "Women's Health", 'Blood', 0, 48, 1699, 2400, ['Anti-Müllerian hormone'], "An estimate of the ovaries' egg reserve."],
  ['Testosterone, Total', "Women's Health", 'Blood', 0, 24, 549, 800, ['Total testosterone'], 'High in PCOS; low in some men with tiredness and low libido.'],
  ['Estradiol (E2)', "Women's Health", 'Blood', 0, 24, 549, 800, ['Estradiol'], 'The main female hormone, through the cycle and menopause.'],
  ['CA-125', "Women's Health", 'Blood', 0, 48, 999, 1400, ['CA-125'], 'A marker doctors use to follow ovarian conditions.'],
];

/** name, category, included tests (by name), price ₹, MRP ₹, popular, summary, who should take it */
type PackageRow = [string, LabCategoryName, string[], number, number, boolean, string, string[]];

// prettier-ignore
const PACKAGES: PackageRow[] = [
  ['Basic Full Body Check-up', 'Full Body', ['Complete Blood Count (CBC)', 'Fasting Blood Sugar (FBS)', 'Lipid Profile', 'Liver Function Test (LFT)', 'Kidney Function Test (KFT)', 'TSH (Thyroid Stimulating Hormone)', 'Urine Routine and Microscopy'], 999, 2200, true, 'The essential yearly check: blood count, sugar, cholesterol, liver, kidney and thyroid.', ['Adults of any age, once a year', 'Anyone who has not had a check-up in a while']],
  ['Advanced Full Body Check-up', 'Full Body', ['Complete Blood Count (CBC)', 'Erythrocyte Sedimentation Rate (ESR)', 'Fasting Blood Sugar (FBS)', 'HbA1c (Glycated Haemoglobin)', 'Lipid Profile', 'Liver Function Test (LFT)', 'Kidney Function Test (KFT)', 'Total T3, T4 and TSH', 'Vitamin D (25-OH)', 'Vitamin B12', 'Iron Studies', 'Urine Routine and Microscopy'], 2499, 5500, true, 'The full body check with vitamins, iron and the three-month sugar average.', ['Adults over 30', 'Anyone often tired or run down']],
  ['Comprehensive Health Check-up', 'Full Body', ['Complete Blood Count (CBC)', 'Erythrocyte Sedimentation Rate (ESR)', 'Fasting Blood Sugar (FBS)', 'Post Prandial Blood Sugar (PPBS)', 'HbA1c (Glycated Haemoglobin)', 'Lipid Profile', 'High-Sensitivity CRP (hs-CRP)', 'Liver Function Test (LFT)', 'Kidney Function Test (KFT)', 'Serum Electrolytes', 'Total T3, T4 and TSH', 'Vitamin D (25-OH)', 'Vitamin B12', 'Iron Studies', 'Ferritin', 'Serum Calcium', 'Uric Acid', 'Urine Routine and Microscopy', 'Hepatitis B Surface Antigen (HBsAg)'], 3999, 8900, true, "Our most complete check-up: heart, sugar, liver, kidney, thyroid, vitamins and infection screening in one visit.", ['Adults over 40', 'Anyone with a family history of diabetes or heart disease', 'Before starting a new fitness plan']],
  ['Diabetes Care Package', 'Diabetes', ['Fasting Blood Sugar (FBS)', 'Post Prandial Blood Sugar (PPBS)', 'HbA1c (Glycated Haemoglobin)', 'Urine Microalbumin', 'Kidney Function Test (KFT)', 'Lipid Profile'], 1199, 2400, true, 'Everything a person with diabetes should check every three months.', ['People with diabetes', 'People with pre-diabetes']],
  ['Diabetes Screening', 'Diabetes', ['Fasting Blood Sugar (FBS)', 'HbA1c (Glycated Haemoglobin)', 'Urine Routine and Microscopy'], 499, 900, false, 'A quick check for diabetes.', ['Adults over 30', 'Anyone overweight or with a family history of diabetes']],
  ['Heart Health Package', 'Heart', ['Lipid Profile', 'High-Sensitivity CRP (hs-CRP)', 'Lipoprotein(a)', 'Homocysteine', 'Fasting Blood Sugar (FBS)', 'Complete Blood Count (CBC)'], 2299, 4500, true, 'Cholesterol and the newer markers of heart risk.', ['Adults over 35', 'Smokers, and people with high blood pressure or diabetes']],
  ['Thyroid Care Package', 'Thyroid', ['Total T3, T4 and TSH', 'Free T3', 'Free T4', 'Anti-TPO Antibodies'], 1499, 2600, false, 'A complete thyroid check, with the autoimmune antibody.', ['People with weight change, hair fall or tiredness', 'Women planning a pregnancy']],
  ['Liver Care Package', 'Liver & Kidney', ['Liver Function Test (LFT)', 'Gamma GT (GGT)', 'Hepatitis B Surface Antigen (HBsAg)', 'Hepatitis C Antibody (Anti-HCV)', 'Complete Blood Count (CBC)'], 1499, 2800, false, 'Liver function with hepatitis B and C screening.', ['Regular alcohol drinkers', 'People with fatty liver on a scan']],
  ['Kidney Care Package', 'Liver & Kidney', ['Kidney Function Test (KFT)', 'Serum Electrolytes', 'Urine Routine and Microscopy', 'Urine Microalbumin', 'Uric Acid'], 1199, 2200, false, 'Kidney function, salts and the earliest sign of kidney damage.', ['People with diabetes or high blood pressure', 'People taking painkillers often']],
  ['Fever Panel', 'Fever & Infection', ['Complete Blood Count (CBC)', 'Erythrocyte Sedimentation Rate (ESR)', 'C-Reactive Protein (CRP)', 'Dengue NS1 Antigen', 'Malaria Parasite Antigen', 'Widal Test (Typhoid)', 'Urine Routine and Microscopy'], 1499, 2900, true, 'The common causes of fever checked together: dengue, malaria, typhoid, urinary infection.', ['Anyone with fever for more than two days']],
  ['Monsoon Fever Panel Advanced', 'Fever & Infection', ['Complete Blood Count (CBC)', 'Dengue NS1 Antigen', 'Dengue IgG and IgM Antibodies', 'Malaria Parasite Antigen', 'Typhidot IgM', 'Chikungunya IgM'], 2499, 4600, false, 'Every monsoon fever in one sample: dengue, malaria, typhoid and chikungunya.', ['Anyone with fever in the rainy season', 'Fever with joint pain or rash']],
  ['Vitamin Check Package', 'Vitamins & Bones', ['Vitamin D (25-OH)', 'Vitamin B12', 'Folic Acid', 'Iron Studies', 'Ferritin'], 1999, 4100, true, 'Vitamin D, B12, folate and iron: the usual reasons for tiredness.', ['Vegetarians', 'Anyone often tired, pale or with tingling hands and feet']],
  ['Bone and Joint Package', 'Vitamins & Bones', ['Vitamin D (25-OH)', 'Serum Calcium', 'Rheumatoid Factor (RA)', 'Anti-CCP Antibodies', 'Uric Acid', 'Erythrocyte Sedimentation Rate (ESR)', 'C-Reactive Protein (CRP)'], 2499, 4800, false, 'Bone health and the blood tests of arthritis and gout.', ['People with joint pain or stiffness', 'Women after menopause']],
  ["Women's Wellness Package", "Women's Health", ['Complete Blood Count (CBC)', 'Fasting Blood Sugar (FBS)', 'Total T3, T4 and TSH', 'Prolactin', 'Vitamin D (25-OH)', 'Iron Studies', 'Serum Calcium', 'Urine Routine and Microscopy'], 2199, 4200, true, "A woman's yearly check: anaemia, thyroid, hormones, sugar and bones.", ['Women over 25, once a year']],
  ['PCOS Panel', "Women's Health", ['FSH and LH', 'Prolactin', 'Testosterone, Total', 'AMH (Anti-Müllerian Hormone)', 'Fasting Insulin', 'Fasting Blood Sugar (FBS)', 'TSH (Thyroid Stimulating Hormone)'], 3299, 5900, false, 'The hormone and sugar tests a gynaecologist asks for when PCOS is suspected.', ['Women with irregular periods, acne or excess hair growth', 'Women trying to conceive']],
  ['Senior Citizen Package', 'Full Body', ['Complete Blood Count (CBC)', 'Fasting Blood Sugar (FBS)', 'HbA1c (Glycated Haemoglobin)', 'Lipid Profile', 'Liver Function Test (LFT)', 'Kidney Function Test (KFT)', 'TSH (Thyroid Stimulating Hormone)', 'Vitamin D (25-OH)', 'Vitamin B12', 'Serum Electrolytes', 'Urine Routine and Microscopy'], 2799, 5600, true, 'A full check chosen for people over 60, with vitamins and salts.', ['Adults over 60', 'Parents, once a year']],
];

/** The tests patients book most, shown on /lab-tests before any search or category. */
const POPULAR_TESTS = new Set([
  'Complete Blood Count (CBC)',
  'Fasting Blood Sugar (FBS)',
  'HbA1c (Glycated Haemoglobin)',
  'Lipid Profile',
  'TSH (Thyroid Stimulating Hormone)',
  'Liver Function Test (LFT)',
  'Kidney Function Test (KFT)',
  'Vitamin D (25-OH)',
  'Vitamin B12',
  'Dengue NS1 Antigen',
  'C-Reactive Protein (CRP)',
  'Urine Routine and Microscopy',
]);

const WHO_BY_CATEGORY: Record<LabCategoryName, string[]> = {
  'Full Body': ['Adults who want a yearly check'],
  Diabetes: [
    'People with diabetes or a family history of it',
    'Anyone with excessive thirst or frequent urination',
  ],
  Heart: [
    'Adults over 35',
    'People with high blood pressure, diabetes or a family history of heart disease',
  ],
  Thyroid: [
    'People with weight change, hair fall, tiredness or a fast heartbeat',
    'Pregnant women',
  ],
  'Liver & Kidney': [
    'People with diabetes or high blood pressure',
    'Anyone taking long-term medicines',
  ],
  'Fever & Infection': ['Anyone with fever, as their doctor advises'],
  'Vitamins & Bones': [
    'Anyone often tired, with aches or tingling',
    'Vegetarians and older adults',
  ],
  "Women's Health": ['Women with irregular periods or planning a pregnancy'],
  'Blood & Urine': ['Anyone as part of a routine check', 'Before surgery, as the doctor advises'],
};

export type LabItemSeed = {
  slug: string;
  name: string;
  kind: 'test' | 'package';
  category: LabCategoryName;
  summary: string;
  measures: string[];
  sampleTypes: Sample[];
  fastingHours: number;
  reportHours: number;
  pricePaise: number;
  mrpPaise: number;
  discountPercent: number;
  popular: boolean;
  whoShouldTake: string[];
  faqs: { question: string; answer: string }[];
  image: string;
  /** For a package, the slugs of its tests. */
  includes: string[];
};

export const labCategorySlug = (name: string) => slugify(name);

const discount = (price: number, mrp: number) => Math.round(((mrp - price) / mrp) * 100);

function preparation(fastingHours: number): string {
  return fastingHours > 0
    ? `Fast for ${fastingSpan(fastingHours)} before the sample (water is fine).`
    : 'No fasting needed.';
}

function faqs(name: string, fastingHours: number, reportHours: number, samples: Sample[]) {
  const report =
    reportHours <= 24 ? `within ${reportHours} hours` : `within ${reportHours / 24} days`;
  return [
    { question: `Do I need to fast before the ${name}?`, answer: preparation(fastingHours) },
    {
      question: 'When will I get my report?',
      answer: `Reports are ready ${report} of the sample reaching our laboratory, and can be downloaded with your order reference.`,
    },
    {
      question: 'Can the sample be collected at home?',
      answer: `Yes. A trained phlebotomist collects the ${samples.join(' and ').toLowerCase()} sample at your home between 6 AM and 11 AM, in the areas we serve.`,
    },
    {
      question: 'Should I stop my regular medicines?',
      answer:
        'No, unless your doctor has told you to. Take them after the sample is collected if the test needs fasting.',
    },
  ];
}

/** The catalogue as the seed writes it: tests first, then packages. */
export function buildLabCatalogue(): LabItemSeed[] {
  const tests: LabItemSeed[] = TESTS.map(
    ([name, category, sample, fasting, report, price, mrp, measures, summary]) => ({
      slug: slugify(name),
      name,
      kind: 'test',
      category,
      summary,
      measures,
      sampleTypes: [sample],
      fastingHours: fasting,
      reportHours: report,
      pricePaise: price * 100,
      mrpPaise: mrp * 100,
      discountPercent: discount(price, mrp),
      popular: POPULAR_TESTS.has(name),
      whoShouldTake: WHO_BY_CATEGORY[category],
      faqs: faqs(name, fasting, report, [sample]),
      image: img.lab(`category-${labCategorySlug(category)}`),
      includes: [],
    }),
  );
  const byName = new Map(tests.map((t) => [t.name, t]));
  const packages: LabItemSeed[] = PACKAGES.map(
    ([name, category, included, price, mrp, popular, summary, who]) => {
      const parts = included.map((testName) => {
        const test = byName.get(testName);
        if (!test) throw new Error(`${name}: unknown test ${testName}`);
        return test;
      });
      const fasting = Math.max(...parts.map((t) => t.fastingHours));
      const report = Math.max(...parts.map((t) => t.reportHours));
      const samples = [...new Set(parts.flatMap((t) => t.sampleTypes))];
      return {
        slug: slugify(name),
        name,
        kind: 'package',
        category,
        summary,
        measures: parts.map((t) => t.name),
        sampleTypes: samples,
        fastingHours: fasting,
        reportHours: report,
        pricePaise: price * 100,
        mrpPaise: mrp * 100,
        discountPercent: discount(price, mrp),
        popular,
        whoShouldTake: who,
        faqs: faqs(name, fasting, report, samples),
        image: img.lab(`category-${labCategorySlug(category)}`),
        includes: parts.map((t) => t.slug),
      };
    },
  );
  return [...tests, ...packages];
}

export const LAB_PREPARATION = preparation;
