/**
 * Dosage forms: how each is taken, stored and packed, and which pack drawing it gets.
 * Pack `units` multiply the molecule's unit price (tablets in a strip, or size steps).
 */
export type Shape = 'strip' | 'bottle' | 'tube' | 'dropper' | 'box' | 'inhaler' | 'jar' | 'sachet';

export type Pack = { label: string; units: number };

export type FormInfo = {
  consume: string;
  unitWord: string;
  shape: Shape;
  packs: Pack[];
  direction: string;
  storage: string;
};

const strips = (word: string): Pack[] => [
  { label: `Strip of 10 ${word}`, units: 10 },
  { label: `Strip of 15 ${word}`, units: 15 },
  { label: `Box of 3 strips of 10 ${word}`, units: 30 },
  { label: `Box of 10 strips of 10 ${word}`, units: 100 },
];

const COOL =
  'Store below 30°C in a dry place, away from direct sunlight. Keep out of the reach of children.';

export const FORMS = {
  Tablet: {
    consume: 'Oral',
    unitWord: 'tablet',
    shape: 'strip',
    packs: strips('tablets'),
    direction:
      'Swallow the tablet whole with a glass of water. Do not crush or chew it unless your doctor advises. Take it at the same time each day.',
    storage: COOL,
  },
  Capsule: {
    consume: 'Oral',
    unitWord: 'capsule',
    shape: 'strip',
    packs: strips('capsules'),
    direction:
      'Swallow the capsule whole with water. Do not open or chew it. Take it at the same time each day.',
    storage: COOL,
  },
  Syrup: {
    consume: 'Oral',
    unitWord: 'bottle',
    shape: 'bottle',
    packs: [
      { label: 'Bottle of 100 ml', units: 1 },
      { label: 'Bottle of 200 ml', units: 1.8 },
    ],
    direction:
      'Shake the bottle well. Measure the dose with the cup provided and take it as advised by your doctor.',
    storage: `${COOL} Use within one month of opening.`,
  },
  Suspension: {
    consume: 'Oral',
    unitWord: 'bottle',
    shape: 'bottle',
    packs: [
      { label: 'Bottle of 60 ml', units: 1 },
      { label: 'Bottle of 100 ml', units: 1.5 },
    ],
    direction:
      'Shake well before use. Give the dose by weight using the measuring syringe or cup provided.',
    storage: `${COOL} Use within 14 days of opening.`,
  },
  Cream: {
    consume: 'Topical',
    unitWord: 'tube',
    shape: 'tube',
    packs: [
      { label: 'Tube of 15 g', units: 1 },
      { label: 'Tube of 30 g', units: 1.8 },
    ],
    direction:
      'Clean and dry the affected area. Apply a thin layer and rub in gently. Wash your hands after use unless the hands are being treated.',
    storage: COOL,
  },
  Ointment: {
    consume: 'Topical',
    unitWord: 'tube',
    shape: 'tube',
    packs: [
      { label: 'Tube of 5 g', units: 1 },
      { label: 'Tube of 15 g', units: 2.6 },
    ],
    direction:
      'Apply a small amount to the affected area two to three times a day, or as directed. Cover with a dressing if advised.',
    storage: COOL,
  },
  Gel: {
    consume: 'Topical',
    unitWord: 'tube',
    shape: 'tube',
    packs: [
      { label: 'Tube of 15 g', units: 1 },
      { label: 'Tube of 30 g', units: 1.8 },
    ],
    direction:
      'Apply a thin layer to the affected area and massage gently. Do not apply to broken skin or near the eyes.',
    storage: COOL,
  },
  Lotion: {
    consume: 'Topical',
    unitWord: 'bottle',
    shape: 'bottle',
    packs: [{ label: 'Bottle of 100 ml', units: 1 }],
    direction:
      'Shake well. Apply to the affected skin with clean fingers or cotton and allow it to dry.',
    storage: COOL,
  },
  Shampoo: {
    consume: 'Topical',
    unitWord: 'bottle',
    shape: 'bottle',
    packs: [
      { label: 'Bottle of 75 ml', units: 1 },
      { label: 'Bottle of 150 ml', units: 1.8 },
    ],
    direction:
      'Wet the hair, apply to the scalp and leave for five minutes before rinsing. Use twice a week or as directed.',
    storage: COOL,
  },
  'Eye Drops': {
    consume: 'Ophthalmic',
    unitWord: 'bottle',
    shape: 'dropper',
    packs: [
      { label: 'Bottle of 5 ml', units: 1 },
      { label: 'Bottle of 10 ml', units: 1.7 },
    ],
    direction:
      'Wash your hands, tilt your head back, pull down the lower eyelid and put in the prescribed number of drops. Close the eye gently for a minute.',
    storage: `${COOL} Discard one month after opening.`,
  },
  'Ear Drops': {
    consume: 'Otic',
    unitWord: 'bottle',
    shape: 'dropper',
    packs: [{ label: 'Bottle of 10 ml', units: 1 }],
    direction:
      'Warm the bottle in your hand, tilt your head and put the drops into the ear. Stay in that position for a few minutes.',
    storage: `${COOL} Discard one month after opening.`,
  },
  'Nasal Drops': {
    consume: 'Nasal',
    unitWord: 'bottle',
    shape: 'dropper',
    packs: [{ label: 'Bottle of 10 ml', units: 1 }],
    direction:
      'Clear the nose gently, tilt the head back and put the drops into each nostril as advised.',
    storage: COOL,
  },
  'Oral Drops': {
    consume: 'Oral',
    unitWord: 'bottle',
    shape: 'dropper',
    packs: [
      { label: 'Bottle of 15 ml', units: 1 },
      { label: 'Bottle of 30 ml', units: 1.8 },
    ],
    direction:
      'Give the dose with the dropper provided, directly into the mouth or mixed with a little milk.',
    storage: COOL,
  },
  'Nasal Spray': {
    consume: 'Nasal',
    unitWord: 'bottle',
    shape: 'inhaler',
    packs: [{ label: 'Bottle of 120 metered sprays', units: 1 }],
    direction:
      'Shake gently, prime the pump before first use, and spray into each nostril while breathing in gently.',
    storage: COOL,
  },
  Inhaler: {
    consume: 'Inhalation',
    unitWord: 'inhaler',
    shape: 'inhaler',
    packs: [
      { label: '1 inhaler of 120 doses', units: 1 },
      { label: 'Pack of 2 inhalers of 120 doses', units: 2 },
    ],
    direction:
      'Shake the inhaler, breathe out, then press once while breathing in slowly. Hold your breath for ten seconds. Rinse your mouth after use.',
    storage: `${COOL} Do not puncture or burn the canister.`,
  },
  Injection: {
    consume: 'Injectable',
    unitWord: 'pen',
    shape: 'box',
    packs: [
      { label: 'Box of 1 prefilled pen', units: 1 },
      { label: 'Box of 5 prefilled pens', units: 5 },
    ],
    direction:
      'Inject under the skin of the abdomen or thigh as taught by your nurse, changing the site each time.',
    storage:
      'Store unopened packs in a refrigerator at 2°C to 8°C. Do not freeze. The pen in use may be kept below 30°C for four weeks.',
  },
  Powder: {
    consume: 'Oral',
    unitWord: 'jar',
    shape: 'jar',
    packs: [
      { label: 'Jar of 500 g', units: 1 },
      { label: 'Jar of 1 kg', units: 1.85 },
    ],
    direction: 'Mix one level scoop in 200 ml of water or milk and drink immediately.',
    storage: `${COOL} Close the lid tightly after use.`,
  },
  Sachet: {
    consume: 'Oral',
    unitWord: 'sachet',
    shape: 'sachet',
    packs: [
      { label: 'Box of 10 sachets', units: 10 },
      { label: 'Box of 30 sachets', units: 30 },
    ],
    direction: 'Empty one sachet into a glass of water, stir well and drink the whole glass.',
    storage: COOL,
  },
} satisfies Record<string, FormInfo>;

export type FormName = keyof typeof FORMS;
