/** The descriptive texts of a medicine, composed from its molecule, form and category. */
import { pickSome, type Rng } from '../random';
import { FORMS } from './medicine-forms';
import type { Molecule } from './molecule';
import type { CategoryText } from './pharmacy';

export type MedicineTexts = {
  about: string;
  uses: string;
  medicalBenefits: string;
  directionOfUse: string;
  storage: string;
  sideEffects: string;
  drugWarning: string;
  drugInteractions: string;
  drugInteractionsList: string[];
  specialAdvice: string;
  diseaseCondition: string;
};

const lower = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

export function medicineTexts(name: string, m: Molecule, c: CategoryText): MedicineTexts {
  const form = FORMS[m.form];
  const prescription = m.rx
    ? 'It is a prescription medicine; use it only as advised by your doctor.'
    : 'It is available without a prescription, but ask a pharmacist or doctor if you are unsure whether it suits you.';
  return {
    about: `${name} contains ${m.generic}, which belongs to a group of medicines called ${m.klass}. It is used for ${m.uses}. ${prescription}`,
    uses: `${name} is used for ${m.uses}.`,
    medicalBenefits: `${m.generic} ${m.action}. Used regularly as advised, ${name} helps control ${m.uses} and the discomfort it causes.`,
    directionOfUse: form.direction,
    storage: form.storage,
    sideEffects: `Most people have no side effects. Some may notice ${m.effects.map(lower).join(', ')}. These usually settle as the body adjusts; tell your doctor if they persist or trouble you.`,
    drugWarning: `Do not use ${name} if you are allergic to ${m.generic} or any other ingredient. ${c.warning}`,
    drugInteractions: `${m.generic} may interact with other medicines. Tell your doctor about everything you take, including supplements and herbal products.`,
    drugInteractionsList: m.interacts,
    specialAdvice: c.advice,
    diseaseCondition: c.condition,
  };
}

type Faq = { question: string; answer: string };

export function medicineFaqs(rng: Rng, name: string, m: Molecule): Faq[] {
  const oral = FORMS[m.form].consume === 'Oral';
  const pool: Faq[] = [
    m.rx
      ? {
          question: `Can I stop taking ${name} when I feel better?`,
          answer: `No. Complete the course or continue as prescribed; stopping early can bring symptoms back. Talk to your doctor before stopping.`,
        }
      : {
          question: `Do I need a prescription for ${name}?`,
          answer: `No, ${name} can be bought without a prescription. See a doctor if symptoms last more than a few days.`,
        },
    oral
      ? {
          question: `What if I miss a dose of ${name}?`,
          answer:
            'Take it as soon as you remember. If the next dose is due soon, skip the missed one; never take a double dose.',
        }
      : {
          question: `How often should I use ${name}?`,
          answer:
            'Use it as often as your doctor or the pack advises, usually two to three times a day, for the full recommended period.',
        },
    {
      question: `Can I drink alcohol while using ${m.generic}?`,
      answer:
        'It is best to avoid alcohol, which can worsen side effects and the condition being treated.',
    },
    {
      question: `Is ${m.generic} safe during pregnancy?`,
      answer:
        'Tell your doctor if you are pregnant or breastfeeding. They will weigh the benefits against any possible risk before advising you.',
    },
    {
      question: `How should I store ${name}?`,
      answer: FORMS[m.form].storage,
    },
  ];
  return pickSome(rng, pool, 2 + Math.floor(rng() * 3));
}
