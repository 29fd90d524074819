/** The simple medical pictogram drawn on each department's illustrations. */
export const PICTOGRAMS = [
  'heart',
  'brain',
  'bone',
  'stomach',
  'kidney',
  'bladder',
  'ribbon',
  'mother',
  'baby',
  'lungs',
  'ear',
  'skin',
  'eye',
  'joint',
] as const;

export type Pictogram = (typeof PICTOGRAMS)[number];
